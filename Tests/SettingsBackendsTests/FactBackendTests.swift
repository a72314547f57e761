import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// Facts and enum case availability in the backends: the docs in words, the model's `Facts` struct and
/// `caseConditions`, and the runtime generation each schema names.
@Suite struct FactBackendTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/facts.settings.yaml"

    @Test func docsSayFactConditionsInWords() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let markdown = try #require(MarkdownBackend().render(ir).first?.contents)
        #expect(markdown.contains("| Shown when | the device is an iPad or the device is a Mac |"), "\(markdown)")
        #expect(markdown.contains("| Shown when | the device is an iPhone and the app does not run with Mac Catalyst |"))
        #expect(markdown.contains("| Shown when | the system is iOS 18 or later or the system is macOS 15.1 or later |"))
        #expect(markdown.contains("| Shown when | the app's fact accountCount is more than 0 and [Enabled](#general.enabled) is on |"))
        #expect(markdown.contains("Shown when the app's fact dataLoaded is true."))
        #expect(markdown.contains("| Enabled when | the app's fact region is set |"))
        #expect(markdown.contains(
            "| Cases offered | Everyone only when [Post](#posting.post) is Everyone; Followers only when [Post](#posting.post) is not Only me |"))
        // A fact is no setting: no link to an anchor on the page.
        #expect(!markdown.contains("](#$"))
        let html = try #require(HTMLSiteBackend().render(ir).first?.contents)
        #expect(html.contains("hidden until the device is an iPad or the device is a Mac"))
    }

    @Test func theModelDeclaresFactsAndCaseConditions() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let model = try #require(SwiftModelBackend().render(ir).first?.contents)
        #expect(model.contains("extension FactsFixtureSettings: SettingsRuntime.SettingsFactsDeclaring {"))
        #expect(model.contains("public var region: Swift.String? = nil"))
        #expect(model.contains(#""$lastSyncAge": self.lastSyncAge.map { .int($0) } ?? .none,"#))
        #expect(model.contains("public static let caseConditions: [Swift.String: SettingsRuntime.SettingsCondition] = ["))
        #expect(model.contains("SettingsRuntimeAPIVersion_7 {}"))
        let form = try #require(SettingsFormBackend().render(ir).first?.contents)
        #expect(form.contains("SettingsRuntimeAPIVersion_7 {}"))
        #expect(form.contains(#".available(SettingsRuntime.SettingsOSVersion(.macOS, 15, 1))"#))
    }
}
