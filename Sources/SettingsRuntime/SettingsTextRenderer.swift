/// Renders a form and a value as plain text: what each screen shows, for tests, previews and terminals.
///
/// Each section is a block: a heading (the path of section titles, underlined), the header, one row per
/// visible setting (title, control, value, then details: range, step, options, restart, side effect, icon),
/// a row per subsection link, and the footer. A section's icon (`icon: gear on #8E8E93`) comes under its heading. Hooks a host view implements (`header: inject`) are shown as
/// `<injected by smoothingSectionFooter()>`. Text from a schema is cleaned of control characters, so it cannot
/// break the layout or send escape sequences to a terminal.
public struct SettingsTextRenderer: Sendable {
    public init() {}

    /// The whole form: the title, then every section at every depth, depth first.
    public func render<Root>(_ form: SettingsForm<Root>, value: Root) -> String {
        var output = heading(Self.clean(form.title), underline: "=")
        for section in form.sections {
            output += "\n" + render(section, value: value, trail: [], recursive: true)
        }
        return output
    }

    /// One section's screen (and, when `recursive`, its subsections' screens after it). `trail` holds the
    /// titles of the sections above it, for the heading.
    public func render<Root>(_ section: SettingsFormSection<Root>, value: Root, trail: [String] = [], recursive: Bool = false) -> String {
        let titles = trail + [Self.clean(section.title)]
        var output = heading(titles.joined(separator: " > "), underline: "-")
        if let icon = Self.icon(section.icon, color: section.color) { output += "  icon: \(icon)\n" }
        if let header = section.header { output += text(header, label: "header") }
        var rows: [[String]] = section.rows.map { row in
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
        rows += section.sections.map { [Self.clean($0.title), "[link]", ">", Self.icon($0.icon, color: $0.color).map { "icon \($0)" } ?? ""] }
        if rows.isEmpty { output += "  (empty)\n" }
        output += table(rows)
        if let footer = section.footer { output += text(footer, label: "footer") }
        if recursive {
            for child in section.sections {
                output += "\n" + render(child, value: value, trail: titles, recursive: true)
            }
        }
        return output
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
        }
    }

    func details<Root>(_ setting: SettingsFormSetting<Root>) -> String {
        var parts: [String] = []
        if let range = setting.range { parts.append("range \(range.displayText)") }
        if let step = setting.step { parts.append("step \(step.displayText)") }
        if !setting.options.isEmpty { parts.append("options: " + setting.options.map { Self.clean($0.title) }.joined(separator: ", ")) }
        if setting.requiresRestart { parts.append("requires restart") }
        if let hook = setting.sideEffect { parts.append("side effect \(hook)") }
        if let icon = Self.icon(setting.icon, color: setting.color) { parts.append("icon \(icon)") }
        if let rules = setting.stringRules { parts += Self.ruleDetails(rules) }
        return parts.joined(separator: "; ")
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
