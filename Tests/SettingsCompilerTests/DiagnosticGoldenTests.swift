import SettingsCompiler
import Testing
import TestSupport

/// Golden tests for diagnostics: every file in Fixtures/invalid renders exactly the diagnostics in its
/// `.expected` file, positions, source lines and carets included. The file name starts with the code it
/// is about, and that code must be among those reported.
@Suite struct DiagnosticGoldenTests {
    static let folder = "Tests/SettingsCompilerTests/Fixtures/invalid"
    static let invalid = (try? files(in: folder, endingWith: [".settings.yaml", ".settings.json"])) ?? []
    static let valid = (try? files(in: "Tests/SettingsCompilerTests/Fixtures/valid", endingWith: [".settings.yaml", ".settings.json"])) ?? []

    @Test func fixturesExist() {
        #expect(Self.invalid.count >= 40)
        #expect(Self.valid.count >= 3)
    }

    @Test(arguments: invalid)
    func diagnosticsMatchTheGoldenFile(path: String) throws {
        let result = try compileFixture(path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let code = name.split(separator: "-").first, code.hasPrefix("SC") {
            #expect(result.diagnostics.contains { $0.code.rawValue == code }, "\(name) does not report \(code):\n\(result.output)")
        }
        // Warning fixtures (SC13xx, and the warnings of later ranges such as SC1532) still compile.
        let code = name.split(separator: "-").first.flatMap { DiagnosticCode(code: String($0)) }
        if code?.defaultSeverity != .warning {
            #expect(result.ir == nil, "an invalid fixture produced IR")
        }
        try assertGolden(result.output, path: path + ".expected")
    }

    @Test(arguments: valid)
    func validFixturesHaveNoErrors(path: String) throws {
        let result = try compileFixture(path)
        #expect(result.ir != nil, "\(result.output)")
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }
}

/// Compiles a fixture under its repository-relative path, so golden output does not depend on the machine.
func compileFixture(_ path: String) throws -> (ir: SchemaIR?, output: String, diagnostics: [Diagnostic]) {
    let compiled = try compileRepositoryFile(path)
    let collector = compiled.diagnostics
    let output = compiled.renderedDiagnostics
        + DiagnosticRenderer.summary(errors: collector.errorCount, warnings: collector.warningCount) + "\n"
    return (compiled.ir, output, collector.sorted)
}
