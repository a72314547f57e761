import SettingsCompiler
import SettingsRuntime

/// A picture of a settings screen for the docs: a neutral model of the form (groups of rows with their
/// controls and default values) and the one function that turns it into HTML. The model is built from the
/// IR here; it can equally be built from runtime metadata, since `html(_:)` reads only the model.
public struct ScreenPreview: Sendable, Hashable {
    public var title: String
    public var groups: [Group]

    public enum Text: Sendable, Hashable {
        case text(String)
        /// Supplied by the host view at run time.
        case inject
    }

    public struct Group: Sendable, Hashable {
        public var header: Text?
        public var footer: Text?
        public var rows: [Row]
        /// `hidden until ...` / `disabled until ...` when a condition of the subsection is false at the defaults.
        public var note: String? = nil
        /// `iOS only`, for a subsection shown on fewer platforms than the screen's section.
        public var platforms: String? = nil
        /// The subsection's `visibleWhen:` for the page's fact switches when it reads a fact (` data-sc-when="..."`,
        /// HTMLFactSwitches), else "".
        public var factCondition: String = ""
    }

    public struct Row: Sendable, Hashable {
        public var title: String
        /// The anchor of the setting's entry in the docs.
        public var anchor: String
        public var control: Control
        public var requiresRestart: Bool
        public var deprecated: Bool
        /// The SF Symbol on the row's tile and the tile's colour (`#RRGGBB`), when the schema gives them.
        public var icon: String? = nil
        public var color: String? = nil
        /// `hidden until ...` / `disabled until ...` when a condition of the row is false at the defaults; the
        /// row is then drawn dimmed.
        public var note: String? = nil
        /// `iOS, macOS only`, for a row shown on fewer platforms than its section.
        public var platforms: String? = nil
        /// The step of a slider or stepper, as shown (`0.5 s`).
        public var step: String? = nil
        /// The setting's links (`learnMore:`, ...), drawn under the row as the app's row shows them.
        public var links: [SettingsAttributeLink] = []
        /// What a developer wants beside the row and a person reading for the design does not: the Swift key path,
        /// the hook an action or side effect runs, a link's URL, a detail's property, the SF Symbol's name. The page
        /// shows them only while its "Developer details" switch is on.
        public var developer: [String] = []
        /// The row's `visibleWhen:` for the page's fact switches when it reads a fact (` data-sc-when="..."`,
        /// HTMLFactSwitches), else "".
        public var factCondition: String = ""
        /// The row's `enabledWhen:` for the page's fact switches when it reads a fact
        /// (` data-sc-enabled-when="..."`), else "", and its words (`disabled until ...`), shown while it is false.
        public var enabledFactCondition: String = ""
        public var enabledFactNote: String? = nil
    }

    public enum Control: Sendable, Hashable {
        case toggle(isOn: Bool)
        case stepper(value: String)
        case slider(value: String, fraction: Double, minimum: String, maximum: String)
        case picker(selection: String)
        case textField(text: String, placeholder: String)
        /// A row that opens a web page (a `{link: ...}` entry), showing its URL.
        case link(url: String)
        /// A row that runs a hook of the host view (an `{action: ...}` entry); red when destructive.
        case action(hook: String, isDestructive: Bool)
        /// A chevron row that opens another section (a `{navigate: ...}` entry).
        case navigation
        /// A read-only row showing a property of the app's external data (a `{detail: ...}` entry).
        case detail(property: String)
        /// A chevron row that opens a screen of the app's own (a `{screen: ...}` entry), with the host view's value
        /// property when it has one.
        case appScreen(value: String?)
        /// A line of text (a `{text: ...}` entry): the row's title, with no control.
        case text
        /// The app's editor of a custom type (`custom(Region)`): settingsc knows its type, not its value.
        case custom(typeName: String, isOptional: Bool)
        /// A colour well with a swatch (`color`); `hex` is nil for a `color?` without a value.
        case colorWell(hex: String?)
        /// A date and time (`date`), as stored, or nil for a `date?` without a value.
        case datePicker(date: String?)
        /// A `[string]`, `[int]` or `[double]`: its elements (`"spam", "eggs"`, `80, 443`, or `empty`) and a chevron to the list.
        case list(summary: String)
    }

    public init(title: String, groups: [Group]) {
        self.title = title
        self.groups = groups
    }

    /// The screen of one section, as the app draws it: a group of the section's rows (settings and link, action,
    /// navigation and detail rows in declaration order; settings marked `skip` are not on screen) followed by a
    /// chevron row for each subsection with a screen of its own, with the section's header and footer; then, for
    /// each subsection shown inline (`presentation: inline`), its groups the same way, depth first.
    public init(section entry: DocumentationFacts.Section, facts: DocumentationFacts) {
        var groups: [Group] = []
        Self.addContent(of: entry.section, isTop: true, screenPlatforms: entry.section.platforms, facts: facts, to: &groups)
        self.init(title: entry.section.title, groups: groups)
    }

    /// The root screen the app's `allSettingsLinks` draws: the top-level sections in schema order, a chevron row for
    /// each with a screen of its own (neighbouring ones in one group) and the content of each shown inline, in place.
    public init(root facts: DocumentationFacts) {
        let root = facts.schema.root
        var groups: [Group] = []
        var links: [Row] = []
        func flushLinks() {
            if !links.isEmpty { groups.append(Group(header: nil, footer: nil, rows: links)) }
            links = []
        }
        for child in root.sections where child.presentation != .unlisted {
            if child.presentation == .inline {
                flushLinks()
                Self.addContent(of: child, isTop: false, screenPlatforms: root.platforms, facts: facts, to: &groups)
            } else {
                links.append(Self.link(to: child, in: root, facts: facts))
            }
        }
        flushLinks()
        self.init(title: facts.schema.title, groups: groups)
    }

    /// The groups a section's content adds to a screen (see ``init(section:facts:)``). `isTop`: the screen's own
    /// section, whose title is the screen's (an inline subsection without a header gets its title as the header).
    static func addContent(of section: SectionIR, isTop: Bool, screenPlatforms: [Platform]?, facts: DocumentationFacts, to groups: inout [Group]) {
        let entry = DocumentationFacts.Section(section: section)
        var rows: [Row] = []
        for item in section.rows {
            var row: Row
            if case .setting(let setting) = item {
                guard !setting.skip else { continue }
                row = Self.row(setting, anchor: facts.anchor(entry, setting), facts: facts)
            } else if let other = Self.row(item, anchor: entry.anchor) {
                row = other
            } else {
                continue
            }
            let fields = item.fields
            row.note = note(fields.visibleWhen, fields.enabledWhen, defaults: facts.defaults, facts: facts)
            row.platforms = facts.rowPlatformsText(fields.platforms, in: section)
            row.factCondition = HTMLFactSwitches.attribute(fields.visibleWhen, defaults: facts.defaults)
            enabledFactCondition(fields.enabledWhen, of: &row, facts: facts)
            rows.append(row)
        }
        for child in section.sections where child.presentation == .screen {
            rows.append(link(to: child, in: section, facts: facts))
        }
        var header = section.header.map(Self.text)
        if header == nil, !isTop { header = .text(section.title) }
        if !rows.isEmpty || header != nil || section.footer != nil {
            var group = Group(header: header, footer: section.footer.map(Self.text), rows: rows)
            if !isTop {
                group.note = note(section.visibleWhen, section.enabledWhen, defaults: facts.defaults, facts: facts)
                group.factCondition = HTMLFactSwitches.attribute(section.visibleWhen, defaults: facts.defaults)
            }
            if section.platforms != screenPlatforms { group.platforms = facts.platformsText(section.platforms) }
            groups.append(group)
        }
        for child in section.sections where child.presentation == .inline {
            addContent(of: child, isTop: false, screenPlatforms: screenPlatforms, facts: facts, to: &groups)
        }
    }

    /// The chevron row that opens a subsection's screen, with the subsection's icon tile, conditions and platforms.
    static func link(to child: SectionIR, in parent: SectionIR, facts: DocumentationFacts) -> Row {
        var row = Row(title: child.title, anchor: FormNames.dottedPath(child.path), control: .navigation, requiresRestart: false,
                      deprecated: false, icon: child.icon, color: child.color)
        row.note = note(child.visibleWhen, child.enabledWhen, defaults: facts.defaults, facts: facts)
        row.platforms = facts.rowPlatformsText(child.platforms, in: parent)
        row.factCondition = HTMLFactSwitches.attribute(child.visibleWhen, defaults: facts.defaults)
        enabledFactCondition(child.enabledWhen, of: &row, facts: facts)
        return row
    }

    /// A row's `enabledWhen:` that reads a fact, for the page's fact switches: the condition and its words.
    static func enabledFactCondition(_ enabledWhen: ConditionIR?, of row: inout Row, facts: DocumentationFacts) {
        let attribute = HTMLFactSwitches.attribute(enabledWhen, defaults: facts.defaults, name: "data-sc-enabled-when")
        guard !attribute.isEmpty, let enabledWhen else { return }
        row.enabledFactCondition = attribute
        row.enabledFactNote = "disabled until " + facts.conditionText(enabledWhen)
    }

    static func text(_ part: HeaderFooterIR) -> Text {
        switch part {
        case .text(let value): .text(value)
        case .inject: .inject
        }
    }

    /// A row beyond stored values; its label leads to its section's entry in the docs (a navigation row's to
    /// the target section's). Nil for a setting (see ``row(_:anchor:facts:)``).
    static func row(_ row: RowIR, anchor: String) -> Row? {
        let control: Control
        var anchor = anchor
        switch row {
        case .setting: return nil
        case .link(let link): control = .link(url: link.url)
        case .action(let action): control = .action(hook: action.hook, isDestructive: action.isDestructive)
        case .navigation(let navigation):
            control = .navigation
            anchor = navigation.target.path
        case .detail(let detail): control = .detail(property: detail.property)
        case .screen(let screen): control = .appScreen(value: screen.value)
        case .text: control = .text
        }
        let fields = row.fields
        var result = Row(title: fields.title, anchor: anchor, control: control, requiresRestart: false, deprecated: false,
                         icon: fields.icon, color: fields.color)
        switch row {
        case .setting: break
        case .link(let link): result.developer = [link.url]
        case .action(let action): result.developer = ["\(action.hook)()"]
        case .navigation(let navigation): result.developer = ["opens " + navigation.target.path]
        case .detail(let detail): result.developer = ["external data ." + detail.property]
        case .screen(let screen): result.developer = ["\(screen.hook)()"] + (screen.value.map { ["value ." + $0] } ?? [])
        case .text: break
        }
        if let icon = fields.icon { result.developer.append("icon " + icon) }
        return result
    }

    /// Every setting's default, by its form id: what conditions are evaluated against in a preview.
    static func defaults(_ schema: SchemaIR) -> [String: SettingsValue] {
        var values: [String: SettingsValue] = [:]
        // Made at its size (see `DocumentationFacts.linkTargets`).
        func count(_ section: SectionIR) -> Int { section.sections.reduce(section.settings.count) { $0 + count($1) } }
        values.reserveCapacity(count(schema.root))
        func walk(_ section: SectionIR) {
            for setting in section.settings {
                values[setting.id] = setting.defaultValue.settingsValue(as: setting.type)
            }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        return values
    }

    /// `hidden until <condition in words>` when `visibleWhen` is false at the defaults, else `disabled until ...`
    /// when `enabledWhen` is; nil when the row is shown and enabled at the defaults.
    static func note(_ visibleWhen: ConditionIR?, _ enabledWhen: ConditionIR?, defaults: [String: SettingsValue], facts: DocumentationFacts) -> String? {
        if let visibleWhen, let condition = SchemaForm.condition(visibleWhen), !condition.evaluate({ defaults[$0] }) {
            return "hidden until " + facts.conditionText(visibleWhen)
        }
        if let enabledWhen, let condition = SchemaForm.condition(enabledWhen), !condition.evaluate({ defaults[$0] }) {
            return "disabled until " + facts.conditionText(enabledWhen)
        }
        return nil
    }

    static func row(_ setting: SettingIR, anchor: String, facts: DocumentationFacts) -> Row {
        let control: Control
        switch (setting.type.wrapped, setting.defaultValue) {
        case (.list, let value):
            control = .list(summary: value.settingsValue(as: setting.type).displayText)
        case (.bool, _) where facts.choiceTitle(setting, true) != nil:
            // `onTitle:`/`offTitle:`: a picker of two choices showing the default's title.
            control = .picker(selection: facts.defaultTitle(setting) ?? "None")
        case (.bool, let value):
            control = .toggle(isOn: value == .bool(true))
        case (.enumeration, _):
            control = .picker(selection: facts.defaultTitle(setting) ?? "None")
        case (.string, .string(let text)):
            control = .textField(text: setting.isSecure && !text.isEmpty ? SettingsSecureString.mask : text, placeholder: setting.title)
        case (.string, _):
            control = .textField(text: "", placeholder: setting.title)
        case (.url, .string(let text)):
            control = .textField(text: text, placeholder: setting.title)
        case (.url, _):
            control = .textField(text: "", placeholder: setting.title)
        case (.color, let value):
            if case .string(let hex) = value { control = .colorWell(hex: hex) } else { control = .colorWell(hex: nil) }
        case (.date, let value):
            if case .string(let date) = value { control = .datePicker(date: date) } else { control = .datePicker(date: nil) }
        case (.custom(let name), _):
            control = .custom(typeName: name, isOptional: setting.type.isOptional)
        default:
            let value = setting.defaultValue == .null ? "None" : facts.shownDefault(setting) ?? facts.value(setting.defaultValue, type: setting.type)
            // A bound as shown: with the setting's unit and format (`10 s`), else as the schema writes it.
            func bound(_ bound: Value) -> String {
                SchemaForm.format(setting).map { $0.string(for: bound.settingsValue(as: setting.type), usingDecimals: false) }
                    ?? facts.value(bound, type: setting.type.wrapped)
            }
            // The control the form gives the setting (the schema's `control:`, else the standard one), so the page
            // shows what the app and `settingsc preview` show.
            switch SchemaForm.control(setting) {
            case .slider:
                if let lowerBound = setting.range?.lowerBound, let upperBound = setting.range?.upperBound,
                   let lower = lowerBound.asDouble, let upper = upperBound.asDouble {
                    let current = setting.defaultValue.asDouble ?? lower
                    let fraction = upper > lower ? min(1, max(0, (current - lower) / (upper - lower))) : 0
                    control = .slider(value: value, fraction: fraction, minimum: bound(lowerBound), maximum: bound(upperBound))
                } else {
                    control = .stepper(value: value)
                }
            case .stepper:
                control = .stepper(value: value)
            default:
                // A number typed as text: numbers without both range ends, optional numbers, `control: numberField`.
                control = .textField(text: value, placeholder: setting.title)
            }
        }
        var row = Row(title: setting.title, anchor: anchor, control: control,
                      requiresRestart: setting.requiresRestart, deprecated: setting.deprecated != nil,
                      icon: setting.icon, color: setting.color)
        row.links = setting.links
        row.developer = ["\\" + ([facts.schema.rootTypeName] + setting.path.map(SwiftNames.escaped)).joined(separator: ".")]
        if let hook = setting.sideEffect { row.developer.append("side effect \(hook)()") }
        if let icon = setting.icon { row.developer.append("icon " + icon) }
        if case .slider = control { row.step = facts.shownStep(setting) ?? facts.step(setting) }
        if case .stepper = control { row.step = facts.shownStep(setting) ?? facts.step(setting) }
        return row
    }

    /// The screen as HTML (a `div.sc-screen`; the site's stylesheet draws it). Every string goes through
    /// `HTMLEscaping.text`. Each row is a tile (when the schema gives an icon or colour), then the title with the
    /// control or value at the trailing edge, then, on lines of their own so they never squeeze the title or the
    /// value, the row's badges (restart, deprecated, conditions, platforms), its links, and its developer details
    /// (`div.sc-dev`, hidden unless the page's "Developer details" switch is on).
    public static func html(_ screen: ScreenPreview) -> String {
        var html = CodePrinter(indentUnit: "")
        write(screen, to: &html)
        return html.contents
    }

    /// Writes ``html(_:)`` of `screen` into `html` piece by piece (issue 32: a string per line and per row, joined,
    /// were most of the cost of drawing the screens).
    static func write(_ screen: ScreenPreview, to html: inout CodePrinter) {
        func escape(_ text: String) -> String { HTMLEscaping.text(text) }
        func part(_ text: Text, _ kind: String, to html: inout CodePrinter) {
            switch text {
            case .text(let value): html.line("<div class=\"sc-group-\(kind)\">\(escape(value))</div>")
            case .inject: html.line("<div class=\"sc-group-\(kind) sc-inject\">Provided by the app</div>")
            }
        }
        html.line("<div class=\"sc-screen\" role=\"group\" aria-label=\"\(escape("Preview of the \(screen.title) screen"))\">")
        html.line("<div class=\"sc-screen-bar\">\(escape(screen.title))</div>")
        for group in screen.groups {
            html.line("<div class=\"sc-group\"\(group.factCondition)>")
            if let header = group.header { part(header, "header", to: &html) }
            if let note = group.note {
                // A "hidden until" note the page's fact switches take away once the group is shown (HTMLFactSwitches).
                let factNote = isHiddenNote(note) && !group.factCondition.isEmpty ? " sc-fact-note" : ""
                html.line("<div class=\"sc-group-header\(factNote)\"><span class=\"sc-badge sc-badge-muted\">\(escape(note))</span></div>")
            }
            if let platforms = group.platforms { html.line("<div class=\"sc-group-header\"><span class=\"sc-badge\">\(escape(platforms))</span></div>") }
            if !group.rows.isEmpty {
                html.line("<div class=\"sc-rows\">")
                for row in group.rows {
                    write(row, to: &html)
                    html.line()
                }
                html.line("</div>")
            }
            if let footer = group.footer { part(footer, "footer", to: &html) }
            html.line("</div>")
        }
        html.write("</div>")
    }

    /// One row (see ``html(_:)``).
    static func html(_ row: Row) -> String {
        var html = CodePrinter(indentUnit: "")
        write(row, to: &html)
        return html.contents
    }

    /// Writes ``html(_:)`` of `row` into `html`.
    static func write(_ row: Row, to html: inout CodePrinter) {
        func escape(_ text: String) -> String { HTMLEscaping.text(text) }
        var badges: [String] = []
        if row.requiresRestart { badges.append("<span class=\"sc-badge\">restart</span>") }
        if row.deprecated { badges.append("<span class=\"sc-badge sc-badge-warn\">deprecated</span>") }
        // A "hidden until" note of a row whose condition reads a fact: the page's fact switches take it (and the
        // dimming) away while the row is shown; a "disabled until" note stays.
        let factNote = row.note.map(isHiddenNote) == true && !row.factCondition.isEmpty
        // An `enabledWhen:` that reads a fact: its "disabled until" badge and the dimming follow the switches
        // (`sc-fact-disabled`, set here as at the defaults and by the script), not the static note.
        let enabledByFact = row.enabledFactNote != nil
        let disabledAtDefaults = row.note.map { !isHiddenNote($0) } == true
        if let note = row.note, !(enabledByFact && disabledAtDefaults) {
            badges.append("<span class=\"sc-badge sc-badge-muted\(factNote ? " sc-fact-note" : "")\">\(escape(note))</span>")
        }
        if let note = row.enabledFactNote { badges.append("<span class=\"sc-badge sc-badge-muted sc-fact-disabled-note\">\(escape(note))</span>") }
        if let platforms = row.platforms { badges.append("<span class=\"sc-badge\">\(escape(platforms))</span>") }
        var labelClass = "sc-row-label"
        var trailing = ""
        var below = ""
        switch row.control {
        case .toggle(let isOn):
            trailing = "<span class=\"sc-toggle\(isOn ? " sc-on" : "")\" title=\"\(isOn ? "On" : "Off")\"></span>"
        case .stepper(let value):
            trailing = "<span class=\"sc-value\">\(escape(value))</span><span class=\"sc-stepper\"><span>−</span><span>+</span></span>"
            if let step = row.step { badges.insert("<span class=\"sc-step\">step \(escape(step))</span>", at: 0) }
        case let .slider(value, fraction, minimum, maximum):
            let percent = Int((fraction * 100).rounded())
            trailing = "<span class=\"sc-value\">\(escape(value))</span>"
            below = "<div class=\"sc-slider\"><span class=\"sc-slider-end\">\(escape(minimum))</span>"
                + "<span class=\"sc-track\"><span class=\"sc-fill\" style=\"width: \(percent)%\"></span>"
                + "<span class=\"sc-knob\" style=\"left: \(percent)%\"></span></span>"
                + "<span class=\"sc-slider-end\">\(escape(maximum))</span></div>"
                + (row.step.map { "<div class=\"sc-step\">step \(escape($0))</div>" } ?? "")
        case .picker(let selection):
            trailing = "<span class=\"sc-value\">\(escape(selection))</span><span class=\"sc-chevron\">⌃⌄</span>"
        case .action(_, let isDestructive):
            // An action row is a button: its title in the tint colour (red when destructive); the hook is a developer detail.
            labelClass += isDestructive ? " sc-button sc-destructive" : " sc-button"
        case .detail:
            trailing = "<span class=\"sc-value sc-placeholder\">from the app</span>"
        case let .custom(typeName, isOptional):
            trailing = "<span class=\"sc-value sc-placeholder\">\(escape(isOptional ? "None" : SchemaForm.customDefaultText(typeName)))</span>"
        case .navigation:
            trailing = "<span class=\"sc-chevron\">›</span>"
        case .appScreen(let value):
            // The app makes the screen and the value; the hook and the property are developer details.
            trailing = (value == nil ? "" : "<span class=\"sc-value sc-placeholder\">from the app</span>") + "<span class=\"sc-chevron\">›</span>"
        case .text:
            labelClass += " sc-text-row"
        case .list(let summary):
            trailing = "<span class=\"sc-value\">\(escape(summary))</span><span class=\"sc-chevron\">›</span>"
        case .link:
            // The URL is a developer detail; the row shows that it leaves the app.
            trailing = "<span class=\"sc-chevron\" title=\"Opens a web page\">↗</span>"
        case .colorWell(let hex):
            // The colour is a validated #RRGGBB or #RRGGBBAA; escaped all the same, like every string.
            trailing = hex.map {
                "<span class=\"sc-value\">\(escape($0))</span><span class=\"sc-swatch\" style=\"background-color: \(escape($0))\"></span>"
            } ?? "<span class=\"sc-value sc-placeholder\">None</span>"
        case .datePicker(let date):
            trailing = "<span class=\"sc-value\(date == nil ? " sc-placeholder" : "")\">\(escape(date ?? "None"))</span>"
        case let .textField(text, placeholder):
            trailing = text.isEmpty
                ? "<span class=\"sc-value sc-field sc-placeholder\">\(escape(placeholder))</span>"
                : "<span class=\"sc-value sc-field\">\(escape(text))</span>"
        }
        let dimmed = row.note != nil && !(enabledByFact && disabledAtDefaults)
        let disabledClass = enabledByFact && disabledAtDefaults ? " sc-fact-disabled" : ""
        html.write("<div class=\"sc-row")
        if dimmed { html.write(" sc-row-dimmed") }
        if factNote { html.write(" sc-fact-note-row") }
        html.write(disabledClass)
        html.write("\"")
        html.write(row.factCondition)
        html.write(row.enabledFactCondition)
        html.write(">")
        if row.icon != nil || row.color != nil { html.write(tile(icon: row.icon, color: row.color)) }
        html.write("<div class=\"sc-row-main\"><div class=\"sc-row-top\"><a class=\"")
        html.write(labelClass)
        html.write("\" href=\"#")
        html.write(escape(row.anchor))
        html.write("\">")
        html.write(escape(row.title))
        html.write("</a>")
        if !trailing.isEmpty {
            html.write("<span class=\"sc-trailing\">")
            html.write(trailing)
            html.write("</span>")
        }
        html.write("</div>")
        html.write(below)
        if !badges.isEmpty {
            html.write("<div class=\"sc-row-badges\">")
            for (index, badge) in badges.enumerated() {
                if index > 0 { html.write(" ") }
                html.write(badge)
            }
            html.write("</div>")
        }
        // Its links (`learnMore:`, ...) under it, as the app's row shows them; each URL is a checked http(s) URL,
        // escaped all the same, like every string.
        for link in row.links {
            html.write("<div class=\"sc-row-link\"><a href=\"")
            html.write(escape(link.url))
            html.write("\" rel=\"noopener\">")
            html.write(escape(link.title))
            html.write("</a></div>")
        }
        if !row.developer.isEmpty {
            html.write("<div class=\"sc-dev\">")
            for (index, name) in row.developer.enumerated() {
                html.write(index > 0 ? " <code>" : "<code>")
                html.write(escape(name))
                html.write("</code>")
            }
            html.write("</div>")
        }
        html.write("</div></div>")
    }

    /// Whether a row's or group's note is the one of its `visibleWhen:` ("hidden until ...", ``note(_:_:defaults:facts:)``).
    static func isHiddenNote(_ note: String) -> Bool { note.hasPrefix("hidden until ") }

    /// An icon tile as iOS settings rows draw one: a rounded square of the row's colour (system grey without one)
    /// with a white glyph. The page has no SF Symbols font, so the glyph is a Unicode symbol for the symbol's kind
    /// where ``glyph(for:)`` knows one, else the symbol name's first letter; the tile's tooltip names the symbol.
    static func tile(icon: String?, color: String?) -> String {
        // The colour is validated `#RRGGBB`; escaped all the same, like every string.
        let background = HTMLEscaping.text(color ?? "#8E8E93")
        let glyph = icon.map(glyph(for:)) ?? ""
        let title = icon.map { " title=\"\(HTMLEscaping.text($0))\"" } ?? ""
        return "<span class=\"sc-tile\" style=\"background-color: \(background)\"\(title) aria-hidden=\"true\">\(HTMLEscaping.text(glyph))</span>"
    }

    /// The glyph drawn on a tile for an SF Symbol: the first word of the name (`gearshape.2.fill` → `gearshape`)
    /// looked up in ``glyphs``, or its first letter, capitalised.
    public static func glyph(for symbol: String) -> String {
        let words = symbol.split(separator: ".").map(String.init)
        for word in words {
            if let glyph = glyphs[word] { return glyph }
        }
        return words.first?.first.map { String($0).uppercased() } ?? ""
    }

    /// Symbols common on settings screens, by the words of their SF Symbol names, drawn with characters that
    /// common fonts (DejaVu Sans, Apple's system fonts, Segoe UI Symbol) have.
    static let glyphs: [String: String] = [
        "gear": "⚙", "gearshape": "⚙", "wrench": "⚒", "hammer": "⚒", "screwdriver": "⚒",
        "bell": "♪", "speaker": "♪", "music": "♫", "waveform": "♫", "play": "▶",
        "sun": "☀", "moon": "☾", "cloud": "☁", "icloud": "☁", "snowflake": "❄", "bolt": "⚡", "battery": "⚡",
        "star": "★", "sparkles": "✦", "heart": "♥", "flag": "⚑", "exclamationmark": "⚠",
        "envelope": "✉", "paperplane": "✈", "airplane": "✈", "phone": "✆", "bubble": "✎", "pencil": "✎", "square": "■",
        "keyboard": "⌨", "command": "⌘", "house": "⌂", "globe": "⊕", "network": "⊕", "safari": "⊕", "link": "⇄",
        "arrow": "↻", "arrows": "⇄", "clock": "◷", "timer": "◷", "hourglass": "◷",
        "lock": "⚷", "key": "⚷", "shield": "◈", "eye": "◉", "hand": "☝", "person": "☺", "figure": "☺",
        "accessibility": "♿", "textformat": "Aa", "paintbrush": "✎", "paintpalette": "◐", "circle": "●",
        "checkmark": "✓", "doc": "▤", "folder": "▤", "tray": "▤", "list": "☰", "line": "☰", "photo": "▦",
        "map": "⊕", "location": "◎", "magnifyingglass": "⌕", "questionmark": "?", "info": "i", "trash": "⌫",
        "cart": "⊞", "creditcard": "▭", "testtube": "⚗", "ant": "⚗", "server": "▤", "antenna": "⌁", "wifi": "⌁",
        "rectangle": "▭", "iphone": "▯", "ipad": "▯", "desktopcomputer": "▭", "laptopcomputer": "▭", "wand": "✦",
        "chart": "▥", "calendar": "▦", "camera": "◉", "mic": "♪", "video": "▶", "book": "▤", "newspaper": "▤",
        "bookmark": "⚑", "tag": "#", "gift": "✦", "bag": "⊞", "film": "▶", "tv": "▭", "car": "⊡", "leaf": "❦",
    ]
}
