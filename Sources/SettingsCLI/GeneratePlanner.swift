import SettingsBackends
import SettingsCompiler

extension Generate {
    /// Takes rendered files one at a time: checks each path (safe, relative, no two files on the same name),
    /// compares the bytes with the file on disk, and keeps only what is to be written, so that at most one
    /// file's text is held beyond `Generate.pendingMemoryLimit`. Every path problem is reported; after the
    /// first one, or after an I/O error, files are only checked for further path problems.
    struct Planner {
        let cli: CLI
        let output: String
        /// False for `--check`: nothing is kept to be written.
        let keepsPending: Bool
        var files: [PlannedFile] = []
        var pathsFailed = false
        var ioError: OutputError?
        private var byKey: [String: Int] = [:]
        private var pendingInMemory = 0

        init(cli: CLI, output: String, keepsPending: Bool) {
            self.cli = cli
            self.output = output
            self.keepsPending = keepsPending
        }

        mutating func add(_ rendered: RenderedOutput) {
            let relative: String
            switch OutputPath.normalize(rendered.file.path) {
            case let .success(path):
                relative = path
            case let .failure(unsafe):
                cli.error("backend '\(rendered.backend)' produced an unsafe path '\(unsafe.path)' for '\(rendered.schemaPath)': \(unsafe.reason)")
                pathsFailed = true
                return
            }
            let key = OutputPath.collisionKey(relative)
            if let earlier = byKey[key].map({ files[$0] }) {
                let sameName = earlier.relativePath == relative
                    ? "'\(relative)'"
                    : "'\(earlier.relativePath)' and '\(relative)' (the same file where names ignore case)"
                if earlier.schemaPath == rendered.schemaPath, earlier.backend == rendered.backend {
                    let what = earlier.relativePath == relative ? "\(sameName) twice" : "both \(sameName)"
                    cli.error("backend '\(rendered.backend)' generates \(what) from '\(rendered.schemaPath)'")
                } else if earlier.schemaPath == rendered.schemaPath {
                    cli.error("backends '\(earlier.backend)' and '\(rendered.backend)' both generate \(sameName) from '\(rendered.schemaPath)'")
                } else {
                    cli.error("'\(earlier.schemaPath)' and '\(rendered.schemaPath)' both generate \(sameName)")
                }
                pathsFailed = true
                return
            }
            var file = PlannedFile(
                relativePath: relative, path: join(output, relative),
                schemaPath: rendered.schemaPath, backend: rendered.backend)
            byKey[key] = files.count
            defer { files.append(file) }
            guard !pathsFailed, ioError == nil else { return }

            let bytes = rendered.file.bytes
            file.size = bytes.count
            file.hash = Hash64.of(bytes)
            do {
                switch try OutputFileSystem.compare(file.path, with: bytes) {
                case .missing: file.state = .created
                case .same: file.state = .unchanged
                case .different: file.state = .changed
                }
                guard keepsPending, file.state != .unchanged else { return }
                if pendingInMemory + bytes.count <= Generate.pendingMemoryLimit {
                    file.pending = .bytes(bytes)
                    pendingInMemory += bytes.count
                } else {
                    if let slash = file.path.lastIndex(of: "/") {
                        try OutputFileSystem.createDirectories(String(file.path[..<slash]))
                    }
                    file.pending = .temporary(try OutputFileSystem.writeTemporary(bytes, for: file.path, durable: true))
                }
            } catch {
                ioError = error
            }
        }

        /// Removes the temporary files of a run that stops before renaming them into place.
        func discardTemporaryFiles() {
            for file in files {
                if case .temporary(let temporary) = file.pending { OutputFileSystem.remove(temporary) }
            }
        }

        private func join(_ directory: String, _ relative: String) -> String {
            directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
        }
    }
}
