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
        var bytes: [UInt8]
        var schemaPath: String
        var backend: String
    }

    enum FileState { case unchanged, created, changed }

    func run() -> Int32 {
        let output = arguments.value("output") ?? ""
        guard !output.isEmpty else {
            return cli.usageError(UsageError("the value of --output is empty", command: command))
        }
        var backends: [any Backend] = []
        let format: DiagnosticFormat
        do {
            if renderAll == nil { backends = try selectBackends() }
            format = try cli.diagnosticsFormat(arguments, command: command)
        } catch {
            return cli.usageError(error)
        }
        let checkOnly = arguments.flag("check")
        let quiet = arguments.flag("quiet")

        let compilation = Compilation(
            paths: arguments.positionals, warningsAsErrors: arguments.flag("warnings-as-errors"),
            keepUntilExit: cli.environment.exitsAfterRun)
        if cli.environment.exitsAfterRun { KeptUntilExit.keep(compilation.compiled.map(\.schema)) }
        let status = compilation.report(to: cli, format: format, failureSuffix: checkOnly ? "" : "; no files written")
        guard status == CLI.ExitCode.success else { return status }

        guard let files = plan(compilation.compiled, backends: backends, output: output) else {
            if !checkOnly { cli.stderr("\(cli.program): no files written\n") }
            return CLI.ExitCode.invalidInput
        }

        let outputKind = OutputFileSystem.kind(of: output)
        if outputKind != .missing, outputKind != .directory {
            cli.error("output path '\(output)' exists and is not a directory")
            return CLI.ExitCode.usageOrIOError
        }

        // Compare everything first, so an I/O problem reading stops the run before any write.
        var states: [FileState] = []
        for file in files {
            do {
                switch try OutputFileSystem.readIfExists(file.path) {
                case nil: states.append(.created)
                case let existing? where OutputFileSystem.sameBytes(existing, file.bytes): states.append(.unchanged)
                case _?: states.append(.changed)
                }
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
                return CLI.ExitCode.usageOrIOError
            }
        }

        let stale = zip(files, states).filter { $0.1 != .unchanged }
        let unchangedCount = files.count - stale.count
        let header = "\(cli.program): \(plural(compilation.inputCount, "schema")), \(plural(files.count, "file"))"

        if checkOnly {
            for (file, state) in stale {
                let verb = state == .created ? "would create" : "would update"
                cli.stderr("\(cli.program): \(verb) \(DiagnosticRenderer.sanitize(file.path))\n")
            }
            if !quiet {
                cli.stderr("\(header): \(stale.count) out of date, \(unchangedCount) up to date\n")
            }
            if !stale.isEmpty {
                if !quiet { cli.stderr("Run '\(cli.program) \(command)' without --check to update them.\n") }
                return CLI.ExitCode.invalidInput
            }
            return CLI.ExitCode.success
        }

        var written = 0
        for (file, _) in stale {
            do {
                if let slash = file.path.lastIndex(of: "/") {
                    try OutputFileSystem.createDirectories(String(file.path[..<slash]))
                }
                try OutputFileSystem.writeAtomically(file.bytes, to: file.path)
                written += 1
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
                cli.stderr("\(header): \(written) written before the error, \(stale.count - written) not written\n")
                return CLI.ExitCode.usageOrIOError
            }
        }
        if !quiet {
            cli.stderr("\(header): \(written) written, \(unchangedCount) unchanged\n")
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

    /// Renders every schema through every backend and checks the paths: each must be a safe relative path,
    /// and no two outputs may land on the same file. Reports every problem; nil when there was one.
    private func plan(_ schemas: [Compilation.Compiled], backends: [any Backend], output: String) -> [PlannedFile]? {
        var outputs: [RenderedOutput] = []
        if let renderAll {
            outputs = renderAll(schemas)
        } else {
            for compiled in schemas {
                for backend in backends {
                    guard let rendered = render(compiled.schema, with: backend, output: output) else { return nil }
                    for rendered in rendered {
                        outputs.append(RenderedOutput(schemaPath: compiled.path, backend: backend.name, file: rendered))
                    }
                }
            }
        }
        var files: [PlannedFile] = []
        var byKey: [String: Int] = [:]
        var failed = false
        for rendered in outputs {
            let relative: String
            switch OutputPath.normalize(rendered.file.path) {
            case let .success(path):
                relative = path
            case let .failure(unsafe):
                cli.error("backend '\(rendered.backend)' produced an unsafe path '\(unsafe.path)' for '\(rendered.schemaPath)': \(unsafe.reason)")
                failed = true
                continue
            }
            let file = PlannedFile(
                relativePath: relative, path: join(output, relative), bytes: Array(rendered.file.contents.utf8),
                schemaPath: rendered.schemaPath, backend: rendered.backend)
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
                failed = true
                continue
            }
            byKey[key] = files.count
            files.append(file)
        }
        return failed ? nil : files
    }

    /// The backend's files for `schema`; a ``MergingBackend`` gets the current contents of its files in
    /// `output` (a string catalog keeps its translations). Nil, with the error reported, when reading or
    /// merging an existing file fails.
    private func render(_ schema: SchemaIR, with backend: any Backend, output: String) -> [RenderedFile]? {
        guard let merging = backend as? any MergingBackend else { return backend.render(schema) }
        var existing: [String: String] = [:]
        for relative in merging.outputPaths(for: schema) {
            guard case .success(let normalized) = OutputPath.normalize(relative) else { continue }
            do {
                if let bytes = try OutputFileSystem.readIfExists(join(output, normalized)) {
                    existing[relative] = String(decoding: bytes, as: UTF8.self)
                }
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
                return nil
            }
        }
        do {
            return try merging.render(schema, existing: existing)
        } catch {
            cli.error("backend '\(backend.name)' cannot merge with the existing '\(join(output, error.path))': \(error.reason); fix or delete it")
            return nil
        }
    }

    private func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
