import SettingsCompiler
import Testing
import TestSupport
@testable import SettingsCLI

/// The documentation of each code is written beside the pass that reports it and collected into the CLI; these
/// tests keep it exhaustive and the collected outputs (the CLI's table, docs/diagnostics.md) current, and check that
/// every example really gets its code.
@Suite struct DiagnosticDocumentationTests {
    static func blocks() throws -> [DiagnosticDocumentationBlock] {
        try DiagnosticDocumentationCollector.blocks(root: repositoryRoot)
    }

    @Test func everyCodeHasOneBlockAndEveryBlockNamesACode() throws {
        let blocks = try Self.blocks()
        for code in DiagnosticCode.allCases {
            let found = blocks.filter { $0.code == code.rawValue }
            #expect(found.count == 1, "\(code.rawValue) (\(code)) has \(found.count) documentation blocks: \(found.map { "\($0.file):\($0.line)" })")
        }
        for block in blocks {
            let code = DiagnosticCode(rawValue: block.code)
            #expect(code != nil, "\(block.file):\(block.line): \(block.code) is not a diagnostic code")
            if let code { #expect(block.name == "\(code)", "\(block.file):\(block.line): \(block.code) is \(code), not \(block.name)") }
        }
    }

    @Test func theCollectedTableIsCurrent() throws {
        try assertGolden(DiagnosticDocumentationCollector.swiftSource(Self.blocks()), path: DiagnosticDocumentationCollector.generatedPath)
    }

    @Test func theDocsPageIsCurrent() throws {
        try assertGolden(DiagnosticsReference.markdown(), path: "docs/diagnostics.md")
    }

    @Test func aBlockThatDoesNotReadIsReportedWithItsPlace() throws {
        let good = "x\n/// SC1101 unknownKey\n///\n/// Why it\n/// is.\n///\n/// ```yaml\n/// a: 1\n///   b\n/// ```\n///\n/// Limits: maxDepth = 4\n///\n/// Fix: Do\n/// this.\nlet x = 1\n"
        let blocks = try DiagnosticDocumentationCollector.parse(good, file: "F.swift")
        #expect(blocks == [DiagnosticDocumentationBlock(
            code: "SC1101", name: "unknownKey", file: "F.swift", line: 2, explanation: "Why it is.", example: "a: 1\n  b\n",
            limits: ["maxDepth = 4"], fix: "Do this.")])
        let bad: [(String, String)] = [
            ("/// SC1101 unknownKey\n///\n/// Why.\n", "F.swift:1: SC1101: no `Fix:`"),
            ("/// SC1101 unknownKey\n///\n/// Why.\n///\n/// ```yaml\n/// a: 1\n", "F.swift:5: SC1101: the fence is not closed"),
            ("/// SC1101 unknownKey\n///\n/// Why.\n///\n/// More.\n///\n/// Fix: Do.\n", "F.swift:5: SC1101: text after the explanation that is not `Fix:`, a fence or `Limits:`"),
            ("/// SC1101 unknownKey\n///\n/// Why.\n///\n/// ```yaml old\n/// a: 1\n/// ```\n/// Fix: Do.\n", "F.swift:1: SC1101: a diff example needs both ```yaml old and ```yaml new"),
        ]
        for (text, message) in bad {
            #expect(throws: (any Error).self) { try DiagnosticDocumentationCollector.parse(text, file: "F.swift") }
            do {
                _ = try DiagnosticDocumentationCollector.parse(text, file: "F.swift")
            } catch {
                #expect("\(error)" == message)
            }
        }
    }

    @Test(arguments: DiagnosticCode.allCases)
    func everyCodeIsDocumented(code: DiagnosticCode) throws {
        #expect(DiagnosticDocumentation.all[code.rawValue] != nil, "\(code.rawValue) has no collected documentation")
        #expect(code.explanation.count > 40)
        #expect(code.fix.count > 10)
        guard code != .fileUnreadable, code != .notUTF8 else {
            // An unreadable file cannot be shown as a schema, nor UTF-16 bytes as text; fixtures cover SC1013.
            #expect(code.example == nil)
            return
        }
        if let versions = code.diffExample {
            // A code of `settingsc diff`: two valid versions whose diff reports this code and nothing else.
            #expect(code.example == nil)
            var collector = DiagnosticCollector()
            let old = try #require(Compiler.compile(SourceFile(path: DiagnosticCode.exampleOldFileName, text: versions.old), diagnostics: &collector))
            let new = try #require(Compiler.compile(SourceFile(path: DiagnosticCode.exampleFileName, text: versions.new), diagnostics: &collector))
            #expect(collector.diagnostics.isEmpty, "\(code.rawValue)'s versions report \(collector.diagnostics.map(\.code.rawValue))")
            let reported = SchemaDiff.compare(old: old, new: new).compactMap(\.diagnostic)
            #expect(reported.contains { $0.code == code && $0.severity == code.defaultSeverity },
                    "\(code.rawValue)'s example reports \(reported.map(\.code.rawValue))")
            #expect(Set(reported.map(\.code)) == [code], "\(code.rawValue)'s example also reports \(reported.map(\.code.rawValue))")
            let output = try #require(code.exampleOutput())
            #expect(output.contains("[\(code.rawValue)]\n"))
            return
        }
        let example = try #require(code.example, "\(code.rawValue) has no example")
        let file = SourceFile(path: DiagnosticCode.exampleFileName, text: example)
        var collector = DiagnosticCollector()
        let ir = Compiler.compile(file, limits: code.exampleLimits, diagnostics: &collector)
        #expect(collector.diagnostics.contains { $0.code == code && $0.severity == code.defaultSeverity },
                "\(code.rawValue)'s example reports \(collector.diagnostics.map(\.code.rawValue))")
        // The example shows this code and nothing unrelated.
        #expect(Set(collector.diagnostics.map(\.code)) == [code],
                "\(code.rawValue)'s example also reports \(collector.diagnostics.map(\.code.rawValue))")
        #expect((ir == nil) == (code.defaultSeverity == .error))
        // With the default limits, the examples for the limit diagnostics are valid schemas.
        if code.exampleUsesLoweredLimits {
            var unlimited = DiagnosticCollector()
            _ = Compiler.compile(file, diagnostics: &unlimited)
            #expect(!unlimited.diagnostics.contains { $0.code == code })
        }
        let output = try #require(code.exampleOutput())
        #expect(output.contains("[\(code.rawValue)]\n"))
    }

    @Test func codesAreUniqueAndLookedUpCaseInsensitively() {
        #expect(Set(DiagnosticCode.allCases.map(\.rawValue)).count == DiagnosticCode.allCases.count)
        #expect(DiagnosticCode(code: "sc1101") == .unknownKey)
        #expect(DiagnosticCode(code: "SC1303") == nil)
        #expect(DiagnosticCode.yaml11Boolean.defaultSeverity == .warning)
        #expect(DiagnosticCode.unknownKey.ruleName == "UnknownKey")
    }
}
