import CProcessTuning
import Foundation
import Testing
import TestSupport
@testable import SettingsCompiler

/// The parser may parse the top-level sections on two threads (`SchemaParser`'s `SectionsShare`, issue 32): the
/// AST it gives must be one thread's wherever the sections are split, and so the IR, every diagnostic in its order
/// (the parser's, the plain-text check's, the passes'), including when the second thread meets a section that
/// reports something and the first parses it and the rest again.
@Suite struct ParsingOnTwoThreadsTests {
    static func expectSame(_ file: SourceFile, splits: [Int], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let difference = SchemaParser.differenceParsingOnTwoThreads(file, splits: splits)
        #expect(difference == nil, "\(file.path): \(difference ?? "")", sourceLocation: sourceLocation)
    }

    /// Every schema of the fixtures and Schemas/, split before each of its top-level sections (up to 12 splits).
    @Test(arguments: DeclarationLifetimeTests.everySchema)
    func everyFixtureGivesWhatOneThreadGives(path: String) throws {
        let loaded = try SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path)
        let file = SourceFile(path: path, bytes: loaded.bytes)
        let difference = SchemaParser.differenceParsingOnTwoThreads(file, maximumSplits: 12)
        #expect(difference == nil, "\(path): \(difference ?? "")")
    }

    /// Mistakes before, at and after the split, a comment that cuts a plain text in the second thread's share, a
    /// section that is not a mapping, and enums and presets around the sections: the same result at every split.
    @Test func mistakesOnEitherSideOfTheSplitAreReportedAsOnOneThread() {
        let text = """
            settings: AppSettings
            enums:
              Mode: [a, b]
            sections:
              first:
                titel: First
                settings:
                  on: {type: bool, default: true}
              second:
                footer: Adds @ and # keys
                settings:
                  mode: {type: Mode, default: a}
              third: [not, a, mapping]
              fourth:
                settings:
                  value: {type: int, default: 1, rnage: 0...3}
              fifth:
                settings:
                  plain:
                    type: string
                    default: ""
                    description: A text # cut here
              sixth:
                settings:
                  fine: {type: bool, default: false}
            presets:
              staging:
                sixth.fine: true

            """
        Self.expectSame(SourceFile(path: "mistakes.settings.yaml", text: text), splits: Array(1..<6))
    }

    /// Past a hundred diagnostics a diagnostic has no suggestion: the first thread parses again, after its own, the
    /// sections from the one where the second thread reported something, so the suggestions stop where one thread
    /// stops them.
    @Test func aHundredMistakesAcrossTheSplitHaveTheirDetailsAsOnOneThread() {
        let text = repeatedSchema(root: "AppSettings", sections: 40, settings: 3) { _ in "{type: int, default: 1, rnage: 0...3}" }
        let file = SourceFile(path: "many.settings.yaml", text: text)
        #expect(compile(text).diagnostics.count == 120)
        Self.expectSame(file, splits: [1, 20, 33, 34, 39])
    }

    /// A large schema is split without being asked (when this process may run on two CPUs), with the same result,
    /// and lowering splits its sections where the parser did.
    @Test func aLargeSchemaIsParsedOnTwoThreadsWithTheSameResult() throws {
        let text = repeatedSchema(root: "Big", sections: 30, settings: 25) { "{type: int, default: \($0), range: 0...100, title: Value \($0)}" }
        let file = SourceFile(path: "big.settings.yaml", text: text)
        var diagnostics = DiagnosticCollector()
        let document = try #require(YAMLReader.readDocument(file, diagnostics: &diagnostics, halves: .never))
        #expect(document.recordCount >= 6_700)
        var ends = PlainTextEnds()
        let ast = try #require(SchemaParser.parse(document, file: file.path, diagnostics: &diagnostics, plainTextEnds: &ends, threads: .automatic))
        if settingsc_allowed_cpus() != 1 {
            let split = try #require(ast.sectionsParsedOnSecondThread)
            #expect(split > 0 && split < 30)
            var validator = SchemaValidator(ast: ast, diagnostics: DiagnosticCollector())
            validator.threads = .automatic
            #expect(validator.twoThreadSplit(ast.sections) == split)
            Self.expectSame(file, splits: [split])
        }
        #expect(diagnostics.diagnostics.isEmpty)
        let one = validated(file, lowering: .one)
        let automatic = validated(file, lowering: .automatic)
        #expect(one.ir != nil && automatic.ir == one.ir && automatic.diagnostics == one.diagnostics)
    }

    /// The enums are validated on the second thread after its sections when the first thread has parsed them (before
    /// the sections, wherever they are in the file) and they reported nothing (`SectionsShare.giveEnums`); lowering takes them with the same IR and
    /// diagnostics as one thread, their type names registered in order: an enum named like the root type or a section
    /// is reported where one thread reports it. Enums with a mistake are validated by lowering.
    @Test func theEnumsAreValidatedBesideWhenTheyComeFirstAndReportNothing() throws {
        func schema(enums: String, afterSections: Bool = false) -> String {
            let sections = repeatedSchema(root: "AppSettings", sections: 6, settings: 2) { "{type: Mode, default: a, title: Value \($0)}" }
            let block = "enums:\n" + enums
            return afterSections ? sections + block : sections.replacingOccurrences(of: "sections:\n", with: block + "sections:\n")
        }
        let many = (0..<20).map { "c\($0)" }.joined(separator: ", ")
        let cases: [(name: String, text: String, beside: Bool)] = [
            ("plain", schema(enums: "  Mode: [a, b]\n  Big: [\(many)]\n  Other: {x: {title: X, rawValue: 1}, y: {title: Y, rawValue: 2}}\n"), true),
            ("type clashes", schema(enums: "  Mode: [a, b]\n  AppSettings: [c, d]\n  Part1: [e]\n  Mode1: [a, f]\n  Mode1: [g]\n"), true),
            // The parser reads the root's keys in the language table's order, `enums:` before `sections:`.
            ("after the sections", schema(enums: "  Mode: [a, b]\n", afterSections: true), true),
            ("a mistake", schema(enums: "  Mode: [a, b]\n  bad: [c]\n"), false),
            ("a parse mistake", schema(enums: "  Mode: [a, b]\n  Worse: {cases: [a], fallbak: a}\n"), false),
        ]
        for (name, text, beside) in cases {
            let file = SourceFile(path: "\(name).settings.yaml", text: text)
            var diagnostics = DiagnosticCollector()
            let document = try #require(YAMLReader.readDocument(file, diagnostics: &diagnostics, halves: .never))
            var ends = PlainTextEnds()
            let ast = try #require(SchemaParser.parse(document, file: file.path, diagnostics: &diagnostics, plainTextEnds: &ends, threads: .split(at: 3)))
            #expect((ast.enumsValidatedBeside != nil) == beside, "\(name): \(diagnostics.diagnostics.map(\.message))")
            if let validated = ast.enumsValidatedBeside {
                #expect(validated.list.map { $0.name } == ast.enums.map { $0.name.value }, "\(name)")
                #expect(validated.caseNames.map { $0?.count } == validated.list.map { $0.cases.count > 16 ? $0.cases.count : nil }, "\(name)")
            }
            Self.expectSame(file, splits: [1, 3, 5])
        }
        // The clashes are reported, in order, as on one thread.
        let clashes = compile(cases[1].text).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(clashes == [
            "enum 'AppSettings' would be the Swift type 'AppSettings', which is already the root type",
            "duplicate key 'Mode1' in this mapping",
            "section 'part1' would be the Swift type 'Part1', which is already enum 'Part1'",
        ], "\(clashes)")
    }
}
