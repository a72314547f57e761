import Foundation
import SettingsCompiler
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output safety: file names come from validated identifiers, and a run that is killed leaves every
/// earlier output file either as it was or completely replaced, never partly written.
@Suite struct OutputSafetyTests {
    /// The only schema text that reaches an output path is the root type name; it must be an identifier.
    @Test(arguments: ["../Escape", "sub/Dir", "/etc/Passwd", "A.swift", "A\\B", "Nul\u{0}Byte", "..", "Ａbc"])
    func aRootNameThatIsNotAnIdentifierWritesNothing(name: String) throws {
        let directory = try TemporaryDirectory()
        var quoted = ""
        for scalar in name.unicodeScalars {
            quoted += scalar == "\\" ? "\\\\" : scalar == "\0" ? "\\0" : String(scalar)
        }
        let schema = try directory.write("a.settings.yaml", "settings: \"\(quoted)\"\nsections:\n  general:\n    settings:\n      enabled: true\n")
        let result = runCLI(["generate", schema, "--output", directory.url("Out/Inner")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("[SC1104]"))
        #expect(result.standardError.contains("no files written"))
        #expect(directory.files(under: "").filter { !$0.hasPrefix("a.settings") }.isEmpty)
    }

    /// Many large schemas, so that a run writes many files. The run is killed before it writes, and then
    /// while it writes (as soon as a temporary file or the k-th replaced file shows up in the output folder):
    /// each output file must hold exactly its old bytes or exactly its new bytes, whenever the kill lands.
    @Test func aKilledRunLeavesEveryFileOldOrNew() throws {
        let directory = try TemporaryDirectory()
        let schemaCount = 24
        var schemas: [String] = []
        for index in 0..<schemaCount {
            schemas.append(try directory.write("Schemas/S\(index).settings.yaml", largeSchema(root: "Large\(index)Settings", settings: 120)))
        }
        let names = (0..<schemaCount).map { "Large\($0)Settings.swift" }

        // The new contents, from a complete run.
        // Only the model backend, so that `names` is the whole set of outputs.
        let complete = try ExecutableTests.run(["generate", "--backend", "swift"] + schemas + ["--output", directory.url("New")])
        #expect(complete.status == 0, "\(complete.stderr)")
        var new: [String: Data] = [:]
        for name in names { new[name] = try directory.read("New/\(name)") }

        // nil: kill at once; 0: when the first temporary file appears; k: when k files have been replaced.
        let killPoints: [Int?] = [nil, 0, 1, 5, 12]
        var mixedTrials = 0
        for (trial, killPoint) in killPoints.enumerated() {
            let output = "Out\(trial)"
            var old: [String: Data] = [:]
            var oldInodes: [String: UInt64] = [:]
            for (index, name) in names.enumerated() {
                // Every third file is already current; the others hold an earlier version.
                let text = index % 3 == 0 ? String(decoding: new[name]!, as: UTF8.self) : "// earlier output \(index)\n"
                try directory.write("\(output)/\(name)", text)
                old[name] = try directory.read("\(output)/\(name)")
                oldInodes[name] = try FileIdentity(directory.url("\(output)/\(name)")).inode
            }

            let process = Process()
            process.executableURL = try ExecutableTests.executable()
            process.arguments = ["generate", "--quiet", "--backend", "swift"] + schemas + ["--output", directory.url(output)]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let killPoint {
                while process.isRunning {
                    let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.url(output))) ?? []
                    if killPoint == 0, present.contains(where: { $0.hasPrefix(".") }) { break }
                    let replacedSoFar = names.filter { (try? FileIdentity(directory.url("\(output)/\($0)")).inode) != oldInodes[$0] }.count
                    if killPoint > 0, replacedSoFar >= killPoint { break }
                    usleep(200)
                }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            var replaced = 0
            for name in names {
                let bytes = try directory.read("\(output)/\(name)")
                #expect(bytes == old[name] || bytes == new[name], "trial \(trial): \(name) is neither the old nor the new file")
                if bytes != old[name] { replaced += 1 }
            }
            if replaced > 0, replaced < names.count * 2 / 3 { mixedTrials += 1 }
            // Nothing but the outputs and temporary files of outputs (every changed file is staged before the
            // first rename: a kill can leave one per file not yet renamed). (The cache record, written last,
            // counts as an output of a run that completed.)
            let extra = directory.files(under: output).filter { !names.contains($0) && !$0.hasPrefix(".settingsc-cache/") }
            #expect(extra.allSatisfy { entry in names.contains { entry.hasPrefix(".\($0).settingsc-") } }, "trial \(trial): \(extra)")
            // The mixed set: once any file is new, every file still to change that is old has its temporary
            // file beside it (all were staged before the first rename).
            if replaced > 0 {
                for name in names where old[name] != new[name] {
                    let bytes = try directory.read("\(output)/\(name)")
                    if bytes == old[name] {
                        #expect(extra.contains { $0.hasPrefix(".\(name).settingsc-") }, "trial \(trial): \(name) is old without a temporary file")
                    }
                }
            }
            // --check names each leftover, the cache record's too (a kill while the record was written); the next run
            // removes them all and finishes the switch.
            let cacheLeftovers = directory.files(under: output).filter { entry in
                entry.hasPrefix(".settingsc-cache/") && (entry.split(separator: "/").last.map { $0.hasPrefix(".") && $0.contains(".settingsc-") } ?? false)
            }
            let check = try ExecutableTests.run(["generate", "--backend", "swift"] + schemas + ["--output", directory.url(output), "--check"])
            #expect(check.stderr.components(separatedBy: "was left by an interrupted run").count - 1 == extra.count + cacheLeftovers.count,
                    "trial \(trial): \(check.stderr)")
            let next = try ExecutableTests.run(["generate", "--quiet", "--backend", "swift"] + schemas + ["--output", directory.url(output)])
            #expect(next.status == 0, "\(next.stderr)")
            #expect(directory.files(under: output).filter { !$0.hasPrefix(".settingsc-cache/") } == names.sorted(), "trial \(trial)")
            for name in names { #expect(try directory.read("\(output)/\(name)") == new[name]) }
        }
        // Not asserted (it depends on timing), but visible when the test is tuned.
        print("OutputSafetyTests: \(mixedTrials) of \(killPoints.count) runs were killed while writing")
    }
}

/// A valid schema with `settings` int settings in one section, each with a title and a description.
func largeSchema(root: String, settings: Int) -> String {
    var text = "settings: \(root)\nsections:\n  general:\n    settings:\n"
    for index in 0..<settings {
        text += "      setting\(index): {type: int, default: \(index), range: 0...100000, title: \"Setting \(index)\", description: \"The setting number \(index), with a description long enough to make the file large.\"}\n"
    }
    return text
}
