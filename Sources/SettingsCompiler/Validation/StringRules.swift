/// The rules of `string` settings: `minLength`, `maxLength` and `pattern` (SC1550-SC1553), and `secure`
/// (SC1554). Patterns are Swift `Regex` syntax, compiled here with the engine the app's runtime uses (the
/// standard library's `_StringProcessing`, no Foundation), and must match a value as a whole.
enum StringRuleCheck {
    /// The checked rules of a setting of `type`, or nil when it has none (or they are invalid: reported).
    static func rules(_ decl: SettingDecl, type: ValueType, diagnostics: inout DiagnosticCollector) -> StringRulesIR? {
        // Most settings write none: no list of the written rules is made for them (issue 32).
        guard decl.minLength.isSome || decl.maxLength.isSome || decl.pattern.isSome else { return nil }
        let name = decl.name.value
        let nodes = [("minLength", decl.minLength), ("maxLength", decl.maxLength), ("pattern", decl.pattern)]
            .compactMap { key, node in node.map { (key, $0) } }
        guard type.wrapped == .string else {
            for (key, node) in nodes {
                diagnostics.emit(Diagnostic(
                    .error, .stringRuleOnNonString,
                    "'\(name)' is of type \(type), which has no `\(key)`; `minLength`, `maxLength` and `pattern` apply to string and string?",
                    range: node.range))
            }
            return nil
        }
        var valid = true
        let (minLength, maxLength) = CountBounds.check(
            minimum: decl.minLength, maximum: decl.maxLength, keys: ("minLength", "maxLength"), setting: name,
            code: .invalidLength, valid: &valid, diagnostics: &diagnostics)
        var pattern: String?
        var message: String?
        if let node = decl.pattern {
            if let (regex, text) = patternParts(node, setting: name, diagnostics: &diagnostics) {
                if let problem = compileProblem(regex.value) {
                    diagnostics.emit(Diagnostic(
                        .error, .invalidPattern, "the pattern of '\(name)' is not a valid regular expression: \(problem)",
                        range: regex.range))
                    valid = false
                } else if let problem = PatternShape.problem(regex.value) {
                    diagnostics.emit(Diagnostic(
                        .error, .patternTooComplex, "the pattern of '\(name)' could take too long to match: \(problem)",
                        range: regex.range))
                    valid = false
                } else {
                    pattern = regex.value
                    message = text
                }
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        return StringRulesIR(minLength: minLength, maxLength: maxLength, pattern: pattern, patternMessage: message)
    }

    /// Reports a default (or the implicit default `""`, at `range`) that breaks the rules.
    static func checkDefault(
        _ value: Value, rules: StringRulesIR, setting: String, at range: SourceRange, implicit: Bool,
        diagnostics: inout DiagnosticCollector
    ) {
        guard case .string(let text) = value, let problem = problem(text, rules) else { return }
        let subject = implicit ? "'\(setting)' has no default, so its default is \"\", which" : "the default of '\(setting)'"
        let fix = implicit ? "; give a default that follows the rules" : ""
        diagnostics.emit(Diagnostic(.error, .defaultViolatesStringRules, "\(subject) \(problem)\(fix)", range: range))
    }

    /// Why `text` breaks `rules` ("is 3 characters long, shorter than the minLength 8"), or nil.
    static func problem(_ text: String, _ rules: StringRulesIR) -> String? {
        let count = text.count
        if let minimum = rules.minLength, count < minimum {
            return "is \(count) characters long, shorter than the minLength \(minimum)"
        }
        if let maximum = rules.maxLength, count > maximum {
            return "is \(count) characters long, longer than the maxLength \(maximum)"
        }
        if rules.pattern != nil, count > PatternShape.maxInputLength {
            return "is \(count) characters long, and a pattern matches at most \(PatternShape.maxInputLength)"
        }
        if let pattern = rules.pattern, matches(text, pattern) == false {
            return "does not match the pattern '\(pattern)'"
        }
        return nil
    }

    /// The error of compiling `pattern`, or nil when it compiles (or `Regex` is not available on this OS).
    static func compileProblem(_ pattern: String) -> String? {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
        do {
            _ = try Regex(pattern)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Whether `pattern` matches the whole of `text`; nil when it cannot be evaluated here.
    static func matches(_ text: String, _ pattern: String) -> Bool? {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *), let regex = try? Regex(pattern) else { return nil }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    /// `pattern: regex` or `pattern: {regex: ..., message: ...}`: the regex and the message.
    private static func patternParts(
        _ node: YAMLNode, setting: String, diagnostics: inout DiagnosticCollector
    ) -> (Located<String>, String?)? {
        func wrong(_ node: YAMLNode, _ expected: String) -> (Located<String>, String?)? {
            diagnostics.emit(Diagnostic(
                .error, .invalidPattern, "expected \(expected) for the pattern of '\(setting)', found \(node.kindDescription)",
                range: node.range))
            return nil
        }
        switch node.kind {
        case .scalar(let scalar):
            if scalar.isNull { return wrong(node, "a regular expression") }
            return (Located(scalar.value, node.range), nil)
        case .sequence:
            return wrong(node, "a regular expression or {regex: ..., message: ...}")
        case .mapping(let pairs):
            var regex: Located<String>?
            var message: String?
            for pair in pairs {
                switch pair.name {
                case "regex":
                    guard let scalar = pair.value.scalar, !scalar.isNull else { return wrong(pair.value, "a regular expression") }
                    regex = Located(scalar.value, pair.value.range)
                case "message":
                    guard let scalar = pair.value.scalar, !scalar.isNull else { return wrong(pair.value, "a message") }
                    message = scalar.value
                default:
                    diagnostics.emit(Construct.pattern.unknownKey(pair, in: "a pattern"))
                    return nil
                }
            }
            guard let regex else {
                diagnostics.emit(Diagnostic(
                    .error, .invalidPattern, "the pattern of '\(setting)' has no `regex:`; write {regex: ..., message: ...}", range: node.range))
                return nil
            }
            return (regex, message)
        }
    }
}
