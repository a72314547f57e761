#if canImport(SwiftUI)
public import SettingsRuntime
public import SettingsStore
public import SwiftUI

/// The review screen: every change as `old → new` with a restart marker and, for a preset's value, the preset;
/// what the last remote refresh changed (not an edit: nothing to save); then Save (or "Save & restart") and Cancel. Saving runs the store's side effects, persists and calls its restart hook.
public struct SettingsReviewView<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    /// Called after a save or a cancel, e.g. to dismiss the sheet.
    public let onClose: @MainActor () -> Void
    /// Called when saving fails (a missing side-effect hook, or persistence); the changes stay pending.
    public let onError: @MainActor (any Error) -> Void

    public init(store: SettingsStore<Root>, onClose: @escaping @MainActor () -> Void,
                onError: @escaping @MainActor (any Error) -> Void) {
        self.store = store
        self.onClose = onClose
        self.onError = onError
    }

    public var body: some View {
        Form {
            Section {
                ForEach(store.changes) { change in
                    VStack(alignment: .leading) {
                        // The sections above the title, so two settings of one title are told apart.
                        if !change.sectionTitles.isEmpty {
                            Text(verbatim: change.sectionPath)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        HStack {
                            Text(verbatim: change.title)
                            Spacer()
                            if change.requiresRestart {
                                Image(systemName: "arrow.clockwise")
                            }
                        }
                        Text(verbatim: change.summary)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                        // Changed elsewhere while edited here: both values, never one dropped (SettingsStore+Storage.swift).
                        if let conflict = store.conflict(for: change.id) {
                            Text(verbatim: conflict.summary)
                                .font(.footnote)
                        }
                        if let origin = store.originLabel(of: change) {  // "From preset staging" (SettingsStore+Layers.swift)
                            Text(verbatim: origin)
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            } footer: {
                if store.needsRestart {
                    Text(verbatim: "Settings marked with an arrow take effect after a restart.")
                }
            }
            SettingsRemoteRefreshSection(store: store)
            Section {
                Button(store.needsRestart ? "Save & restart" : "Save") {
                    do {
                        try store.save()
                        onClose()
                    } catch {
                        onError(error)
                    }
                }
                Button("Discard changes") {
                    store.cancel()
                    onClose()
                }
            }
        }
        .navigationTitle("Review changes")
    }
}
#endif
