public import SettingsCompiler

/// The macOS Settings scene (issue 33), for a schema with `view:` and `settingsWindow: true`:
/// `<View>+SettingsWindow.swift`. The state builds on every platform (Linux tests run it); the window and the scene
/// are inside `#if canImport(AppKit) && canImport(SwiftUI)` (macOS), and the opener inside `#if canImport(AppKit)`:
/// `canImport`, not `os(macOS)`, so `make test-apple-sdk`'s check of other platforms' `#if os(...)` branches against
/// the iOS SDK leaves them out.
///
/// - `<Root>WindowState` (`@Observable`): the selected tab (restored from the app's `UserDefaults`, as `@AppStorage`
///   keeps it), a `SettingsNavigator` per tab, `show(_:)` (a route's tab, its screens below the tab and its row
///   highlighted) and `openSettings(_:)` (the same, then the window opened through the menu action `SettingsLink`
///   uses: macOS 14.0 has no `openSettings` environment action);
/// - `<Root>Window<Host>`, over the app's host of the DSL (`<View>DSL`, which gives the store and the hooks): a `TabView`
///   with a tab per section of `settingsWindow: {tabs:}` in its order, else per top-level section in schema order
///   (its `icon:`, else `gearshape`), each the section's content in a grouped `Form` inside the DSL's navigation
///   stack (search included), at a fixed width and a height from its rows;
/// - `<Root>Scene`: `Settings { <Root>Window(...) }` for the app's body.
///
/// Without `tabs:`, sections limited to a build configuration (`only:`) or to other platforms (`platforms:` without
/// macOS) are no tabs; with it, the validator refuses such a tab (SC1792), and sections not listed are no tabs.
/// A route into a section that is no tab is not shown in the window (`show(_:)` leaves it as it is).
public struct SettingsWindowBackend: Backend {
    public init() {}

    public var name: String { "settings-window" }
    public var summary: String { "the macOS Settings scene (tabs, opener) for schemas with `settingsWindow: true` and `view:`" }

    /// The window's width (points): the HIG's settings windows keep one width across tabs.
    public static let width = 500

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        guard schema.settingsWindow, let view = schema.viewName, !Self.tabs(schema).isEmpty else { return [] }
        var renderer = WindowRenderer(schema: schema, view: view)
        return [RenderedFile(path: "\(view)+SettingsWindow.swift", bytes: renderer.render())]
    }

    public func nothingToWrite(for schema: SchemaIR) -> String? {
        if !schema.settingsWindow { return "the schema does not say `settingsWindow: true`" }
        if schema.viewName == nil { return "the schema has no `view:`, whose DSL the window hosts" }
        return Self.tabs(schema).isEmpty ? "no top-level section is shown on macOS in every build" : nil
    }

    /// The top-level sections that become tabs: those `settingsWindow: {tabs:}` names, in its order (checked by the
    /// validator), else those shown on macOS in every build, in schema order, but for those only navigation rows open
    /// (`presentation: unlisted`).
    static func tabs(_ schema: SchemaIR) -> [SectionIR] {
        guard let names = schema.settingsWindowTabs else {
            return schema.root.sections.filter {
                $0.only == nil && $0.presentation != .unlisted && ($0.platforms?.contains(.macOS) ?? true)
            }
        }
        let byName = Dictionary(schema.root.sections.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return names.compactMap { byName[$0] }
    }

    /// A tab's height (points): room for its rows and subsection links, within what a settings window should take.
    static func height(_ section: SectionIR) -> Int {
        min(max(120 + 44 * (section.rows.count + section.sections.count), 240), 640)
    }
}

/// Owns its printer, so it is noncopyable like the printer (`CodePrinter`).
private struct WindowRenderer: ~Copyable {
    let schema: SchemaIR
    let view: String
    var printer = CodePrinter()

    init(schema: SchemaIR, view: String) {
        self.schema = schema
        self.view = view
    }

    var root: String { schema.rootTypeName }
    var state: String { root + "WindowState" }

    mutating func render() -> [UInt8] {
        let tabs = SettingsWindowBackend.tabs(schema)
        printer.lines(GeneratedHeader.lines(for: schema, commentPrefix: "//"))
        printer.line("// swiftlint:disable all")
        printer.line()
        // The state builds everywhere (Linux tests run it); the window and the scene on macOS.
        for module in ["Foundation", "Observation", "SettingsRuntime", "SettingsStore"] { printer.line("import \(module)") }
        for module in schema.imports { printer.line("import \(module)") }
        printer.line("#if canImport(AppKit)")
        printer.line("import AppKit")
        printer.line("#endif")
        printer.line()
        stateClass(tabs)
        printer.line()
        printer.line("#if canImport(AppKit) && canImport(SwiftUI)")
        printer.line("import SettingsSwiftUI")
        printer.line("import SwiftUI")
        printer.line()
        window(tabs)
        printer.line()
        scene()
        printer.line("#endif")
        return printer.bytes
    }

    func tabCase(_ section: SectionIR) -> String { SwiftNames.escaped(section.name) }

    mutating func stateClass(_ tabs: [SectionIR]) {
        printer.lines(SwiftEscaping.docComment("Where the macOS Settings window of \(root) is: its tab, and each tab's screens and highlighted row."))
        printer.line("@MainActor @Observable")
        printer.open("public final class \(state) {")
        printer.line(schema.settingsWindowTabs == nil
            ? "/// The tabs: the top-level sections, in schema order."
            : "/// The tabs: the sections `settingsWindow: {tabs:}` lists, in its order.")
        printer.open("public enum Tab: Swift.String, Swift.CaseIterable, Swift.Sendable {")
        for section in tabs { printer.line("case \(tabCase(section)) = \(SwiftEscaping.stringLiteral(section.id))") }
        printer.close()
        printer.line()
        printer.line("/// The key under which the last tab is kept in the app's `UserDefaults` (as `@AppStorage` keeps it).")
        printer.line("public static let tabKey = \(SwiftEscaping.stringLiteral("settingsc.\(root).settingsTab"))")
        printer.line()
        printer.line("/// The tab shown; kept in `defaults` under `tabKey`, so the next launch opens it again.")
        printer.open("public var tab: Tab {")
        printer.line("get { selectedTab }")
        printer.open("set {")
        printer.line("selectedTab = newValue")
        printer.line("defaults.set(newValue.rawValue, forKey: Self.tabKey)")
        printer.close()
        printer.close()
        printer.line("private var selectedTab: Tab")
        printer.line("private let defaults: Foundation.UserDefaults")
        printer.line("private let navigators: [Tab: SettingsNavigator]")
        printer.line()
        printer.line("/// The last tab shown (read from `defaults`), else the first.")
        printer.open("public init(defaults: Foundation.UserDefaults = .standard) {")
        printer.line("self.defaults = defaults")
        printer.line("selectedTab = defaults.string(forKey: Self.tabKey).flatMap(Tab.init(rawValue:)) ?? .\(tabCase(tabs[0]))")
        printer.line("navigators = Swift.Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0, SettingsNavigator()) })")
        printer.close()
        printer.line()
        printer.line("/// A tab's label: its section's title.")
        tabFunction("title", "Swift.String", tabs) { SwiftEscaping.stringLiteral($0.title) }
        printer.line()
        printer.line("/// A tab's SF Symbol: its section's `icon:`, else `gearshape`.")
        tabFunction("icon", "Swift.String", tabs) { SwiftEscaping.stringLiteral($0.icon ?? "gearshape") }
        printer.line()
        printer.line("/// A tab's height in points (the window keeps \(SettingsWindowBackend.width) points of width): room for its rows, 240 to 640.")
        tabFunction("height", "Swift.Int", tabs) { String(SettingsWindowBackend.height($0)) }
        printer.line()
        printer.line("/// The navigator of a tab's screens.")
        printer.open("public func navigator(_ tab: Tab) -> SettingsNavigator {")
        printer.line("navigators[tab] ?? SettingsNavigator()")
        printer.close()
        printer.line()
        printer.line("/// The tab a route is in: its top-level section's (nil for a section that is no tab).")
        printer.open("public static func tab(of route: \(root).Route) -> Tab? {")
        printer.line("route.keys.first.flatMap { key in Tab.allCases.first { $0.rawValue == key } }")
        printer.close()
        printer.line()
        printer.line("/// Shows `route` in the window: its tab, its screens below the tab, its row highlighted.")
        printer.open("public func show(_ route: \(root).Route) {")
        printer.line("guard let tab = Self.tab(of: route) else { return }")
        printer.line("let destination = \(root).destination(of: route)")
        printer.line("self.tab = tab")
        printer.line("let navigator = self.navigator(tab)")
        printer.line("navigator.path = destination.screens.dropFirst().map(SettingsScreenID.init(sectionID:))")
        printer.line("navigator.highlightedRowID = destination.highlightedRowID")
        printer.close()
        printer.line()
        printer.line("#if canImport(AppKit)")
        printer.line("/// Opens the Settings window at `route`. macOS 14.0 has no `openSettings` environment action: this sends the")
        printer.line("/// window's menu action, as `SettingsLink` does.")
        printer.open("public func openSettings(_ route: \(root).Route) {")
        printer.line("show(route)")
        printer.line("AppKit.NSApplication.shared.activate()")
        printer.line("AppKit.NSApplication.shared.sendAction(Selector((\"showSettingsWindow:\")), to: nil, from: nil)")
        printer.close()
        printer.line("#endif")
        printer.close()
    }

    mutating func window(_ tabs: [SectionIR]) {
        printer.lines(SwiftEscaping.docComment("""
            The macOS Settings window of \(root): a tab per top-level section (toolbar style), each its section's screens \
            with search; the last tab is restored. `host` is the app's host of the DSL (`\(view)DSL`), which gives the \
            screens, the store and the hooks the schema leaves to the app.
            """))
        printer.open("public struct \(root)Window<Host: \(view)DSL>: SwiftUI.View {")
        printer.line("public let host: Host")
        printer.line("@SwiftUI.Bindable public var state: \(state)")
        printer.line()
        printer.open("public init(host: Host, state: \(state)) {")
        printer.line("self.host = host")
        printer.line("self.state = state")
        printer.close()
        printer.line()
        printer.open("public var body: some SwiftUI.View {")
        // One view for every tab, its content by a switch to `AnyView` (as `settingsScreen(sectionID:)`): a view
        // builder per tab would nest one generic type per tab, whose type-check grows with the tab count.
        printer.open("SwiftUI.TabView(selection: $state.tab) {")
        printer.open("SwiftUI.ForEach(\(state).Tab.allCases, id: \\.self) { tab in")
        printer.open("host.settingsNavigationStack(state.navigator(tab)) {")
        printer.line("SwiftUI.Form { content(of: tab) }.formStyle(.grouped)")
        printer.close()
        printer.line(".tabItem { SwiftUI.Label(\(state).title(of: tab), systemImage: \(state).icon(of: tab)) }")
        printer.line(".tag(tab)")
        printer.line(".frame(width: \(SettingsWindowBackend.width), height: SwiftUI.CGFloat(\(state).height(of: tab)))")
        printer.close()
        printer.close()
        printer.close()
        printer.line()
        printer.line("/// A tab's content: its section's rows and subsections' links.")
        printer.open("private func content(of tab: \(state).Tab) -> SwiftUI.AnyView {")
        printer.open("switch tab {")
        for section in tabs {
            printer.line("case .\(tabCase(section)): return SwiftUI.AnyView(host.\(FormNames.content(section))())")
        }
        printer.close()
        printer.close()
        printer.close()
    }

    /// `public static func <name>(of tab: Tab) -> <type>`: a switch over the tabs.
    mutating func tabFunction(_ name: String, _ type: String, _ tabs: [SectionIR], _ value: (SectionIR) -> String) {
        printer.open("public static func \(name)(of tab: Tab) -> \(type) {")
        printer.open("switch tab {")
        for section in tabs { printer.line("case .\(tabCase(section)): \(value(section))") }
        printer.close()
        printer.close()
    }

    mutating func scene() {
        printer.lines(SwiftEscaping.docComment("The `Settings` scene for the app's body: `\(root)Scene(host: hostView, state: state)`."))
        printer.open("public struct \(root)Scene<Host: \(view)DSL>: SwiftUI.Scene {")
        printer.line("public let host: Host")
        printer.line("public let state: \(state)")
        printer.line()
        printer.open("public init(host: Host, state: \(state)) {")
        printer.line("self.host = host")
        printer.line("self.state = state")
        printer.close()
        printer.line()
        printer.open("public var body: some SwiftUI.Scene {")
        printer.open("SwiftUI.Settings {")
        printer.line("\(root)Window(host: host, state: state)")
        printer.close()
        printer.close()
        printer.close()
    }
}
