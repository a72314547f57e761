import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// `SettingsUserDefaults(settingsApp:)`: the settings DebugMenu marks `settingsApp: true` are mirrored under
/// the Settings.bundle's keys, in the form Settings.app writes them, and Settings.app's edits win on load.
@MainActor
@Suite struct SettingsAppMirrorTests {
    let suite = "settingsc.tests.mirror.\(UUID().uuidString)"
    var defaults: UserDefaults { UserDefaults(suiteName: suite)! }

    func persistence(mirroring: Bool = true) -> SettingsUserDefaults {
        SettingsUserDefaults(defaults, key: "debug", settingsApp: mirroring ? DebugMenuSettings.settingsAppKeys : nil)
    }

    /// The key the generated Settings.bundle uses for a setting (Generated/SettingsBundle/DebugMenuSettings).
    func key(_ path: String) -> String { "DebugMenuSettings." + path }

    func issues(_ store: SettingsStore<DebugMenuSettings>) -> [String: SettingsDecodingReport.Issue.Kind] {
        Dictionary(store.loadIssues.map { ($0.path.joined(separator: "."), $0.kind) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theGeneratedKeysFollowThePersistenceKeys() {
        let keys = DebugMenuSettings.settingsAppKeys
        #expect(keys.prefix == "DebugMenuSettings")
        let byKey = Dictionary(uniqueKeysWithValues: keys.settings.map { (keys.defaultsKey(for: $0), $0.control) })
        // `proxy` is stored under its `key: http-proxy`; optional settings are left out.
        #expect(byKey[key("environment.network.http-proxy.proxyPort")] == .integerField)
        #expect(byKey[key("environment.protocol")] == .multiValue)
        #expect(byKey[key("diagnostics.performance.animationSpeed")] == .slider)
        #expect(byKey[key("diagnostics.performance.showFPS")] == .toggle)
        #expect(byKey[key("account.fakePhoneNumber")] == .textField)
        #expect(byKey[key("environment.network.http-proxy.trustProxyCertificate")] == nil)
        #expect(byKey[key("diagnostics.performance.memoryWarningInterval")] == nil)
    }

    @Test func savingWritesEachMirroredSettingAsSettingsAppStoresIt() throws {
        let store = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        store.set(\.environment.protocol, to: .http3)
        store.set(\.environment.network.proxy.proxyPort, to: 9090)
        store.set(\.environment.network.proxy.useHTTPProxy, to: true)
        store.set(\.diagnostics.performance.animationSpeed, to: 2.5)
        store.set(\.account.fakePhoneNumber, to: "+49 <30> & \"x\"")
        store.set(\.map.showGeofences, to: true)  // not in Settings.app
        try store.save()

        #expect(defaults.object(forKey: key("environment.protocol")) as? String == "http3")
        #expect(defaults.object(forKey: key("environment.network.http-proxy.proxyPort")) as? String == "9090")
        #expect(defaults.object(forKey: key("environment.network.http-proxy.useHTTPProxy")) as? Bool == true)
        #expect(defaults.object(forKey: key("diagnostics.performance.animationSpeed")) as? Double == 2.5)
        // A setting never set has no key: Settings.app shows the Settings.bundle's DefaultValue, the schema's default.
        #expect(defaults.object(forKey: key("diagnostics.performance.hitchThreshold")) == nil)
        #expect(defaults.object(forKey: key("account.fakePhoneNumber")) as? String == "+49 <30> & \"x\"")
        #expect(defaults.object(forKey: key("account.accountAgeDays")) == nil)
        #expect(defaults.object(forKey: key("map.showGeofences")) == nil)
        // The document is still the whole truth for everything else.
        let reloaded = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        #expect(reloaded.current == store.current)
        #expect(reloaded.loadIssues.isEmpty)
    }

    @Test func editsMadeInSettingsAppWinOnLoad() throws {
        let store = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        store.set(\.environment.network.proxy.proxyPort, to: 9090)
        store.set(\.map.showGeofences, to: true)
        try store.save()

        // What Settings.app writes: the chosen raw value, the text of a text field, a Bool, a Double.
        defaults.set("http1", forKey: key("environment.protocol"))
        defaults.set(" 8081", forKey: key("environment.network.http-proxy.proxyPort"))
        defaults.set(true, forKey: key("diagnostics.performance.showFPS"))
        defaults.set(1.75, forKey: key("diagnostics.performance.animationSpeed"))
        defaults.set("proxy.local", forKey: key("environment.network.http-proxy.proxyHost"))

        let reloaded = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        #expect(reloaded.current.environment.protocol == .http1)
        #expect(reloaded.current.environment.network.proxy.proxyPort == 8081)
        #expect(reloaded.current.diagnostics.performance.showFPS == true)
        #expect(reloaded.current.diagnostics.performance.animationSpeed == 1.75)
        #expect(reloaded.current.environment.network.proxy.proxyHost == "proxy.local")
        #expect(reloaded.current.map.showGeofences == true)  // from the document
        #expect(reloaded.loadIssues.isEmpty)

        // Without the mirror, the same store reads the document only.
        let plain = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence(mirroring: false))
        #expect(plain.current.environment.network.proxy.proxyPort == 9090)
        #expect(plain.current.environment.protocol == .http2)
    }

    @Test func settingsAppValuesAreReadBeforeTheAppEverSaved() {
        defaults.set("3", forKey: key("account.accountAgeDays"))
        defaults.set(false, forKey: key("environment.network.http-proxy.useHTTPProxy"))
        defaults.set(true, forKey: key("environment.network.http-proxy.useHTTPProxy"))
        let store = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        #expect(store.current.account.accountAgeDays == 3)
        #expect(store.current.environment.network.proxy.useHTTPProxy == true)
        // Everything else is at its default; no document is not an error.
        var expected = DebugMenuSettings()
        expected.account.accountAgeDays = 3
        expected.environment.network.proxy.useHTTPProxy = true
        #expect(store.current == expected)
    }

    @Test func settingsAppValuesGoThroughTheModelsRules() throws {
        // Out of range: clamped, reported. Not a case: the default, reported. Not a number: the document's value.
        let store = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        store.set(\.account.accountAgeDays, to: 12)
        try store.save()
        defaults.set("70000", forKey: key("environment.network.http-proxy.proxyPort"))
        defaults.set("http9", forKey: key("environment.protocol"))
        defaults.set("twelve", forKey: key("account.accountAgeDays"))
        defaults.set(99.0, forKey: key("diagnostics.performance.animationSpeed"))

        let reloaded = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        #expect(reloaded.current.environment.network.proxy.proxyPort == 65535)
        #expect(reloaded.current.environment.protocol == .http2)
        #expect(reloaded.current.account.accountAgeDays == 12)
        #expect(reloaded.current.diagnostics.performance.animationSpeed == 10)
        let found = issues(reloaded)
        #expect(found["environment.network.http-proxy.proxyPort"] == .adjusted(from: "70000", to: "65535"))
        if case .invalid? = found["environment.protocol"] {} else { Issue.record("expected an invalid protocol, got \(String(describing: found["environment.protocol"]))") }
        #expect(found["account.accountAgeDays"] == nil)
    }

    @Test func unknownKeysInTheDocumentSurviveTheMerge() throws {
        let persistence = persistence()
        try persistence.write(Data(#"{"environment": {"future": [1, {"a": null}], "protocol": "http3"}, "newSection": {"x": 1}}"#.utf8))
        defaults.set("http1", forKey: key("environment.protocol"))
        let store = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence)
        #expect(store.current.environment.protocol == .http1)
        try store.save()
        let data = try #require(try persistence.read())
        let saved = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((saved["newSection"] as? [String: Any])?["x"] as? Int == 1)
        let environment = try #require(saved["environment"] as? [String: Any])
        #expect(environment["future"] != nil)
        #expect(environment["protocol"] as? String == "http1")
    }

    @Test func anUnreadableDocumentIsStillSetAside() throws {
        defaults.set(Data("not json".utf8), forKey: "debug")
        defaults.set("http1", forKey: key("environment.protocol"))
        let store = SettingsStore(form: DebugMenuSettings.settingsForm, loadingFrom: persistence())
        #expect(store.current.environment.protocol == .http2)
        #expect(defaults.data(forKey: "debug.unreadable") == Data("not json".utf8))
    }
}
