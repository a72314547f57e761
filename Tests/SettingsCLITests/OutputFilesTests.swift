import Foundation
import Testing
@testable import SettingsCLI

@Suite struct OutputPathTests {
    @Test(arguments: [
        ("A.swift", "A.swift"),
        ("Models/A.swift", "Models/A.swift"),
        ("./Models//A.swift", "Models/A.swift"),
        ("a/./b/c.swift", "a/b/c.swift"),
        ("..a/b..c/...", "..a/b..c/..."),  // dots inside names are fine
    ])
    func safePathsAreNormalized(path: String, expected: String) throws {
        #expect(try OutputPath.normalize(path).get() == expected)
    }

    @Test(arguments: [
        ("", "the path is empty"),
        ("/etc/passwd", "the path is absolute"),
        ("../A.swift", "the path contains a '..' component"),
        ("Models/../../A.swift", "the path contains a '..' component"),
        ("Models/..", "the path contains a '..' component"),
        ("Models/", "the path names a directory"),
        (".", "the path names no file"),
        ("./.", "the path names no file"),
        ("a\u{0}b", "the path contains a NUL byte"),
        ("..\\A.swift", "the path contains a backslash"),
    ])
    func unsafePathsAreRefused(path: String, reason: String) {
        #expect(throws: UnsafePathError(path: path, reason: reason)) { try OutputPath.normalize(path).get() }
    }
}

@Suite struct OutputFileSystemTests {
    @Test func readIfExists() throws {
        let directory = try TemporaryDirectory()
        #expect(try OutputFileSystem.readIfExists(directory.url("missing")) == nil)
        let file = try directory.write("present", "bytes\n")
        #expect(try OutputFileSystem.readIfExists(file) == Array("bytes\n".utf8))
        let empty = try directory.write("empty", "")
        #expect(try OutputFileSystem.readIfExists(empty) == [])
        #expect(throws: OutputError.self) { try OutputFileSystem.readIfExists(directory.path) }
    }

    @Test func kinds() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("f", "x")
        #expect(OutputFileSystem.kind(of: file) == .file)
        #expect(OutputFileSystem.kind(of: directory.path) == .directory)
        #expect(OutputFileSystem.kind(of: directory.url("none")) == .missing)
    }

    @Test func createDirectoriesMakesEveryLevelAndToleratesExisting() throws {
        let directory = try TemporaryDirectory()
        try OutputFileSystem.createDirectories(directory.url("a/b/c"))
        #expect(OutputFileSystem.kind(of: directory.url("a/b/c")) == .directory)
        try OutputFileSystem.createDirectories(directory.url("a/b/c"))
        try OutputFileSystem.createDirectories(directory.url("a//b/./c/"))
    }

    @Test func createDirectoriesFailsWhenAFileIsInTheWay() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/file", "x")
        #expect(throws: OutputError(path: directory.url("a/file"), reason: "cannot create directory: a file is in the way")) {
            try OutputFileSystem.createDirectories(directory.url("a/file/sub"))
        }
    }

    @Test func writeAtomicallyCreatesAFileWithMode0644() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url("new.swift")
        try OutputFileSystem.writeAtomically(Array("hello\n".utf8), to: path)
        #expect(try directory.read("new.swift") == Data("hello\n".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
        #expect(directory.files(under: "") == ["new.swift"])
    }

    @Test func writeAtomicallyReplacesByRenameKeepingTheMode() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("file.swift", "old contents that are longer\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let inode = try FileIdentity(path).inode
        // A hard link keeps the old inode reachable: it must still hold the old bytes afterwards.
        try FileManager.default.linkItem(atPath: path, toPath: directory.url("link.swift"))

        try OutputFileSystem.writeAtomically(Array("new\n".utf8), to: path)
        #expect(try directory.read("file.swift") == Data("new\n".utf8))
        #expect(try FileIdentity(path).inode != inode)
        #expect(try directory.read("link.swift") == Data("old contents that are longer\n".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(directory.files(under: "") == ["file.swift", "link.swift"])
    }

    @Test func writeAtomicallyWritesLargeAndEmptyContents() throws {
        let directory = try TemporaryDirectory()
        let large = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try OutputFileSystem.writeAtomically(large, to: directory.url("large"))
        #expect(try directory.read("large") == Data(large))
        try OutputFileSystem.writeAtomically([], to: directory.url("empty"))
        #expect(try directory.read("empty").isEmpty)
    }

    @Test func writeAtomicallyRefusesADirectoryAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.url("target"), withIntermediateDirectories: false)
        #expect(throws: OutputError.self) {
            try OutputFileSystem.writeAtomically(Array("x".utf8), to: directory.url("target"))
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(entries == ["target"])
    }

    @Test func writeAtomicallyIntoAMissingDirectoryFails() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: OutputError.self) {
            try OutputFileSystem.writeAtomically(Array("x".utf8), to: directory.url("missing/file"))
        }
        #expect(!directory.exists("missing"))
    }
}

/// The temporary files settingsc writes before it renames them into place.
@Suite struct TemporaryFileNameTests {
    /// `hasTemporaryName`, the first look `generate` takes at each file beside its outputs for leftovers: true for every
    /// name `isTemporary` accepts, false for what cannot be one.
    @Test func theFirstLookAtANameAgreesWithTheRule() {
        let temporaries = [".A.swift.settingsc-Ab3dE9", ".x.settingsc-000000", "..settingsc-zzzzzz.settingsc-aB1cD2"]
        for name in temporaries { #expect(TemporaryFile.hasTemporaryName(name), "\(name)") }
        #expect(TemporaryFile.isTemporary(".A.swift.settingsc-Ab3dE9", of: "A.swift"))
        let others = [
            "A.swift", ".A.swift", ".settingsc-Ab3dE9", "A.swift.settingsc-Ab3dE9", ".A.swift.settingsc-Ab3dE", ".A.swift.settingsc-Ab3dE9x",
            ".A.swift.settingsc_Ab3dE9", ".A.swift.settingsd-Ab3dE9", "", ".",
        ]
        for name in others { #expect(!TemporaryFile.hasTemporaryName(name), "\(name)") }
        for name in temporaries + others {
            for target in ["A.swift", "x", "", ".settingsc-zzzzzz"] where TemporaryFile.isTemporary(name, of: target) {
                #expect(TemporaryFile.hasTemporaryName(name), "\(name) of \(target)")
            }
        }
    }

    /// `.<name>.settingsc-XXXXXX`, six letters or digits from one random word: the rule `isTemporary` reads
    /// (what `generate` recognises as its own leftovers), and a different name each time.
    @Test func namesFollowTheRuleAndDiffer() throws {
        let directory = try TemporaryDirectory()
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY)
        try #require(fd >= 0)
        defer { close(fd) }
        var names = Set<String>()
        var letters = Set<UInt8>()
        for _ in 0..<200 {
            var file = try TemporaryFile(directoryFD: fd, name: "A.swift", directory: directory.path)
            #expect(TemporaryFile.isTemporary(file.temporaryName, of: "A.swift"), "\(file.temporaryName)")
            #expect(TemporaryFile.hasTemporaryName(file.temporaryName), "\(file.temporaryName)")
            names.insert(file.temporaryName)
            letters.formUnion(file.temporaryName.utf8.suffix(TemporaryFile.suffixLength))
            file.discard()
        }
        #expect(names.count == 200)
        // 1,200 letters drawn from 62: every one of them appears (a suffix made of a few letters would not).
        #expect(letters.count == 62)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
