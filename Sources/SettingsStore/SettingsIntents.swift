public import Foundation
public import SettingsRuntime

/// What the App Intents generated from a schema run (`intents:`, docs/runtime.md "App Intents"). The generated
/// `AppIntent` types (`<Root>+Intents.swift`, `#if canImport(AppIntents)`) are a thin layer: each `perform()` calls
/// one of these functions and turns a thrown ``SettingsIntentError`` into the dialog Siri or Shortcuts shows. All of
/// it runs, and is tested, on Linux.
///
/// Every call loads a fresh store from the persistence the app configured (``SettingsIntents/configure(_:persistence:open:)``),
/// changes one setting through the store's rules and saves, so an intent that runs outside the app (a Shortcuts
/// extension) writes where the app reads, `suite:` included, and never saves edits the app's own store holds for
/// review. The app's store sees the change when it reloads or merges external changes.
@MainActor
public struct SettingsIntentActions<Root: SettingsRoutesDescribed> {
    public let form: SettingsForm<Root>
    /// Where the values live; called once per intent run.
    public let persistence: @MainActor () -> any SettingsPersistence
    /// Shows a route in the app (the "Open settings" intent); nil when the app handles none.
    public let open: (@MainActor (Root.Route) -> Void)?

    public init(form: SettingsForm<Root> = Root.settingsForm, persistence: @escaping @MainActor () -> any SettingsPersistence,
                open: (@MainActor (Root.Route) -> Void)? = nil) {
        self.form = form
        self.persistence = persistence
        self.open = open
    }

    /// Sets the setting `id` to `value` and saves: refused (nothing changes) when the setting is hidden or disabled
    /// now, when `value` is not of its type, outside its range or not one of its cases; a number is moved onto the
    /// setting's step as the store does. Returns the value stored.
    @discardableResult
    public func set(_ value: SettingsValue, settingID id: String) throws -> SettingsIntentResult {
        let (store, setting) = try editable(id)
        try Self.check(value, for: setting)
        guard store.setValue(value, for: setting) != nil else {
            throw SettingsIntentError.wrongType(setting: setting.title, expected: setting.type.description)
        }
        return try save(store, setting)
    }

    /// Turns a `bool` setting on or off (the other way from now) and saves.
    @discardableResult
    public func toggle(settingID id: String) throws -> SettingsIntentResult {
        let (store, setting) = try editable(id)
        guard case .bool(let flag) = store.value(of: setting) else {
            throw SettingsIntentError.wrongType(setting: setting.title, expected: SettingsValueType.bool.description)
        }
        store.setValue(.bool(!flag), for: setting)
        return try save(store, setting)
    }

    /// Sets an enum setting to the case with this title (as the form shows it, compared without regard to case),
    /// or its name; saves.
    @discardableResult
    public func setCase(titled title: String, settingID id: String) throws -> SettingsIntentResult {
        guard let setting = form.setting(id: id) else { throw SettingsIntentError.unknownSetting(id) }
        let wanted = title.lowercased()
        let match = setting.options.first { $0.title.lowercased() == wanted }
            ?? setting.options.first { if case .enumCase(let name) = $0.value { name.lowercased() == wanted } else { false } }
        guard let match else {
            throw SettingsIntentError.unknownCase(setting: setting.title, given: title, cases: setting.options.map(\.title))
        }
        return try set(match.value, settingID: id)
    }

    /// The setting's stored value (what the app reads now).
    public func read(settingID id: String) throws -> SettingsIntentResult {
        guard let setting = form.setting(id: id) else { throw SettingsIntentError.unknownSetting(id) }
        let store = SettingsStore(form: form, loadingFrom: persistence())
        return SettingsIntentResult(setting: setting, value: store.value(of: setting))
    }

    /// Opens `route` in the app through the handler the app configured; returns what it shows (the screens and the
    /// highlighted row, as `SettingsNavigator.open` sets them).
    @discardableResult
    public func open(_ route: Root.Route) throws -> SettingsRouteDestination {
        guard let open else { throw SettingsIntentError.cannotOpen(route.rawValue) }
        open(route)
        return Root.destination(of: route)
    }

    // MARK: The rules

    private func editable(_ id: String) throws -> (SettingsStore<Root>, SettingsFormSetting<Root>) {
        guard let setting = form.setting(id: id) else { throw SettingsIntentError.unknownSetting(id) }
        let store = SettingsStore(form: form, loadingFrom: persistence())
        guard store.isVisible(setting) else { throw SettingsIntentError.hidden(setting: setting.title) }
        guard store.isEnabled(setting) else {
            throw SettingsIntentError.disabled(setting: setting.title, condition: Self.enabledCondition(of: setting, in: form))
        }
        return (store, setting)
    }

    /// The `enabledWhen:` that refuses the setting: its own, else the first of its sections'.
    private static func enabledCondition(of setting: SettingsFormSetting<Root>, in form: SettingsForm<Root>) -> String? {
        if let own = setting.enabledWhen { return own.description }
        // The setting's sections are those whose id starts its id; the innermost condition is the most specific.
        var best: SettingsCondition?
        for section in form.allSections where setting.id.hasPrefix(section.id + ".") {
            if let condition = section.enabledWhen { best = condition }
        }
        return best?.description
    }

    private static func check(_ value: SettingsValue, for setting: SettingsFormSetting<Root>) throws {
        if case .enumCase = value, !setting.options.contains(where: { $0.value == value }) {
            throw SettingsIntentError.unknownCase(setting: setting.title, given: value.displayText, cases: setting.options.map(\.title))
        }
        if let range = setting.range, let number = value.numberValue {
            let below = range.lowerBound?.numberValue.map { number < $0 } ?? false
            let above = range.upperBound?.numberValue.map { number > $0 } ?? false
            if below || above {
                throw SettingsIntentError.outOfRange(setting: setting.title, value: setting.displayText(value), range: range.displayText)
            }
        }
        if let problem = setting.problem(with: value) { throw SettingsIntentError.invalid(setting: setting.title, problem: problem) }
    }

    private func save(_ store: SettingsStore<Root>, _ setting: SettingsFormSetting<Root>) throws -> SettingsIntentResult {
        do {
            try store.save()
        } catch {
            throw SettingsIntentError.notSaved(setting: setting.title, reason: "\(error)")
        }
        return SettingsIntentResult(setting: setting, value: store.value(of: setting))
    }
}

/// A setting's value after an intent ran: what Siri says and Shortcuts passes on.
public struct SettingsIntentResult: Hashable, Sendable {
    /// The setting's id (`smoothing.windowSize`) and title.
    public var settingID: String
    public var title: String
    public var value: SettingsValue
    /// The value as the form shows it (`Moving average`, `on`, `0.5 s`).
    public var displayText: String

    public init<Root>(setting: SettingsFormSetting<Root>, value: SettingsValue) {
        self.settingID = setting.id
        self.title = setting.title
        self.value = value
        self.displayText = setting.displayText(value)
    }

    /// `Window size is 7.`
    public var dialog: String { "\(title) is \(displayText)." }
}

/// Why an intent changed nothing; `description` is the message Siri and Shortcuts show.
public enum SettingsIntentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app did not call ``SettingsIntents/configure(_:persistence:open:)`` for the model.
    case notConfigured(model: String)
    case unknownSetting(String)
    /// Its `visibleWhen:` (or a section's) does not hold now, or it is not shown on this platform.
    case hidden(setting: String)
    /// Its `enabledWhen:` (or a section's) does not hold now.
    case disabled(setting: String, condition: String?)
    case outOfRange(setting: String, value: String, range: String)
    case unknownCase(setting: String, given: String, cases: [String])
    case wrongType(setting: String, expected: String)
    /// The value breaks the setting's string or list rules.
    case invalid(setting: String, problem: String)
    case notSaved(setting: String, reason: String)
    /// The app configured no way to open a screen.
    case cannotOpen(String)

    public var description: String {
        switch self {
        case .notConfigured(let model):
            "The app has not configured its settings for intents (SettingsIntents.configure(\(model).self, ...))."
        case .unknownSetting(let id): "There is no setting '\(id)'."
        case .hidden(let setting): "\(setting) cannot be changed now: it is not shown."
        case .disabled(let setting, let condition?): "\(setting) cannot be changed now: it is enabled only when \(condition)."
        case .disabled(let setting, nil): "\(setting) cannot be changed now."
        case .outOfRange(let setting, let value, let range): "\(setting) must be in \(range); \(value) is not."
        case .unknownCase(let setting, let given, let cases):
            "\(setting) has no choice '\(given)'; the choices are \(cases.joined(separator: ", "))."
        case .wrongType(let setting, let expected): "\(setting) takes \(expected)."
        case .invalid(let setting, let problem): "\(setting): \(problem)"
        case .notSaved(let setting, let reason): "\(setting) was not saved: \(reason)"
        case .cannotOpen(let route): "The app cannot open the settings of '\(route)'."
        }
    }
}

/// Siri, Shortcuts and Spotlight show an intent's error by its `localizedDescription`.
extension SettingsIntentError: LocalizedError {
    public var errorDescription: String? { description }
}

/// The intents' configuration per generated model: where its values live and how the app opens a route. An app
/// configures it once at launch (and an App Intents extension in its `init`), before any intent runs:
///
/// ```swift
/// SettingsIntents.configure(PlaybackSettings.self,
///     persistence: { SettingsRoutedPersistence.userDefaults(for: PlaybackSettings.self, key: "playback", iCloud: nil) },
///     open: { route in navigator.open(route, in: PlaybackSettings.self) })
/// ```
@MainActor
public enum SettingsIntents {
    private static var configurations: [ObjectIdentifier: Any] = [:]

    public static func configure<Root: SettingsRoutesDescribed>(
        _ root: Root.Type, persistence: @escaping @MainActor () -> any SettingsPersistence,
        open: (@MainActor (Root.Route) -> Void)? = nil
    ) {
        configurations[ObjectIdentifier(root)] = SettingsIntentActions<Root>(persistence: persistence, open: open)
    }

    /// Forgets the configuration of `root` (tests).
    public static func removeConfiguration<Root: SettingsRoutesDescribed>(of root: Root.Type) {
        configurations[ObjectIdentifier(root)] = nil
    }

    /// Runs `body` on the main actor with the actions of `root`'s intents: what a generated intent's `perform()`
    /// calls (from any isolation; the result is `Sendable`).
    public nonisolated static func run<Root: SettingsRoutesDescribed, Result: Sendable>(
        _ root: Root.Type, _ body: @escaping @MainActor @Sendable (SettingsIntentActions<Root>) throws -> Result
    ) async throws -> Result {
        try await MainActor.run { try body(actions(for: root)) }
    }

    /// The actions of `root`'s intents; throws ``SettingsIntentError/notConfigured(model:)`` before `configure`.
    public static func actions<Root: SettingsRoutesDescribed>(for root: Root.Type) throws -> SettingsIntentActions<Root> {
        guard let actions = configurations[ObjectIdentifier(root)] as? SettingsIntentActions<Root> else {
            throw SettingsIntentError.notConfigured(model: String(describing: root))
        }
        return actions
    }
}

extension SettingsValue {
    /// A number as a `Double`, for comparing with a range whatever its bounds' kind.
    fileprivate var numberValue: Double? {
        switch self {
        case .int(let number): Double(number)
        case .float(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}
