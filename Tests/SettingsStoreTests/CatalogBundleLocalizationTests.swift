import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// From the string catalog settingsc writes to the screen, the way an app gets there: the catalog of the fixture
/// `localized.settings.yaml` (Tests/SettingsBackendsTests/Catalogs/LocalizedStrings.xcstrings, which
/// StringCatalogTests keeps equal to the xcstrings backend's output) is "translated" (every text prefixed with
/// `de:`) into a German string table of a real bundle, as Xcode compiles a catalog, and the compiled form is
/// localized through `SettingsBundleLocalizer`. Every text the screen shows, titles and the settings' text
/// attributes (`placeholder:`, `accessibilityLabel:`), units and pattern messages alike, must then come from the table: a text the catalog
/// lacks, or lists under another key than the runtime looks up, stays in English and fails here (issue 29).
@Suite struct CatalogBundleLocalizationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let marker = "de:"

    /// The catalog's keys and source texts.
    func catalogTexts() throws -> [String: String] {
        let url = Self.root.appendingPathComponent("Tests/SettingsBackendsTests/Catalogs/LocalizedStrings.xcstrings")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        var texts: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (localizations?["en"] as? [String: Any])?["stringUnit"] as? [String: Any]
            texts[key] = try #require(unit?["value"] as? String, "\(key): no English text")
        }
        return texts
    }

    /// A bundle with a `de` string table `LocalizedStrings` holding `translations` (the `.strings` format).
    func bundle(_ translations: [String: String]) throws -> (Bundle, URL) {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("settings-catalog-\(UUID().uuidString).bundle")
        let german = root.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        let table = translations.sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
        try Data(table.utf8).write(to: german.appendingPathComponent("LocalizedStrings.strings"))
        return (try #require(Bundle(path: root.path)), root)
    }

    @Test func everyTextOnScreenComesFromTheCatalogThroughABundle() throws {
        let catalog = try catalogTexts()
        #expect(catalog["general.server.placeholder"] == "name@example.com")
        #expect(catalog["general.server.accessibilityLabel"] == "Server address \"primary\"")
        // An app-screen row's title and a text row's text (issue 31), under the keys their place derives.
        #expect(catalog["general.accounts.title"] == "Comptes \"à part\"")
        #expect(catalog["general.note.text"] == "Les réglages s'appliquent à 100% \\ partout.")
        let (bundle, root) = try bundle(catalog.mapValues { Self.marker + $0 })
        defer { try? FileManager.default.removeItem(at: root) }
        let localizer = try #require(SettingsBundleLocalizer(bundle: bundle, localization: "de"))
        let form = LocalizedSettings.settingsForm.localized(using: localizer)

        // The two attributes of issue 29, on the row that shows them.
        let server = try #require(form.setting(id: "general.server"))
        #expect(server.placeholder == "de:name@example.com")
        #expect(server.accessibilityLabel == "de:Server address \"primary\"")

        // Every text of the screen, of every kind of row.
        var shown: [(place: String, text: String)] = [("title", form.title)]
        func collect(_ section: SettingsFormSection<LocalizedSettings>) {
            shown.append((section.id + " title", section.title))
            if let description = section.description { shown.append((section.id + " description", description)) }
            for row in section.rows {
                shown.append((row.id + " title", row.title))
                switch row {
                case .setting(let setting):
                    if let description = setting.description { shown.append((setting.id + " description", description)) }
                    for attribute in setting.textAttributes {
                        if let text = attribute.text { shown.append((setting.id + " " + text.member, text.text)) }
                    }
                    if let unit = setting.format?.unit { shown.append((setting.id + " unit", unit)) }
                    if let message = setting.stringRules?.patternMessage { shown.append((setting.id + " pattern message", message)) }
                case .action(let action):
                    if let confirmation = action.confirmation { shown.append((action.id + " confirmation", confirmation)) }
                case .link, .navigation, .detail, .screen, .text:
                    break
                }
            }
            section.sections.forEach(collect)
        }
        form.sections.forEach(collect)
        #expect(shown.contains { $0.place == "general.server accessibilityLabel" })
        #expect(shown.contains { $0.place == "general.server placeholder" })
        #expect(form.setting(id: "general.advanced.level")?.format?.unit == "de:steps")
        // What the form says about a text that does not match the pattern.
        #expect(server.problem(with: .string("nobody")) == "de:Use an address like name@example.com.")
        for (place, text) in shown {
            #expect(text.hasPrefix(Self.marker), "\(place): \"\(text)\" is not the catalog's translation")
        }
    }
}
