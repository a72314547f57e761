import Foundation
import SettingsRuntime
import Testing

/// A hand-written model with string rules, decoded through the container as generated code does.
private struct Profile: Codable, Equatable {
    static let handleRules = SettingsStringRules(minLength: 3, maxLength: 8, pattern: "[a-z]+", patternMessage: "Lowercase letters only.")
    static let pinRules = SettingsStringRules(minLength: 4, maxLength: 4, pattern: "[0-9]+")

    var handle: String
    var nickname: String?
    var pin: SettingsSecureString?

    init(from decoder: any Decoder) throws {
        let values = try SettingsDecodingContainer(decoder, knownKeys: ["handle", "nickname", "pin"])
        handle = values.decode("handle", default: "guest", rules: Self.handleRules)
        nickname = values.decode("nickname", default: "Sam" as String?, rules: SettingsStringRules(maxLength: 5))
        pin = values.decode("pin", default: nil as SettingsSecureString?, rules: Self.pinRules)
    }
}

@Suite struct StringRulesRuntimeTests {
    @Test func violationsAreCheckedInOrder() {
        let rules = Profile.handleRules
        #expect(rules.violation("ab") == .tooShort(minimum: 3))
        #expect(rules.violation("abcdefghi") == .tooLong(maximum: 8))
        #expect(rules.violation("Abc") == .noMatch)
        #expect(rules.violation("abc") == nil)
        // The pattern matches the whole value, not a part of it.
        #expect(rules.violation("abc1") == .noMatch)
        #expect(rules.problem(with: "Abc") == "Lowercase letters only.")
        #expect(SettingsStringRules(pattern: "[0-9]+").problem(with: "x") == "Use the required format.")
        #expect(SettingsStringRules(minLength: 1).problem(with: "") == "Enter a value.")
        #expect(SettingsStringRules().allows(""))
    }

    /// Issue 20 item 6: a pattern is matched only against values of at most 256 characters, so a stored value cannot
    /// make a backtracking pattern run for long; a longer value does not match.
    @Test func aPatternIsNotMatchedAgainstLongValues() {
        let rules = SettingsStringRules(pattern: "a*")
        #expect(SettingsStringRules.maxPatternInputLength == 256)
        #expect(rules.violation(String(repeating: "a", count: 256)) == nil)
        #expect(rules.violation(String(repeating: "a", count: 257)) == .noMatch)
        // The 256 characters are characters, not bytes.
        #expect(rules.violation(String(repeating: "é", count: 256).replacingOccurrences(of: "é", with: "a")) == nil)
        // Without a pattern, long values are fine.
        #expect(SettingsStringRules(maxLength: 1000).violation(String(repeating: "a", count: 900)) == nil)
    }

    @Test func validValuesAreKept() throws {
        let (profile, report) = try decodeReporting(Profile.self, #"{"handle": "maya", "nickname": null, "pin": "1234"}"#)
        #expect(profile.handle == "maya")
        #expect(profile.nickname == nil)
        #expect(profile.pin?.value == "1234")
        #expect(report.isEmpty)
    }

    @Test func invalidValuesFallBackToTheDefaultAndAreReportedWithoutTheirText() throws {
        let (profile, report) = try decodeReporting(Profile.self, #"{"handle": "Maya", "nickname": "Samantha", "pin": "12345"}"#)
        #expect(profile.handle == "guest")
        #expect(profile.nickname == "Sam")
        #expect(profile.pin == nil)
        #expect(issueList(report) == [
            "handle": .invalid("a string that does not match the pattern [a-z]+"),
            "nickname": .invalid("a string of 8 characters, longer than the maximum length 5"),
            "pin": .invalid("a string of 5 characters, longer than the maximum length 4"),
        ])
        #expect(!report.description.contains("12345"))
    }

    @Test func wrongTypesAndMissingKeysFallBackAsForAnyString() throws {
        let (profile, report) = try decodeReporting(Profile.self, #"{"handle": 7}"#)
        #expect(profile.handle == "guest")
        #expect(profile.nickname == "Sam")
        #expect(issueList(report)["handle"] == .invalid("expected a string, found 7"))
        #expect(issueList(report)["nickname"] == .missing)
    }

    @Test func aSecureStringCodesAsAPlainStringAndHidesItsValue() throws {
        let secret = SettingsSecureString("hunter2")
        #expect(try encodeJSON(["pin": secret]) == #"{"pin":"hunter2"}"#)
        #expect(try JSONDecoder().decode(SettingsSecureString.self, from: Data(#""hunter2""#.utf8)) == secret)
        #expect(secret.description == "••••••")
        #expect(secret.debugDescription == "SettingsSecureString(••••••)")
        var dumped = ""
        dump(secret, to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(secret.settingsValue == .string("hunter2"))
        #expect(SettingsSecureString(settingsValue: .string("x"))?.value == "x")
        #expect(SettingsSecureString(settingsValue: .int(1)) == nil)
    }
}
