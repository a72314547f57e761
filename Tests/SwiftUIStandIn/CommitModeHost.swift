// Must compile: a host view of Tests/SettingsCompilerTests/Fixtures/valid/commit-and-cascades.settings.yaml (MailSettings,
// `commit: immediate` with an Account screen under review): the generated links, the restart banner, the review bar
// (shown only while the Account screen has edits waiting) and, where the platform has an UndoManager, undo through
// SwiftUI's. `make test-apple-sdk` type-checks it against the iOS and macOS SDKs, `make test-swiftui` against the
// stand-in.
import GeneratedFixtures
import SettingsStore
import SettingsSwiftUI
import SwiftUI

struct MailSettingsHostView: MailSettingsViewDSL {
    let store: SettingsStore<MailSettings>
    @State private var isReviewing = false

    var body: some View {
        Form {
            SettingsRestartBanner(store: store, restart: { store.acknowledgeRestart() })
            allSettingsLinks
            SettingsReviewBar(store: store) { isReviewing = true }
        }
        .sheet(isPresented: $isReviewing) {
            SettingsReviewView(store: store, onClose: { isReviewing = false }, onError: { _ in })
        }
        #if canImport(ObjectiveC)
        .settingsUndo(store)
        #endif
    }
}
