#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsCompiler

/// `generate`'s record of its last successful run into an output directory, so that a run whose outputs are
/// already current renders nothing (docs/tooling.md#the-generate-cache).
///
/// It lives in `<output>/.settingsc-cache/`, next to a `.gitignore` that ignores the directory, and holds:
/// a fingerprint of everything the rendered files depend on (the settingsc executable, the selected backends,
/// each input's path and bytes), and the relative path, size and hash of every file that run produced.
/// A later run with the same fingerprint whose files all still have the recorded size and hash skips rendering
/// and writing. Anything else (a changed schema or option, a rebuilt settingsc, an edited, deleted or added-to
/// output, a cache that does not parse) renders as if there were no cache, and records the new state.
///
/// The record cannot make a run write wrong output: it only ever lets a run skip work when the files on disk
/// are byte for byte (by hash) what rendering the same inputs with the same executable produced. `--check`
/// never reads it.
struct GenerateCache {
    static let directoryName = ".settingsc-cache"
    static let fileName = "generate"
    static let formatLine = "settingsc generate cache 2"

    /// One recorded output.
    struct Entry: Equatable {
        var relativePath: String
        var size: Int
        var hash: UInt64
        /// Which file, changed when: a hash of its device, inode and status-change time (`ctime`) as the run
        /// left it (``stamp(of:)``); 0 when not known (the list of outputs does not record it). Any change to the
        /// file since (an edit, even one restoring its bytes, a checkout, a copy, `touch`, `chmod`) changes it.
        var stamp: UInt64 = 0
    }

    /// The output directory.
    let tree: OutputTree

    /// The record's path, relative to the output directory.
    static var relativePath: String { directoryName + "/" + fileName }
    /// Every file `generate` writes into the cache directory, relative to the output directory.
    static var ownFiles: [String] { [relativePath, directoryName + "/.gitignore", OutputRecord.relativePath] }

    // MARK: Fingerprint

    /// Everything the rendered files depend on, hashed; nil when the executable cannot be identified (then
    /// nothing is cached). `inputs` are the compiled schemas' paths as given, their sizes and hashes.
    static func fingerprint(backends: [String], inputs: [Compilation.InputDigest]) -> UInt64? {
        guard let tool = ToolIdentity.current() else { return nil }
        var hasher = Hash64()
        hasher.update(formatLine)
        hasher.update(0)
        hasher.update(SettingsCompilerVersion.current)
        hasher.update(0)
        hasher.update(tool)
        hasher.update(UInt64(backends.count))
        for name in backends {
            hasher.update(UInt64(name.utf8.count))
            hasher.update(name)
        }
        hasher.update(UInt64(inputs.count))
        for input in inputs {
            hasher.update(UInt64(input.path.utf8.count))
            hasher.update(input.path)
            hasher.update(UInt64(input.size))
            hasher.update(input.hash)
        }
        return hasher.finish()
    }

    // MARK: Reading

    /// The recorded outputs when the record exists, parses, has `fingerprint`, and every output is still the
    /// file the run left (its stamp) with its recorded size and hash; nil otherwise (including on any read
    /// error: the run then renders).
    func currentOutputs(fingerprint: UInt64) -> [Entry]? {
        guard let bytes = try? tree.readIfExists(Self.relativePath),
              let record = Self.parse(bytes), record.fingerprint == fingerprint else { return nil }
        var buffer: [UInt8] = []
        for entry in record.entries {
            guard Self.fileMatches(entry, in: tree, buffer: &buffer, checkingStamp: true) else { return nil }
        }
        return record.entries
    }

    /// True when `entry.relativePath` is a regular file of `entry.size` bytes hashing to `entry.hash` (and, with
    /// `checkingStamp`, with the stamp recorded). `buffer`: where the file is read, made here when empty.
    static func fileMatches(_ entry: Entry, in tree: OutputTree, buffer: inout [UInt8], checkingStamp: Bool = false) -> Bool {
        guard let fd = try? tree.openExisting(entry.relativePath) else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == entry.size else {
            return false
        }
        if checkingStamp, stamp(of: info) != entry.stamp { return false }
        // Made for the first file read, not for a run that reads none (256 KB zeroed: 64 page faults).
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 256 * 1024) }
        var hasher = Hash64()
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 { break }
            total += count
            buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        return total == entry.size && hasher.finish() == entry.hash
    }

    /// The first bytes of `relative` (at most `count`); nil when it cannot be read.
    static func head(of relative: String, in tree: OutputTree, count: Int) -> [UInt8]? {
        guard let fd = try? tree.openExisting(relative) else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var total = 0
        while total < count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, count - total) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            total += got
        }
        return Array(bytes.prefix(total))
    }

    /// A file's device, inode and status-change time, hashed (``Entry/stamp``); never 0.
    static func stamp(of info: stat) -> UInt64 {
        var hasher = Hash64()
        hasher.update(UInt64(truncatingIfNeeded: info.st_dev))
        hasher.update(UInt64(truncatingIfNeeded: info.st_ino))
        #if canImport(Darwin)
        hasher.update(UInt64(truncatingIfNeeded: info.st_ctimespec.tv_sec))
        hasher.update(UInt64(truncatingIfNeeded: info.st_ctimespec.tv_nsec))
        #else
        hasher.update(UInt64(truncatingIfNeeded: info.st_ctim.tv_sec))
        hasher.update(UInt64(truncatingIfNeeded: info.st_ctim.tv_nsec))
        #endif
        let value = hasher.finish()
        return value == 0 ? 1 : value
    }

    /// The record's text: the format line, the fingerprint, one `file` line per output, and a final `check`
    /// line with the hash of everything before it (a truncated or damaged record does not parse).
    static func serialize(fingerprint: UInt64, entries: [Entry]) -> [UInt8]? {
        var text = formatLine + "\nfingerprint \(fingerprint.hex16)\n"
        for entry in entries {
            // Paths are normalized and relative; one with a control character is not recorded (no cache).
            guard !entry.relativePath.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                return nil
            }
            text += "file \(entry.hash.hex16) \(entry.size) \(entry.stamp.hex16) \(entry.relativePath)\n"
        }
        text += "check \(Hash64.of(text).hex16)\n"
        return Array(text.utf8)
    }

    static func parse(_ bytes: [UInt8]) -> (fingerprint: UInt64, entries: [Entry])? {
        guard let text = String(validatingUTF8Bytes: bytes) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines.removeLast().isEmpty else { return nil }
        let checkLine = lines.removeLast()
        let body = lines.map { $0 + "\n" }.joined()
        guard checkLine == "check \(Hash64.of(body).hex16)", lines[0] == formatLine,
              lines[1].hasPrefix("fingerprint "), let fingerprint = UInt64(hex: lines[1].dropFirst(12)) else { return nil }
        var entries: [Entry] = []
        for line in lines.dropFirst(2) {
            let parts = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[0] == "file", let hash = UInt64(hex: parts[1]),
                  let size = Int(parts[2]), size >= 0, let stamp = UInt64(hex: parts[3]), !parts[4].isEmpty else { return nil }
            let relativePath = String(parts[4])
            // Only what `generate` itself records: normalized relative paths.
            guard case .success(relativePath) = OutputPath.normalize(relativePath) else { return nil }
            entries.append(Entry(relativePath: relativePath, size: size, hash: hash, stamp: stamp))
        }
        return (fingerprint, entries)
    }

    // MARK: Writing

    /// Records a successful run, each output with its stamp as it is now. The record is replaced atomically; a
    /// failure is not an error of the run (the outputs are written): an earlier record that could not be
    /// replaced is removed, and the error returned for a warning.
    @discardableResult
    func record(fingerprint: UInt64, entries: [Entry]) -> OutputError? {
        var stamped = entries
        for index in stamped.indices {
            guard let info = try? tree.status(stamped[index].relativePath) else {
                forget()
                return nil
            }
            stamped[index].stamp = Self.stamp(of: info)
        }
        guard let bytes = Self.serialize(fingerprint: fingerprint, entries: stamped) else {
            forget()
            return nil
        }
        do throws(OutputError) {
            try Self.ensureDirectory(in: tree)
            try Self.write(bytes, to: Self.relativePath, in: tree)
            return nil
        } catch {
            forget()
            return error
        }
    }

    /// Creates the cache directory with its `.gitignore` (`*`) when missing.
    static func ensureDirectory(in tree: OutputTree) throws(OutputError) {
        let ignore = directoryName + "/.gitignore"
        _ = try tree.directory(directoryName, create: true)
        if try tree.status(ignore) == nil {
            let text = "# Written by settingsc generate: its records of the files in this directory.\n*\n"
            try write(Array(text.utf8), to: ignore, in: tree)
        }
    }

    /// Replaces `relative` in `tree` atomically, without a sync (the record can always be rebuilt).
    static func write(_ bytes: [UInt8], to relative: String, in tree: OutputTree) throws(OutputError) {
        var file = try TemporaryFile(in: tree, relative: relative)
        do throws(OutputError) {
            try file.write(bytes)
            try OutputFileSystem.commit(try file.finish(durable: false), durable: false)
        } catch {
            file.discard()
            throw error
        }
    }

    /// Removes the record (best effort).
    func forget() {
        tree.remove(Self.relativePath)
    }
}

/// What identifies the running settingsc build: its executable's path, size, modification time and file
/// identity. A rebuilt or reinstalled settingsc (whose backends may render differently at the same version)
/// does not match an earlier record.
enum ToolIdentity {
    static func current() -> UInt64? {
        guard let executable = executablePath() else { return nil }
        var info = stat()
        guard stat(executable, &info) == 0 else { return nil }
        var hasher = Hash64()
        hasher.update(UInt64(executable.utf8.count))
        hasher.update(executable)
        hasher.update(UInt64(truncatingIfNeeded: info.st_size))
        hasher.update(UInt64(truncatingIfNeeded: info.st_ino))
        hasher.update(UInt64(truncatingIfNeeded: info.st_dev))
        #if canImport(Darwin)
        hasher.update(UInt64(truncatingIfNeeded: info.st_mtimespec.tv_sec))
        hasher.update(UInt64(truncatingIfNeeded: info.st_mtimespec.tv_nsec))
        #else
        hasher.update(UInt64(truncatingIfNeeded: info.st_mtim.tv_sec))
        hasher.update(UInt64(truncatingIfNeeded: info.st_mtim.tv_nsec))
        #endif
        return hasher.finish()
    }

    private static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }
}

extension String {
    /// The text of `bytes` when they are valid UTF-8; nil otherwise.
    init?(validatingUTF8Bytes bytes: [UInt8]) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = String(scalars)
    }
}

extension UInt64 {
    /// Parses exactly 16 lowercase hexadecimal digits.
    init?(hex: Substring) {
        guard hex.utf8.count == 16,
              hex.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }),
              let value = UInt64(hex, radix: 16) else { return nil }
        self = value
    }
}
