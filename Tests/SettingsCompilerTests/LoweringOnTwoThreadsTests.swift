import CProcessTuning
import Foundation
import Testing
import TestSupport
@testable import SettingsCompiler

/// Lowering may lower the top-level sections on two threads (`SchemaValidator.lowerOnTwoThreads`, issue 32): the IR,
/// the declarations it leaves and the diagnostics, in their order, must be those of one thread, wherever the
/// sections are split.
@Suite struct LoweringOnTwoThreadsTests {
    /// The IR and every diagnostic, in the order reported, of `file` compiled with lowering on `threads`.
    static func compiled(_ file: SourceFile, _ threads: SectionThreads) -> (ir: SchemaIR?, diagnostics: [Diagnostic]) {
        validated(file, lowering: threads)
    }

    /// How many top-level sections `file` has (0 when it does not parse).
    static func topLevelSections(_ file: SourceFile) -> Int {
        var diagnostics = DiagnosticCollector()
        guard let node = YAMLReader.read(file, diagnostics: &diagnostics),
              let ast = SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics)
        else { return 0 }
        return ast.sections.count
    }

    /// Every schema of the fixtures and Schemas/, split before each of its top-level sections (up to 12 splits).
    @Test(arguments: DeclarationLifetimeTests.everySchema)
    func everyFixtureGivesWhatOneThreadGives(path: String) throws {
        let loaded = try SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path)
        let file = SourceFile(path: path, bytes: loaded.bytes)
        let one = Self.compiled(file, .one)
        let count = Self.topLevelSections(file)
        guard count >= 2 else { return }
        for split in Array(1..<count).prefix(12) {
            let two = Self.compiled(file, .split(at: split))
            #expect(two.diagnostics == one.diagnostics, "\(path), split at \(split): the diagnostics differ")
            #expect(two.ir == one.ir, "\(path), split at \(split): the IR differs")
        }
    }

    /// Type names that clash across the split, inside the second thread's share and with an enum, each at a place
    /// that also has other diagnostics: reported as one thread reports them, message, note and order.
    @Test func typeNameClashesAreReportedInPlace() throws {
        let text = """
            settings: AppSettings
            enums:
              Network: [wifi, cellular]
            sections:
              general:
                settings:
                  on: {type: bool, default: true}
              network:
                settings:
                  _hidden: {type: bool, default: true}
              general_:
                settings:
                  off: {type: bool, default: 1}
              Network:
                settings:
                  Bad: {type: int, default: x}
              network_:
                settings:
                  fine: {type: bool, default: false}
              networK:
                footer: Adds @ and # keys
                settings:
                  fine: {type: bool, default: false, titel: Fine}
                  plain:
                    type: string
                    default: ""
                    description: A text # cut here
            presets:
              staging:
                networK.fine: 3

            """
        let file = SourceFile(path: "clashes.settings.yaml", text: text)
        let one = Self.compiled(file, .one)
        #expect(one.diagnostics.filter { $0.code == .duplicateName }.count >= 2, "\(one.diagnostics.map(\.message))")
        for split in 1..<6 {
            let two = Self.compiled(file, .split(at: split))
            #expect(two.diagnostics == one.diagnostics, "split at \(split): \(two.diagnostics.map(\.message)) against \(one.diagnostics.map(\.message))")
            #expect(two.ir == one.ir, "split at \(split)")
        }
    }

    /// Past a hundred diagnostics a diagnostic has no suggestion (`detailedErrorLimit`): the second thread counts
    /// its own from none, so when both threads' reach the limit its sections are lowered again on the first, and
    /// the suggestions stop where one thread stops them.
    @Test func aHundredMistakesAcrossTheSplitHaveTheirDetailsAsOnOneThread() {
        let text = repeatedSchema(root: "AppSettings", sections: 40, settings: 3) { _ in "{type: strng, default: x}" }
        let file = SourceFile(path: "many.settings.yaml", text: text)
        let one = Self.compiled(file, .one)
        #expect(one.diagnostics.count == 120)
        #expect(one.diagnostics.filter { $0.message.contains("did you mean 'string'") }.count == SchemaValidator.detailedErrorLimit)
        for split in [1, 10, 33, 34, 39] {
            let two = Self.compiled(file, .split(at: split))
            #expect(two.diagnostics == one.diagnostics, "split at \(split)")
            #expect(two.ir == one.ir, "split at \(split)")
        }
        // Below the limit the second thread's work is kept, with its suggestions.
        let few = SourceFile(path: "few.settings.yaml", text: text.split(separator: "\n").prefix(2 + 5 * 10).joined(separator: "\n") + "\n")
        let oneFew = Self.compiled(few, .one)
        #expect(oneFew.diagnostics.count == 30 && oneFew.diagnostics.allSatisfy { $0.message.contains("did you mean 'string'") })
        #expect(Self.compiled(few, .split(at: 5)).diagnostics == oneFew.diagnostics)
    }

    /// A large schema is split without being asked (when this process may run on two CPUs), with the same result.
    @Test func aLargeSchemaIsLoweredOnTwoThreadsWithTheSameResult() throws {
        let text = repeatedSchema(root: "Big", sections: 20, settings: 25) { "{type: int, default: \($0), range: 0...100}" }
        let file = SourceFile(path: "big.settings.yaml", text: text)
        var validator = SchemaValidator(ast: SchemaAST(file: "x", location: SourceLocation(file: "x", line: 1, column: 1)), diagnostics: DiagnosticCollector())
        validator.threads = .automatic
        var diagnostics = DiagnosticCollector()
        let node = try #require(YAMLReader.read(file, diagnostics: &diagnostics))
        let ast = try #require(SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics))
        let split = validator.twoThreadSplit(ast.sections)
        if settingsc_allowed_cpus() != 1 {
            #expect(split == 10, "500 settings in 20 equal sections: the second thread's from the 11th")
        } else {
            #expect(split == nil)
        }
        let one = Self.compiled(file, .one), automatic = Self.compiled(file, .automatic)
        #expect(automatic.diagnostics == one.diagnostics && automatic.ir == one.ir)
        #expect(one.ir?.allSettings.count == 500)
    }
}
