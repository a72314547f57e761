#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file-system operation on the output side (exit status 2).
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): error: \(reason)" }

    /// An error for the failed call just made, from `errno` (or `code` when saved earlier).
    static func system(_ path: String, _ action: String, _ code: Int32? = nil) -> OutputError {
        let code = code ?? errno
        return OutputError(path: path, reason: "\(action): \(String(cString: strerror(code)))")
    }
}

/// Paths a backend hands back, checked before anything is written.
public enum OutputPath {
    /// The path made canonical (`./a//b.swift` -> `a/b.swift`), or the reason it is refused:
    /// empty, absolute, naming a directory, with a `..` component, a NUL byte or a backslash.
    /// Backends only produce plain relative paths; this is defence in depth against a name
    /// from a schema escaping the output directory.
    public static func normalize(_ path: String) -> Result<String, UnsafePathError> {
        func refuse(_ reason: String) -> Result<String, UnsafePathError> { .failure(UnsafePathError(path: path, reason: reason)) }
        if path.isEmpty { return refuse("the path is empty") }
        if path.hasPrefix("/") { return refuse("the path is absolute") }
        if path.utf8.contains(0) { return refuse("the path contains a NUL byte") }
        if path.contains("\\") { return refuse("the path contains a backslash") }
        if path.hasSuffix("/") { return refuse("the path names a directory") }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") { return refuse("the path contains a '..' component") }
        let kept = components.filter { $0 != "." }
        if kept.isEmpty { return refuse("the path names no file") }
        return .success(kept.joined(separator: "/"))
    }

    /// The key two output paths collide under: case-insensitive, as on the default macOS and Windows file systems.
    static func collisionKey(_ normalized: String) -> String { normalized.lowercased() }
}

public struct UnsafePathError: Error, Sendable, Hashable {
    public var path: String
    public var reason: String
}

/// POSIX file operations for writing generated files: read back, create directories, replace atomically.
public enum OutputFileSystem {
    public enum Kind: Sendable, Hashable { case missing, file, directory, other }

    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// What is at a path that is not a regular file, for messages ("a FIFO").
    static func describe(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    /// The error for an output path that holds something other than a regular file.
    static func notRegular(_ path: String, mode: mode_t) -> OutputError {
        OutputError(path: path, reason: "cannot replace: \(describe(mode: mode)), not a regular file")
    }

    /// Opens the regular file at `path` for reading; nil when nothing is there. The type is checked before
    /// opening, so a FIFO, socket or device is refused without being opened (opening a FIFO for reading
    /// blocks until a writer comes); the open is non-blocking besides, and the type is checked again on the
    /// open descriptor.
    static func openExisting(_ path: String) throws(OutputError) -> Int32? {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT { return nil }
            throw .system(path, "cannot read existing file")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw notRegular(path, mode: info.st_mode) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .system(path, "cannot read existing file")
        }
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            let code = errno
            close(fd)
            throw (info.st_mode & S_IFMT) == S_IFREG ? .system(path, "cannot read existing file", code) : notRegular(path, mode: info.st_mode)
        }
        return fd
    }

    /// `a == b`, with one `memcmp` instead of a comparison per byte.
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    /// The bytes of a regular file, or nil when nothing exists at `path`.
    public static func readIfExists(_ path: String) throws(OutputError) -> [UInt8]? {
        guard let fd = try openExisting(path) else { return nil }
        defer { close(fd) }
        return try readAll(fd, path: path)
    }

    public enum Comparison: Sendable, Hashable { case missing, same, different }

    /// Whether the regular file at `path` holds exactly `bytes`, read in pieces (never the whole file at
    /// once); a file of another size is not read at all.
    public static func compare(_ path: String, with bytes: [UInt8]) throws(OutputError) -> Comparison {
        guard let fd = try openExisting(path) else { return .missing }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(path, "cannot read existing file") }
        guard Int(info.st_size) == bytes.count else { return .different }
        var chunk = [UInt8](repeating: 0, count: min(256 * 1024, max(bytes.count, 1)))
        var offset = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path, "cannot read existing file")
            }
            if count == 0 { return offset == bytes.count ? .same : .different }
            guard offset + count <= bytes.count else { return .different }
            let equal = chunk.withUnsafeBytes { x in
                bytes.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress! + offset, count) == 0 }
            }
            guard equal else { return .different }
            offset += count
        }
    }

    /// `mkdir -p`: creates `path` and any missing parents.
    public static func createDirectories(_ path: String) throws(OutputError) {
        if path.isEmpty { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                if code != EEXIST { throw .system(prefix, "cannot create directory", code) }
                if kind(of: prefix) != .directory {
                    throw OutputError(path: prefix, reason: "cannot create directory: a file is in the way")
                }
            }
            prefix += "/"
        }
    }

    /// Replaces `path` with `bytes` so a reader sees the old file or the new one, never a part:
    /// writes a temporary file in the same directory, renames it over the target and, when `durable`, syncs
    /// the file before the rename and the directory after it. The temporary file is removed on failure. A
    /// replaced file keeps its permission bits; a new one gets 0644. (For a path given as such, like `init`'s;
    /// `generate` reaches its outputs through an `OutputTree`.)
    public static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(OutputError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directoryFD >= 0 else { throw .system(path, "cannot create temporary file in \(directory)") }
        defer { close(directoryFD) }
        var file = try TemporaryFile(directoryFD: directoryFD, name: name, directory: directory)
        do throws(OutputError) {
            try file.write(bytes)
            try commit(try file.finish(durable: durable), durable: durable)
        } catch {
            file.discard()
            throw error
        }
    }

    /// Renames a finished temporary file over its target (removing it on failure) and, when `durable`, syncs
    /// the directory so the rename itself survives a crash.
    static func commit(_ staged: StagedFile, durable: Bool) throws(OutputError) {
        guard renameat(staged.directoryFD, staged.temporaryName, staged.directoryFD, staged.name) == 0 else {
            let code = errno
            unlinkat(staged.directoryFD, staged.temporaryName, 0)
            throw .system(staged.target, "cannot replace", code)
        }
        // A failure here does not undo a completed write.
        if durable { _ = fsync(staged.directoryFD) }
    }

    /// Reads the rest of an open file.
    static func readAll(_ fd: Int32, path: String) throws(OutputError) -> [UInt8] {
        var info = stat()
        var bytes: [UInt8] = []
        if fstat(fd, &info) == 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path, "cannot read existing file")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

/// A finished temporary file, waiting to be renamed over its target (`OutputFileSystem.commit`). Its
/// directory's descriptor belongs to the `OutputTree` (or caller) that opened it.
struct StagedFile: Sendable, Hashable {
    let directoryFD: Int32
    /// The target's name in that directory.
    let name: String
    let temporaryName: String
    /// The target's and the temporary file's paths, for messages.
    let target: String
    let path: String

    /// Removes the temporary file.
    func discard() {
        unlinkat(directoryFD, temporaryName, 0)
    }
}

/// A temporary file next to the file it will replace, `.<name>.settingsc-XXXXXX` (six random letters and
/// digits), created with `O_CREAT | O_EXCL | O_NOFOLLOW` relative to its directory's descriptor, written in
/// pieces, then closed with the target's permission bits (`finish`) or removed (`discard`).
struct TemporaryFile {
    static let marker = ".settingsc-"
    static let suffixLength = 6

    let target: String
    let path: String
    let directoryFD: Int32
    let name: String
    let temporaryName: String
    private var fd: Int32
    private let mode: mode_t

    /// Whether `entry` is named as a temporary file of some file: `.`, a name, the marker and six characters. (Not
    /// `entry.contains(marker)`: a first search for a string in a string costs the Swift runtime some 270,000
    /// instructions of generic metadata and conformance lookups, in every run of `generate`; issue 32.)
    static func hasTemporaryName(_ entry: String) -> Bool {
        let bytes = entry.utf8
        guard bytes.count > 1 + marker.utf8.count + suffixLength, bytes.first == UInt8(ascii: ".") else { return false }
        return bytes.dropLast(suffixLength).suffix(marker.utf8.count).elementsEqual(marker.utf8)
    }

    /// `.<name>.settingsc-XXXXXX`: whether `entry` is a temporary file of `name` (by this naming rule).
    static func isTemporary(_ entry: String, of name: String) -> Bool {
        let prefix = "." + name + marker
        guard entry.hasPrefix(prefix) else { return false }
        let suffix = entry.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == suffixLength && suffix.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
    }

    /// A temporary file for `relative` in `tree`, whose directories are created as needed.
    init(in tree: OutputTree, relative: String) throws(OutputError) {
        let (directory, name) = OutputTree.split(relative)
        guard let directoryFD = try tree.directory(directory, create: true) else {
            throw OutputError(path: tree.display(relative), reason: "cannot create directory")
        }
        try self.init(directoryFD: directoryFD, name: name, directory: tree.display(directory))
    }

    /// A temporary file for `name` in the open directory `directoryFD` (shown as `directory`).
    init(directoryFD: Int32, name: String, directory: String) throws(OutputError) {
        let target = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        var mode: mode_t = 0o644
        var existing = stat()
        if fstatat(directoryFD, name, &existing, AT_SYMLINK_NOFOLLOW) == 0 {
            if (existing.st_mode & S_IFMT) == S_IFLNK { throw OutputError(path: target, reason: OutputTree.linkReason) }
            guard (existing.st_mode & S_IFMT) == S_IFREG else {
                throw OutputFileSystem.notRegular(target, mode: existing.st_mode)
            }
            mode = existing.st_mode & 0o7777
        }
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var fd: Int32 = -1
        var temporaryName = ""
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            // One random word for the six letters (a random element each asked the kernel for 8 bytes six times).
            var bits = random.next()
            var suffix = ""
            for _ in 0..<Self.suffixLength {
                suffix.unicodeScalars.append(Unicode.Scalar(letters[Int(bits % UInt64(letters.count))]))
                bits /= UInt64(letters.count)
            }
            temporaryName = "." + name + Self.marker + suffix
            fd = openat(directoryFD, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .system(target, "cannot create temporary file in \(directory)") }
        self.target = target
        self.path = directory.hasSuffix("/") ? directory + temporaryName : directory + "/" + temporaryName
        self.directoryFD = directoryFD
        self.name = name
        self.temporaryName = temporaryName
        self.fd = fd
        self.mode = mode
    }

    func write(_ bytes: [UInt8]) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .system(target, "cannot write")
            }
            offset += written
        }
    }

    /// Sets the mode, syncs when `durable`, closes; returns the file to rename into place. The file is
    /// removed on failure.
    mutating func finish(durable: Bool) throws(OutputError) -> StagedFile {
        do throws(OutputError) {
            guard fchmod(fd, mode) == 0 else { throw OutputError.system(target, "cannot set permissions") }
            if durable {
                guard fsync(fd) == 0 else { throw OutputError.system(target, "cannot write") }
            }
            let result = close(fd)
            fd = -1
            guard result == 0 else { throw OutputError.system(target, "cannot write") }
            return StagedFile(
                directoryFD: directoryFD, name: name, temporaryName: temporaryName, target: target, path: path)
        } catch {
            discard()
            throw error
        }
    }

    /// Closes (when open) and removes the file.
    mutating func discard() {
        if fd >= 0 { close(fd) }
        fd = -1
        unlinkat(directoryFD, temporaryName, 0)
    }
}

/// `write(2)`, named apart from `TemporaryFile.write`.
@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
