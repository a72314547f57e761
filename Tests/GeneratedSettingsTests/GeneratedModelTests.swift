import Foundation
import GeneratedSettings
import SettingsRuntime
import Testing

/// These tests run the checked-in output of `make generate` (Generated/Swift), compiled as the
/// GeneratedSettings module: what an app gets is what is tested.

private func decode<T: Decodable>(_ type: T.Type, _ json: String, report: SettingsDecodingReport? = nil) throws -> T {
    let decoder = JSONDecoder()
    if let report { decoder.userInfo[.settingsDecodingReport] = report }
    return try decoder.decode(type, from: Data(json.utf8))
}

private func encode<T: Encodable>(_ value: T) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

@Suite struct BetaSettingsTests {
    @Test func defaultsComeFromTheSchema() {
        let settings = BetaSettings()
        #expect(settings.calculation.text == "")
        #expect(settings.calculation.mode == .linearRegression)
        #expect(settings.smoothing.dayPeriod == 7)
        #expect(settings.smoothing.algorithm == .movingAverage)
        #expect(settings.smoothing.grouped.level == 1)
        #expect(settings.smoothing.grouped.prettyCool == true)
        #expect(settings.smoothing.grouped.nickname == nil)
    }

    @Test func rangesStepsAndDefaultsAreAvailableToCode() {
        #expect(BetaSettings.Smoothing.Ranges.dayPeriod == 1...30)
        #expect(BetaSettings.Smoothing.Grouped.Ranges.level == 1...4)
        #expect(BetaSettings.Smoothing.Grouped.Steps.level == 0.5)
        #expect(BetaSettings.Smoothing.Defaults.dayPeriod == 7)
    }

    @Test func enumsHaveTitlesAndKeepDeclarationOrder() {
        #expect(BetaSettings.Mode.allCases == [.linearRegression, .weightedAverage])
        #expect(BetaSettings.Mode.weightedAverage.title == "Weighted average")
        #expect(BetaSettings.Algorithm.weightedMovingAverage.title == "Weighted moving average")
        #expect(BetaSettings.Algorithm.exponentialAverage.rawValue == "exponentialAverage")
    }

    @Test func emptyDocumentDecodesToDefaults() throws {
        #expect(try decode(BetaSettings.self, "{}") == BetaSettings())
    }

    /// A file saved by the previous version of the schema: a missing field, an extra field, a wrong-typed
    /// field and an out-of-range value. Each becomes what the documented rules say, and nothing is lost.
    @Test func dataFromThePreviousSchemaVersion() throws {
        let saved = """
        {
          "calculation": {"text": "hello", "mode": "weightedAverage", "legacyWindow": 14},
          "smoothing": {
            "dayPeriod": 45,
            "algorithm": 3,
            "grouped": {"level": 2.3, "nickname": null}
          },
          "retiredSection": {"enabled": true, "ratio": 0.5, "tags": ["a", "b"]}
        }
        """
        let report = SettingsDecodingReport()
        let settings = try decode(BetaSettings.self, saved, report: report)

        #expect(settings.calculation.text == "hello")                  // kept
        #expect(settings.calculation.mode == .weightedAverage)          // kept
        #expect(settings.smoothing.dayPeriod == 30)                     // out of range: clamped to 1...30
        #expect(settings.smoothing.algorithm == .movingAverage)         // wrong type: the default
        #expect(settings.smoothing.grouped.level == 2.5)                // off the 0.5 step from 1: snapped
        #expect(settings.smoothing.grouped.prettyCool == true)          // missing: the default
        #expect(settings.smoothing.grouped.nickname == nil)             // explicit null stays nil

        let issues = Dictionary(report.issues.map { ($0.path.joined(separator: "."), $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(issues["smoothing.dayPeriod"] == .adjusted(from: "45", to: "30"))
        #expect(issues["smoothing.grouped.prettyCool"] == .missing)
        if case .invalid? = issues["smoothing.algorithm"] {} else {
            Issue.record("the wrong-typed algorithm is reported as invalid, got \(String(describing: issues["smoothing.algorithm"]))")
        }

        // Unknown keys, at the root and inside sections, are written back on the next save.
        let written = try encode(settings)
        let calculation = try #require(written["calculation"] as? [String: Any])
        #expect(calculation["legacyWindow"] as? Int == 14)
        let retired = try #require(written["retiredSection"] as? [String: Any])
        #expect(retired["enabled"] as? Bool == true)
        #expect(retired["ratio"] as? Double == 0.5)
        #expect(retired["tags"] as? [String] == ["a", "b"])
        let smoothing = try #require(written["smoothing"] as? [String: Any])
        #expect(smoothing["dayPeriod"] as? Int == 30)
        let grouped = try #require(smoothing["grouped"] as? [String: Any])
        #expect(grouped["nickname"] is NSNull)
    }

    @Test func sectionStoredAsTheWrongKindFallsBackToItsDefaults() throws {
        let settings = try decode(BetaSettings.self, #"{"smoothing": 12, "calculation": {"text": "kept"}}"#)
        #expect(settings.smoothing == BetaSettings.Smoothing())
        #expect(settings.calculation.text == "kept")
    }

    @Test func topLevelThatIsNotAnObjectThrows() {
        #expect(throws: (any Error).self) { try decode(BetaSettings.self, "[1, 2]") }
    }

    @Test func roundTripKeepsEveryValue() throws {
        var settings = BetaSettings()
        settings.calculation.text = "Quotes \" and \\ and \u{1F600}"
        settings.calculation.mode = .weightedAverage
        settings.smoothing.dayPeriod = 21
        settings.smoothing.algorithm = .exponentialAverage
        settings.smoothing.grouped.level = 3.5
        settings.smoothing.grouped.prettyCool = false
        settings.smoothing.grouped.nickname = "Ada"
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(BetaSettings.self, from: data) == settings)
    }

    @Test func memberwiseInitializersDefaultEveryParameter() {
        let grouped = BetaSettings.Smoothing.Grouped(level: 2)
        #expect(grouped.level == 2)
        #expect(grouped.prettyCool == true)
        #expect(BetaSettings.Smoothing(dayPeriod: 3).grouped == BetaSettings.Smoothing.Grouped())
    }
}

@Suite struct DebugMenuSettingsTests {
    @Test func keywordNamedSettingWorks() throws {
        var settings = DebugMenuSettings()
        settings.environment.protocol = .http3
        let written = try encode(settings)
        let environment = try #require(written["environment"] as? [String: Any])
        #expect(environment["protocol"] as? String == "http3")
        #expect(try decode(DebugMenuSettings.self, #"{"environment": {"protocol": "http3"}}"#).environment.protocol == .http3)
    }

    @Test func persistenceKeyOverridesAreUsedForStorage() throws {
        let written = try encode(DebugMenuSettings())
        #expect(written["flags"] != nil)
        #expect(written["features"] == nil)
        let network = try #require((written["environment"] as? [String: Any])?["network"] as? [String: Any])
        #expect(network["http-proxy"] != nil)
        #expect(network["proxy"] == nil)

        let stored = #"{"environment": {"network": {"http-proxy": {"proxyPort": 9090}}}}"#
        #expect(try decode(DebugMenuSettings.self, stored).environment.network.proxy.proxyPort == 9090)
    }

    @Test func deprecatedSettingsKeepTheirStorageAndDecode() throws {
        let settings = try decode(DebugMenuSettings.self, #"{"flags": {"carbonNeutralBadge": "forceOff", "legacyTipScreen": true}}"#)
        #expect(settings.features._carbonNeutralBadge == .forceOff)
        #expect(settings.features._legacyTipScreen == true)
        let written = try encode(settings)
        #expect((written["flags"] as? [String: Any])?["carbonNeutralBadge"] as? String == "forceOff")
    }

    @Test func oneSidedRangesAndOptionalNumbersAreNormalized() throws {
        let stored = #"{"map": {"etaAdjustmentMinutes": 400, "routeReplay": {"startOffsetSeconds": -5, "gpsNoise": {"dropoutRate": 0.33, "headingJitter": 90}}}}"#
        let settings = try decode(DebugMenuSettings.self, stored)
        #expect(settings.map.etaAdjustmentMinutes == DebugMenuSettings.Map.Ranges.etaAdjustmentMinutes.upperBound)
        #expect(settings.map.routeReplay.startOffsetSeconds == 0)
        #expect(settings.map.routeReplay.gpsNoise.dropoutRate == 0.35)
        #expect(settings.map.routeReplay.gpsNoise.headingJitter == 45)
    }

    @Test func everyDecodedDefaultEqualsTheDefaultInitializer() throws {
        #expect(try decode(DebugMenuSettings.self, "{}") == DebugMenuSettings())
        #expect(try decode(OnboardingSettings.self, "{}") == OnboardingSettings())
    }

    @Test func defaultsSurviveARoundTrip() throws {
        let data = try JSONEncoder().encode(DebugMenuSettings())
        #expect(try JSONDecoder().decode(DebugMenuSettings.self, from: data) == DebugMenuSettings())
    }
}
