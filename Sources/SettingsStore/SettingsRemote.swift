public import Foundation
public import SettingsRuntime

/// One value a remote source sends, as JSON has it: what a Firebase Remote Config, LaunchDarkly or ConfigCat
/// value, or a value of the app's own server, is turned into before the store applies it (no `Any`).
public indirect enum SettingsRemoteValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case null
    case list([SettingsRemoteValue])
    case object([String: SettingsRemoteValue])

    /// What the value is, for a report (`a string`, `an object`).
    public var kindDescription: String {
        switch self {
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .null: "null"
        case .list: "a list"
        case .object: "an object"
        }
    }

    /// `text` read as a decimal JSON number, the one grammar remote and imported numbers are read by, for every
    /// numeric type: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. An ``int(_:)`` when it is an integer
    /// an `Int` holds, else a ``double(_:)`` when a `Double` holds it as a finite number; nil for anything else:
    /// hexadecimal (`0x1E`, `0x1p3`), `inf`, `nan`, a leading `+` or zero, spaces, `1e999`.
    public static func decimalNumber(_ text: String) -> SettingsRemoteValue? {
        let bytes = Array(text.utf8)
        var index = 0
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
        func digits() { while isDigit(index) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return nil }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { digits() }
        var integer = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return nil }
            digits()
            integer = false
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { return nil }
            digits()
            integer = false
        }
        guard index == bytes.count else { return nil }
        if integer, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { return nil }
        return .double(value)
    }

    /// The value as a setting of `type` holds it, or nil when it is not of that type. A string is read as a
    /// boolean (`true`/`false`) or, by ``decimalNumber(_:)``, as a number when the setting needs one (Firebase
    /// Remote Config sends every value as text), with the same rules as that number: an integer-valued number is
    /// an `int`; a number that is not finite is none. Rules (ranges, string rules) are applied by the store after this.
    public func settingsValue(for type: SettingsValueType) -> SettingsValue? {
        switch type {
        case .optional(let wrapped):
            return self == .null ? SettingsValue.none : settingsValue(for: wrapped)
        case .bool:
            switch self {
            case .bool(let flag): return .bool(flag)
            case .string("true"): return .bool(true)
            case .string("false"): return .bool(false)
            default: return nil
            }
        case .int:
            switch self {
            case .int(let number): return .int(number)
            case .double(let number):
                guard number.isFinite, number.rounded() == number, let exact = Int(exactly: number) else { return nil }
                return .int(exact)
            case .string(let text): return Self.decimalNumber(text)?.settingsValue(for: type)
            default: return nil
            }
        case .float, .double:
            let number: Double
            switch self {
            case .int(let value): number = Double(value)
            case .double(let value):
                guard value.isFinite else { return nil }
                number = value
            case .string(let text): return Self.decimalNumber(text)?.settingsValue(for: type)
            default: return nil
            }
            if case .float = type {
                let narrowed = Float(number)
                return narrowed.isFinite ? .float(narrowed) : nil
            }
            return .double(number)
        case .string:
            if case .string(let text) = self { return .string(text) }
            return nil
        case .url, .color, .date:
            guard case .string(let text) = self else { return nil }
            let format: SettingsStringFormat = type == .url ? .url : type == .color ? .color : .date
            return format.allows(text) ? .string(text) : nil
        case .enumeration:
            if case .string(let name) = self { return .enumCase(name) }
            return nil
        case .list(let element):
            // A list, or an OpenFeature object flag holding one (`{"value": [...]}`, as the manifest declares lists).
            var list: [SettingsRemoteValue]
            switch self {
            case .list(let elements): list = elements
            case .object(let members) where members.count == 1:
                guard case .list(let elements)? = members["value"] else { return nil }
                list = elements
            default: return nil
            }
            let elements = list
            var values: [SettingsValue] = []
            values.reserveCapacity(elements.count)
            for item in elements {
                guard let value = item.settingsValue(for: element) else { return nil }
                values.append(value)
            }
            return .list(values)
        case .custom, .data:
            return nil  // never remote (SC1682)
        }
    }

    /// The remote form of a setting's value (what the generated templates write, and local overrides are stored as).
    public init(_ value: SettingsValue) {
        switch value {
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .float(let number): self = .double(Double(number))
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .enumCase(let name): self = .string(name)
        case .none: self = .null
        case .list(let elements): self = .list(elements.map(SettingsRemoteValue.init))
        }
    }
}

/// Why a remote document was not applied. Nothing was changed.
public enum SettingsRemotePayloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Larger than ``SettingsRemotePayload/maxDocumentSize``.
    case tooLarge(bytes: Int)
    /// Not one JSON object (or nested deeper than the store reads).
    case notAnObject
    /// A key appears more than once in one object (its dotted path from the root): which value counts would
    /// depend on the reader.
    case duplicateKey(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the remote document is \(bytes) bytes; at most \(SettingsRemotePayload.maxDocumentSize) are read; nothing was applied"
        case .notAnObject:
            "the remote document is not one JSON object (or is nested deeper than \(SettingsDocument.maxDepth) levels); nothing was applied"
        case .duplicateKey(let path):
            "the remote document has the key '\(path.count > 200 ? String(path.prefix(200)) + "…" : path)' more than once; nothing was applied"
        }
    }
}

/// The values a remote source holds, by remote key (the schema's `remote:`; `remote: true` is the setting's id with
/// `_` for `.`, e.g. `network_baseURL`).
public struct SettingsRemotePayload: Hashable, Sendable {
    /// The largest JSON document ``init(json:)`` reads (16 MiB).
    public static let maxDocumentSize = 16 << 20

    public var values: [String: SettingsRemoteValue]

    public init(_ values: [String: SettingsRemoteValue]) {
        self.values = values
    }

    /// The payload of a JSON object (`{"network_baseURL": "https://…", "network_timeout": 30}`). Throws, reading
    /// nothing, for a document larger than ``maxDocumentSize``, not a JSON object, nested deeper than 512 levels, or
    /// with a key twice in one object (``SettingsRemotePayloadError/duplicateKey(_:)``, the first such key named).
    /// Numbers are read by ``SettingsRemoteValue/decimalNumber(_:)``; one too large for a `Double` (`1e999`) is
    /// kept as an infinity, which no setting takes.
    /// (Throws ``SettingsRemotePayloadError``; not declared as a typed throw: Swift 6.3.1 crashes emitting a typed throw
    /// from this initialiser for Apple targets.)
    public init(json data: Data) throws {
        guard data.count <= Self.maxDocumentSize else { throw SettingsRemotePayloadError.tooLarge(bytes: data.count) }
        guard let parsed = SettingsDocument.parse(data), case .object(let members) = parsed.document else {
            throw SettingsRemotePayloadError.notAnObject
        }
        if let duplicate = parsed.duplicateKeys.first { throw SettingsRemotePayloadError.duplicateKey(duplicate) }
        values = members.mapValues(Self.value)
    }

    /// The payload as a JSON object, keys sorted.
    public var json: Data {
        SettingsDocument.object(values.mapValues(Self.document)).data
    }

    private static func value(_ node: SettingsDocument) -> SettingsRemoteValue {
        switch node {
        case .object(let members): return .object(members.mapValues(value))
        case .array(let elements): return .list(elements.map(value))
        case .scalar(let text):
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default:
                if text.hasPrefix("\"") { return SettingsTransfer.string(node).map(SettingsRemoteValue.string) ?? .null }
                // Valid JSON number syntax by construction: only a magnitude beyond a Double's fails.
                return SettingsRemoteValue.decimalNumber(text) ?? .double(text.hasPrefix("-") ? -.infinity : .infinity)
            }
        }
    }

    private static func document(_ value: SettingsRemoteValue) -> SettingsDocument {
        switch value {
        case .bool(let flag): .scalar(flag ? "true" : "false")
        case .int(let number): .scalar(String(number))
        case .double(let number): .scalar(number.isFinite ? "\(number)" : "null")
        case .string(let text): .scalar(SettingsTransfer.jsonString(text))
        case .null: .scalar("null")
        case .list(let elements): .array(elements.map(document))
        case .object(let members): .object(members.mapValues(document))
        }
    }
}

/// Where remote values come from: an adapter over Firebase Remote Config, LaunchDarkly, ConfigCat, an OpenFeature
/// provider or the app's own server. ``SettingsStore/refreshRemote(from:)`` fetches from it and applies the values
/// through the model's rules.
public protocol SettingsRemoteSource: Sendable {
    /// The values the source holds now, by remote key.
    func fetchValues() async throws -> SettingsRemotePayload
}

/// A remote source that loads a JSON document (from a server, a file, a test): `load` returns its bytes.
public struct SettingsJSONRemoteSource: SettingsRemoteSource {
    private let load: @Sendable () async throws -> Data

    public init(load: @escaping @Sendable () async throws -> Data) {
        self.load = load
    }

    public func fetchValues() async throws -> SettingsRemotePayload {
        try SettingsRemotePayload(json: try await load())
    }
}

/// What applying a remote payload did, value by value. Nothing is lost: a value that cannot be used leaves the
/// setting at what it had below the remote layer (its default, or its configuration's), and is listed here.
public struct SettingsRemoteReport: Hashable, Sendable {
    /// One value the store adjusted or did not use, with why.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The remote key.
        public var key: String
        /// The setting's id; nil for a key no remote setting has.
        public var setting: String?
        public var reason: String
        public var description: String { "\(key)\(setting.map { " (\($0))" } ?? ""): \(reason)" }
    }

    /// The settings whose remote value is now the remote layer's, in form order (used as sent or adjusted).
    public var applied: [String] = []
    /// Values used after an adjustment: a number moved into its range or onto its step.
    public var adjusted: [Entry] = []
    /// Values not used (of the wrong type, not a case of the enum, breaking the string or list rules): the setting
    /// falls back to what it had below the remote layer.
    public var rejected: [Entry] = []
    /// Keys of the payload no remote setting has (settings without `remote:` are not set remotely), sorted.
    public var unknownKeys: [String] = []
    /// The remote settings the payload has no value for: they fall back to their defaults (their configuration's).
    public var missing: [String] = []
    /// What the refresh changed in the value the app sees (settings the person set, or overrode locally, keep theirs).
    public var changes: [SettingsChange] = []
}
