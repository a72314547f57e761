import Foundation
public import SettingsRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Runs `body` while every other writer of this location that locks the same way waits: a save reads what
    /// is stored now, merges its changes into it and writes, inside one call. The default implementation runs
    /// `body` without a lock.
    func withWriteLock<T>(_ body: () throws -> T) throws -> T
}

extension SettingsPersistence {
    public func withWriteLock<T>(_ body: () throws -> T) throws -> T {
        try body()
    }
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

/// Where stored data that could not be read is kept: each distinct unreadable document gets its own copy, so a
/// second corruption never overwrites the first one's data.
///
/// The copies are named `<name>.unreadable`, `<name>.unreadable.2`, ... up to ``maxCopies``; data equal to a
/// copy already kept is not kept twice. With every name taken, setting aside fails
/// (``SettingsSetAsideError/tooManyCopies(_:)``), and the store then refuses to save over the data (the app or
/// the user removes copies no longer needed, then reloads).
public enum SettingsSetAside {
    /// The most copies kept for one location.
    public static let maxCopies = 8

    /// The names of the copies for `name`, in the order they are used.
    public static func names(for name: String) -> [String] {
        (1...maxCopies).map { $0 == 1 ? name + ".unreadable" : name + ".unreadable.\($0)" }
    }
}

/// Why unreadable data could not be set aside.
public enum SettingsSetAsideError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every one of the ``SettingsSetAside/maxCopies`` names holds other data already.
    case tooManyCopies(String)

    public var description: String {
        switch self {
        case .tooManyCopies(let location):
            "\(location) already has \(SettingsSetAside.maxCopies) set-aside copies of other unreadable data; remove those no longer needed"
        }
    }
}

/// A JSON file, replaced atomically on every save (written to a temporary file, then renamed over the old
/// one). Unreadable content is copied to `<file>.unreadable` (then `.unreadable.2`, ...; see
/// ``SettingsSetAside``) before the defaults are used.
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

    /// Holds an exclusive `flock` on `<file>.lock` (an empty file, created once and left in place) while `body`
    /// runs, so stores in other processes (an app and its extension, two versions of an app) that save to the same
    /// file wait for each other's read, merge and write. The lock is released when `body` returns or throws.
    public func withWriteLock<T>(_ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }  // closing the descriptor releases the lock
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        return try body()
    }

    /// The set-aside copies that exist, in the order they were made.
    public var setAsideCopies: [URL] {
        SettingsSetAside.names(for: url.path).map { URL(fileURLWithPath: $0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Copies `data` to the first free name (created exclusively, written and synced before this returns), or
    /// returns the copy that already holds the same bytes. A failed write (a full disk) leaves no partial copy.
    public func setAside(_ data: Data) throws -> String {
        for path in SettingsSetAside.names(for: url.path) {
            if FileManager.default.fileExists(atPath: path) {
                if (try? Data(contentsOf: URL(fileURLWithPath: path))) == data { return path }
                continue
            }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            do {
                try handle.write(contentsOf: data)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                unlink(path)
                throw error
            }
            return path
        }
        throw SettingsSetAsideError.tooManyCopies(url.path)
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
        // Not what this store writes (a string put there by hand, a dictionary of an old version): hand it on
        // as unreadable data, its property list, so that `setAside` keeps the object itself.
        return Self.propertyList(object)
    }

    public func write(_ data: Data) throws {
        defaults.set(data, forKey: key)
        if let settingsApp { SettingsAppMirror.write(settingsApp, from: data, to: defaults) }
    }

    /// Keeps `data` under the first free key of ``SettingsSetAside`` (`<key>.unreadable`, `<key>.unreadable.2`,
    /// ...), or returns the key that already holds it.
    ///
    /// When `data` is what ``read()`` made of a stored value that is not `Data` (a string, a number, a
    /// dictionary), that value itself is kept, as the property-list object it is.
    public func setAside(_ data: Data) throws -> String {
        var value: Any = data
        if let stored = defaults.object(forKey: key), !(stored is Data), Self.propertyList(stored) == data {
            value = stored
        }
        for aside in SettingsSetAside.names(for: key) {
            if let kept = defaults.object(forKey: aside) {
                if Self.same(kept, value) { return "UserDefaults key '\(aside)'" }
                continue
            }
            defaults.set(value, forKey: aside)
            return "UserDefaults key '\(aside)'"
        }
        throw SettingsSetAsideError.tooManyCopies(location)
    }

    /// A stored value as a property list in XML (keys sorted): unreadable as JSON, and equal for equal values.
    static func propertyList(_ object: Any) -> Data {
        (try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)) ?? Data("\(object)".utf8)
    }

    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? Data, let b = b as? Data { return a == b }
        if a is Data || b is Data { return false }
        return propertyList(a) == propertyList(b)
    }
}
