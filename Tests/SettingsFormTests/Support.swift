import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// Compiles a schema file of the repository, failing the test on any error.
func compileSchema(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SchemaIR {
    let file = try SettingsCompiler.SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path)
    let relative = SettingsCompiler.SourceFile(path: path, bytes: file.bytes)
    var collector = DiagnosticCollector()
    let ir = Compiler.compile(relative, diagnostics: &collector)
    #expect(!collector.hasErrors, "\(DiagnosticRenderer(files: [relative]).render(collector.sorted))", sourceLocation: sourceLocation)
    return try #require(ir, sourceLocation: sourceLocation)
}

let exampleSchemas = (try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? []
let validFixtures = (try? files(in: "Tests/SettingsCompilerTests/Fixtures/valid", endingWith: [".settings.yaml", ".settings.json"])) ?? []
