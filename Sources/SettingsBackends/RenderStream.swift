import SettingsCompiler

/// Files rendered on a thread of their own and passed on, in order, to an output on the thread that made the
/// stream: `settingsc docs` renders its schema pages and its Markdown this way beside its index. None is held whole
/// (at 50,000 settings the pages held whole took 580 MB; issue 32).
///
/// When the output can receive files on another thread (``RenderOutput/sideOutput()``: `docs`' planner, which
/// compares each file with the one on disk, hashes it and writes its temporary file where it is rendered), the
/// rendering thread prints into that side output, and ``replay()`` waits for it and has it pass its files on.
/// Else the rendering thread prints into the stream, and ``replay()`` passes each file's pieces on as they come and
/// returns when the rendering is done. What is printed and not yet replayed is held (no limit: the thread that
/// replays is busy with files before this stream's, and a limit would make the rendering thread wait for it: the
/// work would no longer run side by side).
public final class RenderStream: RenderOutput, CodePrinterSink, @unchecked Sendable {
    // Guarded by `lock`, which is broadcast on every change.
    private let lock = ConditionLock()
    private var events: [RenderEvent] = []
    private var done = false
    private var thread: WorkerThread?
    /// The output the files are for, used by the thread that made the stream only.
    private let output: any RenderOutput & CodePrinterSink
    /// Where the rendering thread prints when the output can receive files there.
    private let side: (any SideOutput)?

    private init(output: any RenderOutput & CodePrinterSink) {
        self.output = output
        side = output.sideOutput()
    }

    /// Starts `render` on a thread of its own, printing the files for `output`; when no thread can be made, it
    /// runs here, now, and its files wait until they are replayed.
    public static func rendering(
        beside output: any RenderOutput & CodePrinterSink, _ render: @escaping @Sendable (any RenderOutput & CodePrinterSink) -> Void
    ) -> RenderStream {
        let stream = RenderStream(output: output)
        let target: any RenderOutput & CodePrinterSink = stream.side ?? stream
        let body: @Sendable () -> Void = {
            render(target)
            stream.finish()
        }
        stream.thread = WorkerThread(body)
        if stream.thread == nil { body() }
        return stream
    }

    /// Passes every file on to the output, in the order it was rendered (each piece as the output's own printer
    /// would pass it on); returns when the rendering is done and everything has been passed on. Called once, by
    /// the thread that made the stream.
    public func replay() {
        if let side {
            thread?.join()
            side.passOn()
            return
        }
        while true {
            let (taken, finished): ([RenderEvent], Bool) = lock.locked {
                while events.isEmpty, !done { lock.wait() }
                let taken = events
                events = []
                return (taken, done)
            }
            for event in taken { event.pass(to: output) }
            if finished { break }
        }
        thread?.join()
    }

    private func push(_ event: RenderEvent) {
        lock.locked {
            events.append(event)
            lock.broadcast()
        }
    }

    private func finish() {
        lock.locked {
            done = true
            lock.broadcast()
        }
    }

    // MARK: RenderOutput (the rendering thread)

    public func add(_ file: RenderedFile) { push(.add(file)) }

    public func beginFile(_ path: String) -> CodePrinter {
        push(.begin(path))
        return CodePrinter(flushingTo: self)
    }

    public func write(_ bytes: [UInt8]) { push(.piece(bytes)) }

    public func endFile(_ rest: [UInt8]) { push(.end(rest)) }
}

/// One step of a file rendered on one thread for an output on another, as ``RenderStream`` and `generate`'s
/// `ConcurrentRenders` queue them: a whole file, a file begun, a piece of its text, its end.
public enum RenderEvent: Sendable {
    case add(RenderedFile)
    case begin(String)
    case piece([UInt8])
    case end([UInt8])

    /// The bytes of text it carries.
    public var byteCount: Int {
        switch self {
        case .add(let file): file.bytes.count
        case .begin: 0
        case .piece(let bytes), .end(let bytes): bytes.count
        }
    }

    /// Passes it on to `output`, each piece as the output's own printer would.
    public func pass(to output: any RenderOutput & CodePrinterSink) {
        switch self {
        case .add(let file): output.add(file)
        case .begin(let path): _ = output.beginFile(path)  // the text is printed already: it comes as pieces
        case .piece(let bytes): output.write(bytes)
        case .end(let rest): output.endFile(rest)
        }
    }
}

/// Collects rendered files whole, for callers that want them as values (tests, `Backend.render(_:)`).
public final class RenderedFiles: RenderOutput, CodePrinterSink, @unchecked Sendable {
    public private(set) var files: [RenderedFile] = []
    private var path: String?
    private var text: [UInt8] = []

    public init() {}

    public func add(_ file: RenderedFile) { files.append(file) }

    public func beginFile(_ path: String) -> CodePrinter {
        self.path = path
        text = []
        return CodePrinter(flushingTo: self)
    }

    public func write(_ bytes: [UInt8]) { text += bytes }

    public func endFile(_ rest: [UInt8]) {
        text += rest
        files.append(RenderedFile(path: path ?? "", bytes: text))
        path = nil
        text = []
    }
}
