public import SettingsCompiler

/// Runtime names are always qualified (`SettingsRuntime.SettingsSection`), so a section type such as
/// `SettingsSection` (from a section named `settingsSection`) cannot shadow them.
///
/// The Swift model: one file per schema with the root struct, a struct per section and an enum per schema enum
/// (declared side by side in `<Root>Types`, named through type aliases as if nested: `BetaSettings.Smoothing`). Decoding, encoding and the value rules live in SettingsRuntime; the generated code only
/// lists fields, defaults, ranges and steps, so it stays small and its behaviour is tested once, there.
public struct SwiftModelBackend: Backend {
    public init() {}

    public var name: String { "swift" }
    public var summary: String { "Swift model: Codable, Equatable, Hashable, Sendable structs and enums" }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        if schema.variesByConfiguration {  // one variant per build configuration (ConfigurationVariants.swift)
            return [RenderedFile(path: "\(schema.rootTypeName).swift", bytes: ConfigurationVariants.render(schema) { var r = SwiftModelRenderer(schema: $0); return r.render() })]
        }
        var renderer = SwiftModelRenderer(schema: schema)
        return [RenderedFile(path: "\(schema.rootTypeName).swift", bytes: renderer.render())]
    }

    public func render(_ schema: SchemaIR, into output: any RenderOutput) {
        if schema.variesByConfiguration { return render(schema).forEach(output.add) }
        var renderer = SwiftModelRenderer(schema: schema)
        renderer.printer = output.beginFile("\(schema.rootTypeName).swift")
        output.endFile(renderer.render())
    }
}

/// Owns its printer, so it is noncopyable like the printer (`CodePrinter`).
struct SwiftModelRenderer: ~Copyable {
    let schema: SchemaIR
    var printer = CodePrinter()

    init(schema: SchemaIR) {
        self.schema = schema
    }

    mutating func render() -> [UInt8] {
        printer.lines(GeneratedHeader.lines(for: schema, commentPrefix: "//"))
        printer.line("// swiftlint:disable all")
        printer.line()
        printer.line("import SettingsRuntime")
        for module in schema.imports { printer.line("import \(module)") }
        printer.line()
        section(schema.root, isRoot: true)
        typesNamespace()
        settingsAppKeys()
        FactEmission.render(schema, into: &printer)
        printer.line()
        printer.line("/// Fails to compile when this file was generated for another generation of SettingsRuntime's API:")
        printer.line("/// run settingsc again with the version that matches the runtime.")
        printer.line("private struct _SettingsRuntimeVersionCheck: SettingsRuntime.SettingsRuntimeAPIVersion_\(SettingsCompilerVersion.runtimeAPI) {}")
        return printer.bytes
    }

    /// The settings shown in Settings.app, for `SettingsUserDefaults` to mirror under the Settings.bundle's keys.
    mutating func settingsAppKeys() {
        let shown = SettingsAppMapping.settings(in: schema)
        guard !shown.isEmpty else { return }
        let prefix = SettingsAppMapping.prefix(schema)
        printer.line()
        printer.block("extension \(schema.rootTypeName) {") { p in
            p.line("/// The settings shown in Settings.app (`settingsApp: true`) and their controls: the Settings.bundle")
            p.line("/// backend writes them under these keys, and `SettingsUserDefaults(settingsApp:)` mirrors them there.")
            SwiftCall("SettingsRuntime.SettingsAppKeys", [
                .init("prefix", SwiftEscaping.stringLiteral(prefix)),
                .array("settings", shown.map { item in
                    SwiftCall("SettingsRuntime.SettingsAppKeys.Setting", [
                        .array("path", item.keyPath.map(SwiftEscaping.stringLiteral)), .init("control", ".\(item.control.rawValue)"),
                    ]).inline
                }),
            ]).print(to: &p, prefix: "public static let settingsAppKeys = ")
        }
    }

    // MARK: Types

    mutating func enumeration(_ decl: EnumIR) {
        printer.beginLine()
        printer.write("public enum ")
        printer.write(decl.name)
        printer.write(": Swift.String, SettingsRuntime.SettingsEnum {")
        printer.endLine()
        printer.indent()
        // The cases' lines printed piece by piece, each case read in place (issue 32: a zip of the cases with their
        // names copied every case).
        let cases = decl.cases
        var caseNames: [String] = []
        caseNames.reserveCapacity(cases.count)
        for index in cases.indices { caseNames.append(SwiftNames.escaped(cases[index].name)) }
        for index in cases.indices {
            if let description = cases[index].description { SwiftEscaping.printDocComment(description, to: &printer) }
            printer.beginLine()
            printer.write("case ")
            printer.write(caseNames[index])
            printer.endLine()
        }
        printer.line()
        printer.line("/// The title shown for each case.")
        printer.open("public var title: Swift.String {")
        printer.line("switch self {")
        for index in cases.indices {
            printer.beginLine()
            printer.write("case .")
            printer.write(caseNames[index])
            printer.write(": ")
            printer.writeStringLiteral(cases[index].title)
            printer.endLine()
        }
        printer.line("}")
        printer.close()
        let renames = !cases.indices.contains { !cases[$0].renamedFrom.isEmpty } ? [] : decl.cases.flatMap { item in item.renamedFrom.map { (old: $0, new: item.name) } }
        let type = decl.fallback == nil && renames.isEmpty ? "" : "\(schema.rootTypeName).\(decl.name)"
        if let fallback = decl.fallback {
            printer.line()
            printer.line("/// A stored value that is no longer a case decodes as this case, not as the setting's default.")
            printer.line("public static let fallbackCase: \(type)? = \(type).\(SwiftNames.escaped(fallback))")
        }
        // Few enums have conditions or renamed cases: looked for before any list of them is made.
        let conditions = !cases.indices.contains { cases[$0].availableWhen != nil } ? [] : decl.cases.compactMap { item in item.availableWhen.map { (item.name, $0) } }
        if !conditions.isEmpty {
            printer.line()
            printer.line("/// When a picker offers each case (`availableWhen:`), by raw value; a case not listed is always offered.")
            printer.line("public static let caseConditions: [Swift.String: SettingsRuntime.SettingsCondition] = [")
            printer.indent()
            for (name, condition) in conditions {
                printer.line("\(SwiftEscaping.stringLiteral(name)): \(SchemaForm.conditionLiteral(SchemaForm.convert(condition))),")
            }
            printer.outdent()
            printer.line("]")
        }
        if !renames.isEmpty {
            printer.line()
            printer.line("/// Raw values stored by older versions (`renamedFrom`), and the cases they decode as.")
            printer.line("public static let renamedCases: [Swift.String: \(type)] = [")
            printer.indent()
            for rename in renames {
                printer.line("\(SwiftEscaping.stringLiteral(rename.old)): \(type).\(SwiftNames.escaped(rename.new)),")
            }
            printer.outdent()
            printer.line("]")
            printer.line()
            printer.line("/// Reads a current case, or an old raw value as the case it was renamed to; encoding writes the current name.")
            printer.block("public init(from decoder: any Swift.Decoder) throws {") { p in
                p.line("try self.init(decodingRenamedCasesFrom: decoder)")
            }
        }
        printer.close()
    }

    mutating func section(_ section: SectionIR, isRoot: Bool) {
        printer.lines(documentation(title: section.title, description: section.description))
        printer.open("public struct \(section.typeName): \(isRoot ? "SettingsRuntime.SettingsModel" : "SettingsRuntime.SettingsSection") {")
        var body = SectionBody(schema: schema, section: section)
        body.typeAliases(isRoot ? schema.enums.map(\.name) + section.sections.map(\.typeName) : section.sections.map(\.typeName), &printer)
        body.constants(&printer)
        body.properties(&printer)
        body.initializers(&printer)
        body.decoding(&printer)
        body.encoding(&printer)
        printer.close()
    }

    /// The enums and every section's struct, declared side by side in one caseless enum after the root
    /// (`BetaSettingsTypes.Smoothing`) and reached through type aliases in the root and in each parent section
    /// (`BetaSettings.Smoothing.Grouped`), not nested in one another. Nested types refer to their parent and a
    /// parent's field records to its children, which makes every type's metadata reachable from every other; LLVM's
    /// call graph then visits the whole tree once per function, so compiling a model of nested structs took time
    /// quadratic in the number of sections (bench/README.md). Type names are unique in a schema, so they are unique
    /// here too.
    mutating func typesNamespace() {
        let sections = schema.root.descendants
        guard !schema.enums.isEmpty || !sections.isEmpty else { return }
        let namespace = FormNames.typesNamespace(rootTypeName: schema.rootTypeName)
        printer.line()
        printer.line("/// The enums and section types of ``\(schema.rootTypeName)``, named through it (`\(schema.rootTypeName).\(sections.first?.typeName ?? schema.enums[0].name)`).")
        printer.open("public enum \(namespace) {")
        var first = true
        for decl in schema.enums {
            if !first { printer.line() }
            first = false
            enumeration(decl)
        }
        for child in sections {
            if !first { printer.line() }
            first = false
            section(child, isRoot: false)
        }
        printer.close()
    }

    func documentation(title: String, description: String?) -> [String] {
        var lines = SwiftEscaping.docComment(title)
        if let description {
            lines.append("///")
            lines += SwiftEscaping.docComment(description)
        }
        return lines
    }
}

/// The members of one section struct, printed into the renderer's printer (passed `inout` to each step).
private struct SectionBody {
    /// The schema and the section, held by reference: the closures of the steps below capture `self`, and a copy
    /// of the two structs (every field of the schema and of the section) was made for each (issue 32: about 25 M
    /// instructions of `generate` at N = 1,000); a copy of this is one retain.
    private final class Subject: Sendable {
        let schema: SchemaIR
        let section: SectionIR
        /// `section.settings`, gathered from its rows once (the IR computes it on every read).
        let settings: [SettingIR]
        /// Each setting's name as a Swift identifier (`SwiftNames.escaped`) and its stored property's name
        /// (`storageName`), worked out once: each is printed three or four times (issue 32).
        let names: [String]
        let storedNames: [String]
        /// Each setting's string rules (`StringRuleText.rules`: its own, or its format's) and its container methods
        /// (`codingMethods`), worked out once: the constants, decoding and encoding each read them (issue 32).
        /// Whether each setting has string rules (`StringRuleText.rules`: its own, or its format's); the rules are read
        /// again where they are printed. Flags, not the rules: an array of rules was destroyed element by element.
        let hasStringRules: [Bool]
        let methods: [(decode: String, encode: String)]
        /// Each setting's type, and its range and step as literals (nil without one), read once: a read of `range`
        /// copies it out of the setting (about 200 instructions), and the constants, the coding methods, the decoding
        /// and the doc comment each asked for it (issue 32).
        let types: [ValueType]
        let rangeLiterals: [String?]
        let stepLiterals: [String?]
        init(schema: SchemaIR, section: SectionIR) {
            self.schema = schema
            self.section = section
            let settings = section.settings
            self.settings = settings
            var hasStringRules: [Bool] = [], methods: [(decode: String, encode: String)] = []
            var names: [String] = [], storedNames: [String] = [], types: [ValueType] = [], rangeLiterals: [String?] = [], stepLiterals: [String?] = []
            hasStringRules.reserveCapacity(settings.count)
            methods.reserveCapacity(settings.count)
            names.reserveCapacity(settings.count)
            storedNames.reserveCapacity(settings.count)
            types.reserveCapacity(settings.count)
            rangeLiterals.reserveCapacity(settings.count)
            stepLiterals.reserveCapacity(settings.count)
            let typeName = { SectionBody.swiftType($0, rootTypeName: schema.rootTypeName) }
            for setting in settings {
                let rules = StringRuleText.rules(setting), range = setting.range, step = setting.step, type = setting.type
                hasStringRules.append(rules != nil)
                methods.append(SectionBody.codingMethods(setting, hasStringRules: rules != nil, hasRangeOrStep: range != nil || step != nil))
                names.append(setting.swiftName)  // `SwiftNames.escaped(name)`, resolved once by the compiler
                storedNames.append(setting.storageName)
                types.append(type)
                rangeLiterals.append(range.map { SwiftLiteral.closedRange($0, type: type.listElement ?? type.wrapped, typeName: typeName) })
                stepLiterals.append(step.map { SwiftLiteral.value($0, type: type.wrapped, typeName: typeName) })
            }
            self.hasStringRules = hasStringRules
            self.methods = methods
            self.names = names
            self.storedNames = storedNames
            self.types = types
            self.rangeLiterals = rangeLiterals
            self.stepLiterals = stepLiterals
        }
    }
    private let subject: Subject
    var schema: SchemaIR { subject.schema }
    var section: SectionIR { subject.section }
    var settings: [SettingIR] { subject.settings }
    var names: [String] { subject.names }
    var storedNames: [String] { subject.storedNames }
    var hasStringRules: [Bool] { subject.hasStringRules }
    var valueTypes: [ValueType] { subject.types }
    var rangeLiterals: [String?] { subject.rangeLiterals }
    var stepLiterals: [String?] { subject.stepLiterals }
    private var needsBlankLine = false
    /// Each setting's Swift type and default literal, made once by ``constants(_:)`` and printed again by the
    /// properties, their doc comments and the initializers (issue 32).
    private var types: [String] = []
    private var defaultLiterals: [String] = []

    init(schema: SchemaIR, section: SectionIR) {
        self.subject = Subject(schema: schema, section: section)
    }

    /// `public typealias Smoothing = BetaSettingsTypes.Smoothing` for each enum (in the root) and child section type
    /// declared in the types namespace (`SwiftModelRenderer.typesNamespace`).
    mutating func typeAliases(_ names: [String], _ printer: inout CodePrinter) {
        guard !names.isEmpty else { return }
        separate(&printer)
        let namespace = FormNames.typesNamespace(rootTypeName: schema.rootTypeName)
        for name in names {
            printer.beginLine()
            printer.write("public typealias ")
            printer.write(name)
            printer.write(" = ")
            printer.write(namespace)
            printer.write(".")
            printer.write(name)
            printer.endLine()
        }
    }

    private mutating func separate(_ printer: inout CodePrinter) {
        if needsBlankLine { printer.line() }
        needsBlankLine = true
    }

    // MARK: Defaults, ranges, steps

    mutating func constants(_ printer: inout CodePrinter) {
        let settings = self.settings
        guard !settings.isEmpty else { return }
        separate(&printer)
        let valueTypes = self.valueTypes, rangeLiterals = self.rangeLiterals, stepLiterals = self.stepLiterals
        types = settings.indices.map { swiftType(settings[$0], type: valueTypes[$0]) }
        // One closure for the section: passing the method `swiftType` made a context (and copied `self`) per literal.
        let root = schema.rootTypeName
        let typeName: (ValueType) -> String = { Self.swiftType($0, rootTypeName: root) }
        defaultLiterals = settings.indices.map { SwiftLiteral.value(settings[$0].defaultValue, type: valueTypes[$0], typeName: typeName) }
        let names = self.names
        // Each declaration is printed piece by piece into its line (issue 32: a string per declaration, and an array
        // of them per enum, were most of this step's cost).
        Self.openConstants("Defaults", "The schema's default for each setting.", first: true, &printer)
        for index in settings.indices {
            Self.beginConstant(names[index], &printer)
            printer.write(types[index])
            printer.write(" = ")
            printer.write(defaultLiterals[index])
            printer.endLine()
        }
        printer.close()
        if rangeLiterals.contains(where: { $0 != nil }) {
            Self.openConstants("Ranges", "The allowed range of each setting that has one; an open end is the type's limit.", first: false, &printer)
            for index in settings.indices {
                guard let range = rangeLiterals[index] else { continue }
                let type = valueTypes[index]
                Self.beginConstant(names[index], &printer)
                printer.write("Swift.ClosedRange<")
                printer.write(swiftType(type.listElement ?? type.wrapped))
                printer.write("> = ")
                printer.write(range)
                printer.endLine()
            }
            printer.close()
        }
        if stepLiterals.contains(where: { $0 != nil }) {
            Self.openConstants("Steps", "The step of each setting that has one, counted from the range's lower bound (or zero).", first: false, &printer)
            for index in settings.indices {
                guard let step = stepLiterals[index] else { continue }
                Self.beginConstant(names[index], &printer)
                printer.write(swiftType(valueTypes[index].wrapped))
                printer.write(" = ")
                printer.write(step)
                printer.endLine()
            }
            printer.close()
        }
        let hasStringRules = self.hasStringRules
        if hasStringRules.contains(true) {
            Self.openConstants("StringRules", "The length and pattern rules of each string setting that has them.", first: false, &printer)
            for (index, setting) in settings.enumerated() {
                guard hasStringRules[index], let rules = StringRuleText.rules(setting) else { continue }
                Self.beginConstant(names[index], &printer)
                printer.write("SettingsRuntime.SettingsStringRules = ")
                printer.write(rulesLiteral(rules, format: StringRuleText.format(setting)))
                printer.endLine()
            }
            printer.close()
        }
    }

    /// `/// summary` and `public enum <name> {` of a table of constants (``constants(_:)``), after a blank line
    /// unless it is the first.
    private static func openConstants(_ name: String, _ summary: String, first: Bool, _ printer: inout CodePrinter) {
        if !first { printer.line() }
        printer.beginLine()
        printer.write("/// ")
        printer.write(summary)
        printer.endLine()
        printer.beginLine()
        printer.write("public enum ")
        printer.write(name)
        printer.write(" {")
        printer.endLine()
        printer.indent()
    }

    /// Begins the line `public static let <name>: ` of one constant; the caller writes its declaration.
    private static func beginConstant(_ name: String, _ printer: inout CodePrinter) {
        printer.beginLine()
        printer.write("public static let ")
        printer.write(name)
        printer.write(": ")
    }

    // MARK: Properties

    mutating func properties(_ printer: inout CodePrinter) {
        separate(&printer)
        for (index, setting) in settings.enumerated() {
            if index > 0 { printer.line() }
            printDocumentation(for: setting, index: index, &printer)
            let type = types[index]
            if let deprecation = setting.deprecated {
                printer.line("@available(*, deprecated\(Self.availabilityArguments(deprecation)))")
                printer.open("public var \(SwiftNames.escaped(setting.name)): \(type) {")
                    printer.line("get { \(setting.storageName) }")
                    printer.line("set { \(setting.storageName) = newValue }")
                printer.close()
                printer.line()
                printer.line("/// Storage of the deprecated `\(setting.name)`, for code that migrates its value.")
                printer.line("public var \(setting.storageName): \(type)")
            } else {
                printer.beginLine()
                printer.write("public var ")
                printer.write(names[index])
                printer.write(": ")
                printer.write(type)
                printer.endLine()
            }
        }
        for child in section.sections {
            if !settings.isEmpty || child.name != section.sections.first?.name { printer.line() }
            printer.lines(SwiftEscaping.docComment(child.title))
            printer.line("public var \(SwiftNames.escaped(child.name)): \(child.typeName)")
        }
        if !settings.isEmpty || !section.sections.isEmpty { printer.line() }
        printer.line("/// Stored keys this version of the schema does not know, kept so that saving does not lose them.")
        printer.line("public var _unknownFields: SettingsRuntime.SettingsUnknownFields")
    }

    /// `, renamed: "interval", message: "..."` for `@available(*, deprecated...)`: `renamed:` names a replacement in
    /// the same struct (Swift's fix-it renames the use); one elsewhere is named in the message.
    static func availabilityArguments(_ deprecation: DeprecationIR) -> String {
        var message = deprecation.message
        if deprecation.replacementInSection == nil, let replacement = deprecation.replacement?.path {
            message = (message.map { $0 + " " } ?? "") + "Use `\(replacement)` instead."
        }
        var arguments = ""
        if let renamed = deprecation.replacementInSection { arguments += ", renamed: \(SwiftEscaping.stringLiteral(renamed))" }
        if let message { arguments += ", message: \(SwiftEscaping.stringLiteral(message))" }
        return arguments
    }

    /// The setting's doc comment: its title, its description, and its facts (``facts(of:index:)``), printed straight into
    /// `printer` (issue 32).
    func printDocumentation(for setting: SettingIR, index: Int, _ printer: inout CodePrinter) {
        SwiftEscaping.printDocComment(setting.title, to: &printer)
        if let description = setting.description {
            printer.line("///")
            SwiftEscaping.printDocComment(description, to: &printer)
        }
        printFacts(of: setting, index: index, &printer)
    }

    /// The facts a setting's doc comment ends with (its default, range, step, rules, ...), one sentence each,
    /// separated by spaces, after a `///` line; nothing when there are none. Written piece by piece into one doc
    /// comment line (`CodePrinter.beginDocCommentLine`), which is escaped as `SwiftEscaping.printDocComment` escapes
    /// the same text (issue 32: the text was made as a string first).
    func printFacts(of setting: SettingIR, index: Int, _ printer: inout CodePrinter) {
        var started = false
        func add(_ first: String, _ second: String = "", _ third: String = "", _ fourth: String = "", _ fifth: String = "") {
            if started {
                printer.write(" ")
            } else {
                // Nothing written yet, and nothing to write: the facts stay empty (no `///` line).
                if first.isEmpty && second.isEmpty && third.isEmpty && fourth.isEmpty && fifth.isEmpty { return }
                started = true
                printer.line("///")
                printer.beginDocCommentLine()
            }
            printer.write(first)
            printer.write(second)
            printer.write(third)
            printer.write(fourth)
            printer.write(fifth)
        }
        let type = valueTypes[index]
        switch setting.defaultValue {
        case .string, .null: break
        case .enumCase(let name): add("Default: `.", name, "`.")
        case .list where type.listElementRules == .stringRules: break  // strings are left out, as for a string
        default: add("Default: `", defaultLiterals[index], "`.")
        }
        if let range = rangeLiterals[index] { add("Range: `", range, "`.") }
        if let step = stepLiterals[index] { add("Step: `", step, "`.") }
        if hasStringRules[index], let rules = setting.stringRules { for fact in StringRuleText.facts(rules) { add(fact) } }
        if let items = ListText.countFact(setting) { add("Items: ", items, ".") }
        if setting.isSecure { add("Secure: masked when shown; ", DocumentationFacts.secureStorage(setting), ".") }
        if let name = setting.type.customTypeName {
            add("Custom: the app's type `", name, "`", setting.type.isOptional ? "" : ", whose `settingsDefault` is the default", ".")
        }
        if setting.requiresRestart { add("Changing it requires a restart.") }
        if let hook = setting.sideEffect { add("Side effect: `", hook, "`.") }
        if setting.key != setting.name { add("Stored under the key `", setting.key, "`.") }
        if !setting.renamedFrom.isEmpty {
            add("Read from `", setting.renamedFrom.joined(separator: "`, `"), "` when stored by an older version.")
        }
        if let replacement = setting.deprecated?.replacement?.path {
            add("Deprecated: use `", replacement, "` instead.")
        }
        if setting.settingsApp { add("Shown in Settings.app.") }
        if started { printer.endDocCommentLine() }
    }

    // MARK: Initializers

    mutating func initializers(_ printer: inout CodePrinter) {
        let settings = self.settings
        let sections = section.sections
        let names = self.names, storedNames = self.storedNames
        separate(&printer)
        // Printed piece by piece into the line, without a string per line (issue 32).
        func assign(_ target: String, _ valuePrefix: String, _ value: String, _ valueSuffix: String = "") {
            printer.beginLine()
            printer.write("self.")
            printer.write(target)
            printer.write(" = ")
            printer.write(valuePrefix)
            printer.write(value)
            printer.write(valueSuffix)
            printer.endLine()
        }
        printer.line("/// Every setting at its default.")
        printer.open("public init() {")
            for index in settings.indices { assign(storedNames[index], "Defaults.", names[index]) }
            for child in sections { assign(SwiftNames.escaped(child.name), "", child.typeName, "()") }
            printer.line("self._unknownFields = SettingsRuntime.SettingsUnknownFields()")
        printer.close()
        guard !settings.isEmpty || !sections.isEmpty else { return }
        printer.line()
        printer.open("public init(")
        let last = settings.count + sections.count - 1
        for index in settings.indices {
            printer.beginLine()
            printer.write(names[index])
            printer.write(": ")
            printer.write(types[index])
            printer.write(" = Defaults.")
            printer.write(names[index])
            if index != last { printer.write(",") }
            printer.endLine()
        }
        for (offset, child) in sections.enumerated() {
            printer.beginLine()
            printer.write(SwiftNames.escaped(child.name))
            printer.write(": ")
            printer.write(child.typeName)
            printer.write(" = ")
            printer.write(child.typeName)
            printer.write("()")
            if settings.count + offset != last { printer.write(",") }
            printer.endLine()
        }
        printer.outdent()
        printer.open(") {")
            for index in settings.indices { assign(storedNames[index], "", names[index]) }
            for child in sections { assign(SwiftNames.escaped(child.name), "", SwiftNames.escaped(child.name)) }
            printer.line("self._unknownFields = SettingsRuntime.SettingsUnknownFields()")
        printer.close()
    }

    // MARK: Codable

    mutating func decoding(_ printer: inout CodePrinter) {
        separate(&printer)
        // The tables decoding reads are built once (static), not from literals on every decode.
        printer.line("/// The stored keys this section reads; any other stored key is kept as an unknown field.")
        printer.beginLine()
        printer.write("private static let _knownKeys: Swift.Set<Swift.String> = [")
        var first = true
        func key(_ key: String) {
            if !first { printer.write(", ") }
            first = false
            printer.writeStringLiteral(key)
        }
        for setting in settings { key(setting.key) }
        for child in section.sections { key(child.key) }
        printer.write("]")
        printer.endLine()
        // A deprecated setting's replacement in this section reads the deprecated setting's stored value when
        // its own key is missing: the deprecated key acts as one more old key of the replacement.
        // One pass over the section (a `filter` per setting was quadratic: 40,000 settings in one section
        // took minutes): the keys of the deprecated settings that name each replacement, in schema order.
        var migratingKeys: [String: [String]] = [:]
        for setting in settings {
            if let replacement = setting.deprecated?.replacementInSection {
                migratingKeys[replacement, default: []].append(setting.key)
            }
        }
        // The settings, then the subsections, with their old keys; those without any left out (looked up by name only
        // when some setting migrates: issue 32).
        var renamedKeys: [String] = []
        func add(_ key: String, _ old: [String]) {
            guard !old.isEmpty else { return }
            renamedKeys.append("\(SwiftEscaping.stringLiteral(key)): [\(old.map(SwiftEscaping.stringLiteral).joined(separator: ", "))]")
        }
        for setting in settings {
            let renamedFrom = setting.renamedFrom
            let migrating = migratingKeys.isEmpty ? [] : migratingKeys[setting.name] ?? []
            if !renamedFrom.isEmpty || !migrating.isEmpty { add(setting.key, renamedFrom + migrating) }
        }
        for child in section.sections { add(child.key, child.renamedFrom) }
        if !renamedKeys.isEmpty {
            printer.line("/// For a current key, the keys it was stored under before (`renamedFrom`), newest first.")
            printer.line("private static let _renamedKeys: [Swift.String: [Swift.String]] = [\(renamedKeys.joined(separator: ", "))]")
        }
        printer.line()
        printer.open("public init(from decoder: any Swift.Decoder) throws {")
            // Decoding a custom value may keep an undecodable stored value among the unknown fields (a mutation).
            let binding = settings.contains { $0.type.customTypeName != nil } ? "var" : "let"
            var container = SwiftCall("SettingsRuntime.SettingsDecodingContainer", [
                .init(nil, "decoder"), .init("knownKeys", "Self._knownKeys"),
            ])
            // Old keys (`renamedFrom`) are read when the current key is missing, and are not written back.
            if !renamedKeys.isEmpty { container.add("renamedKeys", "Self._renamedKeys") }
            printer.beginLine()
            printer.write(binding)
            printer.write(" values = try ")
            container.writeInline(to: &printer)
            printer.endLine()
            // Each statement printed piece by piece into its line: `self.x = values.decodeBasic("x", default: Defaults.x)`
            // (issue 32: a `SwiftCall` of an argument array per setting, and a string per literal, were most of the cost).
            for (index, setting) in settings.enumerated() {
                let name = names[index]
                printer.beginLine()
                printer.write("self.")
                printer.write(storedNames[index])
                printer.write(" = values.")
                printer.write(subject.methods[index].decode)
                printer.write("(")
                printer.writeStringLiteral(setting.key)
                printer.write(", default: Defaults.")
                printer.write(name)
                if valueTypes[index].customTypeName == nil { writeRuleArguments(setting, index: index, name: name, &printer) }
                printer.write(")")
                printer.endLine()
            }
            for child in section.sections {
                printer.beginLine()
                printer.write("self.")
                printer.write(SwiftNames.escaped(child.name))
                printer.write(" = values.decodeSection(")
                printer.writeStringLiteral(child.key)
                printer.write(", default: ")
                printer.write(child.typeName)
                printer.write("())")
                printer.endLine()
            }
            printer.line("self._unknownFields = values.unknownFields")
            if section.name.isEmpty {
                for line in DeprecationMigrations.lines(for: schema, swiftType: swiftType) { printer.line(line) }
            }
        printer.close()
    }

    /// The container methods that read and write a setting. Each kind of value has a method of its own name
    /// (`decodeBasic`, `decodeNumber`, `decodeEnum`, ...), so the type checker finds it by name instead of ranking
    /// the overloads of `decode`: a model of 10,000 settings has 20,000 such calls. Spelled out whole, without a
    /// string made per call (issue 32).
    /// `hasStringRules` is whether `StringRuleText.rules(setting)` has any; `hasRangeOrStep` whether it has a range or
    /// a step.
    static func codingMethods(_ setting: SettingIR, hasStringRules: Bool, hasRangeOrStep: Bool) -> (decode: String, encode: String) {
        let type = setting.type
        if type.customTypeName != nil { return ("decodeCustom", "encodeCustom") }
        // Lists and strings with rules take rule arguments; URL, date and colour (stored as strings) take `.string`'s.
        // A secure string is a `SettingsSecureString`, not a `String`.
        if type.listElement != nil || hasStringRules || setting.isSecure { return ("decode", "encode") }
        let optional = type.isOptional
        switch type.wrapped {
        case .bool, .string, .url, .color, .date:
            return optional ? ("decodeOptionalBasic", "encodeOptionalBasic") : ("decodeBasic", "encodeBasic")
        case .int, .float, .double:
            if hasRangeOrStep {
                return optional ? ("decodeOptionalNumber", "encodeOptionalBasic") : ("decodeNumber", "encodeBasic")
            }
            return optional ? ("decodeOptionalBasic", "encodeOptionalBasic") : ("decodeBasic", "encodeBasic")
        case .enumeration: return optional ? ("decodeOptionalEnum", "encodeOptionalEnum") : ("decodeEnum", "encodeEnum")
        default: return ("decode", "encode")
        }
    }

    /// Writes what `values.decode` takes after the key and the default, each argument after `, `: a list's item
    /// rules and its element range or string rules, a number's range and step, a string's rules.
    private func writeRuleArguments(_ setting: SettingIR, index: Int, name: String, _ printer: inout CodePrinter) {
        let type = valueTypes[index], hasRange = rangeLiterals[index] != nil, hasStep = stepLiterals[index] != nil
        func argument(_ label: String, _ prefix: String, _ present: Bool) {
            printer.write(", ")
            printer.write(label)
            printer.write(": ")
            if present {
                printer.write(prefix)
                printer.write(name)
            } else {
                printer.write("nil")
            }
        }
        if let rules = type.listElementRules {
            // A list: bad elements dropped, numbers moved into the range, text kept to its rules, cut to maxItems.
            printer.write(", items: ")
            printer.write(SwiftLiteral.listRules(setting.listRules ?? ListRulesIR()))
            switch rules {
            case .range: argument("range", "Ranges.", hasRange)
            case .stringRules: argument("rules", "StringRules.", setting.stringRules != nil)
            }
            return
        }
        if type.isNumeric, hasRange || hasStep {
            argument("range", "Ranges.", hasRange)
            argument("step", "Steps.", hasStep)
            return
        }
        if hasStringRules[index] { argument("rules", "StringRules.", true) }
    }

    mutating func encoding(_ printer: inout CodePrinter) {
        printer.line()
        printer.open("public func encode(to encoder: any Swift.Encoder) throws {")
            printer.line("var values = SettingsRuntime.SettingsEncodingContainer(encoder)")
            // Printed piece by piece, as decoding is (issue 32).
            for (index, setting) in settings.enumerated() {
                printer.beginLine()
                printer.write("try values.")
                printer.write(subject.methods[index].encode)
                printer.write("(self.")
                printer.write(storedNames[index])
                printer.write(", forKey: ")
                printer.writeStringLiteral(setting.key)
                if valueTypes[index].customTypeName != nil {
                    printer.write(", default: Defaults.")
                    printer.write(names[index])
                    printer.write(", keeping: self._unknownFields")
                }
                printer.write(")")
                printer.endLine()
            }
            for child in section.sections {
                printer.beginLine()
                printer.write("try values.encode(self.")
                printer.write(SwiftNames.escaped(child.name))
                printer.write(", forKey: ")
                printer.writeStringLiteral(child.key)
                printer.write(")")
                printer.endLine()
            }
            printer.line("try values.encode(self._unknownFields)")
        printer.close()
    }

    // MARK: Spelling types and values

    /// The Swift type of a setting: its value type's, or `SettingsSecureString` for a `secure: true` string.
    func swiftType(_ setting: SettingIR, type: ValueType) -> String {
        guard setting.isSecure else { return swiftType(type) }
        return "SettingsRuntime.SettingsSecureString" + (type.isOptional ? "?" : "")
    }

    /// `SettingsRuntime.SettingsStringRules(minLength: 3, pattern: "[a-z]+")`.
    func rulesLiteral(_ rules: StringRulesIR, format: String?) -> String {
        var call = SwiftCall("SettingsRuntime.SettingsStringRules")
        call.add("minLength", ifPresent: rules.minLength.map { "\($0)" })
        call.add("maxLength", ifPresent: rules.maxLength.map { "\($0)" })
        call.add("pattern", ifPresent: rules.pattern.map(SwiftEscaping.stringLiteral))
        call.add("patternMessage", ifPresent: rules.patternMessage.map(SwiftEscaping.stringLiteral))
        call.add("format", ifPresent: format.map { ".\($0)" })
        return call.inline
    }

    func swiftType(_ type: ValueType) -> String {
        Self.swiftType(type, rootTypeName: schema.rootTypeName)
    }

    static func swiftType(_ type: ValueType, rootTypeName: String) -> String {
        switch type {
        case .bool: "Swift.Bool"
        case .int: "Swift.Int"
        case .float: "Swift.Float"
        case .double: "Swift.Double"
        case .string, .url, .color, .date: "Swift.String"
        case .data: "SettingsRuntime.SettingsData"
        case .custom(let name): name
        case .enumeration(let name): rootTypeName + "." + name
        case .optional(let inner): swiftType(inner, rootTypeName: rootTypeName) + "?"
        case .list(let element): "[" + swiftType(element, rootTypeName: rootTypeName) + "]"
        }
    }

}
