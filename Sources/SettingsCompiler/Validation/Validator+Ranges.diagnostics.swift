// The diagnostics Validator+Ranges.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1203 defaultOutOfRange
///
/// A default lies outside the setting's `range`, so the app would start with a value its own settings screen cannot
/// show.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 40, range: 0...11}
/// ```
///
/// Fix: Change the default or widen the range.

/// SC1204 defaultOffStep
///
/// With a `step`, the allowed values are the range's start plus whole steps. A default between two of them could never
/// be chosen again once changed. The note names the nearest allowed values.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       level: {type: float, default: 1.2, range: 1...4, step: 0.5}
/// ```
///
/// Fix: Use one of the allowed values as the default, or change the step or the range's start.

/// SC1205 invalidRange
///
/// A range is written `min...max` (or `{min: 1, max: 5}`) with numbers of the setting's type and `min <= max`.
/// Half-open ranges, reversed bounds and other syntax are refused.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 5, range: 11...0}
/// ```
///
/// Fix: Write the range as `min...max` with the smaller bound first.

/// SC1208 invalidStep
///
/// A step is a positive number of the setting's type: not zero, not negative, and whole for an `int` setting.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 5, step: 0}
/// ```
///
/// Fix: Use a positive step of the setting's type.
