/// Descriptions, which may contain Markdown, as HTML. A deliberately small subset is rendered
/// (docs/docs-backend.md): paragraphs, `-`/`*`/`+` and `1.` lists, fenced code blocks, code spans,
/// `**strong**`, `*emphasis*`, `[text](url)` links (http, https, mailto, `#anchor` and relative URLs only),
/// backslash escapes and `[[target]]` links. Everything else, raw HTML included, is text: every character
/// of the description reaches the page through `HTMLEscaping`, and only tags made here are live.
public enum MarkdownHTML {
    /// `link` maps a `[[target]]` to its `href` and title, or nil to leave the text as written.
    public static func render(_ text: String, link: (String) -> (href: String, title: String)?) -> String {
        if isPlainParagraph(text) { return "<p>" + HTMLEscaping.text(text) + "</p>" }
        return renderBlocks(text, link: link)
    }

    /// ``render(_:link:)`` without the plain paragraph's shortcut: every line read as a block.
    static func renderBlocks(_ text: String, link: (String) -> (href: String, title: String)?) -> String {
        var html: [String] = []
        var paragraph: [String] = []
        var list: (ordered: Bool, items: [[String]])?
        var fenceLines: [String] = []
        var openFence: (character: Character, length: Int)?

        func flushParagraph() {
            if !paragraph.isEmpty {
                html.append("<p>" + inline(paragraph.joined(separator: "\n"), link: link) + "</p>")
                paragraph = []
            }
        }
        func flushList() {
            if let current = list {
                let tag = current.ordered ? "ol" : "ul"
                let items = current.items.map { "<li>" + inline($0.joined(separator: "\n"), link: link) + "</li>" }
                html.append("<\(tag)>" + items.joined() + "</\(tag)>")
                list = nil
            }
        }
        for line in MarkdownEscaping.lines(text) {
            if let open = openFence {
                if let close = MarkdownEscaping.fence(line), close.character == open.character, close.length >= open.length,
                   line.drop(while: { $0 == " " }).dropFirst(close.length).allSatisfy({ $0 == " " }) {
                    html.append("<pre><code>" + HTMLEscaping.text(fenceLines.joined(separator: "\n")) + "</code></pre>")
                    fenceLines = []
                    openFence = nil
                } else {
                    fenceLines.append(line)
                }
                continue
            }
            if let opening = MarkdownEscaping.fence(line) {
                flushParagraph()
                flushList()
                openFence = opening
                continue
            }
            if line.allSatisfy(\.isWhitespace) {
                flushParagraph()
                flushList()
                continue
            }
            if let item = listItem(line) {
                flushParagraph()
                if list == nil || list?.ordered != item.ordered {
                    flushList()
                    list = (item.ordered, [])
                }
                list?.items.append([item.text])
                continue
            }
            if list != nil {
                list!.items[list!.items.count - 1].append(line.trimmingLeadingSpaces)
                continue
            }
            paragraph.append(line)
        }
        if openFence != nil {
            html.append("<pre><code>" + HTMLEscaping.text(fenceLines.joined(separator: "\n")) + "</code></pre>")
        }
        flushParagraph()
        flushList()
        return html.joined(separator: "\n")
    }

    /// Whether `text` is one paragraph of one line with nothing `inline` changes (most descriptions), so `render` is
    /// `<p>` and the escaped text: printable ASCII or tabs (one line, `MarkdownEscaping.lines`), without `` ` `` or `~`
    /// (no fence), `\`, `[` or `*` (nothing inline), not blank, and not starting, after spaces, with `-`, `+` or a
    /// digit (no list item). The general path took some 24,000 instructions a description (issue 32).
    static func isPlainParagraph(_ text: String) -> Bool {
        var first: UInt8?  // the first byte that is not a space
        var hasContent = false  // a byte that is neither a space nor a tab
        let plain = SwiftEscaping.allBytes(of: text) { byte in
            if first == nil, byte != 0x20 { first = byte }
            if byte != 0x20, byte != 0x09 { hasContent = true }
            return (byte >= 0x20 && byte <= 0x7E && byte != 0x60 && byte != 0x7E && byte != 0x5C && byte != 0x5B && byte != 0x2A)
                || byte == 0x09
        }
        guard plain, hasContent, let first else { return false }
        return first != 0x2D && first != 0x2B && !(0x30...0x39).contains(first)
    }

    private static func listItem(_ line: String) -> (ordered: Bool, text: String)? {
        let trimmed = line.trimmingLeadingSpaces
        guard line.count - trimmed.count <= 3, let first = trimmed.first else { return nil }
        if "-*+".contains(first), trimmed.dropFirst().first == " " {
            return (false, String(trimmed.dropFirst(2)))
        }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let rest = trimmed.dropFirst(digits.count)
            if let marker = rest.first, marker == "." || marker == ")", rest.dropFirst().first == " " {
                return (true, String(rest.dropFirst(2)))
            }
        }
        return nil
    }

    /// The link policy of both documentation outputs (issue 20 item 18): a link may point to `http:`, `https:` or
    /// `mailto:` (any case), or inside the site: an anchor or a relative path without a scheme. Refused: every other
    /// scheme (`javascript:`, `data:`, `vbscript:`, `file:`), and what a browser reads as another host or a scheme
    /// although it looks relative: `//host`, anything with a backslash (`\\host`, `/\host`), whitespace or control
    /// characters (browsers drop tabs and line breaks inside URLs), and `&` (Markdown decodes `javascript&#58;`).
    public static func isSafeURL(_ url: String) -> Bool {
        if url.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.isWhitespace }) {
            return false
        }
        let lowered = url.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") { return true }
        if url.isEmpty || url.contains("\\") || url.contains("&") || url.hasPrefix("//") { return false }
        let beforeSlash = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforeSlash.contains(":")
    }

    static func inline(_ text: String, link: (String) -> (href: String, title: String)?, allowLinks: Bool = true) -> String {
        // Without `\`, `` ` ``, `[` or `*` the whole text is plain (issue 32: most descriptions).
        if !text.utf8.contains(where: { $0 == 0x5C || $0 == 0x60 || $0 == 0x5B || $0 == 0x2A }) { return HTMLEscaping.text(text) }
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var plain = String.UnicodeScalarView()
        func flush() {
            out += HTMLEscaping.text(String(plain))
            plain = String.UnicodeScalarView()
        }
        func find(_ needle: [Unicode.Scalar], from start: Int) -> Int? {
            guard !needle.isEmpty, start + needle.count <= scalars.count else { return nil }
            var index = start
            while index + needle.count <= scalars.count {
                if scalars[index] == "\\" { index += 2; continue }
                if Array(scalars[index..<(index + needle.count)]) == needle { return index }
                index += 1
            }
            return nil
        }
        func string(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1].isASCII, MarkdownEscaping.isPunctuation(scalars[index + 1]) {
                plain.append(scalars[index + 1])
                index += 2
                continue
            }
            if scalar == "`" {
                var length = 0
                while index + length < scalars.count, scalars[index + length] == "`" { length += 1 }
                var search = index + length
                var close: Int?
                while search < scalars.count, scalars[search] != "\n" {
                    if scalars[search] == "`" {
                        var other = 0
                        while search + other < scalars.count, scalars[search + other] == "`" { other += 1 }
                        if other == length { close = search; break }
                        search += other
                    } else {
                        search += 1
                    }
                }
                if let close {
                    flush()
                    var code = string((index + length)..<close)
                    if code.count > 2, code.hasPrefix(" "), code.hasSuffix(" ") { code = String(code.dropFirst().dropLast()) }
                    out += "<code>" + HTMLEscaping.text(code) + "</code>"
                    index = close + length
                } else {
                    plain.append(contentsOf: scalars[index..<(index + length)])
                    index += length
                }
                continue
            }
            if allowLinks, scalar == "[", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, !["[", "]", "\n"].contains(scalars[end]) { end += 1 }
                if end + 1 < scalars.count, scalars[end] == "]", scalars[end + 1] == "]",
                   let target = link(string((index + 2)..<end)) {
                    flush()
                    out += "<a class=\"sc-xref\" href=\"\(HTMLEscaping.text(target.href))\">\(HTMLEscaping.text(target.title))</a>"
                    index = end + 2
                    continue
                }
            }
            if allowLinks, scalar == "[", let closeText = find(["]", "("], from: index + 1),
               let closeURL = find([")"], from: closeText + 2) {
                let url = string((closeText + 2)..<closeURL)
                if isSafeURL(url), !string((index + 1)..<closeText).contains("\n") {
                    flush()
                    let label = inline(string((index + 1)..<closeText), link: link, allowLinks: false)
                    out += "<a href=\"\(HTMLEscaping.text(url))\">\(label)</a>"
                    index = closeURL + 1
                    continue
                }
            }
            if scalar == "*" {
                let strong = index + 1 < scalars.count && scalars[index + 1] == "*"
                let delimiter: [Unicode.Scalar] = strong ? ["*", "*"] : ["*"]
                let start = index + delimiter.count
                if start < scalars.count, !scalars[start].properties.isWhitespace,
                   let close = find(delimiter, from: start + 1), !scalars[close - 1].properties.isWhitespace {
                    flush()
                    let tag = strong ? "strong" : "em"
                    out += "<\(tag)>" + inline(string(start..<close), link: link, allowLinks: allowLinks) + "</\(tag)>"
                    index = close + delimiter.count
                    continue
                }
            }
            plain.append(scalar)
            index += 1
        }
        flush()
        return out
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
