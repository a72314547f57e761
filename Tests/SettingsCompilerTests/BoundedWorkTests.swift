import SettingsCompiler
import Testing

/// Regression tests for inputs that once made validation and rendering quadratic: an enum of 10,000 cases
/// used by 10,000 settings, each default misspelled. Every diagnostic computed a "did you mean" over all
/// cases and listed them all in a note, and every quoted line was found by scanning the file from its
/// start (20,000 of each, a 1 MB file, took more than two minutes). No time is asserted; the bounds that
/// keep the work linear are.
@Suite struct BoundedWorkTests {
    static func manyCases(_ count: Int, misspelled: Bool) -> SourceFile {
        var text = "settings: ManyCasesSettings\nenums:\n  Big: ["
        text += (0..<count).map { "case\($0)" }.joined(separator: ", ")
        text += "]\nsections:\n  general:\n    settings:\n"
        for index in 0..<count {
            text += "      s\(index): {type: Big, default: \(misspelled ? "cose" : "case")\(index)}\n"
        }
        return SourceFile(path: "many-cases.settings.yaml", text: text)
    }

    @Test func manyMisspelledEnumDefaultsGetBoundedDiagnostics() {
        let file = Self.manyCases(10_000, misspelled: true)
        var collector = DiagnosticCollector()
        #expect(Compiler.compile(file, diagnostics: &collector) == nil)
        #expect(collector.errorCount == 10_000)
        #expect(collector.diagnostics.allSatisfy { $0.code == .unknownEnumCase })
        let suggested = collector.diagnostics.filter { $0.message.contains("did you mean") }
        #expect(suggested.count == 100)
        #expect(suggested.first?.message == "'cose0' is not a case of enum 'Big'; did you mean 'case0'?")
        // The note lists 20 cases and counts the rest.
        #expect(collector.diagnostics.first?.notes.first?.message.hasSuffix("case19, ... (and 9980 more)") == true)

        let output = DiagnosticRenderer(files: [file]).render(collector.sorted)
        #expect(output.components(separatedBy: "\n").filter { $0.hasPrefix("      s") }.count == DiagnosticRenderer.maxExcerpts)
    }

    @Test func manyValidEnumDefaultsCompile() throws {
        var collector = DiagnosticCollector()
        let ir = try #require(Compiler.compile(Self.manyCases(10_000, misspelled: false), diagnostics: &collector))
        #expect(ir.allSettings.count == 10_000)
        #expect(ir.allSettings.last?.setting.defaultValue == .enumCase("case9999"))
    }

    /// Case renames (`renamedFrom`) of many enums and of an enum of many cases: the evolution pass once searched the
    /// lowered enums for each declaration and an enum's cases for each case (30,000 renamed cases: 450 million
    /// comparisons); now each is one lookup.
    @Test func manyRenamedCasesAreLinkedToTheirCasesInOneLookupEach() throws {
        var text = "settings: RenamesSettings\nenums:\n  Big:\n"
        for index in 0..<30_000 { text += "    case\(index): {title: Case \(index), renamedFrom: [old\(index)]}\n" }
        for index in 0..<2_000 { text += "  Small\(index):\n    one: One\n    two: {title: Two, renamedFrom: [previous]}\n" }
        text += "sections:\n  general:\n    settings:\n      big: {type: Big, default: case0}\n"
        for index in 0..<2_000 { text += "      small\(index): {type: Small\(index), default: one}\n" }
        var collector = DiagnosticCollector()
        let ir = try #require(Compiler.compile(SourceFile(path: "renames.settings.yaml", text: text), diagnostics: &collector))
        #expect(collector.diagnostics.isEmpty)
        let big = try #require(ir.enums.first { $0.name == "Big" })
        #expect(big.cases.count == 30_000)
        #expect(big.cases.last?.renamedFrom == ["old29999"])
        #expect(ir.enums.last?.name == "Small1999")
        #expect(ir.enums.last?.cases.map(\.renamedFrom) == [[], ["previous"]])
    }

    @Test func suggestionsSkipHugeWordsAndStopAtTheirBudget() {
        let long = String(repeating: "a", count: 300_000)
        #expect(Suggestions.closest(to: long + "b", in: [long + "c"]) == nil)        // would be 9e10 cells
        #expect(Suggestions.closest(to: "tpye", in: ["type"]) == "type")
        // Candidates after the budget are not looked at: 100,000 cells is 6,250 candidates of 4 x 4.
        let filler = [String](repeating: "zzzz", count: 10_000)
        #expect(Suggestions.closest(to: "tpye", in: filler + ["type"]) == nil)
        #expect(Suggestions.closest(to: "tpye", in: ["type"] + filler) == "type")
    }
}

/// An enum value is found among the cases by comparing it with each case up to
/// `SchemaValidator.casesSearchedInTurn` cases and in a set past them: a default, a preset's value and a cascade's
/// value are told apart from a misspelling alike on both sides of the limit.
@Suite struct EnumCaseLookupTests {
    func schema(cases count: Int, value: String) -> String {
        """
        settings: AppSettings
        enums:
          Mode: [\((0..<count).map { "mode\($0)" }.joined(separator: ", "))]
        sections:
          general:
            settings:
              mode: {type: Mode, default: \(value)}
              on: {type: bool, default: false, cascade: [{when: true, set: {general.mode: \(value)}}]}
        presets:
          staging:
            general.mode: \(value)

        """
    }

    @Test(arguments: [1, 2, 16, 17, 40])
    func casesAreFoundAndMisspellingsReportedAtEverySize(cases count: Int) throws {
        for value in ["mode0", "mode\(count - 1)"] {
            let valid = compile(schema(cases: count, value: value))
            #expect(valid.diagnostics.isEmpty, "\(count) cases, \(value): \(valid.output)")
            let ir = try #require(valid.ir)
            #expect(ir.allSettings.first?.setting.defaultValue == .enumCase(value))
        }
        let misspelled = compile(schema(cases: count, value: "mode\(count)"))
        #expect(misspelled.ir == nil)
        // The default, the cascade's value and the preset's value, each reported.
        #expect(misspelled.diagnostics.count == 3, "\(misspelled.output)")
        #expect(misspelled.diagnostics.allSatisfy { $0.severity == .error })
        #expect(misspelled.diagnostics.first?.message.hasPrefix("'mode\(count)' is not a case of enum 'Mode'") == true)
    }
}
