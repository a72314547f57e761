public import SettingsRuntime

/// Why the store refused to apply a preset.
public enum SettingsPresetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The preset says `whole: true`, and only some of its values were asked for. Nothing was changed.
    case mustBeAppliedWhole(preset: String)
    /// A key path asked for is not one of the preset's settings. Nothing was changed.
    case notInPreset(preset: String, setting: String)

    public var description: String {
        switch self {
        case .mustBeAppliedWhole(let preset): "preset '\(preset)' must be applied whole; nothing was changed"
        case .notInPreset(let preset, let setting): "preset '\(preset)' does not set '\(setting)'; nothing was changed"
        }
    }
}

/// A setting whose value was changed after a preset set it.
public struct SettingsPresetDeviation: Hashable, Sendable, Identifiable {
    /// The setting's form id.
    public var id: String
    public var title: String
    /// The value the preset set, and the current one, as the form shows them.
    public var presetValue: String
    public var currentValue: String

    public init(id: String, title: String, presetValue: String, currentValue: String) {
        self.id = id
        self.title = title
        self.presetValue = presetValue
        self.currentValue = currentValue
    }
}

/// What the store remembers of the presets applied in this session (not persisted): the last preset, the values
/// it stored (after the settings' rules), and which edit set each setting, to label the change review.
struct SettingsPresetState {
    var preset: String?
    var applied: [(id: String, value: SettingsValue)] = []
    /// The value each setting was given by a preset, by form id, with the preset's name.
    var origins: [String: (preset: String, value: SettingsValue)] = [:]
}

extension SettingsStore where Root: SettingsPresetsDescribed {
    /// Applies every value of `preset` as an edit of ``current`` (normalized by each setting's rules, shown in
    /// ``changes`` and saved by ``save()`` like any edit). Returns the changes the preset made to the current value.
    @discardableResult
    public func apply(_ preset: Root.Preset) -> [SettingsChange] {
        applyValues(preset.values, of: preset)
    }

    /// Applies only the values of `preset` for these settings. Throws, changing nothing, when the preset is
    /// `whole: true` (it is applied whole or not at all) or does not set one of them.
    @discardableResult
    public func apply(_ preset: Root.Preset, only keyPaths: [PartialKeyPath<Root>]) throws -> [SettingsChange] {
        if preset.isWhole { throw SettingsPresetError.mustBeAppliedWhole(preset: preset.rawValue) }
        var ids: Set<String> = []
        for keyPath in keyPaths {
            let id = form.setting(for: keyPath)?.id
            guard let id, preset.values.contains(where: { $0.id == id }) else {
                throw SettingsPresetError.notInPreset(preset: preset.rawValue, setting: id ?? "\(keyPath)")
            }
            ids.insert(id)
        }
        return applyValues(preset.values.filter { ids.contains($0.id) }, of: preset)
    }

    /// The preset applied last in this session, or nil.
    public var appliedPreset: Root.Preset? {
        presetState.preset.flatMap(Root.Preset.init(rawValue:))
    }

    /// The settings of ``appliedPreset`` whose current value is no longer the one the preset set, in the
    /// preset's order: what changed after applying it (for a `whole: true` preset, why it no longer holds).
    public var presetDeviations: [SettingsPresetDeviation] {
        presetState.applied.compactMap { item in
            guard let setting = form.setting(id: item.id) else { return nil }
            let now = setting.value(in: current)
            guard now != item.value else { return nil }
            return SettingsPresetDeviation(
                id: item.id, title: setting.title, presetValue: setting.displayText(item.value), currentValue: setting.displayText(now))
        }
    }

    /// The preset whose value a pending change is, when a preset set it and it was not edited since; nil otherwise.
    public func preset(of change: SettingsChange) -> Root.Preset? {
        guard let origin = presetState.origins[change.id], let setting = form.setting(id: change.id),
              setting.value(in: current) == origin.value else { return nil }
        return Root.Preset(rawValue: origin.preset)
    }

    private func applyValues(_ values: [SettingsPresetValue], of preset: Root.Preset) -> [SettingsChange] {
        let before = current
        var applied: [(id: String, value: SettingsValue)] = []
        for item in values {
            guard let setting = form.setting(id: item.id), let stored = setValue(item.value, for: setting) else { continue }
            applied.append((item.id, stored))
            presetState.origins[item.id] = (preset.rawValue, stored)
        }
        presetState.preset = preset.rawValue
        presetState.applied = applied
        return changes(from: before, to: current)
    }
}
