import Foundation
import SettingsBackends
import Testing
@testable import SettingsCLI

/// `generate --backend xcstrings` end to end: the catalog is written, a rerun leaves it alone, and translations
/// added in between survive regeneration.
@Suite struct StringCatalogGenerateTests {
    static let schema = """
        settings: AppSettings
        localization: {table: AppStrings}
        sections:
          general:
            settings:
              enabled: true

        """

    @Test func generateWritesMergesAndThenLeavesTheCatalogAlone() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("App.settings.yaml", Self.schema)
        let output = directory.url("out")
        let arguments = ["generate", schema, "--backend", "xcstrings", "--output", output]

        let first = runCLI(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        let catalogPath = output + "/AppStrings.xcstrings"
        let written = try String(contentsOfFile: catalogPath, encoding: .utf8)
        #expect(written.contains("\"general.enabled.title\" : {"))

        // A translator adds German.
        let translated = written.replacingOccurrences(
            of: "\"localizations\" : {\n        \"en\"",
            with: "\"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Aktiviert\"\n          }\n        },\n        \"en\"")
        #expect(translated != written)
        try translated.write(toFile: catalogPath, atomically: true, encoding: .utf8)
        let rerun = runCLI(arguments)
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(rerun.standardError.contains("0 written, 1 unchanged"))
        #expect(try String(contentsOfFile: catalogPath, encoding: .utf8) == translated)
        #expect(runCLI(arguments + ["--check"]).status == 0)

        // The setting is renamed: its old key stays, stale, with its translation; the new key is added.
        try directory.write("App.settings.yaml", Self.schema.replacingOccurrences(of: "enabled: true", with: "active: true"))
        #expect(runCLI(arguments + ["--check"]).status == 1)
        #expect(runCLI(arguments).status == 0)
        let renamed = try String(contentsOfFile: catalogPath, encoding: .utf8)
        #expect(renamed.contains("\"general.active.title\" : {"))
        #expect(renamed.contains("\"general.enabled.title\" : {\n      \"comment\" : \"Title of the setting 'enabled' in the section 'General'.\",\n      \"extractionState\" : \"stale\","))
        #expect(renamed.contains("\"value\" : \"Aktiviert\""))
    }

    @Test func anExistingFileThatIsNoCatalogStopsTheRun() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("App.settings.yaml", Self.schema)
        let broken = try directory.write("out/AppStrings.xcstrings", "not { json")
        let result = runCLI(["generate", schema, "--backend", "xcstrings", "--output", directory.url("out")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: backend 'xcstrings' cannot merge with the existing '\(broken)'"))
        #expect(result.standardError.contains("fix or delete it"))
        #expect(try String(contentsOfFile: broken, encoding: .utf8) == "not { json")
    }

    @Test func previewShowsTheTranslationsOfALanguage() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("App.settings.yaml", Self.schema)
        let catalog = try directory.write("AppStrings.xcstrings", """
            {"sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "general.enabled.title" : {"localizations" : {"de" : {"stringUnit" : {"state" : "translated", "value" : "Aktiviert"}}}},
              "general.title" : {"localizations" : {"fr" : {"stringUnit" : {"state" : "translated", "value" : "Général"}}}}
            }}
            """)
        let german = runCLI(["preview", schema, "--strings", catalog, "--language", "de"])
        #expect(german.status == 0, "\(german.standardError)")
        #expect(german.standardOutput.contains("  Aktiviert  [toggle]  on\n"))
        #expect(german.standardOutput.contains("General\n-------\n"))
        let french = runCLI(["preview", schema, "--strings", catalog, "--language", "fr", "--section", "general"])
        #expect(french.standardOutput.hasPrefix("Général\n-------\n  Enabled  [toggle]  on\n"))

        let alone = runCLI(["preview", schema, "--language", "de"])
        #expect(alone.status == 2)
        #expect(alone.standardError.contains("--strings and --language go together"))
        let notACatalog = runCLI(["preview", schema, "--strings", schema, "--language", "de"])
        #expect(notACatalog.status == 2)
        #expect(notACatalog.standardError.contains("cannot read the string catalog"))
        let unlocalized = try directory.write("Plain.settings.yaml", Self.schema.replacingOccurrences(of: "localization: {table: AppStrings}\n", with: ""))
        let plain = runCLI(["preview", unlocalized, "--strings", catalog, "--language", "de"])
        #expect(plain.status == 2)
        #expect(plain.standardError.contains("has no `localization:`"))
    }

    // MARK: The App Shortcuts' phrases

    static func intentsSchema(_ root: String) -> String {
        """
        settings: \(root)
        localization: true
        sections:
          general:
            intents: true
            settings:
              enabled: true

        """
    }

    /// A schema with App Intents and `localization:` gets AppShortcuts.xcstrings beside its table; translations
    /// survive regeneration, and when the intents go, a translated file stays (settingsc removes only what it wrote
    /// unchanged). Run as the executable runs, with the record of outputs.
    @Test func appShortcutsCatalogIsWrittenAndKeepsItsTranslations() throws {
        let runCLI = { (arguments: [String]) in OutputRecordTamperingTests.run(arguments) }
        let directory = try TemporaryDirectory()
        let schema = try directory.write("App.settings.yaml", Self.intentsSchema("AppSettings"))
        let output = directory.url("out")
        let arguments = ["generate", schema, "--backend", "xcstrings", "--output", output]
        let first = runCLI(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("2 written"), "\(first.standardError)")
        let path = output + "/AppShortcuts.xcstrings"
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let entry = "\"Toggle Enabled in ${applicationName}\" : {\n"
        #expect(written.contains(entry))
        #expect(try String(contentsOfFile: output + "/AppSettings.xcstrings", encoding: .utf8).contains("\"general.enabled.title\""))

        let translated = written.replacingOccurrences(
            of: "\"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Toggle Enabled",
            with: "\"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"${applicationName}: Aktiviert umschalten\"\n          }\n        },\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Toggle Enabled")
        #expect(translated != written)
        try translated.write(toFile: path, atomically: true, encoding: .utf8)
        let rerun = runCLI(arguments)
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(rerun.standardError.contains("0 written, 2 unchanged"), "\(rerun.standardError)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == translated)

        // The intents go: the schema's table is updated, the translated phrases are kept, with a warning.
        try directory.write("App.settings.yaml", Self.intentsSchema("AppSettings").replacingOccurrences(of: "    intents: true\n", with: ""))
        let without = runCLI(arguments)
        #expect(without.status == 0, "\(without.standardError)")
        #expect(without.standardError.contains("warning: kept \(path): an earlier run wrote this string catalog and this run no longer generates it, but it holds translations"), "\(without.standardError)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == translated)
        // The table keeps the intents' titles, stale, as it keeps any key the schema no longer has.
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/AppSettings.xcstrings"))) as? [String: Any]
        let intentSet = (table?["strings"] as? [String: Any])?["general.enabled.intentSet"] as? [String: Any]
        #expect(intentSet?["extractionState"] as? String == "stale")

        // Untranslated, it goes with the intents.
        let fresh = directory.url("fresh")
        try directory.write("App.settings.yaml", Self.intentsSchema("AppSettings"))
        let freshArguments = ["generate", schema, "--backend", "xcstrings", "--output", fresh]
        #expect(runCLI(freshArguments).status == 0)
        #expect(FileManager.default.fileExists(atPath: fresh + "/AppShortcuts.xcstrings"))
        try directory.write("App.settings.yaml", Self.intentsSchema("AppSettings").replacingOccurrences(of: "    intents: true\n", with: ""))
        let removed = runCLI(freshArguments)
        #expect(removed.standardError.contains("removed \(fresh)/AppShortcuts.xcstrings (no longer generated)"), "\(removed.standardError)")
        #expect(!FileManager.default.fileExists(atPath: fresh + "/AppShortcuts.xcstrings"))
    }

    /// An app has one AppShortcutsProvider and one AppShortcuts table: two schemas with localized intents cannot
    /// share an output folder; each app's folder takes its own.
    @Test func twoSchemasWithLocalizedIntentsNeedTwoFolders() throws {
        let directory = try TemporaryDirectory()
        let one = try directory.write("One.settings.yaml", Self.intentsSchema("OneSettings"))
        let two = try directory.write("Two.settings.yaml", Self.intentsSchema("TwoSettings"))
        let shared = runCLI(["generate", one, two, "--backend", "xcstrings", "--output", directory.url("out")])
        #expect(shared.status == 1)
        #expect(shared.standardError.contains("'\(one)' and '\(two)' both generate 'AppShortcuts.xcstrings'"), "\(shared.standardError)")
        #expect(shared.standardError.contains("note: an app has one AppShortcutsProvider"))
        #expect(!FileManager.default.fileExists(atPath: directory.url("out/OneSettings.xcstrings")))
        // Validated together they are fine (two apps' schemas in one repository).
        #expect(runCLI(["validate", one, two]).status == 0)
        for (schema, folder) in [(one, "one"), (two, "two")] {
            let result = runCLI(["generate", schema, "--backend", "xcstrings", "--output", directory.url(folder)])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(FileManager.default.fileExists(atPath: directory.url(folder + "/AppShortcuts.xcstrings")))
        }
    }
}
