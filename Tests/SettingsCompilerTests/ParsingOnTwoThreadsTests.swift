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
}
