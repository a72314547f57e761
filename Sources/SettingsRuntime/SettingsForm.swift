/// A static description of a settings screen: the section tree of a schema, and for every setting what a
/// form needs to show and edit it. The form backend generates one for each schema
/// (`BetaSettings.settingsForm`, in `BetaSettings+Form.swift`); `settingsc preview` builds the same values
/// from the schema. Stores, the text renderer and the SwiftUI layer all work from it.
public struct SettingsForm<Root>: Sendable {
    /// The title of the settings screen.
    public var title: String
    /// The top-level sections, in schema order.
    public var sections: [SettingsFormSection<Root>] {
        didSet { indexBox = SettingsFormIndexBox() }
    }
    /// The string table and keys of the texts, for a schema with `localization:`; see ``localized(using:)``.
    public var localization: SettingsFormLocalization?
    /// Where each setting, row and section is (SettingsFormIndex.swift); a new box whenever ``sections`` changes.
    var indexBox = SettingsFormIndexBox()

    public init(title: String, sections: [SettingsFormSection<Root>], localization: SettingsFormLocalization? = nil) {
        self.title = title
        self.sections = sections
        self.localization = localization
    }

    /// Every setting, depth first in screen order (hidden ones included).
    public var allSettings: [SettingsFormSetting<Root>] {
        var result: [SettingsFormSetting<Root>] = []
        for section in sections { section.appendAllSettings(to: &result) }
        return result
    }

    /// Every section at every depth, depth first.
    public var allSections: [SettingsFormSection<Root>] {
        var result: [SettingsFormSection<Root>] = []
        for section in sections { section.appendAllSections(to: &result) }
        return result
    }

    /// The setting with this id (its dotted path of persistence keys, e.g. `smoothing.dayPeriod`).
    public func setting(id: String) -> SettingsFormSetting<Root>? {
        guard let position = index.settings[id], let section = sections(along: position.sections).last,
              case .setting(let setting) = section.rows[position.row] else { return nil }
        return setting
    }

    /// The setting stored at this key path of the model, if the form describes one there.
    public func setting(for keyPath: AnyKeyPath) -> SettingsFormSetting<Root>? {
        index.keyPaths[keyPath].flatMap(setting(id:))
    }

    /// The section with this schema name (`grouped`), dotted path of names (`smoothing.grouped`) or id.
    public func section(named name: String) -> SettingsFormSection<Root>? {
        allSections.first { $0.name == name || $0.namePath == name || $0.id == name }
    }
}

/// Text above or below a section: fixed text, or a hook the host view implements.
public enum SettingsFormText: Hashable, Sendable {
    case text(String)
    /// The host view supplies it by implementing a function of this name (e.g. `smoothingSectionFooter`).
    case inject(hook: String)
}

/// One section of a form: its rows (settings and rows beyond stored values) in schema order, then its subsections.
public struct SettingsFormSection<Root>: Sendable, Identifiable {
    /// The dotted path of persistence keys from the root, e.g. `smoothing.grouped`.
    public var id: String
    /// The name in the schema, e.g. `grouped`.
    public var name: String
    /// The dotted path of schema names from the root, e.g. `smoothing.grouped`.
    public var namePath: String
    /// The generated Swift type, e.g. `Grouped` (for `BetaSettings.Smoothing.Grouped`).
    public var typeName: String
    public var title: String
    public var description: String?
    public var header: SettingsFormText?
    public var footer: SettingsFormText?
    /// The entries of the schema's `settings:` in declaration order: settings (hidden ones included) and the
    /// link, action, navigation, detail, app-screen and text rows. See ``screenRows`` for the rows a screen shows.
    public var rows: [SettingsFormRow<Root>]
    public var sections: [SettingsFormSection<Root>]
    /// The SF Symbol on the section's row (the schema's `icon:`), and its tile colour (`color:`, `#RRGGBB`).
    public var icon: String?
    public var color: String?
    /// The schema's `visibleWhen:` and `enabledWhen:`: shown (usable) only while the condition holds; nil: always.
    /// A hidden setting keeps its value: it is stored, decoded and saved as usual.
    public var visibleWhen: SettingsCondition?
    public var enabledWhen: SettingsCondition?
    /// The platforms the section is shown on (the schema's `platforms:`, inherited from its parent); nil: all.
    public var platforms: [SettingsPlatform]?
    /// When edits of the section's settings are saved (the schema's `commit:`, inherited from its parent and the
    /// schema): after a review (`.review`, the default) or at once (`.immediate`).
    public var commit: SettingsCommitMode = .review

    public init(
        id: String, name: String, namePath: String, typeName: String, title: String, description: String? = nil,
        header: SettingsFormText? = nil, footer: SettingsFormText? = nil, icon: String? = nil, color: String? = nil,
        visibleWhen: SettingsCondition? = nil, enabledWhen: SettingsCondition? = nil, platforms: [SettingsPlatform]? = nil,
        rows: [SettingsFormRow<Root>] = [], sections: [SettingsFormSection<Root>] = []
    ) {
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
        self.platforms = platforms
        self.id = id
        self.name = name
        self.namePath = namePath
        self.typeName = typeName
        self.title = title
        self.description = description
        self.header = header
        self.footer = footer
        self.rows = rows
        self.sections = sections
        self.icon = icon
        self.color = color
    }

    /// A section of settings only, in this order (a form written by hand; generated forms append ``rows``).
    public init(
        id: String, name: String, namePath: String, typeName: String, title: String, description: String? = nil,
        header: SettingsFormText? = nil, footer: SettingsFormText? = nil, icon: String? = nil, color: String? = nil,
        visibleWhen: SettingsCondition? = nil, enabledWhen: SettingsCondition? = nil, platforms: [SettingsPlatform]? = nil,
        settings: [SettingsFormSetting<Root>], sections: [SettingsFormSection<Root>] = []
    ) {
        self.init(
            id: id, name: name, namePath: namePath, typeName: typeName, title: title, description: description,
            header: header, footer: footer, icon: icon, color: color, visibleWhen: visibleWhen, enabledWhen: enabledWhen,
            platforms: platforms, rows: settings.map(SettingsFormRow.setting), sections: sections)
    }

    /// The rows a screen shows, in schema order: ``rows`` without the settings marked `skip` in the schema.
    public var screenRows: [SettingsFormRow<Root>] {
        rows.filter { if case .setting(let setting) = $0 { !setting.isHidden } else { true } }
    }

    /// The settings among ``rows``, in schema order (hidden ones included).
    public var settings: [SettingsFormSetting<Root>] {
        rows.compactMap { if case .setting(let setting) = $0 { setting } else { nil } }
    }

    /// The link rows among ``rows``, in schema order.
    public var links: [SettingsFormLink] { rows.compactMap { if case .link(let row) = $0 { row } else { nil } } }
    /// The action rows among ``rows``, in schema order.
    public var actions: [SettingsFormAction] { rows.compactMap { if case .action(let row) = $0 { row } else { nil } } }
    /// The navigation rows among ``rows``, in schema order.
    public var navigations: [SettingsFormNavigation] { rows.compactMap { if case .navigation(let row) = $0 { row } else { nil } } }
    /// The detail rows among ``rows``, in schema order.
    public var details: [SettingsFormDetail] { rows.compactMap { if case .detail(let row) = $0 { row } else { nil } } }
    /// The rows that open screens of the app's own among ``rows``, in schema order.
    public var screens: [SettingsFormScreen] { rows.compactMap { if case .screen(let row) = $0 { row } else { nil } } }

    /// The settings of this section and of every subsection, depth first.
    public var allSettings: [SettingsFormSetting<Root>] {
        var result: [SettingsFormSetting<Root>] = []
        appendAllSettings(to: &result)
        return result
    }

    /// This section and every subsection, depth first.
    public var allSections: [SettingsFormSection<Root>] {
        var result: [SettingsFormSection<Root>] = []
        appendAllSections(to: &result)
        return result
    }

    /// ``allSettings`` appended to one array: a section's array joined with its subsections' (`flatMap` through a
    /// key path) copied each setting once per section around it, and projecting the key path cost more than the
    /// copies (20 M of `settingsc preview` of one section at 1,000 settings, which looks every setting up; issue 32).
    func appendAllSettings(to result: inout [SettingsFormSetting<Root>]) {
        for row in rows {
            if case .setting(let setting) = row { result.append(setting) }
        }
        for section in sections { section.appendAllSettings(to: &result) }
    }

    /// ``allSections`` appended to one array (as ``appendAllSettings(to:)``).
    func appendAllSections(to result: inout [SettingsFormSection<Root>]) {
        result.append(self)
        for section in sections { section.appendAllSections(to: &result) }
    }

    /// The settings a screen shows (those not marked `skip` in the schema).
    public var visibleSettings: [SettingsFormSetting<Root>] {
        settings.filter { !$0.isHidden }
    }
}

/// What every row of a section has, whatever its kind (``SettingsFormSetting`` has fields of these names of its own).
public struct SettingsFormRowFields: Hashable, Sendable {
    /// The dotted path of the section's keys and the entry's name, e.g. `support.statusPage`.
    public var id: String
    /// The entry's name in the schema's `settings:`.
    public var name: String
    public var title: String
    /// The SF Symbol on the row (the schema's `icon:`), and its tile colour (`color:`, `#RRGGBB`).
    public var icon: String?
    public var color: String?
    /// The schema's `visibleWhen:` and `enabledWhen:`: shown (usable) only while the condition holds; nil: always.
    public var visibleWhen: SettingsCondition?
    public var enabledWhen: SettingsCondition?
    /// The platforms the row is shown on (the schema's `platforms:`, or its section's); nil: all.
    public var platforms: [SettingsPlatform]?

    public init(
        id: String, name: String, title: String, icon: String? = nil, color: String? = nil,
        visibleWhen: SettingsCondition? = nil, enabledWhen: SettingsCondition? = nil, platforms: [SettingsPlatform]? = nil
    ) {
        self.id = id
        self.name = name
        self.title = title
        self.icon = icon
        self.color = color
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
        self.platforms = platforms
    }
}

/// The type of a setting, as the schema declares it.
public indirect enum SettingsValueType: Hashable, Sendable, CustomStringConvertible {
    case bool, int, float, double, string
    /// A generated enum, by its type name.
    case enumeration(String)
    case optional(SettingsValueType)
    /// Strings in a format (``SettingsStringFormat``): an absolute URL, `#RRGGBB`/`#RRGGBBAA`, an ISO 8601 date.
    case url, color, date
    /// Bytes (``SettingsData``): base64 text in the JSON document, `Data` in the flat layout.
    case data
    /// A type the app supplies (`custom(Region)`, a ``SettingsCustomValue``), by its Swift name.
    case custom(String)
    /// `[string]`, `[int]` or `[double]`: a list of the element type.
    case list(SettingsValueType)

    public var wrapped: SettingsValueType {
        if case .optional(let inner) = self { return inner }
        return self
    }

    public var isOptional: Bool { wrapped != self }

    /// The schema spelling: `int`, `Mode?`, ...
    public var description: String {
        switch self {
        case .bool: "bool"
        case .int: "int"
        case .float: "float"
        case .double: "double"
        case .string: "string"
        case .enumeration(let name): name
        case .optional(let inner): "\(inner)?"
        case .url: "url"
        case .color: "color"
        case .date: "date"
        case .data: "data"
        case .custom(let name): "custom(\(name))"
        case .list(let element): "[\(element)]"
        }
    }
}

/// How a form edits a setting. A new kind of control is one new case here and one in each renderer.
public enum SettingsControl: String, Hashable, Sendable, CaseIterable {
    /// On/off, for `bool`.
    case toggle
    /// Minus/plus buttons, for an `int` with both range ends.
    case stepper
    /// A slider, for a `float` or `double` with both range ends, and an `int` with both whose schema asks for one
    /// (`control: slider`).
    case slider
    /// A choice among options: enums (an optional enum adds "None"), and `bool?` (None, On, Off).
    case picker
    /// Free text, for `string` and `string?` (an empty field means nil for `string?`).
    case textField
    /// A number typed as text: numbers without both range ends, and optional numbers.
    case numberField
    /// A colour well, for `color` and `color?`.
    case colorPicker
    /// A date and time, for `date` and `date?`.
    case datePicker
    /// The app's own editor, for a type the app supplies (`custom(Name)`): a hook of the generated view protocol.
    case custom
    /// A row that opens a list to add, delete and reorder elements, for `[string]`, `[int]` and `[double]`.
    case list
    /// Shown, not edited: the size of a `data` value (`12 bytes`); the app's code sets it.
    case readOnly

    /// The control the form backend and `settingsc preview` choose for a setting.
    public static func standard(for type: SettingsValueType, range: SettingsNumericRange?) -> SettingsControl {
        let closed = range?.isClosed ?? false
        switch type {
        case .bool: return .toggle
        case .int: return closed ? .stepper : .numberField
        case .float, .double: return closed ? .slider : .numberField
        case .string, .url: return .textField
        case .color: return .colorPicker
        case .date: return .datePicker
        case .custom: return .custom
        case .data: return .readOnly
        case .enumeration: return .picker
        case .list: return .list
        case .optional(let inner):
            switch inner {
            case .bool, .enumeration: return .picker
            case .string, .url: return .textField
            case .color: return .colorPicker
            case .date: return .datePicker
            case .custom: return .custom
            case .data: return .readOnly
            default: return .numberField
            }
        }
    }
}

/// One setting of a form: what it is, how it is edited, and how to read and write it in a `Root` value.
public struct SettingsFormSetting<Root>: Sendable, Identifiable {
    /// The dotted path of persistence keys from the root, e.g. `smoothing.dayPeriod` (also the path a
    /// ``SettingsDecodingReport`` issue names).
    public var id: String
    /// The name in the schema, e.g. `dayPeriod`.
    public var name: String
    public var title: String
    public var description: String?
    public var type: SettingsValueType
    public var control: SettingsControl
    public var defaultValue: SettingsValue
    public var range: SettingsNumericRange?
    public var step: SettingsValue?
    /// The choices of a picker, in order.
    public var options: [SettingsOption]
    public var requiresRestart: Bool
    /// The name of the side-effect hook the app registers (the schema's `sideEffect:`).
    public var sideEffect: String?
    /// True for a setting marked `skip`: stored and tracked, but never shown (``visibleWhen`` hides it only
    /// while its condition does not hold).
    public var isHidden: Bool
    /// The typed key path into the model (nil for a form built from data, such as `settingsc preview`'s).
    public var keyPath: (AnyKeyPath & Sendable)?
    /// The SF Symbol on the setting's row (the schema's `icon:`), and its tile colour (`color:`, `#RRGGBB`).
    public var icon: String?
    public var color: String?
    /// The schema's `visibleWhen:` and `enabledWhen:`: shown (usable) only while the condition holds; nil: always.
    /// A hidden setting keeps its value: it is stored, decoded and saved as usual.
    public var visibleWhen: SettingsCondition?
    public var enabledWhen: SettingsCondition?
    /// How the value is shown (the schema's `unit:` and `format:`); nil: as ``SettingsValue/displayText``.
    public var format: SettingsNumberFormat?
    /// The platforms the setting is shown on (the schema's `platforms:`, or its section's); nil: all. The
    /// value is stored on every platform.
    public var platforms: [SettingsPlatform]?
    /// The rules of a string setting (the schema's `minLength`, `maxLength`, `pattern`); see ``problem(with:)``.
    public var stringRules: SettingsStringRules?
    /// A `secure: true` string: shown masked (``SettingsSecureString/mask``) and edited in a secure field.
    public var isSecure: Bool
    /// The element count limits of a list setting (the schema's `minItems`, `maxItems`); see ``problem(with:)``.
    public var listRules: SettingsListRules?
    /// The key a remote source sets the setting under (the schema's `remote:`); nil: no remote source may set it.
    /// See `SettingsStore.applyRemote(_:)`.
    public var remoteKey: String? = nil
    /// The build configuration whose default ``defaultValue`` is, for a setting whose `default:` differs by build
    /// configuration (`debug`, `release`, ...); nil for a plain default. `SettingsStore.source(of:)` reports it.
    public var defaultConfiguration: String? = nil
    /// Synonyms search finds the setting by (the schema's `keywords:`), in the schema's order.
    public var keywords: [String] = []
    /// The attributes applied to the setting that are text shown or read on screen (``SettingsFormAttribute/text``:
    /// `placeholder`, `accessibilityLabel`, ...), in the order applied: what localization translates and search reads.
    public internal(set) var textAttributes: [SettingsFormAttribute] = []
    /// The setting's links (``SettingsFormAttribute/link(member:_:)``: `learnMore`, ...), in the order applied: what
    /// SettingsSwiftUI's row shows under the setting and the previews list.
    public internal(set) var links: [SettingsAttributeLink] = []
    /// What the store sets when this setting changes (the schema's `cascade:`), in schema order.
    public var cascades: [SettingsCascade] = []
    /// The cases the picker offers, limited by another setting's value (the schema's `casesFrom:`/`casesUpTo:`);
    /// nil: no such limit. See ``SettingsForm/availableOptions(of:in:facts:)``.
    public var casesLimit: SettingsCasesLimit? = nil
    /// Whether the row shows the "Default: … Reset" line while the value differs from its default (the schema's
    /// `resetLine:`, inherited from the section and the schema; true unless one says false).
    public var showsResetLine = true
    /// True until the form reads the default from the model (a setting added by ``SettingsFormSection/append(id:name:title:description:keyPath:type:control:attributes:)``).
    var readsDefaultFromModel = false

    private let read: @Sendable (Root) -> SettingsValue
    private let write: @Sendable (inout Root, SettingsValue) -> Bool
    /// The value at the key path, captured to be written back (a setting of a generated model; nil for one read and
    /// written through closures): see ``capturedValue(in:)``.
    private var capture: (@Sendable (Root) -> @Sendable (inout Root) -> Void)?

    /// A setting of a generated model, reached by a typed key path. Options come from the value's type.
    public init<Value: SettingsValueConvertible>(
        id: String, name: String, title: String, description: String? = nil,
        keyPath: WritableKeyPath<Root, Value> & Sendable, type: SettingsValueType, control: SettingsControl,
        default defaultValue: Value, range: SettingsNumericRange? = nil, step: SettingsValue? = nil,
        requiresRestart: Bool = false, sideEffect: String? = nil, isHidden: Bool = false,
        icon: String? = nil, color: String? = nil, visibleWhen: SettingsCondition? = nil, enabledWhen: SettingsCondition? = nil, format: SettingsNumberFormat? = nil, platforms: [SettingsPlatform]? = nil, stringRules: SettingsStringRules? = nil, isSecure: Bool = false,
        listRules: SettingsListRules? = nil, placeholder: String? = nil
    ) {
        let access = Self.access(keyPath)
        self.init(
            id: id, name: name, title: title, description: description, type: type, control: control,
            defaultValue: defaultValue.settingsValue, range: range, step: step,
            options: Self.standardOptions(for: type, enumOptions: Value.settingsOptions), requiresRestart: requiresRestart,
            sideEffect: sideEffect, isHidden: isHidden, icon: icon, color: color, visibleWhen: visibleWhen,
            enabledWhen: enabledWhen, format: format, platforms: platforms, stringRules: stringRules, isSecure: isSecure,
            listRules: listRules, read: access.read, write: access.write)
        self.keyPath = keyPath
        capture = Self.capture(keyPath)
        if let placeholder { apply(.placeholder(placeholder)) }
    }

    /// Reading and writing a setting's value through its key path; a write of a value of the wrong type fails.
    private static func access<Value: SettingsValueConvertible>(_ keyPath: WritableKeyPath<Root, Value> & Sendable) -> (
        read: @Sendable (Root) -> SettingsValue, write: @Sendable (inout Root, SettingsValue) -> Bool
    ) {
        (read: { root in root[keyPath: keyPath].settingsValue },
         write: { root, value in
             guard let typed = Value(settingsValue: value) else { return false }
             root[keyPath: keyPath] = typed
             return true
         })
    }

    private static func capture<Value: SettingsValueConvertible>(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable
    ) -> @Sendable (Root) -> @Sendable (inout Root) -> Void {
        { root in
            let value = root[keyPath: keyPath]
            return { $0[keyPath: keyPath] = value }
        }
    }

    /// The setting's value in `root`, captured: calling the result writes that value into another root, exactly
    /// (a custom type's value too, which ``setValue(_:in:)`` cannot write). What the store keeps to undo an edit and
    /// to commit one setting of an edit (`commit: immediate`).
    public func capturedValue(in root: Root) -> @Sendable (inout Root) -> Void {
        if let capture { return capture(root) }
        let value = read(root)
        let write = write
        return { _ = write(&$0, value) }
    }

    /// A setting of a generated model whose default is not known yet: ``SettingsForm/init(title:sections:localization:defaults:)``
    /// reads it from the model (until then it is `.none`).
    init<Value: SettingsValueConvertible>(
        id: String, name: String, title: String, description: String?,
        keyPath: WritableKeyPath<Root, Value> & Sendable, type: SettingsValueType, control: SettingsControl,
        defaultValueFromModel: Void
    ) {
        let access = Self.access(keyPath)
        self.init(
            id: id, name: name, title: title, description: description, type: type, control: control,
            defaultValue: .none, options: Self.standardOptions(for: type, enumOptions: Value.settingsOptions),
            read: access.read, write: access.write)
        self.keyPath = keyPath
        capture = Self.capture(keyPath)
        readsDefaultFromModel = true
    }

    /// A setting read and written through closures; `write` returns false for a value of the wrong type.
    public init(
        id: String, name: String, title: String, description: String? = nil, type: SettingsValueType,
        control: SettingsControl, defaultValue: SettingsValue, range: SettingsNumericRange? = nil,
        step: SettingsValue? = nil, options: [SettingsOption] = [], requiresRestart: Bool = false,
        sideEffect: String? = nil, isHidden: Bool = false, icon: String? = nil, color: String? = nil,
        visibleWhen: SettingsCondition? = nil, enabledWhen: SettingsCondition? = nil,
        format: SettingsNumberFormat? = nil, platforms: [SettingsPlatform]? = nil,
        stringRules: SettingsStringRules? = nil, isSecure: Bool = false, listRules: SettingsListRules? = nil,
        read: @escaping @Sendable (Root) -> SettingsValue,
        write: @escaping @Sendable (inout Root, SettingsValue) -> Bool
    ) {
        self.id = id
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.control = control
        self.defaultValue = defaultValue
        self.range = range
        self.step = step
        self.options = options
        self.requiresRestart = requiresRestart
        self.sideEffect = sideEffect
        self.isHidden = isHidden
        self.icon = icon
        self.color = color
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
        self.format = format
        self.platforms = platforms
        self.stringRules = stringRules
        self.isSecure = isSecure
        self.listRules = listRules
        self.keyPath = nil
        self.read = read
        self.write = write
    }

    /// The picker options for a type: an enum's cases (`enumOptions`, with "None" first for an optional
    /// enum, as ``SettingsValueConvertible`` gives them), None/On/Off for `bool?`, none otherwise.
    public static func standardOptions(for type: SettingsValueType, enumOptions: [SettingsOption]) -> [SettingsOption] {
        switch type {
        case .optional(.bool):
            [SettingsOption(value: .none, title: SettingsOption.noneTitle),
             SettingsOption(value: .bool(true), title: "On"), SettingsOption(value: .bool(false), title: "Off")]
        default:
            enumOptions
        }
    }

    /// The setting's value in `root`.
    public func value(in root: Root) -> SettingsValue {
        read(root)
    }

    /// Sets the setting in `root` to `value` after normalizing it (numbers: the range and step rule of
    /// ``SettingsValueRules/normalize(_:range:step:)``). Returns the value stored, or nil when `value` is not
    /// of the setting's type (`root` is then unchanged).
    @discardableResult
    public func setValue(_ value: SettingsValue, in root: inout Root) -> SettingsValue? {
        let normalized = value.normalized(range: range, step: step)
        return write(&root, normalized) ? normalized : nil
    }

    /// Normalizes the value stored in `root` (after an edit that bypassed ``setValue(_:in:)``); returns true
    /// when it changed.
    @discardableResult
    public func normalize(in root: inout Root) -> Bool {
        let current = read(root)
        let normalized = current.normalized(range: range, step: step)
        guard normalized != current else { return false }
        return write(&root, normalized)
    }

    /// How `value` is shown: an enum case or a `bool?` by its option title, a secure string masked, a number with a
    /// ``format`` by ``SettingsNumberFormat/string(for:usingDecimals:)`` (`0.5 s`), others by
    /// ``SettingsValue/displayText``.
    public func displayText(_ value: SettingsValue) -> String {
        if isSecure, case .string(let text) = value, !text.isEmpty { return SettingsSecureString.mask }
        if let option = options.first(where: { $0.value == value }) { return option.title }
        // A custom value is its type's own display text (``SettingsCustomValue/settingsDisplayText``), not quoted.
        if control == .custom, case .string(let text) = value { return text }
        // A `data` value is its size: its bytes are not text.
        if type.wrapped == .data, case .string(let text) = value { return SettingsData(base64: text)?.description ?? text }
        if let format { return format.string(for: value) }
        return value.displayText
    }

    /// What is wrong with `value` under the setting's ``stringRules``, for the person editing it; nil when
    /// nothing is (and for settings without rules, and for `none`).
    public func problem(with value: SettingsValue) -> String? {
        if case .list(let elements) = value {
            // The first element that breaks the string rules, then the count.
            for case .string(let text) in elements { if let problem = stringRules?.problem(with: text) { return problem } }
            return listRules?.problem(count: elements.count)
        }
        guard let stringRules, case .string(let text) = value else { return nil }
        return stringRules.problem(with: text)
    }

    /// The setting's value in `root`, as ``displayText(_:)`` shows it.
    public func displayValue(in root: Root) -> String {
        displayText(read(root))
    }
}

/// A generated model with a generated form: the form backend makes every root type conform.
public protocol SettingsFormDescribed: SettingsModel {
    /// The settings screen of the schema.
    static var settingsForm: SettingsForm<Self> { get }
}
