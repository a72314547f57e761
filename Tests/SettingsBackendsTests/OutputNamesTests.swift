import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// Issue 20 items 2 and 4: `validate` checks the output names of every backend (`OutputNames`), so its list must
/// hold every file a backend writes. This renders every backend for the repository's schemas and the valid fixtures.
@Suite struct OutputNamesTests {
    static let schemas = ((try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? [])
        + ((try? files(in: "Tests/SettingsCompilerTests/Fixtures/valid", endingWith: [".settings.yaml", ".settings.json"])) ?? [])

    @Test(arguments: schemas)
    func everyRenderedFileIsAnOutputNameTheValidatorChecks(path: String) throws {
        let ir = try compileRepositorySchema(path)
        let known = Set(OutputNames.outputs(ir).map { $0.folder.isEmpty ? $0.name : $0.folder + "/" + $0.name })
        var rendered = (Backends.all + Backends.onRequest + [MarkdownBackend()]).flatMap { $0.render(ir) }.map(\.path)
        rendered += HTMLSiteBackend().renderSite([ir]).map(\.path)
        for file in rendered {
            #expect(known.contains(file), "\(path): \(file) is written but OutputNames does not list it")
            let folder = file.split(separator: "/").first.map(String.init) ?? file
            if folder != file { #expect(known.contains(folder), "\(path): the folder \(folder) is not listed") }
        }
    }

    @Test func theSettingsBundleIsListedOnlyWhenWritten() throws {
        let ir = try compileRepositorySchema("Schemas/DebugMenu.settings.yaml")
        let bundle = OutputNames.outputs(ir).filter { $0.folder.hasSuffix("Settings.bundle") }.map(\.name).sorted()
        #expect(bundle == SettingsBundleBackend().render(ir).map { String($0.path.split(separator: "/").last!) }.sorted())
    }
}
