import Foundation
import SettingsCompiler
import Testing
import TestSupport

/// Issue 20 item 3: every name the generated code relies on is refused, for every kind of declaration, from the one
/// list in `ReservedNames`; the table in docs/schema-language.md is rendered from it.
@Suite struct ReservedNamesTests {
    func codes(_ text: String) -> [String] {
        var collector = DiagnosticCollector()
        _ = Compiler.compile(SourceFile(path: "r.settings.yaml", bytes: Array(text.utf8)), diagnostics: &collector)
        return collector.sorted.map(\.code.rawValue)
    }

    @Test func theDocsTableIsRenderedFromTheList() throws {
        let url = repositoryRoot.appendingPathComponent("docs/schema-language.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- reserved-names:begin -->\n", end = "<!-- reserved-names:end -->"
        let start = try #require(text.range(of: begin)), stop = try #require(text.range(of: end))
        let rendered = text[..<start.upperBound] + ReservedNames.markdownTable() + text[stop.lowerBound...]
        try assertGolden(String(rendered), path: "docs/schema-language.md")
    }

    /// Every type name of the list is refused as the root, the view, the external data type, an enum and a section's type.
    @Test(arguments: ReservedNames.entries.filter { $0.place == .typeName }.flatMap(\.names))
    func typeNamesAreRefusedEverywhere(name: String) {
        let section = name.prefix(1).lowercased() + name.dropFirst()
        #expect(codes("settings: \(name)\nsections:\n  s: {settings: {a: 1}}\n") == ["SC1105"])
        #expect(codes("settings: App\nview: \(name)\nsections:\n  s: {settings: {a: 1}}\n") == ["SC1105"])
        #expect(codes("settings: App\nexternalData: \(name)\nsections:\n  s: {settings: {a: 1}}\n") == ["SC1105"])
        #expect(codes("settings: App\nenums:\n  \(name): [a, b]\nsections:\n  s: {settings: {a: {type: \(name), default: a}}}\n").contains("SC1105"))
        if !SwiftNames.keywords.contains(section), !SwiftNames.reservedMemberNames.contains(section) {
            #expect(codes("settings: App\nview: AppView\nsections:\n  \(section): {settings: {a: 1}}\n") == ["SC1105"])
            #expect(codes("settings: App\nsections:\n  s:\n    sections:\n      \(section): {settings: {a: 1}}\n") == ["SC1105"])
        }
    }

    @Test(arguments: ReservedNames.names(at: .topLevelSection).sorted())
    func topLevelSectionNames(name: String) {
        #expect(codes("settings: App\nsections:\n  \(name): {settings: {a: 1}}\n") == ["SC1105"])
        // Nested, the name is a member of a section type, which has no such static member.
        #expect(codes("settings: App\nsections:\n  s:\n    sections:\n      \(name): {settings: {a: 1}}\n").isEmpty)
    }

    @Test(arguments: ReservedNames.names(at: .enumCase).sorted())
    func enumCaseNames(name: String) {
        #expect(codes("settings: App\nenums:\n  E: [ok, \(name)]\nsections:\n  s: {settings: {e: {type: E, default: ok}}}\n") == ["SC1105"])
    }

    @Test(arguments: ReservedNames.names(at: .actionHook).sorted())
    func actionHookNames(name: String) {
        #expect(codes("settings: App\nsections:\n  s:\n    settings:\n      a: 1\n      go: {action: \(name)}\n") == ["SC1105"])
    }

    @Test func theSwiftNamesSetsComeFromTheList() {
        #expect(SwiftNames.reservedTypeNames == ReservedNames.names(at: .typeName))
        #expect(SwiftNames.reservedTypeNames.isSuperset(of: ["SwiftUI", "SettingsSwiftUI", "SettingsStore", "SettingsRuntime"]))
        #expect(SwiftNames.reservedCaseNames.isSuperset(of: SwiftNames.reservedMemberNames))
    }
}

/// Issue 20 item 6: the pattern shapes that make a backtracking matcher explode are refused; bounded ones are kept.
@Suite struct PatternShapeTests {
    @Test(arguments: ["(a+)+b", "(a*)*", "(a|aa)*", "([a-z]+\\.)+[a-z]+", "(?:a+)+", "(a+){2}", "((ab)*c)*", "(a|b){17,}",
                      "a*a*a*a*b", "x{1,}y+z*w{0,100}", "(?<n>a+)*"])
    func refused(pattern: String) {
        #expect(PatternShape.problem(pattern) != nil, "\(pattern)")
    }

    @Test(arguments: ["[a-z][a-z0-9_]*", "[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}", "\\+[1-9][0-9]{6,14}", "[A-Z0-9]{8}",
                      "say \"[^\"]*\"|\\(\\w+\\)|#.*", "\\d{1,3}(\\.\\d{1,3}){3}", "(ab|cd){2}", "(?:ab)?c+", "(?i)abc+",
                      "[(]+[)]*", "\\(+\\)*", "a{,3}", "\\p{L}+", "[a-z&&[^q]]+", "(x){3}", "a{2}{3}"])
    func kept(pattern: String) {
        #expect(PatternShape.problem(pattern) == nil, "\(pattern): \(PatternShape.problem(pattern) ?? "")")
    }
}
