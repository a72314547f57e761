import Foundation
import SettingsBackends
import SettingsCompiler

/// The documentation of one diagnostic code as written in a block beside the pass that reports it:
///
///     /// SC1690 invalidAppGroup
///     ///
///     /// The explanation, one paragraph over as many lines as it takes.
///     ///
///     /// ```yaml
///     /// settings: AppSettings
///     /// ```
///     ///
///     /// Fix: What to change, one paragraph.
///
/// A code of `settingsc diff` has two fences, ```` ```yaml old ```` and ```` ```yaml new ````; a limit diagnostic's
/// example a line `Limits: maxDepth = 4` (the reader limits it is compiled with).
struct DiagnosticDocumentationBlock: Equatable {
    var code: String
    var name: String
    /// The file (relative to the repository root) and the line of the block's first line.
    var file: String
    var line: Int
    var explanation = ""
    var example: String?
    var old: String?
    var new: String?
    var limits: [String] = []
    var fix = ""
}

/// A block that does not read as the form above.
struct DiagnosticDocumentationError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String
    var description: String { "\(file):\(line): \(message)" }
}

/// Collects the blocks from the compiler's and the CLI's sources into the Swift table the CLI compiles
/// (`DiagnosticDocumentation+Generated.swift`): the generator of that file, run by `DiagnosticDocumentationTests`
/// (`SETTINGSC_RECORD=1` writes it).
enum DiagnosticDocumentationCollector {
    /// Where blocks are looked for.
    static let folders = ["Sources/SettingsCompiler", "Sources/SettingsCLI"]
    /// The generated file.
    static let generatedPath = "Sources/SettingsCLI/DiagnosticDocumentation+Generated.swift"

    /// Every block in the `.swift` files under ``folders`` (sorted by path), in file order.
    static func blocks(root: URL) throws -> [DiagnosticDocumentationBlock] {
        var paths: [String] = []
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") { paths.append("\(folder)/\(path)") }
        }
        var result: [DiagnosticDocumentationBlock] = []
        for path in paths.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            result += try parse(text, file: path)
        }
        return result
    }

    /// The blocks of one file.
    static func parse(_ text: String, file: String) throws -> [DiagnosticDocumentationBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) }
        var blocks: [DiagnosticDocumentationBlock] = []
        var index = 0
        while index < lines.count {
            guard let header = Self.header(lines[index]) else {
                index += 1
                continue
            }
            var block = DiagnosticDocumentationBlock(code: header.code, name: header.name, file: file, line: index + 1)
            index += 1
            var body: [(line: Int, text: String)] = []
            while index < lines.count, lines[index] == "///" || lines[index].hasPrefix("/// ") {
                if Self.header(lines[index]) != nil { break }
                body.append((index + 1, lines[index] == "///" ? "" : String(lines[index].dropFirst(4))))
                index += 1
            }
            try read(body, into: &block)
            blocks.append(block)
        }
        return blocks
    }

    /// `SC1690 invalidAppGroup` from `/// SC1690 invalidAppGroup`.
    static func header(_ line: String) -> (code: String, name: String)? {
        guard line.hasPrefix("/// SC") else { return nil }
        let words = line.dropFirst(4).split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 2, words[0].count == 6, words[0].dropFirst(2).allSatisfy(\.isASCII), words[0].dropFirst(2).allSatisfy(\.isNumber),
              !words[1].isEmpty, words[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return (String(words[0]), String(words[1]))
    }

    private enum Part { case explanation, fix, none }

    private static func read(_ body: [(line: Int, text: String)], into block: inout DiagnosticDocumentationBlock) throws {
        func fail(_ line: Int, _ message: String) -> DiagnosticDocumentationError {
            DiagnosticDocumentationError(file: block.file, line: line, message: "\(block.code): \(message)")
        }
        var part = Part.none
        var index = 0
        while index < body.count {
            let (line, text) = body[index]
            index += 1
            if text.isEmpty {
                part = .none
                continue
            }
            if text.hasPrefix("```") {
                let info = text.dropFirst(3)
                guard ["yaml", "yaml old", "yaml new"].contains(info) else { throw fail(line, "a fence is ```yaml, ```yaml old or ```yaml new") }
                var content = ""
                while index < body.count, body[index].text != "```" {
                    content += body[index].text + "\n"
                    index += 1
                }
                guard index < body.count else { throw fail(line, "the fence is not closed") }
                index += 1
                switch info {
                case "yaml": block.example = content
                case "yaml old": block.old = content
                default: block.new = content
                }
                part = .none
            } else if text.hasPrefix("Limits: ") {
                block.limits = text.dropFirst(8).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard block.limits.allSatisfy({ $0.split(separator: " ").count == 3 && $0.split(separator: " ")[1] == "=" }) else {
                    throw fail(line, "limits are written `Limits: maxDepth = 4, maxNodes = 10`")
                }
            } else if text.hasPrefix("Fix: ") {
                guard block.fix.isEmpty else { throw fail(line, "a second `Fix:`") }
                block.fix = String(text.dropFirst(5))
                part = .fix
            } else {
                switch part {
                case .explanation: block.explanation += " " + text
                case .fix: block.fix += " " + text
                case .none:
                    guard block.explanation.isEmpty else { throw fail(line, "text after the explanation that is not `Fix:`, a fence or `Limits:`") }
                    block.explanation = text
                    part = .explanation
                }
            }
        }
        guard !block.explanation.isEmpty else { throw fail(block.line, "no explanation") }
        guard !block.fix.isEmpty else { throw fail(block.line, "no `Fix:`") }
        guard (block.old == nil) == (block.new == nil) else { throw fail(block.line, "a diff example needs both ```yaml old and ```yaml new") }
        guard block.example == nil || block.old == nil else { throw fail(block.line, "an example and a diff example") }
    }

    /// The Swift table of `blocks`, in the order of `DiagnosticCode.allCases` (the first block of each code; a
    /// block naming no code is left out, and the tests report it).
    static func swiftSource(_ blocks: [DiagnosticDocumentationBlock]) -> String {
        var byCode: [String: DiagnosticDocumentationBlock] = [:]
        for block in blocks where byCode[block.code] == nil { byCode[block.code] = block }
        var out = """
            // Generated by DiagnosticDocumentationTests from the documentation blocks beside the passes that report
            // each code (`/// SC1101 unknownKey` in the `*.diagnostics.swift` files); do not edit. Change a block, then
            // run `SETTINGSC_RECORD=1 swift test --filter DiagnosticDocumentationTests`.

            import SettingsCompiler

            extension DiagnosticDocumentation {
                /// Each code's documentation, by code (`SC1101`).
                static let all: [Swift.String: DiagnosticDocumentation] = [

            """
        for code in DiagnosticCode.allCases {
            guard let block = byCode[code.rawValue] else { continue }
            var call = SwiftCall("DiagnosticDocumentation", [.init("explanation", SwiftEscaping.stringLiteral(block.explanation))])
            if let old = block.old, let new = block.new {
                call.add("old", SwiftEscaping.stringLiteral(old))
                call.add("new", SwiftEscaping.stringLiteral(new))
            }
            call.add("example", ifPresent: block.example.map(SwiftEscaping.stringLiteral))
            if !block.limits.isEmpty {
                call.add("limits", "DiagnosticDocumentation.lowered { " + block.limits.map { "$0.\($0)" }.joined(separator: "; ") + " }")
            }
            call.add("fix", SwiftEscaping.stringLiteral(block.fix))
            out += "        // \(block.file)\n"
            var printer = CodePrinter()
            printer.indent()
            printer.indent()
            call.print(to: &printer, prefix: "\(SwiftEscaping.stringLiteral(code.rawValue)): ", suffix: ",")
            out += printer.contents
        }
        out += "    ]\n}\n"
        return out
    }
}
