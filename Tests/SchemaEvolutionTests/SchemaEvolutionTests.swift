import Foundation
import GeneratedEvolution
import SettingsRuntime
import Testing

// Four versions of one schema (Tests/SettingsCompilerTests/Fixtures/evolution/v1...v4), generated into
// GeneratedEvolution. Each test saves with one version and loads with another, as an app does across
// updates (and downgrades), and checks that every value the schema did not change survives.

private func save<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
}

private func load<T: Decodable>(_ type: T.Type, _ data: Data, report: SettingsDecodingReport? = nil) throws -> T {
    let decoder = JSONDecoder()
    if let report { decoder.userInfo[.settingsDecodingReport] = report }
    return try decoder.decode(type, from: data)
}

/// The saved JSON as nested dictionaries, to check which keys were written.
private func object(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

private func issues(_ report: SettingsDecodingReport) -> [String: SettingsDecodingReport.Issue.Kind] {
    Dictionary(report.issues.map { ($0.path.joined(separator: "."), $0.kind) }, uniquingKeysWith: { first, _ in first })
}

/// Version 1 settings with every value changed from its default.
private func customizedV1() -> EvolutionV1Settings {
    var settings = EvolutionV1Settings()
    settings.display.theme = .sepia
    settings.display.fontSize = 30
    settings.display.userName = "Ana \"the rider\" \\(x)"
    settings.sync.enabled = false
    settings.sync.intervalMinutes = 45
    settings.sync.legacyToken = "t0k3n"
    return settings
}

@Suite struct SchemaEvolutionChainTests {
    @Test func v1ToV2MigratesRenamedSettingAndSectionAndAddsTheNewSetting() throws {
        let report = SettingsDecodingReport()
        let v2 = try load(EvolutionV2Settings.self, try save(customizedV1()), report: report)
        #expect(v2.display.theme == .sepia)
        #expect(v2.display.fontSize == 30)
        #expect(v2.display.displayName == "Ana \"the rider\" \\(x)")   // renamedFrom: userName
        #expect(v2.display.showBadges == true)                         // added: its default
        #expect(v2.syncing.enabled == false)                           // section renamedFrom: sync
        #expect(v2.syncing.intervalMinutes == 45)
        #expect(v2.syncing.legacyToken == "t0k3n")
        #expect(issues(report) == ["display.showBadges": .missing])
        // The old keys are consumed by the migration, not kept as unknown fields.
        #expect(v2._unknownFields.isEmpty)
        #expect(v2.display._unknownFields.isEmpty)

        // Saving writes only the new keys.
        let saved = try object(try save(v2))
        #expect(saved.keys.sorted() == ["display", "syncing"])
        let display = try #require(saved["display"] as? [String: Any])
        #expect(display.keys.sorted() == ["displayName", "fontSize", "showBadges", "theme"])
    }

    @Test func fullChainV1ToV4KeepsEveryValueTheSchemaDidNotChange() throws {
        // v1 -> v2
        let v2 = try load(EvolutionV2Settings.self, try save(customizedV1()))
        // v2 -> v3: legacyToken removed (kept as an unknown field), showBadges retyped bool -> enum,
        // intervalMinutes retyped int -> double.
        var report = SettingsDecodingReport()
        var v3 = try load(EvolutionV3Settings.self, try save(v2), report: report)
        #expect(v3.display.theme == .sepia)
        #expect(v3.display.fontSize == 30)
        #expect(v3.display.displayName == "Ana \"the rider\" \\(x)")
        #expect(v3.display.showBadges == .count)                       // a stored bool is not a BadgeStyle
        #expect(v3.syncing.enabled == false)
        #expect(v3.syncing.intervalMinutes == 45.0)                    // an int reads as a double
        #expect(v3.syncing._unknownFields["legacyToken"] == .string("t0k3n"))
        if case .invalid? = issues(report)["display.showBadges"] {} else {
            Issue.record("the retyped showBadges should be reported as invalid: \(report)")
        }
        #expect(report.issues.count == 1)
        v3.display.showBadges = .dot

        // v3 -> v4: fontSize clamped into the narrower range, sepia (removed) -> the fallback dark,
        // displayName -> nickname (renamedFrom: [displayName, userName]).
        report = SettingsDecodingReport()
        let v4 = try load(EvolutionV4Settings.self, try save(v3), report: report)
        #expect(v4.display.theme == .dark)                             // the fallback, not the default .light
        #expect(v4.display.fontSize == 24)                             // 30 clamped to 10...24
        #expect(v4.display.nickname == "Ana \"the rider\" \\(x)")
        #expect(v4.display.showBadges == .dot)
        #expect(v4.syncing.enabled == false)
        #expect(v4.syncing.intervalMinutes == 45.0)
        #expect(v4.syncing._unknownFields["legacyToken"] == .string("t0k3n"))
        #expect(issues(report) == [
            "display.theme": .adjusted(from: "\"sepia\"", to: "dark (the enum's fallback)"),
            "display.fontSize": .adjusted(from: "30", to: "24"),
        ])

        // The removed setting is still in the file after a save by v4.
        let saved = try object(try save(v4))
        let syncing = try #require(saved["syncing"] as? [String: Any])
        #expect(syncing["legacyToken"] as? String == "t0k3n")
        let display = try #require(saved["display"] as? [String: Any])
        #expect(display.keys.sorted() == ["fontSize", "nickname", "showBadges", "theme"])
    }

    @Test func v1DataLoadsDirectlyInV4() throws {
        let v4 = try load(EvolutionV4Settings.self, try save(customizedV1()))
        #expect(v4.display.nickname == "Ana \"the rider\" \\(x)")      // the oldest name, userName
        #expect(v4.display.theme == .dark)
        #expect(v4.display.fontSize == 24)
        #expect(v4.syncing.enabled == false)
        #expect(v4.syncing.intervalMinutes == 45)
        #expect(v4.syncing._unknownFields["legacyToken"] == .string("t0k3n"))
    }

    @Test func theNewestKeyWinsOverAnOldOne() throws {
        let json = #"{"display": {"nickname": "new", "displayName": "older", "userName": "oldest"}, "sync": {"enabled": false}, "syncing": {"enabled": true}}"#
        let v4 = try load(EvolutionV4Settings.self, Data(json.utf8))
        #expect(v4.display.nickname == "new")
        #expect(v4.syncing.enabled == true)
        let older = try load(EvolutionV4Settings.self, Data(#"{"display": {"displayName": "older", "userName": "oldest"}}"#.utf8))
        #expect(older.display.nickname == "older")                    // renamedFrom lists the newest first
        // Old keys are dropped on save, wherever they came from.
        let saved = try object(try save(v4))
        #expect(saved["sync"] == nil)
        let display = try #require(saved["display"] as? [String: Any])
        #expect(display["displayName"] == nil && display["userName"] == nil)
    }

    @Test func aStoredValueThatIsNotAStringStillFallsBackToTheDefaultNotTheFallbackCase() throws {
        let report = SettingsDecodingReport()
        let v4 = try load(EvolutionV4Settings.self, Data(#"{"display": {"theme": 3}}"#.utf8), report: report)
        #expect(v4.display.theme == .light)
        if case .invalid? = issues(report)["display.theme"] {} else { Issue.record("\(report)") }
    }
}

@Suite struct DowngradeTests {
    /// Settings saved by the newest version, then loaded and saved by the oldest: the newer version's keys
    /// come back unchanged when the newest version loads the file again.
    @Test func unknownKeysFromANewerVersionSurviveASaveByAnOlderOne() throws {
        var v4 = EvolutionV4Settings()
        v4.display.theme = .dark
        v4.display.fontSize = 11
        v4.display.nickname = "Bo"
        v4.display.showBadges = .none
        v4.syncing.enabled = false
        v4.syncing.intervalMinutes = 7.5

        var v1 = try load(EvolutionV1Settings.self, try save(v4))
        #expect(v1.display.theme == .dark)                             // shared settings are read
        #expect(v1.display.fontSize == 11)
        #expect(v1.display.userName == "Rider")                        // v1 does not know the new name
        #expect(v1.display._unknownFields["nickname"] == .string("Bo"))
        #expect(v1.display._unknownFields["showBadges"] == .string("none"))
        #expect(v1._unknownFields["syncing"] != nil)
        v1.display.fontSize = 12                                       // the old version changes something

        let v4Again = try load(EvolutionV4Settings.self, try save(v1))
        #expect(v4Again.display.theme == .dark)
        #expect(v4Again.display.fontSize == 12)                        // the old version's change
        #expect(v4Again.display.nickname == "Bo")                      // the current key wins over userName
        #expect(v4Again.display.showBadges == EvolutionV4Settings.BadgeStyle.none)
        #expect(v4Again.syncing.enabled == false)
        #expect(v4Again.syncing.intervalMinutes == 7.5)
    }
}

@Suite struct CorruptDataTests {
    static let corrupt: [(String, Data)] = {
        let valid = Data(#"{"display": {"theme": "dark", "fontSize": 20}, "syncing": {"enabled": false}}"#.utf8)
        return [
            ("truncated", valid.prefix(valid.count / 2)),
            ("empty", Data()),
            ("a list", Data("[1, 2, 3]".utf8)),
            ("a string", Data(#""settings""#.utf8)),
            ("null", Data("null".utf8)),
            ("garbage", Data([0xFF, 0xFE, 0x00, 0x7B, 0x22, 0x80, 0xC3, 0x28, 0x0A, 0x00])),
            ("NUL bytes", Data(repeating: 0, count: 64)),
            ("trailing garbage", valid + Data("}}}".utf8)),
        ]
    }()

    @Test(arguments: corrupt.map(\.0))
    func unreadableDataGivesDefaultsAndIsReported(name: String) throws {
        let data = try #require(Self.corrupt.first { $0.0 == name }?.1)
        let report = SettingsDecodingReport()
        let settings = EvolutionV4Settings.decodedOrDefault(report: report) {
            try load(EvolutionV4Settings.self, data, report: report)
        }
        #expect(settings == EvolutionV4Settings())
        let rootIssues = report.issues.filter { $0.path.isEmpty }
        #expect(rootIssues.count == 1, "\(report)")
        if case .invalid(let reason)? = rootIssues.first?.kind {
            #expect(reason.contains("could not be read"))
        } else {
            Issue.record("expected an invalid issue at the root: \(report)")
        }
    }

    @Test func readableDataIsReturnedUnchangedWithoutARootIssue() throws {
        let report = SettingsDecodingReport()
        let data = Data(#"{"display": {"theme": "dark"}, "syncing": "not a mapping"}"#.utf8)
        let settings = EvolutionV4Settings.decodedOrDefault(report: report) {
            try load(EvolutionV4Settings.self, data, report: report)
        }
        #expect(settings.display.theme == .dark)
        #expect(settings.syncing == EvolutionV4Settings.Syncing())       // a broken section: its defaults
        #expect(!report.issues.contains { $0.path.isEmpty })
        if case .invalid? = issues(report)["syncing"] {} else { Issue.record("\(report)") }
    }

    /// Every prefix of a valid file: never a trap, always either the data or the defaults.
    @Test func everyTruncationIsSafe() throws {
        var full = EvolutionV4Settings()
        full.display.nickname = "Zoë 🚲"
        full.syncing.intervalMinutes = 30
        let data = try save(full)
        for length in 0...data.count {
            let report = SettingsDecodingReport()
            let settings = EvolutionV4Settings.decodedOrDefault(report: report) {
                try load(EvolutionV4Settings.self, data.prefix(length), report: report)
            }
            if length == data.count {
                #expect(settings == full)
            } else {
                #expect(settings == EvolutionV4Settings(), "prefix of \(length) bytes")
            }
        }
    }
}

/// Version 4 settings with every value changed from its default (theme and badge style are cases that
/// version 5 renamed).
private func customizedV4() -> EvolutionV4Settings {
    var settings = EvolutionV4Settings()
    settings.display.theme = .dark
    settings.display.fontSize = 20
    settings.display.nickname = "Ana"
    settings.display.showBadges = .count
    settings.syncing.enabled = false
    settings.syncing.intervalMinutes = 45
    return settings
}

// Version 5: enum cases renamed (`renamedFrom` on a case), and deprecated settings with a replacement in the
// same section (display.fontSize -> display.textSize) and in another one (syncing.intervalMinutes ->
// schedule.interval).
@Suite struct EnumCaseRenameAndReplacementTests {
    @Test func renamedCasesReadAndAreSavedUnderTheirNewNames() throws {
        let report = SettingsDecodingReport()
        let v5 = try load(EvolutionV5Settings.self, try save(customizedV4()), report: report)
        #expect(v5.display.theme == .night)                             // stored "dark"
        #expect(v5.display.showBadges == .number)                       // stored "count"
        // A rename is a migration, not a fallback: nothing to report for either.
        #expect(issues(report)["display.theme"] == nil)
        #expect(issues(report)["display.showBadges"] == nil)

        let display = try #require(try object(try save(v5))["display"] as? [String: Any])
        #expect(display["theme"] as? String == "night")
        #expect(display["showBadges"] as? String == "number")
    }

    @Test func anEnumDecodedOnItsOwnAcceptsTheOldNameToo() throws {
        let decoded = try JSONDecoder().decode([EvolutionV5Settings.BadgeStyle].self, from: Data(#"["count", "number", "dot"]"#.utf8))
        #expect(decoded == [.number, .number, .dot])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(EvolutionV5Settings.BadgeStyle.self, from: Data(#""counter""#.utf8)) }
        #expect(EvolutionV5Settings.BadgeStyle(storedRawValue: "count") == .number)
        #expect(EvolutionV5Settings.BadgeStyle(rawValue: "count") == nil)
        #expect(EvolutionV5Settings.BadgeStyle(settingsValue: .enumCase("count")) == .number)
        #expect(EvolutionV5Settings.Theme.renamedCases == ["dark": .night])
    }

    @Test func aRemovedCaseStillFallsBackAndARenamedOneDoesNot() throws {
        // v1 stored "sepia", which no version after v3 has: the fallback, now called night, reported.
        let report = SettingsDecodingReport()
        let v5 = try load(EvolutionV5Settings.self, try save(customizedV1()), report: report)
        #expect(v5.display.theme == .night)
        #expect(issues(report)["display.theme"] == .adjusted(from: "\"sepia\"", to: "night (the enum's fallback)"))
    }

    @Test func aDeprecatedSettingMigratesIntoItsReplacementInTheSameSection() throws {
        let report = SettingsDecodingReport()
        let v5 = try load(EvolutionV5Settings.self, try save(customizedV4()), report: report)
        #expect(v5.display._fontSize == 20)                             // still read, still saved
        #expect(v5.display.textSize == 20.0)                            // migrated: textSize was not stored
        #expect(issues(report)["display.textSize"] == nil)
        let display = try #require(try object(try save(v5))["display"] as? [String: Any])
        #expect(display["textSize"] as? Double == 20)
        #expect(display["fontSize"] as? Int == 20)
    }

    @Test func aDeprecatedSettingMigratesIntoItsReplacementInAnotherSection() throws {
        let v5 = try load(EvolutionV5Settings.self, try save(customizedV4()))
        #expect(v5.syncing._intervalMinutes == 45)
        #expect(v5.schedule.interval == 45)
        // Also from v1 data, where the section was still called `sync` (its renamedFrom is followed).
        let fromV1 = try load(EvolutionV5Settings.self, try save(customizedV1()))
        #expect(fromV1.schedule.interval == 45)
    }

    @Test func theMigratedValueFollowsTheReplacementsRules() throws {
        var v4 = customizedV4()
        v4.display.fontSize = 23
        v4.syncing.intervalMinutes = 500                                // v4 has no range; schedule.interval has 1...120
        let v5 = try load(EvolutionV5Settings.self, try save(v4))
        #expect(v5.display.textSize == 23.0)
        #expect(v5.schedule.interval == 120)
        v4.syncing.intervalMinutes = 0.25
        #expect(try load(EvolutionV5Settings.self, try save(v4)).schedule.interval == 1)
    }

    @Test func aStoredReplacementIsNeverOverwritten() throws {
        var v5 = EvolutionV5Settings()
        v5.display._fontSize = 12
        v5.display.textSize = 30
        v5.syncing._intervalMinutes = 5
        v5.schedule.interval = 60
        let reloaded = try load(EvolutionV5Settings.self, try save(v5))
        #expect(reloaded == v5)
        // An explicit null or a wrong-typed value still counts as stored: the replacement takes its default.
        let data = Data(#"{"display": {"fontSize": 12, "textSize": "big"}, "syncing": {"intervalMinutes": 5}, "schedule": {"interval": null}}"#.utf8)
        let odd = try load(EvolutionV5Settings.self, data)
        #expect(odd.display.textSize == 16)
        #expect(odd.schedule.interval == 30)
    }

    @Test func withNothingDeprecatedStoredTheReplacementsKeepTheirDefaults() throws {
        let v5 = try load(EvolutionV5Settings.self, Data(#"{"display": {"theme": "light"}}"#.utf8))
        #expect(v5.display.textSize == 16)
        #expect(v5.schedule.interval == 30)
    }

    @Test func downgradingToV4ReadsTheNewCaseNamesThroughItsFallback() throws {
        var v5 = EvolutionV5Settings()
        v5.display.theme = .night
        let report = SettingsDecodingReport()
        let v4 = try load(EvolutionV4Settings.self, try save(v5), report: report)
        #expect(v4.display.theme == .dark)                             // v4's fallback
        #expect(v4.display._unknownFields["textSize"] != nil)        // kept for the next upgrade
        #expect(v4._unknownFields["schedule"] != nil)
    }
}
