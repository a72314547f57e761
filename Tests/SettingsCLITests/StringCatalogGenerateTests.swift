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
}
