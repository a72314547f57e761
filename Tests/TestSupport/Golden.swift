import Foundation
import Testing

// Helpers shared by the test targets: the repository root and golden-file comparison.

/// The repository's root, found from this file's path so tests work from any working directory.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares `actual` with the golden file at `path` (relative to the repository root).
///
/// Golden files change only on purpose: with `SETTINGSC_RECORD=1` in the environment the file is
/// rewritten and the test FAILS, so a recording run can never pass silently. Review the diff, then
/// run the tests again without the variable.
public func assertGolden(_ actual: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = repositoryRoot.appendingPathComponent(path)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["SETTINGSC_RECORD"] == "1" {
        if expected != actual {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(path); review the change and run again without SETTINGSC_RECORD", sourceLocation: sourceLocation)
        } else {
            Issue.record("SETTINGSC_RECORD is set: \(path) is unchanged, but recording runs always fail", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected else {
        Issue.record("Missing golden file \(path); run the tests with SETTINGSC_RECORD=1 to create it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        Issue.record("\(path) differs from the output:\n\(firstDifference(expected, actual))\nIf the change is intended, run with SETTINGSC_RECORD=1 (or `make generate` for Generated/).", sourceLocation: sourceLocation)
    }
}

/// The first differing line, for a readable failure.
public func firstDifference(_ expected: String, _ actual: String) -> String {
    let a = expected.components(separatedBy: "\n")
    let b = actual.components(separatedBy: "\n")
    for index in 0..<max(a.count, b.count) {
        let left = index < a.count ? a[index] : "<end of file>"
        let right = index < b.count ? b[index] : "<end of file>"
        if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
    }
    return "(no line differs)"
}

/// Files in a repository folder whose names end with one of the suffixes, sorted.
public func files(in folder: String, endingWith suffixes: [String]) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)
    return names.filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted().map { "\(folder)/\($0)" }
}
