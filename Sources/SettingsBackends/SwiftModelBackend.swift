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
            for item in decl.cases {
                if let description = item.description { p.lines(SwiftEscaping.docComment(description)) }
                p.line("case \(SwiftNames.escaped(item.name))")
            }
            p.line()
            p.line("/// The title shown for each case.")
            p.block("public var title: Swift.String {") { p in
                p.line("switch self {")
                for item in decl.cases {
                    p.line("case .\(SwiftNames.escaped(item.name)): \(SwiftEscaping.stringLiteral(item.title))")
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
        init(schema: SchemaIR, section: SectionIR) {
            self.schema = schema
            self.section = section
            let settings = section.settings
            self.settings = settings
            self.names = settings.map { SwiftNames.escaped($0.name) }
            self.storedNames = settings.map(\.storageName)
        }
    }
    private let subject: Subject
    var schema: SchemaIR { subject.schema }
    var section: SectionIR { subject.section }
    var settings: [SettingIR] { subject.settings }
    var names: [String] { subject.names }
    var storedNames: [String] { subject.storedNames }
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
            printer.line("public typealias \(name) = \(namespace).\(name)")
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
        let defaults = settings.indices.map { (settings[$0], types[$0] + " = " + defaultLiterals[$0]) }
        let ranges = settings.indices.compactMap { index in
            rangeLiterals[index].map { range in
                let setting = settings[index]
                return (setting, "Swift.ClosedRange<\(swiftType(setting.type.listElement ?? setting.type.wrapped))> = \(range)")
            }
        }
        let steps = settings.compactMap { setting in
            setting.step.map { (setting, "\(swiftType(setting.type.wrapped)) = \(literal($0, type: setting.type.wrapped))") }
        }
        constantsEnum("Defaults", "The schema's default for each setting.", defaults, &printer)
        constantsEnum("Ranges", "The allowed range of each setting that has one; an open end is the type's limit.", ranges, &printer)
        constantsEnum("Steps", "The step of each setting that has one, counted from the range's lower bound (or zero).", steps, &printer)
        let stringRules = settings.compactMap { setting in
            StringRuleText.rules(setting).map { (setting, "SettingsRuntime.SettingsStringRules = \(rulesLiteral($0, format: StringRuleText.format(setting)))") }
        }
        constantsEnum("StringRules", "The length and pattern rules of each string setting that has them.", stringRules, &printer)
    }

    /// `public enum <name> { public static let <setting>: <declaration> ... }`, after a blank line unless it
    /// is the first; nothing when there are no declarations.
    private func constantsEnum(_ name: String, _ summary: String, _ declarations: [(SettingIR, String)], _ printer: inout CodePrinter) {
        guard !declarations.isEmpty else { return }
        if name != "Defaults" { printer.line() }
        printer.line("/// \(summary)")
        printer.open("public enum \(name) {")
        for (setting, declaration) in declarations {
            printer.beginLine()
            printer.write("public static let ")
            printer.write(SwiftNames.escaped(setting.name))
            printer.write(": ")
            printer.write(declaration)
            printer.endLine()
        }
        printer.close()
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
            SwiftEscaping.printDocComment(facts.joined(separator: " "), to: &printer)
        }
    }

    /// The facts a setting's doc comment ends with (its default, range, step, rules, ...), one sentence each.
    func facts(of setting: SettingIR, index: Int) -> [String] {
        var facts: [String] = []
        switch setting.defaultValue {
        case .string, .null: break
        case .enumCase(let name): facts.append("Default: `.\(name)`.")
        case .list where setting.type.listElementRules == .stringRules: break  // strings are left out, as for a string
        default: facts.append("Default: `\(defaultLiterals[index])`.")
        }
        if let range = rangeLiterals[index] { facts.append("Range: `\(range)`.") }
        if let step = setting.step { facts.append("Step: `\(literal(step, type: setting.type.wrapped))`.") }
        if let rules = setting.stringRules { facts += StringRuleText.facts(rules) }
        if let items = ListText.countFact(setting) { facts.append("Items: \(items).") }
        if setting.isSecure { facts.append("Secure: masked when shown; \(DocumentationFacts.secureStorage(setting)).") }
        if let name = setting.type.customTypeName {
            facts.append("Custom: the app's type `\(name)`\(setting.type.isOptional ? "" : ", whose `settingsDefault` is the default").")
        }
        if setting.requiresRestart { facts.append("Changing it requires a restart.") }
        if let hook = setting.sideEffect { facts.append("Side effect: `\(hook)`.") }
        if setting.key != setting.name { facts.append("Stored under the key `\(setting.key)`.") }
        if !setting.renamedFrom.isEmpty {
            facts.append("Read from `\(setting.renamedFrom.joined(separator: "`, `"))` when stored by an older version.")
        }
        if let replacement = setting.deprecated?.replacement?.path {
            facts.append("Deprecated: use `\(replacement)` instead.")
        }
        if setting.settingsApp { facts.append("Shown in Settings.app.") }
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
        let keys = settings.map(\.key) + section.sections.map(\.key)
        // The tables decoding reads are built once (static), not from literals on every decode.
        printer.line("/// The stored keys this section reads; any other stored key is kept as an unknown field.")
        printer.line("private static let _knownKeys: Swift.Set<Swift.String> = [\(keys.map(SwiftEscaping.stringLiteral).joined(separator: ", "))]")
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
            for (index, setting) in settings.enumerated() {
                let name = names[index]
                var call = SwiftCall("values." + Self.codingMethods(setting).decode, [
                    .init(nil, SwiftEscaping.stringLiteral(setting.key)), .init("default", "Defaults.\(name)"),
                ])
                if setting.type.customTypeName == nil { call.add(contentsOf: ruleArguments(setting)) }
                printer.beginLine()
                printer.write("self.")
                printer.write(storedNames[index])
                printer.write(" = ")
                call.writeInline(to: &printer)
                printer.endLine()
            }
            for child in section.sections {
                let call = SwiftCall("values.decodeSection", [
                    .init(nil, SwiftEscaping.stringLiteral(child.key)), .init("default", "\(child.typeName)()"),
                ])
                printer.beginLine()
                printer.write("self.")
                printer.write(SwiftNames.escaped(child.name))
                printer.write(" = ")
                call.writeInline(to: &printer)
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
    /// the overloads of `decode`: a model of 10,000 settings has 20,000 such calls.
    static func codingMethods(_ setting: SettingIR) -> (decode: String, encode: String) {
        let type = setting.type
        if type.customTypeName != nil { return ("decodeCustom", "encodeCustom") }
        // Lists and strings with rules take rule arguments; URL, date and colour (stored as strings) take `.string`'s.
        // A secure string is a `SettingsSecureString`, not a `String`.
        if type.listElement != nil || StringRuleText.rules(setting) != nil || setting.isSecure { return ("decode", "encode") }
        let optional = type.isOptional ? "Optional" : ""
        switch type.wrapped {
        case .bool, .string, .url, .color, .date: return ("decode\(optional)Basic", "encode\(optional)Basic")
        case .int, .float, .double:
            let ruled = setting.range != nil || setting.step != nil
            return ("decode\(optional)\(ruled ? "Number" : "Basic")", "encode\(optional)Basic")
        case .enumeration: return ("decode\(optional)Enum", "encode\(optional)Enum")
        default: return ("decode", "encode")
        }
    }

    /// What `values.decode` takes after the key and the default: a list's item rules and its element range or
    /// string rules, a number's range and step, a string's rules.
    private func ruleArguments(_ setting: SettingIR) -> [SwiftCall.Argument] {
        let name = SwiftNames.escaped(setting.name)
        if let rules = setting.type.listElementRules {
            // A list: bad elements dropped, numbers moved into the range, text kept to its rules, cut to maxItems.
            let items = SwiftCall.Argument("items", SwiftLiteral.listRules(setting.listRules ?? ListRulesIR()))
            switch rules {
            case .range: return [items, .init("range", setting.range != nil ? "Ranges.\(name)" : "nil")]
            case .stringRules: return [items, .init("rules", setting.stringRules != nil ? "StringRules.\(name)" : "nil")]
            }
        }
        if setting.type.isNumeric, setting.range != nil || setting.step != nil {
            return [.init("range", setting.range != nil ? "Ranges.\(name)" : "nil"), .init("step", setting.step != nil ? "Steps.\(name)" : "nil")]
        }
        if StringRuleText.rules(setting) != nil { return [.init("rules", "StringRules.\(name)")] }
        return []
    }

    mutating func encoding(_ printer: inout CodePrinter) {
        printer.line()
        printer.open("public func encode(to encoder: any Swift.Encoder) throws {")
            printer.line("var values = SettingsRuntime.SettingsEncodingContainer(encoder)")
            for (index, setting) in settings.enumerated() {
                var call = SwiftCall("values." + Self.codingMethods(setting).encode, [
                    .init(nil, "self." + storedNames[index]), .init("forKey", SwiftEscaping.stringLiteral(setting.key)),
                ])
                if setting.type.customTypeName != nil {
                    call.add("default", "Defaults." + names[index])
                    call.add("keeping", "self._unknownFields")
                }
                printer.beginLine()
                printer.write("try ")
                call.writeInline(to: &printer)
                printer.endLine()
            }
            for child in section.sections {
                let call = SwiftCall("values.encode", [
                    .init(nil, "self.\(SwiftNames.escaped(child.name))"), .init("forKey", SwiftEscaping.stringLiteral(child.key)),
                ])
                printer.beginLine()
                printer.write("try ")
                call.writeInline(to: &printer)
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
