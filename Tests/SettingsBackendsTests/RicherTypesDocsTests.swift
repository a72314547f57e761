import SettingsBackends
import SettingsCompiler
import Testing

/// What the docs and the values schema say about string rules, secure strings and url/color/date settings.
@Suite struct RicherTypesDocsTests {
    static let schema = """
        settings: SecretSettings
        sections:
          general:
            settings:
              password: {type: string, default: hunter2secret, secure: true, minLength: 4}
              handle: {type: string?, maxLength: 8, pattern: {regex: "[a-z]+", message: Letters.}}
              accent: {type: color, default: "#FF9500"}
              homepage: {type: url?}
              since: {type: date, default: "2026-01-31T09:00:00Z"}

        """

    @Test func docsMaskSecureDefaultsAndListTheRules() throws {
        let ir = try compileText(Self.schema)
        for file in HTMLSiteBackend().render(ir) + MarkdownBackend().render(ir) {
            #expect(!file.contents.contains("hunter2secret"), "\(file.path)")
            #expect(file.contents.contains("••••••"), "\(file.path)")
            #expect(file.contents.contains("SettingsSecureString"), "\(file.path)")
            #expect(file.contents.contains("[a-z]+"), "\(file.path)")
        }
        let page = try #require(HTMLSiteBackend().render(ir).first).contents
        // The colour default and the screen preview's colour well both draw a swatch.
        #expect(page.components(separatedBy: "class=\"sc-swatch\" style=\"background-color: #FF9500\"").count - 1 == 2)
        #expect(page.contains("2026-01-31T09:00:00Z"))
    }

    @Test func theValuesSchemaCarriesTheRulesAndFormats() throws {
        let ir = try compileText(Self.schema)
        let json = try #require(ValuesSchemaBackend().render(ir).first).contents
        #expect(json.contains(#""writeOnly": true"#))
        #expect(json.contains(#""minLength": 4"#))
        #expect(json.contains(#""maxLength": 8"#))
        #expect(json.contains(#""pattern": "^(?:[a-z]+)$""#))
        #expect(json.contains(#""format": "uri""#))
        #expect(json.contains(#""format": "date-time""#))
        #expect(json.contains(#""pattern": "^#(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$""#))
    }
}
