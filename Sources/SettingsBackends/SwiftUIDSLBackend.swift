public import SettingsCompiler

/// The SwiftUI DSL for the schema's host view (`view:`): `<View>+SettingsDSL.swift`, inside
/// `#if canImport(SwiftUI)`. It declares a protocol the host view adopts (`BetaSettingsViewDSL`), whose
/// requirements are the store and one function per `header: inject` / `footer: inject`
/// (`smoothingSectionFooter()`), so a missing or misnamed hook is a compile error; an extension giving the
/// host a `<section>Link()` for every section at every depth, with `header:`/`footer:` parameters where the
/// schema leaves them open; and a `<Section>View` per section, nested in the root type
/// (`BetaSettings.SmoothingView`). Rows, controls and the review screen are SettingsSwiftUI's; the generated
/// code only wires sections together. Schemas without `view:` get no file.
public struct SwiftUIDSLBackend: Backend {
    public init() {}

    public var name: String { "swiftui" }
    public var summary: String { "SwiftUI DSL for the schema's view: links, section views, inject hooks" }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        guard let view = schema.viewName else { return [] }
        var renderer = DSLRenderer(schema: schema, view: view)
        return [RenderedFile(path: "\(view)+SettingsDSL.swift", bytes: renderer.render())]
    }

    public func render(_ schema: SchemaIR, into output: any RenderOutput) {
        guard let view = schema.viewName else { return }
        var renderer = DSLRenderer(schema: schema, view: view)
        renderer.printer = output.beginFile("\(view)+SettingsDSL.swift")
        output.endFile(renderer.render())
    }
}

private struct DSLRenderer {
    let schema: SchemaIR
    let view: String
    var printer = CodePrinter()

    init(schema: SchemaIR, view: String) {
        self.schema = schema
        self.view = view
    }

    var root: String { schema.rootTypeName }
    var dsl: String { view + "DSL" }

    /// Every section at every depth with its dotted key path, depth first.
    var sections: [(section: SectionIR, id: String)] {
        var result: [(SectionIR, String)] = []
        func walk(_ section: SectionIR, _ keys: [String]) {
            for child in section.sections {
                result.append((child, (keys + [child.key]).joined(separator: ".")))
                walk(child, keys + [child.key])
            }
        }
        walk(schema.root, [])
        return result
    }

    /// The inject hooks, in section order: (function name, associated type name, doc text).
    var hooks: [(function: String, type: String, doc: String)] {
        sections.flatMap { entry -> [(String, String, String)] in
            var hooks: [(String, String, String)] = []
            if entry.section.header == .inject {
                let name = FormNames.hook(entry.section, footer: false)
                hooks.append((name, upperFirst(name), "The header of the \(entry.section.title) section (`header: inject`)."))
            }
            if entry.section.footer == .inject {
                let name = FormNames.hook(entry.section, footer: true)
                hooks.append((name, upperFirst(name), "The footer of the \(entry.section.title) section (`footer: inject`)."))
            }
            return hooks
        }
    }

    /// The editor hooks of custom settings (`custom(Region)`), in section order: the setting, its section's id, the
    /// hook (`profileRegionEditor`), the associated type (`ProfileRegionEditor`) and the bound Swift type.
    var customEditors: [(setting: SettingIR, sectionID: String, keyPath: String, function: String, type: String, valueType: String)] {
        var result: [(SettingIR, String, String, String, String, String)] = []
        func walk(_ section: SectionIR, keys: [String], names: [String]) {
            for setting in section.settings {
                guard let name = setting.type.customTypeName else { continue }
                let function = FormNames.customEditor(section, setting)
                let valueType = name + (setting.type.isOptional ? "?" : "")
                // A deprecated setting is reached through its storage (`_name`), as in the form.
                let member = setting.deprecated == nil ? SwiftNames.escaped(setting.name) : "_\(setting.name)"
                let keyPath = "\\\(root)." + (names.map(SwiftNames.escaped) + [member]).joined(separator: ".")
                result.append((setting, keys.joined(separator: "."), keyPath, function, upperFirst(function), valueType))
            }
            for child in section.sections { walk(child, keys: keys + [child.key], names: names + [child.name]) }
        }
        walk(schema.root, keys: [], names: [])
        return result
    }

    /// The action hooks, each once, in section order, with the titles of the rows that run it.
    var actionHooks: [(hook: String, titles: [String])] {
        var result: [(hook: String, titles: [String])] = []
        for entry in sections {
            for action in entry.section.actions {
                if let index = result.firstIndex(where: { $0.hook == action.hook }) {
                    result[index].titles.append(action.title)
                } else {
                    result.append((action.hook, [action.title]))
                }
            }
        }
        return result
    }

    /// The external data's properties that detail rows show, each once, in section order.
    var detailProperties: [String] {
        var result: [String] = []
        for entry in sections {
            for row in entry.section.details where !result.contains(row.property) { result.append(row.property) }
        }
        return result
    }

    /// `DebugMenuExternalDataDetails`: the protocol the app's external data adopts (its detail properties).
    var detailsProtocol: String { (schema.externalDataName ?? root + "ExternalData") + "Details" }

    func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    mutating func render() -> [UInt8] {
        printer.lines(GeneratedHeader.lines(for: schema, commentPrefix: "//"))
        printer.line("// swiftlint:disable all")
        printer.line()
        printer.line("#if canImport(SwiftUI)")
        printer.line("import SettingsRuntime")
        printer.line("import SettingsStore")
        printer.line("import SettingsSwiftUI")
        printer.line("import SwiftUI")
        for module in schema.imports { printer.line("import \(module)") }
        printer.line()
        if !detailProperties.isEmpty {
            printer.lines(SwiftEscaping.docComment("""
                The properties of `\(schema.externalDataName ?? "")` that detail rows show: make it adopt this protocol \
                (`extension \(schema.externalDataName ?? ""): \(detailsProtocol) {}`); a missing property is a compile error.
                """))
            printer.open("public protocol \(detailsProtocol) {")
            for property in detailProperties { printer.line("var \(property): Swift.String { get }") }
            printer.close()
            printer.line()
        }
        protocolDeclaration()
        printer.line()
        links()
        for entry in sections {
            printer.line()
            sectionView(entry.section, id: entry.id)
        }
        printer.line("#endif")
        return printer.bytes
    }

    mutating func protocolDeclaration() {
        printer.lines(SwiftEscaping.docComment("""
            The settings DSL of `\(view)`: adopt it in the view and implement the requirements.
            `\(view)` then has a link for every section (`\(sections.first.map { FormNames.link($0.section) } ?? "sectionLink")()`).
            """))
        printer.line("@MainActor")
        printer.open("public protocol \(dsl): SwiftUI.View {")
        printer.line("/// The store the settings screens edit.")
        printer.line("var store: SettingsStore<\(root)> { get }")
        for hook in hooks {
            printer.line()
            printer.line("associatedtype \(hook.type): SwiftUI.View")
            printer.lines(SwiftEscaping.docComment(hook.doc))
            printer.line("@SwiftUI.ViewBuilder func \(hook.function)() -> \(hook.type)")
        }
        for editor in customEditors {
            printer.line()
            printer.line("associatedtype \(editor.type): SwiftUI.View")
            printer.lines(SwiftEscaping.docComment(
                "The editor of the \(editor.setting.title) setting, of the app's type `\(editor.valueType)` (`type: \(editor.setting.type)`), shown in its row."))
            printer.line("@SwiftUI.ViewBuilder func \(editor.function)(_ value: SwiftUI.Binding<\(editor.valueType)>) -> \(editor.type)")
        }
        if !detailProperties.isEmpty {
            printer.line()
            printer.line("associatedtype ExternalData: \(detailsProtocol)")
            printer.line("/// The app's data that detail rows show.")
            printer.line("var externalData: ExternalData { get }")
        }
        for action in actionHooks {
            printer.line()
            let rows = action.titles.map { "\"\($0)\"" }.joined(separator: ", ")
            printer.lines(SwiftEscaping.docComment("Runs when the \(rows) action row is tapped (`action: \(action.hook)`)."))
            printer.line("func \(action.hook)()")
        }
        printer.close()
    }

    mutating func links() {
        printer.open("extension \(dsl) {")
        printer.line("/// A link to every top-level section, in schema order.")
        printer.line("@SwiftUI.ViewBuilder")
        printer.open("public var allSettingsLinks: some SwiftUI.View {")
        for child in schema.root.sections { platformLimited(child.platforms, parent: nil) { $0.line("\(FormNames.link(child))()") } }
        printer.close()
        for entry in sections {
            let section = entry.section
            let openHeader = section.header == nil
            let openFooter = section.footer == nil
            var variants: [(header: Bool, footer: Bool)] = [(false, false)]
            if openHeader { variants.append((true, false)) }
            if openFooter { variants.append((false, true)) }
            if openHeader && openFooter { variants.append((true, true)) }
            for variant in variants {
                printer.line()
                link(section, id: entry.id, header: variant.header, footer: variant.footer, openHeader: openHeader, openFooter: openFooter)
            }
        }
        printer.close()
    }

    mutating func link(_ section: SectionIR, id: String, header: Bool, footer: Bool, openHeader: Bool, openFooter: Bool) {
        var generics: [String] = []
        var parameters: [String] = []
        if header {
            generics.append("Header: SwiftUI.View")
            parameters.append("@SwiftUI.ViewBuilder header: () -> Header")
        }
        if footer {
            generics.append("Footer: SwiftUI.View")
            parameters.append("@SwiftUI.ViewBuilder footer: () -> Footer")
        }
        var doc = "A link to the \(section.title) screen."
        if openHeader || openFooter {
            let slots = [openHeader ? "header" : nil, openFooter ? "footer" : nil].compactMap { $0 }.joined(separator: " and ")
            doc += header || footer ? "" : " The schema leaves its \(slots) open; the overloads with those parameters fill them."
        }
        printer.lines(SwiftEscaping.docComment(doc))
        let genericClause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        printer.open("public func \(FormNames.link(section))\(genericClause)(\(parameters.joined(separator: ", "))) -> some SwiftUI.View {")
        // A section with `visibleWhen:`/`enabledWhen:`: its link is shown (enabled) while the condition holds.
        let conditional = section.visibleWhen != nil || section.enabledWhen != nil
        if conditional {
            printer.open("SettingsSwiftUI.SettingsSectionConditions(store: store, sectionID: \(SwiftEscaping.stringLiteral(id))) {")
        }
        printer.open("SwiftUI.NavigationLink {")
        let headerArgument = header ? "header()" : "SwiftUI.EmptyView()"
        let footerArgument = footer ? "footer()" : "SwiftUI.EmptyView()"
        printer.line("\(root).\(FormNames.view(section))(host: self, header: \(headerArgument), footer: \(footerArgument))")
        printer.outdent()
        printer.open("} label: {")
        if section.icon != nil || section.color != nil {
            // The section's `icon:`/`color:`: the tile in front of the title, as setting rows have it.
            let icon = section.icon.map(SwiftEscaping.stringLiteral) ?? "nil"
            let color = section.color.map(SwiftEscaping.stringLiteral) ?? "nil"
            printer.open("SwiftUI.HStack {")
            printer.line("SettingsSwiftUI.SettingsIconTile(icon: \(icon), color: \(color))")
            printer.line("SwiftUI.Text(verbatim: \(SwiftEscaping.stringLiteral(section.title)))")
            printer.close()
        } else {
            printer.line("SwiftUI.Text(verbatim: \(SwiftEscaping.stringLiteral(section.title)))")
        }
        printer.close()
        if conditional { printer.close() }
        printer.close()
    }

    mutating func sectionView(_ section: SectionIR, id: String) {
        let type = FormNames.view(section)
        printer.open("extension \(root) {")
        printer.lines(SwiftEscaping.docComment("The \(section.title) screen: its settings, links to its subsections, its header and footer."))
        printer.open("public struct \(type)<Host: \(dsl), Header: SwiftUI.View, Footer: SwiftUI.View>: SwiftUI.View {")
        printer.line("public let host: Host")
        printer.line("/// Shown above the section when the schema leaves its header open.")
        printer.line("public let header: Header")
        printer.line("/// Shown below the section when the schema leaves its footer open.")
        printer.line("public let footer: Footer")
        printer.line()
        printer.open("public init(host: Host, header: Header, footer: Footer) {")
        printer.line("self.host = host")
        printer.line("self.header = header")
        printer.line("self.footer = footer")
        printer.close()
        printer.line()
        printer.open("public var body: some SwiftUI.View {")
        printer.open("SwiftUI.Form {")
        printer.open("SwiftUI.Section {")
        let editors = customEditors.filter { $0.sectionID == id }
        if section.actions.isEmpty && section.navigations.isEmpty && section.details.isEmpty && editors.isEmpty {
            printer.line("SettingsSwiftUI.SettingsRows(store: host.store, sectionID: \(SwiftEscaping.stringLiteral(id)))")
        } else {
            printer.line("SettingsSwiftUI.SettingsRows(")
            printer.indent()
            printer.line("store: host.store, sectionID: \(SwiftEscaping.stringLiteral(id)),")
            if !section.actions.isEmpty {
                // Action rows call the host's hooks by name; the protocol requires each one.
                printer.open("perform: { hook in")
                printer.line("switch hook {")
                var seen: Set<String> = []
                for action in section.actions where seen.insert(action.hook).inserted {
                    printer.line("case \(SwiftEscaping.stringLiteral(action.hook)): host.\(action.hook)()")
                }
                printer.line("default: break")
                printer.line("}")
                printer.close(section.navigations.isEmpty && section.details.isEmpty && editors.isEmpty ? "}" : "},")
            }
            if !section.navigations.isEmpty {
                // Navigation rows open the screens of other sections, by the target's id.
                printer.open("destination: { id in")
                printer.line("switch id {")
                var seen: Set<String> = []
                for row in section.navigations where seen.insert(row.target).inserted {
                    guard let target = SchemaForm.section(row.target, in: schema) else { continue }
                    let targetID = SchemaForm.sectionKeys(row.target, in: schema).joined(separator: ".")
                    printer.line("case \(SwiftEscaping.stringLiteral(targetID)): return SwiftUI.AnyView(\(root).\(FormNames.view(target))(host: host, header: SwiftUI.EmptyView(), footer: SwiftUI.EmptyView()))")
                }
                printer.line("default: return SwiftUI.AnyView(SwiftUI.EmptyView())")
                printer.line("}")
                printer.close(section.details.isEmpty && editors.isEmpty ? "}" : "},")
            }
            if !section.details.isEmpty {
                // Detail rows read the host's external data; the details protocol requires each property.
                printer.open("detail: { property in")
                printer.line("switch property {")
                var seen: Set<String> = []
                for row in section.details where seen.insert(row.property).inserted {
                    printer.line("case \(SwiftEscaping.stringLiteral(row.property)): return host.externalData.\(row.property)")
                }
                printer.line("default: return nil")
                printer.line("}")
                printer.close(editors.isEmpty ? "}" : "},")
            }
            if !editors.isEmpty {
                // Custom settings show the host's editor of each, bound to the store; the protocol requires each hook.
                printer.open("editor: { id in")
                printer.line("switch id {")
                for editor in editors {
                    let settingID = SwiftEscaping.stringLiteral((id.isEmpty ? "" : id + ".") + editor.setting.key)
                    printer.line("case \(settingID): return SwiftUI.AnyView(host.\(editor.function)(host.store.settingsBinding(\(editor.keyPath))))")
                }
                printer.line("default: return nil")
                printer.line("}")
                printer.close("}")
            }
            printer.outdent()
            printer.line(")")
        }
        for child in section.sections {
            platformLimited(child.platforms, parent: section.platforms) { $0.line("host.\(FormNames.link(child))()") }
        }
        printer.outdent()
        printer.open("} header: {")
        printer.line(slot(section.header, section: section, footer: false))
        printer.outdent()
        printer.open("} footer: {")
        printer.line(slot(section.footer, section: section, footer: true))
        printer.close()
        printer.close()
        // A `Swift.String`, not a literal: the title is shown verbatim, not looked up as a localization key.
        printer.line(".navigationTitle(Swift.String(\(SwiftEscaping.stringLiteral(section.title))))")
        printer.close()
        printer.close()
        printer.close()
    }

    /// Prints `body` inside `#if os(iOS) || os(macOS)` when `platforms` limits it more than `parent` does (the
    /// link to a subsection shown on fewer platforms than its parent). The link functions and section views
    /// themselves exist on every platform, so host code that names them compiles everywhere.
    mutating func platformLimited(_ platforms: [Platform]?, parent: [Platform]?, _ body: (inout CodePrinter) -> Void) {
        guard let platforms, platforms != parent else {
            body(&printer)
            return
        }
        printer.line("#if \(Platform.condition(platforms))")
        body(&printer)
        printer.line("#endif")
    }

    func slot(_ text: HeaderFooterIR?, section: SectionIR, footer: Bool) -> String {
        switch text {
        case nil: footer ? "self.footer" : "self.header"
        case .text(let text): "SettingsSwiftUI.SettingsSectionText(\(SwiftEscaping.stringLiteral(text)))"
        case .inject: "host.\(FormNames.hook(section, footer: footer))()"
        }
    }
}
