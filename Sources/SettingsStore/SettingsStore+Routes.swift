public import Foundation
import Observation
public import SettingsRuntime

/// Deep links to sections and settings (docs/runtime.md, "Deep links"): `scheme://host/` and the route's keys joined
/// by `/`, e.g. `hopper://settings/environment/network/offlineMode` for `DebugMenuSettings.Route.networkOfflineMode`.
/// The scheme and host are the app's; the path is the route's path of persistence keys, so links never depend on
/// titles, survive `key:` renames of the Swift names, and old links of `renamedFrom:` keys still resolve.
public struct SettingsLinks<Route: SettingsRoute>: Sendable, Hashable {
    /// The URL scheme (`hopper`) and host (`settings`), compared without regard to case when reading a link.
    public let scheme: String
    public let host: String

    /// The longest link read, in characters of its absolute string.
    public static var maximumLength: Int { 2048 }

    public init(scheme: String, host: String) {
        self.scheme = scheme
        self.host = host
    }

    /// The link to `route`.
    public func url(for route: Route) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.percentEncodedPath = SettingsRouteLink.path(of: route.keys)
        // Keys are ASCII letters, digits, `_` and `-`; a scheme and host the app chose are valid, so this is a URL.
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// The route a link opens, or nil when it is not one of this app's links or names no section or setting: another
    /// scheme or host, a user, password or port, a path with anything but keys (`..`, `%2F`, control characters), a
    /// link over ``maximumLength``, or keys no route has, now or before a rename. The query and fragment are ignored.
    public func route(from url: URL) -> Route? {
        guard url.absoluteString.utf8.count <= Self.maximumLength,
              let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.scheme?.lowercased() == scheme.lowercased(),
              components.percentEncodedHost?.lowercased() == host.lowercased(),
              components.percentEncodedUser == nil, components.percentEncodedPassword == nil, components.port == nil,
              let keys = SettingsRouteLink.keys(fromPath: components.percentEncodedPath)
        else { return nil }
        return Route(keys: keys)
    }
}

extension SettingsRoutesDescribed {
    /// The links of this model's routes under `scheme://host/`.
    public static func links(scheme: String, host: String) -> SettingsLinks<Route> {
        SettingsLinks(scheme: scheme, host: host)
    }
}

/// Where the settings screens are: the stack of section screens open (section ids, outermost first) and the row
/// highlighted after a deep link. `SettingsSwiftUI.SettingsNavigationStack` shows it; ``open(_:)`` moves it.
@MainActor @Observable
public final class SettingsNavigator {
    /// The section screens open, outermost first, by section id.
    public var path: [SettingsScreenID] = []
    /// The row a deep link asked for (a setting's id, or a section shown inline), highlighted until the next link.
    public var highlightedRowID: String?

    public init() {}

    /// Opens the screen of `route` (every screen above it first) and highlights its row.
    public func open<Root: SettingsRoutesDescribed>(_ route: Root.Route, in root: Root.Type) {
        let destination = Root.destination(of: route)
        path = destination.screens.map(SettingsScreenID.init(sectionID:))
        highlightedRowID = destination.highlightedRowID
    }

    /// Opens the route of `url` when it is one of `links`' (returns it), or leaves everything as it is (nil).
    @discardableResult
    public func open<Root: SettingsRoutesDescribed>(_ url: URL, links: SettingsLinks<Root.Route>, in root: Root.Type) -> Root.Route? {
        guard let route = links.route(from: url) else { return nil }
        open(route, in: root)
        return route
    }
}

/// One open section screen in a ``SettingsNavigator``'s path.
public struct SettingsScreenID: Hashable, Sendable {
    public var sectionID: String

    public init(sectionID: String) {
        self.sectionID = sectionID
    }
}
