public import SettingsRuntime

/// The schema as written: declarations with their source positions, shapes checked, meaning not yet.
/// The validator turns it into `SchemaIR`.

/// A value with the source range it came from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }

    public var location: SourceLocation { range.start }
}

public struct SchemaAST: Sendable {
    public var file: String
    public var rootName: Located<String>?
    public var title: Located<String>?
    public var description: Located<String>?
    public var view: Located<String>?
    /// `linkSchemes:`: the URL schemes link rows may open besides http and https.
    public var linkSchemes: [Located<String>] = []
    /// `settingsWindow:`: generate the macOS Settings scene (true, or written as a mapping).
    public var settingsWindow: Located<Bool>?
    /// `settingsWindow: {tabs: [...]}`: the sections named as tabs, in order (nil: not written; checked by
    /// `SettingsWindowAndIntentsCheck`).
    public var settingsWindowTabs: [Located<String>]? = nil
    public var externalData: Located<String>?
    public var imports: [Located<String>] = []
    public var enums: [EnumDecl] = []
    public var sections: [SectionDecl] = []
    public var location: SourceLocation
    /// The document has a `sections:` key (a missing one is an error already; an empty one a warning).
    public var hasSectionsKey = false
    /// `localization:` as written (`true`, or `{table, sourceLanguage, keys}`); checked by `LocalizationCheck`.
    public var localization: YAMLNode?
    /// `presets:`: named bundles of values, in declaration order; checked by `PresetCheck`.
    public var presets: [PresetDecl] = []
    /// `configurations:`: build configurations beyond debug and release, with their compilation conditions.
    public var configurations: [(name: Located<String>, condition: Located<String>)] = []
    /// `facts:`: the facts the app supplies at run time, by name, with their types as written (lowered into
    /// `SchemaIR.facts`).
    public var facts: [(name: Located<String>, type: Located<String>)] = []
    /// `suite:`, `sync:`, `scope:` of the whole schema (checked by `StorageCheck`).
    public var storage = StorageDecl()
    /// `commit:` of the schema (`review` or `immediate`, the parser checked the word), inherited by every section.
    public var commit: Located<String>?
    /// `resetLine:` of the schema, inherited by every section and setting (resolved by `OptionRules`).
    public var resetLine: Located<Bool>?
    /// The first top-level section the parser parsed on a second thread, if it parsed them on two: lowering splits
    /// its shares there too, so that the first thread frees only declarations of its own malloc arena while the
    /// second allocates in the other (`SchemaValidator.twoThreadSplit`).
    var sectionsParsedOnSecondThread: Int? = nil
    /// The enums, as the first thread parsed them, validated on that second thread once its sections were parsed,
    /// when that reported nothing (`SchemaValidator.validateEnumsBeside`): lowering takes them instead of validating
    /// the enums on the first thread, where they were all it did between parsing and lowering the sections on two
    /// threads.
    var enumsValidatedBeside: ValidatedEnums? = nil

    public init(file: String, location: SourceLocation) {
        self.file = file
        self.location = location
    }
}

public struct EnumDecl: Sendable {
    public var name: Located<String>
    public var cases: [CaseDecl] = []
    /// `fallback:` of the long form: the case a stored value that is no longer a case decodes as.
    public var fallback: Located<String>?
}

public struct CaseDecl: Sendable {
    public var name: Located<String>
    public var title: Located<String>?
    public var description: Located<String>?
    /// The keys few cases write, made when the first is written (issue 32, memory).
    private var rare: SparseBox<Rare>?

    private struct Rare: Sendable {
        var availableWhen: Located<String>?
        var renamedFrom: [Located<String>] = []
        var rawValue: Located<String>?
        var rawValueIsNumber = false
    }

    public init(name: Located<String>) {
        self.name = name
    }

    /// `availableWhen:`: the condition under which a picker offers the case (checked by the conditions pass).
    public var availableWhen: Located<String>? {
        get { rare?.value.availableWhen }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.availableWhen }
    }
    /// `renamedFrom:` of a case in the mapping form: the raw values it was stored as before, newest first.
    public var renamedFrom: [Located<String>] {
        get { rare?.value.renamedFrom ?? [] }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.renamedFrom }
    }
    /// `rawValue:` of a case in the mapping form: what the case is stored as in the flat layout; `isNumber` when
    /// written as a plain whole number.
    public var rawValue: Located<String>? {
        get { rare?.value.rawValue }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.rawValue }
    }
    public var rawValueIsNumber: Bool {
        get { rare?.value.rawValueIsNumber ?? false }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.rawValueIsNumber }
    }
}

public enum HeaderFooterDecl: Sendable {
    case text(Located<String>)
    case inject(SourceRange)
}

public struct SectionDecl: Sendable {
    public var name: Located<String>
    /// `allow:`: codes of warnings accepted inside this section (`AllowedWarnings`).
    public var allow: [Located<String>] = []
    /// From the name to the end of the section's value: where `allow:` applies.
    public var extent: SourceRange?
    public var title: Located<String>?
    public var description: Located<String>?
    public var header: HeaderFooterDecl?
    public var footer: HeaderFooterDecl?
    public var key: Located<String>?
    /// The entries of `settings:` in declaration order: settings and the rows beyond stored values.
    public var rows: [RowDecl] = []
    public var sections: [SectionDecl] = []
    /// `renamedFrom:`: the keys the section was stored under before, newest first.
    public var renamedFrom: [Located<String>] = []
    /// `icon:`: an SF Symbol name shown on a coloured tile; `color:` the tile's colour, `#RRGGBB`.
    public var icon: Located<String>?
    public var color: Located<String>?
    /// `settingsApp:`: expose the section's settings (and its subsections', unless they say otherwise) in
    /// Settings.app through the Settings.bundle backend.
    public var settingsApp: Located<Bool>?
    /// `intents:`: App Intents for the section's settings (and its subsections', unless they say otherwise).
    public var intents: Located<Bool>?
    /// `platforms:` as written: a list of platform names (or one name); checked by `PlatformCheck`.
    public var platforms: YAMLNode?
    /// Parsing the section reported problems (an unknown key, `settings:` as a list, ...), so follow-on
    /// warnings such as "empty section" are not given.
    public var hadErrors = false
    /// `visibleWhen:` and `enabledWhen:`: condition expressions over other settings (see Conditions/).
    public var visibleWhen: Located<String>?
    public var enabledWhen: Located<String>?
    /// `presentation:`: `screen` (a pushed screen, the default) or `inline` (shown inside its parent's screen).
    public var presentation: Located<String>?
    /// `only:`: the build configuration the section exists in (checked by `BuildConfigurationCheck`).
    public var only: Located<String>?
    /// `suite:`, `sync:`, `scope:` of the section, inherited by its settings and subsections (`StorageCheck`).
    public var storage = StorageDecl()
    /// `commit:` of the section (`review` or `immediate`, the parser checked the word), inherited by its subsections.
    public var commit: Located<String>?
    /// `resetLine:` of the section, inherited by its settings and subsections (resolved by `OptionRules`).
    public var resetLine: Located<Bool>?
}

/// Where values live, as written on the root, a section or a setting: `suite:` (an App Group), `sync:` (`icloud`
/// or `none`) and `scope:` (`device` or `shared`); nil where not written. Checked by `StorageCheck`.
public struct StorageDecl: Sendable, Hashable {
    public var suite: Located<String>?
    public var sync: Located<String>?
    public var scope: Located<String>?
    /// `layout:` (`document` or `flat`).
    public var layout: Located<String>?

    public init() {}
}

/// What every entry of a section's `settings:` has, whatever its kind: its name and the keys shared by all
/// rows (`title:`, `icon:`, `color:`, `platforms:`, `visibleWhen:`, `enabledWhen:`).
public struct RowFieldsDecl: Sendable {
    public var name: Located<String>
    public var title: Located<String>?
    /// The keys few rows write (`icon:`, `color:`, `platforms:`, `visibleWhen:`, `enabledWhen:`), allocated when
    /// the first of them is written: held inline they tripled the size of every row (issue 32, memory).
    private var rare: SparseBox<Rare>?

    private struct Rare: Sendable {
        var icon: Located<String>?
        var color: Located<String>?
        var platforms: YAMLNode?
        var visibleWhen: Located<String>?
        var enabledWhen: Located<String>?
    }

    /// `icon:`: an SF Symbol name shown on a coloured tile; `color:` the tile's colour, `#RRGGBB`.
    public var icon: Located<String>? {
        get { rare?.value.icon }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.icon }
    }
    public var color: Located<String>? {
        get { rare?.value.color }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.color }
    }
    /// `platforms:` as written: a list of platform names (or one name); checked by `PlatformCheck`.
    public var platforms: YAMLNode? {
        get { rare?.value.platforms }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.platforms }
    }
    /// `visibleWhen:` and `enabledWhen:`: condition expressions over other settings (see Conditions/).
    public var visibleWhen: Located<String>? {
        get { rare?.value.visibleWhen }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.visibleWhen }
    }
    public var enabledWhen: Located<String>? {
        get { rare?.value.enabledWhen }
        _modify { let rare = SparseBox.unique(&rare, empty: Rare()); yield &rare.value.enabledWhen }
    }

    public init(name: Located<String>) {
        self.name = name
    }
}

/// Storage for the keys a declaration seldom has, held by reference and made only when one is written
/// (`SettingDecl`'s and `RowFieldsDecl`'s rare keys): a declaration that writes none of them pays one nil pointer.
/// Copy on write: a change goes through ``unique(_:empty:)``, which copies the box first unless the declaration
/// holding it is its only owner, so copies never share a change. Its accesses are not checked for exclusivity at
/// run time: they are made only through those accessors.
/// What a ``SparseSlot`` holds: fields with defaults (`init()` gives the value of a declaration that wrote none).
protocol SparseFields: Sendable, Hashable {
    init()
}

/// A ``SparseBox`` that compares and hashes as its value, an empty slot as the defaults (`Value()`): for the rare
/// fields of a `Hashable` value of the IR.
struct SparseSlot<Value: SparseFields>: Sendable, Hashable {
    var box: SparseBox<Value>?

    init() {}

    /// The box, made unique (and made, when there is none) for a change.
    mutating func unique() -> SparseBox<Value> { SparseBox.unique(&box, empty: Value()) }

    static func == (lhs: SparseSlot, rhs: SparseSlot) -> Bool {
        lhs.box === rhs.box || (lhs.box?.value ?? Value()) == (rhs.box?.value ?? Value())
    }

    func hash(into hasher: inout Hasher) { hasher.combine(box?.value ?? Value()) }
}

/// A value held by reference, for copy on write: the rare fields of a declaration or of the IR (`SparseSlot`), and
/// the whole contents of a setting and a section of the IR (`SettingIR`, `SectionIR`), which the passes and backends
/// copy often. Changed only by a holder that made it unique (`isKnownUniquelyReferenced`); its accesses are not
/// checked for exclusivity at run time.
final class SparseBox<Value: Sendable>: @unchecked Sendable {
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }

    /// The box in `slot`, made (from `empty`) when there is none and copied when it is shared, ready for a change.
    static func unique(_ slot: inout SparseBox<Value>?, empty: @autoclosure () -> Value) -> SparseBox<Value> {
        if slot == nil {
            slot = SparseBox(empty())
        } else if !isKnownUniquelyReferenced(&slot) {
            slot = SparseBox(slot.unsafelyUnwrapped.value)
        }
        return slot.unsafelyUnwrapped
    }
}

/// The AST's rows (the runtime's ``SettingsRowOf``, as the IR's and the form's are): every key as written,
/// with its place, nil where not written.
public enum DeclRows: SettingsRowFamily {
    public typealias Fields = RowFieldsDecl
    public typealias Setting = SettingDecl
    public typealias Link = LinkDecl
    public typealias Action = ActionDecl
    public typealias Navigation = NavigationDecl
    public typealias Detail = DetailDecl
    public typealias Screen = ScreenDecl
    public typealias StaticText = TextDecl
}

/// One entry of a section's `settings:`, in declaration order: a stored setting or a row beyond stored values.
public typealias RowDecl = SettingsRowOf<DeclRows>

extension SectionDecl {
    /// The stored settings among ``rows``, in declaration order.
    public var settings: [SettingDecl] {
        rows.compactMap { if case .setting(let setting) = $0 { setting } else { nil } }
    }
}

/// A row beyond stored values, in the AST or the IR: the fields every row has (`RowFieldsDecl`, `RowFieldsIR`),
/// reachable as its own (`row.title`, the runtime's `SettingsFieldsForwarding`), plus its kind's.
public typealias RowKind = SettingsFieldsForwarding & Sendable

/// A row that opens a URL: `link:` holds it.
@dynamicMemberLookup
public struct LinkDecl: RowKind {
    public var fields: RowFieldsDecl
    public var url: Located<String>?
}

/// A row that runs a hook of the host view: `action:` names it; `role:`, `confirmation:`.
@dynamicMemberLookup
public struct ActionDecl: RowKind {
    public var fields: RowFieldsDecl
    public var hook: Located<String>?
    /// `role:` and `confirmation:`, made when written: a row of the AST is as large as its largest kind, and held
    /// inline these made every row, settings' too, half as large again (issue 32, memory).
    private var extras: SparseBox<Extras>?

    private struct Extras: Sendable {
        var role: Located<String>?
        var confirmation: Located<String>?
    }

    public init(fields: RowFieldsDecl, hook: Located<String>?, role: Located<String>?, confirmation: Located<String>?) {
        self.fields = fields
        self.hook = hook
        if role != nil || confirmation != nil { extras = SparseBox(Extras(role: role, confirmation: confirmation)) }
    }

    public var role: Located<String>? {
        get { extras?.value.role }
        _modify { let extras = SparseBox.unique(&extras, empty: Extras()); yield &extras.value.role }
    }
    public var confirmation: Located<String>? {
        get { extras?.value.confirmation }
        _modify { let extras = SparseBox.unique(&extras, empty: Extras()); yield &extras.value.confirmation }
    }
}

/// A chevron row that opens another section: `navigate:` holds the dotted path of section names from the root.
@dynamicMemberLookup
public struct NavigationDecl: RowKind {
    public var fields: RowFieldsDecl
    public var target: Located<String>?
}

/// A read-only row showing a property of the app's external data: `detail:` names the property of the
/// `externalData:` type.
@dynamicMemberLookup
public struct DetailDecl: RowKind {
    public var fields: RowFieldsDecl
    public var property: Located<String>?
}

/// A chevron row that opens a screen of the app's own: `screen:` names it (the host view's hook is
/// `<screen>Screen()`); `value:` names a `String` property of the host view shown before the chevron.
@dynamicMemberLookup
public struct ScreenDecl: RowKind {
    public var fields: RowFieldsDecl
    public var screen: Located<String>?
    /// `value:`, made when written (as `ActionDecl`'s extras, issue 32).
    private var valueBox: SparseBox<Located<String>?>?

    public init(fields: RowFieldsDecl, screen: Located<String>?, value: Located<String>?) {
        self.fields = fields
        self.screen = screen
        if let value { valueBox = SparseBox(value) }
    }

    public var value: Located<String>? {
        get { valueBox?.value ?? nil }
        _modify { let box = SparseBox.unique(&valueBox, empty: nil); yield &box.value }
    }
}

/// A line of text among the rows: `text:` holds it (kept as the row's title).
@dynamicMemberLookup
public struct TextDecl: RowKind {
    public var fields: RowFieldsDecl
}

/// A stored setting as written. The keys every row has (its name, `title:`, `icon:`, `color:`, `platforms:`,
/// `visibleWhen:`, `enabledWhen:`) are its ``fields``, read and written as its own (`setting.title`).
@dynamicMemberLookup
public struct SettingDecl: SettingsFieldsForwarding, Sendable {
    /// The fields as written, held by reference (``Box``), as `SettingIR` holds its own: the passes read the settings
    /// of a section as a list (`SectionDecl.settings`) several times, and a setting has dozens of reference-counted
    /// fields, each copy a retain and a release of every one (issue 32). Boxed, a copy is one retain; a change
    /// copies the box first unless it is the only reference (copy on write), so copies never share one.
    private struct Contents: Sendable {
        var fields: RowFieldsDecl
        var extent: SourceRange?
        var type: Located<String>?
        var defaultValue: YAMLNode?
        var description: Located<String>?
        var range: YAMLNode?
        var keys: ParsedKeys<SettingKey> = ParsedKeys<SettingKey>()
        var hadUnknownKeys: Bool = false
        /// The keys few settings write (everything but the name, `title:`, `type:`, `default:`, `description:`,
        /// `range:` and the keys read by shape), allocated when the first of them is written: most settings write
        /// none, and held inline they were three quarters of a declaration (issue 32, memory).
        var rare: SparseBox<Rare>?
    }

    /// The keys of ``Contents/rare``.
    private struct Rare: Sendable {
        var allow: [Located<String>] = []
        var configurationDefaults: [(name: Located<String>, value: YAMLNode)] = []
        var configurationDefaultsRange: SourceRange?
        var step: YAMLNode?
        var sideEffect: Located<String>?
        var key: Located<String>?
        var deprecated: Located<String?>?
        var deprecationReplacement: Located<String>?
        var renamedFrom: [Located<String>] = []
        var settingsApp: Located<Bool>?
        var unit: Located<String>?
        var format: YAMLNode?
        var minLength: YAMLNode?
        var maxLength: YAMLNode?
        var pattern: YAMLNode?
        var control: Located<String>?
        var storage: StorageDecl = StorageDecl()
        var remote: YAMLNode?
        var minItems: YAMLNode?
        var maxItems: YAMLNode?
    }

    /// Changed only through ``makeUnique()``, by the one declaration that holds it (`isKnownUniquelyReferenced`), so
    /// sharing it between threads is as safe as any copy-on-write value. Its accesses are not checked for
    /// exclusivity at run time: they are made only through the accessors below, and the check cost more than the read.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var contents: Contents
        init(_ contents: Contents) { self.contents = contents }
    }

    private var box: Box

    public init(fields: RowFieldsDecl) {
        box = Box(Contents(fields: fields))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.contents) }
    }

    /// The rare keys' storage, made unique (and made, when none was written yet) for a change.
    private mutating func uniqueRare() -> SparseBox<Rare> {
        makeUnique()
        return SparseBox.unique(&box.contents.rare, empty: Rare())
    }

    public var fields: RowFieldsDecl {
        get { box.contents.fields }
        _modify { makeUnique(); yield &box.contents.fields }
    }
    /// `allow:`: codes of warnings accepted on this setting (`AllowedWarnings`).
    public var allow: [Located<String>] {
        get { box.contents.rare?.value.allow ?? [] }
        _modify { let rare = uniqueRare(); yield &rare.value.allow }
    }
    /// From the name to the end of the setting's value: where `allow:` applies.
    public var extent: SourceRange? {
        get { box.contents.extent }
        _modify { makeUnique(); yield &box.contents.extent }
    }
    /// The `type:` text, e.g. `int?`.
    public var type: Located<String>? {
        get { box.contents.type }
        _modify { makeUnique(); yield &box.contents.type }
    }
    /// The default as written: the short form's value, or the long form's `default:` (of the mapping form, the
    /// `release` value, or the first one when there is none, so the type can still be inferred).
    public var defaultValue: YAMLNode? {
        get { box.contents.defaultValue }
        _modify { makeUnique(); yield &box.contents.defaultValue }
    }
    /// `default: {debug: ..., release: ...}`: every configuration's value as written, release included;
    /// empty for a plain default. Checked by `BuildConfigurationCheck`.
    public var configurationDefaults: [(name: Located<String>, value: YAMLNode)] {
        get { box.contents.rare?.value.configurationDefaults ?? [] }
        _modify { let rare = uniqueRare(); yield &rare.value.configurationDefaults }
    }
    /// Where the mapping form of `default:` is written.
    public var configurationDefaultsRange: SourceRange? {
        get { box.contents.rare?.value.configurationDefaultsRange }
        _modify { let rare = uniqueRare(); yield &rare.value.configurationDefaultsRange }
    }
    public var description: Located<String>? {
        get { box.contents.description }
        _modify { makeUnique(); yield &box.contents.description }
    }
    public var range: YAMLNode? {
        get { box.contents.range }
        _modify { makeUnique(); yield &box.contents.range }
    }
    public var step: YAMLNode? {
        get { box.contents.rare?.value.step }
        _modify { let rare = uniqueRare(); yield &rare.value.step }
    }
    public var sideEffect: Located<String>? {
        get { box.contents.rare?.value.sideEffect }
        _modify { let rare = uniqueRare(); yield &rare.value.sideEffect }
    }
    public var key: Located<String>? {
        get { box.contents.rare?.value.key }
        _modify { let rare = uniqueRare(); yield &rare.value.key }
    }
    /// `deprecated: true` (message nil) or `deprecated: "message"`; `false` leaves it nil.
    public var deprecated: Located<String?>? {
        get { box.contents.rare?.value.deprecated }
        _modify { let rare = uniqueRare(); yield &rare.value.deprecated }
    }
    /// `deprecated: {replacement: section.setting}`: the dotted path of names of the setting that replaces it.
    public var deprecationReplacement: Located<String>? {
        get { box.contents.rare?.value.deprecationReplacement }
        _modify { let rare = uniqueRare(); yield &rare.value.deprecationReplacement }
    }
    /// `renamedFrom:`: the keys the setting was stored under before, newest first.
    public var renamedFrom: [Located<String>] {
        get { box.contents.rare?.value.renamedFrom ?? [] }
        _modify { let rare = uniqueRare(); yield &rare.value.renamedFrom }
    }
    /// `settingsApp:`: show the setting in Settings.app (the Settings.bundle backend); nil: as its section says.
    public var settingsApp: Located<Bool>? {
        get { box.contents.rare?.value.settingsApp }
        _modify { let rare = uniqueRare(); yield &rare.value.settingsApp }
    }
    /// `unit:`, shown after the value (`s`, `%`, `days`); `format:` as written (`percent`, `{decimals: 1}`).
    public var unit: Located<String>? {
        get { box.contents.rare?.value.unit }
        _modify { let rare = uniqueRare(); yield &rare.value.unit }
    }
    public var format: YAMLNode? {
        get { box.contents.rare?.value.format }
        _modify { let rare = uniqueRare(); yield &rare.value.format }
    }
    /// `minLength:`, `maxLength:` (checked by the validator to be non-negative integers).
    public var minLength: YAMLNode? {
        get { box.contents.rare?.value.minLength }
        _modify { let rare = uniqueRare(); yield &rare.value.minLength }
    }
    public var maxLength: YAMLNode? {
        get { box.contents.rare?.value.maxLength }
        _modify { let rare = uniqueRare(); yield &rare.value.maxLength }
    }
    /// `pattern:` as written: a regex, or `{regex: ..., message: ...}`.
    public var pattern: YAMLNode? {
        get { box.contents.rare?.value.pattern }
        _modify { let rare = uniqueRare(); yield &rare.value.pattern }
    }
    /// The keys the parser reads by their shape alone (`requiresRestart:`, `skip:`, `secure:`, `placeholder:`,
    /// `keywords:`, `accessibilityLabel:`), by key; every key with a field here is read in a way of its own.
    public var keys: ParsedKeys<SettingKey> {
        get { box.contents.keys }
        _modify { makeUnique(); yield &box.contents.keys }
    }
    /// `control:`: the control a number setting gets instead of the standard one (checked by `ControlRules`).
    public var control: Located<String>? {
        get { box.contents.rare?.value.control }
        _modify { let rare = uniqueRare(); yield &rare.value.control }
    }
    /// `export:`: `always`, `never` or `device-only`, read by its shape (a `.choice` of the language table, which the
    /// parser checks).
    public var export: Located<String>? { keys.text(.export) }
    /// `suite:`, `sync:`, `scope:` of the setting (`StorageCheck`).
    public var storage: StorageDecl {
        get { box.contents.rare?.value.storage ?? StorageDecl() }
        _modify { let rare = uniqueRare(); yield &rare.value.storage }
    }
    /// `remote:` as written: `true`/`false` or a remote key (checked by `RemoteCheck`).
    public var remote: YAMLNode? {
        get { box.contents.rare?.value.remote }
        _modify { let rare = uniqueRare(); yield &rare.value.remote }
    }
    /// `minItems:`, `maxItems:` of a list setting (checked by `ListRuleCheck`).
    public var minItems: YAMLNode? {
        get { box.contents.rare?.value.minItems }
        _modify { let rare = uniqueRare(); yield &rare.value.minItems }
    }
    public var maxItems: YAMLNode? {
        get { box.contents.rare?.value.maxItems }
        _modify { let rare = uniqueRare(); yield &rare.value.maxItems }
    }
    /// The setting had keys the language does not know (a typo of `type`, say); follow-on errors are not given.
    public var hadUnknownKeys: Bool {
        get { box.contents.hadUnknownKeys }
        _modify { makeUnique(); yield &box.contents.hadUnknownKeys }
    }
}

/// A preset as written: `staging: {network.baseURL: ...}` or `staging: {values: {...}, title:, whole: true}`.
public struct PresetDecl: Sendable {
    public var name: Located<String>
    public var title: Located<String>?
    public var description: Located<String>?
    /// `whole: true`: applied whole or not at all.
    public var whole: Located<Bool>?
    /// The values by dotted path, in declaration order: the key (with its range) and the value node.
    public var values: [(path: Located<String>, value: YAMLNode)] = []
    /// The preset's value node.
    public var range: SourceRange
    /// The long form without `values:` (reported by the parser; not "empty" again).
    public var missingValues = false
}

/// The IR keeps some keys as written, with their places (`WrittenKeysIR`).
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
