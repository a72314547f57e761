import SettingsRuntime

/// Lowering, the first pass of the validation pipeline (Pipeline.swift): schema AST -> IR. The rules of the
/// schema language's declarations live here and in Validator+*.swift (names, enums, sections and rows, settings,
/// values, ranges), each with its own diagnostic; lowering goes on after a problem so that one run reports all of
/// them. The checks that need the whole tree (conditions, platforms, evolution, ...) are the later passes.
extension SchemaValidator: ValidationPass {
    static let name = "lowering"

    static func run(_ context: inout ValidationContext) {
        // Lowering takes the declarations out of the AST and frees each as soon as nothing after it reads it
        // (``lower(sections:enums:)``): the AST and the IR alive together were the peak of memory (issue 32).
        let links = CrossLinkChecker.hasLinkOpener(context.ast)
        context.writesLinks = links
        var sections = context.takeSections()
        var enums = context.takeEnums()
        var validator = SchemaValidator(ast: context.ast, diagnostics: context.diagnostics)
        context.diagnostics = DiagnosticCollector()  // the validator holds the only copy while it runs
        var allows: [AllowedWarnings.Written] = []
        context.ir = validator.lower(
            sections: &sections, enums: &enums, keepAll: links || context.keepsDeclarations, allows: &allows)
        context.restoreDeclarations(sections: sections, enums: enums, allows: allows)
        context.diagnostics = validator.diagnostics
        context.enums = validator.enums
        context.enumCaseNames = validator.enumCaseNames
        context.hasRemoteSettings = validator.hasRemoteSettings
        context.writesOptionRules = validator.writesOptionRules || context.ast.resetLine != nil
        context.declaredTypeNames = validator.typeNames
        context.hasCustomTypes = validator.hasCustomTypes
        context.invalidDefaults = validator.invalidDefaults
    }
}

struct SchemaValidator {
    let ast: SchemaAST
    var diagnostics: DiagnosticCollector
    var enums: [String: EnumIR] = [:]
    /// Enums that were declared but are invalid (no cases): settings of these types are not reported again.
    var invalidEnums: Set<String> = []
    var usedEnums: Set<String> = []
    /// The case names of each enum in `enums` with more than ``casesSearchedInTurn`` cases, so that checking a
    /// default is not linear in the cases.
    var enumCaseNames: [String: Set<String>] = [:]
    /// Up to this many cases, a value is compared with each case in turn (issue 32: a set made for each of the
    /// hundreds of enums of a large schema, and two hashes per default, cost more than a few comparisons).
    static let casesSearchedInTurn = 16
    /// The types `parseType` accepted, by their text (see `cachedType`).
    var parsedTypes = NameTable<ValueType>(capacity: 16)
    /// Every type name the generated code declares, with what declares it, to catch clashes.
    var typeNames = NameTable<(owner: TypeNameOwner, location: SourceLocation)>(capacity: 64)
    /// Whether a setting's type is `custom(...)` (`CustomTypeRules` has nothing to check otherwise).
    var hasCustomTypes = false
    /// Settings kept in the IR with a stand-in for a default that was reported invalid (see `validateSetting`).
    var invalidDefaults: Set<SourceLocation> = []
    /// Whether a setting in the IR writes `remote:` (`RemoteCheck` has nothing to do otherwise).
    var hasRemoteSettings = false
    /// Whether a section or setting writes `resetLine:`, `casesFrom:` or `casesUpTo:` (`OptionRules` walks the tree
    /// only then).
    var writesOptionRules = false

    /// The schemes of `linkSchemes:` (checked, lowercased): what a link row may open besides http and https.
    var allowedLinkSchemes: Set<String> = []

    /// Schemes no link row opens, even when `linkSchemes:` names them: they run code or read local files.
    static let forbiddenLinkSchemes: Set<String> = ["javascript", "data", "file", "vbscript", "blob", "about"]

    init(ast: SchemaAST, diagnostics: DiagnosticCollector) {
        self.ast = ast
        self.diagnostics = diagnostics
    }

    /// Lowers the AST with its own declarations, which it keeps (tests and tools that lower an AST on its own).
    mutating func lower() -> SchemaIR {
        var sections = ast.sections
        var enums = ast.enums
        var allows: [AllowedWarnings.Written] = []
        return lower(sections: &sections, enums: &enums, keepAll: true, allows: &allows)
    }

    /// Lowers the AST with `sections` and `enums` as its declarations (the pipeline takes them out of the AST, so
    /// that these are their only copies). What no later pass reads of them is freed as soon as it is lowered:
    /// every enum (the case renames and the links in descriptions excepted) before the sections are, and each
    /// top-level section after its own lowering, left as a stub of its name, key and renames (what the checks
    /// of the top level read), unless something in it is read by a later pass (``SectionDecl/isReadAfterLowering``)
    /// or `keepAll`. `allows` gets every `allow:` of the sections, in declaration order, before they are freed.
    mutating func lower(
        sections declarations: inout [SectionDecl], enums enumDecls: inout [EnumDecl], keepAll: Bool,
        allows: inout [AllowedWarnings.Written]
    ) -> SchemaIR {
        let rootName = ast.rootName.map { checkTypeName($0, what: "root type") } ?? "Settings"
        if let rootName = ast.rootName { registerType(rootName.value, .rootType, at: rootName.location) }
        // The generated model declares its enums and section types in this namespace (FormNames.typesNamespace).
        registerType(FormNames.typesNamespace(rootTypeName: rootName), .typesNamespace, at: ast.rootName?.location ?? ast.location)
        for other in [ast.view, ast.externalData].compactMap({ $0 }) {
            _ = checkTypeName(other, what: "type")
            if other.value == rootName {
                diagnostics.error(.duplicateName, "'\(other.value)' is already the root type's name", at: other.location)
            }
        }
        for module in ast.imports where !module.value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ SwiftNames.isIdentifier(String($0)) }) {
            diagnostics.error(.invalidIdentifier, "'\(module.value)' is not a module name", at: module.location)
        }

        for scheme in ast.linkSchemes {
            if !LexicalRule.urlScheme.matches(scheme.value) {
                diagnostics.emit(Diagnostic(
                    .error, LexicalRule.urlScheme.diagnostic,
                    "`linkSchemes` must list \(LexicalRule.urlScheme.wording), found '\(scheme.value)'", range: scheme.range))
            } else if Self.forbiddenLinkSchemes.contains(scheme.value) {
                diagnostics.emit(Diagnostic(
                    .error, .linkScheme, "a link never opens a `\(scheme.value):` URL (it runs code or reads local files); remove it from `linkSchemes`",
                    range: scheme.range))
            } else {
                allowedLinkSchemes.insert(scheme.value)
            }
        }

        var enumList: [EnumIR] = []
        enums.reserveCapacity(enumDecls.count)
        enumCaseNames.reserveCapacity(enumDecls.count)
        usedEnums.reserveCapacity(enumDecls.count)
        for decl in enumDecls {
            if let ir = validateEnum(decl) {
                enumList.append(ir)
                if enums[ir.name] == nil {
                    enums[ir.name] = ir
                    if ir.cases.count > Self.casesSearchedInTurn { enumCaseNames[ir.name] = Set(ir.cases.map(\.name)) }
                }
            }
        }
        // What the check for unused enums reads, after the sections; the declarations themselves go now.
        let declaredEnums = enumDecls.compactMap { $0.cases.isEmpty ? nil : $0.name }
        if !keepAll { enumDecls.removeAll { !$0.isReadAfterLowering } }

        let facts = lowerFacts()

        var sections: [SectionIR] = []
        sections.reserveCapacity(declarations.count)
        for index in declarations.indices {
            sections.append(validateSection(declarations[index], topLevel: true, in: .root))
            AllowedWarnings.collect(declarations[index], into: &allows)
            if !keepAll, !declarations[index].isReadAfterLowering { declarations[index].freeDeclarations() }
        }
        checkMembers(settings: [], sections: sections, declarations: declarations)
        checkRenames(rows: [], sections: declarations)
        if declarations.isEmpty, ast.hasSectionsKey {
            diagnostics.warning(.emptySection, "the schema declares no sections, so it has no settings", at: ast.location)
        }
        for name in declaredEnums where !usedEnums.contains(name.value) {
            diagnostics.warning(.unusedEnum, "enum '\(name.value)' is declared but no setting uses it", at: name.location)
        }

        var root = SectionIR(
            name: "", typeName: rootName, key: "", title: ast.title?.value ?? SwiftNames.title(fromIdentifier: rootName),
            description: ast.description?.value, header: nil, footer: nil, settings: [], sections: sections,
            location: ast.location)
        root.written.storage = ast.storage
        root.written.commit = ast.commit.flatMap { SettingsCommitMode(rawValue: $0.value) }
        root.written.resetLine = ast.resetLine?.value
        var schema = SchemaIR(
            sourcePath: ast.file, rootTypeName: rootName, title: root.title, description: ast.description?.value,
            viewName: ast.view?.value, externalDataName: ast.externalData?.value, imports: ast.imports.map(\.value),
            enums: enumList, root: root)
        schema.facts = facts
        schema.rootNameLocation = ast.rootName?.location
        schema.viewLocation = ast.view?.location
        schema.settingsWindow = ast.settingsWindow?.value ?? false
        schema.writtenSettingsWindow = ast.settingsWindow?.location
        schema.writtenSettingsWindowTabs = ast.settingsWindowTabs
        return schema
    }
}

extension Value {
    var isInt: Bool {
        if case .int = self { return true }
        return false
    }
}

extension StringProtocol {
    /// The runtime's `SettingsText.trimmingWhitespace`, as the validation passes spell it.
    func trimmingWhitespace() -> String { SettingsText.trimmingWhitespace(self) }
}

extension SchemaValidator {
    /// `parseType`, remembered by the type's text: a schema spells a handful of types thousands of times, and
    /// looking one up costs a hash where parsing it costs trimming, suffix tests and comparisons. Only types
    /// that parsed are kept: parsing a valid type reports nothing, so a cached answer misses no diagnostic
    /// (an invalid type is parsed, and reported, at each use as before).
    mutating func cachedType(_ text: Located<String>) -> ValueType? {
        // A `NameTable`, not a `Dictionary` (issue 32: SipHash for every setting's type).
        if let type = parsedTypes.value(of: text.value) { return type }
        let type = parseType(text)
        if let type { _ = parsedTypes.first(text.value, type) }
        return type
    }
}
