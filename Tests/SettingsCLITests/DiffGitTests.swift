import Foundation
import SettingsCompiler
import Testing
import TestSupport

// `settingsc diff --against REV` on a git repository built by the test (real git, the built binary, so the
// child process, its working directory and PATH are real), and every commit of this repository's Schemas/
// diffed with its parent.

/// Runs a program (settingsc, git) with `arguments` in `directory`, as `ExecutableTests.run` does.
private func run(_ executable: URL, _ arguments: [String], in directory: String, environment: [String: String]? = nil)
    throws -> (status: Int32, stdout: String, stderr: String)
{
    try ExecutableTests.run(arguments, executable: executable, in: directory, environment: environment)
}

private let gitPath: URL? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("git")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}()

/// `git arguments...` in `directory`; fails the test when git fails.
@discardableResult
private func git(_ arguments: [String], in directory: String) throws -> String {
    let git = try #require(gitPath, "git is not installed")
    let result = try run(git, ["-c", "user.name=settingsc test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"] + arguments,
                         in: directory)
    try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
    return result.stdout
}

private let evolution = repositoryRoot.path + "/Tests/SettingsCompilerTests/Fixtures/evolution"

private func evolutionText(_ version: Int) throws -> String {
    try String(contentsOfFile: "\(evolution)/v\(version).settings.yaml", encoding: .utf8)
}

@Suite(.enabled(if: gitPath != nil, "git is not installed")) struct DiffAgainstRevisionTests {
    /// A repository with the evolution fixture's versions 1 to 5 committed one after another as App.settings.yaml.
    static func repository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try git(["init", "--quiet", "-b", "main"], in: directory.path)
        for version in 1...5 {
            try directory.write("Schemas/App.settings.yaml", try evolutionText(version))
            try git(["add", "-A"], in: directory.path)
            try git(["commit", "--quiet", "-m", "v\(version)"], in: directory.path)
            try git(["tag", "v\(version)"], in: directory.path)
        }
        return directory
    }

    @Test func againstARevisionReadsTheOldVersionWithGitShow() throws {
        let repository = try Self.repository()
        let settingsc = try ExecutableTests.executable()
        // The working copy is v5; against v2, legacyToken is gone and showBadges changed type.
        let result = try run(settingsc, ["diff", "--against", "v2", "Schemas/App.settings.yaml"], in: repository.path)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("v2:Schemas/App.settings.yaml:18:7: error: 'syncing.legacyToken': removed;"))
        #expect(result.stderr.contains("Schemas/App.settings.yaml:27:7: error: 'display.showBadges': type bool → BadgeStyle (default true → number);"))
        #expect(result.stderr.contains("v2:Schemas/App.settings.yaml:12:7: note: the old version declares it here"))
        // Quoting the old version's line shows that its text came from git.
        #expect(result.stderr.contains("      legacyToken: \"\"\n"))

        // An absolute path is read relative to the repository's top level.
        let absolute = try run(settingsc, ["diff", "--against", "v4", repository.url("Schemas/App.settings.yaml"), "--quiet"], in: repository.path)
        #expect(absolute.status == 0, "\(absolute.stderr)")
        let outside = try run(settingsc, ["diff", "--against", "v4", "/nonexistent/App.settings.yaml"], in: repository.path)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("'/nonexistent/App.settings.yaml' is not inside the git repository"))

        // Against HEAD (v5 itself): nothing changed.
        let same = try run(settingsc, ["diff", "--against", "HEAD", "Schemas/App.settings.yaml"], in: repository.path)
        #expect(same.status == 0)
        #expect(same.stderr == "settingsc: HEAD:Schemas/App.settings.yaml → Schemas/App.settings.yaml: no changes\n")

        // Against v4 with a changelog; from a subdirectory, the path is relative to it.
        let markdown = try run(settingsc, ["diff", "--against", "v4", "App.settings.yaml", "--format", "markdown", "--quiet"],
                               in: repository.path + "/Schemas")
        #expect(markdown.status == 0, "\(markdown.stderr)")
        #expect(markdown.stdout.hasPrefix("# Changes to Evolution V5 settings\n\n`v4:App.settings.yaml` → `App.settings.yaml`: 6 compatible changes.\n"))
    }

    @Test func aMissingRevisionOrGitIsAUsageError() throws {
        let repository = try Self.repository()
        let settingsc = try ExecutableTests.executable()
        let unknown = try run(settingsc, ["diff", "--against", "v9", "Schemas/App.settings.yaml"], in: repository.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("settingsc: error: --against v9: git knows no commit 'v9'\n"))

        let noGit = try run(settingsc, ["diff", "--against", "HEAD", "Schemas/App.settings.yaml"], in: repository.path,
                            environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 2)
        #expect(noGit.stderr.hasPrefix("settingsc: error: --against HEAD: git was not found on PATH"))

        let outside = try TemporaryDirectory()
        try outside.write("App.settings.yaml", try evolutionText(1))
        let notARepository = try run(settingsc, ["diff", "--against", "HEAD", "App.settings.yaml"], in: outside.path,
                                     environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin", "GIT_CEILING_DIRECTORIES": outside.path])
        #expect(notARepository.status == 2)
        #expect(notARepository.stderr.contains("not in a git repository"))
    }

    @Test func aSchemaThatIsNotInTheRevisionIsNew() throws {
        let repository = try Self.repository()
        let settingsc = try ExecutableTests.executable()
        try repository.write("Schemas/New.settings.yaml", try evolutionText(1))
        let result = try run(settingsc, ["diff", "--against", "HEAD", "Schemas/App.settings.yaml", "Schemas/New.settings.yaml"], in: repository.path)
        #expect(result.status == 0)
        #expect(result.stderr.contains("settingsc: Schemas/New.settings.yaml is not in HEAD; a new schema, nothing to compare\n"))

        // A repository without any commit (the first commit's pre-commit run): every schema is new.
        let empty = try TemporaryDirectory()
        try git(["init", "--quiet", "-b", "main"], in: empty.path)
        try empty.write("App.settings.yaml", try evolutionText(1))
        let first = try run(settingsc, ["diff", "--against", "HEAD", "App.settings.yaml"], in: empty.path)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("HEAD has no commit yet"))
    }

    /// Issue 30, item 3: before the fix, a path on neither side ("a new schema, nothing to compare") and a
    /// directory passed with exit 0, so a CI glob that matched nothing passed the data-loss gate.
    @Test func aPathThatIsNeitherOnDiskNorInTheRevisionOrADirectoryIsAUsageError() throws {
        let repository = try Self.repository()
        let settingsc = try ExecutableTests.executable()
        let missing = try run(settingsc, ["diff", "--against", "HEAD", "Schemas/Gone.settings.yaml"], in: repository.path)
        #expect(missing.status == 2, "\(missing.stderr)")
        #expect(missing.stderr.hasPrefix(
            "settingsc: error: --against HEAD: 'Schemas/Gone.settings.yaml' is neither a file nor in HEAD; nothing to compare\n"))
        // An unmatched shell glob reaches settingsc as the pattern itself.
        let glob = try run(settingsc, ["diff", "--against", "HEAD", "Schemas/*.settings.json"], in: repository.path)
        #expect(glob.status == 2)

        for directory in ["Schemas", "Schemas/"] {
            let result = try run(settingsc, ["diff", "--against", "HEAD", directory], in: repository.path)
            #expect(result.status == 2, "\(directory): \(result.stderr)")
            #expect(result.stderr.contains("is a directory, not a schema"), "\(result.stderr)")
        }
        // A directory in the revision, where the working copy has none.
        try git(["mv", "Schemas", "Moved"], in: repository.path)
        let gone = try run(settingsc, ["diff", "--against", "HEAD", "Schemas"], in: repository.path)
        #expect(gone.status == 2, "\(gone.stderr)")
        #expect(gone.stderr.contains("is a directory in HEAD, not a schema"), "\(gone.stderr)")

        // Without a commit yet, a missing path is refused too.
        let empty = try TemporaryDirectory()
        try git(["init", "--quiet", "-b", "main"], in: empty.path)
        let none = try run(settingsc, ["diff", "--against", "HEAD", "App.settings.yaml"], in: empty.path)
        #expect(none.status == 2, "\(none.stderr)")
    }

    /// `settingsc docs --against REV`: the "What changed" page compares with the schema at the revision.
    @Test func docsAgainstARevisionWriteTheWhatChangedPage() throws {
        let repository = try Self.repository()
        let settingsc = try ExecutableTests.executable()
        let result = try run(settingsc, ["docs", "Schemas/App.settings.yaml", "--against", "v3", "--output", "site", "--format", "html", "--quiet"],
                             in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: repository.url("site/EvolutionV5Settings-changes.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"sc-meta\">From <code>v3:Schemas/App.settings.yaml</code> to <code>Schemas/App.settings.yaml</code>: 2 value changes, "))
        #expect(page.contains("<td>case removed</td><td><code>sepia</code></td>"))
        let unknown = try run(settingsc, ["docs", "Schemas/App.settings.yaml", "--against", "v9", "--output", "site2"], in: repository.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("settingsc: error: --against v9: git knows no commit 'v9'\nRun 'settingsc help docs' for usage.\n"))
        #expect(!repository.exists("site2"))
    }

    /// The history walker of `RepositoryHistoryTests` on the synthetic repository: it finds the four steps and
    /// their verdicts, so the check of the real history below is not vacuous.
    @Test func theHistoryWalkerFindsEveryStep() throws {
        let repository = try Self.repository()
        let steps = try SchemaHistory.steps(in: repository.path, folder: "Schemas")
        #expect(steps.map(\.description) == ["v5 Schemas/App.settings.yaml", "v4 Schemas/App.settings.yaml",
                                             "v3 Schemas/App.settings.yaml", "v2 Schemas/App.settings.yaml"])
        let verdicts = steps.map { step in step.changes.filter { $0.severity == .dataLoss }.map(\.path) }
        #expect(verdicts == [[], [], ["display.showBadges", "syncing.legacyToken"], []])
    }
}

/// Every commit that changed a schema of a folder, with the changes `SchemaDiff` finds against its parent.
struct SchemaHistory {
    struct Step: CustomStringConvertible {
        var commit: String
        var subject: String
        var path: String
        var changes: [SchemaChange]
        var description: String { "\(subject) \(path)" }
    }

    /// Reads every version with one `git cat-file --batch`, so the walk costs two git processes in all.
    static func steps(in repository: String, folder: String) throws -> [Step] {
        let log = try git(["log", "--format=@%H %s", "--name-only", "--diff-filter=M", "--", folder], in: repository)
        var wanted: [(commit: String, subject: String, path: String)] = []
        var current: (String, String)?
        for line in log.split(separator: "\n") {
            if line.hasPrefix("@") {
                let text = line.dropFirst()
                let space = text.firstIndex(of: " ") ?? text.endIndex
                current = (String(text[..<space]), String(text[space...].dropFirst()))
            } else if let current, line.hasSuffix(".settings.yaml") || line.hasSuffix(".settings.json") {
                wanted.append((current.0, current.1, String(line)))
            }
        }
        let requests = wanted.flatMap { ["\($0.commit)^:\($0.path)", "\($0.commit):\($0.path)"] }
        let blobs = try catFile(requests, in: repository)
        var steps: [Step] = []
        for (index, item) in wanted.enumerated() {
            guard let old = blobs[2 * index], let new = blobs[2 * index + 1] else { continue }
            var diagnostics = DiagnosticCollector()
            // A version the current compiler rejects (older syntax) cannot be compared; the step is skipped.
            guard let oldIR = Compiler.compile(SourceFile(path: "\(item.commit)^:\(item.path)", bytes: old), diagnostics: &diagnostics),
                  let newIR = Compiler.compile(SourceFile(path: "\(item.commit):\(item.path)", bytes: new), diagnostics: &diagnostics)
            else { continue }
            steps.append(Step(commit: item.commit, subject: item.subject, path: item.path, changes: SchemaDiff.compare(old: oldIR, new: newIR)))
        }
        return steps
    }

    /// The contents of each `rev:path`, nil for one git does not have.
    private static func catFile(_ requests: [String], in repository: String) throws -> [[UInt8]?] {
        let git = try #require(gitPath)
        let input = try TemporaryDirectory()
        let inputPath = try input.write("requests", requests.map { $0 + "\n" }.joined())
        let outputPath = try input.write("blobs", "")
        let process = Process()
        process.executableURL = git
        process.arguments = ["cat-file", "--batch"]
        process.currentDirectoryURL = URL(fileURLWithPath: repository)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        try process.run()
        process.waitUntilExit()
        let bytes = Array(try input.read("blobs"))
        var result: [[UInt8]?] = []
        var position = 0
        for _ in requests {
            guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: bytes[position..<end], as: UTF8.self)
            position = end + 1
            let fields = header.split(separator: " ")
            if fields.count == 3, fields[1] == "blob", let size = Int(fields[2]) {
                result.append(Array(bytes[position..<position + size]))
                position += size + 1
            } else {
                result.append(nil)   // `<request> missing`
            }
        }
        return result
    }
}

@Suite(.enabled(if: gitPath != nil, "git is not installed")) struct RepositoryHistoryTests {
    /// Data-loss verdicts on this repository's Schemas/ history that were reviewed and are real (commit prefix,
    /// schema, setting). None so far: the example schemas have only grown compatibly.
    static let reviewedDataLoss: Set<String> = []

    /// Every commit of Schemas/ diffed with its parent: no crash, and no data-loss verdict that is not a reviewed,
    /// real one. A shallow clone lacks the history; then the test says so and checks what it has.
    @Test func everyCommitOfSchemasDiffsWithItsParent() throws {
        let root = repositoryRoot.path
        guard FileManager.default.fileExists(atPath: root + "/.git") else {
            print("RepositoryHistoryTests: \(root) is not a git checkout; the synthetic repository test covers the walk")
            return
        }
        let shallow = try git(["rev-parse", "--is-shallow-repository"], in: root).hasPrefix("true")
        let steps = try SchemaHistory.steps(in: root, folder: "Schemas")
        if shallow {
            print("RepositoryHistoryTests: shallow clone, \(steps.count) step(s) of Schemas/ history available; fetch the full history (git fetch --unshallow) to check it all")
        } else {
            // The full history has schema edits (more than a dozen when this test was written).
            #expect(steps.count >= 10, "only \(steps.count) steps of Schemas/ found")
        }
        for step in steps {
            for change in step.changes where change.severity == .dataLoss {
                let id = "\(step.commit.prefix(7)) \(step.path) \(change.path)"
                #expect(Self.reviewedDataLoss.contains(id), "unreviewed data loss in \(step.commit) (\(step.subject)): \(change.summary)")
            }
        }
    }
}
