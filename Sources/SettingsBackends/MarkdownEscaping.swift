/// The one place where text reaches generated Markdown. Every string from a schema goes through
/// `escape(_:as:)`, with the context it lands in.
///
/// Rules (docs/docs-backend.md):
/// - `.text` (titles, names; never at the start of a line): the characters that mean something inline,
///   `` \ ` * _ [ ] > | ~ & # ``, are backslash-escaped and `<` is written `&lt;`, so nothing in it is Markdown or
///   HTML in any renderer; line breaks become spaces.
/// - `.code`: a code span whose backtick fence is longer than any run of backticks inside.
/// - `.markdown` (descriptions): Markdown is kept, raw HTML is not: every `<` outside code is written `&lt;`
///   (not `\<`, which Python-Markdown, as MkDocs uses it, does not treat as an escape), so no tag, comment, autolink
///   or HTML block can start; a fenced code block left open is closed; `[[target]]` links outside code are replaced
///   by what `link` returns; a link or image (`[text](url)`, `![alt](url)`, `[ref]: url`) whose URL the link policy
///   (`MarkdownHTML.isSafeURL`: http, https, mailto, in-site) refuses keeps its text but is no link: its `[` is
///   escaped.
/// - In a table cell (`inTableCell`), `|` is written `\|` (GitHub applies this inside code spans too) and
///   line breaks become `<br>`.
public enum MarkdownEscaping {
    public enum Context: Sendable {
        case text, code, markdown
    }

    public static func escape(
        _ text: String, as context: Context, inTableCell: Bool = false, link: (String) -> String? = { _ in nil }
    ) -> String {
        let escaped: String
        switch context {
        case .text where SwiftEscaping.allBytes(of: text, satisfy: { $0 >= 0x20 && $0 <= 0x7E && !Self.isInlineMarkup($0) }):
            escaped = text  // nothing to escape: printable ASCII without a character that means something inline
        case .text:
            var result = ""
            for scalar in text.unicodeScalars {
                if isLineBreak(scalar) {
                    result += " "
                } else if scalar == "<" {
                    result += "&lt;"  // not `\<`: Python-Markdown does not read it as an escape
                } else if "\\`*_[]>|~&#".unicodeScalars.contains(scalar) {
                    result += "\\"
                    result.unicodeScalars.append(scalar)
                } else if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            escaped = result
        case .code:
            var longest = 0
            let body: String
            if SwiftEscaping.allBytes(of: text, satisfy: { $0 >= 0x20 && $0 <= 0x7E && $0 != 0x60 }) {
                body = text  // printable ASCII without a backtick: kept as it is, fenced by one backtick
            } else {
                var flat = String.UnicodeScalarView()
                var current = 0
                for scalar in text.unicodeScalars {
                    let kept: Unicode.Scalar = isLineBreak(scalar) || scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar
                    flat.append(kept)
                    current = kept == "`" ? current + 1 : 0
                    longest = max(longest, current)
                }
                body = String(flat)
            }
            let fence = String(repeating: "`", count: longest + 1)
            let pad = body.hasPrefix("`") || body.hasSuffix("`") || body.hasPrefix(" ") && body.hasSuffix(" ") ? " " : ""
            escaped = fence + pad + (body.isEmpty ? " " : body) + pad + fence
        case .markdown:
            escaped = markdown(text, inTableCell: inTableCell, link: link)
        }
        guard inTableCell, escaped.utf8.contains(0x7C) else { return escaped }
        var cell = ""
        for scalar in escaped.unicodeScalars {
            if scalar == "|" {
                // Already escaped by a backslash? Then the escape belongs to the `|`; add one more for the table.
                cell += "\\|"
            } else {
                cell.unicodeScalars.append(scalar)
            }
        }
        return cell
    }

    /// `` \ ` * _ [ ] > | ~ & # `` and `<` as UTF-8 bytes: what `.text` escapes besides line breaks and controls.
    static func isInlineMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x3E, 0x7C, 0x7E, 0x26, 0x23, 0x3C: true
        default: false
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        // A switch, not `[...].contains`: the array was allocated for every scalar tested (issue 32).
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
            || (0x7B...0x7E).contains(value)
    }

    /// Lines of a description, normalised: every kind of line break becomes `\n`, other control characters go.
    static func lines(_ text: String) -> [String] {
        // One line of printable ASCII (tabs allowed): nothing to split or drop (issue 32: most descriptions).
        if SwiftEscaping.allBytes(of: text, satisfy: { ($0 >= 0x20 && $0 <= 0x7E) || $0 == 0x09 }) { return [text] }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if isLineBreak(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                continue
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        while lines.count > 1, lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines
    }

    /// The opening fence of a fenced code block on this line (``` or ~~~, at most three spaces in), if any.
    static func fence(_ line: String) -> (character: Character, length: Int)? {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count <= 3, let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let length = trimmed.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        if first == "`", trimmed.dropFirst(length).contains("`") { return nil }
        return (first, length)
    }

    private static func markdown(_ text: String, inTableCell: Bool, link: (String) -> String?) -> String {
        // One line of printable ASCII without `\`, `` ` ``, `<`, `[` or `~` (most descriptions): one line (`lines`),
        // no fence (it would need `` ` `` or `~`), nothing `inline` changes; so the text as it is (issue 32: the
        // fence test counts the line's characters).
        if SwiftEscaping.allBytes(of: text, satisfy: {
            $0 >= 0x20 && $0 <= 0x7E && $0 != 0x5C && $0 != 0x60 && $0 != 0x3C && $0 != 0x5B && $0 != 0x7E
        }) {
            return text
        }
        var output: [String] = []
        var openFence: (character: Character, length: Int)?
        for line in lines(text) {
            if !inTableCell {
                if let open = openFence {
                    output.append(line)
                    if let close = fence(line), close.character == open.character, close.length >= open.length,
                       line.drop(while: { $0 == " " }).dropFirst(close.length).allSatisfy({ $0 == " " }) {
                        openFence = nil
                    }
                    continue
                }
                if let opening = fence(line) {
                    openFence = opening
                    output.append(line)
                    continue
                }
            }
            output.append(inline(line, link: link))
        }
        if let open = openFence { output.append(String(repeating: open.character, count: open.length)) }
        return output.joined(separator: inTableCell ? "<br>" : "\n")
    }

    /// The longest link destination looked at; a longer one counts as refused.
    static let maxDestination = 4096

    /// For each `[` of a line, the index of its matching `]` (brackets nest; escaped ones do not count).
    static func closingBrackets(_ scalars: [Unicode.Scalar]) -> [Int: Int] {
        var open: [Int] = []
        var result: [Int: Int] = [:]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" { index += 2; continue }
            if scalar == "[" { open.append(index) }
            if scalar == "]", let start = open.popLast() { result[start] = index }
            index += 1
        }
        return result
    }

    /// The destination of a link whose text opens at `index` (`[`): `[text](url ...)`, `[text](<url>)`, or at the
    /// start of a line a reference definition `[ref]: url`; nil when the bracket opens no link.
    /// `close` is the index of the matching `]` (`closingBrackets`). A destination longer than `maxDestination`
    /// is returned cut, which the policy refuses (no `)` in sight), so the work stays linear in the line.
    static func linkDestination(_ scalars: [Unicode.Scalar], closingAt close: Int, lineStart: Bool) -> String? {
        var start = close + 1
        if start < scalars.count, scalars[start] == "(" {
            start += 1
        } else if lineStart, start < scalars.count, scalars[start] == ":" {
            start += 1
        } else {
            return nil
        }
        while start < scalars.count, scalars[start] == " " { start += 1 }
        var url = String.UnicodeScalarView()
        if start < scalars.count, scalars[start] == "<" {
            var end = start + 1
            while end < scalars.count, scalars[end] != ">" {
                if end - start > maxDestination { return "\\" }
                url.append(scalars[end])
                end += 1
            }
        } else {
            var end = start
            var parens = 0
            while end < scalars.count {
                let scalar = scalars[end]
                if scalar == " " || scalar == "\t" { break }
                if end - start > maxDestination { return "\\" }
                if scalar == "(" { parens += 1 }
                if scalar == ")" { if parens == 0 { break }; parens -= 1 }
                url.append(scalar)
                end += 1
            }
        }
        return String(url)
    }

    /// One line of inline Markdown: code spans kept, `<` escaped elsewhere, `[[links]]` replaced.
    private static func inline(_ line: String, link: (String) -> String?) -> String {
        // Without `\`, `` ` ``, `<` or `[` every scalar is kept as it is (issue 32: most lines).
        if !line.utf8.contains(where: { $0 == 0x5C || $0 == 0x60 || $0 == 0x3C || $0 == 0x5B }) { return line }
        let scalars = Array(line.unicodeScalars)
        let closing = closingBrackets(scalars)
        var result = String.UnicodeScalarView()
        var index = 0
        var onlySpacesBefore = true
        while index < scalars.count {
            let scalar = scalars[index]
            defer { if index > 0 { onlySpacesBefore = onlySpacesBefore && scalars[..<index].last == " " } }
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1].isASCII, isPunctuation(scalars[index + 1]) {
                if scalars[index + 1] == "<" {
                    result.append(contentsOf: "&lt;".unicodeScalars)
                } else {
                    result.append(contentsOf: scalars[index...(index + 1)])
                }
                index += 2
                continue
            }
            if scalar == "`" {
                var length = 0
                while index + length < scalars.count, scalars[index + length] == "`" { length += 1 }
                var search = index + length
                var close: Int?
                while search < scalars.count {
                    if scalars[search] == "`" {
                        var other = 0
                        while search + other < scalars.count, scalars[search + other] == "`" { other += 1 }
                        if other == length { close = search; break }
                        search += other
                    } else {
                        search += 1
                    }
                }
                let end = close.map { $0 + length } ?? index + length
                result.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if scalar == "<" {
                result.append(contentsOf: "&lt;".unicodeScalars)
                index += 1
                continue
            }
            // `[text](url)` or `![alt](url)` (and `[ref]: url` at the start of the line) with a URL the policy refuses:
            // escape the `[`, so the text stays and no link (or image) is made.
            if scalar == "[", !(index + 1 < scalars.count && scalars[index + 1] == "["), let close = closing[index],
               let url = linkDestination(scalars, closingAt: close, lineStart: onlySpacesBefore),
               !MarkdownHTML.isSafeURL(url) {
                result.append(contentsOf: "\\[".unicodeScalars)
                index += 1
                continue
            }
            if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "[", scalars[end] != "]" { end += 1 }
                if end + 1 < scalars.count, scalars[end] == "]", scalars[end + 1] == "]" {
                    var target = String.UnicodeScalarView()
                    target.append(contentsOf: scalars[(index + 2)..<end])
                    if let replacement = link(String(target)) {
                        result.append(contentsOf: replacement.unicodeScalars)
                        index = end + 2
                        continue
                    }
                }
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }
}

extension CodePrinter {
    /// Writes `MarkdownEscaping.escape(text, as: context, inTableCell:)`: text or a code span with nothing to escape
    /// (printable ASCII without inline markup, or without a backtick and, in a table cell, a `|`) is copied without a
    /// string of its own (issue 32: a setting's facts write some twenty of them).
    mutating func writeMarkdown(_ text: String, as context: MarkdownEscaping.Context, inTableCell: Bool = false) {
        switch context {
        case .text where SwiftEscaping.allBytes(of: text, satisfy: { $0 >= 0x20 && $0 <= 0x7E && !MarkdownEscaping.isInlineMarkup($0) }):
            write(text)
        case .code where !text.isEmpty
            && SwiftEscaping.allBytes(of: text, satisfy: { $0 >= 0x20 && $0 <= 0x7E && $0 != 0x60 && !(inTableCell && $0 == 0x7C) }):
            // One backtick; padded with a space when the text starts and ends with one (as `escape` does).
            let padded = text.utf8.first == 0x20 && text.utf8.last == 0x20
            write(padded ? "` " : "`")
            write(text)
            write(padded ? " `" : "`")
        default:
            write(MarkdownEscaping.escape(text, as: context, inTableCell: inTableCell))
        }
    }
}
