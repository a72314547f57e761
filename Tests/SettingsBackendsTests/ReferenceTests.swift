import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// Whole-file reference tests: every schema in Schemas/ renders to exactly the checked-in file in
/// Generated/Swift, which the GeneratedSettings target compiles and GeneratedSettingsTests exercises.
@Suite struct ReferenceTests {
    static let schemas = (try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? []

    @Test func thereAreExampleSchemas() {
        #expect(Self.schemas.count >= 3)
    }

    @Test(arguments: schemas)
    func generatedSwiftIsCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema, allowingWarnings: false)
        for file in SwiftModelBackend().render(ir) {
            try assertGolden(file.contents, path: "Generated/Swift/\(file.path)")
        }
    }

    static let validFixtures = (try? files(in: "Tests/SettingsCompilerTests/Fixtures/valid", endingWith: [".settings.yaml", ".settings.json"])) ?? []

    /// The valid fixtures (hostile strings, keywords, deep nesting, every optional type) are rendered into
    /// Tests/GeneratedFixtures, which the GeneratedFixtures target compiles and GeneratedSettingsTests runs.
    @Test(arguments: validFixtures)
    func generatedFixtureSwiftIsCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        for file in SwiftModelBackend().render(ir) {
            try assertGolden(file.contents, path: "Tests/GeneratedFixtures/\(file.path)")
        }
    }

    @Test func outputIsDeterministic() throws {
        for schema in Self.schemas {
            let ir = try compileRepositorySchema(schema, allowingWarnings: false)
            #expect(SwiftModelBackend().render(ir) == SwiftModelBackend().render(ir))
        }
    }
}

