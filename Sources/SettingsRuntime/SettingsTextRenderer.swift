/// Renders a form and a value as plain text: what each screen shows, for tests, previews and terminals.
///
/// Each section is a block: a heading (the path of section titles, underlined), the header, one row per
/// visible setting (title, control, value, then details: range, step, options, restart, side effect, icon),
/// a row per subsection link, and the footer. A row or section with `visibleWhen:`/`enabledWhen:` says so, and
/// whether the condition holds for the value shown: `shown when smoothing.enabled` or `hidden until
/// smoothing.enabled`, `enabled when ...` or `disabled until ...`. A section's icon (`icon: gear on #8E8E93`) comes under its heading. Hooks a host view implements (`header: inject`) are shown as
/// `<injected by smoothingSectionFooter()>`. Text from a schema is cleaned of control characters, so it cannot
/// break the layout or send escape sequences to a terminal.
public struct SettingsTextRenderer: Sendable {
    /// Translates a localized form's texts (see ``SettingsForm/localized(using:)``) before ``render(_:value:)``
    /// shows the whole form; nil shows the schema's texts.
    public var localizer: (any SettingsLocalizer)?
    /// The platform to show the screens on: rows and sections limited to other platforms (the schema's
    /// `platforms:`) are left out. Nil shows everything, and marks what is limited (`iOS, macOS only`).
    public var platform: SettingsPlatform?

    public init(platform: SettingsPlatform? = nil) {
        self.platform = platform
    }

    public init(localizer: (any SettingsLocalizer)?) {
        self.localizer = localizer
    }

    /// The whole form: the title, then every section at every depth, depth first.
    public func render<Root>(_ form: SettingsForm<Root>, value: Root) -> String {
        let form = localizer.map { form.localized(using: $0) } ?? form
        var output = heading(Self.clean(form.title), underline: "=")
        for section in form.sections where section.isShown(on: platform) {
            output += "\n" + render(section, value: value, trail: [], recursive: true, form: form)
        }
        return output
    }

    /// One section's screen (and, when `recursive`, its subsections' screens after it). `trail` holds the
    /// titles of the sections above it, for the heading.
    /// `form`, when given, is used to evaluate conditions (which may read settings of other sections).
    public func render<Root>(
        _ section: SettingsFormSection<Root>, value: Root, trail: [String] = [], recursive: Bool = false, form: SettingsForm<Root>? = nil
    ) -> String {
        let titles = trail + [Self.clean(section.title)]
        var output = heading(titles.joined(separator: " > "), underline: "-")
        if let icon = Self.icon(section.icon, color: section.color) { output += "  icon: \(icon)\n" }
        let sectionConditions = conditions(section.visibleWhen, section.enabledWhen, form: form, value: value)
        if !sectionConditions.isEmpty { output += "  \(sectionConditions)\n" }
        if platform == nil, let only = SettingsPlatform.onlyText(section.platforms) { output += "  platforms: \(only)\n" }
        if let header = section.header { output += text(header, label: "header") }
        var rows: [[String]] = section.rows(on: platform).map { row in
            var columns = self.columns(row, value: value)
            while columns.count < 4 { columns.append("") }
            let note = conditions(row.visibleWhen, row.enabledWhen, form: form, value: value)
            if !note.isEmpty { columns[3] = columns[3].isEmpty ? note : columns[3] + "; " + note }
            if let only = platformMark(row.platforms, in: section) { columns[3] += (columns[3].isEmpty ? "" : "; ") + only }
            return columns
        }
        rows += section.sections.filter { $0.isShown(on: platform) }.map { child in
            let note = conditions(child.visibleWhen, child.enabledWhen, form: form, value: value)
            let icon = Self.icon(child.icon, color: child.color).map { "icon \($0)" }
            var cells = [Self.clean(child.title), "[link]", ">", [icon, note.isEmpty ? nil : note].compactMap { $0 }.joined(separator: "; ")]
            if let only = platformMark(child.platforms, in: section) { cells[3] += (cells[3].isEmpty ? "" : "; ") + only }
            return cells
        }
        if rows.isEmpty { output += "  (empty)\n" }
        output += table(rows)
        if let footer = section.footer { output += text(footer, label: "footer") }
        if recursive {
            for child in section.sections where child.isShown(on: platform) {
                output += "\n" + render(child, value: value, trail: titles, recursive: true, form: form)
            }
        }
        return output
    }

    /// `shown when c` / `hidden until c`, `enabled when c` / `disabled until c` (without a form: `shown when c`).
    func conditions<Root>(_ visibleWhen: SettingsCondition?, _ enabledWhen: SettingsCondition?, form: SettingsForm<Root>?, value: Root) -> String {
        var parts: [String] = []
        if let visibleWhen {
            let holds = form?.holds(visibleWhen, in: value) ?? true
            parts.append((holds ? "shown when " : "hidden until ") + Self.clean(visibleWhen.description))
        }
        if let enabledWhen {
            let holds = form?.holds(enabledWhen, in: value) ?? true
            parts.append((holds ? "enabled when " : "disabled until ") + Self.clean(enabledWhen.description))
        }
        return parts.joined(separator: "; ")
    }

    func columns<Root>(_ row: SettingsFormRow<Root>, value: Root) -> [String] {
        switch row {
        case .setting(let setting):
            [Self.clean(setting.title), setting.isSecure ? "[secure field]" : "[\(Self.controlName(setting.control))]",
             Self.clean(setting.displayValue(in: value)), details(setting)]
        case .link(let link):
            [Self.clean(link.title), "[web link]", Self.clean(link.url), Self.icon(link.icon, color: link.color).map { "icon \($0)" } ?? ""]
        case .action(let action):
            [Self.clean(action.title), action.isDestructive ? "[destructive action]" : "[action]", "\(action.hook)()",
             ([action.confirmation.map { "asks: " + Self.clean($0) }, Self.icon(action.icon, color: action.color).map { "icon \($0)" }]
                .compactMap { $0 }).joined(separator: "; ")]
        case .detail(let row):
            [Self.clean(row.title), "[detail, copy]", "<external data \(row.property)>", Self.icon(row.icon, color: row.color).map { "icon \($0)" } ?? ""]
        case .navigation(let row):
            [Self.clean(row.title), "[navigation]", "> \(Self.clean(row.targetID))", Self.icon(row.icon, color: row.color).map { "icon \($0)" } ?? ""]
        }
    }

    /// The text a control kind is shown as.
    public static func controlName(_ control: SettingsControl) -> String {
        switch control {
        case .toggle: "toggle"
        case .stepper: "stepper"
        case .slider: "slider"
        case .picker: "picker"
        case .textField: "text field"
        case .numberField: "number field"
        case .colorPicker: "colour picker"
        case .datePicker: "date picker"
        case .custom: "custom editor"
        case .list: "list"
        case .readOnly: "read-only"
        }
    }

    func details<Root>(_ setting: SettingsFormSetting<Root>) -> String {
        var parts: [String] = []
        if let range = setting.rangeText { parts.append("range \(Self.clean(range))") }
        if let step = setting.stepText { parts.append("step \(Self.clean(step))") }
        if !setting.options.isEmpty { parts.append("options: " + setting.options.map { Self.clean($0.title) }.joined(separator: ", ")) }
        if setting.requiresRestart { parts.append("requires restart") }
        if let hook = setting.sideEffect { parts.append("side effect \(hook)") }
        if let icon = Self.icon(setting.icon, color: setting.color) { parts.append("icon \(icon)") }
        if let rules = setting.stringRules { parts += Self.ruleDetails(rules) }
        if let rules = setting.listRules, rules.minItems != nil || rules.maxItems != nil {
            parts.append("items \(rules.minItems.map(String.init) ?? "")...\(rules.maxItems.map(String.init) ?? "")")
        }
        // Each link attribute (`learnMore:`, ...), by its kind: "learn more https://...".
        for link in setting.links { parts.append("\(link.title.lowercased()) \(Self.clean(link.url))") }
        return parts.joined(separator: "; ")
    }

    /// `iOS, macOS only` for a row limited to other platforms than its section, when no ``platform`` is chosen.
    func platformMark<Root>(_ platforms: [SettingsPlatform]?, in section: SettingsFormSection<Root>) -> String? {
        guard platform == nil, platforms != section.platforms else { return nil }
        return SettingsPlatform.onlyText(platforms)
    }

    /// `length 3...20`, `pattern [a-z]+`: a string setting's rules, as the details column shows them.
    static func ruleDetails(_ rules: SettingsStringRules) -> [String] {
        var parts: [String] = []
        if rules.minLength != nil || rules.maxLength != nil {
            parts.append("length \(rules.minLength.map(String.init) ?? "")...\(rules.maxLength.map(String.init) ?? "")")
        }
        if let pattern = rules.pattern { parts.append("pattern " + clean(pattern)) }
        return parts
    }

    /// `gear on #8E8E93`, `gear`, or `#8E8E93` (a tile without a symbol); nil when the row has neither.
    static func icon(_ icon: String?, color: String?) -> String? {
        switch (icon.map(clean), color.map(clean)) {
        case let (icon?, color?): "\(icon) on \(color)"
        case let (icon?, nil): icon
        case let (nil, color?): color
        case (nil, nil): nil
        }
    }

    func heading(_ title: String, underline: Character) -> String {
        title + "\n" + String(repeating: underline, count: max(title.count, 1)) + "\n"
    }

    func text(_ text: SettingsFormText, label: String) -> String {
        switch text {
        case .inject(let hook):
            return "  \(label): <injected by \(hook)()>\n"
        case .text(let text):
            let lines = Self.lines(text)
            return lines.enumerated().map { index, line in
                (index == 0 ? "  \(label): " : String(repeating: " ", count: label.count + 4)) + line + "\n"
            }.joined()
        }
    }

    /// Rows with their columns padded to a common width; trailing empty columns and spaces dropped.
    func table(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            var line = "  "
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 { line += String(repeating: " ", count: widths[index] - cell.count + 2) }
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    /// `text` on one line: line breaks become spaces; other control and format characters become `\u{..}`.
    public static func clean(_ text: String) -> String {
        lines(text).joined(separator: " ")
    }

    /// The lines of `text` (empty trailing lines dropped), each cleaned of control characters.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR:
                previousWasCR = false
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(current)
                current = ""
                previousWasCR = scalar == "\r"
            default:
                previousWasCR = false
                if scalar == "\t" {
                    current += " "
                } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                            || (scalar.properties.generalCategory == .format && scalar != "\u{200C}" && scalar != "\u{200D}") {
                    // Control and format characters (such as bidirectional overrides) are shown escaped;
                    // the zero-width (non-)joiners that emoji and some scripts need are kept.
                    current += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    current.unicodeScalars.append(scalar)
                }
            }
        }
        lines.append(current)
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
