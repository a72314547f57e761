import Foundation
import GeneratedSettings
import SettingsBackends
import SettingsCLI
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// The settings-bundle backend: Settings.bundle property lists for the settings marked `settingsApp`, read back
/// with PropertyListSerialization, checked with `plutil -lint` when the toolchain has it, and keyed exactly as
/// the generated model's `settingsAppKeys` (which the UserDefaults persistence mirrors).
@Suite struct SettingsBundleTests {
    static let schemas = (try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? []
    static let output = "Generated/SettingsBundle"
    static let fixture = "Tests/ToolingTests/Fixtures/settings-bundle/BundleFixture.settings.yaml"
    static let fixtureOutput = "Tests/ToolingTests/Fixtures/settings-bundle/expected"

    static func plist(_ text: String) throws -> [String: Any] {
        try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
    }

    static func specifiers(_ text: String) throws -> [[String: Any]] {
        try #require(try plist(text)["PreferenceSpecifiers"] as? [[String: Any]])
    }

    static func rendered(_ path: String) throws -> [String: String] {
        let ir = try compileRepositorySchema(path)
        return Dictionary(uniqueKeysWithValues: SettingsBundleBackend().render(ir).map { ($0.path, $0.contents) })
    }

    @Test(arguments: schemas)
    func generatedBundleIsCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let files = SettingsBundleBackend().render(ir)
        // Only schemas with `settingsApp` settings get a bundle.
        #expect(files.isEmpty == SettingsAppMapping.settings(in: ir).isEmpty)
        for file in files {
            try assertGolden(file.contents, path: "\(Self.output)/\(file.path)")
        }
    }

    @Test func fixtureBundleMatchesItsGolden() throws {
        let files = SettingsBundleBackend().render(try compileRepositorySchema(Self.fixture))
        #expect(files.map(\.path) == [
            "BundleFixtureSettings/Settings.bundle/Root.plist",
            "BundleFixtureSettings/Settings.bundle/General-Inner.plist",
            "BundleFixtureSettings/Settings.bundle/General-Inner-Deeper.plist",
        ])
        for file in files {
            try assertGolden(file.contents, path: "\(Self.fixtureOutput)/\(file.path)")
        }
        #expect(files == SettingsBundleBackend().render(try compileRepositorySchema(Self.fixture)))
    }

    @Test func isOnlyRunWhenNamed() {
        #expect(!Backends.all.contains { $0.name == "settings-bundle" })
        #expect(Backends.named("settings-bundle") is SettingsBundleBackend)
    }

    /// Every string reaches the property list unchanged: titles, footer, defaults with quotes, tags, a tab and a line break.
    @Test func hostileStringsReadBackExactly() throws {
        let files = try Self.rendered(Self.fixture)
        let root = try Self.specifiers(try #require(files["BundleFixtureSettings/Settings.bundle/Root.plist"]))
        #expect(root[0]["Type"] as? String == "PSGroupSpecifier")
        #expect(root[0]["Title"] as? String == "General & <more>")
        #expect(root[0]["FooterText"] as? String == "Footer with ]]> and &amp; and a bike 🚲")
        let byKey = Dictionary(root.compactMap { item in (item["Key"] as? String).map { ($0, item) } }, uniquingKeysWith: { a, _ in a })
        let name = try #require(byKey["BundleFixtureSettings.general.name"])
        #expect(name["Title"] as? String == "Name </string><string>")
        #expect(name["DefaultValue"] as? String == "<b>bold</b> & \"quotes\"\ttab\nline")
        let mode = try #require(byKey["BundleFixtureSettings.general.mode"])
        #expect(mode["Type"] as? String == "PSMultiValueSpecifier")
        #expect(mode["Titles"] as? [String] == ["Plain & <simple>", "\"Quoted\" 'title' ]]>"])
        #expect(mode["Values"] as? [String] == ["plain", "quoted"])
        #expect(mode["DefaultValue"] as? String == "quoted")
    }

    /// bool: a switch; enum: a choice; float or double with both bounds: a slider (after a group titled with the
    /// setting's title); int: the number pad; other numbers: the decimal pad; strings: a text field.
    @Test func eachTypeGetsItsControl() throws {
        let files = try Self.rendered(Self.fixture)
        let root = try Self.specifiers(try #require(files["BundleFixtureSettings/Settings.bundle/Root.plist"]))
        func item(_ key: String) throws -> [String: Any] {
            try #require(root.first { $0["Key"] as? String == "BundleFixtureSettings.general." + key })
        }
        #expect(try item("enabled")["Type"] as? String == "PSToggleSwitchSpecifier")
        #expect(try item("enabled")["DefaultValue"] as? Bool == true)
        #expect(try item("count")["KeyboardType"] as? String == "NumberPad")
        #expect(try item("count")["DefaultValue"] as? String == "-3")
        #expect(try item("scale")["KeyboardType"] as? String == "DecimalPad")
        #expect(try item("halfOpen")["KeyboardType"] as? String == "DecimalPad")   // a slider needs both bounds
        #expect(try item("name")["KeyboardType"] == nil)
        // A bool with `onTitle:`/`offTitle:` is the app's two-choice picker in Settings.app too, `true` first; its
        // values are the Bools Settings.app then stores, as the switch would (the mirror reads them unchanged).
        let visibility = try item("visibility")
        #expect(visibility["Type"] as? String == "PSMultiValueSpecifier")
        #expect(visibility["Titles"] as? [String] == ["Public & <all>", "Private"])
        #expect(visibility["Values"] as? [Bool] == [true, false])
        #expect(visibility["DefaultValue"] as? Bool == false)
        let ratio = try item("ratio")
        #expect(ratio["Type"] as? String == "PSSliderSpecifier")
        #expect(ratio["MinimumValue"] as? Double == 0)
        #expect(ratio["MaximumValue"] as? Double == 1)
        #expect(ratio["DefaultValue"] as? Double == 0.1)
        let index = try #require(root.firstIndex { $0["Key"] as? String == "BundleFixtureSettings.general.ratio" })
        #expect(root[index - 1]["Title"] as? String == "Ratio")
        #expect(!root.contains { ($0["Key"] as? String)?.hasSuffix(".hidden") == true })
        #expect(!root.contains { ($0["Key"] as? String)?.hasSuffix(".other") == true })

        // Nested sections: child panes, two deep; the subsection's key is part of the setting's key.
        let pane = try #require(root.first { $0["Type"] as? String == "PSChildPaneSpecifier" })
        // The title's noncharacters (U+FFFE, U+FFFF, U+FDD0, U+10FFFF) show as U+FFFD (issue 20 item 5).
        #expect(pane["Title"] as? String == "Inner \u{FFFD}\u{FFFD} \u{FFFD} \u{FFFD} end")
        #expect(pane["File"] as? String == "General-Inner")
        let inner = try Self.specifiers(try #require(files["BundleFixtureSettings/Settings.bundle/General-Inner.plist"]))
        #expect(inner[0]["Title"] as? String == "Inner \u{FFFD}\u{FFFD} \u{FFFD} \u{FFFD} end")
        #expect(inner[0]["FooterText"] == nil)                              // `inject`: nothing Settings.app can show
        #expect(inner[1]["Key"] as? String == "BundleFixtureSettings.general.inner.deep")
        #expect(inner[2]["File"] as? String == "General-Inner-Deeper")
        let deeper = try Self.specifiers(try #require(files["BundleFixtureSettings/Settings.bundle/General-Inner-Deeper.plist"]))
        #expect(deeper[1]["Key"] as? String == "BundleFixtureSettings.general.inner.deeper-key.level")
        // A section with one setting marked by itself gets its group.
        #expect(root.contains { $0["Key"] as? String == "BundleFixtureSettings.notShown.picked" })
    }

    /// Nothing quadratic: 10,000 settings shown in Settings.app render in seconds. (Each control used to make the
    /// documentation facts of the whole schema again: 12.8 s for 8,000 in a release build, 0.15 s after.)
    @Test func tenThousandSettingsRenderInLinearTime() throws {
        var text = "settings: BigBundle\nsections:\n  general:\n    settingsApp: true\n    settings:\n"
        for i in 0..<10_000 { text += "      s\(i): {type: bool, default: true}\n" }
        var diagnostics = DiagnosticCollector()
        let ir = try #require(Compiler.compile(SourceFile(path: "Big.settings.yaml", text: text), diagnostics: &diagnostics))
        let clock = ContinuousClock()
        var files: [RenderedFile] = []
        let time = clock.measure { files = SettingsBundleBackend().render(ir) }
        let root = try Self.specifiers(try #require(files.first?.contents))
        #expect(root.count == 10_001)
        #expect(time < .seconds(30), "\(time)")
    }

    /// Settings in an App Group (`suite:`): every plist names the group, so Settings.app edits the group's suite
    /// (issue 17); a bundle of settings in the app's own storage names none.
    @Test func anAppGroupSuiteIsTheBundlesContainer() throws {
        let files = try Self.rendered("Schemas/Companion.settings.yaml")
        #expect(!files.isEmpty)
        for (path, text) in files {
            #expect(try Self.plist(text)["ApplicationGroupContainerIdentifier"] as? String == "group.com.example.weather", "\(path)")
        }
        for text in try Self.rendered("Schemas/DebugMenu.settings.yaml").values {
            #expect(try Self.plist(text)["ApplicationGroupContainerIdentifier"] == nil)
        }
    }

    /// The bundle's keys are the keys the generated model hands to `SettingsUserDefaults` for mirroring.
    @Test func keysAreTheGeneratedModelsSettingsAppKeys() throws {
        let files = try Self.rendered("Schemas/DebugMenu.settings.yaml")
        var keys: [String: String] = [:]
        for text in files.values {
            for item in try Self.specifiers(text) {
                if let key = item["Key"] as? String { keys[key] = item["Type"] as? String }
            }
        }
        let model = DebugMenuSettings.settingsAppKeys
        let expected = Dictionary(uniqueKeysWithValues: model.settings.map { setting -> (String, String) in
            let type = switch setting.control {
            case .toggle: "PSToggleSwitchSpecifier"
            case .multiValue: "PSMultiValueSpecifier"
            case .slider: "PSSliderSpecifier"
            case .integerField, .decimalField, .textField: "PSTextFieldSpecifier"
            }
            return (model.defaultsKey(for: setting), type)
        })
        #expect(keys == expected)
        #expect(keys.count == 9)
    }

    /// `plutil -lint` on every generated property list (the repository's and the fixture's), when the
    /// toolchain has plutil (`make test-settings-bundle` requires it).
    @Test func plutilAcceptsEveryGeneratedPlist() throws {
        guard let plutil = Self.plutil() else { return }
        var paths: [String] = []
        for folder in [Self.output, Self.fixtureOutput] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: root.path)
            while let next = walker?.nextObject() as? String {
                if next.hasSuffix(".plist") { paths.append(root.appendingPathComponent(next).path) }
            }
        }
        #expect(paths.count >= 7)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: plutil)
        process.arguments = ["-lint"] + paths.sorted()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.components(separatedBy: ": OK").count - 1 == paths.count, "\(output)")
    }

    /// Issue 20 item 5: Python's plistlib (expat, a strict XML 1.0 parser) reads every generated property list: the
    /// repository's, the fixture's goldens and the fixture rendered now, whose titles and footers hold U+FFFE, U+FFFF
    /// and other noncharacters (they become U+FFFD). swift-corelibs `plutil -lint` does not notice such characters.
    @Test func aStrictXMLParserReadsEveryGeneratedPlist() throws {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        let python = folders.map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plistlib-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var paths: [String] = []
        for folder in [Self.output, Self.fixtureOutput] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: root.path)
            while let next = walker?.nextObject() as? String {
                if next.hasSuffix(".plist") { paths.append(root.appendingPathComponent(next).path) }
            }
        }
        for (index, (path, text)) in try Self.rendered(Self.fixture).sorted(by: { $0.key < $1.key }).enumerated() {
            #expect(!text.unicodeScalars.contains { HTMLEscaping.isNoncharacter($0) }, "\(path) holds a noncharacter")
            let url = scratch.appendingPathComponent("\(index).plist")
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        #expect(paths.count >= 10)
        let inner = try #require(try Self.rendered(Self.fixture)["BundleFixtureSettings/Settings.bundle/Root.plist"])
        #expect(inner.contains("<string>Inner \u{FFFD}\u{FFFD} \u{FFFD} \u{FFFD} end</string>"))
        guard let python else { return }  // Debian and the CI image have python3; the noncharacter checks above still ran.
        let script = "import plistlib, sys\nfor p in sys.argv[1:]:\n    with open(p, 'rb') as f: plistlib.load(f)\n    print('OK', p)\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.components(separatedBy: "OK ").count - 1 == paths.count, "\(output)")
    }

    /// plutil on PATH, or next to the Swift toolchain's swift.
    static func plutil() -> String? {
        let environment = ProcessInfo.processInfo.environment
        var folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        folders.append("/opt/swift/usr/bin")
        return folders.map { $0 + "/plutil" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
