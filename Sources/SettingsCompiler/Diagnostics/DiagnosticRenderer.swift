/// Renders diagnostics as text in the form compilers, editors and Xcode parse:
///
///     Schemas/App.settings.yaml:12:7: error: unknown key 'tpye' in a setting [SC1101]
///           tpye: int
///           ^~~~
///     Schemas/App.settings.yaml:12:7: note: did you mean 'type'?
public struct DiagnosticRenderer: Sendable {
    private var files: [String: SourceFile]

    public init(files: [SourceFile] = []) {
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
    }

    public mutating func add(_ file: SourceFile) {
        files[file.path] = file
    }

    /// Where each line of each quoted file starts, found when a diagnostic first quotes the file (a run without
    /// diagnostics never scans its files), so quoting a line does not scan the file from its start.
    private typealias LineStarts = [String: [Int]]

    /// Diagnostics after this many, in one `render` call, are printed without quoting their source line:
    /// finding a line costs time in proportion to the file, so quoting is bounded for a file with a vast
    /// number of mistakes (a hostile one).
    public static let maxExcerpts = 500

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var lineStarts = LineStarts()
        return diagnostics.enumerated().map { render($1, quotingSource: $0 < Self.maxExcerpts, lineStarts: &lineStarts) }.joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lineStarts = LineStarts()
        return render(diagnostic, quotingSource: true, lineStarts: &lineStarts)
    }

    private func render(_ diagnostic: Diagnostic, quotingSource: Bool, lineStarts: inout LineStarts) -> String {
        var out = ""
        let prefix = diagnostic.location.map { "\($0): " } ?? ""
        out += "\(prefix)\(diagnostic.severity.rawValue): \(Self.sanitize(diagnostic.message)) [\(diagnostic.code.rawValue)]\n"
        // A file that is not UTF-8 has no line to quote: its bytes would print as garbage.
        if quotingSource, diagnostic.code != .notUTF8, let range = diagnostic.range {
            out += excerpt(range, lineStarts: &lineStarts)
        }
        for note in diagnostic.notes {
            let notePrefix = (note.location ?? diagnostic.location).map { "\($0): " } ?? ""
            out += "\(notePrefix)note: \(Self.sanitize(note.message))\n"
            if quotingSource, let location = note.location, location != diagnostic.location {
                out += excerpt(SourceRange(location), lineStarts: &lineStarts)
            }
        }
        return out
    }

    /// Longest excerpt shown; a longer line is cut to a window around the column, marked with "...".
    public static let maxExcerptWidth = 120

    /// The quoted source line and a caret under the start column, with `~` under the rest of a one-line range.
    private func excerpt(_ range: SourceRange, lineStarts: inout LineStarts) -> String {
        let path = range.start.file
        guard let file = files[path] else { return "" }
        let starts: [Int]
        if let known = lineStarts[path] {
            starts = known
        } else {
            starts = file.lineStarts()
            lineStarts[path] = starts
        }
        guard let rawLine = file.line(range.start.line, lineStarts: starts) else { return "" }
        var line = Array(rawLine.unicodeScalars)
        var column = range.start.column - 1   // 0-based index into `line`
        var length = range.end.line == range.start.line ? max(1, range.end.column - range.start.column) : 1
        var prefix = ""
        if line.count > Self.maxExcerptWidth {
            let half = Self.maxExcerptWidth / 2
            let start = max(0, min(column - half, line.count - Self.maxExcerptWidth))
            let end = min(line.count, start + Self.maxExcerptWidth)
            let truncatedEnd = end < line.count
            line = Array(line[start..<end])
            if start > 0 {
                prefix = "..."
                column = column - start + prefix.count
            }
            if truncatedEnd { line += Array("...".unicodeScalars) }
        }
        length = max(1, min(length, line.count - column + 1 - (prefix.isEmpty ? 0 : 0)))
        let shown = Array(prefix.unicodeScalars) + line
        var marker = ""
        for (index, scalar) in shown.enumerated() where index < column {
            marker.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        if column > shown.count {
            marker += String(repeating: " ", count: column - shown.count)
        }
        marker += "^"
        let visible = max(0, min(length - 1, shown.count - column - 1))
        marker += String(repeating: "~", count: visible)
        return Self.sanitize(String(String.UnicodeScalarView(shown)), keepTabs: true) + "\n" + marker + "\n"
    }

    /// Replaces control characters, so a crafted schema cannot send escape sequences to a terminal.
    public static func sanitize(_ text: String, keepTabs: Bool = false) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09 where keepTabs: result.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// A one-line summary: "2 errors and 1 warning generated."-style, as compilers end their output.
    public static func summary(errors: Int, warnings: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        switch (errors, warnings) {
        case (0, 0): return "no problems found"
        case (_, 0): return count(errors, "error")
        case (0, _): return count(warnings, "warning")
        default: return "\(count(errors, "error")) and \(count(warnings, "warning"))"
        }
    }
}
