#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsCompiler

/// Reads a file as it is at a git revision (`git show REV:./path`), for `settingsc diff --against REV`.
/// git runs as a child process found on `PATH`; without git, or outside a repository, or with a revision
/// that names no commit, the caller gets a `GitError` with git's own message.
enum Git {
    struct Failure: Error {
        var message: String
    }

    /// What `git` printed and how it exited.
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: String
    }

    /// Whether `revision` names a commit. Throws when git cannot run or the directory is not in a repository.
    static func commitExists(_ revision: String) throws(Failure) -> Bool {
        let inRepository = try run(["rev-parse", "--git-dir"])
        guard inRepository.status == 0 else {
            throw Failure(message: "not in a git repository (\(firstLine(inRepository.standardError)))")
        }
        return try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]).status == 0
    }

    /// The file at `path` (relative to the current directory) as of `revision`, named `REV:path`; nil when the
    /// revision has no such file.
    static func file(_ path: String, at revision: String) throws(Failure) -> SourceFile? {
        var relative = "./" + path
        if path.hasPrefix("/") {
            // An absolute path: relative to the repository's top level (`REV:path` without `./` is read from there).
            let top = try run(["rev-parse", "--show-toplevel"])
            let root = String(decoding: top.standardOutput, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            guard top.status == 0, !root.isEmpty, path.hasPrefix(root + "/") else {
                throw Failure(message: "'\(path)' is not inside the git repository\(root.isEmpty ? "" : " at '\(root)'")")
            }
            relative = String(path.dropFirst(root.count + 1))
        }
        // `git show` lists a tree: a directory in the revision is not a schema.
        let type = try run(["cat-file", "-t", "\(revision):\(relative)"])
        guard type.status == 0 else { return nil }
        if firstLine(String(decoding: type.standardOutput, as: UTF8.self)) != "blob" {
            throw Failure(message: "'\(path)' is a directory in \(revision), not a schema")
        }
        let shown = try run(["show", "\(revision):\(relative)"])
        guard shown.status == 0 else { return nil }
        return SourceFile(path: "\(revision):\(path)", bytes: shown.standardOutput)
    }

    static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    /// Runs `git arguments...`, reading its standard output and error until it exits.
    static func run(_ arguments: [String]) throws(Failure) -> Output {
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { throw Failure(message: "cannot create a pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            throw Failure(message: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in [outPipe[0], outPipe[1], errPipe[0], errPipe[1]] { posix_spawn_file_actions_addclose(&actions, fd) }

        let argv: [UnsafeMutablePointer<CChar>?] = (["git"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "git", &actions, nil, argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw Failure(message: spawned == ENOENT
                ? "git was not found on PATH (--against reads the old version with `git show`)"
                : "cannot run git: \(String(cString: strerror(spawned)))")
        }

        // Read both pipes as they fill, so neither can block git.
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var open = [outPipe[0], errPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in fds where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == outPipe[0] { output += buffer[0..<count] } else { errors += buffer[0..<count] }
                } else if count == 0 || errno != EINTR {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        for fd in open { close(fd) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { throw Failure(message: "cannot wait for git: \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: exitStatus, standardOutput: output, standardError: String(decoding: errors, as: UTF8.self))
    }
}
