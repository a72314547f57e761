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

    /// Writes the record into `tree` (atomically, creating the cache directory and its `.gitignore`).
    func write(to tree: OutputTree) throws(OutputError) {
        guard let bytes = serialize() else { return }
        try GenerateCache.ensureDirectory(in: tree)
        try GenerateCache.write(bytes, to: Self.relativePath, in: tree)
    }
}
