import SettingsBackends
import SettingsCompiler
import Testing

/// Snippet tests: a few lines of schema compiled on their own, and the exact output of one construct (the
/// diagnostics, the model's lines for one setting, one setting's form entry or docs entry), next to the
/// whole-file goldens. `snippet(...)` wraps the lines in a minimal schema:
///
///     settings: SnippetSettings
///     enums:                 # only when `enums:` is given
///       <enums, indented by 2>
///     sections:
///       main:
///         settings:
///           <settings, indented by 6>
///
/// so every setting is in the section `main` (form id and docs anchor `main.<name>`). Positions in
/// `diagnostics` are counted within the snippet's own lines (`enums` ones are prefixed `enums:`).
func snippet(_ settings: String, enums: String? = nil) -> Snippet {
    Snippet(settings: settings, enums: enums)
}

struct Snippet {
    static let path = "snippet.settings.yaml"
    let file: SettingsCompiler.SourceFile
    let ir: SchemaIR?
    let collected: [Diagnostic]
    /// The 1-based lines of the wrapped file where the enums and the settings start.
    private let enumsStart: Int?
    private let settingsStart: Int
    private let enumsCount: Int

    init(settings: String, enums: String?) {
        var lines = ["settings: SnippetSettings"]
        var enumsStart: Int?
        var enumsCount = 0
        if let enums {
            lines.append("enums:")
            enumsStart = lines.count + 1
            let enumLines = enums.split(separator: "\n", omittingEmptySubsequences: false)
            enumsCount = enumLines.count
            lines += enumLines.map { "  " + $0 }
        }
        lines += ["sections:", "  main:", "    settings:"]
        settingsStart = lines.count + 1
        lines += settings.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
        self.enumsStart = enumsStart
        self.enumsCount = enumsCount
        file = SettingsCompiler.SourceFile(path: Self.path, text: lines.joined(separator: "\n") + "\n")
        var diagnostics = DiagnosticCollector()
        ir = Compiler.compile(file, diagnostics: &diagnostics)
        collected = diagnostics.sorted
    }

    // MARK: Diagnostics

    /// One line per diagnostic and per note: `line:column: severity: message [code]`, positions within the
    /// snippet's lines; empty when the snippet compiles without a diagnostic.
    var diagnostics: String {
        var out: [String] = []
        for diagnostic in collected {
            out.append("\(position(diagnostic.location))\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]")
            for note in diagnostic.notes { out.append("  \(position(note.location))note: \(note.message)") }
        }
        return out.joined(separator: "\n")
    }

    /// What `settingsc validate` prints for the wrapped file (positions in the wrapped file).
    var renderedDiagnostics: String {
        DiagnosticRenderer(files: [file]).render(collected)
    }

    private func position(_ location: SettingsCompiler.SourceLocation?) -> String {
        guard let location else { return "" }
        if let enumsStart, location.line >= enumsStart, location.line < enumsStart + enumsCount {
            return "enums:\(location.line - enumsStart + 1):\(location.column - 2): "
        }
        if location.line >= settingsStart { return "\(location.line - settingsStart + 1):\(location.column - 6): " }
        return "schema:\(location.line):\(location.column): "
    }

    // MARK: Fragments of the generated files

    /// The lines of the Swift model that name the setting (its default, range and step constants, property,
    /// initialisers, decoding and encoding), without indentation, in file order.
    func swiftModel(setting name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard let text = generated(SwiftModelBackend(), sourceLocation) else { return "" }
        return text.split(separator: "\n")
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") && Self.identifiers(in: $0).contains { $0 == name || $0 == "_" + name } }
            .map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    /// The setting's property in the Swift model: its doc comment, attributes and declaration (with accessors).
    func property(setting name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard let text = generated(SwiftModelBackend(), sourceLocation) else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: {
            let words = $0.drop { $0 == " " }.split(separator: " ")
            return words.count > 2 && words[0] == "public" && words[1] == "var" && (words[2] == "\(name):" || words[2] == "`\(name)`:")
        }) else {
            Issue.record("the model declares no property '\(name)'", sourceLocation: sourceLocation)
            return ""
        }
        var start = index
        while start > 0, lines[start - 1].drop(while: { $0 == " " }).hasPrefix("///") || lines[start - 1].drop(while: { $0 == " " }).hasPrefix("@") {
            start -= 1
        }
        var end = index
        if lines[index].hasSuffix("{") {
            let indent = lines[index].prefix { $0 == " " }
            while end + 1 < lines.count, lines[end] != indent + "}" { end += 1 }
        }
        return Self.dedented(lines[start...end])
    }

    /// The setting's entry in the form (`SettingsFormSetting(...)`, the statement that appends it).
    func form(setting name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard let text = generated(SettingsFormBackend(), sourceLocation) else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let idLine = lines.firstIndex(where: { $0.hasSuffix("id: \"main.\(name)\",") }),
              let start = lines[...idLine].lastIndex(where: { $0.contains("section.append(") }) else {
            Issue.record("the form has no entry 'main.\(name)'", sourceLocation: sourceLocation)
            return ""
        }
        var depth = 0
        var end = start
        for index in start..<lines.count {
            depth += Self.parenthesisDepthChange(lines[index])
            end = index
            if depth <= 0 { break }
        }
        return Self.dedented(lines[start...end])
    }

    /// The setting's entry in the Markdown reference: from its anchor to the next anchor or section heading.
    func markdown(setting name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard let text = generated(MarkdownBackend(), sourceLocation) else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "<a id=\"main.\(name)\"></a>") else {
            Issue.record("the docs have no anchor 'main.\(name)'", sourceLocation: sourceLocation)
            return ""
        }
        var end = start + 1
        while end < lines.count, !lines[end].hasPrefix("<a id="), !lines[end].hasPrefix("## ") { end += 1 }
        var entry = lines[start..<end]
        while entry.last?.isEmpty == true { entry = entry.dropLast() }
        return entry.joined(separator: "\n")
    }

    private func generated(_ backend: some Backend, _ sourceLocation: Testing.SourceLocation) -> String? {
        guard let ir else {
            Issue.record("the snippet does not compile:\n\(renderedDiagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        return backend.render(ir).first?.contents
    }

    // MARK: Text

    /// The identifiers of a line of Swift, outside string literals.
    static func identifiers(in line: Substring) -> [Substring] {
        var result: [Substring] = []
        var inString = false
        var escaped = false
        var start: Substring.Index?
        for index in line.indices {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            let isWord = character.isLetter || character.isNumber || character == "_"
            if isWord, start == nil { start = index }
            if !isWord, let begin = start {
                result.append(line[begin..<index])
                start = nil
            }
            if character == "\"" { inString = true }
        }
        if let start { result.append(line[start...]) }
        return result
    }

    /// `(` minus `)` on a line of Swift, outside string literals.
    static func parenthesisDepthChange(_ line: Substring) -> Int {
        var depth = 0
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            }
        }
        return depth
    }

    /// The lines without the indentation of the first.
    static func dedented(_ lines: ArraySlice<Substring>) -> String {
        let indent = lines.first?.prefix { $0 == " " }.count ?? 0
        return lines.map { line in
            line.prefix(indent).allSatisfy { $0 == " " } ? String(line.dropFirst(indent)) : String(line)
        }.joined(separator: "\n")
    }
}
