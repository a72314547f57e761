/// Renders a form and a value as plain text: what each screen shows, for tests, previews and terminals.
///
/// Each section is a block: a heading (the path of section titles, underlined), the header, one row per
/// visible setting (title, control, value, then details: range, step, options, restart, side effect, icon),
/// a row per subsection link, and the footer. A row or section with `visibleWhen:`/`enabledWhen:` says so, and
/// whether the condition holds for the value shown, in words with each setting's title as the docs put it:
/// `shown when Smooth the chart is on` or `hidden until Smooth the chart is on`, `enabled when ...` or
/// `disabled until ...`. Sections in ``inlineSectionIDs`` are drawn inside their parent's screen. A section's icon (`icon: gear on #8E8E93`) comes under its heading. Hooks a host view implements (`header: inject`) are shown as
/// `<injected by smoothingSectionFooter()>`. Text from a schema is cleaned of control characters, so it cannot
/// break the layout or send escape sequences to a terminal.
public struct SettingsTextRenderer: Sendable {
    /// Translates a localized form's texts (see ``SettingsForm/localized(using:)``) before ``render(_:value:)``
    /// shows the whole form; nil shows the schema's texts.
    public var localizer: (any SettingsLocalizer)?
    /// The platform to show the screens on: rows and sections limited to other platforms (the schema's
    /// `platforms:`) are left out. Nil shows everything, and marks what is limited (`iOS, macOS only`).
    public var platform: SettingsPlatform?
    /// The ids of the sections the schema shows inline (`presentation: inline`): each is drawn inside its parent's
    /// screen, after the parent's rows, as a group headed `-- Title --`, instead of as a `[link]` row and a screen
    /// of its own. `settingsc preview` fills it from the schema; empty draws every section as a screen.
    public var inlineSectionIDs: Set<String> = []
    /// The ids of the sections only navigation rows open (`presentation: unlisted`): drawn as screens of their own,
    /// with no `[link]` row in their parent's screen. `settingsc preview` fills it from the schema.
    public var unlistedSectionIDs: Set<String> = []

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
        var settings: [String: SettingsFormSetting<Root>] = [:]
        for setting in form.allSettings where settings[setting.id] == nil { settings[setting.id] = setting }
        let context = Context(form: form, value: value, settings: settings)
        for section in form.sections where section.isShown(on: platform) {
            output += "\n" + render(section, trail: [], recursive: true, context: context)
        }
        return output
    }

    /// One section's screen (and, when `recursive`, its subsections' screens after it). `trail` holds the
    /// titles of the sections above it, for the heading.
    /// `form`, when given, is used to evaluate conditions (which may read settings of other sections) and to name
    /// the settings they read by title.
    public func render<Root>(
        _ section: SettingsFormSection<Root>, value: Root, trail: [String] = [], recursive: Bool = false, form: SettingsForm<Root>? = nil
    ) -> String {
        // Each setting by id, once per render: the conditions name settings by title.
        var settings: [String: SettingsFormSetting<Root>] = [:]
        for setting in form?.allSettings ?? [] where settings[setting.id] == nil { settings[setting.id] = setting }
        let context = Context(form: form, value: value, settings: settings)
        return render(section, trail: trail, recursive: recursive, context: context)
    }

    struct Context<Root> {
        var form: SettingsForm<Root>?
        var value: Root
        var settings: [String: SettingsFormSetting<Root>]
    }

    func render<Root>(_ section: SettingsFormSection<Root>, trail: [String], recursive: Bool, context: Context<Root>) -> String {
        let titles = trail + [Self.clean(section.title)]
        var output = heading(titles.joined(separator: " > "), underline: "-")
        output += content(section, context: context, inline: false)
        if recursive {
            // The screens this one links to, at any depth below its inline groups.
            func screens(below section: SettingsFormSection<Root>, trail: [String]) {
                for child in section.sections where child.isShown(on: platform) {
                    if inlineSectionIDs.contains(child.id) {
                        screens(below: child, trail: trail + [Self.clean(child.title)])
                    } else {
                        output += "\n" + render(child, trail: trail, recursive: true, context: context)
                    }
                }
            }
            screens(below: section, trail: titles)
        }
        return output
    }

    /// A section's content on its screen: icon, conditions, header, rows and `[link]` rows, footer, then the
    /// subsections shown inline, each as a group headed `-- Title --`.
    func content<Root>(_ section: SettingsFormSection<Root>, context: Context<Root>, inline: Bool) -> String {
        let value = context.value
        var output = inline ? "\n  -- \(Self.clean(section.title)) --\n" : ""
        if let icon = Self.icon(section.icon, color: section.color) { output += "  icon: \(icon)\n" }
        let sectionConditions = conditions(section.visibleWhen, section.enabledWhen, context: context)
        if !sectionConditions.isEmpty { output += "  \(sectionConditions)\n" }
        if platform == nil, let only = SettingsPlatform.onlyText(section.platforms) { output += "  platforms: \(only)\n" }
        if let header = section.header { output += text(header, label: "header") }
        var rows: [[String]] = section.rows(on: platform).map { row in
            var columns = self.columns(row, value: value)
            while columns.count < 4 { columns.append("") }
            var note = conditions(row.visibleWhen, row.enabledWhen, context: context)
            if case .setting(let setting) = row {
                // `casesFrom:`/`casesUpTo:` in words with the other setting's title, and `resetLine: false`.
                var extra: [String] = []
                if let limit = setting.casesLimit {
                    // The other setting with its sections' titles: two settings of one enum often share a title.
                    let sections = context.form?.sectionPath(toRowID: limit.settingID).map(\.title) ?? []
                    let other = (sections + [context.settings[limit.settingID]?.title ?? limit.settingID]).map(Self.clean).joined(separator: " > ")
                    if case .from = limit { extra.append("cases from the value of \(other) on") } else { extra.append("cases up to the value of \(other)") }
                }
                if !setting.showsResetLine { extra.append("no reset line") }
                if !extra.isEmpty { note = ([note] + extra).filter { !$0.isEmpty }.joined(separator: "; ") }
            }
            if !note.isEmpty { columns[3] = columns[3].isEmpty ? note : columns[3] + "; " + note }
            if let only = platformMark(row.platforms, in: section) { columns[3] += (columns[3].isEmpty ? "" : "; ") + only }
            return columns
        }
        let shown = section.sections.filter { $0.isShown(on: platform) }
        rows += shown.filter { !inlineSectionIDs.contains($0.id) && !unlistedSectionIDs.contains($0.id) }.map { child in
            let note = conditions(child.visibleWhen, child.enabledWhen, context: context)
            let icon = Self.icon(child.icon, color: child.color).map { "icon \($0)" }
            var cells = [Self.clean(child.title), "[link]", ">", [icon, note.isEmpty ? nil : note].compactMap { $0 }.joined(separator: "; ")]
            if let only = platformMark(child.platforms, in: section) { cells[3] += (cells[3].isEmpty ? "" : "; ") + only }
            return cells
        }
        if rows.isEmpty { output += "  (empty)\n" }
        output += table(rows)
        if let footer = section.footer { output += text(footer, label: "footer") }
        for child in shown where inlineSectionIDs.contains(child.id) {
            output += content(child, context: context, inline: true)
        }
        return output
    }

    /// `shown when c` / `hidden until c`, `enabled when c` / `disabled until c` (without a form: `shown when c`),
    /// with the settings the condition reads named by title, as the docs do: `hidden until Smooth the chart is on`.
    func conditions<Root>(_ visibleWhen: SettingsCondition?, _ enabledWhen: SettingsCondition?, context: Context<Root>) -> String {
        var parts: [String] = []
        if let visibleWhen {
            let holds = context.form?.holds(visibleWhen, in: context.value) ?? true
            parts.append((holds ? "shown when " : "hidden until ") + words(visibleWhen, context: context))
        }
        if let enabledWhen {
            let holds = context.form?.holds(enabledWhen, in: context.value) ?? true
            parts.append((holds ? "enabled when " : "disabled until ") + words(enabledWhen, context: context))
        }
        return parts.joined(separator: "; ")
    }

    /// A condition in words: `Smooth the chart is on and Mode is Exponential`, `Level is at least 2`, `Limit is not set`.
    /// A setting the form does not have is named by its id.
    func words<Root>(_ condition: SettingsCondition, context: Context<Root>, parent: Int = 0) -> String {
        // A fact is words, as the docs say it: "the device is an iPad", "the app's fact accountCount".
        func title(_ id: String) -> String {
            if SettingsFacts.isFactID(id) { return "the app's fact " + id.dropFirst() }
            return context.settings[id].map { Self.clean($0.title) } ?? id
        }
        func fact(_ id: String, isOn: Bool) -> String? {
            guard SettingsFacts.isFactID(id) else { return nil }
            if let builtin = SettingsBuiltinFact(rawValue: String(id.dropFirst())) { return isOn ? builtin.words : builtin.negatedWords }
            return title(id) + (isOn ? " is true" : " is false")
        }
        func operand(_ operand: SettingsConditionOperand, of id: String?) -> String {
            switch operand {
            case .setting(let id): return title(id)
            case .value(.bool(let flag)): return flag ? "on" : "off"
            case .value(let value):
                if let id, let option = context.settings[id]?.options.first(where: { $0.value == value }) { return Self.clean(option.title) }
                if case .enumCase(let name) = value { return name }
                return value.displayText
            }
        }
        switch condition {
        case .constant(let flag): return flag ? "always" : "never"
        case .available(let version): return "the system is \(version) or later"
        case .not(.available(let version)): return "the system is not \(version) or later"
        case .isOn(let id): return fact(id, isOn: true) ?? title(id) + " is on"
        case .not(.isOn(let id)): return fact(id, isOn: false) ?? title(id) + " is off"
        case .not(let inner): return "not (" + words(inner, context: context) + ")"
        case .and(let lhs, let rhs), .or(let lhs, let rhs):
            let kind: Int
            if case .and = condition { kind = 1 } else { kind = 2 }
            let body = words(lhs, context: context, parent: kind) + (kind == 1 ? " and " : " or ") + words(rhs, context: context, parent: kind)
            return parent != 0 && parent != kind ? "(" + body + ")" : body
        case .compare(var lhs, var op, var rhs):
            // The setting first: `2 <= level` reads as "Level is at least 2".
            if case .value = lhs, case .setting = rhs { (lhs, op, rhs) = (rhs, op.flipped, lhs) }
            var id: String? = nil
            if case .setting(let name) = lhs { id = name }
            if case .value(.none) = rhs, op == .equal || op == .notEqual {
                return operand(lhs, of: nil) + (op == .equal ? " is not set" : " is set")
            }
            return operand(lhs, of: nil) + " " + op.phrase + " " + operand(rhs, of: id)
        }
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
        case .screen(let row):
            [Self.clean(row.title), "[app screen]", "> \(row.hook)()" + (row.value.map { " <value \($0)>" } ?? ""),
             Self.icon(row.icon, color: row.color).map { "icon \($0)" } ?? ""]
        case .text(let row):
            [Self.clean(row.title), "[text]", "", Self.icon(row.icon, color: row.color).map { "icon \($0)" } ?? ""]
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
