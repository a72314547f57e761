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
    public var externalData: Located<String>?
    public var imports: [Located<String>] = []
    public var enums: [EnumDecl] = []
    public var sections: [SectionDecl] = []
    public var location: SourceLocation
    /// The document has a `sections:` key (a missing one is an error already; an empty one a warning).
    public var hasSectionsKey = false
    /// `localization:` as written (`true`, or `{table, sourceLanguage, keys}`); checked by `LocalizationCheck`.
    public var localization: YAMLNode?

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
    /// `renamedFrom:` of a case in the mapping form: the raw values it was stored as before, newest first.
    public var renamedFrom: [Located<String>] = []
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
    public var settings: [SettingDecl] = []
    /// Link rows: entries of `settings:` with a `link:` key (not stored), in declaration order.
    public var links: [LinkDecl] = []
    /// Action rows: entries of `settings:` with an `action:` key (not stored), in declaration order.
    public var actions: [ActionDecl] = []
    /// Navigation rows: entries of `settings:` with a `navigate:` key (not stored), in declaration order.
    public var navigations: [NavigationDecl] = []
    /// Detail rows: entries of `settings:` with a `detail:` key (not stored), in declaration order.
    public var details: [DetailDecl] = []
    public var sections: [SectionDecl] = []
    /// `renamedFrom:`: the keys the section was stored under before, newest first.
    public var renamedFrom: [Located<String>] = []
    /// `icon:`: an SF Symbol name shown on a coloured tile; `color:` the tile's colour, `#RRGGBB`.
    public var icon: Located<String>?
    public var color: Located<String>?
    /// `settingsApp:`: expose the section's settings (and its subsections', unless they say otherwise) in
    /// Settings.app through the Settings.bundle backend.
    public var settingsApp: Located<Bool>?
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
}

/// A row that opens a URL: `statusPage: {link: "https://status.example.com", title: Open status page}`.
public struct LinkDecl: Sendable {
    public var name: Located<String>
    public var url: Located<String>?
    public var title: Located<String>?
    public var icon: Located<String>?
    public var color: Located<String>?
    /// `platforms:` as written.
    public var platforms: YAMLNode?
    /// How many settings of the section come before it, so it keeps its place among them.
    public var position: Int
    /// `visibleWhen:` and `enabledWhen:`: condition expressions over other settings (see Conditions/).
    public var visibleWhen: Located<String>?
    public var enabledWhen: Located<String>?
}

/// A row that runs a hook of the host view:
/// `reset: {action: resetAllSettings, title: Reset all settings, role: destructive, confirmation: Sure?}`.
public struct ActionDecl: Sendable {
    public var name: Located<String>
    public var hook: Located<String>?
    public var title: Located<String>?
    public var role: Located<String>?
    public var confirmation: Located<String>?
    public var icon: Located<String>?
    public var color: Located<String>?
    /// `platforms:` as written.
    public var platforms: YAMLNode?
    /// How many settings of the section come before it.
    public var position: Int
    /// `visibleWhen:` and `enabledWhen:`: condition expressions over other settings (see Conditions/).
    public var visibleWhen: Located<String>?
    public var enabledWhen: Located<String>?
}

/// A chevron row that opens another section: `more: {navigate: payments.promotions, title: Promotions}`.
public struct NavigationDecl: Sendable {
    public var name: Located<String>
    /// The dotted path of section names from the root.
    public var target: Located<String>?
    public var title: Located<String>?
    public var icon: Located<String>?
    public var color: Located<String>?
    /// `platforms:` as written.
    public var platforms: YAMLNode?
    public var position: Int
    /// `visibleWhen:` and `enabledWhen:`: condition expressions over other settings (see Conditions/).
    public var visibleWhen: Located<String>?
    public var enabledWhen: Located<String>?
}

/// A read-only row showing a property of the app's external data: `userID: {detail: userID, title: User ID}`.
public struct DetailDecl: Sendable {
    public var name: Located<String>
    /// The property of the `externalData:` type.
    public var property: Located<String>?
    public var title: Located<String>?
    public var icon: Located<String>?
    public var color: Located<String>?
    /// `platforms:` as written.
    public var platforms: YAMLNode?
    public var position: Int
    /// `visibleWhen:` and `enabledWhen:`: condition expressions over other settings (see Conditions/).
    public var visibleWhen: Located<String>?
    public var enabledWhen: Located<String>?
}

public struct SettingDecl: Sendable {
    public var name: Located<String>
    /// `allow:`: codes of warnings accepted on this setting (`AllowedWarnings`).
    public var allow: [Located<String>] = []
    /// From the name to the end of the setting's value: where `allow:` applies.
    public var extent: SourceRange?
    /// The `type:` text, e.g. `int?`.
    public var type: Located<String>?
    /// The default as written: the short form's value, or the long form's `default:`.
    public var defaultValue: YAMLNode?
    public var title: Located<String>?
    public var description: Located<String>?
    public var range: YAMLNode?
    public var step: YAMLNode?
    public var requiresRestart: Located<Bool>?
    public var sideEffect: Located<String>?
    public var skip: Located<Bool>?
    public var key: Located<String>?
    /// `deprecated: true` (message nil) or `deprecated: "message"`; `false` leaves it nil.
    public var deprecated: Located<String?>?
    /// `deprecated: {replacement: section.setting}`: the dotted path of names of the setting that replaces it.
    public var deprecationReplacement: Located<String>?
    /// `renamedFrom:`: the keys the setting was stored under before, newest first.
    public var renamedFrom: [Located<String>] = []
    /// `icon:`: an SF Symbol name shown on a coloured tile; `color:` the tile's colour, `#RRGGBB`.
    public var icon: Located<String>?
    public var color: Located<String>?
    /// `settingsApp:`: show the setting in Settings.app (the Settings.bundle backend); nil: as its section says.
    public var settingsApp: Located<Bool>?
    /// `platforms:` as written: a list of platform names (or one name).
    public var platforms: YAMLNode?
    /// `unit:`, shown after the value (`s`, `%`, `days`); `format:` as written (`percent`, `{decimals: 1}`).
    public var unit: Located<String>?
    public var format: YAMLNode?
    /// `minLength:`, `maxLength:` (checked by the validator to be non-negative integers).
    public var minLength: YAMLNode?
    public var maxLength: YAMLNode?
    /// `pattern:` as written: a regex, or `{regex: ..., message: ...}`.
    public var pattern: YAMLNode?
    /// `secure: true`.
    public var secure: Located<Bool>?
    /// `placeholder:`: the prompt of a string setting's empty text field.
    public var placeholder: Located<String>?
    /// `control:`: the control a number setting gets instead of the standard one (checked by `ControlRules`).
    public var control: Located<String>?
    /// `minItems:`, `maxItems:` of a list setting (checked by `ListRuleCheck`).
    public var minItems: YAMLNode?
    public var maxItems: YAMLNode?
    /// The setting had keys the language does not know (a typo of `type`, say); follow-on errors are not given.
    public var hadUnknownKeys = false
    /// `visibleWhen:` and `enabledWhen:`: condition expressions over other settings (see Conditions/).
    public var visibleWhen: Located<String>?
    public var enabledWhen: Located<String>?
}
