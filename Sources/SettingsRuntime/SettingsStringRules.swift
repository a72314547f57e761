/// The rules of a `string` or `string?` setting (the schema's `minLength`, `maxLength` and `pattern`).
///
/// Lengths count characters (`String.count`, grapheme clusters). The pattern is Swift `Regex` syntax and must
/// match the whole value (`Regex.wholeMatch`); settingsc compiled it when it generated the code, with the same
/// engine. `Regex` needs macOS 13, iOS 16, tvOS 16 or watchOS 9: on older systems the pattern is not checked
/// (the lengths are). Decoding reads a stored string that breaks the rules as the setting's default and reports
/// it; ``SettingsFormSetting/problem(with:)`` gives the message a form shows, and a store does not save while a
/// setting has one.
public struct SettingsStringRules: Hashable, Sendable {
    public var minLength: Int?
    public var maxLength: Int?
    public var pattern: String?
    /// Shown when a value does not match `pattern` (the schema's `pattern: {regex: ..., message: ...}`).
    public var patternMessage: String?
    /// The format of a `url`, `color` or `date` setting.
    public var format: SettingsStringFormat?

    public init(
        minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, patternMessage: String? = nil,
        format: SettingsStringFormat? = nil
    ) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.patternMessage = patternMessage
        self.format = format
    }

    /// What is wrong with `text`, for a person editing it ("Use at least 8 characters."), or nil when it follows
    /// the rules. The text itself is never part of the message (it may be secret).
    public func problem(with text: String) -> String? {
        switch violation(text) {
        case nil: nil
        case .tooShort(let minimum): minimum == 1 ? "Enter a value." : "Use at least \(minimum) characters."
        case .tooLong(let maximum): "Use at most \(maximum) characters."
        case .noMatch: patternMessage ?? "Use the required format."
        case .badFormat(let format): format.problemMessage
        }
    }

    /// Whether `text` follows the rules.
    public func allows(_ text: String) -> Bool {
        violation(text) == nil
    }

    /// How a value breaks the rules.
    public enum Violation: Hashable, Sendable {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        case noMatch
        /// Not a URL, colour or date, as the format requires.
        case badFormat(SettingsStringFormat)
    }

    /// The first rule `text` breaks: the format, the minimum length, the maximum length, then the pattern.
    public func violation(_ text: String) -> Violation? {
        if let format, !format.allows(text) { return .badFormat(format) }
        if minLength != nil || maxLength != nil {
            let count = text.count
            if let minLength, count < minLength { return .tooShort(minimum: minLength) }
            if let maxLength, count > maxLength { return .tooLong(maximum: maxLength) }
        }
        if let pattern, Self.matches(text, pattern) == false { return .noMatch }
        return nil
    }

    /// For a decoding report: how a stored string of `count` characters breaks the rules, without the string.
    func reportReason(_ violation: Violation, count: Int) -> String {
        switch violation {
        case .tooShort(let minimum): "a string of \(count) characters, shorter than the minimum length \(minimum)"
        case .tooLong(let maximum): "a string of \(count) characters, longer than the maximum length \(maximum)"
        case .noMatch: "a string that does not match the pattern \(pattern ?? "")"
        case .badFormat(let format): "a string that is not a \(format == .url ? "URL" : format.rawValue) (\(count) characters)"
        }
    }

    /// The longest value a pattern is matched against, in characters: a longer value does not match, so matching
    /// (a backtracking `Regex`) stays bounded. settingsc refuses patterns whose shape makes backtracking explode
    /// and defaults longer than this (its `PatternShape.maxInputLength` has the same value).
    public static let maxPatternInputLength = 256

    /// Whether `pattern` matches the whole of `text`; nil when `Regex` is unavailable or the pattern does not
    /// compile (settingsc refuses such patterns). A text longer than `maxPatternInputLength` does not match.
    static func matches(_ text: String, _ pattern: String) -> Bool? {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *), let regex = try? Regex(pattern) else { return nil }
        if text.utf8.count > maxPatternInputLength, text.count > maxPatternInputLength { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}

/// A type whose stored form is a string: `String` and ``SettingsSecureString``. Decoding checks its text
/// against ``SettingsStringRules``.
public protocol SettingsStringValue: Decodable, Sendable {
    var settingsText: String { get }
}

extension String: SettingsStringValue {
    public var settingsText: String { self }
}

/// The value of a `secure: true` setting: a string that never shows itself. Its `description`,
/// `debugDescription`, `dump` and string interpolation print ``mask`` (or nothing for an empty value), so a
/// secret does not end up in a log by printing the settings; read ``value`` to use it.
///
/// It is stored like any string, **in the same place as the other settings** (a JSON file, `UserDefaults`):
/// `secure` is about display, not about encryption. Keep passwords and tokens in the Keychain, and use a
/// secure setting for values that only should not be shown, such as a proxy password on a test device.
public struct SettingsSecureString: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable, SettingsStringValue
{
    /// What is shown instead of a value that is not empty.
    public static let mask = "••••••"

    /// The secret text.
    public var value: String

    public init(_ value: String) {
        self.value = value
    }

    public init(stringLiteral value: String) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    public var settingsText: String { value }

    /// ``mask`` when there is a value, the empty string otherwise.
    public var description: String { value.isEmpty ? "" : Self.mask }
    public var debugDescription: String { "SettingsSecureString(\(description))" }
    public var customMirror: Mirror { Mirror(self, children: [(label: "value", value: description)]) }
}

extension SettingsSecureString: SettingsValueConvertible {
    public var settingsValue: SettingsValue { .string(value) }

    public init?(settingsValue: SettingsValue) {
        guard case .string(let value) = settingsValue else { return nil }
        self.value = value
    }
}
