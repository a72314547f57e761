import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import Testing

/// String rules (`minLength`, `maxLength`, `pattern`) and secure strings, on the generated AccountSettings
/// (Schemas/Account.settings.yaml) and StringRulesSettings (the valid fixture string-rules-and-secure).

private func decode<T: Decodable>(_ type: T.Type, _ json: String, report: SettingsDecodingReport? = nil) throws -> T {
    let decoder = JSONDecoder()
    if let report { decoder.userInfo[.settingsDecodingReport] = report }
    return try decoder.decode(type, from: Data(json.utf8))
}

private func encodedObject<T: Encodable>(_ value: T) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try #require(try JSONSerialization.jsonObject(with: try encoder.encode(value)) as? [String: Any])
}

@Suite struct StringRulesTests {
    @Test func rulesAndDefaultsComeFromTheSchema() {
        let settings = AccountSettings()
        #expect(settings.profile.displayName == "Rider")
        #expect(settings.profile.username == nil)
        #expect(settings.signIn.corporateProxyPassword.value == "")
        #expect(AccountSettings.Profile.StringRules.displayName == SettingsStringRules(minLength: 1, maxLength: 40))
        #expect(AccountSettings.Profile.StringRules.username.pattern == "[a-z][a-z0-9_]*")
        #expect(StringRulesSettings.Account.StringRules.quoted.pattern == #"say "[^"]*"|\(\w+\)|#.*"#)
        #expect(StringRulesSettings.Account.StringRules.quoted.patternMessage == #"Write "say" then \(text) or #tag."#)
        #expect(StringRulesSettings.Account.Defaults.proxyPassword.value == "hunter22")
    }

    @Test func storedStringsThatFollowTheRulesAreKept() throws {
        let json = #"{"profile": {"displayName": "Maya", "username": "maya_r", "email": "maya@example.com", "phone": "+4915112345678"}}"#
        let report = SettingsDecodingReport()
        let settings = try decode(AccountSettings.self, json, report: report)
        #expect(settings.profile.displayName == "Maya")
        #expect(settings.profile.username == "maya_r")
        #expect(settings.profile.email == "maya@example.com")
        #expect(settings.profile.phone == "+4915112345678")
        #expect(!report.issues.contains { if case .invalid = $0.kind { true } else { false } })
    }

    /// Data written by an older version (or edited by hand): each string that breaks its rules is read as the
    /// default and reported, without its text; other types fall back as before; null keeps an optional nil.
    @Test func storedStringsThatBreakTheRulesDecodeAsTheDefault() throws {
        let json = """
        {"profile": {"displayName": "", "username": "Maya R", "email": "maya", "phone": null,
                     "bio": "\(String(repeating: "x", count: 161))"},
         "signIn": {"recoveryCode": "SECRET-1", "corporateProxyPassword": 42}}
        """
        let report = SettingsDecodingReport()
        let settings = try decode(AccountSettings.self, json, report: report)
        #expect(settings.profile.displayName == "Rider")
        #expect(settings.profile.username == nil)
        #expect(settings.profile.email == nil)
        #expect(settings.profile.phone == nil)
        #expect(settings.profile.bio == "")
        #expect(settings.signIn.recoveryCode == nil)
        #expect(settings.signIn.corporateProxyPassword.value == "")
        let invalid = report.issues.compactMap { issue -> (String, String)? in
            if case .invalid(let reason) = issue.kind { return (issue.path.joined(separator: "."), reason) }
            return nil
        }
        #expect(invalid.map(\.0) == [
            "profile.displayName", "profile.username", "profile.email", "profile.bio", "signIn.recoveryCode",
            "signIn.corporateProxyPassword",
        ])
        #expect(invalid[0].1 == "a string of 0 characters, shorter than the minimum length 1")
        #expect(invalid[1].1 == "a string that does not match the pattern [a-z][a-z0-9_]*")
        #expect(invalid[3].1 == "a string of 161 characters, longer than the maximum length 160")
        #expect(invalid[4].1 == "a string that does not match the pattern [A-Z0-9]{8}")
        #expect(invalid[5].1 == "expected a string, found 42")
        // The stored text of a secret is not in the report.
        #expect(!report.description.contains("SECRET-1"))
        #expect(!report.description.contains("Maya R"))
    }

    @Test func lengthsCountCharacters() throws {
        // Eight characters, each more than one scalar or byte: a valid recovery code only if length counts characters.
        let rules = SettingsStringRules(minLength: 2, maxLength: 2)
        #expect(rules.allows("🇩🇪é"))
        #expect(!rules.allows("🇩🇪"))
        let settings = try decode(AccountSettings.self, #"{"profile": {"displayName": "\#(String(repeating: "👩‍👩‍👧", count: 40))"}}"#)
        #expect(settings.profile.displayName.count == 40)
    }

    @Test func aRoundTripKeepsEveryValue() throws {
        var settings = AccountSettings()
        settings.profile.username = "maya_r"
        settings.signIn.recoveryCode = "AB12CD34"
        settings.signIn.corporateProxyPassword = SettingsSecureString("p@ss word")
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(AccountSettings.self, from: data) == settings)
        // A secure string is stored as a plain JSON string.
        let object = try encodedObject(settings)
        let signIn = try #require(object["signIn"] as? [String: Any])
        #expect(signIn["corporateProxyPassword"] as? String == "p@ss word")
        #expect(signIn["recoveryCode"] as? String == "AB12CD34")
    }

    @Test func secureStringsNeverShowThemselves() {
        var settings = AccountSettings()
        settings.signIn.recoveryCode = "AB12CD34"
        settings.signIn.corporateProxyPassword = "p@ss word"
        var dumped = ""
        dump(settings, to: &dumped)
        for text in ["\(settings)", String(describing: settings), String(reflecting: settings), dumped,
                     "\(settings.signIn.corporateProxyPassword)", String(reflecting: settings.signIn.recoveryCode as Any)] {
            #expect(!text.contains("p@ss"), "\(text)")
            #expect(!text.contains("AB12CD34"), "\(text)")
        }
        #expect("\(settings.signIn.corporateProxyPassword)" == SettingsSecureString.mask)
        #expect("\(SettingsSecureString(""))" == "")
        #expect(settings.signIn.corporateProxyPassword.value == "p@ss word")
        #expect(String(describing: StringRulesSettings()).contains(SettingsSecureString.mask))
        #expect(!String(describing: StringRulesSettings()).contains("hunter22"))
    }

    @Test func theFormMasksSecureValuesAndReportsProblems() throws {
        let form = AccountSettings.settingsForm
        let password = try #require(form.setting(id: "signIn.corporateProxyPassword"))
        #expect(password.isSecure)
        #expect(password.displayText(.string("p@ss")) == SettingsSecureString.mask)
        #expect(password.displayText(.string("")) == #""""#)
        let username = try #require(form.setting(id: "profile.username"))
        #expect(!username.isSecure)
        #expect(username.problem(with: .string("Maya")) == "Use lowercase letters, digits and _, starting with a letter.")
        #expect(username.problem(with: .string("ma")) == "Use at least 3 characters.")
        #expect(username.problem(with: .string("maya_r")) == nil)
        #expect(username.problem(with: .none) == nil)
        // `placeholder:` (the demo key of the language table) reaches the generated form.
        #expect(try #require(form.setting(id: "profile.email")).placeholder == "name@example.com")
        #expect(username.placeholder == nil)
        // `accessibilityLabel:` (the demo key of the per-key store) reaches it too; nil where the schema has none.
        #expect(try #require(form.setting(id: "profile.phone")).accessibilityLabel == "Phone number with country code")
        #expect(username.accessibilityLabel == nil)
        // `learnMore:` (the demo key of the attribute kinds): the link SettingsSwiftUI's row shows under the setting,
        // titled by its key; none where the schema has none, and no text to translate.
        let phone = try #require(form.setting(id: "profile.phone"))
        #expect(phone.links == [SettingsAttributeLink(member: "learnMore", url: "https://example.com/help/phone-numbers")])
        #expect(phone.links.map(\.title) == ["Learn more"])
        #expect(phone.learnMore == "https://example.com/help/phone-numbers")
        #expect(phone.textAttributes == [.accessibilityLabel("Phone number with country code")])
        #expect(username.links.isEmpty)
        let displayName = try #require(form.setting(id: "profile.displayName"))
        #expect(displayName.problem(with: .string("")) == "Enter a value.")
        #expect(displayName.problem(with: .string(String(repeating: "a", count: 41))) == "Use at most 40 characters.")
        let bio = try #require(form.setting(id: "profile.bio"))
        #expect(bio.problem(with: .string("")) == nil)
    }

    @Test func theTextRendererMasksSecureValues() {
        var settings = AccountSettings()
        settings.signIn.corporateProxyPassword = "p@ss word"
        let text = SettingsTextRenderer().render(AccountSettings.settingsForm, value: settings)
        #expect(text.contains("[secure field]"))
        #expect(text.contains(SettingsSecureString.mask))
        #expect(!text.contains("p@ss"))
        #expect(text.contains("length 3...20; pattern [a-z][a-z0-9_]*"))
    }
}

/// url, color and date settings of AccountSettings and FormattedStringsSettings (the valid fixture url-color-date).
@Suite struct FormattedStringTests {
    @Test func defaultsAndFormats() {
        let settings = AccountSettings()
        #expect(settings.profile.website == nil)
        #expect(settings.profile.profileColor == "#226AD6")
        #expect(settings.emails.memberSince == "2024-01-01T00:00:00Z")
        #expect(SettingsDate(iso8601: settings.emails.memberSince)?.secondsSince1970 == 1_704_067_200)
        #expect(AccountSettings.Profile.StringRules.profileColor == SettingsStringRules(format: .color))
        #expect(AccountSettings.Emails.StringRules.pauseEmailsUntil.format == .date)
        #expect(FormattedStringsSettings.Links.Defaults.deepLink == "hopper://rides/new?from=%22home%22&x=(y)&z='q'")
        #expect(FormattedStringsSettings.Colours.Defaults.lowercase == "#ffcc00")
    }

    @Test func storedValuesNotInTheirFormatDecodeAsTheDefault() throws {
        let json = """
        {"profile": {"website": "maya.example.com", "profileColor": "blue"},
         "emails": {"pauseEmailsUntil": "next Monday", "memberSince": "2024-02-30T00:00:00Z",
                    "unsubscribePage": "https://hopper.example.com/stop"}}
        """
        let report = SettingsDecodingReport()
        let settings = try decode(AccountSettings.self, json, report: report)
        #expect(settings.profile.website == nil)
        #expect(settings.profile.profileColor == "#226AD6")
        #expect(settings.emails.pauseEmailsUntil == nil)
        #expect(settings.emails.memberSince == "2024-01-01T00:00:00Z")
        #expect(settings.emails.unsubscribePage == "https://hopper.example.com/stop")
        let invalid = report.issues.filter { if case .invalid = $0.kind { true } else { false } }.map { $0.path.joined(separator: ".") }
        #expect(invalid == ["profile.website", "profile.profileColor", "emails.pauseEmailsUntil", "emails.memberSince"])
    }

    @Test func validStoredValuesRoundTrip() throws {
        var settings = AccountSettings()
        settings.profile.website = "https://maya.example.com"
        settings.profile.profileColor = "#34C75980"
        settings.emails.pauseEmailsUntil = "2026-03-01T08:30:00Z"
        let data = try JSONEncoder().encode(settings)
        let report = SettingsDecodingReport()
        let decoder = JSONDecoder()
        decoder.userInfo[.settingsDecodingReport] = report
        #expect(try decoder.decode(AccountSettings.self, from: data) == settings)
        #expect(report.issues.allSatisfy { if case .invalid = $0.kind { false } else { true } })
    }

    @Test func theFormUsesPickersAndChecksFormats() throws {
        let form = AccountSettings.settingsForm
        let color = try #require(form.setting(id: "profile.profileColor"))
        #expect(color.type == .color)
        #expect(color.control == .colorPicker)
        #expect(color.problem(with: .string("blue")) == "Enter a colour as #RRGGBB or #RRGGBBAA.")
        let date = try #require(form.setting(id: "emails.pauseEmailsUntil"))
        #expect(date.type == .optional(.date))
        #expect(date.control == .datePicker)
        #expect(date.problem(with: .none) == nil)
        let website = try #require(form.setting(id: "profile.website"))
        #expect(website.control == .textField)
        #expect(website.value(fromEditText: "  https://x.example ") == .string("https://x.example"))
        #expect(website.value(fromEditText: "") == SettingsValue.none)
        #expect(website.problem(with: .string("x.example")) != nil)
    }
}
