/// Where a plain (unquoted) text that people read ends in the file: a title, description, header, footer, message,
/// confirmation or keyword (``KeyShape/isReadText``), as the parser found it.
struct PlainTextEnd {
    /// The key whose value it is (`footer`).
    var key: String
    /// Just after the text's last character (libyaml's end mark).
    var end: SourceLocation
}

/// SC1306: ` #` after a plain text starts a YAML comment, so `footer: Adds @ and # keys` is the footer `Adds @ and`.
/// libyaml reports no comments, so the file's bytes after each plain text are read here: one pass over the file
/// for all of them, in line order.
enum PlainTextComments {
    /// The dropped part of the line is quoted in the message up to this many characters.
    static let quotedLength = 40

    static func check(_ ends: [PlainTextEnd], in file: SourceFile, diagnostics: inout DiagnosticCollector) {
        guard !ends.isEmpty else { return }
        let sorted = ends.sorted { ($0.end.line, $0.end.column) < ($1.end.line, $1.end.column) }
        let bytes = file.bytes
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for text in sorted {
            while line < text.end.line {
                guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { return }
                lineStart = newline + 1
                line += 1
            }
            // libyaml counts columns in characters: step over the UTF-8 continuation bytes.
            var offset = lineStart
            var column = 1
            while column < text.end.column, offset < bytes.count, bytes[offset] != 0x0A {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                column += 1
            }
            var hash = offset
            while hash < bytes.count, bytes[hash] == 0x20 || bytes[hash] == 0x09 { hash += 1 }
            guard hash > offset, hash < bytes.count, bytes[hash] == 0x23 else { continue }
            var lineEnd = hash
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            var dropped = String(decoding: bytes[hash..<lineEnd], as: UTF8.self)
            if dropped.count > quotedLength { dropped = String(dropped.prefix(quotedLength)) + "…" }
            diagnostics.warning(
                .textCutByComment,
                "the plain text of `\(text.key)` ends before ` #`: YAML reads `\(dropped)` as a comment, not as part of the text; quote the text to keep it, or put the comment on a line of its own",
                at: SourceLocation(file: file.path, line: text.end.line, column: text.end.column + (hash - offset)))
        }
    }
}
