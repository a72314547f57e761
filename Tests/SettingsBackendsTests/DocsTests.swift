import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// The documentation backends: reference output for Schemas/ (the checked-in Generated/docs), golden output
/// for the hostile-text fixture, and the escaping rules on hostile input.
@Suite struct DocsReferenceTests {
    static let hostileFixture = "Tests/SettingsCompilerTests/Fixtures/valid/unicode-and-escapes-in-text.settings.yaml"

    @Test func generatedDocsAreCurrent() throws {
        let schemas = try ReferenceTests.schemas.map { try compileRepositorySchema($0, allowingWarnings: false) }
        #expect(schemas.count >= 3)
        for file in HTMLSiteBackend().renderSite(schemas) {
            try assertGolden(file.contents, path: "Generated/docs/\(file.path)")
        }
        for schema in schemas {
            for file in MarkdownBackend().render(schema) {
                try assertGolden(file.contents, path: "Generated/docs/\(file.path)")
            }
        }
    }

    @Test func hostileFixtureDocsMatchTheGoldenFiles() throws {
        let ir = try compileRepositorySchema(Self.hostileFixture)
        for file in HTMLSiteBackend().render(ir) + MarkdownBackend().render(ir) {
            try assertGolden(file.contents, path: "Tests/GoldenDocs/\(file.path)")
        }
    }

    @Test func hostileFixtureTextStaysText() throws {
        let ir = try compileRepositorySchema(Self.hostileFixture)
        let page = try #require(HTMLSiteBackend().render(ir).first).contents
        // Exactly the two scripts the page makes: the search data and the filter.
        #expect(page.components(separatedBy: "<script").count - 1 == 2)
        #expect(page.components(separatedBy: "</script>").count - 1 == 2)
        #expect(!page.contains("<b>"))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        for script in scripts(in: page) {
            #expect(!script.lowercased().contains("<!--"))
            #expect(!script.contains("\u{2028}") && !script.contains("\u{2029}"))
        }
        let markdown = try #require(MarkdownBackend().render(ir).first).contents
        // Every `<` outside code is escaped; the fixture has no code spans or fences containing `<`.
        #expect(!markdown.replacingOccurrences(of: "&lt;", with: "").replacingOccurrences(of: "<!-- DO NOT EDIT", with: "").replacingOccurrences(of: "<a id=", with: "").replacingOccurrences(of: "<br>", with: "").replacingOccurrences(of: "</a>", with: "").contains("<"))
        #expect(markdown.contains("&lt;/script>&lt;script>alert(\"x\")&lt;/script>"))
    }

    @Test func outputIsDeterministic() throws {
        let ir = try compileRepositorySchema("Schemas/Beta.settings.yaml", allowingWarnings: false)
        #expect(HTMLSiteBackend().renderSite([ir]) == HTMLSiteBackend().renderSite([ir]))
        #expect(MarkdownBackend().render(ir) == MarkdownBackend().render(ir))
    }
}

/// The contents of every `<script>` element.
func scripts(in page: String) -> [String] {
    page.components(separatedBy: "<script").dropFirst().map { part in
        let body = part.drop { $0 != ">" }.dropFirst()
        return String(body.prefix { _ in true }).components(separatedBy: "</script>").first ?? ""
    }
}

/// Compiles schema text that must be valid.
func compileText(_ text: String) throws -> SchemaIR {
    let file = SettingsCompiler.SourceFile(path: "Hostile.settings.yaml", text: text)
    var collector = DiagnosticCollector()
    let ir = Compiler.compile(file, diagnostics: &collector)
    #expect(!collector.hasErrors, "\(DiagnosticRenderer(files: [file]).render(collector.sorted))")
    return try #require(ir)
}

@Suite struct DocsHostileInputTests {
    static let path = "Tests/DocsChecks/Hostile.settings.yaml"

    @Test func htmlPagesHaveNoLiveInjectedMarkup() throws {
        let ir = try compileRepositorySchema(Self.path)
        for file in HTMLSiteBackend().renderSite([ir]) {
            let page = file.contents
            // Attribute-looking text (`onerror=`) may appear, escaped, as text; no tag or URL may become live.
            for needle in ["<img", "<svg", "<i>", "<b>", "<div onmouseover", "href=\"javascript", "href=\"data"] {
                #expect(!page.contains(needle), "\(file.path) contains \(needle)")
            }
            #expect(page.components(separatedBy: "<script").count - 1 == 2, "\(file.path)")
            for script in scripts(in: page) {
                #expect(!script.lowercased().contains("</script"))
                #expect(!script.contains("<!--"))
                #expect(!script.contains("\u{2028}"))
            }
        }
        let page = try #require(HTMLSiteBackend().render(ir).first).contents
        #expect(page.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Settings reference</title>"))
        #expect(page.contains("<a href=\"https://example.com/a?b=1&amp;c=2\">ok</a>"))
        #expect(page.contains("[click](javascript:alert(1))"))
        #expect(page.contains("<a class=\"sc-xref\" href=\"#s.text\">Title | with ` and &lt;/script&gt;</a>"))
        #expect(page.contains("<code>&lt;b&gt;code&lt;/b&gt;</code>"))
        #expect(page.contains("<pre><code>&lt;script&gt;alert(6)&lt;/script&gt;</code></pre>"))
    }

    @Test func markdownNeutralisesRawHTMLAndKeepsTablesIntact() throws {
        let ir = try compileRepositorySchema(Self.path)
        let markdown = try #require(MarkdownBackend().render(ir).first).contents
        // `&lt;`, not `\<`: Python-Markdown (MkDocs) does not read `\<` as an escape and rendered a live `<img onerror>`.
        #expect(markdown.contains("&lt;img src=x onerror=alert(1)>"))
        #expect(!markdown.contains("\\<"))
        #expect(markdown.contains("&lt;div onmouseover=\"alert(5)\">hover&lt;/div>"))
        #expect(markdown.contains("see [Title \\| with \\` and &lt;/script\\>](#s.text)"))
        // The unclosed fence is closed, so it cannot swallow the rest of the file.
        #expect(markdown.contains("```\n<script>alert(6)</script>\n```\n"))
        // A case description with a pipe and a line break stays in its cell.
        #expect(markdown.contains("| `a` (default) | &lt;img src=x onerror=alert(2)\\> | pipe \\| in a cell and<br>new line &lt;script> |"))
        // Every table row has as many cell borders as its table's header: no `|` from the schema splits a cell.
        var columns = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { columns = 0; continue }
            let borders = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            if columns == 0 { columns = borders } else { #expect(borders == columns, "\(line)") }
        }
    }
}

@Suite struct EscapingTests {
    @Test func htmlText() {
        #expect(HTMLEscaping.text("<a href=\"x\" title='y'>&amp;</a>") == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;")
        #expect(HTMLEscaping.text("a\u{0}b\u{1B}c\td\re") == "abc\td\ne")
    }

    @Test func scriptStrings() {
        #expect(HTMLEscaping.scriptString("</script><!--\u{2028}\u{2029}\"\\\n") == #""\u003C/script\u003E\u003C!--\u2028\u2029\"\\\n""#)
    }

    @Test func scriptStringsOfEveryASCIICharacterAreJSONOfTheText() throws {
        // Plain printable ASCII is written as it is; everything else through the escapes. Either way the literal is
        // JSON of the text, without `<`, `>` or `&`.
        for value in UInt8(0)..<0x80 {
            let text = "a" + String(UnicodeScalar(value)) + "b"
            let literal = HTMLEscaping.scriptString(text)
            #expect(!literal.contains { "<>&".contains($0) })
            #expect(try JSONDecoder().decode([String].self, from: Data("[\(literal)]".utf8)) == [text], "U+\(value)")
        }
        #expect(HTMLEscaping.scriptString("plain text 123") == "\"plain text 123\"")
        #expect(HTMLEscaping.scriptString("caf\u{E9}\u{2028}") == #""caf\#u{E9}\u2028""#)
        // Escaped from the bytes: C1 controls and the line and paragraph separators; every other scalar as it is.
        #expect(HTMLEscaping.scriptString("a › b\u{85}\u{9F}\u{A0}\u{2027}\u{2029}<\u{1F600}\u{7F}") == #""a › b\u0085\u009F\#u{A0}\#u{2027}\u2029\u003C\#u{1F600}\u007F""#)
    }

    @Test func htmlComments() {
        #expect(HTMLEscaping.comment("my-file.yaml") == "my-file.yaml")
        #expect(!HTMLEscaping.comment("a-->b<!--c---d").contains("--"))
        #expect(!HTMLEscaping.comment("a-->b").contains(">"))
    }

    @Test func markdownText() {
        #expect(MarkdownEscaping.escape("# *a* [b](c) <d> | e_f ~g~ &amp; `h` \\", as: .text)
            == "\\# \\*a\\* \\[b\\](c) &lt;d\\> \\| e\\_f \\~g\\~ \\&amp; \\`h\\` \\\\")
        #expect(MarkdownEscaping.escape("Request timeout (seconds), 3-D: 1.5", as: .text) == "Request timeout (seconds), 3-D: 1.5")
        #expect(MarkdownEscaping.escape("two\nlines", as: .text) == "two lines")
    }

    @Test func markdownCode() {
        #expect(MarkdownEscaping.escape("a", as: .code) == "`a`")
        #expect(MarkdownEscaping.escape("a`b", as: .code) == "``a`b``")
        #expect(MarkdownEscaping.escape("`x", as: .code) == "`` `x ``")
        #expect(MarkdownEscaping.escape("a|b", as: .code, inTableCell: true) == "`a\\|b`")
    }

    @Test func markdownDescriptions() {
        #expect(MarkdownEscaping.escape("<b>x</b> `<b>`", as: .markdown) == "&lt;b>x&lt;/b> `<b>`")
        #expect(MarkdownEscaping.escape("\\`<b>`", as: .markdown) == "\\`&lt;b>`")
        #expect(MarkdownEscaping.escape("a\n\n```\n<b>", as: .markdown) == "a\n\n```\n<b>\n```")
        #expect(MarkdownEscaping.escape("[[x]] [[y]]", as: .markdown) { $0 == "x" ? "[X](#x)" : nil } == "[X](#x) [[y]]")
    }

    @Test func markdownToHTML() {
        let html = MarkdownHTML.render("Para *em* **strong** `c<d`\nsame para\n\n- one\n- two [[t]]\n\n1. first\n", link: { _ in ("#t", "T") })
        #expect(html == "<p>Para <em>em</em> <strong>strong</strong> <code>c&lt;d</code>\nsame para</p>\n<ul><li>one</li><li>two <a class=\"sc-xref\" href=\"#t\">T</a></li></ul>\n<ol><li>first</li></ol>")
        #expect(MarkdownHTML.render("[a](javascript:x) [b](data:x) [c](/ok) [d](#f)", link: { _ in nil })
            == "<p>[a](javascript:x) [b](data:x) <a href=\"/ok\">c</a> <a href=\"#f\">d</a></p>")
    }
}

@Suite struct ScreenPreviewTests {
    @Test func controlsFollowTheTypes() throws {
        let ir = try compileRepositorySchema("Schemas/Beta.settings.yaml", allowingWarnings: false)
        let facts = DocumentationFacts(schema: ir)
        let smoothing = try #require(facts.sections.first { $0.anchor == "smoothing" })
        let screen = ScreenPreview(section: smoothing, facts: facts)
        #expect(screen.title == "Smoothing")
        // One group, as the app draws the screen: the settings, then a chevron row to Grouped (a screen of its own).
        #expect(screen.groups.count == 1)
        #expect(screen.groups[0].footer == .inject)
        #expect(screen.groups[0].rows.map(\.control) == [.stepper(value: "7"), .picker(selection: "Moving average"), .navigation])
        #expect(screen.groups[0].rows[1].requiresRestart)
        #expect(screen.groups[0].rows[2].anchor == "smoothing.grouped")
        let groupedEntry = try #require(facts.sections.first { $0.anchor == "smoothing.grouped" })
        let grouped = ScreenPreview(section: groupedEntry, facts: facts)
        #expect(grouped.groups[0].header == .text("Shown above the group"))
        #expect(grouped.groups[0].rows.map(\.control) == [
            .slider(value: "1.0", fraction: 0, minimum: "1.0", maximum: "4.0"),
            .toggle(isOn: true),
            .textField(text: "", placeholder: "Nickname"),
        ])
        #expect(grouped.groups[0].rows.map(\.anchor) == ["smoothing.grouped.level", "smoothing.grouped.prettyCool", "smoothing.grouped.nickname"])
        #expect(grouped.groups[0].rows[0].developer == ["\\BetaSettings.smoothing.grouped.level"])
        let html = ScreenPreview.html(screen)
        #expect(ScreenPreview.html(grouped).contains("<span class=\"sc-toggle sc-on\" title=\"On\"></span>"))
        #expect(html.contains("sc-inject"))
        #expect(html.contains("href=\"#smoothing.dayPeriod\""))
    }

    /// The root screen is one screen: a chevron row per top-level section with a screen of its own (neighbours in one
    /// group) and each inline section's content in place; an inline subsection is a group of its parent's screen.
    @Test func theRootScreenIsOneScreenAndInlineSectionsAreDrawnInPlace() throws {
        let ir = try compileText("""
            settings: S
            title: Everything
            sections:
              first: {icon: gear, color: "#FF9500", settings: {a: true}}
              second: {settings: {b: true}}
              inlined:
                presentation: inline
                title: In place
                settings: {c: 3}
                sections:
                  deeper: {presentation: inline, settings: {d: false}}
                  away: {settings: {e: false}}
              last: {settings: {f: true}}

            """)
        let facts = DocumentationFacts(schema: ir)
        let root = ScreenPreview(root: facts)
        #expect(root.title == "Everything")
        #expect(root.groups.map { $0.rows.map(\.title) } == [["First", "Second"], ["C", "Away"], ["D"], ["Last"]])
        #expect(root.groups.map(\.header) == [nil, .text("In place"), .text("Deeper"), nil])
        #expect(root.groups[0].rows[0].control == .navigation)
        #expect(root.groups[0].rows[0].anchor == "first")
        let html = ScreenPreview.html(root)
        // A glyph tile for `gear` on its colour, the symbol's name as its tooltip (and a developer detail).
        #expect(html.contains("<span class=\"sc-tile\" style=\"background-color: #FF9500\" title=\"gear\" aria-hidden=\"true\">⚙</span>"))
        #expect(ScreenPreview.glyph(for: "person.crop.circle") == "☺")
        #expect(ScreenPreview.glyph(for: "zzz.unknown") == "Z")
        // The page: the root screen once, a screen for each section with one of its own, none for an inline one.
        let page = try #require(HTMLSiteBackend().render(ir).first).contents
        #expect(page.components(separatedBy: "<figure class=\"sc-preview\"").count - 1 == 5)  // root, first, second, away, last
        #expect(page.contains("id=\"sc-root-screen\""))
        #expect(page.contains("Shown inside the Everything screen (inline)."))
        #expect(page.contains("Shown inside the In place screen (inline)."))
    }

    /// Hook names, URLs and Swift key paths are developer details: in the page, but only under `.sc-dev`, which the
    /// stylesheet shows only while the "Developer details" switch is on.
    @Test func developerDetailsAreBehindTheSwitch() throws {
        let ir = try compileText("""
            settings: S
            sections:
              a:
                settings:
                  help: {link: "https://example.com/long/help", title: Help}
                  wipe: {action: wipeEverything, title: Wipe, role: destructive}
                  count: {type: int, default: 2, sideEffect: recount}

            """)
        let facts = DocumentationFacts(schema: ir)
        let rows = ScreenPreview(section: facts.sections[0], facts: facts).groups[0].rows
        #expect(rows.map(\.developer) == [["https://example.com/long/help"], ["wipeEverything()"], ["\\S.a.count", "side effect recount()"]])
        let html = ScreenPreview.html(ScreenPreview(section: facts.sections[0], facts: facts))
        for detail in ["https://example.com/long/help", "wipeEverything()", "\\S.a.count"] {
            let line = try #require(html.split(separator: "\n").first { $0.contains(detail) })
            let devStart = try #require(line.range(of: "<div class=\"sc-dev\">"))
            #expect(line.range(of: detail)!.lowerBound > devStart.lowerBound, "\(detail) outside .sc-dev")
        }
        let page = try #require(HTMLSiteBackend().render(ir).first).contents
        #expect(page.contains("<input id=\"sc-developer\" type=\"checkbox\">"))
        #expect(page.contains("body:has(#sc-developer:checked) .sc-dev { display: revert; }"))
        #expect(page.contains("<dt class=\"sc-dev\">Swift</dt>"))
    }

    @Test func skippedSettingsAreNotOnScreen() throws {
        let ir = try compileText("""
            settings: S
            sections:
              a:
                settings:
                  shown: true
                  hidden: {type: int, skip: true}

            """)
        let facts = DocumentationFacts(schema: ir)
        let screen = ScreenPreview(section: facts.sections[0], facts: facts)
        #expect(screen.groups.flatMap(\.rows).map(\.title) == ["Shown"])
    }
}
