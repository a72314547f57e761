// Search on screen (docs/runtime.md, "Search"): `.searchable` on the settings' root; while there is a query, the
// results (store.search, which leaves out what is hidden) replace the root's content, and tapping one opens its
// screen through the navigator and highlights its row.
#if canImport(SwiftUI)
public import SettingsRuntime
public import SettingsStore
public import SwiftUI

/// The settings' root with a search field: `content` while the field is empty, the results of `store.search`
/// otherwise (disabled ones dimmed). The generated `settingsNavigationStack(_:content:)` puts it in the stack.
public struct SettingsSearchableRoot<Root: SettingsRoutesDescribed, Content: View>: View {
    public let store: SettingsStore<Root>
    public let navigator: SettingsNavigator
    public let content: Content
    @State private var query = ""

    public init(store: SettingsStore<Root>, navigator: SettingsNavigator, content: Content) {
        self.store = store
        self.navigator = navigator
        self.content = content
    }

    public var body: some View {
        results
            .searchable(text: $query)
    }

    @ViewBuilder
    private var results: some View {
        if query.isEmpty {
            content
        } else {
            List {
                ForEach(store.search(query), id: \.entry.id) { result in
                    Button {
                        navigator.open(result, in: Root.self)
                        query = ""
                    } label: {
                        SettingsRow(title: result.entry.title, description: result.entry.sectionTitles.joined(separator: " › "), control: .navigation)
                    }
                    .disabled(result.isDisabled)
                }
            }
        }
    }
}
#endif
