import SettingsBackends
import SettingsCompiler

/// `settingsc generate`: compile every schema, render through the backends, write what changed.
struct Generate {
    let cli: CLI
    let arguments: ParsedArguments

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
            return cli.usageError(UsageError("the value of --output is empty", command: "generate"))
        }
        let backends: [any Backend]
        let format: DiagnosticFormat
        do {
            backends = try selectBackends()
            format = try cli.diagnosticsFormat(arguments, command: "generate")
        } catch {
            return cli.usageError(error)
        }
        let checkOnly = arguments.flag("check")
        let quiet = arguments.flag("quiet")

        let compilation = Compilation(
            paths: arguments.positionals, warningsAsErrors: arguments.flag("warnings-as-errors"))
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
                case let existing? where existing == file.bytes: states.append(.unchanged)
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
                if !quiet { cli.stderr("Run '\(cli.program) generate' without --check to update them.\n") }
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
        let available = cli.environment.backends
        let names = arguments.values("backend")
        if names.isEmpty { return available }
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
        var files: [PlannedFile] = []
        var byKey: [String: Int] = [:]
        var failed = false
        for compiled in schemas {
            for backend in backends {
                for rendered in backend.render(compiled.schema) {
                    let relative: String
                    switch OutputPath.normalize(rendered.path) {
                    case let .success(path):
                        relative = path
                    case let .failure(unsafe):
                        cli.error("backend '\(backend.name)' produced an unsafe path '\(unsafe.path)' for '\(compiled.path)': \(unsafe.reason)")
                        failed = true
                        continue
                    }
                    let file = PlannedFile(
                        relativePath: relative, path: join(output, relative), bytes: Array(rendered.contents.utf8),
                        schemaPath: compiled.path, backend: backend.name)
                    let key = OutputPath.collisionKey(relative)
                    if let earlier = byKey[key].map({ files[$0] }) {
                        let sameName = earlier.relativePath == relative
                            ? "'\(relative)'"
                            : "'\(earlier.relativePath)' and '\(relative)' (the same file where names ignore case)"
                        if earlier.schemaPath == compiled.path, earlier.backend == backend.name {
                            let what = earlier.relativePath == relative ? "\(sameName) twice" : "both \(sameName)"
                            cli.error("backend '\(backend.name)' generates \(what) from '\(compiled.path)'")
                        } else if earlier.schemaPath == compiled.path {
                            cli.error("backends '\(earlier.backend)' and '\(backend.name)' both generate \(sameName) from '\(compiled.path)'")
                        } else {
                            cli.error("'\(earlier.schemaPath)' and '\(compiled.path)' both generate \(sameName)")
                        }
                        failed = true
                        continue
                    }
                    byKey[key] = files.count
                    files.append(file)
                }
            }
        }
        return failed ? nil : files
    }

    private func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
