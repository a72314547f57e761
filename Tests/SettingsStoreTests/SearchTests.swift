import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Search (SettingsRuntime/SettingsSearch.swift, SettingsStore+Search.swift) over the generated forms: the ranking,
/// keywords, enum titles, descriptions, typos, CJK titles, translations, and what is hidden or disabled.
@MainActor
@Suite struct SearchTests {
    typealias D = DebugMenuSettings
    let store = SettingsStore(form: D.settingsForm)

    func ids(_ query: String, on platform: SettingsPlatform? = .iOS) -> [String] {
        store.search(query, on: platform).map(\.entry.id)
    }

    @Test func titlePrefixComesBeforeWordPrefixBeforeKeywordBeforeDescription() throws {
        // "animation": the title "Animation duration multiplier" starts with it; "Reduce motion" has it as a keyword.
        let results = store.search("animation", on: .iOS)
        #expect(results.map(\.entry.id) == ["diagnostics.performance.animationSpeed", "accessibility.reduceMotion"])
        #expect(results.map(\.rank) == [.titlePrefix, .keyword])
        // "proxy": titles starting with it first, then titles with a word starting with it, in the form's order.
        let proxy = store.search("proxy", on: .iOS)
        #expect(proxy.prefix(3).map(\.rank) == [.titlePrefix, .titlePrefix, .titlePrefix])
        #expect(proxy.map(\.entry.id).contains("environment.network.http-proxy.useHTTPProxy"))
        let use = try #require(proxy.firstIndex { $0.entry.id == "environment.network.http-proxy.useHTTPProxy" })
        #expect(proxy[use].rank == .titleWord)
        #expect(proxy[..<use].allSatisfy { $0.rank == .titlePrefix })
        // A word of the description only: "Token expiry bugs show up here." (clock skew).
        let token = store.search("token expiry", on: .iOS)
        #expect(token.map(\.entry.id) == ["environment.network.clockSkewSeconds"])
        #expect(token.first?.rank == .description)
    }

    @Test func keywordsEnumTitlesAndSeveralWords() {
        #expect(ids("font size") == ["accessibility.largerText"])
        #expect(ids("dynamic") == ["accessibility.largerText"])
        // An enum case is an entry of its own, found by its title, and still finds its setting: "Mapbox" is a case
        // of the map provider.
        #expect(store.search("mapbox", on: .iOS).map(\.entry.id) == ["map.provider#mapbox", "map.provider"])
        #expect(store.search("mapbox", on: .iOS).map(\.rank) == [.titlePrefix, .option])
        // Every word must match somewhere: "proxy port" is one setting, "proxy banana" none.
        #expect(ids("proxy port") == ["environment.network.http-proxy.proxyPort"])
        #expect(ids("proxy banana").isEmpty)
        #expect(ids("  ").isEmpty)
        #expect(ids("PROXY PORT") == ["environment.network.http-proxy.proxyPort"])
    }

    @Test func typosFindTheTitleLast() {
        // One letter dropped, swapped, changed.
        #expect(ids("latncy") == ["environment.network.addedLatency"])
        #expect(ids("latnecy") == ["environment.network.addedLatency"])
        #expect(store.search("geofencse", on: .iOS).map(\.rank) == [.typo])
        // Short words are not matched with typos (too many false friends).
        #expect(ids("fsp").isEmpty)
    }

    @Test func sectionsAndRowsAreFoundToo() {
        #expect(ids("gps").first == "map.routeReplay.gpsNoise")
        // A link row and an action row.
        #expect(ids("status page") == ["diagnostics.statusPage"])
        #expect(store.search("reset all", on: .iOS).first?.entry.kind == .row)
    }

    @Test func enumCasesOpenTheirSetting() throws {
        let mapbox = try #require(store.search("mapbox", on: .iOS).first)
        #expect(mapbox.entry.kind == .option)
        #expect(mapbox.entry.title == "Mapbox")
        #expect(mapbox.entry.targetID == "map.provider")
        #expect(mapbox.entry.sectionTitles.last == "Provider")  // its setting
        // The navigator opens the setting's route (its screen, the setting highlighted), as for the setting itself.
        let navigator = SettingsNavigator()
        navigator.open(mapbox, in: D.self)
        let viaSetting = SettingsNavigator()
        viaSetting.open(try #require(store.search("mapbox", on: .iOS).last), in: D.self)
        #expect(navigator.path == viaSetting.path)
        #expect(navigator.highlightedRowID == viaSetting.highlightedRowID)
        #expect(navigator.highlightedRowID != nil)
        // A case of an optional enum: the `none` choice is not a case.
        #expect(!store.searchIndex.entries.contains { $0.kind == .option && $0.title == SettingsOption.noneTitle })
    }

    @Test func enumCasesOfHiddenSettingsAreLeftOut() {
        // conditions.settings.yaml: `mode` (an enum) is shown while `enabled` is on; so are its cases.
        let store = SettingsStore(form: ConditionsSettings.settingsForm)
        let cases = store.searchIndex.entries.filter { $0.kind == .option && $0.targetID == "main.mode" }
        guard let first = cases.first else {
            Issue.record("main.mode has no enum cases in the index")
            return
        }
        store.set(\.main.enabled, to: false)
        #expect(!store.search(first.title, on: .iOS).map(\.entry.id).contains(first.id))
        store.set(\.main.enabled, to: true)
        #expect(store.search(first.title, on: .iOS).map(\.entry.id).contains(first.id))
    }

    @Test func accentsAreIgnored() {
        let form = SettingsForm<D>(title: "Réglages", sections: [
            SettingsFormSection(id: "resume", name: "resume", namePath: "resume", typeName: "Resume", title: "Résumé", settings: []),
            SettingsFormSection(id: "uber", name: "uber", namePath: "uber", typeName: "Uber", title: "Über uns", settings: []),
            SettingsFormSection(id: "street", name: "street", namePath: "street", typeName: "Street", title: "Hauptstraße", settings: []),
            SettingsFormSection(id: "city", name: "city", namePath: "city", typeName: "City", title: "Łódź i Kraków", settings: []),
            SettingsFormSection(id: "combining", name: "combining", namePath: "combining", typeName: "Combining", title: "Cafe\u{301} noir", settings: []),
            SettingsFormSection(id: "greek", name: "greek", namePath: "greek", typeName: "Greek", title: "ΓΥΡΟΣ", settings: []),
        ])
        let index = SettingsSearchIndex(form: form)
        #expect(index.search("resume").map(\.entry.id) == ["resume"])
        #expect(index.search("RÉSUMÉ").map(\.entry.id) == ["resume"])
        #expect(index.search("uber").map(\.entry.id) == ["uber"])
        #expect(index.search("über").map(\.entry.id) == ["uber"])
        #expect(index.search("hauptstrasse").map(\.entry.id) == ["street"])
        #expect(index.search("lodz krakow").map(\.entry.id) == ["city"])
        // Precomposed and combining accents are one letter: "café" typed either way finds "Cafe\u{301}".
        #expect(index.search("café").map(\.entry.id) == ["combining"])
        #expect(index.search("cafe").map(\.entry.id) == ["combining"])
        // A final sigma is a sigma.
        #expect(index.search("γυρος").map(\.entry.id) == ["greek"])
        #expect(index.search("γυροσ").map(\.entry.id) == ["greek"])
        #expect(SettingsSearchIndex.fold("Ærøskøbing Œuvre Þing ĳs") == "aeroskobing oeuvre thing ijs")
        // Letters beyond the table stay as they are (lowercased).
        #expect(SettingsSearchIndex.fold("Ǆ Ǻ") == "ǆ ǻ")
    }

    @Test func skippedSettingsAreNeverFound() {
        // assignmentSeed and launchCount are `skip: true`.
        #expect(ids("assignment seed").isEmpty)
        #expect(ids("launch count").isEmpty)
        #expect(SettingsSearchIndex(form: D.settingsForm).search("assignment seed").isEmpty)
    }

    @Test func settingsHiddenByTheirConditionAreLeftOutUntilShown() {
        // conditions.settings.yaml: `mode` is shown while `enabled` is on.
        let store = SettingsStore(form: ConditionsSettings.settingsForm)
        store.set(\.main.enabled, to: false)
        #expect(!store.search("mode", on: .iOS).map(\.entry.id).contains("main.mode"))
        store.set(\.main.enabled, to: true)
        #expect(store.search("mode", on: .iOS).map(\.entry.id).contains("main.mode"))
    }

    @Test func otherPlatformsSectionsAreLeftOut() {
        // platforms-and-hostile-units.settings.yaml: the `tv` section is tvOS only.
        let store = SettingsStore(form: PlatformUnitsSettings.settingsForm)
        #expect(store.search("overscan", on: .iOS).isEmpty)
        #expect(store.search("overscan", on: .tvOS).map(\.entry.id) == ["tv.overscan"])
    }

    @Test func cjkTitlesMatchInsideWords() {
        let form = SettingsForm<D>(title: "設定", sections: [
            SettingsFormSection(id: "display", name: "display", namePath: "display", typeName: "Display", title: "表示設定", settings: []),
            SettingsFormSection(id: "notifications", name: "notifications", namePath: "notifications", typeName: "Notifications", title: "通知の設定", settings: []),
            SettingsFormSection(id: "privacy", name: "privacy", namePath: "privacy", typeName: "Privacy", title: "プライバシー", settings: []),
        ])
        let index = SettingsSearchIndex(form: form)
        #expect(index.search("設定").map(\.entry.id) == ["display", "notifications"])
        #expect(index.search("通知").map(\.entry.id) == ["notifications"])
        #expect(index.search("通知").first?.rank == .titlePrefix)
        #expect(index.search("プライ").map(\.entry.id) == ["privacy"])
    }

    @Test func translationsAreFoundInEveryLanguageAndShownInTheFirst() throws {
        // LocalizedSettings has `localization:`: a copy of its form in German is searched together with the English one.
        let english = LocalizedSettings.settingsForm
        let german = english.localized(using: SettingsClosureLocalizer { _, _, value in
            switch value {
            case "Speed": "Geschwindigkeit"
            case "General": "Allgemein"
            default: value
            }
        })
        let index = SettingsSearchIndex(forms: [english, german])
        let speed = try #require(english.allSettings.first { $0.title == "Speed" })
        #expect(index.search("geschwindigkeit").map(\.entry.id).contains(speed.id))
        #expect(index.search("geschwindigkeit").first?.entry.title == "Speed")  // shown in the first form's language
        #expect(index.search("speed").map(\.entry.id).contains(speed.id))
        // The German form first: results in German.
        let germanFirst = SettingsSearchIndex(forms: [german, english])
        #expect(germanFirst.search("speed").first { $0.entry.id == speed.id }?.entry.title == "Geschwindigkeit")
    }
}

/// The words of a text (`SettingsSearchIndex.words`): an ASCII text is split as bytes, any other by Unicode
/// properties; both must give the runs of letters and digits, whatever ASCII byte stands between them.
@Suite struct SearchWordTests {
    @Test func asciiTextsSplitAsTheUnicodeRuleSplitsThem() {
        for byte in UInt8(0)..<0x80 {
            let separator = String(UnicodeScalar(byte))
            let text = "ab" + separator + "Zz9" + separator + separator + "0" + separator
            let isWord = (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
            let expected = isWord ? [text] : ["ab", "Zz9", "0"]
            #expect(SettingsSearchIndex.words(text) == expected, "byte \(byte)")
            // The same text with a non-ASCII letter after it takes the Unicode path: the same words, and that letter.
            #expect(SettingsSearchIndex.words(text + " é") == expected + ["é"], "byte \(byte)")
        }
        #expect(SettingsSearchIndex.words("") == [])
        #expect(SettingsSearchIndex.words("  ") == [])
        #expect(SettingsSearchIndex.words("one-two_three four5") == ["one", "two", "three", "four5"])
    }
}
