import Foundation
public import SettingsRuntime

/// Where a setting's current value comes from, lowest first: the resolution order of docs/runtime.md,
/// "Where a value comes from". A later source wins over every earlier one.
public enum SettingsValueSource: Hashable, Sendable, CustomStringConvertible {
    /// The schema's `default:`.
    case schemaDefault
    /// The default of the build configuration this build is (`default: {debug: ..., release: ...}`).
    case configuration(String)
    /// A value a preset set (`store.apply(.staging)`), not changed since: applied as an edit of the person's
    /// values, so it ranks with them.
    case preset(String)
    /// The remote source's value (``SettingsStore/applyRemote(_:)``).
    case remote
    /// A local override (``SettingsStore/setOverride(_:for:)``): kept apart from the person's values.
    case localOverride
    /// The person's own value (explicitly set, saved or pending).
    case user

    /// The short text of a badge: `Default`, `debug`, `Preset: Staging`, `Remote`, `Override`, `Set`.
    public var badge: String {
        switch self {
        case .schemaDefault: "Default"
        case .configuration(let name): name
        case .preset(let name): "Preset: \(name)"
        case .remote: "Remote"
        case .localOverride: "Override"
        case .user: "Set"
        }
    }

    public var description: String {
        switch self {
        case .schemaDefault: "schema default"
        case .configuration(let name): "\(name) default"
        case .preset(let name): "preset \(name)"
        case .remote: "remote"
        case .localOverride: "local override"
        case .user: "user value"
        }
    }
}

/// The layers below the person's values that the store holds: the remote values (after the settings' rules) and
/// the local overrides, by form id. A setting the person has not set holds the value of its highest layer.
struct SettingsLayerState {
    var remote: [String: SettingsValue] = [:]
    var overrides: [String: SettingsValue] = [:]
    /// Where the overrides are kept (apart from the person's values), if anywhere.
    var overridesPersistence: (any SettingsPersistence)?
    /// The value of each setting whose base is not its default, as last resolved.
    var bases: [String: SettingsValue] = [:]
    /// What the last remote refresh changed in the value the app sees, for the review.
    var remoteChanges: [SettingsChange] = []
}

extension SettingsStore {
    // MARK: Resolution

    /// The value a setting has when the person has not set it: its local override, else its remote value, else its
    /// default (the build configuration's, where the default differs by configuration). What "reset" goes back to.
    public func baseValue(of setting: SettingsFormSetting<Root>) -> SettingsValue {
        layers.overrides[setting.id] ?? layers.remote[setting.id] ?? setting.defaultValue
    }

    /// Where the current value of `setting` comes from (see ``SettingsValueSource``).
    public func source(of setting: SettingsFormSetting<Root>) -> SettingsValueSource {
        let value = current
        if explicitness.isChosen(setting, in: value, initial: initial) {
            if let origin = presetState.origins[setting.id], setting.value(in: value) == origin.value,
               setting.value(in: initial) != origin.value {
                return .preset(origin.preset)
            }
            return .user
        }
        if layers.overrides[setting.id] != nil { return .localOverride }
        if layers.remote[setting.id] != nil { return .remote }
        if let configuration = setting.defaultConfiguration { return .configuration(configuration) }
        return .schemaDefault
    }

    /// Where the current value of the setting at `keyPath` comes from: `store.source(of: \.network.baseURL)`.
    /// `.schemaDefault` for a key path the form does not describe.
    public func source<Value>(of keyPath: KeyPath<Root, Value>) -> SettingsValueSource {
        guard let setting = form.setting(for: keyPath) else { return .schemaDefault }
        return source(of: setting)
    }

    /// The settings a remote source may set (`remote:` in the schema), in form order.
    public var remoteSettings: [SettingsFormSetting<Root>] {
        form.allSettings.filter { $0.remoteKey != nil }
    }

    /// Puts the base value (``baseValue(of:)``) into every setting the person has not set, in both the saved and the
    /// current value (it is not an edit: it is not in ``changes`` and never saved as the person's). Returns what
    /// changed in the current value. Called after loading, saving and every change of a layer.
    @discardableResult
    func resolveLayers() -> [SettingsChange] {
        let before = current
        var bases: [String: SettingsValue] = [:]
        for (id, value) in layers.remote { bases[id] = value }
        for (id, value) in layers.overrides { bases[id] = value }
        var saved = initial
        var edited = current
        var touched = false
        let stored = explicitness.stored
        let resets = explicitness.resets
        for setting in form.allSettings {
            let id = setting.id
            let base = bases[id] ?? setting.defaultValue
            let editedValue = setting.value(in: edited)
            if resets.contains(id) {
                // Reset since the last load or save: follows the layers (what is saved stays until the save).
                if editedValue != base { setting.setValue(base, in: &edited); touched = true }
                continue
            }
            // The person's saved value wins over every layer.
            if stored.contains(id) { continue }
            // Not stored: the saved value is what the layers (or the schema) gave, unless the store was made with a
            // value of its own (then it is the person's, as `SettingsExplicitness.isChosen` says).
            let savedValue = setting.value(in: saved)
            let previous = layers.bases[id] ?? setting.defaultValue
            guard savedValue == previous || savedValue == setting.defaultValue else { continue }
            if savedValue != base { setting.setValue(base, in: &saved); touched = true }
            // A pending edit stays (the change review compares it with the new base).
            if editedValue == savedValue, editedValue != base { setting.setValue(base, in: &edited); touched = true }
        }
        explicitness.bases = bases
        layers.bases = bases
        guard touched else { return [] }
        initial = saved
        replaceCurrent(edited)
        return changes(from: before, to: edited)
    }

    // MARK: Remote values

    /// Applies the values of a remote payload as the remote layer, replacing the previous one: each value of a
    /// remote setting goes through the setting's rules (a wrong type, an enum case the schema lacks, a string or
    /// list breaking its rules is not used; a number out of range or off its step is moved), and every setting the
    /// person has not set or overridden takes it. Keys no remote setting has are ignored. Everything is reported;
    /// nothing throws and nothing the person set is changed.
    @discardableResult
    public func applyRemote(_ payload: SettingsRemotePayload) -> SettingsRemoteReport {
        var report = SettingsRemoteReport()
        var remote: [String: SettingsValue] = [:]
        var known: Set<String> = []
        var scratch = Root()
        for setting in remoteSettings {
            guard let key = setting.remoteKey else { continue }
            known.insert(key)
            guard let sent = payload.values[key] else {
                report.missing.append(setting.id)
                continue
            }
            guard let value = sent.settingsValue(for: setting.type) else {
                report.rejected.append(.init(key: key, setting: setting.id, reason: "\(sent.kindDescription) is not a value of type \(setting.type); the setting falls back"))
                continue
            }
            guard let stored = setting.setValue(value, in: &scratch) else {
                report.rejected.append(.init(key: key, setting: setting.id, reason: "'\(Self.short(setting.displayText(value)))' is not a value of type \(setting.type); the setting falls back"))
                continue
            }
            if let problem = setting.problem(with: stored) {
                report.rejected.append(.init(key: key, setting: setting.id, reason: "\(problem); the setting falls back"))
                continue
            }
            if stored != value {
                report.adjusted.append(.init(key: key, setting: setting.id, reason: "\(Self.short(setting.displayText(value))) was moved to \(setting.displayText(stored)) (range and step)"))
            }
            remote[setting.id] = stored
            report.applied.append(setting.id)
        }
        report.unknownKeys = payload.values.keys.filter { !known.contains($0) }.sorted()
        layers.remote = remote
        report.changes = resolveLayers()
        layers.remoteChanges = report.changes
        return report
    }

    /// Fetches the source's values and applies them (``applyRemote(_:)``). Throws, changing nothing, when the source
    /// throws (a network error, a document that is not a JSON object or is too large).
    @discardableResult
    public func refreshRemote(from source: some SettingsRemoteSource) async throws -> SettingsRemoteReport {
        let payload = try await source.fetchValues()
        return applyRemote(payload)
    }

    /// The remote layer's value of a setting, or nil when the last payload had no usable value for it.
    public func remoteValue(of setting: SettingsFormSetting<Root>) -> SettingsValue? {
        layers.remote[setting.id]
    }

    /// Forgets every remote value (as if the remote source had none): settings follow their defaults again.
    @discardableResult
    public func clearRemote() -> [SettingsChange] {
        layers.remote = [:]
        return resolveLayers()
    }

    /// What the last remote refresh (``applyRemote(_:)``) changed in the value the app sees, in form order: not edits
    /// (nothing to save or discard), listed by the review screen as coming from the remote source.
    public var remoteRefreshChanges: [SettingsChange] { layers.remoteChanges }

    /// Where a pending change comes from, for the review screen: `"From preset staging"` while the change is still
    /// the value a preset set (``apply(_:)``); nil for an edit of the person's.
    public func originLabel(of change: SettingsChange) -> String? {
        guard let origin = presetState.origins[change.id], let setting = form.setting(id: change.id),
              setting.value(in: current) == origin.value else { return nil }
        return "From preset \(origin.preset)"
    }

    // MARK: Local overrides

    /// The local overrides by setting id: kept apart from the person's values (never in the settings document, never
    /// exported), above the remote values, below what the person sets. Survive remote refreshes.
    public var localOverrides: [String: SettingsValue] { layers.overrides }

    /// Keeps local overrides in `persistence` (apart from the settings document) and loads the ones it holds; an
    /// override of a setting the schema no longer has, or of the wrong type, is dropped and reported.
    @discardableResult
    public func keepOverrides(in persistence: any SettingsPersistence) -> [SettingsRemoteReport.Entry] {
        layers.overridesPersistence = persistence
        var dropped: [SettingsRemoteReport.Entry] = []
        var overrides: [String: SettingsValue] = [:]
        if let data = try? persistence.read(), let payload = try? SettingsRemotePayload(json: data) {
            var scratch = Root()
            for (id, sent) in payload.values.sorted(by: { $0.key < $1.key }) {
                guard let setting = form.setting(id: id) else {
                    dropped.append(.init(key: id, setting: nil, reason: "no such setting"))
                    continue
                }
                guard let value = sent.settingsValue(for: setting.type), let stored = setting.setValue(value, in: &scratch),
                      setting.problem(with: stored) == nil else {
                    dropped.append(.init(key: id, setting: id, reason: "not a value of type \(setting.type)"))
                    continue
                }
                overrides[id] = stored
            }
        }
        layers.overrides = overrides
        resolveLayers()
        return dropped
    }

    /// Overrides a setting locally (a debug menu's "force this flag"): the value, normalized by the setting's rules,
    /// is used while the person has not set the setting, whatever the remote source sends. Returns the value kept, or
    /// nil when `value` is not of the setting's type or breaks its rules (nothing changes).
    @discardableResult
    public func setOverride(_ value: SettingsValue, for setting: SettingsFormSetting<Root>) -> SettingsValue? {
        var scratch = Root()
        guard let stored = setting.setValue(value, in: &scratch), setting.problem(with: stored) == nil else { return nil }
        layers.overrides[setting.id] = stored
        resolveLayers()
        saveOverrides()
        return stored
    }

    /// Overrides the setting at a key path of the model (nothing for a key path the form does not describe).
    @discardableResult
    public func setOverride<Value: SettingsValueConvertible>(_ keyPath: WritableKeyPath<Root, Value>, to value: Value) -> SettingsValue? {
        guard let setting = form.setting(for: keyPath) else { return nil }
        return setOverride(value.settingsValue, for: setting)
    }

    /// Removes the local override of a setting: it follows the remote value or its default again.
    public func clearOverride(_ setting: SettingsFormSetting<Root>) {
        guard layers.overrides.removeValue(forKey: setting.id) != nil else { return }
        resolveLayers()
        saveOverrides()
    }

    /// Removes every local override at once.
    public func clearAllOverrides() {
        guard !layers.overrides.isEmpty else { return }
        layers.overrides = [:]
        resolveLayers()
        saveOverrides()
    }

    /// "Reset to remote/default": removes the person's value and the local override of a setting, so it takes the
    /// remote value, else its default. The person's value goes as a reset does (an edit: review, then save).
    public func resetToRemote(_ setting: SettingsFormSetting<Root>) {
        if layers.overrides.removeValue(forKey: setting.id) != nil {
            resolveLayers()
            saveOverrides()
        }
        reset(setting)
    }

    /// What ``resetToRemote(_:)`` would go back to, as the form shows it: the remote value, else the default.
    public func remoteOrDefaultText(of setting: SettingsFormSetting<Root>) -> String {
        setting.displayText(layers.remote[setting.id] ?? setting.defaultValue)
    }

    /// "Remote: 45" or "Default: 30 s": what ``resetToRemote(_:)`` goes back to, with where it comes from.
    public func remoteOrDefaultLabel(of setting: SettingsFormSetting<Root>) -> String {
        (layers.remote[setting.id] != nil ? "Remote: " : "Default: ") + remoteOrDefaultText(of: setting)
    }

    /// "Override: 15", "Remote: 45" or "Default: 30 s": what ``reset(_:)`` goes back to (the base value), with where
    /// it comes from; for the reset line under a setting.
    public func baseLabel(of setting: SettingsFormSetting<Root>) -> String {
        let prefix = layers.overrides[setting.id] != nil ? "Override: " : layers.remote[setting.id] != nil ? "Remote: " : "Default: "
        return prefix + setting.displayText(baseValue(of: setting))
    }

    /// True when the person's value or a local override decides the setting and differs from the remote value (or
    /// the default): when "Reset to remote/default" is worth offering.
    public func canResetToRemote(_ setting: SettingsFormSetting<Root>) -> Bool {
        switch source(of: setting) {
        case .user, .preset, .localOverride:
            setting.value(in: current) != (layers.remote[setting.id] ?? setting.defaultValue)
        case .schemaDefault, .configuration, .remote:
            false
        }
    }

    private func saveOverrides() {
        guard let persistence = layers.overridesPersistence else { return }
        let payload = SettingsRemotePayload(layers.overrides.mapValues(SettingsRemoteValue.init))
        try? persistence.write(payload.json)
    }

    private static func short(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "..."
    }
}
