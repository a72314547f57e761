/// List settings, `[string]`, `[int]` and `[double]` (SC1560-SC1566): the type's spelling, the type inferred from a list
/// default, `minItems`/`maxItems`, and the default's element count. A list's `range:` (for `[int]` and `[double]`) and string
/// rules (for `[string]`) apply to each element and are checked by the validator's number and string-rule code.
enum ListTypeSpelling {
    /// `type: [string]` written without quotes is a YAML list: reported (SC1561), and read as the type
    /// `[string]` when it holds one plain word, so the rest of the setting is still checked. Nil for any other
    /// node (the parser reads it as text).
    static func type(_ pair: YAMLPair, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        let node = pair.value
        guard let items = node.sequence else { return nil }
        let word = items.count == 1 ? items[0].scalar.flatMap { $0.isNull || $0.style.isQuoted ? nil : $0.value } : nil
        let spelled = word.map { "\"[\($0)]\"" } ?? "\"[string]\""
        diagnostics.emit(Diagnostic(
            .error, .listTypeNotQuoted,
            "a type written as a YAML list is a list, not a type name; quote a list type: `type: \(spelled)`",
            range: node.range))
        return word.map { Located("[\($0)]", node.range) }
    }

    /// The element type of a list type's text (`[string]`, `[ int ]`), reporting a text that starts with `[` but
    /// is not a list type of `BuiltinType.listElements` (SC1560). `.notAList` when the text is not a list type at all.
    static func parse(_ text: Located<String>, diagnostics: inout DiagnosticCollector) -> ListTypeOutcome {
        let trimmed = text.value.trimmingWhitespace()
        guard trimmed.hasPrefix("[") else { return .notAList }
        func invalid(_ detail: String) -> ListTypeOutcome {
            diagnostics.emit(Diagnostic(
                .error, .invalidListType, "'\(text.value)' is not a list type: \(detail); list types are \(BuiltinType.listTypesSentence)",
                range: text.range))
            return .invalid
        }
        if trimmed.hasSuffix("?") {
            return invalid("a list cannot be optional (an empty list already holds nothing)")
        }
        guard trimmed.hasSuffix("]"), trimmed.count >= 2 else { return invalid("it has no closing ']'") }
        let element = String(trimmed.dropFirst().dropLast()).trimmingWhitespace()
        if let builtin = BuiltinType.named(element), BuiltinType.listElements.contains(builtin) { return .list(builtin.valueType) }
        switch element {
        case "": return invalid("it names no element type")
        default:
            if element.hasPrefix("[") { return invalid("lists of lists are not supported") }
            if element.hasSuffix("?") { return invalid("elements cannot be optional") }
            return invalid("lists of \(element) are not supported")
        }
    }

    enum ListTypeOutcome {
        case notAList
        case invalid
        case list(ValueType)
    }

    /// The type of a list default without a `type:`: `[int]` when every element is a plain integer, `[double]`
    /// when every element is a plain number and one has a fraction (`[0.5, 1]`), else `[string]`; nil for an empty
    /// list, and for a list with a plain true/false, a number no list holds, or a number with a fraction among
    /// text (reported, SC1566: `[a, 0.5]` is never a silent `[string]`).
    static func inferred(_ node: YAMLNode, items: [YAMLNode], setting: Located<String>, diagnostics: inout DiagnosticCollector) -> ValueType? {
        guard !items.isEmpty else {
            diagnostics.emit(Diagnostic(
                .error, .cannotInferType,
                "the type of '\(setting.value)' cannot be inferred from an empty list; write e.g. `\(setting.value): {type: \"[string]\", default: []}`",
                range: node.range))
            return nil
        }
        var ints = 0, fractions = 0
        var other: YAMLNode?  // the first true/false, or a number no list holds
        var fraction: YAMLNode?  // the first number with a fraction
        for item in items {
            guard let scalar = item.scalar, !scalar.style.isQuoted, item.tag != YAMLScalar.stringTag else { continue }
            switch ScalarValues.number(scalar.value) {
            case .int?: ints += 1
            case .double?: fractions += 1; fraction = fraction ?? item
            case .notFinite?, .intOverflow?: other = other ?? item
            case nil: if ScalarValues.bool(scalar.value) != nil { other = other ?? item }
            }
        }
        // A number with a fraction among text has no one type: `[a, 0.5]` is reported like `[true, false]`.
        var why = "is neither a number nor text"
        if other == nil, let fraction, ints + fractions != items.count { other = fraction; why = "is a number with a fraction among text" }
        guard let other else { return .list(ints == items.count ? .int : fractions > 0 ? .double : .string) }
        let example = items.prefix(3).map { item in "\"" + (item.scalar?.value ?? "") + "\"" }.joined(separator: ", ")
        diagnostics.emit(Diagnostic(
            .error, .ambiguousListDefault,
            "the type of '\(setting.value)' cannot be inferred from its default: '\(other.scalar?.value ?? "")' \(why), and list types are \(BuiltinType.listTypesSentence); quote the elements and write the type, e.g. `\(setting.value): {type: \"[string]\", default: [\(example)\(items.count > 3 ? ", ..." : "")]}`",
            range: other.range))
        return nil
    }
}

enum ListRuleCheck {
    /// The checked `minItems`/`maxItems` of a setting of `type`, or nil when it has neither (or they are
    /// invalid, or the setting is not a list: reported).
    static func rules(_ decl: SettingDecl, type: ValueType, diagnostics: inout DiagnosticCollector) -> ListRulesIR? {
        // Most settings write neither: no list of the written rules is made for them (issue 32).
        guard decl.minItems.isSome || decl.maxItems.isSome else { return nil }
        let name = decl.name.value
        let nodes = [("minItems", decl.minItems), ("maxItems", decl.maxItems)].compactMap { key, node in node.map { (key, $0) } }
        guard type.listElement != nil else {
            for (key, node) in nodes {
                diagnostics.emit(Diagnostic(
                    .error, .itemsRuleOnNonList,
                    "'\(name)' is of type \(type), which has no `\(key)`; `minItems` and `maxItems` apply to \(BuiltinType.listTypesSentence)",
                    range: node.range))
            }
            return nil
        }
        var valid = true
        let (minItems, maxItems) = CountBounds.check(
            minimum: decl.minItems, maximum: decl.maxItems, keys: ("minItems", "maxItems"), setting: name,
            code: .invalidItemCount, valid: &valid, diagnostics: &diagnostics)
        guard valid else { return nil }
        return ListRulesIR(minItems: minItems, maxItems: maxItems)
    }

    /// Reports a default list (or the implicit default `[]`, at `range`) with too few or too many elements.
    static func checkDefault(
        _ value: Value, rules: ListRulesIR, setting: String, at range: SourceRange, implicit: Bool, diagnostics: inout DiagnosticCollector
    ) {
        guard case .list(let elements) = value else { return }
        let subject = implicit ? "'\(setting)' has no default, so its default is the empty list, which" : "the default of '\(setting)'"
        let count = elements.count
        let items = count == 1 ? "1 item" : "\(count) items"
        if let minimum = rules.minItems, count < minimum {
            diagnostics.emit(Diagnostic(
                .error, .defaultViolatesItemCount, "\(subject) has \(items), fewer than its minItems \(minimum)", range: range))
        } else if let maximum = rules.maxItems, count > maximum {
            diagnostics.emit(Diagnostic(
                .error, .defaultViolatesItemCount, "\(subject) has \(items), more than its maxItems \(maximum)", range: range))
        }
    }
}
