// Commit modes in SwiftUI (docs/runtime.md, "Commit modes"): the review bar, which a screen committed at once never
// shows; the restart banner; and the store's undo steps in SwiftUI's undo manager.
#if canImport(SwiftUI)
public import SettingsRuntime
public import SettingsStore
public import SwiftUI
#if canImport(ObjectiveC)
import Foundation
#endif

/// A "Review changes" button while edits wait for the review (`commit: review`), with their count; nothing at all
/// while none do, which is always the case on screens whose sections commit at once (`commit: immediate`): such a
/// screen has no Save or Review bar.
public struct SettingsReviewBar<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    /// Opens the review (a sheet with ``SettingsReviewView``).
    public let review: @MainActor () -> Void

    public init(store: SettingsStore<Root>, review: @escaping @MainActor () -> Void) {
        self.store = store
        self.review = review
    }

    public var body: some View {
        let count = store.changes.count
        if count > 0 {
            Section {
                Button(count == 1 ? "Review 1 change" : "Review \(count) changes") { review() }
            }
        }
    }
}

/// "Restart to apply": shown while the store lists committed changes that take effect after a restart
/// (``SettingsStore/restartRequiredChanges``, saved or committed at once), with their titles; "Restart now" when the
/// app passes what a restart is, and "Later", which dismisses it (``SettingsStore/acknowledgeRestart()``).
public struct SettingsRestartBanner<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public let restart: (@MainActor () -> Void)?

    public init(store: SettingsStore<Root>, restart: (@MainActor () -> Void)? = nil) {
        self.store = store
        self.restart = restart
    }

    public var body: some View {
        let changes = store.restartRequiredChanges
        if !changes.isEmpty {
            Section {
                VStack(alignment: .leading) {
                    Text("Restart to apply")
                    Text(verbatim: changes.map(\.qualifiedTitle).joined(separator: ", "))
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                if let restart {
                    Button("Restart now") { restart() }
                }
                Button("Later") { store.acknowledgeRestart() }
            }
        }
    }
}

/// The root settings form, with nothing left for the host view to place: `content` (the DSL's `settingsRootScreen`
/// passes `allSettingsLinks`) between the restart banner and the review bar, the review in a sheet (the bar and the
/// sheet only while edits wait for review: a screen committed at once has neither), an alert when saving the review
/// fails, and the store's undo steps in SwiftUI's undo manager (Apple platforms). Put it in a navigation stack
/// (`settingsNavigationStack`, which the generated `settingsRootScreen` does).
public struct SettingsRootForm<Root: SettingsModel, Content: View>: View {
    public let store: SettingsStore<Root>
    public let title: Text
    public let restart: (@MainActor () -> Void)?
    let content: Content
    @State private var isReviewing = false
    @State private var saveError = ""
    @State private var isShowingSaveError = false

    /// - Parameters:
    ///   - title: the navigation title; a literal such as `Text("Settings")` is looked up in the app's strings.
    ///   - restart: what "Restart now" does in the restart banner; without it the banner offers only "Later".
    public init(store: SettingsStore<Root>, title: Text = Text("Settings"), restart: (@MainActor () -> Void)? = nil,
                @ViewBuilder content: () -> Content) {
        self.store = store
        self.title = title
        self.restart = restart
        self.content = content()
    }

    public var body: some View {
        let form = Form {
            SettingsRestartBanner(store: store, restart: restart)
            content
            SettingsReviewBar(store: store) { isReviewing = true }
        }
        .navigationTitle(title)
        .sheet(isPresented: $isReviewing) {
            NavigationStack {
                SettingsReviewView(store: store, onClose: { isReviewing = false }, onError: { error in
                    saveError = String(describing: error)
                    isShowingSaveError = true
                })
                .alert(Text("Could not save"), isPresented: $isShowingSaveError) {
                    Button("OK") { isShowingSaveError = false }
                } message: {
                    Text(verbatim: saveError)
                }
            }
        }
        #if canImport(ObjectiveC)
        form.settingsUndo(store)
        #else
        form
        #endif
    }
}

#if canImport(ObjectiveC)
extension View {
    /// Registers the store's undo steps (edits committed at once, `commit: immediate`) with SwiftUI's undo manager
    /// (`@Environment(\.undoManager)`): Edit > Undo, shake to undo and ⌘Z undo the last edit, and redo it.
    public func settingsUndo<Root: SettingsModel>(_ store: SettingsStore<Root>) -> some View {
        modifier(SettingsUndoModifier(store: store))
    }
}

/// Hands the store's undo registrations to the environment's undo manager.
struct SettingsUndoModifier<Root: SettingsModel>: ViewModifier {
    @Environment(\.undoManager) private var undoManager
    let store: SettingsStore<Root>

    func body(content: Content) -> some View {
        content
            .onAppear { connect(undoManager) }
            .onChange(of: undoManager) { _, manager in connect(manager) }
    }

    private func connect(_ manager: UndoManager?) {
        guard let manager else {
            store.undoRegistration = nil
            return
        }
        let store = store
        store.undoRegistration = { [weak manager] title, perform in
            guard let manager else { return }
            manager.registerUndo(withTarget: store) { _ in perform() }
            manager.setActionName(title)
        }
    }
}
#endif
#endif
