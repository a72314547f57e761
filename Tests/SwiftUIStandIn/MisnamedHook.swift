// Must NOT compile: the hook for `footer: inject` on `smoothing` is misnamed. `make test-swiftui` checks that
// type-checking this file fails with a conformance error, proving a wrong hook name is a compile error.
import GeneratedSettings
import SettingsStore
import SwiftUI

struct MisnamedHookView: BetaSettingsViewDSL {
    let store: SettingsStore<BetaSettings>
    var body: some View { allSettingsLinks }
    func smoothingFooter() -> some View { Text("wrong name") }
}
