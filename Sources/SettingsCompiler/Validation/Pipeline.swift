import SettingsRuntime

/// Validation as an ordered list of passes: the one place that says what runs after the schema is parsed, and in
/// which order. `Compiler.compile` runs it; docs/architecture.md lists the same passes and why they come in
/// this order (a test keeps the two lists equal).
///
/// The first pass lowers the AST to the IR; every later pass reads the AST and the IR the earlier ones left,
/// reports into the same diagnostics, and may complete the IR (conditions, inherited platforms, replacements,
/// navigation titles, localization keys). Every pass runs, whatever an earlier one reported, so one run reports
/// every problem; the IR is handed to the backends only when no pass reported an error.
public enum ValidationPipeline {
    /// Every pass, in the order it runs.
    public static let passes: [any ValidationPass.Type] = [
        SchemaValidator.self,       // lowering: names, types, defaults, ranges, steps, sections and rows -> IR
        ConditionChecker.self,      // visibleWhen / enabledWhen: references, types, cases, cycles
        CustomTypeRules.self,       // custom(Name) against the type names the generated code declares
        PlatformRules.self,         // platforms: names, nesting; inherited down the IR
        CrossLinkChecker.self,      // [[links]] in descriptions
        EvolutionChecker.self,      // renamed enum cases, replacements of deprecated settings
        PresetCheck.self,           // presets: names, the settings they set, each value against its setting
        CascadeCheck.self,          // commit: resolved per section; cascade: targets, values, cycles
        OptionRules.self,           // resetLine: resolved per setting; casesFrom: / casesUpTo: targets and types
        BuildConfigurationCheck.self, // configurations:, default by configuration, only: on sections
        RemoteCheck.self,           // remote: keys, unique, of a type a remote source can set
        SettingsAppChecker.self,    // settingsApp: what Settings.app can show
        SettingsWindowAndIntentsCheck.self, // settingsWindow: tabs; intents: types, intentPhrases:
        StorageCheck.self,          // suite: / sync: / scope: inherited; contradictions; iCloud limits
        NavigationCheck.self,       // navigation targets; their titles
        GeneratedNameCheck.self,    // names the SwiftUI DSL derives
        RouteNameCheck.self,        // the cases of the generated Route enum (deep links)
        LocalizationCheck.self,     // localization: table, language, keys of every text
        OutputNames.self,           // the names of the files the backends write
        AllowedWarnings.self,       // allow: accepted warnings (last: it drops what the others reported)
    ]

    /// Runs every pass over `ast`; returns the IR, complete when no error was reported (check `diagnostics`).
    /// `observe` is called with each pass's name before it runs (tests record the order).
    ///
    /// The AST's declarations (sections, settings, rows, enums) are freed by lowering as it goes, all but what a
    /// later pass reads (`SectionDecl.isReadAfterLowering`), and what was kept after the last pass that reads them
    /// (``ValidationPass/readsDeclarations``), when the context holds the only copy of them: the later passes read
    /// the IR, and the AST and the IR alive together were the peak of memory (issue 32). Pass the AST as the last
    /// use of it (`Compiler.compile` does) for its declarations to be freed there.
    ///
    /// `keepingDeclarations` keeps every declaration until the last pass that reads them, as if lowering freed
    /// nothing: the same diagnostics and the same IR, at more memory. Tests run every fixture both ways
    /// (`DeclarationLifetimeTests`), so a pass that comes to read what lowering frees fails there.
    public static func run(
        _ ast: consuming SchemaAST, diagnostics: inout DiagnosticCollector, keepingDeclarations: Bool = false,
        lowering: SectionThreads = .automatic, observe: (String) -> Void = { _ in }
    ) -> SchemaIR {
        var context = ValidationContext(ast: ast, diagnostics: diagnostics)
        context.keepsDeclarations = keepingDeclarations
        context.loweringThreads = lowering
        diagnostics = DiagnosticCollector()  // the context holds the only copy, so appending does not copy
        let lastReader = passes.lastIndex { $0.readsDeclarations } ?? -1
        for (index, pass) in passes.enumerated() {
            observe(pass.name)
            Timeline.stamp("validation: \(pass.name)")
            pass.run(&context)
            context.ir.root.refreshSettings()  // the next passes, and the backends, read each section's settings
            if index == lastReader { context.releaseDeclarations() }
        }
        // A setting kept with a stand-in for its invalid default reached the IR only because that error was
        // reported: a run without errors never hands such an IR on.
        assert(context.invalidDefaults.isEmpty || context.diagnostics.hasErrors)
        Timeline.stamp("validation: done")
        diagnostics = context.diagnostics
        return context.ir
    }
}

/// One step of validation: a named check that reads the context and reports into it.
public protocol ValidationPass: SendableMetatype {
    /// What the pass checks, as docs/architecture.md names it.
    static var name: String { get }
    /// Whether the pass reads the AST's declarations (`context.ast.sections`, `.enums`); true unless the pass says
    /// otherwise. After the last pass that does, the pipeline frees them (`ValidationContext.releaseDeclarations`):
    /// a later pass sees the AST's top level only (`localization:`, `presets:`, the root's keys).
    static var readsDeclarations: Bool { get }
    static func run(_ context: inout ValidationContext)
}

extension ValidationPass {
    public static var readsDeclarations: Bool { true }
}

/// What the passes share: the AST (read-only), the IR being built, the diagnostics, and what lowering learnt
/// that later passes need.
public struct ValidationContext: Sendable {
    /// The AST; without its sections and enums once the passes that read them have run (``releaseDeclarations()``).
    public private(set) var ast: SchemaAST
    /// Every `allow:` of the declarations, taken when they are freed (`AllowedWarnings` reads it); nil before.
    var writtenAllows: [AllowedWarnings.Written]? = nil
    /// Empty until the lowering pass builds it.
    public internal(set) var ir: SchemaIR
    public internal(set) var diagnostics: DiagnosticCollector
    /// The valid enums by name (the first declaration of a name).
    var enums: [String: EnumIR] = [:]
    /// The case names of each enum in `enums` with many cases (`SchemaValidator.enumCaseNames`).
    var enumCaseNames: [String: Set<String>] = [:]
    /// Every type name the generated code declares for the schema (root, sections, enums), with what declares it.
    var declaredTypeNames = NameTable<(owner: TypeNameOwner, location: SourceLocation)>()
    /// Whether a setting's type is `custom(...)` (`SchemaValidator.hasCustomTypes`).
    var hasCustomTypes = false
    /// The settings (by location) that are in the IR with a stand-in for a default that was reported invalid:
    /// they keep their declared type so that later passes check what reads them.
    var invalidDefaults: Set<SourceLocation> = []
    /// Whether a setting in the IR writes `remote:` (`SchemaValidator.hasRemoteSettings`).
    var hasRemoteSettings = false
    /// Whether the schema, a section or a setting writes `resetLine:`, `casesFrom:` or `casesUpTo:`
    /// (`SchemaValidator.writesOptionRules`).
    var writesOptionRules = false

    /// Whether a description of the schema writes `[[` (`CrossLinkChecker.hasLinkOpener`), found by lowering before
    /// it frees the declarations; nil before lowering has run.
    var writesLinks: Bool? = nil

    /// Whether lowering keeps every declaration (``ValidationPipeline/run(_:diagnostics:keepingDeclarations:lowering:observe:)``).
    var keepsDeclarations = false
    /// Whether lowering may lower the top-level sections on two threads.
    var loweringThreads: SectionThreads = .automatic

    /// Frees the AST's declarations, keeping what the later passes need of them (`allow:`, for `AllowedWarnings`).
    mutating func releaseDeclarations() {
        if writtenAllows == nil { writtenAllows = AllowedWarnings.written(ast) }
        ast.sections = []
        ast.enums = []
    }

    /// The AST's sections, taken out of it for lowering, so that lowering holds the only copy and can free each
    /// once it is lowered; lowering puts back what the later passes read (``restoreDeclarations(sections:enums:allows:)``).
    mutating func takeSections() -> [SectionDecl] {
        let sections = ast.sections
        ast.sections = []
        return sections
    }

    /// The AST's enums, taken out of it like ``takeSections()``.
    mutating func takeEnums() -> [EnumDecl] {
        let enums = ast.enums
        ast.enums = []
        return enums
    }

    /// What lowering left of the declarations (a top-level section no later pass reads is a stub of its name, key
    /// and renames; see `SchemaValidator.lower(sections:enums:keepAll:allows:)`), and every `allow:` of them.
    mutating func restoreDeclarations(sections: [SectionDecl], enums: [EnumDecl], allows: [AllowedWarnings.Written]) {
        ast.sections = sections
        ast.enums = enums
        writtenAllows = allows
    }

    init(ast: SchemaAST, diagnostics: DiagnosticCollector) {
        self.ast = ast
        self.diagnostics = diagnostics
        let root = SectionIR(
            name: "", typeName: "", key: "", title: "", description: nil, header: nil, footer: nil, settings: [],
            sections: [], location: ast.location)
        self.ir = SchemaIR(
            sourcePath: ast.file, rootTypeName: "", title: "", description: nil, viewName: nil, externalDataName: nil,
            imports: [], enums: [], root: root)
    }
}

/// What the passes after lowering read of the declarations, so that lowering frees the rest (issue 32: the AST and
/// the IR alive together were the peak of memory). Passes 4 to 10 read: `platforms:` of sections and rows
/// (`PlatformRules`), the replacements of deprecated settings and the renames of enum cases (`EvolutionChecker`),
/// `only:` of sections and defaults by configuration (`BuildConfigurationCheck`), and, when a description writes
/// `[[`, every description and every section and setting name (`CrossLinkChecker`; lowering then keeps everything).
/// A pass that comes to read more of the declarations must say so here: `DeclarationLifetimeTests` compiles every
/// fixture with and without the freeing and fails where the diagnostics or the IR differ.
extension SectionDecl {
    /// Whether a pass after lowering reads something of this section or of one below it.
    var isReadAfterLowering: Bool {
        if platforms != nil || only != nil { return true }
        // By index, each row read in place (`RowDecl.isReadAfterLowering`): a row of the runtime's generic
        // `SettingsRowOf` copied by `for row in rows` went through its value witnesses (issue 32).
        for index in rows.indices where rows[index].isReadAfterLowering { return true }
        return sections.contains { $0.isReadAfterLowering }
    }

    /// Frees the rows and subsections, leaving what the checks of the top level read (name, key, renames).
    mutating func freeDeclarations() {
        rows = []
        sections = []
    }

    /// Frees them (`freeDeclarations`) unless a pass after lowering reads something of them
    /// (`isReadAfterLowering`): what lowering does with a top-level section it has lowered.
    mutating func freeDeclarationsUnlessReadAfterLowering() {
        if !isReadAfterLowering { freeDeclarations() }
    }
}

extension SettingsRowOf where Family == DeclRows {
    /// Whether a pass after lowering reads something of the row: its `platforms:`, a setting's replacement or
    /// defaults by configuration.
    var isReadAfterLowering: Bool {
        switch self {
        case .setting(let setting):
            setting.fields.platforms != nil || setting.deprecationReplacement != nil
                || setting.configurationDefaultsRange != nil || !setting.configurationDefaults.isEmpty
        case .link(let row): row.fields.platforms != nil
        case .action(let row): row.fields.platforms != nil
        case .navigation(let row): row.fields.platforms != nil
        case .detail(let row): row.fields.platforms != nil
        case .screen(let row): row.fields.platforms != nil
        case .text(let row): row.fields.platforms != nil
        }
    }
}

extension EnumDecl {
    /// Whether a pass after lowering reads the enum (`EvolutionChecker`: a case's `renamedFrom:`).
    var isReadAfterLowering: Bool { cases.contains { !$0.renamedFrom.isEmpty } }
}
