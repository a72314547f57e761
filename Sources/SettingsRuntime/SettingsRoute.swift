/// Deep links: every section and setting a screen shows has a route, a case of the `Route` enum the form backend
/// nests in the root type (`DebugMenuSettings.Route.networkOfflineMode`). Its raw value is the form id, the dotted
/// path of persistence keys from the root (`environment.network.offlineMode`): the names that keep saved values
/// (never titles), so a link lives as long as the value it opens does. A link is
/// `scheme://host/environment/network/offlineMode` (SettingsStore's `SettingsLinks` makes and reads the URLs); the
/// keys a section or setting had before (`renamedFrom:`) still reach it.
///
/// Reading a link is strict: ``SettingsRouteLink/keys(fromPath:)`` takes a URL's percent-encoded path and accepts
/// only a bounded number of non-empty keys of the characters persistence keys may use (ASCII letters, digits, `_`
/// and `-`, percent-encoded or not); anything else (`..`, encoded slashes, control characters, overlong paths) is
/// nil, never a guess.

/// A route of a generated model: a case of its `Route` enum.
public protocol SettingsRoute: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The ids sections and settings had before, each an old key under its current parent, to the current id:
    /// `["flags.oldName": "flags.newName", "old-section": "flags"]`. Every combination of old keys along a path
    /// resolves (``init(keys:)``), as the generated decoder reads saved values.
    static var renamedKeys: [String: String] { get }
    /// The ids of the sections shown inside their parent's screen (`presentation: inline`), which have no screen.
    static var inlineSectionIDs: Set<String> { get }
}

extension SettingsRoute {
    public static var renamedKeys: [String: String] { [:] }
    public static var inlineSectionIDs: Set<String> { [] }

    /// The route's keys from the root, the path of its link.
    public var keys: [String] { rawValue.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    /// The route of this path of keys, following renames one key at a time (an old key of a section, then an old
    /// key of a setting in it, ...); nil when no section or setting has that path, now or under an old key.
    public init?(keys: [String]) {
        guard !keys.isEmpty else { return nil }
        var id = ""
        for key in keys {
            guard SettingsRouteLink.isKey(key) else { return nil }
            let candidate = id.isEmpty ? key : id + "." + key
            if Self(rawValue: candidate) != nil {
                id = candidate
            } else if let renamed = Self.renamedKeys[candidate] {
                id = renamed
            } else {
                return nil
            }
        }
        self.init(rawValue: id)
    }
}

/// A generated model whose form describes routes (every generated model with a form).
public protocol SettingsRoutesDescribed: SettingsFormDescribed {
    associatedtype Route: SettingsRoute
}

/// Where a route leads on screen: the screens to open, outermost first (section ids; sections shown inline have
/// none), and the row to highlight there (a setting's id, or an inline section's id; nil for a section's screen).
public struct SettingsRouteDestination: Hashable, Sendable {
    public var screens: [String]
    public var highlightedRowID: String?

    public init(screens: [String], highlightedRowID: String?) {
        self.screens = screens
        self.highlightedRowID = highlightedRowID
    }
}

extension SettingsRoutesDescribed {
    /// The screens that open `route` and the row to highlight: every section from the root down to the route's
    /// section (a setting's section, or the section itself), less those shown inline, which highlight instead.
    public static func destination(of route: Route) -> SettingsRouteDestination {
        let keys = route.keys
        let sectionIDs = Set(settingsForm.allSections.map(\.id))
        var screens: [String] = []
        var id = ""
        var highlighted: String? = nil
        for key in keys {
            id = id.isEmpty ? key : id + "." + key
            if sectionIDs.contains(id), !Route.inlineSectionIDs.contains(id) {
                screens.append(id)
                highlighted = nil
            } else {
                // A setting, or a section shown inside the screen above: highlighted there.
                highlighted = id
            }
        }
        return SettingsRouteDestination(screens: screens, highlightedRowID: highlighted)
    }
}

/// The path of a link: how keys become a URL path and back, without Foundation.
public enum SettingsRouteLink {
    /// The longest path read, in bytes of its percent-encoded form; longer paths are not links.
    public static let maximumPathLength = 1024
    /// The most keys a path may have (sections nest far less deep).
    public static let maximumKeys = 64

    /// `/environment/network/offlineMode`: the path of a link to these keys (which need no encoding).
    public static func path(of keys: [String]) -> String {
        "/" + keys.joined(separator: "/")
    }

    /// The keys of a URL's percent-encoded path (`/environment/network/offlineMode`, with or without the leading
    /// and a trailing slash), or nil: an empty path, more than ``maximumKeys`` keys, a path over
    /// ``maximumPathLength``, an empty key (`a//b`), a bad or truncated escape, or a key with a character persistence
    /// keys cannot have (`.`, `..`, `%2F`, spaces, control or non-ASCII characters).
    public static func keys(fromPath path: String) -> [String]? {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumPathLength else { return nil }
        var start = 0
        var end = bytes.count
        if bytes[start] == UInt8(ascii: "/") { start += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        guard start < end else { return nil }
        var keys: [String] = []
        var key: [UInt8] = []
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                guard !key.isEmpty, keys.count < maximumKeys else { return nil }
                keys.append(String(decoding: key, as: UTF8.self))
                key.removeAll(keepingCapacity: true)
                index += 1
                continue
            }
            var decoded = byte
            if byte == UInt8(ascii: "%") {
                guard index + 2 < end, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    return nil
                }
                decoded = high << 4 | low
                index += 3
            } else {
                index += 1
            }
            guard isKeyByte(decoded) else { return nil }
            key.append(decoded)
        }
        guard !key.isEmpty, keys.count < maximumKeys else { return nil }
        keys.append(String(decoding: key, as: UTF8.self))
        return keys
    }

    /// A persistence key: non-empty, ASCII letters, digits, `_` and `-`.
    public static func isKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy(isKeyByte)
    }

    static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
