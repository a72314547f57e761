import SettingsRuntime

/// `settingsWindow: {tabs: [...]}` and the settings marked `intents:` (issue 33): which top-level sections are the
/// macOS Settings window's tabs, which settings an App Intent can carry, and the phrases a setting gives its App
/// Shortcut (`intentPhrases:`). Runs after lowering and `PlatformRules` (a tab must be shown on macOS); completes
/// `SchemaIR.settingsWindowTabs`. One walk over the sections; a phrase is scanned once.
public enum SettingsWindowAndIntentsCheck {
    /// The App Shortcuts of settings an app can have: Apple allows ten App Shortcuts an app, and the intents backend
    /// gives one to "Open settings".
    public static let settingShortcuts = 9

    /// Whether an App Intent parameter can hold a value of `type`: bool, int, float, double, string, a non-optional
    /// enum. The intents backend generates intents for these only.
    public static func carries(_ type: ValueType) -> Bool {
        switch type {
        case .bool, .int, .float, .double, .string, .enumeration: true
        default: false
        }
    }

    static func check(_ context: inout ValidationContext) {
        checkTabs(&context)
        checkWindowIsGenerated(&context)
        var phrased: [(name: String, range: SourceRange)] = []
        walk(&context.ir.root.sections, inherited: nil, phrased: &phrased, diagnostics: &context.diagnostics)
        if phrased.count > settingShortcuts {
            let extra = phrased[settingShortcuts...]
            context.diagnostics.emit(Diagnostic(
                .warning, .intentPhrasesUnused,
                "\(phrased.count) settings write `intentPhrases:`, but an app has \(settingShortcuts + 1) App Shortcuts and one opens the settings: the phrases of \(extra.map { "'\($0.name)'" }.joined(separator: ", ")) are not used",
                range: extra[extra.startIndex].range))
        }
    }

    // MARK: Tabs

    private static func checkTabs(_ context: inout ValidationContext) {
        guard let written = context.ir.writtenSettingsWindowTabs else { return }
        let sections = context.ir.root.sections
        var byName: [String: Int] = [:]
        for index in sections.indices where byName[sections[index].name] == nil { byName[sections[index].name] = index }
        var seen: [String: SourceLocation] = [:]
        var tabs: [String] = []
        for tab in written {
            let name = tab.value
            guard let index = byName[name] else {
                var notes: [Diagnostic.Note] = []
                if let near = Suggestions.closest(to: name, in: sections.map(\.name)) {
                    notes.append(Diagnostic.Note("did you mean '\(near)'?", at: sections[byName[near] ?? 0].location))
                }
                notes.append(Diagnostic.Note("the top-level sections: \(sections.map(\.name).joined(separator: ", "))"))
                context.diagnostics.emit(Diagnostic(
                    .error, .settingsWindowUnknownTab, "'\(name)' in `tabs:` is not a top-level section of the schema",
                    range: tab.range, notes: notes))
                continue
            }
            if let first = seen[name] {
                context.diagnostics.emit(Diagnostic(
                    .error, .settingsWindowDuplicateTab, "'\(name)' is listed twice in `tabs:`; a section is one tab",
                    range: tab.range, notes: [Diagnostic.Note("first listed here", at: first)]))
                continue
            }
            seen[name] = tab.location
            let section = sections[index]
            if let only = section.only {
                context.diagnostics.emit(Diagnostic(
                    .error, .settingsWindowHiddenTab,
                    "the section '\(name)' exists only in \(only) builds (`only: \(only)`), so it cannot be a tab of the Settings window in every build",
                    range: tab.range, notes: [Diagnostic.Note("the section is declared here", at: section.location)]))
                continue
            }
            if let platforms = section.platforms, !platforms.contains(.macOS) {
                context.diagnostics.emit(Diagnostic(
                    .error, .settingsWindowHiddenTab,
                    "the section '\(name)' is not shown on macOS (`platforms:` \(platforms.map(\.rawValue).joined(separator: ", "))), so it cannot be a tab of the macOS Settings window",
                    range: tab.range, notes: [Diagnostic.Note("the section is declared here", at: section.location)]))
                continue
            }
            tabs.append(name)
        }
        if written.isEmpty, let location = context.ir.writtenSettingsWindow {
            context.diagnostics.error(
                .settingsWindowNoTabs, "`tabs:` lists no section: the Settings window would have no tab; list the top-level sections it shows, or write `settingsWindow: false`",
                at: location)
        }
        context.ir.settingsWindowTabs = tabs
    }

    /// A window asked for that the backend cannot write (it hosts the DSL of `view:`, and needs a tab) would be a
    /// silent no-op: warned where `settingsWindow:` is written.
    private static func checkWindowIsGenerated(_ context: inout ValidationContext) {
        guard context.ir.settingsWindow, let location = context.ir.writtenSettingsWindow else { return }
        if context.ir.viewName == nil {
            context.diagnostics.warning(
                .settingsWindowNotGenerated,
                "no Settings window is generated: it shows the screens of the SwiftUI DSL, which needs `view:` (the host view's name)",
                at: location)
        } else if context.ir.settingsWindowTabs == nil,
                  !context.ir.root.sections.contains(where: {
                      $0.only == nil && $0.presentation != .unlisted && ($0.platforms?.contains(.macOS) ?? true)
                  }) {
            context.diagnostics.warning(
                .settingsWindowNotGenerated,
                "no Settings window is generated: no top-level section is shown on macOS in every build, so the window would have no tab",
                at: location)
        }
    }

    // MARK: Intents

    /// `inherited`: the nearest enclosing section's `intents:`, when one says.
    private static func walk(
        _ sections: inout [SectionIR], inherited: Located<Bool>?, phrased: inout [(name: String, range: SourceRange)],
        diagnostics: inout DiagnosticCollector
    ) {
        for index in sections.indices {
            let flag = sections[index].written.intents ?? inherited
            for rowIndex in sections[index].rows.indices {
                guard case .setting(var setting) = sections[index].rows[rowIndex] else { continue }
                let explicit = setting.written.intents
                let marked = (explicit ?? flag)?.value == true
                let carried = carries(setting.type)
                if marked, !carried, let explicit {
                    diagnostics.emit(Diagnostic(
                        .warning, .intentsUnsupportedType,
                        "'\(setting.name)' is of type \(setting.type), which an App Intent parameter cannot hold (bool, int, float, double, string or an enum): it gets no intents",
                        range: explicit.range))
                }
                if marked, carried, !setting.skip, setting.deprecated == nil {
                    setting.hasIntents = true
                    sections[index].rows[rowIndex] = .setting(setting)
                }
                let phrases = setting.written.intentPhrases
                guard !phrases.isEmpty else { continue }
                if !marked || !carried || setting.skip || setting.deprecated != nil {
                    let why = !marked ? "it is not marked `intents: true`" : !carried ? "it gets no intents (its type is \(setting.type))"
                        : setting.skip ? "it is `skip: true` (no route)" : "it is deprecated"
                    diagnostics.emit(Diagnostic(
                        .warning, .intentPhrasesUnused, "the `intentPhrases:` of '\(setting.name)' are not used: \(why), so it has no App Shortcut",
                        range: phrases[0].range))
                    continue
                }
                let isEnum = if case .enumeration = setting.type { true } else { false }
                for phrase in phrases { checkPhrase(phrase, setting: setting, allowsValue: isEnum, diagnostics: &diagnostics) }
                phrased.append((setting.name, phrases[0].range))
            }
            walk(&sections[index].sections, inherited: flag, phrased: &phrased, diagnostics: &diagnostics)
        }
    }

    /// The pieces of a phrase: text, and the placeholders `{app}` and `{value}`. Another `{name}` (a word in
    /// braces) is refused, so a misspelt placeholder is not said aloud; other braces are text.
    public enum PhrasePiece: Sendable, Hashable {
        case text(String)
        case app
        case value
        case unknown(String)
    }

    /// `phrase` split into text and placeholders.
    public static func pieces(_ phrase: String) -> [PhrasePiece] {
        var result: [PhrasePiece] = []
        var text = ""
        var rest = Substring(phrase)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), after[..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), close != after.startIndex {
                if !text.isEmpty { result.append(.text(text)) }
                text = ""
                switch after[..<close] {
                case "app": result.append(.app)
                case "value": result.append(.value)
                default: result.append(.unknown(String(after[..<close])))
                }
                rest = after[after.index(after: close)...]
            } else {
                text += "{"
                rest = after
            }
        }
        text += rest
        if !text.isEmpty { result.append(.text(text)) }
        return result
    }

    private static func checkPhrase(_ phrase: Located<String>, setting: SettingIR, allowsValue: Bool, diagnostics: inout DiagnosticCollector) {
        func report(_ message: String) {
            diagnostics.emit(Diagnostic(.error, .intentPhraseInvalid, message, range: phrase.range))
        }
        let pieces = pieces(phrase.value)
        if let unknown = pieces.lazy.compactMap({ if case .unknown(let name) = $0 { name } else { nil } }).first {
            report("`{\(unknown)}` in a phrase of '\(setting.name)' is no placeholder: a phrase says {app} for the app's name\(allowsValue ? " and may say {value} for the case" : "")")
            return
        }
        let apps = pieces.count(where: { $0 == .app })
        let values = pieces.count(where: { $0 == .value })
        if apps != 1 {
            report("a phrase of '\(setting.name)' \(apps == 0 ? "does not name the app" : "names the app \(apps) times"): App Shortcuts need {app}, where the app's name is said, once in every phrase")
        } else if values > 0, !allowsValue {
            report("a phrase of '\(setting.name)' says {value}, but only an enum setting's App Shortcut has a value to say (its case); '\(setting.name)' is \(setting.type)")
        } else if values > 1 {
            report("a phrase of '\(setting.name)' says {value} \(values) times; an App Shortcut phrase names its parameter once at most")
        } else if !pieces.contains(where: { if case .text(let text) = $0 { !text.allSatisfy(\.isWhitespace) } else { false } }) {
            report("a phrase of '\(setting.name)' has no words besides its placeholders; say what the shortcut does, e.g. \"Turn on {app} dark mode\"")
        }
    }
}

/// The texts of the generated App Intents (`AppIntentsBackend`) and, with `localization:`, their derived keys in the
/// string table (`LocalizationCheck` adds them; the intents read them through `LocalizedStringResource`). Keys end
/// in a word no other text's key ends in (`intentSet`, ...), so they cannot meet a section's or a setting's.
public enum IntentTexts {
    public static func set(_ setting: SettingIR) -> String { "Set " + setting.title }
    public static func toggle(_ setting: SettingIR) -> String { "Toggle " + setting.title }
    public static func get(_ setting: SettingIR) -> String { "Get " + setting.title }
    public static func description(_ setting: SettingIR, in schema: SchemaIR) -> String { "Sets \(setting.title) in \(schema.title)." }
    /// The parameter's title: the setting's title, with its unit.
    public static func parameter(_ setting: SettingIR) -> String { setting.unit.map { "\(setting.title) (\($0))" } ?? setting.title }
    public static func openSettings(_ schema: SchemaIR) -> String { "Open \(schema.title) settings" }
    public static func shortcut(_ schema: SchemaIR) -> String { "\(schema.title) settings" }
    public static func screenType(_ schema: SchemaIR) -> String { "\(schema.title) screen" }
    public static let screen = "Screen"

    /// A key under a setting's (`general.enabled.intentSet`).
    public static func key(_ section: SectionIR, _ setting: SettingIR, _ word: String) -> String {
        SettingsFormLocalization.memberKey(section.path.joined(separator: "."), setting.name, word)
    }
    /// A section's "Open settings" destination (`streaming.advanced.intentDestination`).
    public static func destinationKey(_ section: SectionIR) -> String {
        SettingsFormLocalization.sectionKey(section.path.joined(separator: "."), "intentDestination")
    }
    /// Keys of the schema's intents as a whole: `intents.openSettings`, `intents.shortcut`, `intents.screenType`, `intents.screen`.
    public static func rootKey(_ word: String) -> String { "intents." + word }

    /// The screens "Open settings" opens, in screen order: each section (its title path, `Streaming › Advanced`), and
    /// each setting with intents (`Streaming › Stream over cellular`).
    public static func destinations(_ schema: SchemaIR) -> [(section: SectionIR, setting: SettingIR?, title: String)] {
        var result: [(SectionIR, SettingIR?, String)] = []
        func walk(_ section: SectionIR, titles: [String]) {
            for child in section.sections {
                let path = titles + [child.title]
                result.append((child, nil, path.joined(separator: " › ")))
                for setting in child.settings where setting.hasIntents {
                    result.append((child, setting, (path + [setting.title]).joined(separator: " › ")))
                }
                walk(child, titles: path)
            }
        }
        walk(schema.root, titles: [])
        return result
    }

    /// Every text of the intents with its derived key and a comment for translators, in the order the file has
    /// them; none when no setting has intents.
    public static func localizable(_ schema: SchemaIR) -> [(key: String, text: String, comment: String, location: SourceLocation)] {
        var result: [(String, String, String, SourceLocation)] = []
        func walk(_ section: SectionIR) {
            for child in section.sections {
                for setting in child.settings where setting.hasIntents {
                    let name = "'\(setting.title)'"
                    result.append((key(child, setting, "intentSet"), set(setting), "Title of the App Intent (Shortcuts, Siri) that sets the setting \(name).", setting.location))
                    result.append((key(child, setting, "intentDescription"), description(setting, in: schema), "Description of the App Intent that sets the setting \(name).", setting.location))
                    if setting.unit != nil {
                        result.append((key(child, setting, "intentParameter"), parameter(setting), "The value the App Intent sets the setting \(name) to, with its unit.", setting.location))
                    }
                    if setting.type == .bool {
                        result.append((key(child, setting, "intentToggle"), toggle(setting), "Title of the App Intent that turns the setting \(name) on or off.", setting.location))
                    }
                    result.append((key(child, setting, "intentGet"), get(setting), "Title of the App Intent that reads the setting \(name).", setting.location))
                }
                walk(child)
            }
        }
        walk(schema.root)
        guard !result.isEmpty else { return [] }
        let location = schema.root.location
        for (section, setting, title) in destinations(schema) {
            let derived = setting.map { Self.key(section, $0, "intentDestination") } ?? destinationKey(section)
            result.append((derived, title, "A screen the App Intent \"\(openSettings(schema))\" opens, as Shortcuts lists it.", setting?.location ?? section.location))
        }
        result.append((rootKey("openSettings"), openSettings(schema), "Title of the App Intent that opens the settings at a screen.", location))
        result.append((rootKey("screen"), screen, "Title of the screen parameter of the App Intent \"\(openSettings(schema))\".", location))
        result.append((rootKey("screenType"), screenType(schema), "What a screen of the settings is called in Shortcuts.", location))
        result.append((rootKey("shortcut"), shortcut(schema), "Short title of the App Shortcut that opens the settings.", location))
        return result
    }
}

extension SettingsWindowAndIntentsCheck: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    public static let readsDeclarations = false
    public static let name = "settings window and intents"

    public static func run(_ context: inout ValidationContext) {
        check(&context)
    }
}
