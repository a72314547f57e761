// The settings of AutomaticSettings' example, as its README, the documentation in the seeds and its example app
// write them (github.com/krzysztofzablocki/AutomaticSettings), gathered into one app's BetaSettings for
// `settingsc import --from automatic-settings`. The enums are ours: the originals are not shown.
import AutomaticSettings
import SwiftUI

struct BetaSettings: AutomaticSettings {
    struct Calculation: AutomaticSettings {
        var text = "Default"
        var mode = Mode.linearRegression
        var averageMethod = .weightedAverage
        // sourcery: range = 1...30
        var timePeriod = 7
    }

    // sourcery: injectFooter
    struct Smoothing: AutomaticSettings {
        // sourcery: requiresRestart
        var dayPeriod = 7
        var algorithm = Algorithm.movingAverage

        struct Grouped: AutomaticSettings {
            // sourcery: range = 1...4, step = 0.5
            var level: Float = 1

            var prettyCool = true
            // sourcery: sideEffect = Tracker.shared.refresh()
            var nickname: String? = nil
        }

        var grouped: Grouped = .init()
    }

    // sourcery: injectHeader
    struct Advertising: AutomaticSettings {
        // sourcery: skipSetting
        var lastShown = 0
        var showsAds = true
        var provider: AdProvider = .admob
        var startDate = Date()
        let build = 42
        var partnerIDs: [String] = []
        var isEnabled: Bool { showsAds }
    }

    var calculation: Calculation = .init()
    var smoothing: Smoothing = .init()
    var advertising = Advertising()
    var betaBuild = false
}

enum Mode: String, CaseIterable, Hashable {
    case linearRegression
    case exponentialSmoothing
}

enum AverageMethod: String, CaseIterable, Hashable {
    case weightedAverage
    case simpleAverage = "simple"
}

enum Algorithm: String, CaseIterable, Hashable {
    case movingAverage
    case weightedMovingAverage = "weighted-moving-average"
}

enum AdProvider: Int, CaseIterable, Hashable {
    case admob = 1
    case facebook
}

final class BetaSettingsExternalData: ObservableObject {
    @Published var userID = ""
}

struct ContentView: View {
    var settings: BetaSettings {
        guard let data = UserDefaults.standard.object(forKey: "Settings") as? Data,
              let decoded = try? JSONDecoder().decode(BetaSettings.self, from: data) else { return .init() }
        return decoded
    }

    func save(_ settings: BetaSettings) {
        UserDefaults.standard.setValue(try? JSONEncoder().encode(settings), forKey: "Settings")
    }

    var body: some View { Text("Beta") }
}
