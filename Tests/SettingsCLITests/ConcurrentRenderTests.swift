import Foundation
import SettingsBackends
@testable import SettingsCLI
import SettingsCompiler
import Testing

/// Prints `lines` numbered lines into `<Root>+<name>.swift` through the output's printer (a large file reaches the
/// output in 64 KB pieces), then adds a small whole file `<Root>+<name>.txt`.
private struct PrintingBackend: Backend {
    var name: String
    var summary: String { "test backend" }
    var lines: Int

    func render(_ schema: SchemaIR) -> [RenderedFile] {
        var printer = CodePrinter()
        body(schema, &printer)
        return [RenderedFile(path: "\(schema.rootTypeName)+\(name).swift", bytes: printer.bytes), small(schema)]
    }

    func render(_ schema: SchemaIR, into output: any RenderOutput) {
        var printer = output.beginFile("\(schema.rootTypeName)+\(name).swift")
        body(schema, &printer)
        output.endFile(printer.bytes)
        output.add(small(schema))
    }

    private func body(_ schema: SchemaIR, _ printer: inout CodePrinter) {
        for index in 0..<lines { printer.line("let \(name)\(index) = \(index) // \(schema.rootTypeName)") }
    }

    private func small(_ schema: SchemaIR) -> RenderedFile {
        RenderedFile(path: "\(schema.rootTypeName)+\(name).txt", contents: "\(name)\n")
    }
}

/// Records the thread each backend rendered on.
private final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var threads: [String: pthread_t] = [:]
    func record(_ name: String) { lock.withLock { threads[name] = pthread_self() } }
    func thread(_ name: String) -> pthread_t? { lock.withLock { threads[name] } }
}

private struct ThreadRecordingBackend: Backend {
    var name: String
    var summary: String { "test backend" }
    let log: ThreadLog
    /// Renders only once the backend of this name has rendered (or after 10 s): it then ran at the same time.
    var waitingFor: String?

    func render(_ schema: SchemaIR) -> [RenderedFile] {
        log.record(name)
        if let waitingFor {
            let deadline = Date().addingTimeInterval(10)
            while log.thread(waitingFor) == nil, Date() < deadline { usleep(1_000) }
        }
        return [RenderedFile(path: "\(schema.rootTypeName)+\(name).txt", contents: "\(name)\n")]
    }
}

/// `generate` on two threads (`Generate.ConcurrentRenders`): the planner sees what one thread would give it.
@Suite struct ConcurrentRenderTests {
    func compile(_ root: String) throws -> SchemaIR {
        var diagnostics = DiagnosticCollector()
        let file = SettingsCompiler.SourceFile(path: "\(root).settings.yaml", text: validSchema(root))
        return try #require(Compiler.compile(file, diagnostics: &diagnostics))
    }

    func jobs() throws -> [Generate.RenderJob] {
        let backends: [any Backend] = [
            PrintingBackend(name: "big", lines: 20_000), PrintingBackend(name: "small", lines: 3),
            PrintingBackend(name: "large", lines: 30_000),
        ]
        return try ["ASettings", "BSettings"].flatMap { root in
            let schema = try compile(root)
            return backends.map { Generate.RenderJob(schemaPath: "\(root).settings.yaml", schema: schema, backend: $0) }
        }
    }

    func planner(_ output: String, memoryLimit: Int = 1 << 30) -> Generate.Planner {
        Generate.Planner(cli: CLI(environment: Capture().environment()), output: output, keepsPending: true, memoryLimit: memoryLimit)
    }

    /// Renders `jobs` into a new planner, on two threads or one; `stopAfter` stops the run after that many jobs.
    func render(
        _ jobs: [Generate.RenderJob], concurrently: Bool, memoryLimit: Int = 1 << 30, output: String, stopAfter: Int? = nil
    ) -> Generate.Planner {
        let planner = planner(output, memoryLimit: memoryLimit)
        let renders = Generate.ConcurrentRenders(jobs: jobs)
        if concurrently { renders.start(beside: planner) }
        var count = 0
        renders.run(into: planner) { job, renderHere in
            if let stopAfter, count == stopAfter { return false }
            count += 1
            planner.schemaPath = job.schemaPath
            planner.backend = job.backend.name
            if renderHere { job.backend.render(job.schema, into: planner) }
            return true
        }
        return planner
    }

    struct Summary: Equatable {
        var relativePath: String
        var schemaPath: String
        var backend: String
        var size: Int
        var hash: UInt64
        var bytes: [UInt8]
    }

    /// Each planned file with the bytes it is to be written with: kept in memory, or in its temporary file.
    func summary(_ planner: Generate.Planner) -> [Summary] {
        planner.files.map { file in
            var bytes: [UInt8] = []
            switch file.pending {
            case .chunks(let chunks): bytes = chunks.flatMap { $0 }
            case .temporary(let staged): bytes = (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: staged.path)))) ?? []
            case .nothing: break
            }
            return Summary(
                relativePath: file.relativePath, schemaPath: file.schemaPath, backend: file.backend, size: file.size,
                hash: file.hash, bytes: bytes)
        }
    }

    /// Every job's files, in job order, with the same bytes, sizes and hashes: whether the planners keep the text
    /// in memory or write it to temporary files at once (`generate`'s way), and whichever thread rendered them.
    @Test(arguments: [0, 100_000, 1 << 30])
    func theFilesReachThePlannerInOrderWithTheirBytes(memoryLimit: Int) throws {
        let directory = try TemporaryDirectory()
        let jobs = try jobs()
        let one = summary(render(jobs, concurrently: false, memoryLimit: memoryLimit, output: directory.url("One")))
        let two = summary(render(jobs, concurrently: true, memoryLimit: memoryLimit, output: directory.url("Two")))
        #expect(one.count == 12)
        #expect(one.map(\.relativePath) == [
            "ASettings+big.swift", "ASettings+big.txt", "ASettings+small.swift", "ASettings+small.txt",
            "ASettings+large.swift", "ASettings+large.txt", "BSettings+big.swift", "BSettings+big.txt",
            "BSettings+small.swift", "BSettings+small.txt", "BSettings+large.swift", "BSettings+large.txt",
        ])
        #expect(one.allSatisfy { $0.size == $0.bytes.count && $0.size > 0 })
        #expect(one[4].size > 3 * 256 * 1024)  // printed in several pieces of 64 KB (`CodePrinter.flushSize`)
        #expect(one == two)
    }

    /// A run stopped after two jobs (a string catalog that cannot be merged) plans exactly those two jobs' files,
    /// and returns (the second thread stops; the temporary files of what it rendered ahead go).
    @Test(arguments: [0, 1 << 30])
    func aStoppedRunPlansOnlyTheJobsBeforeTheStop(memoryLimit: Int) throws {
        let directory = try TemporaryDirectory()
        let jobs = try jobs()
        let planner = render(jobs, concurrently: true, memoryLimit: memoryLimit, output: directory.url("Out"), stopAfter: 2)
        let stopped = summary(planner)
        #expect(stopped.map(\.relativePath) == ["ASettings+big.swift", "ASettings+big.txt", "ASettings+small.swift", "ASettings+small.txt"])
        let full = summary(render(jobs, concurrently: false, memoryLimit: memoryLimit, output: directory.url("Full")))
        #expect(stopped == Array(full.prefix(4)))
        // What is left in the output folder is the planned files' own temporary files, nothing of the jobs after.
        let own = planner.files.compactMap { file -> String? in
            if case .temporary(let staged) = file.pending { return staged.temporaryName }
            return nil
        }
        #expect(Set(directory.files(under: "Out")) == Set(own))
        planner.discardTemporaryFiles()
        #expect(directory.files(under: "Out").isEmpty)
    }

    /// The two threads share the work, at the same time: the planning thread renders the first job itself (the
    /// second thread, started just before, must not take it) while the second thread renders the next (the first
    /// job waits for it).
    @Test func thePlanningThreadRendersTheFirstJobAndTheSecondThreadTheNext() throws {
        let directory = try TemporaryDirectory()
        for _ in 0..<5 {
            let log = ThreadLog()
            let jobs = try recordingJobs([("first", "second"), ("second", nil)], log: log)
            let planner = render(jobs, concurrently: true, output: directory.url("Out"))
            let here = pthread_self()
            let first = try #require(log.thread("first"))
            let second = try #require(log.thread("second"))
            #expect(pthread_equal(first, here) != 0)
            #expect(pthread_equal(second, here) == 0)
            #expect(planner.files.map(\.relativePath) == ["ASettings+first.txt", "ASettings+second.txt"])
        }
    }

    /// Jobs of `ThreadRecordingBackend`s over one schema, each named and rendering once the one it waits for has.
    fileprivate func recordingJobs(
        _ names: [(String, waitingFor: String?)], log: ThreadLog
    ) throws -> [Generate.RenderJob] {
        let schema = try compile("ASettings")
        return names.map {
            Generate.RenderJob(
                schemaPath: "a.settings.yaml", schema: schema,
                backend: ThreadRecordingBackend(name: $0.0, log: log, waitingFor: $0.waitingFor))
        }
    }

    /// The planning thread does not wait while there is work: reaching a job the second thread is still rendering
    /// (`second`, which cannot end before `third` has begun), it renders the next one (`third`) itself, ahead, and
    /// takes every file over in order. (`first` waits until the second thread has begun `second`, so that it is
    /// the second thread's.) Waiting instead, the run would take 10 s and `third` would be rendered on the second
    /// thread.
    @Test func thePlanningThreadRendersAheadWhileTheSecondThreadIsBusy() throws {
        let directory = try TemporaryDirectory()
        for _ in 0..<5 {
            let log = ThreadLog()
            let jobs = try recordingJobs([("first", "second"), ("second", "third"), ("third", nil)], log: log)
            let started = Date()
            let planner = render(jobs, concurrently: true, output: directory.url("Out"))
            #expect(Date().timeIntervalSince(started) < 5)
            let here = pthread_self()
            #expect(pthread_equal(try #require(log.thread("first")), here) != 0)
            #expect(pthread_equal(try #require(log.thread("second")), here) == 0)
            #expect(pthread_equal(try #require(log.thread("third")), here) != 0)
            #expect(planner.files.map(\.relativePath)
                == ["ASettings+first.txt", "ASettings+second.txt", "ASettings+third.txt"])
            #expect(planner.files.map(\.backend) == ["first", "second", "third"])
        }
    }

    /// A run stopped after the job the planning thread waited for: what it rendered ahead is not planned, and its
    /// temporary files go.
    @Test func whatThePlanningThreadRenderedAheadGoesWhenTheRunStops() throws {
        let directory = try TemporaryDirectory()
        let log = ThreadLog()
        let jobs = try recordingJobs(
            [("first", "second"), ("second", "third"), ("third", nil), ("fourth", nil)], log: log)
        let planner = render(jobs, concurrently: true, memoryLimit: 0, output: directory.url("Out"), stopAfter: 2)
        #expect(pthread_equal(try #require(log.thread("third")), pthread_self()) != 0)
        #expect(planner.files.map(\.relativePath) == ["ASettings+first.txt", "ASettings+second.txt"])
        let own = planner.files.compactMap { file -> String? in
            if case .temporary(let staged) = file.pending { return staged.temporaryName }
            return nil
        }
        #expect(own.count == 2)
        #expect(Set(directory.files(under: "Out")) == Set(own))
    }

    func run(_ arguments: [String], backends: [any Backend], concurrently: Bool) -> RunResult {
        let capture = Capture()
        var environment = capture.environment(backends: backends)
        environment.rendersConcurrently = concurrently
        let status = CLI.run(arguments, environment: environment)
        return RunResult(status: status, standardOutput: capture.standardOutput, standardError: capture.standardError)
    }

    /// The repository's schemas through every default backend: the same files, bytes and messages on two threads
    /// as on one.
    @Test func generateWritesTheSameFilesOnTwoThreadsAsOnOne() throws {
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: schemas.path)
            .filter { $0.hasSuffix(".settings.yaml") || $0.hasSuffix(".settings.json") }.sorted()
            .map { schemas.appendingPathComponent($0).path }
        #expect(inputs.count > 5)
        let directory = try TemporaryDirectory()
        let one = run(["generate"] + inputs + ["-o", directory.url("One")], backends: Backends.all, concurrently: false)
        let two = run(["generate"] + inputs + ["-o", directory.url("Two")], backends: Backends.all, concurrently: true)
        #expect(one.status == 0, "\(one.standardError)")
        #expect(two.status == one.status)
        #expect(two.standardError == one.standardError)
        let files = directory.files(under: "One")
        #expect(files.count > 20)
        #expect(directory.files(under: "Two") == files)
        for file in files {
            #expect(try directory.read("Two/" + file) == directory.read("One/" + file), "\(file)")
        }
    }

    /// A path two backends both generate, one of them rendered by the second thread: the same messages in the
    /// same order, the same exit status, nothing written.
    @Test func collisionsAreReportedAsOnOneThread() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema("ASettings"))
        let b = try directory.write("b.settings.yaml", validSchema("BSettings"))
        let backends: [any Backend] = [
            PrintingBackend(name: "big", lines: 20_000), FixedBackend(name: "one", paths: ["{root}+big.swift", "../up.swift"]),
            FixedBackend(name: "two", paths: ["Shared.swift"]),
        ]
        let one = run(["generate", a, b, "-o", directory.url("One")], backends: backends, concurrently: false)
        let two = run(["generate", a, b, "-o", directory.url("Two")], backends: backends, concurrently: true)
        #expect(one.status == 1)
        #expect(two.status == one.status)
        let lines = one.standardError.split(separator: "\n")
        #expect(lines.count == 6, "\(one.standardError)")
        #expect(two.standardError.replacingOccurrences(of: "/Two", with: "/One") == one.standardError)
        #expect(!directory.exists("One"))
        #expect(!directory.exists("Two"))
    }

    /// An I/O error on a file the second thread plans (a file where its folder should be), with a later file
    /// that would be written: the same message and exit status as on one thread, and nothing written.
    @Test func anIOErrorOnAFileOfTheSecondThreadIsReportedAsOnOneThread() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema("ASettings"))
        for name in ["One", "Two"] { try directory.write("\(name)/blocked", "a file, not a folder\n") }
        let backends: [any Backend] = [
            PrintingBackend(name: "big", lines: 20_000), FixedBackend(name: "one", paths: ["early.swift", "blocked/x.swift"]),
            FixedBackend(name: "two", paths: ["later.swift"]),
        ]
        for _ in 0..<3 {
            let one = run(["generate", a, "-o", directory.url("One")], backends: backends, concurrently: false)
            let two = run(["generate", a, "-o", directory.url("Two")], backends: backends, concurrently: true)
            #expect(one.status == 2, "\(one.standardError)")
            #expect(one.standardError.contains("a file is in the way"), "\(one.standardError)")
            #expect(two.status == one.status)
            #expect(two.standardError.replacingOccurrences(of: "/Two", with: "/One") == one.standardError)
            #expect(directory.files(under: "One") == ["blocked"])
            #expect(directory.files(under: "Two") == ["blocked"])
        }
    }
}
