import Foundation
import SettingsBackends
@testable import SettingsCLI
import SettingsCompiler
import Testing

/// Counts how often it renders, so a test can tell a run that used the cache from one that rendered.
final class RenderCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
}

struct CountingBackend: Backend {
    var wrapped: any Backend = SwiftModelBackend()
    let counter: RenderCounter
    var name: String { wrapped.name }
    var summary: String { wrapped.summary }

    func render(_ schema: SchemaIR) -> [RenderedFile] {
        counter.increment()
        return wrapped.render(schema)
    }
}

/// `generate`'s record of its outputs (`<output>/.settingsc-cache/generate`): when it may skip rendering,
/// and every way it must not.
@Suite struct GenerateCacheTests {
    /// Runs in-process with the cache on, as the executable runs.
    func run(_ arguments: [String], backends: [any Backend]) -> RunResult {
        let capture = Capture()
        var environment = capture.environment(backends: backends)
        environment.cachesGeneratedFiles = true
        let status = CLI.run(arguments, environment: environment)
        return RunResult(status: status, standardOutput: capture.standardOutput, standardError: capture.standardError)
    }

    struct Setup {
        let directory: TemporaryDirectory
        let schema: String
        let output: String
        let counter = RenderCounter()
        var backends: [any Backend] { [CountingBackend(counter: counter)] }
    }

    func setUp() throws -> Setup {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        return Setup(directory: directory, schema: schema, output: directory.url("Out"))
    }

    @Test func aSecondRunWithNothingChangedRendersNothing() throws {
        let s = try setUp()
        let first = run(["generate", s.schema, "-o", s.output], backends: s.backends)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(s.counter.count == 1)
        #expect(s.directory.files(under: "Out") == [".settingsc-cache/.gitignore", ".settingsc-cache/generate", "TestSettings.swift"])
        let ignore = String(decoding: try s.directory.read("Out/.settingsc-cache/.gitignore"), as: UTF8.self)
        #expect(ignore.hasSuffix("\n*\n"))

        // No backdating here: touching the file changes its status-change time, which makes the next run render
        // (aTouchedOutputRendersAgain). The inode and modification time tell a rewritten file.
        let file = s.directory.url("Out/TestSettings.swift")
        let before = try FileIdentity(file)
        let second = run(["generate", s.schema, "-o", s.output], backends: s.backends)
        #expect(second.status == 0)
        #expect(second.standardError == "settingsc: 1 schema, 1 file: 0 written, 1 unchanged\n")
        #expect(s.counter.count == 1, "the second run rendered")
        #expect(try FileIdentity(file) == before)
    }

    /// Issue 30, item 4: the record names each output's inode and status-change time too, so an output touched
    /// since the run (an edit, even one the record was hand-edited to match, a checkout, `touch`, `chmod`)
    /// renders again instead of being trusted.
    @Test func aTouchedOutputRendersAgain() throws {
        let s = try setUp()
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        try backdate(s.directory.url("Out/TestSettings.swift"))
        let touched = run(["generate", s.schema, "-o", s.output], backends: s.backends)
        #expect(touched.standardError == "settingsc: 1 schema, 1 file: 0 written, 1 unchanged\n")
        #expect(s.counter.count == 2, "the touched output was trusted")
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        #expect(s.counter.count == 2, "the run after did not use the record")
    }

    @Test func aChangedSchemaRendersAgain() throws {
        let s = try setUp()
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        try s.directory.write("a.settings.yaml", validSchema() + "      verbose: false\n")
        let changed = run(["generate", s.schema, "-o", s.output], backends: s.backends)
        #expect(changed.status == 0)
        #expect(changed.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(s.counter.count == 2)
        #expect(String(decoding: try s.directory.read("Out/TestSettings.swift"), as: UTF8.self).contains("verbose"))
        // And the new state is recorded.
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        #expect(s.counter.count == 2)
    }

    @Test func anEditedOutputOfTheSameSizeIsRewritten() throws {
        let s = try setUp()
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        let original = try s.directory.read("Out/TestSettings.swift")
        var edited = original
        // One byte changed: same size, different hash.
        let index = edited.lastIndex(of: UInt8(ascii: "}"))!
        edited[index] = UInt8(ascii: "]")
        try edited.write(to: URL(fileURLWithPath: s.directory.url("Out/TestSettings.swift")))

        let result = run(["generate", s.schema, "-o", s.output], backends: s.backends)
        #expect(result.status == 0)
        #expect(result.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(s.counter.count == 2)
        #expect(try s.directory.read("Out/TestSettings.swift") == original)
    }

    @Test func aDeletedOutputIsWrittenAgain() throws {
        let s = try setUp()
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        let original = try s.directory.read("Out/TestSettings.swift")
        try FileManager.default.removeItem(atPath: s.directory.url("Out/TestSettings.swift"))

        let result = run(["generate", s.schema, "-o", s.output], backends: s.backends)
        #expect(result.status == 0)
        #expect(result.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(s.counter.count == 2)
        #expect(try s.directory.read("Out/TestSettings.swift") == original)
    }

    @Test(arguments: ["", "garbage\n", "truncated", "flipped", "otherFingerprint", "extraFile", "\u{FF}\u{FE}"])
    func aDamagedRecordIsIgnoredAndReplaced(damage: String) throws {
        let s = try setUp()
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        let recordPath = s.directory.url("Out/.settingsc-cache/generate")
        let record = String(decoding: try s.directory.read("Out/.settingsc-cache/generate"), as: UTF8.self)
        let damaged: String
        switch damage {
        case "truncated": damaged = String(record.dropLast(20))
        // A digit of the recorded size changed: the check line no longer matches.
        case "flipped": damaged = record.replacingOccurrences(of: " TestSettings.swift", with: "0 TestSettings.swift")
        // A well-formed record (its check line recomputed) of another fingerprint.
        case "otherFingerprint":
            let lines = record.split(separator: "\n").map(String.init)
            let entry = lines[2].split(separator: " ")
            damaged = String(decoding: GenerateCache.serialize(fingerprint: 42, entries: [
                .init(relativePath: String(entry[3]), size: Int(entry[2])!, hash: UInt64(entry[1], radix: 16)!),
            ])!, as: UTF8.self)
        default: damaged = damage
        }
        if damage == "extraFile" {
            // A record that names a file this run does not produce must not be trusted either: it is
            // well-formed, so only the fingerprint protects the run; here it is a different fingerprint.
            try s.directory.write("Out/.settingsc-cache/generate", String(decoding: GenerateCache.serialize(
                fingerprint: 7, entries: [.init(relativePath: "Other.swift", size: 1, hash: 1)])!, as: UTF8.self))
        } else {
            try Data(damaged.utf8).write(to: URL(fileURLWithPath: recordPath))
        }

        // Not trusted: the run renders (and finds the output current).
        let result = run(["generate", s.schema, "-o", s.output], backends: s.backends)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "settingsc: 1 schema, 1 file: 0 written, 1 unchanged\n")
        #expect(s.counter.count == 2)
        // The record is valid again: the next run renders nothing.
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        #expect(s.counter.count == 2)
    }

    @Test func anotherBackendSelectionRendersAgain() throws {
        let s = try setUp()
        let counter = s.counter
        let backends: [any Backend] = [
            CountingBackend(wrapped: SwiftModelBackend(), counter: counter),
            CountingBackend(wrapped: SettingsFormBackend(), counter: counter),
        ]
        #expect(run(["generate", s.schema, "-o", s.output], backends: backends).status == 0)
        #expect(counter.count == 2)
        let one = run(["generate", s.schema, "-o", s.output, "--backend", "swift"], backends: backends)
        #expect(one.standardError == "settingsc: 1 schema, 1 file: 0 written, 1 unchanged\n")
        #expect(counter.count == 3)
        let both = run(["generate", s.schema, "-o", s.output], backends: backends)
        #expect(both.standardError == "settingsc: 1 schema, 2 files: 0 written, 2 unchanged\n")
        #expect(counter.count == 5)
        #expect(run(["generate", s.schema, "-o", s.output], backends: backends).status == 0)
        #expect(counter.count == 5)
    }

    @Test func anotherInputPathRendersAgain() throws {
        let s = try setUp()
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        // The same bytes under another name: the header names the file, so the output differs.
        let copy = try s.directory.write("b.settings.yaml", validSchema())
        let result = run(["generate", copy, "-o", s.output], backends: s.backends)
        #expect(result.standardError == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(s.counter.count == 2)
    }

    @Test func checkAndNoCacheAlwaysRender() throws {
        let s = try setUp()
        #expect(run(["generate", s.schema, "-o", s.output], backends: s.backends).status == 0)
        let check = run(["generate", s.schema, "-o", s.output, "--check"], backends: s.backends)
        #expect(check.status == 0)
        #expect(s.counter.count == 2)
        let noCache = run(["generate", s.schema, "-o", s.output, "--no-cache"], backends: s.backends)
        #expect(noCache.standardError == "settingsc: 1 schema, 1 file: 0 written, 1 unchanged\n")
        #expect(s.counter.count == 3)

        // --no-cache on a fresh directory writes no record.
        let fresh = s.directory.url("Fresh")
        #expect(run(["generate", s.schema, "-o", fresh, "--no-cache"], backends: s.backends).status == 0)
        #expect(s.directory.files(under: "Fresh") == ["TestSettings.swift"])
    }

    @Test func diagnosticsAndExitStatusesDoNotDependOnTheCache() throws {
        let directory = try TemporaryDirectory()
        let counter = RenderCounter()
        let backends: [any Backend] = [CountingBackend(counter: counter)]
        let schema = try directory.write("w.settings.yaml", """
            settings: WarnSettings
            sections:
              general:
                settings:
                  answer: yes

            """)
        let output = directory.url("Out")
        let first = run(["generate", schema, "-o", output], backends: backends)
        #expect(first.status == 0)
        #expect(first.standardError.contains(": warning: "))
        let second = run(["generate", schema, "-o", output], backends: backends)
        #expect(second.status == 0)
        #expect(counter.count == 1)
        // The warning is printed on a run that renders nothing, as on the first.
        #expect(second.standardError.contains(": warning: "))
        #expect(second.standardError.components(separatedBy: "\n").filter { $0.contains(": warning: ") }
            == first.standardError.components(separatedBy: "\n").filter { $0.contains(": warning: ") })
        // And it is still an error with --warnings-as-errors.
        let strict = run(["generate", schema, "-o", output, "--warnings-as-errors"], backends: backends)
        #expect(strict.status == 1)
        #expect(counter.count == 1)
    }

    @Test func theExecutableKeepsARecordByDefault() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let output = directory.url("Out")
        let first = try ExecutableTests.run(["generate", "--backend", "swift", schema, "-o", output])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(directory.files(under: "Out") == [".settingsc-cache/.gitignore", ".settingsc-cache/generate", ".settingsc-cache/outputs", "TestSettings.swift"])
        let record = try #require(GenerateCache.parse(Array(try directory.read("Out/.settingsc-cache/generate"))))
        let model = try directory.read("Out/TestSettings.swift")
        #expect(record.entries.map { GenerateCache.Entry(relativePath: $0.relativePath, size: $0.size, hash: $0.hash) }
            == [.init(relativePath: "TestSettings.swift", size: model.count, hash: Hash64.of(Array(model)))])
        #expect(record.entries.allSatisfy { $0.stamp != 0 })

        let second = try ExecutableTests.run(["generate", "--backend", "swift", schema, "-o", output])
        #expect(second.stderr == "settingsc: 1 schema, 1 file: 0 written, 1 unchanged\n")
        // Truncated by hand: rewritten, whatever the record says.
        try directory.write("Out/TestSettings.swift", "")
        let third = try ExecutableTests.run(["generate", "--backend", "swift", schema, "-o", output])
        #expect(third.stderr == "settingsc: 1 schema, 1 file: 1 written, 0 unchanged\n")
        #expect(try directory.read("Out/TestSettings.swift") == model)
    }

    // MARK: The record and the hash

    @Test func recordsRoundTripAndRejectTampering() throws {
        let entries: [GenerateCache.Entry] = [
            .init(relativePath: "A.swift", size: 10, hash: 0x0123_4567_89AB_CDEF),
            .init(relativePath: "Sub Dir/B C.swift", size: 0, hash: 0),
        ]
        let bytes = try #require(GenerateCache.serialize(fingerprint: 0xFFFF_0000_FFFF_0000, entries: entries))
        let parsed = try #require(GenerateCache.parse(bytes))
        #expect(parsed.fingerprint == 0xFFFF_0000_FFFF_0000)
        #expect(parsed.entries == entries)

        let text = String(decoding: bytes, as: UTF8.self)
        #expect(GenerateCache.parse(Array(text.replacingOccurrences(of: " 10 ", with: " 11 ").utf8)) == nil)
        #expect(GenerateCache.parse(Array(text.dropLast().utf8)) == nil)
        #expect(GenerateCache.parse(Array((text + "file 0000000000000000 1 X\n").utf8)) == nil)
        #expect(GenerateCache.parse([]) == nil)
        // Paths that generate never records are refused even in a record whose check line matches.
        for path in ["../up.swift", "/abs.swift", "a//b.swift"] {
            var body = GenerateCache.formatLine + "\nfingerprint 0000000000000001\nfile 0000000000000001 1 \(path)\n"
            body += "check \(Hash64.of(body).hex16)\n"
            #expect(GenerateCache.parse(Array(body.utf8)) == nil, "\(path)")
        }
        // A path with a line break cannot be recorded.
        #expect(GenerateCache.serialize(fingerprint: 1, entries: [.init(relativePath: "a\nb", size: 1, hash: 1)]) == nil)
    }

    /// Reference values from `xxhsum -H1` (XXH64, seed 0).
    @Test func hashMatchesXXH64() {
        let alphabet = { (count: Int) in (0..<count).map { UInt8(65 + $0 % 26) } }
        #expect(Hash64.of([UInt8]()) == 0xEF46_DB37_51D8_E999)
        #expect(Hash64.of("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(Hash64.of("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(Hash64.of(alphabet(37)) == 0x216D_F2DE_F893_7EE8)
        #expect(Hash64.of(alphabet(100)) == 0x90EA_05B4_DB40_0364)
        // Fed in pieces of every size, the same hash.
        let bytes = alphabet(100)
        for piece in 1...40 {
            var hasher = Hash64()
            var start = 0
            while start < bytes.count {
                let end = min(start + piece, bytes.count)
                hasher.update(Array(bytes[start..<end]))
                start = end
            }
            #expect(hasher.finish() == 0x90EA_05B4_DB40_0364, "pieces of \(piece)")
        }
    }

    @Test func compareReadsInPiecesAndTellsMissingSameAndDifferent() throws {
        let directory = try TemporaryDirectory()
        let large = (0..<700_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let path = directory.url("large")
        try OutputFileSystem.writeAtomically(large, to: path, durable: false)
        #expect(try OutputFileSystem.compare(path, with: large) == .same)
        var other = large
        other[650_000] &+= 1
        #expect(try OutputFileSystem.compare(path, with: other) == .different)
        #expect(try OutputFileSystem.compare(path, with: Array(large.dropLast())) == .different)
        #expect(try OutputFileSystem.compare(directory.url("missing"), with: large) == .missing)
        try OutputFileSystem.writeAtomically([], to: path, durable: false)
        #expect(try OutputFileSystem.compare(path, with: []) == .same)
    }
}

/// `Generate.Planner`: text arriving in pieces is compared with the file on disk as it comes, never held when
/// it matches, and kept in memory or, past the limit, in a temporary file.
@Suite struct GeneratePlannerTests {
    func planner(_ output: String, keepsPending: Bool = true, memoryLimit: Int = 1 << 20) -> Generate.Planner {
        let capture = Capture()
        let planner = Generate.Planner(
            cli: CLI(environment: capture.environment()), output: output, keepsPending: keepsPending, memoryLimit: memoryLimit)
        planner.schemaPath = "a.settings.yaml"
        planner.backend = "test"
        return planner
    }

    /// About 600 KB of lines, printed through a flushing printer (so in three or more pieces).
    func print(_ planner: Generate.Planner, _ path: String, lastLine: String = "// end") {
        var printer = planner.beginFile(path)
        for index in 0..<15_000 { printer.line("let value\(index) = \(index) // padding padding") }
        printer.line(lastLine)
        planner.endFile(printer.bytes)
    }

    func expected(lastLine: String = "// end") -> [UInt8] {
        var printer = CodePrinter()
        for index in 0..<15_000 { printer.line("let value\(index) = \(index) // padding padding") }
        printer.line(lastLine)
        return printer.bytes
    }

    func pendingBytes(_ file: Generate.PlannedFile) throws -> [UInt8]? {
        switch file.pending {
        case .nothing: return nil
        case .chunks(let chunks): return chunks.flatMap { $0 }
        case .temporary(let staged): return Array(try Data(contentsOf: URL(fileURLWithPath: staged.path)))
        }
    }

    @Test func aNewFileIsKeptInMemoryOrInATemporaryFilePastTheLimit() throws {
        let directory = try TemporaryDirectory()
        let inMemory = planner(directory.url("Out"))
        print(inMemory, "A.swift")
        #expect(inMemory.files.count == 1)
        #expect(inMemory.files[0].state == .created)
        #expect(try pendingBytes(inMemory.files[0]) == expected())
        #expect(inMemory.files[0].size == expected().count)
        #expect(inMemory.files[0].hash == Hash64.of(expected()))
        guard case .chunks(let chunks) = inMemory.files[0].pending else { Issue.record("not in memory"); return }
        #expect(chunks.count >= 3)

        let spilled = planner(directory.url("Out"), memoryLimit: 100_000)
        print(spilled, "Sub/B.swift")
        #expect(spilled.files[0].state == .created)
        guard case .temporary(let temporary) = spilled.files[0].pending else { Issue.record("not spilled"); return }
        #expect(temporary.path.hasPrefix(directory.url("Out/Sub/.B.swift.settingsc-")))
        #expect(try pendingBytes(spilled.files[0]) == expected())
        spilled.discardTemporaryFiles()
        #expect(directory.files(under: "Out") == [])
    }

    /// `generate`'s own planner holds no output in memory: a changed file goes to its temporary file piece by piece
    /// as it is rendered, so a piece's memory is reused for the next (`Generate.pendingMemoryLimit`, issue 32).
    @Test func generateWritesEachChangedFileToItsTemporaryFileAsItComes() throws {
        let directory = try TemporaryDirectory()
        let capture = Capture()
        let planner = Generate.Planner(cli: CLI(environment: capture.environment()), output: directory.url("Out"), keepsPending: true)
        planner.schemaPath = "a.settings.yaml"
        planner.backend = "test"
        var printer = planner.beginFile("A.swift")
        for index in 0..<15_000 { printer.line("let value\(index) = \(index) // padding padding") }
        // The first pieces are on disk already, before the file ends.
        let early = directory.files(under: "Out").filter { TemporaryFile.isTemporary($0, of: "A.swift") }
        #expect(early.count == 1, "\(directory.files(under: "Out"))")
        printer.line("// end")
        planner.endFile(printer.bytes)
        guard case .temporary = planner.files[0].pending else { Issue.record("held in memory"); return }
        #expect(try pendingBytes(planner.files[0]) == expected())
        planner.discardTemporaryFiles()
        #expect(directory.files(under: "Out") == [])
    }

    @Test func aMatchingFileIsNotKept() throws {
        let directory = try TemporaryDirectory()
        try OutputFileSystem.createDirectories(directory.url("Out"))
        try OutputFileSystem.writeAtomically(expected(), to: directory.url("Out/A.swift"), durable: false)
        let planner = planner(directory.url("Out"), memoryLimit: 100_000)
        print(planner, "A.swift")
        #expect(planner.files[0].state == .unchanged)
        #expect(try pendingBytes(planner.files[0]) == nil)
        #expect(directory.files(under: "Out") == ["A.swift"])
    }

    @Test(arguments: [100_000, 1 << 20])
    func aFileThatDiffersLateIsKeptWhole(memoryLimit: Int) throws {
        let directory = try TemporaryDirectory()
        try OutputFileSystem.createDirectories(directory.url("Out"))
        // Differs in its last line only; then longer than the new text; then shorter.
        for old in [expected(lastLine: "// END"), expected() + Array("// more\n".utf8), Array(expected().dropLast(3))] {
            try OutputFileSystem.writeAtomically(old, to: directory.url("Out/A.swift"), durable: false)
            let planner = planner(directory.url("Out"), memoryLimit: memoryLimit)
            print(planner, "A.swift")
            #expect(planner.files[0].state == .changed)
            #expect(try pendingBytes(planner.files[0]) == expected())
            planner.discardTemporaryFiles()
        }
    }

    @Test func checkKeepsNothing() throws {
        let directory = try TemporaryDirectory()
        let planner = planner(directory.url("Out"), keepsPending: false, memoryLimit: 100)
        print(planner, "A.swift")
        #expect(planner.files[0].state == .created)
        #expect(try pendingBytes(planner.files[0]) == nil)
        #expect(!directory.exists("Out"))
    }

    @Test func aRefusedPathIsReportedAndItsTextIgnored() throws {
        let directory = try TemporaryDirectory()
        let planner = planner(directory.url("Out"))
        print(planner, "../A.swift")
        print(planner, "B.swift")
        print(planner, "b.swift")
        #expect(planner.pathsFailed)
        #expect(planner.files.map(\.relativePath) == ["B.swift"])
    }
}
