import Foundation
public import SettingsRuntime

/// Where a ``SettingsStore`` keeps its value: one encoded JSON document.
///
/// Both implementations store the whole settings value as one JSON document, so saving is atomic (no
/// half-saved state), an explicit null ("no value chosen") survives, keys the schema does not know are
/// written back, and reading applies the generated model's rules with one decoder.
public protocol SettingsPersistence {
    /// Where the data lives, for messages (a path, or `UserDefaults key 'settings'`).
    var location: String { get }
    /// The stored document, or nil when nothing has been stored yet.
    func read() throws -> Data?
    /// Replaces the stored document, atomically.
    func write(_ data: Data) throws
    /// Keeps stored data that could not be read under another name, so the next save cannot destroy it;
    /// returns where it went.
    func setAside(_ data: Data) throws -> String
}

/// Encoding and decoding of settings values as JSON, shared by every persistence.
public enum SettingsCoding {
    /// Pretty-printed JSON with sorted keys: deterministic and readable in a diff.
    public static func encode<Root: Encodable>(_ value: Root) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Unknown numbers kept as their stored text are written as that text (SettingsJSONDocument).
        let numbers = SettingsJSONNumberWriter()
        encoder.userInfo[.settingsJSONNumberWriter] = numbers
        let data = try encoder.encode(value)
        return numbers.isEmpty ? data : Data(SettingsJSONDocument.finish(Array(data), numbers: numbers))
    }

    /// Decodes with the generated model's lenient rules, recording every fallback in `report`. Throws only
    /// when the data is not JSON or its root is not a mapping.
    public static func decode<Root: Decodable>(_ type: Root.Type, from data: Data, report: SettingsDecodingReport) throws -> Root {
        // Values nested too deep to keep are replaced by null (and reported), numbers keep their stored text
        // (SettingsJSONDocument), so no single stored value fails the read or a later save.
        let prepared = SettingsJSONDocument.prepare(Array(data))
        for issue in prepared.issues { report.record(issue) }
        let decoder = JSONDecoder()
        decoder.userInfo[.settingsDecodingReport] = report
        if !prepared.numberTexts.isEmpty { decoder.userInfo[.settingsJSONNumberTexts] = prepared.numberTexts }
        return try decoder.decode(Root.self, from: prepared.bytes.map { Data($0) } ?? data)
    }
}

/// A JSON file, replaced atomically on every save (written to a temporary file, then renamed over the old
/// one). Unreadable content is renamed to `<file>.unreadable` before the defaults are used.
public struct SettingsJSONFile: SettingsPersistence {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public var location: String { url.path }

    public func read() throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    public func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    public func setAside(_ data: Data) throws -> String {
        let aside = url.appendingPathExtension("unreadable")
        try data.write(to: aside, options: .atomic)
        return aside.path
    }
}

/// `UserDefaults`, holding the whole settings value as one JSON document (`Data`) under one key.
///
/// One blob rather than one key per setting: a save replaces everything at once (another process never
/// sees half of a save), values `UserDefaults` cannot hold survive (an explicit null for an optional), keys
/// the schema does not know are kept without flattening them, and reading uses exactly the rules and the
/// report of the file store. The cost: `defaults write` cannot change a single setting.
///
/// Settings shown in Settings.app (`settingsApp: true`, passed as the model's `settingsAppKeys`) are also
/// mirrored, each under its own key (`<Root>.<section>.<setting>`, the Settings.bundle's key): every write
/// sets them, and a read takes their values over the document's, so an edit in Settings.app wins.
public struct SettingsUserDefaults: SettingsPersistence {
    public let defaults: UserDefaults
    public let key: String
    /// The settings mirrored under their own keys for Settings.app; nil mirrors none.
    public let settingsApp: SettingsAppKeys?

    public init(_ defaults: UserDefaults = .standard, key: String, settingsApp: SettingsAppKeys? = nil) {
        self.defaults = defaults
        self.key = key
        self.settingsApp = settingsApp
    }

    public var location: String { "UserDefaults key '\(key)'" }

    public func read() throws -> Data? {
        guard let object = defaults.object(forKey: key) else {
            return settingsApp.flatMap { SettingsAppMirror.merge($0, from: defaults, into: nil) }
        }
        if let data = object as? Data {
            return settingsApp.flatMap { SettingsAppMirror.merge($0, from: defaults, into: data) } ?? data
        }
        // Not what this store writes (e.g. a string put there by hand): hand it on as unreadable data.
        return Data("\(object)".utf8)
    }

    public func write(_ data: Data) throws {
        defaults.set(data, forKey: key)
        if let settingsApp { SettingsAppMirror.write(settingsApp, from: data, to: defaults) }
    }

    public func setAside(_ data: Data) throws -> String {
        let aside = key + ".unreadable"
        defaults.set(data, forKey: aside)
        return "UserDefaults key '\(aside)'"
    }
}
