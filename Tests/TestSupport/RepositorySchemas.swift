import SettingsCompiler
import Testing

/// A schema file of the repository, compiled under its repository-relative path (so diagnostics and generated
/// headers do not depend on the machine), with everything the compiler reported.
public struct CompiledRepositoryFile {
    public var file: SettingsCompiler.SourceFile
    public var ir: SchemaIR?
    public var diagnostics: DiagnosticCollector

    /// `path:line:column: ...` text for the diagnostics, as `settingsc validate` prints them (without a summary).
    public var renderedDiagnostics: String {
        DiagnosticRenderer(files: [file]).render(diagnostics.sorted)
    }
}

/// Loads and compiles a file of the repository; `path` is relative to the repository root.
public func compileRepositoryFile(_ path: String) throws -> CompiledRepositoryFile {
    let loaded = try SettingsCompiler.SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path)
    let file = SettingsCompiler.SourceFile(path: path, bytes: loaded.bytes)
    var collector = DiagnosticCollector()
    let ir = Compiler.compile(file, diagnostics: &collector)
    return CompiledRepositoryFile(file: file, ir: ir, diagnostics: collector)
}

/// Compiles a schema file of the repository and returns its IR, failing the test on any error, and also on any
/// warning when `allowingWarnings` is false.
public func compileRepositorySchema(
    _ path: String, allowingWarnings: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> SchemaIR {
    let compiled = try compileRepositoryFile(path)
    let clean = allowingWarnings ? !compiled.diagnostics.hasErrors : compiled.diagnostics.diagnostics.isEmpty
    #expect(clean, "\(compiled.renderedDiagnostics)", sourceLocation: sourceLocation)
    return try #require(compiled.ir, sourceLocation: sourceLocation)
}
