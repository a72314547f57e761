public import SettingsCompiler
import SettingsRuntime

/// App Intents for the settings a schema marks (`intents: true` on a setting, or on a section for its settings and
/// its subsections'; issue 33): `<Root>+Intents.swift`, inside `#if canImport(AppIntents)`, so the same file builds
/// on every platform. For each marked setting of a type an intent can take (bool, int, float, double, string, a
/// non-optional enum):
///
/// - `<Root>Intents.Set<Route>`: sets the value (a `Bool`, `Int`, `Double` or `String` parameter, an `Int`'s or
///   `Double`'s closed range as `inclusiveRange:`, the unit in the parameter's title; an enum is the model's own
///   enum, made an `AppEnum` with its case titles); `Toggle<Route>` for a bool; `Get<Route>` reads it;
/// - `<Root>Intents.OpenSettings`: opens a screen, its parameter an `AppEnum` of the sections' routes and the marked
///   settings' (`<Root>Intents.Destination`);
/// - `<Root>Shortcuts`, an `AppShortcutsProvider`: "Open settings" and nine marked settings (App Shortcuts allows
///   ten an app): first those with `intentPhrases:` (their phrases, `{app}` the app's name and `{value}` an enum's
///   case), then the others in screen order, with phrases made from their titles.
///
/// Every `perform()` is one call into SettingsStore's `SettingsIntents` (the Linux-tested core), which refuses a
/// hidden or disabled setting, a value out of range or not a case, and saves through the app's persistence.
/// A schema that marks nothing gets no file.
public struct AppIntentsBackend: Backend {
    public init() {}

    public var name: String { "intents" }
    public var summary: String { "App Intents and App Shortcuts for the settings marked `intents: true`" }

    /// App Shortcuts an app may declare (Apple's limit); one opens the settings, the rest are marked settings.
    public static let maximumShortcuts = 10

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        let marked = Self.markedSettings(schema)
        guard !marked.isEmpty else { return [] }
        var renderer = IntentsRenderer(schema: schema, marked: marked)
        return [RenderedFile(path: "\(schema.rootTypeName)+Intents.swift", bytes: renderer.render())]
    }

    public func nothingToWrite(for schema: SchemaIR) -> String? {
        Self.markedSettings(schema).isEmpty ? "no setting of a type an intent can take is marked `intents: true`" : nil
    }

    /// A marked setting: the section that holds it and the setting.
    struct Marked {
        var section: SectionIR
        var setting: SettingIR
        var routeCase: String { FormNames.routeCase(section, setting) }
        var typeSuffix: String { FormNames.upperFirst(routeCase) }
    }

    /// The settings marked for intents, in screen order (`SettingIR.hasIntents`, resolved by the validator: `intents:`
    /// of the setting, else of the nearest section that says; of a type an intent parameter can hold; not `skip` (no
    /// route) and not deprecated).
    static func markedSettings(_ schema: SchemaIR) -> [Marked] {
        var result: [Marked] = []
        func walk(_ section: SectionIR) {
            for child in section.sections {
                for setting in child.settings where setting.hasIntents { result.append(Marked(section: child, setting: setting)) }
                walk(child)
            }
        }
        walk(schema.root)
        return result
    }

    /// The Swift type of the intent's parameter, nil for a type an intent cannot take (as
    /// `SettingsWindowAndIntentsCheck.carries` says).
    static func parameterType(_ type: ValueType) -> String? {
        switch type {
        case .bool: "Swift.Bool"
        case .int: "Swift.Int"
        case .float, .double: "Swift.Double"
        case .string: "Swift.String"
        case .enumeration(let name): name
        default: nil
        }
    }
}

// MARK: - App Shortcuts

extension AppIntentsBackend {
    /// A phrase of an App Shortcut, in pieces: the one source of both the Swift literal in the generated
    /// `AppShortcutsProvider` and the phrase's key in `AppShortcuts.xcstrings` (`StringCatalogBackend`), so the two
    /// cannot differ. App Shortcuts look a phrase's translations up by its text with each interpolation written
    /// `${name}`: `\(.applicationName)` is `${applicationName}`, the parameter `\(\.$value)` is `${value}`.
    struct ShortcutPhrase: Sendable, Hashable {
        enum Piece: Sendable, Hashable {
            case text(String)
            /// The app's name: `\(.applicationName)`.
            case applicationName
            /// A parameter of the intent, by its property name: `\(\.$value)`.
            case parameter(String)
        }

        var pieces: [Piece]

        /// The Swift string literal, quotes included, every text escaped.
        var swiftLiteral: String {
            var result = "\""
            for piece in pieces {
                switch piece {
                case .text(let words): result += SwiftEscaping.stringLiteral(words).dropFirst().dropLast()
                case .applicationName: result += "\\(.applicationName)"
                case .parameter(let name): result += "\\(\\.$\(name))"
                }
            }
            return result + "\""
        }

        /// The key (and source text) of the phrase in `AppShortcuts.xcstrings`: the phrase as it reads, with
        /// `${applicationName}` and `${value}` where the interpolations are.
        var catalogKey: String {
            var result = ""
            for piece in pieces {
                switch piece {
                case .text(let words): result += words
                case .applicationName: result += "${applicationName}"
                case .parameter(let name): result += "${\(name)}"
                }
            }
            return result
        }

        /// A phrase of `intentPhrases:`: `{app}` the app's name, `{value}` the `Set` intent's parameter (the
        /// validator allows `{value}` on an enum setting only and refuses other placeholders; were one to reach
        /// here, it stays text).
        init(written text: String) {
            pieces = SettingsWindowAndIntentsCheck.pieces(text).map { piece in
                switch piece {
                case .text(let words): .text(words)
                case .app: .applicationName
                case .value: .parameter("value")
                case .unknown(let name): .text("{\(name)}")
                }
            }
        }

        init(_ pieces: [Piece]) {
            self.pieces = pieces
        }
    }

    /// One App Shortcut of the provider.
    struct Shortcut: Sendable {
        /// The intent's type in `<Root>Intents` (`OpenSettings`, `SetSmoothingMode`).
        var intent: String
        var phrases: [ShortcutPhrase]
        /// The short title's derived key in the schema's table, and its text.
        var shortTitleKey: String
        var shortTitle: String
        var icon: String
        /// What the shortcut does, for the translators' comment (`set Mode (smoothing.mode)`).
        var purpose: String
        /// What `${value}` stands for, when a phrase has it (`the chosen Mode`).
        var parameterMeaning: String?
    }

    /// The App Shortcuts of a schema: "Open settings", then nine marked settings (App Shortcuts allows ten an app):
    /// those that write `intentPhrases:` first, then the others, in screen order, with phrases from their titles.
    /// None when no setting is marked (no intents file, no provider).
    static func shortcuts(_ schema: SchemaIR) -> [Shortcut] {
        let marked = markedSettings(schema)
        return marked.isEmpty ? [] : shortcuts(schema, marked: marked)
    }

    static func shortcuts(_ schema: SchemaIR, marked: [Marked]) -> [Shortcut] {
        typealias Piece = ShortcutPhrase.Piece
        let app = Piece.applicationName
        var result = [Shortcut(
            intent: "OpenSettings",
            phrases: [
                ShortcutPhrase([.text("Open \(schema.title) settings in "), app]),
                ShortcutPhrase([.text("Show "), app, .text(" settings")]),
            ],
            shortTitleKey: IntentTexts.rootKey("shortcut"), shortTitle: IntentTexts.shortcut(schema), icon: "gear",
            purpose: "open the \(schema.title) settings", parameterMeaning: nil)]
        let chosen = (marked.filter { !$0.setting.intentPhrases.isEmpty } + marked.filter { $0.setting.intentPhrases.isEmpty })
            .prefix(maximumShortcuts - 1)
        for entry in chosen {
            let setting = entry.setting
            let title = setting.title
            let phrases: [ShortcutPhrase]
            if !setting.intentPhrases.isEmpty {
                phrases = setting.intentPhrases.map { ShortcutPhrase(written: $0) }
            } else if case .enumeration = setting.type {
                phrases = [
                    ShortcutPhrase([.text("Set \(title) to "), .parameter("value"), .text(" in "), app]),
                    ShortcutPhrase([.text("Set "), app, .text(" \(title)")]),
                ]
            } else if setting.type == .bool {
                phrases = [
                    ShortcutPhrase([.text("Toggle \(title) in "), app]),
                    ShortcutPhrase([.text("Turn \(title) on or off in "), app]),
                ]
            } else {
                phrases = [
                    ShortcutPhrase([.text("Set \(title) in "), app]),
                    ShortcutPhrase([.text("Change "), app, .text(" \(title)")]),
                ]
            }
            let isToggle = setting.type == .bool
            var meaning: String?
            if case .enumeration = setting.type { meaning = "the chosen \(title)" }
            result.append(Shortcut(
                intent: (isToggle ? "Toggle" : "Set") + entry.typeSuffix,
                phrases: phrases,
                shortTitleKey: IntentTexts.key(entry.section, setting, "title"), shortTitle: title,
                icon: setting.icon ?? entry.section.icon ?? "gear",
                purpose: (isToggle ? "turn \(title) on or off" : "set \(title)") + " (\(setting.id))",
                parameterMeaning: meaning))
        }
        return result
    }
}

extension FormNames {
    static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}

/// Owns its printer, so it is noncopyable like the printer (`CodePrinter`).
private struct IntentsRenderer: ~Copyable {
    let schema: SchemaIR
    let marked: [AppIntentsBackend.Marked]
    var printer = CodePrinter()

    init(schema: SchemaIR, marked: [AppIntentsBackend.Marked]) {
        self.schema = schema
        self.marked = marked
    }

    var root: String { schema.rootTypeName }
    var namespace: String { root + "Intents" }

    mutating func render() -> [UInt8] {
        printer.lines(GeneratedHeader.lines(for: schema, commentPrefix: "//"))
        printer.line("// swiftlint:disable all")
        printer.line()
        printer.line("#if canImport(AppIntents)")
        printer.line("import AppIntents")
        printer.line("import Foundation")
        printer.line("import SettingsRuntime")
        printer.line("import SettingsStore")
        for module in schema.imports { printer.line("import \(module)") }
        printer.line()
        printer.lines(SwiftEscaping.docComment("""
            The App Intents of \(root)'s settings marked `intents: true`. Each runs through SettingsStore's \
            `SettingsIntents`: call `SettingsIntents.configure(\(root).self, persistence:open:)` at launch (and in an \
            App Intents extension) before any intent runs.
            """))
        printer.open("public enum \(namespace) {")
        for entry in marked {
            printer.line()
            setIntent(entry)
            if entry.setting.type == .bool {
                printer.line()
                toggleIntent(entry)
            }
            printer.line()
            getIntent(entry)
        }
        printer.line()
        destination()
        printer.line()
        openIntent()
        printer.close()
        enumConformances()
        printer.line()
        shortcuts()
        printer.line("#endif")
        return printer.bytes
    }

    // MARK: Names and texts

    func literal(_ text: String) -> String { SwiftEscaping.stringLiteral(text) }

    /// The inside of a string literal of `text` (to write beside an interpolation such as `\(.applicationName)`).
    func inner(_ text: String) -> String { String(literal(text).dropFirst().dropLast()) }

    /// A text of the intents: a literal, or with `localization:` a `LocalizedStringResource` of its key in the
    /// schema's table (`IntentTexts`, keys derived by the validator), the text its default value.
    func text(_ derivedKey: String, _ source: String) -> String {
        guard let localization = schema.localization else { return literal(source) }
        return "Foundation.LocalizedStringResource(\(literal(localization.key(for: derivedKey))), defaultValue: \(literal(source)), table: \(literal(localization.table)))"
    }

    /// A setting's title, under its key.
    func title(_ entry: AppIntentsBackend.Marked) -> String {
        text(IntentTexts.key(entry.section, entry.setting, "title"), entry.setting.title)
    }

    func parameterTitle(_ entry: AppIntentsBackend.Marked) -> String {
        entry.setting.unit == nil ? title(entry) : text(IntentTexts.key(entry.section, entry.setting, "intentParameter"), IntentTexts.parameter(entry.setting))
    }

    func valueType(_ setting: SettingIR) -> String {
        let type = AppIntentsBackend.parameterType(setting.type) ?? "Swift.String"
        if case .enumeration = setting.type { return "\(root).\(type)" }
        return type
    }

    /// The runtime value of the intent's `value` parameter.
    func settingsValue(_ setting: SettingIR, _ name: String) -> String {
        switch setting.type {
        case .bool: ".bool(\(name))"
        case .int: ".int(\(name))"
        case .float: ".float(Swift.Float(\(name)))"
        case .double: ".double(\(name))"
        case .enumeration: "\(name).settingsValue"
        default: ".string(\(name))"
        }
    }

    /// `inclusiveRange: (2, 30)` for a closed range of an int or a number.
    func inclusiveRange(_ setting: SettingIR) -> String? {
        guard let range = setting.range, let lower = range.lowerBound, let upper = range.upperBound else { return nil }
        func number(_ value: Value) -> String? {
            switch value.settingsValue(as: setting.type) {
            case .int(let number): setting.type == .int ? String(number) : String(Double(number))
            case .float(let number): String(describing: number)
            case .double(let number): String(describing: number)
            default: nil
            }
        }
        guard let low = number(lower), let high = number(upper) else { return nil }
        return "inclusiveRange: (\(low), \(high))"
    }

    // MARK: Intents

    mutating func setIntent(_ entry: AppIntentsBackend.Marked) {
        let setting = entry.setting
        let type = valueType(setting)
        printer.lines(SwiftEscaping.docComment("Sets \(setting.title) (`\(setting.id)`)."))
        printer.open("public struct Set\(entry.typeSuffix): AppIntents.AppIntent {")
        let category = text(SettingsFormLocalization.sectionKey(entry.section.path.joined(separator: "."), "title"), entry.section.title)
        printer.line("public static var title: Foundation.LocalizedStringResource { \(text(IntentTexts.key(entry.section, setting, "intentSet"), IntentTexts.set(setting))) }")
        printer.line("public static var description: AppIntents.IntentDescription { AppIntents.IntentDescription(\(text(IntentTexts.key(entry.section, setting, "intentDescription"), IntentTexts.description(setting, in: schema))), categoryName: \(category)) }")
        let arguments = ["title: \(parameterTitle(entry))"] + (inclusiveRange(setting).map { [$0] } ?? [])
        printer.line("@Parameter(\(arguments.joined(separator: ", ")))")
        printer.line("public var value: \(type)")
        printer.line()
        printer.line("public init() {}")
        printer.line()
        printer.open("public init(value: \(type)) {")
        printer.line("self.value = value")
        printer.close()
        printer.line()
        printer.line("public static var parameterSummary: some AppIntents.ParameterSummary { Summary(\"Set \(inner(setting.title)) to \\(\\.$value)\") }")
        printer.line()
                printer.open("public func perform() async throws -> some AppIntents.IntentResult & AppIntents.ReturnsValue<\(type)> & AppIntents.ProvidesDialog {")
        printer.line("let input = self.value")
        printer.line("let result = try await SettingsIntents.run(\(root).self) { try $0.set(\(settingsValue(setting, "input")), settingID: \(literal(setting.id))) }")
        bindResult(setting)
        printer.line("return .result(value: value, dialog: AppIntents.IntentDialog(stringLiteral: result.dialog))")
        printer.close()
        printer.close()
    }

    mutating func toggleIntent(_ entry: AppIntentsBackend.Marked) {
        let setting = entry.setting
        printer.lines(SwiftEscaping.docComment("Turns \(setting.title) (`\(setting.id)`) on or off, the other way from now."))
        printer.open("public struct Toggle\(entry.typeSuffix): AppIntents.AppIntent {")
        printer.line("public static var title: Foundation.LocalizedStringResource { \(text(IntentTexts.key(entry.section, setting, "intentToggle"), IntentTexts.toggle(setting))) }")
        printer.line()
        printer.line("public init() {}")
        printer.line()
                printer.open("public func perform() async throws -> some AppIntents.IntentResult & AppIntents.ReturnsValue<Swift.Bool> & AppIntents.ProvidesDialog {")
        printer.line("let result = try await SettingsIntents.run(\(root).self) { try $0.toggle(settingID: \(literal(setting.id))) }")
        printer.line("return .result(value: result.value == .bool(true), dialog: AppIntents.IntentDialog(stringLiteral: result.dialog))")
        printer.close()
        printer.close()
    }

    mutating func getIntent(_ entry: AppIntentsBackend.Marked) {
        let setting = entry.setting
        let type = valueType(setting)
        printer.lines(SwiftEscaping.docComment("Reads \(setting.title) (`\(setting.id)`)."))
        printer.open("public struct Get\(entry.typeSuffix): AppIntents.AppIntent {")
        printer.line("public static var title: Foundation.LocalizedStringResource { \(text(IntentTexts.key(entry.section, setting, "intentGet"), IntentTexts.get(setting))) }")
        printer.line()
        printer.line("public init() {}")
        printer.line()
                printer.open("public func perform() async throws -> some AppIntents.IntentResult & AppIntents.ReturnsValue<\(type)> & AppIntents.ProvidesDialog {")
        printer.line("let result = try await SettingsIntents.run(\(root).self) { try $0.read(settingID: \(literal(setting.id))) }")
        bindResult(setting)
        printer.line("return .result(value: value, dialog: AppIntents.IntentDialog(stringLiteral: result.dialog))")
        printer.close()
        printer.close()
    }

    /// Binds `value` to the typed value of `result.value` (a `SettingsIntentResult`); the store holds the setting's
    /// type, so the `else` is reached only by a bug, and says so rather than guess.
    mutating func bindResult(_ setting: SettingIR) {
        let (pattern, conversion): (String, String) = switch setting.type {
        case .bool: ("case .bool(let value) = result.value", "")
        case .int: ("case .int(let value) = result.value", "")
        // The Float's shortest text, so 0.3 is 0.3 and not 0.30000001192092896.
        case .float: ("case .float(let number) = result.value", "let value = Swift.Double(Swift.String(describing: number)) ?? Swift.Double(number)")
        case .double: ("case .double(let value) = result.value", "")
        case .enumeration: ("case .enumCase(let name) = result.value, let value = \(valueType(setting))(rawValue: name)", "")
        default: ("case .string(let value) = result.value", "")
        }
        printer.open("guard \(pattern) else {")
        printer.line("throw SettingsIntentError.wrongType(setting: result.title, expected: \(literal(setting.type.description)))")
        printer.close()
        if !conversion.isEmpty { printer.line(conversion) }
    }

    // MARK: Opening the settings

    /// The screens the "Open settings" intent can open: every section, and every marked setting, each with its
    /// title as a literal or a localized resource.
    var destinations: [(caseName: String, id: String, title: String)] {
        IntentTexts.destinations(schema).map { section, setting, title in
            if let setting {
                return (FormNames.routeCase(section, setting), setting.id, text(IntentTexts.key(section, setting, "intentDestination"), title))
            }
            return (FormNames.routeCase(section), section.id, text(IntentTexts.destinationKey(section), title))
        }
    }

    /// A `DisplayRepresentation` of a title (a literal is one, a resource is wrapped).
    func display(_ title: String) -> String {
        schema.localization == nil ? title : "AppIntents.DisplayRepresentation(title: \(title))"
    }

    /// A `TypeDisplayRepresentation` of a name.
    func typeDisplay(_ name: String) -> String {
        schema.localization == nil ? name : "AppIntents.TypeDisplayRepresentation(name: \(name))"
    }

    mutating func destination() {
        let destinations = self.destinations
        printer.lines(SwiftEscaping.docComment("A screen of the settings, for the \"Open settings\" intent: each section, and each setting marked `intents: true`."))
        printer.open("public enum Destination: Swift.String, AppIntents.AppEnum {")
        for entry in destinations {
            printer.line("case \(SwiftNames.escaped(entry.caseName)) = \(literal(entry.id))")
        }
        printer.line()
        printer.line("public static var typeDisplayRepresentation: AppIntents.TypeDisplayRepresentation { \(typeDisplay(text(IntentTexts.rootKey("screenType"), IntentTexts.screenType(schema)))) }")
        printer.open("public static var caseDisplayRepresentations: [Self: AppIntents.DisplayRepresentation] {")
        printer.open("[")
        for entry in destinations { printer.line(".\(SwiftNames.escaped(entry.caseName)): \(display(entry.title)),") }
        printer.close("]")
        printer.close()
        printer.close()
    }

    mutating func openIntent() {
        printer.lines(SwiftEscaping.docComment("Opens the app's settings at a screen, its row highlighted."))
        printer.open("public struct OpenSettings: AppIntents.AppIntent {")
        printer.line("public static var title: Foundation.LocalizedStringResource { \(text(IntentTexts.rootKey("openSettings"), IntentTexts.openSettings(schema))) }")
        printer.line("public static var openAppWhenRun: Swift.Bool { true }")
        printer.line("@Parameter(title: \(text(IntentTexts.rootKey("screen"), IntentTexts.screen)))")
        printer.line("public var destination: Destination")
        printer.line()
        printer.line("public init() {}")
        printer.line()
        printer.open("public init(destination: Destination) {")
        printer.line("self.destination = destination")
        printer.close()
        printer.line()
                printer.open("public func perform() async throws -> some AppIntents.IntentResult {")
        // A destination's raw value is its route's (no member of its own, which a case could be named like).
        printer.open("guard let route = \(root).Route(rawValue: destination.rawValue) else {")
        printer.line("throw SettingsIntentError.cannotOpen(destination.rawValue)")
        printer.close()
        printer.line("_ = try await SettingsIntents.run(\(root).self) { try $0.open(route) }")
        printer.line("return .result()")
        printer.close()
        printer.close()
    }

    /// The model's enums that marked settings use become `AppEnum`s, with their case titles.
    mutating func enumConformances() {
        var seen: Set<String> = []
        let enums = Dictionary(schema.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in marked {
            guard case .enumeration(let name) = entry.setting.type, seen.insert(name).inserted, let declaration = enums[name] else { continue }
            printer.line()
            printer.open("extension \(root).\(name): AppIntents.AppEnum {")
            printer.line("public static var typeDisplayRepresentation: AppIntents.TypeDisplayRepresentation { \(literal(name)) }")
            printer.open("public static var caseDisplayRepresentations: [Self: AppIntents.DisplayRepresentation] {")
            printer.open("[")
            for enumCase in declaration.cases {
                printer.line(".\(SwiftNames.escaped(enumCase.name)): \(display(text(SettingsFormLocalization.caseKey(name, enumCase.name), enumCase.title))),")
            }
            printer.close("]")
            printer.close()
            printer.close()
        }
    }

    /// The App Shortcuts: "Open settings" and the first marked settings, up to Apple's limit of ten
    /// (`AppIntentsBackend.shortcuts`, which the App Shortcuts catalog is made from too).
    mutating func shortcuts() {
        printer.lines(SwiftEscaping.docComment("""
            App Shortcuts for \(root): opening the settings and the first \(AppIntentsBackend.maximumShortcuts - 1) \
            settings marked `intents: true`, with phrases from their titles. An app has one `AppShortcutsProvider`.
            """))
        printer.open("public struct \(root)Shortcuts: AppIntents.AppShortcutsProvider {")
        printer.open("public static var appShortcuts: [AppIntents.AppShortcut] {")
        for shortcut in AppIntentsBackend.shortcuts(schema, marked: marked) {
            printer.open("AppIntents.AppShortcut(")
            printer.line("intent: \(namespace).\(shortcut.intent)(),")
            printer.line("phrases: [\(shortcut.phrases.map(\.swiftLiteral).joined(separator: ", "))],")
            printer.line("shortTitle: \(text(shortcut.shortTitleKey, shortcut.shortTitle)),")
            printer.line("systemImageName: \(literal(shortcut.icon))")
            printer.close(")")
        }
        printer.close()
        printer.close()
    }
}
