public import SettingsCompiler
public import SettingsRuntime

/// Which settings Settings.app shows, with which control and under which `UserDefaults` key. Shared by the
/// Settings.bundle backend and the Swift model (`settingsAppKeys`, which the UserDefaults persistence mirrors),
/// so both use one key scheme.
public enum SettingsAppMapping {
    public struct Item: Sendable {
        /// Schema names of the sections leading to the setting.
        public var sectionPath: [String]
        /// Persistence keys from the root to the setting, its own key last.
        public var keyPath: [String]
        public var setting: SettingIR
        public var control: SettingsAppKeys.Control
    }

    /// The prefix of every key: the root type's name.
    public static func prefix(_ schema: SchemaIR) -> String { schema.rootTypeName }

    /// The `UserDefaults` key of an item: `<Root>.<section keys>.<setting key>`.
    public static func defaultsKey(_ schema: SchemaIR, _ item: Item) -> String {
        SettingsAppKeys.defaultsKey(prefix: prefix(schema), path: item.keyPath)
    }

    /// Every setting with `settingsApp`, depth first in schema order.
    public static func settings(in schema: SchemaIR) -> [Item] {
        var result: [Item] = []
        func walk(_ section: SectionIR, _ names: [String], _ keys: [String]) {
            for setting in section.settings where setting.settingsApp {
                result.append(Item(sectionPath: names, keyPath: keys + [setting.key], setting: setting, control: control(for: setting)))
            }
            for child in section.sections { walk(child, names + [child.name], keys + [child.key]) }
        }
        walk(schema.root, [], [])
        return result
    }

    /// bool: a switch; enum: a choice; float or double with both bounds: a slider; int: a number field;
    /// other numbers: a decimal field; string: a text field.
    public static func control(for setting: SettingIR) -> SettingsAppKeys.Control {
        switch setting.type.wrapped {
        case .bool: return .toggle
        case .enumeration: return .multiValue
        case .int: return .integerField
        case .float, .double:
            if setting.range?.lowerBound != nil, setting.range?.upperBound != nil { return .slider }
            return .decimalField
        case .string, .url, .color, .date, .data, .optional, .custom, .list: return .textField  // custom, data and lists are refused (SC1583, SC1580, SC1582)
        }
    }
}

/// `Settings.bundle` for Settings.app: `Root.plist` with a group (`PSGroupSpecifier`, its title and footer
/// text) for each top-level section holding settings marked `settingsApp`, a control for each of them, and a
/// `PSChildPaneSpecifier` row opening `<Section>-<Child>.plist` for each subsection holding some. XML property
/// lists as Xcode writes them (tab indentation), deterministic; every schema string goes through
/// `HTMLEscaping.text`, which escapes what XML needs. Writes nothing for a schema without such settings.
///
/// Not in `Backends.all` (it writes property lists): `settingsc generate --backend settings-bundle`.
public struct SettingsBundleBackend: Backend {
    public init() {}

    public var name: String { "settings-bundle" }
    public var summary: String { "Settings.bundle for Settings.app, from settings marked settingsApp (<Root>/Settings.bundle/Root.plist)" }

    public func nothingToWrite(for schema: SchemaIR) -> String? {
        SettingsAppMapping.settings(in: schema).isEmpty
            ? "no section or setting is marked `settingsApp: true` (a Settings.bundle shows only those)" : nil
    }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        let items = SettingsAppMapping.settings(in: schema)
        guard !items.isEmpty else { return [] }
        let directory = "\(schema.rootTypeName)/Settings.bundle/"
        var files: [RenderedFile] = []
        var root: [PlistNode] = []
        let facts = DocumentationFacts(schema: schema)  // once: it walks the whole schema
        for child in schema.root.sections where shows(child) {
            root.append(group(child))
            root += rows(child, path: [child.typeName], facts: facts, files: &files, directory: directory)
        }
        files.insert(RenderedFile(path: directory + "Root.plist", contents: document(root, schema: schema)), at: 0)
        return files
    }

    /// Whether a section or a subsection of it holds a setting shown in Settings.app.
    func shows(_ section: SectionIR) -> Bool {
        section.settings.contains(where: \.settingsApp) || section.sections.contains(where: shows)
    }

    func group(_ section: SectionIR) -> PlistNode {
        var members: [(String, PlistNode)] = [("Type", .string("PSGroupSpecifier")), ("Title", .string(section.title))]
        if case .text(let footer)? = section.footer { members.append(("FooterText", .string(footer))) }
        return .dict(members)
    }

    /// The controls of a section's own settings, then a child pane for each subsection that shows any; the
    /// child panes' files are appended to `files`.
    func rows(_ section: SectionIR, path: [String], facts: DocumentationFacts, files: inout [RenderedFile], directory: String) -> [PlistNode] {
        let schema = facts.schema
        let keyPrefix = keyPath(to: path, in: schema)
        var result: [PlistNode] = []
        var afterSlider = false
        for setting in section.settings where setting.settingsApp {
            let key = SettingsAppKeys.defaultsKey(prefix: SettingsAppMapping.prefix(schema), path: keyPrefix + [setting.key])
            // Settings.app shows no title on a slider: it gets a group of its own, titled with the setting's
            // title, and the rows after it a new, untitled group.
            let isSlider = SettingsAppMapping.control(for: setting) == .slider
            if isSlider {
                result.append(.dict([("Type", .string("PSGroupSpecifier")), ("Title", .string(setting.title))]))
            } else if afterSlider {
                result.append(.dict([("Type", .string("PSGroupSpecifier"))]))
            }
            afterSlider = isSlider
            result.append(control(setting, key: key, facts: facts))
        }
        if afterSlider, section.sections.contains(where: shows) { result.append(.dict([("Type", .string("PSGroupSpecifier"))])) }
        for child in section.sections where shows(child) {
            let childPath = path + [child.typeName]
            let file = childPath.joined(separator: "-")
            result.append(.dict([("Type", .string("PSChildPaneSpecifier")), ("Title", .string(child.title)), ("File", .string(file))]))
            var pane: [PlistNode] = [group(child)]
            var nested: [RenderedFile] = []
            pane += rows(child, path: childPath, facts: facts, files: &nested, directory: directory)
            files.append(RenderedFile(path: directory + file + ".plist", contents: document(pane, schema: schema)))
            files += nested
        }
        return result
    }

    /// The persistence keys of the sections whose type names are `path`.
    func keyPath(to path: [String], in schema: SchemaIR) -> [String] {
        var section = schema.root
        var keys: [String] = []
        for typeName in path {
            guard let child = section.sections.first(where: { $0.typeName == typeName }) else { break }
            keys.append(child.key)
            section = child
        }
        return keys
    }

    func control(_ setting: SettingIR, key: String, facts: DocumentationFacts) -> PlistNode {
        var members: [(String, PlistNode)] = []
        switch SettingsAppMapping.control(for: setting) {
        case .toggle:
            if let onTitle = facts.choiceTitle(setting, true), let offTitle = facts.choiceTitle(setting, false) {
                // `onTitle:`/`offTitle:`: the two choices the app's picker shows, `true` first; Settings.app stores
                // the chosen value, a Bool, as the switch would.
                members = [("Type", .string("PSMultiValueSpecifier")), ("Title", .string(setting.title)), ("Key", .string(key))]
                if case .bool(let flag) = setting.defaultValue { members.append(("DefaultValue", .bool(flag))) }
                members.append(("Titles", .array([.string(onTitle), .string(offTitle)])))
                members.append(("Values", .array([.bool(true), .bool(false)])))
            } else {
                members = [("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string(setting.title)), ("Key", .string(key))]
                if case .bool(let flag) = setting.defaultValue { members.append(("DefaultValue", .bool(flag))) }
            }
        case .multiValue:
            let cases = facts.enumDecl(of: setting)?.cases ?? []
            members = [("Type", .string("PSMultiValueSpecifier")), ("Title", .string(setting.title)), ("Key", .string(key))]
            if case .enumCase(let name) = setting.defaultValue { members.append(("DefaultValue", .string(name))) }
            members.append(("Titles", .array(cases.map { .string($0.title) })))
            members.append(("Values", .array(cases.map { .string($0.name) })))
        case .slider:
            // A slider shows no title in Settings.app; its group's title says what it is.
            members = [("Type", .string("PSSliderSpecifier")), ("Key", .string(key))]
            if let value = setting.defaultValue.asDouble { members.append(("DefaultValue", .real(number(value, setting)))) }
            if let lower = setting.range?.lowerBound?.asDouble { members.append(("MinimumValue", .real(number(lower, setting)))) }
            if let upper = setting.range?.upperBound?.asDouble { members.append(("MaximumValue", .real(number(upper, setting)))) }
        case .integerField, .decimalField, .textField:
            let control = SettingsAppMapping.control(for: setting)
            members = [("Type", .string("PSTextFieldSpecifier")), ("Title", .string(setting.title)), ("Key", .string(key))]
            // Settings.app stores a text field's text, so a number's default is its text too.
            let text: String
            if case .string(let value) = setting.defaultValue { text = value } else { text = facts.value(setting.defaultValue, type: setting.type) }
            members.append(("DefaultValue", .string(text)))
            if control != .textField {
                members.append(("KeyboardType", .string(control == .integerField ? "NumberPad" : "DecimalPad")))
            }
            members.append(("AutocapitalizationType", .string("None")))
            members.append(("AutocorrectionType", .string("No")))
        }
        return .dict(members)
    }

    /// A float as the schema reads it (`0.1`, not `0.10000000149011612`).
    func number(_ value: Double, _ setting: SettingIR) -> String {
        setting.type.wrapped == .float ? "\(Float(value))" : "\(value)"
    }

    /// The App Group (`suite:`) of the settings Settings.app shows (one for all of them: SC1693), or nil.
    func appGroup(_ schema: SchemaIR) -> String? {
        SettingsAppMapping.settings(in: schema).lazy.compactMap(\.setting.storage.suite).first
    }

    /// A Root.plist or child pane; with `ApplicationGroupContainerIdentifier` when the settings live in an App Group,
    /// so Settings.app reads and writes that group's suite, where the app and its extensions read them.
    func document(_ specifiers: [PlistNode], schema: SchemaIR) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
        ]
        var members: [(String, PlistNode)] = []
        if let group = appGroup(schema) { members.append(("ApplicationGroupContainerIdentifier", .string(group))) }
        members.append(("PreferenceSpecifiers", .array(specifiers)))
        PlistNode.dict(members).write(to: &lines, depth: 0)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A property list value, printed as Xcode prints XML property lists: one element a line, tab indentation.
indirect enum PlistNode {
    case string(String)
    case real(String)
    case integer(String)
    case bool(Bool)
    case array([PlistNode])
    case dict([(String, PlistNode)])

    func write(to lines: inout [String], depth: Int) {
        let indent = String(repeating: "\t", count: depth)
        switch self {
        case .string(let text): lines.append("\(indent)<string>\(HTMLEscaping.text(text))</string>")
        case .real(let text): lines.append("\(indent)<real>\(text)</real>")
        case .integer(let text): lines.append("\(indent)<integer>\(text)</integer>")
        case .bool(let flag): lines.append("\(indent)<\(flag ? "true" : "false")/>")
        case .array(let items):
            if items.isEmpty { lines.append("\(indent)<array/>"); return }
            lines.append("\(indent)<array>")
            for item in items { item.write(to: &lines, depth: depth + 1) }
            lines.append("\(indent)</array>")
        case .dict(let members):
            lines.append("\(indent)<dict>")
            for (key, value) in members {
                lines.append("\(indent)\t<key>\(HTMLEscaping.text(key))</key>")
                value.write(to: &lines, depth: depth + 1)
            }
            lines.append("\(indent)</dict>")
        }
    }
}
