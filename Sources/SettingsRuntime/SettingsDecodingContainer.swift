/// Reads a generated section's fields from a keyed container without ever failing on a single value.
///
/// Every `decode` method returns a value: a missing key, a value of the wrong type, an explicit null for a
/// non-optional setting, or an unknown enum case gives the default; numbers are normalized with
/// ``SettingsValueRules/normalize(_:range:step:)``. Each such fallback or change is recorded in the
/// ``SettingsDecodingReport`` found in the decoder's user info (if any) under the key's full path.
/// Numbers are accepted in whatever form the decoder accepts them as the setting's type (`JSONDecoder`
/// accepts `7.0` for an `Int` and `7` for a `Double`, and refuses `7.5` for an `Int`).
public struct SettingsDecodingContainer {
    @usableFromInline let container: KeyedDecodingContainer<SettingsCodingKey>
    /// Kept for what only a recorded issue needs (the report in its user info, its coding path): reading them for
    /// every section that decodes cleanly cost a dictionary lookup and an array of keys each.
    private let decoder: any Decoder
    /// For a current key, the keys it was stored under before it was renamed, newest first.
    private let renamedKeys: [String: [String]]

    /// The stored keys not in `knownKeys`, with their values.
    public private(set) var unknownFields: SettingsUnknownFields

    /// Opens the decoder's keyed container and collects every key not in `knownKeys` as an unknown field
    /// (a value that cannot be decoded even as a ``SettingsJSONValue`` is dropped and reported).
    ///
    /// `renamedKeys` maps a current key to the keys it was stored under before (the schema's `renamedFrom`,
    /// newest first): when the current key is missing, the value is read from the first old key present
    /// (the migration). Old keys are not unknown fields, so they are not written back: after a save, the
    /// value is stored under the current key only.
    ///
    /// Throws only when the decoder does not hold a keyed container (a mapping); a parent section then
    /// falls back to the default section, and a root type's `init(from:)` fails (see
    /// ``SettingsModel/decodedOrDefault(report:_:)`` for a read that never fails).
    public init(_ decoder: any Decoder, knownKeys: Set<String>, renamedKeys: [String: [String]] = [:]) throws {
        container = try decoder.container(keyedBy: SettingsCodingKey.self)
        self.decoder = decoder
        self.renamedKeys = renamedKeys
        unknownFields = SettingsUnknownFields()
        let storedKeys = container.allKeys
        var unknownKeys: [SettingsCodingKey] = []
        for key in storedKeys where !knownKeys.contains(key.stringValue) {
            unknownKeys.append(key)
        }
        guard !unknownKeys.isEmpty else { return }
        if !renamedKeys.isEmpty {
            let oldKeys = Set(renamedKeys.values.joined())
            unknownKeys.removeAll { oldKeys.contains($0.stringValue) }
        }
        unknownKeys.sort { $0.stringValue < $1.stringValue }
        for key in unknownKeys {
            do {
                unknownFields[key.stringValue] = try container.decode(SettingsJSONValue.self, forKey: key)
            } catch {
                record(key.stringValue, .droppedUnknown("not a JSON-compatible value: \(error)"))
            }
        }
    }

    // MARK: Values

    /// The stored value, or `defaultValue` when the key is missing or its value is null or not a `T`.
    public func decode<T: Decodable>(_ key: String, default defaultValue: T) -> T {
        decodeInGeneral(key, default: defaultValue)
    }

    /// The stored number normalized into `range` and onto `step`, or `defaultValue` (not normalized) when
    /// the key is missing or its value is null or not a `T`.
    public func decode<T: Decodable & SettingsNumber>(
        _ key: String, default defaultValue: T, range: ClosedRange<T>?, step: T?
    ) -> T {
        decodeInGeneral(key, default: defaultValue, range: range, step: step)
    }

    /// An optional setting: an explicit null gives `nil`; a missing key or a value that is not a `T`
    /// gives `defaultValue`.
    public func decode<T: Decodable>(_ key: String, default defaultValue: T?) -> T? {
        decodeInGeneral(key, default: defaultValue)
    }

    /// An optional number: an explicit null gives `nil`; a stored number is normalized; a missing key or a
    /// value that is not a `T` gives `defaultValue`.
    public func decode<T: Decodable & SettingsNumber>(
        _ key: String, default defaultValue: T?, range: ClosedRange<T>?, step: T?
    ) -> T? {
        decodeInGeneral(key, default: defaultValue, range: range, step: step)
    }

    // The general paths, which every case (and every report) takes; the inlinable overloads of
    // SettingsDirectCoding.swift handle the common case (a present value of the right type) without them.

    @usableFromInline
    func decodeInGeneral<T: Decodable>(_ key: String, default defaultValue: T) -> T {
        if case .value(let value) = stored(key, as: T.self, allowsNull: false) { return value }
        return defaultValue
    }

    @usableFromInline
    func decodeInGeneral<T: Decodable & SettingsNumber>(
        _ key: String, default defaultValue: T, range: ClosedRange<T>?, step: T?
    ) -> T {
        if case .value(let value) = stored(key, as: T.self, allowsNull: false) {
            return normalized(value, key: key, range: range, step: step)
        }
        return defaultValue
    }

    @usableFromInline
    func decodeInGeneral<T: Decodable>(_ key: String, default defaultValue: T?) -> T? {
        switch stored(key, as: T.self, allowsNull: true) {
        case .value(let value): value
        case .null: nil
        case .fallback: defaultValue
        }
    }

    @usableFromInline
    func decodeInGeneral<T: Decodable & SettingsNumber>(
        _ key: String, default defaultValue: T?, range: ClosedRange<T>?, step: T?
    ) -> T? {
        switch stored(key, as: T.self, allowsNull: true) {
        case .value(let value): normalized(value, key: key, range: range, step: step)
        case .null: nil
        case .fallback: defaultValue
        }
    }

    /// A string setting with `minLength`, `maxLength` or `pattern`: the stored string, or `defaultValue` when
    /// the key is missing, its value is null or not a string, or the string breaks the rules (recorded as
    /// invalid, without the string itself, which may be secret).
    public func decode<T: SettingsStringValue>(_ key: String, default defaultValue: T, rules: SettingsStringRules) -> T {
        if case .value(let value) = stored(key, as: T.self, allowsNull: false), followsRules(value, key: key, rules: rules) {
            return value
        }
        return defaultValue
    }

    /// An optional string setting with rules: an explicit null gives `nil`; a string that breaks the rules, a
    /// missing key or a value that is not a string gives `defaultValue`.
    public func decode<T: SettingsStringValue>(_ key: String, default defaultValue: T?, rules: SettingsStringRules) -> T? {
        switch stored(key, as: T.self, allowsNull: true) {
        case .value(let value): followsRules(value, key: key, rules: rules) ? value : defaultValue
        case .null: nil
        case .fallback: defaultValue
        }
    }

    private func followsRules<T: SettingsStringValue>(_ value: T, key: String, rules: SettingsStringRules) -> Bool {
        let text = value.settingsText
        guard let violation = rules.violation(text) else { return true }
        record(key, .invalid(rules.reportReason(violation, count: text.count)))
        return false
    }

    /// A setting of a type the app supplies (`custom(Name)`): the stored value, or `defaultValue` when the key is
    /// missing, its value is null, or the type cannot decode it. A value the type cannot decode is kept in
    /// ``unknownFields`` under `key`, so that ``SettingsEncodingContainer/encodeCustom(_:forKey:default:keeping:)``
    /// writes it back while the setting holds its default.
    public mutating func decodeCustom<T: SettingsCustomValue>(_ key: String, default defaultValue: T) -> T {
        switch lookup(key, as: T.self) {
        case .value(let value): return value
        case .missing: record(key, .missing)
        case .null: record(key, .invalid("expected a value of type \(T.self), found null"))
        case .invalid(let reason): keepUndecodable(key, reason: reason)
        }
        return defaultValue
    }

    /// An optional setting of a type the app supplies: an explicit null gives `nil`; otherwise as
    /// ``decodeCustom(_:default:)-(_,T)``.
    public mutating func decodeCustom<T: SettingsCustomValue>(_ key: String, default defaultValue: T?) -> T? {
        switch lookup(key, as: T.self) {
        case .value(let value): return value
        case .null: return nil
        case .missing: record(key, .missing)
        case .invalid(let reason): keepUndecodable(key, reason: reason)
        }
        return defaultValue
    }

    private mutating func keepUndecodable(_ key: String, reason: String) {
        if let stored = try? container.decode(SettingsJSONValue.self, forKey: storedKey(key)) {
            unknownFields[key] = stored
            record(key, .invalid(reason + "; kept, and written back while the setting holds its default"))
        } else {
            record(key, .invalid(reason))
        }
    }

    /// The nested section stored under `key`, or `defaultValue` when the key is missing or its value is not
    /// a mapping. Issues inside the section are recorded by the section's own container.
    public func decodeSection<T: SettingsSection>(_ key: String, default defaultValue: T) -> T {
        decode(key, default: defaultValue)
    }

    /// Whether the stored data holds a value (null included) at a path below this container. Each element of
    /// `path` lists the keys of one level, current key first, then old keys (`renamedFrom`); the first present
    /// one is followed. Generated root types use it to migrate a deprecated setting into its replacement in
    /// another section only when the replacement is not stored yet.
    public func isStored(_ path: [[String]]) -> Bool {
        guard let first = path.first else { return false }
        return Self.isStored(path[...], in: container, firstLevel: first)
    }

    private static func isStored(
        _ path: ArraySlice<[String]>, in container: KeyedDecodingContainer<SettingsCodingKey>, firstLevel: [String]
    ) -> Bool {
        guard let key = firstLevel.map({ SettingsCodingKey($0) }).first(where: { container.contains($0) }) else { return false }
        let rest = path.dropFirst()
        guard let next = rest.first else { return true }
        guard let nested = try? container.nestedContainer(keyedBy: SettingsCodingKey.self, forKey: key) else { return false }
        return isStored(rest, in: nested, firstLevel: next)
    }

    // MARK: Helpers

    private enum Stored<T> {
        case value(T)
        /// An explicit null, for an optional setting.
        case null
        /// Nothing usable: the key is missing, or its value is null (for a non-optional setting) or not a `T`.
        /// The reason has been recorded.
        case fallback
    }

    /// What is stored under `key`, recording why when it cannot be used.
    private func stored<T: Decodable>(_ key: String, as type: T.Type, allowsNull: Bool) -> Stored<T> {
        switch lookup(key, as: T.self) {
        case .value(let value):
            return .value(value)
        case .null where allowsNull:
            return .null
        case .null:
            record(key, .invalid("expected \(Self.expectation(for: T.self)), found null"))
        case .missing:
            record(key, .missing)
        case .invalid(let reason):
            if let replacement = fallbackCase(T.self, key: key) { return .value(replacement) }
            record(key, .invalid(reason))
        }
        return .fallback
    }

    /// For an enum with a fallback case and a stored string that is not one of its cases: the fallback,
    /// recorded as an adjustment.
    private func fallbackCase<T>(_ type: T.Type, key: String) -> T? {
        guard let enumType = T.self as? any SettingsEnum.Type,
              let stored = try? container.decode(SettingsJSONValue.self, forKey: storedKey(key)),
              let replacement = Self.fallback(of: enumType) as? T
        else { return nil }
        var quoted = ""
        // Only a string: a value of another type falls back to the default (EvolutionRuntimeTests).
        guard case .string(let text) = stored else { return nil }
        SettingsJSONValue.writeQuoted(text, to: &quoted)
        record(key, .adjusted(from: quoted, to: "\(replacement) (the enum's fallback)"))
        return replacement
    }

    private static func fallback<E: SettingsEnum>(of type: E.Type) -> E? {
        E.fallbackCase
    }

    /// The key the value of `key` is read from: `key` itself, or, when it is missing, the first of its old
    /// keys (`renamedFrom`) that is present.
    private func storedKey(_ key: String) -> SettingsCodingKey {
        let codingKey = SettingsCodingKey(key)
        if container.contains(codingKey) { return codingKey }
        for old in renamedKeys[key] ?? [] where container.contains(SettingsCodingKey(old)) {
            return SettingsCodingKey(old)
        }
        return codingKey
    }

    private enum Lookup<T> {
        case value(T)
        case missing
        case null
        case invalid(String)
    }

    private func lookup<T: Decodable>(_ key: String, as type: T.Type) -> Lookup<T> {
        var codingKey = SettingsCodingKey(key)
        // One lookup when the value is there (decodeIfPresent: nil for a missing key or a null).
        do {
            if let value = try container.decodeIfPresent(T.self, forKey: codingKey) { return .value(value) }
        } catch {
            return .invalid(reason(decoding: T.self, at: codingKey, error: error))
        }
        if container.contains(codingKey) { return .null }
        codingKey = storedKey(key)
        guard container.contains(codingKey) else { return .missing }
        if (try? container.decodeNil(forKey: codingKey)) == true { return .null }
        do {
            return .value(try container.decode(T.self, forKey: codingKey))
        } catch {
            return .invalid(reason(decoding: T.self, at: codingKey, error: error))
        }
    }

    private func normalized<T: SettingsNumber>(_ value: T, key: String, range: ClosedRange<T>?, step: T?) -> T {
        let result = SettingsValueRules.normalize(value, range: range, step: step)
        if result != value {
            record(key, .adjusted(from: String(describing: value), to: String(describing: result)))
        }
        return result
    }

    private func record(_ key: String, _ kind: SettingsDecodingReport.Issue.Kind) {
        guard let report = decoder.userInfo[.settingsDecodingReport] as? SettingsDecodingReport else { return }
        report.record(SettingsDecodingReport.Issue(path: decoder.codingPath.map(\.settingsPathComponent) + [key], kind: kind))
    }

    /// Why a present, non-null value did not decode as `T`, in words.
    private func reason<T>(decoding type: T.Type, at key: SettingsCodingKey, error: any Error) -> String {
        let found = try? container.decode(SettingsJSONValue.self, forKey: key)
        if let enumType = T.self as? any SettingsEnum.Type, case .string(let text)? = found {
            var quoted = ""
            SettingsJSONValue.writeQuoted(text, to: &quoted)
            return "\(quoted) is not one of: \(Self.caseNames(enumType).joined(separator: ", "))"
        }
        if T.self is any SettingsSection.Type, case .object? = found {
            return "the section could not be read: \(error)"  // only a hand-written section gets here
        }
        return "expected \(Self.expectation(for: T.self)), found \(found?.summary ?? "a value that could not be read")"
    }

    private static func expectation<T>(for type: T.Type) -> String {
        switch type {
        case is Bool.Type: return "true or false"
        case is String.Type, is SettingsSecureString.Type: return "a string"
        case is Int.Type, is Int64.Type, is Int32.Type: return "an integer"
        case is Float.Type: return "a number within Float's range"
        case is Double.Type: return "a number"
        default:
            if let enumType = type as? any SettingsEnum.Type {
                return "one of: \(caseNames(enumType).joined(separator: ", "))"
            }
            if type is any SettingsSection.Type { return "a mapping (a section)" }
            return "a value of type \(type)"
        }
    }

    private static func caseNames<E: SettingsEnum>(_ type: E.Type) -> [String] {
        E.allCases.map(\.rawValue)
    }
}

// MARK: Lists

extension SettingsDecodingContainer {
    /// The list under `key` by the rule of ``SettingsListRules``: elements that do not decode as `Element`, or
    /// for which `check` gives a reason, are dropped; `adjust` moves an element (into a range); the list is cut to
    /// `maxItems`; too few elements left, a missing key or a value that is not a list give `defaultValue`.
    func decodeList<Element: SettingsListElement>(
        _ key: String, default defaultValue: [Element], items: SettingsListRules,
        adjust: (Element) -> Element, check: (Element) -> String?
    ) -> [Element] {
        let codingKey = storedKey(key)
        guard container.contains(codingKey) else {
            record(key, .missing)
            return defaultValue
        }
        if (try? container.decodeNil(forKey: codingKey)) == true {
            record(key, .invalid("expected a list, found null"))
            return defaultValue
        }
        guard var list = try? container.nestedUnkeyedContainer(forKey: codingKey) else {
            let found = try? container.decode(SettingsJSONValue.self, forKey: codingKey)
            record(key, .invalid("expected a list, found \(found?.summary ?? "a value that could not be read")"))
            return defaultValue
        }
        var elements: [Element] = []
        var index = 0
        var dropped: [String] = []
        while !list.isAtEnd {
            if let element = try? list.decode(Element.self) {
                let adjusted = adjust(element)
                if adjusted != element {
                    record(key, .adjusted(from: "element \(index), \(element)", to: "\(adjusted)"))
                }
                if let reason = check(adjusted) {
                    dropped.append("element \(index) (\(reason))")
                } else {
                    elements.append(adjusted)
                }
            } else if let found = try? list.decode(SettingsJSONValue.self) {
                dropped.append("element \(index) (expected \(Self.expectation(for: Element.self)), found \(found.summary))")
            } else {
                dropped.append("element \(index) and the rest (not readable)")
                break
            }
            index += 1
        }
        var cut: String?
        if let maximum = items.maxItems, elements.count > maximum {
            cut = "cut from \(elements.count) to the first \(maximum) items (maxItems)"
            elements.removeLast(elements.count - maximum)
        }
        if let minimum = items.minItems, elements.count < minimum {
            let why = dropped.isEmpty ? "" : " after dropping " + dropped.joined(separator: ", ")
            record(key, .invalid("a list of \(elements.count) items\(why), fewer than the minItems \(minimum)"))
            return defaultValue
        }
        if !dropped.isEmpty || cut != nil {
            // Say what was kept: the value is the rest of the list, not the default.
            var parts: [String] = []
            if !dropped.isEmpty { parts.append("dropped " + dropped.joined(separator: ", ")) }
            if let cut { parts.append(cut) }
            record(key, .partlyKept(parts.joined(separator: "; ") + "; kept " + Self.keptText(elements)))
        }
        return elements
    }

    /// `2 items: "a", "b"`, the first 10 shown.
    static func keptText<Element: SettingsListElement>(_ elements: [Element]) -> String {
        guard !elements.isEmpty else { return "no items (an empty list)" }
        var shown = elements.prefix(10).map { element -> String in
            if let text = element as? String {
                var quoted = ""
                SettingsJSONValue.writeQuoted(text.count > 40 ? String(text.prefix(40)) + "…" : text, to: &quoted)
                return quoted
            }
            return "\(element)"
        }
        if elements.count > 10 { shown.append("…") }
        return "\(elements.count) item\(elements.count == 1 ? "" : "s"): " + shown.joined(separator: ", ")
    }
}
