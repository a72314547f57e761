import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// A localizer that answers from a table and records every lookup.
final class RecordingLocalizer: SettingsLocalizer, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(key: String, table: String, defaultValue: String)] = []
    let translations: [String: String]

    init(_ translations: [String: String] = [:]) {
        self.translations = translations
    }

    var lookups: [(key: String, table: String, defaultValue: String)] { lock.withLock { recorded } }

    func localizedString(forKey key: String, table: String, defaultValue: String) -> String {
        lock.withLock { recorded.append((key, table, defaultValue)) }
        return translations[key] ?? defaultValue
    }
}

/// The compiled forms of schemas with `localization:` carry their table and keys; `localized(using:)` looks up
/// every text, with exactly the keys the string catalog lists.
@Suite struct LocalizationFormTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/localized.settings.yaml"

    @Test func compiledFormsCarryTheirLocalization() {
        #expect(LocalizedSettings.settingsForm.localization == SettingsFormLocalization(
            table: "LocalizedStrings", sourceLanguage: "en",
            keys: ["general.enabled.title": "enabledTitle", "enum.Speed.fast.title": "speed.fast"]))
        #expect(BetaSettings.settingsForm.localization == SettingsFormLocalization(table: "BetaSettings"))
        #expect(DebugMenuSettings.settingsForm.localization == nil)
    }

    /// Every key the compiled form looks up is a key of the catalog, with the catalog's source text as the
    /// default, and every catalog key is looked up: the runtime and the compiler derive the same keys. (The App
    /// Intents' own titles, `IntentTexts`, are the generated intents' to look up: IntentsAndWindowBackendTests.)
    @Test(arguments: [Self.fixture, "Schemas/Beta.settings.yaml"])
    func lookupsAreExactlyTheCatalogsTexts(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let localization = try #require(ir.localization)
        let intentKeys = Set(IntentTexts.localizable(ir).map { localization.key(for: $0.key) })
        #expect(schema != Self.fixture || !intentKeys.isEmpty, "the fixture's section has intents")
        let recorder = RecordingLocalizer()
        if schema == Self.fixture {
            _ = LocalizedSettings.settingsForm.localized(using: recorder)
        } else {
            _ = BetaSettings.settingsForm.localized(using: recorder)
        }
        let looked = Dictionary(recorder.lookups.map { ($0.key, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
        let expected = Dictionary(uniqueKeysWithValues: localization.texts.filter { !intentKeys.contains($0.key) }.map { ($0.key, $0.source) })
        #expect(looked == expected)
        #expect(Set(recorder.lookups.map(\.table)) == [localization.table])
        // The form `settingsc preview` builds from the IR looks up the same.
        let dataRecorder = RecordingLocalizer()
        _ = SchemaForm.dataForm(try compileRepositorySchema(schema)).form.localized(using: dataRecorder)
        #expect(dataRecorder.lookups.map(\.key) == recorder.lookups.map(\.key))
    }

    @Test func translatedTextsReplaceTheSchemasEverywhereTheScreenShowsThem() throws {
        let german = SettingsStringTable(table: "LocalizedStrings", [
            "title": "Beta-Einstellungen",
            "general.title": "Allgemein",
            "general.description": "Das Wichtigste.",
            "general.header": "Zuerst \"das\" lesen.",
            "enabledTitle": "Aktiviert",
            "general.enabled.description": "Schaltet es ein.",
            "speed.fast": "Schnell",
            "enum.Speed.slow.title": "Langsam",
            "general.help.title": "Hilfe",
            "general.reset.title": "Zurücksetzen",
            "general.reset.confirmation": "Alles zurücksetzen?",
            "general.more.title": "Mehr…",
            "general.advanced.footer": "Gilt sofort.",
        ])
        let form = LocalizedSettings.settingsForm.localized(using: german)
        #expect(form.title == "Beta-Einstellungen")
        let general = try #require(form.section(named: "general"))
        #expect(general.title == "Allgemein")
        #expect(general.description == "Das Wichtigste.")
        #expect(general.header == .text("Zuerst \"das\" lesen."))
        #expect(general.footer == .inject(hook: "generalSectionFooter"))
        let enabled = try #require(form.setting(id: "general.enabled"))
        #expect(enabled.title == "Aktiviert")
        #expect(enabled.description == "Schaltet es ein.")
        #expect(try #require(form.setting(id: "general.speed")).options.map(\.title) == ["Langsam", "Schnell"])
        #expect(try #require(form.setting(id: "general.speedOrNone")).options.map(\.title) == ["None", "Langsam", "Schnell"])
        #expect(try #require(form.setting(id: "general.speed")).displayValue(in: LocalizedSettings()) == "Langsam")
        #expect(general.links.map(\.title) == ["Hilfe"])
        #expect(general.actions.map(\.title) == ["Zurücksetzen"])
        #expect(general.actions.map(\.confirmation) == ["Alles zurücksetzen?"])
        #expect(general.navigations.map(\.title) == ["Mehr…"])
        let advanced = try #require(form.section(named: "general.advanced"))
        #expect(advanced.footer == .text("Gilt sofort."))
        // Not translated: the schema's text.
        #expect(advanced.title == "Advanced")
        #expect(try #require(form.setting(id: "general.advanced.level")).title == "Level")
        // Everything else is untouched.
        #expect(form.allSettings.map(\.id) == LocalizedSettings.settingsForm.allSettings.map(\.id))
        #expect(general.rows.map(\.id) == LocalizedSettings.settingsForm.section(named: "general")?.rows.map(\.id))
    }

    @Test func aTableForAnotherTableChangesNothing() {
        let other = SettingsStringTable(table: "Other", ["title": "Anders"])
        #expect(LocalizedSettings.settingsForm.localized(using: other).title == "Réglages \"beta\"")
    }

    @Test func formsWithoutLocalizationAreNotLookedUp() {
        let recorder = RecordingLocalizer(["title": "x"])
        let form = DebugMenuSettings.settingsForm.localized(using: recorder)
        #expect(recorder.lookups.isEmpty)
        #expect(form.title == DebugMenuSettings.settingsForm.title)
    }

    @Test func theTextRendererShowsTranslations() {
        let german = SettingsClosureLocalizer { key, table, value in
            table == "BetaSettings" ? ["title": "Beta-Einstellungen", "smoothing.dayPeriod.title": "Zeitraum (Tage)",
                                       "enum.Mode.linearRegression.title": "Lineare Regression"][key] ?? value : value
        }
        let text = SettingsTextRenderer(localizer: german).render(BetaSettings.settingsForm, value: BetaSettings())
        #expect(text.hasPrefix("Beta-Einstellungen\n==================\n"))
        #expect(text.contains("Zeitraum (Tage)"))
        #expect(text.contains("Lineare Regression"))
        #expect(!text.contains("Day period"))
        #expect(SettingsTextRenderer().render(BetaSettings.settingsForm, value: BetaSettings()).contains("Day period"))
    }

    @Test func keywordsAreTranslatedThroughTheCatalogAndSearched() throws {
        // localized.settings.yaml: `speed` has `keywords: [velocity, pace]`, one text of the catalog.
        let catalog = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/SettingsBackendsTests/Catalogs/LocalizedStrings.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"general.speed.keywords\""))
        #expect(catalog.contains("\"value\" : \"velocity, pace\""))
        let german = LocalizedSettings.settingsForm.localized(using: SettingsStringTable(table: "LocalizedStrings", [
            "general.speed.title": "Geschwindigkeit", "general.speed.keywords": " Tempo,Schnelligkeit , ,Fahrt ",
        ]))
        #expect(try #require(german.setting(id: "general.speed")).keywords == ["Tempo", "Schnelligkeit", "Fahrt"])
        // The German form's index finds the German keywords, not the English ones.
        let index = SettingsSearchIndex(form: german)
        #expect(index.search("tempo").map(\.entry.id) == ["general.speed"])
        #expect(index.search("tempo").first?.rank == .keyword)
        #expect(index.search("fahrt").map(\.entry.id) == ["general.speed"])
        #expect(index.search("velocity").isEmpty)
        // Both languages: either finds it, shown in the first.
        let both = SettingsSearchIndex(forms: [german, LocalizedSettings.settingsForm])
        #expect(both.search("velocity").map { $0.entry.title } == ["Geschwindigkeit"])
        #expect(both.search("schnelligkeit").map(\.entry.id) == ["general.speed"])
        // Without a translation, the schema's keywords are kept as they are.
        let untranslated = LocalizedSettings.settingsForm.localized(using: SettingsStringTable([:]))
        #expect(untranslated.setting(id: "general.speed")?.keywords == ["velocity", "pace"])
    }
}

/// `placeholder:` and `accessibilityLabel:` are on screen and read by VoiceOver: they have keys in the string
/// catalog and are translated in the compiled form (issue 29).
@Suite struct AttributeTextLocalizationTests {
    @Test func placeholderAndAccessibilityLabelAreInTheCatalog() throws {
        let catalog = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/SettingsBackendsTests/Catalogs/LocalizedStrings.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"general.server.placeholder\""))
        #expect(catalog.contains("\"value\" : \"name@example.com\""))
        #expect(catalog.contains("\"general.server.accessibilityLabel\""))
        #expect(catalog.contains("\"value\" : \"Server address \\\"primary\\\"\""))
    }

    @Test func placeholderAndAccessibilityLabelAreTranslatedOnScreen() throws {
        let english = try #require(LocalizedSettings.settingsForm.setting(id: "general.server"))
        #expect(english.placeholder == "name@example.com")
        #expect(english.accessibilityLabel == "Server address \"primary\"")
        let german = LocalizedSettings.settingsForm.localized(using: SettingsStringTable(table: "LocalizedStrings", [
            "general.server.placeholder": "name@beispiel.de", "general.server.accessibilityLabel": "Serveradresse",
        ]))
        let setting = try #require(german.setting(id: "general.server"))
        #expect(setting.placeholder == "name@beispiel.de")
        #expect(setting.accessibilityLabel == "Serveradresse")
        // Searched in the language shown.
        #expect(SettingsSearchIndex(form: german).search("serveradresse").map(\.entry.id) == ["general.server"])
        // Without a translation, the schema's texts.
        let untranslated = try #require(LocalizedSettings.settingsForm.localized(using: SettingsStringTable([:])).setting(id: "general.server"))
        #expect(untranslated.placeholder == "name@example.com")
        #expect(untranslated.accessibilityLabel == "Server address \"primary\"")
    }
}
