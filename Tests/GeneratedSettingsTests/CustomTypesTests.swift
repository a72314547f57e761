import Foundation
import GeneratedFixtures
import SettingsRuntime
import Testing

/// Settings of types the app supplies (`custom(...)`), on the generated CustomTypesSettings (the valid fixture
/// custom-types, whose types are in Tests/GeneratedFixtures/CustomTypeValues.swift).

private func decode(_ json: String, report: SettingsDecodingReport? = nil) throws -> CustomTypesSettings {
    let decoder = JSONDecoder()
    if let report { decoder.userInfo[.settingsDecodingReport] = report }
    return try decoder.decode(CustomTypesSettings.self, from: Data(json.utf8))
}

private func encodedJSON(_ settings: CustomTypesSettings) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(settings), as: UTF8.self)
}

private func issues(_ report: SettingsDecodingReport) -> [String: SettingsDecodingReport.Issue.Kind] {
    Dictionary(report.issues.map { ($0.path.joined(separator: "."), $0.kind) }, uniquingKeysWith: { first, _ in first })
}

@Suite struct CustomTypesTests {
    @Test func defaultsComeFromTheTypes() {
        let settings = CustomTypesSettings()
        #expect(settings.trip.homeRegion == Region(code: "eu"))
        #expect(settings.trip.workRegion == nil)
        #expect(settings.trip.area == Geo.Area.settingsDefault)
        #expect(settings.trip.planning.fallbackArea == nil)
        #expect(CustomTypesSettings.Trip.Defaults.homeRegion == Region.settingsDefault)
    }

    @Test func storedValuesDecodeWithTheTypesOwnCoding() throws {
        let json = """
        {"trip": {"homeRegion": "us", "work_region": "jp", "area": {"latitude": 1.5, "longitude": -2, "radius": 3},
                  "planning": {"fallbackArea": null}}}
        """
        let report = SettingsDecodingReport()
        let settings = try decode(json, report: report)
        #expect(settings.trip.homeRegion == Region(code: "us"))
        #expect(settings.trip.workRegion == Region(code: "jp"))
        #expect(settings.trip.area == Geo.Area(latitude: 1.5, longitude: -2, radius: 3))
        #expect(settings.trip.planning.fallbackArea == nil)
        #expect(!report.issues.contains { if case .invalid = $0.kind { true } else { false } })
        #expect(settings.trip._unknownFields.isEmpty)
    }

    @Test func missingAndNullValuesFallBackToTheDefaultAndAreReported() throws {
        let report = SettingsDecodingReport()
        let settings = try decode(#"{"trip": {"homeRegion": null, "planning": {}}}"#, report: report)
        #expect(settings.trip.homeRegion == Region.settingsDefault)
        #expect(settings.trip.workRegion == nil)
        #expect(settings.trip.area == Geo.Area.settingsDefault)
        let found = issues(report)
        #expect(found["trip.area"] == .missing)
        #expect(found["trip.work_region"] == .missing)
        #expect(found["trip.planning.fallbackArea"] == .missing)
        guard case .invalid(let reason)? = found["trip.homeRegion"] else {
            Issue.record("null for a non-optional custom setting is not reported: \(report.issues)")
            return
        }
        #expect(reason.contains("Region") && reason.contains("null"))
        // A null holds nothing to keep.
        #expect(settings.trip._unknownFields.isEmpty)
    }

    /// A value written by another version of the app, which this version's type cannot read: the default is used
    /// and reported, and the stored value is written back unchanged while the setting keeps its default.
    @Test func undecodableValuesAreReportedKeptAndWrittenBack() throws {
        let json = """
        {"trip": {"homeRegion": "Europe/West", "work_region": {"code": 7}, "area": [1, 2], "enabled": false,
                  "planning": {"fallbackArea": "north"}}}
        """
        let report = SettingsDecodingReport()
        let settings = try decode(json, report: report)
        #expect(settings.trip.homeRegion == Region.settingsDefault)
        #expect(settings.trip.workRegion == nil)
        #expect(settings.trip.area == Geo.Area.settingsDefault)
        #expect(settings.trip.planning.fallbackArea == nil)
        #expect(settings.trip.enabled == false)
        let found = issues(report)
        for path in ["trip.homeRegion", "trip.work_region", "trip.area", "trip.planning.fallbackArea"] {
            guard case .invalid(let reason)? = found[path] else {
                Issue.record("\(path) is not reported as invalid: \(report.issues)")
                continue
            }
            #expect(reason.contains("kept"), "\(path): \(reason)")
        }
        #expect(settings.trip._unknownFields["homeRegion"] == .string("Europe/West"))

        let written = try encodedJSON(settings)
        #expect(written.contains(#""homeRegion":"Europe\/West""#) || written.contains(#""homeRegion":"Europe/West""#))
        #expect(written.contains(#""work_region":{"code":7}"#))
        #expect(written.contains(#""area":[1,2]"#))
        #expect(written.contains(#""fallbackArea":"north""#))

        // Read again, the same values fall back the same way: nothing was lost or changed.
        let again = try decode(written)
        #expect(again == settings)
    }

    /// Once the user changes a setting whose stored value could not be read, the new value replaces it.
    @Test func anEditReplacesTheKeptValue() throws {
        var settings = try decode(#"{"trip": {"homeRegion": "Europe/West", "work_region": false}}"#)
        settings.trip.homeRegion = Region(code: "fr")
        settings.trip.workRegion = Region(code: "de")
        let written = try encodedJSON(settings)
        #expect(written.contains(#""homeRegion":"fr""#))
        #expect(written.contains(#""work_region":"de""#))
        #expect(!written.contains("Europe"))
        let again = try decode(written)
        #expect(again.trip.homeRegion == Region(code: "fr"))
        #expect(again.trip.workRegion == Region(code: "de"))
        #expect(again.trip._unknownFields.isEmpty)
    }

    @Test func roundTripKeepsEveryValue() throws {
        var settings = CustomTypesSettings()
        settings.trip.homeRegion = Region(code: "ca")
        settings.trip.workRegion = Region(code: "mx")
        settings.trip.area = Geo.Area(latitude: -33.9, longitude: 151.2, radius: 25)
        settings.trip.planning.fallbackArea = Geo.Area(latitude: 0, longitude: 0, radius: 1)
        let written = try encodedJSON(settings)
        #expect(try decode(written) == settings)
        // An explicit nil survives too (written as null, not left out).
        settings.trip.workRegion = nil
        let withNil = try encodedJSON(settings)
        #expect(withNil.contains(#""work_region":null"#))
        #expect(try decode(withNil).trip.workRegion == nil)
    }

    /// The form shows a custom value by its type's display text, lists changes of it, and cannot write it.
    @Test func theFormShowsTheDisplayTextAndLeavesEditingToTheApp() throws {
        let form = CustomTypesSettings.settingsForm
        let home = try #require(form.setting(id: "trip.homeRegion"))
        #expect(home.type == .custom("Region"))
        #expect(home.control == .custom)
        #expect(home.defaultValue == .string("EU"))
        var settings = CustomTypesSettings()
        #expect(home.displayValue(in: settings) == "EU")
        #expect(home.setValue(.string("US"), in: &settings) == nil)
        #expect(settings.trip.homeRegion == Region.settingsDefault)
        let work = try #require(form.setting(id: "trip.work_region"))
        #expect(work.type == .optional(.custom("Region")))
        #expect(work.control == .custom)
        #expect(work.displayValue(in: settings) == "none")
        settings.trip.workRegion = Region(code: "jp")
        #expect(work.displayValue(in: settings) == "JP")
        let area = try #require(form.setting(id: "trip.area"))
        #expect(area.displayValue(in: settings) == "52.5, 13.4 (10 km)")
    }
}
