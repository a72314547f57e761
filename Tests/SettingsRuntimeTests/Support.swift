import Foundation
import SettingsRuntime

/// Decodes `json` with a fresh report in the decoder's user info.
func decodeReporting<T: Decodable>(_ type: T.Type, _ json: String) throws -> (T, SettingsDecodingReport) {
    let report = SettingsDecodingReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.settingsDecodingReport] = report
    let value = try decoder.decode(T.self, from: Data(json.utf8))
    return (value, report)
}

/// JSON text with sorted keys (deterministic).
func encodeJSON<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// The issues of a report as (dotted path, kind), for compact assertions.
func issueList(_ report: SettingsDecodingReport) -> [String: SettingsDecodingReport.Issue.Kind] {
    var result: [String: SettingsDecodingReport.Issue.Kind] = [:]
    for issue in report.issues {
        result[issue.path.joined(separator: ".")] = issue.kind
    }
    return result
}

/// A small deterministic generator (SplitMix64) for the round-trip tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
