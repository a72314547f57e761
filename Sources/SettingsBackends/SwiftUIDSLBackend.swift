public import SettingsCompiler

/// The SwiftUI DSL for the schema's host view (`view:`): `<View>+SettingsDSL.swift`, inside
/// `#if canImport(SwiftUI)`. It declares a protocol the host view adopts (`BetaSettingsViewDSL`), whose
/// requirements are the store and one function per `header: inject` / `footer: inject`
/// (`smoothingSectionFooter()`), one per app screen a `screen:` row opens (`accountsScreen()`) and its `value:`
/// property, so a missing or misnamed hook is a compile error; an extension giving the
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
        if schema.variesByConfiguration {  // one variant per build configuration (ConfigurationVariants.swift)
            return [RenderedFile(path: "\(view)+SettingsDSL.swift", bytes: ConfigurationVariants.render(schema) { var r = DSLRenderer(schema: $0, view: view); return r.render() })]
        }
        var renderer = DSLRenderer(schema: schema, view: view)
        return [RenderedFile(path: "\(view)+SettingsDSL.swift", bytes: renderer.render())]
    }

    public func render(_ schema: SchemaIR, into output: any RenderOutput) {
        guard let view = schema.viewName else { return }
        if schema.variesByConfiguration { return render(schema).forEach(output.add) }
        var renderer = DSLRenderer(schema: schema, view: view)
        renderer.printer = output.beginFile("\(view)+SettingsDSL.swift")
        output.endFile(renderer.render())
    }
}

/// Owns its printer, so it is noncopyable like the printer (`CodePrinter`).
private struct DSLRenderer: ~Copyable {
    let schema: SchemaIR
    let view: String
    var printer = CodePrinter()

    init(schema: SchemaIR, view: String) {
        self.schema = schema
        self.view = view
    }

    var root: String { schema.rootTypeName }
    var dsl: String { view + "DSL" }

    /// A section and its dotted key path (`id`), held by reference: a `SectionIR` is a large struct, and each pass over
    /// a list of them copied every one (issue 32: some 2 M instructions of the DSL at N = 1,000).
    final class SectionEntry {
        let section: SectionIR
        let id: String
        init(_ section: SectionIR) {
            self.section = section
            self.id = section.id
        }
    }

    /// Every section at every depth, depth first: made once by ``render()`` (it is read some ten times), else on
    /// each read.
    var sections: [SectionEntry] {
        sectionsMemo ?? schema.root.descendants.map(SectionEntry.init)
    }
    private var sectionsMemo: [SectionEntry]?
    /// ``customEditors`` and ``detailProperties``, made once by ``render()`` (each is read several times).
    private var customEditorsMemo: [CustomEditor]?
    private var detailPropertiesMemo: [String]?

    /// The inject hooks, in section order: (function name, associated type name, doc text).
    var hooks: [(function: String, type: String, doc: String)] {
        sections.flatMap { entry -> [(String, String, String)] in
            var hooks: [(String, String, String)] = []
            if entry.section.header == .inject {
                let name = FormNames.hook(entry.section, footer: false)
                hooks.append((name, Self.upperFirst(name), "The header of the \(entry.section.title) section (`header: inject`)."))
            }
            if entry.section.footer == .inject {
                let name = FormNames.hook(entry.section, footer: true)
                hooks.append((name, Self.upperFirst(name), "The footer of the \(entry.section.title) section (`footer: inject`)."))
            }
            return hooks
        }
    }

    /// The editor hooks of custom settings (`custom(Region)`), in section order: the setting, its section's id, the
    /// hook (`profileRegionEditor`), the associated type (`ProfileRegionEditor`) and the bound Swift type.
    typealias CustomEditor = (setting: SettingIR, sectionID: String, keyPath: String, function: String, type: String, valueType: String)

    var customEditors: [CustomEditor] {
        if let customEditorsMemo { return customEditorsMemo }
        var result: [(SettingIR, String, String, String, String, String)] = []
        let root = self.root
        func walk(_ section: SectionIR, names: [String]) {
            for setting in section.settings {
                guard let name = setting.type.customTypeName else { continue }
                let function = FormNames.customEditor(section, setting)
                let valueType = name + (setting.type.isOptional ? "?" : "")
                // A deprecated setting is reached through its storage (`_name`), as in the form.
                let keyPath = "\\\(root)." + (names.map(SwiftNames.escaped) + [setting.storageName]).joined(separator: ".")
                result.append((setting, section.id, keyPath, function, FormNames.customEditorType(typeName: section.typeName, setting: setting.name), valueType))
            }
            for child in section.sections { walk(child, names: names + [child.name]) }
        }
        walk(schema.root, names: [])
        return result
    }

    /// The action hooks, each once, in section order, with the titles of the rows that run it.
    var actionHooks: [(hook: String, titles: [String])] {
        var result: [(hook: String, titles: [String])] = []
        var indices: [String: Int] = [:]
        for entry in sections {
            for action in entry.section.actions {
                if let index = indices[action.hook] {
                    result[index].titles.append(action.title)
                } else {
                    indices[action.hook] = result.count
                    result.append((action.hook, [action.title]))
                }
            }
        }
        return result
    }

    /// The hooks of app-screen rows (`accountsScreen`), each once, in section order, with the titles of the rows that
    /// open it; and the host view's properties their values read (`value: accountSummary`), each once.
    var screenHooks: (hooks: [(hook: String, titles: [String])], values: [String]) {
        var hooks: [(hook: String, titles: [String])] = []
        var indices: [String: Int] = [:]
        var values: [String] = []
        var seenValues: Set<String> = []
        for entry in sections {
            for row in entry.section.screens {
                if let index = indices[row.hook] {
                    hooks[index].titles.append(row.title)
                } else {
                    indices[row.hook] = hooks.count
                    hooks.append((row.hook, [row.title]))
                }
                if let value = row.value, seenValues.insert(value).inserted { values.append(value) }
            }
        }
        return (hooks, values)
    }

    /// The external data's properties that detail rows show, each once, in section order.
    var detailProperties: [String] {
        if let detailPropertiesMemo { return detailPropertiesMemo }
        var result: [String] = []
        var seen: Set<String> = []
        for entry in sections {
            for row in entry.section.details where seen.insert(row.property).inserted { result.append(row.property) }
        }
        return result
    }

    /// `DebugMenuExternalDataDetails`: the protocol the app's external data adopts (its detail properties).
    var detailsProtocol: String { (schema.externalDataName ?? root + "ExternalData") + "Details" }

    static func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    mutating func render() -> [UInt8] {
        sectionsMemo = sections
        customEditorsMemo = customEditors
        detailPropertiesMemo = detailProperties
        printer.lines(GeneratedHeader.lines(for: schema, commentPrefix: "//"))
        printer.line("// swiftlint:disable all")
        printer.line()
        if !detailProperties.isEmpty {
            // Outside `#if canImport(SwiftUI)`: it uses no SwiftUI, so the app's adoption compiles on every platform.
            for module in schema.imports { printer.line("import \(module)") }
            printer.line()
            printer.lines(SwiftEscaping.docComment("""
                The properties of `\(schema.externalDataName ?? "")` that detail rows show: make it adopt this protocol \
                (`extension \(schema.externalDataName ?? ""): \(detailsProtocol) {}`); a missing property is a compile error.
                """))
            printer.open("public protocol \(detailsProtocol) {")
            for property in detailProperties { printer.line("var \(property): Swift.String { get }") }
            printer.close()
            printer.line()
        }
        printer.line("#if canImport(SwiftUI)")
        printer.line("import SettingsRuntime")
        printer.line("import SettingsStore")
        printer.line("import SettingsSwiftUI")
        printer.line("import SwiftUI")
        if detailProperties.isEmpty { for module in schema.imports { printer.line("import \(module)") } }
        printer.line()
        protocolDeclaration()
        printer.line()
        links()
        RouteEmission.renderDSL(schema, dsl: dsl, into: &printer)  // deep links (the find area; RouteEmission.swift)
        let editorsBySection = Dictionary(grouping: customEditors, by: \.sectionID)
        // The same for every section view: made once.
        let generics = "<Host: \(dsl), Header: SwiftUI.View, Footer: SwiftUI.View>: SwiftUI.View {", rootExtension = "extension \(root) {"
        for entry in sections {
            printer.line()
            sectionView(entry.section, id: entry.id, editors: editorsBySection[entry.id] ?? [], generics: generics, rootExtension: rootExtension)
        }
        printer.line("#endif")
        return printer.bytes
    }

    /// The most children a `@ViewBuilder` block gets: the iOS 17 SDK's `buildBlock` takes at most ten.
    static let builderLimit = 10

    /// Prints the children of a `@ViewBuilder` block (each child its lines), at most ``builderLimit`` at each level:
    /// a longer list is split into at most ten `SwiftUI.Group`s of ten, a hundred, ... (transparent in a `Form` or
    /// `List`), recursively.
    mutating func builderChildren(_ children: ArraySlice<[String]>) {
        guard children.count > Self.builderLimit else {
            for child in children { printer.lines(child) }
            return
        }
        // Groups of ten, of a hundred, ...: the fewest levels, and full groups but the last.
        var size = Self.builderLimit
        while (children.count + size - 1) / size > Self.builderLimit { size *= Self.builderLimit }
        var start = children.startIndex
        while start < children.endIndex {
            let end = min(start + size, children.endIndex)
            printer.open("SwiftUI.Group {")
            builderChildren(children[start..<end])
            printer.close()
            start = end
        }
    }

    /// The lines `build` prints with a printer of its own, for a child of a `@ViewBuilder` block.
    func lines(_ build: (inout DSLRenderer) -> Void) -> [String] {
        var renderer = DSLRenderer(schema: schema, view: view)
        build(&renderer)
        // Split on the bytes (the printer's text is valid UTF-8 and holds no "\r"): splitting the `String` went a
        // `Character` at a time, 7 M instructions for 100 sections (issue 32).
        let bytes = renderer.printer.bytes
        var result: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(String(decoding: bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        return result
    }

    /// The child standing for a subsection in its parent's content (or in `allSettingsLinks`): its link, or its
    /// content for `presentation: inline`, inside `#if os(...)` when it is limited to fewer platforms than the parent.
    static func subsectionChild(_ child: SectionIR, parent: SectionIR?, receiver: String) -> [String] {
        let call = "\(receiver)\(child.presentation == .inline ? FormNames.content(child) : FormNames.link(child))()"
        guard let platforms = child.platforms, platforms != parent?.platforms else { return [call] }
        return ["#if \(Platform.condition(platforms))", call, "#endif"]
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
            // The default type is only a fallback for the diagnostic: a host view without the hook (or with a misspelled
            // one) gets "protocol requires function 'smoothingSectionFooter()'", naming the function, rather than a
            // note about an associated type it cannot infer. A host with the function infers its own type.
            printer.line("associatedtype \(hook.type): SwiftUI.View = SwiftUI.EmptyView")
            printer.lines(SwiftEscaping.docComment(hook.doc))
            printer.line("@SwiftUI.ViewBuilder func \(hook.function)() -> \(hook.type)")
        }
        for editor in customEditors {
            printer.line()
            printer.line("associatedtype \(editor.type): SwiftUI.View = SwiftUI.EmptyView")
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
        let screens = screenHooks
        for screen in screens.hooks {
            printer.line()
            // As for inject hooks, the default type only makes the diagnostic name the missing function.
            printer.line("associatedtype \(FormNames.screenHookType(screen.hook)): SwiftUI.View = SwiftUI.EmptyView")
            let rows = screen.titles.map { "\"\($0)\"" }.joined(separator: ", ")
            printer.lines(SwiftEscaping.docComment("The app's screen the \(rows) row opens (`screen:`)."))
            printer.line("@SwiftUI.ViewBuilder func \(screen.hook)() -> \(FormNames.screenHookType(screen.hook))")
        }
        for value in screens.values {
            printer.line()
            printer.line("/// The value an app-screen row shows before its chevron (`value: \(value)`).")
            printer.line("var \(value): Swift.String { get }")
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
        // `presentation: unlisted` sections have no link here: navigation rows open them.
        printer.line("/// A link to every top-level section, in schema order (the content itself for `presentation: inline`).")
        printer.line("@SwiftUI.ViewBuilder")
        printer.open("public var allSettingsLinks: some SwiftUI.View {")
        builderChildren(schema.root.sections.filter { $0.presentation != .unlisted }.map { Self.subsectionChild($0, parent: nil, receiver: "") }[...])
        printer.close()
        printer.line()
        printer.lines(SwiftEscaping.docComment("""
            The row of one setting, to place in a screen of your own: `setting(\\.\(exampleSettingPath))`. It edits the \
            setting through the store, with its control, conditions and rules, as the generated screens show it.
            """))
        printer.open("public func setting<Value>(_ keyPath: Swift.WritableKeyPath<\(root), Value>) -> some SwiftUI.View {")
        printer.line(SwiftCall("SettingsSwiftUI.SettingsSettingRow", [.init("store", "store"), .init("keyPath", "keyPath")]).inline)
        printer.close()
        for entry in sections {
            printer.line()
            link(entry.section, id: entry.id)
            printer.line()
            content(entry.section, id: entry.id)
        }
        printer.close()
    }

    /// The dotted path of names of the schema's first setting in a section (`smoothing.dayPeriod`), for the docs of
    /// `setting(_:)`.
    var exampleSettingPath: String {
        func find(_ section: SectionIR, _ names: [String]) -> String? {
            if let setting = section.settings.first { return (names + [setting.name]).joined(separator: ".") }
            for child in section.sections { if let path = find(child, names + [child.name]) { return path } }
            return nil
        }
        return schema.root.sections.lazy.compactMap { find($0, [$0.name]) }.first ?? "section.setting"
    }

    /// Writes the section's title, with its `icon:`/`color:` tile when it has one: the default label of its link.
    static func writeDefaultLabel(_ section: SectionIR, _ printer: inout CodePrinter) {
        guard section.icon != nil || section.color != nil else {
            printer.write("SwiftUI.Text(verbatim: ")
            printer.writeStringLiteral(section.title)
            printer.write(")")
            return
        }
        SwiftCall("SettingsSwiftUI.SettingsSectionLabel", [
            .init("title", SwiftEscaping.stringLiteral(section.title)),
            .init("icon", section.icon.map(SwiftEscaping.stringLiteral) ?? "nil"),
            .init("color", section.color.map(SwiftEscaping.stringLiteral) ?? "nil"),
        ]).writeInline(to: &printer)
    }

    /// Writes `Root.SmoothingView(host: self, header: header(), footer: SwiftUI.EmptyView())`: a section's view or
    /// content (`type`) for the host, with the open slots from the parameters and `EmptyView` otherwise (the view fills
    /// fixed and injected ones itself). Printed piece by piece into the printer's line (issue 32).
    static func writeHostedView(_ type: String, _ section: SectionIR, root: String, _ printer: inout CodePrinter) {
        printer.write(root)
        printer.write(".")
        printer.write(type)
        printer.write("(host: self, header: ")
        printer.write(section.header == nil ? "header()" : "SwiftUI.EmptyView()")
        printer.write(", footer: ")
        printer.write(section.footer == nil ? "footer()" : "SwiftUI.EmptyView()")
        printer.write(")")
    }

    /// Prints `body` inside `SettingsSectionConditions` for a section with `visibleWhen:`/`enabledWhen:`.
    mutating func conditional(_ section: SectionIR, id: String, store: String, _ body: (inout CodePrinter) -> Void) {
        guard section.visibleWhen != nil || section.enabledWhen != nil else {
            body(&printer)
            return
        }
        let conditions = SwiftCall("SettingsSwiftUI.SettingsSectionConditions", [.init("store", store), .init("sectionID", SwiftEscaping.stringLiteral(id))])
        printer.open(conditions.inline + " {")
        body(&printer)
        printer.close()
    }

    /// `public func name<Label: SwiftUI.View, ...>(...) -> some SwiftUI.View {`: for each slot a generic view type,
    /// and a view-builder closure parameter of it with its default view, one parameter a line when there are any.
    /// The slots: a custom label (links only), defaulting to the section's title, and the header and footer the schema
    /// leaves open, each defaulting to an empty view (SE-0347). Printed piece by piece (issue 32).
    static func function(_ name: String, _ section: SectionIR, label: Bool, _ printer: inout CodePrinter) {
        let header = section.header == nil, footer = section.footer == nil
        let count = (label ? 1 : 0) + (header ? 1 : 0) + (footer ? 1 : 0)
        printer.beginLine()
        printer.write("public func ")
        printer.write(name)
        guard count > 0 else {
            printer.write("() -> some SwiftUI.View {")
            printer.endLine()
            printer.indent()
            return
        }
        printer.write("<")
        var first = true
        for (type, present) in [("Label", label), ("Header", header), ("Footer", footer)] where present {
            if !first { printer.write(", ") }
            first = false
            printer.write(type)
            printer.write(": SwiftUI.View")
        }
        printer.write(">(")
        printer.endLine()
        printer.indent()
        var index = 0
        func beginParameter(_ name: String, _ type: String, _ printer: inout CodePrinter) {
            printer.beginLine()
            printer.write("@SwiftUI.ViewBuilder ")
            printer.write(name)
            printer.write(": () -> ")
            printer.write(type)
            printer.write(" = { ")
        }
        func endParameter(_ printer: inout CodePrinter) {
            printer.write(" }")
            index += 1
            if index < count { printer.write(",") }
            printer.endLine()
        }
        if label {
            beginParameter("label", "Label", &printer)
            writeDefaultLabel(section, &printer)
            endParameter(&printer)
        }
        if header {
            beginParameter("header", "Header", &printer)
            printer.write("SwiftUI.EmptyView()")
            endParameter(&printer)
        }
        if footer {
            beginParameter("footer", "Footer", &printer)
            printer.write("SwiftUI.EmptyView()")
            endParameter(&printer)
        }
        printer.outdent()
        printer.open(") -> some SwiftUI.View {")
    }

    mutating func link(_ section: SectionIR, id: String) {
        // The doc comment written piece by piece into its line (issue 32).
        printer.beginDocCommentLine()
        printer.write("A link to the ")
        printer.write(section.title)
        printer.write(" screen; `label:` replaces its title.")
        switch (section.header == nil, section.footer == nil) {
        case (true, true): printer.write(" The schema leaves its header and footer open: pass `header:` and `footer:` to fill them.")
        case (true, false): printer.write(" The schema leaves its header open: pass `header:` to fill it.")
        case (false, true): printer.write(" The schema leaves its footer open: pass `footer:` to fill it.")
        case (false, false): break
        }
        printer.endDocCommentLine()
        Self.function(FormNames.link(section), section, label: true, &printer)
        let root = self.root, view = FormNames.view(section)
        conditional(section, id: id, store: "store") { printer in
            printer.beginLine()
            printer.write("SettingsSwiftUI.SettingsSectionLink(destination: ")
            Self.writeHostedView(view, section, root: root, &printer)
            printer.write(", label: label())")
            printer.endLine()
        }
        printer.close()
    }

    mutating func content(_ section: SectionIR, id: String) {
        printer.beginDocCommentLine()
        printer.write("The ")
        printer.write(section.title)
        printer.write(" section's content without its screen: its rows, its subsections' links, its header and footer, to place inside a `Form` or `List` of your own.")
        printer.endDocCommentLine()
        Self.function(FormNames.content(section), section, label: false, &printer)
        let root = self.root, view = FormNames.contentView(section)
        conditional(section, id: id, store: "store") { printer in
            printer.beginLine()
            Self.writeHostedView(view, section, root: root, &printer)
            printer.endLine()
        }
        printer.close()
    }

    /// The members every section view and content view has: the host, the open header and footer, the initialiser.
    mutating func viewMembers() {
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
    }

    /// `generics` is `<Host: ..., Header: SwiftUI.View, Footer: SwiftUI.View>: SwiftUI.View {`, the same for every section.
    /// Printed piece by piece (issue 32: the lines were made as strings, and the section's content in a printer of
    /// its own, split into lines).
    mutating func sectionView(_ section: SectionIR, id: String, editors: [CustomEditor], generics: String, rootExtension: String) {
        let view = FormNames.view(section), contentView = FormNames.contentView(section)
        printer.open(rootExtension)
        printer.beginDocCommentLine()
        printer.write("The ")
        printer.write(section.title)
        printer.write(" screen: its content (`")
        printer.write(contentView)
        printer.write("`) in a form, with its title.")
        printer.endDocCommentLine()
        Self.openStruct(view, generics, &printer)
        viewMembers()
        printer.line()
        printer.open("public var body: some SwiftUI.View {")
        // The title is shown verbatim, not looked up as a localization key.
        var screen = CallLines(&printer, callee: "SettingsSwiftUI.SettingsSectionScreen")
        screen.argument("title", literal: section.title, &printer)
        screen.argument("content", root, &printer)
        printer.write(".")
        printer.write(contentView)
        printer.write("(host: host, header: header, footer: footer)")
        screen.end(&printer)
        printer.close()
        printer.close()
        printer.line()
        printer.beginDocCommentLine()
        printer.write("The ")
        printer.write(section.title)
        printer.write(" section's content: its rows and its subsections' links in a `Section` with its header and footer, then the subsections shown inline (`presentation: inline`).")
        printer.endDocCommentLine()
        Self.openStruct(contentView, generics, &printer)
        viewMembers()
        printer.line()
        printer.line("@SwiftUI.ViewBuilder")
        printer.open("public var body: some SwiftUI.View {")
        // The section's block and its inline subsections: printed in place when they fit one builder block (the
        // usual case), else as lines grouped by `builderChildren`.
        let inlineCount = section.sections.reduce(0) { $0 + ($1.presentation == .inline ? 1 : 0) }
        if 1 + inlineCount <= Self.builderLimit {
            printSectionBlock(section, id: id, editors: editors)
            for child in section.sections where child.presentation == .inline {
                printer.lines(Self.subsectionChild(child, parent: section, receiver: "host."))
            }
        } else {
            var children = [sectionBlock(section, id: id, editors: editors)]
            for child in section.sections where child.presentation == .inline {
                children.append(Self.subsectionChild(child, parent: section, receiver: "host."))
            }
            builderChildren(children[...])
        }
        printer.close()
        printer.close()
        printer.close()
    }

    /// `public struct <name><generics>` (a section's view or content view), one level deeper after it.
    static func openStruct(_ name: String, _ generics: String, _ printer: inout CodePrinter) {
        printer.beginLine()
        printer.write("public struct ")
        printer.write(name)
        printer.write(generics)
        printer.endLine()
        printer.indent()
    }

    /// Prints ``sectionBlock(_:id:editors:)``: in place when its children fit one builder block and its rows take
    /// one line (no closures), else its lines.
    mutating func printSectionBlock(_ section: SectionIR, id: String, editors: [CustomEditor]) {
        let screenCount = section.sections.reduce(0) { $0 + ($1.presentation == .screen ? 1 : 0) }
        let rowsTakeOneLine = section.actions.isEmpty && section.navigations.isEmpty && section.details.isEmpty
            && section.screens.isEmpty && editors.isEmpty
        guard rowsTakeOneLine, 1 + screenCount <= Self.builderLimit else {
            printer.lines(sectionBlock(section, id: id, editors: editors))
            return
        }
        let header = slot(section.header, section: section, footer: false)
        let footer = slot(section.footer, section: section, footer: true)
        printer.beginLine()
        SwiftCall("SettingsSwiftUI.SettingsSectionBody", [.init("header", header), .init("footer", footer)]).writeInline(to: &printer)
        printer.write(" {")
        printer.endLine()
        printer.indent()
        // `rowsExpression`'s one line.
        printer.beginLine()
        SwiftCall("SettingsSwiftUI.SettingsRows", [.init("store", "host.store"), .init("sectionID", SwiftEscaping.stringLiteral(id))]).writeInline(to: &printer)
        printer.endLine()
        for child in section.sections where child.presentation == .screen {
            printer.lines(Self.subsectionChild(child, parent: section, receiver: "host."))
        }
        printer.close()
    }

    /// `SettingsSwiftUI.SettingsSectionBody(header: ..., footer: ...) { rows; links }` of a section's content.
    func sectionBlock(_ section: SectionIR, id: String, editors: [CustomEditor]) -> [String] {
        var children = [rowsExpression(section, id: id, editors: editors)]
        for child in section.sections where child.presentation == .screen {
            children.append(Self.subsectionChild(child, parent: section, receiver: "host."))
        }
        let header = slot(section.header, section: section, footer: false)
        let footer = slot(section.footer, section: section, footer: true)
        let body = SwiftCall("SettingsSwiftUI.SettingsSectionBody", [.init("header", header), .init("footer", footer)])
        return lines { renderer in
            renderer.printer.open(body.inline + " {")
            renderer.builderChildren(children[...])
            renderer.printer.close()
        }
    }

    /// `SettingsSwiftUI.SettingsRows(...)` of a section, with the closures its action, navigation, detail and custom
    /// rows need: on one line without closures, else the store and the section's id on the first line and a closure
    /// a line.
    func rowsExpression(_ section: SectionIR, id: String, editors: [CustomEditor]) -> [String] {
        let root = self.root
        var call = SwiftCall("SettingsSwiftUI.SettingsRows", [.init("store", "host.store"), .init("sectionID", SwiftEscaping.stringLiteral(id))])
        if !section.actions.isEmpty {
            // Action rows call the host's hooks by name; the protocol requires each one.
            var seen: Set<String> = []
            let hooks = section.actions.filter { seen.insert($0.hook).inserted }
            call.add(switchClosure("perform", over: "hook", hooks.map { ($0.hook, "host.\($0.hook)()") }, default: "break"))
        }
        if !section.navigations.isEmpty {
            // Navigation rows open the screens of other sections, by the target's id.
            var seen: Set<String> = []
            let targets = section.navigations.map(\.target).filter { seen.insert($0.id).inserted }
            call.add(switchClosure("destination", over: "id", targets.map { target in
                let view = SwiftCall("\(root).\(FormNames.view(typeName: target.typeName))", [
                    .init("host", "host"), .init("header", "SwiftUI.EmptyView()"), .init("footer", "SwiftUI.EmptyView()"),
                ])
                return (target.id, "return SwiftUI.AnyView(\(view.inline))")
            }, default: "return SwiftUI.AnyView(SwiftUI.EmptyView())"))
        }
        if !section.details.isEmpty {
            // Detail rows read the host's external data; the details protocol requires each property.
            var seen: Set<String> = []
            let properties = section.details.map(\.property).filter { seen.insert($0).inserted }
            call.add(switchClosure("detail", over: "property", properties.map { ($0, "return host.externalData.\($0)") }, default: "return nil"))
        }
        if !section.screens.isEmpty {
            // App-screen rows open the host's screens by hook, and show its value properties; the protocol requires each.
            var seen: Set<String> = []
            let hooks = section.screens.map(\.hook).filter { seen.insert($0).inserted }
            call.add(switchClosure("screen", over: "hook", hooks.map { ($0, "return SwiftUI.AnyView(host.\($0)())") },
                                   default: "return SwiftUI.AnyView(SwiftUI.EmptyView())"))
            let values = section.screens.compactMap(\.value).filter { seen.insert("." + $0).inserted }
            if !values.isEmpty {
                call.add(switchClosure("screenValue", over: "property", values.map { ($0, "return host.\($0)") }, default: "return nil"))
            }
        }
        if !editors.isEmpty {
            // Custom settings show the host's editor of each, bound to the store; the protocol requires each hook.
            call.add(switchClosure("editor", over: "id", editors.map { editor in
                ((id.isEmpty ? "" : id + ".") + editor.setting.key,
                 "return SwiftUI.AnyView(host.\(editor.function)(host.store.settingsBinding(\(editor.keyPath))))")
            }, default: "return nil"))
        }
        guard call.arguments.count > 2 else { return [call.inline] }
        return lines { renderer in call.print(to: &renderer.printer, sharingFirstLine: 2) }
    }

    /// `label: { parameter in switch parameter { case "a": result ... default: fallback } }`: the closures
    /// `SettingsRows` takes, each answering for the names (hooks, section ids, properties, setting ids) it lists.
    func switchClosure(_ label: String, over parameter: String, _ cases: [(name: String, result: String)], default fallback: String) -> SwiftCall.Argument {
        .closure(label, parameters: parameter, body: ["switch \(parameter) {"]
            + cases.map { "case \(SwiftEscaping.stringLiteral($0.name)): \($0.result)" }
            + ["default: \(fallback)", "}"])
    }

    func slot(_ text: HeaderFooterIR?, section: SectionIR, footer: Bool) -> String {
        switch text {
        case nil: footer ? "self.footer" : "self.header"
        case .text(let text): "SettingsSwiftUI.SettingsSectionText(\(SwiftEscaping.stringLiteral(text)))"
        case .inject: "host.\(FormNames.hook(section, footer: footer))()"
        }
    }
}
