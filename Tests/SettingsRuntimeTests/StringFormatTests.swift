import SettingsRuntime
import Testing

/// The formats of the `url`, `color` and `date` types, and the conversions of colours and dates. The cases here
/// are the compiler's too (`FormattedValueTests` in SettingsCompilerTests), so the two checks stay in step.
@Suite struct StringFormatTests {
    @Test(arguments: [
        "https://example.com", "http://localhost:8080/a?b=c#d", "mailto:team@example.com", "hopper://rides/new",
        "tel:+4915112345678", "x-app+beta.v2:thing", "https://example.com/%20space",
    ])
    func urlsThatAreAllowed(text: String) {
        #expect(SettingsStringFormat.url.allows(text))
    }

    @Test(arguments: [
        "", "example.com", "www.example.com/path", ":nothing", "1http://x", "https:", "https:/example.com",
        "https:///path", "https://example.com/a b", "https://exämple.com", "https://example.com/\"q\"", "mailto:",
        "https://example.com/\\", "tab:\there",
    ])
    func urlsThatAreNot(text: String) {
        #expect(!SettingsStringFormat.url.allows(text))
    }

    @Test func colours() throws {
        #expect(SettingsStringFormat.color.allows("#FF9500"))
        #expect(SettingsStringFormat.color.allows("#ff950080"))
        for text in ["", "FF9500", "#FF950", "#FF95000", "#GG9500", "orange", "#FF9500 ", "#FF95008000"] {
            #expect(!SettingsStringFormat.color.allows(text), "\(text)")
        }
        let color = try #require(SettingsColor(hex: "#FF950080"))
        #expect(color.red == 1)
        #expect(abs(color.green - 149.0 / 255) < 1e-12)
        #expect(color.blue == 0)
        #expect(abs(color.alpha - 128.0 / 255) < 1e-12)
        #expect(color.hex == "#FF950080")
        #expect(SettingsColor(hex: "#ffcc00")?.hex == "#FFCC00")
        #expect(SettingsColor(red: 2, green: -1, blue: .nan, alpha: 1).hex == "#FF0000")
    }

    @Test func dates() throws {
        #expect(SettingsDate(iso8601: "1970-01-01T00:00:00Z")?.secondsSince1970 == 0)
        #expect(SettingsDate(iso8601: "2026-01-31T09:00:00Z")?.secondsSince1970 == 1_769_850_000)
        #expect(SettingsDate(iso8601: "1969-12-31T23:59:59Z")?.secondsSince1970 == -1)
        #expect(SettingsDate(iso8601: "2000-02-29T12:00:00Z")?.secondsSince1970 == 951_825_600)
        #expect(SettingsDate(iso8601: "0001-01-01T00:00:00Z")?.secondsSince1970 == -62_135_596_800)
        #expect(SettingsDate(iso8601: "9999-12-31T23:59:59Z")?.secondsSince1970 == 253_402_300_799)
        for text in ["", "2026-01-31", "2026-01-31T09:00:00", "2026-01-31 09:00:00Z", "2026-01-31T09:00:00+01:00",
                     "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z",
                     "2026-00-01T00:00:00Z", "2026-01-00T00:00:00Z", "2026-01-31T24:00:00Z", "2026-01-31T23:60:00Z",
                     "2026-01-31T23:59:60Z", "0000-01-01T00:00:00Z", "２026-01-31T09:00:00Z"] {
            #expect(SettingsDate(iso8601: text) == nil, "\(text)")
            #expect(!SettingsStringFormat.date.allows(text), "\(text)")
        }
        // Every day of a few years, both ways, including the leap days of 2000 and 2024.
        for seconds in stride(from: Int64(946_684_800), to: 1_767_225_600, by: 86_400 - 1) {
            let date = SettingsDate(secondsSince1970: seconds)
            #expect(SettingsDate(iso8601: date.iso8601) == date)
        }
        #expect(SettingsDate(secondsSince1970: .max).iso8601 == "9999-12-31T23:59:59Z")
        #expect(SettingsDate(secondsSince1970: .min).iso8601 == "0001-01-01T00:00:00Z")
    }

    @Test func formatsAreStringRules() {
        let rules = SettingsStringRules(format: .date)
        #expect(rules.violation("tomorrow") == .badFormat(.date))
        #expect(rules.problem(with: "tomorrow") == "Enter a date and time in UTC as 2026-01-31T09:00:00Z.")
        #expect(rules.allows("2026-01-31T09:00:00Z"))
        #expect(SettingsStringRules(format: .url).problem(with: "example.com") == "Enter a full address such as https://example.com.")
    }
}
