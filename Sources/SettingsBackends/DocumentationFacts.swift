public import SettingsCompiler
import SettingsRuntime

/// What the documentation backends (Markdown, HTML) say about a schema, worked out once as plain text:
/// anchors, Swift spellings, persistence keys, defaults, ranges. Escaping is each backend's job.
public struct DocumentationFacts: Sendable {
    public let schema: SchemaIR

    /// A section of the docs; its paths are the IR's (`SectionIR.path`, `keyPath`, resolved by `NameResolution`).
    public struct Section: Sendable {
        public var section: SectionIR
        /// The path of schema names from the root (`["smoothing", "grouped"]`).
        public var path: [String] { section.path }
        /// The path of persistence keys.
        public var keyPath: [String] { section.keyPath }
        public var depth: Int { path.count }
        public var anchor: String { FormNames.dottedPath(path) }
    }

    /// Every setting's default by its form id, which the screen previews evaluate conditions against; built once
    /// here, not once per section's screen (which was quadratic in the settings: `settingsc docs` of 4,000 took 14 s).
    let defaults: [String: SettingsValue]

    /// Every section below the root, depth first in schema order; walked once here (every page and breadcrumb reads it:
    /// a walk per read made `settingsc docs` quadratic in the sections).
    public let sections: [Section]

    /// How many settings the sections hold (the root has none of its own).
    public var settingCount: Int { sections.reduce(0) { $0 + $1.section.settings.count } }

    /// The titles of the sections from the root down to `section` (its breadcrumb), each looked up by its path.
    public func breadcrumb(_ section: Section) -> [String] {
        (1...section.path.count).compactMap { sectionTitles[FormNames.dottedPath(Array(section.path.prefix($0)))] }
    }

    /// Each section's title by its anchor (the dotted path of schema names).
    private let sectionTitles: [String: String]

    /// The schema's enums by name (the first of a name, as `SchemaIR.enumDecl(named:)` finds it): looked up once per
    /// enum setting, where a search of the enums made `settingsc docs` quadratic (issue 32: 974 M of 10,684 M
    /// instructions at 10,000 settings, 10 M at 1,000).
    private let enumsByName: [String: EnumIR]

    public init(schema: SchemaIR) {
        self.schema = schema
        self.defaults = ScreenPreview.defaults(schema)
        var result: [Section] = []
        func walk(_ section: SectionIR) {
            for child in section.sections {
                result.append(Section(section: child))
                walk(child)
            }
        }
        walk(schema.root)
        self.sections = result
        self.sectionTitles = Dictionary(result.map { ($0.anchor, $0.section.title) }, uniquingKeysWith: { first, _ in first })
        self.enumsByName = Dictionary(schema.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The file name of the schema, without its folders.
    public var sourceFileName: String {
        schema.sourcePath.split(separator: "/").last.map(String.init) ?? schema.sourcePath
    }

    /// Every `[[target]]` a description may name: dotted paths of sections and settings, with their titles.
    public var linkTargets: [String: String] {
        // Made at its size: grown and rehashed as it filled, it took a quarter of the pages' thread at 50,000
        // settings (each rehash reads every key's text again, all over memory; issue 32).
        var targets: [String: String] = [:]
        targets.reserveCapacity(sections.count + settingCount)
        for entry in sections {
            targets[entry.anchor] = entry.section.title
            for setting in entry.section.settings { targets[anchor(entry, setting)] = setting.title }
        }
        return targets
    }

    /// The stable anchor of a setting: the dotted path of schema names, e.g. `smoothing.dayPeriod`.
    public func anchor(_ section: Section, _ setting: SettingIR) -> String {
        FormNames.dottedPath(setting.path)
    }

    /// `\BetaSettings.smoothing.dayPeriod`.
    public func swiftKeyPath(_ section: Section, _ setting: SettingIR) -> String {
        "\\" + ([schema.rootTypeName] + setting.path.map(SwiftNames.escaped)).joined(separator: ".")
    }

    /// The dotted path of persistence keys, e.g. `smoothing.dayPeriod`.
    public func persistenceKey(_ section: Section, _ setting: SettingIR) -> String {
        setting.id
    }

    /// The Swift type as code uses it: `Int`, `String?`, `BetaSettings.Mode`.
    public func swiftType(_ type: ValueType) -> String {
        switch type {
        case .bool: "Bool"
        case .int: "Int"
        case .float: "Float"
        case .double: "Double"
        case .string, .url, .color, .date: "String"
        case .data: "SettingsData"
        case .custom(let name): name
        case .enumeration(let name): "\(schema.rootTypeName).\(name)"
        case .optional(let inner): swiftType(inner) + "?"
        case .list(let element): "[\(swiftType(element))]"
        }
    }

    /// A value as the schema would write it: `7`, `1.5`, `true`, `nil`, a string as a quoted literal with
    /// escapes (so control characters and line breaks are visible), an enum case by its name.
    public func value(_ value: Value, type: ValueType) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): "\(number)"
        case .double(let number): type.wrapped == .float ? "\(Float(number))" : "\(number)"
        case .string(let text): SwiftEscaping.stringLiteral(text)
        case .enumCase(let name): name
        // A custom type supplies its default; the schema holds none.
        case .null: type.customTypeName.map { type.isOptional ? "nil" : "\($0).settingsDefault" } ?? "nil"
        case .list(let elements): "[" + elements.map { self.value($0, type: type.listElement ?? type) }.joined(separator: ", ") + "]"
        }
    }

    /// What the docs say about a setting of a custom type (`custom(Region)`); nil for other settings.
    public func customNote(_ setting: SettingIR) -> String? {
        setting.type.customTypeName.map {
            "supplied by the app: \($0) (a SettingsCustomValue) gives the default, the text shown for a value, and how it is stored; the app's view edits it"
        }
    }

    /// The Swift type of a setting's property: `SettingsSecureString` (or its optional) for a secure string.
    public func swiftType(_ setting: SettingIR) -> String {
        guard setting.isSecure else { return swiftType(setting.type) }
        return "SettingsSecureString" + (setting.type.isOptional ? "?" : "")
    }

    /// What the docs say about a `secure: true` setting: masked, and where it is kept (`SettingIR.flatKey`: the
    /// Keychain; else, synced or shown in Settings.app, with the other settings).
    public static func secureNote(_ setting: SettingIR) -> String {
        "yes: masked on screen, in change lists and in descriptions; " + secureStorage(setting)
    }

    /// Where a secure string is kept, in words.
    public static func secureStorage(_ setting: SettingIR) -> String {
        guard case .secure(let service)? = setting.flatKey?.encoding, let account = setting.flatKey?.key else {
            return "stored with the other settings (it is synced or shown in Settings.app), not in the Keychain"
        }
        return "kept in the Keychain (a file on Linux), account '\(account)'" + (service.isEmpty ? "" : ", service '\(service)'")
    }

    /// The default of a secure string with a value, masked (`••••••`); nil for other settings.
    public func maskedDefault(_ setting: SettingIR) -> String? {
        guard setting.isSecure, case .string(let text) = setting.defaultValue, !text.isEmpty else { return nil }
        return SettingsSecureString.mask
    }

    /// `1...30`, `0...` (no maximum), `...45` (no minimum); nil without a range.
    public func range(_ setting: SettingIR) -> String? {
        guard let range = setting.range else { return nil }
        let type = setting.type.wrapped
        let lower = range.lowerBound.map { value($0, type: type) } ?? ""
        let upper = range.upperBound.map { value($0, type: type) } ?? ""
        return "\(lower)...\(upper)"
    }

    public func step(_ setting: SettingIR) -> String? {
        setting.step.map { value($0, type: setting.type.wrapped) }
    }

    /// The default as the settings screen shows it (`0.5 s`, `25%`); nil without `unit:`/`format:` or a value.
    public func shownDefault(_ setting: SettingIR) -> String? {
        guard let format = SchemaForm.format(setting), setting.defaultValue != .null else { return nil }
        return format.string(for: setting.defaultValue.settingsValue(as: setting.type))
    }

    /// The range as shown (`0–10 s`, `0–100%`); nil without `unit:`/`format:` or a range.
    public func shownRange(_ setting: SettingIR) -> String? {
        guard let format = SchemaForm.format(setting), let range = SchemaForm.range(setting) else { return nil }
        return format.rangeText(range)
    }

    /// The step as shown (`0.5 s`, `5%`); nil without `unit:`/`format:` or a step.
    public func shownStep(_ setting: SettingIR) -> String? {
        guard let format = SchemaForm.format(setting), let step = SchemaForm.step(setting) else { return nil }
        return format.string(for: step, usingDecimals: false)
    }

    /// `iOS, macOS only`; nil for every platform.
    public func platformsText(_ platforms: [Platform]?) -> String? {
        Platform.onlyText(platforms)
    }

    /// `iOS only` for a row limited to other platforms than its section; nil otherwise.
    public func rowPlatformsText(_ platforms: [Platform]?, in section: SectionIR) -> String? {
        platforms == section.platforms ? nil : platformsText(platforms)
    }

    /// The enum a setting's type names, if any.
    public func enumDecl(of setting: SettingIR) -> EnumIR? {
        if case .enumeration(let name) = setting.type.wrapped { return enumsByName[name] }
        return nil
    }

    /// The title of the default enum case, for settings of enum type, and of the default choice of a bool with
    /// `onTitle:` and `offTitle:`.
    public func defaultTitle(_ setting: SettingIR) -> String? {
        if case .bool(let flag) = setting.defaultValue { return choiceTitle(setting, flag) }
        guard case .enumCase(let name) = setting.defaultValue, let decl = enumDecl(of: setting) else { return nil }
        return decl.cases.first { $0.name == name }?.title
    }

    /// The title of a bool's choice (`onTitle:` for true, `offTitle:` for false); nil for a setting without them.
    public func choiceTitle(_ setting: SettingIR, _ flag: Bool) -> String? {
        let member = (flag ? SettingKey.onTitle : SettingKey.offTitle).rawValue
        return setting.formAttributes.lazy.compactMap(\.text).first { $0.member == member }?.text
    }
}

/// The history the documentation lists for a setting or section: old keys, renamed enum cases, the enum's
/// fallback for removed cases. Plain text parts; each backend escapes and formats them.
extension DocumentationFacts {
    public enum HistoryEntry: Sendable, Hashable {
        /// `renamedFrom`: stored under these keys before, newest first.
        case renamedFrom([String])
        /// An enum case renamed: its current name and its old raw values.
        case caseRenamed(enumName: String, caseName: String, from: [String])
        /// The enum's fallback case for stored values that are no longer cases.
        case fallback(enumName: String, caseName: String)
    }

    public func history(of setting: SettingIR) -> [HistoryEntry] {
        var entries: [HistoryEntry] = setting.renamedFrom.isEmpty ? [] : [.renamedFrom(setting.renamedFrom)]
        if let decl = enumDecl(of: setting) {
            for item in decl.cases where !item.renamedFrom.isEmpty {
                entries.append(.caseRenamed(enumName: decl.name, caseName: item.name, from: item.renamedFrom))
            }
            if let fallback = decl.fallback { entries.append(.fallback(enumName: decl.name, caseName: fallback)) }
        }
        return entries
    }

    /// The `UserDefaults` key Settings.app and the mirroring persistence use: `<Root>.<section keys>.<key>`.
    public func settingsAppKey(_ section: Section, _ setting: SettingIR) -> String {
        SettingsAppKeys.defaultsKey(prefix: SettingsAppMapping.prefix(schema), path: setting.keyPath)
    }

    public func history(of section: SectionIR) -> [HistoryEntry] {
        section.renamedFrom.isEmpty ? [] : [.renamedFrom(section.renamedFrom)]
    }

    /// A history entry as text, with `code` formatting names and keys (escaping included).
    public static func describe(_ entry: HistoryEntry, code: (String) -> String) -> String {
        switch entry {
        case .renamedFrom(let keys):
            "renamed from \(keys.map(code).joined(separator: ", ")) (stored values under the old \(keys.count == 1 ? "key are" : "keys are") read)"
        case .caseRenamed(let enumName, let caseName, let old):
            "case \(code(caseName)) of \(code(enumName)) was \(old.map(code).joined(separator: ", ")) (stored old names read as it)"
        case .fallback(let enumName, let caseName):
            "a stored value that is no longer a case of \(code(enumName)) reads as \(code(caseName))"
        }
    }
}

/// The rows of a section as both documentation backends list them, in declaration order: each setting (which a
/// backend documents under its own heading), and between them the rows beyond stored values, one line each, as
/// pieces the backend escapes and formats.
extension DocumentationFacts {
    /// A piece of a documentation line.
    public enum LinePiece: Sendable, Hashable {
        case text(String)
        case code(String)
        /// A link to an anchor of the page (a section's or setting's dotted path), shown as the title.
        case anchor(anchor: String, title: String)
        case condition(ConditionIR)
        /// A colour swatch of `#RRGGBB`/`#RRGGBBAA` where the format can draw one (HTML); nothing elsewhere.
        case swatch(String)
        /// A setting's or section's history, each entry described (``describe(_:code:)``), `; ` between them.
        case history([HistoryEntry])
    }

    /// One fact of a setting's table: its label and its value as pieces.
    public struct Fact: Sendable, Hashable {
        public var label: String
        public var value: [LinePiece]
    }

    /// Everything the documentation says about a setting, in order, for both backends (each escapes the pieces).
    /// `targets`: the titles of anchors (``linkTargets``), for a deprecated setting's replacement.
    public func facts(_ entry: Section, _ setting: SettingIR, targets: [String: String]) -> [Fact] {
        var facts = [
            Fact(label: "Swift", value: [.code(setting.name), .text(": "), .code(swiftType(setting)), .text(", key path "), .code(swiftKeyPath(entry, setting))]),
            Fact(label: "Stored under", value: [.code(persistenceKey(entry, setting))]),
            Fact(label: "Type", value: [.code(setting.type.description)]),
        ]
        var shownDefault: [LinePiece] = maskedDefault(setting).map { [.text($0)] } ?? [.code(value(setting.defaultValue, type: setting.type))]
        if setting.type.wrapped == .color, case .string(let hex) = setting.defaultValue { shownDefault.append(.swatch(hex)) }
        if let title = defaultTitle(setting) { shownDefault.append(.text(" (\(title))")) }
        if let shown = self.shownDefault(setting) { shownDefault.append(.text(", shown as \(shown)")) }
        facts.append(Fact(label: "Default", value: shownDefault))
        if let byBuild = configurationDefaultsFact(setting) { facts.append(byBuild) }  // ConfigurationVariants.swift
        if let presets = presetsFact(setting) { facts.append(presets) }  // PresetEmission.swift
        if let remote = remoteFact(setting) { facts.append(remote) }  // RemoteConfigBackends.swift
        if let route = routeFact(entry.section, setting) { facts.append(route) }  // deep links (RouteEmission.swift)
        if let keywords = keywordsFact(setting) { facts.append(keywords) }  // search (SearchDocs.swift)
        // The attributes that are one string (`placeholder:`, `accessibilityLabel:`, `learnMore:`, ...): one fact each,
        // labelled by its member, shown by its kind.
        for attribute in setting.shownAttributes {
            if let shown = attribute.text {
                facts.append(Fact(label: SwiftNames.title(fromIdentifier: shown.member), value: [.text(shown.text)]))
            } else if let link = attribute.link {
                facts.append(Fact(label: link.title, value: [.code(link.url)]))
            }
        }
        if let note = customNote(setting) { facts.append(Fact(label: "Custom type", value: [.text(note)])) }
        if let range = range(setting) { facts.append(Fact(label: "Range", value: [.code(range)] + (shownRange(setting).map { [.text(" (\($0))")] } ?? []))) }
        if let rules = setting.stringRules {
            if let length = StringRuleText.length(rules) { facts.append(Fact(label: "Length", value: [.code(length), .text(" characters")])) }
            if let pattern = rules.pattern {
                facts.append(Fact(label: "Pattern", value: [.code(pattern)] + (rules.patternMessage.map { [.text(" (\($0))")] } ?? [])))
            }
        }
        if let items = ListText.countFact(setting) { facts.append(Fact(label: "Items", value: [.text(items)])) }
        if setting.isSecure { facts.append(Fact(label: "Secure", value: [.text(Self.secureNote(setting))])) }
        if let step = step(setting) { facts.append(Fact(label: "Step", value: [.code(step)] + (shownStep(setting).map { [.text(" (\($0))")] } ?? []))) }
        if let platforms = platformsText(setting.platforms) { facts.append(Fact(label: "Platforms", value: [.text(platforms)])) }
        if setting.requiresRestart { facts.append(Fact(label: "Requires restart", value: [.text("yes")])) }
        if let hook = setting.sideEffect { facts.append(Fact(label: "Side effect", value: [.text("runs "), .code(hook), .text(" after a change")])) }
        if let icon = iconPieces(setting.icon, setting.color) { facts.append(Fact(label: "Icon", value: icon)) }
        if setting.skip { facts.append(Fact(label: "Settings screen", value: [.text("not shown ("), .code("skip"), .text(")")])) }
        if let visibleWhen = setting.visibleWhen { facts.append(Fact(label: "Shown when", value: [.condition(visibleWhen)])) }
        if let enabledWhen = setting.enabledWhen { facts.append(Fact(label: "Enabled when", value: [.condition(enabledWhen)])) }
        if let decl = enumDecl(of: setting), decl.cases.contains(where: { $0.availableWhen != nil }) {
            // `availableWhen:` on the enum's cases: "Everyone only when Post is Everyone; ...".
            var value: [LinePiece] = []
            for item in decl.cases {
                guard let condition = item.availableWhen else { continue }
                if !value.isEmpty { value.append(.text("; ")) }
                value += [.text(item.title + " only when "), .condition(condition)]
            }
            facts.append(Fact(label: "Cases offered", value: value))
        }
        if let limit = setting.written.casesLimit, setting.formAttributes.contains(where: { if case .casesLimit = $0 { true } else { false } }) {
            // `casesFrom:`/`casesUpTo:`: "from the value of Post visibility on, in the order of Visibility".
            // Titled with its section's (two settings of one enum often share a title): "Posting › Visibility".
            let parent = limit.path.value.split(separator: ".").dropLast().joined(separator: ".")
            let title = (sectionTitles[parent].map { [$0] } ?? []) + [targets[limit.path.value] ?? limit.path.value]
            let other: LinePiece = .anchor(anchor: limit.path.value, title: title.joined(separator: " › "))
            let order: [LinePiece] = enumDecl(of: setting).map { [.text(", in the order of "), .code($0.name)] } ?? []
            let value: [LinePiece] = limit.isFrom ? [.text("from the value of "), other, .text(" on")] : [.text("up to the value of "), other]
            facts.append(Fact(label: "Cases offered", value: value + order + [.text("; a stored value outside is kept until another is picked")]))
        }
        if setting.formAttributes.contains(.noResetLine) {
            facts.append(Fact(label: "Reset line", value: [.text("not shown under the row ("), .code("resetLine: false"), .text(")")]))
        }
        if let deprecation = setting.deprecated {
            var value: [LinePiece] = deprecation.message.map { [.text($0)] } ?? [.text("yes")]
            if let replacement = deprecation.replacement?.path {
                let use: [LinePiece] = [.text("use "), .anchor(anchor: replacement, title: targets[replacement] ?? replacement), .text(" instead")]
                value = deprecation.message.map { [.text($0), .text(" (")] + use + [.text(")")] } ?? use
            }
            facts.append(Fact(label: "Deprecated", value: value))
        }
        if setting.settingsApp {
            facts.append(Fact(label: "Settings.app", value: [.text("shown, under the key "), .code(settingsAppKey(entry, setting))]))
        }
        let history = history(of: setting)
        if !history.isEmpty { facts.append(Fact(label: "History", value: [.history(history)])) }
        return facts
    }

    /// `SF Symbol `icloud` on tile colour `#226AD6``; nil when the schema gives neither.
    public func iconPieces(_ icon: String?, _ color: String?) -> [LinePiece]? {
        guard icon != nil || color != nil else { return nil }
        var pieces: [LinePiece] = []
        if let icon { pieces += [.text("SF Symbol "), .code(icon)] }
        if icon != nil, color != nil { pieces.append(.text(" on ")) }
        if let color { pieces += [.text("tile colour "), .code(color)] }
        return pieces
    }

    /// A setting, or the rows beyond stored values declared next to each other (one line each).
    public enum RowGroup: Sendable, Hashable {
        case setting(SettingIR)
        case rows([[LinePiece]])
    }

    /// The section's rows in declaration order, neighbouring rows beyond stored values in one group.
    /// `targets`: the titles of anchors (``linkTargets``), for navigation rows.
    public func rowGroups(_ section: SectionIR, targets: [String: String]) -> [RowGroup] {
        var groups: [RowGroup] = []
        var lines: [[LinePiece]] = []
        for row in section.rows {
            if case .setting(let setting) = row {
                if !lines.isEmpty { groups.append(.rows(lines)) }
                lines = []
                groups.append(.setting(setting))
            } else if let line = rowLine(row, in: section, targets: targets) {
                lines.append(line)
            }
        }
        if !lines.isEmpty { groups.append(.rows(lines)) }
        return groups
    }

    /// `Link row: Status page (`statusPage`) opens `https://...`; icon: ...; shown when ...`; nil for a setting.
    public func rowLine(_ row: RowIR, in section: SectionIR, targets: [String: String]) -> [LinePiece]? {
        let fields = row.fields
        func named(_ kind: String) -> [LinePiece] { [.text("\(kind): \(fields.title) ("), .code(fields.name), .text(") ")] }
        var pieces: [LinePiece]
        switch row {
        case .setting: return nil
        case .link(let link): pieces = named("Link row") + [.text("opens "), .code(link.url)]
        case .detail(let detail):
            pieces = named("Detail row (read-only, with copy)") + [.text("shows "), .code((schema.externalDataName ?? "") + "." + detail.property)]
        case .screen(let screen):
            pieces = named("App screen row") + [.text("opens the app's screen "), .code(screen.hook + "()"), .text(" (the host view implements it)")]
            if let value = screen.value { pieces += [.text("; value: "), .code(value)] }
        case .text:
            pieces = [.text("Text row ("), .code(fields.name), .text(") reads “\(fields.title)”")]
        case .navigation(let navigation):
            pieces = named("Navigation row") + [.text("opens "), .anchor(anchor: navigation.target.path, title: targets[navigation.target.path] ?? navigation.target.path)]
        case .action(let action):
            pieces = named("Action row") + [.text("runs "), .code(action.hook + "()"), .text(" (the host view implements it)")]
            if action.isDestructive { pieces.append(.text("; destructive")) }
            if let confirmation = action.confirmation { pieces.append(.text("; asks first: \(confirmation)")) }
        }
        if let icon = iconPieces(fields.icon, fields.color) { pieces += [.text("; icon: ")] + icon }
        if let visibleWhen = fields.visibleWhen { pieces += [.text("; shown when "), .condition(visibleWhen)] }
        if let enabledWhen = fields.enabledWhen { pieces += [.text("; enabled when "), .condition(enabledWhen)] }
        if let platforms = rowPlatformsText(fields.platforms, in: section) { pieces.append(.text("; \(platforms)")) }
        return pieces
    }
}

/// A schema's documentation facts and link targets held by reference, for the renderers of the docs pages (HTML and
/// Markdown): their closures capture the renderer, and each copy of a renderer holding the facts by value copied every
/// field of them (issue 32: about 35 M instructions of the 1,000-setting docs); a copy of this is one retain.
final class DocumentationSubject {
    let facts: DocumentationFacts
    let targets: [String: String]

    init(_ facts: DocumentationFacts) {
        self.facts = facts
        self.targets = facts.linkTargets
    }
}
