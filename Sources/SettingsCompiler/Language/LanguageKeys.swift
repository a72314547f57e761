public import SettingsRuntime

/// The keys of the schema language, declared once: for each construct (the top level, a section, a setting, each
/// row kind, the mappings inside a setting's keys, ...) an enum of its keys whose `spec` gives each key's shape,
/// one-line documentation and examples. The parser's allowed keys, the unknown-key suggestions and "allowed keys"
/// notes, the editor JSON Schema (`EditorSchema`) and the drift checks of docs/schema-language.md derive from it.
///
/// Adding a key: add a case to its construct's enum and follow the compiler's errors (the exhaustive `spec`
/// switch here; for a setting, `SettingKey.formAttribute`). The parser reads a key of a plain shape by its
/// `shape` (`SettingDecl.keys`); docs/architecture.md lists every step.

/// A key of one construct of the language.
public protocol LanguageKey: RawRepresentable, CaseIterable, Sendable where RawValue == String, AllCases == [Self] {
    /// Where the key is allowed.
    static var construct: Construct { get }
    /// Its shape, documentation and examples.
    var spec: KeySpec { get }
}

extension LanguageKey {
    /// The key as a schema writes it.
    public var name: String { rawValue }
    /// The keys of the construct, in the order messages and documentation list them.
    public static var names: [String] { allCases.map(\.rawValue) }
    static var entries: [KeyEntry] { allCases.map { KeyEntry(name: $0.rawValue, spec: $0.spec) } }
}

/// One key with its spec.
public struct KeyEntry: Sendable {
    public let name: String
    public let spec: KeySpec
}

/// What the language says about one key of one construct.
public struct KeySpec: Sendable {
    /// The value it takes.
    public let shape: KeyShape
    /// One line of documentation (the editor schema's description), made when asked for, like the examples: many
    /// are put together from the language's other tables (the type names, the list types), and the parser makes the
    /// specs of every key of the constructs it reads (issue 32: some 0.3 M instructions of every run).
    public var summary: String { makeSummary() }
    private let makeSummary: @Sendable () -> String
    /// Values as a schema writes them, made when asked for (the editor schema, the docs, the tests): the parser makes
    /// the specs of every key of the constructs it reads, and building their examples' values (arrays and mappings
    /// of `JSONValue`) cost more than the rest of the spec (issue 32: about 1 M instructions of every run).
    public var examples: [JSONValue] { makeExamples() }
    private let makeExamples: @Sendable () -> [JSONValue]
    /// The construct is incomplete without it.
    public let required: Bool
    /// Where the key's value arrives beyond the compiler; `KeySurfaceTests` compiles the key's first example and
    /// fails, naming the surface, for each declared surface the value does not reach.
    public let surfaces: [KeySurface]
    /// For a setting key the form takes as written: the kind of runtime attribute it becomes,
    /// `SettingsFormAttribute(kind, member: key, value:)` (`.text(member:_:)`, `.link(member:_:)`), which every surface
    /// handles by its kind (text: localized, searched, in the docs; link: under the row, in the docs and the
    /// previews), so the key needs no line in any of them. Its shape must fit the kind (`LanguageTableTests`: text
    /// for `.text`, `.word(.httpURL)` for `.link`).
    public let attribute: SettingsAttributeKind?

    public init(
        _ shape: KeyShape, _ summary: @autoclosure @escaping @Sendable () -> String,
        examples: @autoclosure @escaping @Sendable () -> [JSONValue] = [],
        required: Bool = false, surfaces: [KeySurface] = [], attribute: SettingsAttributeKind? = nil
    ) {
        self.shape = shape
        self.makeSummary = summary
        self.makeExamples = examples
        self.required = required
        self.surfaces = surfaces
        self.attribute = attribute
    }
}

/// A place a key's value reaches (``KeySpec/surfaces``).
public enum KeySurface: String, CaseIterable, Sendable {
    /// The generated form (`SettingsForm`, the `+Form.swift` file).
    case form
    /// The runtime setting SettingsSwiftUI's row shows (`SettingsFormSetting`, as `settingsc preview` builds it).
    case row
    /// The docs: a fact of the setting in Markdown and HTML.
    case docs
    /// Search: `SettingsSearchIndex` (the store's search, `settingsc preview --search`, the docs site) finds it.
    case search
    /// The string catalog (`.xcstrings`), and so `localized(using:)`: the key is user-visible text.
    case stringCatalog
    /// The previews: `settingsc preview` (`SettingsTextRenderer`) and the docs' HTML screen preview (`ScreenPreview`).
    case preview

    /// What user-visible text of a setting reaches.
    public static let text: [KeySurface] = [.form, .row, .docs, .search, .stringCatalog]
    /// What a number's unit reaches: shown after the value and translated, but not searched.
    public static let unit: [KeySurface] = [.form, .row, .docs, .stringCatalog, .preview]
    /// What a link of a setting (an `attribute: .link` key) reaches: not search or the catalog, a
    /// URL is no text to find or translate.
    public static let link: [KeySurface] = [.form, .row, .docs, .preview]
}

/// The lexical rules of the language's names and short strings. Each rule's grammar is declared once
/// (`grammar`, a ``LexicalGrammar``): the editor schema prints its `pattern` (and `maxLength`) from it, and the
/// compiler matches text against the same grammar, reporting the rule's one code (`diagnostic`) for text that
/// does not follow it. A key whose shape is `.word(rule)` is checked by the parser from its shape alone.
/// `examples` and `counterExamples` are checked against both sides by `LexicalRuleTests`.
public enum LexicalRule: String, CaseIterable, Sendable {
    case typeName, memberName, hookName, persistenceKey, symbolName, colour, moduleName, dottedPath, httpURL
    case warningCode, localizationTable, languageCode, localizationKey, unit
    /// The dotted path of schema names of a setting (at least `section.setting`): a preset's keys.
    case settingPath
    /// A Swift compilation condition (`DEBUG`, `TESTFLIGHT`): what selects a build configuration.
    case compilationCondition
    /// An App Group identifier (`group.com.example.app`): a `suite:`.
    case appGroup
    /// A remote parameter key (`remote:`): what Firebase Remote Config and OpenFeature accept as a flag key.
    case remoteKey
    /// The URL a link row opens: any absolute URL (`https://...`, `mailto:...`, `app-settings:`, the app's own scheme);
    /// the validator allows http and https, and other schemes only where `linkSchemes:` names them.
    case linkURL
    /// A URL scheme without its colon (`mailto`, `app-settings`, `myapp`): an entry of `linkSchemes:`.
    case urlScheme

    /// The rule, as the pieces the whole text is made of.
    public var grammar: LexicalGrammar {
        let identifier: [LexicalPiece] = [.one(.identifierStart), .any(.identifier)]
        switch self {
        case .typeName: return LexicalGrammar([.one(.upper), .any(.identifier)])
        // True and False: YAML 1.2 tools read a plain `true:` key as a boolean and spell it True.
        case .memberName: return LexicalGrammar([.oneOf([[.one(.lower), .any(.identifier)], [.text("True")], [.text("False")]])])
        case .hookName: return LexicalGrammar([.one(.lower), .any(.identifier)])
        case .persistenceKey: return LexicalGrammar([.some(.of("A"..."Z", "a"..."z", "0"..."9", "_"..."_", "-"..."-"))])
        case .symbolName:
            let part = LexicalPiece.some(.of("a"..."z", "0"..."9"))
            return LexicalGrammar([part, .group([.text("."), part], min: 0, max: nil)], maxLength: 64)
        case .colour: return LexicalGrammar([.text("#"), .scalars(.hexDigit, min: 6, max: 6)])
        case .moduleName, .dottedPath: return LexicalGrammar(identifier + [.group([.text(".")] + identifier, min: 0, max: nil)])
        case .httpURL:
            // `http://` or `https://` in any case, a host, then anything printable: ASCII without spaces or
            // control characters, so no other scheme (`javascript:`, `file:`) and nothing that hides one.
            return LexicalGrammar([
                .anyCase("http"), .group([.anyCase("s")], min: 0, max: 1), .text("://"),
                .some(.of("!"..."\"", "$"...".", "0"...">", "@"..."~")), .any(.visibleASCII),
            ])
        case .warningCode: return LexicalGrammar([.anyCase("sc"), .scalars(.digit, min: 4, max: 4)])
        case .localizationTable:
            return LexicalGrammar([
                .one(.letter),
                .scalars(.of("A"..."Z", "a"..."z", "0"..."9", "_"..."_", "-"..."-"), min: 0, max: LanguageLimits.localizationTableLength - 1),
            ])
        case .languageCode:
            return LexicalGrammar([.scalars(.lower, min: 2, max: 3), .group([.text("-"), .scalars(.letterOrDigit, min: 2, max: 8)], min: 0, max: nil)])
        case .localizationKey: return LexicalGrammar([.scalars(ScalarClass.spaceOrControl.inverted, min: 1, max: LanguageLimits.localizationKeyLength)])
        case .unit:
            return LexicalGrammar([.scalars(ScalarClass([0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029]).inverted, min: 1, max: nil)],
                                  maxLength: LanguageLimits.unitLength)
        case .settingPath: return LexicalGrammar(identifier + [.group([.text(".")] + identifier, min: 1, max: nil)])
        case .compilationCondition: return LexicalGrammar(identifier)
        case .appGroup: return LexicalGrammar([.text("group"), .group([.text("."), .some(.of("A"..."Z", "a"..."z", "0"..."9", "-"..."-"))], min: 1, max: nil)], maxLength: 255)
        case .remoteKey: return LexicalGrammar([.one(.identifierStart), .scalars(.identifier, min: 0, max: LanguageLimits.remoteKeyLength - 1)])
        case .linkURL:
            // A scheme (a letter, then letters, digits, `+`, `-`, `.`), a colon, then printable ASCII without spaces or
            // control characters (possibly nothing: `app-settings:`).
            return LexicalGrammar([.one(.letter), .any(.of("A"..."Z", "a"..."z", "0"..."9", "+"..."+", "-"...".")), .text(":"), .any(.visibleASCII)])
        case .urlScheme:
            return LexicalGrammar([.one(.lower), .any(.of("a"..."z", "0"..."9", "+"..."+", "-"..."."))], maxLength: 64)
        }
    }

    /// The regular expression over the whole text (the editor schema's `pattern`), printed from `grammar`.
    public var pattern: String { grammar.pattern }

    /// True when the whole of `text` follows the rule.
    public func matches(_ text: String) -> Bool { grammar.matches(text) }

    /// The code the compiler reports for text that does not follow the rule, wherever the rule applies.
    public var diagnostic: DiagnosticCode {
        switch self {
        case .typeName, .memberName, .hookName, .persistenceKey, .moduleName: .invalidIdentifier
        case .symbolName: .invalidSymbolName
        case .colour: .invalidColor
        case .dottedPath: .unknownNavigationTarget
        case .httpURL: .invalidURL
        case .warningCode: .invalidAllow
        case .localizationTable: .invalidLocalizationTable
        case .languageCode: .invalidSourceLanguage
        case .localizationKey: .invalidLocalizationKey
        case .unit: .invalidUnit
        case .settingPath: .unknownPresetSetting
        case .compilationCondition: .invalidBuildConfiguration
        case .appGroup: .invalidAppGroup
        case .remoteKey: .invalidRemoteKey
        case .linkURL: .invalidURL
        case .urlScheme: .linkScheme
        }
    }

    /// What the text must be, for the message of a key checked by its shape: "an http or https URL".
    public var wording: String {
        switch self {
        case .typeName: "a type name (ASCII letters, digits and _, starting with an upper-case letter)"
        case .memberName, .hookName: "a member name (ASCII letters, digits and _, starting with a lower-case letter)"
        case .persistenceKey: "a persistence key (ASCII letters, digits, '_' and '-')"
        case .symbolName: "an SF Symbol name (lowercase letters and digits in dot-separated parts, e.g. `icloud` or `bell.badge.fill`)"
        case .colour: "a colour (`#` and six hex digits, e.g. `#226AD6`)"
        case .moduleName: "a module name (identifiers joined by dots, e.g. `Darwin.C`)"
        case .dottedPath: "a dotted path of names (e.g. `payments.promotions`)"
        case .httpURL: "a web address (an `http://` or `https://` URL with a host, written without spaces)"
        case .warningCode: "a warning code such as SC1543"
        case .localizationTable: "a string table name (ASCII letters, digits, _ and -, starting with a letter)"
        case .languageCode: "a language code such as `en` or `pt-BR`"
        case .localizationKey: "a localization key (no spaces or control characters)"
        case .unit: "a unit (short text such as `s`, `ms`, `%` or `days`)"
        case .settingPath: "the dotted path of a setting (e.g. `network.baseURL`)"
        case .compilationCondition: "a Swift compilation condition (e.g. `TESTFLIGHT`)"
        case .appGroup: "an App Group identifier (`group.` and a reverse-DNS name, e.g. `group.com.example.app`)"
        case .remoteKey: "a remote key (a letter or _, then letters, digits and _)"
        case .linkURL: "a URL (a scheme such as `https:`, `mailto:` or the app's own, then the rest, written without spaces)"
        case .urlScheme: "a URL scheme without its colon (a lowercase letter, then lowercase letters, digits, `+`, `-` and `.`, e.g. `mailto`)"
        }
    }

    /// Text that follows the rule; the first is the editor schema's example where it has one.
    public var examples: [String] {
        switch self {
        case .typeName: ["Mode", "ServerEnvironment", "A_2"]
        case .memberName: ["dayPeriod", "debug_menu", "True", "x2"]
        case .hookName: ["resetAllSettings", "sign_out"]
        case .persistenceKey: ["launch_count", "smoothingV2", "a-b"]
        case .symbolName: ["icloud", "bell.badge.fill", "42.circle"]
        case .colour: ["#226AD6", "#ff3b30"]
        case .moduleName: ["Foundation", "Darwin.C"]
        case .dottedPath: ["payments.promotions", "general"]
        case .httpURL: ["https://status.example.com", "http://example.com/a?b=c#d", "HTTPS://EXAMPLE.COM"]
        case .warningCode: ["SC1543", "sc1543"]
        case .localizationTable: ["BetaSettings", "Beta-Settings_2"]
        case .languageCode: ["en", "de", "pt-BR", "zh-Hans"]
        case .localizationKey: ["dayPeriodTitle", "smoothing.dayPeriod.title"]
        case .unit: ["s", "%", "days", "km/h"]
        case .settingPath: ["network.baseURL", "a.b.c"]
        case .compilationCondition: ["TESTFLIGHT", "_BETA2"]
        case .appGroup: ["group.com.example.app", "group.a-b"]
        case .remoteKey: ["welcome_message", "_x9"]
        case .linkURL: ["https://status.example.com", "mailto:support@example.com", "app-settings:", "myapp://settings/privacy"]
        case .urlScheme: ["mailto", "app-settings", "myapp", "x-callback+v2.1"]
        }
    }

    /// Text that does not follow the rule: the compiler refuses it, and so does the editor schema.
    public var counterExamples: [String] {
        switch self {
        case .typeName: ["mode", "2Mode", "Mo-de", ""]
        case .memberName: ["DayPeriod", "day period", "9lives", ""]
        case .hookName: ["ResetAll", "reset-all", ""]
        case .persistenceKey: ["a.b", "a b", "ä", ""]
        case .symbolName: ["Icloud", "bell..fill", ".icloud", "bell.", String(repeating: "a", count: 65)]
        case .colour: ["226AD6", "#226AD", "#226AD6FF", "#GGGGGG"]
        case .moduleName: ["Darwin..C", "2Foundation", "Foundation.", "Found ation"]
        case .dottedPath: ["payments..promotions", ".payments", "payments-promotions"]
        case .httpURL: [
            "javascript:alert(1)", "JavaScript://example.com", "ftp://example.com", "file:///etc/passwd",
            "https://", "https:///path", "https://exa mple.com", "https://example.com/\u{7}", "https://exämple.com", "data:text/html,hi",
        ]
        case .warningCode: ["SC154", "SX1543", "SC15434"]
        case .localizationTable: ["2Table", "Table.name", String(repeating: "a", count: LanguageLimits.localizationTableLength + 1)]
        case .languageCode: ["EN", "e", "en_US", "en-"]
        case .localizationKey: ["day period", "tab\tkey", String(repeating: "k", count: LanguageLimits.localizationKeyLength + 1)]
        case .unit: ["line\nbreak", String(repeating: "u", count: LanguageLimits.unitLength + 1)]
        case .settingPath: ["network..baseURL", "network.base-URL", "9network.baseURL"]
        case .compilationCondition: ["TEST FLIGHT", "2BETA", "A.B"]
        case .appGroup: ["com.example.app", "group.", "group..a", "group.a_b", "groups.a"]
        case .remoteKey: ["welcome-message", "9lives", "a.b", String(repeating: "r", count: LanguageLimits.remoteKeyLength + 1)]
        case .linkURL: ["status.example.com", "1http://example.com", "https://exa mple.com", ":nothing", "mailto:ä@example.com", "https://example.com/\u{7}"]
        case .urlScheme: ["Mailto", "mailto:", "2fa", "my app", "", String(repeating: "s", count: 65)]
        }
    }
}

/// Numeric limits the validator enforces and the editor schema states.
public enum LanguageLimits {
    /// The longest `unit:`, in characters (SC1540).
    public static let unitLength = 20
    /// `decimals:` of a format (SC1542).
    public static let decimals = 0...10
    /// The longest localization table name (SC1592's neighbours: SC1410).
    public static let localizationTableLength = 64
    /// The longest localization key.
    public static let localizationKeyLength = 256
    /// The longest remote key (Firebase Remote Config's limit for a parameter key, SC1680).
    public static let remoteKeyLength = 256
    /// The most bytes a `data` default holds (SC1567): the generated Swift writes them as a byte literal, and larger
    /// data is the app's to set.
    public static let dataDefaultBytes = 65_536
}

/// The value a key takes.
public indirect enum KeyShape: Sendable {
    /// Any scalar, taken as its text as written; null means absent.
    case text
    /// A string (JSON string only).
    case string
    /// A string following a lexical rule; `nullable`: null means absent.
    case word(LexicalRule, nullable: Bool)
    /// `true` or `false`.
    case flag(default: Bool?)
    /// `true` or `false`, or null.
    case flagOrNull
    /// One of these words.
    case choice([String])
    /// A whole number in a range.
    case integer(min: Int, max: Int?)
    /// A number greater than 0.
    case positiveNumber
    /// A number, or null for none.
    case numberOrNull
    /// A condition expression (`visibleWhen`, `enabledWhen`).
    case condition
    /// A platform name or a list of them.
    case platforms
    /// An old persistence key or a list of them.
    case renamedFrom
    /// An enum case's old raw value (a text, a whole number or a boolean, as the flat layout may have stored it) or a
    /// list of them.
    case oldRawValues
    /// A warning code or a list of them.
    case warningCodes
    /// A list of values of a shape; null means none.
    case list(KeyShape, summary: String, examples: [JSONValue])
    /// A mapping with the keys of another construct.
    case mapping(Construct)
    /// Any one of these shapes (`oneOf` when exclusive).
    case either([KeyShape], exclusive: Bool)
    /// A mapping of names (of a rule) to values of a shape; null means empty.
    case dictionary(names: LexicalRule?, values: KeyShape)
    /// A definition of the editor schema shared by several keys (sections, a setting, cases, ...).
    case definition(EditorSchema.Definition)
    /// A setting's `type:`: a built-in type (`BuiltinType`), an enum, `custom(Name)`, `?`, or a list type.
    case settingType
    /// A default value: any scalar, a list, or null.
    case defaultValue
    /// A range written `min...max`.
    case rangeText
    /// `true`, a message, or the deprecation mapping.
    case deprecation
}

extension KeyShape {
    /// Text that people read: a title, description, header or footer, message, confirmation or keyword (a pattern's
    /// `regex:` is excluded by the table that uses this). A plain text of such a key followed by ` #` on its line
    /// is cut there by YAML, and the parser warns (SC1306).
    var isReadText: Bool {
        switch self {
        case .text, .string, .deprecation, .definition(.headerFooter): true
        case .list(let item, _, _): item.isReadText
        default: false
        }
    }
}

/// A construct of the language: a mapping with a fixed set of keys.
public enum Construct: String, CaseIterable, Sendable {
    case root, section, setting, link, action, navigate, detail, screen, text
    case deprecation, enumLongForm, enumCase, localization, pattern, format, range, headerFooterText
    case preset
    case cascade
    case settingsWindow

    /// Its keys with their specs, in order.
    public var entries: [KeyEntry] {
        switch self {
        case .root: RootKey.entries
        case .section: SectionKey.entries
        case .setting: SettingKey.entries
        case .link: LinkKey.entries
        case .action: ActionKey.entries
        case .navigate: NavigationKey.entries
        case .detail: DetailKey.entries
        case .screen: ScreenKey.entries
        case .text: TextKey.entries
        case .deprecation: DeprecationKey.entries
        case .enumLongForm: EnumKey.entries
        case .enumCase: CaseKey.entries
        case .localization: LocalizationKey.entries
        case .pattern: PatternKey.entries
        case .format: FormatKey.entries
        case .range: RangeKey.entries
        case .headerFooterText: HeaderFooterKey.entries
        case .preset: PresetKey.entries
        case .cascade: CascadeKey.entries
        case .settingsWindow: SettingsWindowKey.entries
        }
    }

    /// What the editor schema says the mapping is.
    public var summary: String {
        switch self {
        case .root: "A settingsc schema: the settings of an app, or of one part of it, in a *.settings.yaml or *.settings.json file. settingsc compiles it into typed Swift code. Reference: docs/schema-language.md."
        case .section: "A section: settings and subsections under a name, nested to any depth. All keys are optional."
        case .setting: "Long form: the setting's type, default and presentation. Needs `type`, `default`, or both."
        case .link: "A link row: opens a web page; shown among the settings in declaration order, not stored."
        case .action: "An action row: runs a hook the host view implements; shown among the settings in declaration order, not stored."
        case .navigate: "A navigation row: a chevron row that opens another section; shown among the settings in declaration order, not stored."
        case .detail: "A detail row: a read-only value from the externalData type, selectable to copy; shown among the settings in declaration order, not stored."
        case .screen: "An app-screen row: a chevron row that opens a screen of the app's own, which the host view supplies (screen: accounts needs accountsScreen()); shown among the settings in declaration order, not stored."
        case .text: "A text row: a line of text among the settings (the text of text:), optionally conditional; shown in declaration order, not stored."
        case .deprecation: "Deprecated, with a message and the setting that replaces it."
        case .enumLongForm: "Long form: the cases, and the case that a stored value the enum no longer has decodes as."
        case .enumCase: "The case's title and description (the description becomes its documentation comment)."
        case .localization: "The string table, the source language and keys to use instead of derived ones."
        case .pattern: "The regular expression and the message shown for a value that does not match."
        case .format: "The style and the digits after the decimal point."
        case .range: "The bounds as numbers; at least one of them."
        case .headerFooterText: "Static text, for when the text is the word `inject` itself."
        case .preset: "Long form of a preset: its values, title, description, and whether it must be applied whole."
        case .cascade: "A cascade: when the setting changes to `when` (or at all, without it), the settings of `set` take their values in the same edit."
        case .settingsWindow: "The macOS Settings window: which top-level sections are its tabs, in order."
        }
    }

    /// Mappings of the construct as a schema writes them.
    public var examples: [JSONValue] {
        switch self {
        case .root:
            [[
                "settings": "BetaSettings",
                "enums": ["Algorithm": ["movingAverage", "exponentialAverage"]],
                "sections": ["smoothing": [
                    "footer": "inject",
                    "settings": [
                        "dayPeriod": ["type": "int", "default": 7, "range": "1...30"],
                        "algorithm": ["type": "Algorithm", "default": "movingAverage"],
                        "prettyCool": true,
                    ],
                ]],
            ]]
        case .section: [["title": "Smoothing", "footer": "inject", "settings": ["dayPeriod": 7]]]
        case .setting:
            [
                ["type": "int", "default": 7, "range": "1...30"],
                ["type": "double", "default": 30, "range": ["min": 5, "max": 120], "step": 5, "title": "Request timeout (seconds)"],
                ["type": "string?", "description": "nil when empty"],
            ]
        case .link: [["link": "https://status.example.com", "title": "Open status page"]]
        case .action: [["action": "resetAllSettings", "title": "Reset all settings", "role": "destructive", "confirmation": "Reset every setting to its default?"]]
        case .navigate: [["navigate": "payments.promotions", "title": "Promotions"]]
        case .detail: [["detail": "userID", "title": "Copy user ID"]]
        case .screen: [["screen": "accounts", "title": "Accounts", "icon": "person.2", "value": "accountSummary"]]
        case .text: [["text": "Filters apply to every timeline.", "visibleWhen": "filters.enabled"]]
        case .deprecation: [["message": "Moved to the Syncing section.", "replacement": "syncing.interval"]]
        case .enumLongForm: [["cases": ["remote", "forceOn", "forceOff"], "fallback": "remote"]]
        case .enumCase: [["title": "Weighted average", "description": "Recent days count more."]]
        case .localization: [["table": "BetaSettings"]]
        case .pattern: [["regex": "[a-z0-9_]+", "message": "Use lowercase letters, digits and _."]]
        case .format: [["style": "percent", "decimals": 1]]
        case .range: [["min": 1, "max": 30], ["min": 0]]
        case .headerFooterText: [["text": "inject"]]
        case .preset: [["title": "Staging", "whole": true, "values": ["network.baseURL": "https://staging.example.com", "logging.level": "verbose"]]]
        case .cascade: [["when": "none", "set": ["swipes.secondaryAction": "none"]]]
        case .settingsWindow: [["tabs": ["general", "playback", "advanced"]]]
        }
    }
}

// MARK: Shared wording

private enum Wording {
    static func title(default what: String, _ example: JSONValue) -> KeySpec {
        KeySpec(.text, "The title shown for \(what). Default: the name made readable.", examples: [example])
    }
    static func icon(_ what: String, _ example: JSONValue) -> KeySpec {
        KeySpec(.word(.symbolName, nullable: true),
                "An SF Symbol name (lowercase letters and digits in dot-separated parts) shown on a coloured tile in front of \(what).",
                examples: [example])
    }
    static func color(_ what: String, _ example: JSONValue) -> KeySpec {
        KeySpec(.word(.colour, nullable: true), "The colour of \(what) icon tile: # and six hex digits. Default: system grey.", examples: [example])
    }
    static let visibleWhen = KeySpec(
        .condition,
        "A condition over other settings of the schema: the row is shown only while it holds, e.g. `smoothing.enabled` or `level >= 2 && mode == weightedAverage`. The setting keeps its value while hidden. See docs/schema-language.md#conditions.")
    static let enabledWhen = KeySpec(
        .condition,
        "A condition over other settings of the schema: the row can be used only while it holds (it is shown greyed out otherwise), e.g. `cellular`. See docs/schema-language.md#conditions.")
    static let platforms = KeySpec(
        .platforms,
        "The Apple platforms this is shown on (iOS, macOS, tvOS, watchOS, visionOS); default: those of the section that holds it.")
    static let allow = KeySpec(
        .warningCodes,
        "Codes of warnings accepted on this item, e.g. [SC1543]: they are not reported for it (or, on a section, inside it). Only warnings; see docs/diagnostics.md.",
        examples: [["SC1543"]])
    static func rowTitle(_ what: String, _ example: JSONValue) -> KeySpec {
        KeySpec(.string, "The title shown for the row. Default: \(what).", examples: [example])
    }
}

// MARK: The constructs' keys

/// The top level of a schema.
public enum RootKey: String, LanguageKey {
    case settings, title, description, view, externalData, imports, enums, sections, localization, presets
    case configurations, facts, linkSchemes
    case suite, sync, scope, layout
    case commit
    case settingsWindow
    case resetLine
    public static let construct = Construct.root

    public var spec: KeySpec {
        switch self {
        case .settings:
            KeySpec(.word(.typeName, nullable: false),
                    "The name of the root Swift type (a type name: ASCII letters, digits and _, starting with an upper-case letter). Required.",
                    examples: ["BetaSettings", "DebugMenuSettings"], required: true)
        case .title:
            KeySpec(.text, "The title of the settings screen. Default: the root name made readable (BetaSettings -> \"Beta settings\").", examples: ["Debug menu"])
        case .description:
            KeySpec(.text, "Text describing the schema; it becomes the root type's documentation comment.", examples: ["Internal tools for the rider app.\nValues are stored per device."])
        case .settingsWindow:
            KeySpec(.either([.flag(default: false), .mapping(.settingsWindow)], exclusive: true),
                    "Generate the macOS Settings scene (<view>+SettingsWindow.swift, with view:): true for a tab per top-level section in schema order, or {tabs: [general, playback]} for those sections only, in that order; each tab's icon is its section's icon:, the last tab is restored, and an opener shows a route's tab, screen and row. See docs/runtime.md, \"The macOS Settings window\".",
                    examples: [true, ["tabs": ["general", "playback"]]])
        case .view:
            KeySpec(.word(.typeName, nullable: true),
                    "The name of the SwiftUI view that hosts the settings screen (used by the SwiftUI backend). A type name, not the root's name.",
                    examples: ["BetaSettingsView"])
        case .externalData:
            KeySpec(.word(.typeName, nullable: true),
                    "The name of a type of app-owned data the settings screen can show (used by the SwiftUI backend). A type name, not the root's name.",
                    examples: ["BetaSettingsExternalData"])
        case .imports:
            KeySpec(.list(.word(.moduleName, nullable: true), summary: "A module name, e.g. Foundation or Darwin.C.", examples: ["Foundation", "Darwin.C"]),
                    "Module names the generated code imports, in addition to SettingsRuntime. A name is an identifier, or identifiers joined by dots for a submodule.",
                    examples: [["Foundation"]])
        case .enums:
            KeySpec(.dictionary(names: .typeName, values: .definition(.enumeration)),
                    "Enums, by name (a type name). Each is a list of case names, or a mapping of case names to titles. A setting of an enum type stores the name of the chosen case.",
                    examples: [[
                        "Algorithm": ["movingAverage", "weightedMovingAverage", "exponentialAverage"],
                        "Mode": ["linearRegression": "Linear regression", "weightedAverage": ["title": "Weighted average", "description": "Recent days count more."]],
                    ]])
        case .sections:
            KeySpec(.definition(.sections), "The top-level sections, by name (a member name). Required: every setting belongs to a section.", required: true)
        case .localization:
            KeySpec(.either([.flagOrNull, .mapping(.localization)], exclusive: false),
                    "Opts the screen's texts into localization: true (the table is the root type's name, the source language en), or a mapping. Every text gets a key derived from its place in the schema (smoothing.dayPeriod.title); settingsc generate --backend xcstrings writes <table>.xcstrings. See docs/schema-language.md#localization.",
                    examples: [true, ["table": "BetaSettings"]])
        case .presets:
            KeySpec(.dictionary(names: .memberName, values: .definition(.preset)),
                    "Named bundles of values (a member name each): a mapping of settings' dotted paths to values, or {values, title, description, whole}. Each value is checked against its setting; the model gets an enum `Preset` and `store.apply(.name)`. See docs/schema-language.md#presets.",
                    examples: [["staging": ["network.baseURL": "https://staging.example.com", "logging.level": "verbose"]]])
        case .configurations:
            KeySpec(.dictionary(names: .memberName, values: .word(.compilationCondition, nullable: false)),
                    "Build configurations beyond debug and release, by name (a member name), each with the Swift compilation condition that selects it (`testflight: TESTFLIGHT`). A build is the first declared configuration whose condition is set, else debug (DEBUG), else release. See docs/schema-language.md#build-configurations.",
                    examples: [["testflight": "TESTFLIGHT"]])
        case .facts:
            KeySpec(.dictionary(names: .memberName, values: .settingType),
                    "Facts the app supplies at run time, by name (a member name), each with its type: bool, int, double or string (an int, double or string may be optional). Conditions read them as `$name` (`visibleWhen: $dataLoaded && $accountCount > 0`), beside the built-in facts ($iPhone, $iPad, $mac, $macCatalyst, $visionOS, $tvOS, $watchOS) and `available(iOS 18)`; the model gets a `Facts` struct the app sets through the store. See docs/schema-language.md#facts.",
                    examples: [["dataLoaded": "bool", "accountCount": "int"]])
        case .linkSchemes:
            KeySpec(.list(.word(.urlScheme, nullable: false), summary: "A URL scheme without its colon, e.g. mailto or app-settings.", examples: ["mailto", "app-settings"]),
                    "The URL schemes link rows may open besides http and https: mailto, app-settings (the app's page in Settings.app), the app's own scheme. Each without its colon; javascript, data, file, vbscript, blob and about are never allowed. See docs/schema-language.md#link-action-navigation-and-detail-rows.",
                    examples: [["mailto", "app-settings", "myapp"]])
        case .suite: StorageWording.suite("every setting of the schema")
        case .sync: StorageWording.sync("every setting of the schema")
        case .scope: StorageWording.scope("every setting of the schema")
        case .layout: StorageWording.layout("every setting of the schema")
        case .commit: CommitWording.commit("every section of the schema")
        case .resetLine: ResetLineWording.resetLine("every setting of the schema")
        }
    }
}

/// A section.
public enum SectionKey: String, LanguageKey {
    case title, description, header, footer, key, settings, sections, renamedFrom, icon, color, settingsApp, visibleWhen, enabledWhen
    case platforms, presentation, allow, only
    case suite, sync, scope, layout
    case commit
    case intents
    case resetLine
    public static let construct = Construct.section

    public var spec: KeySpec {
        switch self {
        case .title:
            KeySpec(.text, "The title shown for the section. Default: the name made readable (routeReplay -> \"Route replay\").", examples: ["Network conditions"])
        case .description:
            KeySpec(.text, "Text describing the section; it becomes the section type's documentation comment.", examples: ["How raw values are smoothed before display."])
        case .header:
            KeySpec(.definition(.headerFooter), "Shown above the section: static text, `inject` (a hook the host view implements), or {text: ...} for text that is the word inject itself.")
        case .footer:
            KeySpec(.definition(.headerFooter), "Shown below the section: static text, `inject` (a hook the host view implements), or {text: ...} for text that is the word inject itself.")
        case .key:
            KeySpec(.word(.persistenceKey, nullable: true), "The key the section is stored under. Default: its name.", examples: ["launch_count", "smoothingV2"])
        case .settings:
            KeySpec(.dictionary(names: .memberName, values: .definition(.setting)),
                    "The section's settings, by name (a member name), in the order they are shown. Each is a default value (short form) or a mapping (long form).",
                    examples: [["prettyCool": true, "dayPeriod": ["type": "int", "default": 7, "range": "1...30"]]])
        case .sections:
            KeySpec(.definition(.sections), "Subsections, by name (a member name); shown after the section's settings.")
        case .renamedFrom:
            KeySpec(.renamedFrom,
                    "The key or keys this section was stored under before it was renamed; stored data under an old key is read when the current key is missing.",
                    examples: ["features"])
        case .icon: Wording.icon("the section's row", "icloud")
        case .color: Wording.color("the section's", "#226AD6")
        case .settingsApp:
            KeySpec(.flag(default: nil),
                    "Show the section's settings, and its subsections', in Settings.app (the settings-bundle backend); a setting or subsection can say false.",
                    examples: [true])
        case .visibleWhen: Wording.visibleWhen
        case .enabledWhen: Wording.enabledWhen
        case .platforms: Wording.platforms
        case .presentation:
            KeySpec(.choice(["screen", "inline", "unlisted"]),
                    "How the section is shown in its parent: `screen` (a row that opens its own screen, the default), `inline` (its rows, header and footer inside the parent's screen) or `unlisted` (a screen of its own that only navigation rows open: no row in its parent's screen or in allSettingsLinks).",
                    examples: ["inline"])
        case .allow: Wording.allow
        case .only:
            KeySpec(.word(.memberName, nullable: true),
                    "A build configuration (debug, or one `configurations:` declares): the section, its settings and rows exist in the model, the form and the DSL only in builds of that configuration. Stored values are kept in the others.",
                    examples: ["debug"])
        case .suite: StorageWording.suite("the section's settings and its subsections'")
        case .sync: StorageWording.sync("the section's settings and its subsections'")
        case .scope: StorageWording.scope("the section's settings and its subsections'")
        case .layout: StorageWording.layout("the section's settings and its subsections'")
        case .commit: CommitWording.commit("the section and its subsections")
        case .resetLine: ResetLineWording.resetLine("the section's settings and its subsections'")
        case .intents:
            KeySpec(.flag(default: nil),
                    "Generate App Intents (set, read, a Shortcuts phrase) for the section's settings and its subsections' (the intents backend); a setting or subsection can say false. See docs/runtime.md, \"App Intents\".",
                    examples: [true])
        }
    }
}

/// A setting's long form.
public enum SettingKey: String, LanguageKey {
    case type, `default`, title, description, range, step, requiresRestart, sideEffect, skip, key, deprecated
    case renamedFrom, icon, color, settingsApp, visibleWhen, enabledWhen, platforms, unit, format, minLength
    case maxLength, pattern, secure, placeholder, minItems, maxItems, control, allow, export, keywords
    case suite, sync, scope
    case remote, accessibilityLabel, learnMore
    case layout, storedAs, keychainService
    case cascade
    case intents, intentPhrases
    case onTitle, offTitle
    case casesFrom, casesUpTo
    case resetLine
    public static let construct = Construct.setting

    public var spec: KeySpec {
        switch self {
        case .type:
            KeySpec(.settingType,
                    "The type: \(BuiltinType.names.joined(separator: ", ")), the name of a declared enum, or custom(TypeName) for a Swift type the app supplies (SettingsCustomValue, no default); followed by ? for an optional; or a list, \(BuiltinType.sentence(BuiltinType.listTypeNames.map { "\"\($0)\"" }, conjunction: "or")) (quoted). Default: inferred from `default`.",
                    examples: ["int", "double?", "Mode"])
        case .default:
            KeySpec(.either([.defaultValue, .dictionary(names: .memberName, values: .defaultValue)], exclusive: false),
                    "The default value, of the setting's type: true/false, a number, text, a case name, a list for \(BuiltinType.listTypesSentence), or null for nil (optionals only); or a mapping of build configurations to such values, {debug: ..., release: ...}, release required. Default: false, 0 (moved into the range), \"\", the first case, [], or nil.",
                    examples: [7, true, "linearRegression", nil, ["debug": true, "release": false]])
        case .title:
            KeySpec(.text, "The title shown for the setting. Default: the name made readable (dayPeriod -> \"Day period\").", examples: ["Request timeout (seconds)"],
                    surfaces: KeySurface.text)
        case .description:
            KeySpec(.text, "Text describing the setting; it becomes the property's documentation comment.", examples: ["The backend the app talks to."],
                    surfaces: KeySurface.text)
        case .range:
            KeySpec(.either([.rangeText, .mapping(.range)], exclusive: true),
                    "The allowed values of a number setting, both bounds included: \"min...max\", \"min...\", \"...max\", or {min, max} with either bound left out.",
                    examples: ["1...30", ["min": 50, "max": 500]])
        case .step:
            KeySpec(.positiveNumber,
                    "The granularity of a number setting: a positive number of its type. Allowed values count from the range's minimum, or from 0.",
                    examples: [5, 0.5])
        case .requiresRestart:
            KeySpec(.flag(default: false), "true when a change takes effect only after the app restarts.", examples: [true])
        case .sideEffect:
            KeySpec(.word(.hookName, nullable: true), "The name of a hook (a member name) the host view runs after the setting changes.", examples: ["signOut"])
        case .skip:
            KeySpec(.flag(default: false), "true to keep the setting in the model but not show it in the settings screen.", examples: [true])
        case .key:
            KeySpec(.word(.persistenceKey, nullable: true), "The key the setting is stored under. Default: its name.", examples: ["launch_count", "smoothingV2"])
        case .deprecated:
            KeySpec(.deprecation,
                    "true, a message saying what to use instead, or {message, replacement}. The setting is still read and written; its Swift property is marked deprecated.",
                    examples: [true, "Shipped to everyone in 7.12; remove after 7.14.", ["message": "Moved to the Syncing section.", "replacement": "syncing.interval"]])
        case .renamedFrom:
            KeySpec(.renamedFrom,
                    "The key or keys this setting was stored under before it was renamed; a stored value under an old key is read when the current key is missing, and saved under the current key.",
                    examples: ["dayCount", ["dayCount", "days"]])
        case .icon: Wording.icon("the setting's row", "icloud")
        case .color: Wording.color("the setting's", "#226AD6")
        case .settingsApp:
            KeySpec(.flag(default: nil),
                    "Show the setting in Settings.app (the settings-bundle backend), or leave it out when its section says true. Not for optional settings.",
                    examples: [true])
        case .visibleWhen: Wording.visibleWhen
        case .enabledWhen: Wording.enabledWhen
        case .platforms: Wording.platforms
        case .unit:
            KeySpec(.word(.unit, nullable: true),
                    "Text shown after the value of a number setting (0.5 s, 7 days, 50 %): at most \(LanguageLimits.unitLength) characters, no line breaks.",
                    examples: ["s", "ms", "px", "days"], surfaces: KeySurface.unit)
        case .format:
            KeySpec(.either([.choice(["percent", "number"]), .mapping(.format)], exclusive: true),
                    "How a float or double is shown: percent (the stored fraction times 100, 0.25 as 25%), number, or {style: percent|number, decimals: \(LanguageLimits.decimals.lowerBound)...\(LanguageLimits.decimals.upperBound)}.",
                    examples: ["percent", ["decimals": 1]])
        case .minLength:
            KeySpec(.integer(min: 0, max: nil), "The fewest characters a string or string? setting's value may have.", examples: [3])
        case .maxLength:
            KeySpec(.integer(min: 0, max: nil), "The most characters a string or string? setting's value may have.", examples: [20])
        case .pattern:
            KeySpec(.either([.string, .mapping(.pattern)], exclusive: true),
                    "A regular expression (Swift Regex syntax) a string setting's whole value must match, or {regex: ..., message: ...} with the message shown for a value that does not match.",
                    examples: ["[a-z0-9_]+", ["regex": "[a-z0-9_]+", "message": "Use lowercase letters, digits and _."]])
        case .secure:
            KeySpec(.flag(default: false),
                    "true for a string whose value is masked on screen, in change lists and in descriptions, and kept in the Keychain (an owner-only file on Linux), not with the other settings.",
                    examples: [true])
        case .placeholder:
            KeySpec(.text, "The prompt a string or string? setting's empty text field shows, e.g. an example value.", examples: ["jane@example.com"],
                    surfaces: KeySurface.text)
        case .minItems:
            KeySpec(.integer(min: 0, max: nil), "The fewest elements a \(BuiltinType.sentence(BuiltinType.listTypeNames, conjunction: "or")) setting's list may have.", examples: [1])
        case .maxItems:
            KeySpec(.integer(min: 0, max: nil), "The most elements a \(BuiltinType.sentence(BuiltinType.listTypeNames, conjunction: "or")) setting's list may have.", examples: [10])
        case .control:
            KeySpec(.choice(["stepper", "slider", "numberField"]),
                    "The control of a number instead of the standard one: stepper (an int), slider (an int, float or double with both range ends) or numberField (any number).",
                    examples: ["stepper"])
        case .allow: Wording.allow
        case .export:
            KeySpec(.choice(ExportPolicy.allCases.map(\.rawValue)),
                    "Whether the setting's value goes into an exported settings document (SettingsStore's export): always, never (not exported, and ignored on import), or device-only (kept on this device: not exported, ignored on import). Default: never for a secure string, always otherwise.",
                    examples: ["device-only", "never"])
        case .suite: StorageWording.suite("the setting")
        case .sync: StorageWording.sync("the setting")
        case .scope: StorageWording.scope("the setting")
        case .layout: StorageWording.layout("the setting")
        case .storedAs:
            KeySpec(.choice(["hex", "int"]),
                    "How a colour is stored in the flat layout (`layout: flat`): hex, the text #RRGGBB (#RRGGBBAA with opacity), or int, the integer 0xRRGGBB many apps' Color extensions store (opacity is not kept). Default: hex.",
                    examples: ["int"])
        case .intents:
            KeySpec(.flag(default: nil),
                    "Generate App Intents for the setting (set it, read it, a Shortcuts phrase from its title; the intents backend), or leave it out when its section says true. For bool, int, float, double, string and enum settings (a warning for others). See docs/runtime.md, \"App Intents\".",
                    examples: [true])
        case .intentPhrases:
            KeySpec(.list(.string, summary: "A phrase with {app} where the app's name is said, e.g. Turn on {app} dark mode.", examples: ["Turn on {app} dark mode"]),
                    "The phrases of the setting's App Shortcut, replacing those derived from its title: each names the app once as {app} (App Shortcuts' rule) and, for an enum setting, may name the chosen case once as {value}. A setting with phrases comes before the others among the nine App Shortcuts. With localization:, settingsc generate --backend xcstrings writes every phrase to AppShortcuts.xcstrings for translators. See docs/runtime.md, \"App Intents\".",
                    examples: [["Switch {app} to dark mode", "Turn on {app} night mode"]])
        case .keychainService:
            KeySpec(.text,
                    "The Keychain service of a secure string's item (a generic password whose account is the setting's key in the flat layout, its dotted key path in the document layout). Default: in the flat layout empty, which finds an item of any service and adds new ones without one, as KeychainSwift does; in the document layout the schema's settings: name.",
                    examples: ["com.example.app"])
        case .remote:
            KeySpec(.either([.flag(default: false), .word(.remoteKey, nullable: true)], exclusive: true),
                    "true when a remote source (Firebase Remote Config, an OpenFeature provider, the app's own server) may set the setting, under its id with _ for . (network_baseURL); or the remote key to use. See docs/runtime.md, \"Remote values\".",
                    examples: [true, "api_base_url"])
        case .cascade:
            KeySpec(.list(.mapping(.cascade), summary: "{when: a value of this setting (optional), set: {a setting's dotted path: its value, ...}}", examples: [["when": "none", "set": ["swipes.secondaryAction": "none"]]]),
                    "What else changes when this setting changes: a list of {when, set}. When the setting changes to `when` (or changes at all, without `when`), every setting of `set` (dotted paths of schema names) takes its value in the same edit: listed in the review with it, or committed with it. Targets must exist, values must be of their types, and no chain of cascades may come back to a setting it started from. See docs/schema-language.md#cascades.",
                    examples: [[["when": "none", "set": ["swipes.secondaryAction": "none"]]]])
        case .keywords:
            KeySpec(.list(.text, summary: "A word or phrase, e.g. dark mode.", examples: ["dark mode"]),
                    "Words and phrases search finds the setting by besides its title, description, unit and enum titles: synonyms, old names, what people type (settingsc preview --search, SettingsStore's search).",
                    examples: [["appearance", "night"]], surfaces: KeySurface.text)
        case .accessibilityLabel:
            KeySpec(.text,
                    "What VoiceOver and other assistive technologies read for the setting's row instead of its title, e.g. the words a short title stands for.",
                    examples: ["Maximum time to live"], surfaces: KeySurface.text, attribute: .text)
        case .onTitle:
            KeySpec(.text,
                    "With offTitle:, shows a bool (or bool?) as a picker of two choices instead of a toggle: the title of true, e.g. Public. Localized under <section path>.<setting>.onTitle. See docs/schema-language.md#two-choice-bool.",
                    examples: ["Public"], surfaces: KeySurface.text, attribute: .text)
        case .offTitle:
            KeySpec(.text,
                    "With onTitle:, the title of false in a bool's two-choice picker, e.g. Private. Localized under <section path>.<setting>.offTitle.",
                    examples: ["Private"], surfaces: KeySurface.text, attribute: .text)
        case .casesFrom:
            KeySpec(.word(.settingPath, nullable: false),
                    "Another setting of the same enum, by its dotted path of schema names: the picker offers the case that setting holds and the cases declared after it (\"reply visibility no wider than the post's\", with the widest case declared first). A stored value outside is kept and shown until another is picked. See docs/schema-language.md#cases-limited-by-another-setting.",
                    examples: ["posting.visibility"])
        case .casesUpTo:
            KeySpec(.word(.settingPath, nullable: false),
                    "Another setting of the same enum, by its dotted path of schema names: the picker offers the cases declared before the one that setting holds, and that one. A stored value outside is kept and shown until another is picked. See docs/schema-language.md#cases-limited-by-another-setting.",
                    examples: ["limits.maximumQuality"])
        case .resetLine: ResetLineWording.resetLine("the setting")
        case .learnMore:
            KeySpec(.word(.httpURL, nullable: true),
                    "A web page (http or https) that explains the setting, linked as \"Learn more\" under its row, in the docs and in the previews.",
                    examples: ["https://example.com/help/sync"], surfaces: KeySurface.link, attribute: .link)
        }
    }

    /// What the key gives the form as it is written (a `SettingsFormAttribute` in `SettingIR.formAttributes`),
    /// for a key the compiler checks no further; nil for the keys the validator lowers into fields of their own.
    /// A key whose spec declares the `attribute` kind becomes that attribute under its name with no line here;
    /// `LanguageTableTests.everySettingKeyChangesTheSettingsIR` fails for a key that reaches neither this nor a
    /// field of the IR.
    public func formAttribute(_ keys: ParsedKeys<SettingKey>) -> SettingsFormAttribute? {
        if let kind = spec.attribute {
            guard let value = keys.text(self)?.value, !value.isEmpty else { return nil }
            return SettingsFormAttribute(kind, member: rawValue, value: value)
        }
        switch self {
        case .keywords:
            let words = keys.texts(.keywords).map(\.value).filter { !$0.isEmpty }
            return words.isEmpty ? nil : .keywords(words)
        default:
            return nil
        }
    }
}

/// The keys every row beyond stored values has besides its kind's own (`RowFieldsDecl`): each row kind's key enum
/// lists them after its own and takes their specs from here, with its kind's examples.
public enum RowFieldKey: String, CaseIterable, Sendable {
    case title, icon, color, visibleWhen, enabledWhen, platforms

    func spec(_ examples: RowExamples) -> KeySpec {
        switch self {
        case .title: Wording.rowTitle(examples.titleDefault, examples.title)
        case .icon: Wording.icon("the row", examples.icon)
        case .color: Wording.color("the row's", examples.color)
        case .visibleWhen: Wording.visibleWhen
        case .enabledWhen: Wording.enabledWhen
        case .platforms: Wording.platforms
        }
    }
}

/// What a row kind's documentation shows for the keys every row has: what its title defaults to, and an example
/// title, icon and colour.
struct RowExamples {
    let titleDefault: String
    let title: JSONValue
    let icon: JSONValue
    let color: JSONValue
}

/// The keys of a row kind: its own (``ownSpec`` non-nil), then the ``RowFieldKey`` ones of the same names.
protocol RowKindKey: LanguageKey {
    static var examples: RowExamples { get }
    /// The spec of a key of the kind's own; nil for a key every row has.
    var ownSpec: KeySpec? { get }
}

extension RowKindKey {
    public var spec: KeySpec {
        if let own = ownSpec { return own }
        guard let field = RowFieldKey(rawValue: rawValue) else {
            preconditionFailure("\(Self.self).\(rawValue) is not a key every row has: give it a spec of its own")
        }
        return field.spec(Self.examples)
    }
}

/// A link row: an entry of `settings:` whose mapping has a `link:` key.
public enum LinkKey: String, RowKindKey {
    case link, title, icon, color, visibleWhen, enabledWhen, platforms
    public static let construct = Construct.link
    static let examples = RowExamples(titleDefault: "the name made readable", title: "Open status page", icon: "safari", color: "#226AD6")

    var ownSpec: KeySpec? {
        switch self {
        case .link: KeySpec(.word(.linkURL, nullable: false), "The URL the row opens: http or https, or a scheme the schema's linkSchemes: allows (mailto, app-settings, the app's own).", examples: ["https://status.example.com"], required: true)
        case .title, .icon, .color, .visibleWhen, .enabledWhen, .platforms: nil
        }
    }
}

/// An action row: an entry of `settings:` whose mapping has an `action:` key.
public enum ActionKey: String, RowKindKey {
    case action, title, role, confirmation, icon, color, visibleWhen, enabledWhen, platforms
    public static let construct = Construct.action
    static let examples = RowExamples(
        titleDefault: "the name made readable", title: "Reset all settings", icon: "arrow.counterclockwise", color: "#FF3B30")

    var ownSpec: KeySpec? {
        switch self {
        case .action:
            KeySpec(.word(.hookName, nullable: false), "The hook (a member name): with view:, the host view implements a function of this name.",
                    examples: ["resetAllSettings"], required: true)
        case .role: KeySpec(.choice(["destructive"]), "destructive to show the row in red, as iOS shows destructive buttons.", examples: ["destructive"])
        case .confirmation: KeySpec(.string, "A question asked in a confirmation dialog before the hook runs.", examples: ["Reset every setting to its default?"])
        case .title, .icon, .color, .visibleWhen, .enabledWhen, .platforms: nil
        }
    }
}

/// A navigation row: an entry of `settings:` whose mapping has a `navigate:` key.
public enum NavigationKey: String, RowKindKey {
    case navigate, title, icon, color, visibleWhen, enabledWhen, platforms
    public static let construct = Construct.navigate
    static let examples = RowExamples(titleDefault: "the target section's title", title: "Promotions", icon: "gift", color: "#AF52DE")

    var ownSpec: KeySpec? {
        switch self {
        case .navigate:
            KeySpec(.word(.dottedPath, nullable: false), "The section it opens: the dotted path of section names from the root.",
                    examples: ["payments.promotions"], required: true)
        case .title, .icon, .color, .visibleWhen, .enabledWhen, .platforms: nil
        }
    }
}

/// A detail row: an entry of `settings:` whose mapping has a `detail:` key.
public enum DetailKey: String, RowKindKey {
    case detail, title, icon, color, visibleWhen, enabledWhen, platforms
    public static let construct = Construct.detail
    static let examples = RowExamples(titleDefault: "the name made readable", title: "Copy user ID", icon: "person.text.rectangle", color: "#8E8E93")

    var ownSpec: KeySpec? {
        switch self {
        case .detail:
            KeySpec(.word(.hookName, nullable: false), "The String property of the externalData type the row shows (a member name).",
                    examples: ["userID"], required: true)
        case .title, .icon, .color, .visibleWhen, .enabledWhen, .platforms: nil
        }
    }
}

/// An app-screen row: an entry of `settings:` whose mapping has a `screen:` key.
public enum ScreenKey: String, RowKindKey {
    case screen, title, value, icon, color, visibleWhen, enabledWhen, platforms
    public static let construct = Construct.screen
    static let examples = RowExamples(titleDefault: "the name made readable", title: "Accounts", icon: "person.2", color: "#34C759")

    var ownSpec: KeySpec? {
        switch self {
        case .screen:
            KeySpec(.word(.hookName, nullable: false),
                    "The app's screen the row opens (a member name): with view:, the host view implements a function named after it, screen: accounts needs accountsScreen() returning the screen.",
                    examples: ["accounts"], required: true)
        case .value:
            KeySpec(.word(.hookName, nullable: true),
                    "A String property of the host view (a member name) shown as the row's value before the chevron, e.g. the number of accounts.",
                    examples: ["accountSummary"])
        case .title, .icon, .color, .visibleWhen, .enabledWhen, .platforms: nil
        }
    }
}

/// A text row: an entry of `settings:` whose mapping has a `text:` key.
public enum TextKey: String, RowKindKey {
    case text, icon, color, visibleWhen, platforms
    public static let construct = Construct.text
    static let examples = RowExamples(titleDefault: "its text", title: "Filters apply to every timeline.", icon: "info.circle", color: "#8E8E93")

    var ownSpec: KeySpec? {
        switch self {
        case .text:
            KeySpec(.string, "The line of text the row shows; translated through the string catalog when localization: is on.",
                    examples: ["Filters apply to every timeline."], required: true)
        case .icon, .color, .visibleWhen, .platforms: nil
        }
    }
}

/// The mapping form of `deprecated:`: `{message: ..., replacement: section.setting}`.
public enum DeprecationKey: String, LanguageKey {
    case message, replacement
    public static let construct = Construct.deprecation

    public var spec: KeySpec {
        switch self {
        case .message: KeySpec(.text, "Why the setting is deprecated, and what to use instead.", examples: ["Moved to the Syncing section."])
        case .replacement:
            KeySpec(.word(.dottedPath, nullable: false),
                    "The setting that replaces it, by its dotted path of schema names (section.setting). While the replacement is not stored, its value is read from this setting's.",
                    examples: ["syncing.interval"])
        }
    }
}

/// The long form of an enum: `Mode: {cases: [...], fallback: caseName}`.
public enum EnumKey: String, LanguageKey {
    case cases, fallback
    public static let construct = Construct.enumLongForm

    public var spec: KeySpec {
        switch self {
        case .cases: KeySpec(.definition(.enumCases), "The cases, as a list or a mapping.", examples: [["remote", "forceOn", "forceOff"]], required: true)
        case .fallback:
            KeySpec(.word(.memberName, nullable: false), "The case used for a stored case that the enum no longer has (instead of the setting's default).", examples: ["remote"])
        }
    }
}

/// An enum case in the mapping form: `weightedAverage: {title: ..., description: ...}`.
public enum CaseKey: String, LanguageKey {
    case title, description, renamedFrom, rawValue, availableWhen
    public static let construct = Construct.enumCase

    public var spec: KeySpec {
        switch self {
        case .title: KeySpec(.text, "The title shown for the case. Default: the case name made readable.", examples: ["Weighted average"])
        case .description: KeySpec(.text, "Text describing the case; it becomes the case's documentation comment.", examples: ["Recent days count more."])
        case .renamedFrom:
            KeySpec(.oldRawValues,
                    "The raw value or values this case was stored as before it was renamed; a stored old value decodes as this case, and saving writes the current name. A number matches a stored number as well as its text.",
                    examples: ["dark"])
        case .rawValue:
            KeySpec(.text,
                    "What the case is stored as in the flat layout (`layout: flat`): a whole number written plainly (an Int-backed enum, as `enum Browser: Int`) or a text (a String-backed enum whose raw values are not its case names; quote a text that looks like a number). Give it on every case or on none. Default: the case name.",
                    examples: [1, "in_app"])
        case .availableWhen:
            KeySpec(.condition,
                    "A condition over settings and facts, read from the root (full paths): a picker offers the case only while it holds, e.g. `post.visibility == .everyone` or `$iPad`. A stored value that is not available is kept, and shown, until the person picks another. See docs/schema-language.md#cases-available-when.",
                    examples: ["post.visibility == everyone", "$iPad"])
        }
    }
}

/// The mapping form of `localization:`.
public enum LocalizationKey: String, LanguageKey {
    case table, sourceLanguage, keys
    public static let construct = Construct.localization

    public var spec: KeySpec {
        switch self {
        case .table:
            KeySpec(.word(.localizationTable, nullable: false),
                    "The string table (and the catalog's file name): ASCII letters, digits, _ and -, starting with a letter, at most \(LanguageLimits.localizationTableLength). Default: the root type's name.",
                    examples: ["BetaSettings"])
        case .sourceLanguage:
            KeySpec(.word(.languageCode, nullable: false), "The language the schema's texts are written in, as Xcode writes language codes. Default: en.",
                    examples: ["en", "de", "pt-BR"])
        case .keys:
            KeySpec(.dictionary(names: nil, values: .word(.localizationKey, nullable: false)),
                    "Keys to use instead of derived ones, by derived key (smoothing.dayPeriod.title: dayPeriodTitle).",
                    examples: [["smoothing.dayPeriod.title": "dayPeriodTitle"]])
        }
    }
}

/// The mapping form of `pattern:`.
public enum PatternKey: String, LanguageKey {
    case regex, message
    public static let construct = Construct.pattern

    public var spec: KeySpec {
        switch self {
        case .regex: KeySpec(.string, "The regular expression (Swift Regex syntax) the whole value must match.", examples: ["[a-z0-9_]+"], required: true)
        case .message: KeySpec(.string, "Shown to someone entering a value that does not match the pattern.", examples: ["Use lowercase letters, digits and _."])
        }
    }
}

/// The mapping form of `format:`.
public enum FormatKey: String, LanguageKey {
    case style, decimals
    public static let construct = Construct.format

    public var spec: KeySpec {
        switch self {
        case .style: KeySpec(.choice(["percent", "number"]), "percent: the stored fraction times 100 with %; number: the value as it is.", examples: ["percent"])
        case .decimals:
            KeySpec(.integer(min: LanguageLimits.decimals.lowerBound, max: LanguageLimits.decimals.upperBound),
                    "Digits after the decimal point, rounded half away from zero.", examples: [1])
        }
    }
}

/// The mapping form of `range:`.
public enum RangeKey: String, LanguageKey {
    case min, max
    public static let construct = Construct.range

    public var spec: KeySpec {
        switch self {
        case .min: KeySpec(.numberOrNull, "The smallest allowed value (included). Leave out for no minimum.", examples: [0, 50])
        case .max: KeySpec(.numberOrNull, "The largest allowed value (included). Leave out for no maximum.", examples: [30, 500])
        }
    }
}

/// The mapping form of a header or footer: `{text: inject}`.
public enum HeaderFooterKey: String, LanguageKey {
    case text
    public static let construct = Construct.headerFooterText

    public var spec: KeySpec {
        switch self {
        case .text: KeySpec(.text, "The text to show, taken literally (even the word inject).", examples: ["inject"], required: true)
        }
    }
}

/// A preset's long form: `staging: {title: Staging, whole: true, values: {network.baseURL: ...}}`.
public enum PresetKey: String, LanguageKey {
    case values, title, description, whole
    public static let construct = Construct.preset

    public var spec: KeySpec {
        switch self {
        case .values:
            KeySpec(.dictionary(names: .settingPath, values: .defaultValue),
                    "The values, by the setting's dotted path of schema names (`network.baseURL`); each a value of the setting's type within its rules.",
                    examples: [["network.baseURL": "https://staging.example.com", "logging.level": "verbose"]], required: true)
        case .title:
            KeySpec(.text, "The title the preset picker shows. Default: the name made readable (earlyAccess -> \"Early access\").", examples: ["Staging"])
        case .description:
            KeySpec(.text, "Text describing the preset; it becomes the case's documentation comment.", examples: ["The staging backend with verbose logging."])
        case .whole:
            KeySpec(.flag(default: false),
                    "true when the preset must be applied whole: the store refuses to apply only some of its values, and reports the values changed after it was applied.",
                    examples: [true])
        }
    }
}

/// A cascade of a setting (`cascade: [{when: none, set: {swipes.secondaryAction: none}}]`).
public enum CascadeKey: String, LanguageKey {
    case when, set
    public static let construct = Construct.cascade

    public var spec: KeySpec {
        switch self {
        case .when:
            KeySpec(.defaultValue, "The value of the setting that triggers the cascade (a value of its type). Default: any change.", examples: ["none"])
        case .set:
            KeySpec(.dictionary(names: .settingPath, values: .defaultValue),
                    "The settings to set, by dotted path of schema names (`swipes.secondaryAction`), each with a value of its type.",
                    examples: [["swipes.secondaryAction": "none"]], required: true)
        }
    }
}

/// `settingsWindow:` as a mapping.
public enum SettingsWindowKey: String, LanguageKey {
    case tabs
    public static let construct = Construct.settingsWindow

    public var spec: KeySpec {
        switch self {
        case .tabs:
            KeySpec(.list(.word(.memberName, nullable: false), summary: "The name of a top-level section.", examples: ["general"]),
                    "The top-level sections that are the window's tabs, in the order shown; sections not listed are not in the window (the app's own settings screen still has them). Default: every top-level section shown on macOS, in schema order.",
                    examples: [["general", "playback"]], required: true)
        }
    }
}

/// `commit:`, the same on the root and a section: inherited downwards, the nearest one wins (docs/runtime.md, "Commit
/// modes").
private enum CommitWording {
    static func commit(_ what: String) -> KeySpec {
        KeySpec(.choice(["review", "immediate"]),
                "When edits of \(what) are saved: review (edits collect until the person reviews and saves them, the default) or immediate (every edit is validated and saved at once: side effects run at the edit, writes are coalesced, the last edit can be undone). Default: the enclosing section's, else review.",
                examples: ["immediate"])
    }
}

/// `resetLine:`, the same on the root, a section and a setting: inherited downwards, the nearest one wins.
private enum ResetLineWording {
    static func resetLine(_ what: String) -> KeySpec {
        KeySpec(.flag(default: true),
                "false hides the \"Default: … Reset\" line under the row of \(what) while its value differs from the default (the value can still be reset from the section's or the screen's reset). Default: the enclosing section's, else true.",
                examples: [false])
    }
}

/// The storage keys (`suite:`, `sync:`, `scope:`), the same on the root, a section and a setting; each is inherited
/// downwards and the nearest one wins (checked by `StorageCheck`; docs/schema-language.md#storage).
private enum StorageWording {
    static func suite(_ what: String) -> KeySpec {
        KeySpec(.word(.appGroup, nullable: true),
                "The App Group whose shared storage holds \(what) (`group.` and a reverse-DNS name), so a widget or extension built from the same schema reads the same values; the Settings.bundle follows (ApplicationGroupContainerIdentifier). Default: the enclosing section's, else the app's own storage.",
                examples: ["group.com.example.app"])
    }
    static func sync(_ what: String) -> KeySpec {
        KeySpec(.choice(["icloud", "none"]),
                "icloud mirrors \(what) to iCloud's key-value store (NSUbiquitousKeyValueStore: 1 MB and 1,024 keys in all), none keeps them on the device. Default: the enclosing section's, else none.",
                examples: ["icloud", "none"])
    }
    static func layout(_ what: String) -> KeySpec {
        KeySpec(.choice(["document", "flat"]),
                "How \(what) are stored: document, members of the store's one JSON document; or flat, each its own UserDefaults key, exactly its `key:`, with the type @AppStorage uses (to adopt settingsc in an app whose users already have values saved). Default: the enclosing section's, else document. See docs/adopting.md.",
                examples: ["flat"])
    }
    static func scope(_ what: String) -> KeySpec {
        KeySpec(.choice(["device", "shared"]),
                "device keeps \(what) on this device: never synced and never exported (the default of a secure string); shared lets them sync and export. Default: the enclosing section's, else shared (device for a secure string).",
                examples: ["device"])
    }
}
