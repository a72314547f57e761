/// What happened while decoding settings: every value that was missing, invalid, adjusted, or dropped.
///
/// Decoding settings never fails because of one bad value; the value falls back to its default instead. To
/// learn about those fallbacks, put a report into the decoder's user info before decoding:
///
/// ```swift
/// let report = SettingsDecodingReport()
/// let decoder = JSONDecoder()
/// decoder.userInfo[.settingsDecodingReport] = report
/// let settings = try decoder.decode(BetaSettings.self, from: data)
/// for issue in report.issues { print(issue) }
/// ```
///
/// Without a report in the user info nothing is recorded. The report is thread-safe.
public final class SettingsDecodingReport: @unchecked Sendable {
    /// One thing that did not decode as stored.
    public struct Issue: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// The key is absent; the default was used.
            case missing
            /// The stored value has the wrong type, is null for a non-optional setting, is not a case of the enum,
            /// or (for a section) is not a mapping; the default was used. The text says what was wrong.
            case invalid(String)
            /// The stored number was outside the range or off the step; it was normalized by
            /// ``SettingsValueRules/normalize(_:range:step:)``. Or the stored enum value is no longer a case
            /// and was read as the enum's fallback case. Both values are shown as Swift prints them.
            case adjusted(from: String, to: String)
            /// A key the schema does not know held a value that could not be kept (not even as a
            /// ``SettingsJSONValue``); it is gone and will not be written back. The text says why.
            case droppedUnknown(String)
            /// Part of the stored value was used: elements of a list were dropped (or the list was cut), and the
            /// rest kept. The text says what was dropped and what was kept.
            case partlyKept(String)
            /// The key appears more than once in its mapping (in the app's own stored document): the first value
            /// was read, and the later ones were dropped (the next save writes the key once). The text says how
            /// many were dropped.
            case duplicateKey(String)
        }

        /// False for what is expected after a schema gains settings: a key not stored yet (``Kind-swift.enum/missing``),
        /// which takes its default. True for everything that changed or lost a stored value: invalid, adjusted,
        /// partly kept or dropped.
        public var isProblem: Bool {
            if case .missing = kind { return false }
            return true
        }

        /// The keys from the root to the value, e.g. `["smoothing", "dayPeriod"]`.
        public var path: [String]
        public var kind: Kind

        public init(path: [String], kind: Kind) {
            self.path = path
            self.kind = kind
        }
    }

    private let lock = SettingsLock()
    private var recorded: [Issue] = []

    public init() {}

    /// The issues in the order they were recorded.
    public var issues: [Issue] {
        lock.withLock { recorded }
    }

    public var isEmpty: Bool {
        lock.withLock { recorded.isEmpty }
    }

    /// The issues that changed or lost a stored value (invalid, adjusted, partly kept, dropped), in order.
    public var problems: [Issue] {
        issues.filter(\.isProblem)
    }

    /// The settings and sections not stored yet (new in this version of the schema), which took their defaults:
    /// informational, not a problem.
    public var newSettings: [Issue] {
        issues.filter { !$0.isProblem }
    }

    public func record(_ issue: Issue) {
        lock.withLock { recorded.append(issue) }
    }

    public func removeAll() {
        lock.withLock { recorded.removeAll() }
    }
}

extension SettingsDecodingReport.Issue: CustomStringConvertible {
    /// E.g. `smoothing.dayPeriod: adjusted from 42 to 29`.
    public var description: String {
        let where_ = path.isEmpty ? "(root)" : path.joined(separator: ".")
        switch kind {
        case .missing:
            return "\(where_): not stored yet (new setting); using the default"
        case .invalid(let reason):
            return "\(where_): invalid (\(reason)); using the default"
        case .adjusted(let from, let to):
            return "\(where_): adjusted from \(from) to \(to)"
        case .droppedUnknown(let reason):
            return "\(where_): unknown key dropped (\(reason))"
        case .partlyKept(let reason):
            return "\(where_): \(reason)"
        case .duplicateKey(let reason):
            return "\(where_): the key appears more than once; \(reason)"
        }
    }
}

extension SettingsDecodingReport: CustomStringConvertible {
    /// One problem per line, then one line naming the new settings that took their defaults (informational).
    public var description: String {
        let issues = issues
        var lines = issues.filter(\.isProblem).map(\.description)
        let new = issues.filter { !$0.isProblem }.map { $0.path.isEmpty ? "(root)" : $0.path.joined(separator: ".") }
        if !new.isEmpty {
            lines.append("not stored yet (new settings), using their defaults: " + new.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

extension CodingUserInfoKey {
    /// The user-info key under which decoders carry a ``SettingsDecodingReport``.
    public static let settingsDecodingReport = CodingUserInfoKey(rawValue: "settingsc.decodingReport")!
}
