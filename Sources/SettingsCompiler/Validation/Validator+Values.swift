import SettingsRuntime

/// Values: defaults parsed against their type, numbers, bounded details of diagnostics.
/// Part of `SchemaValidator` (Validator.swift).
extension SchemaValidator {
    /// Suggestions cost time in proportion to their candidates, so after this many diagnostics they are left
    /// out: a file with a vast number of mistakes (a hostile one) cannot make validation quadratic.
    static let detailedErrorLimit = 100

    var detailsAllowed: Bool { diagnostics.diagnostics.count < Self.detailedErrorLimit }

    /// "; did you mean '...'?" while details are allowed.
    func hint(for word: String, in candidates: [String]) -> String {
        detailsAllowed ? Suggestions.hint(for: word, in: candidates) : ""
    }

    /// The case names for a note, at most 20 of the `total`: `a, b, c` or `a, b, ... (and 980 more)`.
    func caseList(_ names: [String], total: Int) -> String {
        let shown = 20
        if total <= shown { return names.joined(separator: ", ") }
        return names.prefix(shown).joined(separator: ", ") + ", ... (and \(total - shown) more)"
    }

    // MARK: Values

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.emit(diagnostic)
    }

    /// A scalar read as a value of `type`; reports and returns nil when it is not one.
    mutating func parseValue(_ node: YAMLNode, as type: ValueType, setting: String) -> Value? {
        if case .optional(let inner) = type {
            if node.scalar?.isNull == true { return .null }
            return parseValue(node, as: inner, setting: setting)
        }
        if case .custom(let name) = type {
            CustomTypeRules.defaultGiven(node, type: name, setting: setting, diagnostics: &diagnostics)
            return nil
        }
        func mismatch(_ hint: String = "") -> Value? {
            report(Diagnostic(
                .error, .defaultTypeMismatch, "the default of '\(setting)' must be \(describe(type)), found \(node.kindDescription)\(hint)",
                range: node.range))
            return nil
        }
        if case .list(let element) = type {
            guard let items = node.sequence else {
                return mismatch(node.scalar?.isNull == true ? "; write [] for an empty list" : "; write a list such as [a, b]")
            }
            // Every element is checked, so one bad element does not hide the next.
            var elements: [Value] = []
            var failed = false
            for item in items {
                if item.scalar?.isNull == true || item.sequence != nil || item.mapping != nil {
                    report(Diagnostic(
                        .error, .defaultTypeMismatch,
                        "an element of the default of '\(setting)' must be \(describe(element)), found \(item.kindDescription)", range: item.range))
                    failed = true
                    continue
                }
                guard let value = parseValue(item, as: element, setting: setting) else {
                    failed = true
                    continue
                }
                elements.append(value)
            }
            return failed ? nil : .list(elements)
        }
        guard let scalar = node.scalar else { return mismatch() }
        if scalar.isNull { return mismatch("; make the type optional ('\(type)?') to allow no value") }
        let quoted = scalar.style.isQuoted || node.tag == YAMLScalar.stringTag
        let text = scalar.value
        switch type {
        case .bool:
            if !quoted, let value = ScalarValues.bool(text) { return .bool(value) }
            return mismatch(ScalarValues.isYAML11Bool(text) ? "; write true or false" : "")
        case .int, .float, .double:
            if quoted {
                return mismatch(ScalarValues.number(text) != nil ? "; remove the quotes to make it a number" : "")
            }
            switch number(text, as: type, at: node.range, what: "the default of '\(setting)'") {
            case .value(let value): return value
            case .mismatch(let hint): return mismatch(hint)
            case .reported: return nil
            }
        case .string:
            return .string(text)
        case .url, .color, .date:
            if let problem = FormattedStringCheck.problem(text, type: type) {
                report(Diagnostic(
                    .error, FormattedStringCheck.code(type), "the default of '\(setting)' is not \(describe(type)): \(problem)",
                    range: node.range))
                return nil
            }
            return .string(text)
        case .data:
            if let bytes = SettingsBase64.decode(text), bytes.count > LanguageLimits.dataDefaultBytes {
                report(Diagnostic(
                    .error, .invalidDataValue,
                    "the default of '\(setting)' is \(bytes.count) bytes; a `data` default holds at most \(LanguageLimits.dataDefaultBytes) (set larger data from the app's code)",
                    range: node.range))
                return nil
            }
            guard SettingsBase64.decode(text) != nil else {
                let alphabet = text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+/=".unicodeScalars.contains($0) }
                let hint = !alphabet ? ": base64 has only A-Z, a-z, 0-9, + and /, and = as padding at the end"
                    : text.utf8.count % 4 != 0 ? ": its length, \(text.utf8.count), is not a multiple of 4 (pad it with =)"
                    : ": = may only end it (at most two), and the last character must not carry bits past the last byte"
                report(Diagnostic(.error, .invalidDataValue, "the default of '\(setting)' is not \(describe(type))\(hint)", range: node.range))
                return nil
            }
            return .string(text)
        case .custom:
            return nil  // reported above
        case .enumeration(let name):
            guard let decl = enums[name] else { return nil }
            if enumCaseNames[name]?.contains(text) == true { return .enumCase(text) }
            let names = detailsAllowed ? decl.cases.map(\.name) : []
            diagnostics.emit(Diagnostic(
                .error, .unknownEnumCase, "'\(text)' is not a case of enum '\(name)'\(hint(for: text, in: names))",
                range: node.range, notes: [Diagnostic.Note("'\(name)' has the cases \(caseList(decl.cases.prefix(20).map(\.name), total: decl.cases.count))")]))
            return nil
        case .optional, .list:
            return nil
        }
    }

    enum NumberOutcome {
        case value(Value)
        /// Not a number of this type; the caller reports it, with this hint.
        case mismatch(hint: String)
        /// A number that cannot be represented; already reported.
        case reported
    }

    /// A plain scalar read as a number of a numeric type.
    mutating func number(_ text: String, as type: ValueType, at range: SourceRange, what: @autoclosure () -> String) -> NumberOutcome {
        switch (ScalarValues.number(text), type) {
        case (.int(let value)?, .int): return .value(.int(value))
        case (.double?, .int): return .mismatch(hint: "; an int has no fractional part")
        case (.intOverflow?, .int):
            diagnostics.emit(Diagnostic(.error, .numberNotRepresentable, "\(what()), \(text), does not fit an int (64-bit signed integer)", range: range))
            return .reported
        case (.int(let value)?, _): return .value(.double(Double(value)))
        case (.intOverflow?, _): return checkFloatMagnitude(Double(text) ?? .infinity, type: type, text: text, at: range, what: what())
        case (.double(let value)?, _): return checkFloatMagnitude(value, type: type, text: text, at: range, what: what())
        case (.notFinite?, _):
            diagnostics.emit(Diagnostic(.error, .numberNotRepresentable, "\(what()) must be a finite number, found \(text)", range: range))
            return .reported
        case (nil, _): return .mismatch(hint: "")
        }
    }

    mutating func checkFloatMagnitude(_ value: Double, type: ValueType, text: String, at range: SourceRange, what: @autoclosure () -> String) -> NumberOutcome {
        if type == .float, abs(value) > Double(Float.greatestFiniteMagnitude) {
            diagnostics.emit(Diagnostic(.error, .numberNotRepresentable, "\(what()), \(text), is too large for a float (32-bit); use double", range: range))
            return .reported
        }
        return .value(.double(value))
    }

    /// What a value of `type` is, in the built-in types' one wording (`BuiltinType.valueWording`).
    func describe(_ type: ValueType) -> String {
        switch type {
        case .enumeration(let name): return "a case of enum '\(name)'"
        case .optional(let inner): return describe(inner) + " or null"
        case .custom(let name): return "a value of the app's type \(name)"
        case .list(let element): return "a list of \(element.builtin?.pluralNoun ?? "values")"
        case .bool, .int, .float, .double, .string, .url, .color, .date, .data: return type.builtin?.valueWording ?? ""
        }
    }
}
