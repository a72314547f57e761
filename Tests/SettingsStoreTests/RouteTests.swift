import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Deep links (SettingsRuntime/SettingsRoute.swift, SettingsStore+Routes.swift): every route of every example schema
/// and fixture makes a link that reads back as itself, every section and shown setting has one, and links that are
/// not this app's, or not a route, read as nil.
@MainActor
@Suite struct RouteTests {
    /// Every model in Generated/Swift and Tests/GeneratedFixtures.
    nonisolated static let models: [any SettingsRoutesDescribed.Type] = [
        AccountSettings.self, BetaSettings.self, DebugMenuSettings.self, DisplaySettings.self, EnvironmentSettings.self,
        OnboardingSettings.self, PlaybackSettings.self,
        AllOptionalSettings.self, ConditionsSettings.self, ConfigurationFixtureSettings.self, CustomTypesSettings.self,
        DeepNestingSettings.self, FormattedStringsSettings.self, InjectionStringsSettings.self, KeywordNamesSettings.self,
        ListsSettings.self, LocalizedSettings.self, PlatformUnitsSettings.self, PresetFixtureSettings.self,
        ResetDefaultsV1Settings.self, ResetDefaultsV2Settings.self, RowOrderSettings.self, StarterSettings.self,
        StringRulesSettings.self, TransferSettings.self, UnicodeTextSettings.self, WideSettings.self,
    ]

    @Test(arguments: 0..<models.count)
    func everyRouteRoundTrips(index: Int) throws {
        func check<Root: SettingsRoutesDescribed>(_: Root.Type) throws {
            let links = Root.links(scheme: "example-app", host: "settings")
            var ids: Set<String> = []
            for route in Root.Route.allCases {
                let url = links.url(for: route)
                #expect(url.absoluteString == "example-app://settings/" + route.keys.joined(separator: "/"))
                #expect(links.route(from: url) == route, "\(url)")
                // A trailing slash, another case of scheme and host, a query and a fragment still open it.
                let variant = try #require(URL(string: "Example-App://SETTINGS/" + route.keys.joined(separator: "/") + "/?utm=qr#top"))
                #expect(links.route(from: variant) == route)
                #expect(ids.insert(route.rawValue).inserted, "\(route.rawValue) twice")
                // Every screen it opens is a section, and the screens lead down to it.
                let destination = Root.destination(of: route)
                for screen in destination.screens {
                    #expect(Root.settingsForm.allSections.contains { $0.id == screen })
                    #expect(route.rawValue == screen || route.rawValue.hasPrefix(screen + "."))
                }
                if let row = destination.highlightedRowID { #expect(row == route.rawValue) }
            }
            // Exactly the sections and the shown settings of the form have routes.
            let form = Root.settingsForm
            let expected = Set(form.allSections.map(\.id) + form.allSettings.filter { !$0.isHidden }.map(\.id))
            #expect(ids == expected, "\(Root.self)")
        }
        try check(Self.models[index])
    }

    typealias D = DebugMenuSettings
    let links = D.links(scheme: "hopper", host: "debug")

    @Test func linksAreMadeOfPersistenceKeysNotTitles() {
        #expect(links.url(for: .networkOfflineMode).absoluteString == "hopper://debug/environment/network/offlineMode")
        // The section `features` is stored as `flags`, the proxy section as `http-proxy`: links follow the keys.
        #expect(links.url(for: .featuresSplitFare).absoluteString == "hopper://debug/flags/splitFare")
        #expect(links.url(for: .proxyProxyPort).absoluteString == "hopper://debug/environment/network/http-proxy/proxyPort")
        #expect(links.route(from: URL(string: "hopper://debug/flags")!) == .features)
    }

    @Test func destinationsOpenTheScreensAboveAndHighlightTheRow() {
        #expect(D.destination(of: .proxyProxyPort) == SettingsRouteDestination(
            screens: ["environment", "environment.network", "environment.network.http-proxy"],
            highlightedRowID: "environment.network.http-proxy.proxyPort"))
        // A section opens its own screen, with nothing highlighted.
        #expect(D.destination(of: .network) == SettingsRouteDestination(screens: ["environment", "environment.network"], highlightedRowID: nil))
        // Performance is shown inside the Diagnostics screen (`presentation: inline`): that screen opens, and the row
        // (or the inline section) is highlighted there.
        #expect(D.destination(of: .performanceShowFPS) == SettingsRouteDestination(
            screens: ["diagnostics"], highlightedRowID: "diagnostics.performance.showFPS"))
        #expect(D.destination(of: .performance) == SettingsRouteDestination(screens: ["diagnostics"], highlightedRowID: "diagnostics.performance"))
    }

    @Test func theNavigatorOpensALink() throws {
        let navigator = SettingsNavigator()
        let route = navigator.open(try #require(URL(string: "hopper://debug/map/routeReplay/gpsNoise/noiseMeters")), links: links, in: D.self)
        #expect(route == .gpsNoiseNoiseMeters)
        #expect(navigator.path.map(\.sectionID) == ["map", "map.routeReplay", "map.routeReplay.gpsNoise"])
        #expect(navigator.highlightedRowID == "map.routeReplay.gpsNoise.noiseMeters")
        // A link that is not a route changes nothing.
        #expect(navigator.open(try #require(URL(string: "hopper://debug/map/../payments")), links: links, in: D.self) == nil)
        #expect(navigator.path.count == 3)
        navigator.open(D.Route.payments, in: D.self)
        #expect(navigator.path.map(\.sectionID) == ["payments"])
        #expect(navigator.highlightedRowID == nil)
    }

    @Test func oldKeysOfRenamedSettingsStillOpen() throws {
        // transfer.settings.yaml: `lineSpacing` was stored as `spacing` (`renamedFrom: [spacing]`).
        let links = TransferSettings.links(scheme: "app", host: "s")
        #expect(links.route(from: try #require(URL(string: "app://s/reading/spacing"))) == .readingLineSpacing)
        #expect(links.route(from: try #require(URL(string: "app://s/reading/lineSpacing"))) == .readingLineSpacing)
        #expect(TransferSettings.Route(keys: ["reading", "spacing"]) == .readingLineSpacing)
        #expect(TransferSettings.Route(keys: ["reading", "nothing"]) == nil)
    }

    @Test func debugMenuLinksOfTheOldKeysOpenTheRenamedSectionAndSetting() throws {
        // DebugMenu's `accessibility` was `a11y`, its `largerText` was `bigText`: every combination still opens it.
        for path in ["a11y/bigText", "a11y/largerText", "accessibility/bigText", "accessibility/largerText"] {
            #expect(links.route(from: try #require(URL(string: "hopper://debug/" + path))) == .accessibilityLargerText, "\(path)")
        }
        #expect(links.route(from: try #require(URL(string: "hopper://debug/a11y"))) == .accessibility)
        #expect(links.route(from: try #require(URL(string: "hopper://debug/a11y/reduceMotion"))) == .accessibilityReduceMotion)
        #expect(links.route(from: try #require(URL(string: "hopper://debug/a11y/bigText/x"))) == nil)
    }

    /// Links that are not this app's, hostile paths and percent-encoded garbage: nil, never a guess.
    @Test(arguments: [
        "other://debug/environment/server",                 // another scheme
        "hopper://other/environment/server",                // another host
        "hopper://user@debug/environment/server",           // a user
        "hopper://user:pw@debug/environment/server",        // a password
        "hopper://debug:8080/environment/server",           // a port
        "hopper://debug",                                   // no path
        "hopper://debug/",                                  // an empty path
        "hopper://debug//",                                 // empty keys
        "hopper://debug/environment//server",
        "hopper://debug/../environment/server",             // path traversal
        "hopper://debug/environment/../flags",
        "hopper://debug/environment/./server",
        "hopper://debug/%2E%2E/environment",                // encoded traversal
        "hopper://debug/environment%2Fserver",              // an encoded slash
        "hopper://debug/environment/server%00",             // an encoded NUL
        "hopper://debug/environment/server%",               // a truncated escape
        "hopper://debug/environment/server%4",
        "hopper://debug/environment/%ZZserver",             // not hex
        "hopper://debug/environment/serv%C3%A9r",           // non-ASCII
        "hopper://debug/environment/%FF%FE",
        "hopper://debug/environment/se%20rver",             // a space
        "hopper://debug/Environment/Server",                // keys are case-sensitive
        "hopper://debug/environment/server/extra",          // below a setting
        "hopper://debug/environment.server",                // a dot joins keys only in ids
        "hopper://debug/nothing",                           // no such section
        "hopper://debug/diagnostics/performance/showFPS%2F..%2F..",
    ])
    func hostileAndUnknownLinksAreNil(link: String) throws {
        let url = try #require(URL(string: link))
        #expect(links.route(from: url) == nil, "\(link)")
    }

    @Test func overlongLinksAreNil() throws {
        // 10 kB paths: one long key, and a valid key repeated.
        let long = try #require(URL(string: "hopper://debug/" + String(repeating: "a", count: 10_000)))
        #expect(links.route(from: long) == nil)
        let repeated = try #require(URL(string: "hopper://debug" + String(repeating: "/environment", count: 1_000)))
        #expect(links.route(from: repeated) == nil)
        #expect(SettingsRouteLink.keys(fromPath: String(repeating: "/a", count: 65)) == nil)
        #expect(SettingsRouteLink.keys(fromPath: String(repeating: "/a", count: 64))?.count == 64)
    }

    @Test func percentEncodedKeyCharactersAreDecoded() throws {
        // An escape of a letter is the letter (some apps encode more than they must).
        #expect(links.route(from: try #require(URL(string: "hopper://debug/%65nvironment/server"))) == .environmentServer)
        #expect(SettingsRouteLink.keys(fromPath: "/http%2Dproxy") == ["http-proxy"])
    }
}
