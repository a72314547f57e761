import SettingsBackends
import SettingsCompiler
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `RenderStream`: files printed on another thread reach the output in order, whole and as they come, and
/// `settingsc docs`' site and Markdown reach their output in pieces (no page held whole; issue 32).
@Suite struct RenderStreamTests {
    /// Records what reaches an output: each call, and the files they make.
    final class Recording: RenderOutput, CodePrinterSink, @unchecked Sendable {
        let lock = ConditionLock()
        private(set) var calls: [String] = []
        private(set) var writes: [String: Int] = [:]
        let files = RenderedFiles()
        private var current: String?

        var pieceCount: Int { lock.locked { writes.values.reduce(0, +) } }

        func add(_ file: RenderedFile) {
            lock.locked { calls.append("add \(file.path)") }
            files.add(file)
        }

        func beginFile(_ path: String) -> CodePrinter {
            lock.locked {
                calls.append("begin \(path)")
                current = path
            }
            _ = files.beginFile(path)
            return CodePrinter(flushingTo: self)
        }

        func write(_ bytes: [UInt8]) {
            lock.locked { writes[current ?? "", default: 0] += 1 }
            files.write(bytes)
        }

        func endFile(_ rest: [UInt8]) {
            lock.locked {
                calls.append("end \(current ?? "")")
                current = nil
            }
            files.endFile(rest)
        }
    }

    /// Prints files of every kind: whole, printed in one piece, printed in several (past the printer's 64 KB,
    /// `CodePrinter.flushSize`).
    static func printFiles(into output: any RenderOutput) {
        output.add(RenderedFile(path: "a.txt", contents: "whole\n"))
        var small = output.beginFile("b.txt")
        small.line("one line")
        output.endFile(small.bytes)
        var large = output.beginFile("c.txt")
        for index in 0..<40_000 { large.line("line \(index) of a file larger than a piece") }
        output.endFile(large.bytes)
        output.add(RenderedFile(path: "d.txt", contents: "last\n"))
    }

    @Test func theFilesAreTheSameAndInTheSameOrderAsPrintedHere() {
        let direct = RenderedFiles()
        Self.printFiles(into: direct)
        let replayed = Recording()
        let stream = RenderStream.rendering(beside: replayed) { Self.printFiles(into: $0) }
        stream.replay()
        #expect(replayed.files.files == direct.files)
        #expect(replayed.files.files.map(\.path) == ["a.txt", "b.txt", "c.txt", "d.txt"])
        #expect(replayed.calls == ["add a.txt", "begin b.txt", "end b.txt", "begin c.txt", "end c.txt", "add d.txt"])
        // The large file came in pieces (the printer's), not whole.
        #expect((replayed.writes["c.txt"] ?? 0) >= 4, "\(replayed.writes)")
    }

    /// An output that receives files on the rendering thread (`sideOutput()`, as `settingsc docs`' planner does):
    /// the stream prints into that side output on a thread of its own, nothing reaches the output before `replay`,
    /// and `replay` has the side pass the files on whole, in order, once the rendering is done.
    final class WithSide: RenderOutput, CodePrinterSink, @unchecked Sendable {
        final class Side: SideOutput, @unchecked Sendable {
            let owner: WithSide
            let received = Recording()
            var threads: Set<String> = []
            var passedOn = 0
            init(owner: WithSide) { self.owner = owner }
            private func note() { threads.insert(Self.threadName()) }
            static func threadName() -> String { "\(pthread_self())" }
            func add(_ file: RenderedFile) { note(); received.add(file) }
            func beginFile(_ path: String) -> CodePrinter { note(); _ = received.beginFile(path); return CodePrinter(flushingTo: self) }
            func write(_ bytes: [UInt8]) { note(); received.write(bytes) }
            func endFile(_ rest: [UInt8]) { note(); received.endFile(rest) }
            func passOn() {
                passedOn += 1
                for file in received.files.files { owner.add(file) }
            }
        }
        let direct = Recording()
        var sides: [Side] = []
        func add(_ file: RenderedFile) { direct.add(file) }
        func beginFile(_ path: String) -> CodePrinter { direct.beginFile(path) }
        func write(_ bytes: [UInt8]) { direct.write(bytes) }
        func endFile(_ rest: [UInt8]) { direct.endFile(rest) }
        func sideOutput() -> (any SideOutput)? {
            let side = Side(owner: self)
            sides.append(side)
            return side
        }
    }

    /// A schema of one section and one setting, for the site's tests.
    static func smallSchema() throws -> SchemaIR {
        var diagnostics = DiagnosticCollector()
        return try #require(Compiler.compile(SourceFile(path: "two.settings.yaml", text: """
            settings: TwoSettings
            sections:
              general:
                settings:
                  size: {type: int, default: 3, title: "Size", keywords: [scale]}
            """), diagnostics: &diagnostics))
    }

    @Test func anOutputWithASideReceivesTheFilesThereAndTakesThemOverInOrder() throws {
        let expected = RenderedFiles()
        Self.printFiles(into: expected)
        let output = WithSide()
        let stream = RenderStream.rendering(beside: output) { Self.printFiles(into: $0) }
        let side = try #require(output.sides.first)
        stream.replay()
        #expect(output.sides.count == 1)
        #expect(side.passedOn == 1)
        #expect(side.received.files.files == expected.files)
        #expect(output.direct.files.files == expected.files)
        // Printed on the stream's own thread, not here (one thread can be made on any machine that runs the tests).
        #expect(side.threads.count == 1)
        #expect(!side.threads.contains(WithSide.Side.threadName()))
        // The site: the index printed here, the pages on the side, passed on after it; the same files as whole.
        let schema = try Self.smallSchema()
        let site = WithSide()
        HTMLSiteBackend().renderSite([schema, schema], into: site)
        #expect(site.sides.count == 1)
        #expect(site.direct.calls == ["begin index.html", "end index.html", "add TwoSettings.html", "add TwoSettings.html"])
        #expect(site.sides.first?.received.calls == ["begin TwoSettings.html", "end TwoSettings.html", "begin TwoSettings.html", "end TwoSettings.html"])
        #expect(site.direct.files.files == HTMLSiteBackend().renderSite([schema, schema]))
    }

    /// `keepingWork` is given the facts and search items once the site is printed (`settingsc docs` keeps them until
    /// the process ends); without it they are released, and the files are the same either way.
    @Test func theSiteHandsItsWorkToKeepingWorkOnceWhenDone() throws {
        let schema = try Self.smallSchema()
        final class Kept: @unchecked Sendable {
            let lock = ConditionLock()
            var values: [any Sendable] = []
        }
        let kept = Kept()
        var site = HTMLSiteBackend()
        site.keepingWork = { value in kept.lock.locked { kept.values.append(value) } }
        let files = RenderedFiles()
        site.renderSite([schema], into: files)
        #expect(kept.values.count == 1)
        #expect(files.files == HTMLSiteBackend().renderSite([schema]))
    }

    /// A value made once: by the first thread that asks, while the others that ask wait for it.
    @Test func madeOnceMakesItsValueOnceForEveryThreadThatAsks() {
        final class Count: @unchecked Sendable {
            let lock = ConditionLock()
            var value = 0
        }
        let count = Count()
        let value = MadeOnce<[Int]> {
            count.lock.locked { count.value += 1 }
            usleep(20_000)  // long enough for the other threads to ask meanwhile
            return Array(0..<1_000)
        }
        final class Results: @unchecked Sendable {
            let lock = ConditionLock()
            var values: [[Int]] = []
        }
        let results = Results()
        let threads = (0..<4).compactMap { _ in WorkerThread { let got = value.value; results.lock.locked { results.values.append(got) } } }
        let here = value.value
        for thread in threads { thread.join() }
        #expect(count.value == 1)
        #expect(here == Array(0..<1_000))
        #expect(results.values.count == threads.count)
        #expect(results.values.allSatisfy { $0 == here })
        #expect(value.value == here)
        #expect(count.value == 1)
    }

    /// The pieces reach the output while the file is still being printed: the rendering thread waits (up to 20 s)
    /// until the output has had the file's first piece before it prints the rest. A stream that passed files on
    /// only once rendered would make it wait out its 20 s.
    @Test func piecesArriveWhileTheFileIsPrinted() {
        let replayed = Recording()
        final class Flag: @unchecked Sendable {
            let lock = ConditionLock()
            var value = false
        }
        let early = Flag()
        let stream = RenderStream.rendering(beside: replayed) { output in
            var printer = output.beginFile("big.txt")
            for index in 0..<20_000 { printer.line("line \(index) of the first part") }  // past 64 KB: a piece
            for _ in 0..<2_000 where replayed.pieceCount == 0 { usleep(10_000) }
            let seen = replayed.pieceCount > 0
            early.lock.locked { early.value = seen }
            for index in 0..<100 { printer.line("line \(index) of the rest") }
            output.endFile(printer.bytes)
        }
        stream.replay()
        #expect(early.lock.locked { early.value })
        #expect(replayed.files.files.map(\.path) == ["big.txt"])
        #expect(replayed.files.files.first?.contents.hasSuffix("line 99 of the rest\n") == true)
    }

    /// `settingsc docs`' files reach the planner in pieces: the index first, then the page, each printed piece by
    /// piece, the same files as rendered whole.
    @Test func theSiteAndTheMarkdownAreHandedOnInPieces() throws {
        var text = "settings: BigSettings\nsections:\n  general:\n    settings:\n"
        for index in 0..<600 {
            text += "      setting\(index): {type: int, default: \(index), range: 0...100000, title: \"Setting \(index)\", description: \"The setting number \(index), with a description long enough to make the file large.\"}\n"
        }
        var diagnostics = DiagnosticCollector()
        let schema = try #require(Compiler.compile(SourceFile(path: "big.settings.yaml", text: text), diagnostics: &diagnostics))
        let site = Recording()
        HTMLSiteBackend().renderSite([schema], into: site)
        #expect(site.calls == ["begin index.html", "end index.html", "begin BigSettings.html", "end BigSettings.html"])
        #expect((site.writes["BigSettings.html"] ?? 0) >= 2, "\(site.writes)")
        #expect(site.files.files == HTMLSiteBackend().renderSite([schema]))
        let markdown = Recording()
        MarkdownBackend().render(schema, into: markdown)
        #expect(markdown.calls == ["begin BigSettings.md", "end BigSettings.md"])
        #expect(markdown.files.files == MarkdownBackend().render(schema))
    }
}
