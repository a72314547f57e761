public import SettingsRuntime

/// The validated, typed form of one schema: what every backend reads.
/// Everything here has been checked; backends never re-validate and never see YAML.
public struct SchemaIR: Sendable, Hashable {
    /// The path the schema was read from, as given on the command line.
    public var sourcePath: String
    /// The root Swift type, e.g. `BetaSettings`.
    public var rootTypeName: String
    public var title: String
    public var description: String?
    public var viewName: String?
    /// `settingsWindow: true`: the macOS Settings scene is generated (`SettingsWindowBackend`, with `view:`).
    public var settingsWindow: Bool = false
    /// `settingsWindow: {tabs: [...]}`: the top-level sections that are the window's tabs, by name, in order (checked
    /// by `SettingsWindowAndIntentsCheck`); nil: every top-level section shown on macOS, in schema order.
    public var settingsWindowTabs: [String]? = nil
    /// `settingsWindow:` as written: where it is, and its `tabs:` (nil: not written), for the check that resolves
    /// `settingsWindowTabs`.
    public var writtenSettingsWindow: SourceLocation? = nil
    public var writtenSettingsWindowTabs: [Located<String>]? = nil
    public var externalDataName: String?
    public var imports: [String]
    public var enums: [EnumIR]
    /// The root section: it holds the top-level sections and has no settings of its own.
    public var root: SectionIR
    /// `localization:`: the string table and the key of every text shown on screen; nil when not opted in.
    public var localization: LocalizationIR? = nil
    /// `presets:`: named bundles of checked values, in declaration order (`PresetCheck`).
    public var presets: [PresetIR] = []
    /// `configurations:`: the build configurations the schema declares beyond debug and release, in order.
    public var declaredConfigurations: [BuildConfigurationIR] = []
    /// `facts:`: the facts the app supplies at run time, in declaration order (checked by lowering).
    public var facts: [FactIR] = []
    /// Where `settings:` (the root type name) and `view:` are written, for diagnostics about the names they make
    /// (`OutputNames`); nil when not written.
    public var rootNameLocation: SourceLocation? = nil
    public var viewLocation: SourceLocation? = nil

    public init(
        sourcePath: String, rootTypeName: String, title: String, description: String?, viewName: String?,
        externalDataName: String?, imports: [String], enums: [EnumIR], root: SectionIR
    ) {
        self.sourcePath = sourcePath
        self.rootTypeName = rootTypeName
        self.title = title
        self.description = description
        self.viewName = viewName
        self.externalDataName = externalDataName
        self.imports = imports
        self.enums = enums
        self.root = root
    }

    public func enumDecl(named name: String) -> EnumIR? {
        enums.first { $0.name == name }
    }

    /// Every setting, depth first in UI order, with the path of section names leading to it.
    public var allSettings: [(path: [String], setting: SettingIR)] {
        var result: [(path: [String], setting: SettingIR)] = []
        func walk(_ section: SectionIR, _ path: [String]) {
            for case .setting(let setting) in section.rows { result.append((path, setting)) }
            for child in section.sections { walk(child, path + [child.name]) }
        }
        walk(root, [])
        return result
    }
}

public struct EnumIR: Sendable, Hashable {
    public var name: String
    public var cases: [EnumCaseIR]
    public var location: SourceLocation
    /// The case a stored value that is no longer a case decodes as (`fallback:`); nil: the setting's default.
    public var fallback: String? = nil

    public init(name: String, cases: [EnumCaseIR], location: SourceLocation) {
        self.name = name
        self.cases = cases
        self.location = location
    }
}

public struct EnumCaseIR: Sendable, Hashable {
    /// The case name, also its stored raw value.
    public var name: String
    public var title: String
    public var description: String?
    /// The fields few cases have (renames, raw values, conditions), made when the first is set: held inline they
    /// were more than half of every case (issue 32, memory).
    private var rare = SparseSlot<Rare>()

    private struct Rare: SparseFields {
        var renamedFrom: [String] = []
        var rawValue: SettingsFlatRawValue? = nil
        var writtenAvailableWhen: Located<String>? = nil
        var availableWhen: ConditionIR? = nil
    }

    /// Raw values the case was stored as before (`renamedFrom:`), newest first: they decode as this case.
    public var renamedFrom: [String] {
        get { rare.box?.value.renamedFrom ?? [] }
        set { if rare.box != nil || !newValue.isEmpty { rare.unique().value.renamedFrom = newValue } }
    }
    /// What the case is stored as in the flat layout (`rawValue:`); nil: its name.
    public var rawValue: SettingsFlatRawValue? {
        get { rare.box?.value.rawValue }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.rawValue = newValue } }
    }
    /// `availableWhen:` as written, checked by the conditions pass into ``availableWhen``.
    public var writtenAvailableWhen: Located<String>? {
        get { rare.box?.value.writtenAvailableWhen }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.writtenAvailableWhen = newValue } }
    }
    /// When a picker offers the case; nil: always.
    public var availableWhen: ConditionIR? {
        get { rare.box?.value.availableWhen }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.availableWhen = newValue } }
    }

    public init(name: String, title: String, description: String?) {
        self.name = name
        self.title = title
        self.description = description
    }
}

/// Text shown above or below a section: fixed text, or a hook the host view implements.
public enum HeaderFooterIR: Sendable, Hashable {
    case text(String)
    case inject
}

public struct SectionIR: Sendable, Hashable {
    /// The index in ``rows`` of each setting, by name (the first, should two share one): for the passes that
    /// match the AST's settings to the IR's, one lookup each instead of a search of the rows, which was quadratic in
    /// the settings of a section.
    public var rowIndicesBySettingName: [String: Int] {
        var indices: [String: Int] = [:]
        indices.reserveCapacity(rows.count)
        for index in rows.indices {
            guard case .setting(let setting) = rows[index], indices[setting.name] == nil else { continue }
            indices[setting.name] = index
        }
        return indices
    }

    /// Every section below this one, each before its subsections, in schema order (not this one).
    public var descendants: [SectionIR] {
        var sections: [SectionIR] = []
        func walk(_ section: SectionIR) {
            for child in section.sections {
                sections.append(child)
                walk(child)
            }
        }
        walk(self)
        return sections
    }

    /// The stored fields, held by reference (as ``SettingIR``'s): the passes and the backends walk the sections many
    /// times (`for child in section.sections`), and each step copied a section's two dozen reference-counted fields,
    /// a retain and a release each (issue 32: about 450 instructions a copy, 6,100 copies at 1,000 settings). Boxed,
    /// a copy is one retain; a change copies the box first unless it is the only reference (copy on write).
    private struct Contents: Sendable, Hashable {
        var name: String
        var typeName: String
        var key: String
        var title: String
        var description: String?
        var header: HeaderFooterIR?
        var footer: HeaderFooterIR?
        var sections: [SectionIR]
        var location: SourceLocation
        var renamedFrom: [String] = []
        var icon: String? = nil
        var color: String? = nil
        var visibleWhen: ConditionIR? = nil
        var enabledWhen: ConditionIR? = nil
        var platforms: [Platform]? = nil
        var presentation: SectionPresentation = .screen
        var commit: SettingsCommitMode = .review
        var only: String? = nil
        var intents: Bool? = nil
        var path: [String] = []
        var keyPath: [String] = []
        var id: String = ""
        var rows: [RowIR]
        /// ``settings`` as the rows were when it was last made (issue 32: made from the rows on every read, it cost
        /// about 3,400 instructions a read, and the passes and backends read it a dozen times per section). Not part
        /// of the section's value: equal and hashed alike whatever it holds.
        var settingsMemo: SettingsMemo
        var writtenBox = WrittenKeysBox()
    }

    /// Changed only through ``makeUnique()``, by the one section that holds it (as ``SettingIR``'s box).
    private var box: SparseBox<Contents>

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = SparseBox(box.value) }
    }

    public static func == (lhs: SectionIR, rhs: SectionIR) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    public func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }

    /// The name in the schema; also the Swift property name (escaped by backends when a keyword).
    public var name: String {
        get { box.value.name }
        _modify { makeUnique(); yield &box.value.name }
    }
    /// The nested Swift type, e.g. `Smoothing` for `smoothing`. For the root, the root type name.
    public var typeName: String {
        get { box.value.typeName }
        _modify { makeUnique(); yield &box.value.typeName }
    }
    /// The persistence key of this section inside its parent (the name unless overridden).
    public var key: String {
        get { box.value.key }
        _modify { makeUnique(); yield &box.value.key }
    }
    public var title: String {
        get { box.value.title }
        _modify { makeUnique(); yield &box.value.title }
    }
    public var description: String? {
        get { box.value.description }
        _modify { makeUnique(); yield &box.value.description }
    }
    public var header: HeaderFooterIR? {
        get { box.value.header }
        _modify { makeUnique(); yield &box.value.header }
    }
    public var footer: HeaderFooterIR? {
        get { box.value.footer }
        _modify { makeUnique(); yield &box.value.footer }
    }
    public var sections: [SectionIR] {
        get { box.value.sections }
        _modify { makeUnique(); yield &box.value.sections }
    }
    public var location: SourceLocation {
        get { box.value.location }
        _modify { makeUnique(); yield &box.value.location }
    }
    /// Keys the section was stored under before (`renamedFrom:`), newest first; read when `key` is missing.
    public var renamedFrom: [String] {
        get { box.value.renamedFrom }
        _modify { makeUnique(); yield &box.value.renamedFrom }
    }
    /// The SF Symbol shown on the section's row (`icon:`), and its tile colour (`color:`, `#RRGGBB`).
    public var icon: String? {
        get { box.value.icon }
        _modify { makeUnique(); yield &box.value.icon }
    }
    public var color: String? {
        get { box.value.color }
        _modify { makeUnique(); yield &box.value.color }
    }
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? {
        get { box.value.visibleWhen }
        _modify { makeUnique(); yield &box.value.visibleWhen }
    }
    public var enabledWhen: ConditionIR? {
        get { box.value.enabledWhen }
        _modify { makeUnique(); yield &box.value.enabledWhen }
    }
    /// The platforms the section is shown on: its `platforms:`, else its parent's; nil: every platform.
    public var platforms: [Platform]? {
        get { box.value.platforms }
        _modify { makeUnique(); yield &box.value.platforms }
    }
    /// `presentation:`: a screen of its own behind a link (the default), or its content inside its parent's screen.
    public var presentation: SectionPresentation {
        get { box.value.presentation }
        _modify { makeUnique(); yield &box.value.presentation }
    }
    /// When edits of the section's settings are saved: its `commit:`, else its parent's, else the schema's, else
    /// review (resolved by `CascadeCheck`).
    public var commit: SettingsCommitMode {
        get { box.value.commit }
        _modify { makeUnique(); yield &box.value.commit }
    }
    /// `only:`: the build configuration the section exists in (nil: every one). See `SchemaIR.variant(for:)`.
    public var only: String? {
        get { box.value.only }
        _modify { makeUnique(); yield &box.value.only }
    }
    /// `intents:` as written: App Intents for its settings and its subsections' (nil: as its parent says).
    public var intents: Bool? {
        get { box.value.intents }
        _modify { makeUnique(); yield &box.value.intents }
    }
    /// Resolved once by `NameResolution` (from `name` and `key` of the section and those around it): the schema
    /// names from the root (`["smoothing", "grouped"]`, empty for the root), the persistence keys from the root, and
    /// the form id (`FormNames.formID`, `SettingsFormSection.id`).
    public var path: [String] {
        get { box.value.path }
        _modify { makeUnique(); yield &box.value.path }
    }
    public var keyPath: [String] {
        get { box.value.keyPath }
        _modify { makeUnique(); yield &box.value.keyPath }
    }
    public var id: String {
        get { box.value.id }
        _modify { makeUnique(); yield &box.value.id }
    }
    /// The entries of `settings:` in declaration order: the settings and the rows beyond stored values.
    public var rows: [RowIR] {
        get { box.value.rows }
        _modify {
            makeUnique()
            // Any change of the rows makes the kept list of settings out of date; it lets go of it first, so that a
            // setting changed in place through its row stays its box's one owner. `refreshSettings()` makes it again.
            if box.value.settingsMemo.isCurrent { box.value.settingsMemo = SettingsMemo() }
            yield &box.value.rows
        }
    }
    /// The keys later passes check as written (storage, `settingsApp:`, conditions); see ``WrittenKeysIR``.
    public var written: WrittenKeysIR {
        get { box.value.writtenBox.value }
        set { makeUnique(); box.value.writtenBox.value = newValue }
    }

    public init(
        name: String, typeName: String, key: String, title: String, description: String?,
        header: HeaderFooterIR?, footer: HeaderFooterIR?, settings: [SettingIR], sections: [SectionIR],
        location: SourceLocation
    ) {
        box = SparseBox(Contents(
            name: name, typeName: typeName, key: key, title: title, description: description, header: header,
            footer: footer, sections: sections, location: location, rows: settings.map(RowIR.setting),
            settingsMemo: SettingsMemo(settings)))
    }

    /// The stored settings among ``rows``, in declaration order. Setting it replaces them in place (a longer
    /// list adds settings at the end, a shorter one drops the last ones); the other rows keep their places.
    public var settings: [SettingIR] {
        get { box.value.settingsMemo.isCurrent ? box.value.settingsMemo.settings : settingsOfRows }
        set {
            var next = newValue.makeIterator()
            var result: [RowIR] = []
            result.reserveCapacity(rows.count)
            for row in rows {
                if case .setting = row {
                    if let setting = next.next() { result.append(.setting(setting)) }
                } else {
                    result.append(row)
                }
            }
            while let setting = next.next() { result.append(.setting(setting)) }
            rows = result
            box.value.settingsMemo = SettingsMemo(newValue)  // the rows' settings are now exactly these (`rows` made the box unique)
        }
    }

    private var settingsOfRows: [SettingIR] {
        // Sized up front (the list is kept, ``refreshSettings()``): `compactMap` grows by doubling.
        var result: [SettingIR] = []
        result.reserveCapacity(rows.count)
        // By index, each row read in place (`RowIR.settingIR`): `for case .setting(let setting) in rows` copied every
        // row through the value witnesses of the runtime's generic `SettingsRowOf` (issue 32).
        for index in rows.indices { if let setting = rows[index].settingIR { result.append(setting) } }
        return result
    }

    /// Makes the kept list of ``settings`` again where a change of the rows put it out of date, in this section and
    /// every one below it (one pass over their rows). Validation calls it after each pass; ``settings`` means the
    /// same without it, only read from the rows each time.
    public mutating func refreshSettings() {
        makeUnique()
        if !box.value.settingsMemo.isCurrent { box.value.settingsMemo = SettingsMemo(settingsOfRows) }
        for index in box.value.sections.indices { box.value.sections[index].refreshSettings() }
    }

    /// Changes every setting in place, in one pass over ``rows``. Indexing ``settings`` in a loop instead
    /// (`section.settings[index].x = ...`) rebuilds the list twice per setting: quadratic in the settings of a section.
    public mutating func updateSettings(_ change: (inout SettingIR) throws -> Void) rethrows {
        for index in rows.indices {
            guard case .setting(var setting) = rows[index] else { continue }
            // The row lets go of the setting first, so that `setting` is its box's one owner and a change is made in
            // place, not on a copy of the box (issue 32: a copy and a free per setting and pass).
            rows[index] = .setting(SettingIR.vacated)
            defer { rows[index] = .setting(setting) }
            try change(&setting)
        }
    }

    /// The link rows among ``rows``, in declaration order.
    public var links: [LinkIR] { rows.compactMap { if case .link(let row) = $0 { row } else { nil } } }
    /// The action rows among ``rows``, in declaration order.
    public var actions: [ActionIR] { rows.compactMap { if case .action(let row) = $0 { row } else { nil } } }
    /// The navigation rows among ``rows``, in declaration order.
    public var navigations: [NavigationIR] { rows.compactMap { if case .navigation(let row) = $0 { row } else { nil } } }
    /// The detail rows among ``rows``, in declaration order.
    public var details: [DetailIR] { rows.compactMap { if case .detail(let row) = $0 { row } else { nil } } }
    /// The rows that open screens of the app's own among ``rows``, in declaration order.
    public var screens: [ScreenIR] { rows.compactMap { if case .screen(let row) = $0 { row } else { nil } } }
}

extension SettingsRowOf where Family == SettingsRowKinds<SettingIR, SectionReference> {
    /// The row's setting, when it is one, read in place: a row of the runtime's generic `SettingsRowOf` copied
    /// (as `if case .setting(let setting) = rows[index]` may) goes through its value witnesses (issue 32).
    var settingIR: SettingIR? {
        if case .setting(let setting) = self { return setting }
        return nil
    }

    /// Whether the row is a navigation row, read in place.
    var isNavigation: Bool {
        if case .navigation = self { return true }
        return false
    }
}

/// The settings of a section's rows as last made (``SectionIR/refreshSettings()``), or nothing when its rows have
/// changed since. Outside the section's value: any two are equal.
private struct SettingsMemo: Sendable, Hashable {
    let settings: [SettingIR]
    let isCurrent: Bool

    init() {
        settings = []
        isCurrent = false
    }

    init(_ settings: [SettingIR]) {
        self.settings = settings
        isCurrent = true
    }

    static func == (lhs: SettingsMemo, rhs: SettingsMemo) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// A control a number setting can ask for with `control:`, instead of the standard one for its type and range.
public enum ControlIR: String, Sendable, Hashable, CaseIterable {
    /// Minus/plus buttons: an `int` (over its range, or all of `Int` where a range end is open).
    case stepper
    /// A slider: a `float` or `double` with both range ends.
    case slider
    /// A number typed as text: any number.
    case numberField
}

/// How a section is shown in its parent (the schema's `presentation:`).
public enum SectionPresentation: String, Sendable, Hashable, CaseIterable {
    /// A row in the parent that pushes the section's own screen.
    case screen
    /// The section's rows, header and footer inside the parent's screen, as a group of their own.
    case inline
    /// A screen of its own that only navigation rows (`navigate:`) open: no link in its parent's screen, nor in
    /// `allSettingsLinks` for a top-level section.
    case unlisted
}

/// What every row of a section has, whatever its kind (a setting has fields of these names of its own).
public struct RowFieldsIR: Sendable, Hashable {
    /// The entry's name in `settings:`, also the last part of its id in the form.
    public var name: String
    public var title: String
    /// The fields few rows have (icon, colour, platforms, conditions), made when the first is set: held inline they
    /// made every row of the IR (and every setting) half as large again (issue 32, memory).
    private var rare = SparseSlot<Rare>()

    private struct Rare: SparseFields {
        var icon: String? = nil
        var color: String? = nil
        var platforms: [Platform]? = nil
        var visibleWhen: ConditionIR? = nil
        var enabledWhen: ConditionIR? = nil
    }

    /// The SF Symbol shown on the row (`icon:`), and its tile colour (`color:`, `#RRGGBB`).
    public var icon: String? {
        get { rare.box?.value.icon }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.icon = newValue } }
    }
    public var color: String? {
        get { rare.box?.value.color }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.color = newValue } }
    }
    /// The platforms the row is shown on: its `platforms:`, else its section's; nil: every platform.
    public var platforms: [Platform]? {
        get { rare.box?.value.platforms }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.platforms = newValue } }
    }
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? {
        get { rare.box?.value.visibleWhen }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.visibleWhen = newValue } }
    }
    public var enabledWhen: ConditionIR? {
        get { rare.box?.value.enabledWhen }
        set { if rare.box != nil || newValue.isSome { rare.unique().value.enabledWhen = newValue } }
    }
    /// Where the row is declared (for a navigation row, its `navigate:` value).
    public var location: SourceLocation

    public init(name: String, title: String, icon: String? = nil, color: String? = nil, location: SourceLocation) {
        self.name = name
        self.title = title
        self.location = location
        self.icon = icon
        self.color = color
    }
}

/// One entry of a section's `settings:`, in declaration order: a stored setting, or a row beyond stored values.
/// The runtime's ``SettingsRowOf``, as the form's and the AST's rows are: checked fields, and a navigation target
/// resolved to its section.
public typealias RowIR = SettingsRowOf<SettingsRowKinds<SettingIR, SectionReference>>
/// A row that opens an `http` or `https` URL; not part of the model.
public typealias LinkIR = SettingsLinkRowOf<RowFieldsIR>
/// A row that runs a hook the host view implements (`resetAllSettings()`); not part of the model.
public typealias ActionIR = SettingsActionRowOf<RowFieldsIR>
/// A chevron row that opens another section; not part of the model. Its title is the target section's unless
/// the schema gives one. The target is written as the dotted path of section names from the root
/// (`payments.promotions`) and resolved to that section (its id, type and title) by `NavigationCheck`.
public typealias NavigationIR = SettingsNavigationRowOf<RowFieldsIR, SectionReference>
/// A read-only row showing a `String` property of the schema's `externalData:` type, with copy; not stored.
public typealias DetailIR = SettingsDetailRowOf<RowFieldsIR>
/// A chevron row that opens a screen of the app's own, made by the host view's hook (`accountsScreen()`, named by
/// `FormNames.screenHook`); not stored.
public typealias ScreenIR = SettingsScreenRowOf<RowFieldsIR>
/// A line of text among the rows (its text is the row's title); not stored.
public typealias TextRowIR = SettingsTextRowOf<RowFieldsIR>

extension SettingsNavigationRowOf where Target == SectionReference {
    /// A row that opens the section at this dotted path of names, not yet resolved.
    public init(_ fields: Fields, target path: String) {
        self.init(fields, target: SectionReference(path: path))
    }
}


/// A stored value type: the runtime's ``SettingsValueType``, so the IR and the generated form share one type
/// list (`bool`, `int`, ..., `custom(Name)`, `[string]`), with the schema spelling as its `description`.
public typealias ValueType = SettingsValueType
/// A setting's `export:` (`always`, `never`, `device-only`): the runtime's vocabulary.
public typealias ExportPolicy = SettingsExportPolicy
/// A setting's place (`suite:`, `sync:`): the runtime's vocabulary.
public typealias StorageRoute = SettingsStorageRoute

extension SettingsValueType {
    public var isNumeric: Bool {
        switch wrapped {
        case .int, .float, .double: true
        default: false
        }
    }

    /// A type the app supplies (or an optional of one): its Swift name, else nil.
    public var customTypeName: String? {
        if case .custom(let name) = wrapped { return name }
        return nil
    }

    /// `[string]`, `[int]` or `[double]` (or an optional of one): the element type; nil for other types.
    public var listElement: ValueType? {
        if case .list(let element) = wrapped { return element }
        return nil
    }

    /// The format of a `url`, `color` or `date` (or an optional of one); nil for other types.
    public var stringFormat: SettingsStringFormat? {
        switch wrapped {
        case .url: .url
        case .color: .color
        case .date: .date
        default: nil
        }
    }

    /// `url`, `color` or `date` (or an optional of one): a string in a checked format.
    public var isFormattedString: Bool {
        switch wrapped {
        case .url, .color, .date: true
        default: false
        }
    }
}

/// A checked value of a `ValueType`.
public enum Value: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int64)
    /// Both `float` and `double` values; a `float` value is known to be representable as `Float`.
    case double(Double)
    case string(String)
    case enumCase(String)
    case null
    /// The value of a `[string]`, `[int]` or `[double]` setting.
    case list([Value])

    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .enumCase(let name): ".\(name)"
        case .null: "nil"
        case .list(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// The runtime's value: the one conversion of a checked schema value, which every backend and the conditions
    /// use. As a value of `type`, a number is of the type's kind (a `float` setting's `.float`, an `int` written for
    /// a `double` `.double`; a list's elements by its element type); without a type (a condition's literal, which
    /// the runtime compares by value) a number keeps its literal's kind.
    public func settingsValue(as type: ValueType?) -> SettingsValue {
        switch self {
        case .bool(let flag): return .bool(flag)
        case .int(let number):
            switch type?.wrapped {
            case .float?: return .float(Float(number))
            case .double?: return .double(Double(number))
            default: return .int(Int(number))
            }
        case .double(let number): return type?.wrapped == .float ? .float(Float(number)) : .double(number)
        case .string(let text): return .string(text)
        case .enumCase(let name): return .enumCase(name)
        case .null: return .none
        case .list(let elements): return .list(elements.map { $0.settingsValue(as: type?.listElement ?? type) })
        }
    }

    public var asDouble: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

/// A closed range of numbers; a bound left open in the schema is nil (the runtime's range, of IR values).
public typealias RangeIR = SettingsRangeOf<Value>

public struct DeprecationIR: Sendable, Hashable {
    public var message: String?
    /// `replacement:` (the dotted path of schema names of the setting that replaces this one), resolved to a
    /// setting that is not deprecated and whose type can hold this one's values.
    public var replacement: SettingReference? = nil
    /// The replacement's name when it is in the same section: its Swift name for `@available(renamed:)`, and
    /// the decoder reads this setting's stored value into it when its own key is missing (a migration).
    public var replacementInSection: String? = nil

    public init(message: String?) {
        self.message = message
    }

    public init(message: String?, replacement: SettingReference?, replacementInSection: String?) {
        self.message = message
        self.replacement = replacement
        self.replacementInSection = replacementInSection
    }
}

/// A stored setting. The fields every row has (`name`, `title`, `icon`, `color`, `platforms`, `visibleWhen`,
/// `enabledWhen`, `location`) are its ``fields``, read and written as its own (`setting.title`).
@dynamicMemberLookup
public struct SettingIR: SettingsFieldsForwarding, Sendable, Hashable {
    /// The stored fields, held by reference (``Box``): the passes and the backends copy settings many times
    /// (`SectionIR.settings` copies every one), and a setting has dozens of reference-counted fields, so a copy of
    /// the struct cost a retain and a release of each (issue 32: `generate` of 1,000 settings took 534 M instructions
    /// before, 452 M boxed). Boxed, a copy is one retain; a change copies the box first unless it is the only
    /// reference (copy on write), so copies never share one.
    private struct Contents: Sendable, Hashable {
        var fields: RowFieldsIR
        var key: String
        var description: String?
        var type: ValueType
        var defaultValue: Value
        var range: RangeIR?
        var step: Value?
        var requiresRestart: Bool
        var skip: Bool
        var storage: StorageRoute = .local
        var writtenBox: WrittenKeysBox = WrittenKeysBox()
        var path: [String] = []
        var keyPath: [String] = []
        var id: String = ""
        var swiftName: String = ""
        var storageName: String = ""
        /// The keys few settings write (renames, units, formats, string and list rules, controls, export, flat keys,
        /// defaults by configuration, remote keys, intents, side effects, deprecations), made when the first of them
        /// is set: held inline they were about half of every setting's storage at the peak of memory (issue 32; the
        /// deprecation alone, with its replacement's reference, about a quarter of the rest).
        var rare = RareSlot()
    }

    /// The rare fields of ``Contents``.
    private struct Rare: Sendable, Hashable {
        var renamedFrom: [String] = []
        var settingsApp: Bool = false
        var unit: String? = nil
        var format: NumberFormatIR? = nil
        var stringRules: StringRulesIR? = nil
        var isSecure: Bool = false
        var placeholder: String? = nil
        var formAttributes: [SettingsFormAttribute] = []
        var listRules: ListRulesIR? = nil
        var control: ControlIR? = nil
        var exportPolicy: ExportPolicy? = nil
        var flatKey: SettingsFlatKey? = nil
        var isDeviceScoped: Bool = false
        var configurationDefaults: [String: Value] = [:]
        var defaultConfiguration: String? = nil
        var remoteKey: String? = nil
        var intents: Bool? = nil
        var intentPhrases: [String] = []
        var hasIntents: Bool = false
        var sideEffect: String? = nil
        var deprecated: DeprecationIR? = nil
    }

    /// ``Rare`` held by reference, nil until one of its fields is set; equal to a slot holding the defaults.
    private struct RareSlot: Sendable, Hashable {
        var box: SparseBox<Rare>?

        static func == (lhs: RareSlot, rhs: RareSlot) -> Bool {
            lhs.box === rhs.box || (lhs.box?.value ?? Rare()) == (rhs.box?.value ?? Rare())
        }

        func hash(into hasher: inout Hasher) { hasher.combine(box?.value ?? Rare()) }
    }

    /// Changed only through ``makeUnique()``, by the one setting that holds it (`isKnownUniquelyReferenced`), so
    /// sharing it between threads is as safe as any copy-on-write value. Its accesses are not checked for
    /// exclusivity at run time (`SparseBox`): they are made only through the accessors below, and the check cost more
    /// than the read.
    private var box: SparseBox<Contents>

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = SparseBox(box.value) }
    }

    /// Whether the two are one stored setting, not only equal: a copy changes nothing of its original's storage
    /// until a field of it is set (copy on write), so a copy that still shares it was not changed.
    func sharesStorage(with other: SettingIR) -> Bool { box === other.box }

    /// The rare fields' storage, made unique (and made, when none is set yet) for a change.
    private mutating func uniqueRare() -> SparseBox<Rare> {
        makeUnique()
        return SparseBox.unique(&box.value.rare.box, empty: Rare())
    }

    public static func == (lhs: SettingIR, rhs: SettingIR) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    public func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }

    /// The name in the schema (also the Swift property name, escaped by backends when a keyword), its title, icon,
    /// colour, platforms, conditions and place: what every row has.
    public var fields: RowFieldsIR {
        get { box.value.fields }
        _modify { makeUnique(); yield &box.value.fields }
    }
    public var key: String {
        get { box.value.key }
        _modify { makeUnique(); yield &box.value.key }
    }
    public var description: String? {
        get { box.value.description }
        _modify { makeUnique(); yield &box.value.description }
    }
    public var type: ValueType {
        get { box.value.type }
        _modify { makeUnique(); yield &box.value.type }
    }
    public var defaultValue: Value {
        get { box.value.defaultValue }
        _modify { makeUnique(); yield &box.value.defaultValue }
    }
    public var range: RangeIR? {
        // Nil told by the case alone: a copy of the runtime's generic range of two `Value`s costs about 200
        // instructions, and most settings have no range (issue 32).
        get { box.value.range.isSome ? box.value.range : nil }
        _modify { makeUnique(); yield &box.value.range }
    }
    public var step: Value? {
        get { box.value.step }
        _modify { makeUnique(); yield &box.value.step }
    }
    public var requiresRestart: Bool {
        get { box.value.requiresRestart }
        _modify { makeUnique(); yield &box.value.requiresRestart }
    }
    public var sideEffect: String? {
        get { box.value.rare.box?.value.sideEffect }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.sideEffect = newValue } }
    }
    public var skip: Bool {
        get { box.value.skip }
        _modify { makeUnique(); yield &box.value.skip }
    }
    public var deprecated: DeprecationIR? {
        get { box.value.rare.box?.value.deprecated }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.deprecated = newValue } }
    }
    /// Keys the setting was stored under before (`renamedFrom:`), newest first; read when `key` is missing.
    public var renamedFrom: [String] {
        get { box.value.rare.box?.value.renamedFrom ?? [] }
        set { if box.value.rare.box != nil || !newValue.isEmpty { uniqueRare().value.renamedFrom = newValue } }
        _modify { let rare = uniqueRare(); yield &rare.value.renamedFrom }
    }
    /// Shown in Settings.app (`settingsApp:` on the setting or a section around it): the Settings.bundle
    /// backend writes it, and the UserDefaults persistence mirrors it under its own key.
    public var settingsApp: Bool {
        get { box.value.rare.box?.value.settingsApp ?? false }
        set { if box.value.rare.box != nil || newValue { uniqueRare().value.settingsApp = newValue } }
    }
    /// `intents:` as written: App Intents for the setting (true), none (false), or as its section says (nil). The
    /// intents backend resolves it down the tree (`IntentsBackend`).
    public var intents: Bool? {
        get { box.value.rare.box?.value.intents }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.intents = newValue } }
    }
    /// `intentPhrases:`: the phrases of the setting's App Shortcut as written, `{app}` where the app's name is said
    /// and `{value}` where an enum's case is (checked by `SettingsWindowAndIntentsCheck`); empty: derived from the title.
    public var intentPhrases: [String] {
        get { box.value.rare.box?.value.intentPhrases ?? [] }
        set { if box.value.rare.box != nil || !newValue.isEmpty { uniqueRare().value.intentPhrases = newValue } }
        _modify { let rare = uniqueRare(); yield &rare.value.intentPhrases }
    }
    /// Resolved by `SettingsWindowAndIntentsCheck`: the setting gets App Intents (`intents:` of it or the nearest
    /// section that says, true; a type an intent carries; not `skip`, not deprecated).
    public var hasIntents: Bool {
        get { box.value.rare.box?.value.hasIntents ?? false }
        set { if box.value.rare.box != nil || newValue { uniqueRare().value.hasIntents = newValue } }
    }
    /// Shown after the value (`unit:`), e.g. `s`; and how the number is shown (`format:`).
    public var unit: String? {
        get { box.value.rare.box?.value.unit }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.unit = newValue } }
    }
    public var format: NumberFormatIR? {
        get { box.value.rare.box?.value.format }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.format = newValue } }
    }
    /// `minLength`, `maxLength` and `pattern` of a `string`/`string?` setting; nil when it has none.
    public var stringRules: StringRulesIR? {
        get { box.value.rare.box?.value.stringRules }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.stringRules = newValue } }
    }
    /// `secure: true`: a string kept out of logs and shown masked (still stored with the other settings).
    public var isSecure: Bool {
        get { box.value.rare.box?.value.isSecure ?? false }
        set { if box.value.rare.box != nil || newValue { uniqueRare().value.isSecure = newValue } }
    }
    /// `placeholder:`: the prompt of the empty text field of a `string`/`string?` setting.
    public var placeholder: String? {
        get { box.value.rare.box?.value.placeholder }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.placeholder = newValue } }
    }
    /// The form properties keys give as they are written (`keywords:`, `accessibilityLabel:`), in the order of
    /// `SettingKey`: `SettingKey.formAttribute(_:)` decides them, `SchemaForm.attributes` passes them on.
    public var formAttributes: [SettingsFormAttribute] {
        get { box.value.rare.box?.value.formAttributes ?? [] }
        set { if box.value.rare.box != nil || !newValue.isEmpty { uniqueRare().value.formAttributes = newValue } }
        _modify { let rare = uniqueRare(); yield &rare.value.formAttributes }
    }
    /// The setting's attributes of a kind (`SettingsFormAttribute.text`, `.link`: `placeholder:`,
    /// `accessibilityLabel:`, `learnMore:`, ...), `placeholder:` first: what the docs show, one fact each by kind.
    public var shownAttributes: [SettingsFormAttribute] {
        ([placeholder.map(SettingsFormAttribute.placeholder)].compactMap { $0 } + formAttributes).filter {
            $0.text != nil || $0.link != nil
        }
    }
    /// The setting's attributes that are text shown or read on screen (`SettingsFormAttribute.text`: `placeholder:`,
    /// `accessibilityLabel:`, ...): localized under `<section path>.<name>.<member>`, searched and shown in the docs
    /// without a line of their own.
    public var textAttributes: [SettingsFormAttribute] { shownAttributes.filter { $0.text != nil } }
    /// The setting's links (`SettingsFormAttribute.link`: `learnMore:`, ...): shown under its row, in the docs and
    /// in the previews without a line of their own.
    public var links: [SettingsAttributeLink] { formAttributes.compactMap(\.link) }
    /// `keywords:`: what search finds the setting by, besides its texts (empty ones dropped).
    public var keywords: [String] {
        for case .keywords(let words) in formAttributes { return words }
        return []
    }
    /// `minItems` and `maxItems` of a `[string]`/`[int]`/`[double]` setting; nil when it has neither. (A list's `range:`
    /// and string rules apply to each element and live in `range` and `stringRules`.)
    public var listRules: ListRulesIR? {
        get { box.value.rare.box?.value.listRules }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.listRules = newValue } }
    }
    /// `control:`: the control the schema picks for a number (nil: the standard one for its type and range).
    public var control: ControlIR? {
        get { box.value.rare.box?.value.control }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.control = newValue } }
    }
    /// `export:` as written (nil: the standard policy, `never` for a secure string and `always` otherwise; see
    /// `SettingsExportPolicy.standard`).
    public var exportPolicy: ExportPolicy? {
        get { box.value.rare.box?.value.exportPolicy }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.exportPolicy = newValue } }
    }
    /// Where the value lives (`suite:`, `sync:`, inherited; set by `StorageCheck`): `.local` unless the schema says.
    public var storage: StorageRoute {
        get { box.value.storage }
        _modify { makeUnique(); yield &box.value.storage }
    }
    /// In the flat layout (`layout: flat`, inherited; set by `StorageCheck`): its own UserDefaults key (or Keychain
    /// item, for a secure string) and how the value is stored there; nil in the JSON document.
    public var flatKey: SettingsFlatKey? {
        get { box.value.rare.box?.value.flatKey }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.flatKey = newValue } }
    }
    /// `scope: device` (written on the setting or inherited): never synced, and exported as `device-only`.
    public var isDeviceScoped: Bool {
        get { box.value.rare.box?.value.isDeviceScoped ?? false }
        set { if box.value.rare.box != nil || newValue { uniqueRare().value.isDeviceScoped = newValue } }
    }
    /// `default: {debug: ..., release: ...}`: the default of each build configuration other than release, whose
    /// value is `defaultValue` (empty for a plain default). Checked like a plain default.
    public var configurationDefaults: [String: Value] {
        get { box.value.rare.box?.value.configurationDefaults ?? [:] }
        set { if box.value.rare.box != nil || !newValue.isEmpty { uniqueRare().value.configurationDefaults = newValue } }
        _modify { let rare = uniqueRare(); yield &rare.value.configurationDefaults }
    }
    /// The build configuration whose default `defaultValue` is, in a variant of a schema whose default differs by
    /// configuration (`SchemaIR.variant(for:)`); nil for a plain default and outside variants.
    public var defaultConfiguration: String? {
        get { box.value.rare.box?.value.defaultConfiguration }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.defaultConfiguration = newValue } }
    }
    /// `remote: true` or `remote: key`: the key a remote source sets the setting under (checked by `RemoteCheck`,
    /// unique in the schema); nil when no remote source may set it.
    public var remoteKey: String? {
        get { box.value.rare.box?.value.remoteKey }
        set { if box.value.rare.box != nil || newValue.isSome { uniqueRare().value.remoteKey = newValue } }
    }
    /// The keys later passes check as written (storage, `settingsApp:`, `export:`); see ``WrittenKeysIR``.
    public var written: WrittenKeysIR {
        get { box.value.writtenBox.value }
        set { makeUnique(); box.value.writtenBox.value = newValue }
    }
    /// Resolved once by `NameResolution`: the schema names from the root, the last being the setting's
    /// (`["smoothing", "dayPeriod"]`), the persistence keys from the root, and the form id (`FormNames.formID`,
    /// `SettingsFormSetting.id`).
    public var path: [String] {
        get { box.value.path }
        _modify { makeUnique(); yield &box.value.path }
    }
    public var keyPath: [String] {
        get { box.value.keyPath }
        _modify { makeUnique(); yield &box.value.keyPath }
    }
    public var id: String {
        get { box.value.id }
        _modify { makeUnique(); yield &box.value.id }
    }
    /// The Swift property (the name, escaped where a keyword) and the stored property the form, the DSL and
    /// migrations read (`FormNames.storageName`: `_name` for a deprecated setting).
    public var swiftName: String {
        get { box.value.swiftName }
        _modify { makeUnique(); yield &box.value.swiftName }
    }
    public var storageName: String {
        get { box.value.storageName }
        _modify { makeUnique(); yield &box.value.storageName }
    }

    public init(
        name: String, key: String, title: String, description: String?, type: ValueType, defaultValue: Value,
        range: RangeIR?, step: Value?, requiresRestart: Bool, sideEffect: String?, skip: Bool,
        deprecated: DeprecationIR?, location: SourceLocation
    ) {
        self.box = SparseBox(Contents(
            fields: RowFieldsIR(name: name, title: title, location: location),
            key: key,
            description: description,
            type: type,
            defaultValue: defaultValue,
            range: range,
            step: step,
            requiresRestart: requiresRestart,
            skip: skip
        ))
        self.sideEffect = sideEffect
        self.deprecated = deprecated
    }
}

extension SettingIR {
    /// What a row holds for a moment while its setting is changed outside it (`SectionIR.updateSettings`): one
    /// shared value, so taking a setting out allocates nothing.
    static let vacated = SettingIR(
        name: "", key: "", title: "", description: nil, type: .bool, defaultValue: .bool(false), range: nil, step: nil,
        requiresRestart: false, sideEffect: nil, skip: false, deprecated: nil,
        location: SourceLocation(file: "", line: 0, column: 0))
}

/// A fact the schema declares under `facts:`: a value the app supplies at run time, which conditions read as
/// `$name`; the generated model's `Facts` struct has a property of its type for it.
public struct FactIR: Sendable, Hashable {
    /// The name as written (`accountCount`), a Swift member name.
    public var name: String
    /// `bool`, `int`, `double` or `string`, or an optional `int`, `double` or `string`.
    public var type: ValueType
    public var location: SourceLocation

    public init(name: String, type: ValueType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }

    /// The id conditions and the runtime read it by: `$accountCount`.
    public var id: String { SettingsFacts.id(name) }

    /// The value the fact has until the app sets it: its type's zero.
    public var zero: Value {
        switch type {
        case .bool: .bool(false)
        case .int: .int(0)
        case .double, .float: .double(0)
        case .string: .string("")
        default: .null
        }
    }

    /// The types a fact may have.
    static func isAllowed(_ type: ValueType) -> Bool {
        switch type {
        case .bool, .int, .double, .string: true
        case .optional(.int), .optional(.double), .optional(.string): true
        default: false
        }
    }
}

extension Optional {
    /// Whether there is a value, tested by the case alone. `x != nil` with an `Equatable` wrapped type can resolve to
    /// `Optional`'s `!=` of two optionals, which copies both sides into a tuple and destroys it (issue 32: some
    /// 0.3 M instructions of lowering and the backends at 1,000 settings, in the setters of rarely written fields and
    /// the storage check's first test, for values that are nil).
    @inline(__always)
    var isSome: Bool {
        if case .some = self { true } else { false }
    }
}
