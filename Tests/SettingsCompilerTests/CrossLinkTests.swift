import SettingsCompiler
import Testing

/// `[[section.setting]]` links in descriptions: parsing, and the validator's SC1401/SC1402.
@Suite struct CrossLinkTests {
    @Test func segmentsSplitTextAndLinks() {
        let segments = DescriptionText.segments("Use [[a.b]] with [[c]], not [[x y]].")
        #expect(segments == [
            .text("Use "), .link(target: "a.b", offset: 4), .text(" with "), .link(target: "c", offset: 17),
            .text(", not "), .link(target: "x y", offset: 28), .text("."),
        ])
    }

    @Test func codeSpansAndUnclosedBracketsAreText() {
        #expect(DescriptionText.links(in: "`[[a.b]]` and ``x [[c.d]] ` y`` and [[e.f]").isEmpty)
        #expect(DescriptionText.links(in: "[[a.\nb]] [[a[b]]").isEmpty)
        // An escaped backtick opens no code span, and a span does not cross a line break.
        #expect(DescriptionText.links(in: "\\`[[a.b]]`").map(\.target) == ["a.b"])
        #expect(DescriptionText.links(in: "`open\n[[a.b]] `").map(\.target) == ["a.b"])
    }

    @Test func wellFormedTargetsAreDottedIdentifiers() {
        #expect(DescriptionText.isWellFormedTarget("smoothing.grouped.level"))
        #expect(DescriptionText.isWellFormedTarget("smoothing"))
        #expect(!DescriptionText.isWellFormedTarget(""))
        #expect(!DescriptionText.isWellFormedTarget("a..b"))
        #expect(!DescriptionText.isWellFormedTarget("a b"))
        #expect(!DescriptionText.isWellFormedTarget(".a"))
    }

    static let schema = """
        settings: App
        description: "Start with [[general.enabled]]."
        enums:
          Mode:
            fast: {description: "Needs [[general.advanced]]."}
        sections:
          general:
            description: See [[general.advanced.mode]].
            settings:
              enabled: {type: bool, default: true, description: "Also [[general]] and `[[not.checked]]`."}
            sections:
              advanced:
                settings:
                  mode: {type: Mode, default: fast, description: "Links to [[genral.enabled]]"}

        """

    @Test func linksToSettingsAndSectionsAreChecked() {
        let result = compile(Self.schema)
        #expect(codes(result.diagnostics) == ["SC1401"])
        #expect(result.output.contains("test.settings.yaml:14:68: error: the link '[[genral.enabled]]' names no setting or section of this schema; did you mean 'general.enabled'? [SC1401]"))
        #expect(result.ir == nil)
    }

    @Test func validLinksCompile() {
        let fixed = Self.schema.replacingOccurrences(of: "genral", with: "general")
        let result = compile(fixed)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        #expect(result.ir != nil)
    }

    @Test func malformedLinksAreErrors() {
        let result = compile("""
            settings: App
            sections:
              s:
                settings:
                  a: {type: bool, description: "[[s a]] [[]] [[s.a]]"}

            """)
        #expect(codes(result.diagnostics) == ["SC1402", "SC1402"])
    }

    @Test func aLinkInABlockScalarPointsAtTheDescription() {
        let result = compile("""
            settings: App
            sections:
              s:
                settings:
                  a:
                    type: bool
                    description: |
                      First line.
                      See [[s.b]].

            """)
        #expect(codes(result.diagnostics) == ["SC1401"])
        #expect(result.diagnostics.first?.location?.line == 7)
    }
}
