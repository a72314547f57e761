import Foundation
import GeneratedSettings
import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import SettingsStore
import Testing
import TestSupport

/// The remote backends (issue 15 item 3): the Firebase Remote Config defaults plist and template and the OpenFeature
/// flag manifest, checked with plutil, read back, validated against JSON Schemas written from the formats'
/// documentation (Fixtures/remote, with check-jsonschema when `make test` provides it), and sent back to the
/// generated model as a remote payload, which must apply without a rejected or unknown value (no drift).
@MainActor
@Suite struct RemoteBackendTests {
    nonisolated static let schemas = (try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? []
    static let output = "Generated/Remote"
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/remote-values.settings.yaml"

    static func rendered(_ path: String) throws -> [String: String] {
        let ir = try compileRepositorySchema(path)
        let files = FirebaseRemoteConfigBackend().render(ir) + OpenFeatureBackend().render(ir)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(arguments: schemas)
    func generatedRemoteFilesAreCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let files = FirebaseRemoteConfigBackend().render(ir) + OpenFeatureBackend().render(ir)
        let remote = ir.allSettings.contains { $0.setting.remoteKey != nil }
        #expect(files.isEmpty == !remote)
        #expect(FirebaseRemoteConfigBackend().nothingToWrite(for: ir) == (remote ? nil : "no setting is marked `remote:`"))
        for file in files { try assertGolden(file.contents, path: "\(Self.output)/\(file.path)") }
    }

    @Test func theDefaultsPlistHoldsEveryRemoteDefaultTyped() throws {
        let files = try Self.rendered(Self.fixture)
        let text = try #require(files["RemoteFixtureSettings/RemoteConfigDefaults.plist"])
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        #expect(plist.keys.sorted() == [
            "network_baseURL", "network_beta", "network_codes", "network_greeting", "network_level", "network_ratio",
            "network_scale", "request_timeout",
        ])  // network_note has no default (null): Remote Config's static value applies
        #expect(plist["request_timeout"] as? Int == 30)  // release's default
        #expect(plist["network_ratio"] as? Double == 0.5)
        #expect(plist["network_beta"] as? Bool == false)
        #expect(plist["network_level"] as? String == "medium")
        #expect(plist["network_codes"] as? String == "[1]")
        // plutil (swift-corelibs) accepts the repository's and the fixture's plists.
        guard let plutil = SettingsBundleTests.plutil() else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("remote-plist-\(UUID().uuidString).plist")
        try text.write(to: scratch, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let checked = repositoryRoot.appendingPathComponent("\(Self.output)/EnvironmentSettings/RemoteConfigDefaults.plist").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: plutil)
        process.arguments = ["-lint", scratch.path, checked]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && output.components(separatedBy: ": OK").count == 3, "\(output)")
    }

    @Test func theTemplateGroupsParametersBySectionWithTheirTypes() throws {
        let template = try Self.json(try #require(try Self.rendered(Self.fixture)["RemoteFixtureSettings/remoteconfig.template.json"]))
        #expect((template["parameters"] as? [String: Any])?.isEmpty == true)
        let groups = try #require(template["parameterGroups"] as? [String: [String: Any]])
        #expect(groups.keys.sorted() == ["network"])
        #expect(groups["network"]?["description"] as? String == "Network")
        let parameters = try #require(groups["network"]?["parameters"] as? [String: [String: Any]])
        #expect(parameters.count == 9)
        func field(_ key: String, _ name: String) -> Any? { parameters[key]?[name] }
        #expect(field("request_timeout", "valueType") as? String == "NUMBER")
        #expect(field("network_beta", "valueType") as? String == "BOOLEAN")
        #expect(field("network_codes", "valueType") as? String == "JSON")
        #expect(field("network_level", "valueType") as? String == "STRING")
        #expect((field("network_codes", "defaultValue") as? [String: String])?["value"] == "[1]")
        #expect((field("network_note", "defaultValue") as? [String: Bool])?["useInAppDefault"] == true)
        // A description with quotes, markup, a backslash and U+2028 survives the JSON as written.
        #expect(field("network_greeting", "description") as? String == "Greeting: Says \"hi\" <b>&amp;</b> & ]]> \\ \u{2028} to everyone.")
    }

    @Test func theManifestTypesEveryFlag() throws {
        let manifest = try Self.json(try #require(try Self.rendered(Self.fixture)["RemoteFixtureSettings/flags.json"]))
        let flags = try #require(manifest["flags"] as? [String: [String: Any]])
        #expect(flags.count == 9)
        let types = flags.mapValues { $0["flagType"] as? String ?? "" }
        #expect(types == [
            "network_baseURL": "string", "request_timeout": "integer", "network_ratio": "float", "network_level": "string",
            "network_greeting": "string", "network_beta": "boolean", "network_note": "string", "network_codes": "object",
            "network_scale": "float",
        ])
        #expect(flags["network_codes"]?["defaultValue"] as? [String: [Int]] == ["value": [1]])
        #expect(flags["network_note"]?["defaultValue"] as? String == "")
    }

    /// The generated template and manifest, sent back as what Firebase and an OpenFeature provider would deliver
    /// (Firebase: every value as text), apply to the generated model with every remote setting taken and nothing
    /// rejected or unknown: the remote side and the schema agree.
    @Test func theTemplatesApplyToTheModelWithoutARejectedValue() throws {
        let files = try Self.rendered("Schemas/Environment.settings.yaml")
        let template = try Self.json(try #require(files["EnvironmentSettings/remoteconfig.template.json"]))
        var values: [String: SettingsRemoteValue] = [:]
        for case let group as [String: Any] in (template["parameterGroups"] as? [String: Any] ?? [:]).values {
            for (key, parameter) in group["parameters"] as? [String: [String: Any]] ?? [:] {
                if let value = (parameter["defaultValue"] as? [String: Any])?["value"] as? String { values[key] = .string(value) }
            }
        }
        let remoteIDs = EnvironmentSettings.settingsForm.allSettings.filter { $0.remoteKey != nil }.map(\.id)
        #expect(remoteIDs == ["network.timeout", "network.retries", "logging.level", "features.newCheckout", "features.betaBanner"])
        let store = SettingsStore(form: EnvironmentSettings.settingsForm)
        let firebase = store.applyRemote(SettingsRemotePayload(values))
        #expect(firebase.rejected.isEmpty && firebase.unknownKeys.isEmpty, "\(firebase)")
        #expect(firebase.applied == remoteIDs.filter { $0 != "features.betaBanner" })  // no default: useInAppDefault
        #expect(store.current.network.timeout == 30)  // release's default, sent remotely to a debug build

        let manifest = try Self.json(try #require(files["EnvironmentSettings/flags.json"]))
        var defaults = [String: Any]()
        for (key, flag) in manifest["flags"] as? [String: [String: Any]] ?? [:] { defaults[key] = flag["defaultValue"] }
        let payload = try SettingsRemotePayload(json: try JSONSerialization.data(withJSONObject: defaults))
        let openFeature = store.applyRemote(payload)
        #expect(openFeature.rejected.isEmpty && openFeature.unknownKeys.isEmpty, "\(openFeature)")
        #expect(openFeature.applied == remoteIDs)
    }

    // MARK: check-jsonschema

    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
    func theTemplateAndTheManifestFollowTheirFormats() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var templates = [repositoryRoot.appendingPathComponent("\(Self.output)/EnvironmentSettings/remoteconfig.template.json").path]
        var manifests = [repositoryRoot.appendingPathComponent("\(Self.output)/EnvironmentSettings/flags.json").path]
        for (path, text) in try Self.rendered(Self.fixture) where path.hasSuffix(".json") {
            let url = scratch.appendingPathComponent(path.replacingOccurrences(of: "/", with: "-"))
            try text.write(to: url, atomically: true, encoding: .utf8)
            if path.hasSuffix("flags.json") { manifests.append(url.path) } else { templates.append(url.path) }
        }
        let firebase = try CheckJSONSchema.validate(templates, schema: "Tests/ToolingTests/Fixtures/remote/firebase-remote-config-template.schema.json")
        #expect(firebase.passed, "\(firebase.output)")
        let openFeature = try CheckJSONSchema.validate(manifests, schema: "Tests/ToolingTests/Fixtures/remote/openfeature-flag-manifest.schema.json")
        #expect(openFeature.passed, "\(openFeature.output)")
        // The schemas reject what they must: a wrong valueType, a flag whose default is not of its type.
        let bad = scratch.appendingPathComponent("bad.json")
        try #"{"parameters": {"a": {"defaultValue": {"value": "1"}, "valueType": "INTEGER"}}}"#.write(to: bad, atomically: true, encoding: .utf8)
        #expect(try CheckJSONSchema.validate([bad.path], schema: "Tests/ToolingTests/Fixtures/remote/firebase-remote-config-template.schema.json").rejected)
        try #"{"flags": {"a": {"flagType": "integer", "defaultValue": "1"}}}"#.write(to: bad, atomically: true, encoding: .utf8)
        #expect(try CheckJSONSchema.validate([bad.path], schema: "Tests/ToolingTests/Fixtures/remote/openfeature-flag-manifest.schema.json").rejected)
    }
}
