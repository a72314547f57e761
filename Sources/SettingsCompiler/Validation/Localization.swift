import SettingsRuntime

/// Localization (`localization:` at the top level): every text a settings screen shows gets a stable key in a
/// string table, derived from its place in the schema. See "Localization" in docs/schema-language.md.
///
/// The keys (derived by SettingsRuntime's `SettingsFormLocalization` key functions, which the generated form uses too):
///
/// | text | key |
/// |---|---|
/// | the screen title | `title` |
/// | a section's title, description, header, footer | `<section path>.title`, `.description`, `.header`, `.footer` |
/// | a setting's or row's title, description | `<section path>.<name>.title`, `.description` |
/// | an action row's confirmation | `<section path>.<name>.confirmation` |
/// | a setting's search keywords | `<section path>.<name>.keywords` |
/// | a setting's text attribute (`placeholder:`, `accessibilityLabel:`) | `<section path>.<name>.<member>` (`SettingsFormAttribute.text`) |
/// | a number setting's unit (`unit:`) | `<section path>.<name>.unit` |
/// | a string setting's pattern message (`pattern: {message:}`) | `<section path>.<name>.pattern.message` |
/// | an enum case's title | `enum.<Enum>.<case>.title` |
/// | the titles of a setting's App Intents | `<section path>.<name>.intentSet`, `.intentToggle`, `.intentGet`, ... (`IntentTexts`) |
///
/// A section path is the dotted path of section names from the root (`smoothing.grouped`). `keys:` in the
/// `localization:` mapping replaces the key of a text: `keys: {smoothing.dayPeriod.title: dayPeriodTitle}`.

/// The localization of a schema: its string table and every text shown on screen, with its key.
public struct LocalizationIR: Sendable, Hashable {
    /// The string table, e.g. `BetaSettings` (the catalog is `BetaSettings.xcstrings`).
    public var table: String
    /// The language the schema's texts are written in, e.g. `en`.
    public var sourceLanguage: String
    /// `keys:` of the schema: the key used instead of a derived one, by derived key.
    public var overrides: [String: String]
    /// Every localizable text in schema order (the screen title, enum cases, then sections depth first).
    public var texts: [LocalizedTextIR]
    /// Where `table:` is written; nil when the table is the root type's name.
    public var tableLocation: SourceLocation? = nil

    public init(table: String, sourceLanguage: String, overrides: [String: String], texts: [LocalizedTextIR]) {
        self.table = table
        self.sourceLanguage = sourceLanguage
        self.overrides = overrides
        self.texts = texts
    }

    /// The key of the text whose derived key is `derivedKey`.
    public func key(for derivedKey: String) -> String {
        overrides[derivedKey] ?? derivedKey
    }
}

/// One localizable text of a schema.
public struct LocalizedTextIR: Sendable, Hashable {
    /// The key the schema path gives the text (`smoothing.dayPeriod.title`).
    public var derivedKey: String
    /// The key in the string table: `derivedKey`, unless `localization: keys:` replaces it.
    public var key: String
    /// The text as the schema writes it, in the source language.
    public var source: String
    /// A note for translators: the description of what the text belongs to, or where it is shown.
    public var comment: String
    public var location: SourceLocation

    public init(derivedKey: String, key: String, source: String, comment: String, location: SourceLocation) {
        self.derivedKey = derivedKey
        self.key = key
        self.source = source
        self.comment = comment
        self.location = location
    }
}

/// Reads `localization:`, derives the key of every text and checks them (SC1520-SC1524).
public enum LocalizationCheck {
    public static var keys: [String] { Construct.localization.keyNames }
    /// The longest table name and key accepted.
    public static let maxTableLength = LanguageLimits.localizationTableLength
    public static let maxKeyLength = 256
    /// How many unknown `keys:` entries get a "did you mean" suggestion.
    static let maxSuggestions = 20

    /// Checks `localization:` of `ast` and, when the schema opts in and `ir` is valid, stores the texts and
    /// their keys in `ir.localization`. Problems in `localization:` are reported even when `ir` is nil.
    public static func resolve(_ ast: SchemaAST, _ ir: inout SchemaIR?, diagnostics: inout DiagnosticCollector) {
        guard let node = ast.localization, let config = configuration(node, ast: ast, diagnostics: &diagnostics) else { return }
        guard var schema = ir else { return }
        let rootName = ast.rootName?.value ?? schema.rootTypeName
        let table = config.table?.value ?? rootName
        var texts = derivedTexts(schema)
        var byDerived: [String: Int] = [:]
        for (index, text) in texts.enumerated() { byDerived[text.derivedKey] = index }
        var overrides: [String: String] = [:]
        var overrideLocations: [String: SourceLocation] = [:]
        var failed = config.hadErrors
        var unknownCount = 0
        for (derived, key) in config.keys {
            guard let index = byDerived[derived.value] else {
                // Suggestions compare with every text: only for the first few, so a hostile schema stays cheap.
                unknownCount += 1
                let hint = unknownCount <= maxSuggestions ? Suggestions.hint(for: derived.value, in: texts.map(\.derivedKey)) : ""
                diagnostics.error(
                    .unknownLocalizedText, "'\(derived.value)' in `localization: keys:` is not the key of a text of this schema\(hint)",
                    at: derived.location)
                failed = true
                continue
            }
            overrides[derived.value] = key.value
            overrideLocations[derived.value] = key.location
            texts[index].key = key.value
        }
        var first: [String: LocalizedTextIR] = [:]
        for text in texts {
            if let earlier = first[text.key] {
                failed = true
                let location = overrideLocations[text.derivedKey] ?? overrideLocations[earlier.derivedKey] ?? text.location
                diagnostics.error(
                    .duplicateLocalizationKey,
                    "the localization key '\(text.key)' of '\(text.derivedKey)' is already the key of '\(earlier.derivedKey)'",
                    at: location,
                    notes: [Diagnostic.Note(
                        "'\(earlier.derivedKey)' has this key here", at: overrideLocations[earlier.derivedKey] ?? earlier.location)])
            } else {
                first[text.key] = text
            }
        }
        if failed { return }
        schema.localization = LocalizationIR(
            table: table, sourceLanguage: config.sourceLanguage?.value ?? "en", overrides: overrides, texts: texts)
        schema.localization?.tableLocation = config.table?.location
        ir = schema
    }

    // MARK: The configuration

    struct Configuration {
        var table: Located<String>?
        var sourceLanguage: Located<String>?
        var keys: [(derived: Located<String>, key: Located<String>)] = []
        var hadErrors = false
    }

    /// `true` (opted in with the defaults), `false`/null (not opted in), or a mapping of `keys` above.
    static func configuration(_ node: YAMLNode, ast: SchemaAST, diagnostics: inout DiagnosticCollector) -> Configuration? {
        if let scalar = node.scalar {
            if scalar.isNull { return nil }
            if scalar.style == .plain, ["true", "True", "TRUE"].contains(scalar.value) { return Configuration() }
            if scalar.style == .plain, ["false", "False", "FALSE"].contains(scalar.value) { return nil }
            diagnostics.error(
                .invalidScalar, "`localization` must be true, false or a mapping such as `{table: AppSettings}`, found \(node.kindDescription)",
                at: node.location)
            return nil
        }
        guard let pairs = node.mapping else {
            diagnostics.emit(Diagnostic(
                .error, .wrongNodeKind, "expected true, false or a mapping for localization, found \(node.kindDescription)",
                range: node.range))
            return nil
        }
        var config = Configuration()
        for pair in pairs {
            switch pair.name {
            case "table":
                guard let text = scalarText(pair.value, what: "a table name", diagnostics: &diagnostics) else { config.hadErrors = true; continue }
                if isValidTable(text.value) {
                    config.table = text
                } else {
                    config.hadErrors = true
                    diagnostics.error(
                        .invalidLocalizationTable,
                        "'\(text.value)' is not a valid string table name: use letters, digits, '_' and '-', starting with a letter, at most \(maxTableLength) characters",
                        at: text.location)
                }
            case "sourceLanguage":
                guard let text = scalarText(pair.value, what: "a language code", diagnostics: &diagnostics) else { config.hadErrors = true; continue }
                if isValidLanguage(text.value) {
                    config.sourceLanguage = text
                } else {
                    config.hadErrors = true
                    diagnostics.error(
                        .invalidSourceLanguage,
                        "'\(text.value)' is not a language code such as 'en', 'de-CH' or 'zh-Hans'", at: text.location)
                }
            case "keys":
                if pair.value.scalar?.isNull == true { continue }
                guard let entries = pair.value.mapping else {
                    config.hadErrors = true
                    diagnostics.emit(Diagnostic(
                        .error, .wrongNodeKind,
                        "expected a mapping of derived keys to keys for localization keys, found \(pair.value.kindDescription)",
                        range: pair.value.range))
                    continue
                }
                for entry in entries {
                    guard let key = scalarText(entry.value, what: "a localization key", diagnostics: &diagnostics) else { config.hadErrors = true; continue }
                    if let problem = keyProblem(key.value) {
                        config.hadErrors = true
                        diagnostics.error(.invalidLocalizationKey, "the localization key '\(clipped(key.value))' \(problem)", at: key.location)
                        continue
                    }
                    config.keys.append((Located(entry.name, entry.key.range), key))
                }
            default:
                config.hadErrors = true
                diagnostics.emit(Construct.localization.unknownKey(pair, in: "localization"))
            }
        }
        return config
    }

    static func scalarText(_ node: YAMLNode, what: String, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let scalar = node.scalar, !scalar.isNull else {
            diagnostics.emit(Diagnostic(.error, .wrongNodeKind, "expected \(what), found \(node.kindDescription)", range: node.range))
            return nil
        }
        return Located(scalar.value, node.range)
    }

    /// A table name becomes a file name (`<table>.xcstrings`): ASCII letters, digits, `_` and `-`, starting
    /// with a letter, so it can never name a path.
    public static func isValidTable(_ name: String) -> Bool { LexicalRule.localizationTable.matches(name) }

    /// A BCP 47 language tag in the shape Xcode uses: a 2-3 letter language, then subtags of 2-8 letters or
    /// digits (`en`, `pt-BR`, `zh-Hans`, `de-CH`) (`LexicalRule.languageCode`).
    public static func isValidLanguage(_ code: String) -> Bool { LexicalRule.languageCode.matches(code) }

    /// Why `key` cannot be a localization key, or nil when it can.
    static func keyProblem(_ key: String) -> String? {
        if key.isEmpty { return "is empty" }
        if key.unicodeScalars.count > maxKeyLength { return "is longer than \(maxKeyLength) characters" }
        if key.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "holds spaces or control characters"
        }
        return nil
    }

    static func clipped(_ text: String) -> String {
        text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "..." : text
    }

    // MARK: Texts and derived keys

    /// Every text a screen shows, with its derived key, in schema order.
    public static func derivedTexts(_ schema: SchemaIR) -> [LocalizedTextIR] {
        var texts: [LocalizedTextIR] = []
        func add(_ key: String, _ source: String, _ comment: String, _ location: SourceLocation) {
            texts.append(LocalizedTextIR(derivedKey: key, key: key, source: source, comment: comment, location: location))
        }
        add(SettingsFormLocalization.titleKey, schema.title, "Title of the settings screen.", schema.root.location)
        for decl in schema.enums {
            for item in decl.cases {
                add(
                    SettingsFormLocalization.caseKey(decl.name, item.name), item.title,
                    item.description ?? "Title of the choice '\(item.name)' of \(decl.name).", decl.location)
            }
        }
        func walk(_ section: SectionIR, _ path: [String]) {
            let prefix = path.joined(separator: ".")
            let place = "in the section '\(section.title)'"
            add(SettingsFormLocalization.sectionKey(prefix, "title"), section.title, section.description ?? "Title of the section '\(prefix)'.", section.location)
            if let description = section.description {
                add(SettingsFormLocalization.sectionKey(prefix, "description"), description, "Description of the section '\(section.title)'.", section.location)
            }
            if case .text(let text)? = section.header { add(SettingsFormLocalization.sectionKey(prefix, "header"), text, "Header of the section '\(section.title)'.", section.location) }
            if case .text(let text)? = section.footer { add(SettingsFormLocalization.sectionKey(prefix, "footer"), text, "Footer of the section '\(section.title)'.", section.location) }
            // Settings and rows in screen order.
            for row in section.rows {
                switch row {
                case .setting(let setting):
                    add(SettingsFormLocalization.memberKey(prefix, setting.name, "title"), setting.title, setting.description ?? "Title of the setting '\(setting.name)' \(place).", setting.location)
                    if let description = setting.description {
                        add(SettingsFormLocalization.memberKey(prefix, setting.name, "description"), description, "Description of the setting '\(setting.title)' \(place).", setting.location)
                    }
                    if !setting.keywords.isEmpty {
                        add(
                            SettingsFormLocalization.memberKey(prefix, setting.name, "keywords"), SettingsFormLocalization.keywordsText(setting.keywords),
                            "Search keywords of the setting '\(setting.title)' \(place), separated by commas: synonyms in this language, as many as it has.",
                            setting.location)
                    }
                    // Text attributes (placeholder, accessibility label, ...), each under its member, generically.
                    for case let shown? in setting.textAttributes.map(\.text) {
                        add(
                            SettingsFormLocalization.memberKey(prefix, setting.name, shown.member), shown.text,
                            "\(SwiftNames.title(fromIdentifier: shown.member)) of the setting '\(setting.title)' \(place).", setting.location)
                    }
                    if let unit = setting.unit, !unit.isEmpty {
                        add(
                            SettingsFormLocalization.memberKey(prefix, setting.name, "unit"), unit,
                            "Unit shown after the value of the setting '\(setting.title)' \(place) (7 days, 0.5 s).", setting.location)
                    }
                    if let message = setting.stringRules?.patternMessage {
                        add(
                            SettingsFormLocalization.memberKey(prefix, setting.name, "pattern.message"), message,
                            "Shown for a value of the setting '\(setting.title)' \(place) that does not match its pattern.", setting.location)
                    }
                case .link(let link):
                    add(SettingsFormLocalization.memberKey(prefix, link.name, "title"), link.title, "Title of the web link row '\(link.name)' \(place).", section.location)
                case .action(let action):
                    add(SettingsFormLocalization.memberKey(prefix, action.name, "title"), action.title, "Title of the action row '\(action.name)' \(place).", section.location)
                    if let text = action.confirmation {
                        add(SettingsFormLocalization.memberKey(prefix, action.name, "confirmation"), text, "Confirmation asked before the action '\(action.title)' runs.", section.location)
                    }
                case .navigation(let row):
                    add(SettingsFormLocalization.memberKey(prefix, row.name, "title"), row.title, "Title of the navigation row '\(row.name)' \(place).", row.location)
                case .detail(let row):
                    add(SettingsFormLocalization.memberKey(prefix, row.name, "title"), row.title, "Title of the detail row '\(row.name)' \(place).", section.location)
                case .screen(let row):
                    add(SettingsFormLocalization.memberKey(prefix, row.name, "title"), row.title, "Title of the row '\(row.name)' that opens the app's screen \(row.hook)() \(place).", section.location)
                case .text(let row):
                    add(SettingsFormLocalization.memberKey(prefix, row.name, "text"), row.title, "Text row '\(row.name)' \(place).", section.location)
                }
            }
            for child in section.sections { walk(child, path + [child.name]) }
        }
        for section in schema.root.sections { walk(section, [section.name]) }
        // The App Intents' titles (the intents backend reads them through `LocalizedStringResource`).
        for text in IntentTexts.localizable(schema) { add(text.key, text.text, text.comment, text.location) }
        return texts
    }
}

extension LocalizationCheck: ValidationPass {
    /// Reads the IR alone (and, for localization, the AST's top level): runs after the declarations are freed.
    public static let readsDeclarations = false
    public static let name = "localization"

    public static func run(_ context: inout ValidationContext) {
        var ir: SchemaIR? = context.ir
        resolve(context.ast, &ir, diagnostics: &context.diagnostics)
        if let ir { context.ir = ir }
    }
}
