import Testing

/// One construct at a time, through the snippet harness (Snippet.swift): a few lines of YAML, the exact lines
/// the compiler reports or the backends write for them.
@Suite struct SnippetTests {
    // MARK: The Swift model

    @Test func aBool() {
        let bool = snippet("enabled: true")
        #expect(bool.diagnostics == "")
        #expect(bool.swiftModel(setting: "enabled") == """
            public static let enabled: Swift.Bool = true
            public var enabled: Swift.Bool
            self.enabled = Defaults.enabled
            enabled: Swift.Bool = Defaults.enabled
            self.enabled = enabled
            self.enabled = values.decodeBasic("enabled", default: Defaults.enabled)
            try values.encodeBasic(self.enabled, forKey: "enabled")
            """)
    }

    @Test func anIntWithARangeAndAStep() {
        #expect(snippet("volume: {type: int, default: 5, range: 0...10, step: 1}").swiftModel(setting: "volume") == """
            public static let volume: Swift.Int = 5
            public static let volume: Swift.ClosedRange<Swift.Int> = 0...10
            public static let volume: Swift.Int = 1
            public var volume: Swift.Int
            self.volume = Defaults.volume
            volume: Swift.Int = Defaults.volume
            self.volume = volume
            self.volume = values.decodeNumber("volume", default: Defaults.volume, range: Ranges.volume, step: Steps.volume)
            try values.encodeBasic(self.volume, forKey: "volume")
            """)
    }

    @Test func anEnum() {
        let model = snippet("theme: {type: Theme, default: dark}", enums: "Theme: [light, dark]").swiftModel(setting: "theme")
        #expect(model == """
            public static let theme: SnippetSettings.Theme = SnippetSettings.Theme.dark
            public var theme: SnippetSettings.Theme
            self.theme = Defaults.theme
            theme: SnippetSettings.Theme = Defaults.theme
            self.theme = theme
            self.theme = values.decodeEnum("theme", default: Defaults.theme)
            try values.encodeEnum(self.theme, forKey: "theme")
            """)
    }

    @Test func anOptionalWithoutADefault() {
        #expect(snippet("nickname: {type: string?}").swiftModel(setting: "nickname") == """
            public static let nickname: Swift.String? = nil
            public var nickname: Swift.String?
            self.nickname = Defaults.nickname
            nickname: Swift.String? = Defaults.nickname
            self.nickname = nickname
            self.nickname = values.decodeOptionalBasic("nickname", default: Defaults.nickname)
            try values.encodeOptionalBasic(self.nickname, forKey: "nickname")
            """)
    }

    @Test func aListInferredFromItsDefault() {
        #expect(snippet(#"tags: [work, "home, garden"]"#).swiftModel(setting: "tags") == """
            public static let tags: [Swift.String] = ["work", "home, garden"]
            public var tags: [Swift.String]
            self.tags = Defaults.tags
            tags: [Swift.String] = Defaults.tags
            self.tags = tags
            self.tags = values.decode("tags", default: Defaults.tags, items: SettingsRuntime.SettingsListRules(), rules: nil)
            try values.encode(self.tags, forKey: "tags")
            """)
    }

    /// An int default of a double is written as a double; the stored key is the `key:` override.
    @Test func aKeyOverride() {
        let model = snippet("fontSize: {type: double, default: 14, key: font-size}").swiftModel(setting: "fontSize")
        #expect(model == """
            public static let fontSize: Swift.Double = 14.0
            public var fontSize: Swift.Double
            self.fontSize = Defaults.fontSize
            fontSize: Swift.Double = Defaults.fontSize
            self.fontSize = fontSize
            self.fontSize = values.decodeBasic("font-size", default: Defaults.fontSize)
            try values.encodeBasic(self.fontSize, forKey: "font-size")
            """)
    }

    @Test func aDeprecatedSetting() {
        #expect(snippet("old: {type: bool, default: true, deprecated: Use new.}").property(setting: "old") == """
            /// Old
            ///
            /// Default: `true`.
            @available(*, deprecated, message: "Use new.")
            public var old: Swift.Bool {
                get { _old }
                set { _old = newValue }
            }
            """)
    }

    // MARK: The form and the docs

    @Test func aConditionInTheForm() {
        let form = snippet("enabled: true\nlevel: {type: int, default: 1, visibleWhen: enabled}").form(setting: "level")
        #expect(form == """
            section.append(
                id: "main.level",
                name: "level",
                title: "Level",
                keyPath: \\SnippetSettings.main.level,
                type: .int,
                control: .numberField,
                attributes: [.visibleWhen(SettingsRuntime.SettingsCondition.isOn("main.enabled"))]
            )
            """)
    }

    @Test func aConditionInTheDocs() {
        let docs = snippet("enabled: true\nlevel: {type: int, default: 1, visibleWhen: enabled}").markdown(setting: "level")
        #expect(docs.hasPrefix("<a id=\"main.level\"></a>\n\n### Level\n"), "\(docs)")
        #expect(docs.split(separator: "\n").contains("| Shown when | [Enabled](#main.enabled) is on |"), "\(docs)")
    }

    // MARK: Diagnostics

    /// The one-run problem of issue 14: a bad default no longer hides the condition that reads the setting.
    @Test func aBadDefaultHidesNoCondition() {
        let bad = snippet("""
            theme: {type: Theme, default: drak}
            contrast: {type: bool, visibleWhen: "theme == .drak"}
            """, enums: "Theme: [light, dark]")
        #expect(bad.diagnostics == """
            1:31: error: 'drak' is not a case of enum 'Theme'; did you mean 'dark'? [SC1211]
              note: 'Theme' has the cases light, dark
            2:47: error: 'drak' is not a case of enum 'Theme' (the type of 'main.theme'); did you mean 'dark'? [SC1503]
              note: 'Theme' has the cases light, dark
            """)
        #expect(bad.ir == nil)
    }

    @Test func aDefaultOffItsStep() {
        #expect(snippet("speed: {type: double, default: 1.2, range: 1...3, step: 0.5}").diagnostics == """
            1:32: error: the default 1.2 of 'speed' is not on its step: steps of 0.5 count from 1.0 [SC1204]
              note: the nearest allowed values are 1.0 and 1.5
            """)
    }

    @Test func everyBadElementOfAListDefault() {
        #expect(snippet(#"ports: {type: "[int]", default: [80, http, 443, https]}"#).diagnostics == """
            1:38: error: the default of 'ports' must be an int, found the scalar 'http' [SC1202]
            1:49: error: the default of 'ports' must be an int, found the scalar 'https' [SC1202]
            """)
    }

    @Test func aRangeOnAString() {
        #expect(snippet("name: {type: string, range: 1...3}").diagnostics == """
            1:29: error: 'name' is of type string, which has no range; ranges apply to int, float and double [SC1206]
            """)
    }

    /// A warning leaves the schema valid; a diagnostic in `enums:` is placed within the enums' lines.
    @Test func aWarningAndAnEnumProblem() {
        let yes = snippet("flag: yes")
        #expect(yes.diagnostics == #"1:7: warning: 'yes' is read as the string "yes", not a boolean; write true or false, or quote it to keep the string [SC1301]"#)
        #expect(yes.ir != nil)
        #expect(snippet("mode: {type: Mode, default: a}", enums: "Mode: [a, a]").diagnostics == """
            enums:1:11: error: enum 'Mode' declares the case 'a' twice [SC1106]
              enums:1:8: note: first declared here
            """)
    }
}
