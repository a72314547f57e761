import SettingsCompiler
import Testing

/// The keys few schemas write are held in a box made when the first is written (issue 32, memory): a copy that
/// changes one must leave the original as it was, and in the IR an empty box must mean what the defaults mean
/// (`==` and hashing as before).
@Suite struct SparseStorageTests {
    static let place = SourceRange(SourceLocation(file: "sparse.settings.yaml", line: 1, column: 1))

    static func text(_ value: String) -> Located<String> { Located(value, place) }

    @Test func aRareKeyWrittenInACopyLeavesTheOriginal() {
        var original = SettingDecl(fields: RowFieldsDecl(name: Self.text("delay")))
        original.unit = Self.text("s")
        var copy = original
        copy.unit = Self.text("ms")
        copy.storage.suite = Self.text("group.example")
        copy.icon = Self.text("timer")
        #expect(original.unit?.value == "s")
        #expect(original.storage.suite == nil)
        #expect(original.icon == nil)
        #expect(copy.unit?.value == "ms")
        #expect(copy.storage.suite?.value == "group.example")
        #expect(copy.icon?.value == "timer")

        var enumCase = CaseDecl(name: Self.text("fast"))
        let before = enumCase
        enumCase.renamedFrom.append(Self.text("quick"))
        enumCase.rawValueIsNumber = true
        #expect(before.renamedFrom.isEmpty && !before.rawValueIsNumber)
        #expect(enumCase.renamedFrom.map(\.value) == ["quick"] && enumCase.rawValueIsNumber)
    }

    @Test func aRareFieldSetBackToItsDefaultEqualsOneNeverSet() {
        var written = WrittenKeysIR()
        written.export = Self.text("never")
        #expect(written != WrittenKeysIR())
        written.export = nil
        #expect(written == WrittenKeysIR())
        #expect(written.hashValue == WrittenKeysIR().hashValue)

        let location = SourceLocation(file: "sparse.settings.yaml", line: 2, column: 3)
        var fields = RowFieldsIR(name: "delay", title: "Delay", location: location)
        let plain = fields
        fields.icon = "timer"
        #expect(fields != plain)
        fields.icon = nil
        #expect(fields == plain && fields.hashValue == plain.hashValue)
        #expect(RowFieldsIR(name: "delay", title: "Delay", icon: "timer", location: location).icon == "timer")

        var conditions = RowConditionsIR(kind: "setting", name: "delay", visibleWhen: nil, enabledWhen: nil, row: 0)
        let none = conditions
        conditions.visibleWhen = Self.text("enabled")
        #expect(conditions != none && conditions.visibleWhen?.value == "enabled" && none.visibleWhen == nil)
    }

    /// The AST's declarations are freed after the last pass that reads them; the passes after it read the IR.
    @Test func theDeclarationsAreFreedBeforeTheChecksThatReadTheIRAlone() throws {
        let passes = ValidationPipeline.passes
        let lastReader = try #require(passes.lastIndex { $0.readsDeclarations })
        #expect(passes[lastReader].name == "build configurations")
        #expect(passes.last?.name == "allowed warnings" && passes.last?.readsDeclarations == false)
    }

    /// `allow:` is read after the declarations are freed: a setting's accepted warning (SC1694, from the storage
    /// check, which runs after them) is still dropped, and the same warning on another setting is still given.
    @Test func allowStillAppliesAfterTheDeclarationsAreFreed() {
        let result = compile("""
            settings: AppSettings
            sync: icloud
            sections:
              general:
                settings:
                  accepted: {type: string, default: "", allow: [SC1694]}
                  reported: {type: string, default: ""}
            """)
        #expect(result.diagnostics.map(\.code.rawValue) == ["SC1694"], "\(result.output)")
        #expect(result.diagnostics.map(\.location?.line) == [7], "\(result.output)")
    }
}
