public import SettingsRuntime

/// `visibleWhen:` and `enabledWhen:` against the store's current value. A setting hidden or disabled by a
/// condition keeps its value: it is still loaded, tracked in ``SettingsStore/changes``, reset and saved like
/// any other (only the screen does not show it, or does not let it be edited). Reading these goes through
/// ``SettingsStore/current``, so a SwiftUI view that asks is updated when a setting the condition reads changes.
extension SettingsStore {
    /// Whether the setting is shown now: not `skip`, its condition and those of its sections hold.
    public func isVisible(_ setting: SettingsFormSetting<Root>) -> Bool {
        form.isVisible(setting, in: current, facts: facts)
    }

    /// Whether the setting can be edited now: its `enabledWhen:` and those of its sections hold.
    public func isEnabled(_ setting: SettingsFormSetting<Root>) -> Bool {
        form.isEnabled(setting, in: current, facts: facts)
    }

    /// Whether the row (a setting, link, action, navigation or detail row) is shown now.
    public func isVisible(_ row: SettingsFormRow<Root>) -> Bool {
        form.isVisible(row, in: current, facts: facts)
    }

    /// Whether the row can be used now.
    public func isEnabled(_ row: SettingsFormRow<Root>) -> Bool {
        form.isEnabled(row, in: current, facts: facts)
    }

    /// Whether the section, and every section around it, is shown now.
    public func isVisible(_ section: SettingsFormSection<Root>) -> Bool {
        form.isVisible(section, in: current, facts: facts)
    }

    /// Whether the section's rows can be used now.
    public func isEnabled(_ section: SettingsFormSection<Root>) -> Bool {
        form.isEnabled(section, in: current, facts: facts)
    }

    /// Whether the setting at this key path is shown now (true for a key path the form does not describe).
    public func isVisible<Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
        form.setting(for: keyPath).map(isVisible) ?? true
    }

    /// Whether the setting at this key path can be edited now (true for a key path the form does not describe).
    public func isEnabled<Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
        form.setting(for: keyPath).map(isEnabled) ?? true
    }

    /// The options a picker offers for `setting` now (an enum case's `availableWhen:`), with the current value
    /// kept even when it is not available.
    public func availableOptions(of setting: SettingsFormSetting<Root>) -> [SettingsOption] {
        form.availableOptions(of: setting, in: current, facts: facts)
    }

    /// Whether `setting` holds a value that is not available now: kept, shown, and not offered once another is picked.
    public func holdsUnavailableValue(_ setting: SettingsFormSetting<Root>) -> Bool {
        form.holdsUnavailableValue(setting, in: current, facts: facts)
    }

    /// The rows of `section` shown now, in order.
    public func visibleRows(of section: SettingsFormSection<Root>) -> [SettingsFormRow<Root>] {
        form.visibleRows(of: section, in: current, facts: facts)
    }
}
