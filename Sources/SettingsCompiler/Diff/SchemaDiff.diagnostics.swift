// The diagnostics SchemaDiff.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1600 settingRemoved
///
/// `settingsc diff` found a setting of the old version that no setting of the new version reads: no setting is stored
/// under its key path, and none lists its key in `renamedFrom`. The app no longer reads the value users saved (the
/// runtime keeps it in the file as an unknown field, but nothing uses it). Often the setting was renamed and
/// `renamedFrom` was forgotten.
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       retries: 3
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       attempts: 3
/// ```
///
/// Fix: If a setting of the new version replaces it, add `renamedFrom: oldKey` to that setting; otherwise keep the
/// setting, `deprecated:`, while saved values matter.

/// SC1601 storedKeyChanged
///
/// A setting (or section) has the same name in both versions but another persistence key (`key:`), and does not list
/// the old key in `renamedFrom`: the value saved under the old key is no longer read, and the setting starts again from
/// its default.
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, key: volumeV2}
/// ```
///
/// Fix: Add `renamedFrom: oldKey` to the setting (or section), so the value saved under the old key is read.

/// SC1602 settingMoved
///
/// A setting is stored under the same key but in another section: its key path changed, and `renamedFrom` cannot name a
/// key of another section, so the value saved in the old section is not read in the new one.
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///   audio:
///     settings:
///       muted: false
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       muted: false
///   audio:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Keep the old setting, deprecated, with `deprecated: {replacement: newSection.name}`: its saved value migrates
/// into the new setting while that one is not stored yet.

/// SC1603 incompatibleTypeChange
///
/// A setting's type changed to one that cannot read what was saved with the old type: a `bool` that became an enum, a
/// `double` that became an `int` (a saved `2.5` is not an `int`), a `string` that became a `url` or an enum. Such saved
/// values give the default. Widening changes (`int` to `double`, an enum to `string`, `T` to `T?`) are compatible and
/// not reported.
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       showBadges: true
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// enums:
///   Badges: [none, dot]
/// sections:
///   general:
///     settings:
///       showBadges: {type: Badges, default: dot}
/// ```
///
/// Fix: Keep the old type, or add a setting of the new type (with its own key) and deprecate the old one with
/// `replacement:`.

/// SC1604 enumCaseRemoved
///
/// A case of an enum is gone in the new version, no case lists it in `renamedFrom`, and the enum has no `fallback:`: a
/// saved value of that case is no longer read, and the setting takes its default.
///
/// ```yaml old
/// settings: AppSettings
/// enums:
///   Theme: [light, dark, sepia]
/// sections:
///   general:
///     settings:
///       theme: {type: Theme, default: light}
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// enums:
///   Theme: [light, dark]
/// sections:
///   general:
///     settings:
///       theme: {type: Theme, default: light}
/// ```
///
/// Fix: Add `renamedFrom: oldCase` to the case that replaces it, or give the enum a `fallback:` case.

/// SC1605 stricterRules
///
/// A string setting got a larger `minLength`, a smaller `maxLength` or another `pattern`, or a list a larger
/// `minItems`: a saved value that breaks the new rule is dropped when it is read, and the setting takes its default.
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       nickname: {type: string, default: Rider}
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       nickname: {type: string, default: Rider, maxLength: 12}
/// ```
///
/// Fix: Keep the old rules, or accept that saved values breaking the new ones are reset.

/// SC1610 rangeNarrowed
///
/// A number setting's range got narrower: a saved value outside the new range is clamped to its nearest end when it is
/// read. The value is changed, not lost, so this is a warning (`--warnings-as-errors` makes it an error).
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       fontSize: {type: int, default: 14, range: 8...40}
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       fontSize: {type: int, default: 14, range: 10...24}
/// ```
///
/// Fix: Widen the range again if saved values outside it must stay as they are.

/// SC1611 stepChanged
///
/// A number setting got a step, or a step that does not divide the old one, or its grid moved (steps count from the
/// range's minimum): a saved value between steps is snapped to the nearest step when it is read.
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: double, default: 5, range: 0...10}
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: double, default: 5, range: 0...10, step: 1}
/// ```
///
/// Fix: Choose a step that divides the old one and keep the range's minimum, or accept the snapping.

/// SC1612 caseFallback
///
/// A case of an enum is gone and no case lists it in `renamedFrom`, but the enum has a `fallback:` case: a saved value
/// of the removed case is read as the fallback. The value is mapped, not lost.
///
/// ```yaml old
/// settings: AppSettings
/// enums:
///   Theme: [light, dark, sepia]
/// sections:
///   general:
///     settings:
///       theme: {type: Theme, default: light}
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// enums:
///   Theme: {cases: [light, dark], fallback: dark}
/// sections:
///   general:
///     settings:
///       theme: {type: Theme, default: light}
/// ```
///
/// Fix: If one case replaces the removed one, add `renamedFrom: oldCase` to it; otherwise the fallback is the intended
/// mapping.

/// SC1613 convertingTypeChange
///
/// A setting's type changed to one that reads every saved value, but converts some: an `int` or `double` that became a
/// `float` (rounded), an optional that became non-optional (a saved null reads as the default).
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       nickname: {type: string?, default: null}
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       nickname: {type: string, default: Rider}
/// ```
///
/// Fix: Keep the wider type (`double`, the optional) if saved values must read unchanged.

/// SC1614 listLimitLowered
///
/// A list setting's `maxItems` got smaller: a saved list with more items is cut to its first `maxItems` items when it
/// is read.
///
/// ```yaml old
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       tags: {type: '[string]', default: [a], maxItems: 10}
/// ```
///
/// ```yaml new
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       tags: {type: '[string]', default: [a], maxItems: 3}
/// ```
///
/// Fix: Keep the old `maxItems` if longer saved lists must stay whole.
