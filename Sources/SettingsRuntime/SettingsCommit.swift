/// When an edit of a setting is saved: after a review (the default), or at once (`commit: immediate` on the schema or
/// a section, inherited by its subsections). The generated form gives each section its mode
/// (``SettingsFormSection/commit``); the store and the SwiftUI layer read it (docs/runtime.md, "Commit modes").
public enum SettingsCommitMode: String, Hashable, Sendable, CaseIterable {
    /// Edits collect in the store's `changes` until `save()` (or `cancel()`): the review-then-save flow.
    case review
    /// Every edit through the store is validated and committed at once: side effects run at the edit, `initial`
    /// follows, and the value is written (bursts coalesced into one write per interval).
    case immediate
}

/// A cascade of a setting (the schema's `cascade:`): when the setting changes to `when` (or changes at all, for nil),
/// the store sets each of `set` in the same edit. The compiler checks that every target exists, that every value is
/// one of its target's type and that no chain of cascades comes back to where it started.
public struct SettingsCascade: Hashable, Sendable {
    /// The value that triggers the cascade; nil: any change.
    public var when: SettingsValue?
    /// The settings set, by id (their dotted path of persistence keys), with their values, in schema order.
    public var set: [SettingsCascadeValue]

    public init(when: SettingsValue? = nil, set: [SettingsCascadeValue]) {
        self.when = when
        self.set = set
    }

    /// Whether a change from `old` to `new` triggers the cascade.
    public func applies(from old: SettingsValue, to new: SettingsValue) -> Bool {
        guard old != new else { return false }
        return when.map { $0 == new } ?? true
    }
}

/// One setting a cascade sets, by id, and its value.
public struct SettingsCascadeValue: Hashable, Sendable {
    public var id: String
    public var value: SettingsValue

    public init(_ id: String, _ value: SettingsValue) {
        self.id = id
        self.value = value
    }
}
