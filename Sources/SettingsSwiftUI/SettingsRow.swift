// The SwiftUI layer: rows, section content and the review screen, over a SettingsStore and its form.
// Compiled where SwiftUI exists; on Linux `make test` type-checks it against a stand-in (Tests/SwiftUIStandIn).
#if canImport(SwiftUI)
public import Foundation
public import SettingsRuntime
public import SettingsStore
public import SwiftUI

/// The trailing control of a settings row. One case per kind of control: a new kind is one new case here
/// and one in ``SettingsRow``'s `control` switch (the enum + `@ViewBuilder` pattern).
public enum SettingsRowControl {
    case toggle(Binding<Bool>)
    case stepper(Binding<Int>, range: ClosedRange<Int>, step: Int)
    case slider(Binding<Double>, range: ClosedRange<Double>, step: Double?)
    case picker(Binding<SettingsValue>, options: [SettingsOption])
    case textField(Binding<String>, placeholder: String)
    /// Text that is not shown as typed (`secure: true` in the schema): a `SecureField`.
    case secureField(Binding<String>, placeholder: String)
    /// A `color` setting's `#RRGGBB`/`#RRGGBBAA`, edited with a `ColorPicker` (see ``SettingsColorWell``).
    case colorPicker(Binding<Color>, hex: Binding<String>)
    /// A `date` setting's `YYYY-MM-DDTHH:MM:SSZ`, edited with a `DatePicker` (see ``SettingsDateField``).
    case datePicker(Binding<Date>, text: Binding<String>)
    /// A `[string]`, `[int]` or `[double]` setting: a row showing the elements that opens a list to add, delete and reorder
    /// them (see ``SettingsListEditor``); `newElement` is the text an added element starts as.
    case list(Binding<[String]>, newElement: String)
    /// A row that opens a web page (the schema's `{link: ...}`); not a stored value.
    case link(url: String)
    /// A row that runs a hook of the host view (the schema's `{action: ...}`); red when destructive.
    case action(isDestructive: Bool, perform: @MainActor () -> Void)
    /// A chevron row that opens another section; the enclosing `NavigationLink` draws the chevron.
    case navigation
    /// A chevron row that opens a screen of the app's own (the schema's `{screen: ...}`), with the value the host
    /// view gives (`value:`) before the chevron; the enclosing `NavigationLink` draws the chevron.
    case appScreen(value: String?)
    /// A read-only value from the app's external data (the schema's `{detail: ...}`), selectable to copy.
    case detail(String)
    /// The app's editor of a custom type (`custom(Region)`): the view the host's editor hook returns.
    case custom(AnyView)

    /// The control for one setting of a store's form, bound to the store's current value. Every write goes
    /// through ``SettingsStore/setValue(_:for:)``, so numbers are normalized and the change is tracked.
    @MainActor
    public static func make<Root: SettingsModel>(for setting: SettingsFormSetting<Root>, in store: SettingsStore<Root>) -> SettingsRowControl {
        switch setting.control {
        case .toggle:
            return .toggle(Binding(
                get: { @MainActor in setting.isOn(store.value(of: setting)) },
                set: { @MainActor newValue in store.setValue(.bool(newValue), for: setting) }))
        case .stepper:
            // An int with both range ends, or one the schema gives `control: stepper` (over its open ends too).
            if setting.type == .int {
                return .stepper(Binding(
                    get: { @MainActor in setting.intValue(store.value(of: setting)) },
                    set: { @MainActor newValue in store.setValue(.int(newValue), for: setting) }),
                    range: setting.intBounds, step: setting.intStep)
            }
        case .slider:
            if let range = setting.doubleRange {
                return .slider(Binding(
                    get: { @MainActor in setting.doubleValue(store.value(of: setting)) },
                    set: { @MainActor newValue in store.setValue(setting.value(fromDouble: newValue), for: setting) }),
                    range: range, step: setting.doubleStep)
            }
        case .picker:
            return .picker(Binding(
                get: { @MainActor in store.value(of: setting) },
                set: { @MainActor newValue in store.setValue(newValue, for: setting) }),
                options: store.availableOptions(of: setting))
        case .colorPicker:
            return .colorPicker(
                Binding(
                    get: { @MainActor in SettingsColorWell.color(hex: setting.editText(store.value(of: setting))) },
                    set: { @MainActor newValue in
                        if let hex = SettingsColorWell.hex(newValue) { store.setValue(.string(hex), for: setting) }
                    }),
                hex: Binding(
                    get: { @MainActor in setting.editText(store.value(of: setting)) },
                    set: { @MainActor newValue in store.setValue(.string(newValue), for: setting) }))
        case .datePicker:
            return .datePicker(
                Binding(
                    get: { @MainActor in SettingsDateField.date(iso8601: setting.editText(store.value(of: setting))) },
                    set: { @MainActor newValue in store.setValue(.string(SettingsDateField.iso8601(newValue)), for: setting) }),
                text: Binding(
                    get: { @MainActor in setting.editText(store.value(of: setting)) },
                    set: { @MainActor newValue in store.setValue(.string(newValue), for: setting) }))
        case .custom:
            // The generated section views pass the host's editor (SettingsRows' `editor`); alone, the value's text.
            return .detail(setting.displayValue(in: store.current))
        case .readOnly:
            // A `data` value: its size (`12 bytes`); the app's code sets it.
            return .detail(setting.displayValue(in: store.current))
        case .list:
            return .list(Binding(
                get: { @MainActor in setting.listTexts(store.value(of: setting)) },
                set: { @MainActor newValue in
                    if let value = setting.value(fromListTexts: newValue) { store.setValue(value, for: setting) }
                }), newElement: setting.newListElementText)
        case .textField, .numberField:
            break
        }
        let placeholder = setting.placeholder ?? (setting.type.isOptional ? "None" : "")
        let text = Binding(
            get: { @MainActor in setting.editText(store.value(of: setting)) },
            set: { @MainActor newValue in
                if let value = setting.value(fromEditText: newValue) { store.setValue(value, for: setting) }
            })
        return setting.isSecure ? .secureField(text, placeholder: placeholder) : .textField(text, placeholder: placeholder)
    }
}

/// One setting: its title (with a restart marker), its control, and its description below.
public struct SettingsRow: View {
    public var title: String
    public var description: String?
    public var requiresRestart: Bool
    public var control: SettingsRowControl
    /// The SF Symbol on the row's tile and the tile's colour (`#RRGGBB`); no tile when both are nil.
    public var icon: String?
    public var color: String?
    /// The value as the row shows it next to a slider or as a stepper's label, with the setting's unit and
    /// format (`0.5 s`, `25%`): ``SettingsFormSetting/displayText(_:)``, read when the row is drawn.
    public var valueLabel: (@MainActor () -> String)?
    /// The step of a slider or stepper as shown (`0.5 s`), under the row.
    public var stepText: String?
    /// What is wrong with the value (a string breaking `minLength`, `maxLength` or `pattern`), shown in red.
    public var problem: String?
    /// What VoiceOver reads for the row's control instead of the title (the schema's `accessibilityLabel:`); nil:
    /// the title.
    public var accessibilityLabel: String?
    /// The setting's links (``SettingsFormSetting/links``: the schema's `learnMore:`, ...), each shown under the
    /// row titled by its key ("Learn more"): one line here for every key of that kind.
    public var links: [SettingsAttributeLink]

    public init(
        title: String, description: String? = nil, requiresRestart: Bool = false, control: SettingsRowControl,
        icon: String? = nil, color: String? = nil, problem: String? = nil, accessibilityLabel: String? = nil,
        links: [SettingsAttributeLink] = []
    ) {
        self.problem = problem
        self.accessibilityLabel = accessibilityLabel
        self.links = links
        self.title = title
        self.description = description
        self.requiresRestart = requiresRestart
        self.control = control
        self.icon = icon
        self.color = color
    }

    /// The row of a form setting, bound to a store.
    @MainActor
    public init<Root: SettingsModel>(_ setting: SettingsFormSetting<Root>, store: SettingsStore<Root>) {
        self.init(title: setting.title, description: setting.description, requiresRestart: setting.requiresRestart,
                  control: SettingsRowControl.make(for: setting, in: store), icon: setting.icon, color: setting.color,
                  problem: setting.problem(with: store.value(of: setting)), accessibilityLabel: setting.accessibilityLabel,
                  links: setting.links)
        switch control {
        case .stepper, .slider:
            valueLabel = { @MainActor in setting.displayText(store.value(of: setting)) }
            stepText = setting.stepText
        default:
            break
        }
    }

    /// The value label shown before a slider.
    @MainActor
    private var sliderLabel: String? {
        if case .slider = control { return valueLabel?() }
        return nil
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if icon != nil || color != nil {
                    SettingsIconTile(icon: icon, color: color)
                }
                // With an accessibility label, the control carries it and the visible title is not read twice.
                Text(verbatim: title)
                    .accessibilityHidden(accessibilityLabel != nil)
                if requiresRestart {
                    Image(systemName: "arrow.clockwise")
                }
                Spacer()
                if let sliderLabel {
                    Text(verbatim: sliderLabel)
                        .foregroundStyle(.secondary)
                }
                if let accessibilityLabel {
                    trailingControl
                        .accessibilityLabel(Text(verbatim: accessibilityLabel))
                } else {
                    trailingControl
                }
            }
            if let description {
                Text(verbatim: description)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            ForEach(links, id: \.member) { link in
                if let destination = URL(string: link.url) {
                    Link(destination: destination) {
                        Text(verbatim: link.title)
                    }
                    .font(.footnote)
                }
            }
            if let stepText {
                Text(verbatim: "Step " + stepText)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if let problem {
                Text(verbatim: problem)
                    .font(.footnote)
                    .foregroundStyle(Color.red)
            }
        }
    }

    @ViewBuilder
    private var trailingControl: some View {
        switch control {
        case .toggle(let isOn):
            Toggle(title, isOn: isOn)
                .labelsHidden()
        case .stepper(let value, let range, let step):
            #if os(tvOS)
            // tvOS has no Stepper (`@available(tvOS, unavailable)`): minus and plus buttons over the same range.
            SettingsStepButtons(label: valueLabel?() ?? String(value.wrappedValue), value: value, range: range, step: step)
            #else
            Stepper(valueLabel?() ?? String(value.wrappedValue), value: value, in: range, step: step)
            #endif
        case .slider(let value, let range, let step):
            #if os(tvOS)
            // tvOS has no Slider either: buttons that move by the step (a twentieth of the range without one).
            SettingsStepButtons(label: valueLabel?() ?? String(value.wrappedValue), value: value, range: range,
                                step: step ?? (range.upperBound - range.lowerBound) / 20)
            #else
            if let step {
                Slider(value: value, in: range, step: step)
            } else {
                Slider(value: value, in: range)
            }
            #endif
        case .picker(let selection, let options):
            Picker(title, selection: selection) {
                ForEach(options, id: \.value) { option in
                    Text(verbatim: option.title)
                        .tag(option.value)
                }
            }
            .labelsHidden()
        case .textField(let text, let placeholder):
            TextField(placeholder, text: text)
        case .secureField(let text, let placeholder):
            SecureField(placeholder, text: text)
        case .colorPicker(let color, let hex):
            SettingsColorWell(title: title, color: color, hex: hex)
        case .datePicker(let date, let text):
            SettingsDateField(title: title, date: date, text: text)
        case .list(let items, let newElement):
            SettingsListEditor(title: title, items: items, newElement: newElement)
        case .action(let isDestructive, let perform):
            Button(role: isDestructive ? .destructive : nil, action: perform) {
                Image(systemName: "chevron.right")
            }
        case .navigation:
            EmptyView()
        case .appScreen(let value):
            if let value {
                Text(verbatim: value)
                    .foregroundStyle(.secondary)
            }
        case .detail(let value):
            #if os(tvOS) || os(watchOS)
            // No text selection there (`textSelection` is unavailable on tvOS and watchOS).
            Text(verbatim: value)
                .foregroundStyle(.secondary)
            #else
            Text(verbatim: value)
                .foregroundStyle(.secondary)
                .textSelection(.enabled)
            #endif
        case .custom(let editor):
            editor
        case .link(let url):
            if let destination = URL(string: url) {
                Link(destination: destination) {
                    Image(systemName: "arrow.up.right.square")
                }
            }
        }
    }
}

/// Minus and plus buttons around a value, for the platforms without `Stepper` and `Slider` (tvOS): each press
/// moves the value by `step` and keeps it in `range`.
public struct SettingsStepButtons<Value: Strideable & Comparable>: View where Value.Stride == Value {
    public var label: String
    public var value: Binding<Value>
    public var range: ClosedRange<Value>
    public var step: Value

    public init(label: String, value: Binding<Value>, range: ClosedRange<Value>, step: Value) {
        self.label = label
        self.value = value
        self.range = range
        self.step = step
    }

    public var body: some View {
        HStack {
            Button {
                value.wrappedValue = Swift.max(range.lowerBound, value.wrappedValue.advanced(by: -step))
            } label: {
                Image(systemName: "minus")
            }
            .disabled(value.wrappedValue <= range.lowerBound)
            Text(verbatim: label)
            Button {
                value.wrappedValue = Swift.min(range.upperBound, value.wrappedValue.advanced(by: step))
            } label: {
                Image(systemName: "plus")
            }
            .disabled(value.wrappedValue >= range.upperBound)
        }
    }
}

/// The rows of one section's visible settings (subsections are the generated DSL's links).
public struct SettingsRows<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    /// The visible settings and the link rows, in schema order.
    public let rows: [SettingsFormRow<Root>]
    /// Runs an action row's hook, by name (the generated section views call the host view's function).
    public let perform: @MainActor (String) -> Void
    /// The screen of a section, by its id, for navigation rows (the generated section views make it).
    public let destination: @MainActor (String) -> AnyView
    /// The value of a detail row, by the external data's property name (the generated section views read it).
    public let detail: @MainActor (String) -> String?
    /// The app's screen an app-screen row opens, by its hook (`accountsScreen`: the generated section views call the
    /// host view's `accountsScreen()`).
    public var screen: @MainActor (String) -> AnyView = { _ in AnyView(EmptyView()) }
    /// The value an app-screen row shows, by the host view's property (`value: accountSummary`), or nil.
    public var screenValue: @MainActor (String) -> String? = { _ in nil }
    /// The app's editor of a custom setting, by the setting's id, or nil for the value's text (the generated section
    /// views call the host view's editor hook, e.g. `profileRegionEditor(_:)`).
    public var editor: @MainActor (String) -> AnyView? = { _ in nil }

    /// The rows of the section with this id (its dotted path of keys); none when the form has no such section.
    @MainActor
    public init(
        store: SettingsStore<Root>, sectionID: String, perform: @escaping @MainActor (String) -> Void = { _ in },
        destination: @escaping @MainActor (String) -> AnyView = { _ in AnyView(EmptyView()) },
        detail: @escaping @MainActor (String) -> String? = { _ in nil }
    ) {
        self.store = store
        // Rows the schema limits to other platforms (`platforms:`) are left out; the values stay stored.
        self.rows = store.form.sectionPath(toSectionID: sectionID).last?.rows(on: SettingsPlatform.current) ?? []
        self.perform = perform
        self.destination = destination
        self.detail = detail
    }

    /// The rows of a section with settings of custom types: `editor` gives the app's editor of each, by setting id.
    @MainActor
    public init(
        store: SettingsStore<Root>, sectionID: String, perform: @escaping @MainActor (String) -> Void = { _ in },
        destination: @escaping @MainActor (String) -> AnyView = { _ in AnyView(EmptyView()) },
        detail: @escaping @MainActor (String) -> String? = { _ in nil },
        editor: @escaping @MainActor (String) -> AnyView?
    ) {
        self.init(store: store, sectionID: sectionID, perform: perform, destination: destination, detail: detail)
        self.editor = editor
    }

    /// The rows of a section with app-screen rows (`{screen: accounts}`): `screen` makes the app's screen of each, by
    /// its hook (`accountsScreen`), and `screenValue` gives the value a row shows, by the host view's property.
    @MainActor
    public init(
        store: SettingsStore<Root>, sectionID: String, perform: @escaping @MainActor (String) -> Void = { _ in },
        destination: @escaping @MainActor (String) -> AnyView = { _ in AnyView(EmptyView()) },
        detail: @escaping @MainActor (String) -> String? = { _ in nil },
        screen: @escaping @MainActor (String) -> AnyView,
        screenValue: @escaping @MainActor (String) -> String? = { _ in nil },
        editor: @escaping @MainActor (String) -> AnyView? = { _ in nil }
    ) {
        self.init(store: store, sectionID: sectionID, perform: perform, destination: destination, detail: detail)
        self.screen = screen
        self.screenValue = screenValue
        self.editor = editor
    }

    /// Each row while its `visibleWhen:` (and its sections') holds, disabled while its `enabledWhen:` does not.
    public var body: some View {
        ForEach(rows, id: \.id) { row in
            if store.isVisible(row) {
                rowView(row)
                    .disabled(!store.isEnabled(row))
                    .settingsRowHighlight(row.id)
            }
        }
    }

    @ViewBuilder
    private func rowView(_ row: SettingsFormRow<Root>) -> some View {
        switch row {
        case .setting(let setting):
            // Each with the default and a Reset button while it differs from it (SettingsResetViews.swift).
            if setting.control == .custom, let view = editor(setting.id) {
                SettingsRowWithReset(store: store, setting: setting, row: SettingsRow(
                    title: setting.title, description: setting.description, requiresRestart: setting.requiresRestart,
                    control: .custom(view), icon: setting.icon, color: setting.color, accessibilityLabel: setting.accessibilityLabel,
                    links: setting.links))
            } else {
                SettingsRowWithReset(store: store, setting: setting, row: SettingsRow(setting, store: store))
            }
        case .link(let link):
            SettingsRow(title: link.title, control: .link(url: link.url), icon: link.icon, color: link.color)
        case .action(let action):
            SettingsActionRow(action: action, perform: perform)
        case .detail(let row):
            SettingsRow(title: row.title, control: .detail(detail(row.property) ?? ""), icon: row.icon, color: row.color)
        case .navigation(let row):
            NavigationLink {
                destination(row.targetID)
            } label: {
                SettingsRow(title: row.title, control: .navigation, icon: row.icon, color: row.color)
            }
        case .screen(let row):
            NavigationLink {
                screen(row.hook)
            } label: {
                SettingsRow(title: row.title, control: .appScreen(value: row.value.flatMap(screenValue)), icon: row.icon, color: row.color)
            }
        case .text(let row):
            SettingsTextRow(row: row)
        }
    }
}

/// One setting's row, placed by hand in a screen of the app's own (the generated DSL's `setting(\.smoothing.level)`):
/// the row the generated screens show, while its `visibleWhen:` holds and on the platforms it is for, disabled while
/// its `enabledWhen:` does not hold. Nothing for a key path the form does not describe. A custom-type setting shows
/// its value's text here; its editor hook is the generated section views'.
public struct SettingsSettingRow<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public let setting: SettingsFormSetting<Root>?

    @MainActor
    public init<Value>(store: SettingsStore<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.store = store
        self.setting = store.form.setting(for: keyPath)
    }

    public var body: some View {
        if let setting, SettingsPlatform.isShown(setting.platforms, on: SettingsPlatform.current), store.isVisible(setting) {
            SettingsRowWithReset(store: store, setting: setting, row: SettingsRow(setting, store: store))
                .disabled(!store.isEnabled(setting))
        }
    }
}

/// The label of a section's link: its title, after its `icon:`/`color:` tile when it has one.
public struct SettingsSectionLabel: View {
    public var title: String
    public var icon: String?
    public var color: String?

    public init(title: String, icon: String? = nil, color: String? = nil) {
        self.title = title
        self.icon = icon
        self.color = color
    }

    public var body: some View {
        HStack {
            if icon != nil || color != nil {
                SettingsIconTile(icon: icon, color: color)
            }
            Text(verbatim: title)
        }
    }
}

/// A section's link (or any content standing for the section) while the section's `visibleWhen:` holds,
/// disabled while its `enabledWhen:` does not; the generated DSL wraps the links of sections with conditions.
public struct SettingsSectionConditions<Root: SettingsModel, Content: View>: View {
    public let store: SettingsStore<Root>
    public let sectionID: String
    public let content: Content

    public init(store: SettingsStore<Root>, sectionID: String, @ViewBuilder content: () -> Content) {
        self.store = store
        self.sectionID = sectionID
        self.content = content()
    }

    public var body: some View {
        if let section = store.form.sectionPath(toSectionID: sectionID).last, store.isVisible(section) {
            content
                .disabled(!store.isEnabled(section))
        }
    }
}

/// An action row: a button that runs the hook, after a confirmation dialog when the schema gives one.
public struct SettingsActionRow: View {
    public var action: SettingsFormAction
    public var perform: @MainActor (String) -> Void
    @State private var isConfirming = false

    public init(action: SettingsFormAction, perform: @escaping @MainActor (String) -> Void) {
        self.action = action
        self.perform = perform
    }

    public var body: some View {
        SettingsRow(
            title: action.title,
            control: .action(isDestructive: action.isDestructive, perform: { @MainActor in
                if action.confirmation == nil { perform(action.hook) } else { isConfirming = true }
            }),
            icon: action.icon, color: action.color)
        .confirmationDialog(action.confirmation ?? action.title, isPresented: $isConfirming) {
            Button(role: action.isDestructive ? .destructive : nil, action: { @MainActor in perform(action.hook) }) {
                Text(verbatim: action.title)
            }
        }
    }
}

/// A line of text among a section's rows (the schema's `{text: ...}`), in the secondary colour, after its icon tile
/// when it has one.
public struct SettingsTextRow: View {
    public var row: SettingsFormStaticText

    public init(row: SettingsFormStaticText) {
        self.row = row
    }

    public var body: some View {
        HStack {
            if row.icon != nil || row.color != nil {
                SettingsIconTile(icon: row.icon, color: row.color)
            }
            Text(verbatim: row.title)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

/// An SF Symbol on a coloured tile, in front of a row's title (the schema's `icon:` and `color:`, as in
/// `HomeSettingRow(color: "#226AD6", icon: "icloud", ...)`). Without a colour the tile is system grey.
public struct SettingsIconTile: View {
    public var icon: String?
    public var color: String?

    public init(icon: String?, color: String?) {
        self.icon = icon
        self.color = color
    }

    public var body: some View {
        symbol
            .frame(width: 28, height: 28)
            .background(Self.color(hex: color), in: RoundedRectangle(cornerRadius: 6))
    }

    @ViewBuilder
    private var symbol: some View {
        if let icon {
            Image(systemName: icon)
                .foregroundStyle(Color.white)
        }
    }

    /// The colour of `#RRGGBB` (settingsc validates the schema's colours); system grey for nil or anything else.
    public static func color(hex: String?) -> Color {
        var rgb: UInt32 = 0x8E8E93
        if let hex, hex.utf8.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) { rgb = value }
        return Color(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}

/// A `[string]`, `[int]` or `[double]` setting: the elements (`spam, eggs`) in a row that opens a list of text fields, one per
/// element, with swipe to delete, reordering (the Edit button on iOS) and an Add button. `items` is bound to the
/// elements' texts (``SettingsFormSetting/listTexts(_:)``); a text that is not an element (not an integer, for an
/// `[int]`, or not a finite number, for a `[double]`) leaves the stored list as it was.
public struct SettingsListEditor: View {
    public var title: String
    public var items: Binding<[String]>
    public var newElement: String

    public init(title: String, items: Binding<[String]>, newElement: String = "") {
        self.title = title
        self.items = items
        self.newElement = newElement
    }

    public var body: some View {
        NavigationLink {
            List {
                ForEach(Array(items.wrappedValue.indices), id: \.self) { index in
                    TextField(title, text: items[dynamicMember: \[String].[settingsElement: index]])
                }
                .onDelete { offsets in
                    items.wrappedValue = SettingsListEditing.removing(Array(offsets), from: items.wrappedValue)
                }
                .onMove { offsets, destination in
                    items.wrappedValue = SettingsListEditing.moving(Array(offsets), to: destination, in: items.wrappedValue)
                }
                Button("Add") {
                    items.wrappedValue.append(newElement)
                }
            }
            .navigationTitle(title)
            #if os(iOS)
            .toolbar {
                EditButton()
            }
            #endif
        } label: {
            Text(verbatim: items.wrappedValue.isEmpty ? "None" : items.wrappedValue.joined(separator: ", "))
                .foregroundStyle(.secondary)
        }
    }

}

extension Array where Element == String {
    /// The text of the element at `index`; "" (and no write) once the element is gone, as a row being deleted
    /// may still read it.
    subscript(settingsElement index: Int) -> String {
        get { indices.contains(index) ? self[index] : "" }
        set { if indices.contains(index) { self[index] = newValue } }
    }
}

/// A `ColorPicker` for a `color` setting (`color` is bound to the `#RRGGBB`/`#RRGGBBAA` text through
/// ``color(hex:)`` and ``hex(_:)``). Where the picker or `Color.resolve(in:)` is unavailable (tvOS, watchOS, before
/// iOS 17/macOS 14) it is a text field for the hex.
public struct SettingsColorWell: View {
    public var title: String
    public var color: Binding<Color>
    public var hex: Binding<String>

    public init(title: String, color: Binding<Color>, hex: Binding<String>) {
        self.title = title
        self.color = color
        self.hex = hex
    }

    public var body: some View {
        content
    }

    private var content: AnyView {
        #if !os(tvOS) && !os(watchOS)
        if #available(iOS 17, macOS 14, visionOS 1, *) {
            return AnyView(ColorPicker(title, selection: color, supportsOpacity: true).labelsHidden())
        }
        #endif
        return AnyView(TextField("#RRGGBB", text: hex))
    }

    /// The colour of `#RRGGBB`/`#RRGGBBAA`; clear for anything else.
    nonisolated public static func color(hex: String) -> Color {
        let color = SettingsColor(hex: hex) ?? SettingsColor(red: 0, green: 0, blue: 0, alpha: 0)
        return Color(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque) of a colour, in sRGB; nil before iOS 17/macOS 14.
    nonisolated public static func hex(_ color: Color) -> String? {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return nil }
        let resolved = color.resolve(in: EnvironmentValues())
        return SettingsColor(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                             alpha: Double(resolved.opacity)).hex
    }
}

/// A `DatePicker` for a `date` setting (`date` is bound to the `YYYY-MM-DDTHH:MM:SSZ` text through
/// ``date(iso8601:)`` and ``iso8601(_:)``, in UTC). On tvOS, which has no date picker, a text field for the text.
public struct SettingsDateField: View {
    public var title: String
    public var date: Binding<Date>
    public var text: Binding<String>

    public init(title: String, date: Binding<Date>, text: Binding<String>) {
        self.title = title
        self.date = date
        self.text = text
    }

    public var body: some View {
        content
    }

    private var content: AnyView {
        #if !os(tvOS)
        return AnyView(DatePicker(title, selection: date).labelsHidden())
        #else
        return AnyView(TextField("2026-01-31T09:00:00Z", text: text))
        #endif
    }

    /// The moment of `YYYY-MM-DDTHH:MM:SSZ`; 1970-01-01T00:00:00Z for anything else.
    nonisolated public static func date(iso8601 text: String) -> Date {
        Date(timeIntervalSince1970: TimeInterval(SettingsDate(iso8601: text)?.secondsSince1970 ?? 0))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` of a moment, to the whole second below.
    nonisolated public static func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        return SettingsDate(secondsSince1970: seconds.isFinite && abs(seconds) < 9e15 ? Int64(seconds) : 0).iso8601
    }
}

/// A section's fixed header or footer text.
public struct SettingsSectionText: View {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public var body: some View {
        Text(verbatim: text)
    }
}
#endif
