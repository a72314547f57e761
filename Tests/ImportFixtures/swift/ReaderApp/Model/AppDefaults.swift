// A fixture for `settingsc import --from swift` (ImportTests): defaults registered at launch and read with
// UserDefaults directly, a widget's App Group suite, and forms the importer reports instead of importing.
import Foundation

final class AppDefaults {
    static let shared = AppDefaults()
    private let defaults = UserDefaults.standard
    static let syncKey = "sync_enabled"

    func registerDefaults() {
        defaults.register(defaults: [
            "launch_count": 0,
            "auto_refresh_interval": 15.5,
            "sort_order": SortOrder.newest.rawValue,
            "signature": "Sent from \"Reader\"\n",
            Self.syncKey: true,
        ])
    }

    var launchCount: Int { defaults.integer(forKey: "launch_count") }
    var autoRefreshInterval: Double { defaults.double(forKey: "auto_refresh_interval") }
    var sortOrder: SortOrder { SortOrder(rawValue: defaults.integer(forKey: "sort_order")) ?? .newest }
    var signature: String { defaults.string(forKey: "signature") ?? "" }
    var lastSync: Date? { defaults.object(forKey: "last_sync") as? Date }
    var mutedWords: [String] { defaults.stringArray(forKey: "muted_words") ?? [] }
    var syncEnabled: Bool { defaults.bool(forKey: Self.syncKey) }
    var avatar: Data? { defaults.data(forKey: "avatar_png") }
    var legacy: Any? { defaults.object(forKey: "legacy_blob") }

    func didLaunch() {
        defaults.set(launchCount + 1, forKey: "launch_count")
        defaults.set(true, forKey: "has_seen_onboarding")
    }
}

enum SortOrder: Int {
    case newest = 0, oldest, top = 10
}

struct WidgetConfiguration {
    @AppStorage("widget_item_count", store: UserDefaults(suiteName: "group.com.example.reader")) var itemCount = 4
    @AppStorage("widget_shows_images", store: .shared) var showsImages = true
    @AppStorage("widget_layout", store: UserDefaults(suiteName: "group.com.example.reader")) var layout: WidgetLayout = .list
}

enum WidgetLayout: Codable { case list, grid }
