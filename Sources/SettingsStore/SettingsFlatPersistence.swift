public import Foundation
public import SettingsRuntime

/// The flat, `@AppStorage`-compatible layout (`layout: flat`): each setting of ``keys`` is its own `UserDefaults`
/// key, exactly its schema `key:`, holding the property-list type `@AppStorage`/`UserDefaults` use for it
/// (``SettingsFlatEncoding``); every other setting, and every key the schema does not know, stays in `document`.
///
/// The store reads and saves it as one JSON document, so the model's rules, reports and merges apply unchanged:
///
/// - **Reading** composes the document with a value for each flat key that is present. An absent key is "not set":
///   the setting takes its default, or the value an older version kept in `document` (switching layouts loses
///   nothing; the next save moves it to its key). A value of another type than the encoding's (another app version
///   wrote it) reaches the model as what it is, so it falls back to the default with a report, as a wrong-typed
///   value in the document does.
/// - **Writing** sets only the keys whose value differs from what they hold now (``lastWrittenKeys``), removing the
///   key of an optional set to nil; a key whose stored value the model could not read is left untouched until the
///   person changes that setting. Keys of the domain that are not in ``keys`` are never touched.
/// - **Secure strings** (``SettingsFlatEncoding/secure(service:)``) go to `secrets` (the Keychain on Apple platforms),
///   never to `UserDefaults` or the document; a value an older version kept in the document is read until the first
///   save moves it.
public final class SettingsFlatPersistence: SettingsPersistence, SettingsObservablePersistence, @unchecked Sendable {
    public let defaults: UserDefaults
    /// The flat keys, by setting id (the generated `settingsFlatKeys`).
    public let keys: [String: SettingsFlatKey]
    /// Where the other settings and unknown keys live (`SettingsUserDefaults` under one key); nil when every setting
    /// is flat (unknown values are then not kept).
    public let document: (any SettingsPersistence)?
    /// Where secure strings live; nil keeps them in the document.
    public let secrets: (any SettingsSecretStore)?
    /// What tells this persistence that another writer changed `defaults` (``observeExternalChanges(_:)``).
    public let changes: (any SettingsDefaultsChangeSource)?
    private let sortedIDs: [String]
    private let lock = NSLock()
    private var written: [String] = []

    public init(
        _ defaults: UserDefaults, keys: [String: SettingsFlatKey], document: (any SettingsPersistence)?,
        secrets: (any SettingsSecretStore)? = SettingsSecrets.standard, changes: (any SettingsDefaultsChangeSource)? = nil
    ) {
        self.defaults = defaults
        self.keys = keys
        self.document = document
        self.secrets = secrets
        // Only keys in `defaults` are observed: a persistence whose flat keys are all secure strings (the document
        // layout's) has nothing in `defaults` to watch.
        let observed = keys.values.filter { if case .secure = $0.encoding { false } else { true } }.map(\.key).sorted()
        self.changes = changes ?? (observed.isEmpty ? nil : SettingsDefaultsNotifications(defaults, keys: observed))
        self.sortedIDs = keys.keys.sorted()
    }

    /// The flat keys of `Root`'s schema (`settingsFlatKeys`), the rest in `document`.
    public convenience init<Root: SettingsModel>(
        for _: Root.Type, defaults: UserDefaults = .standard, document: (any SettingsPersistence)?,
        secrets: (any SettingsSecretStore)? = SettingsSecrets.standard, changes: (any SettingsDefaultsChangeSource)? = nil
    ) {
        self.init(defaults, keys: (Root.self as? any SettingsFlatDescribed.Type)?.settingsFlatKeys ?? [:], document: document,
                  secrets: secrets, changes: changes)
    }

    public var location: String { document?.location ?? "UserDefaults (flat keys)" }

    /// The keys (`UserDefaults` keys and Keychain accounts) the last ``write(_:)`` set or removed, in id order.
    public var lastWrittenKeys: [String] { lock.withLock { written } }

    // MARK: Reading

    public func read() throws -> Data? {
        var composed = SettingsDocument.object([:])
        var found = false
        if let data = try document?.read() {
            // Unreadable document data goes to the store as it is: the store sets it aside.
            guard let parsed = SettingsDocument(data) else { return data }
            composed = parsed
            found = true
        }
        var values: [(String, SettingsDocument)] = []
        for id in sortedIDs {
            guard let flat = keys[id] else { continue }
            if case .secure(let service) = flat.encoding {
                guard let secrets, let text = try secrets.read(service: service, account: flat.key) else { continue }
                values.append((id, .scalar(SettingsJSONValue.quote(text))))
            } else if let object = defaults.object(forKey: flat.key) {
                values.append((id, SettingsFlatCoding.documentValue(object, flat.encoding)))
            }
        }
        guard found || !values.isEmpty else { return nil }
        return composed.setting(values).data
    }

    // MARK: Writing

    public func write(_ data: Data) throws {
        guard let full = SettingsDocument(data) else {
            guard let document else { throw CocoaError(.fileWriteUnknown) }
            return try document.write(data)
        }
        var changed: [String] = []
        var moved: Set<String> = []
        for id in sortedIDs {
            guard let flat = keys[id] else { continue }
            let value = full.member(at: id)
            if case .secure(let service) = flat.encoding {
                guard let secrets else { continue }  // no secret store: the value stays in the document
                moved.insert(id)
                let text = value.flatMap(SettingsFlatCoding.string)
                if try secrets.read(service: service, account: flat.key) != text {
                    try secrets.write(text, service: service, account: flat.key)
                    changed.append(flat.key)
                }
                continue
            }
            moved.insert(id)
            let stored = defaults.object(forKey: flat.key)
            let storedValue = stored.map { SettingsFlatCoding.documentValue($0, flat.encoding) }
            let newValue = value == .scalar("null") ? nil : value
            // Unchanged (what the key holds reads as this value, a wrong-typed one included): not written.
            guard storedValue != newValue else { continue }
            if let newValue, let object = SettingsFlatCoding.propertyList(newValue, flat.encoding) {
                SettingsFlatCoding.set(object, flat.encoding, forKey: flat.key, in: defaults)
            } else {
                defaults.removeObject(forKey: flat.key)
            }
            changed.append(flat.key)
        }
        lock.withLock { written = changed }
        guard let document else { return }
        var sections: Set<String> = []
        for id in moved {
            var path = Substring(id)
            while let dot = path.lastIndex(of: ".") {
                path = path[..<dot]
                sections.insert(String(path))
            }
        }
        // Sections left empty by moving their settings to their keys go too.
        let rest = full.removingMembers(moved, sections: sections, prefix: "").pruningEmpty(sections, prefix: "")
        let stored = try document.read()
        if let stored, SettingsDocument(stored) == rest { return }
        // No document yet and nothing for one: a flat-only app gets no document key.
        if stored == nil, rest == .object([:]) { return }
        try document.write(rest.data)
    }

    public func setAside(_ data: Data) throws -> String {
        guard let document else { throw CocoaError(.fileWriteUnknown) }
        return try document.setAside(data)
    }

    public func withWriteLock<T>(_ body: () throws -> T) throws -> T {
        guard let document else { return try body() }
        return try document.withWriteLock(body)
    }

    // MARK: Changes made elsewhere

    /// Calls `handler` when `changes` reports that another writer (`@AppStorage`, any `UserDefaults` code, another
    /// process through an App Group) changed `defaults`.
    public func observeExternalChanges(_ handler: @escaping @Sendable (SettingsExternalChange) -> Void) -> SettingsObservation? {
        changes?.observe { handler(SettingsExternalChange(reason: .serverChange, keys: $0)) }
    }
}

/// A persistence that can tell a store about changes another writer made (``SettingsStore/observeExternalChanges()``).
public protocol SettingsObservablePersistence: AnyObject {
    func observeExternalChanges(_ handler: @escaping @Sendable (SettingsExternalChange) -> Void) -> SettingsObservation?
}

// MARK: - Converting values

/// The conversions between a setting's JSON value (what the model reads and writes) and the property-list object
/// a flat key holds.
enum SettingsFlatCoding {
    /// The JSON value the model reads for `object`, stored under a key of `encoding`. What the encoding does not
    /// expect is handed on as what it is (a string, a number, ...), so the model reports it and uses the default.
    static func documentValue(_ object: Any, _ encoding: SettingsFlatEncoding) -> SettingsDocument {
        let plain = PlainValue(object)
        switch (encoding, plain) {
        case (.url, .data(let data)):
            if let url = try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSURL.self, from: data) {
                return text((url as URL).absoluteString)
            }
        case (.url, .string(let string)):
            // A path (what `set(_: URL?, forKey:)` stores for a file URL, `~` for the home folder) is a file URL.
            if string.hasPrefix("/") || string.hasPrefix("~") {
                return text(URL(fileURLWithPath: NSString(string: string).expandingTildeInPath).absoluteString)
            }
        case (.date, .date(let date)):
            let seconds = date.timeIntervalSince1970.rounded(.down)
            if seconds.magnitude < 1e15 {
                let value = SettingsDate(secondsSince1970: Int64(seconds))
                if SettingsDate(iso8601: value.iso8601) != nil { return text(value.iso8601) }
            }
        case (.colorInt, .int(let number)) where (0...0xFF_FFFF).contains(number):
            return text("#" + hex(number, digits: 6))
        case (.enumeration(let raws), .int(let number)):
            if let name = raws.first(where: { $0.value == .int(number) })?.key { return text(name) }
        case (.enumeration(let raws), .string(let string)):
            if let name = raws.first(where: { $0.value == .string(string) })?.key { return text(name) }
            // An enum without raw values stores its case names.
        case (.list(let element), .array(let items)):
            return .array(items.map { documentValue($0, element) })
        case (.json, .data(let data)):
            if let value = SettingsDocument.value(data) { return value }
        case (.data, .data(let data)):
            return text(data.base64EncodedString())
        default:
            break
        }
        return generic(plain)
    }

    /// The property-list object of a JSON value for a key of `encoding`; nil for null (the key is removed).
    static func propertyList(_ value: SettingsDocument, _ encoding: SettingsFlatEncoding) -> Any? {
        if value == .scalar("null") { return nil }
        switch encoding {
        case .bool:
            if value == .scalar("true") { return true }
            if value == .scalar("false") { return false }
        case .int:
            if case .scalar(let text) = value, let number = Int(text) { return number }
        case .double:
            if case .scalar(let text) = value, let number = Double(text) { return number }
        case .string, .colorHex, .secure:
            if let string = string(value) { return string }
        case .url:
            if let string = string(value), let url = URL(string: string) { return url }
        case .date:
            if let string = string(value), let date = SettingsDate(iso8601: string) {
                return Date(timeIntervalSince1970: TimeInterval(date.secondsSince1970))
            }
        case .colorInt:
            if let string = string(value), string.hasPrefix("#"), string.count >= 7,
               let number = Int(string.dropFirst().prefix(6), radix: 16) {
                return number
            }
        case .enumeration(let raws):
            if let name = string(value) {
                switch raws[name] {
                case .int(let number)?: return number
                case .string(let raw)?: return raw
                case nil: return name
                }
            }
        case .list(let element):
            if case .array(let items) = value { return items.compactMap { propertyList($0, element) } }
        case .data:
            if let string = string(value), let data = Data(base64Encoded: string) { return data }
        case .json:
            // Compact JSON, as `JSONEncoder` writes a custom type.
            if let object = try? JSONSerialization.jsonObject(with: value.data, options: [.fragmentsAllowed]),
               let data = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed, .sortedKeys]) {
                return data
            }
        }
        return plainObject(value)
    }

    /// Stores `object` as `@AppStorage` would: a URL through `UserDefaults.set(_: URL?, forKey:)` on Apple
    /// platforms (a keyed archive for a web URL, a `~` path for a file in the home folder), and the same forms
    /// elsewhere (swift-corelibs-foundation would keep only a web URL's path).
    static func set(_ object: Any, _ encoding: SettingsFlatEncoding, forKey key: String, in defaults: UserDefaults) {
        if let url = object as? URL {
            #if canImport(Darwin)
            defaults.set(url, forKey: key)
            #else
            if url.isFileURL {
                let home = FileManager.default.homeDirectoryForCurrentUser.path
                let path = url.path
                defaults.set(path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path, forKey: key)
            } else if let data = try? NSKeyedArchiver.archivedData(withRootObject: url as NSURL, requiringSecureCoding: true) {
                defaults.set(data, forKey: key)
            } else {
                defaults.set(url.absoluteString, forKey: key)
            }
            #endif
            return
        }
        defaults.set(object, forKey: key)
    }

    /// The text of a JSON string value.
    static func string(_ value: SettingsDocument) -> String? {
        guard case .scalar(let text) = value, text.hasPrefix("\"") else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(text.utf8))
    }

    static func text(_ string: String) -> SettingsDocument { .scalar(SettingsJSONValue.quote(string)) }

    static func hex(_ number: Int, digits: Int) -> String {
        let text = String(number, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A property-list object as plain Swift values, booleans told apart from numbers on every platform.
    enum PlainValue {
        case bool(Bool), int(Int), double(Double), string(String), date(Date), data(Data)
        case array([Any]), dictionary([String: Any]), other(String)

        init(_ object: Any) {
            #if canImport(Darwin)
            if let number = object as? NSNumber, !(object is String) {
                if CFGetTypeID(number) == CFBooleanGetTypeID() { self = .bool(number.boolValue); return }
                let type = String(cString: number.objCType)
                if type == "f" || type == "d" { self = .double(number.doubleValue) } else { self = .int(number.intValue) }
                return
            }
            #else
            if let flag = object as? Bool { self = .bool(flag); return }
            if let number = object as? Int { self = .int(number); return }
            if let number = object as? Double { self = .double(number); return }
            if let number = object as? NSNumber { self = .double(number.doubleValue); return }
            #endif
            switch object {
            case let string as String: self = .string(string)
            case let date as Date: self = .date(date)
            case let data as Data: self = .data(data)
            case let array as [Any]: self = .array(array)
            case let dictionary as [String: Any]: self = .dictionary(dictionary)
            default: self = .other(String(describing: object))
            }
        }
    }

    /// A property-list value as JSON, whatever the encoding expected (the model then reports what it is).
    static func generic(_ plain: PlainValue) -> SettingsDocument {
        switch plain {
        case .bool(let flag): return .scalar(flag ? "true" : "false")
        case .int(let number): return .scalar(String(number))
        case .double(let number): return number.isFinite ? .scalar(String(describing: number)) : text(String(describing: number))
        case .string(let string): return text(string)
        case .date(let date): return text("\(date)")
        case .data(let data): return text("<\(data.count) bytes of data>")
        case .array(let items): return .array(items.map { generic(PlainValue($0)) })
        case .dictionary(let members): return .object(members.mapValues { generic(PlainValue($0)) })
        case .other(let description): return text(description)
        }
    }

    /// A JSON value as a property-list object, for a value the encoding does not describe.
    static func plainObject(_ value: SettingsDocument) -> Any? {
        switch value {
        case .scalar(let text):
            if text == "null" { return nil }
            if text == "true" { return true }
            if text == "false" { return false }
            if let string = string(value) { return string }
            if let number = Int(text) { return number }
            return Double(text)
        case .array(let items): return items.compactMap(plainObject)
        case .object(let members): return members.compactMapValues(plainObject)
        }
    }
}

extension SettingsDocument {
    /// The document without the empty mappings at the dotted paths `sections` (deepest first).
    func pruningEmpty(_ sections: Set<String>, prefix: String) -> SettingsDocument {
        guard case .object(let members) = self else { return self }
        var kept: [String: SettingsDocument] = [:]
        for (key, member) in members {
            let path = prefix.isEmpty ? key : prefix + "." + key
            guard sections.contains(path) else {
                kept[key] = member
                continue
            }
            let pruned = member.pruningEmpty(sections, prefix: path)
            if pruned != .object([:]) { kept[key] = pruned }
        }
        return .object(kept)
    }

    /// The document with each value put at its dotted path (in one pass: a section is rebuilt once, however many
    /// of its settings are set).
    func setting(_ values: [(String, SettingsDocument)]) -> SettingsDocument {
        guard !values.isEmpty else { return self }
        var byFirst: [String: [(String, SettingsDocument)]] = [:]
        var members: [String: SettingsDocument] = [:]
        if case .object(let existing) = self { members = existing }
        for (id, value) in values {
            if let dot = id.firstIndex(of: ".") {
                byFirst[String(id[..<dot]), default: []].append((String(id[id.index(after: dot)...]), value))
            } else {
                members[id] = value
            }
        }
        for (key, nested) in byFirst {
            members[key] = (members[key] ?? .object([:])).setting(nested)
        }
        return .object(members)
    }
}

extension SettingsData {
    /// The bytes of `data` (a `data` setting's value from `Foundation.Data`).
    public init(_ data: Data) {
        self.init([UInt8](data))
    }

    /// The bytes as `Foundation.Data`.
    public var data: Data { Data(bytes) }
}
