import Foundation
import SettingsCompiler
import Testing
import TestSupport

/// The validation pipeline (Validation/Pipeline.swift): every pass runs, in the declared order, whatever the
/// earlier ones reported; docs/architecture.md lists the same passes in the same order.
@Suite struct PipelineTests {
    /// Parses `text` and runs the pipeline, recording the name of each pass as it starts.
    static func run(_ text: String) throws -> (names: [String], diagnostics: DiagnosticCollector) {
        let file = SourceFile(path: "test.settings.yaml", text: text)
        var diagnostics = DiagnosticCollector()
        let node = try #require(YAMLReader.read(file, diagnostics: &diagnostics))
        let ast = try #require(SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics))
        var names: [String] = []
        _ = ValidationPipeline.run(ast, diagnostics: &diagnostics, observe: { names.append($0) })
        return (names, diagnostics)
    }

    static let declared = ValidationPipeline.passes.map { $0.name }

    @Test func everyPassRunsInTheDeclaredOrder() throws {
        let valid = try Self.run("""
            settings: S
            sections:
              general:
                settings:
                  on: true
            """)
        #expect(!valid.diagnostics.hasErrors)
        #expect(valid.names == Self.declared)
        #expect(valid.names.first == "lowering")
        #expect(valid.names.last == "allowed warnings")
    }

    /// Errors in lowering stop no later pass: the condition's unknown case is found after the bad default.
    @Test func errorsStopNoPass() throws {
        let invalid = try Self.run("""
            settings: S
            enums:
              Theme: [light, dark]
            sections:
              general:
                settings:
                  theme: {type: Theme, default: drak}
                  contrast: {type: bool, visibleWhen: "theme == .drak"}
            """)
        #expect(invalid.names == Self.declared)
        #expect(invalid.diagnostics.sorted.map(\.code.rawValue) == ["SC1211", "SC1503"])
    }

    /// Why navigation runs before localization: a navigation row without a title takes its target's, and the
    /// string table holds that title.
    @Test func localizationSeesTheTitlesNavigationFilledIn() throws {
        let result = compile("""
            settings: S
            localization: true
            sections:
              general:
                settings:
                  on: true
                  more: {navigate: advanced}
              advanced:
                title: Expert options
                settings:
                  level: 1
            """)
        #expect(codes(result.diagnostics) == [])
        let texts = try #require(result.ir?.localization).texts
        #expect(texts.first { $0.derivedKey == "general.more.title" }?.source == "Expert options")
        #expect(Self.declared.firstIndex(of: "navigation")! < Self.declared.firstIndex(of: "localization")!)
    }

    @Test func passNamesAreUnique() {
        #expect(Set(Self.declared).count == Self.declared.count)
    }

    /// docs/architecture.md's numbered list of passes (`1. **lowering** ...`) is the pipeline's, in order.
    @Test func theArchitectureDocumentListsThePipeline() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var documented: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber), !line[..<dot].isEmpty,
                  line[dot...].hasPrefix(". **") else { continue }
            let rest = line[line.index(dot, offsetBy: 4)...]
            guard let end = rest.range(of: "**") else { continue }
            documented.append(String(rest[..<end.lowerBound]))
        }
        #expect(documented == Self.declared)
    }
}
