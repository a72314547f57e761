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

    /// A YAML node read as a value of `type`: the one place a written value (a setting's default, a preset's value)
    /// becomes a typed `Value`. Reports and returns nil when it is not one, in the wording and with the codes of
    /// `subject` (a default's own codes, SC1202 and the format codes; a preset's SC1661/SC1663).
    mutating func parseValue(_ node: YAMLNode, as type: ValueType, subject: ValueSubject) -> Value? {
        if case .optional(let inner) = type {
            if node.scalar?.isNull == true { return .null }
            return parseValue(node, as: inner, subject: subject)
        }
        if case .custom(let name) = type, case .defaultOf(let setting) = subject.role {
            CustomTypeRules.defaultGiven(at: node.range, type: name, setting: setting, diagnostics: &diagnostics)
            return nil
        }
        func mismatch(_ hint: String = "") -> Value? {
            report(Diagnostic(
                .error, subject.mismatchCode, "\(subject.text) must be \(describe(type)), found \(node.kindDescription)\(hint)",
                range: node.range))
            return nil
        }
        if case .list(let element) = type {
            guard let items = node.sequence else {
                return mismatch(node.scalar?.isNull == true && subject.isDefault ? "; write [] for an empty list" : "; write a list such as [a, b]")
            }
            // Every element is checked, so one bad element does not hide the next.
            let elementSubject = subject.element
            var elements: [Value] = []
            var failed = false
            for item in items {
                if item.scalar?.isNull == true || item.sequence != nil || item.mapping != nil {
                    report(Diagnostic(
                        .error, subject.mismatchCode,
                        "an element of \(subject.text) must be \(describe(element)), found \(item.kindDescription)", range: item.range))
                    failed = true
                    continue
                }
                guard let value = parseValue(item, as: element, subject: elementSubject) else {
                    failed = true
                    continue
                }
                elements.append(value)
            }
            return failed ? nil : .list(elements)
        }
        guard let scalar = node.scalar else { return mismatch() }
        if scalar.isNull {
            return mismatch(subject.isDefault ? "; make the type optional ('\(type)?') to allow no value" : "; the setting is not optional")
        }
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
            guard subject.isDefault else {
                // A preset calls a number its type cannot hold a mismatch; a default has its own code for it.
                switch Self.readNumber(text, as: type) {
                case .value(let value): return value
                case .mismatch(let hint): return mismatch(hint)
                case .unrepresentable(let problem):
                    let hint = switch problem {
                    case .intOverflow: "; it does not fit an int (64-bit signed integer)"
                    case .tooLargeForFloat: "; too large for a float (32-bit)"
                    case .notFinite: "; not a finite number"
                    }
                    return mismatch(hint)
                }
            }
            switch number(text, as: type, at: node.range, what: subject.text) {
            case .value(let value): return value
            case .mismatch(let hint): return mismatch(hint)
            case .reported: return nil
            }
        case .string:
            return .string(text)
        case .url, .color, .date:
            if let problem = FormattedStringCheck.problem(text, type: type) {
                report(Diagnostic(
                    .error, subject.isDefault ? FormattedStringCheck.code(type) : subject.invalidCode,
                    "\(subject.text) is not \(describe(type)): \(problem)", range: node.range))
                return nil
            }
            return .string(text)
        case .data:
            guard subject.isDefault else {
                // A preset's data is base64 of any size (the size limit is the default's, which the generated code holds).
                if SettingsBase64.decode(text) != nil { return .string(text) }
                report(Diagnostic(.error, subject.invalidCode, "\(subject.text) is not \(describe(type))", range: node.range))
                return nil
            }
            if let bytes = SettingsBase64.decode(text), bytes.count > LanguageLimits.dataDefaultBytes {
                report(Diagnostic(
                    .error, .invalidDataValue,
                    "\(subject.text) is \(bytes.count) bytes; a `data` default holds at most \(LanguageLimits.dataDefaultBytes) (set larger data from the app's code)",
                    range: node.range))
                return nil
            }
            guard SettingsBase64.decode(text) != nil else {
                let alphabet = text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+/=".unicodeScalars.contains($0) }
                let hint = !alphabet ? ": base64 has only A-Z, a-z, 0-9, + and /, and = as padding at the end"
                    : text.utf8.count % 4 != 0 ? ": its length, \(text.utf8.count), is not a multiple of 4 (pad it with =)"
                    : ": = may only end it (at most two), and the last character must not carry bits past the last byte"
                report(Diagnostic(.error, .invalidDataValue, "\(subject.text) is not \(describe(type))\(hint)", range: node.range))
                return nil
            }
            return .string(text)
        case .custom(let name):
            // A default of a custom type was reported above.
            return mismatch("; a preset cannot set a value of the app's type \(name)")
        case .enumeration(let name):
            guard let decl = enums[name] else { return nil }  // an invalid enum, reported already
            if decl.cases.count > Self.casesSearchedInTurn
                ? enumCaseNames[name]?.contains(text) == true : decl.cases.contains(where: { $0.name == text })
            {
                return .enumCase(text)
            }
            let names = detailsAllowed ? decl.cases.map(\.name) : []
            guard subject.isDefault else { return mismatch(hint(for: text, in: names)) }
            diagnostics.emit(Diagnostic(
                .error, .unknownEnumCase, "'\(text)' is not a case of enum '\(name)'\(hint(for: text, in: names))",
                range: node.range, notes: [Diagnostic.Note("'\(name)' has the cases \(caseList(decl.cases.prefix(20).map(\.name), total: decl.cases.count))")]))
            return nil
        case .optional, .list:
            return nil
        }
    }

    /// A plain scalar read as a number of a numeric type.
    enum NumberReading {
        case value(Value)
        /// Not a number of this type, with a hint for the message.
        case mismatch(hint: String)
        /// A number that the type cannot represent.
        case unrepresentable(NumberProblem)
    }

    /// Why a number does not fit its type (each subject words it its own way).
    enum NumberProblem {
        case intOverflow, tooLargeForFloat, notFinite
    }

    /// A plain scalar read as a number of a numeric type: the one reading of numbers (defaults, presets, range
    /// bounds, steps).
    static func readNumber(_ text: String, as type: ValueType) -> NumberReading {
        func checked(_ value: Double) -> NumberReading {
            if !value.isFinite { return .unrepresentable(.notFinite) }
            if type == .float, abs(value) > Double(Float.greatestFiniteMagnitude) { return .unrepresentable(.tooLargeForFloat) }
            return .value(.double(value))
        }
        switch (ScalarValues.number(text), type) {
        case (.int(let value)?, .int): return .value(.int(value))
        case (.double?, .int): return .mismatch(hint: "; an int has no fractional part")
        case (.intOverflow?, .int): return .unrepresentable(.intOverflow)
        case (.int(let value)?, _): return .value(.double(Double(value)))
        case (.intOverflow?, _): return checked(Double(text) ?? .infinity)
        case (.double(let value)?, _): return checked(value)
        case (.notFinite?, _): return .unrepresentable(.notFinite)
        case (nil, _): return .mismatch(hint: "")
        }
    }

    enum NumberOutcome {
        case value(Value)
        /// Not a number of this type; the caller reports it, with this hint.
        case mismatch(hint: String)
        /// A number that cannot be represented; already reported (SC1213).
        case reported
    }

    /// `readNumber`, reporting a number its type cannot hold (SC1213) about `what` ("the default of 'x'").
    mutating func number(_ text: String, as type: ValueType, at range: SourceRange, what: @autoclosure () -> String) -> NumberOutcome {
        switch Self.readNumber(text, as: type) {
        case .value(let value): return .value(value)
        case .mismatch(let hint): return .mismatch(hint: hint)
        case .unrepresentable(let problem):
            let message = switch problem {
            case .intOverflow: "\(what()), \(text), does not fit an int (64-bit signed integer)"
            case .tooLargeForFloat: "\(what()), \(text), is too large for a float (32-bit); use double"
            case .notFinite: "\(what()) must be a finite number, found \(text)"
            }
            diagnostics.emit(Diagnostic(.error, .numberNotRepresentable, message, range: range))
            return .reported
        }
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

/// Whose written value `SchemaValidator.parseValue` reads: a setting's default or a preset's value. It decides the
/// wording (`text`, the subject of every message) and the codes: a default has its own (SC1202, SC1211, SC1213,
/// SC1567 and the format codes), a preset reports a value of another type as SC1661 and a malformed one as SC1663.
struct ValueSubject {
    enum Role {
        /// The default of the setting named so.
        case defaultOf(setting: String)
        /// A preset's value (or an element of one), with its whole wording: "the value of 'a.b' in preset 'p'".
        case preset(String)
        /// A cascade's value or `when:` (or an element of one), with its whole wording (SC1761, SC1762).
        case cascade(String)
    }

    let role: Role

    static func defaultOf(_ setting: String) -> ValueSubject { ValueSubject(role: .defaultOf(setting: setting)) }
    static func preset(_ text: String) -> ValueSubject { ValueSubject(role: .preset(text)) }
    static func cascade(_ text: String) -> ValueSubject { ValueSubject(role: .cascade(text)) }

    var isDefault: Bool {
        if case .defaultOf = role { return true }
        return false
    }

    /// The subject of a message (made only when one is reported).
    var text: String {
        switch role {
        case .defaultOf(let setting): "the default of '\(setting)'"
        case .preset(let text), .cascade(let text): text
        }
    }

    /// The subject of a list's element: a default's messages name the default, a preset's "an element of" its value.
    var element: ValueSubject {
        switch role {
        case .defaultOf: self
        case .preset(let text): .preset("an element of \(text)")
        case .cascade(let text): .cascade("an element of \(text)")
        }
    }

    var mismatchCode: DiagnosticCode {
        switch role {
        case .defaultOf: .defaultTypeMismatch
        case .preset: .presetValueTypeMismatch
        case .cascade: .cascadeValueTypeMismatch
        }
    }

    /// The code of a value that is of the type but malformed (not a URL, a colour, base64 ...), for a value that is not
    /// a default (a default has the codes of its format).
    var invalidCode: DiagnosticCode {
        if case .cascade = role { return .cascadeValueInvalid }
        return .presetValueInvalid
    }
}
