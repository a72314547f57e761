// Must compile: an app that imports SettingsRuntime and SettingsSwiftUI names the action row view by its type
// (`SettingsActionRow`) and the form's action row (`SettingsFormAction`, the runtime's `SettingsActionRowOf`).
// Until issue 29, `SettingsRuntime.SettingsActionRow<Fields>` made the first "ambiguous for type lookup".
// `make test-swiftui` type-checks it against the stand-in, `make test-apple-sdk` against the iOS and macOS SDKs.
import SettingsRuntime
import SettingsSwiftUI
import SwiftUI

@MainActor
func actionRowView(for action: SettingsFormAction, perform: @escaping @MainActor (String) -> Void) -> SettingsActionRow {
    let row: SettingsActionRow = SettingsActionRow(action: action, perform: perform)
    let same: SettingsActionRowOf<SettingsFormRowFields> = row.action
    _ = same.hook
    return row
}
