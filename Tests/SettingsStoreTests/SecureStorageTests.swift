import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 28: secure strings of the default JSON-document layout live in the secret store (the Keychain on Apple
/// platforms; here its Linux fallback, owner-only files), never in a settings document, in the app's own defaults
/// and in an App Group's suite; a document an earlier settingsc wrote with them in plain text is read, and the
/// first save moves them. And `data` settings in the document layout (base64 text). The schema is
/// Tests/SettingsCompilerTests/Fixtures/valid/vault.settings.yaml; real `UserDefaults` suites throughout.
@MainActor
@Suite(.serialized) struct SecureStorageTests {
    nonisolated static let group = "group.com.example.vault"

    @MainActor final class App {
        let standard: UserDefaults
        let groupDefaults: UserDefaults
        let secrets: SettingsSecretFiles
        let cloud = SettingsMemoryKeyValueStore()

        init() throws {
            standard = try #require(UserDefaults(suiteName: "settingsc.tests.vault.\(UUID().uuidString)"))
            groupDefaults = try #require(UserDefaults(suiteName: SecureStorageTests.group))
            groupDefaults.removePersistentDomain(forName: SecureStorageTests.group)
            secrets = SettingsSecretFiles(directory: temporaryDirectory().appendingPathComponent("secrets"))
        }

        isolated deinit { groupDefaults.removePersistentDomain(forName: SecureStorageTests.group) }

        /// What `SettingsRoutedPersistence.userDefaults(for:key:)` built for this schema before runtime API
        /// generation 6: one document under the key in each place, the secure strings in it as plain text.
        func oldPersistence() -> SettingsRoutedPersistence {
            SettingsRoutedPersistence(
                routes: VaultSettings.settingsStorageRoutes, local: SettingsUserDefaults(standard, key: "vault"),
                suites: [SecureStorageTests.group: SettingsUserDefaults(groupDefaults, key: "vault")],
                iCloud: cloud, iCloudKeyPrefix: "vault.")
        }

        func persistence() -> SettingsRoutedPersistence {
            .userDefaults(for: VaultSettings.self, key: "vault", standard: standard, iCloud: cloud, secrets: secrets)
        }

        func store() -> SettingsStore<VaultSettings> {
            SettingsStore(form: VaultSettings.settingsForm, loadingFrom: persistence())
        }

        /// The document under the key, as text ("" when there is none).
        func document(_ defaults: UserDefaults) -> String {
            String(decoding: defaults.data(forKey: "vault") ?? Data(), as: UTF8.self)
        }

        /// A member of the document at a dotted path.
        func member(_ defaults: UserDefaults, _ path: String) throws -> Any? {
            guard let data = defaults.data(forKey: "vault") else { return nil }
            var node: Any? = try JSONSerialization.jsonObject(with: data)
            for key in path.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
            return node
        }
    }

    @Test func theGeneratedKeysNameEachSecureStringsItem() {
        let keys = VaultSettings.settingsFlatKeys
        #expect(keys["account.api_token"] == SettingsFlatKey("account.api_token", .secure(service: "VaultSettings")))
        #expect(keys["account.recoveryCode"] == SettingsFlatKey("account.recoveryCode", .secure(service: "com.example.vault")))
        #expect(keys["widget.pin"] == SettingsFlatKey("widget.pin", .secure(service: "VaultSettings")))
        #expect(keys["sharing.passphrase"] == nil, "synced, as the schema says (export: always under sync: icloud)")
        #expect(keys.count == 3)
    }

    /// An earlier version's document, written by the old code exactly (the store over plain `SettingsUserDefaults`
    /// documents), holds the secrets in plain text; the new store reads them, the first save (with nothing changed)
    /// moves them to the secret store and out of both documents, and everything else stays.
    @Test func aDocumentAnEarlierVersionWroteIsReadAndTheFirstSaveMovesItsSecrets() throws {
        let app = try App()
        let old = SettingsStore(form: VaultSettings.settingsForm, loadingFrom: app.oldPersistence())
        old.set(\.account.apiToken, to: "t0ken")
        old.set(\.account.recoveryCode, to: "ABCD1234")
        old.set(\.account.username, to: "ada")
        old.set(\.widget.pin, to: "4321")
        old.set(\.widget.city, to: "Oslo")
        try old.save()
        app.standard.set("keep me", forKey: "unrelated")
        #expect(try app.member(app.standard, "account.api_token") as? String == "t0ken", "the old code's plain text")
        #expect(try app.member(app.standard, "account.recoveryCode") as? String == "ABCD1234")
        #expect(try app.member(app.groupDefaults, "widget.pin") as? String == "4321")
        let before = (app.standard.data(forKey: "vault"), app.groupDefaults.data(forKey: "vault"))

        let store = app.store()
        #expect(store.loadProblems.isEmpty, "\(store.loadProblems)")
        #expect(store.current.account.apiToken.value == "t0ken")
        #expect(store.current.account.recoveryCode?.value == "ABCD1234")
        #expect(store.current.widget.pin.value == "4321")
        #expect(store.current.account.username == "ada")
        #expect(store.current.widget.city == "Oslo")
        #expect(app.standard.data(forKey: "vault") == before.0, "reading writes nothing")
        #expect(app.groupDefaults.data(forKey: "vault") == before.1)
        #expect(try app.secrets.read(service: "VaultSettings", account: "account.api_token") == nil)

        try store.save()
        #expect(try app.secrets.read(service: "VaultSettings", account: "account.api_token") == "t0ken")
        #expect(try app.secrets.read(service: "com.example.vault", account: "account.recoveryCode") == "ABCD1234")
        #expect(try app.secrets.read(service: "VaultSettings", account: "widget.pin") == "4321")
        for text in [app.document(app.standard), app.document(app.groupDefaults)] {
            #expect(!text.contains("t0ken") && !text.contains("ABCD1234") && !text.contains("4321"), "\(text)")
        }
        #expect(try app.member(app.standard, "account.username") as? String == "ada")
        #expect(try app.member(app.groupDefaults, "widget.city") as? String == "Oslo")
        #expect(app.standard.string(forKey: "unrelated") == "keep me")
        #expect(app.standard.dictionaryRepresentation().values.allSatisfy { "\($0)".contains("t0ken") == false })
        let file = app.secrets.url(service: "VaultSettings", account: "account.api_token")
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)

        // A new store reads every value back; edits and a cleared optional reach the secret store only.
        let reloaded = app.store()
        #expect(reloaded.current == store.current)
        #expect(reloaded.loadProblems.isEmpty, "\(reloaded.loadProblems)")
        reloaded.set(\.account.apiToken, to: "n3w")
        reloaded.set(\.account.recoveryCode, to: nil)
        try reloaded.save()
        #expect(try app.secrets.read(service: "VaultSettings", account: "account.api_token") == "n3w")
        #expect(try app.secrets.read(service: "com.example.vault", account: "account.recoveryCode") == nil)
        #expect(!app.document(app.standard).contains("n3w"))
        let third = app.store()
        #expect(third.current.account.apiToken.value == "n3w")
        #expect(third.current.account.recoveryCode == nil)
    }

    /// The secret store wins over a plain-text copy a downgraded version wrote into the document again, and the next
    /// save removes that copy.
    @Test func aPlainTextCopyBesideTheSecretStoreIsRemovedAndTheStoredSecretWins() throws {
        let app = try App()
        try app.secrets.write("kept", service: "VaultSettings", account: "account.api_token")
        let old = SettingsStore(form: VaultSettings.settingsForm, loadingFrom: app.oldPersistence())
        old.set(\.account.apiToken, to: "older")
        try old.save()
        let store = app.store()
        #expect(store.current.account.apiToken.value == "kept")
        try store.save()
        #expect(!app.document(app.standard).contains("older"))
        #expect(try app.secrets.read(service: "VaultSettings", account: "account.api_token") == "kept")
    }

    /// A secure string the schema syncs (`export: always` under `sync: icloud`) goes to iCloud as the schema says,
    /// not to the secret store; export and the synced values leave the others out.
    @Test func aSyncedSecureStringSyncsAndExportLeavesTheOthersOut() throws {
        let app = try App()
        let store = app.store()
        store.set(\.sharing.passphrase, to: "open sesame")
        store.set(\.account.apiToken, to: "t0ken")
        try store.save()
        let synced = app.cloud.values()["vault.sharing.passphrase"].map { String(decoding: $0, as: UTF8.self) }
        #expect(synced?.trimmingCharacters(in: .whitespacesAndNewlines) == "\"open sesame\"")
        #expect(try app.secrets.read(service: "VaultSettings", account: "sharing.passphrase") == nil)
        #expect(app.cloud.values().values.allSatisfy { !String(decoding: $0, as: UTF8.self).contains("t0ken") })
        let exported = String(decoding: try store.exportDocument(), as: UTF8.self)
        #expect(!exported.contains("t0ken"), "a secure string is never exported")
        #expect(exported.contains("open sesame"), "export: always")
    }

    /// `data` in the document layout: base64 text, the default's bytes, and a stored value that is not base64 falls
    /// back with a report and stays until the setting changes.
    @Test func dataIsBase64TextInTheDocument() throws {
        let app = try App()
        let store = app.store()
        #expect(store.current.account.salt == SettingsData(Array("salt".utf8)))
        #expect(store.current.account.avatar == nil)
        store.set(\.account.avatar, to: SettingsData([0xFF, 0x00, 0x10]))
        try store.save()
        #expect(try app.member(app.standard, "account.avatar") as? String == "/wAQ")
        #expect(app.store().current.account.avatar?.data == Data([0xFF, 0x00, 0x10]))
        let avatar = try #require(store.form.allSettings.first { $0.id == "account.avatar" })
        #expect(avatar.control == .readOnly)
        #expect(avatar.displayValue(in: store.current) == "3 bytes")

        let broken = try App()
        broken.standard.set(Data(#"{"account": {"avatar": "%%% not base64", "username": "ada"}}"#.utf8), forKey: "vault")
        let reader = broken.store()
        #expect(reader.current.account.avatar == nil)
        #expect(reader.current.account.username == "ada")
        #expect(reader.loadProblems.map { $0.path.joined(separator: ".") } == ["account.avatar"], "\(reader.loadProblems)")
        reader.set(\.account.username, to: "bob")
        try reader.save()
        #expect(try broken.member(broken.standard, "account.avatar") as? String == "%%% not base64", "kept until changed")
    }
}
