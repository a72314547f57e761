internal import CProcessTuning

/// Node tree -> schema AST. Checks shapes (mapping, list, scalar) and keys, with "did you mean"
/// suggestions; leaves meaning (types, values, names) to the validator.
public enum SchemaParser {
    // The allowed keys of each construct, from the language table (Language/LanguageKeys.swift).
    public static var rootKeys: [String] { Construct.root.keyNames }
    public static var sectionKeys: [String] { Construct.section.keyNames }
    public static var settingKeys: [String] { Construct.setting.keyNames }
    /// The mapping form of `deprecated:`: `{message: ..., replacement: section.setting}`.
    public static var deprecationKeys: [String] { Construct.deprecation.keyNames }
    /// A link row: an entry of `settings:` whose mapping has a `link:` key.
    public static var linkKeys: [String] { Construct.link.keyNames }
    /// An action row: an entry of `settings:` whose mapping has an `action:` key.
    public static var actionKeys: [String] { Construct.action.keyNames }
    /// A navigation row: an entry of `settings:` whose mapping has a `navigate:` key.
    public static var navigationKeys: [String] { Construct.navigate.keyNames }
    /// A detail row: an entry of `settings:` whose mapping has a `detail:` key.
    public static var detailKeys: [String] { Construct.detail.keyNames }
    /// An app-screen row: an entry of `settings:` whose mapping has a `screen:` key.
    public static var screenKeys: [String] { Construct.screen.keyNames }
    /// A text row: an entry of `settings:` whose mapping has a `text:` key.
    public static var textKeys: [String] { Construct.text.keyNames }
    public static var caseKeys: [String] { Construct.enumCase.keyNames }
    /// The long form of an enum: `Mode: {cases: [...], fallback: caseName}`.
    public static var enumKeys: [String] { Construct.enumLongForm.keyNames }

    /// Parses a node tree (hand-built, or read with `YAMLReader.read`): it is put in an arena first, and read as the
    /// compiler reads a document.
    public static func parse(_ node: YAMLNode, file: String, diagnostics: inout DiagnosticCollector) -> SchemaAST? {
        var ends = PlainTextEnds()
        return parse(YAMLDocument(node), file: file, diagnostics: &diagnostics, plainTextEnds: &ends)
    }

    /// Also gives where each plain text that people read ends, for `PlainTextComments.check` (SC1306), which needs
    /// the file's bytes. The parser walks the document's arena in place and copies out, as `YAMLNode` values, only
    /// the nodes the AST keeps; the document can be freed as soon as this returns.
    static func parse(
        _ document: YAMLDocument, file: String, diagnostics: inout DiagnosticCollector, plainTextEnds: inout PlainTextEnds,
        threads: SectionThreads = .automatic
    ) -> SchemaAST? {
        withExtendedLifetime(document) {
            var parser = Parser(document: document, diagnostics: diagnostics)
            parser.threads = threads
            let ast = parser.parseRoot(document.root, file: file)
            diagnostics = parser.diagnostics
            plainTextEnds = parser.plainTextEnds
            return ast
        }
    }
}

extension SchemaParser {
    /// For the fuzzer (`FuzzCheck`) and the tests: compiles `file` with its top-level sections parsed on one thread,
    /// then on two, split before each section of `splits` (by default up to `maximumSplits` spread over them); nil
    /// when every split gives one thread's sections, IR and diagnostics in order (lowering on one thread, so that
    /// only the parse differs), else what differs.
    public static func differenceParsingOnTwoThreads(_ file: SourceFile, splits: [Int]? = nil, maximumSplits: Int = 8) -> String? {
        func compiled(_ threads: SectionThreads) -> (sections: [String], ir: SchemaIR?, diagnostics: [Diagnostic]) {
            var diagnostics = DiagnosticCollector()
            let parsed = Compiler.parse(file, limits: .default, diagnostics: &diagnostics, halves: .never, threads: threads)
            guard let ast = parsed else { return ([], nil, diagnostics.diagnostics) }
            let sections = ast.sections.map(\.name.value)
            let ir = ValidationPipeline.run(ast, diagnostics: &diagnostics, lowering: .one)
            return (sections, ir, diagnostics.diagnostics)
        }
        let one = compiled(.one)
        var chosen = splits ?? Array(1..<Swift.max(1, one.sections.count))
        if splits == nil, chosen.count > maximumSplits {
            let step = Double(chosen.count) / Double(maximumSplits)
            chosen = (0..<maximumSplits).map { chosen[Int(Double($0) * step)] }
        }
        for split in chosen {
            let two = compiled(.split(at: split))
            if two.sections != one.sections { return "split at \(split): sections \(two.sections) against \(one.sections)" }
            if two.diagnostics != one.diagnostics {
                return "split at \(split): diagnostics \(two.diagnostics.map(\.message)) against \(one.diagnostics.map(\.message))"
            }
            if two.ir != one.ir { return "split at \(split): the IR differs" }
        }
        return nil
    }
}

/// What the parser needs of one construct's keys (the language table's order, that of its `LanguageKey.allCases`),
/// computed once: their names, which of them hold text that people read, and a lookup from a name to its index.
/// A class, so that the `Fields` of a mapping hold it with one reference.
private final class KeyTable: Sendable {
    let names: [String]
    /// The names' UTF-8 bytes, one after another; the name of index `i` is `nameBytes[nameStarts[i] ..< nameStarts[i + 1]]`.
    private let nameBytes: [UInt8]
    private let nameStarts: [Int]
    let readText: [Bool]
    /// For each signature (`Fields.signatureNumber`), the index plus one of the first name that has it (0: none);
    /// `nextWithSignature` chains the others, so a name is compared with the one or two names of its signature only.
    private let firstWithSignature: [UInt8]
    private let nextWithSignature: [UInt8]

    init(_ construct: Construct) {
        // Its own construct's names and flags only, not the tables of every construct (`Construct.keyNames`), from
        // one list of its entries.
        let entries = construct.entries
        names = entries.map(\.name)
        nameBytes = names.flatMap { Array($0.utf8) }
        var starts = [0]
        for name in names { starts.append(starts[starts.count - 1] + name.utf8.count) }
        nameStarts = starts
        readText = construct.readText(of: entries)
        var first = [UInt8](repeating: 0, count: 64)
        var next = [UInt8](repeating: 0, count: names.count)
        // Chained from the last name back, so that a chain lists its names in table order (the first match wins,
        // as the linear search it replaces did).
        for index in names.indices.reversed() where index < 255 {
            let signature = Int(Fields.signatureNumber(names[index]))
            next[index] = first[signature]
            first[signature] = UInt8(index + 1)
        }
        firstWithSignature = first
        nextWithSignature = next
    }

    /// The index of the key named `name`, if the construct has one.
    @inline(__always)
    func index(of name: String) -> Int? {
        var candidate = Int(firstWithSignature[Int(Fields.signatureNumber(name))])
        while candidate != 0 {
            if YAMLPair.sameKey(names[candidate - 1], name) { return candidate - 1 }
            candidate = Int(nextWithSignature[candidate - 1])
        }
        // Past the 255th key (no construct has that many), a plain search.
        return names.count > 255 ? names.indices.dropFirst(255).first { YAMLPair.sameKey(names[$0], name) } : nil
    }

    /// The index of the key whose name has these UTF-8 bytes (a key of a document, compared in place), if any.
    @inline(__always)
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var candidate = Int(firstWithSignature[Int(Fields.signatureNumber(bytes))])
        while candidate != 0 {
            if hasName(candidate - 1, bytes) { return candidate - 1 }
            candidate = Int(nextWithSignature[candidate - 1])
        }
        return names.count > 255 ? names.indices.dropFirst(255).first { hasName($0, bytes) } : nil
    }

    @inline(__always)
    private func hasName(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = nameStarts[index]
        guard nameStarts[index + 1] - start == bytes.count else { return false }
        return nameBytes.withUnsafeBufferPointer { names in
            var offset = 0
            while offset < bytes.count {
                if names[start + offset] != bytes[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    // One table a construct, each made the first time a mapping of it is read (issue 32: made all at once, with the
    // language table's key names and read-text flags of every construct, they cost some 1.5 M instructions a run,
    // most of them for constructs a schema rarely writes). A new construct is a new case of the switch below.
    static let root = KeyTable(.root)
    static let section = KeyTable(.section)
    static let setting = KeyTable(.setting)
    static let link = KeyTable(.link)
    static let action = KeyTable(.action)
    static let navigate = KeyTable(.navigate)
    static let detail = KeyTable(.detail)
    static let screen = KeyTable(.screen)
    static let text = KeyTable(.text)
    static let deprecation = KeyTable(.deprecation)
    static let enumLongForm = KeyTable(.enumLongForm)
    static let enumCase = KeyTable(.enumCase)
    static let localization = KeyTable(.localization)
    static let pattern = KeyTable(.pattern)
    static let format = KeyTable(.format)
    static let range = KeyTable(.range)
    static let headerFooterText = KeyTable(.headerFooterText)
    static let preset = KeyTable(.preset)
    static let cascade = KeyTable(.cascade)
    static let settingsWindow = KeyTable(.settingsWindow)

    static func of(_ construct: Construct) -> KeyTable {
        switch construct {
        case .root: root
        case .section: section
        case .setting: setting
        case .link: link
        case .action: action
        case .navigate: navigate
        case .detail: detail
        case .screen: screen
        case .text: text
        case .deprecation: deprecation
        case .enumLongForm: enumLongForm
        case .enumCase: enumCase
        case .localization: localization
        case .pattern: pattern
        case .format: format
        case .range: range
        case .headerFooterText: headerFooterText
        case .preset: preset
        case .cascade: cascade
        case .settingsWindow: settingsWindow
        }
    }
}

/// The known keys of one mapping: a handful, so kept without hashing. Holds the mapping's own pairs (no copy) and,
/// for each known key, its index in the construct's key list (`KeyTable`): a byte per pair for the first eight pairs,
/// a list for the pairs past them, and a bit per key index below 64, so that the keys a mapping has are visited in
/// the table's order without asking for every key the construct could have (`known`), and a key it has not is
/// told apart without a search.
private struct Fields {
    var pairs: YAMLDocument.Pairs
    var table: KeyTable
    /// A bit per key index below 64 that the mapping has.
    var present: UInt64 = 0
    /// The key index plus one of each of the first eight pairs, a byte each (0: not a known key).
    var firstKeys: UInt64 = 0
    /// The known pairs past the eighth: (position, key index).
    var laterKeys: [(position: Int, key: Int)] = []
    /// Whether a known key has an index of 64 or more (none has today: a setting has 48 keys).
    var hasHighKeys = false

    init(pairs: YAMLDocument.Pairs, table: KeyTable) {
        self.pairs = pairs
        self.table = table
    }

    mutating func accept(_ position: Int, key: Int) {
        if key < 64 { present |= 1 << UInt64(key) } else { hasHighKeys = true }
        if position < 8, key < 255 {
            firstKeys |= UInt64(key + 1) << UInt64(position * 8)
        } else {
            laterKeys.append((position, key))
        }
    }

    @inline(__always)
    static func signatureNumber(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        return UInt64((utf8.count &* 7 &+ Int(utf8.first ?? 0)) & 63)
    }

    /// `signatureNumber(_:)` of the name with these UTF-8 bytes.
    @inline(__always)
    static func signatureNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64((bytes.count &* 7 &+ Int(bytes.first ?? 0)) & 63)
    }

    /// The pair of the key with this index; the last one, should a hand-built node name a key twice.
    func pair(key: Int) -> Pair? {
        if key < 64, present & (1 << UInt64(key)) == 0 { return nil }
        if let later = laterKeys.last(where: { $0.key == key }) { return pairs[later.position] }
        var position = min(pairs.count, 8) - 1
        while position >= 0 {
            if (firstKeys >> UInt64(position * 8)) & 0xFF == UInt64(key + 1) { return pairs[position] }
            position -= 1
        }
        return nil
    }

    /// The pair of the key with this index (`CaseKeys`, `SectionKeys`), if the mapping has it; nil for -1.
    subscript(key key: Int) -> Pair? {
        key < 0 ? nil : pair(key: key)
    }

    /// The pair named `name`, if it is a known key of the mapping.
    subscript(name: String) -> Pair? {
        guard let key = table.index(of: name) else { return nil }
        return pair(key: key)
    }

    /// The known keys the mapping has, by index, in the table's order, each with its pair.
    var known: KnownKeys { KnownKeys(fields: self, bits: present, high: hasHighKeys ? 64 : table.names.count) }

    /// Visits the set bits of `present` (no array is made), then the keys from 64 on when there are such.
    struct KnownKeys: Sequence, IteratorProtocol {
        let fields: Fields
        var bits: UInt64
        var high: Int

        mutating func next() -> (key: Int, pair: Pair)? {
            while bits != 0 {
                let key = bits.trailingZeroBitCount
                bits &= bits - 1
                if let pair = fields.pair(key: key) { return (key, pair) }
            }
            while high < fields.table.names.count {
                let key = high
                high += 1
                if let pair = fields.pair(key: key) { return (key, pair) }
            }
            return nil
        }
    }
}

/// The indices of the keys the parser reads by name from the many mappings of an enum case and of a section, found
/// once: a lookup by name compares strings (-1: the table has no such key, which `Fields[key:]` reads as absent).
private enum CaseKeys {
    static let title = KeyTable.enumCase.index(of: "title") ?? -1
    static let description = KeyTable.enumCase.index(of: "description") ?? -1
    static let renamedFrom = KeyTable.enumCase.index(of: "renamedFrom") ?? -1
    static let availableWhen = KeyTable.enumCase.index(of: "availableWhen") ?? -1
    static let rawValue = KeyTable.enumCase.index(of: "rawValue") ?? -1
}

private enum SectionKeys {
    static let title = KeyTable.section.index(of: "title") ?? -1
    static let description = KeyTable.section.index(of: "description") ?? -1
    static let allow = KeyTable.section.index(of: "allow") ?? -1
    static let header = KeyTable.section.index(of: "header") ?? -1
    static let footer = KeyTable.section.index(of: "footer") ?? -1
    static let key = KeyTable.section.index(of: "key") ?? -1
    static let renamedFrom = KeyTable.section.index(of: "renamedFrom") ?? -1
    static let icon = KeyTable.section.index(of: "icon") ?? -1
    static let color = KeyTable.section.index(of: "color") ?? -1
    static let settingsApp = KeyTable.section.index(of: "settingsApp") ?? -1
    static let intents = KeyTable.section.index(of: "intents") ?? -1
    static let visibleWhen = KeyTable.section.index(of: "visibleWhen") ?? -1
    static let enabledWhen = KeyTable.section.index(of: "enabledWhen") ?? -1
    static let platforms = KeyTable.section.index(of: "platforms") ?? -1
    static let presentation = KeyTable.section.index(of: "presentation") ?? -1
    static let only = KeyTable.section.index(of: "only") ?? -1
    static let suite = KeyTable.section.index(of: "suite") ?? -1
    static let sync = KeyTable.section.index(of: "sync") ?? -1
    static let scope = KeyTable.section.index(of: "scope") ?? -1
    static let layout = KeyTable.section.index(of: "layout") ?? -1
    static let commit = KeyTable.section.index(of: "commit") ?? -1
    static let resetLine = KeyTable.section.index(of: "resetLine") ?? -1
    static let settings = KeyTable.section.index(of: "settings") ?? -1
    static let sections = KeyTable.section.index(of: "sections") ?? -1
}

private typealias Node = YAMLDocument.Node
private typealias Pair = YAMLDocument.Pair

/// The top-level sections from `start` on, parsed on a second thread while the first parses the rest of the schema
/// and the sections before `start` (issue 32: parsing was most of what the first thread did while the second one
/// waited, between reading the halves and lowering). Parsing a section reads the document and nothing any other
/// section's parsing wrote, but how many diagnostics came before (past a hundred, no suggestions): so the second
/// thread parses until a section reports anything, and the first parses that section and the rest after its own,
/// as one thread does; what the second kept is one thread's work on the same sections, with no diagnostic. Each
/// thread gives back the document's pages of the sections it parsed (`YAMLDocument.Discarder`): wholly inside its
/// own sections, so never a page the other reads. `ParsingOnTwoThreadsTests` compares the result with one thread's.
private final class SectionsShare: @unchecked Sendable {
    /// Below this many nodes in the document the sections are parsed on one thread, and above `maximumNodes`: the
    /// bounds of lowering on two threads (`SchemaValidator.minimumSettingsForTwoThreads`, `maximumSettingsForTwoThreads`)
    /// at bench/gen.py's 16.8 nodes a setting. Below, a thread costs more than half of the parse; above, the second
    /// thread's declarations are in the other malloc arena, whose memory the first thread's IR cannot reuse when
    /// lowering on one thread frees them (the peak of memory of a schema that large).
    static let minimumNodes = 6_700
    static let maximumNodes = 336_000

    let start: Int
    let pairs: YAMLDocument.Pairs
    let document: YAMLDocument
    let file: String
    var thread: WorkerThread?
    // Written by the second thread until it ends, read by the first after `join`.
    /// The sections it parsed, in order, but those that are nil on one thread too.
    var decls: [SectionDecl] = []
    var ends = PlainTextEnds()
    /// How many of `pairs` it parsed without a diagnostic.
    var parsed = 0
    /// The index of its first declaration among the top-level sections (set by the first thread).
    var firstDeclaration = 0
    /// The enums validated on this thread (`giveEnums`), when that reported nothing.
    var validatedEnums: ValidatedEnums?
    /// The enums the first thread parsed, handed over once (`giveEnums`); guarded by `handOver`.
    private var givenEnums: [EnumDecl]??
    private let handOver = ConditionLock()

    init(start: Int, pairs: YAMLDocument.Pairs, document: YAMLDocument, file: String) {
        self.start = start
        self.pairs = pairs
        self.document = document
        self.file = file
    }

    /// The first thread hands over the enums it parsed (nil: none to validate here: they reported something, or are
    /// not a mapping, or are not parsed when it joins this thread, which the language table's order of the root's
    /// keys, `enums` before `sections`, rules out today). Only the first call counts.
    func giveEnums(_ enums: [EnumDecl]?) {
        handOver.locked {
            guard givenEnums == nil else { return }
            givenEnums = .some(enums)
            handOver.broadcast()
        }
    }

    func parse() {
        var parser = Parser(document: document, diagnostics: DiagnosticCollector())
        (decls, parsed) = parser.parseEach(pairs, discarding: true, stoppingAtAReport: true) { $0.parseSection($1) }
        ends = parser.plainTextEnds
        Timeline.stamp("parse: second share done")
        // Then the enums, which lowering validates before any section, on the first thread while the second waited
        // (issue 32: 2.2 M instructions at 1,000 settings of bench/gen.py): validated here once the first thread has
        // parsed them (before its sections), into diagnostics of their own, and kept only when those are empty.
        let enums = handOver.locked {
            while givenEnums == nil { handOver.wait() }
            return givenEnums!
        }
        guard let enums, !enums.isEmpty else { return }
        validatedEnums = SchemaValidator.validateEnumsBeside(enums, file: file)
        Timeline.stamp("parse: enums validated beside")
    }
}

private struct Parser {
    // The keys of the constructs whose keys are read in the table's order (`Fields.known` gives their indices).
    static let rootKeys = RootKey.allCases
    static let presetKeys = PresetKey.allCases
    static let settingKeys = SettingKey.allCases
    static let deprecationKeys = DeprecationKey.allCases

    /// The document read: each top-level section and enum is handed back to it once parsed (`parseEach`).
    let document: YAMLDocument
    var diagnostics: DiagnosticCollector
    /// Where each plain text that people read ends, in the order read (``notePlainText(_:key:)``).
    var plainTextEnds = PlainTextEnds()
    /// Whether the top-level sections may be parsed on two threads (`SectionsShare`).
    var threads: SectionThreads = .one

    /// `parse` of every pair, in order; when `discarding`, once a pair is parsed its value is discarded from the
    /// document (nothing reads it again), so that the document's memory goes as the AST's grows
    /// (`YAMLDocument.discard`; only where no discarded part is inside another, e.g. top-level sections).
    /// With `stoppingAtAReport`, it stops at the first pair whose parse reports anything, which counts as not parsed:
    /// neither its declaration nor its plain texts are kept, nor its value discarded (`SectionsShare`). Returns the
    /// declarations and how many pairs were parsed.
    mutating func parseEach<Decl>(
        _ pairs: YAMLDocument.Pairs, discarding: Bool, followedBy next: Node? = nil, stoppingAtAReport: Bool = false,
        _ parse: (inout Parser, Pair) -> Decl?
    ) -> (decls: [Decl], parsed: Int) {
        var decls: [Decl] = []
        decls.reserveCapacity(pairs.count)
        var parsed = 0
        var discarder = YAMLDocument.Discarder(document)
        for index in pairs.indices {
            let pair = pairs[index]
            // Counted only when it stops: on the common path, nothing but the parse.
            let reported = stoppingAtAReport ? diagnostics.diagnostics.count : 0
            let noted = stoppingAtAReport ? plainTextEnds.ends.count : 0
            let decl = parse(&self, pair)
            if stoppingAtAReport, diagnostics.diagnostics.count > reported {
                plainTextEnds.truncate(to: noted)
                break
            }
            parsed = index + 1
            if let decl { decls.append(decl) }
            // `next`: the key after the last pair, when `pairs` are the first of a mapping's.
            if discarding, let following = index + 1 < pairs.count ? pairs[index + 1].key : next {
                discarder.discard(pair.value, before: following)
            }
        }
        return (decls, parsed)
    }

    // MARK: Root

    mutating func parseRoot(_ node: Node, file: String) -> SchemaAST? {
        if node.scalar?.isNull == true {
            diagnostics.error(.emptyDocument, "the document is empty; a schema starts with `settings: <RootTypeName>`", at: node.location)
            return nil
        }
        guard let fields = fields(of: node, allowed: .root, in: "the schema") else { return nil }
        var ast = SchemaAST(file: file, location: node.location)
        // The later top-level sections, parsed on a second thread while this one parses the rest; then the enums
        // (`SectionsShare.giveEnums`).
        let share = fields[RootKey.sections.rawValue].flatMap { startSecondShare(of: $0.value, file: file) }
        // Every key of the language table's `RootKey`: a new key is a new case here.
        for (index, field) in fields.known {
            let key = Self.rootKeys[index]
            switch key {
            case .settings: ast.rootName = text(field, what: "the root type name")
            case .title: ast.title = text(field, what: "a title")
            case .description: ast.description = text(field, what: "a description")
            case .view: ast.view = text(field, what: "the view type name")
            case .settingsWindow:
                if field.value.mapping != nil {
                    // `{tabs: [general, playback]}`: the window, with these tabs in this order.
                    guard let window = self.fields(of: field.value, allowed: .settingsWindow, in: "settingsWindow") else { break }
                    ast.settingsWindow = Located(true, field.value.range)
                    if let tabs = window[SettingsWindowKey.tabs.rawValue] {
                        if tabs.value.sequence == nil {
                            wrongKind(tabs.value, expected: "a list of top-level section names", for: "tabs")
                        } else {
                            ast.settingsWindowTabs = textList(tabs, what: "the name of a top-level section")
                        }
                    } else {
                        diagnostics.error(.missingKey, "`settingsWindow:` as a mapping needs `tabs:`, the top-level sections shown as tabs (or write `settingsWindow: true` for all of them)", at: field.value.location)
                    }
                } else if let scalar = field.value.scalar, scalar.style == .plain, let value = scalar.boolValue {
                    ast.settingsWindow = Located(value, field.value.range)
                } else {
                    var message = "`settingsWindow` must be true, false or {tabs: [...]}, found \(field.value.kindDescription)"
                    if let scalar = field.value.scalar, Self.yaml11Bool(scalar.value) != nil { message += " (write true or false)" }
                    diagnostics.error(.invalidScalar, message, at: field.value.location)
                }
            case .externalData: ast.externalData = text(field, what: "the external data type name")
            case .linkSchemes: ast.linkSchemes = textList(field, what: "a URL scheme such as mailto")
            case .localization: ast.localization = field.value.materialized
            case .imports:
                if let items = field.value.sequence {
                    ast.imports = items.compactMap { text($0, what: "a module name") }
                } else if !isNull(field.value) {
                    wrongKind(field.value, expected: "a list of module names", for: "imports")
                }
            case .enums:
                guard !isNull(field.value) else { break }
                if let pairs = field.value.mapping {
                    let before = diagnostics.diagnostics.count
                    ast.enums = parseEach(pairs, discarding: true) { $0.parseEnum($1) }.decls
                    share?.giveEnums(diagnostics.diagnostics.count == before ? ast.enums : nil)
                } else {
                    wrongKind(field.value, expected: "a mapping of enum names to cases", for: "enums")
                }
            case .suite: ast.storage.suite = text(field, what: "an App Group identifier, e.g. `group.com.example.app`")
            case .sync: ast.storage.sync = text(field, what: "`icloud` or `none`")
            case .scope: ast.storage.scope = text(field, what: "`device` or `shared`")
            case .layout: ast.storage.layout = text(field, what: "`document` or `flat`")
            case .commit: if case .text(let word)? = parsed(field, as: key.spec.shape) { ast.commit = word }
            case .resetLine: ast.resetLine = bool(field)
            case .sections:
                ast.hasSectionsKey = true
                ast.sections = parseSections(field.value, topLevel: true, share: share)
                ast.sectionsParsedOnSecondThread = share?.firstDeclaration
                ast.enumsValidatedBeside = share?.validatedEnums
            case .configurations:
                guard !isNull(field.value) else { break }
                if let pairs = field.value.mapping {
                    ast.configurations = pairs.compactMap { pair in
                        text(pair.value, what: "a compilation condition, e.g. TESTFLIGHT").map { (Located(pair.name, pair.key.range), $0) }
                    }
                } else {
                    wrongKind(field.value, expected: "a mapping of configuration names to compilation conditions", for: "configurations")
                }
            case .facts:
                guard !isNull(field.value) else { break }
                if let pairs = field.value.mapping {
                    ast.facts = pairs.compactMap { pair in
                        text(pair.value, what: "a fact's type: bool, int, double or string").map { (Located(pair.name, pair.key.range), $0) }
                    }
                } else {
                    wrongKind(field.value, expected: "a mapping of fact names to types, e.g. `accountCount: int`", for: "facts")
                }
            case .presets:
                guard !isNull(field.value) else { break }
                if let pairs = field.value.mapping {
                    ast.presets = pairs.compactMap { parsePreset($0) }
                } else {
                    wrongKind(field.value, expected: "a mapping of preset names to values", for: "presets")
                }
            }
        }
        if ast.rootName == nil, fields["settings"] == nil {
            diagnostics.error(.missingKey, "the schema has no `settings:` key naming its root type, e.g. `settings: AppSettings`", at: node.location)
        }
        if !ast.hasSectionsKey {
            diagnostics.error(.missingKey, "the schema has no `sections:`; settings live in sections", at: node.location)
        }
        // Joined where the sections were parsed; this only makes sure the second thread never waits past here.
        share?.giveEnums(nil)
        share?.thread?.join()
        return ast
    }

    // MARK: Build configurations

    /// `default:` as a value, or as a mapping of build configurations to values (`{debug: true, release: false}`).
    mutating func parseDefault(_ node: Node, into decl: inout SettingDecl) {
        guard let pairs = node.mapping else {
            decl.defaultValue = node.materialized
            return
        }
        decl.configurationDefaults = pairs.map { (Located($0.name, $0.key.range), $0.value.materialized) }
        decl.configurationDefaultsRange = node.range
        decl.defaultValue = (pairs.last(where: { $0.key.scalar?.is("release") == true })?.value ?? pairs.first?.value)?.materialized
    }

    // MARK: Presets

    /// `name: {section.setting: value, ...}` (short form: every key a dotted path) or the long form with
    /// `values:` (its keys have no dots, so the two cannot be confused).
    mutating func parsePreset(_ pair: Pair) -> PresetDecl? {
        var decl = PresetDecl(name: Located(pair.name, pair.key.range), range: pair.value.range)
        if isNull(pair.value) { return decl }
        guard let pairs = pair.value.mapping else {
            wrongKind(pair.value, expected: "a mapping of settings' dotted paths to values, or {values: ...}", for: "preset '\(pair.name)'")
            return nil
        }
        var valuesNode: Node? = pair.value
        if pairs.contains(where: { !$0.name.contains(".") }) {
            guard let fields = fields(of: pair.value, allowed: .preset, in: "preset '\(pair.name)'") else { return nil }
            // Every key of the language table's `PresetKey`: a new key is a new case here.
            valuesNode = nil
            for (index, field) in fields.known {
                let key = Self.presetKeys[index]
                switch key {
                case .values: valuesNode = field.value
                case .title: decl.title = text(field, what: "a title")
                case .description: decl.description = text(field, what: "a description")
                case .whole: decl.whole = bool(field)
                }
            }
            if fields["values"] == nil {
                decl.missingValues = true
                diagnostics.error(.missingKey, "preset '\(pair.name)' has no `values:`; write the settings' dotted paths and values under it", at: pair.key.location)
            }
        }
        guard let valuesNode, !isNull(valuesNode) else { return decl }
        guard let values = valuesNode.mapping else {
            wrongKind(valuesNode, expected: "a mapping of settings' dotted paths to values", for: "the values of preset '\(pair.name)'")
            return nil
        }
        decl.values = values.map { (Located($0.name, $0.key.range), $0.value.materialized) }
        return decl
    }

    // MARK: Enums

    mutating func parseEnum(_ pair: Pair) -> EnumDecl? {
        var decl = EnumDecl(name: Located(pair.name, pair.key.range))
        // The long form: a mapping with `cases:` holding a list or a mapping of cases (a case named `cases`
        // has a title or nothing as its value, so it is not mistaken for this).
        if let pairs = pair.value.mapping, let cases = pairs.first(where: { $0.key.scalar?.is("cases") == true }),
           cases.value.mapping != nil || cases.value.sequence != nil {
            guard let fields = fields(of: pair.value, allowed: .enumLongForm, in: "enum '\(pair.name)'") else { return nil }
            decl.fallback = text(fields["fallback"], what: "a case name")
            guard var inner = parseEnum(Pair(key: pair.key, value: cases.value)) else { return nil }
            inner.fallback = decl.fallback
            return inner
        }
        switch pair.value.kind {
        case .sequence(let items):
            for item in items {
                guard let name = text(item, what: "a case name") else { continue }
                decl.cases.append(CaseDecl(name: name))
            }
        case .mapping(let cases):
            for casePair in cases {
                var caseDecl = CaseDecl(name: Located(casePair.name, casePair.key.range))
                switch casePair.value.kind {
                case .scalar(let scalar):
                    if !scalar.isNull { caseDecl.title = Located(scalar.value, casePair.value.range) }
                case .mapping:
                    if let fields = fields(of: casePair.value, allowed: .enumCase, in: "an enum case") {
                        caseDecl.title = text(fields[key: CaseKeys.title], what: "a title")
                        caseDecl.description = text(fields[key: CaseKeys.description], what: "a description")
                        // Only what is written: a case's rare keys are made when the first is set (`CaseDecl`).
                        let renamedFrom = keyList(fields[key: CaseKeys.renamedFrom])
                        if !renamedFrom.isEmpty { caseDecl.renamedFrom = renamedFrom }
                        if let availableWhen = text(fields[key: CaseKeys.availableWhen], what: "a condition") { caseDecl.availableWhen = availableWhen }
                        if let raw = fields[key: CaseKeys.rawValue] {
                            caseDecl.rawValue = text(raw, what: "a raw value: a whole number or a text")
                            if case .scalar(let scalar) = raw.value.kind, !scalar.style.isQuoted, Int(scalar.value) != nil {
                                caseDecl.rawValueIsNumber = true
                            }
                        }
                    }
                case .sequence:
                    wrongKind(casePair.value, expected: "a title, or a mapping with `title` and `description`", for: "an enum case")
                }
                decl.cases.append(caseDecl)
            }
        case .scalar(let scalar) where scalar.isNull:
            break  // the validator reports the empty enum
        case .scalar:
            wrongKind(pair.value, expected: "a list of case names or a mapping of cases to titles", for: "enum '\(pair.name)'")
            return nil
        }
        return decl
    }

    // MARK: Sections

    /// The top-level sections are discarded from the document as they are parsed (`parseEach`); a subsection goes
    /// with its top-level section.
    mutating func parseSections(_ node: Node, topLevel: Bool = false, share: SectionsShare? = nil) -> [SectionDecl] {
        if isNull(node) { return [] }
        guard let pairs = node.mapping else {
            wrongKind(node, expected: "a mapping of section names to sections", for: "sections")
            return []
        }
        guard let share else { return parseEach(pairs, discarding: topLevel) { $0.parseSection($1) }.decls }
        let first = pairs.first(share.start)
        var decls = parseEach(first, discarding: topLevel, followedBy: first.keyAfterLast) { $0.parseSection($1) }.decls
        share.firstDeclaration = decls.count
        Timeline.stamp("parse: first share done")
        // What the second thread parsed without a diagnostic is what this thread would have parsed; from the first
        // section where it reported one, this thread parses the rest, as on one thread. Enums not handed over by now
        // are validated by lowering, as on one thread.
        share.giveEnums(nil)
        share.thread?.join()
        decls.append(contentsOf: share.decls)
        plainTextEnds.append(contentsOf: share.ends)
        let rest = share.start + share.parsed
        if rest < pairs.count {
            decls.append(contentsOf: parseEach(pairs.from(rest), discarding: topLevel) { $0.parseSection($1) }.decls)
        }
        return decls
    }

    /// Starts parsing the top-level sections (`node`) from the first one past half of their nodes on a second
    /// thread, or nil (one thread: too few nodes or sections, one CPU, `.one`). Lowering splits them at the same
    /// section (`SchemaAST.sectionsParsedOnSecondThread`): half of the sections' nodes is about half of their rows,
    /// which is how lowering shares them out.
    func startSecondShare(of node: Node, file: String) -> SectionsShare? {
        guard let pairs = node.mapping, pairs.count >= 2 else { return nil }
        let start: Int
        switch threads {
        case .one:
            return nil
        case .split(let index):
            start = Swift.min(Swift.max(index, 1), pairs.count - 1)
        case .automatic:
            let nodes = document.recordCount
            guard nodes >= SectionsShare.minimumNodes, nodes <= SectionsShare.maximumNodes,
                  settingsc_allowed_cpus() != 1
            else { return nil }
            // Nodes are numbered in document order: a section's run from its key to the next one's.
            let middle = (Int(pairs[0].key.index) + Int(pairs[pairs.count - 1].key.index)) / 2
            var index = 1
            while index < pairs.count - 1, Int(pairs[index].key.index) < middle { index += 1 }
            start = index
        }
        let share = SectionsShare(start: start, pairs: pairs.from(start), document: document, file: file)
        share.thread = WorkerThread { share.parse() }
        if share.thread == nil {
            share.giveEnums(nil)  // parsed here, now: the enums are not parsed yet
            share.parse()
        }
        return share
    }

    mutating func parseSection(_ pair: Pair) -> SectionDecl? {
        var decl = SectionDecl(name: Located(pair.name, pair.key.range))
        if isNull(pair.value) { return decl }
        let before = diagnostics.diagnostics.count
        guard let fields = fields(of: pair.value, allowed: .section, in: "section '\(pair.name)'") else { return nil }
        decl.title = text(fields[key: SectionKeys.title], what: "a title")
        decl.description = text(fields[key: SectionKeys.description], what: "a description")
        decl.allow = codeList(fields[key: SectionKeys.allow])
        decl.extent = SourceRange(start: pair.key.location, end: pair.value.range.end)
        decl.header = headerFooter(fields[key: SectionKeys.header])
        decl.footer = headerFooter(fields[key: SectionKeys.footer])
        decl.key = text(fields[key: SectionKeys.key], what: "a persistence key")
        decl.renamedFrom = keyList(fields[key: SectionKeys.renamedFrom])
        decl.icon = text(fields[key: SectionKeys.icon], what: "an SF Symbol name")
        decl.color = text(fields[key: SectionKeys.color], what: "a colour, #RRGGBB")
        decl.settingsApp = bool(fields[key: SectionKeys.settingsApp])
        decl.intents = bool(fields[key: SectionKeys.intents])
        decl.visibleWhen = text(fields[key: SectionKeys.visibleWhen], what: "a condition, e.g. `smoothing.enabled`")
        decl.enabledWhen = text(fields[key: SectionKeys.enabledWhen], what: "a condition, e.g. `smoothing.enabled`")
        decl.platforms = fields[key: SectionKeys.platforms]?.value.materialized
        decl.presentation = text(fields[key: SectionKeys.presentation], what: "`screen` or `inline`")
        decl.only = text(fields[key: SectionKeys.only], what: "a build configuration, e.g. `debug`")
        decl.storage.suite = text(fields[key: SectionKeys.suite], what: "an App Group identifier, e.g. `group.com.example.app`")
        decl.storage.sync = text(fields[key: SectionKeys.sync], what: "`icloud` or `none`")
        decl.storage.scope = text(fields[key: SectionKeys.scope], what: "`device` or `shared`")
        decl.storage.layout = text(fields[key: SectionKeys.layout], what: "`document` or `flat`")
        if let field = fields[key: SectionKeys.commit], case .text(let word)? = parsed(field, as: SectionKey.commit.spec.shape) { decl.commit = word }
        decl.resetLine = bool(fields[key: SectionKeys.resetLine])
        if let settings = fields[key: SectionKeys.settings], !isNull(settings.value) {
            if let pairs = settings.value.mapping {
                decl.rows.reserveCapacity(pairs.count)
                for pair in pairs {
                    if let row = parseRow(pair) { decl.rows.append(row) }
                }
            } else {
                wrongKind(settings.value, expected: "a mapping of setting names to defaults or setting declarations", for: "settings")
            }
        }
        if let sections = fields[key: SectionKeys.sections] {
            decl.sections = parseSections(sections.value)
        }
        decl.hadErrors = diagnostics.diagnostics.count > before
        return decl
    }

    static let linkRow = 1, actionRow = 2, navigationRow = 4, detailRow = 8, screenRow = 16, textRow = 32

    /// Which of the keys that make an entry of `settings:` a row (`link`, `action`, `navigate`, `detail`) its
    /// mapping has, as bits: one pass over the entry's keys, comparing lengths before text.
    static func rowKeys(_ node: Node) -> Int {
        guard let entries = node.mapping else { return 0 }
        var found = 0
        for entry in entries {
            guard let key = entry.key.scalar else { continue }
            switch key.record.count {
            case 4:
                if key.is("link") { found |= linkRow } else if key.is("text") { found |= textRow }
            case 6:
                if key.is("action") { found |= actionRow } else if key.is("detail") { found |= detailRow }
                else if key.is("screen") { found |= screenRow }
            case 8: if key.is("navigate") { found |= navigationRow }
            default: break
            }
        }
        return found
    }

    mutating func headerFooter(_ pair: Pair?) -> HeaderFooterDecl? {
        guard let pair else { return nil }
        let node = pair.value
        switch node.kind {
        case .scalar(let scalar):
            if scalar.isNull { return nil }
            // Any string `inject`, quoted or not (JSON has only quoted strings); `{text: inject}` shows the word.
            if scalar.is("inject") { return .inject(node.range) }
            return .text(Located(scalar.value, node.range))
        case .mapping(let pairs) where pairs.count == 1 && pairs[0].name == HeaderFooterKey.text.rawValue:
            return text(pairs[0].value, what: "the \(pair.name) text").map(HeaderFooterDecl.text)
        default:
            diagnostics.error(
                .invalidHeaderFooter,
                "`\(pair.name)` must be text, the word `inject` (a hook the host view implements), or `{text: ...}`; found \(node.kindDescription)",
                at: node.location)
            return nil
        }
    }

    // MARK: Rows beyond stored values

    /// The rows beyond stored values, by the key that makes an entry of `settings:` one (its bit in ``rowKeys(_:)``):
    /// the keys the row allows, the kind's word, what the key holds, and the error when it holds nothing.
    static let rowKinds: [(bit: Int, key: String, allowed: Construct, word: String, what: String, code: DiagnosticCode, fix: String)] = [
        (linkRow, "link", .link, "link", "a URL", .invalidURL, "has no URL; write `link: https://...`"),
        (actionRow, "action", .action, "action", "a hook name", .missingKey, "names no hook; write `action: hookName`"),
        (navigationRow, "navigate", .navigate, "navigation", "a section path", .missingKey, "names no section; write `navigate: sectionName`"),
        (detailRow, "detail", .detail, "detail", "a property name", .missingKey, "names no property; write `detail: propertyName`"),
        (screenRow, "screen", .screen, "screen", "a screen name", .missingKey, "names no screen; write `screen: screenName`"),
        (textRow, "text", .text, "text", "a line of text", .missingKey, "has no text; write `text: A line of text.`"),
    ]

    /// One entry of `settings:`: a link, action, navigation, detail, app-screen or text row by the key that makes it one (the
    /// first of ``rowKinds`` it has), else a setting.
    mutating func parseRow(_ pair: Pair) -> RowDecl? {
        let rowKeys = Self.rowKeys(pair.value)
        // A setting (the common case) has none of the keys: no walk over the kinds, whose entries hold strings that
        // each step would retain and release (issue 32).
        guard rowKeys != 0, let kind = Self.rowKinds.first(where: { rowKeys & $0.bit != 0 }) else {
            return parseSetting(pair).map(RowDecl.setting)
        }
        guard let fields = fields(of: pair.value, allowed: kind.allowed, in: "\(kind.word) '\(pair.name)'"), let target = fields[kind.key] else { return nil }
        guard let value = text(target.value, what: kind.what) else {
            diagnostics.error(kind.code, "\(kind.word) '\(pair.name)' \(kind.fix)", at: target.value.location)
            return nil
        }
        var row = RowFieldsDecl(name: Located(pair.name, pair.key.range))
        row.title = text(fields["title"], what: "a title")
        // Only what is written: a row's rare keys are made when the first is set (`RowFieldsDecl`).
        if let icon = text(fields["icon"], what: "an SF Symbol name") { row.icon = icon }
        if let color = text(fields["color"], what: "a colour, #RRGGBB") { row.color = color }
        if let visibleWhen = text(fields["visibleWhen"], what: "a condition, e.g. `smoothing.enabled`") { row.visibleWhen = visibleWhen }
        if let enabledWhen = text(fields["enabledWhen"], what: "a condition, e.g. `smoothing.enabled`") { row.enabledWhen = enabledWhen }
        if let platforms = fields["platforms"]?.value { row.platforms = platforms.materialized }
        switch kind.bit {
        case Self.linkRow: return .link(LinkDecl(fields: row, url: value))
        case Self.actionRow:
            let role = text(fields["role"], what: "`destructive`")
            let confirmation = text(fields["confirmation"], what: "a confirmation text")
            return .action(ActionDecl(fields: row, hook: value, role: role, confirmation: confirmation))
        case Self.navigationRow: return .navigation(NavigationDecl(fields: row, target: value))
        case Self.screenRow:
            return .screen(ScreenDecl(fields: row, screen: value, value: text(fields["value"], what: "a property name")))
        case Self.textRow:
            row.title = value
            return .text(TextDecl(fields: row))
        default: return .detail(DetailDecl(fields: row, property: value))
        }
    }

    // MARK: Settings

    mutating func parseSetting(_ pair: Pair) -> SettingDecl? {
        var decl = SettingDecl(fields: RowFieldsDecl(name: Located(pair.name, pair.key.range)))
        switch pair.value.kind {
        case .scalar:
            decl.defaultValue = pair.value.materialized
        case .sequence:
            decl.defaultValue = pair.value.materialized  // a list's default: the type is inferred from it (ListRules)
        case .mapping:
            let before = diagnostics.diagnostics.count
            guard let fields = fields(of: pair.value, allowed: .setting, in: "setting '\(pair.name)'") else { return nil }
            decl.hadUnknownKeys = diagnostics.diagnostics.count > before
            decl.extent = SourceRange(start: pair.key.location, end: pair.value.range.end)
            // Every key of the language table's `SettingKey`: a key read in a way of its own has a case here,
            // the others are read by their shape (the `default:` below).
            for (index, field) in fields.known {
                let key = Self.settingKeys[index]
                switch key {
                case .type:
                    if field.value.sequence != nil {
                        decl.type = ListTypeSpelling.type(field.materialized, diagnostics: &diagnostics)
                        if decl.type == nil { decl.hadUnknownKeys = true }  // reported; no follow-on "cannot infer"
                    } else {
                        decl.type = text(field, what: "a type")
                    }
                case .default: parseDefault(field.value, into: &decl)
                case .title: decl.title = text(field, what: "a title")
                case .description: decl.description = text(field, what: "a description")
                case .range: decl.range = field.value.materialized
                case .step: decl.step = field.value.materialized
                case .sideEffect: decl.sideEffect = text(field, what: "a hook name")
                case .key: decl.key = text(field, what: "a persistence key")
                case .deprecated: parseDeprecation(field, into: &decl)
                case .renamedFrom: decl.renamedFrom = keyList(field)
                case .icon: decl.icon = text(field, what: "an SF Symbol name")
                case .color: decl.color = text(field, what: "a colour, #RRGGBB")
                case .settingsApp: decl.settingsApp = bool(field)
                case .visibleWhen: decl.visibleWhen = text(field, what: "a condition, e.g. `smoothing.enabled`")
                case .enabledWhen: decl.enabledWhen = text(field, what: "a condition, e.g. `smoothing.enabled`")
                case .platforms: decl.platforms = field.value.materialized
                case .unit: decl.unit = text(field, what: "a unit, such as `s` or `%`")
                case .format: decl.format = field.value.materialized
                case .minLength: decl.minLength = field.value.materialized
                case .maxLength: decl.maxLength = field.value.materialized
                case .pattern: decl.pattern = field.value.materialized
                case .minItems: decl.minItems = field.value.materialized
                case .maxItems: decl.maxItems = field.value.materialized
                case .control: decl.control = text(field, what: "a control: `stepper`, `slider` or `numberField`")
                case .allow: decl.allow = codeList(field)
                case .suite: decl.storage.suite = text(field, what: "an App Group identifier, e.g. `group.com.example.app`")
                case .sync: decl.storage.sync = text(field, what: "`icloud` or `none`")
                case .scope: decl.storage.scope = text(field, what: "`device` or `shared`")
                case .layout: decl.storage.layout = text(field, what: "`document` or `flat`")
                case .remote: decl.remote = field.value.materialized
                // Every other key (`requiresRestart:`, `placeholder:`, `keywords:`, ...) is read by its shape in the language table
                // and kept by key (`SettingDecl.keys`): a new key of a plain shape needs no case here.
                default: if let value = parsed(field, as: key.spec.shape) { decl.keys[key] = value }
                }
            }
        }
        return decl
    }

    /// `deprecated: true`, `deprecated: "message"`, or `deprecated: {message: ..., replacement: ...}`.
    mutating func parseDeprecation(_ deprecated: Pair, into decl: inout SettingDecl) {
        let node = deprecated.value
        if node.mapping != nil {
            // `{message: ..., replacement: ...}`: deprecated, with an optional message and replacement.
            if let details = self.fields(of: node, allowed: .deprecation, in: "`deprecated`") {
                for (index, field) in details.known {
                    let key = Self.deprecationKeys[index]
                    switch key {
                    case .message: decl.deprecated = Located(text(field, what: "a deprecation message")?.value, node.range)
                    case .replacement: decl.deprecationReplacement = text(field, what: "the dotted path of the replacing setting")
                    }
                }
                if decl.deprecated == nil { decl.deprecated = Located(nil, node.range) }
            }
        } else if let scalar = node.scalar, scalar.style == .plain, let flag = scalar.boolValue {
            decl.deprecated = flag ? Located(nil, node.range) : nil
        } else if let message = text(deprecated, what: "`true` or a deprecation message") {
            decl.deprecated = Located(message.value, message.range)
        }
    }

    // MARK: Helpers

    /// The pairs of a mapping node by key; unknown keys are reported with a suggestion.
    mutating func fields(of node: Node, allowed construct: Construct, in context: @autoclosure () -> String) -> Fields? {
        guard let pairs = node.mapping else {
            wrongKind(node, expected: "a mapping", for: context())
            return nil
        }
        let table = KeyTable.of(construct)
        var result = Fields(pairs: pairs, table: table)
        for position in pairs.indices {
            let pair = pairs[position]
            if let index = table.index(of: pair.nameBytes) {
                result.accept(position, key: index)
                if table.readText[index] { notePlainText(pair.value, key: table.names[index]) }
            } else {
                diagnostics.emit(construct.unknownKey(pair.materialized, in: context()))
            }
        }
        return result
    }

    /// Keeps where a plain text that people read ends (each item of a list of them), for the check that no comment
    /// follows it on its line (SC1306, `PlainTextComments`). `inject` in a header or footer is a keyword, not text.
    mutating func notePlainText(_ node: Node, key: String) {
        switch node.kind {
        case .scalar(let scalar):
            guard scalar.style == .plain, !scalar.isNull, !node.hasTag, !scalar.is("inject") else { return }
            plainTextEnds.append(key: key, end: node.range.end)
        case .sequence(let items):
            for item in items { notePlainText(item, key: key) }
        case .mapping:
            return
        }
    }

    mutating func text(_ pair: Pair?, what: String) -> Located<String>? {
        guard let pair else { return nil }
        return text(pair.value, what: what)
    }

    /// A scalar's text; null counts as absent; a mapping or list is an error.
    mutating func text(_ node: Node, what: String) -> Located<String>? {
        guard let scalar = node.scalar else {
            wrongKind(node, expected: what, for: nil)
            return nil
        }
        if scalar.isNull { return nil }
        return Located(scalar.value, node.range)
    }

    /// `renamedFrom: old` or `renamedFrom: [old, older]`.
    /// `allow: [SC1543]` or `allow: SC1543`: the codes of warnings accepted on this item (checked by `AllowedWarnings`).
    mutating func codeList(_ pair: Pair?) -> [Located<String>] {
        guard let pair else { return [] }
        if let items = pair.value.sequence {
            return items.compactMap { text($0, what: "a diagnostic code such as SC1543") }
        }
        return text(pair.value, what: "a diagnostic code such as SC1543, or a list of them").map { [$0] } ?? []
    }

    /// A key's value read by its shape (`KeySpec.shape`): text, a flag, text or a list of texts, else the node.
    /// A `.word(rule)` key is checked against its rule and a `.choice` key against its words here, from the language
    /// table (one code per rule, `LexicalRule.diagnostic`; `invalidScalar` for a choice): text that does not follow
    /// them is reported and dropped.
    mutating func parsed(_ field: Pair, as shape: KeyShape) -> ParsedValue? {
        switch shape {
        case .word(let rule, _):
            guard let value = text(field, what: rule.wording) else { return nil }
            guard rule.matches(value.value) else {
                diagnostics.emit(Diagnostic(
                    .error, rule.diagnostic, "`\(field.name)` must be \(rule.wording), found '\(value.value)'", range: value.range))
                return nil
            }
            return .text(value)
        case .choice(let words):
            guard let value = text(field, what: "one of \(words.map { "`\($0)`" }.joined(separator: ", "))") else { return nil }
            guard words.contains(value.value) else {
                diagnostics.emit(Diagnostic(
                    .error, .invalidScalar,
                    "`\(field.name)` must be one of \(words.map { "`\($0)`" }.joined(separator: ", ")), found '\(value.value)'", range: value.range))
                return nil
            }
            return .text(value)
        case .text, .string: return text(field, what: "text for `\(field.name)`").map(ParsedValue.text)
        case .flag: return bool(field).map(ParsedValue.flag)
        case .list(.text, _, _), .list(.string, _, _): return .texts(textList(field, what: "a text for `\(field.name)`"))
        default: return .node(field.value.materialized)
        }
    }

    /// `keywords: night` or `keywords: [night, dark mode]`.
    mutating func textList(_ pair: Pair?, what: String) -> [Located<String>] {
        guard let pair else { return [] }
        if let items = pair.value.sequence {
            return items.compactMap { text($0, what: what) }
        }
        return text(pair.value, what: what + ", or a list of them").map { [$0] } ?? []
    }

    mutating func keyList(_ pair: Pair?) -> [Located<String>] {
        guard let pair else { return [] }
        if let items = pair.value.sequence {
            return items.compactMap { text($0, what: "an old persistence key") }
        }
        return text(pair.value, what: "an old persistence key, or a list of them").map { [$0] } ?? []
    }

    mutating func bool(_ pair: Pair?) -> Located<Bool>? {
        guard let pair else { return nil }
        if let scalar = pair.value.scalar, scalar.style == .plain, let value = scalar.boolValue {
            return Located(value, pair.value.range)
        }
        var message = "`\(pair.name)` must be true or false, found \(pair.value.kindDescription)"
        if let scalar = pair.value.scalar, Self.yaml11Bool(scalar.value) != nil { message += " (write true or false)" }
        diagnostics.error(.invalidScalar, message, at: pair.value.location)
        return nil
    }

    mutating func wrongKind(_ node: Node, expected: String, for context: String?) {
        let subject = context.map { " for \($0)" } ?? ""
        diagnostics.emit(Diagnostic(
            .error, .wrongNodeKind, "expected \(expected)\(subject), found \(node.kindDescription)", range: node.range))
    }

    func isNull(_ node: Node) -> Bool { node.scalar?.isNull == true }

    /// The extra YAML 1.1 booleans that the 1.2 core schema reads as strings.
    static func yaml11Bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "on", "y": true
        case "no", "off", "n": false
        default: nil
        }
    }
}
