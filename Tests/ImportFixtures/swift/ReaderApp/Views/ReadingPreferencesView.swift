// A fixture for `settingsc import --from swift` (ImportTests): a SwiftUI preferences screen as apps write it,
// modelled on real @AppStorage preference views. Never compiled; read lexically.
import SwiftUI

struct ReadingPreferencesView: View {
    @AppStorage("font_size_scale") private var fontSizeScale = 1.0
    @AppStorage("show_thumbnails") var showThumbnails: Bool = true
    @AppStorage("preferred_browser") private var browser: PreferredBrowser = .inAppSafari
    @AppStorage("app_theme") var theme = AppTheme.system
    @AppStorage("lines_per_preview") var linesPerPreview = 3
    @AppStorage("reader_font") var readerFont = "Georgia"   // "a // comment in a string" is not here
    /* @AppStorage("commented_out") var gone = true */
    @AppStorage("homepage") var homepage = URL(string: "https://example.com/start")!
    @AppStorage("username") var username: String?
    @AppStorage("opacity") var opacity: Float = 0.8

    var body: some View {
        Form {
            Toggle("Thumbnails", isOn: $showThumbnails)
            Text("Hello \(username ?? "there")")
        }
    }
}

extension ReadingPreferencesView {
    enum PreferredBrowser: Int {
        case inAppSafari
        case safari
        case chrome = 5
    }
}

enum AppTheme: String, CaseIterable {
    case system
    case light = "light_mode"
    case dark = "dark_mode"
}
