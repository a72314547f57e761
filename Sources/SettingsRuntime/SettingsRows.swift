/// The rows of a section, declared once for every layer that holds them: settingsc's schema AST (what a schema
/// file says), its IR (what it means) and the form (what an app shows). Each layer is a ``SettingsRowFamily``
/// naming its own types for the fields every row has and for each kind; ``SettingsRowOf`` is the row of a family,
/// one case a kind. A new row kind is a new case here and an associated type in ``SettingsRowFamily``; the compiler
/// then names every family, and every `switch` over rows, that must follow.

/// A value that holds fields it shares with others of its family and reads and writes them as its own
/// (`link.title` for `link.fields.title`, with `@dynamicMemberLookup`): the row kinds of every family.
public protocol SettingsFieldsForwarding {
    associatedtype Fields
    var fields: Fields { get set }
}

extension SettingsFieldsForwarding {
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }
}

/// The types one layer holds its rows in: the fields every row has (name, title, icon, colour, platforms and
/// conditions), and one type a kind, each holding those fields (a setting as its own properties).
public protocol SettingsRowFamily {
    associatedtype Fields: Sendable
    associatedtype Setting: SettingsFieldsForwarding & Sendable where Setting.Fields == Fields
    associatedtype Link: SettingsFieldsForwarding & Sendable where Link.Fields == Fields
    associatedtype Action: SettingsFieldsForwarding & Sendable where Action.Fields == Fields
    associatedtype Navigation: SettingsFieldsForwarding & Sendable where Navigation.Fields == Fields
    associatedtype Detail: SettingsFieldsForwarding & Sendable where Detail.Fields == Fields
    associatedtype Screen: SettingsFieldsForwarding & Sendable where Screen.Fields == Fields
    associatedtype StaticText: SettingsFieldsForwarding & Sendable where StaticText.Fields == Fields
}

/// A row's kind, without its contents (`SettingsRowOf.rowKind`; `SettingsRowKinds` is the family of their contents);
/// the raw value is the kind's word in messages (`SettingsRowOf.kind`).
public enum SettingsRowKind: String, Sendable, Hashable {
    case setting, link, action, navigation, detail, screen, text
}

/// One entry of a section's `settings:`, in declaration order: a stored setting, or a row beyond stored values.
/// The fields every row has read as the row's own (`row.title`, `row.visibleWhen`), whatever its kind.
///
/// The kinds other than settings are `indirect` (held in a box of their own): most rows are settings, and a row is
/// as large as its largest kind, so a setting's row took the room of a link or an action inline (104 bytes a row in
/// settingsc's IR, 16 boxed; issue 32: some 10 MB of the compiler's peak of memory at 50,000 settings).
@dynamicMemberLookup
public enum SettingsRowOf<Family: SettingsRowFamily>: Sendable {
    /// A stored value: `dayPeriod: {type: DayPeriod, default: automatic}`.
    case setting(Family.Setting)
    /// `statusPage: {link: "https://status.example.com", title: Open status page}`: opens a URL.
    indirect case link(Family.Link)
    /// `reset: {action: resetAllSettings, title: Reset all settings, role: destructive, confirmation: Sure?}`:
    /// runs a hook of the host view.
    indirect case action(Family.Action)
    /// `more: {navigate: payments.promotions, title: Promotions}`: a chevron row that opens another section.
    indirect case navigation(Family.Navigation)
    /// `userID: {detail: userID, title: User ID}`: a read-only property of the app's external data, with copy.
    indirect case detail(Family.Detail)
    /// `accounts: {screen: accounts, title: Accounts, value: accountSummary}`: a chevron row that opens a screen of the
    /// app's own, which the host view supplies (`accountsScreen()`).
    indirect case screen(Family.Screen)
    /// `filtersNote: {text: Filters apply to every timeline.}`: a line of text among the rows.
    indirect case text(Family.StaticText)

    /// The fields every row has; for a setting, its own fields of those names (setting them writes them back).
    /// Inlinable, as are ``kind`` and ``setting``: settingsc's passes read them for every row, and specialized for its
    /// families they need no look-up of the family's types at run time (issue 32).
    @inlinable
    public var fields: Family.Fields {
        get {
            switch self {
            case .setting(let row): row.fields
            case .link(let row): row.fields
            case .action(let row): row.fields
            case .navigation(let row): row.fields
            case .detail(let row): row.fields
            case .screen(let row): row.fields
            case .text(let row): row.fields
            }
        }
        set {
            switch self {
            case .setting(var row): row.fields = newValue; self = .setting(row)
            case .link(var row): row.fields = newValue; self = .link(row)
            case .action(var row): row.fields = newValue; self = .action(row)
            case .navigation(var row): row.fields = newValue; self = .navigation(row)
            case .detail(var row): row.fields = newValue; self = .detail(row)
            case .screen(var row): row.fields = newValue; self = .screen(row)
            case .text(var row): row.fields = newValue; self = .text(row)
            }
        }
    }

    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<Family.Fields, Value>) -> Value {
        fields[keyPath: keyPath]
    }

    /// The kind's word in messages: `setting`, `link`, `action`, `navigation`, `detail`, `screen`, `text`.
    @inlinable
    public var kind: String { rowKind.rawValue }

    /// The row's kind.
    @inlinable
    public var rowKind: SettingsRowKind {
        switch self {
        case .setting: .setting
        case .link: .link
        case .action: .action
        case .navigation: .navigation
        case .detail: .detail
        case .screen: .screen
        case .text: .text
        }
    }

    /// The setting, when the row is one.
    @inlinable
    public var setting: Family.Setting? {
        if case .setting(let setting) = self { return setting }
        return nil
    }
}

extension SettingsRowOf: Equatable
where Family.Setting: Equatable, Family.Link: Equatable, Family.Action: Equatable, Family.Navigation: Equatable,
    Family.Detail: Equatable, Family.Screen: Equatable, Family.StaticText: Equatable {}

extension SettingsRowOf: Hashable
where Family.Setting: Hashable, Family.Link: Hashable, Family.Action: Hashable, Family.Navigation: Hashable,
    Family.Detail: Hashable, Family.Screen: Hashable, Family.StaticText: Hashable {}

// MARK: - The kinds, as the form and settingsc's IR hold them (the AST keeps each key as written, with its place)

/// A row that opens a web page (the schema's `{link: https://..., title: ...}`); not stored.
@dynamicMemberLookup
public struct SettingsLinkRowOf<Fields: Hashable & Sendable>: SettingsFieldsForwarding, Hashable, Sendable {
    public var fields: Fields
    /// An `http` or `https` URL (settingsc checks it).
    public var url: String

    public init(_ fields: Fields, url: String) {
        self.fields = fields
        self.url = url
    }
}

/// A row that runs a hook the host view implements (the schema's `{action: hookName, ...}`); not stored.
@dynamicMemberLookup
public struct SettingsActionRowOf<Fields: Hashable & Sendable>: SettingsFieldsForwarding, Hashable, Sendable {
    public var fields: Fields
    /// The host view's function, e.g. `resetAllSettings` (called as `resetAllSettings()`).
    public var hook: String
    /// `role: destructive`: shown in red, as iOS shows destructive buttons.
    public var isDestructive: Bool
    /// Asked before the hook runs, when given.
    public var confirmation: String?

    public init(_ fields: Fields, hook: String, isDestructive: Bool = false, confirmation: String? = nil) {
        self.fields = fields
        self.hook = hook
        self.isDestructive = isDestructive
        self.confirmation = confirmation
    }
}

/// A chevron row that opens another section (the schema's `{navigate: payments.promotions}`); not stored. The
/// form names the section by its ``SettingsFormSection/id`` (`Target` is `String`), settingsc's IR by a resolved
/// reference.
@dynamicMemberLookup
public struct SettingsNavigationRowOf<Fields: Hashable & Sendable, Target: Hashable & Sendable>: SettingsFieldsForwarding,
    Hashable, Sendable
{
    public var fields: Fields
    /// The section it opens.
    public var target: Target

    public init(_ fields: Fields, target: Target) {
        self.fields = fields
        self.target = target
    }
}

/// A read-only row showing a `String` property of the app's external data, with copy (`{detail: userID}`).
@dynamicMemberLookup
public struct SettingsDetailRowOf<Fields: Hashable & Sendable>: SettingsFieldsForwarding, Hashable, Sendable {
    public var fields: Fields
    /// The property of the external data type, e.g. `userID`.
    public var property: String

    public init(_ fields: Fields, property: String) {
        self.fields = fields
        self.property = property
    }
}

/// A chevron row that opens a screen of the app's own (the schema's `{screen: accounts}`); not stored. The host view
/// supplies the screen through a hook the generated DSL requires (`accountsScreen()`), and, with `value:`, the text
/// shown before the chevron (a `String` property of the host view, e.g. `accountSummary`).
@dynamicMemberLookup
public struct SettingsScreenRowOf<Fields: Hashable & Sendable>: SettingsFieldsForwarding, Hashable, Sendable {
    public var fields: Fields
    /// The host view's function that makes the screen, e.g. `accountsScreen` (for `screen: accounts`; called as
    /// `accountsScreen()`).
    public var hook: String
    /// The host view's `String` property shown as the row's value (`value: accountSummary`), or nil.
    public var value: String?

    public init(_ fields: Fields, hook: String, value: String? = nil) {
        self.fields = fields
        self.hook = hook
        self.value = value
    }
}

/// A line of text among a section's rows (the schema's `{text: ...}`); not stored. Its text is the row's title, so
/// it is localized, searched and conditional (`visibleWhen:`) as every row's title is.
@dynamicMemberLookup
public struct SettingsTextRowOf<Fields: Hashable & Sendable>: SettingsFieldsForwarding, Hashable, Sendable {
    public var fields: Fields

    public init(_ fields: Fields) {
        self.fields = fields
    }
}

// MARK: - The families of the form and of settingsc's IR

/// The rows of a layer that holds each kind in the types above: the form (its setting reads and writes a `Root`
/// value, a navigation row names its target by section id) and settingsc's IR (a checked setting, a target resolved
/// to its section).
public enum SettingsRowKinds<Setting: SettingsFieldsForwarding & Sendable, Target: Hashable & Sendable>: SettingsRowFamily
where Setting.Fields: Hashable & Sendable {
    public typealias Fields = Setting.Fields
    public typealias Link = SettingsLinkRowOf<Setting.Fields>
    public typealias Action = SettingsActionRowOf<Setting.Fields>
    public typealias Navigation = SettingsNavigationRowOf<Setting.Fields, Target>
    public typealias Detail = SettingsDetailRowOf<Setting.Fields>
    public typealias Screen = SettingsScreenRowOf<Setting.Fields>
    public typealias StaticText = SettingsTextRowOf<Setting.Fields>
}

/// One row of a section's screen: a setting, or a row beyond stored values.
public typealias SettingsFormRow<Root> = SettingsRowOf<SettingsRowKinds<SettingsFormSetting<Root>, String>>
public typealias SettingsFormLink = SettingsLinkRowOf<SettingsFormRowFields>
public typealias SettingsFormAction = SettingsActionRowOf<SettingsFormRowFields>
public typealias SettingsFormNavigation = SettingsNavigationRowOf<SettingsFormRowFields, String>
public typealias SettingsFormDetail = SettingsDetailRowOf<SettingsFormRowFields>
public typealias SettingsFormScreen = SettingsScreenRowOf<SettingsFormRowFields>
public typealias SettingsFormStaticText = SettingsTextRowOf<SettingsFormRowFields>

// The kinds were `SettingsLinkRow<Fields>`, `SettingsActionRow<Fields>`, ... until `SettingsRuntime.SettingsActionRow`
// and the view `SettingsSwiftUI.SettingsActionRow` made the name ambiguous in an app that imports both (issue 29).
// The old names that clash with nothing stay, deprecated; `SettingsActionRow` is the view's alone (apps name the
// form's action row `SettingsFormAction`, which is unchanged).
@available(*, deprecated, renamed: "SettingsLinkRowOf")
public typealias SettingsLinkRow<Fields: Hashable & Sendable> = SettingsLinkRowOf<Fields>
@available(*, deprecated, renamed: "SettingsNavigationRowOf")
public typealias SettingsNavigationRow<Fields: Hashable & Sendable, Target: Hashable & Sendable> = SettingsNavigationRowOf<Fields, Target>
@available(*, deprecated, renamed: "SettingsDetailRowOf")
public typealias SettingsDetailRow<Fields: Hashable & Sendable> = SettingsDetailRowOf<Fields>

/// A row of the form beyond stored values: the fields every row has (``SettingsFormRowFields``), reachable as its
/// own (`link.title`), plus its kind's.
public protocol SettingsFormRowKind: SettingsFieldsForwarding, Hashable, Sendable, Identifiable
where ID == String, Fields == SettingsFormRowFields {}

extension SettingsFormRowKind {
    public var id: String { fields.id }
}

extension SettingsLinkRowOf: Identifiable, SettingsFormRowKind where Fields == SettingsFormRowFields {}
extension SettingsActionRowOf: Identifiable, SettingsFormRowKind where Fields == SettingsFormRowFields {}
extension SettingsNavigationRowOf: Identifiable, SettingsFormRowKind where Fields == SettingsFormRowFields, Target == String {}
extension SettingsDetailRowOf: Identifiable, SettingsFormRowKind where Fields == SettingsFormRowFields {}
extension SettingsScreenRowOf: Identifiable, SettingsFormRowKind where Fields == SettingsFormRowFields {}
extension SettingsTextRowOf: Identifiable, SettingsFormRowKind where Fields == SettingsFormRowFields {}

extension SettingsNavigationRowOf where Target == String {
    /// The ``SettingsFormSection/id`` of the section it opens.
    public var targetID: String {
        get { target }
        set { target = newValue }
    }

    public init(_ fields: Fields, targetID: String) {
        self.init(fields, target: targetID)
    }
}

extension SettingsRowOf: Identifiable where Family.Fields == SettingsFormRowFields {
    public var id: String { fields.id }
}

extension SettingsFormSetting: SettingsFieldsForwarding {
    /// The fields every row has, from the setting's own properties of those names (setting them writes them back).
    public var fields: SettingsFormRowFields {
        get {
            SettingsFormRowFields(
                id: id, name: name, title: title, icon: icon, color: color, visibleWhen: visibleWhen,
                enabledWhen: enabledWhen, platforms: platforms)
        }
        set {
            id = newValue.id
            name = newValue.name
            title = newValue.title
            icon = newValue.icon
            color = newValue.color
            visibleWhen = newValue.visibleWhen
            enabledWhen = newValue.enabledWhen
            platforms = newValue.platforms
        }
    }
}
