import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// A persistence in memory, counting writes.
final class LayerTestPersistence: SettingsPersistence, @unchecked Sendable {
    var data: Data?
    var writes = 0
    var location: String { "memory" }
    init(_ text: String? = nil) { data = text.map { Data($0.utf8) } }
    func read() throws -> Data? { data }
    func write(_ data: Data) throws {
        self.data = data
        writes += 1
    }
    func setAside(_ data: Data) throws -> String { "memory (set aside)" }
    var text: String { data.map { String(decoding: $0, as: UTF8.self) } ?? "" }
}

/// Remote values (`remote:`), local overrides and the resolution order, on the generated fixture
/// Tests/SettingsCompilerTests/Fixtures/valid/remote-values.settings.yaml (compiled as a debug build).
@MainActor
@Suite struct RemoteLayerTests {
    typealias Model = RemoteFixtureSettings
    let form = Model.settingsForm

    func payload(_ json: String) throws -> SettingsRemotePayload {
        try SettingsRemotePayload(json: Data(json.utf8))
    }

    @Test func theFormCarriesTheRemoteKeysAndTheConfigurationOfTheDefault() throws {
        let keys = form.allSettings.map { "\($0.id)=\($0.remoteKey ?? "-")" }
        #expect(keys == [
            "network.baseURL=network_baseURL", "network.timeout=request_timeout", "network.ratio=network_ratio",
            "network.level=network_level", "network.greeting=network_greeting", "network.beta=network_beta",
            "network.note=network_note", "network.codes=network_codes", "network.scale=network_scale",
            "network.local=-", "network.notRemote=-",
        ])
        let store = SettingsStore(form: form)
        #expect(store.source(of: \.network.timeout) == .configuration("debug"))
        #expect(store.current.network.timeout == 60)
        #expect(store.source(of: \.network.ratio) == .schemaDefault)
    }

    @Test func aRemotePayloadSetsTheSettingsThePersonHasNotSet() throws {
        let file = LayerTestPersistence()
        let store = SettingsStore(form: form, loadingFrom: file)
        let report = store.applyRemote(try payload("""
            {"network_baseURL": "https://remote.example.com", "request_timeout": 45, "network_ratio": 0.25,
             "network_level": "high", "network_greeting": "hi", "network_beta": true, "network_note": "x",
             "network_codes": [3, 4], "network_scale": 2}
            """))
        #expect(report.rejected.isEmpty && report.adjusted.isEmpty && report.unknownKeys.isEmpty)
        #expect(report.applied.count == 9)
        let value = store.current.network
        #expect(value.baseURL == "https://remote.example.com" && value.timeout == 45 && value.ratio == 0.25)
        #expect(value.level == .high && value.greeting == "hi" && value.beta && value.note == "x")
        #expect(value.codes == [3, 4] && value.scale == 2)
        #expect(store.source(of: \.network.baseURL) == .remote)
        // Not an edit, and never saved as the person's values.
        #expect(store.changes.isEmpty)
        #expect(report.changes.map(\.id).count == 9)
        store.set(\.network.local, to: 5)
        try store.save()
        #expect(!file.text.contains("remote.example.com"))
        #expect(!file.text.contains("timeout"))
        #expect(file.text.contains("\"local\""))
        #expect(store.current.network.baseURL == "https://remote.example.com")
        // A reload keeps the remote layer over the stored document.
        store.reload()
        #expect(store.current.network.timeout == 45)
        #expect(store.current.network.local == 5)
        #expect(store.source(of: \.network.local) == .user)
    }

    @Test func firebaseStyleTextValuesAreReadAsTheSettingsTypes() throws {
        let store = SettingsStore(form: form)
        let report = store.applyRemote(SettingsRemotePayload([
            "request_timeout": .string("35"), "network_beta": .string("true"), "network_ratio": .string("0.75"),
        ]))
        #expect(report.rejected.isEmpty)
        #expect(store.current.network.timeout == 35 && store.current.network.beta && store.current.network.ratio == 0.75)
    }

    @Test func wrongTypesAndBrokenRulesFallBackAndAreReported() throws {
        let store = SettingsStore(form: form)
        store.applyRemote(try payload(#"{"network_greeting": "hey", "network_ratio": 0.2}"#))
        let report = store.applyRemote(try payload("""
            {"network_baseURL": "not a url", "request_timeout": "abc", "network_ratio": {"nested": [1, {"deep": null}]},
             "network_level": "extreme", "network_greeting": "far too long a greeting", "network_beta": 1,
             "network_note": [], "network_codes": [1, 2, 3, 4], "network_scale": "1e999",
             "network_local": 9, "local": 9, "unknown_flag": true}
            """))
        #expect(report.applied.isEmpty)
        #expect(Set(report.rejected.compactMap(\.setting)) == [
            "network.baseURL", "network.timeout", "network.ratio", "network.level", "network.greeting", "network.beta",
            "network.note", "network.codes", "network.scale",
        ])
        #expect(report.unknownKeys == ["local", "network_local", "unknown_flag"])
        // Every setting falls back to its default (the configuration's for timeout): the earlier remote values went
        // with the layer they were in, and nothing else changed.
        #expect(store.current == Model())
        #expect(report.changes.map(\.id) == ["network.ratio", "network.greeting"])
        #expect(report.rejected.first { $0.setting == "network.greeting" }!.reason.contains("falls back"))
    }

    @Test func numbersOutOfRangeOrOffTheStepAreMovedAndReported() throws {
        let store = SettingsStore(form: form)
        let report = store.applyRemote(try payload(#"{"request_timeout": 500, "network_ratio": -3}"#))
        #expect(store.current.network.timeout == 120)
        #expect(store.current.network.ratio == 0)
        #expect(report.adjusted.map(\.key) == ["request_timeout", "network_ratio"])
        store.applyRemote(try payload(#"{"request_timeout": 33}"#))
        #expect(store.current.network.timeout == 35)
    }

    @Test func hostileDocumentsAreRefusedWholeOrAppliedWithAReport() async throws {
        let store = SettingsStore(form: form)
        store.applyRemote(try payload(#"{"request_timeout": 40}"#))
        // Deep nesting, not JSON, not an object, too large: refused, the remote layer kept.
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        for bad in ["{\"network_codes\": \(deep)}", "not json", "[1, 2]", "{\"a\": 1", ""] {
            #expect(throws: SettingsRemotePayloadError.notAnObject) { try payload(bad) }
        }
        #expect(throws: SettingsRemotePayloadError.tooLarge(bytes: SettingsRemotePayload.maxDocumentSize + 1)) {
            try SettingsRemotePayload(json: Data(repeating: 0x20, count: SettingsRemotePayload.maxDocumentSize + 1))
        }
        let source = SettingsJSONRemoteSource { Data("{\"x\": ".utf8) }
        await #expect(throws: SettingsRemotePayloadError.notAnObject) { try await store.refreshRemote(from: source) }
        #expect(store.current.network.timeout == 40)
        // A 10 MB document of junk around one good value: applied, the junk reported.
        let junk = String(repeating: "x", count: 10_000_000)
        let report = store.applyRemote(try payload(#"{"junk": "\#(junk)", "request_timeout": 50, "network_ratio": [[[["\#(junk.prefix(1000))"]]]]}"#))
        #expect(store.current.network.timeout == 50)
        #expect(report.unknownKeys == ["junk"])
        #expect(report.rejected.map(\.key) == ["network_ratio"])
        #expect(report.rejected[0].reason.count < 200)
    }

    @Test func aSourceIsFetchedAndApplied() async throws {
        let store = SettingsStore(form: form)
        let source = SettingsJSONRemoteSource { Data(#"{"network_beta": true}"#.utf8) }
        let report = try await store.refreshRemote(from: source)
        #expect(report.applied == ["network.beta"])
        #expect(store.current.network.beta)
        #expect(report.missing.count == 8)
    }

    @Test func localOverridesAreKeptApartSurviveRefreshesAndClearAtOnce() throws {
        let settings = LayerTestPersistence()
        let overrides = LayerTestPersistence()
        let store = SettingsStore(form: form, loadingFrom: settings)
        #expect(store.keepOverrides(in: overrides).isEmpty)
        store.applyRemote(try payload(#"{"network_beta": false, "request_timeout": 45}"#))
        #expect(store.setOverride(\.network.beta, to: true) == .bool(true))
        #expect(store.setOverride(\.network.timeout, to: 999) == .int(120))  // the setting's rules
        #expect(store.setOverride(.string("far too long a greeting"), for: form.setting(id: "network.greeting")!) == nil)
        #expect(store.current.network.beta && store.source(of: \.network.beta) == .localOverride)
        store.applyRemote(try payload(#"{"network_beta": false, "request_timeout": 50}"#))
        #expect(store.current.network.beta && store.current.network.timeout == 120)
        try store.save()
        #expect(settings.data == nil || !settings.text.contains("beta"))
        #expect(overrides.text.contains("\"network.beta\""))
        // Another store over the same places reads them back; a stale override is dropped with a report.
        overrides.data = Data(#"{"network.beta": true, "network.gone": 1, "network.level": "extreme"}"#.utf8)
        let again = SettingsStore(form: form, loadingFrom: settings)
        let dropped = again.keepOverrides(in: overrides)
        #expect(dropped.map(\.key) == ["network.gone", "network.level"])
        #expect(again.current.network.beta)
        again.clearAllOverrides()
        #expect(!again.current.network.beta && again.localOverrides.isEmpty)
        #expect(overrides.text.trimmingCharacters(in: .whitespacesAndNewlines) == "{}")
    }

    @Test func resetToRemoteTakesThePersonsValueAndTheOverrideAway() throws {
        let store = SettingsStore(form: form)
        store.applyRemote(try payload(#"{"request_timeout": 45}"#))
        store.set(\.network.timeout, to: 20)
        #expect(store.source(of: \.network.timeout) == .user)
        let setting = try #require(form.setting(id: "network.timeout"))
        #expect(store.canReset(setting))
        #expect(store.remoteOrDefaultText(of: setting) == "45")
        store.resetToRemote(setting)
        #expect(store.current.network.timeout == 45 && store.source(of: setting) == .remote)
        #expect(!store.canReset(setting))
        store.setOverride(\.network.timeout, to: 10)
        store.resetToRemote(setting)
        #expect(store.current.network.timeout == 45 && store.localOverrides.isEmpty)
        store.clearRemote()
        #expect(store.current.network.timeout == 60 && store.source(of: setting) == .configuration("debug"))
    }

    // MARK: The precedence matrix

    /// A layer of the resolution order, set on `network.timeout` (default by configuration: 60 in debug builds).
    enum Layer: CaseIterable, CustomStringConvertible {
        case remote, override, user
        var value: Int {
            switch self {
            case .remote: 45
            case .override: 15
            case .user: 25
            }
        }
        var source: SettingsValueSource {
            switch self {
            case .remote: .remote
            case .override: .localOverride
            case .user: .user
            }
        }
        var description: String { "\(source)" }
    }

    @MainActor
    func set(_ layer: Layer, in store: SettingsStore<Model>) throws {
        switch layer {
        case .remote: store.applyRemote(try payload(#"{"request_timeout": \#(layer.value)}"#))
        case .override: store.setOverride(\.network.timeout, to: layer.value)
        case .user: store.set(\.network.timeout, to: layer.value)
        }
    }

    /// Every pair of layers, in both orders, with and without a save and a reload in between: the value and the
    /// source are the higher layer's (schema default → configuration → remote → local override → user value).
    @Test(arguments: Layer.allCases, Layer.allCases)
    func theHigherLayerWinsWhateverTheOrder(first: Layer, second: Layer) throws {
        for saving in [false, true] {
            let file = LayerTestPersistence()
            let store = SettingsStore(form: form, loadingFrom: file)
            store.keepOverrides(in: LayerTestPersistence())
            #expect(store.current.network.timeout == 60 && store.source(of: \.network.timeout) == .configuration("debug"))
            try set(first, in: store)
            if saving {
                try store.save()
                store.reload()
            }
            try set(second, in: store)
            if saving {
                try store.save()
                store.reload()
            }
            let winner = [first, second].max { Layer.allCases.firstIndex(of: $0)! < Layer.allCases.firstIndex(of: $1)! }!
            #expect(store.current.network.timeout == winner.value, "\(first) then \(second), saving: \(saving)")
            #expect(store.source(of: \.network.timeout) == winner.source, "\(first) then \(second), saving: \(saving)")
            // Only the person's value is ever in the stored document.
            #expect(file.text.contains("timeout") == (saving && (first == .user || second == .user)))
        }
    }

    /// Below the remote layer: the configuration's default wins over the schema's (the build decides), and a preset
    /// is an edit, so it ranks with the person's values: above remote values and local overrides.
    @Test func aPresetIsAnEditAboveTheRemoteLayer() throws {
        let store = SettingsStore(form: form)
        store.applyRemote(try payload(#"{"request_timeout": 45, "network_baseURL": "https://remote.example.com"}"#))
        store.apply(.staging)
        #expect(store.current.network.timeout == 90 && store.source(of: \.network.timeout) == .preset("staging"))
        store.applyRemote(try payload(#"{"request_timeout": 50}"#))
        #expect(store.current.network.timeout == 90)
        store.set(\.network.timeout, to: 100)
        #expect(store.source(of: \.network.timeout) == .user)
    }

    /// The review lists a preset's pending changes as the preset's, and what a remote refresh changed apart.
    @Test func theReviewSaysWhereChangesCameFrom() throws {
        let store = SettingsStore(form: form)
        store.apply(.staging)
        store.set(\.network.timeout, to: 100)
        let labels = store.changes.map { "\($0.id): \(store.originLabel(of: $0) ?? "edit")" }
        #expect(labels == ["network.baseURL: From preset staging", "network.timeout: edit"])
        #expect(store.remoteRefreshChanges.isEmpty)
        store.applyRemote(try payload(#"{"network_ratio": 0.75, "network_baseURL": "https://remote.example.com"}"#))
        // The preset's pending value stays (it ranks with the person's); the ratio came from the remote source.
        #expect(store.remoteRefreshChanges.map(\.id) == ["network.ratio"])
        #expect(store.remoteRefreshChanges.first?.summary == "0.5 → 0.75")
        #expect(store.changes.map(\.id) == ["network.baseURL", "network.timeout"])
    }
}
