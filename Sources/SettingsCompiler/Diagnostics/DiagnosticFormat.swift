import SettingsRuntime

/// The formats diagnostics can be printed in (`--diagnostics-format`). Every command that prints diagnostics
/// goes through `DiagnosticFormatter`, so the formats are written once.
///
/// - `text`: `path:line:column: error: message [SC1101]`, the source line and a caret (what Xcode and editors parse).
/// - `json`: JSON Lines, one object per diagnostic (see `docs/diagnostics.md` for the fields).
/// - `sarif`: one SARIF 2.1.0 log, for code scanning.
/// - `github`: GitHub Actions workflow commands (`::error file=...,line=...::message`), one per diagnostic.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github

    /// Whether the output is meant for a program (written to standard output) rather than a person.
    public var isMachineReadable: Bool { self != .text }
}

/// Turns diagnostics into the text of one `DiagnosticFormat`.
public struct DiagnosticFormatter: Sendable {
    public var format: DiagnosticFormat
    /// Holds the source files, for the quoted lines of the `text` format.
    public var renderer: DiagnosticRenderer

    public init(format: DiagnosticFormat, renderer: DiagnosticRenderer = DiagnosticRenderer()) {
        self.format = format
        self.renderer = renderer
    }

    /// The whole output for `diagnostics`, in the order given. `sarif` always prints a complete log (with no
    /// results when there is nothing to report); the other formats print nothing for no diagnostics.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .text: renderer.render(diagnostics)
        case .json: diagnostics.map { Self.jsonObject($0).compact + "\n" }.joined()
        case .sarif: Self.sarifLog(diagnostics).pretty() + "\n"
        case .github: diagnostics.map(Self.githubCommand).joined()
        }
    }

    // MARK: JSON Lines

    static func jsonObject(_ diagnostic: Diagnostic) -> JSONValue {
        var notes: [JSONValue] = []
        for note in diagnostic.notes {
            var fields: [(String, JSONValue)] = [("message", .string(note.message))]
            if let location = note.location {
                fields.append(("location", .object([
                    ("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column)),
                ])))
            }
            notes.append(.object(fields))
        }
        return .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", diagnostic.range.map { .string($0.start.file) } ?? .null),
            ("range", diagnostic.range.map { range in
                .object([("start", position(range.start)), ("end", position(range.end))])
            } ?? .null),
            ("notes", .array(notes)),
        ])
    }

    private static func position(_ location: SourceLocation) -> JSONValue {
        .object([("line", .int(location.line)), ("column", .int(location.column))])
    }

    // MARK: SARIF 2.1.0

    static func sarifLog(_ diagnostics: [Diagnostic]) -> JSONValue {
        // One rule per code used, in code order; results refer to them by index.
        let codes = DiagnosticCode.allCases.filter { code in diagnostics.contains { $0.code == code } }
        let rules: [JSONValue] = codes.map { code in
            .object([
                ("id", .string(code.rawValue)),
                ("name", .string(code.ruleName)),
                ("shortDescription", .object([("text", .string(code.summary))])),
                ("defaultConfiguration", .object([("level", .string(sarifLevel(code.defaultSeverity)))])),
            ])
        }
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var fields: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code.rawValue)),
                ("ruleIndex", .int(codes.firstIndex(of: diagnostic.code) ?? 0)),
                ("level", .string(sarifLevel(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message))])),
            ]
            if let range = diagnostic.range {
                fields.append(("locations", .array([.object([("physicalLocation", physicalLocation(range))])])))
            }
            var related: [JSONValue] = []
            for note in diagnostic.notes {
                // A note without its own place is about the diagnostic's place, as in the text format.
                guard let location = note.location ?? diagnostic.location else { continue }
                related.append(.object([
                    ("id", .int(related.count)),
                    ("physicalLocation", physicalLocation(SourceRange(location))),
                    ("message", .object([("text", .string(note.message))])),
                ]))
            }
            if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
            return .object(fields)
        }
        let driver: JSONValue = .object([
            ("name", .string("settingsc")),
            ("version", .string(SettingsCompilerVersion.current)),
            // No informationUri (optional in SARIF 2.1.0): the project publishes no home page yet.
            ("rules", .array(rules)),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                // Columns count Unicode scalars, as everywhere in settingsc.
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
    }

    private static func sarifLevel(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A region with SARIF's exclusive end column; a point range has only a start.
    private static func physicalLocation(_ range: SourceRange) -> JSONValue {
        var region: [(String, JSONValue)] = [("startLine", .int(range.start.line)), ("startColumn", .int(range.start.column))]
        if range.end != range.start, range.end > range.start {
            region.append(("endLine", .int(range.end.line)))
            region.append(("endColumn", .int(range.end.column)))
        }
        return .object([
            ("artifactLocation", .object([("uri", .string(uriReference(range.start.file)))])),
            ("region", .object(region)),
        ])
    }

    /// A file path as a URI reference: relative paths stay relative, absolute ones become `file://` URIs;
    /// bytes other than unreserved characters and `/` are percent-encoded.
    static func uriReference(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + hex(byte)
            }
        }
        return out
    }

    // MARK: GitHub Actions workflow commands

    /// `::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=SC1101::message`. The end column is inclusive
    /// and given only for a range on one line. Notes follow the message on their own lines.
    static func githubCommand(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var properties: [(String, String)] = []
        if let range = diagnostic.range {
            properties.append(("file", range.start.file))
            properties.append(("line", String(range.start.line)))
            properties.append(("col", String(range.start.column)))
            if range.end > range.start {
                properties.append(("endLine", String(range.end.line)))
                if range.end.line == range.start.line {
                    properties.append(("endColumn", String(range.end.column - 1)))
                }
            }
        }
        properties.append(("title", diagnostic.code.rawValue))
        var message = DiagnosticRenderer.sanitize(diagnostic.message)
        for note in diagnostic.notes {
            let place = note.location.map { location in
                location.file == diagnostic.location?.file ? "\(location.line):\(location.column): " : "\(location): "
            } ?? ""
            message += "\nnote: \(place)\(DiagnosticRenderer.sanitize(note.message))"
        }
        let propertyText = properties.map { "\($0.0)=\(githubEscape($0.1, property: true))" }.joined(separator: ",")
        return "::\(command) \(propertyText)::\(githubEscape(message, property: false))\n"
    }

    /// The escaping GitHub documents for workflow commands: `%`, CR and LF in the message, and also `:` and `,`
    /// in property values.
    public static func githubEscape(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
}

/// A JSON document, built in order (object keys keep the order given, so output is deterministic),
/// printed compactly or indented. `JSONValue.quote` is the one JSON string escaping of settingsc.
///
/// Not `indirect` (the recursion goes through arrays, which need no box): an indirect case is a heap box whose
/// pointer carries the case in its spare high bits, which LeakSanitizer does not recognise as a pointer, so the
/// language table's static examples (`static let` values holding JSONValues) were reported as leaks and stopped
/// `make fuzz` (issue 30, item 10; docs/fuzzing.md). `JSONValueLayoutTests` keeps it unboxed.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// On one line, with no spaces.
    public var compact: String {
        var out = ""
        write(to: &out, indent: nil)
        return out
    }

    /// Indented by `indentWidth` spaces per level, one member per line; no trailing newline.
    public func pretty(indentWidth: Int = 2) -> String {
        var out = ""
        write(to: &out, indent: (0, indentWidth))
        return out
    }

    private func write(to out: inout String, indent: (level: Int, width: Int)?) {
        func newline(_ level: Int) {
            guard let indent else { return }
            out += "\n" + String(repeating: " ", count: level * indent.width)
        }
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .int(value): out += String(value)
        case let .double(value): out += value.isFinite ? String(value) : "null"
        case let .string(value): out += Self.quote(value)
        case let .array(elements):
            if elements.isEmpty { out += "[]"; return }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                newline((indent?.level ?? 0) + 1)
                element.write(to: &out, indent: indent.map { ($0.level + 1, $0.width) })
            }
            newline(indent?.level ?? 0)
            out += "]"
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                newline((indent?.level ?? 0) + 1)
                out += Self.quote(key) + (indent == nil ? ":" : ": ")
                value.write(to: &out, indent: indent.map { ($0.level + 1, $0.width) })
            }
            newline(indent?.level ?? 0)
            out += "}"
        }
    }

    /// `text` as a JSON string literal that an HTML script element can embed (`</script>` as `<\/script>`): the
    /// runtime's `SettingsJSONValue.quote`, the one JSON string escaping of settingsc and of the runtime (the
    /// backends' `JSONText` uses it too).
    public static func quote(_ text: String) -> String {
        SettingsJSONValue.quote(text, scriptSafe: true)
    }
}
