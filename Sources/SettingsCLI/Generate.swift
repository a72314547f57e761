import SettingsBackends
import SettingsCompiler

/// `settingsc generate`: compile every schema, render through the backends, write what changed.
struct Generate {
    let cli: CLI
    let arguments: ParsedArguments
    /// The command whose help a usage error points to.
    var command = "generate"
    /// Renders all schemas at once instead of through `--backend`s (used by `docs`, whose site has an index
    /// of every schema), into the planner, in order: before each file, the planner's `schemaPath` and `backend`
    /// name where it came from, for messages (`Planner.add(_:)`, `Planner.labelling(_:)`).
    var renderAll: (([Compilation.Compiled], Planner) -> Void)?
    /// With `renderAll`: the backend names the list of outputs files this invocation under (`--name-after-schema`
    /// renders the default backends, and files its outputs under the same invocation as a run without the flag, so
    /// switching it on or off removes the other set). Nil: no list (`docs`).
    var recordsAsBackends: [String]?

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
        case temporary(StagedFile)
    }

    enum FileState { case unchanged, created, changed }

    /// A new file is written without `fsync` (after a crash it may be missing or empty, and the next run writes
    /// it again: the cache never trusts a file whose hash differs); a file that replaces an existing one is synced
    /// before the rename, so a crash cannot leave an empty file where there was a complete one. (GLib's
    /// `g_file_set_contents` does the same.)

    /// Rendered files waiting to be written are kept in memory up to this many bytes in all; past it, each
    /// further one goes to a temporary file next to its target as it is rendered (renamed into place once every
    /// file has been rendered and checked). None: a changed file goes to its temporary file piece by piece, so
    /// each piece's memory is reused for the next instead of holding the output whole, and a page touched afresh
    /// costs a page fault (about 2 µs on the machines `make bench` runs on; the faults and times with 4 MB here
    /// and without: bench/README.md, issue 32's twelfth session).
    static let pendingMemoryLimit = 0

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

        Timeline.stamp("compilation: start")
        let compilation = Compilation(
            paths: arguments.positionals, warningsAsErrors: arguments.flag("warnings-as-errors"), allowing: allowed,
            digestInputs: usesCache)
        Timeline.stamp("compilation: done")
        if cli.environment.exitsAfterRun { KeptUntilExit.keep(compilation.compiled.map(\.schema)) }
        warnAboutInputNames()
        let status = compilation.report(to: cli, format: format, failureSuffix: checkOnly ? "" : "; no files written")
        guard status == CLI.ExitCode.success else { return status }
        // Only for backends asked for by name: a default run says nothing of those a schema does not opt into
        // (`intents:`, `settingsWindow:`).
        if !quiet, !arguments.values("backend").isEmpty { explainEmptyBackends(backends, compilation.compiled) }
        let header = { (count: Int) in "\(cli.program): \(plural(compilation.inputCount, "schema")), \(plural(count, "file"))" }

        let outputKind = OutputFileSystem.kind(of: output)
        if outputKind != .missing, outputKind != .directory {
            cli.error("output path '\(output)' exists and is not a directory")
            return CLI.ExitCode.usageOrIOError
        }

        // A run that writes holds a lock on the output folder: two runs into one folder take turns.
        let tree = OutputTree(root: output)
        if !checkOnly, outputKind == .directory { tree.lock() }

        // The list of the files each invocation wrote (docs/tooling.md#stale-outputs).
        let recordsOutputs = cli.environment.recordsOutputs && (renderAll == nil || recordsAsBackends != nil)
        let invocation = OutputRecord.key(backends: recordsAsBackends ?? backends.map(\.name), inputs: arguments.positionals)
        let previous = recordsOutputs ? OutputRecord.read(from: tree) : OutputRecord()

        // Outputs already current, as recorded by an earlier run with the same fingerprint: nothing to render. Only
        // when the list of outputs names the same files for this invocation: otherwise an earlier run's file is
        // stale, which `--check` reports and this run must remove.
        let cache = GenerateCache(tree: tree)
        let fingerprint = usesCache
            ? GenerateCache.fingerprint(backends: backends.map(\.name), inputs: compilation.inputDigests) : nil
        if let fingerprint, outputKind == .directory, let current = cache.currentOutputs(fingerprint: fingerprint),
           !recordsOutputs || Set(previous.entries(for: invocation).map(\.relativePath)) == Set(current.map(\.relativePath)) {
            removeLeftovers(of: current.map(\.relativePath), in: tree, quiet: quiet)
            if !quiet { cli.stderr("\(header(current.count)): 0 written, \(current.count) unchanged\n") }
            return CLI.ExitCode.success
        }

        // Plan, stage, commit, record. Until the first rename (commit), a run that stops rolls back (`rollBack`):
        // every output is as it was, and its temporary files and the directories it made are gone.
        let planner = Planner(cli: cli, output: output, tree: tree, keepsPending: !checkOnly)
        if let stopped = plan(into: planner, compilation.compiled, backends: backends, tree: tree, checkOnly: checkOnly) {
            rollBack(planner, tree)
            // A temporary file that could not be made or written while planning (`plan` reported why): nothing was
            // replaced, as when staging fails.
            if planner.ioError != nil, !checkOnly { cli.stderr("\(header(planner.files.count)): no files written\n") }
            return stopped
        }
        Timeline.stamp("generate: planned")
        let files = planner.files
        let stale = files.indices.filter { files[$0].state != .unchanged }
        let unchangedCount = files.count - stale.count

        // Files this invocation wrote in an earlier run that it no longer produces (docs/tooling.md#stale-outputs).
        let obsolete = recordsOutputs ? obsoleteOutputs(previous, invocation, files, tree, planner.inputs) : []

        if checkOnly {
            return reportCheck(files, stale: stale, obsolete: obsolete, tree: tree, quiet: quiet, header: header)
        }

        // Temporary files that killed runs left beside these outputs go (this run's own, written while planning,
        // stay). The lock keeps them from being another run's, in progress.
        var own: Set<String> = []
        for file in files {
            if case .temporary(let staged) = file.pending {
                own.insert(OutputTree.split(file.relativePath).directory.isEmpty
                    ? staged.temporaryName : OutputTree.split(file.relativePath).directory + "/" + staged.temporaryName)
            }
        }
        removeLeftovers(of: files.map(\.relativePath), in: tree, excluding: own, quiet: quiet)

        do throws(OutputError) {
            try stage(planner, stale, tree: tree)
        } catch {
            rollBack(planner, tree)
            cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            cli.stderr("\(header(files.count)): no files written\n")
            return CLI.ExitCode.usageOrIOError
        }

        Timeline.stamp("generate: staged")
        let written = commit(planner, stale)
        Timeline.stamp("generate: committed")
        if let error = written.error {
            cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            cli.stderr("\(header(files.count)): \(written.count) written before the error, \(stale.count - written.count) not written\n")
            return CLI.ExitCode.usageOrIOError
        }

        let removed = record(
            files, removing: obsolete, tree: tree, quiet: quiet,
            outputs: recordsOutputs ? (previous, invocation) : nil, cache: fingerprint.map { (cache, $0) })
        if !quiet {
            let removals = removed == 0 ? "" : ", \(removed) removed"
            cli.stderr("\(header(files.count)): \(written.count) written, \(unchangedCount) unchanged\(removals)\n")
        }
        return CLI.ExitCode.success
    }

    // MARK: Plan, stage, commit, record

    /// Undoes a run that stops before it renames any file into place: its temporary files and the directories it
    /// made for them go. The one rollback of `run` (a failed rename, after others succeeded, keeps the directories).
    private func rollBack(_ planner: Planner, _ tree: OutputTree) {
        planner.discardTemporaryFiles()
        tree.removeCreatedDirectories()
    }

    /// Plan: renders file by file into `planner`, which checks each path, compares it with the file on disk and
    /// keeps only what is to be written. A path problem, an I/O error reading or a string catalog that cannot be
    /// merged stops the run before anything is replaced: the exit status (the error is reported), else nil.
    private func plan(
        into planner: Planner, _ compiled: [Compilation.Compiled], backends: [any Backend], tree: OutputTree, checkOnly: Bool
    ) -> Int32? {
        for path in arguments.positionals {
            if let identity = InputIdentity(path: path) { planner.inputs[identity] = path }
        }
        if let renderAll {
            renderAll(compiled, planner)
        } else {
            // Every backend over every schema, in this order; on two threads (`ConcurrentRenders`), each file
            // reaching the planner in this order all the same.
            let jobs = compiled.flatMap { compiled in
                backends.map { RenderJob(schemaPath: compiled.path, schema: compiled.schema, backend: $0) }
            }
            let renders = ConcurrentRenders(jobs: jobs)
            if cli.environment.rendersConcurrently { renders.start(beside: planner) }
            var stopped: Int32?
            renders.run(into: planner) { job, renderHere in
                planner.schemaPath = job.schemaPath
                planner.backend = job.backend.name
                guard renderHere else { return true }  // the other thread renders it; `run` takes its files over
                guard let merging = job.backend.merging else {
                    Timeline.stamp("render: \(job.backend.name)")
                    job.backend.render(job.schema, into: planner)
                    Timeline.stamp("render: done")
                    return true
                }
                let merged = renderMerging(job.schema, with: merging, tree: tree)
                guard let rendered = merged.files else {
                    stopped = merged.exitCode
                    return false
                }
                for file in rendered { planner.add(file) }
                return true
            }
            if let stopped { return stopped }
        }
        if planner.pathsFailed {
            if !checkOnly { cli.stderr("\(cli.program): no files written\n") }
            return CLI.ExitCode.invalidInput
        }
        if let error = planner.ioError {
            cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            return CLI.ExitCode.usageOrIOError
        }
        return nil
    }

    /// `--check`: reports what a run would write, leave behind or remove; exit 1 when anything is out of date.
    private func reportCheck(
        _ files: [PlannedFile], stale: [Int], obsolete: [String], tree: OutputTree, quiet: Bool, header: (Int) -> String
    ) -> Int32 {
        for index in stale {
            let verb = files[index].state == .created ? "would create" : "would update"
            cli.stderr("\(cli.program): \(verb) \(DiagnosticRenderer.sanitize(files[index].path))\n")
        }
        for leftover in tree.leftoverTemporaries(of: files.map(\.relativePath) + GenerateCache.ownFiles) {
            cli.stderr(DiagnosticRenderer.sanitize(
                "\(cli.program): note: \(tree.display(leftover.temporary)) was left by an interrupted run, before it "
                    + "replaced \(tree.display(leftover.target)); a run without --check removes it") + "\n")
        }
        for relative in obsolete {
            cli.stderr(DiagnosticRenderer.sanitize(
                "\(cli.program): would remove \(tree.display(relative)) (an earlier run wrote it; this run no longer generates it)") + "\n")
        }
        if !quiet {
            let removals = obsolete.isEmpty ? "" : ", \(obsolete.count) to remove"
            cli.stderr("\(header(files.count)): \(stale.count) out of date, \(files.count - stale.count) up to date\(removals)\n")
        }
        if !stale.isEmpty || !obsolete.isEmpty {
            if !quiet { cli.stderr("Run '\(cli.program) \(command)' without --check to update them.\n") }
            return CLI.ExitCode.invalidInput
        }
        return CLI.ExitCode.success
    }

    /// Stage: every changed file goes to its temporary file next to its target before any is renamed into place,
    /// so a run that cannot create one (a name too long for the file system, no permission, a full disk) stops
    /// with every output as it was (the caller rolls back).
    private func stage(_ planner: Planner, _ stale: [Int], tree: OutputTree) throws(OutputError) {
        for index in stale {
            guard case .chunks(let chunks) = planner.files[index].pending else { continue }
            var temporary = try TemporaryFile(in: tree, relative: planner.files[index].relativePath)
            do throws(OutputError) {
                for chunk in chunks { try temporary.write(chunk) }
                planner.files[index].pending = .temporary(try temporary.finish(durable: planner.files[index].replaces))
            } catch {
                temporary.discard()
                throw error
            }
        }
    }

    /// Commit: renames each staged file into place. Each rename is atomic; a run killed here leaves the files
    /// renamed so far new and the others old, each with its temporary file still beside it (docs/limits.md). A
    /// rename that fails stops the run: the other temporary files go, the files renamed so far stay.
    private func commit(_ planner: Planner, _ stale: [Int]) -> (count: Int, error: OutputError?) {
        var written = 0
        for index in stale {
            guard case .temporary(let staged) = planner.files[index].pending else { continue }
            do throws(OutputError) {
                try OutputFileSystem.commit(staged, durable: planner.files[index].replaces)
                planner.files[index].pending = .nothing
                written += 1
            } catch {
                planner.files[index].pending = .nothing
                planner.discardTemporaryFiles()
                return (written, error)
            }
        }
        return (written, nil)
    }

    /// Record: removes what this invocation no longer produces (and the directories that leaves empty), then
    /// records the run in the list of outputs and the cache. Returns how many files it removed; a record that
    /// cannot be written is a warning, not a failure of the run.
    private func record(
        _ files: [PlannedFile], removing obsolete: [String], tree: OutputTree, quiet: Bool,
        outputs: (previous: OutputRecord, invocation: UInt64)?, cache: (cache: GenerateCache, fingerprint: UInt64)?
    ) -> Int {
        var removed = 0
        for relative in obsolete where tree.remove(relative) {
            removed += 1
            if !quiet {
                cli.stderr(DiagnosticRenderer.sanitize("\(cli.program): removed \(tree.display(relative)) (no longer generated)") + "\n")
            }
            var directory = OutputTree.split(relative).directory
            while !directory.isEmpty, tree.removeDirectoryIfEmpty(directory) {
                directory = OutputTree.split(directory).directory
            }
        }
        let entries = files.map { GenerateCache.Entry(relativePath: $0.relativePath, size: $0.size, hash: $0.hash) }
        if let outputs {
            do throws(OutputError) {
                try outputs.previous.recording(entries, for: outputs.invocation).write(to: tree)
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize(
                    "\(cli.program): warning: the list of generated files is not recorded (stale files cannot be found next time): \(error.path) \(error.reason)") + "\n")
            }
        }
        if let cache, let failure = cache.cache.record(fingerprint: cache.fingerprint, entries: entries) {
            cli.stderr(DiagnosticRenderer.sanitize(
                "\(cli.program): warning: the outputs are not recorded (the next run renders them again): \(failure.path) \(failure.reason)") + "\n")
        }
        return removed
    }

    /// The files `record` lists for this invocation (`key`) that this run does not produce, that no other
    /// invocation lists, that settingsc could have written (``OutputRecord/couldHaveWritten(_:head:)``: its
    /// names, extensions and headers, nothing under a hidden directory), and that still hold exactly what
    /// settingsc wrote (size and hash): those are removed, or reported by `--check`. A listed file changed since
    /// (or replaced by a link or something else), or one settingsc does not write, is kept, with a warning, as is a
    /// string catalog holding translations (`StringCatalogBackend.holdsTranslations`); an input of the run is never
    /// listed.
    private func obsoleteOutputs(
        _ record: OutputRecord, _ key: UInt64, _ files: [PlannedFile], _ tree: OutputTree, _ inputs: [InputIdentity: String]
    ) -> [String] {
        let produced = Set(files.map { OutputPath.collisionKey($0.relativePath) })
        let others = record.otherPaths(than: key)
        var result: [String] = []
        var buffer: [UInt8] = []  // made by the first file read (`fileMatches`)
        for entry in record.entries(for: key) {
            let collisionKey = OutputPath.collisionKey(entry.relativePath)
            guard !produced.contains(collisionKey), !others.contains(collisionKey) else { continue }
            guard let info = try? tree.status(entry.relativePath) else { continue }
            if inputs[InputIdentity(info)] != nil { continue }
            if GenerateCache.fileMatches(entry, in: tree, buffer: &buffer) {
                // The list is a file anyone can edit: whatever it says, only a file settingsc writes goes.
                guard OutputRecord.couldHaveWritten(
                    entry.relativePath, head: GenerateCache.head(of: entry.relativePath, in: tree, count: OutputRecord.headLength) ?? []) else {
                    cli.stderr(DiagnosticRenderer.sanitize(
                        "\(cli.program): warning: kept \(tree.display(entry.relativePath)): the list of earlier runs' files names it, but "
                            + "settingsc writes no such file (a hidden path, another name, or no settingsc header); the list may have been edited") + "\n")
                    continue
                }
                // A string catalog merges translators' work into what settingsc writes: not settingsc's to remove.
                if entry.relativePath.hasSuffix(".xcstrings"),
                   StringCatalogBackend.holdsTranslations(String(decoding: (try? tree.readIfExists(entry.relativePath)) ?? [], as: UTF8.self)) {
                    cli.stderr(DiagnosticRenderer.sanitize(
                        "\(cli.program): warning: kept \(tree.display(entry.relativePath)): an earlier run wrote this string catalog and this "
                            + "run no longer generates it, but it holds translations (delete it if they are not needed)") + "\n")
                    continue
                }
                result.append(entry.relativePath)
            } else {
                cli.stderr(DiagnosticRenderer.sanitize(
                    "\(cli.program): warning: kept \(tree.display(entry.relativePath)): an earlier run wrote it and this run no "
                        + "longer generates it, but it was changed since (delete it if it is not needed)") + "\n")
            }
        }
        return result
    }

    /// For each backend that writes no file for any schema, says why (its `nothingToWrite(for:)`), e.g.
    /// `settings-bundle` on schemas without `settingsApp: true`.
    private func explainEmptyBackends(_ backends: [any Backend], _ compiled: [Compilation.Compiled]) {
        guard !compiled.isEmpty else { return }
        for backend in backends {
            let reasons = compiled.map { backend.nothingToWrite(for: $0.schema) }
            guard reasons.allSatisfy({ $0 != nil }) else { continue }
            let which = compiled.count == 1 ? "'\(compiled[0].path)'" : "any of the \(compiled.count) schemas"
            let why = Set(reasons.compactMap { $0 }).sorted().joined(separator: "; ")
            cli.stderr(DiagnosticRenderer.sanitize(
                "\(cli.program): note: backend '\(backend.name)' has nothing to write for \(which): \(why)") + "\n")
        }
    }

    /// Warns about each input not named `*.settings.yaml` or `*.settings.json`: the build-tool plugin and the
    /// editor mappings look for those names, and a schema named like an output (`FooBar.swift`) is one step
    /// from being overwritten (which the planner refuses).
    private func warnAboutInputNames() {
        var seen: Set<String> = []
        for path in arguments.positionals where seen.insert(path).inserted {
            guard !path.hasSuffix(".settings.yaml"), !path.hasSuffix(".settings.json") else { continue }
            cli.stderr(DiagnosticRenderer.sanitize(
                "\(cli.program): warning: '\(path)' is not named *.settings.yaml or *.settings.json; the build-tool "
                    + "plugin and editor mappings look for those names") + "\n")
        }
    }

    /// Removes the temporary files killed runs left beside `outputs` (and the cache's files), saying how many.
    private func removeLeftovers(of outputs: [String], in tree: OutputTree, excluding: Set<String> = [], quiet: Bool) {
        let leftovers = tree.leftoverTemporaries(of: outputs + GenerateCache.ownFiles, excluding: excluding)
        let removed = leftovers.filter { tree.remove($0.temporary) }.count
        if removed > 0, !quiet {
            cli.stderr("\(cli.program): removed \(plural(removed, "temporary file")) left by an interrupted run\n")
        }
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
        _ schema: SchemaIR, with merging: any MergingBackend, tree: OutputTree
    ) -> (files: [RenderedFile]?, exitCode: Int32) {
        var existing: [String: String] = [:]
        for relative in merging.outputPaths(for: schema) {
            guard case .success(let normalized) = OutputPath.normalize(relative) else { continue }
            do {
                if let bytes = try tree.readIfExists(normalized) {
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
            cli.error("backend '\(merging.name)' cannot merge with the existing '\(tree.display(error.path))': \(error.reason); fix or delete it")
            return (nil, CLI.ExitCode.invalidInput)
        }
    }

}
