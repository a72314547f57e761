// The Beta settings screen, as an app writes it with the generated DSL (Generated/Swift/BetaSettingsView+SettingsDSL.swift).
// Apple platforms only: build it in an Xcode app target that depends on this package's SettingsStore and
// SettingsSwiftUI products and contains the files in Generated/Swift. On Linux, `make test-swiftui`
// type-checks this file against the SwiftUI stand-in (it cannot be built or run here).
import GeneratedSettings   // in an app target, the generated files are part of the app: drop this import
import SettingsStore
import SettingsSwiftUI
import SwiftUI

struct BetaSettingsView: BetaSettingsViewDSL {
    let store: SettingsStore<BetaSettings>
    @State private var isReviewing = false
    /// Where the screens are; a deep link (`beta://settings/smoothing/dayPeriod`) opens its screen and highlights the row.
    @State private var navigator = SettingsNavigator()

    var body: some View {
        // A NavigationStack on the navigator's path, with the generated screens as destinations.
        settingsNavigationStack(navigator) {
            Form {
                allSettingsLinks            // calculationLink(), smoothingLink(): generated
                Section {
                    // One setting's row, placed by hand: a typed key path, no string ids.
                    setting(\.smoothing.dayPeriod)
                    // A section's link with a label of the app's own (every <section>Link takes `label:`).
                    groupedLink {
                        Text("Smoothing groups")
                    } footer: {
                        Text("Levels apply to new charts.")
                    }
                } header: {
                    Text("Quick settings")
                }
                // A section's content (rows, links, header and footer) embedded in this screen.
                calculationContent(header: { Text("Calculation, inline") })
                Section {
                    Button("Review changes") { isReviewing = true }
                }
            }
            .navigationTitle("Beta settings")
            .onOpenURL { url in
                navigator.open(url, links: BetaSettings.links(scheme: "beta", host: "settings"), in: BetaSettings.self)
            }
            .sheet(isPresented: $isReviewing) {
                NavigationStack {
                    SettingsReviewView(store: store, onClose: { isReviewing = false }, onError: { error in
                        print("Saving failed: \(error)")
                    })
                }
            }
        }
    }

    // `footer: inject` in the schema: without this function (or with a misspelled name) the view does not
    // compile, because BetaSettingsViewDSL requires it.
    func smoothingSectionFooter() -> some View {
        Text("Smoothing applies to charts drawn after the change.")
    }
}
