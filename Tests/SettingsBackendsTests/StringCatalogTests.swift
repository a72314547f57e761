import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// The string catalog backend (`--backend xcstrings`): the golden catalog of a valid fixture, the checked-in
/// catalog of Schemas/Beta, and merging with an existing catalog.
@Suite struct StringCatalogTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/localized.settings.yaml"

    /// `Backend.merging`, which `generate` asks instead of casting: a backend is itself there exactly when it is a
    /// `MergingBackend` (the string catalog's is the one).
    @Test func everyBackendSaysWhetherItMerges() {
        for backend in Backends.all + Backends.onRequest {
            #expect((backend.merging != nil) == (backend is any MergingBackend), "\(backend.name)")
            if let merging = backend.merging { #expect(merging.name == backend.name) }
        }
        #expect(Backends.onRequest.filter { $0.merging != nil }.map(\.name) == [StringCatalogBackend().name])
    }

    func catalog(_ schema: SchemaIR, existing: String? = nil) throws -> String {
        let backend = StringCatalogBackend()
        let path = try #require(backend.outputPaths(for: schema).first)
        let files = try backend.render(schema, existing: existing.map { [path: $0] } ?? [:])
        // The table's catalog first; a schema with App Intents also gets AppShortcuts.xcstrings (AppShortcutsCatalogTests).
        #expect(files.map(\.path) == backend.outputPaths(for: schema))
        #expect(files.first?.path == path)
        return try #require(files.first).contents
    }

    /// Parses a catalog with Foundation, independently of the backend's own reader.
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func entry(_ text: String, _ key: String) throws -> [String: Any] {
        let strings = try #require(try json(text)["strings"] as? [String: Any])
        return try #require(strings[key] as? [String: Any], "no entry \(key)")
    }

    func value(_ entry: [String: Any], _ language: String) -> String? {
        ((entry["localizations"] as? [String: Any])?[language] as? [String: Any])
            .flatMap { $0["stringUnit"] as? [String: Any] }?["value"] as? String
    }

    @Test func fixtureCatalogIsCurrent() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        #expect(StringCatalogBackend().outputPaths(for: ir) == ["LocalizedStrings.xcstrings", "AppShortcuts.xcstrings"])
        let text = try catalog(ir)
        try assertGolden(text, path: "Tests/SettingsBackendsTests/Catalogs/LocalizedStrings.xcstrings")
        #expect(StringCatalogBackend().render(ir).first == RenderedFile(path: "LocalizedStrings.xcstrings", contents: text))
    }

    @Test func everyTextIsInTheCatalogWithItsSourceTextAndAComment() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let text = try catalog(ir)
        let document = try json(text)
        #expect(document["sourceLanguage"] as? String == "en")
        #expect(document["version"] as? String == "1.0")
        let strings = try #require(document["strings"] as? [String: Any])
        let localization = try #require(ir.localization)
        #expect(Set(strings.keys) == Set(localization.texts.map(\.key)))
        for text in localization.texts {
            let entry = try entry(self.catalog(ir), text.key)
            #expect(value(entry, "en") == text.source)
            #expect(entry["comment"] as? String == text.comment)
            #expect(entry["extractionState"] as? String == "manual")
        }
        // Replaced keys, and texts that need escaping, arrive exactly.
        #expect(value(try entry(text, "enabledTitle"), "en") == "Enabled")
        #expect(value(try entry(text, "speed.fast"), "en") == "Fast \\ furious")
        #expect(value(try entry(text, "general.help.title"), "en") == "Help \\(x)")
        #expect(value(try entry(text, "title"), "en") == "Réglages \"beta\"")
        #expect(strings["general.enabled.title"] == nil)
    }

    @Test func printedAsXcodeDoes() throws {
        let text = try catalog(try compileRepositorySchema(Self.fixture))
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(text.hasSuffix("  },\n  \"version\" : \"1.0\"\n}\n"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"") && $0.hasSuffix("\" : {") }
        #expect(keys == keys.sorted())
    }

    @Test func checkedInBetaCatalogIsCurrentAndKeepsItsTranslations() throws {
        let ir = try compileRepositorySchema("Schemas/Beta.settings.yaml")
        let existing = try String(contentsOfFile: "Generated/Localization/BetaSettings.xcstrings", encoding: .utf8)
        // Regenerating over the checked-in catalog (with its German translations) changes nothing.
        #expect(try catalog(ir, existing: existing) == existing)
        #expect(value(try entry(existing, "smoothing.dayPeriod.title"), "de") != nil)
    }

    // MARK: Merging

    @Test func mergeKeepsTranslationsMarksRemovedKeysStaleAndIsIdempotent() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        var document = try json(try catalog(ir))
        var strings = try #require(document["strings"] as? [String: Any])
        var level = try #require(strings["general.advanced.level.title"] as? [String: Any])
        var localizations = try #require(level["localizations"] as? [String: Any])
        localizations["de"] = ["stringUnit": ["state": "translated", "value": "Stufe"]]
        localizations["fr"] = ["variations": ["plural": ["one": ["stringUnit": ["state": "translated", "value": "Niveau"]]]]]
        level["localizations"] = localizations
        level["shouldTranslate"] = true
        strings["general.advanced.level.title"] = level
        strings["removed.title"] = [
            "extractionState": "manual",
            "localizations": ["de": ["stringUnit": ["state": "translated", "value": "Entfernt"]]],
        ]
        document["strings"] = strings
        // Written by another tool: other key order, other spacing, escaped slashes.
        let edited = String(decoding: try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted]), as: UTF8.self)

        let merged = try catalog(ir, existing: edited)
        let mergedLevel = try entry(merged, "general.advanced.level.title")
        #expect(value(mergedLevel, "de") == "Stufe")
        #expect(value(mergedLevel, "en") == "Level")
        #expect(mergedLevel["shouldTranslate"] as? Bool == true)
        let french = (mergedLevel["localizations"] as? [String: Any])?["fr"] as? [String: Any]
        #expect(french?["variations"] != nil)
        #expect(mergedLevel["extractionState"] as? String == "manual")

        let removed = try entry(merged, "removed.title")
        #expect(removed["extractionState"] as? String == "stale")
        #expect(value(removed, "de") == "Entfernt")

        // A second run over the merged catalog changes nothing.
        #expect(try catalog(ir, existing: merged) == merged)
        // The same catalog as Xcode would print it merges to the same bytes.
        #expect(try catalog(ir, existing: edited) == merged)
    }

    @Test func aChangedSourceTextUpdatesTheSourceAndMarksTranslationsForReview() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let original = try catalog(ir)
        let withGerman = original.replacingOccurrences(
            of: "\"general.title\" : {\n      \"comment\" : \"The basics.\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n",
            with: "\"general.title\" : {\n      \"comment\" : \"The basics.\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"de\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"Allgemein\"}},\n")
            .replacingOccurrences(of: "\"value\" : \"General\"", with: "\"value\" : \"Generic\"")
        #expect(withGerman != original)
        let merged = try entry(try catalog(ir, existing: withGerman), "general.title")
        #expect(value(merged, "en") == "General")
        #expect(value(merged, "de") == "Allgemein")
        let german = ((merged["localizations"] as? [String: Any])?["de"] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(german?["state"] as? String == "needs_review")
    }

    @Test(arguments: [
        ("{\"strings\" : [", "it is not valid JSON"),
        ("[1, 2]", "it is not a JSON object"),
        ("{\"sourceLanguage\" : \"en\"}", "it has no \"strings\" object"),
        ("{\"strings\" : {}, \"version\" : \"2.0\"}", "its format version is 2.0"),
        ("{\"strings\" : [], \"version\" : \"1.0\"}", "\"strings\" is not an object"),
    ])
    func anExistingFileThatIsNoCatalogIsAnError(existing: String, reason: String) throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let error = #expect(throws: BackendMergeError.self) {
            _ = try StringCatalogBackend().render(ir, existing: ["LocalizedStrings.xcstrings": existing])
        }
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
        #expect(error?.path == "LocalizedStrings.xcstrings")
    }

    /// What `generate` asks before it removes a catalog it no longer generates: a language besides the source one.
    @Test func holdsTranslationsIsALanguageBesideTheSource() throws {
        let source = try catalog(try compileRepositorySchema(Self.fixture))
        #expect(!StringCatalogBackend.holdsTranslations(source))
        let german = source.replacingOccurrences(of: "\"localizations\" : {\n        \"en\"", with: "\"localizations\" : {\"de\" : {},\n        \"en\"")
        #expect(german != source)
        #expect(StringCatalogBackend.holdsTranslations(german))
        #expect(StringCatalogBackend.holdsTranslations(#"{"sourceLanguage" : "de", "strings" : {"k" : {"localizations" : {"en" : {}}}}}"#))
        #expect(!StringCatalogBackend.holdsTranslations(#"{"sourceLanguage" : "de", "strings" : {"k" : {"localizations" : {"de" : {}}}}}"#))
        #expect(StringCatalogBackend.holdsTranslations("not { json"), "what cannot be read is kept")
    }

    @Test func schemasWithoutLocalizationGetNoCatalog() throws {
        let ir = try compileRepositorySchema("Schemas/DebugMenu.settings.yaml")
        #expect(ir.localization == nil)
        #expect(StringCatalogBackend().outputPaths(for: ir) == [])
        #expect(try StringCatalogBackend().render(ir, existing: [:]) == [])
    }

    @Test func isAnOnRequestBackend() {
        #expect(Backends.named("xcstrings") is StringCatalogBackend)
        #expect(!Backends.all.contains { $0.name == "xcstrings" })
    }
}
