#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read: an I/O problem, not a problem with the schema.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): error: cannot read file: \(reason)" }
}

extension SourceFile {
    /// Reads a whole file with POSIX calls (no Foundation on the compiler's path).
    /// Refuses files larger than `limit` bytes without reading them.
    public static func load(path: String, limit: Int = ReaderLimits.default.maxFileSize) throws(FileReadError) -> SourceFile {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw FileReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileReadError(path: path, reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileReadError(path: path, reason: "is a directory") }
        // Read straight into the array's storage, sized by fstat (one byte more, to notice a file that grew):
        // the file is held once, in the array libyaml then reads from.
        let expected = max(0, min(Int(info.st_size), limit + 1))
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let got = read(fd, base + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        if failure != 0 { throw FileReadError(path: path, reason: String(cString: strerror(failure))) }
        // The buffer is full: the file grew, or its size was unknown (a pipe). Read the rest in chunks.
        if bytes.count == expected + 1, bytes.count <= limit {
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw FileReadError(path: path, reason: String(cString: strerror(errno)))
                }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
                if bytes.count > limit { break }  // the reader reports the size; no need to read the rest
            }
        }
        return SourceFile(path: path, bytes: bytes)
    }
}
