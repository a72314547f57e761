import Foundation
import Testing
import TestSupport
@testable import SettingsCompiler

/// Lowering frees each declaration as soon as no later pass reads it (issue 32, memory: the AST and the IR whole at
/// once were the peak): what it keeps, what it leaves as a stub, and that the passes after it still report
/// everything about what they read.
@Suite struct DeclarationLifetimeTests {
    /// The context after the lowering pass alone.
    static func lowered(_ text: String) throws -> ValidationContext {
        let file = SourceFile(path: "lifetime.settings.yaml", text: text)
        var diagnostics = DiagnosticCollector()
        let node = try #require(YAMLReader.read(file, diagnostics: &diagnostics))
        let ast = try #require(SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics))
        var context = ValidationContext(ast: ast, diagnostics: diagnostics)
        SchemaValidator.run(&context)
        return context
    }

    static let schema = """
        settings: S
        enums:
          Mode: [fast, slow]
          Theme:
            light: Light
            night: {title: Night, renamedFrom: [dark]}
        sections:
          plain:
            settings:
              on: {type: bool, default: true, allow: [SC1694]}
              mode: {type: Mode, default: fast}
              theme: {type: Theme, default: light}
            sections:
              inner:
                settings:
                  count: {type: int, default: 1, allow: [SC1694]}
          shown:
            sections:
              deep:
                settings:
                  text: {type: string, default: "", platforms: [iOS]}
          moved:
            key: movedKey
            renamedFrom: [old]
            settings:
              level: 0.5
        """

    @Test func lowering() throws {
        let context = try Self.lowered(Self.schema)
        #expect(!context.diagnostics.hasErrors)
        let sections = context.ast.sections
        #expect(sections.map(\.name.value) == ["plain", "shown", "moved"])
        // Nothing after lowering reads `plain` or `moved`: stubs of their names, keys and renames.
        #expect(sections[0].rows.isEmpty && sections[0].sections.isEmpty)
        #expect(sections[2].rows.isEmpty && sections[2].key?.value == "movedKey")
        #expect(sections[2].renamedFrom.map(\.value) == ["old"])
        // The platforms pass reads `platforms:` deep inside `shown`: kept whole.
        #expect(sections[1].sections.first?.rows.count == 1)
        // Only the enum whose case renames the evolution pass reads is kept.
        #expect(context.ast.enums.map(\.name.value) == ["Theme"])
        // Every `allow:` was taken before its section was freed, in declaration order.
        #expect(context.writtenAllows?.map(\.codes.first?.value) == ["SC1694", "SC1694"])
        #expect(context.writtenAllows?.map(\.extent.start.line) == [10, 16])
        #expect(context.writesLinks == false)
        // The IR has everything: the stubs are of the AST only.
        #expect(context.ir.allSettings.map(\.setting.name) == ["on", "mode", "theme", "count", "text", "level"])
    }

    /// A description with `[[` makes the cross-link pass read every name and description: nothing is freed early.
    @Test func aLinkKeepsEveryDeclaration() throws {
        let context = try Self.lowered("""
            settings: S
            enums:
              Mode: [fast, slow]
            sections:
              plain:
                settings:
                  on: {type: bool, default: true, description: "See [[plain.mode]]."}
                  mode: {type: Mode, default: fast}
            """)
        #expect(context.writesLinks == true)
        #expect(context.ast.sections.first?.rows.count == 2)
        #expect(context.ast.enums.count == 1)
    }

    /// The passes after lowering report on what lowering kept, beside sections it freed: platforms, a deprecated
    /// setting's replacement, a renamed case, `only:` and a default by configuration, each wrong.
    @Test func theLaterPassesStillReportWhatTheyRead() {
        let result = compile("""
            settings: S
            configurations: [debug, release]
            enums:
              Theme:
                light: Light
                night: {title: Night, renamedFrom: [light]}
            sections:
              plain:
                settings:
                  on: true
              shown:
                settings:
                  text: {type: string, default: "", platforms: [iOZ]}
              old:
                settings:
                  gone: {type: bool, default: false, deprecated: {message: Gone, replacement: plain.nothing}}
              builds:
                only: nightly
                settings:
                  level: {type: int, default: {debug: "x", release: 1}}
              more:
                settings:
                  theme: {type: Theme, default: light}
            """)
        let expected: [DiagnosticCode] = [.renamedFromClash, .unknownPlatform, .unknownReplacement]
        for code in expected {
            #expect(result.diagnostics.contains { $0.code == code }, "\(code.rawValue): \(result.output)")
        }
        #expect(result.diagnostics.contains { $0.location?.line == 18 }, "`only:`: \(result.output)")
        #expect(result.diagnostics.contains { $0.location?.line == 20 }, "the configuration default: \(result.output)")
    }

    /// A setting or section whose keys are its names (no `key:` on the way) holds one array for `path` and
    /// `keyPath`; one under a `key:` has its own, with the key.
    @Test func pathAndKeyPathShareOneArrayWhereKeysAreNames() throws {
        let result = compile("""
            settings: S
            sections:
              general:
                settings:
                  on: true
                  renamed: {type: bool, default: false, key: stored}
                sections:
                  inner:
                    settings:
                      count: 1
              keyed:
                key: other
                settings:
                  level: 0.5
            """)
        let ir = try #require(result.ir, "\(result.output)")
        func shares(_ a: [String], _ b: [String]) -> Bool {
            a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        }
        var byName: [String: SettingIR] = [:]
        for (_, setting) in ir.allSettings { byName[setting.name] = setting }
        let on = try #require(byName["on"]), count = try #require(byName["count"])
        let renamed = try #require(byName["renamed"]), level = try #require(byName["level"])
        #expect(on.keyPath == ["general", "on"] && shares(on.path, on.keyPath))
        #expect(count.keyPath == ["general", "inner", "count"] && shares(count.path, count.keyPath))
        #expect(renamed.path == ["general", "renamed"] && renamed.keyPath == ["general", "stored"])
        #expect(level.path == ["keyed", "level"] && level.keyPath == ["other", "level"])
        #expect(!shares(level.path, level.keyPath))
        let general = try #require(ir.root.sections.first)
        #expect(shares(general.path, general.keyPath) && general.sections.first.map { shares($0.path, $0.keyPath) } == true)
    }

    /// A setting's deprecation and side effect are rare fields now: set on a copy they leave the original, and set
    /// back to nil they equal a setting that never had them.
    @Test func aDeprecationIsARareField() {
        let location = SourceLocation(file: "lifetime.settings.yaml", line: 1, column: 1)
        let plain = SettingIR(
            name: "a", key: "a", title: "A", description: nil, type: .bool, defaultValue: .bool(false), range: nil,
            step: nil, requiresRestart: false, sideEffect: nil, skip: false, deprecated: nil, location: location)
        var changed = plain
        changed.deprecated = DeprecationIR(message: "Gone")
        changed.sideEffect = "hook"
        #expect(plain.deprecated == nil && plain.sideEffect == nil)
        #expect(changed.deprecated?.message == "Gone" && changed.sideEffect == "hook" && changed != plain)
        changed.deprecated = nil
        changed.sideEffect = nil
        #expect(changed == plain && changed.hashValue == plain.hashValue)
        let made = SettingIR(
            name: "a", key: "a", title: "A", description: nil, type: .bool, defaultValue: .bool(false), range: nil,
            step: nil, requiresRestart: false, sideEffect: "hook", skip: false, deprecated: DeprecationIR(message: nil),
            location: location)
        #expect(made.sideEffect == "hook" && made.deprecated == DeprecationIR(message: nil))
    }

    /// A navigation row's target holds its fields in a box (rows are as large as their largest kind): a field set
    /// on a copy leaves the original, and equal fields are equal references, whatever their boxes.
    @Test func aSectionReferenceChangedOnACopyLeavesTheOriginal() {
        let original = SectionReference(path: "payments.promotions")
        var copy = original
        copy.title = "Promotions"
        copy.keyPath = ["payments", "promos"]
        #expect(original.title.isEmpty && original.keyPath.isEmpty && original.path == "payments.promotions")
        #expect(copy.title == "Promotions" && copy.keyPath == ["payments", "promos"] && copy != original)
        var again = SectionReference(path: "payments.promotions")
        again.keyPath = ["payments", "promos"]
        again.title = "Promotions"
        #expect(again == copy && again.hashValue == copy.hashValue)
    }

    /// Every schema of the repository's fixtures and Schemas/, each compiled twice: as `Compiler.compile` does, with
    /// lowering freeing the declarations, and with every declaration kept (`keepingDeclarations`). A pass that
    /// reads something lowering freed reports less, or builds another IR, on the fixtures that write it: this
    /// test is what names `SectionDecl.isReadAfterLowering` when a pass comes to read more.
    static let everySchema: [String] = {
        var paths: [String] = []
        for folder in ["Tests/SettingsCompilerTests/Fixtures", "Schemas"] {
            let root = repositoryRoot.appendingPathComponent(folder).path
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let next = walker.nextObject() as? String {
                if next.hasSuffix(".settings.yaml") || next.hasSuffix(".settings.json") { paths.append(folder + "/" + next) }
            }
        }
        return paths.sorted()
    }()

    @Test func everyFixtureIsFound() {
        #expect(Self.everySchema.count >= 200)
        #expect(Self.everySchema.contains { $0.hasPrefix("Schemas/") })
    }

    @Test(arguments: everySchema)
    func freeingTheDeclarationsChangesNothing(path: String) throws {
        let loaded = try SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path)
        let file = SourceFile(path: path, bytes: loaded.bytes)
        let freed = validated(file, keepingDeclarations: false)
        let kept = validated(file, keepingDeclarations: true)
        #expect(freed.diagnostics == kept.diagnostics, "\(path): the diagnostics differ when lowering frees the declarations")
        #expect(freed.ir == kept.ir, "\(path): the IR differs when lowering frees the declarations")
    }
}
