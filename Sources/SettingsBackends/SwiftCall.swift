public import SettingsCompiler
public import SettingsRuntime

/// A Swift call or initialiser expression, `Callee(label: a, b: c)`, built from its arguments: it places the
/// labels and the commas, on one line (``inline``) or one argument per line (``print(to:prefix:suffix:)``), so
/// a backend lists what a call takes and never counts commas or restates a label inside a string. An argument may
/// itself take several lines: a closure, an array or dictionary literal (one element a line, each followed by a
/// comma), or another call printed the same way.
///
/// Arguments are Swift source text (a literal from ``SwiftLiteral``, a name, another call's ``inline``); the
/// call does not escape them.
public struct SwiftCall: Sendable, Equatable {
    /// One argument: `label: value`, or `value` alone for an unlabelled one; or one written over several lines
    /// (``closure(_:parameters:body:)``, ``array(_:_:)``, ``dictionary(_:_:)``, ``call(_:_:)``).
    public struct Argument: Sendable, Equatable {
        public var label: String?
        /// The value, or for a closure its first line (`{ hook in`); for an argument of several lines, its text on
        /// one line.
        public var value: String
        /// How the argument prints over several lines; nil for a value of one line.
        public var layout: Layout?

        /// The lines of an argument that takes several.
        public enum Layout: Sendable, Equatable {
            /// A closure's body, one statement a line, one level deeper than `value` and the closing `}`.
            case closure(body: [String])
            /// A collection literal: `[`, one element a line one level deeper, each followed by a comma, then `]`;
            /// `empty` (`[]`, `[:]`) on the argument's line when there are none.
            case elements([String], empty: String)
            /// Another call, printed with one argument a line (``SwiftCall/print(to:prefix:suffix:sharingFirstLine:)``).
            case call(SwiftCall)
        }

        public init(_ label: String?, _ value: String) {
            self.label = label
            self.value = value
        }

        /// `label: { parameters in` + `body` + `}`: a closure argument. Printed (``SwiftCall/print(to:prefix:suffix:sharingFirstLine:)``)
        /// one statement a line; ``text`` puts it on one line, for a body of one statement.
        public static func closure(_ label: String?, parameters: String, body: [String]) -> Argument {
            var argument = Argument(label, "{ \(parameters) in")
            argument.layout = .closure(body: body)
            return argument
        }

        /// `label: [` + one element a line, each with a comma after it + `]`, or `label: []`; ``text`` puts it on
        /// one line (`[a, b]`), and so does a call printed over several lines when `onOneLine` is set.
        public static func array(_ label: String?, _ elements: [String], onOneLine: Bool = false) -> Argument {
            var argument = Argument(label, "[" + elements.joined(separator: ", ") + "]")
            if !onOneLine { argument.layout = .elements(elements, empty: "[]") }
            return argument
        }

        /// `label: [` + one `key: value` pair a line, each with a comma after it + `]`, or `label: [:]`, in the
        /// order given; ``text`` puts it on one line.
        public static func dictionary(_ label: String?, _ pairs: [(key: String, value: String)]) -> Argument {
            let elements = pairs.map { "\($0.key): \($0.value)" }
            var argument = Argument(label, elements.isEmpty ? "[:]" : "[" + elements.joined(separator: ", ") + "]")
            argument.layout = .elements(elements, empty: "[:]")
            return argument
        }

        /// `label: Callee(`, its arguments one a line one level deeper, `)`; ``text`` puts it on one line.
        public static func call(_ label: String?, _ call: SwiftCall) -> Argument {
            var argument = Argument(label, call.inline)
            argument.layout = .call(call)
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
            if case .closure(let body)? = layout {
                text += " "
                for (index, statement) in body.enumerated() {
                    if index > 0 { text += "; " }
                    text += statement
                }
                text += " }"
            }
        }

        /// The length of ``text`` in UTF-8 bytes.
        var utf8Count: Int {
            var count = (label.map { $0.utf8.count + 2 } ?? 0) + value.utf8.count
            if case .closure(let body)? = layout {
                count += 3 + body.reduce(0) { $0 + $1.utf8.count } + 2 * max(0, body.count - 1)
            }
            return count
        }

        /// Writes ``text`` into the printer's current line (``CodePrinter/beginLine()``).
        func write(to printer: inout CodePrinter) {
            if let label {
                printer.write(label)
                printer.write(": ")
            }
            printer.write(value)
            if case .closure(let body)? = layout {
                printer.write(" ")
                for (index, statement) in body.enumerated() {
                    if index > 0 { printer.write("; ") }
                    printer.write(statement)
                }
                printer.write(" }")
            }
        }

        /// Prints the argument over its lines, `comma` after its last.
        func print(to printer: inout CodePrinter, comma: String) {
            switch layout {
            case nil:
                printer.beginLine()
                write(to: &printer)
                printer.write(comma)
                printer.endLine()
            case .closure(let body)?:
                printer.open(labelPrefix + value)
                printer.lines(body)
                printer.close("}" + comma)
            case .elements(let elements, let empty)? where elements.isEmpty:
                printer.line(labelPrefix + empty + comma)
            case .elements(let elements, _)?:
                printer.open(labelPrefix + "[")
                for element in elements { printer.line(element + ",") }
                printer.close("]" + comma)
            case .call(let call)?:
                call.print(to: &printer, prefix: labelPrefix, suffix: comma)
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
        var text = ""
        // Sized once: growing the string argument by argument reallocated it several times (issue 32).
        text.reserveCapacity(callee.utf8.count + 2 + arguments.reduce(0) { $0 + $1.utf8Count + 2 })
        text += callee
        text += "("
        appendArguments(to: &text)
        text += ")"
        return text
    }

    /// Writes ``inline`` into the printer's current line (``CodePrinter/beginLine()``), without making the string.
    public func writeInline(to printer: inout CodePrinter) {
        printer.write(callee)
        printer.write("(")
        for (index, argument) in arguments.enumerated() {
            if index > 0 { printer.write(", ") }
            argument.write(to: &printer)
        }
        printer.write(")")
    }

    /// Appends `argument` (a closure, ``Argument/closure(_:parameters:body:)``, or another of several lines).
    public mutating func add(_ argument: Argument) {
        arguments.append(argument)
    }

    /// `prefix` + `Callee(`, one argument per line one level deeper with a comma after each but the last, then
    /// `)` + `suffix` (e.g. `section.rows.append(.setting(` and `))`). The first `shared` arguments share the first
    /// line (`store: host.store, sectionID: "general",`); an argument of several lines (a closure, a collection, a
    /// call) takes a line for its opening, its lines one level deeper, and one for its closing.
    public func print(to printer: inout CodePrinter, prefix: String = "", suffix: String = "", sharingFirstLine shared: Int = 1) {
        CallLines.open(&printer, prefix: prefix, callee: callee)
        // The lines: the first `shared` arguments, then one argument a line; written straight into the printer,
        // without a string per argument or per line (issue 32).
        let shared = min(max(1, shared), arguments.count)
        let lineCount = arguments.isEmpty ? 0 : 1 + arguments.count - shared
        for line in 0..<lineCount {
            let comma = line == lineCount - 1 ? "" : ","
            let range = line == 0 ? 0..<shared : (shared + line - 1)..<(shared + line)
            if range.count == 1 {
                arguments[range.lowerBound].print(to: &printer, comma: comma)
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
        CallLines.close(&printer, suffix: suffix)
    }
}

/// A call printed one argument a line as its arguments come, straight into a printer: the same text as
/// ``SwiftCall/print(to:prefix:suffix:sharingFirstLine:)`` of a call whose arguments each take one line, without an
/// array of arguments or a string per argument (issue 32: the form's `section.append` of every setting, the model's
/// decoding). It places the commas (each argument's comma is written when the next one begins), so a backend still
/// never counts them.
///
///     var call = CallLines(&printer, callee: "section.append")
///     call.argument("id", &printer); printer.writeStringLiteral(id)
///     call.end(&printer)
public struct CallLines {
    private var hasArgument = false

    /// Prints `prefix` + `callee(` and goes one level deeper for the arguments.
    public init(_ printer: inout CodePrinter, prefix: String = "", callee: String) {
        Self.open(&printer, prefix: prefix, callee: callee)
    }

    /// `prefix` + `callee(` on a line of its own, then one level deeper: how every call printed one argument a line
    /// opens (this and ``SwiftCall/print(to:prefix:suffix:sharingFirstLine:)``).
    static func open(_ printer: inout CodePrinter, prefix: String, callee: String) {
        printer.beginLine()
        printer.write(prefix)
        printer.write(callee)
        printer.write("(")
        printer.endLine()
        printer.indent()
    }

    /// Back up a level, then `)` + `suffix` on a line of its own: how such a call closes.
    static func close(_ printer: inout CodePrinter, suffix: String) {
        printer.outdent()
        printer.beginLine()
        printer.write(")")
        printer.write(suffix)
        printer.endLine()
    }

    /// Begins the next argument's line with `label: ` (nothing for an unlabelled one); the caller then writes its
    /// value into the printer (`write`, `writeStringLiteral`). Inlined, as the printer's writes are: it runs for every
    /// argument of every setting's call.
    @inline(__always)
    public mutating func argument(_ label: String?, _ printer: inout CodePrinter) {
        if hasArgument {
            printer.write(",")
            printer.endLine()
        }
        hasArgument = true
        printer.beginLine()
        if let label {
            printer.write(label)
            printer.write(": ")
        }
    }

    /// `label: value`, the value Swift source text.
    @inline(__always)
    public mutating func argument(_ label: String?, _ value: String, _ printer: inout CodePrinter) {
        argument(label, &printer)
        printer.write(value)
    }

    /// `label: "text"`, escaped (``SwiftEscaping/stringLiteral(_:)``).
    @inline(__always)
    public mutating func argument(_ label: String?, literal text: String, _ printer: inout CodePrinter) {
        argument(label, &printer)
        printer.writeStringLiteral(text)
    }

    /// Ends the last argument's line, goes back up a level and prints `)` + `suffix`.
    public func end(_ printer: inout CodePrinter, suffix: String = "") {
        if hasArgument { printer.endLine() }
        Self.close(&printer, suffix: suffix)
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
    /// How `value(_:_:)` spells a value.
    public enum Spelling {
        /// As a literal of the model's property of this type: `true`, `42`, `0.5` (a `Float` written as `Float`
        /// prints it), an escaped string, a `data` value's bytes, a qualified enum case (`typeName(.enumeration)` +
        /// `.case`, because `.none` of an optional enum would mean `Optional.none`), `nil` (a custom type's
        /// `settingsDefault` for a non-optional custom setting), a list of its elements.
        case property(ValueType, typeName: (ValueType) -> String)
        /// As a runtime `SettingsValue`: `SettingsRuntime.SettingsValue.int(3)`, or `.int(3)` where the type is
        /// known (a condition's operand).
        case settingsValue(qualified: Bool)
    }

    /// The one printer of values as Swift literals, in either spelling. A schema value reaches it as the runtime's
    /// value (`Value.settingsValue(as:)`, the one conversion): for a property, converted without a type so that a
    /// number keeps the kind it was written with (`3` for a `double` written `3`).
    public static func value(_ value: SettingsValue, _ spelling: Spelling) -> String {
        switch spelling {
        case .settingsValue(let qualified):
            let prefix = qualified ? "SettingsRuntime.SettingsValue." : "."
            return switch value {
            case .bool(let flag): "\(prefix)bool(\(flag))"
            case .int(let number): "\(prefix)int(\(number))"
            case .float(let number): "\(prefix)float(\(number))"
            case .double(let number): "\(prefix)double(\(number))"
            case .string(let text): "\(prefix)string(\(SwiftEscaping.stringLiteral(text)))"
            case .enumCase(let name): "\(prefix)enumCase(\(SwiftEscaping.stringLiteral(name)))"
            case .none: "\(prefix)none"
            case .list(let elements): "\(prefix)list([" + elements.map { self.value($0, spelling) }.joined(separator: ", ") + "])"
            }
        case .property(let type, let typeName):
            return switch value {
            // `description` is what `"\(number)"` writes, without the interpolation (issue 32).
            case .bool(let flag): flag ? "true" : "false"
            case .int(let number): number.description
            case .float(let number): number.description
            case .double(let number): type.wrapped == .float ? Float(number).description : number.description
            // `data`: the bytes of the base64 text (checked by the validator), so no force unwrap is generated.
            case .string(let text) where type.wrapped == .data:
                SettingsBase64.decode(text).map { bytes in
                    bytes.isEmpty ? "SettingsRuntime.SettingsData()" : "SettingsRuntime.SettingsData([" + bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(2) }.joined(separator: ", ") + "])"
                } ?? "SettingsRuntime.SettingsData()"
            case .string(let text): SwiftEscaping.stringLiteral(text)
            case .enumCase(let name): "\(typeName(type.wrapped)).\(SwiftNames.escaped(name))"
            // A custom type supplies its default; the IR holds none for it.
            case .none: if case .custom(let name) = type { "\(name).settingsDefault" } else { "nil" }
            case .list(let elements):
                "[" + elements.map { self.value($0, .property(type.listElement ?? type, typeName: typeName)) }.joined(separator: ", ") + "]"
            }
        }
    }

    /// A schema value of `type` as a literal of the model's property (`Spelling.property`).
    public static func value(_ value: Value, type: ValueType, typeName: @escaping (ValueType) -> String) -> String {
        self.value(value.settingsValue(as: nil), .property(type, typeName: typeName))
    }

    /// `lower...upper` of a numeric `type` (an element type for a list); an open end is the type's limit
    /// (`Swift.Int.max`, `-Swift.Double.greatestFiniteMagnitude`).
    public static func closedRange(_ range: RangeIR?, type: ValueType, typeName: @escaping (ValueType) -> String) -> String {
        let lower = range?.lowerBound.map { value($0, type: type, typeName: typeName) } ?? limit(of: type, upper: false)
        let upper = range?.upperBound.map { value($0, type: type, typeName: typeName) } ?? limit(of: type, upper: true)
        return lower + "..." + upper
    }

    /// The largest or smallest value of a numeric type, qualified.
    public static func limit(of type: ValueType, upper: Bool) -> String {
        switch type {
        case .int: upper ? "Swift.Int.max" : "Swift.Int.min"
        case .float: upper ? "Swift.Float.greatestFiniteMagnitude" : "-Swift.Float.greatestFiniteMagnitude"
        default: upper ? "Swift.Double.greatestFiniteMagnitude" : "-Swift.Double.greatestFiniteMagnitude"
        }
    }

    /// A range's bound, or `nil`, written into the printer's line as `"\(value)"` spells it: one function per type,
    /// because a generic one printed the number through `String(describing:)`, which looks its conformances up at run
    /// time (issue 32: some 2,500 instructions a bound); an `Int`'s digits straight into the printer.
    private static func writeBound(_ value: Int?, _ printer: inout CodePrinter) {
        if let value { printer.write(value) } else { printer.write("nil") }
    }
    private static func writeBound(_ value: Float?, _ printer: inout CodePrinter) { printer.write(value?.description ?? "nil") }
    private static func writeBound(_ value: Double?, _ printer: inout CodePrinter) { printer.write(value?.description ?? "nil") }

    /// Writes a form attribute as a member of `[SettingsRuntime.SettingsFormAttribute]` into the printer's line:
    /// `.intRange(1, 30)`, `.icon("bell")`, piece by piece (issue 32: a string was made for each). `stringRules` is
    /// what a `.stringRules` attribute refers to (the model's `StringRules.name`, so the rules are written once).
    public static func writeFormAttribute(_ attribute: SettingsFormAttribute, stringRules: String, _ printer: inout CodePrinter) {
        /// `.name(` + the argument's text + `)`.
        func call(_ name: String, _ argument: String) {
            printer.write(name)
            printer.write(argument)
            printer.write(")")
        }
        /// `.name(` + the escaped literal + `)`.
        func literal(_ name: String, _ text: String) {
            printer.write(name)
            printer.writeStringLiteral(text)
            printer.write(")")
        }
        switch attribute {
        case .intRange(let low, let high):
            printer.write(".intRange(")
            writeBound(low, &printer)
            printer.write(", ")
            writeBound(high, &printer)
            printer.write(")")
        case .floatRange(let low, let high):
            printer.write(".floatRange(")
            writeBound(low, &printer)
            printer.write(", ")
            writeBound(high, &printer)
            printer.write(")")
        case .doubleRange(let low, let high):
            printer.write(".doubleRange(")
            writeBound(low, &printer)
            printer.write(", ")
            writeBound(high, &printer)
            printer.write(")")
        case .intStep(let value):
            printer.write(".intStep(")
            printer.write(value)
            printer.write(")")
        case .floatStep(let value): call(".floatStep(", value.description)
        case .doubleStep(let value): call(".doubleStep(", value.description)
        case .requiresRestart: printer.write(".requiresRestart")
        case .sideEffect(let hook): literal(".sideEffect(", hook)
        case .hidden: printer.write(".hidden")
        case .icon(let name): literal(".icon(", name)
        case .color(let hex): literal(".color(", hex)
        case .visibleWhen(let condition): call(".visibleWhen(", SchemaForm.conditionLiteral(condition))
        case .enabledWhen(let condition): call(".enabledWhen(", SchemaForm.conditionLiteral(condition))
        case .format(let format): call(".format(", numberFormat(format))
        case .platforms(let platforms): call(".platforms(", Self.platforms(platforms))
        case .stringRules: call(".stringRules(", stringRules)
        case .secure: printer.write(".secure")
        case .listRules(let rules): call(".listRules(", listRules(rules))
        case .remote(let key): literal(".remote(", key)
        case .configurationDefault(let name): literal(".configurationDefault(", name)
        case .keywords(let words): call(".keywords(", "[" + words.map(SwiftEscaping.stringLiteral).joined(separator: ", ") + "]")
        // The attributes of a kind, whatever their key: `.link(member: "learnMore", "https://...")`.
        case .text(let member, let text):
            printer.write(".text(member: ")
            printer.writeStringLiteral(member)
            printer.write(", ")
            printer.writeStringLiteral(text)
            printer.write(")")
        case .link(let member, let url):
            printer.write(".link(member: ")
            printer.writeStringLiteral(member)
            printer.write(", ")
            printer.writeStringLiteral(url)
            printer.write(")")
        case .cascade(let cascade): call(".cascade(", Self.cascade(cascade))
        case .casesLimit(.from(let id)):
            printer.write(".casesLimit(.from(")
            printer.writeStringLiteral(id)
            printer.write("))")
        case .casesLimit(.upTo(let id)):
            printer.write(".casesLimit(.upTo(")
            printer.writeStringLiteral(id)
            printer.write("))")
        case .noResetLine: printer.write(".noResetLine")
        }
    }

    /// `SettingsRuntime.SettingsCascade(when: ..., set: [SettingsRuntime.SettingsCascadeValue("a.b", .int(1))])`; `when:`
    /// qualified, because `.none` in an optional would be `Optional.none`.
    public static func cascade(_ cascade: SettingsCascade) -> String {
        var call = SwiftCall("SettingsRuntime.SettingsCascade")
        call.add("when", ifPresent: cascade.when.map { value($0, .settingsValue(qualified: true)) })
        let values = cascade.set.map { "SettingsRuntime.SettingsCascadeValue(\(SwiftEscaping.stringLiteral($0.id)), \(value($0.value, .settingsValue(qualified: false))))" }
        call.add("set", "[\(values.joined(separator: ", "))]")
        return call.inline
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
