import Foundation
import SettingsCompiler
import Testing
import TestSupport
@testable import SettingsCLI

@Suite struct InitTests {
    /// The starter schema is also a valid fixture, so the Swift generated from it is checked in under
    /// Tests/GeneratedFixtures, compiled by the GeneratedFixtures target and run by GeneratedSettingsTests.
    @Test func starterSchemaIsTheValidFixture() throws {
        try assertGolden(Init.starterSchema(rootType: "StarterSettings"),
                         path: "Tests/SettingsCompilerTests/Fixtures/valid/starter.settings.yaml")
    }

    @Test func writesAStarterThatCompilesWithoutDiagnosticsAndGeneratesSwift() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url("Schemas/App.settings.yaml")
        let result = runCLI(["init", path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("settingsc: wrote \(path), declaring AppSettings\n\nNext steps:\n"))
        #expect(result.standardOutput.contains("settingsc validate \(path)\n"))
        #expect(result.standardOutput.contains("settingsc generate \(path) --output Generated/Swift\n"))
        let text = String(decoding: try directory.read("Schemas/App.settings.yaml"), as: UTF8.self)
        #expect(text == Init.starterSchema(rootType: "AppSettings"))

        // Zero diagnostics, warnings included.
        let file = SourceFile(path: path, text: text)
        var collector = DiagnosticCollector()
        let ir = Compiler.compile(file, diagnostics: &collector)
        #expect(collector.diagnostics.isEmpty, "\(DiagnosticRenderer(files: [file]).render(collector.sorted))")
        #expect(ir?.rootTypeName == "AppSettings")
        #expect(runCLI(["validate", path, "--warnings-as-errors"]).status == 0)

        let generated = runCLI(["generate", path, "--output", directory.url("Generated/Swift")])
        #expect(generated.status == 0, "\(generated.standardError)")
        let swift = String(decoding: try directory.read("Generated/Swift/AppSettings.swift"), as: UTF8.self)
        #expect(swift.contains("public struct AppSettings: SettingsRuntime.SettingsModel {"))
    }

    /// Run as a subprocess in a fresh directory: changing the working directory in-process would disturb
    /// tests running in parallel.
    @Test func defaultPathIsSchemasApp() throws {
        let directory = try TemporaryDirectory()
        let process = Process()
        process.executableURL = try ExecutableTests.executable()
        process.arguments = ["init"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: try directory.read("Schemas/App.settings.yaml"), as: UTF8.self)
        #expect(text == Init.starterSchema(rootType: "AppSettings"))
    }

    /// The plugins, pre-commit hooks and completion pick up `*.settings.yaml` only: init names the file so.
    @Test(arguments: [
        ("Foo.yaml", "Foo.settings.yaml"), ("Foo.yml", "Foo.settings.yaml"), ("Foo", "Foo.settings.yaml"),
        ("Foo.settings", "Foo.settings.yaml"),
        ("Dir/Foo.settings.yaml", "Dir/Foo.settings.yaml"),
    ])
    func theFileNameEndsInSettingsYAML(given: String, written: String) throws {
        let directory = try TemporaryDirectory()
        let result = runCLI(["init", directory.url(given)])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("settingsc: wrote \(directory.url(written)), declaring FooSettings\n"))
        #expect(directory.exists(written))
        #expect(directory.files(under: "") == [written])
        if given == written {
            #expect(result.standardError.isEmpty)
        } else {
            #expect(result.standardError == "settingsc: note: writing \(directory.url(written)), not \(directory.url(given)): the SwiftPM plugins, pre-commit hooks and shell completion look for *.settings.yaml files\n")
        }
    }

    @Test func anotherExtensionIsRefused() throws {
        let directory = try TemporaryDirectory()
        let result = runCLI(["init", directory.url("Foo.json")])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("settingsc: error: '\(directory.url("Foo.json"))': settingsc init writes YAML; give a path ending in .settings.yaml\n"))
        #expect(directory.files(under: "").isEmpty)
    }

    @Test func nextStepsMentionTheStoreAndTheDSL() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url("App.settings.yaml")
        let result = runCLI(["init", path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("depend on SettingsStore"))
        #expect(result.standardOutput.contains("`SettingsStore(form: AppSettings.settingsForm, loadingFrom: ...)`"))
        #expect(result.standardOutput.contains("add `view: AppSettingsView` to the schema and depend on SettingsSwiftUI"))
        #expect(result.standardOutput.contains("settingsc preview \(path)\n"))
    }

    @Test func refusesToOverwriteAnExistingFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("App.settings.yaml", "settings: Mine\n")
        let result = runCLI(["init", path])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "settingsc: error: '\(path)' already exists; settingsc init does not overwrite files (give another path)\n")
        #expect(String(decoding: try directory.read("App.settings.yaml"), as: UTF8.self) == "settings: Mine\n")
        // A directory in the way is refused too.
        #expect(runCLI(["init", directory.path]).status == 2)
    }

    @Test func typeOptionNamesTheRoot() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url("Prefs.settings.yaml")
        #expect(runCLI(["init", path, "--type", "UserPreferences"]).status == 0)
        let text = String(decoding: try directory.read("Prefs.settings.yaml"), as: UTF8.self)
        #expect(text.contains("\nsettings: UserPreferences\n"))
        #expect(runCLI(["validate", path, "--warnings-as-errors"]).status == 0)

        let bad = runCLI(["init", directory.url("x.settings.yaml"), "--type", "lower-case"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("'lower-case' is not a type name"))
        #expect(!directory.exists("x.settings.yaml"))
    }

    @Test(arguments: [
        ("Schemas/App.settings.yaml", "AppSettings"),
        ("debug-menu.settings.yaml", "DebugMenuSettings"),
        ("Dir/UserSettings.settings.yaml", "UserSettings"),
        ("2fast.settings.yaml", "AppSettings"),
        ("überall.settings.yaml", "BerallSettings"),
        (".settings.yaml", "AppSettings"),
    ])
    func rootTypeNameFromThePath(path: String, expected: String) {
        #expect(Init.rootTypeName(forPath: path) == expected)
    }
}
