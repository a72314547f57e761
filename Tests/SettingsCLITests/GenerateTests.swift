import Foundation
import SettingsBackends
import Testing
@testable import SettingsCLI

/// `generate` and `validate` end to end, in-process, against temporary directories.
/// These compile real schemas, so they need the full compiler (not the stub).
@Suite struct GenerateTests {
    @Test func validateAcceptsAValidSchema() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let result = runCLI(["validate", schema])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "settingsc: 1 schema valid\n")
        #expect(runCLI(["validate", schema, "--quiet"]).standardError == "")
    }

    @Test func validateReportsInvalidSchema() throws {
        let directory = try TemporaryDirectory()
        let good = try directory.write("good.settings.yaml", validSchema())
        let bad = try directory.write("invalid.settings.yaml", invalidSchema)
        let result = runCLI(["validate", good, bad])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(bad):5:"))
        #expect(result.standardError.contains(": error: "))
        #expect(result.standardError.contains("[SC1201]"))
        #expect(result.standardError.contains("count: {type: integr, default: 1}\n"))
        #expect(!result.standardError.contains("valid\n"))
    }

    @Test func warningsArePrintedOnSuccessAndCanBeErrors() throws {
        let directory = try TemporaryDirectory()
        // A plain `yes` is read as a string, with warning SC1301.
        let schema = try directory.write("warn.settings.yaml", """
            settings: WarnSettings
            sections:
              general:
                settings:
                  answer: yes

            """)
        let result = runCLI(["validate", schema])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("\(schema):5:"))
        #expect(result.standardError.contains(": warning: "))
        #expect(result.standardError.contains("[SC1301]"))
        #expect(result.standardError.contains("settingsc: 1 warning\n"))

        let strict = runCLI(["validate", schema, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains(": error: "))
        #expect(strict.standardError.contains("settingsc: 1 error\n"))

        let output = directory.url("Out")
        let generated = runCLI(["generate", schema, "--output", output])
        #expect(generated.status == 0)
        #expect(generated.standardError.contains(": warning: "))
        #expect(directory.exists("Out/WarnSettings.swift"))
    }

    @Test func generateWritesFilesAndCreatesTheOutputDirectory() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let result = runCLI(["generate", schema, "--output", directory.url("Deep/Out")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(directory.files(under: "Deep/Out") == ["TestSettings.swift"])
        let text = String(decoding: try directory.read("Deep/Out/TestSettings.swift"), as: UTF8.self)
        #expect(text.contains("TestSettings"))
    }

    @Test func quietGenerateIsSilent() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let result = runCLI(["generate", "-q", schema, "-o", directory.url("Out")])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.isEmpty)
        #expect(directory.exists("Out/TestSettings.swift"))
    }

    @Test func secondRunLeavesUnchangedFilesUntouched() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let output = directory.url("Out")
        #expect(runCLI(["generate", schema, "--output", output]).status == 0)
        let file = directory.url("Out/TestSettings.swift")
        try backdate(file)
        let before = try FileIdentity(file)
        let bytes = try directory.read("Out/TestSettings.swift")

        let second = runCLI(["generate", schema, "--output", output])
        #expect(second.status == 0)
        #expect(second.standardError == "settingsc: 1 schema, 1 file: 0 written, 1 unchanged\n")
        #expect(try FileIdentity(file) == before, "an unchanged file was rewritten")
        #expect(try directory.read("Out/TestSettings.swift") == bytes)
    }

    @Test func changedFileIsReplacedAtomicallyKeepingItsMode() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let output = directory.url("Out")
        let file = try directory.write("Out/TestSettings.swift", "// stale\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let before = try FileIdentity(file)

        let result = runCLI(["generate", schema, "--output", output])
        #expect(result.status == 0)
        #expect(result.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(try directory.read("Out/TestSettings.swift") != Data("// stale\n".utf8))
        // Replaced by rename: a new inode, not an in-place rewrite.
        #expect(try FileIdentity(file).inode != before.inode)
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // No temporary files are left behind.
        #expect(directory.files(under: "Out") == ["TestSettings.swift"])
    }

    @Test func failingRunWritesNothingAndKeepsEarlierOutput() throws {
        let directory = try TemporaryDirectory()
        let good = try directory.write("good.settings.yaml", validSchema())
        let other = try directory.write("other.settings.yaml", validSchema("OtherSettings"))
        let bad = try directory.write("invalid.settings.yaml", invalidSchema)
        let earlier = "// generated by an earlier run\n"
        try directory.write("Out/TestSettings.swift", earlier)

        let result = runCLI(["generate", good, bad, other, "--output", directory.url("Out")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(bad):5:"))
        #expect(result.standardError.contains("; no files written\n"))
        #expect(try directory.read("Out/TestSettings.swift") == Data(earlier.utf8))
        #expect(directory.files(under: "Out") == ["TestSettings.swift"])
    }

    @Test func checkReportsMissingAndStaleFilesAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema("ASettings"))
        let b = try directory.write("b.settings.yaml", validSchema("BSettings"))
        let output = directory.url("Out")

        // Nothing generated yet: both missing.
        let missing = runCLI(["generate", a, b, "--output", output, "--check"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("settingsc: would create \(output)/ASettings.swift\n"))
        #expect(missing.standardError.contains("settingsc: would create \(output)/BSettings.swift\n"))
        #expect(missing.standardError.contains("settingsc: 2 schemas, 2 files: 2 out of date, 0 up to date\n"))
        #expect(missing.standardError.contains("Run 'settingsc generate' without --check to update them.\n"))
        #expect(!directory.exists("Out"))

        // Generated: current.
        #expect(runCLI(["generate", a, b, "--output", output]).status == 0)
        let current = runCLI(["generate", a, b, "--output", output, "--check"])
        #expect(current.status == 0)
        #expect(current.standardError == "settingsc: 2 schemas, 2 files: 0 out of date, 2 up to date\n")
        #expect(runCLI(["generate", a, b, "--output", output, "--check", "--quiet"]).standardError == "")

        // One edited by hand: stale, and --check leaves it as it is.
        try directory.write("Out/BSettings.swift", "// edited\n")
        let stale = runCLI(["generate", a, b, "--output", output, "--check", "-q"])
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("settingsc: would update \(output)/BSettings.swift\n"))
        #expect(!stale.standardError.contains("ASettings.swift"))
        #expect(!stale.standardError.contains("Run 'settingsc generate'"))
        #expect(try directory.read("Out/BSettings.swift") == Data("// edited\n".utf8))
    }

    @Test func outputPathThatIsAFileIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let file = try directory.write("Out", "not a directory\n")
        let result = runCLI(["generate", schema, "--output", file])
        #expect(result.status == 2)
        #expect(result.standardError.contains("settingsc: error: output path '\(file)' exists and is not a directory"))
        #expect(try directory.read("Out") == Data("not a directory\n".utf8))
    }

    @Test func twoSchemasGeneratingTheSameFileIsAnError() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema("SameSettings"))
        let b = try directory.write("b.settings.yaml", validSchema("SameSettings"))
        let result = runCLI(["generate", a, b, "--output", directory.url("Out")])
        #expect(result.status == 1)
        // Reported while compiling (SC1592, as validate does), before any backend runs; the planner's own
        // "both generate" check stays as a second line of defence.
        #expect(result.standardError.contains("which is also 'SameSettings.swift' of '\(a)'"), "\(result.standardError)")
        #expect(result.standardError.contains("[SC1592]"))
        #expect(!directory.exists("Out"))
    }

    @Test func pathsDifferingOnlyInCaseCollide() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema("ASettings"))
        let backend = FixedBackend(name: "fixed", paths: ["Models/Shared.swift", "./models//shared.swift"])
        let result = runCLI(["generate", a, "--output", directory.url("Out")], backends: [backend])
        #expect(result.status == 1)
        #expect(result.standardError.contains(
            "settingsc: error: backend 'fixed' generates both 'Models/Shared.swift' and 'models/shared.swift' "
                + "(the same file where names ignore case) from '\(a)'"))
        #expect(!directory.exists("Out"))
    }

    @Test func twoBackendsGeneratingTheSameFileIsAnError() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema())
        let backends: [any Backend] = [
            FixedBackend(name: "one", paths: ["{root}.swift"]), FixedBackend(name: "two", paths: ["{root}.swift"]),
        ]
        let result = runCLI(["generate", a, "--output", directory.url("Out")], backends: backends)
        #expect(result.status == 1)
        #expect(result.standardError.contains(
            "settingsc: error: backends 'one' and 'two' both generate 'TestSettings.swift' from '\(a)'"))
        #expect(!directory.exists("Out"))
    }

    @Test func outputBelowARegularFileIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        try directory.write("file", "x")
        let result = runCLI(["generate", schema, "--output", directory.url("file/Out")])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(directory.url("file/Out")): error: cannot open the output directory: "))
        #expect(result.standardError.contains("Not a directory"))
    }

    @Test func duplicateInputPathIsCompiledOnce() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema())
        let result = runCLI(["generate", a, a, "--output", directory.url("Out")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
    }

    @Test(arguments: ["../escape.swift", "/tmp/absolute.swift", "sub/../../escape.swift", "", "dir/", "a\\b.swift"])
    func unsafeRenderedPathsAreRefused(path: String) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let backend = FixedBackend(name: "evil", paths: ["{root}.swift", path])
        let result = runCLI(["generate", schema, "--output", directory.url("Out/Inner")], backends: [backend])
        #expect(result.status == 1)
        #expect(result.standardError.contains("settingsc: error: backend 'evil' produced an unsafe path"))
        #expect(result.standardError.contains("no files written"))
        #expect(!directory.exists("Out"))
        #expect(!directory.exists("escape.swift"))
    }

    @Test func subdirectoriesInRenderedPathsAreCreated() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let backend = FixedBackend(name: "nested", paths: ["Models/{root}.swift", "./Docs//{root}.md"])
        let result = runCLI(["generate", schema, "--output", directory.url("Out")], backends: [backend])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(directory.files(under: "Out") == ["Docs/TestSettings.md", "Models/TestSettings.swift"])
    }

    @Test func backendSelectionRunsOnlyTheNamedBackends() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let backends: [any Backend] = [
            FixedBackend(name: "one", paths: ["{root}.one"]),
            FixedBackend(name: "two", paths: ["{root}.two"]),
            FixedBackend(name: "three", paths: ["{root}.three"]),
        ]
        let some = runCLI(["generate", schema, "-o", directory.url("Some"), "--backend", "three", "--backend=one", "--backend", "one"],
                          backends: backends)
        #expect(some.status == 0, "\(some.standardError)")
        #expect(directory.files(under: "Some") == ["TestSettings.one", "TestSettings.three"])

        let all = runCLI(["generate", schema, "-o", directory.url("All")], backends: backends)
        #expect(all.status == 0)
        #expect(directory.files(under: "All") == ["TestSettings.one", "TestSettings.three", "TestSettings.two"])
    }
}
