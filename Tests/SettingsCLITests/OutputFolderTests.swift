import Foundation
import Testing
import SettingsBackends

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `generate` and `docs` do with hostile things in the output folder (issue 20, items 2 and 8–11; issue 19,
/// item 1): FIFOs, symbolic links, inputs named like outputs, leftovers of killed runs, files earlier runs wrote.
/// Runs that could hang before a fix run the real executable, killed after `hangLimit` seconds.
@Suite struct OutputFolderTests {
    /// Far longer than any of these runs takes; reaching it means the run hung (it is not a speed check).
    static let hangLimit: TimeInterval = 60

    struct Run {
        var status: Int32
        var stderr: String
        var hung: Bool
    }

    /// Runs the `settingsc` executable, killing it (and saying so) when it has not finished after `hangLimit`.
    static func run(_ arguments: [String]) throws -> Run {
        let directory = try TemporaryDirectory()
        let errPath = try directory.write("stderr", "")
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = try ExecutableTests.executable()
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(hangLimit)
        var hung = false
        while process.isRunning {
            if Date() > deadline {
                hung = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        try err.close()
        return Run(status: process.terminationStatus, stderr: String(decoding: try directory.read("stderr"), as: UTF8.self), hung: hung)
    }

    static func makeFIFO(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o644) == 0)
    }

    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    // MARK: Item 9: a FIFO in place of an output

    /// Before the fix, `open(O_RDONLY)` on the FIFO blocked forever, before the regular-file check.
    @Test(arguments: [["generate", "--backend", "swift"], ["generate", "--backend", "swift", "--check"],
                      ["generate", "--backend", "swift", "--no-cache"], ["docs", "--format", "markdown"]])
    func aFIFOInPlaceOfAnOutputIsRefusedWithoutHanging(command: [String]) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let output = command[0] == "docs" ? "Out/TestSettings.md" : "Out/TestSettings.swift"
        try Self.makeFIFO(directory.url(output))
        let result = try Self.run(command + [schema, "--output", directory.url("Out")])
        #expect(!result.hung, "settingsc hung on a FIFO")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(directory.url(output)): error: cannot replace: a FIFO, not a regular file"))
        #expect(Self.isFIFO(directory.url(output)))
    }

    /// The cache's checks (a recorded output, the record itself) and a merging backend's read of its earlier
    /// file meet FIFOs too.
    @Test func aFIFOWhereTheCacheOrAMergingBackendReadsDoesNotHang() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let out = directory.url("Out")
        let first = try Self.run(["generate", "--backend", "swift", schema, "--output", out])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(directory.exists("Out/.settingsc-cache/generate"))

        // A recorded output replaced by a FIFO: the cache no longer matches, and the run refuses the FIFO.
        try FileManager.default.removeItem(atPath: directory.url("Out/TestSettings.swift"))
        try Self.makeFIFO(directory.url("Out/TestSettings.swift"))
        let recorded = try Self.run(["generate", "--backend", "swift", schema, "--output", out])
        #expect(!recorded.hung)
        #expect(recorded.status == 2)
        #expect(recorded.stderr.contains("cannot replace: a FIFO, not a regular file"))
        try FileManager.default.removeItem(atPath: directory.url("Out/TestSettings.swift"))

        // The record itself a FIFO: ignored (a record that cannot be read is no record).
        try FileManager.default.removeItem(atPath: directory.url("Out/.settingsc-cache/generate"))
        try Self.makeFIFO(directory.url("Out/.settingsc-cache/generate"))
        let record = try Self.run(["generate", "--backend", "swift", schema, "--output", out])
        #expect(!record.hung)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(directory.exists("Out/TestSettings.swift"))

        // A string catalog reads its earlier file to keep translations.
        let localized = try directory.write("l.settings.yaml", """
            settings: LocalizedSettings
            localization: {table: Localized}
            sections:
              general:
                settings:
                  enabled: true

            """)
        try Self.makeFIFO(directory.url("Strings/Localized.xcstrings"))
        let merging = try Self.run(["generate", "--backend", "xcstrings", localized, "--output", directory.url("Strings")])
        #expect(!merging.hung)
        #expect(merging.status == 2, "\(merging.stderr)")
        #expect(merging.stderr.contains("cannot replace: a FIFO, not a regular file"))
    }

    // MARK: Item 8: symbolic links below the output folder

    static let bundleSchema = """
        settings: BundleSettings
        sections:
          general:
            settingsApp: true
            settings:
              enabled: true

        """

    static func link(_ path: String, to target: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Before the fix, a linked `.settingsc-cache` made generate overwrite a file outside the output folder
    /// and create a `.gitignore` there.
    @Test func aLinkedCacheDirectoryIsNeverWrittenThrough() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        try directory.write("Outside/generate", "precious\n")
        try Self.link(directory.url("Out/.settingsc-cache"), to: directory.url("Outside"))
        let result = try Self.run(["generate", "--backend", "swift", schema, "--output", directory.url("Out")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.exists("Out/TestSettings.swift"))
        #expect(result.stderr.contains("warning: the outputs are not recorded (the next run renders them again): \(directory.url("Out/.settingsc-cache")) is a symbolic link; settingsc does not follow symbolic links below the output directory"))
        #expect(try directory.read("Outside/generate") == Data("precious\n".utf8))
        #expect(directory.files(under: "Outside") == ["generate"])
        #expect(Self.isLink(directory.url("Out/.settingsc-cache")))

        // A record planted behind the link is not read either: the next run renders again.
        let again = try Self.run(["generate", "--backend", "swift", schema, "--output", directory.url("Out")])
        #expect(again.status == 0)
        #expect(again.stderr.contains("1 file: 0 written, 1 unchanged"))
        #expect(try directory.read("Outside/generate") == Data("precious\n".utf8))
    }

    /// Before the fix, a linked `<Root>/` folder made the settings-bundle backend write `Settings.bundle/Root.plist`
    /// outside the output folder.
    @Test(arguments: [false, true])
    func aLinkedDirectoryOnAnOutputPathIsRefused(check: Bool) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("b.settings.yaml", Self.bundleSchema)
        try FileManager.default.createDirectory(atPath: directory.url("Outside"), withIntermediateDirectories: true)
        try Self.link(directory.url("Out/BundleSettings"), to: directory.url("Outside"))
        let result = runCLI(["generate", "--backend", "settings-bundle", schema, "--output", directory.url("Out")] + (check ? ["--check"] : []))
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("\(directory.url("Out/BundleSettings")): error: is a symbolic link; settingsc does not follow symbolic links below the output directory"))
        #expect(directory.files(under: "Outside").isEmpty)
        #expect(Self.isLink(directory.url("Out/BundleSettings")))
    }

    /// A link in place of an output file is refused (not replaced, not followed), by generate and by docs,
    /// also when it dangles.
    @Test(arguments: [("generate", "TestSettings.swift"), ("docs", "index.html"), ("docs", "TestSettings.html"), ("docs", "TestSettings.md")])
    func aLinkInPlaceOfAnOutputFileIsRefused(command: String, name: String) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        try directory.write("outside.txt", "precious\n")
        for target in [directory.url("outside.txt"), directory.url("missing.txt")] {
            try? FileManager.default.removeItem(atPath: directory.url("Out/\(name)"))
            try Self.link(directory.url("Out/\(name)"), to: target)
            let result = runCLI([command, schema, "--output", directory.url("Out")])
            #expect(result.status == 2, "\(result.standardError)")
            #expect(result.standardError.contains("\(directory.url("Out/\(name)")): error: is a symbolic link"))
            #expect(Self.isLink(directory.url("Out/\(name)")))
            #expect(try directory.read("outside.txt") == Data("precious\n".utf8))
            #expect(!directory.exists("missing.txt"))
            #expect(directory.files(under: "Out").allSatisfy { $0 == name }, "\(directory.files(under: "Out"))")
        }
    }

    /// The output folder itself is the user's path: a link there is followed.
    @Test func theOutputFolderItselfMayBeALink() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        try FileManager.default.createDirectory(atPath: directory.url("Real"), withIntermediateDirectories: true)
        try Self.link(directory.url("Out"), to: directory.url("Real"))
        let result = runCLI(["generate", schema, "--output", directory.url("Out")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(directory.exists("Real/TestSettings.swift"))
    }

    // MARK: Item 2: a run fails before writing anything when any output cannot be created

    /// A name the file system takes, whose temporary name (18 bytes longer) it does not: before the fix, the run
    /// replaced `A.swift` and then failed with "File name too long".
    @Test(arguments: [250, 300])
    func anOutputThatCannotBeCreatedStopsTheRunBeforeAnyFileIsReplaced(nameLength: Int) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let long = String(repeating: "n", count: nameLength - 6) + ".swift"
        let backend = FixedBackend(name: "fixed", paths: ["A.swift", "B.swift", "Sub/Deeper/\(long)"], contents: "// new\n")
        try directory.write("Out/A.swift", "// old\n")
        try backdate(directory.url("Out/A.swift"))
        let before = try FileIdentity(directory.url("Out/A.swift"))

        let result = runCLI(["generate", schema, "--output", directory.url("Out")], backends: [backend])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("File name too long"))
        #expect(result.standardError.contains("settingsc: 1 schema, 3 files: no files written\n"))
        #expect(try directory.read("Out/A.swift") == Data("// old\n".utf8))
        #expect(try FileIdentity(directory.url("Out/A.swift")) == before)
        // No temporary file, no new file, and not the directories made for the long name.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url("Out")) == ["A.swift"])

        // Into an output folder that did not exist: it does not exist afterwards either.
        let fresh = runCLI(["generate", schema, "--output", directory.url("New/Out")], backends: [backend])
        #expect(fresh.status == 2)
        #expect(!directory.exists("New"))
    }

    // MARK: Item 11: leftovers of killed runs

    /// Before the fix, temporary files of killed runs stayed forever, and `--check` did not mention them.
    @Test func temporaryFilesOfKilledRunsAreReportedByCheckAndRemovedByTheNextRun() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let ours = [".TestSettings.swift.settingsc-AbC123", ".TestSettings.swift.settingsc-zz9ZZ0", ".settingsc-cache/.generate.settingsc-Q1w2E3"]
        let notOurs = [".Other.swift.settingsc-AbC123", ".TestSettings.swift.settingsc-AbC12", ".TestSettings.swift.settingsc-AbC1234", "notes.txt", ".TestSettings.swift.settingsc-AbC-23"]
        for name in ours + notOurs { try directory.write("Out/\(name)", "leftover\n") }

        let check = runCLI(["generate", schema, "--output", directory.url("Out"), "--check"])
        #expect(check.status == 1)
        for name in ours {
            #expect(check.standardError.contains("settingsc: note: \(directory.url("Out/\(name)")) was left by an interrupted run, before it replaced "))
        }
        #expect(check.standardError.contains("before it replaced \(directory.url("Out/TestSettings.swift")); a run without --check removes it\n"))
        #expect(check.standardError.contains("before it replaced \(directory.url("Out/.settingsc-cache/generate")); a run without --check removes it\n"))
        for name in notOurs { #expect(!check.standardError.contains("\(directory.url("Out/\(name)")) was left")) }
        for name in ours { #expect(directory.exists("Out/\(name)")) }

        let run = runCLI(["generate", schema, "--output", directory.url("Out")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("settingsc: removed 3 temporary files left by an interrupted run\n"))
        for name in ours { #expect(!directory.exists("Out/\(name)")) }
        for name in notOurs { #expect(directory.exists("Out/\(name)")) }

        // With the outputs current, --check still passes and says what is left; the next run removes it.
        try directory.write("Out/.TestSettings.swift.settingsc-AAAAAA", "leftover\n")
        let current = runCLI(["generate", schema, "--output", directory.url("Out"), "--check"])
        #expect(current.status == 0)
        #expect(current.standardError.contains("note: \(directory.url("Out/.TestSettings.swift.settingsc-AAAAAA")) was left by an interrupted run"))
        #expect(runCLI(["generate", schema, "--output", directory.url("Out")]).status == 0)
        #expect(!directory.exists("Out/.TestSettings.swift.settingsc-AAAAAA"))
    }

    /// The executable with its cache: a run whose outputs are recorded as current removes leftovers too.
    @Test func aCurrentRunRemovesLeftoversToo() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let out = directory.url("Out")
        #expect(try Self.run(["generate", "--backend", "swift", schema, "--output", out]).status == 0)
        try directory.write("Out/.TestSettings.swift.settingsc-AbC123", "leftover\n")
        let again = try Self.run(["generate", "--backend", "swift", schema, "--output", out])
        #expect(again.status == 0)
        #expect(again.stderr.contains("removed 1 temporary file left by an interrupted run"))
        #expect(again.stderr.contains("0 written, 1 unchanged"))
        #expect(!directory.exists("Out/.TestSettings.swift.settingsc-AbC123"))
    }

    /// The repository ignores the naming rule that docs/limits.md gives for projects' .gitignore.
    @Test func theTemporaryNamingRuleIsGitIgnoredHere() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let ignore = String(decoding: try Data(contentsOf: root.appendingPathComponent(".gitignore")), as: UTF8.self)
        #expect(ignore.split(separator: "\n").contains(".*.settingsc-??????"))
        let limits = String(decoding: try Data(contentsOf: root.appendingPathComponent("docs/limits.md")), as: UTF8.self)
        #expect(limits.contains("`.*.settingsc-??????`"))
    }

    // MARK: Item 10: never write over an input

    /// Before the fix, `generate FooBar.swift -o .` replaced the schema with the generated Swift, and `docs`
    /// did the same with `FooBar.md`.
    @Test(arguments: [("generate", "FooBar.swift", false), ("generate", "FooBar.swift", true), ("docs", "FooBar.md", false)])
    func aSchemaNamedLikeItsOutputIsNotOverwritten(command: String, name: String, check: Bool) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write(name, validSchema("FooBar"))
        let result = runCLI([command, schema, "--output", directory.path] + (check ? ["--check"] : []))
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("settingsc: warning: '\(schema)' is not named *.settings.yaml or *.settings.json"))
        #expect(result.standardError.contains("\(schema): error: cannot replace: it is the input '\(schema)'; settingsc never writes over its inputs"))
        #expect(try directory.read(name) == Data(validSchema("FooBar").utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
    }

    /// The same file under another name (a hard link, a path through `..`) is the same input.
    @Test func anOutputThatIsTheInputUnderAnotherNameIsRefused() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        try FileManager.default.createDirectory(atPath: directory.url("Out"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(atPath: schema, toPath: directory.url("Out/TestSettings.swift"))
        let result = runCLI(["generate", directory.url("Out/../a.settings.yaml"), "--output", directory.url("Out")])
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot replace: it is the input '\(directory.url("Out/../a.settings.yaml"))'"))
        #expect(!result.standardError.contains("warning: '"))
        #expect(try directory.read("a.settings.yaml") == Data(validSchema().utf8))
    }

    // MARK: Issue 19 item 6: a backend with nothing to write says why

    /// Before the fix, the run printed `0 files` and nothing else.
    @Test func aBackendWithNothingToWriteSaysWhy() throws {
        let directory = try TemporaryDirectory()
        let plain = try directory.write("a.settings.yaml", validSchema())
        let bundle = try directory.write("b.settings.yaml", Self.bundleSchema)
        let arguments = ["generate", "--backend", "settings-bundle", "--backend", "xcstrings"]
        let bundleReason = "no section or setting is marked `settingsApp: true` (a Settings.bundle shows only those)"
        let catalogReason = "there is no `localization:` (a string catalog is written for a schema that has one)"

        let result = runCLI(arguments + [plain, "--output", directory.url("Out")])
        #expect(result.status == 0)
        #expect(result.standardError == """
            settingsc: note: backend 'settings-bundle' has nothing to write for '\(plain)': \(bundleReason)
            settingsc: note: backend 'xcstrings' has nothing to write for '\(plain)': \(catalogReason)
            settingsc: 1 schema, 0 files: 0 written, 0 unchanged

            """)
        let check = runCLI(arguments + [plain, "--output", directory.url("Out"), "--check"])
        #expect(check.status == 0)
        #expect(check.standardError.contains("note: backend 'xcstrings' has nothing to write for '\(plain)'"))
        #expect(runCLI(arguments + [plain, "--output", directory.url("Out"), "--quiet"]).standardError == "")

        // A backend that writes for one schema says nothing; one that writes for none names them all.
        let both = runCLI(arguments + [plain, bundle, "--output", directory.url("Out")])
        #expect(both.status == 0)
        #expect(!both.standardError.contains("'settings-bundle'"))
        #expect(both.standardError.contains("settingsc: note: backend 'xcstrings' has nothing to write for any of the 2 schemas: \(catalogReason)\n"))
        #expect(directory.exists("Out/BundleSettings/Settings.bundle/Root.plist"))
        // A run of the default backends (every one, as `settingsc generate` has them) says nothing of the backends
        // the schema does not opt into: App Intents and the Settings window wrote two notes per run before.
        let defaults = runCLI(["generate", plain, "--output", directory.url("Swift")], backends: Backends.all)
        #expect(defaults.status == 0)
        #expect(!defaults.standardError.contains("note:"), "\(defaults.standardError)")
    }

    // MARK: Issue 19 item 1: stale outputs

    static func schema(root: String, view: String?) -> String {
        "settings: \(root)\n" + (view.map { "view: \($0)\n" } ?? "") + "sections:\n  general:\n    settings:\n      enabled: true\n"
    }

    /// Before the fix, renaming the root type left the old model, form and DSL beside the new ones, and
    /// `--check` passed.
    @Test(arguments: [[], ["--no-cache"]])
    func filesAnEarlierRunWroteAndThisRunDoesNotAreRemovedOrReported(options: [String]) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", Self.schema(root: "OldSettings", view: "OldView"))
        let out = directory.url("Out")
        let generate = ["generate"] + options + [schema, "--output", out]
        #expect(try Self.run(generate).status == 0)
        let old = ["OldSettings+Form.swift", "OldSettings.swift", "OldView+SettingsDSL.swift"]
        #expect(directory.files(under: "Out").filter { !$0.hasPrefix(".") } == old)
        try directory.write("Out/Notes.swift", "// mine\n")
        try directory.write("Out/Sub/Kept.swift", "// mine too\n")

        try directory.write("a.settings.yaml", Self.schema(root: "NewSettings", view: "NewView"))
        let check = try Self.run(generate + ["--check"])
        #expect(check.status == 1)
        for name in old {
            #expect(check.stderr.contains("settingsc: would remove \(out)/\(name) (an earlier run wrote it; this run no longer generates it)\n"))
        }
        #expect(check.stderr.contains("settingsc: 1 schema, 3 files: 3 out of date, 0 up to date, 3 to remove\n"))
        #expect(directory.exists("Out/OldSettings.swift"))

        let run = try Self.run(generate)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("settingsc: removed \(out)/OldSettings.swift (no longer generated)\n"))
        #expect(run.stderr.contains("settingsc: 1 schema, 3 files: 3 written, 0 unchanged, 3 removed\n"))
        #expect(directory.files(under: "Out").filter { !$0.hasPrefix(".") }
            == ["NewSettings+Form.swift", "NewSettings.swift", "NewView+SettingsDSL.swift", "Notes.swift", "Sub/Kept.swift"])
        #expect(try Self.run(generate + ["--check"]).status == 0)

        // Removing `view:` removes the DSL only; a file edited since it was written is kept, with a warning.
        try directory.write("Out/NewView+SettingsDSL.swift", "// edited by hand\n")
        try directory.write("a.settings.yaml", Self.schema(root: "NewSettings", view: nil))
        let noView = try Self.run(generate)
        #expect(noView.status == 0)
        #expect(noView.stderr.contains("settingsc: warning: kept \(out)/NewView+SettingsDSL.swift: an earlier run wrote it and this run no longer generates it, but it was changed since"))
        #expect(directory.exists("Out/NewView+SettingsDSL.swift"))
        #expect(try Self.run(generate + ["--check"]).status == 0)
    }

    /// Two invocations writing into one folder (other schemas, other backends) never remove each other's files.
    @Test func anotherInvocationsFilesAreNeverRemoved() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", Self.schema(root: "ASettings", view: nil))
        let b = try directory.write("b.settings.yaml", Self.schema(root: "BSettings", view: nil))
        let out = directory.url("Out")
        #expect(try Self.run(["generate", "--backend", "swift", a, "--output", out]).status == 0)
        #expect(try Self.run(["generate", "--backend", "swift", b, "--output", out]).status == 0)
        #expect(try Self.run(["generate", "--backend", "values-schema", a, "--output", out]).status == 0)
        #expect(directory.files(under: "Out").filter { !$0.hasPrefix(".") }
            == ["ASettings.swift", "ASettings.values.schema.json", "BSettings.swift"])
        for arguments in [["--backend", "swift", a], ["--backend", "swift", b], ["--backend", "values-schema", a]] {
            #expect(try Self.run(["generate"] + arguments + ["--output", out, "--check"]).status == 0)
        }

        // A file this invocation no longer generates stays while another invocation's list still has it; it
        // goes when the last invocation that wrote it no longer generates it.
        #expect(try Self.run(["generate", "--backend", "swift", b, a, "--output", out]).status == 0)
        try directory.write("a.settings.yaml", Self.schema(root: "RenamedSettings", view: nil))
        let one = try Self.run(["generate", "--backend", "swift", a, "--output", out])
        #expect(one.status == 0)
        #expect(!one.stderr.contains("removed"))
        #expect(directory.exists("Out/ASettings.swift"))
        let both = try Self.run(["generate", "--backend", "swift", b, a, "--output", out])
        #expect(both.status == 0)
        #expect(both.stderr.contains("settingsc: removed \(out)/ASettings.swift (no longer generated)\n"))
        #expect(directory.files(under: "Out").filter { !$0.hasPrefix(".") }
            == ["ASettings.values.schema.json", "BSettings.swift", "RenamedSettings.swift"])
    }

    /// Directories an earlier run made for files that are no longer generated go when they are left empty.
    @Test func aRemovedSettingsBundleTakesItsEmptyDirectoriesAlong() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("b.settings.yaml", Self.bundleSchema)
        let out = directory.url("Out")
        #expect(try Self.run(["generate", "--backend", "settings-bundle", schema, "--output", out]).status == 0)
        #expect(directory.exists("Out/BundleSettings/Settings.bundle/Root.plist"))
        try directory.write("b.settings.yaml", Self.bundleSchema.replacingOccurrences(of: "BundleSettings", with: "OtherSettings"))
        let run = try Self.run(["generate", "--backend", "settings-bundle", schema, "--output", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!directory.exists("Out/BundleSettings"))
        #expect(directory.exists("Out/OtherSettings/Settings.bundle/Root.plist"))
    }
}
