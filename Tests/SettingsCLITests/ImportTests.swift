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
        #expect(kind.standardError.contains("unknown --from 'plist'; settingsc import reads: swift, settings-bundle, automatic-settings"))
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

/// `settingsc import --from settings-bundle` (issue 34): the fixture bundle (InAppSettingsKit's sample, see
/// Tests/ImportFixtures/settings-bundle/README.md) becomes
/// Tests/SettingsCompilerTests/Fixtures/valid/imported-bundle.settings.yaml, generated and compiled in
/// GeneratedFixtures; ImportedSchemaTests reads what Settings.app wrote with it.
@Suite struct ImportSettingsBundleTests {
    static let fixture = "Tests/ImportFixtures/settings-bundle/Settings.bundle"
    static let schemaGolden = "Tests/SettingsCompilerTests/Fixtures/valid/imported-bundle.settings.yaml"
    static let reportGolden = "Tests/ImportFixtures/settings-bundle/Settings.import-report.txt"

    @Test func importsTheBundleIntoTheCheckedInDraftAndReport() throws {
        let directory = try TemporaryDirectory()
        let schema = directory.url("Schemas/Settings.settings.yaml")
        let arguments = ["import", "--from", "settings-bundle", Self.fixture, "-o", schema, "--type", "ImportedBundleSettings"]
        let result = try ImportTests.runInRepository(arguments)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let text = String(decoding: try directory.read("Schemas/Settings.settings.yaml"), as: UTF8.self)
        let report = String(decoding: try directory.read("Schemas/Settings.import-report.txt"), as: UTF8.self)
        try assertGolden(text, path: Self.schemaGolden)
        try assertGolden(report, path: Self.reportGolden)
        #expect(directory.files(under: "Schemas") == ["Settings.import-report.txt", "Settings.settings.yaml"], "nothing else is written")

        let again = try ImportTests.runInRepository(arguments + ["--force"])
        #expect(again.status == 0)
        #expect(String(decoding: try directory.read("Schemas/Settings.settings.yaml"), as: UTF8.self) == text, "deterministic")
        #expect(try ImportTests.runInRepository(arguments).status == 2, "no overwrite without --force")

        let validated = runCLI(["validate", schema, "--warnings-as-errors"])
        #expect(validated.status == 0, "\(validated.standardError)")
    }

    /// A choice of the Booleans true and false (what the settings-bundle backend writes for a bool with `onTitle:`
    /// and `offTitle:`, and what apps write for a two-way choice) imports as a bool with those titles, so the stored
    /// Booleans are read as they are: not a gap, not an enum that could not read them.
    @Test func aChoiceOfTrueAndFalseIsATwoChoiceBool() throws {
        let directory = try TemporaryDirectory()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Posts</string>
            <key>Key</key><string>isPublic</string><key>DefaultValue</key><true/>
            <key>Titles</key><array><string>Private &amp; hidden</string><string>Public</string></array>
            <key>Values</key><array><false/><true/></array></dict>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Sync</string>
            <key>Key</key><string>sync</string><key>DefaultValue</key><false/>
            <key>Titles</key><array><string>On</string></array>
            <key>Values</key><array><true/><false/></array></dict>
            </array></dict></plist>
            """
        try directory.write("Settings.bundle/Root.plist", plist)
        let schema = directory.url("Schemas/Round.settings.yaml")
        let result = try ImportTests.runInRepository(["import", "--from", "settings-bundle", directory.url("Settings.bundle"),
                                                      "-o", schema, "--type", "RoundSettings"])
        #expect(result.status == 0, "\(result.error)")
        let text = String(decoding: try directory.read("Schemas/Round.settings.yaml"), as: UTF8.self)
        // `true` first whatever order the bundle lists them in.
        #expect(text.contains("isPublic: {type: bool, default: true, key: \"isPublic\", onTitle: \"Public\", offTitle: \"Private & hidden\", title: \"Posts\"}"), "\(text)")
        #expect(text.contains("sync: {type: bool, default: false, key: \"sync\", title: \"Sync\"}"), "one title: a switch, \(text)")
        let report = String(decoding: try directory.read("Schemas/Round.import-report.txt"), as: UTF8.self)
        #expect(report.contains("a choice of true and false without two titles: imported as a switch"), "\(report)")
        #expect(runCLI(["validate", schema]).status == 0)
    }

    /// Each specifier kind becomes its nearest row, with the Key as stored and the title from the strings tables.
    @Test func theDraftMapsEverySpecifier() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.schemaGolden), encoding: .utf8)
        #expect(text.hasPrefix("# A draft written by `settingsc import --from settings-bundle` from \(Self.fixture) "))
        #expect(text.contains("\nlayout: flat\n"))
        #expect(!text.split(separator: "\n").contains { !$0.hasPrefix("#") && $0.contains("settingsApp") },
                "flat settings cannot be shown in Settings.app (SC1696): the bundle stays")
        for line in [
            // Root.plist: titles from en.lproj/Root.strings (UTF-16).
            "    title: \"Toggle Switch\"\n",
            "toggleSwitch: {type: bool, default: true, key: \"toggleSwitch\", title: \"Switch\"}",
            "mulValue: {type: MulValue, default: value1, key: \"mulValue\", title: \"Choose a value\"}",
            "\"value1\": {title: \"Value 1\", rawValue: 0}",
            "signature: {type: string, default: \"\", key: \"signature\", title: \"Signature\"}",
            "    footer: \"This is a Footer Text (supported by Settings.app in iOS 4 or higher)\"\n",
            "version: {type: string, default: \"1.0\", key: \"version\", skip: true, title: \"Version\"}",
            // Complete.plist
            "textSecure: {type: string, default: \"Secret\", key: \"text_secure\", title: \"Secure\"}",
            "toogleString: {type: ToogleString, default: on, key: \"toogle_string\", title: \"String Toogle\"}",
            "\"on\": {title: \"On\", rawValue: \"foo\"}",
            "sliderPreference: {type: double, default: 0.5, key: \"slider_preference\", range: 0.0...1.0}",
            // Advanced.plist, opened from Complete first and from Root again: a navigation row.
            "sensitivity: {type: double, default: 2.0, key: \"sensitivity\", range: 1.0...5.0}",
            // Extras.plist (binary), titles from Extras.xcstrings.
            "    title: \"Extensions\"\n",
            "{link: \"https://github.com/futuretap/InAppSettingsKit\", title: \"Open the project page\"}",
            "buttonDemoAction1: {action: buttonDemoAction1, title: \"Button Action 1\"}",
            "datePicker: {type: date?, key: \"datePicker\", title: \"Date\"}",
            "radioGroup: {type: RadioGroup2, default: light, key: \"radioGroup\", title: \"Radio\"}",
            "    footer: \"Pick one appearance.\"\n",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
        #expect(text.contains("{navigate: "), "the second opening of Advanced.plist is a navigation row")
        let report = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.reportGolden), encoding: .utf8)
        for line in [
            "Extras.plist item 2: an InAppSettingsKit URL row whose File \"LOCALIZED_URL\" is not an http(s) web address",
            "Extras.plist item 4: a child pane with InAppSettingsKit's own view controller",
            "Extras.plist item 17 (left aligned slider): the Key \"left aligned slider\": a schema key: may only use",
            "Extras.plist item 12 (customCell): an InAppSettingsKit custom view",
            "Complete.plist item 17 (slider_preference): the Key \"slider_preference\" is shown again here",
            "Advanced.plist item 5 (switchOther): the DefaultValue is the Boolean true",
            "Advanced.plist item 7 (AutoConnect): the DefaultValue \"NO\" is not a Boolean; the draft's default is false",
        ] {
            #expect(report.contains(line), "missing: \(line)")
        }
    }

    @Test func refusesWhatIsNotABundle() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Empty.bundle/readme.txt", "no plist\n")
        let none = runCLI(["import", "--from", "settings-bundle", directory.url("Empty.bundle"), "-o", directory.url("A.settings.yaml")])
        #expect(none.status == 2)
        #expect(none.standardError.contains("no Root.plist"))
        try directory.write("Bad.bundle/Root.plist", "<plist><dict><key>PreferenceSpecifiers</key><array><dict>")
        let bad = runCLI(["import", "--from", "settings-bundle", directory.url("Bad.bundle"), "-o", directory.url("B.settings.yaml")])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("Root.plist"))
        try directory.write("Groups.bundle/Root.plist", """
            <plist><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Only a group</string></dict>
            </array></dict></plist>
            """)
        let empty = runCLI(["import", "--from", "settings-bundle", directory.url("Groups.bundle"), "-o", directory.url("C.settings.yaml")])
        #expect(empty.status == 1)
        #expect(!directory.exists("C.settings.yaml"))
        #expect(runCLI(["import", "--from", "settings-bundle", directory.url("Groups.bundle/Root.plist"), "-o", directory.url("D.settings.yaml")]).status == 2)
    }

    /// The readers against Foundation's: the same values from XML and binary property lists, and hostile input.
    @Test func propertyListReadersAgreeWithFoundation() throws {
        for name in ["Root", "Complete", "Advanced", "Extras"] {
            let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("\(Self.fixture)/\(name).plist"))
            let object = try PropertyListSerialization.propertyList(from: data, format: nil)
            let xml = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
            let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            let fromXML = try PropertyListReader.read(Array(xml)).get()
            let fromBinary = try PropertyListReader.read(Array(binary)).get()
            #expect(Self.describe(fromXML) == Self.describe(fromBinary), "\(name)")
            #expect(Self.describe(fromXML) == Self.describe(foundation: object), "\(name)")
        }
        // Entities, CDATA, comments, CRLF, an empty string.
        let xml = "<?xml version=\"1.0\"?>\r\n<!-- c --><plist version=\"1.0\"><dict><key>a&amp;b</key><string>x &lt;&#x41;&#66;&gt; <![CDATA[<raw>]]>\r\ny</string><key>e</key><string/><key>n</key><integer>-3</integer><key>r</key><real>2.5</real><key>t</key><true/></dict></plist>"
        let value = try PropertyListReader.read(Array(xml.utf8)).get()
        #expect(value.dict?["a&b"] == .string("x <AB> <raw>\ny"))
        #expect(value.dict?["e"] == .string(""))
        #expect(value.dict?["n"] == .integer(-3))
        #expect(value.dict?["r"] == .real(2.5))
        #expect(value.dict?["t"] == .bool(true))

        var generator = SystemRandomNumberGenerator()
        let seeds = [Array(xml.utf8), Array(try PropertyListSerialization.data(fromPropertyList: ["k": [1, "two", 3.5, true, ["x": Data([1, 2])]]], format: .binary, options: 0))]
        for seed in seeds {
            for _ in 0..<300 {
                var bytes = seed
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                    case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &generator)))
                    default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
                    }
                    if bytes.isEmpty { bytes = [0] }
                }
                _ = PropertyListReader.read(bytes)
                _ = StringsTableReader.read(bytes)
                _ = JSONTextReader.read(bytes)
            }
        }
    }

    @Test func stringsTablesInUTF8AndUTF16() throws {
        let text = "/* c */ \"a\" = \"A \\\"q\\\"\\n\\U00e9\";\n// line\nplain = word;\n\"only\";\n"
        let utf8 = try #require(StringsTableReader.read(Array(text.utf8)))
        let utf16 = try #require(StringsTableReader.read([0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        #expect(utf8 == ["a": "A \"q\"\né", "plain": "word", "only": "only"])
        #expect(utf16 == utf8)
        // What Foundation reads from the fixture's table, ours reads too.
        let url = repositoryRoot.appendingPathComponent("\(Self.fixture)/en.lproj/Root.strings")
        let foundation = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: String])
        #expect(StringsTableReader.read(Array(try Data(contentsOf: url))) == foundation)
        #expect(StringsTableReader.read(Array("\"a\" = ".utf8)) == nil)
    }

    static func describe(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): "s:\(s)"
        // Numbers and Booleans compared as numbers: Foundation's NSNumber does not say which it was on every platform.
        case .integer(let i): "n:\(Double(i))"
        case .real(let d): "n:\(d)"
        case .bool(let b): "n:\(b ? 1.0 : 0.0)"
        case .date(let d): "d:\(d)"
        case .data(let n): "data:\(n)"
        case .array(let items): "[" + items.map(describe).joined(separator: ",") + "]"
        case .dict(let d): "{" + d.keys.sorted().map { "\($0)=\(describe(d[$0]!))" }.joined(separator: ",") + "}"
        case .null: "null"
        }
    }

    static func describe(foundation object: Any) -> String {
        switch object {
        case let s as String: "s:\(s)"
        case let n as NSNumber: "n:\(n.doubleValue)"
        case let a as [Any]: "[" + a.map { describe(foundation: $0) }.joined(separator: ",") + "]"
        case let d as [String: Any]: "{" + d.keys.sorted().map { "\($0)=\(describe(foundation: d[$0]!))" }.joined(separator: ",") + "}"
        default: "?"
        }
    }
}

/// `settingsc import --from automatic-settings` (issue 34): AutomaticSettings' example structs
/// (Tests/ImportFixtures/automatic-settings) become
/// Tests/SettingsCompilerTests/Fixtures/valid/imported-beta.settings.yaml, generated and compiled in
/// GeneratedFixtures; ImportedSchemaTests reads the JSON the app's JSONEncoder saved with it.
@Suite struct ImportAutomaticSettingsTests {
    static let fixture = "Tests/ImportFixtures/automatic-settings/BetaApp"
    static let schemaGolden = "Tests/SettingsCompilerTests/Fixtures/valid/imported-beta.settings.yaml"
    static let reportGolden = "Tests/ImportFixtures/automatic-settings/BetaApp.import-report.txt"

    @Test func importsTheStructsIntoTheCheckedInDraftAndReport() throws {
        let directory = try TemporaryDirectory()
        let schema = directory.url("Schemas/BetaApp.settings.yaml")
        let arguments = ["import", "--from", "automatic-settings", Self.fixture, "-o", schema, "--type", "ImportedBetaSettings"]
        let result = try ImportTests.runInRepository(arguments)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let text = String(decoding: try directory.read("Schemas/BetaApp.settings.yaml"), as: UTF8.self)
        let report = String(decoding: try directory.read("Schemas/BetaApp.import-report.txt"), as: UTF8.self)
        try assertGolden(text, path: Self.schemaGolden)
        try assertGolden(report, path: Self.reportGolden)
        #expect(directory.files(under: "Schemas") == ["BetaApp.import-report.txt", "BetaApp.settings.yaml"], "nothing else is written")
        let again = try ImportTests.runInRepository(arguments + ["--force"])
        #expect(again.status == 0)
        #expect(String(decoding: try directory.read("Schemas/BetaApp.settings.yaml"), as: UTF8.self) == text, "deterministic")
        #expect(try ImportTests.runInRepository(arguments).status == 2, "no overwrite without --force")
        let validated = runCLI(["validate", schema, "--warnings-as-errors"])
        #expect(validated.status == 0, "\(validated.standardError)")
    }

    @Test func theDraftKeepsTheStructsNamesAnnotationsAndEnums() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.schemaGolden), encoding: .utf8)
        #expect(text.hasPrefix("# A draft written by `settingsc import --from automatic-settings` from \(Self.fixture) (1 Swift file; root struct BetaSettings)."))
        #expect(!text.contains("layout: flat"), "the document layout: AutomaticSettings saved one JSON document")
        for line in [
            "externalData: BetaSettingsExternalData\n",
            "  calculation:\n",
            "text: {type: string, default: \"Default\"}",
            "mode: {type: Mode, default: linearRegression}",
            "averageMethod: {type: AverageMethod, default: weightedAverage}",
            "timePeriod: {type: int, default: 7, range: 1...30}",
            "  smoothing:\n    footer: inject\n",
            "dayPeriod: {type: int, default: 7, requiresRestart: true}",
            "algorithm: {type: Algorithm, default: movingAverage}",
            "      grouped:\n",
            "level: {type: float, default: 1.0, range: 1...4, step: 0.5}",
            "prettyCool: {type: bool, default: true}",
            "nickname: {type: string?, sideEffect: nicknameChanged}",
            "  advertising:\n    header: inject\n",
            "lastShown: {type: int, default: 0, skip: true}",
            "provider: {type: AdProvider, default: admob}",
            "partnerIDs: {type: \"[string]\", default: []}",
            "\"simple\": {title: \"Simple average\"}",
            "\"admob\": {renamedFrom: 1}",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
        let report = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.reportGolden), encoding: .utf8)
        for line in [
            "BetaSettings.betaBuild: a setting directly in the root struct",
            "Advertising.startDate: a Date",
            "Advertising.build: a `let`",
            "Calculation.averageMethod: no type is written; AverageMethod is the only enum with the case weightedAverage",
            "Grouped.nickname: the side effect `Tracker.shared.refresh()` becomes the named side effect nicknameChanged",
        ] {
            #expect(report.contains(line), "missing: \(line)")
        }
        #expect(!report.contains("isEnabled"), "a computed property is not stored")
    }

    @Test func annotationsAndHostileSources() throws {
        #expect(AutomaticSettingsImporter.split(" range = 0.0...1.0, step = 0.1 ,requiresRestart").map(\.name) == ["range", "step", "requiresRestart"])
        #expect(AutomaticSettingsImporter.split("sideEffect = f(a, b)").first?.value == "f(a, b)")
        #expect(AutomaticSettingsImporter.isNumericRange("0.5...1.5"))
        #expect(!AutomaticSettingsImporter.isNumericRange("4...1"))
        #expect(!AutomaticSettingsImporter.isNumericRange("a...b"))

        let directory = try TemporaryDirectory()
        let none = try directory.write("None/A.swift", "struct A { var x = 1 }\n")
        let result = runCLI(["import", "--from", "automatic-settings", none, "-o", directory.url("N.settings.yaml")])
        #expect(result.status == 1)
        #expect(!directory.exists("N.settings.yaml"))

        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("struct S: AutomaticSettings { var a = 1 // sourcery: range = 1...2\n enum E: String { case a = \"b\" } let } .init() = [] ?")
        for _ in 0..<300 {
            let count = Int.random(in: 0..<300, using: &generator)
            let text = String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
            var importer = AutomaticSettingsImporter()
            importer.read(path: "fuzz.swift", text: text)
            _ = importer.draft(rootType: "FuzzSettings").0.schemaText(header: [])
        }
    }
}

/// Nothing quadratic at 10,000 settings: a bundle with 10,000 switches in one group and 2,000 multi values, and
/// AutomaticSettings structs with 10,000 annotated members, import in seconds (a quadratic step would take minutes).
@Suite struct ImportScaleTests {
    @Test func tenThousandSettingsImportInLinearTime() throws {
        let directory = try TemporaryDirectory()
        var specifiers: [[String: Any]] = [["Type": "PSGroupSpecifier", "Title": "All"]]
        for i in 0..<10_000 { specifiers.append(["Type": "PSToggleSwitchSpecifier", "Key": "switch_\(i)", "Title": "Switch \(i)", "DefaultValue": i % 2 == 0]) }
        for i in 0..<2_000 {
            specifiers.append(["Type": "PSMultiValueSpecifier", "Key": "choice_\(i)", "Values": [1, 2], "Titles": ["One", "Two"], "DefaultValue": 2])
        }
        let plist = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": specifiers], format: .binary, options: 0)
        try directory.write("Big.bundle/readme.txt", "a bundle\n")
        try plist.write(to: URL(fileURLWithPath: directory.url("Big.bundle/Root.plist")))
        let clock = ContinuousClock()
        var bundle = SettingsBundleImporter(bundle: directory.url("Big.bundle"), rootType: "BigSettings")
        let bundleTime = clock.measure {
            #expect(bundle.run() == nil)
            _ = bundle.tree.schemaText(header: [])
        }
        #expect(bundle.tree.settingCount == 12_000)
        #expect(bundle.tree.enums.count == 2_000)
        #expect(bundleTime < .seconds(60), "\(bundleTime)")

        var source = "struct BigSettings: AutomaticSettings {\n"
        for s in 0..<100 {
            source += "    struct Part\(s): AutomaticSettings {\n"
            for m in 0..<100 { source += "        // sourcery: range = 0...100\n        var value\(m) = \(m)\n" }
            source += "    }\n    var part\(s) = Part\(s)()\n"
        }
        source += "}\n"
        var automatic = AutomaticSettingsImporter()
        let automaticTime = clock.measure {
            automatic.read(path: "Big.swift", text: source)
            _ = automatic.draft(rootType: "BigSettings").0.schemaText(header: [])
        }
        #expect(automatic.draft(rootType: "BigSettings").0.settingCount == 10_000)
        #expect(automaticTime < .seconds(60), "\(automaticTime)")
    }
}
