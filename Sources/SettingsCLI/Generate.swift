import SettingsBackends
import SettingsCompiler

/// `settingsc generate`: compile every schema, render through the backends, write what changed.
struct Generate {
    let cli: CLI
    let arguments: ParsedArguments
    /// The command whose help a usage error points to.
    var command = "generate"
    /// Renders all schemas at once instead of through `--backend`s (used by `docs`, whose site has an index
    /// of every schema). Each file names the schema it came from and its backend, for messages.
    var renderAll: (([Compilation.Compiled]) -> [RenderedOutput])?

    /// One rendered file with where it came from.
    struct RenderedOutput {
        var schemaPath: String
        var backend: String
        var file: RenderedFile
    }

    /// One file to produce.
    struct PlannedFile {
        /// Relative to the output directory, normalized.
        var relativePath: String
        /// The output directory joined with `relativePath`.
        var path: String
        var schemaPath: String
        var backend: String
        var state: FileState = .unchanged
        var size = 0
        var hash: UInt64 = 0
        /// What is still to be written: the bytes, or a temporary file next to `path` that holds them.
        var pending: Pending = .nothing

        /// Whether writing it replaces an existing file (then it is synced).
        var replaces: Bool { state == .changed }
    }

    enum Pending {
        case nothing
        case chunks([[UInt8]])
        case temporary(String)
    }

    enum FileState { case unchanged, created, changed }

    /// A new file is written without `fsync` (after a crash it may be missing or empty, and the next run writes
    /// it again: the cache never trusts a file whose hash differs); a file that replaces an existing one is synced
    /// before the rename, so a crash cannot leave an empty file where there was a complete one. (GLib's
    /// `g_file_set_contents` does the same.)

    /// Rendered files waiting to be written are kept in memory up to this many bytes in all; past it, each
    /// further one goes to a temporary file next to its target at once (renamed into place once every file
    /// has been rendered and checked), so a huge schema does not hold all its output in memory.
    static let pendingMemoryLimit = 16 << 20

    func run() -> Int32 {
        let output = arguments.value("output") ?? ""
        guard !output.isEmpty else {
            return cli.usageError(UsageError("the value of --output is empty", command: command))
        }
        var backends: [any Backend] = []
        let format: DiagnosticFormat
        let allowed: Set<DiagnosticCode>
        do {
            if renderAll == nil { backends = try selectBackends() }
            format = try cli.diagnosticsFormat(arguments, command: command)
            allowed = try cli.allowedCodes(arguments, command: command)
        } catch {
            return cli.usageError(error)
        }
        let checkOnly = arguments.flag("check")
        let quiet = arguments.flag("quiet")
        // `--check` always renders: it is what CI trusts. `docs` (renderAll) is not cached.
        let usesCache = cli.environment.cachesGeneratedFiles && renderAll == nil && !checkOnly
            && !arguments.flag("no-cache")

        let compilation = Compilation(
            paths: arguments.positionals, warningsAsErrors: arguments.flag("warnings-as-errors"), allowing: allowed,
            keepUntilExit: cli.environment.exitsAfterRun, digestInputs: usesCache)
        if cli.environment.exitsAfterRun { KeptUntilExit.keep(compilation.compiled.map(\.schema)) }
        let status = compilation.report(to: cli, format: format, failureSuffix: checkOnly ? "" : "; no files written")
        guard status == CLI.ExitCode.success else { return status }
        let header = { (count: Int) in "\(cli.program): \(plural(compilation.inputCount, "schema")), \(plural(count, "file"))" }

        let outputKind = OutputFileSystem.kind(of: output)
        if outputKind != .missing, outputKind != .directory {
            cli.error("output path '\(output)' exists and is not a directory")
            return CLI.ExitCode.usageOrIOError
        }

        // Outputs already current, as recorded by an earlier run with the same fingerprint: nothing to render.
        let cache = GenerateCache(output: output)
        let fingerprint = usesCache
            ? GenerateCache.fingerprint(backends: backends.map(\.name), inputs: compilation.inputDigests) : nil
        if let fingerprint, outputKind == .directory, let current = cache.currentOutputs(fingerprint: fingerprint) {
            if !quiet { cli.stderr("\(header(current.count)): 0 written, \(current.count) unchanged\n") }
            return CLI.ExitCode.success
        }

        // Render file by file: check the path, compare with the file on disk and keep only what is to be
        // written. A path problem or an I/O error reading stops the run before anything is replaced.
        let planner = Planner(cli: cli, output: output, keepsPending: !checkOnly)
        if let renderAll {
            for rendered in renderAll(compilation.compiled) {
                planner.schemaPath = rendered.schemaPath
                planner.backend = rendered.backend
                planner.add(rendered.file)
            }
        } else {
            for compiled in compilation.compiled {
                for backend in backends {
                    planner.schemaPath = compiled.path
                    planner.backend = backend.name
                    guard let merging = backend as? any MergingBackend else {
                        backend.render(compiled.schema, into: planner)
                        continue
                    }
                    let merged = renderMerging(compiled.schema, with: merging, output: output)
                    guard let rendered = merged.files else {
                        planner.discardTemporaryFiles()
                        return merged.exitCode
                    }
                    for file in rendered { planner.add(file) }
                }
            }
        }
        if planner.pathsFailed {
            planner.discardTemporaryFiles()
            if !checkOnly { cli.stderr("\(cli.program): no files written\n") }
            return CLI.ExitCode.invalidInput
        }
        if let error = planner.ioError {
            planner.discardTemporaryFiles()
            cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            return CLI.ExitCode.usageOrIOError
        }
        let files = planner.files

        let stale = files.indices.filter { files[$0].state != .unchanged }
        let unchangedCount = files.count - stale.count

        if checkOnly {
            for index in stale {
                let verb = files[index].state == .created ? "would create" : "would update"
                cli.stderr("\(cli.program): \(verb) \(DiagnosticRenderer.sanitize(files[index].path))\n")
            }
            if !quiet {
                cli.stderr("\(header(files.count)): \(stale.count) out of date, \(unchangedCount) up to date\n")
            }
            if !stale.isEmpty {
                if !quiet { cli.stderr("Run '\(cli.program) \(command)' without --check to update them.\n") }
                return CLI.ExitCode.invalidInput
            }
            return CLI.ExitCode.success
        }

        var written = 0
        for index in stale {
            let file = files[index]
            do {
                switch file.pending {
                case .chunks(let chunks):
                    if let slash = file.path.lastIndex(of: "/") {
                        try OutputFileSystem.createDirectories(String(file.path[..<slash]))
                    }
                    let temporary = try OutputFileSystem.writeTemporary(chunks, for: file.path, durable: file.replaces)
                    try OutputFileSystem.commit(temporary, to: file.path, durable: file.replaces)
                case .temporary(let temporary):
                    try OutputFileSystem.commit(temporary, to: file.path, durable: file.replaces)
                case .nothing:
                    break
                }
                planner.files[index].pending = .nothing
                written += 1
            } catch {
                planner.discardTemporaryFiles()
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
                cli.stderr("\(header(files.count)): \(written) written before the error, \(stale.count - written) not written\n")
                return CLI.ExitCode.usageOrIOError
            }
        }
        if let fingerprint {
            cache.record(fingerprint: fingerprint, entries: files.map {
                GenerateCache.Entry(relativePath: $0.relativePath, size: $0.size, hash: $0.hash)
            })
        }
        if !quiet {
            cli.stderr("\(header(files.count)): \(written) written, \(unchangedCount) unchanged\n")
        }
        return CLI.ExitCode.success
    }

    /// The backends `--backend` names, in the order given (each once), or every backend.
    private func selectBackends() throws(UsageError) -> [any Backend] {
        let names = arguments.values("backend")
        if names.isEmpty { return cli.environment.backends }
        let available = cli.environment.backends + cli.environment.onRequestBackends
        var selected: [any Backend] = []
        for name in names where !selected.contains(where: { $0.name == name }) {
            guard let backend = available.first(where: { $0.name == name }) else {
                let availableNames = available.map(\.name)
                let hint = Suggestions.closest(to: name, in: availableNames).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    "unknown backend '\(name)'\(hint) (available: \(availableNames.joined(separator: ", ")))",
                    command: "generate")
            }
            selected.append(backend)
        }
        return selected
    }

    /// The files of a ``MergingBackend`` for `schema`: it gets the current contents of its files in `output` (a
    /// string catalog keeps its translations). On failure, the error is reported and the exit code returned:
    /// 2 when an existing file cannot be read, 1 when it cannot be merged (it is left untouched).
    private func renderMerging(
        _ schema: SchemaIR, with merging: any MergingBackend, output: String
    ) -> (files: [RenderedFile]?, exitCode: Int32) {
        var existing: [String: String] = [:]
        for relative in merging.outputPaths(for: schema) {
            guard case .success(let normalized) = OutputPath.normalize(relative) else { continue }
            do {
                if let bytes = try OutputFileSystem.readIfExists(joinPath(output, normalized)) {
                    existing[relative] = String(decoding: bytes, as: UTF8.self)
                }
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
                return (nil, CLI.ExitCode.usageOrIOError)
            }
        }
        do {
            return (try merging.render(schema, existing: existing), CLI.ExitCode.success)
        } catch {
            cli.error("backend '\(merging.name)' cannot merge with the existing '\(joinPath(output, error.path))': \(error.reason); fix or delete it")
            return (nil, CLI.ExitCode.invalidInput)
        }
    }

    private func joinPath(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

}
