/// Looks up the translation of a form's text. SettingsRuntime has no Foundation, so it does not read string
/// tables itself: `SettingsStore.SettingsBundleLocalizer` reads them from a `Bundle` (the compiled
/// `<Table>.xcstrings`), ``SettingsStringTable`` holds translations in memory (tests, previews, Linux), and an
/// app can conform any type of its own.
public protocol SettingsLocalizer: Sendable {
    /// The text for `key` in `table`, or `defaultValue` (the schema's text) when the table has none.
    func localizedString(forKey key: String, table: String, defaultValue: String) -> String
}

/// Translations held in memory, by key: for tests, previews and platforms without string tables.
public struct SettingsStringTable: SettingsLocalizer, Hashable {
    /// The string table these translations belong to; nil: any table.
    public var table: String?
    public var translations: [String: String]

    public init(table: String? = nil, _ translations: [String: String]) {
        self.table = table
        self.translations = translations
    }

    public func localizedString(forKey key: String, table: String, defaultValue: String) -> String {
        guard self.table == nil || self.table == table else { return defaultValue }
        return translations[key] ?? defaultValue
    }
}

/// A localizer built from a closure, e.g. `SettingsClosureLocalizer { key, table, value in ... }`.
public struct SettingsClosureLocalizer: SettingsLocalizer {
    let lookup: @Sendable (_ key: String, _ table: String, _ defaultValue: String) -> String

    public init(_ lookup: @escaping @Sendable (_ key: String, _ table: String, _ defaultValue: String) -> String) {
        self.lookup = lookup
    }

    public func localizedString(forKey key: String, table: String, defaultValue: String) -> String {
        lookup(key, table, defaultValue)
    }
}

/// Where a form's texts are translated: the string table, the source language, and the keys the schema's
/// `localization: keys:` replaces. Every other text's key follows from its place in the form (``key(for:)``).
public struct SettingsFormLocalization: Hashable, Sendable {
    /// The string table, e.g. `BetaSettings` (compiled from `BetaSettings.xcstrings`).
    public var table: String
    /// The language the schema's texts are written in.
    public var sourceLanguage: String
    /// Keys replaced by the schema, by derived key.
    public var keys: [String: String]

    public init(table: String, sourceLanguage: String = "en", keys: [String: String] = [:]) {
        self.table = table
        self.sourceLanguage = sourceLanguage
        self.keys = keys
    }

    /// The key of a text, given the key its place derives (`smoothing.dayPeriod.title`).
    public func key(for derivedKey: String) -> String {
        keys[derivedKey] ?? derivedKey
    }

    // The derived keys; settingsc derives the same ones (SettingsCompiler's `LocalizationCheck`).

    /// The screen title: `title`.
    public static let titleKey = "title"

    /// A text of a section (`title`, `description`, `header`, `footer`): `smoothing.grouped.title`.
    public static func sectionKey(_ namePath: String, _ text: String) -> String {
        "\(namePath).\(text)"
    }

    /// A text of a setting or row of the section at `namePath` (`title`, `description`, `confirmation`).
    public static func memberKey(_ namePath: String, _ name: String, _ text: String) -> String {
        "\(namePath).\(name).\(text)"
    }

    /// A setting's search keywords (`keywords:`) are one text of the catalog, under the member key `keywords`
    /// (`display.darkMode.keywords`): the keywords separated by `, `, so a translator writes the synonyms their
    /// language has, as many as it has.
    public static func keywordsText(_ keywords: [String]) -> String {
        keywords.joined(separator: ", ")
    }

    /// The keywords of a (translated) keywords text: its parts between commas, without the spaces around them.
    public static func keywords(fromText text: String) -> [String] {
        text.split(separator: ",").map(SettingsText.trimmingWhitespace).filter { !$0.isEmpty }
    }

    /// The title of an enum case: `enum.Mode.linearRegression.title`.
    public static func caseKey(_ enumName: String, _ caseName: String) -> String {
        "enum.\(enumName).\(caseName).title"
    }
}

extension SettingsForm {
    /// The form with every text the screen shows looked up through `localizer`: the title, the sections' titles,
    /// descriptions and text headers and footers, the settings' titles, descriptions, search keywords and the texts of
    /// their attributes (``SettingsFormSetting/textAttributes``: placeholder, accessibility label), units and pattern messages, the enum options, and the rows' titles and confirmations. The schema's text is the default. A form without ``localization``
    /// (its schema did not opt in) is returned unchanged.
    public func localized(using localizer: some SettingsLocalizer) -> SettingsForm<Root> {
        guard let localization else { return self }
        func text(_ derived: String, _ source: String) -> String {
            localizer.localizedString(forKey: localization.key(for: derived), table: localization.table, defaultValue: source)
        }
        func formText(_ value: SettingsFormText?, _ derived: String) -> SettingsFormText? {
            if case .text(let source)? = value { return .text(text(derived, source)) }
            return value
        }
        func localizedSection(_ section: SettingsFormSection<Root>) -> SettingsFormSection<Root> {
            var copy = section
            let path = section.namePath
            copy.title = text(SettingsFormLocalization.sectionKey(path, "title"), section.title)
            copy.description = section.description.map { text(SettingsFormLocalization.sectionKey(path, "description"), $0) }
            copy.header = formText(section.header, SettingsFormLocalization.sectionKey(path, "header"))
            copy.footer = formText(section.footer, SettingsFormLocalization.sectionKey(path, "footer"))
            func member(_ name: String, _ kind: String, _ source: String) -> String {
                text(SettingsFormLocalization.memberKey(path, name, kind), source)
            }
            copy.rows = section.rows.map { row in
                switch row {
                case .setting(var setting):
                    setting.title = member(setting.name, "title", setting.title)
                    setting.description = setting.description.map { member(setting.name, "description", $0) }
                    if !setting.keywords.isEmpty {
                        let translated = member(setting.name, "keywords", SettingsFormLocalization.keywordsText(setting.keywords))
                        setting.keywords = SettingsFormLocalization.keywords(fromText: translated)
                    }
                    // The attributes that are text on screen (placeholder, accessibility label, ...), each under its member.
                    for attribute in setting.textAttributes {
                        guard let shown = attribute.text else { continue }
                        setting.apply(attribute.replacingText(member(setting.name, shown.member, shown.text)))
                    }
                    // The unit shown after a number (`7 days`).
                    if let unit = setting.format?.unit, !unit.isEmpty {
                        setting.format?.unit = member(setting.name, "unit", unit)
                    }
                    // The message for a text that does not match the pattern (`pattern: {message:}`).
                    if let message = setting.stringRules?.patternMessage {
                        setting.stringRules?.patternMessage = member(setting.name, "pattern.message", message)
                    }
                    if case .enumeration(let enumName) = setting.type.wrapped {
                        setting.options = setting.options.map { option in
                            guard case .enumCase(let caseName) = option.value else { return option }
                            var translated = option  // keeps the case's `availableWhen:`
                            translated.title = text(SettingsFormLocalization.caseKey(enumName, caseName), option.title)
                            return translated
                        }
                    }
                    return .setting(setting)
                case .link(var link):
                    link.title = member(link.name, "title", link.title)
                    return .link(link)
                case .action(var action):
                    action.title = member(action.name, "title", action.title)
                    action.confirmation = action.confirmation.map { member(action.name, "confirmation", $0) }
                    return .action(action)
                case .navigation(var navigation):
                    navigation.title = member(navigation.name, "title", navigation.title)
                    return .navigation(navigation)
                case .detail(var detail):
                    detail.title = member(detail.name, "title", detail.title)
                    return .detail(detail)
                case .screen(var screen):
                    screen.title = member(screen.name, "title", screen.title)
                    return .screen(screen)
                case .text(var text):
                    text.title = member(text.name, "text", text.title)
                    return .text(text)
                }
            }
            copy.sections = section.sections.map(localizedSection)
            return copy
        }
        var form = self
        form.title = text(SettingsFormLocalization.titleKey, title)
        form.sections = sections.map(localizedSection)
        return form
    }
}
