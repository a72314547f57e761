import Foundation
public import SettingsRuntime

/// Which settings the person chose ("explicitly set", even to the default) and which were never set: the stored
/// document holds a value only for the chosen ones, so a later change of the schema's default reaches everyone who
/// never chose (a never-set setting decodes as the current default).
///
/// `stored` is what the document last loaded or written holds; `resets` the settings reset since then. A setting
/// is chosen when its value differs from its default, or it is stored and not reset, or an edit since the last
/// load or save changed it (to the default): what the change review lists is what becomes chosen.
struct SettingsExplicitness {
    /// The ids (dotted persistence-key paths) of the settings the stored document holds a value for.
    var stored: Set<String> = []
    /// The settings reset since the last load or save (an edit of one takes it off again).
    var resets: Set<String> = []
    /// The value a setting has when never set, where that is not its default: its remote value or local override,
    /// by id (SettingsStore+Layers.swift). A value equal to it is not the person's choice.
    var bases: [String: SettingsValue] = [:]

    /// The ids the document `data` holds a value for, of the settings given.
    init<Root>(document data: Data?, settings: [SettingsFormSetting<Root>]) {
        guard let data, let document = SettingsDocument(data) else { return }
        for setting in settings where document.member(at: setting.id) != nil { stored.insert(setting.id) }
    }

    init(stored: Set<String> = [], bases: [String: SettingsValue] = [:]) {
        self.stored = stored
        self.bases = bases
    }

    /// After a save without persistence: what `previous` says is chosen in `value`, as the new stored state.
    init<Root>(chosenIn value: Root, initial: Root, by previous: SettingsExplicitness, settings: [SettingsFormSetting<Root>]) {
        for setting in settings where previous.isChosen(setting, in: value, initial: initial) { stored.insert(setting.id) }
    }

    /// Whether `setting` is explicitly set in `value` (edited from `initial`, the value last loaded or saved): its
    /// value is not the default, or it was stored and not reset since, or an edit changed it (to the default).
    func isChosen<Root>(_ setting: SettingsFormSetting<Root>, in value: Root, initial: Root) -> Bool {
        let current = setting.value(in: value)
        if current != (bases.isEmpty ? setting.defaultValue : bases[setting.id] ?? setting.defaultValue) { return true }
        if resets.contains(setting.id) { return false }
        return stored.contains(setting.id) || setting.value(in: initial) != current
    }

    /// `data` (an encoded value) without the values of the settings not chosen in `value`.
    func pruned<Root>(_ data: Data, value: Root, initial: Root, settings: [SettingsFormSetting<Root>]) -> Data {
        let ids = Set(settings.lazy.filter { !isChosen($0, in: value, initial: initial) }.map(\.id))
        guard !ids.isEmpty, let document = SettingsDocument(data) else { return data }
        // The sections on the way to a removed value: only those are rebuilt (one pass, O(document)).
        var sections: Set<String> = []
        for id in ids {
            var path = Substring(id)
            while let dot = path.lastIndex(of: ".") {
                path = path[..<dot]
                sections.insert(String(path))
            }
        }
        return document.removingMembers(ids, sections: sections, prefix: "").data
    }
}

extension SettingsDocument {
    /// The value at a dotted path of persistence keys (keys never contain a dot: SC1104), or nil.
    func member(at id: String) -> SettingsDocument? {
        var node = self
        for key in id.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .object(let members) = node, let next = members[String(key)] else { return nil }
            node = next
        }
        return node
    }

    /// The document without the values at the dotted paths `ids`; `sections` are the paths of the objects that hold
    /// them (only those are rebuilt).
    func removingMembers(_ ids: Set<String>, sections: Set<String>, prefix: String) -> SettingsDocument {
        guard case .object(let members) = self else { return self }
        var kept: [String: SettingsDocument] = [:]
        kept.reserveCapacity(members.count)
        for (key, member) in members {
            let path = prefix.isEmpty ? key : prefix + "." + key
            if ids.contains(path) { continue }
            kept[key] = sections.contains(path) ? member.removingMembers(ids, sections: sections, prefix: path) : member
        }
        return .object(kept)
    }
}

/// Reset to the schema's defaults: one setting, one section with its subsections, or everything. A reset is an
/// edit like any other: it shows in ``SettingsStore/changes`` (the change review) and is saved or cancelled with the
/// rest. A reset setting is saved as "never set" (its value left out of the stored document), so it follows the
/// schema's default when a later version changes it; a setting the person set to the default value stays set.
extension SettingsStore {
    /// The schema's default of a setting, as the form shows it (`30 s`, `Production`), for a "Default: …" label.
    public func defaultText(of setting: SettingsFormSetting<Root>) -> String {
        setting.displayText(setting.defaultValue)
    }

    /// True when the setting's current value differs from its default: when "Reset" is worth offering.
    public func canReset(_ setting: SettingsFormSetting<Root>) -> Bool {
        setting.value(in: current) != baseValue(of: setting)
    }

    /// True when some setting of the section or of its subsections differs from its default.
    public func canReset(_ section: SettingsFormSection<Root>) -> Bool {
        let value = current
        return section.allSettings.contains { $0.value(in: value) != baseValue(of: $0) }
    }

    /// True when some setting of the form differs from its default.
    public var canResetAll: Bool {
        let value = current
        return form.allSettings.contains { $0.value(in: value) != baseValue(of: $0) }
    }

    /// Whether the setting is explicitly set (chosen by the person, even if to the default value) in the value
    /// being edited; false for one never set, or reset. Only chosen settings are written to the stored document.
    public func isExplicitlySet(_ setting: SettingsFormSetting<Root>) -> Bool {
        explicitness.isChosen(setting, in: current, initial: initial)
    }

    /// Resets one setting to its default (its remote value or local override, where it has one), as "never set".
    public func reset(_ setting: SettingsFormSetting<Root>) {
        setValue(baseValue(of: setting), for: setting, resetting: true)
    }

    /// Resets the setting at a key path of the model (nothing for a key path the form does not describe).
    public func reset<Value>(_ keyPath: WritableKeyPath<Root, Value>) {
        if let setting = form.setting(for: keyPath) { reset(setting) }
    }

    /// Resets every setting of the section and of its subsections.
    public func reset(_ section: SettingsFormSection<Root>) {
        for setting in section.allSettings { reset(setting) }
    }

    /// Resets every setting of the form (keys the schema does not know are kept).
    public func resetAll() {
        for setting in form.allSettings { reset(setting) }
    }
}

