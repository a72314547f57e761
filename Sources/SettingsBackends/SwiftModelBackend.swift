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
        let type = "\(schema.rootTypeName).\(decl.name)"
        printer.block("public enum \(decl.name): Swift.String, SettingsRuntime.SettingsEnum {") { p in
            // The cases' lines printed piece by piece (issue 32).
            let caseNames = decl.cases.map { SwiftNames.escaped($0.name) }
            for (item, name) in zip(decl.cases, caseNames) {
                if let description = item.description { SwiftEscaping.printDocComment(description, to: &p) }
                p.beginLine()
                p.write("case ")
                p.write(name)
                p.endLine()
            }
            p.line()
            p.line("/// The title shown for each case.")
            p.block("public var title: Swift.String {") { p in
                p.line("switch self {")
                for (item, name) in zip(decl.cases, caseNames) {
                    p.beginLine()
                    p.write("case .")
                    p.write(name)
                    p.write(": ")
                    p.writeStringLiteral(item.title)
                    p.endLine()
                }
                p.line("}")
            }
            if let fallback = decl.fallback {
                p.line()
                p.line("/// A stored value that is no longer a case decodes as this case, not as the setting's default.")
                p.line("public static let fallbackCase: \(type)? = \(type).\(SwiftNames.escaped(fallback))")
            }
            let conditions = decl.cases.compactMap { item in item.availableWhen.map { (item.name, $0) } }
            if !conditions.isEmpty {
                p.line()
                p.line("/// When a picker offers each case (`availableWhen:`), by raw value; a case not listed is always offered.")
                p.line("public static let caseConditions: [Swift.String: SettingsRuntime.SettingsCondition] = [")
                p.indent()
                for (name, condition) in conditions {
                    p.line("\(SwiftEscaping.stringLiteral(name)): \(SchemaForm.conditionLiteral(SchemaForm.convert(condition))),")
                }
                p.outdent()
                p.line("]")
            }
            let renames = decl.cases.flatMap { item in item.renamedFrom.map { (old: $0, new: item.name) } }
            if !renames.isEmpty {
                p.line()
                p.line("/// Raw values stored by older versions (`renamedFrom`), and the cases they decode as.")
                p.line("public static let renamedCases: [Swift.String: \(type)] = [")
                p.indent()
                for rename in renames {
                    p.line("\(SwiftEscaping.stringLiteral(rename.old)): \(type).\(SwiftNames.escaped(rename.new)),")
                }
                p.outdent()
                p.line("]")
                p.line()
                p.line("/// Reads a current case, or an old raw value as the case it was renamed to; encoding writes the current name.")
                p.block("public init(from decoder: any Swift.Decoder) throws {") { p in
                    p.line("try self.init(decodingRenamedCasesFrom: decoder)")
                }
            }
        }
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
        let stringRules: [StringRulesIR?]
        let methods: [(decode: String, encode: String)]
        init(schema: SchemaIR, section: SectionIR) {
            self.schema = schema
            self.section = section
            let settings = section.settings
            self.settings = settings
            let stringRules = settings.map { StringRuleText.rules($0) }
            self.stringRules = stringRules
            self.methods = settings.indices.map { SectionBody.codingMethods(settings[$0], stringRules: stringRules[$0]) }
            self.names = settings.map(\.swiftName)  // `SwiftNames.escaped(name)`, resolved once by the compiler
            self.storedNames = settings.map(\.storageName)
        }
    }
    private let subject: Subject
    var schema: SchemaIR { subject.schema }
    var section: SectionIR { subject.section }
    var settings: [SettingIR] { subject.settings }
    var names: [String] { subject.names }
    var storedNames: [String] { subject.storedNames }
    var stringRules: [StringRulesIR?] { subject.stringRules }
    private var needsBlankLine = false
    /// Each setting's Swift type, default literal and range literal (nil without a range), made once by
    /// ``constants(_:)`` and printed again by the properties, their doc comments and the initializers (issue 32).
    private var types: [String] = []
    private var defaultLiterals: [String] = []
    private var rangeLiterals: [String?] = []

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
        types = settings.map { swiftType($0) }
        defaultLiterals = settings.map { literal($0.defaultValue, type: $0.type) }
        rangeLiterals = settings.map { $0.range != nil ? rangeLiteral($0) : nil }
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
                let setting = settings[index]
                Self.beginConstant(names[index], &printer)
                printer.write("Swift.ClosedRange<")
                printer.write(swiftType(setting.type.listElement ?? setting.type.wrapped))
                printer.write("> = ")
                printer.write(range)
                printer.endLine()
            }
            printer.close()
        }
        if settings.contains(where: { $0.step != nil }) {
            Self.openConstants("Steps", "The step of each setting that has one, counted from the range's lower bound (or zero).", first: false, &printer)
            for (index, setting) in settings.enumerated() {
                guard let step = setting.step else { continue }
                Self.beginConstant(names[index], &printer)
                printer.write(swiftType(setting.type.wrapped))
                printer.write(" = ")
                printer.write(literal(step, type: setting.type.wrapped))
                printer.endLine()
            }
            printer.close()
        }
        let stringRules = self.stringRules
        if stringRules.contains(where: { $0 != nil }) {
            Self.openConstants("StringRules", "The length and pattern rules of each string setting that has them.", first: false, &printer)
            for (index, setting) in settings.enumerated() {
                guard let rules = stringRules[index] else { continue }
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
        let facts = facts(of: setting, index: index)
        if !facts.isEmpty {
            printer.line("///")
            SwiftEscaping.printDocComment(facts, to: &printer)
        }
    }

    /// The facts a setting's doc comment ends with (its default, range, step, rules, ...), one sentence each,
    /// separated by spaces; empty when there are none. Made in one string (issue 32: a string per fact, then
    /// joined, cost about twice as much).
    func facts(of setting: SettingIR, index: Int) -> String {
        var facts = ""
        func add(_ first: String, _ second: String = "", _ third: String = "", _ fourth: String = "", _ fifth: String = "") {
            if !facts.isEmpty { facts += " " }
            facts += first
            if !second.isEmpty { facts += second }
            if !third.isEmpty { facts += third }
            if !fourth.isEmpty { facts += fourth }
            if !fifth.isEmpty { facts += fifth }
        }
        switch setting.defaultValue {
        case .string, .null: break
        case .enumCase(let name): add("Default: `.", name, "`.")
        case .list where setting.type.listElementRules == .stringRules: break  // strings are left out, as for a string
        default: add("Default: `", defaultLiterals[index], "`.")
        }
        if let range = rangeLiterals[index] { add("Range: `", range, "`.") }
        if let step = setting.step { add("Step: `", literal(step, type: setting.type.wrapped), "`.") }
        if let rules = setting.stringRules { for fact in StringRuleText.facts(rules) { add(fact) } }
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
        return facts
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
        let migrations = settings.map { migratingKeys[$0.name] ?? [] }
        let renames = zip(settings, migrations).map { ($0.key, $0.renamedFrom + $1) }
            + section.sections.map { ($0.key, $0.renamedFrom) }
        let renamedKeys = renames.filter { !$0.1.isEmpty }.map { key, old in
            "\(SwiftEscaping.stringLiteral(key)): [\(old.map(SwiftEscaping.stringLiteral).joined(separator: ", "))]"
        }
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
            printer.line("\(binding) values = try \(container.inline)")
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
                if setting.type.customTypeName == nil { writeRuleArguments(setting, name: name, hasStringRules: stringRules[index] != nil, &printer) }
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
    /// `stringRules` is `StringRuleText.rules(setting)`.
    static func codingMethods(_ setting: SettingIR, stringRules: StringRulesIR?) -> (decode: String, encode: String) {
        let type = setting.type
        if type.customTypeName != nil { return ("decodeCustom", "encodeCustom") }
        // Lists and strings with rules take rule arguments; URL, date and colour (stored as strings) take `.string`'s.
        // A secure string is a `SettingsSecureString`, not a `String`.
        if type.listElement != nil || stringRules != nil || setting.isSecure { return ("decode", "encode") }
        let optional = type.isOptional
        switch type.wrapped {
        case .bool, .string, .url, .color, .date:
            return optional ? ("decodeOptionalBasic", "encodeOptionalBasic") : ("decodeBasic", "encodeBasic")
        case .int, .float, .double:
            if setting.range != nil || setting.step != nil {
                return optional ? ("decodeOptionalNumber", "encodeOptionalBasic") : ("decodeNumber", "encodeBasic")
            }
            return optional ? ("decodeOptionalBasic", "encodeOptionalBasic") : ("decodeBasic", "encodeBasic")
        case .enumeration: return optional ? ("decodeOptionalEnum", "encodeOptionalEnum") : ("decodeEnum", "encodeEnum")
        default: return ("decode", "encode")
        }
    }

    /// Writes what `values.decode` takes after the key and the default, each argument after `, `: a list's item
    /// rules and its element range or string rules, a number's range and step, a string's rules.
    private func writeRuleArguments(_ setting: SettingIR, name: String, hasStringRules: Bool, _ printer: inout CodePrinter) {
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
        if let rules = setting.type.listElementRules {
            // A list: bad elements dropped, numbers moved into the range, text kept to its rules, cut to maxItems.
            printer.write(", items: ")
            printer.write(SwiftLiteral.listRules(setting.listRules ?? ListRulesIR()))
            switch rules {
            case .range: argument("range", "Ranges.", setting.range != nil)
            case .stringRules: argument("rules", "StringRules.", setting.stringRules != nil)
            }
            return
        }
        if setting.type.isNumeric, setting.range != nil || setting.step != nil {
            argument("range", "Ranges.", setting.range != nil)
            argument("step", "Steps.", setting.step != nil)
            return
        }
        if hasStringRules { argument("rules", "StringRules.", true) }
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
                if setting.type.customTypeName != nil {
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
    func swiftType(_ setting: SettingIR) -> String {
        guard setting.isSecure else { return swiftType(setting.type) }
        return "SettingsRuntime.SettingsSecureString" + (setting.type.isOptional ? "?" : "")
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
        switch type {
        case .bool: "Swift.Bool"
        case .int: "Swift.Int"
        case .float: "Swift.Float"
        case .double: "Swift.Double"
        case .string, .url, .color, .date: "Swift.String"
        case .data: "SettingsRuntime.SettingsData"
        case .custom(let name): name
        case .enumeration(let name): "\(schema.rootTypeName).\(name)"
        case .optional(let inner): swiftType(inner) + "?"
        case .list(let element): "[\(swiftType(element))]"
        }
    }

    func literal(_ value: Value, type: ValueType) -> String {
        SwiftLiteral.value(value, type: type, typeName: swiftType)
    }

    func rangeLiteral(_ setting: SettingIR) -> String {
        SwiftLiteral.closedRange(setting.range, type: setting.type.listElement ?? setting.type.wrapped, typeName: swiftType)
    }
}
