public import SettingsCompiler
import SettingsRuntime

/// What the documentation backends (Markdown, HTML) say about a schema, worked out once as plain text:
/// anchors, Swift spellings, persistence keys, defaults, ranges. Escaping is each backend's job.
public struct DocumentationFacts: Sendable {
    public let schema: SchemaIR

    /// A section with its path of schema names from the root (`["smoothing", "grouped"]`).
    public struct Section: Sendable {
        public var path: [String]
        /// The path of persistence keys.
        public var keyPath: [String]
        public var section: SectionIR
        public var depth: Int { path.count }
        public var anchor: String { FormNames.dottedPath(path) }
    }

    public init(schema: SchemaIR) {
        self.schema = schema
    }

    /// Every section below the root, depth first in schema order.
    public var sections: [Section] {
        var result: [Section] = []
        func walk(_ section: SectionIR, _ path: [String], _ keys: [String]) {
            for child in section.sections {
                let entry = Section(path: path + [child.name], keyPath: keys + [child.key], section: child)
                result.append(entry)
                walk(child, entry.path, entry.keyPath)
            }
        }
        walk(schema.root, [], [])
        return result
    }

    /// The file name of the schema, without its folders.
    public var sourceFileName: String {
        schema.sourcePath.split(separator: "/").last.map(String.init) ?? schema.sourcePath
    }

    /// Every `[[target]]` a description may name: dotted paths of sections and settings, with their titles.
    public var linkTargets: [String: String] {
        var targets: [String: String] = [:]
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
        "\\" + ([schema.rootTypeName] + (section.path + [setting.name]).map(SwiftNames.escaped)).joined(separator: ".")
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

    /// What the docs say about a `secure: true` setting.
    public static let secureNote = "yes: masked on screen, in change lists and in descriptions; stored with the other settings, not in the Keychain"

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
        return format.string(for: SchemaForm.value(setting.defaultValue, type: setting.type))
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
        if case .enumeration(let name) = setting.type.wrapped { return schema.enumDecl(named: name) }
        return nil
    }

    /// The title of the default enum case, for settings of enum type.
    public func defaultTitle(_ setting: SettingIR) -> String? {
        guard case .enumCase(let name) = setting.defaultValue, let decl = enumDecl(of: setting) else { return nil }
        return decl.cases.first { $0.name == name }?.title
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
        SettingsAppKeys.defaultsKey(prefix: SettingsAppMapping.prefix(schema), path: section.keyPath + [setting.key])
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
