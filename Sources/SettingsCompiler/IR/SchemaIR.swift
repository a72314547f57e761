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
    public var externalDataName: String?
    public var imports: [String]
    public var enums: [EnumIR]
    /// The root section: it holds the top-level sections and has no settings of its own.
    public var root: SectionIR
    /// `localization:`: the string table and the key of every text shown on screen; nil when not opted in.
    public var localization: LocalizationIR? = nil

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
            for setting in section.settings { result.append((path, setting)) }
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
    /// Raw values the case was stored as before (`renamedFrom:`), newest first: they decode as this case.
    public var renamedFrom: [String] = []

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
    /// The name in the schema; also the Swift property name (escaped by backends when a keyword).
    public var name: String
    /// The nested Swift type, e.g. `Smoothing` for `smoothing`. For the root, the root type name.
    public var typeName: String
    /// The persistence key of this section inside its parent (the name unless overridden).
    public var key: String
    public var title: String
    public var description: String?
    public var header: HeaderFooterIR?
    public var footer: HeaderFooterIR?
    public var settings: [SettingIR]
    public var sections: [SectionIR]
    public var location: SourceLocation
    /// Keys the section was stored under before (`renamedFrom:`), newest first; read when `key` is missing.
    public var renamedFrom: [String] = []
    /// The SF Symbol shown on the section's row (`icon:`), and its tile colour (`color:`, `#RRGGBB`).
    public var icon: String? = nil
    public var color: String? = nil
    /// Rows that open a URL (`{link: ...}` entries of `settings:`); not stored. Each keeps its place among the
    /// settings through `position`.
    public var links: [LinkIR] = []
    /// Rows that run a hook of the host view (`{action: ...}` entries of `settings:`); not stored.
    public var actions: [ActionIR] = []
    /// Chevron rows that open another section (`{navigate: ...}` entries of `settings:`); not stored.
    public var navigations: [NavigationIR] = []
    /// Read-only rows showing a property of the external data (`{detail: ...}` entries); not stored.
    public var details: [DetailIR] = []
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? = nil
    public var enabledWhen: ConditionIR? = nil
    /// The platforms the section is shown on: its `platforms:`, else its parent's; nil: every platform.
    public var platforms: [Platform]? = nil
    /// `presentation:`: a screen of its own behind a link (the default), or its content inside its parent's screen.
    public var presentation: SectionPresentation = .screen

    public init(
        name: String, typeName: String, key: String, title: String, description: String?,
        header: HeaderFooterIR?, footer: HeaderFooterIR?, settings: [SettingIR], sections: [SectionIR],
        location: SourceLocation
    ) {
        self.name = name
        self.typeName = typeName
        self.key = key
        self.title = title
        self.description = description
        self.header = header
        self.footer = footer
        self.settings = settings
        self.sections = sections
        self.location = location
    }
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
}

/// A row that opens a URL; not part of the model.
public struct LinkIR: Sendable, Hashable {
    /// The entry's name in `settings:`, also its id in the form.
    public var name: String
    public var title: String
    /// An `http` or `https` URL.
    public var url: String
    public var icon: String?
    public var color: String?
    /// How many settings of the section come before it.
    /// The platforms the row is shown on: its `platforms:`, else its section's; nil: every platform.
    public var platforms: [Platform]? = nil
    public var position: Int
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? = nil
    public var enabledWhen: ConditionIR? = nil

    public init(name: String, title: String, url: String, icon: String?, color: String?, position: Int) {
        self.name = name
        self.title = title
        self.url = url
        self.icon = icon
        self.color = color
        self.position = position
    }
}

/// A row that runs a hook the host view implements; not part of the model.
public struct ActionIR: Sendable, Hashable {
    public var name: String
    public var title: String
    /// The host view's function, e.g. `resetAllSettings` (called as `resetAllSettings()`).
    public var hook: String
    /// `role: destructive`.
    public var isDestructive: Bool
    /// Asked before the hook runs, when given.
    public var confirmation: String?
    public var icon: String?
    public var color: String?
    /// The platforms the row is shown on: its `platforms:`, else its section's; nil: every platform.
    public var platforms: [Platform]? = nil
    public var position: Int
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? = nil
    public var enabledWhen: ConditionIR? = nil

    public init(
        name: String, title: String, hook: String, isDestructive: Bool, confirmation: String?, icon: String?,
        color: String?, position: Int
    ) {
        self.name = name
        self.title = title
        self.hook = hook
        self.isDestructive = isDestructive
        self.confirmation = confirmation
        self.icon = icon
        self.color = color
        self.position = position
    }
}

/// A chevron row that opens another section; not part of the model.
public struct NavigationIR: Sendable, Hashable {
    public var name: String
    /// The row's title; the target section's title unless the schema gives one.
    public var title: String
    /// The dotted path of section names from the root (`payments.promotions`), checked to name a section.
    public var target: String
    public var icon: String?
    public var color: String?
    /// The platforms the row is shown on: its `platforms:`, else its section's; nil: every platform.
    public var platforms: [Platform]? = nil
    public var position: Int
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? = nil
    public var enabledWhen: ConditionIR? = nil
    public var location: SourceLocation

    public init(name: String, title: String, target: String, icon: String?, color: String?, position: Int, location: SourceLocation) {
        self.name = name
        self.title = title
        self.target = target
        self.icon = icon
        self.color = color
        self.position = position
        self.location = location
    }
}

/// A read-only row showing a `String` property of the schema's `externalData:` type, with copy; not stored.
public struct DetailIR: Sendable, Hashable {
    public var name: String
    public var title: String
    /// The property of the external data, e.g. `userID`.
    public var property: String
    public var icon: String?
    public var color: String?
    /// The platforms the row is shown on: its `platforms:`, else its section's; nil: every platform.
    public var platforms: [Platform]? = nil
    public var position: Int
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? = nil
    public var enabledWhen: ConditionIR? = nil

    public init(name: String, title: String, property: String, icon: String?, color: String?, position: Int) {
        self.name = name
        self.title = title
        self.property = property
        self.icon = icon
        self.color = color
        self.position = position
    }
}

/// A stored value type.
public indirect enum ValueType: Sendable, Hashable, CustomStringConvertible {
    case bool, int, float, double, string
    case enumeration(String)
    case optional(ValueType)
    /// Stored as strings, in a checked format: an absolute URL, `#RRGGBB`/`#RRGGBBAA`, `YYYY-MM-DDTHH:MM:SSZ`.
    case url, color, date
    /// A type the app supplies (`custom(Geo.Region)`), conforming to `SettingsCustomValue`; by its Swift name.
    case custom(String)
    /// `[string]` or `[int]`: a list of values of the element type (stored as a JSON array).
    case list(ValueType)

    /// The type without its optional wrapper.
    public var wrapped: ValueType {
        if case .optional(let inner) = self { return inner }
        return self
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    public var isNumeric: Bool {
        switch wrapped {
        case .int, .float, .double: true
        default: false
        }
    }

    /// The schema spelling: `int`, `Mode?`, ...
    public var description: String {
        switch self {
        case .bool, .int, .float, .double, .string, .url, .color, .date: builtin?.name ?? ""
        case .enumeration(let name): name
        case .optional(let inner): "\(inner)?"
        case .custom(let name): "custom(\(name))"
        case .list(let element): "[\(element)]"
        }
    }

    /// A type the app supplies (or an optional of one): its Swift name, else nil.
    public var customTypeName: String? {
        if case .custom(let name) = wrapped { return name }
        return nil
    }

    /// `[string]` or `[int]` (or an optional of one): the element type; nil for other types.
    public var listElement: ValueType? {
        if case .list(let element) = wrapped { return element }
        return nil
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
    /// The value of a `[string]` or `[int]` setting.
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

    public var asDouble: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

/// A closed range of numbers; a bound left open in the schema is nil.
public struct RangeIR: Sendable, Hashable {
    public var lowerBound: Value?
    public var upperBound: Value?

    public init(lowerBound: Value?, upperBound: Value?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

public struct DeprecationIR: Sendable, Hashable {
    public var message: String?
    /// `replacement:`: the dotted path of schema names of the setting that replaces this one, checked to name
    /// a setting that is not deprecated and whose type can hold this one's values.
    public var replacement: String? = nil
    /// The replacement's name when it is in the same section: its Swift name for `@available(renamed:)`, and
    /// the decoder reads this setting's stored value into it when its own key is missing (a migration).
    public var replacementInSection: String? = nil

    public init(message: String?) {
        self.message = message
    }

    public init(message: String?, replacement: String?, replacementInSection: String?) {
        self.message = message
        self.replacement = replacement
        self.replacementInSection = replacementInSection
    }
}

public struct SettingIR: Sendable, Hashable {
    /// The name in the schema; also the Swift property name (escaped by backends when a keyword).
    public var name: String
    public var key: String
    public var title: String
    public var description: String?
    public var type: ValueType
    public var defaultValue: Value
    public var range: RangeIR?
    public var step: Value?
    public var requiresRestart: Bool
    public var sideEffect: String?
    public var skip: Bool
    public var deprecated: DeprecationIR?
    public var location: SourceLocation
    /// Keys the setting was stored under before (`renamedFrom:`), newest first; read when `key` is missing.
    public var renamedFrom: [String] = []
    /// The SF Symbol shown on the setting's row (`icon:`), and its tile colour (`color:`, `#RRGGBB`).
    public var icon: String? = nil
    public var color: String? = nil
    /// Shown in Settings.app (`settingsApp:` on the setting or a section around it): the Settings.bundle
    /// backend writes it, and the UserDefaults persistence mirrors it under its own key.
    public var settingsApp: Bool = false
    /// `visibleWhen:` / `enabledWhen:`: shown (enabled) only while the condition holds; nil: always.
    public var visibleWhen: ConditionIR? = nil
    public var enabledWhen: ConditionIR? = nil
    /// The platforms the setting is shown on: its `platforms:`, else its section's; nil: every platform. The
    /// model stores it on every platform.
    public var platforms: [Platform]? = nil
    /// Shown after the value (`unit:`), e.g. `s`; and how the number is shown (`format:`).
    public var unit: String? = nil
    public var format: NumberFormatIR? = nil
    /// `minLength`, `maxLength` and `pattern` of a `string`/`string?` setting; nil when it has none.
    public var stringRules: StringRulesIR? = nil
    /// `secure: true`: a string kept out of logs and shown masked (still stored with the other settings).
    public var isSecure: Bool = false
    /// `placeholder:`: the prompt of the empty text field of a `string`/`string?` setting.
    public var placeholder: String? = nil
    /// `minItems` and `maxItems` of a `[string]`/`[int]` setting; nil when it has neither. (A list's `range:`
    /// and string rules apply to each element and live in `range` and `stringRules`.)
    public var listRules: ListRulesIR? = nil
    /// `control:`: the control the schema picks for a number (nil: the standard one for its type and range).
    public var control: ControlIR? = nil

    public init(
        name: String, key: String, title: String, description: String?, type: ValueType, defaultValue: Value,
        range: RangeIR?, step: Value?, requiresRestart: Bool, sideEffect: String?, skip: Bool,
        deprecated: DeprecationIR?, location: SourceLocation
    ) {
        self.name = name
        self.key = key
        self.title = title
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
        self.range = range
        self.step = step
        self.requiresRestart = requiresRestart
        self.sideEffect = sideEffect
        self.skip = skip
        self.deprecated = deprecated
        self.location = location
    }
}
