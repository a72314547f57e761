import Testing
@testable import SettingsBackends

// The documentation's shortcuts of issue 32: a description of one plain line made a paragraph without reading it as
// Markdown blocks, Markdown text and code spans with nothing to escape written as they are, search strings that need
// no script escape copied between quotes. Each must write exactly what the general path writes, on the edges of the
// test that chooses it.

@Suite struct DocsFastPathTests {
    /// One-line texts around every condition of `MarkdownHTML.isPlainParagraph`: list markers (with and without a
    /// space, after spaces), digits, fences, inline markup, blanks, tabs, escapes, non-ASCII and line breaks.
    static let descriptions = [
        "Plain words.", "  Indented words", "   - item", "- item", "-item", "+ plus", "+plus", "* star", "1. first", "1) first",
        "12 monkeys", "2024", "a - b", "a 1. b", "```", "~~~", "``` code", "x ~ y", "`code`", "a `b` c", "a *b* c", "**b**",
        "[[target]]", "see [x](https://example.com)", "back\\slash", "\t", "\ttabbed", "   ", "", " ", "a\tb", "<b>bold</b>",
        "Tom & Jerry", "it's \"quoted\"", "Café", "a\nb", "a\r\nb", "line\n", "# heading", "> quote", "|pipe|", "_under_",
        "\u{85}next", "1.5 times", "-", "+", "9", " 9) x",
    ]

    @Test(arguments: descriptions)
    func aPlainParagraphIsWhatTheBlockReaderMakes(text: String) {
        let link: (String) -> (href: String, title: String)? = { target in target == "target" ? ("#target", "Target") : nil }
        #expect(MarkdownHTML.render(text, link: link) == MarkdownHTML.renderBlocks(text, link: link), "\(text.debugDescription)")
    }

    @Test func theShortcutIsTakenForPlainLinesOnly() {
        #expect(MarkdownHTML.isPlainParagraph("Plain words."))
        #expect(MarkdownHTML.isPlainParagraph("  Indented words"))
        #expect(!MarkdownHTML.isPlainParagraph("- item"))
        #expect(!MarkdownHTML.isPlainParagraph("2024"))
        #expect(!MarkdownHTML.isPlainParagraph("   "))
        #expect(!MarkdownHTML.isPlainParagraph("a\nb"))
        #expect(!MarkdownHTML.isPlainParagraph("Café"))
    }

    static let inlineTexts = [
        "plain", "with space", " padded ", " ", "", "a|b", "`tick`", "a`b", "back\\slash", "*star*", "_under_", "[x]", "<tag>",
        "Tom & Jerry", "#hash", "~tilde", "Café", "a\nb", "tab\there", "bench.section3.setting12", "x > y", "\u{7F}",
    ]

    @Test(arguments: inlineTexts, [MarkdownEscaping.Context.text, .code])
    func markdownWrittenInPlaceIsTheEscapedText(text: String, context: MarkdownEscaping.Context) {
        for inTableCell in [false, true] {
            var printer = CodePrinter(indentUnit: "")
            printer.writeMarkdown(text, as: context, inTableCell: inTableCell)
            #expect(printer.contents == MarkdownEscaping.escape(text, as: context, inTableCell: inTableCell),
                    "\(text.debugDescription) \(context) inTableCell: \(inTableCell)")
        }
    }

    static let scriptTexts = [
        "plain", "General › Network", "quote\"", "back\\slash", "</script>", "a & b", "a > b", "tab\t", "new\nline", "\u{7F}",
        "\u{80}", "\u{9F}", "\u{A0}nbsp", "Café", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "日本語", "emoji 🎛", "",
    ]

    @Test(arguments: scriptTexts)
    func aScriptSafeStringIsItsOwnScriptString(text: String) {
        let quoted = "\"" + text + "\""
        #expect(HTMLEscaping.isScriptSafe(text) == (HTMLEscaping.scriptString(text) == quoted), "\(text.debugDescription)")
        var printer = CodePrinter(indentUnit: "")
        printer.writeScriptString(text)
        #expect(printer.contents == HTMLEscaping.scriptString(text))
    }
}
