import SettingsCompiler
import Testing
import TestSupport

/// docs/diagnostics.md is generated from the Swift source, so it cannot drift; every example really gets its code.
@Suite struct DiagnosticsReferenceTests {
    @Test func docsPageIsUpToDate() throws {
        try assertGolden(DiagnosticsReference.markdown(), path: "docs/diagnostics.md")
    }

    @Test(arguments: DiagnosticCode.allCases)
    func everyCodeIsDocumented(code: DiagnosticCode) throws {
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
