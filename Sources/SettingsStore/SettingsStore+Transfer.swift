public import Foundation
public import SettingsRuntime

/// Why a settings document was not imported. Nothing was applied.
public enum SettingsImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Larger than ``SettingsTransfer/maxDocumentSize``.
    case tooLarge(bytes: Int)
    /// Not a settings export: not JSON, nested deeper than the store reads, or without the export's fields.
    case notAnExport(String)
    /// An export of a version of the format this store does not read.
    case unsupportedVersion(String)
    /// An export of another schema (another app's settings, or another settings screen of this app).
    case otherSchema(found: String, expected: String)
    /// A key appears more than once in one object of the document (its dotted path from the root): which value
    /// counts would depend on the reader.
    case duplicateKey(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the settings document is \(bytes) bytes; at most \(SettingsTransfer.maxDocumentSize) are imported"
        case .notAnExport(let reason):
            "not a settings export: \(reason)"
        case .unsupportedVersion(let version):
            "the settings document has format version \(version); this app reads version \(SettingsTransfer.formatVersion)"
        case .otherSchema(let found, let expected):
            "the settings document holds settings of '\(found)', not '\(expected)'; nothing was imported"
        case .duplicateKey(let path):
            "the settings document has the key '\(path.count > 200 ? String(path.prefix(200)) + "…" : path)' more than once; nothing was imported"
        }
    }
}

/// What an import did, setting by setting. The values are edits of the store: review them (``SettingsStore/changes``),
/// then save or cancel; nothing is saved by the import.
public struct SettingsImportReport: Hashable, Sendable {
    /// One value the import adjusted or left out, with why.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The setting's id, or the dotted path of a key this schema does not know.
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The document's metadata (`app`, `exportedAt`, ... as the exporting app gave them).
    public var metadata: [String: String] = [:]
    /// The settings whose value the import changed, in form order.
    public var applied: [String] = []
    /// The settings the document does not hold (never set where it was exported), reset to their defaults.
    public var reset: [String] = []
    /// Values applied after an adjustment (a number moved into its range, an enum read through its fallback).
    public var adjusted: [Entry] = []
    /// Values not applied: of the wrong type, breaking their rules, not exported (`export: never`, `device-only`),
    /// or keys this schema does not know.
    public var dropped: [Entry] = []
}

/// The export document's format (docs/runtime.md, "Export and import"): a JSON object
///
///     {"format": "settingsc-export", "version": 1, "schema": "DebugMenuSettings",
///      "metadata": {"app": "Hopper 7.14"}, "values": {"environment": {"server": "staging"}}}
///
/// whose `values` are laid out as the stored document (persistence keys, sections as objects), holding the
/// explicitly set settings whose `export:` policy is `always`. Old keys (`renamedFrom:`) and deprecated settings
/// are migrated on import by the generated model's decoder, as when loading.
public enum SettingsTransfer {
    public static let format = "settingsc-export"
    public static let formatVersion = 1
    /// The largest document an import reads (1 MiB); a larger one is refused unread.
    public static let maxDocumentSize = 1 << 20
    /// The query item of the compact URL form.
    public static let queryItem = "settings"

    /// The JSON text of a string.
    static func jsonString(_ text: String) -> String {
        (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
    }

    /// A string scalar's value, or nil for another kind of value.
    static func string(_ node: SettingsDocument?) -> String? {
        guard case .scalar(let text)? = node, text.hasPrefix("\"") else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(text.utf8))
    }

    /// JSON without the whitespace between tokens (for the URL form).
    static func compact(_ data: Data) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(data.count)
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                out.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                out.append(byte)
            } else if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 {
                out.append(byte)
            }
        }
        return Data(out)
    }
}

extension SettingsStore {
    /// The schema's name in export documents: the generated root type's name.
    public var exportSchemaName: String { String(describing: Root.self) }

    /// The settings an export holds and an import applies (``SettingsFormSetting/exportPolicy`` is `always`).
    public var exportedSettings: [SettingsFormSetting<Root>] {
        form.allSettings.filter { $0.exportPolicy.isExported }
    }

    /// The current values (pending edits included) as an export document: pretty-printed JSON, keys sorted. It holds
    /// the explicitly set settings whose policy is `always`; never secure strings (unless the schema says
    /// `export: always`), `export: never` or `device-only` ones, nor keys the schema does not know.
    public func exportDocument(metadata: [String: String] = [:]) throws -> Data {
        let encoded = SettingsDocument(try SettingsCoding.encode(current)) ?? .object([:])
        var values = SettingsDocument.object([:])
        let value = current
        for setting in exportedSettings where explicitness.isChosen(setting, in: value, initial: initial) {
            if let member = encoded.member(at: setting.id) { values.setMember(member, at: setting.id) }
        }
        let document = SettingsDocument.object([
            "format": .scalar(SettingsTransfer.jsonString(SettingsTransfer.format)),
            "version": .scalar(String(SettingsTransfer.formatVersion)),
            "schema": .scalar(SettingsTransfer.jsonString(exportSchemaName)),
            "metadata": .object(metadata.mapValues { .scalar(SettingsTransfer.jsonString($0)) }),
            "values": values,
        ])
        return document.data
    }

    /// The export as a URL (`myapp://settings/import?settings=<base64url of the compact JSON>`), for a QR code or a
    /// link; nil when `scheme` or `host` cannot make a URL. A QR code holds up to about 2,900 bytes of URL.
    public func exportURL(scheme: String, host: String, metadata: [String: String] = [:]) throws -> URL? {
        let data = SettingsTransfer.compact(try exportDocument(metadata: metadata))
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.path = "/import"
        components.queryItems = [URLQueryItem(name: SettingsTransfer.queryItem, value: Self.base64URL(data))]
        return components.url
    }

    /// Imports a document of ``SettingsTransfer``'s format as edits: every exported setting the document holds gets its
    /// value (checked by the model's rules: a wrong type or broken rule is dropped, a number out of range adjusted),
    /// every exported setting it does not hold is reset (it was never set where the document was made), and settings
    /// that are not exported keep theirs. Nothing is saved: the result is in ``changes`` for the review.
    /// Throws, applying nothing, for a document too large, not an export, of another format version or of another
    /// schema, or with a key twice in one object (``SettingsImportError/duplicateKey(_:)``, the first such key named).
    @discardableResult
    public func importDocument(_ data: Data) throws -> SettingsImportReport {
        guard data.count <= SettingsTransfer.maxDocumentSize else { throw SettingsImportError.tooLarge(bytes: data.count) }
        guard let parsed = SettingsDocument.parse(data) else {
            throw SettingsImportError.notAnExport("not a JSON object (or nested deeper than \(SettingsDocument.maxDepth) levels)")
        }
        if let duplicate = parsed.duplicateKeys.first { throw SettingsImportError.duplicateKey(duplicate) }
        let document = parsed.document
        guard SettingsTransfer.string(document.member(at: "format")) == SettingsTransfer.format else {
            throw SettingsImportError.notAnExport("no \"format\": \"\(SettingsTransfer.format)\"")
        }
        guard case .scalar(let version)? = document.member(at: "version"), version == String(SettingsTransfer.formatVersion) else {
            var found = "none"
            if case .scalar(let text)? = document.member(at: "version") { found = text }
            throw SettingsImportError.unsupportedVersion(String(found.prefix(40)))
        }
        let schema = SettingsTransfer.string(document.member(at: "schema")) ?? ""
        guard schema == exportSchemaName else {
            throw SettingsImportError.otherSchema(found: String(schema.prefix(200)), expected: exportSchemaName)
        }
        guard let values = document.member(at: "values"), case .object = values else {
            throw SettingsImportError.notAnExport("\"values\" is not an object")
        }
        var report = SettingsImportReport()
        if case .object(let members)? = document.member(at: "metadata") {
            for (key, member) in members { if let text = SettingsTransfer.string(member) { report.metadata[key] = text } }
        }

        let decoding = SettingsDecodingReport()
        let imported = try SettingsCoding.decode(Root.self, from: values.data, report: decoding)
        var issues: [String: SettingsDecodingReport.Issue] = [:]
        for issue in decoding.issues where issue.isProblem { issues[issue.path.joined(separator: "."), default: issue] = issue }
        var reported: Set<String> = []

        for setting in form.allSettings {
            let id = setting.id
            let importedValue = setting.value(in: imported)
            // Held by the document: under its key, or under an old key (the decoder migrated it).
            let held = values.member(at: id) != nil || importedValue != setting.defaultValue || issues[id] != nil
            guard setting.exportPolicy.isExported else {
                if held {
                    let policy = setting.exportPolicy == .deviceOnly ? "device-only" : "never exported"
                    report.dropped.append(.init(path: id, reason: "not imported: the setting is \(policy)"))
                }
                reported.insert(id)
                continue
            }
            if let issue = issues[id] {
                reported.insert(id)
                switch issue.kind {
                case .adjusted, .partlyKept:
                    report.adjusted.append(.init(path: id, reason: Self.reason(issue)))
                default:
                    report.dropped.append(.init(path: id, reason: Self.reason(issue) + "; the current value is kept"))
                    continue
                }
            }
            if held {
                if setting.value(in: current) != importedValue {
                    setValue(importedValue, for: setting)
                    report.applied.append(id)
                }
            } else if canReset(setting) || isExplicitlySet(setting) {
                reset(setting)
                report.reset.append(id)
            }
        }
        // Keys this schema does not know, and problems outside the settings (a value nested too deep).
        let known = Set(form.allSettings.map(\.id))
        let sections = Set(form.allSections.map(\.id))
        if let reencoded = SettingsDocument(try SettingsCoding.encode(imported)) {
            reencoded.unknownPaths(known: known, sections: sections, prefix: "") { path in
                report.dropped.append(.init(path: path, reason: "not imported: this schema has no such setting"))
            }
        }
        for issue in decoding.issues where issue.isProblem {
            let path = issue.path.joined(separator: ".")
            guard !reported.contains(path), !known.contains(path) else { continue }
            report.dropped.append(.init(path: path.isEmpty ? "(values)" : path, reason: Self.reason(issue)))
        }
        return report
    }

    /// Imports the document of an export URL (``exportURL(scheme:host:metadata:)``); throws `notAnExport` for a URL
    /// without one.
    @discardableResult
    public func importURL(_ url: URL) throws -> SettingsImportReport {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let text = components.queryItems?.first(where: { $0.name == SettingsTransfer.queryItem })?.value else {
            throw SettingsImportError.notAnExport("the URL has no '\(SettingsTransfer.queryItem)' query item")
        }
        guard text.utf8.count <= SettingsTransfer.maxDocumentSize * 4 / 3 + 4 else {
            throw SettingsImportError.tooLarge(bytes: text.utf8.count * 3 / 4)
        }
        guard let data = Self.data(base64URL: text) else {
            throw SettingsImportError.notAnExport("the '\(SettingsTransfer.queryItem)' query item is not base64url")
        }
        return try importDocument(data)
    }

    private static func reason(_ issue: SettingsDecodingReport.Issue) -> String {
        let text = issue.description
        let prefix = issue.path.joined(separator: ".") + ": "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func data(base64URL text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.utf8.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}

extension SettingsDocument {
    /// Puts `value` at a dotted path of persistence keys, making the objects on the way.
    mutating func setMember(_ value: SettingsDocument, at id: String) {
        setMember(value, at: id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...])
    }

    private mutating func setMember(_ value: SettingsDocument, at path: ArraySlice<String>) {
        guard let key = path.first else { return self = value }
        var members: [String: SettingsDocument] = [:]
        if case .object(let existing) = self { members = existing }
        var child = members[key] ?? .object([:])
        child.setMember(value, at: path.dropFirst())
        members[key] = child
        self = .object(members)
    }

    /// Calls `found` with the dotted path of each member that is neither a setting nor a section, sorted.
    func unknownPaths(known: Set<String>, sections: Set<String>, prefix: String, _ found: (String) -> Void) {
        guard case .object(let members) = self else { return }
        for key in members.keys.sorted() {
            let path = prefix.isEmpty ? key : prefix + "." + key
            if known.contains(path) { continue }
            if sections.contains(path) {
                members[key]!.unknownPaths(known: known, sections: sections, prefix: path, found)
            } else {
                found(path)
            }
        }
    }
}
