/// List settings, `[string]` and `[int]` (SC1560-SC1565): the type's spelling, the type inferred from a list
/// default, `minItems`/`maxItems`, and the default's element count. A list's `range:` (for `[int]`) and string
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
    /// is not `[string]` or `[int]` (SC1560). `.none` when the text is not a list type at all.
    static func parse(_ text: Located<String>, diagnostics: inout DiagnosticCollector) -> ListTypeOutcome {
        let trimmed = text.value.trimmingWhitespace()
        guard trimmed.hasPrefix("[") else { return .notAList }
        func invalid(_ detail: String) -> ListTypeOutcome {
            diagnostics.emit(Diagnostic(
                .error, .invalidListType, "'\(text.value)' is not a list type: \(detail); list types are [string] and [int]",
                range: text.range))
            return .invalid
        }
        if trimmed.hasSuffix("?") {
            return invalid("a list cannot be optional (an empty list already holds nothing)")
        }
        guard trimmed.hasSuffix("]"), trimmed.count >= 2 else { return invalid("it has no closing ']'") }
        let element = String(trimmed.dropFirst().dropLast()).trimmingWhitespace()
        switch element {
        case "string": return .list(.string)
        case "int": return .list(.int)
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

    /// The type of a list default without a `type:`: `[int]` when every element is a plain integer, else
    /// `[string]`; nil for an empty list (reported: its element type cannot be known).
    static func inferred(_ node: YAMLNode, items: [YAMLNode], setting: Located<String>, diagnostics: inout DiagnosticCollector) -> ValueType? {
        guard !items.isEmpty else {
            diagnostics.emit(Diagnostic(
                .error, .cannotInferType,
                "the type of '\(setting.value)' cannot be inferred from an empty list; write e.g. `\(setting.value): {type: \"[string]\", default: []}`",
                range: node.range))
            return nil
        }
        let allInts = items.allSatisfy { item in
            guard let scalar = item.scalar, !scalar.style.isQuoted, item.tag != YAMLScalar.stringTag else { return false }
            if case .int? = ScalarValues.number(scalar.value) { return true }
            return false
        }
        return .list(allInts ? .int : .string)
    }
}

enum ListRuleCheck {
    /// The checked `minItems`/`maxItems` of a setting of `type`, or nil when it has neither (or they are
    /// invalid, or the setting is not a list: reported).
    static func rules(_ decl: SettingDecl, type: ValueType, diagnostics: inout DiagnosticCollector) -> ListRulesIR? {
        let name = decl.name.value
        let nodes = [("minItems", decl.minItems), ("maxItems", decl.maxItems)].compactMap { key, node in node.map { (key, $0) } }
        guard !nodes.isEmpty else { return nil }
        guard type.listElement != nil else {
            for (key, node) in nodes {
                diagnostics.emit(Diagnostic(
                    .error, .itemsRuleOnNonList,
                    "'\(name)' is of type \(type), which has no `\(key)`; `minItems` and `maxItems` apply to [string] and [int]",
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
