public import SettingsCompiler
public import SettingsRuntime

/// The form metadata of a schema, built from its IR: what the form backend writes as Swift, and what
/// `settingsc preview` renders. Both use these functions, so the generated `settingsForm` and a preview
/// describe the same screen.
public enum SchemaForm {
    /// What previews show for the default of a custom type, which the app supplies: `custom Region, supplied by the app`.
    public static func customDefaultText(_ typeName: String) -> String {
        "custom \(typeName), supplied by the app"
    }

    public static func range(_ setting: SettingIR) -> SettingsNumericRange? {
        setting.range.map { range in
            SettingsNumericRange(range.lowerBound.map { $0.settingsValue(as: setting.type) },
                                 range.upperBound.map { $0.settingsValue(as: setting.type) })
        }
    }

    public static func step(_ setting: SettingIR) -> SettingsValue? {
        setting.step.map { $0.settingsValue(as: setting.type) }
    }

    /// How the setting's value is shown (`unit:`, `format:`); nil when the schema gives neither.
    public static func format(_ setting: SettingIR) -> SettingsNumberFormat? {
        guard setting.unit != nil || setting.format != nil else { return nil }
        return SettingsNumberFormat(
            style: setting.format?.isPercent == true ? .percent : .number, decimals: setting.format?.decimals, unit: setting.unit)
    }

    /// The runtime's form of a string setting's rules: the schema's, with the format of its type.
    public static func stringRules(_ setting: SettingIR) -> SettingsStringRules? {
        StringRuleText.rules(setting).map {
            var rules = $0
            rules.format = setting.type.stringFormat
            return rules
        }
    }

    /// The setting's optional form properties, in one order: what the generated form passes to
    /// `section.append(...)` and what `settingsc preview` applies to the setting it builds, so both agree.
    public static func attributes(_ setting: SettingIR) -> [SettingsFormAttribute] {
        attributes(setting, range: range(setting))
    }

    /// ``attributes(_:)`` with the setting's `range(setting)` already read (the form backend reads it once for the
    /// attributes and the control: issue 32). The fields every row has are read once, not through the setting's
    /// dynamic members one by one.
    static func attributes(_ setting: SettingIR, range: SettingsNumericRange?) -> [SettingsFormAttribute] {
        var attributes: [SettingsFormAttribute] = []
        func add(_ attribute: SettingsFormAttribute?) { if let attribute { attributes.append(attribute) } }
        let fields = setting.fields
        add(range.flatMap(SettingsFormAttribute.range))
        add(step(setting).flatMap(SettingsFormAttribute.step))
        if setting.requiresRestart { add(.requiresRestart) }
        add(setting.sideEffect.map(SettingsFormAttribute.sideEffect))
        if setting.skip { add(.hidden) }
        add(fields.icon.map(SettingsFormAttribute.icon))
        add(fields.color.map(SettingsFormAttribute.color))
        add(condition(fields.visibleWhen).map(SettingsFormAttribute.visibleWhen))
        add(condition(fields.enabledWhen).map(SettingsFormAttribute.enabledWhen))
        add(format(setting).map(SettingsFormAttribute.format))
        add(fields.platforms.map(SettingsFormAttribute.platforms))
        add(stringRules(setting).map(SettingsFormAttribute.stringRules))
        if setting.isSecure { add(.secure) }
        add(setting.listRules.map { .listRules($0) })
        add(setting.placeholder.map(SettingsFormAttribute.placeholder))
        add(setting.remoteKey.map(SettingsFormAttribute.remote))
        add(setting.defaultConfiguration.map(SettingsFormAttribute.configurationDefault))
        attributes += setting.formAttributes
        return attributes
    }

    /// The control a setting gets: the schema's `control:`, else the standard one for its type and range. The form,
    /// the DSL (through the form), `settingsc preview` and the HTML screen previews all ask this.
    public static func control(_ setting: SettingIR) -> SettingsControl {
        chosenControl(setting) ?? SettingsControl.standard(for: setting.type, range: range(setting))
    }

    /// ``control(_:)`` with the setting's `range(setting)` already read (passed as it is: a closure for it copied the
    /// range through its value witnesses, issue 32).
    static func control(_ setting: SettingIR, range: SettingsNumericRange?) -> SettingsControl {
        chosenControl(setting) ?? SettingsControl.standard(for: setting.type, range: range)
    }

    /// The control the schema chooses, whatever the range: its `control:`, or a picker for a bool with `onTitle:` and
    /// `offTitle:` (a picker of two choices: the titles become its options when the form applies them); nil for the
    /// standard control of its type and range.
    private static func chosenControl(_ setting: SettingIR) -> SettingsControl? {
        switch setting.control {
        case .stepper: .stepper
        case .slider: .slider
        case .numberField: .numberField
        case nil:
            setting.type.wrapped == .bool && setting.formAttributes.contains { $0.text?.member == SettingKey.onTitle.rawValue }
                ? .picker : nil
        }
    }

    public static func text(_ text: HeaderFooterIR?, section: SectionIR, footer: Bool) -> SettingsFormText? {
        switch text {
        case nil: nil
        case .text(let text): .text(text)
        case .inject: .inject(hook: FormNames.hook(section, footer: footer))
        }
    }

    /// The options of an enum setting: its cases with their titles (and "None" first when optional).
    public static func options(_ setting: SettingIR, in schema: SchemaIR) -> [SettingsOption] {
        options(setting) { schema.enumDecl(named: $0) }
    }

    /// The options of an enum setting, its enum found by `enumDecl` (a dictionary's lookup when there are many).
    static func options(_ setting: SettingIR, enumDecl: (String) -> EnumIR?) -> [SettingsOption] {
        var options: [SettingsOption] = []
        if case .enumeration(let name) = setting.type.wrapped, let decl = enumDecl(name) {
            options = decl.cases.map { SettingsOption(value: .enumCase($0.name), title: $0.title) }
            if setting.type.isOptional { options.insert(SettingsOption(value: .none, title: SettingsOption.noneTitle), at: 0) }
        }
        return SettingsFormSetting<SettingsJSONValue>.standardOptions(for: setting.type, enumOptions: options)
    }

    // MARK: A form over stored data

    /// The ids of the sections the schema shows inside their parent's screen (`presentation: inline`), for
    /// ``SettingsTextRenderer/inlineSectionIDs``, so `settingsc preview` draws them where the app does.
    public static func inlineSectionIDs(_ schema: SchemaIR) -> Set<String> {
        Set(schema.root.descendants.filter { $0.presentation == .inline }.map(\.id))
    }

    /// The ids of the sections only navigation rows open (`presentation: unlisted`), for
    /// ``SettingsTextRenderer/unlistedSectionIDs``: `settingsc preview` draws no row for them in their parent's screen.
    public static func unlistedSectionIDs(_ schema: SchemaIR) -> Set<String> {
        Set(schema.root.descendants.filter { $0.presentation == .unlisted }.map(\.id))
    }

    /// The form of a schema over its stored JSON form (no compiled model needed), and the value with every
    /// setting at its default: what `settingsc preview` shows. Without `defaults` (the docs' search index, which reads
    /// the form only), the value is left empty (at 10,000 settings it was 50 M of the docs' instructions; issue 32).
    public static func dataForm(
        _ schema: SchemaIR, defaults withDefaults: Bool = true
    ) -> (form: SettingsForm<SettingsJSONValue>, defaults: SettingsJSONValue) {
        var defaults = SettingsJSONValue.object([:])
        // Each enum setting's enum by a lookup, not a search of the enums (quadratic in a large schema; issue 32).
        let enumsByName = Dictionary(schema.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func formSection(_ section: SectionIR, keys: [String], names: [String]) -> SettingsFormSection<SettingsJSONValue> {
            func formSetting(_ setting: SettingIR) -> SettingsFormSetting<SettingsJSONValue> {
                let path = setting.keyPath
                let type = setting.type
                var defaultValue = setting.defaultValue.settingsValue(as: type)
                // A custom type supplies its default: a preview names the type instead.
                if let name = type.customTypeName, !type.isOptional { defaultValue = .string(customDefaultText(name)) }
                if withDefaults { _ = write(defaultValue, at: path, in: &defaults) }
                var formSetting = SettingsFormSetting<SettingsJSONValue>(
                    id: setting.id, name: setting.name, title: setting.title,
                    description: setting.description, type: type, control: control(setting),
                    defaultValue: defaultValue, options: options(setting) { enumsByName[$0] },
                    read: { root in read(at: path, in: root, type: type) },
                    write: { root, value in matches(value, type) && write(value, at: path, in: &root) })
                for attribute in attributes(setting) { formSetting.apply(attribute) }
                return formSetting
            }
            let rows = section.rows.compactMap { row -> SettingsFormRow<SettingsJSONValue>? in
                if case .setting(let setting) = row { return .setting(formSetting(setting)) }
                return self.row(keys, row, in: schema)
            }
            let children = section.sections.map { child in
                formSection(child, keys: keys + [child.key], names: names + [child.name])
            }
            var formSection = SettingsFormSection(
                id: section.id, name: section.name, namePath: FormNames.dottedPath(section.path),
                typeName: section.typeName, title: section.title, description: section.description,
                header: text(section.header, section: section, footer: false),
                footer: text(section.footer, section: section, footer: true),
                icon: section.icon, color: section.color,
                visibleWhen: condition(section.visibleWhen), enabledWhen: condition(section.enabledWhen), platforms: section.platforms,
                rows: rows, sections: children)
            formSection.commit = section.commit
            return formSection
        }
        let sections = schema.root.sections.map { formSection($0, keys: [$0.key], names: [$0.name]) }
        return (SettingsForm(title: schema.title, sections: sections, localization: localization(schema)), defaults)
    }

    /// The form's localization: the string table and the keys `localization: keys:` replaces; nil when the
    /// schema does not opt in.
    public static func localization(_ schema: SchemaIR) -> SettingsFormLocalization? {
        schema.localization.map {
            SettingsFormLocalization(table: $0.table, sourceLanguage: $0.sourceLanguage, keys: $0.overrides)
        }
    }

    /// The form's description of a row beyond stored values of the section at `keys`; nil for a setting (whose
    /// description needs the model: see ``dataForm(_:)`` and the form backend).
    public static func row<Root>(_ keys: [String], _ row: RowIR, in schema: SchemaIR) -> SettingsFormRow<Root>? {
        switch row {
        case .setting: nil
        case .link(let link): .link(SettingsFormLink(fields(keys, link.fields), url: link.url))
        case .action(let action):
            .action(SettingsFormAction(fields(keys, action.fields), hook: action.hook, isDestructive: action.isDestructive, confirmation: action.confirmation))
        case .navigation(let navigation):
            .navigation(SettingsFormNavigation(fields(keys, navigation.fields), targetID: navigation.target.id))
        case .detail(let detail): .detail(SettingsFormDetail(fields(keys, detail.fields), property: detail.property))
        case .screen(let screen): .screen(SettingsFormScreen(fields(keys, screen.fields), hook: screen.hook, value: screen.value))
        case .text(let text): .text(SettingsFormStaticText(fields(keys, text.fields)))
        }
    }

    /// The fields every row has, for the form: the id is the section's keys and the row's name.
    public static func fields(_ keys: [String], _ fields: RowFieldsIR) -> SettingsFormRowFields {
        SettingsFormRowFields(
            id: FormNames.formID(keys + [fields.name]), name: fields.name, title: fields.title, icon: fields.icon,
            color: fields.color, visibleWhen: condition(fields.visibleWhen), enabledWhen: condition(fields.enabledWhen),
            platforms: fields.platforms)
    }

    /// The value at `path` read as `type`; a missing or mismatched value reads as none.
    static func read(at path: [String], in root: SettingsJSONValue, type: ValueType) -> SettingsValue {
        var node = root
        for key in path {
            guard case .object(let members) = node, let next = members[key] else { return .none }
            node = next
        }
        switch (node, type.wrapped) {
        case (.bool(let flag), .bool): return .bool(flag)
        case (.int(let number), .int): return .int(Int(number))
        case (.int(let number), .float): return .float(Float(number))
        case (.double(let number), .float): return .float(Float(number))
        case (.int(let number), .double): return .double(Double(number))
        case (.double(let number), .double): return .double(number)
        case (.string(let text), .string), (.string(let text), .url), (.string(let text), .color), (.string(let text), .date),
             (.string(let text), .data):
            return .string(text)
        case (.string(let name), .enumeration): return .enumCase(name)
        // A custom value is shown by its type's display text; over stored data, the text its default stands for.
        case (.string(let text), .custom): return .string(text)
        case (.array(let items), .list(let element)):
            // Elements of another type are left out, as the generated model's decoding leaves them out.
            return .list(items.compactMap { item -> SettingsValue? in
                switch (item, element) {
                case (.int(let number), .int): .int(Int(number))
                case (.string(let text), .string): .string(text)
                default: nil
                }
            })
        default: return .none
        }
    }

    /// Stores `value` at `path`, creating mappings on the way; false when a value on the way is not a mapping.
    static func write(_ value: SettingsValue, at path: [String], in root: inout SettingsJSONValue) -> Bool {
        guard let key = path.first else { return false }
        guard case .object(var members) = root else { return false }
        // The mapping leaves `root` (and the child its parent) while it is changed, so it is changed in place:
        // a copy per write made building the defaults of one section of N settings quadratic.
        root = .null
        defer { root = .object(members) }
        if path.count == 1 {
            members[key] = json(value)
        } else {
            let existed = members[key] != nil
            var child = members.removeValue(forKey: key) ?? .object([:])
            let written = write(value, at: Array(path.dropFirst()), in: &child)
            if written || existed { members[key] = child }
            guard written else { return false }
        }
        return true
    }

    /// True when `value` is a value of `type`.
    static func matches(_ value: SettingsValue, _ type: ValueType) -> Bool {
        switch (value, type.wrapped) {
        case (.none, _): type.isOptional
        case (.bool, .bool), (.int, .int), (.float, .float), (.double, .double), (.string, .string): true
        case (.string, .url), (.string, .color), (.string, .date), (.string, .data): true
        case (.list(let elements), .list(let element)):
            elements.allSatisfy { matches($0, element) }
        case (.enumCase, .enumeration): true
        default: false
        }
    }

    static func json(_ value: SettingsValue) -> SettingsJSONValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(Int64(number))
        case .float(let number): .double(Double(number))
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .enumCase(let name): .string(name)
        case .none: .null
        case .list(let elements): .array(elements.map(json))
        }
    }
}
