import SettingsCompiler
import Testing

/// `localization:`: opting in, the derived keys of every text, `keys:` overrides and their checks.
@Suite struct LocalizationTests {
    static let body = """
        enums:
          Mode:
            fast: Fast
            slow: {title: Slow, description: Saves battery.}
        sections:
          sync:
            description: Keeps devices in step.
            header: Read this.
            footer: inject
            settings:
              enabled: {default: true, description: Turns sync on.}
              status: {link: "https://example.com", title: Status}
              reset: {action: resetSync, title: Reset, confirmation: Sure?}
              mode: {type: Mode, default: fast}
            sections:
              interval:
                footer: In minutes.
                settings:
                  minutes: 5
                  more: {navigate: sync, title: Back}

        """

    func localization(_ header: String) -> (LocalizationIR?, [String]) {
        let result = compile("settings: BetaSettings\n" + header + "\n" + Self.body)
        return (result.ir?.localization, codes(result.diagnostics))
    }

    @Test func keysFollowTheSchemaPathInScreenOrder() throws {
        let (localization, codes) = localization("localization: true")
        #expect(codes == [])
        let texts = try #require(localization).texts
        #expect(texts.map(\.key) == [
            "title",
            "enum.Mode.fast.title", "enum.Mode.slow.title",
            "sync.title", "sync.description", "sync.header",
            "sync.enabled.title", "sync.enabled.description", "sync.status.title", "sync.reset.title", "sync.reset.confirmation",
            "sync.mode.title",
            "sync.interval.title", "sync.interval.footer", "sync.interval.minutes.title", "sync.interval.more.title",
        ])
        #expect(texts.map(\.key) == texts.map(\.derivedKey))
        let byKey = Dictionary(uniqueKeysWithValues: texts.map { ($0.key, $0) })
        #expect(byKey["title"]?.source == "Beta settings")
        #expect(byKey["sync.reset.confirmation"]?.source == "Sure?")
        #expect(byKey["enum.Mode.slow.title"]?.comment == "Saves battery.")
        #expect(byKey["sync.enabled.title"]?.comment == "Turns sync on.")
        #expect(byKey["sync.interval.minutes.title"]?.comment == "Title of the setting 'minutes' in the section 'Interval'.")
        #expect(byKey["sync.interval.more.title"]?.source == "Back")
    }

    @Test func trueUsesTheRootNameAndEnglish() throws {
        let (localization, _) = localization("localization: true")
        #expect(localization?.table == "BetaSettings")
        #expect(localization?.sourceLanguage == "en")
        #expect(localization?.overrides == [:])
    }

    @Test(arguments: ["", "localization: false", "localization:", "localization: FALSE"])
    func withoutOptingInThereIsNoLocalization(header: String) {
        let (localization, codes) = localization(header)
        #expect(codes == [])
        #expect(localization == nil)
    }

    @Test func tableSourceLanguageAndKeys() throws {
        let (localization, codes) = localization("""
            localization:
              table: Beta-Strings_2
              sourceLanguage: de-CH
              keys: {sync.enabled.title: syncEnabled, enum.Mode.fast.title: mode.fast}
            """)
        #expect(codes == [])
        let value = try #require(localization)
        #expect(value.table == "Beta-Strings_2")
        #expect(value.sourceLanguage == "de-CH")
        #expect(value.overrides == ["sync.enabled.title": "syncEnabled", "enum.Mode.fast.title": "mode.fast"])
        #expect(value.key(for: "sync.enabled.title") == "syncEnabled")
        #expect(value.key(for: "sync.title") == "sync.title")
        let enabled = try #require(value.texts.first { $0.derivedKey == "sync.enabled.title" })
        #expect(enabled.key == "syncEnabled")
    }

    @Test(arguments: [
        ("localization: [a]", "SC1103"),
        ("localization: yes", "SC1108"),
        ("localization: {tabel: X}", "SC1101"),
        ("localization: {table: 1x}", "SC1520"),
        ("localization: {table: a/b}", "SC1520"),
        ("localization: {table: \"\"}", "SC1520"),
        ("localization: {sourceLanguage: EN}", "SC1521"),
        ("localization: {sourceLanguage: e}", "SC1521"),
        ("localization: {keys: {sync.title: \"a\\tb\"}}", "SC1522"),
        ("localization: {keys: [a]}", "SC1103"),
        ("localization: {keys: {sync.titel: a}}", "SC1523"),
        ("localization: {keys: {sync.title: title}}", "SC1524"),
    ])
    func problemsAreReported(header: String, code: String) {
        let (localization, codes) = localization(header)
        #expect(codes == [code])
        #expect(localization == nil)
    }

    @Test func problemsInLocalizationAreReportedWithOtherErrors() {
        let result = compile("""
            settings: App
            localization: {table: "../x"}
            sections:
              s:
                settings:
                  a: {type: nope}
            """)
        #expect(codes(result.diagnostics) == ["SC1520", "SC1201"])
    }

    @Test func validNames() {
        #expect(LocalizationCheck.isValidTable("BetaSettings"))
        #expect(!LocalizationCheck.isValidTable("Beta.Settings"))
        #expect(!LocalizationCheck.isValidTable(String(repeating: "a", count: 65)))
        #expect(LocalizationCheck.isValidLanguage("zh-Hans"))
        #expect(LocalizationCheck.isValidLanguage("pt-BR"))
        #expect(!LocalizationCheck.isValidLanguage("en_US"))
        #expect(!LocalizationCheck.isValidLanguage("en-"))
    }
}
