// The diagnostics Presets.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1660 unknownPresetSetting
///
/// A preset's key is not the dotted path of schema names of a setting (`section.setting`,
/// `section.subsection.setting`): a typo, a setting that was removed or renamed, or a section's persistence key used
/// instead of its name. The message suggests the nearest setting.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
/// presets:
///   quiet:
///     general.volumne: 1
/// ```
///
/// Fix: Write the setting's dotted path of schema names, or remove the value from the preset.

/// SC1661 presetValueTypeMismatch
///
/// A preset's value is not a value of the setting's type: text for a number, a fraction for an int, a case the enum
/// does not have, null for a setting that is not optional. A setting of a custom type (`custom(Name)`) cannot be set by
/// a preset: its values are the app's.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
/// presets:
///   quiet:
///     general.volume: loud
/// ```
///
/// Fix: Write a value of the setting's type.

/// SC1662 presetValueOutOfRange
///
/// A preset's number lies outside the setting's `range`, or between two values of its `step`. Applying it would set a
/// value the settings screen cannot show (the store would move it).
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 5, range: 0...11}
/// presets:
///   loud:
///     general.volume: 40
/// ```
///
/// Fix: Use a value inside the range and on the step, or widen the setting's range.

/// SC1663 presetValueInvalid
///
/// A preset's value has the setting's type but breaks its other rules: a `url`, `color` or `date` that is not in its
/// format, a string shorter or longer than `minLength`/`maxLength` or not matching `pattern`, a list with fewer or more
/// items than `minItems`/`maxItems`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       server: {type: url, default: "https://example.com"}
/// presets:
///   staging:
///     general.server: staging
/// ```
///
/// Fix: Write a value the setting's rules accept.

/// SC1664 emptyPreset
///
/// A preset has no values (an empty mapping, null, or a long form whose `values:` is empty), so applying it would
/// change nothing.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
/// presets:
///   quiet: {}
/// ```
///
/// Fix: Give the preset the values it sets, or remove it.
