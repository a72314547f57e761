/// Links between settings written in descriptions: `[[smoothing.dayPeriod]]` names a setting (or, with
/// `[[smoothing.grouped]]`, a section) by the dotted path of its schema names. The validator checks every
/// link (SC1401, SC1402); the documentation backends turn them into links. Text inside backtick code spans
/// is code, never a link.
public enum DescriptionText {
    public enum Segment: Hashable, Sendable {
        /// Text, passed on unchanged (it may be Markdown).
        case text(String)
        /// `[[target]]`; `offset` counts Unicode scalars from the start of the description to the `[[`.
        case link(target: String, offset: Int)
    }

    /// Splits a description into text and `[[...]]` links. A link is `[[`, then text without `[`, `]` or a
    /// line break, then `]]`; any other `[[` is text. Backtick code spans (on one line; a backslash before a
    /// backtick makes it text) are kept as text.
    public static func segments(_ text: String) -> [Segment] {
        let scalars = Array(text.unicodeScalars)
        var result: [Segment] = []
        var pending = String.UnicodeScalarView()
        var index = 0
        func flush() {
            if !pending.isEmpty { result.append(.text(String(pending))) }
            pending = String.UnicodeScalarView()
        }
        func run(of scalar: Unicode.Scalar, at start: Int) -> Int {
            var end = start
            while end < scalars.count, scalars[end] == scalar { end += 1 }
            return end - start
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "`" {
                pending.append(contentsOf: scalars[index...(index + 1)])
                index += 2
                continue
            }
            if scalar == "`" {
                // A code span: the matching run of exactly as many backticks on the same line closes it.
                let length = run(of: "`", at: index)
                var search = index + length
                var close: Int?
                while search < scalars.count, !["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalars[search]) {
                    if scalars[search] == "`" {
                        let other = run(of: "`", at: search)
                        if other == length { close = search; break }
                        search += other
                    } else {
                        search += 1
                    }
                }
                let end = close.map { $0 + length } ?? index + length
                pending.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, !["[", "]", "\n", "\r", "\u{2028}", "\u{2029}"].contains(scalars[end]) { end += 1 }
                if end + 1 < scalars.count, scalars[end] == "]", scalars[end + 1] == "]" {
                    flush()
                    var target = String.UnicodeScalarView()
                    target.append(contentsOf: scalars[(index + 2)..<end])
                    result.append(.link(target: String(target), offset: index))
                    index = end + 2
                    continue
                }
            }
            pending.append(scalar)
            index += 1
        }
        flush()
        return result
    }

    /// The links of a description, in order.
    public static func links(in text: String) -> [(target: String, offset: Int)] {
        // Almost no description has a link: skip the segmenting (scalar by scalar) unless `[[` occurs.
        guard containsLinkOpener(text) else { return [] }
        return segments(text).compactMap {
            if case let .link(target, offset) = $0 { return (target, offset) }
            return nil
        }
    }

    /// Whether `[[` occurs in `text`, checked on its UTF-8 bytes.
    static func containsLinkOpener(_ text: String) -> Bool {
        // A native string's bytes are contiguous: scan them directly (most descriptions have no bracket at all).
        // Eight bytes at a time: a word with no `[` (the rule) is passed over whole, one with one is looked at byte by
        // byte, with the byte after it (issue 32: every description of a large schema is scanned).
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            let count = bytes.count
            guard let start = bytes.baseAddress, count > 1 else { return false }
            let raw = UnsafeRawPointer(start)
            func pair(from: Int, to end: Int) -> Bool {
                var index = from
                while index < end {
                    if bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "[") { return true }
                    index += 1
                }
                return false
            }
            var index = 0
            while index + 8 <= count {
                // A byte of the word is `[` exactly when the same byte of `word ^ 0x5B5B...` is zero.
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x5B5B_5B5B_5B5B_5B5B
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0,
                    pair(from: index, to: min(index + 8, count - 1))
                {
                    return true
                }
                index += 8
            }
            return pair(from: index, to: count - 1)
        }) {
            return found
        }
        var previousWasBracket = false
        for byte in text.utf8 {
            let isBracket = byte == UInt8(ascii: "[")
            if isBracket, previousWasBracket { return true }
            previousWasBracket = isBracket
        }
        return false
    }

    /// Identifiers joined by single dots: `smoothing.dayPeriod`.
    public static func isWellFormedTarget(_ target: String) -> Bool {
        let parts = target.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { SwiftNames.isIdentifier(String($0)) }
    }
}

/// Checks the `[[...]]` links in every description of a schema against its sections and settings.
/// Works on the AST, so links are checked even when other parts of the schema have errors.
enum CrossLinkChecker {
    static func check(_ ast: SchemaAST, writesLinks: Bool? = nil, diagnostics: inout DiagnosticCollector) {
        // Most schemas link nothing: look for a `[[` first (lowering did, `writesLinks`), and build the table of
        // targets (a path per setting) only when a description has one.
        guard writesLinks ?? hasLinkOpener(ast) else { return }
        var targets: [String] = []
        var texts: [Located<String>] = []
        if let description = ast.description { texts.append(description) }
        for decl in ast.enums {
            for caseDecl in decl.cases { if let description = caseDecl.description { texts.append(description) } }
        }
        func walk(_ section: SectionDecl, _ prefix: String) {
            let path = prefix + section.name.value
            targets.append(path)
            if let description = section.description { texts.append(description) }
            for setting in section.settings {
                targets.append(path + "." + setting.name.value)
                if let description = setting.description { texts.append(description) }
            }
            for child in section.sections { walk(child, path + ".") }
        }
        for section in ast.sections { walk(section, "") }
        let known = Set(targets)

        for text in texts {
            for link in DescriptionText.links(in: text.value) {
                let range = linkRange(in: text, offset: link.offset, length: link.target.unicodeScalars.count + 4)
                if !DescriptionText.isWellFormedTarget(link.target) {
                    diagnostics.emit(Diagnostic(
                        .error, .malformedLink,
                        "'[[\(link.target)]]' is not a link: write the dotted path of a setting or section, e.g. [[section.setting]]",
                        range: range))
                } else if !known.contains(link.target) {
                    let hint = Suggestions.hint(for: link.target, in: targets)
                    diagnostics.emit(Diagnostic(
                        .error, .unknownLinkTarget,
                        "the link '[[\(link.target)]]' names no setting or section of this schema\(hint)",
                        range: range))
                }
            }
        }
    }

    /// Whether any description `check` reads contains `[[`.
    static func hasLinkOpener(_ ast: SchemaAST) -> Bool {
        func opens(_ text: Located<String>?) -> Bool { text.map { DescriptionText.containsLinkOpener($0.value) } ?? false }
        func inSection(_ section: SectionDecl) -> Bool {
            if opens(section.description) { return true }
            // The rows read in place, by index (a list of the section's settings was made for each section).
            for index in section.rows.indices {
                if let setting = section.rows[index].declaredSetting, opens(setting.description) { return true }
            }
            return section.sections.contains(where: inSection)
        }
        return opens(ast.description) || ast.enums.contains { $0.cases.contains { opens($0.description) } }
            || ast.sections.contains(where: inSection)
    }

    /// The link's own position when the text is a one-line scalar written as is (plain, or quoted without
    /// escapes); otherwise the start of the text.
    static func linkRange(in text: Located<String>, offset: Int, length: Int) -> SourceRange {
        let start = text.range.start
        let end = text.range.end
        let count = text.value.unicodeScalars.count
        guard start.line == end.line else { return SourceRange(start) }
        let written = end.column - start.column
        let shift: Int
        if written == count { shift = 0 } else if written == count + 2 { shift = 1 } else { return SourceRange(start) }
        var linkStart = start
        linkStart.column += shift + offset
        var linkEnd = linkStart
        linkEnd.column += length
        return SourceRange(start: linkStart, end: linkEnd)
    }
}

extension CrossLinkChecker: ValidationPass {
    static let name = "cross links"

    static func run(_ context: inout ValidationContext) {
        check(context.ast, writesLinks: context.writesLinks, diagnostics: &context.diagnostics)
    }
}
