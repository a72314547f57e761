import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// What the docs say about presets and defaults by build configuration (Schemas/Environment.settings.yaml).
@Suite struct LayerDocsTests {
    func facts(_ id: String) throws -> [DocumentationFacts.Fact] {
        let facts = DocumentationFacts(schema: try compileRepositorySchema("Schemas/Environment.settings.yaml"))
        for entry in facts.sections {
            if let setting = entry.section.settings.first(where: { $0.id == id }) {
                return facts.facts(entry, setting, targets: facts.linkTargets)
            }
        }
        Issue.record("no setting \(id)")
        return []
    }

    @Test func aSettingsPageListsTheDefaultOfEachBuildAndThePresetsThatSetIt() throws {
        let timeout = try facts("network.timeout")
        #expect(timeout.first { $0.label == "Default" }?.value.first == .code("30.0"))
        #expect(timeout.first { $0.label == "Default by build" }?.value == [.text("debug "), .code("60.0"), .text(", "), .text("release "), .code("30.0")])
        #expect(timeout.first { $0.label == "Presets" }?.value == [.text("Staging "), .code("90.0"), .text(", "), .text("Production "), .code("30.0")])
        let level = try facts("logging.level")
        #expect(level.first { $0.label == "Default by build" }?.value.count == 8)  // testflight, debug, release
        let plain = try facts("features.newCheckout")
        #expect(!plain.contains { $0.label == "Default by build" || $0.label == "Presets" })
    }
}
