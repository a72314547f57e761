import Foundation
import SettingsCompiler
import Testing
import TestSupport

/// Inputs too large to commit, written into a temporary folder at run time and read with the default
/// limits, through the same path the CLI takes (`SourceFile.load`, then `Compiler.compile`). Their
/// diagnostics are golden files in Fixtures/generated. The limits make them cheap: the 100 MB file is read
/// only up to the 64 MiB limit, and the 10 MB scalar is refused as soon as libyaml has scanned it.
@Suite(.serialized) struct HostileInputTests {
    /// Writes `bytes` to a fresh temporary file, compiles it under the name `displayName` (so the golden
    /// output does not depend on the machine) and returns the rendered diagnostics.
    private func compileGenerated(_ write: (FileHandle) throws -> Void, displayName: String) throws -> (output: String, codes: [DiagnosticCode]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("input.settings.yaml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try write(handle)
        try handle.close()

        let loaded = try SourceFile.load(path: url.path)
        // The loader stops within one 64 KiB read chunk past the limit; it never reads the whole 100 MB.
        #expect(loaded.bytes.count <= ReaderLimits.default.maxFileSize + 64 * 1024)
        let file = SourceFile(path: displayName, bytes: loaded.bytes)
        var collector = DiagnosticCollector()
        let ir = Compiler.compile(file, diagnostics: &collector)
        #expect(ir == nil)
        var output = DiagnosticRenderer(files: [file]).render(collector.sorted)
        output += DiagnosticRenderer.summary(errors: collector.errorCount, warnings: collector.warningCount) + "\n"
        return (output, collector.sorted.map(\.code))
    }

    @Test func a100MegabyteFileIsRefusedBeforeItIsParsed() throws {
        let header = Data("settings: HugeSettings\nsections:\n  general:\n    settings:\n".utf8)
        let line = Data("      padding: \"\(String(repeating: "x", count: 1000))\"\n".utf8)
        let result = try compileGenerated({ handle in
            handle.write(header)
            var chunk = Data()
            for _ in 0..<1024 { chunk.append(line) }       // about 1 MB per write
            for _ in 0..<100 { handle.write(chunk) }
        }, displayName: "generated/100-megabytes.settings.yaml")
        #expect(result.codes == [.fileTooLarge])
        try assertGolden(result.output, path: "Tests/SettingsCompilerTests/Fixtures/generated/100-megabytes.settings.yaml.expected")
    }

    @Test func aTenMegabyteScalarIsRefused() throws {
        let result = try compileGenerated({ handle in
            handle.write(Data("settings: LongScalarSettings\nsections:\n  general:\n    settings:\n      note: \"".utf8))
            handle.write(Data(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024))
            handle.write(Data("\"\n".utf8))
        }, displayName: "generated/10-megabyte-scalar.settings.yaml")
        #expect(result.codes == [.scalarTooLong])
        try assertGolden(result.output, path: "Tests/SettingsCompilerTests/Fixtures/generated/10-megabyte-scalar.settings.yaml.expected")
    }

    @Test func aTenMegabytePlainScalarKeyIsRefused() throws {
        let result = try compileGenerated({ handle in
            handle.write(Data("settings: LongKeySettings\nsections:\n  ".utf8))
            handle.write(Data(repeating: UInt8(ascii: "k"), count: 10 * 1024 * 1024))
            handle.write(Data(": {}\n".utf8))
        }, displayName: "generated/10-megabyte-key.settings.yaml")
        #expect(result.codes == [.scalarTooLong])
        try assertGolden(result.output, path: "Tests/SettingsCompilerTests/Fixtures/generated/10-megabyte-key.settings.yaml.expected")
    }
}
