import Foundation
import SettingsBackends
import SettingsFuzzCheck
import Testing
import TestSupport

/// The fuzzer's entry function (`FuzzCheck.run`, which Fuzz/'s `LLVMFuzzerTestOneInput` calls) over its seed
/// corpus, without the sanitizer build: `make test` keeps the harness compiling and its invariants holding on
/// every seed, so `make fuzz` cannot rot unnoticed again (issue 30, item 10). The seeds are the Makefile's
/// FUZZ_SEEDS: Schemas/, every compiler test fixture, and Fuzz/seeds/.
@Suite struct FuzzSeedTests {
    static func seeds() throws -> [String] {
        let root = repositoryRoot.path
        var paths: [String] = []
        func add(_ directory: String, where keep: (String) -> Bool) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory).sorted() where keep(name) {
                paths.append(directory + "/" + name)
            }
        }
        let isSchema = { (name: String) in name.hasSuffix(".settings.yaml") || name.hasSuffix(".settings.json") }
        try add(root + "/Schemas", where: isSchema)
        let fixtures = root + "/Tests/SettingsCompilerTests/Fixtures"
        for group in try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fixtures + "/" + group, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            try add(fixtures + "/" + group, where: isSchema)
        }
        try add(root + "/Fuzz/seeds", where: { !$0.hasPrefix(".") })
        return paths
    }

    @Test func everySeedPassesTheFuzzersChecks() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count > 100, "the seed corpus is missing")
        #expect(seeds.contains { $0.hasSuffix("/Fuzz/seeds/tab-in-quoted-line.settings.yaml") })
        for path in seeds {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(FuzzCheck.run(bytes) == nil, "\(path)")
        }
    }

    /// The checks can fail: what they look for is found.
    @Test func theInvariantsAreChecked() {
        #expect(FuzzCheck.problem(inDiagnostics: "a.yaml:1:1: error: x\u{1B}[31m") != nil)
        #expect(FuzzCheck.problem(inDiagnostics: "a.yaml:1:1: error: x\n\tline\n") == nil)
        #expect(FuzzCheck.problem(inRendered: RenderedFile(path: "A.swift", contents: "let a = \"\u{2028}\"\n")) != nil)
        #expect(FuzzCheck.problem(inRendered: RenderedFile(path: "A.swift", contents: "let a = \"\\u{2028}\"\n")) == nil)
        // Bytes that are no schema are reported as errors, not as a broken invariant.
        #expect(FuzzCheck.run(Array("settings: [".utf8)) == nil)
        #expect(FuzzCheck.run([0xFF, 0xFE, 0x00]) == nil)
    }
}
