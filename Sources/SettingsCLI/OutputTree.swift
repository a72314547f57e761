#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsCompiler

/// The output directory of one run, opened once, and every directory below it reached from there with
/// `openat(O_NOFOLLOW)`: a symbolic link anywhere below the output directory (a link to a directory, to a
/// file, or dangling) is never followed, but refused with an error naming it. The output directory itself is
/// the path given on the command line and may be (or pass through) a link.
///
/// Every file below it is read, created, renamed and removed relative to its directory's descriptor
/// (`openat`, `renameat`, `unlinkat`), so a link put in place after a check is not followed either.
///
/// `generate`'s two threads plan files in it at once (`Generate.ConcurrentRenders`): the open directories and the
/// directories created are guarded by a lock.
final class OutputTree: @unchecked Sendable {
    /// The output directory as given.
    let root: String
    /// Open directories by relative path ("" is the output directory).
    private var directories: [String: Int32] = [:]
    /// Directories this run created, relative ("" for the output directory and its missing parents), in
    /// the order created: removed again when a run fails before it renames anything into place.
    private(set) var created: [String] = []
    private var createdParents: [String] = []
    /// Guards `directories`, `created` and `createdParents`.
    private let state = ConditionLock()

    init(root: String) {
        self.root = root
    }

    deinit {
        for fd in directories.values { close(fd) }
    }

    static let linkReason = "is a symbolic link; settingsc does not follow symbolic links below the output directory (remove the link, or give its target as --output)"

    /// The path of `relative` for messages.
    func display(_ relative: String) -> String {
        if relative.isEmpty { return root }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// Splits a relative path into its directory ("" for the output directory) and its name.
    static func split(_ relative: String) -> (directory: String, name: String) {
        guard let slash = relative.lastIndex(of: "/") else { return ("", relative) }
        return (String(relative[..<slash]), String(relative[relative.index(after: slash)...]))
    }

    /// The descriptor of directory `relative` ("" is the output directory), created with its parents when
    /// `create`; nil when it does not exist (and is not to be created).
    func directory(_ relative: String, create: Bool) throws(OutputError) -> Int32? {
        let opened: Result<Int32?, OutputError> = state.locked {
            do throws(OutputError) { return .success(try openDirectory(relative, create: create)) } catch { return .failure(error) }
        }
        return try opened.get()
    }

    /// `directory(_:create:)`, holding the lock.
    private func openDirectory(_ relative: String, create: Bool) throws(OutputError) -> Int32? {
        if let fd = directories[relative] { return fd }
        if relative.isEmpty { return try openRoot(create: create) }
        let (parentPath, name) = Self.split(relative)
        guard let parent = try openDirectory(parentPath, create: create) else { return nil }
        var fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0, errno == ENOENT, create {
            if mkdirat(parent, name, 0o777) == 0 {
                created.append(relative)
            } else if errno != EEXIST {
                throw .system(display(relative), "cannot create directory")
            }
            fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            var info = stat()
            if fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                if (info.st_mode & S_IFMT) == S_IFLNK { throw OutputError(path: display(relative), reason: Self.linkReason) }
                if (info.st_mode & S_IFMT) != S_IFDIR {
                    throw OutputError(path: display(relative), reason: "cannot create directory: a file is in the way")
                }
            }
            throw .system(display(relative), "cannot open directory", code)
        }
        directories[relative] = fd
        return fd
    }

    private func openRoot(create: Bool) throws(OutputError) -> Int32? {
        var fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0, errno == ENOENT, create {
            // Remember which levels are new, to remove them again when the run fails.
            var prefix = root.hasPrefix("/") ? "/" : ""
            var missing: [String] = []
            for component in root.split(separator: "/", omittingEmptySubsequences: true) {
                prefix += component
                if OutputFileSystem.kind(of: prefix) == .missing { missing.append(prefix) }
                prefix += "/"
            }
            try OutputFileSystem.createDirectories(root)
            createdParents = missing
            created.append("")
            fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .system(root, "cannot open the output directory")
        }
        directories[""] = fd
        return fd
    }

    /// What is at `relative`, without following a link: nil when nothing is there.
    func status(_ relative: String) throws(OutputError) -> stat? {
        let (directoryPath, name) = Self.split(relative)
        guard let parent = try directory(directoryPath, create: false) else { return nil }
        var info = stat()
        if fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
            if errno == ENOENT { return nil }
            throw .system(display(relative), "cannot read existing file")
        }
        return info
    }

    /// Opens the regular file at `relative` for reading; nil when nothing is there. A link, FIFO, socket,
    /// device or directory is refused before it is opened (so opening never blocks), and the open itself
    /// is non-blocking and does not follow a link, in case one was put there since.
    func openExisting(_ relative: String) throws(OutputError) -> Int32? {
        guard let info = try status(relative) else { return nil }
        let path = display(relative)
        if (info.st_mode & S_IFMT) == S_IFLNK { throw OutputError(path: path, reason: Self.linkReason) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw OutputFileSystem.notRegular(path, mode: info.st_mode) }
        let (directoryPath, name) = Self.split(relative)
        guard let parent = try directory(directoryPath, create: false) else { return nil }
        let fd = openat(parent, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw OutputError(path: path, reason: Self.linkReason) }
            throw .system(path, "cannot read existing file")
        }
        var opened = stat()
        guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw OutputFileSystem.notRegular(path, mode: opened.st_mode)
        }
        return fd
    }

    /// The bytes of the regular file at `relative`, or nil when nothing is there.
    func readIfExists(_ relative: String) throws(OutputError) -> [UInt8]? {
        guard let fd = try openExisting(relative) else { return nil }
        defer { close(fd) }
        return try OutputFileSystem.readAll(fd, path: display(relative))
    }

    /// Removes the file at `relative` (not following a link); true when it was removed.
    @discardableResult
    func remove(_ relative: String) -> Bool {
        let (directoryPath, name) = Self.split(relative)
        guard let parent = try? directory(directoryPath, create: false) else { return false }
        return unlinkat(parent, name, 0) == 0
    }

    /// Removes directory `relative` if it is empty (best effort); true when it was removed.
    @discardableResult
    func removeDirectoryIfEmpty(_ relative: String) -> Bool {
        guard !relative.isEmpty else { return false }
        let (parentPath, name) = Self.split(relative)
        guard let parent = try? directory(parentPath, create: false) else { return false }
        guard unlinkat(parent, name, AT_REMOVEDIR) == 0 else { return false }
        if let fd = state.locked({ directories.removeValue(forKey: relative) }) { close(fd) }
        return true
    }

    /// Removes the directories this run created (when they are still empty), newest first: a run that fails
    /// before renaming anything into place leaves the output folder as it found it.
    func removeCreatedDirectories() {
        for relative in created.reversed() where !relative.isEmpty { removeDirectoryIfEmpty(relative) }
        if created.first == "" {
            if let fd = state.locked({ directories.removeValue(forKey: "") }) { close(fd) }
            for path in createdParents.reversed() { rmdir(path) }
        }
        created = []
        createdParents = []
    }

    /// The names in directory `relative` (without `.` and `..`); nil when it does not exist or cannot be listed.
    func entries(_ relative: String) -> [String]? {
        guard let fd = try? directory(relative, create: false) else { return nil }
        let copy = dup(fd)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Waits for, then holds until the run ends, an exclusive `flock` on the output directory, so two runs
    /// writing to one folder take turns (and one never removes the other's temporary files as leftovers).
    /// False when the directory does not exist or cannot be locked (then the run goes on unlocked).
    @discardableResult
    func lock() -> Bool {
        guard let fd = try? directory("", create: false) else { return false }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Temporary files (`.<name>.settingsc-XXXXXX`) of the files `relativePaths` name, found beside them:
    /// what killed runs left behind. `excluding` are this run's own.
    func leftoverTemporaries(of relativePaths: [String], excluding: Set<String> = []) -> [(temporary: String, target: String)] {
        var byDirectory: [String: Set<String>] = [:]
        for relative in relativePaths {
            let (directory, name) = Self.split(relative)
            byDirectory[directory, default: []].insert(name)
        }
        var found: [(temporary: String, target: String)] = []
        for directory in byDirectory.keys.sorted() {
            let names = byDirectory[directory]!
            for entry in (entries(directory) ?? []).sorted() where TemporaryFile.hasTemporaryName(entry) {
                let target = String(decoding: entry.utf8.dropFirst().dropLast(TemporaryFile.marker.utf8.count + TemporaryFile.suffixLength), as: UTF8.self)
                guard names.contains(target), TemporaryFile.isTemporary(entry, of: target) else { continue }
                let relative = directory.isEmpty ? entry : directory + "/" + entry
                guard !excluding.contains(relative) else { continue }
                found.append((relative, directory.isEmpty ? target : directory + "/" + target))
            }
        }
        return found
    }
}
