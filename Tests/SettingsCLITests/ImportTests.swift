import Foundation
import SettingsCompiler
import Testing
import TestSupport
@testable import SettingsCLI

/// `settingsc import --from swift` (issue 34): the fixture app in Tests/ImportFixtures/swift/ReaderApp becomes the
/// schema Tests/SettingsCompilerTests/Fixtures/valid/imported-reader.settings.yaml, which ReferenceTests generates
/// into Tests/GeneratedFixtures (compiled by that target) and ImportedSchemaTests loads from real `UserDefaults`.
@Suite struct ImportTests {
    static let fixture = "Tests/ImportFixtures/swift/ReaderApp"
    static let schemaGolden = "Tests/SettingsCompilerTests/Fixtures/valid/imported-reader.settings.yaml"
    static let reportGolden = "Tests/ImportFixtures/swift/ReaderApp.import-report.txt"

    /// Runs the executable in the repository root, so the paths in the draft are the relative ones given.
    static func runInRepository(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = try ExecutableTests.executable()
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    @Test func importsTheFixtureAppIntoTheCheckedInDraftAndReport() throws {
        let directory = try TemporaryDirectory()
        let schema = directory.url("Schemas/Imported.settings.yaml")
        let result = try Self.runInRepository(["import", Self.fixture, "-o", schema, "--type", "ImportedReaderSettings"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        #expect(result.output.contains("(17 settings in 3 sections)"), "\(result.output)")
        let text = String(decoding: try directory.read("Schemas/Imported.settings.yaml"), as: UTF8.self)
        let report = String(decoding: try directory.read("Schemas/Imported.import-report.txt"), as: UTF8.self)
        try assertGolden(text, path: Self.schemaGolden)
        try assertGolden(report, path: Self.reportGolden)
        #expect(directory.files(under: "Schemas") == ["Imported.import-report.txt", "Imported.settings.yaml"], "nothing else is written")

        // Deterministic: a second run writes the same bytes.
        let again = try Self.runInRepository(["import", Self.fixture, "-o", schema, "--type", "ImportedReaderSettings", "--force"])
        #expect(again.status == 0)
        #expect(String(decoding: try directory.read("Schemas/Imported.settings.yaml"), as: UTF8.self) == text)

        // The draft validates as it is, warnings included.
        let validated = runCLI(["validate", schema, "--warnings-as-errors"])
        #expect(validated.status == 0, "\(validated.standardError)")
    }

    /// What the draft says, setting by setting: the keys as stored, the types and defaults the sources give.
    @Test func theDraftKeepsKeysTypesDefaultsAndSections() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.schemaGolden), encoding: .utf8)
        #expect(text.hasPrefix("# A draft written by `settingsc import --from swift` from \(Self.fixture) (2 Swift files).\n"))
        #expect(text.contains("\nlayout: flat\n"))
        for line in [
            "  readingPreferencesView:\n",
            "      fontSizeScale: {type: double, default: 1.0, key: \"font_size_scale\"}",
            "      showThumbnails: {type: bool, default: true, key: \"show_thumbnails\"}",
            "      browser: {type: PreferredBrowser, default: inAppSafari, key: \"preferred_browser\"}",
            "      theme: {type: AppTheme, default: system, key: \"app_theme\"}",
            "      homepage: {type: url, default: \"https://example.com/start\", key: \"homepage\"}",
            "      username: {type: string?, key: \"username\"}",
            "      opacity: {type: float, default: 0.8, key: \"opacity\"}",
            "  appDefaults:\n",
            "      launchCount: {type: int, default: 0, key: \"launch_count\"}",
            "      sortOrder: {type: SortOrder, default: newest, key: \"sort_order\"}",
            "      signature: {type: string, default: \"Sent from \\\"Reader\\\"\\n\", key: \"signature\"}",
            "      lastSync: {type: date?, key: \"last_sync\"}",
            "      mutedWords: {type: \"[string]\", default: [], key: \"muted_words\"}",
            "      hasSeenOnboarding: {type: bool, default: false, key: \"has_seen_onboarding\"}",
            "      itemCount: {type: int, default: 4, key: \"widget_item_count\", suite: \"group.com.example.reader\"}",
            "    \"chrome\": {rawValue: 5}",
            "    \"light\": {rawValue: \"light_mode\"}",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
        #expect(!text.contains("commented_out"))
        let report = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.reportGolden), encoding: .utf8)
        for line in [
            "17 settings imported; 6 not imported; 0 to review.",
            "Model/AppDefaults.swift:27:34: \"avatar_png\": Data has no schema type",
            "\"legacy_blob\": no type could be read",
            "bool(forKey:) whose key is not a string literal: not imported",
            "register(defaults:) entry whose key is not a string literal: not imported",
            "@AppStorage(\"widget_shows_images\") with a store: other than UserDefaults(suiteName: \"...\"): not imported",
            "\"widget_layout\": the enum WidgetLayout is not Int- or String-backed",
        ] {
            #expect(report.contains(line), "missing: \(line)")
        }
    }

    @Test func neverOverwritesWithoutForce() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.write("App/Prefs.swift", "struct P { @AppStorage(\"a\") var a = true }\n")
        let schema = try directory.write("Out.settings.yaml", "settings: Mine\n")
        let refused = runCLI(["import", source, "-o", schema])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("already exists; give --force to replace it"))
        #expect(String(decoding: try directory.read("Out.settings.yaml"), as: UTF8.self) == "settings: Mine\n")
        #expect(!directory.exists("Out.import-report.txt"))

        // The report is protected too.
        try directory.write("Other.import-report.txt", "mine\n")
        #expect(runCLI(["import", source, "-o", directory.url("Other.settings.yaml")]).status == 2)
        #expect(!directory.exists("Other.settings.yaml"))

        let forced = runCLI(["import", source, "-o", schema, "--force"])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(String(decoding: try directory.read("Out.settings.yaml"), as: UTF8.self).contains("a: {type: bool, default: true, key: \"a\"}"))
    }

    @Test func exitStatuses() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.write("Empty/Nothing.swift", "struct Nothing { var x = 1 }\n")
        let none = runCLI(["import", empty, "-o", directory.url("A.settings.yaml")])
        #expect(none.status == 1)
        #expect(none.standardError.contains("found no setting in 1 Swift file"))
        #expect(!directory.exists("A.settings.yaml"))

        #expect(runCLI(["import", directory.url("missing"), "-o", directory.url("B.settings.yaml")]).status == 2)
        let kind = runCLI(["import", empty, "--from", "plist", "-o", directory.url("C.settings.yaml")])
        #expect(kind.status == 2)
        #expect(kind.standardError.contains("unknown --from 'plist'; settingsc import reads: swift"))
        #expect(runCLI(["import", empty, "-o", directory.url("D.json")]).status == 2)
        #expect(runCLI(["import"]).status == 2)
    }

    /// A folder is searched for *.swift files in sorted order; hidden folders and other files are skipped.
    @Test func searchesFoldersForSwiftFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/B.swift", "struct B { @AppStorage(\"b\") var b = 2 }\n")
        try directory.write("App/Sub/A.swift", "struct A { @AppStorage(\"a\") var a = \"x\" }\n")
        try directory.write("App/.hidden/C.swift", "struct C { @AppStorage(\"c\") var c = true }\n")
        try directory.write("App/notes.txt", "@AppStorage(\"d\") var d = true\n")
        let result = runCLI(["import", directory.url("App"), "-o", directory.url("S.settings.yaml")])
        #expect(result.status == 0, "\(result.standardError)")
        let text = String(decoding: try directory.read("S.settings.yaml"), as: UTF8.self)
        #expect(text.contains("  b:\n    settings:\n      b: {type: int, default: 2, key: \"b\"}"))
        #expect(text.contains("  a:\n    settings:\n      a: {type: string, default: \"x\", key: \"a\"}"))
        #expect(!text.contains("key: \"c\"") && !text.contains("key: \"d\""))
        #expect(text.range(of: "  b:\n")!.lowerBound < text.range(of: "  a:\n")!.lowerBound, "App/B.swift sorts before App/Sub/A.swift")
    }

    /// Hostile sources: keys and defaults with quotes, newlines and control characters are escaped; truncated and
    /// random input ends without a crash.
    @Test func hostileSourcesAreEscapedAndNeverCrash() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.write("H/Hostile.swift", #"""
            struct Hostile {
                @AppStorage("a") var a = "line1\nline2 \u{7} \"quoted\" # not a comment"
                @AppStorage(#"b"#) var b = #"raw\n"#
                @AppStorage("multi") var c = """
                    text
                    """
                @AppStorage("com.example.dotted") var d = true
                @AppStorage("key: \"quoted\"\n") var e = 1
            }
            """#)
        let result = runCLI(["import", source, "-o", directory.url("H.settings.yaml")])
        #expect(result.status == 0, "\(result.standardError)")
        let text = String(decoding: try directory.read("H.settings.yaml"), as: UTF8.self)
        #expect(text.contains(#"a: {type: string, default: "line1\nline2 \u0007 \"quoted\" # not a comment", key: "a"}"#))
        #expect(text.contains(#"b: {type: string, default: "raw\\n", key: "b"}"#))
        #expect(!text.contains("multi"), "no type annotation and no literal default: no type")
        #expect(runCLI(["validate", directory.url("H.settings.yaml")]).status == 0)
        let report = String(decoding: try directory.read("H.import-report.txt"), as: UTF8.self)
        #expect(report.contains("H/Hostile.swift:7:5: \"com.example.dotted\": a schema key: may only use ASCII letters, digits, '_' and '-' (SC1104)"))
        #expect(report.contains("H/Hostile.swift:8:5: \"key: \"quoted\"?\": a schema key:"), "a newline in a key is shown as ?: \(report)")
        #expect(report.contains("H/Hostile.swift:4:34: the default of @AppStorage(\"multi\") var c is not a literal"), "\(report)")
        #expect(report.contains("H/Hostile.swift:4:5: \"multi\": no type could be read"))

        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("@AppStorage(\"k\") var x = 1 enum E: Int { case a } \"\"\" /* */ // #\"\\( \n.,:[]")
        for _ in 0..<200 {
            let count = Int.random(in: 0..<200, using: &generator)
            let text = String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
            var importer = SwiftImporter()
            importer.read(path: "fuzz.swift", text: text)
            _ = ImportDraft(rootType: "FuzzSettings", importer: importer).schemaText(header: [])
        }
    }
}
