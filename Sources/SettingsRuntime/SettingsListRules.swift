/// The limits of a `[string]`, `[int]` or `[double]` setting's element count (the schema's `minItems`, `maxItems`).
///
/// The one rule for a stored list (decoding, the form): elements of the wrong type are dropped, `[int]`
/// and `[double]` elements are moved into the setting's range, `[string]` elements that break the string rules are dropped,
/// then a list longer than `maxItems` keeps its first `maxItems` elements, and a list shorter than `minItems`
/// is replaced by the default. Each step is recorded in the decoding report.
public struct SettingsListRules: Hashable, Sendable {
    public var minItems: Int?
    public var maxItems: Int?

    public init(minItems: Int? = nil, maxItems: Int? = nil) {
        self.minItems = minItems
        self.maxItems = maxItems
    }

    /// What is wrong with a list of `count` elements, for the person editing it; nil when nothing is.
    public func problem(count: Int) -> String? {
        if let minItems, count < minItems { return minItems == 1 ? "Add at least 1 item." : "Add at least \(minItems) items." }
        if let maxItems, count > maxItems { return maxItems == 1 ? "Keep at most 1 item." : "Keep at most \(maxItems) items." }
        return nil
    }
}

/// The element types of list settings: `String`, `Int` and `Double` (the compiler's `BuiltinType.listElements`).
public protocol SettingsListElement: Decodable, SettingsValueConvertible {}

extension String: SettingsListElement {}
extension Int: SettingsListElement {}
extension Double: SettingsListElement {}

extension Array: SettingsValueConvertible where Element: SettingsListElement {
    public var settingsValue: SettingsValue { .list(map(\.settingsValue)) }

    public init?(settingsValue: SettingsValue) {
        guard case .list(let values) = settingsValue else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for value in values {
            guard let element = Element(settingsValue: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}

extension SettingsDecodingContainer {
    /// An `[int]` or `[double]` setting: the stored list with elements that are not numbers of the type dropped,
    /// the others moved into `range`, cut to `items.maxItems`; the default when the key is missing, the value is
    /// not a list, or fewer than `items.minItems` elements remain. Every drop and change is recorded.
    public func decode<Number: SettingsListElement & SettingsNumber>(
        _ key: String, default defaultValue: [Number], items: SettingsListRules, range: ClosedRange<Number>?
    ) -> [Number] {
        decodeList(key, default: defaultValue, items: items) { element in
            guard let range else { return element }
            return SettingsValueRules.normalize(element, range: range, step: nil)
        } check: { _ in nil }
    }

    /// A `[string]` setting: the stored list with elements that are not strings, or break `rules`, dropped,
    /// cut to `items.maxItems`; the default when the key is missing, the value is not a list, or fewer than
    /// `items.minItems` elements remain. Every drop and change is recorded.
    public func decode(_ key: String, default defaultValue: [String], items: SettingsListRules, rules: SettingsStringRules?) -> [String] {
        decodeList(key, default: defaultValue, items: items) { $0 } check: { text in
            guard let rules, let violation = rules.violation(text) else { return nil }
            return rules.reportReason(violation, count: text.count)
        }
    }
}

/// A list value in a form's text: the elements as ``SettingsValue/displayText`` shows them,
/// joined by ", " (`"spam", "eggs"`, `80, 443`, `0.5, 1.5`), or `empty`.
extension SettingsValue {
    static func listText(_ elements: [SettingsValue]) -> String {
        elements.isEmpty ? "empty" : elements.map(\.displayText).joined(separator: ", ")
    }
}
