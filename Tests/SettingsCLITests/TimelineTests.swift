import CProcessTuning
import Foundation
import Testing

/// The timeline (`SETTINGSC_TIMELINE`, Sources/CProcessTuning): the executable prints each step of a run on standard
/// error, in order, with its time, thread, CPU time and page faults; without the variable it prints nothing more.
@Suite struct TimelineTests {
    struct Stamp {
        var milliseconds: Double
        var thread: Int
        var cpuMilliseconds: Double
        var faults: Int
        var step: String
    }

    /// The stamps printed on `stderr` (after its header line); nil when a line is not a stamp.
    static func stamps(_ stderr: String) -> [Stamp]? {
        let lines = stderr.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("settingsc timeline: ms since the first stamp") }) else { return nil }
        var stamps: [Stamp] = []
        for line in lines[(header + 1)...] {
            let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: true).map(String.init)
            guard fields.count == 5, let time = Double(fields[0]), fields[1].hasPrefix("T"),
                  let thread = Int(fields[1].dropFirst()), let cpu = Double(fields[2]), let faults = Int(fields[3])
            else { return nil }
            stamps.append(Stamp(
                milliseconds: time, thread: thread, cpuMilliseconds: cpu, faults: faults,
                step: String(fields[4].drop { $0 == " " })))
        }
        return stamps
    }

    /// `sections` top-level sections of `settings` settings each: large enough to be read, parsed and lowered on
    /// two threads.
    static func schema(sections: Int, settings: Int) -> String {
        var text = "settings: Big\nsections:\n"
        for section in 0..<sections {
            text += "  part\(section):\n    settings:\n"
            for setting in 0..<settings {
                text += "      value\(setting): {type: int, default: \(setting), range: 0...1000, title: \"Value \(setting)\", "
                    + "description: \"Setting \(setting) of part \(section).\"}\n"
            }
        }
        return text
    }

    @Test func generatePrintsItsStepsInOrderWhenAsked() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("Big.settings.yaml", Self.schema(sections: 40, settings: 30))
        var environment = ProcessInfo.processInfo.environment
        environment["SETTINGSC_TIMELINE"] = "1"
        let result = try ExecutableTests.run(
            ["generate", schema, "--output", directory.url("Out"), "--quiet"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let stamps = try #require(Self.stamps(result.stderr), "stderr: \(result.stderr)")

        // The planning thread's steps, in this order (others may come between).
        let expected = [
            "main", "compilation: start", "read: start", "read: done; parse: start", "parse: done",
            "plain-text comments: checked", "validation: lowering", "lowering: enums", "lowering: sections",
            "lowering: sections done", "validation: conditions", "validation: allowed warnings", "validation: done",
            "compilation: done", "render: swift", "render: done", "generate: planned", "generate: staged",
            "generate: committed", "exit",
        ]
        let first = stamps.filter { $0.thread == 1 }.map(\.step)
        var next = 0
        for step in first where next < expected.count && step == expected[next] { next += 1 }
        #expect(next == expected.count, "missing or out of order from '\(next < expected.count ? expected[next] : "")': \(first)")
        #expect(stamps.first?.step == "main" && stamps.first?.milliseconds == 0)

        // Each thread's times, CPU times and page faults only grow.
        for thread in Set(stamps.map(\.thread)) {
            let own = stamps.filter { $0.thread == thread }
            for (earlier, later) in zip(own, own.dropFirst()) {
                #expect(earlier.milliseconds <= later.milliseconds && earlier.cpuMilliseconds <= later.cpuMilliseconds,
                        "thread \(thread): \(earlier) then \(later)")
                #expect(earlier.faults <= later.faults, "thread \(thread): \(earlier) then \(later)")
            }
        }

        // With two CPUs, the second threads' steps are there too.
        if settingsc_allowed_cpus() >= 2 {
            let others = stamps.filter { $0.thread > 1 }.map(\.step)
            #expect(others.filter { $0 == "thread: started" }.count >= 4, "\(others)")
            #expect(others.contains("parse: second share done") && others.contains("lowering: second share done"), "\(others)")
            #expect(others.contains("render beside: form"), "\(others)")
            #expect(first.contains("lowering: sections on two threads") && first.contains("take over: form"), "\(first)")
        }
    }

    @Test func nothingIsPrintedWithoutTheVariable() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("Big.settings.yaml", Self.schema(sections: 4, settings: 3))
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SETTINGSC_TIMELINE")
        let validate = try ExecutableTests.run(["validate", schema, "--quiet"], environment: environment)
        #expect(validate.status == 0)
        #expect(validate.stderr.isEmpty)

        environment["SETTINGSC_TIMELINE"] = "1"
        let timed = try ExecutableTests.run(["validate", schema, "--quiet"], environment: environment)
        #expect(timed.status == 0)
        let stamps = try #require(Self.stamps(timed.stderr), "stderr: \(timed.stderr)")
        #expect(stamps.map(\.step).contains("validation: done"))
        #expect(stamps.last?.step == "exit")
    }
}
