// Deep links on screen (docs/runtime.md, "Deep links"): a navigation stack that follows a `SettingsNavigator`, so
// `navigator.open(route)` pushes the route's screens, and the highlight of the row the link asked for.
#if canImport(SwiftUI)
public import SettingsStore
public import SwiftUI

private struct SettingsHighlightedRowKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// The id of the row a deep link asked for (``SettingsNavigator/highlightedRowID``): rows with this id are
    /// highlighted and scrolled to.
    public var settingsHighlightedRowID: String? {
        get { self[SettingsHighlightedRowKey.self] }
        set { self[SettingsHighlightedRowKey.self] = newValue }
    }
}

/// The settings' root screen in a `NavigationStack` whose path is `navigator`'s: `navigator.open(route)` (or a
/// link, `navigator.open(url, links: ...)`) opens the route's screens and highlights its row. `screen` makes a
/// section's screen by its id (the generated DSL's `settingsScreen(sectionID:)`); the generated
/// `settingsNavigationStack(_:content:)` passes it.
public struct SettingsNavigationStack<Content: View>: View {
    public let navigator: SettingsNavigator
    public let screen: @MainActor (String) -> AnyView
    public let content: Content

    public init(navigator: SettingsNavigator, screen: @escaping @MainActor (String) -> AnyView, @ViewBuilder content: () -> Content) {
        self.navigator = navigator
        self.screen = screen
        self.content = content()
    }

    public var body: some View {
        NavigationStack(path: path) {
            content
                .navigationDestination(for: SettingsScreenID.self) { screenID in
                    screen(screenID.sectionID)
                }
        }
        .environment(\.settingsHighlightedRowID, navigator.highlightedRowID)
    }

    private var path: Binding<[SettingsScreenID]> {
        let navigator = navigator
        return Binding(
            get: { @MainActor in navigator.path },
            set: { @MainActor path in navigator.path = path })
    }
}

/// A row's identity for scrolling, and its highlight while a deep link asks for it.
struct SettingsRowHighlight: ViewModifier {
    let id: String
    @Environment(\.settingsHighlightedRowID) private var highlighted

    func body(content: Content) -> some View {
        content
            .id(id)
            .listRowBackground(highlighted == id ? Color.accentColor.opacity(0.2) : nil)
    }
}

extension View {
    /// Highlights the row while ``EnvironmentValues/settingsHighlightedRowID`` is `id`.
    func settingsRowHighlight(_ id: String) -> some View {
        modifier(SettingsRowHighlight(id: id))
    }
}

/// Scrolls a screen to the highlighted row when it appears.
struct SettingsScrollToHighlight<Content: View>: View {
    let content: Content
    @Environment(\.settingsHighlightedRowID) private var highlighted

    var body: some View {
        ScrollViewReader { proxy in
            content
                .onAppear {
                    if let highlighted { proxy.scrollTo(highlighted, anchor: .center) }
                }
        }
    }
}
#endif
