public import SettingsRuntime

/// The keys of a section or setting that a pass after lowering checks as they are written, with their places,
/// copied by lowering from the declaration, so that those passes walk the IR alone and never look back at the AST
/// or match a declaration to its IR by name:
///
/// - where values live (`suite:`, `sync:`, `scope:`, `layout:`), `export:`, `storedAs:` and `keychainService:`,
///   checked by `StorageCheck` (inherited down the tree, so only the whole tree can check them);
/// - `settingsApp:`, checked by `SettingsAppChecker`;
/// - `remote:`, checked by `RemoteCheck`;
/// - `visibleWhen:` and `enabledWhen:` of the section and of each row it declares (also the rows lowering refused,
///   whose conditions are still checked in the same run), and the names of the settings it declares (valid or not,
///   so that a condition reading an invalid one is not reported again), read by `ConditionChecker`.
///
/// Backends never read it: everything they need is in the checked fields of the IR.
public struct WrittenKeysIR: Sendable, Hashable {
    /// Everything but the name's range, allocated when the first of it is written: a setting writes none of it
    /// as a rule, and held inline it was some 600 bytes per setting at the peak of memory (issue 32).
    private var rare: SparseBox<Rare>?

    private struct Rare: Sendable, Hashable {
        var storage = StorageDecl()
        var settingsApp: Located<Bool>?
        var export: Located<String>?
        var storedAs: Located<String>?
        var keychainService: Located<String>?
        var remote: RemoteWrittenIR?
        var commit: SettingsCommitMode?
        var cascades: [CascadeWrittenIR] = []
        var intents: Located<Bool>?
        var intentPhrases: [Located<String>] = []
        var resetLine: Bool?
        var casesLimit: CasesLimitWrittenIR?
        var visibleWhen: Located<String>?
        var enabledWhen: Located<String>?
    }

    /// Whether none of the keys kept apart in `rare` is written (storage, `settingsApp:`, `export:`, `storedAs:`,
    /// `keychainService:`, `remote:`, cascades, conditions, ...): most settings write none.
    var writesNoRareKeys: Bool { rare == nil }

    public var storage: StorageDecl {
        get { rare?.value.storage ?? StorageDecl() }
        set {
            // Nothing written is all four nil: asked field by field, not by comparing with an empty declaration
            // (issue 32: the comparison of four optional texts cost about a thousand instructions a setting).
            let isEmpty = newValue.suite == nil && newValue.sync == nil && newValue.scope == nil && newValue.layout == nil
            if rare != nil || !isEmpty { SparseBox.unique(&rare, empty: Rare()).value.storage = newValue }
        }
    }
    public var settingsApp: Located<Bool>? {
        get { rare?.value.settingsApp }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.settingsApp = newValue } }
    }
    /// A setting's `export:`, `storedAs:` and `keychainService:`, and its name's range (where the passes report).
    public var export: Located<String>? {
        get { rare?.value.export }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.export = newValue } }
    }
    public var storedAs: Located<String>? {
        get { rare?.value.storedAs }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.storedAs = newValue } }
    }
    public var keychainService: Located<String>? {
        get { rare?.value.keychainService }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.keychainService = newValue } }
    }
    public var nameRange: SourceRange?
    /// A setting's `remote:`.
    public var remote: RemoteWrittenIR? {
        get { rare?.value.remote }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.remote = newValue } }
    }
    /// A section's (or the root's) `commit:`, resolved down the tree by `CascadeCheck` into `SectionIR.commit`.
    public var commit: SettingsCommitMode? {
        get { rare?.value.commit }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.commit = newValue } }
    }
    /// A setting's `cascade:` entries, their shape checked by lowering, their targets and values by `CascadeCheck`.
    public var cascades: [CascadeWrittenIR] {
        get { rare?.value.cascades ?? [] }
        set { if rare != nil || !newValue.isEmpty { SparseBox.unique(&rare, empty: Rare()).value.cascades = newValue } }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.cascades }
    }
    /// `intents:` of a setting or section, and a setting's `intentPhrases:` (`SettingsWindowAndIntentsCheck`).
    public var intents: Located<Bool>? {
        get { rare?.value.intents }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.intents = newValue } }
    }
    public var intentPhrases: [Located<String>] {
        get { rare?.value.intentPhrases ?? [] }
        set { if rare != nil || !newValue.isEmpty { SparseBox.unique(&rare, empty: Rare()).value.intentPhrases = newValue } }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.intentPhrases }
    }
    /// A section's, the root's or a setting's `resetLine:`, resolved down the tree by `OptionRules` (a setting whose
    /// resolved value is false gets `SettingsFormAttribute.noResetLine`).
    public var resetLine: Bool? {
        get { rare?.value.resetLine }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.resetLine = newValue } }
    }
    /// A setting's `casesFrom:` or `casesUpTo:` (`isFrom` tells which), checked by `OptionRules`.
    public var casesLimit: CasesLimitWrittenIR? {
        get { rare?.value.casesLimit }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.casesLimit = newValue } }
    }
    /// A section's own conditions.
    public var visibleWhen: Located<String>? {
        get { rare?.value.visibleWhen }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.visibleWhen = newValue } }
    }
    public var enabledWhen: Located<String>? {
        get { rare?.value.enabledWhen }
        set { if rare != nil || newValue != nil { SparseBox.unique(&rare, empty: Rare()).value.enabledWhen = newValue } }
    }
    /// A section's rows as declared, in order, with their conditions: `row` is the row's index in `SectionIR.rows`,
    /// nil for a row lowering refused. Held inline, as is ``declaredSettingNames``: every section has them, and in
    /// the rare fields they made a box of all of them for every section (issue 32, memory).
    public var rowConditions: [RowConditionsIR] = []
    /// A section's declared settings' names, valid or not.
    public var declaredSettingNames: [String] = []

    public static func == (lhs: WrittenKeysIR, rhs: WrittenKeysIR) -> Bool {
        lhs.nameRange == rhs.nameRange && lhs.rowConditions == rhs.rowConditions
            && lhs.declaredSettingNames == rhs.declaredSettingNames
            && (lhs.rare === rhs.rare || (lhs.rare?.value ?? Rare()) == (rhs.rare?.value ?? Rare()))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nameRange)
        hasher.combine(rowConditions)
        hasher.combine(declaredSettingNames)
        hasher.combine(rare?.value ?? Rare())
    }

    public init() {}

    /// Whether a condition is written on the section or one of its rows.
    public var hasConditions: Bool {
        visibleWhen != nil || enabledWhen != nil || rowConditions.contains { $0.visibleWhen != nil || $0.enabledWhen != nil }
    }
}

/// A setting's `remote:` as written (see ``WrittenKeysIR/remote``): a scalar's text and whether it is plain (only a
/// plain `true`/`false` is a flag), or, for null, a list or a mapping, what was found (`found`, for the message).
public struct RemoteWrittenIR: Sendable, Hashable {
    /// The scalar's text; nil when `remote:` is not a scalar or is null.
    public var text: String?
    public var isPlain: Bool
    /// What `remote:` is, as a message says it (`YAMLNode.kindDescription`); only kept when it is not a scalar's text.
    public var found: String
    public var range: SourceRange
    public var location: SourceLocation { range.start }

    public init(text: String?, isPlain: Bool, found: String, range: SourceRange) {
        self.text = text
        self.isPlain = isPlain
        self.found = found
        self.range = range
    }
}

/// One entry of a setting's `cascade:` as written: `when:` (nil: any change) and the values of `set:` by dotted path,
/// the values as the schema writes them (read by `SchemaValidator.parseValue` in `CascadeCheck`).
public struct CascadeWrittenIR: Sendable, Hashable {
    public var when: WrittenValue?
    public var set: [(path: Located<String>, value: WrittenValue)]
    public var range: SourceRange

    public init(when: WrittenValue?, set: [(path: Located<String>, value: WrittenValue)], range: SourceRange) {
        self.when = when
        self.set = set
        self.range = range
    }

    public static func == (lhs: CascadeWrittenIR, rhs: CascadeWrittenIR) -> Bool {
        lhs.range == rhs.range && lhs.when == rhs.when && lhs.set.map(\.path) == rhs.set.map(\.path)
            && lhs.set.map(\.value) == rhs.set.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(set.count)
    }
}

/// A value as the schema writes it, kept for a pass after lowering to read with the one value reader; compared by
/// its place.
public struct WrittenValue: Sendable, Hashable {
    public let node: YAMLNode

    public init(_ node: YAMLNode) { self.node = node }

    public static func == (lhs: WrittenValue, rhs: WrittenValue) -> Bool { lhs.node.range == rhs.node.range }
    public func hash(into hasher: inout Hasher) { hasher.combine(node.range) }
}

/// One declared row's conditions as written (see ``WrittenKeysIR/rowConditions``).
public struct RowConditionsIR: Sendable, Hashable {
    /// The row's kind (`RowIR.kind`: "setting", "link", ...) and name.
    public var kind: String
    public var name: String
    /// The conditions, made when one is written (most rows have none; issue 32, memory).
    private var conditions = SparseSlot<Conditions>()

    private struct Conditions: SparseFields {
        var visibleWhen: Located<String>? = nil
        var enabledWhen: Located<String>? = nil
    }

    public var visibleWhen: Located<String>? {
        get { conditions.box?.value.visibleWhen }
        set { if conditions.box != nil || newValue != nil { conditions.unique().value.visibleWhen = newValue } }
    }
    public var enabledWhen: Located<String>? {
        get { conditions.box?.value.enabledWhen }
        set { if conditions.box != nil || newValue != nil { conditions.unique().value.enabledWhen = newValue } }
    }
    /// The row's index in `SectionIR.rows`; nil when lowering refused it.
    public var row: Int?

    public init(kind: String, name: String, visibleWhen: Located<String>?, enabledWhen: Located<String>?, row: Int?) {
        self.kind = kind
        self.name = name
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
        self.row = row
    }

    public var isSetting: Bool { kind == "setting" }
}

/// A ``WrittenKeysIR`` held by reference. Sections and settings of the IR are copied many times by the passes and the
/// backends (`SectionIR.settings` alone copies every setting), and the written keys are a dozen reference-counted
/// fields that only three passes read: boxed, they cost a copy one retain (issue 32's instruction budget).
/// Immutable once made: setting a new value makes a new box, so copies never share a change.
struct WrittenKeysBox: Sendable, Hashable {
    private final class Box: Sendable {
        let value: WrittenKeysIR
        init(_ value: WrittenKeysIR) { self.value = value }
    }
    private static let empty = Box(WrittenKeysIR())
    private var box = WrittenKeysBox.empty

    var value: WrittenKeysIR {
        get { box.value }
        set { box = Box(newValue) }
    }

    static func == (lhs: WrittenKeysBox, rhs: WrittenKeysBox) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }
    func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}

/// A setting's `casesFrom:` or `casesUpTo:` as written: the other setting's dotted path of schema names, checked by
/// `OptionRules` (it names an enum setting of the same enum).
public struct CasesLimitWrittenIR: Sendable, Hashable {
    public var path: Located<String>
    /// `casesFrom:` (true) or `casesUpTo:`.
    public var isFrom: Bool
    /// Where the other key is written when a setting has both (reported by `OptionRules`).
    public var conflict: SourceRange?
}
