import Foundation
import SettingsRuntime
import Testing

/// A hand-written section in the shape the backend emits for `renamedFrom` and an enum `fallback`.
struct RenamedSection: SettingsSection {
    enum Size: String, SettingsEnum {
        case small, large
        var title: String { rawValue }
        static let fallbackCase: Size? = .large
    }

    enum Color: String, SettingsEnum {
        case red, blue
        var title: String { rawValue }
    }

    var count: Int
    var size: Size
    var color: Color
    var optionalSize: Size?
    var _unknownFields: SettingsUnknownFields

    init() {
        count = 1
        size = .small
        color = .red
        optionalSize = nil
        _unknownFields = SettingsUnknownFields()
    }

    init(from decoder: any Decoder) throws {
        let values = try SettingsDecodingContainer(
            decoder, knownKeys: ["count", "size", "color", "optionalSize"], renamedKeys: ["count": ["total", "number"]])
        count = values.decode("count", default: 1, range: 0...10, step: nil)
        size = values.decode("size", default: Size.small)
        color = values.decode("color", default: Color.red)
        optionalSize = values.decode("optionalSize", default: nil as Size?)
        _unknownFields = values.unknownFields
    }

    func encode(to encoder: any Encoder) throws {
        var values = SettingsEncodingContainer(encoder)
        try values.encode(count, forKey: "count")
        try values.encode(size, forKey: "size")
        try values.encode(color, forKey: "color")
        try values.encode(optionalSize, forKey: "optionalSize")
        try values.encode(_unknownFields)
    }
}

@Suite struct RenamedKeysTests {
    @Test func theCurrentKeyIsReadFirst() throws {
        let (section, report) = try decodeReporting(RenamedSection.self, #"{"count": 3, "total": 4, "number": 5}"#)
        #expect(section.count == 3)
        #expect(section._unknownFields.isEmpty)                 // old keys are not unknown fields
        #expect(issueList(report)["count"] == nil)
    }

    @Test func oldKeysAreReadInOrderWhenTheCurrentKeyIsMissing() throws {
        #expect(try decodeReporting(RenamedSection.self, #"{"total": 4, "number": 5}"#).0.count == 4)
        #expect(try decodeReporting(RenamedSection.self, #"{"number": 5}"#).0.count == 5)
    }

    @Test func aValueReadFromAnOldKeyFollowsTheSameRules() throws {
        let (clamped, report) = try decodeReporting(RenamedSection.self, #"{"number": 50}"#)
        #expect(clamped.count == 10)
        #expect(issueList(report)["count"] == .adjusted(from: "50", to: "10"))
        let (invalid, invalidReport) = try decodeReporting(RenamedSection.self, #"{"total": "many"}"#)
        #expect(invalid.count == 1)
        if case .invalid? = issueList(invalidReport)["count"] {} else { Issue.record("\(invalidReport)") }
    }

    @Test func savingWritesOnlyTheCurrentKey() throws {
        let (section, _) = try decodeReporting(RenamedSection.self, #"{"total": 4, "extra": true}"#)
        #expect(try encodeJSON(section) == #"{"color":"red","count":4,"extra":true,"optionalSize":null,"size":"small"}"#)
    }
}

@Suite struct EnumFallbackTests {
    @Test func aRemovedCaseReadsAsTheFallbackAndIsReported() throws {
        let (section, report) = try decodeReporting(RenamedSection.self, #"{"size": "medium", "optionalSize": "huge"}"#)
        #expect(section.size == .large)
        #expect(section.optionalSize == .large)
        #expect(issueList(report)["size"] == .adjusted(from: "\"medium\"", to: "large (the enum's fallback)"))
    }

    @Test func withoutAFallbackARemovedCaseReadsAsTheDefault() throws {
        let (section, report) = try decodeReporting(RenamedSection.self, #"{"color": "green"}"#)
        #expect(section.color == .red)
        if case .invalid? = issueList(report)["color"] {} else { Issue.record("\(report)") }
        #expect(RenamedSection.Color.fallbackCase == nil)
    }

    @Test func aValueThatIsNotAStringIsNotReplacedByTheFallback() throws {
        let (section, _) = try decodeReporting(RenamedSection.self, #"{"size": 2, "optionalSize": null}"#)
        #expect(section.size == .small)
        #expect(section.optionalSize == nil)
    }
}

@Suite struct DecodedOrDefaultTests {
    @Test func aThrowingDecodeGivesDefaultsAndARootIssue() {
        struct Broken: Error {}
        let report = SettingsDecodingReport()
        let settings = TestSettings.decodedOrDefault(report: report) { throw Broken() }
        #expect(settings == TestSettings())
        #expect(report.issues.count == 1)
        #expect(report.issues.first?.path == [])
    }

    @Test func aSuccessfulDecodeIsReturnedAsIs() throws {
        let report = SettingsDecodingReport()
        var expected = TestSettings()
        expected.smoothing.dayPeriod = 9
        let settings = TestSettings.decodedOrDefault(report: report) { expected }
        #expect(settings == expected)
        #expect(report.isEmpty)
    }

    @Test func withoutAReportNothingIsRecordedAndNothingTraps() {
        struct Broken: Error {}
        #expect(TestSettings.decodedOrDefault(report: nil) { throw Broken() } == TestSettings())
    }
}
