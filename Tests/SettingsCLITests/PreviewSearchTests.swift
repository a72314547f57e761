import Testing

/// `settingsc preview --search TEXT`: the store's index and ranking over the schema's screens at their defaults.
@Suite struct PreviewSearchTests {
    static let schema = """
        settings: AppSettings
        sections:
          display:
            title: Display
            settings:
              darkMode: {type: bool, default: false, title: Dark mode, keywords: [night, appearance]}
              brightness: {type: double, default: 0.5, range: 0...1, description: How bright the screen is at night.}
              theme: {type: Theme, default: system}
              nightShift: {type: bool, default: false, title: Night shift, visibleWhen: display.darkMode}
              secret: {type: bool, default: false, title: Night secret, skip: true}
              scheduled: {type: bool, default: false, title: Night schedule, enabledWhen: display.darkMode}
        enums:
          Theme:
            system: Follow the system
            midnight: Midnight blue
        """

    @Test func printsTheRankedResultsWithoutHiddenOnes() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("App.settings.yaml", Self.schema)
        let result = runCLI(["preview", path, "--search", "night"])
        #expect(result.status == 0, "\(result.standardError)")
        // Title prefix ("Night schedule", disabled while dark mode is off), keyword ("Dark mode"), enum case title
        // ("Midnight blue", neither the case nor its setting: no word starts with "night"), description ("Brightness"). "Night shift" is
        // hidden while dark mode is off, "Night secret" is `skip`.
        #expect(result.standardOutput == """
            Night schedule  (Display)  setting display.scheduled  [disabled]
            Dark mode  (Display)  setting display.darkMode
            Brightness  (Display)  setting display.brightness

            """)
    }

    @Test func enumTitlesTyposAndNoResults() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("App.settings.yaml", Self.schema)
        // An enum case is an entry of its own (its title first), and still finds its setting.
        #expect(runCLI(["preview", path, "--search", "midnight"]).standardOutput == """
            Midnight blue  (Display › Theme)  option display.theme#midnight
            Theme  (Display)  setting display.theme

            """)
        #expect(runCLI(["preview", path, "--search", "brihgtness"]).standardOutput == "Brightness  (Display)  setting display.brightness\n")
        let none = runCLI(["preview", path, "--search", "zebra"])
        #expect(none.status == 0)
        #expect(none.standardOutput == "no results for \"zebra\"\n")
    }

    /// Issue 30, item 7: a pasted query is searched by its first 256 characters, and that is all the "no results"
    /// line repeats (it used to echo all 60,000 characters).
    @Test func aLongPastedQueryIsSearchedAndEchoedByItsFirstCharacters() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("App.settings.yaml", Self.schema)
        let none = runCLI(["preview", path, "--search", String(repeating: "ß", count: 60_000)])
        #expect(none.status == 0)
        #expect(none.standardOutput == "no results for \"" + String(repeating: "ß", count: 256) + "…\"\n")
        let found = runCLI(["preview", path, "--search", "night" + String(repeating: " ", count: 300) + "zebra"])
        #expect(found.standardOutput.hasPrefix("Night schedule  (Display)"), "\(found.standardOutput)")
    }
}
