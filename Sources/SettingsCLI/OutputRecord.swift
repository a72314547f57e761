/// `generate`'s list of the files it wrote into an output folder, by invocation, so that a later run can remove
/// (or, with `--check`, report) files an earlier run wrote and it no longer produces: after a root type is
/// renamed or `view:` removed, the old `A.swift`, `A+Form.swift` and `AView+SettingsDSL.swift` would otherwise
/// stay beside the new ones (docs/tooling.md#stale-outputs).
///
/// It lives in `<output>/.settingsc-cache/outputs`. An invocation is identified by its backends and the paths of
/// its schemas as given (`key`), not by their contents, so one invocation's outputs survive another writing into
/// the same folder. A file is removed only when the record of this invocation lists it, this run does not
/// produce it, no other invocation's record lists it, and it still has the size and hash recorded: a file edited
/// since, or never written by settingsc, is never removed.
///
/// The record is a plain file anyone who can write into the folder can forge (its `check` line is an unkeyed
/// hash), so what it can cause is bounded by ``couldHaveWritten(_:head:)``: a path with a hidden component
/// (`.git/HEAD`), or whose name, extension or first bytes are not those of a file a backend writes
/// (`NOTES.md`, a `.swift` file without settingsc's header), is never removed, whatever the record says.
struct OutputRecord {
    static let fileName = "outputs"
    static let formatLine = "settingsc outputs 1"
    /// Invocations kept, most recent first; older ones are forgotten.
    static let maxInvocations = 32

    static var relativePath: String { GenerateCache.directoryName + "/" + fileName }

    /// The recorded invocations, most recent first.
    var invocations: [(key: UInt64, entries: [GenerateCache.Entry])] = []

    /// The key of an invocation: its backends in order and its schema paths as given (sorted, each once).
    static func key(backends: [String], inputs: [String]) -> UInt64 {
        var hasher = Hash64()
        hasher.update(formatLine)
        hasher.update(UInt64(backends.count))
        for name in backends {
            hasher.update(UInt64(name.utf8.count))
            hasher.update(name)
        }
        let paths = Set(inputs).sorted()
        hasher.update(UInt64(paths.count))
        for path in paths {
            hasher.update(UInt64(path.utf8.count))
            hasher.update(path)
        }
        return hasher.finish()
    }

    /// The record in `tree`; empty when there is none or it does not parse.
    static func read(from tree: OutputTree) -> OutputRecord {
        guard let bytes = try? tree.readIfExists(relativePath), let record = parse(bytes) else { return OutputRecord() }
        return record
    }

    func entries(for key: UInt64) -> [GenerateCache.Entry] {
        invocations.first { $0.key == key }?.entries ?? []
    }

    /// Paths (by collision key) that invocations other than `key` recorded.
    func otherPaths(than key: UInt64) -> Set<String> {
        var paths: Set<String> = []
        for invocation in invocations where invocation.key != key {
            for entry in invocation.entries { paths.insert(OutputPath.collisionKey(entry.relativePath)) }
        }
        return paths
    }

    /// This record with `entries` as the most recent run of `key`.
    func recording(_ entries: [GenerateCache.Entry], for key: UInt64) -> OutputRecord {
        var record = OutputRecord()
        record.invocations = [(key, entries)] + invocations.filter { $0.key != key }.prefix(Self.maxInvocations - 1)
        return record
    }

    func serialize() -> [UInt8]? {
        var text = Self.formatLine + "\n"
        for invocation in invocations {
            text += "run \(invocation.key.hex16)\n"
            for entry in invocation.entries {
                guard !entry.relativePath.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                    return nil
                }
                text += "file \(entry.hash.hex16) \(entry.size) \(entry.relativePath)\n"
            }
        }
        text += "check \(Hash64.of(text).hex16)\n"
        return Array(text.utf8)
    }

    static func parse(_ bytes: [UInt8]) -> OutputRecord? {
        guard let text = String(validatingUTF8Bytes: bytes) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeLast().isEmpty else { return nil }
        let checkLine = lines.removeLast()
        let body = lines.map { $0 + "\n" }.joined()
        guard checkLine == "check \(Hash64.of(body).hex16)", lines[0] == formatLine else { return nil }
        var record = OutputRecord()
        for line in lines.dropFirst() {
            if line.hasPrefix("run ") {
                guard let key = UInt64(hex: line.dropFirst(4)) else { return nil }
                record.invocations.append((key, []))
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard !record.invocations.isEmpty, parts.count == 4, parts[0] == "file", let hash = UInt64(hex: parts[1]),
                  let size = Int(parts[2]), size >= 0, !parts[3].isEmpty else { return nil }
            let relativePath = String(parts[3])
            // Only normalized relative paths, as `generate` records them: nothing outside the folder.
            guard case .success(relativePath) = OutputPath.normalize(relativePath) else { return nil }
            record.invocations[record.invocations.count - 1].entries.append(
                GenerateCache.Entry(relativePath: relativePath, size: size, hash: hash))
        }
        return record
    }

    // MARK: What a record can remove

    /// How many leading bytes of a file ``couldHaveWritten(_:head:)`` looks at.
    static let headLength = 512

    /// Whether `relativePath`, whose first bytes are `head`, is a file some backend of settingsc writes: no
    /// component of the path is hidden (starts with `.`), and its name and header are a backend's:
    ///
    /// - `*.swift` starting with `// DO NOT EDIT. Generated by settingsc` (or the `// Generated by settingsc`
    ///   note `--name-after-schema` writes for a backend with nothing to render);
    /// - `*.values.schema.json` whose `$comment` says `DO NOT EDIT. Generated by settingsc`;
    /// - `*.md` starting with `<!-- DO NOT EDIT. Generated by settingsc`;
    /// - `*.html` with `<meta name="generator" content="settingsc`;
    /// - `*.plist` in a `Settings.bundle` directory, or `<Root>/RemoteConfigDefaults.plist`, starting with `<?xml`;
    /// - `<Root>/flags.json` and `<Root>/remoteconfig.template.json` starting with `{`;
    /// - `*.xcstrings` starting with `{` and naming a `"sourceLanguage"`.
    ///
    /// Nothing else is ever removed as a stale output, whatever the record lists.
    static func couldHaveWritten(_ relativePath: String, head: [UInt8]) -> Bool {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = components.last, !components.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) else { return false }
        let text = String(decoding: head.prefix(headLength), as: UTF8.self)
        func startsWith(_ prefix: String) -> Bool { text.hasPrefix(prefix) }
        if name.hasSuffix(".swift") {
            return startsWith("// DO NOT EDIT. Generated by settingsc") || startsWith("// Generated by settingsc")
        }
        if name.hasSuffix(".values.schema.json") {
            return startsWith("{") && text.contains("\"$comment\": \"DO NOT EDIT. Generated by settingsc")
        }
        if name.hasSuffix(".md") { return startsWith("<!-- DO NOT EDIT. Generated by settingsc") }
        if name.hasSuffix(".html") { return startsWith("<!DOCTYPE html>") && text.contains("<meta name=\"generator\" content=\"settingsc") }
        // The remote-config backends write into a folder named after the root type: `<Root>/<name>`.
        let inRootFolder = components.count == 2
        if name.hasSuffix(".plist") {
            let inBundle = components.count >= 2 && components[components.count - 2] == "Settings.bundle"
            return (inBundle || (inRootFolder && name == "RemoteConfigDefaults.plist")) && startsWith("<?xml")
        }
        if name == "flags.json" || name == "remoteconfig.template.json" { return inRootFolder && startsWith("{") }
        if name.hasSuffix(".xcstrings") { return startsWith("{") && text.contains("\"sourceLanguage\"") }
        return false
    }

    /// Writes the record into `tree` (atomically, creating the cache directory and its `.gitignore`).
    func write(to tree: OutputTree) throws(OutputError) {
        guard let bytes = serialize() else { return }
        try GenerateCache.ensureDirectory(in: tree)
        try GenerateCache.write(bytes, to: Self.relativePath, in: tree)
    }
}
