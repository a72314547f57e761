import SettingsCompiler
import SettingsRuntime
import Testing

/// The compiler's checks of `url`, `color` and `date` defaults, which are the runtime's rules
/// (`SettingsStringFormat.problem`, also behind `allows`, which StringFormatTests in SettingsRuntimeTests check).
@Suite struct FormattedValueTests {
    @Test(arguments: [
        "https://example.com", "http://localhost:8080/a?b=c#d", "mailto:team@example.com", "hopper://rides/new",
        "tel:+4915112345678", "x-app+beta.v2:thing", "https://example.com/%20space",
    ])
    func urlsThatAreAllowed(text: String) {
        #expect(SettingsStringFormat.url.problem(text) == nil)
    }

    @Test(arguments: [
        "", "example.com", "www.example.com/path", ":nothing", "1http://x", "https:", "https:/example.com",
        "https:///path", "https://example.com/a b", "https://exämple.com", "https://example.com/\"q\"", "mailto:",
        "https://example.com/\\", "tab:\there",
    ])
    func urlsThatAreNot(text: String) {
        #expect(SettingsStringFormat.url.problem(text) != nil)
    }

    @Test func colours() {
        #expect(SettingsStringFormat.color.problem("#FF9500") == nil)
        #expect(SettingsStringFormat.color.problem("#ff950080") == nil)
        for text in ["", "FF9500", "#FF950", "#FF95000", "#GG9500", "orange", "#FF9500 ", "#FF95008000"] {
            #expect(SettingsStringFormat.color.problem(text) != nil, "\(text)")
        }
    }

    @Test func dates() {
        for text in ["1970-01-01T00:00:00Z", "2000-02-29T12:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"] {
            #expect(SettingsStringFormat.date.problem(text) == nil, "\(text)")
        }
        for text in ["", "2026-01-31", "2026-01-31T09:00:00", "2026-01-31 09:00:00Z", "2026-01-31T09:00:00+01:00",
                     "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z",
                     "2026-00-01T00:00:00Z", "2026-01-00T00:00:00Z", "2026-01-31T24:00:00Z", "2026-01-31T23:60:00Z",
                     "2026-01-31T23:59:60Z", "0000-01-01T00:00:00Z", "２026-01-31T09:00:00Z"] {
            #expect(SettingsStringFormat.date.problem(text) != nil, "\(text)")
        }
    }

    @Test func typesAreSpelledAndNeedADefault() {
        let result = compile("""
            settings: App
            sections:
              general:
                settings:
                  a: {type: url?}
                  b: {type: color, default: "#000000"}
                  c: {type: date, default: "2026-01-31T09:00:00Z"}
                  d: {type: date}
            """)
        #expect(codes(result.diagnostics) == ["SC1558"])
        let ok = compile("settings: App\nsections:\n  g:\n    settings:\n      a: {type: url?}\n      b: {type: color, default: \"#000000\"}\n")
        let types = ok.ir?.root.sections.first?.settings.map(\.type)
        #expect(types == [.optional(.url), .color])
        #expect(codes(compile("settings: App\nsections:\n  g:\n    settings:\n      a: {type: URL}\n").diagnostics) == ["SC1201"])
    }
}
