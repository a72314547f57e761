import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// Issue 33: the App Shortcuts' phrases in `AppShortcuts.xcstrings` (`--backend xcstrings`, for a schema with
/// `localization:` and App Intents). App Shortcuts look a phrase's translations up by the phrase as the provider
/// writes it, with `${applicationName}` and `${value}` for its interpolations, so every key must be exactly a phrase
/// of the generated provider and every phrase a key: both are read back here from the generated files, the Swift
/// literals decoded by this file's own reader (not the backend's code).
@Suite struct AppShortcutsCatalogTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/localized.settings.yaml"
    static let catalogGolden = "Tests/SettingsBackendsTests/Catalogs/AppShortcuts.xcstrings"

    func compiled(_ text: String, path: String = "t.settings.yaml") throws -> SchemaIR {
        var collector = DiagnosticCollector()
        let ir = Compiler.compile(SourceFile(path: path, text: text), diagnostics: &collector)
        #expect(!collector.sorted.contains { $0.severity == .error }, "\(collector.sorted.map(\.message))")
        return try #require(ir)
    }

    /// The App Shortcuts catalog the backend renders for `schema` (merged with `existing`).
    func shortcutsCatalog(_ schema: SchemaIR, existing: String? = nil) throws -> String {
        let files = try StringCatalogBackend().render(schema, existing: existing.map { ["AppShortcuts.xcstrings": $0] } ?? [:])
        return try #require(files.first { $0.path == "AppShortcuts.xcstrings" }).contents
    }

    func intents(_ schema: SchemaIR) throws -> String {
        try #require(AppIntentsBackend().render(schema).first).contents
    }

    func strings(_ catalog: String) throws -> [String: [String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        let strings = try #require(document["strings"] as? [String: Any])
        return strings.compactMapValues { $0 as? [String: Any] }
    }

    func value(_ entry: [String: Any]?, _ language: String) -> String? {
        ((entry?["localizations"] as? [String: Any])?[language] as? [String: Any])
            .flatMap { $0["stringUnit"] as? [String: Any] }?["value"] as? String
    }

    // MARK: Reading the provider's phrases back

    struct UnreadablePhrase: Error, CustomStringConvertible {
        var description: String
    }

    /// The phrases of each `phrases: [...]` line of a generated `AppShortcutsProvider`, decoded from their Swift
    /// string literals: escapes undone, `\(.applicationName)` read as `${applicationName}` and `\(\.$name)` as
    /// `${name}`, as App Shortcuts key them. Anything else in a literal is an error.
    static func providerPhrases(_ swift: String) throws -> [[String]] {
        let provider = try #require(swift.components(separatedBy: "AppIntents.AppShortcutsProvider {").last)
        var result: [[String]] = []
        for line in provider.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("phrases: ["), trimmed.hasSuffix("],") else { continue }
            let scalars = Array(trimmed.dropFirst("phrases: [".count).dropLast(2).unicodeScalars)
            var phrases: [String] = []
            var index = 0
            while index < scalars.count {
                if scalars[index] == "," || scalars[index] == " " { index += 1; continue }
                guard scalars[index] == "\"" else { throw UnreadablePhrase(description: "no literal at \(index) of \(trimmed)") }
                index += 1
                var phrase = String.UnicodeScalarView()
                while true {
                    guard index < scalars.count else { throw UnreadablePhrase(description: "unterminated literal in \(trimmed)") }
                    let scalar = scalars[index]
                    index += 1
                    if scalar == "\"" { break }
                    guard scalar == "\\" else { phrase.append(scalar); continue }
                    let escaped = scalars[index]
                    index += 1
                    switch escaped {
                    case "\"", "\\", "'": phrase.append(escaped)
                    case "n": phrase.append("\n")
                    case "t": phrase.append("\t")
                    case "r": phrase.append("\r")
                    case "0": phrase.append("\0")
                    case "u":
                        var hex = ""
                        index += 1  // {
                        while scalars[index] != "}" { hex.unicodeScalars.append(scalars[index]); index += 1 }
                        index += 1
                        phrase.append(try #require(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)))
                    case "(":
                        var expression = ""
                        while scalars[index] != ")" { expression.unicodeScalars.append(scalars[index]); index += 1 }
                        index += 1
                        if expression == ".applicationName" {
                            phrase.append(contentsOf: "${applicationName}".unicodeScalars)
                        } else if expression.hasPrefix("\\.$") {
                            phrase.append(contentsOf: "${\(expression.dropFirst(3))}".unicodeScalars)
                        } else {
                            throw UnreadablePhrase(description: "interpolation \(expression) in \(trimmed)")
                        }
                    default: throw UnreadablePhrase(description: "escape \\\(escaped) in \(trimmed)")
                    }
                }
                phrases.append(String(phrase))
            }
            result.append(phrases)
        }
        return result
    }

    // MARK: The fixture

    @Test func fixtureCatalogIsCurrent() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        #expect(StringCatalogBackend().outputPaths(for: ir) == ["LocalizedStrings.xcstrings", "AppShortcuts.xcstrings"])
        let text = try shortcutsCatalog(ir)
        try assertGolden(text, path: Self.catalogGolden)
        #expect(StringCatalogBackend().render(ir).map(\.path) == ["LocalizedStrings.xcstrings", "AppShortcuts.xcstrings"])
        #expect(StringCatalogBackend().render(ir).last?.contents == text)
    }

    /// The checked-in provider of the fixture (compiled by `make test-apple-sdk`) and the checked-in catalog: every
    /// phrase is a key, every key a phrase, each key's source text the phrase.
    @Test func everyPhraseOfTheCheckedInProviderIsAKeyAndEveryKeyAPhrase() throws {
        let swift = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/GeneratedFixtures/LocalizedSettings+Intents.swift"), encoding: .utf8)
        let catalog = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.catalogGolden), encoding: .utf8)
        let phrases = try Self.providerPhrases(swift)
        #expect(phrases.count == 5, "Open settings and the four settings of the section an intent carries (not the optional one)")
        let entries = try strings(catalog)
        #expect(Set(phrases.joined()) == Set(entries.keys))
        #expect(phrases.joined().count == Set(phrases.joined()).count, "no phrase twice")
        for (key, entry) in entries {
            #expect(value(entry, "en") == key)
            #expect(entry["extractionState"] as? String == "manual")
            #expect((entry["comment"] as? String)?.contains("${applicationName}, the app's name") == true)
        }
        // The phrases written with quotes, a backslash and non-ASCII text arrive exactly.
        #expect(entries["Make ${applicationName} \"${value}\" \\ now"] != nil)
        #expect(entries["Vitesse ${value} dans ${applicationName} — ✓"] != nil)
        #expect(entries["Open Réglages \"beta\" settings in ${applicationName}"] != nil)
        #expect((entries["Vitesse ${value} dans ${applicationName} — ✓"]?["comment"] as? String)?.contains("${value} is the chosen Speed") == true)
        #expect((entries["Toggle Enabled in ${applicationName}"]?["comment"] as? String)?.contains("${value}") == false)
    }

    /// App Shortcuts' rule: every phrase names the app once; and `${value}` at most once.
    @Test func everyKeyNamesTheAppOnce() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        for key in try strings(try shortcutsCatalog(ir)).keys {
            #expect(key.components(separatedBy: "${applicationName}").count == 2, "\(key)")
            #expect(key.components(separatedBy: "${value}").count <= 2, "\(key)")
        }
    }

    // MARK: Escaping, derived and written phrases

    static let escaping = #"""
        settings: T
        title: Café "Olé"
        localization: true
        enums:
          Mode: [fast, slow]
        sections:
          a:
            intents: true
            settings:
              tab: {type: bool, default: true, title: 'Tab \ "quoted" ✓'}
              mode: {type: Mode, default: fast, intentPhrases: ['Run {app} "{value}" \ now', "Règle {value} dans {app} — ünï ✓", "Braces {x y} in {app}"]}
              level: {type: int, default: 1, title: "Niveau\tà"}
        """#

    @Test func escapedPhrasesAreTheSameInTheProviderAndTheCatalog() throws {
        let ir = try compiled(Self.escaping)
        let catalog = try shortcutsCatalog(ir)
        let keys = Set(try strings(catalog).keys)
        let phrases = try Self.providerPhrases(try intents(ir))
        #expect(Set(phrases.joined()) == keys)
        #expect(keys == [
            "Open Café \"Olé\" settings in ${applicationName}", "Show ${applicationName} settings",
            "Run ${applicationName} \"${value}\" \\ now", "Règle ${value} dans ${applicationName} — ünï ✓",
            "Braces {x y} in ${applicationName}",
            "Toggle Tab \\ \"quoted\" ✓ in ${applicationName}", "Turn Tab \\ \"quoted\" ✓ on or off in ${applicationName}",
            "Set Niveau\tà in ${applicationName}", "Change ${applicationName} Niveau\tà",
        ])
        // The catalog is printed as Xcode prints it, the JSON escapes its own.
        #expect(catalog.contains(#"    "Run ${applicationName} \"${value}\" \\ now" : {"#))
        #expect(catalog.contains(#"    "Set Niveau\tà in ${applicationName}" : {"#))
    }

    /// A phrase two settings share (same titles in two sections) is one key.
    @Test func aSharedPhraseIsOneKey() throws {
        let ir = try compiled("""
            settings: T
            localization: true
            sections:
              a:
                intents: true
                settings:
                  sound: {type: bool, default: true, title: Sound}
              b:
                intents: true
                settings:
                  sound: {type: bool, default: true, title: Sound}
            """)
        let phrases = try Self.providerPhrases(try intents(ir)).joined()
        let keys = try strings(try shortcutsCatalog(ir)).keys
        #expect(phrases.filter { $0 == "Toggle Sound in ${applicationName}" }.count == 2)
        #expect(Set(phrases) == Set(keys))
        #expect(keys.count == Set(phrases).count)
    }

    // MARK: Keeping translations

    @Test func mergeKeepsTranslationsMarksDroppedPhrasesStaleAndIsIdempotent() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let original = try shortcutsCatalog(ir)
        let key = "Toggle Enabled in ${applicationName}"
        let entry = "\"\(key)\" : {\n"
        #expect(original.contains(entry))
        let german = #""de" : {"stringUnit" : {"state" : "translated", "value" : "${applicationName}: Aktiviert umschalten"}},"#
        let edited = original
            .replacingOccurrences(of: entry + "      \"comment\"", with: entry + "      \"shouldTranslate\" : true,\n      \"comment\"")
            .replacingOccurrences(of: "\"strings\" : {\n", with: """
                "strings" : {
                    "Old phrase in ${applicationName}" : {"extractionState" : "manual", "localizations" : {"de" : {"stringUnit" : {"state" : "translated", "value" : "Alt in ${applicationName}"}}}},

                """)
            .replacingOccurrences(of: "\"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(key)\"",
                                  with: "\"localizations\" : {\n        \(german)\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(key)\"")
        #expect(edited.contains("Aktiviert umschalten") && edited.contains("shouldTranslate"))

        let merged = try shortcutsCatalog(ir, existing: edited)
        let entries = try strings(merged)
        #expect(value(entries[key], "de") == "${applicationName}: Aktiviert umschalten")
        #expect(value(entries[key], "en") == key)
        #expect(entries[key]?["shouldTranslate"] as? Bool == true)
        #expect(entries["Old phrase in ${applicationName}"]?["extractionState"] as? String == "stale")
        #expect(value(entries["Old phrase in ${applicationName}"], "de") == "Alt in ${applicationName}")
        #expect(try shortcutsCatalog(ir, existing: merged) == merged)
        // The schema's own table is merged separately: the App Shortcuts' file does not reach it.
        let table = try #require(try StringCatalogBackend().render(ir, existing: ["AppShortcuts.xcstrings": edited]).first)
        #expect(table.path == "LocalizedStrings.xcstrings" && !table.contents.contains("Aktiviert"))
    }

    @Test func anExistingAppShortcutsFileThatIsNoCatalogIsAnError() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let error = #expect(throws: BackendMergeError.self) {
            _ = try StringCatalogBackend().render(ir, existing: ["AppShortcuts.xcstrings": "{\"strings\" : ["])
        }
        #expect(error?.path == "AppShortcuts.xcstrings")
    }

    // MARK: When there is one

    @Test func onlyWithLocalizationAndIntents() throws {
        let localizedOnly = try compiled("settings: T\nlocalization: true\nsections:\n  a:\n    settings:\n      flag: true\n")
        #expect(StringCatalogBackend().outputPaths(for: localizedOnly) == ["T.xcstrings"])
        #expect(StringCatalogBackend().render(localizedOnly).map(\.path) == ["T.xcstrings"])
        #expect(!OutputNames.outputs(localizedOnly).contains { $0.name == "AppShortcuts.xcstrings" })
        let intentsOnly = try compiled("settings: T\nsections:\n  a:\n    intents: true\n    settings:\n      flag: true\n")
        #expect(StringCatalogBackend().outputPaths(for: intentsOnly) == [])
        #expect(StringCatalogBackend().render(intentsOnly).isEmpty)
        // Marked, but no type an intent takes: no App Shortcut of it, and no catalog of phrases.
        let nothingCarried = try compiled("settings: T\nlocalization: true\nsections:\n  a:\n    intents: true\n    settings:\n      link: {type: url?}\n")
        #expect(StringCatalogBackend().outputPaths(for: nothingCarried) == ["T.xcstrings"])
    }

    /// The schema's table named `AppShortcuts` would be written to the App Shortcuts' file: SC1592.
    @Test(arguments: ["AppShortcuts", "appShortcuts"])
    func aTableNamedLikeTheAppShortcutsCatalogIsRefused(table: String) throws {
        var collector = DiagnosticCollector()
        _ = Compiler.compile(SourceFile(path: "t.settings.yaml", text: """
            settings: T
            localization: {table: \(table)}
            sections:
              a:
                intents: true
                settings:
                  flag: true
            """), diagnostics: &collector)
        let errors = collector.sorted.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.outputNameCaseCollision], "\(errors.map(\.message))")
        #expect(errors.first?.message.contains("'AppShortcuts.xcstrings'") == true, "\(errors.map(\.message))")
        #expect(errors.first?.message.hasSuffix("App Shortcuts read that name, so name the string table otherwise") == true, "\(errors.map(\.message))")
        // Without intents the name is free.
        var free = DiagnosticCollector()
        _ = Compiler.compile(SourceFile(path: "t.settings.yaml", text: "settings: T\nlocalization: {table: \(table)}\nsections:\n  a:\n    settings:\n      flag: true\n"), diagnostics: &free)
        #expect(!free.sorted.contains { $0.severity == .error })
    }

    /// Two schemas with localized intents (two apps' providers) are no collision for `validate`: each app has its
    /// own folder; `generate` refuses the two in one folder (SettingsCLITests).
    @Test func twoSchemasWithIntentsAreNoCollisionForValidate() throws {
        let text = "localization: true\nsections:\n  a:\n    intents: true\n    settings:\n      flag: true\n"
        let one = try compiled("settings: One\n" + text, path: "One.settings.yaml")
        let two = try compiled("settings: Two\n" + text, path: "Two.settings.yaml")
        // The check does see two schemas' outputs: the same root name in both collides.
        let twin = try compiled("settings: One\n" + text, path: "Twin.settings.yaml")
        #expect(!OutputNames.collisions(between: [one, twin]).isEmpty)
        #expect(OutputNames.outputs(one).contains { $0.name == "AppShortcuts.xcstrings" })
        #expect(OutputNames.collisions(between: [one, two]).isEmpty)
    }
}
