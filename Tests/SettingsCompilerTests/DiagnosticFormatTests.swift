import Foundation
@testable import SettingsCompiler
import Testing
import TestSupport

/// Every `--diagnostics-format` over the multi-error fixture (14 errors, a warning, notes with and without
/// their own place), as golden files; the JSON and SARIF outputs are also parsed and checked field by field.
@Suite struct DiagnosticFormatTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/invalid/multiple-errors.settings.yaml"

    static func formatted(_ format: DiagnosticFormat, path: String = fixture) throws -> (String, [Diagnostic]) {
        let compiled = try compileRepositoryFile(path)
        let formatter = DiagnosticFormatter(format: format, renderer: DiagnosticRenderer(files: [compiled.file]))
        return (formatter.format(compiled.diagnostics.sorted), compiled.diagnostics.sorted)
    }

    static let goldenExtensions: [DiagnosticFormat: String] = [.text: "txt", .json: "jsonl", .sarif: "sarif", .github: "github"]

    @Test(arguments: DiagnosticFormat.allCases)
    func goldenOutput(format: DiagnosticFormat) throws {
        let (output, diagnostics) = try Self.formatted(format)
        #expect(diagnostics.count == 15)
        let name = "Tests/SettingsCompilerTests/Fixtures/formats/multiple-errors.\(Self.goldenExtensions[format]!)"
        try assertGolden(output, path: name)
    }

    @Test func textIsTheRenderersOutput() throws {
        let (output, diagnostics) = try Self.formatted(.text)
        let loaded = try SourceFile.load(path: repositoryRoot.appendingPathComponent(Self.fixture).path)
        let renderer = DiagnosticRenderer(files: [SourceFile(path: Self.fixture, bytes: loaded.bytes)])
        #expect(output == renderer.render(diagnostics))
    }

    @Test func jsonLinesParseAndCarryEveryField() throws {
        let (output, diagnostics) = try Self.formatted(.json)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")  // every object ends with a newline
        let objects = try lines.dropLast().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count == diagnostics.count)
        for (object, diagnostic) in zip(objects, diagnostics) {
            #expect(object["severity"] as? String == diagnostic.severity.rawValue)
            #expect(object["code"] as? String == diagnostic.code.rawValue)
            #expect(object["message"] as? String == diagnostic.message)
            #expect(object["file"] as? String == Self.fixture)
            let range = try #require(object["range"] as? [String: [String: Int]])
            #expect(range["start"]?["line"] == diagnostic.range?.start.line)
            #expect(range["start"]?["column"] == diagnostic.range?.start.column)
            #expect(range["end"]?["line"] == diagnostic.range?.end.line)
            #expect(range["end"]?["column"] == diagnostic.range?.end.column)
            let notes = try #require(object["notes"] as? [[String: Any]])
            #expect(notes.map { $0["message"] as? String } == diagnostic.notes.map(\.message))
            for (note, expected) in zip(notes, diagnostic.notes) {
                let location = note["location"] as? [String: Any]
                #expect((location == nil) == (expected.location == nil))
                if let location, let expected = expected.location {
                    #expect(location["line"] as? Int == expected.line)
                    #expect(location["column"] as? Int == expected.column)
                    #expect(location["file"] as? String == expected.file)
                }
            }
        }
        // The Cyrillic 'а' of the fixture reaches JSON as UTF-8, unescaped, and parses back unchanged.
        #expect(objects.contains { ($0["message"] as? String)?.contains("'dаta'") == true })
    }

    @Test func sarifParsesWithRulesForTheCodesUsed() throws {
        let (output, diagnostics) = try Self.formatted(.sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "settingsc")
        #expect(driver["version"] as? String == SettingsCompilerVersion.current)
        #expect(driver["informationUri"] == nil, "no home page is published, so the log names none")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(ruleIDs) == Set(diagnostics.map(\.code.rawValue)))
        #expect(ruleIDs.count == Set(ruleIDs).count)
        #expect(rules.first { $0["id"] as? String == "SC1301" }.flatMap { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String } == "warning")

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        for (result, diagnostic) in zip(results, diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic.code.rawValue)
            #expect(ruleIDs[result["ruleIndex"] as? Int ?? -1] == diagnostic.code.rawValue)
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            #expect((result["message"] as? [String: Any])?["text"] as? String == diagnostic.message)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.fixture)
            let region = try #require(physical["region"] as? [String: Int])
            #expect(region["startLine"] == diagnostic.range?.start.line)
            #expect(region["startColumn"] == diagnostic.range?.start.column)
            let related = result["relatedLocations"] as? [[String: Any]] ?? []
            #expect(related.count == diagnostic.notes.count)
        }
    }

    @Test func emptySarifLogIsComplete() throws {
        let output = DiagnosticFormatter(format: .sarif).format([])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(DiagnosticFormatter(format: .json).format([]) == "")
        #expect(DiagnosticFormatter(format: .github).format([]) == "")
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        let location = SourceLocation(file: "odd,dir:x/100%.settings.yaml", line: 2, column: 3)
        let diagnostic = Diagnostic(
            .warning, .unknownKey, "50% of\r\nlines: a, b",
            range: SourceRange(start: location, end: SourceLocation(file: location.file, line: 2, column: 7)),
            notes: [.init("see here", at: SourceLocation(file: location.file, line: 1, column: 1)), .init("no place")])
        let output = DiagnosticFormatter(format: .github).format([diagnostic])
        #expect(output == "::warning file=odd%2Cdir%3Ax/100%25.settings.yaml,line=2,col=3,endLine=2,endColumn=6,title=SC1101::50%25 of\u{FFFD}\u{FFFD}lines: a, b%0Anote: 1:1: see here%0Anote: no place\n")
        // A position-less diagnostic has only a title.
        let bare = Diagnostic(.error, .fileUnreadable, "cannot read file 'x': No such file", range: nil)
        #expect(DiagnosticFormatter(format: .github).format([bare]) == "::error title=SC1001::cannot read file 'x': No such file\n")
    }

    @Test func githubEscapeFollowsTheDocumentedTable() {
        #expect(DiagnosticFormatter.githubEscape("a%b\rc\nd:e,f", property: false) == "a%25b%0Dc%0Ad:e,f")
        #expect(DiagnosticFormatter.githubEscape("a%b\rc\nd:e,f", property: true) == "a%25b%0Dc%0Ad%3Ae%2Cf")
    }

    @Test func jsonQuoteRoundTripsEveryKindOfCharacter() throws {
        var text = "quote \" backslash \\ slash / emoji 🎛️ line\u{2028}para\u{2029} del \u{7F}"
        for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        let quoted = JSONValue.quote(text)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{7F}" })
        #expect(quoted.contains("\\u001B") && quoted.contains("\\n") && quoted.contains("\\u2028"))
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
        #expect(parsed == [text])
    }

    @Test func sarifURIsAreEncodedReferences() {
        #expect(DiagnosticFormatter.uriReference("Schemas/App.settings.yaml") == "Schemas/App.settings.yaml")
        #expect(DiagnosticFormatter.uriReference("/tmp/my app/ä#1.yaml") == "file:///tmp/my%20app/%C3%A4%231.yaml")
    }

    @Test func prettyAndCompactJSONAgree() throws {
        let value = JSONValue.object([("a", .array([.int(1), .bool(true), .null, .object([])])), ("b", .array([])), ("c", .string("x"))])
        #expect(value.compact == #"{"a":[1,true,null,{}],"b":[],"c":"x"}"#)
        #expect(value.pretty() == "{\n  \"a\": [\n    1,\n    true,\n    null,\n    {}\n  ],\n  \"b\": [],\n  \"c\": \"x\"\n}")
    }
}

/// Issue 30, item 10: `JSONValue` stays unboxed. As an `indirect enum` each value was a heap box whose pointer
/// carried the case in its high bits; LeakSanitizer does not see such a pointer, so the language table's static
/// examples counted as leaks and `make fuzz` stopped. An indirect enum is one pointer (8 bytes); unboxed, the
/// enum holds its largest payload (a String, 16 bytes) inline.
@Suite struct JSONValueLayoutTests {
    @Test func jsonValueHoldsItsPayloadInline() {
        #expect(MemoryLayout<JSONValue>.size > MemoryLayout<UnsafeRawPointer>.size)
        let nested: JSONValue = .object([("a", .array([.string("a string longer than fifteen bytes"), .int(1)]))])
        #expect(nested.compact == #"{"a":["a string longer than fifteen bytes",1]}"#)
    }
}
