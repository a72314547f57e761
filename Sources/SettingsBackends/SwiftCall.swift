public import SettingsCompiler
public import SettingsRuntime

/// A Swift call or initialiser expression, `Callee(label: a, b: c)`, built from its arguments: it places the
/// labels and the commas, on one line (``inline``) or one argument per line (``print(to:prefix:suffix:)``), so
/// a backend lists what a call takes and never counts commas or restates a label inside a string.
///
/// Arguments are Swift source text (a literal from ``SwiftLiteral``, a name, another call's ``inline``); the
/// call does not escape them.
public struct SwiftCall: Sendable {
    /// One argument: `label: value`, or `value` alone for an unlabelled one; or a closure written over several
    /// lines (``closure(_:parameters:body:)``).
    public struct Argument: Sendable, Equatable {
        public var label: String?
        /// The value, or for a closure its first line (`{ hook in`).
        public var value: String
        /// A closure's body, one statement per line, printed one level deeper than the argument between `value`
        /// and `}`; nil for a value of one line.
        public var body: [String]?

        public init(_ label: String?, _ value: String) {
            self.label = label
            self.value = value
        }

        /// `label: { parameters in` + `body` + `}`: a closure argument. Printed (``SwiftCall/print(to:prefix:suffix:sharingFirstLine:)``)
        /// one statement a line; ``text`` puts it on one line, for a body of one statement.
        public static func closure(_ label: String?, parameters: String, body: [String]) -> Argument {
            var argument = Argument(label, "{ \(parameters) in")
            argument.body = body
            return argument
        }

        /// `label: ` or nothing.
        var labelPrefix: String { label.map { "\($0): " } ?? "" }

        /// `label: value` or `value` on one line (a closure's statements separated by `; `).
        public var text: String {
            var text = ""
            append(to: &text)
            return text
        }

        /// Appends ``text`` to `text`, piece by piece (no string of its own is made for it).
        func append(to text: inout String) {
            if let label {
                text += label
                text += ": "
            }
            text += value
            if let body {
                text += " "
                for (index, statement) in body.enumerated() {
                    if index > 0 { text += "; " }
                    text += statement
                }
                text += " }"
            }
        }

        /// Writes ``text`` into the printer's current line (``CodePrinter/beginLine()``).
        func write(to printer: inout CodePrinter) {
            if let label {
                printer.write(label)
                printer.write(": ")
            }
            printer.write(value)
            if let body {
                printer.write(" ")
                for (index, statement) in body.enumerated() {
                    if index > 0 { printer.write("; ") }
                    printer.write(statement)
                }
                printer.write(" }")
            }
        }
    }

    /// What is called: `SettingsRuntime.SettingsListRules`, `values.decode`.
    public var callee: String
    public private(set) var arguments: [Argument]

    public init(_ callee: String, _ arguments: [Argument] = []) {
        self.callee = callee
        self.arguments = arguments
    }

    /// Appends `label: value` (`value` alone when `label` is nil).
    public mutating func add(_ label: String?, _ value: String) {
        arguments.append(Argument(label, value))
    }

    /// Appends `label: value` when there is a value; nothing for nil (the parameter's default).
    public mutating func add(_ label: String, ifPresent value: String?) {
        if let value { arguments.append(Argument(label, value)) }
    }

    /// Appends `label: true` when `flag` holds; nothing otherwise (the parameter defaults to false).
    public mutating func add(_ label: String, whenTrue flag: Bool) {
        if flag { arguments.append(Argument(label, "true")) }
    }

    /// Appends every argument of `more`, in order.
    public mutating func add(contentsOf more: [Argument]) {
        arguments += more
    }

    /// The arguments as written between the parentheses: `a: 1, b: 2`.
    public var argumentText: String {
        var text = ""
        appendArguments(to: &text)
        return text
    }

    private func appendArguments(to text: inout String) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += ", " }
            argument.append(to: &text)
        }
    }

    /// `Callee(a: 1, b: 2)` on one line.
    public var inline: String {
        var text = callee
        text += "("
        appendArguments(to: &text)
        text += ")"
        return text
    }

    /// Appends `argument` (a closure, ``Argument/closure(_:parameters:body:)``).
    public mutating func add(_ argument: Argument) {
        arguments.append(argument)
    }

    /// `prefix` + `Callee(`, one argument per line one level deeper with a comma after each but the last, then
    /// `)` + `suffix` (e.g. `section.rows.append(.setting(` and `))`). The first `shared` arguments share the first
    /// line (`store: host.store, sectionID: "general",`); a closure argument takes a line for its opening, one per
    /// statement one level deeper, and one for its `}`.
    public func print(to printer: inout CodePrinter, prefix: String = "", suffix: String = "", sharingFirstLine shared: Int = 1) {
        printer.beginLine()
        printer.write(prefix)
        printer.write(callee)
        printer.write("(")
        printer.endLine()
        printer.indent()
        // The lines: the first `shared` arguments, then one argument a line; written straight into the printer,
        // without a string per argument or per line (issue 32).
        let shared = min(max(1, shared), arguments.count)
        let lineCount = arguments.isEmpty ? 0 : 1 + arguments.count - shared
        for line in 0..<lineCount {
            let comma = line == lineCount - 1 ? "" : ","
            let range = line == 0 ? 0..<shared : (shared + line - 1)..<(shared + line)
            if range.count == 1, let body = arguments[range.lowerBound].body {
                let argument = arguments[range.lowerBound]
                printer.open(argument.labelPrefix + argument.value)
                printer.lines(body)
                printer.close("}" + comma)
            } else {
                printer.beginLine()
                for index in range {
                    if index > range.lowerBound { printer.write(", ") }
                    arguments[index].write(to: &printer)
                }
                printer.write(comma)
                printer.endLine()
            }
        }
        printer.outdent()
        printer.beginLine()
        printer.write(")")
        printer.write(suffix)
        printer.endLine()
    }
}

extension CodePrinter {
    /// One line per item at the current indentation, a comma after each but the last (argument and
    /// parameter lists).
    public mutating func commaSeparated(_ items: [String]) {
        for (index, item) in items.enumerated() {
            line(index == items.count - 1 ? item : item + ",")
        }
    }
}

/// The one place where a schema value (an IR ``Value``, a range, a step) or a runtime ``SettingsValue`` becomes
/// Swift source text.
public enum SwiftLiteral {
    /// A value of `type` as a Swift literal of the model's property type: `true`, `42`, `0.5` (a `Float` written
    /// as `Float` prints it), an escaped string, a qualified enum case (`typeName(.enumeration)` + `.case`, because
    /// `.none` of an optional enum would mean `Optional.none`), `nil` (a custom type's `settingsDefault` for a
    /// non-optional custom setting), a list of its elements.
    public static func value(_ value: Value, type: ValueType, typeName: (ValueType) -> String) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): "\(number)"
        case .double(let number): type.wrapped == .float ? "\(Float(number))" : "\(number)"
        // `data`: the bytes of the base64 text (checked by the validator), so no force unwrap is generated.
        case .string(let text) where type.wrapped == .data:
            SettingsBase64.decode(text).map { bytes in
                bytes.isEmpty ? "SettingsRuntime.SettingsData()" : "SettingsRuntime.SettingsData([" + bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(2) }.joined(separator: ", ") + "])"
            } ?? "SettingsRuntime.SettingsData()"
        case .string(let text): SwiftEscaping.stringLiteral(text)
        case .enumCase(let name): "\(typeName(type.wrapped)).\(SwiftNames.escaped(name))"
        // A custom type supplies its default; the IR holds none for it.
        case .null: if case .custom(let name) = type { "\(name).settingsDefault" } else { "nil" }
        case .list(let elements):
            "[" + elements.map { self.value($0, type: type.listElement ?? type, typeName: typeName) }.joined(separator: ", ") + "]"
        }
    }

    /// `lower...upper` of a numeric `type` (an element type for a list); an open end is the type's limit
    /// (`Swift.Int.max`, `-Swift.Double.greatestFiniteMagnitude`).
    public static func closedRange(_ range: RangeIR?, type: ValueType, typeName: (ValueType) -> String) -> String {
        let lower = range?.lowerBound.map { value($0, type: type, typeName: typeName) } ?? limit(of: type, upper: false)
        let upper = range?.upperBound.map { value($0, type: type, typeName: typeName) } ?? limit(of: type, upper: true)
        return "\(lower)...\(upper)"
    }

    /// The largest or smallest value of a numeric type, qualified.
    public static func limit(of type: ValueType, upper: Bool) -> String {
        switch type {
        case .int: upper ? "Swift.Int.max" : "Swift.Int.min"
        case .float: upper ? "Swift.Float.greatestFiniteMagnitude" : "-Swift.Float.greatestFiniteMagnitude"
        default: upper ? "Swift.Double.greatestFiniteMagnitude" : "-Swift.Double.greatestFiniteMagnitude"
        }
    }

    /// A runtime value: `SettingsRuntime.SettingsValue.int(3)`.
    public static func settingsValue(_ value: SettingsValue) -> String {
        let prefix = "SettingsRuntime.SettingsValue."
        return switch value {
        case .bool(let flag): "\(prefix)bool(\(flag))"
        case .int(let number): "\(prefix)int(\(number))"
        case .float(let number): "\(prefix)float(\(number))"
        case .double(let number): "\(prefix)double(\(number))"
        case .string(let text): "\(prefix)string(\(SwiftEscaping.stringLiteral(text)))"
        case .enumCase(let name): "\(prefix)enumCase(\(SwiftEscaping.stringLiteral(name)))"
        case .none: "\(prefix)none"
        case .list(let elements): "\(prefix)list([" + elements.map(settingsValue).joined(separator: ", ") + "])"
        }
    }

    /// A form attribute as a member of `[SettingsRuntime.SettingsFormAttribute]`: `.intRange(1, 30)`, `.icon("bell")`.
    /// `stringRules` is what a `.stringRules` attribute refers to (the model's `StringRules.name`, so the rules
    /// are written once).
    public static func formAttribute(_ attribute: SettingsFormAttribute, stringRules: String) -> String {
        func bound<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
        return switch attribute {
        case .intRange(let low, let high): ".intRange(\(bound(low)), \(bound(high)))"
        case .floatRange(let low, let high): ".floatRange(\(bound(low)), \(bound(high)))"
        case .doubleRange(let low, let high): ".doubleRange(\(bound(low)), \(bound(high)))"
        case .intStep(let value): ".intStep(\(value))"
        case .floatStep(let value): ".floatStep(\(value))"
        case .doubleStep(let value): ".doubleStep(\(value))"
        case .requiresRestart: ".requiresRestart"
        case .sideEffect(let hook): ".sideEffect(\(SwiftEscaping.stringLiteral(hook)))"
        case .hidden: ".hidden"
        case .icon(let name): ".icon(\(SwiftEscaping.stringLiteral(name)))"
        case .color(let hex): ".color(\(SwiftEscaping.stringLiteral(hex)))"
        case .visibleWhen(let condition): ".visibleWhen(\(SchemaForm.conditionLiteral(condition)))"
        case .enabledWhen(let condition): ".enabledWhen(\(SchemaForm.conditionLiteral(condition)))"
        case .format(let format): ".format(\(numberFormat(format)))"
        case .platforms(let platforms): ".platforms(\(Self.platforms(platforms)))"
        case .stringRules: ".stringRules(\(stringRules))"
        case .secure: ".secure"
        case .listRules(let rules): ".listRules(\(listRules(rules)))"
        case .remote(let key): ".remote(\(SwiftEscaping.stringLiteral(key)))"
        case .configurationDefault(let name): ".configurationDefault(\(SwiftEscaping.stringLiteral(name)))"
        case .keywords(let words): ".keywords([\(words.map(SwiftEscaping.stringLiteral).joined(separator: ", "))])"
        // The attributes of a kind, whatever their key: `.link(member: "learnMore", "https://...")`.
        case .text(let member, let text): ".text(member: \(SwiftEscaping.stringLiteral(member)), \(SwiftEscaping.stringLiteral(text)))"
        case .link(let member, let url): ".link(member: \(SwiftEscaping.stringLiteral(member)), \(SwiftEscaping.stringLiteral(url)))"
        }
    }

    /// `SettingsRuntime.SettingsNumberFormat(style: .percent, decimals: 1, unit: "s")`, with only what differs
    /// from the initialiser's defaults.
    public static func numberFormat(_ format: SettingsNumberFormat) -> String {
        var call = SwiftCall("SettingsRuntime.SettingsNumberFormat")
        if format.style == .percent { call.add("style", ".percent") }
        call.add("decimals", ifPresent: format.decimals.map { "\($0)" })
        call.add("unit", ifPresent: format.unit.map(SwiftEscaping.stringLiteral))
        return call.inline
    }

    /// `[SettingsRuntime.SettingsPlatform.iOS, SettingsRuntime.SettingsPlatform.macOS]`.
    public static func platforms(_ platforms: [SettingsPlatform]) -> String {
        "[" + platforms.map { "SettingsRuntime.SettingsPlatform.\($0.rawValue)" }.joined(separator: ", ") + "]"
    }

    /// `SettingsRuntime.SettingsListRules(minItems: 1, maxItems: 5)`.
    public static func listRules(_ rules: SettingsListRules) -> String {
        var call = SwiftCall("SettingsRuntime.SettingsListRules")
        call.add("minItems", ifPresent: rules.minItems.map { "\($0)" })
        call.add("maxItems", ifPresent: rules.maxItems.map { "\($0)" })
        return call.inline
    }
}

extension String {
    /// The text with `0`s before it up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
