#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsBackends
import SettingsCompiler

extension Generate {
    /// Receives rendered files, whole or in pieces (`RenderOutput`), one at a time: checks each path (safe,
    /// relative, no two files on the same name), compares the text with the file on disk as it arrives, hashes
    /// it, and keeps only what is to be written: in memory up to `memoryLimit` bytes in all (none for `generate`:
    /// `Generate.pendingMemoryLimit`), then in a temporary file next to the target. A file that matches what is on
    /// disk is never held.
    /// Every path problem is reported; after the first one, or after an I/O error, files are only checked for
    /// further path problems.
    final class Planner: RenderOutput, CodePrinterSink, @unchecked Sendable {
        let cli: CLI
        let output: String
        /// The output directory, reached without following links below it.
        let tree: OutputTree
        /// False for `--check`: nothing is kept to be written.
        let keepsPending: Bool
        /// Pending text kept in memory, in all files, before it goes to temporary files.
        let memoryLimit: Int
        var files: [PlannedFile] = []
        var pathsFailed = false
        var ioError: OutputError?
        /// Where the files come from, for messages.
        var schemaPath = ""
        var backend = ""
        /// The input files of the run by device and inode: an output that is one of them is refused.
        var inputs: [InputIdentity: String] = [:]
        private var byKey: [String: Int] = [:]
        /// Whether this planner plans the files `generate`'s second thread renders (``makeSide()``).
        private var isSide = false
        /// On a side planner: every file received, in order, with its index in `files` (nil when its path was
        /// refused), to hand them over to the planning thread (``handOver(from:)``).
        private(set) var received: [Received] = []
        /// On a side planner: the entry of `received` where `ioError` happened.
        private var ioErrorEntry: Int?
        private var pendingInMemory = 0
        private var current: Incoming?
        private var scratch: [UInt8] = []

        /// The file being received.
        private struct Incoming {
            /// Its index in `files`; nil when its path was refused (its text is ignored).
            var index: Int?
            /// The file on disk, open for comparing; -1 when there is none or it is no longer compared.
            var existing: Int32 = -1
            /// How many bytes so far equal the existing file's first bytes (while not `diverged`).
            var matched = 0
            var diverged = false
            var chunks: [[UInt8]] = []
            var inMemory = 0
            var temporary: TemporaryFile?
            var hasher = Hash64()
            var size = 0
        }

        init(
            cli: CLI, output: String, tree: OutputTree? = nil, keepsPending: Bool,
            memoryLimit: Int = Generate.pendingMemoryLimit
        ) {
            self.cli = cli
            self.output = output
            self.tree = tree ?? OutputTree(root: output)
            self.keepsPending = keepsPending
            self.memoryLimit = memoryLimit
        }

        /// A file a side planner received.
        struct Received {
            var path: String
            var index: Int?
            var schemaPath: String
            var backend: String
        }

        /// A file a side planner received, handed over to the planning thread (``handOver(from:)``): what it planned
        /// (nil when it refused the path) and the I/O error that happened on it, if one did.
        struct Handed {
            var path: String
            var schemaPath: String
            var backend: String
            var planned: PlannedFile?
            var ioError: OutputError?
        }

        /// A planner for the files `generate`'s second thread renders (`ConcurrentRenders`), used on that thread
        /// while this one renders and plans others: the same output, tree, inputs and budget of memory (its own),
        /// so each file is compared with the one on disk, hashed and written to its temporary file where it was
        /// rendered; it reports nothing (a path it refuses stops its writing, as here). Its files are handed over
        /// (``handOver(from:)``) and this planner takes them over in order (``adopt(_:)``).
        func makeSide() -> Planner {
            let side = Planner(cli: cli, output: output, tree: tree, keepsPending: keepsPending, memoryLimit: memoryLimit)
            side.inputs = inputs
            side.isSide = true
            return side
        }

        /// On a side planner: the files received from entry `first` on, with their text to be written, which is no
        /// longer this planner's (the receiver writes or discards it).
        func handOver(from first: Int) -> [Handed] {
            endCurrentFile()
            var handed: [Handed] = []
            handed.reserveCapacity(received.count - first)
            for entry in first..<received.count {
                let file = received[entry]
                var planned: PlannedFile?
                if let index = file.index {
                    planned = files[index]
                    files[index].pending = .nothing
                }
                handed.append(Handed(
                    path: file.path, schemaPath: file.schemaPath, backend: file.backend, planned: planned,
                    ioError: ioErrorEntry == entry ? ioError : nil))
            }
            return handed
        }

        /// Takes over a file a side planner handed over as if it had been received here: its path is checked
        /// here, with this planner's messages, and what the side planner compared, hashed and wrote is this
        /// planner's when this one would have done the same, that is when no path was refused and no I/O error
        /// happened before it here (else it is discarded, as this planner would not have written it); the side
        /// planner's I/O error on it is this planner's. Files are taken over in the order the side received them.
        func adopt(_ file: Handed) {
            endCurrentFile()
            schemaPath = file.schemaPath
            backend = file.backend
            let index = plan(file.path)
            let staged = file.planned?.pending ?? .nothing
            guard let index, !pathsFailed, ioError == nil else { return Self.discard(staged) }
            if let error = file.ioError {
                ioError = error
                return Self.discard(staged)
            }
            // Planned here, so planned there too (the side planner refuses no path this one takes), and written
            // there: no refused path or I/O error came before it there either (each is one here, by now).
            guard let planned = file.planned else { return Self.discard(staged) }
            files[index].state = planned.state
            files[index].size = planned.size
            files[index].hash = planned.hash
            files[index].pending = staged
            if case .chunks(let chunks) = staged { pendingInMemory += chunks.reduce(0) { $0 + $1.count } }
        }

        /// Removes the temporary file of text that will not be written.
        static func discard(_ pending: Pending) {
            if case .temporary(let file) = pending { file.discard() }
        }

        /// Adds a whole file with where it came from.
        func add(_ rendered: RenderedOutput) {
            schemaPath = rendered.schemaPath
            backend = rendered.backend
            add(rendered.file)
        }

        /// An output that passes files on to this planner, each named first by `label` (given its path and how many
        /// files came before it through this output: the schema it came from and its backend, for messages).
        func labelling(_ label: @escaping Label) -> Labelling {
            Labelling(planner: self, label: label)
        }

        typealias Label = @Sendable (_ path: String, _ number: Int) -> (schemaPath: String, backend: String)

        /// Files rendered on another thread for this planner (`settingsc docs`' pages and Markdown, `RenderStream`):
        /// a side planner (``makeSide()``) receives them there, so each is compared with the file on disk, hashed and
        /// written to its temporary file where it is rendered; once that thread is done, ``Labelling/passOn()``
        /// hands them to this planner, which takes them over in order (``adopt(_:)``), as `generate`'s second
        /// thread's. (They used to be queued in pieces for this planner, which compared, hashed and wrote every
        /// file: at 10,000 settings a fifth of `docs`' page faults; issue 32.)
        func sideOutput() -> (any SideOutput)? { Labelling(planner: self, label: nil).sideOutput() }

        /// Passes files on to a planner, each named first by `label` when there is one (``labelling(_:)``); or, made
        /// by ``sideOutput()``, to a side planner of `owner`, which takes them over in ``passOn()``.
        final class Labelling: SideOutput, @unchecked Sendable {
            /// Where the files go: the planner, or a side planner of `owner`.
            let planner: Planner
            let label: Label?
            /// For a side output, the planner that takes its files over; nil otherwise.
            let owner: Planner?
            private var count = 0

            init(planner: Planner, label: Label?, owner: Planner? = nil) {
                self.planner = planner
                self.label = label
                self.owner = owner
            }

            private func name(_ path: String) {
                if let label { (planner.schemaPath, planner.backend) = label(path, count) }
                count += 1
            }

            func add(_ file: RenderedFile) {
                name(file.path)
                planner.add(file)
            }

            func beginFile(_ path: String) -> CodePrinter {
                name(path)
                return planner.beginFile(path)
            }

            func write(_ bytes: [UInt8]) { planner.write(bytes) }

            func endFile(_ rest: [UInt8]) { planner.endFile(rest) }

            /// The same labels, for a side planner of the planner these files are for.
            func sideOutput() -> (any SideOutput)? {
                let target = owner ?? planner
                let side = target.makeSide()
                (side.schemaPath, side.backend) = (target.schemaPath, target.backend)
                return Labelling(planner: side, label: label, owner: target)
            }

            /// A side output's files, taken over by its owner in order; nothing for any other (its files are the
            /// planner's already).
            func passOn() {
                guard let owner else { return }
                for file in planner.handOver(from: 0) { owner.adopt(file) }
            }
        }

        // MARK: RenderOutput

        func add(_ file: RenderedFile) {
            _ = beginFile(file.path)
            write(file.bytes)
            endFile([])
        }

        func beginFile(_ path: String) -> CodePrinter {
            // A backend that begins a file without ending the last one ends it here.
            if current != nil { endFile([]) }
            var incoming = Incoming()
            incoming.index = plan(path)
            if isSide { received.append(Received(path: path, index: incoming.index, schemaPath: schemaPath, backend: backend)) }
            if let index = incoming.index, !pathsFailed, ioError == nil {
                do throws(OutputError) {
                    if let fd = try tree.openExisting(files[index].relativePath) {
                        incoming.existing = fd
                        var info = stat()
                        if !inputs.isEmpty, fstat(fd, &info) == 0, let input = inputs[InputIdentity(info)] {
                            throw OutputError(
                                path: files[index].path,
                                reason: "cannot replace: it is the input '\(input)'; settingsc never writes over its inputs (give another --output)")
                        }
                    } else {
                        incoming.diverged = true
                        files[index].state = .created
                    }
                } catch {
                    noteIOError(error)
                }
            }
            current = incoming
            return CodePrinter(flushingTo: self)
        }

        func write(_ bytes: [UInt8]) {
            guard var incoming = current else { return }
            current = nil
            defer { current = incoming }
            guard let index = incoming.index, !pathsFailed, ioError == nil, !bytes.isEmpty else { return }
            incoming.hasher.update(bytes)
            incoming.size += bytes.count
            do throws(OutputError) {
                if !incoming.diverged {
                    if try existingContinues(with: bytes, incoming) {
                        incoming.matched += bytes.count
                        return
                    }
                    try diverge(&incoming, index: index)
                }
                try keep(bytes, in: &incoming, index: index)
            } catch {
                fail(error, &incoming)
            }
        }

        /// Ends the file being received, if a backend left one open (the next `beginFile` would end it too).
        func endCurrentFile() {
            if current != nil { endFile([]) }
        }

        func endFile(_ rest: [UInt8]) {
            write(rest)
            guard var incoming = current else { return }
            current = nil
            defer {
                if incoming.existing >= 0 { close(incoming.existing) }
            }
            guard let index = incoming.index, !pathsFailed, ioError == nil else {
                incoming.temporary?.discard()
                return
            }
            do throws(OutputError) {
                if !incoming.diverged {
                    var info = stat()
                    guard fstat(incoming.existing, &info) == 0 else {
                        throw OutputError.system(files[index].path, "cannot read existing file")
                    }
                    if Int(info.st_size) == incoming.matched {
                        files[index].state = .unchanged
                    } else {
                        try diverge(&incoming, index: index)
                    }
                }
                files[index].size = incoming.size
                files[index].hash = incoming.hasher.finish()
                guard incoming.diverged, keepsPending else { return }
                if var temporary = incoming.temporary {
                    files[index].pending = .temporary(try temporary.finish(durable: files[index].replaces))
                } else {
                    files[index].pending = .chunks(incoming.chunks)
                }
            } catch {
                fail(error, &incoming)
            }
        }

        // MARK: Steps

        /// Checks `path`; the index of its new entry in `files`, or nil when it is refused.
        private func plan(_ path: String) -> Int? {
            let relative: String
            switch OutputPath.normalize(path) {
            case let .success(normalized):
                relative = normalized
            case let .failure(unsafe):
                if !isSide {
                    cli.error("backend '\(backend)' produced an unsafe path '\(unsafe.path)' for '\(schemaPath)': \(unsafe.reason)")
                }
                pathsFailed = true
                return nil
            }
            let key = OutputPath.collisionKey(relative)
            if isSide, byKey[key] != nil {
                pathsFailed = true  // reported where it is taken over
                return nil
            }
            if let earlier = byKey[key].map({ files[$0] }) {
                let sameName = earlier.relativePath == relative
                    ? "'\(relative)'"
                    : "'\(earlier.relativePath)' and '\(relative)' (the same file where names ignore case)"
                if earlier.schemaPath == schemaPath, earlier.backend == backend {
                    let what = earlier.relativePath == relative ? "\(sameName) twice" : "both \(sameName)"
                    cli.error("backend '\(backend)' generates \(what) from '\(schemaPath)'")
                } else if earlier.schemaPath == schemaPath {
                    cli.error("backends '\(earlier.backend)' and '\(backend)' both generate \(sameName) from '\(schemaPath)'")
                } else {
                    cli.error("'\(earlier.schemaPath)' and '\(schemaPath)' both generate \(sameName)")
                    if OutputTree.split(relative).name == OutputNames.appShortcutsCatalog {
                        cli.stderr("\(cli.program): note: an app has one AppShortcutsProvider and reads its phrases from one AppShortcuts table: "
                            + "generate the string catalogs of each app's schema into that app's own --output folder\n")
                    }
                }
                pathsFailed = true
                return nil
            }
            byKey[key] = files.count
            files.append(PlannedFile(
                relativePath: relative, path: join(output, relative), schemaPath: schemaPath, backend: backend))
            return files.count - 1
        }

        /// Whether the existing file's next `bytes.count` bytes are `bytes`.
        private func existingContinues(with bytes: [UInt8], _ incoming: Incoming) throws(OutputError) -> Bool {
            let count = try readExisting(incoming, at: incoming.matched, count: bytes.count)
            guard count == bytes.count else { return false }
            return scratch.withUnsafeBytes { x in
                bytes.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, count) == 0 }
            }
        }

        /// Reads up to `count` bytes of the existing file at `offset` into `scratch`; returns how many (fewer
        /// only at its end).
        private func readExisting(_ incoming: Incoming, at offset: Int, count: Int) throws(OutputError) -> Int {
            if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
            var done = 0
            while done < count {
                let got = scratch.withUnsafeMutableBytes {
                    pread(incoming.existing, $0.baseAddress! + done, count - done, off_t(offset + done))
                }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw .system(files[incoming.index!].path, "cannot read existing file")
                }
                if got == 0 { break }
                done += got
            }
            return done
        }

        /// The text stops matching the existing file: it is to be written. What matched so far is taken back
        /// from the existing file (it is the same text).
        private func diverge(_ incoming: inout Incoming, index: Int) throws(OutputError) {
            incoming.diverged = true
            files[index].state = .changed
            guard keepsPending else { return }
            var offset = 0
            while offset < incoming.matched {
                let count = try readExisting(incoming, at: offset, count: min(256 * 1024, incoming.matched - offset))
                guard count > 0 else { throw OutputError(path: files[index].path, reason: "the file changed while it was read") }
                try keep(Array(scratch[0..<count]), in: &incoming, index: index)
                offset += count
            }
        }

        /// Keeps text to be written: in memory while the run's pending text fits the limit, else in the file's
        /// temporary file (where what was in memory goes too).
        private func keep(_ bytes: [UInt8], in incoming: inout Incoming, index: Int) throws(OutputError) {
            guard keepsPending else { return }
            if let temporary = incoming.temporary {
                try temporary.write(bytes)
                return
            }
            incoming.chunks.append(bytes)
            incoming.inMemory += bytes.count
            pendingInMemory += bytes.count
            guard pendingInMemory > memoryLimit else { return }
            var temporary = try TemporaryFile(in: tree, relative: files[index].relativePath)
            incoming.temporary = temporary
            do throws(OutputError) {
                for chunk in incoming.chunks { try temporary.write(chunk) }
            } catch {
                temporary.discard()
                incoming.temporary = nil
                throw error
            }
            pendingInMemory -= incoming.inMemory
            incoming.inMemory = 0
            incoming.chunks = []
        }

        /// The run's first I/O error (on a side planner, with the file it happened on).
        private func noteIOError(_ error: OutputError) {
            guard ioError == nil else { return }
            ioError = error
            if isSide { ioErrorEntry = received.count - 1 }
        }

        private func fail(_ error: OutputError, _ incoming: inout Incoming) {
            noteIOError(error)
            incoming.temporary?.discard()
            incoming.temporary = nil
            incoming.chunks = []
        }

        /// Removes the temporary files of a run that stops before renaming them into place.
        func discardTemporaryFiles() {
            for file in files { Self.discard(file.pending) }
        }

        private func join(_ directory: String, _ relative: String) -> String {
            directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
        }
    }
}

/// A file's device and inode: the same file under any name (a hard link, another path).
struct InputIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    /// The identity of the file at `path` (following links), nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
