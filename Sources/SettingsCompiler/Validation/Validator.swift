internal import CProcessTuning
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
        validator.threads = context.loweringThreads
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

    /// Whether the top-level sections may be lowered on two threads (`lowerOnTwoThreads`).
    var threads: SectionThreads = .one
    /// On the second thread of `lowerOnTwoThreads`: the type names its sections declare, kept to be registered (and
    /// a clash reported) by the first thread after its own, each with where its diagnostic goes among the second
    /// thread's; nil: registered at once (`registerType`).
    var deferredTypes: [DeferredType]? = nil

    struct DeferredType {
        let name: String
        let owner: TypeNameOwner
        let location: SourceLocation
        /// How many diagnostics the second thread had reported before it.
        let diagnosticIndex: Int
    }

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

        Timeline.stamp("lowering: enums")
        var enumList: [EnumIR] = []
        enums.reserveCapacity(enumDecls.count)
        enumCaseNames.reserveCapacity(enumDecls.count)
        usedEnums.reserveCapacity(enumDecls.count)
        if let validated = ast.enumsValidatedBeside, validated.list.count == enumDecls.count {
            adoptEnums(validated, into: &enumList)
        } else {
            for decl in enumDecls {
                if let ir = validateEnum(decl) { keepEnum(ir, into: &enumList, caseNames: Self.caseNameSet(of: ir)) }
            }
        }
        // What the check for unused enums reads, after the sections; the declarations themselves go now.
        let declaredEnums = enumDecls.compactMap { $0.cases.isEmpty ? nil : $0.name }
        if !keepAll { enumDecls.removeAll { !$0.isReadAfterLowering } }

        let facts = lowerFacts()
        Timeline.stamp("lowering: sections")

        var sections: [SectionIR] = []
        sections.reserveCapacity(declarations.count)
        if let split = twoThreadSplit(declarations) {
            lowerOnTwoThreads(&declarations, from: split, into: &sections, keepAll: keepAll, allows: &allows)
        } else {
            lowerTopLevel(&declarations, into: &sections, keepAll: keepAll, allows: &allows)
        }
        Timeline.stamp("lowering: sections done")
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

/// Whether the parser parses, and lowering lowers, the top-level sections on two threads (`SchemaParser`'s
/// `SectionsShare`, `SchemaValidator.lowerOnTwoThreads`).
public enum SectionThreads: Sendable, Equatable {
    /// On this thread.
    case one
    /// On two when the schema is large enough for a second thread to pay (and not so large that its memory is the
    /// peak): for lowering, when the sections hold from `SchemaValidator.minimumSettingsForTwoThreads` to
    /// `maximumSettingsForTwoThreads` settings; for parsing, from `SectionsShare.minimumNodes` to `maximumNodes`
    /// nodes in the document; and when there are two sections or more and the process may run on more than one CPU.
    case automatic
    /// On two whenever there are two top-level sections or more, the second thread's from this one on (for the
    /// tests; clamped to the sections there are).
    case split(at: Int)
}

/// One thread's share of the top-level sections (`SchemaValidator.lowerOnTwoThreads`): the second thread changes it
/// until it ends, the first reads it after (`concurrently` joins the thread before it returns).
private final class LoweringShare: @unchecked Sendable {
    var validator: SchemaValidator
    var declarations: [SectionDecl]
    var sections: [SectionIR] = []
    var allows: [AllowedWarnings.Written] = []

    init(validator: SchemaValidator, declarations: [SectionDecl]) {
        self.validator = validator
        self.declarations = declarations
    }

    func lower() {
        // Its declarations are freed by the first thread, after (their memory is that thread's malloc arena's, and
        // freeing it from here took that arena's lock at every block, against the first thread's allocations), or
        // lowered again there (`lowerOnTwoThreads`).
        validator.lowerTopLevel(&declarations, into: &sections, keepAll: true, allows: &allows)
    }
}

extension SchemaValidator {
    /// Below this many settings (rows, at every depth) the top-level sections are lowered on one thread: starting a
    /// thread and merging cost more than half of lowering them.
    static let minimumSettingsForTwoThreads = 400
    /// Above this many, on one thread: the peak of memory of a schema this large is lowering's, and on two threads
    /// the second thread's IR cannot reuse the memory the declarations free, which is the first thread's malloc
    /// arena's (issue 32: peak RSS of `validate` at 50,000 settings 87.6 -> 100.2 MB on two threads; the target is
    /// 100 MB). Lowering is a smaller share of a run this large (the reading, in two halves, is most of it).
    static let maximumSettingsForTwoThreads = 20_000

    /// Lowers top-level sections in order: each one's IR, its `allow:`s, then its declarations freed (but what a
    /// later pass reads, or all with `keepAll`).
    mutating func lowerTopLevel(
        _ declarations: inout [SectionDecl], into sections: inout [SectionIR], keepAll: Bool,
        allows: inout [AllowedWarnings.Written]
    ) {
        for index in declarations.indices {
            sections.append(validateSection(declarations[index], topLevel: true, in: .root))
            AllowedWarnings.collect(declarations[index], into: &allows)
            if !keepAll { declarations[index].freeDeclarationsUnlessReadAfterLowering() }
        }
    }

    /// Where the second thread's sections start, or nil for one thread (see `SectionThreads`): the first section
    /// past half of the rows, at every depth.
    func twoThreadSplit(_ declarations: [SectionDecl]) -> Int? {
        guard declarations.count >= 2 else { return nil }
        switch threads {
        case .one:
            return nil
        case .split(let index):
            return Swift.min(Swift.max(index, 1), declarations.count - 1)
        case .automatic:
            guard settingsc_allowed_cpus() != 1 else { return nil }
            func rows(_ section: SectionDecl) -> Int { section.rows.count + section.sections.reduce(0) { $0 + rows($1) } }
            let weights = declarations.map(rows)
            let total = weights.reduce(0, +)
            guard total >= Self.minimumSettingsForTwoThreads, total <= Self.maximumSettingsForTwoThreads else { return nil }
            // Where the parser's second thread started: its declarations are in the other malloc arena.
            if let parsed = ast.sectionsParsedOnSecondThread, parsed > 0, parsed < declarations.count { return parsed }
            var before = 0
            for index in weights.indices {
                before += weights[index]
                if 2 * before >= total { return Swift.min(index + 1, declarations.count - 1) }
            }
            return declarations.count - 1
        }
    }

    /// Lowers the top-level sections from `split` on on a second thread while this one lowers those before it
    /// (issue 32: lowering was most of what `generate` ran on one core after reading), with the same IR, the same
    /// declarations left and the same diagnostics in the same order as one thread gives. Lowering one section reads
    /// nothing another wrote but the type names they declare and how many diagnostics came before (past
    /// `detailedErrorLimit`, a diagnostic has no suggestions): the second thread keeps its type names to be
    /// registered here, after this thread's, each clash's diagnostic put where one thread would have reported it
    /// (`deferredTypes`); and when the two threads' diagnostics together reach the limit, the second thread's work
    /// is dropped and its sections lowered again here, after this thread's (a file with a hundred mistakes). The rest
    /// it learns (enums used, invalid defaults, flags) is added to this thread's.
    mutating func lowerOnTwoThreads(
        _ declarations: inout [SectionDecl], from split: Int, into sections: inout [SectionIR], keepAll: Bool,
        allows: inout [AllowedWarnings.Written]
    ) {
        var second = self
        second.diagnostics = DiagnosticCollector()
        second.deferredTypes = []
        let share = LoweringShare(validator: second, declarations: Array(declarations[split...]))
        declarations.removeSubrange(split...)
        Timeline.stamp("lowering: sections on two threads")
        _ = concurrently({
            lowerTopLevel(&declarations, into: &sections, keepAll: keepAll, allows: &allows)
            Timeline.stamp("lowering: first share done")
        }, {
            share.lower()
            Timeline.stamp("lowering: second share done")
        })

        // The second thread's type names, registered after this thread's (in a copy, until its work is kept).
        var names = typeNames
        var clashes: [(index: Int, diagnostic: Diagnostic)] = []
        for type in share.validator.deferredTypes ?? [] {
            if let existing = names.first(type.name, (type.owner, type.location)) {
                clashes.append((type.diagnosticIndex, Self.typeClash(type.name, type.owner, at: type.location, existing: existing)))
            }
        }
        var reported = share.validator.diagnostics.diagnostics
        guard diagnostics.diagnostics.count + reported.count + clashes.count < Self.detailedErrorLimit else {
            // Its diagnostics were counted from none: on one thread after all, in order.
            var rest = share.declarations
            share.declarations = []
            lowerTopLevel(&rest, into: &sections, keepAll: keepAll, allows: &allows)
            declarations.append(contentsOf: rest)
            return
        }
        typeNames = names
        for (offset, clash) in clashes.enumerated() { reported.insert(clash.diagnostic, at: clash.index + offset) }
        diagnostics.append(contentsOf: reported)
        usedEnums.formUnion(share.validator.usedEnums)
        invalidDefaults.formUnion(share.validator.invalidDefaults)
        hasCustomTypes = hasCustomTypes || share.validator.hasCustomTypes
        hasRemoteSettings = hasRemoteSettings || share.validator.hasRemoteSettings
        writesOptionRules = writesOptionRules || share.validator.writesOptionRules
        sections.append(contentsOf: share.sections)
        allows.append(contentsOf: share.allows)
        let first = declarations.count
        declarations.append(contentsOf: share.declarations)
        share.declarations = []
        if !keepAll {
            for index in first..<declarations.count { declarations[index].freeDeclarationsUnlessReadAfterLowering() }
        }
    }
}
