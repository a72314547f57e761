import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// The five versions of the schema-evolution fixture render exactly the files in Tests/GeneratedEvolution,
/// which the GeneratedEvolution target compiles and SchemaEvolutionTests runs.
@Suite struct EvolutionReferenceTests {
    static let versions = (try? files(in: "Tests/SettingsCompilerTests/Fixtures/evolution", endingWith: [".settings.yaml"])) ?? []

    @Test func thereAreFiveVersions() {
        #expect(Self.versions.count == 5)
    }

    @Test(arguments: versions)
    func generatedSwiftIsCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema, allowingWarnings: false)
        for file in SwiftModelBackend().render(ir) {
            try assertGolden(file.contents, path: "Tests/GeneratedEvolution/\(file.path)")
        }
    }
}
