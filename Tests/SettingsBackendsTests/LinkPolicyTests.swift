import SettingsBackends
import Testing

/// Issue 20 item 18: both documentation outputs allow only http, https, mailto and in-site links, and the Markdown
/// files carry no raw HTML, also for renderers (Python-Markdown, as MkDocs uses it) that do not read `\<` as an escape.
@Suite struct LinkPolicyTests {
    @Test(arguments: ["https://example.com", "HTTP://example.com/a?b=c&d=e", "mailto:qa@example.com", "#smoothing.dayPeriod",
                      "BetaSettings.html#smoothing", "docs/page.html", "../up.html", "?q=1"])
    func allowed(url: String) {
        #expect(MarkdownHTML.isSafeURL(url))
    }

    @Test(arguments: ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>", "vbscript:msgbox", "file:///etc/passwd",
                      "//evil.example", "\\\\evil.example\\share", "/\\evil.example", "\\/evil.example", " javascript:alert(1)",
                      "java\tscript:alert(1)", "java\nscript:x", "javascript&#58;alert(1)", "", "a b"])
    func refused(url: String) {
        #expect(!MarkdownHTML.isSafeURL(url), "\(url)")
    }

    @Test func theHTMLSiteMakesNoLinkToAnotherHost() {
        for url in ["//evil.example/x", "\\\\evil.example", "/\\evil.example", "javascript:alert(1)"] {
            let html = MarkdownHTML.render("see [here](\(url))", link: { _ in nil })
            #expect(!html.contains("<a "), "\(url): \(html)")
        }
        #expect(MarkdownHTML.render("see [here](page.html#a)", link: { _ in nil }).contains("<a href=\"page.html#a\">here</a>"))
    }

    @Test func markdownOutputHasNoUnsafeLinks() {
        func md(_ text: String) -> String { MarkdownEscaping.escape(text, as: .markdown) }
        #expect(md("[x](javascript:alert(1))") == "\\[x](javascript:alert(1))")
        #expect(md("![i](data:image/svg+xml,<svg onload=alert(1)>)") == "!\\[i](data:image/svg+xml,&lt;svg onload=alert(1)>)")
        #expect(md("[x](<vbscript:msgbox>)") == "\\[x](&lt;vbscript:msgbox>)")
        #expect(md("[x]( file:///etc/passwd )") == "\\[x]( file:///etc/passwd )")
        #expect(md("[x](//evil.example)") == "\\[x](//evil.example)")
        #expect(md("[ref]: javascript:alert(1)\nsee [ref]") == "\\[ref]: javascript:alert(1)\nsee [ref]")
        #expect(md("[x](javascript&#58;alert(1))") == "\\[x](javascript&#58;alert(1))")
        #expect(md("[a [nested] b](javascript:x)") == "\\[a [nested] b](javascript:x)")
        // Allowed links stay as written.
        #expect(md("[docs](https://example.com/a_(b)) and [mail](mailto:qa@example.com) and [top](#general)")
                == "[docs](https://example.com/a_(b)) and [mail](mailto:qa@example.com) and [top](#general)")
    }

    @Test func markdownOutputHasNoRawHTML() {
        let out = MarkdownEscaping.escape("<img src=x onerror=alert(1)> and \\<b> and `<code>`", as: .markdown)
        #expect(out == "&lt;img src=x onerror=alert(1)> and &lt;b> and `<code>`")
        #expect(!out.replacingOccurrences(of: "`<code>`", with: "").contains("<"))
    }

    /// A line of many brackets costs linear work (no scan from every `[` to the end of the line).
    @Test func manyBracketsStayCheap() {
        let line = String(repeating: "[a](b", count: 5_000)
        let out = MarkdownEscaping.escape(line, as: .markdown)
        #expect(out.hasPrefix("\\[a](b"))
    }
}

/// Issue 20 item 19: bidi controls and zero-width characters are shown in generated doc comments, not applied.
@Suite struct InvisibleCharactersInSwiftTests {
    @Test func docCommentsShowBidiAndZeroWidthCharacters() {
        #expect(SwiftEscaping.docComment("Admin\u{202E} only\u{2066}x\u{2069}") == ["/// Admin\\u{202E} only\\u{2066}x\\u{2069}"])
        #expect(SwiftEscaping.docComment("a\u{200B}b\u{2060}c\u{FEFF}d\u{200E}\u{200F}\u{061C}") == ["/// a\\u{200B}b\\u{2060}c\\u{FEFF}d\\u{200E}\\u{200F}\\u{61C}"])
        // A joiner after ASCII hides; after an emoji or a Persian letter it joins, and stays.
        #expect(SwiftEscaping.docComment("a\u{200D}b") == ["/// a\\u{200D}b"])
        #expect(SwiftEscaping.docComment("\u{1F468}\u{200D}\u{1F469}") == ["/// \u{1F468}\u{200D}\u{1F469}"])
        #expect(SwiftEscaping.docComment("\u{0645}\u{06CC}\u{200C}\u{062E}") == ["/// \u{0645}\u{06CC}\u{200C}\u{062E}"])
        // No generated `///` line holds a raw bidi control.
        let lines = SwiftEscaping.docComment("x\u{202E}\ny\u{2067}z")
        #expect(!lines.joined().unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
    }
}
