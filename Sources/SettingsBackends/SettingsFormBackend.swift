public import SettingsCompiler
import SettingsRuntime

/// The form metadata: `<Root>+Form.swift`, an extension giving the root type a static `settingsForm` (a
/// `SettingsRuntime.SettingsForm`), the description of the settings screen the store, the text renderer and
/// the SwiftUI layer work from. The values come from ``SchemaForm``, as `settingsc preview`'s do.
public struct SettingsFormBackend: Backend {
    public init() {}

    public var name: String { "form" }
    public var summary: String { "Form metadata: sections, controls, ranges, options (<Root>+Form.swift)" }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        if schema.variesByConfiguration {  // one variant per build configuration (ConfigurationVariants.swift)
            return [RenderedFile(path: "\(schema.rootTypeName)+Form.swift", bytes: ConfigurationVariants.render(schema) { var r = FormRenderer(schema: $0); return r.render() })]
        }
        var renderer = FormRenderer(schema: schema)
        return [RenderedFile(path: "\(schema.rootTypeName)+Form.swift", bytes: renderer.render())]
    }

    public func render(_ schema: SchemaIR, into output: any RenderOutput) {
        if schema.variesByConfiguration { return render(schema).forEach(output.add) }
        var renderer = FormRenderer(schema: schema)
        renderer.printer = output.beginFile("\(schema.rootTypeName)+Form.swift")
        output.endFile(renderer.render())
    }
}

/// Owns its printer, so it is noncopyable like the printer (`CodePrinter`).
private struct FormRenderer: ~Copyable {
    let schema: SchemaIR
    var printer = CodePrinter()

    init(schema: SchemaIR) {
        self.schema = schema
    }

    var root: String { schema.rootTypeName }

    mutating func render() -> [UInt8] {
        printer.lines(GeneratedHeader.lines(for: schema, commentPrefix: "//"))
        printer.line("// swiftlint:disable all")
        printer.line()
        printer.line("import SettingsRuntime")
        for module in schema.imports { printer.line("import \(module)") }
        printer.line()
        printer.open("extension \(root): SettingsRuntime.SettingsFormDescribed {")
        printer.line("/// The settings screen: every section and setting, with its control, range, step and options.")
        printer.line("/// Each section is built by its own declaration below (`_formSection`), one statement per row, so this file")
        printer.line("/// type-checks in time and memory linear in the number of settings.")
        let root = self.root
        var form = SwiftCall("SettingsRuntime.SettingsForm<\(root)>", [
            .init("title", SwiftEscaping.stringLiteral(schema.title)),
            .array("sections", schema.root.sections.map { "\(root).\($0.typeName).\(Self.sectionMember)" }),
        ])
        if let localization = Self.localization(schema) { form.add(localization) }
        form.add("defaults", "\(root)()")
        form.print(to: &printer, prefix: "public static let settingsForm: SettingsRuntime.SettingsForm<\(root)> = ")
        printer.close()
        sideEffects()
        printer.lines(SettingsExportTable.lines(for: schema))  // `export:` (SettingsExportTable.swift)
        printer.lines(SettingsStorageTable.lines(for: schema))  // `suite:`, `sync:` (SettingsStorageTable.swift)
        printer.lines(SettingsStorageTable.flatLines(for: schema))  // `layout: flat` (SettingsStorageTable.swift)
        PresetEmission.render(schema, into: &printer)  // presets: (the layers area; PresetEmission.swift)
        RouteEmission.render(schema, into: &printer)  // deep links (the find area; RouteEmission.swift)
        walk(schema.root.sections, typePath: root, keys: [], names: [])
        printer.line()
        printer.line("/// Fails to compile when this file was generated for another generation of SettingsRuntime's API:")
        printer.line("/// run settingsc again with the version that matches the runtime.")
        printer.line("private struct _SettingsRuntimeVersionCheck: SettingsRuntime.SettingsRuntimeAPIVersion_\(SettingsCompilerVersion.runtimeAPI) {}")
        return printer.bytes
    }

    /// `enum SideEffect` of the schema's `sideEffect:` names, in first-use order, for
    /// `store.registerSideEffects { (effect: Root.SideEffect) in switch effect { ... } }`: a switch without `default`
    /// makes a forgotten or misspelled hook a compile error.
    mutating func sideEffects() {
        var names: [String] = []
        var seen: Set<String> = []
        func walk(_ section: SectionIR) {
            for setting in section.settings { if let name = setting.sideEffect, seen.insert(name).inserted { names.append(name) } }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        guard !names.isEmpty else { return }
        printer.line()
        printer.open("extension \(root) {")
        printer.line("/// The schema's `sideEffect:` names. Register a hook for each with")
        printer.line("/// `store.registerSideEffects { (effect: \(root).SideEffect) in switch effect { case ...: { change in ... } } }`:")
        printer.line("/// a switch that misses one, or names one the schema does not have, does not compile.")
        printer.open("public enum SideEffect: Swift.String, Swift.CaseIterable, Swift.Sendable {")
        for name in names { printer.line("case \(SwiftNames.escaped(name))") }
        printer.close()
        printer.close()
    }

    /// The static property of each section type that builds its part of the form (`BetaSettings.Smoothing._formSection`).
    /// A static member: settings and subsections are instance members, so no schema name can clash with it.
    static let sectionMember = "_formSection"

    /// One declaration per section, depth first, each in an extension of the section's type.
    mutating func walk(_ sections: [SectionIR], typePath: String, keys: [String], names: [String]) {
        for child in sections {
            let path = "\(typePath).\(child.typeName)"
            printer.line()
            section(child, typePath: path, keys: keys + [child.key], names: names + [child.name])
            walk(child.sections, typePath: path, keys: keys + [child.key], names: names + [child.name])
        }
    }

    /// `localization: SettingsFormLocalization(...)` for a schema with `localization:`: the table, the source
    /// language, and the keys the schema replaces (sorted, so the output is deterministic), on one line when it
    /// replaces none.
    static func localization(_ schema: SchemaIR) -> SwiftCall.Argument? {
        guard let localization = SchemaForm.localization(schema) else { return nil }
        var call = SwiftCall("SettingsRuntime.SettingsFormLocalization", [
            .init("table", SwiftEscaping.stringLiteral(localization.table)),
            .init("sourceLanguage", SwiftEscaping.stringLiteral(localization.sourceLanguage)),
        ])
        if localization.keys.isEmpty { return .init("localization", call.inline) }
        call.add(.dictionary("keys", localization.keys.sorted(by: { $0.key < $1.key }).map { derived, key in
            (SwiftEscaping.stringLiteral(derived), SwiftEscaping.stringLiteral(key))
        }))
        return .call("localization", call)
    }

    /// `extension BetaSettings.Smoothing { fileprivate static var _formSection: ... }`: the section with its own
    /// fields, then one `append` statement per setting, row and subsection (each its own small expression).
    mutating func section(_ section: SectionIR, typePath: String, keys: [String], names: [String]) {
        let id = section.id, root = self.root
        // The lines of the declaration printed piece by piece (issue 32: some twenty strings a section).
        printer.beginLine()
        printer.write("extension ")
        printer.write(typePath)
        printer.write(" {")
        printer.endLine()
        printer.indent()
        printer.beginDocCommentLine()
        printer.write("The ")
        printer.write(section.title)
        printer.write(" section of `")
        printer.write(root)
        printer.write(".settingsForm` (`")
        printer.write(id)
        printer.write("`).")
        printer.endDocCommentLine()
        let sectionType = "SettingsRuntime.SettingsFormSection<" + root + ">"
        printer.beginLine()
        printer.write("fileprivate static var ")
        printer.write(Self.sectionMember)
        printer.write(": ")
        printer.write(sectionType)
        printer.write(" {")
        printer.endLine()
        printer.indent()
        var call = SwiftCall(sectionType, [
            .init("id", SwiftEscaping.stringLiteral(id)),
            .init("name", SwiftEscaping.stringLiteral(section.name)),
            .init("namePath", SwiftEscaping.stringLiteral(FormNames.dottedPath(section.path))),
            .init("typeName", SwiftEscaping.stringLiteral(section.typeName)),
            .init("title", SwiftEscaping.stringLiteral(section.title)),
        ])
        call.add("description", ifPresent: section.description.map(SwiftEscaping.stringLiteral))
        call.add("header", ifPresent: SchemaForm.text(section.header, section: section, footer: false).map(Self.textLiteral))
        call.add("footer", ifPresent: SchemaForm.text(section.footer, section: section, footer: true).map(Self.textLiteral))
        call.add("icon", ifPresent: section.icon.map(SwiftEscaping.stringLiteral))
        call.add("color", ifPresent: section.color.map(SwiftEscaping.stringLiteral))
        call.add(contentsOf: Self.conditionArguments(SchemaForm.condition(section.visibleWhen), SchemaForm.condition(section.enabledWhen)))
        call.add("platforms", ifPresent: section.platforms.map(SwiftLiteral.platforms))
        call.print(to: &printer, prefix: "var section = ")
        // Review is the default: only a section that commits at once (`commit: immediate`, its own or inherited) says so.
        if section.commit == .immediate { printer.line("section.commit = .immediate") }
        // The rows in declaration order: settings and the rows beyond stored values between them. What every
        // setting's key path and string rules start with is made once per section (issue 32).
        let keyPathPrefix = "\\\(root)." + names.map { SwiftNames.escaped($0) + "." }.joined()
        let stringRulesPrefix = typePath + ".StringRules."
        // A section of settings alone (the usual case) is printed from its list of settings: reading each row copied
        // it and destroyed the copy (issue 32).
        let rows = section.rows, settings = section.settings
        if rows.count == settings.count {
            for setting in settings { self.setting(setting, keyPathPrefix: keyPathPrefix, stringRulesPrefix: stringRulesPrefix) }
        } else {
            for row in rows {
                if case .setting(let setting) = row {
                    self.setting(setting, keyPathPrefix: keyPathPrefix, stringRulesPrefix: stringRulesPrefix)
                } else if let formRow: SettingsFormRow<SettingsJSONValue> = SchemaForm.row(keys, row, in: schema) {
                    rowAppend(formRow)
                }
            }
        }
        for child in section.sections {
            printer.beginLine()
            printer.write("section.sections.append(")
            printer.write(typePath)
            printer.write(".")
            printer.write(child.typeName)
            printer.write(".")
            printer.write(Self.sectionMember)
            printer.write(")")
            printer.endLine()
        }
        printer.line("return section")
        printer.close()
        printer.close()
    }

    /// `section.rows.append(.link(SettingsRuntime.SettingsFormLink(SettingsRuntime.SettingsFormRowFields(id: ..., icon: ...), url: ...)))`:
    /// one row beyond stored values: the fields every row has, then its kind's own.
    mutating func rowAppend(_ row: SettingsFormRow<SettingsJSONValue>) {
        let fields = row.fields
        var fieldsCall = SwiftCall("SettingsRuntime.SettingsFormRowFields", [
            .init("id", SwiftEscaping.stringLiteral(fields.id)),
            .init("name", SwiftEscaping.stringLiteral(fields.name)),
            .init("title", SwiftEscaping.stringLiteral(fields.title)),
        ])
        fieldsCall.add("icon", ifPresent: fields.icon.map(SwiftEscaping.stringLiteral))
        fieldsCall.add("color", ifPresent: fields.color.map(SwiftEscaping.stringLiteral))
        fieldsCall.add(contentsOf: Self.conditionArguments(fields.visibleWhen, fields.enabledWhen))
        fieldsCall.add("platforms", ifPresent: fields.platforms.map(SwiftLiteral.platforms))
        let kind: String
        var call: SwiftCall
        switch row {
        case .setting: return
        case .link(let link):
            kind = "link"
            call = SwiftCall("SettingsRuntime.SettingsFormLink", [.init(nil, fieldsCall.inline), .init("url", SwiftEscaping.stringLiteral(link.url))])
        case .action(let action):
            kind = "action"
            call = SwiftCall("SettingsRuntime.SettingsFormAction", [.init(nil, fieldsCall.inline), .init("hook", SwiftEscaping.stringLiteral(action.hook))])
            call.add("isDestructive", whenTrue: action.isDestructive)
            call.add("confirmation", ifPresent: action.confirmation.map(SwiftEscaping.stringLiteral))
        case .navigation(let navigation):
            kind = "navigation"
            call = SwiftCall("SettingsRuntime.SettingsFormNavigation", [.init(nil, fieldsCall.inline), .init("targetID", SwiftEscaping.stringLiteral(navigation.targetID))])
        case .detail(let detail):
            kind = "detail"
            call = SwiftCall("SettingsRuntime.SettingsFormDetail", [.init(nil, fieldsCall.inline), .init("property", SwiftEscaping.stringLiteral(detail.property))])
        case .screen(let screen):
            kind = "screen"
            call = SwiftCall("SettingsRuntime.SettingsFormScreen", [.init(nil, fieldsCall.inline), .init("hook", SwiftEscaping.stringLiteral(screen.hook))])
            call.add("value", ifPresent: screen.value.map(SwiftEscaping.stringLiteral))
        case .text:
            kind = "text"
            call = SwiftCall("SettingsRuntime.SettingsFormStaticText", [.init(nil, fieldsCall.inline)])
        }
        printer.line("section.rows.append(.\(kind)(\(call.inline)))")
    }

    /// `section.append(id: ..., keyPath: ..., type: ..., control: ..., attributes: [...])`: the one call per setting,
    /// with few parameters and the setting's optional properties as typed attributes (``SchemaForm/attributes(_:)``,
    /// which `settingsc preview` applies too). The default is read from the model when the form is built.
    mutating func setting(_ setting: SettingIR, keyPathPrefix: String, stringRulesPrefix: String) {
        // Printed as the arguments come (`CallLines`), without an argument array or a string per literal (issue 32).
        // The fields every row has are read once (each of `setting.name`, `setting.title`, ... copies them), and so is
        // the range, which the attributes and the control both need.
        let fields = setting.fields, range = SchemaForm.range(setting)
        var call = CallLines(&printer, callee: "section.append")
        call.argument("id", literal: setting.id, &printer)
        call.argument("name", literal: fields.name, &printer)
        call.argument("title", literal: fields.title, &printer)
        if let description = setting.description { call.argument("description", literal: description, &printer) }
        // A deprecated setting is reached through its storage (`_name`), so the form compiles without warnings.
        call.argument("keyPath", keyPathPrefix, &printer)
        printer.write(setting.storageName)
        call.argument("type", ".", &printer)
        Self.writeTypeCase(setting.type, &printer)
        call.argument("control", ".", &printer)
        printer.write(SchemaForm.control(setting, range: range).rawValue)
        let attributes = SchemaForm.attributes(setting, range: range)
        if !attributes.isEmpty {
            let stringRules = stringRulesPrefix + setting.swiftName
            call.argument("attributes", "[", &printer)
            for (index, attribute) in attributes.enumerated() {
                if index > 0 { printer.write(", ") }
                SwiftLiteral.writeFormAttribute(attribute, stringRules: stringRules, &printer)
            }
            printer.write("]")
        }
        call.end(&printer)
    }

    static func conditionArguments(_ visibleWhen: SettingsCondition?, _ enabledWhen: SettingsCondition?) -> [SwiftCall.Argument] {
        [("visibleWhen", visibleWhen), ("enabledWhen", enabledWhen)].compactMap { label, condition in
            condition.map { SwiftCall.Argument(label, SchemaForm.conditionLiteral($0)) }
        }
    }

    static func textLiteral(_ text: SettingsFormText) -> String {
        switch text {
        case .text(let text): "SettingsRuntime.SettingsFormText.text(\(SwiftEscaping.stringLiteral(text)))"
        case .inject(let hook): "SettingsRuntime.SettingsFormText.inject(hook: \(SwiftEscaping.stringLiteral(hook)))"
        }
    }

    /// The case of `SettingsValueType` for `type:` (`bool`, `enumeration("Mode")`, `optional(.int)`), written into the
    /// printer's line piece by piece (issue 32: a string was made for it).
    static func writeTypeCase(_ type: SettingsValueType, _ printer: inout CodePrinter) {
        switch type {
        case .bool: printer.write("bool")
        case .int: printer.write("int")
        case .float: printer.write("float")
        case .double: printer.write("double")
        case .string: printer.write("string")
        case .url: printer.write("url")
        case .color: printer.write("color")
        case .date: printer.write("date")
        case .data: printer.write("data")
        case .enumeration(let name):
            printer.write("enumeration(")
            printer.writeStringLiteral(name)
            printer.write(")")
        case .custom(let name):
            printer.write("custom(")
            printer.writeStringLiteral(name)
            printer.write(")")
        case .optional(let inner):
            printer.write("optional(.")
            writeTypeCase(inner, &printer)
            printer.write(")")
        case .list(let element):
            printer.write("list(.")
            writeTypeCase(element, &printer)
            printer.write(")")
        }
    }
}
