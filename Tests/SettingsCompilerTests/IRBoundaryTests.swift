import Foundation
import SettingsCompiler
import Testing
import TestSupport

/// After lowering, the IR is the only input: no backend and no pass that reads the IR alone reaches back for the AST
/// or the YAML tree (docs/architecture.md, "The resolved IR and the namer"). A source scan: the AST's types are
/// every type Sources/SettingsCompiler/AST declares (so a new one is covered without a line here), and a pass is
/// found by the file that declares its type.
@Suite struct IRBoundaryTests {
    /// AST-declared types the IR itself holds, as values: a value with its place (`Located`), and where values
    /// live as written (`StorageDecl`, kept by `WrittenKeysIR` for the storage pass).
    static let sharedWithTheIR: Set<String> = ["Located", "StorageDecl"]

    /// The passes after lowering that still read the AST (each walks the declarations for keys lowering does not
    /// carry into the IR yet). The list only shrinks: a pass that stops reading the AST must leave it (the test
    /// fails while it is listed), and a new pass that reads the AST fails the test.
    static let stillReadTheAST: Set<String> = [
        "PlatformRules", "CrossLinkChecker", "EvolutionChecker", "PresetCheck", "BuildConfigurationCheck",
        "LocalizationCheck", "AllowedWarnings",
    ]

    static func sources(in directory: String) throws -> [(name: String, text: String)] {
        let url = repositoryRoot.appendingPathComponent(directory)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { $0.hasSuffix(".swift") }.map {
            ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
        }
    }

    static func astTypes() throws -> Set<String> {
        let declaration = try Regex(#"(?m)^(?:public |package )?(?:indirect )?(?:struct|enum|typealias|final class|class|protocol) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for file in try sources(in: "Sources/SettingsCompiler/AST") {
            for match in file.text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names.subtracting(sharedWithTheIR)
    }

    /// The AST types, `YAMLNode` and `context.ast` a source names, outside comments.
    static func astReferences(_ text: String, types: Set<String>) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                let word = String(word)
                if types.contains(word) || word == "YAMLNode" { found.insert(word) }
            }
            if code.contains("context.ast") { found.insert("context.ast") }
        }
        return found
    }

    @Test func theASTTypesAreFound() throws {
        let types = try Self.astTypes()
        #expect(types.isSuperset(of: ["SchemaAST", "SectionDecl", "SettingDecl", "RowDecl", "ParsedKeys", "SchemaParser"]))
        #expect(Self.astReferences("let x: SectionDecl // SettingDecl", types: types) == ["SectionDecl"])
        #expect(Self.astReferences("checker.walk(context.ast.sections)", types: types) == ["context.ast"])
    }

    /// Backends read the IR alone. The string catalog backend reads the catalog it merges into (JSON, which the
    /// YAML reader reads), not the schema: its `YAMLNode`s are that file's.
    @Test func backendsReadTheIRAlone() throws {
        let types = try Self.astTypes()
        for file in try Self.sources(in: "Sources/SettingsBackends") {
            var found = Self.astReferences(file.text, types: types)
            if file.name == "StringCatalogBackend.swift" { found.remove("YAMLNode") }
            #expect(found.isEmpty, "\(file.name) reaches for the AST: \(found.sorted())")
        }
    }

    /// Every pass after lowering that is not listed in `stillReadTheAST` names no AST type, no `YAMLNode` and not
    /// `context.ast` in the file that declares it; every listed one still does.
    @Test func passesAfterLoweringReadTheIRAlone() throws {
        let types = try Self.astTypes()
        let files = try Self.sources(in: "Sources/SettingsCompiler/Validation") + Self.sources(in: "Sources/SettingsCompiler/Conditions")
        var readers: Set<String> = []
        let passes = ValidationPipeline.passes.map { String(describing: $0) }
        #expect(passes.first == "SchemaValidator")
        for pass in passes.dropFirst() {
            let declaration = try Regex("(?m)^(?:public |package )?(?:enum|struct) \(pass)\\b")
            let declaring = files.filter { $0.text.contains(declaration) }
            #expect(declaring.count == 1, "\(pass) is declared in \(declaring.map(\.name))")
            guard let file = declaring.first else { continue }
            let found = Self.astReferences(file.text, types: types)
            if !found.isEmpty { readers.insert(pass) }
            if !Self.stillReadTheAST.contains(pass) {
                #expect(found.isEmpty, "\(pass) (\(file.name)) reads the IR alone, but names \(found.sorted())")
            }
        }
        #expect(readers == Self.stillReadTheAST, "no longer reading the AST: \(Self.stillReadTheAST.subtracting(readers).sorted())")
        for pass in [
            "ConditionChecker", "SettingsAppChecker", "StorageCheck", "NavigationCheck", "GeneratedNameCheck", "RouteNameCheck",
            "CustomTypeRules", "RemoteCheck", "OutputNames",
        ] {
            #expect(passes.contains(pass) && !readers.contains(pass), "\(pass)")
        }
    }
}
