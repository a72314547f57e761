// The diagnostics DisplayRules.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1530 unknownPlatform
///
/// `platforms:` limits a setting, a section or a row to some Apple platforms: `iOS`, `macOS`, `tvOS`, `watchOS` and
/// `visionOS`, spelled exactly so (the generated code writes them as `#if os(iOS)` conditions, which are
/// case-sensitive). Any other name is reported with the nearest platform (`ios` → "did you mean 'iOS'?").
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       haptics: {default: true, platforms: [ios, watchOS]}
/// ```
///
/// Fix: Spell the platform as the suggestion does: iOS, macOS, tvOS, watchOS or visionOS.

/// SC1531 emptyPlatforms
///
/// A `platforms:` list with no platform would hide the setting, section or row everywhere. Leave the key out for every
/// platform; use `skip: true` to keep a setting off every screen.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       haptics: {default: true, platforms: []}
/// ```
///
/// Fix: List at least one platform, or remove `platforms:` to show it on every platform.

/// SC1532 duplicatePlatform
///
/// A `platforms:` list names the same platform twice. It is harmless (the platform is counted once) but usually a slip
/// for another platform.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       haptics: {default: true, platforms: [iOS, iOS]}
/// ```
///
/// Fix: Remove the repeated name, or write the platform you meant.

/// SC1533 platformOutsideSection
///
/// A setting, a row or a subsection is shown only where its section is shown: it inherits the section's `platforms:`,
/// and may narrow them but not widen them. A platform the section excludes would never show it.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   touch:
///     platforms: [iOS]
///     settings:
///       haptics: {default: true, platforms: [iOS, macOS]}
/// ```
///
/// Fix: Remove the platform from the inner list, or add it to the section's `platforms:`.

/// SC1540 invalidUnit
///
/// `unit:` is short text shown after a number (`0.5 s`, `7 days`, `50 %`). It must not be empty and must fit on a row:
/// at most 20 characters, with no line break or other control character.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       delay: {default: 0.5, unit: ""}
/// ```
///
/// Fix: Write a short unit such as `s`, `ms`, `px`, `%` or `days`.

/// SC1541 displayOnNonNumeric
///
/// `unit:` and `format:` describe how a number is shown. A toggle, a text field or a picker shows no number, so they do
/// not apply to bool, string or enum settings.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       title: {default: Home, unit: px}
/// ```
///
/// Fix: Remove `unit:`/`format:`, or put the unit in the setting's title.

/// SC1542 invalidNumberFormat
///
/// `format:` is `percent` (a stored fraction shown times 100, `0.25` as `25%`), `number`, or a mapping `{style:
/// percent, decimals: 1}` whose `decimals` is a whole number from 0 to 10.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       opacity: {default: 0.5, format: {decimals: many}}
/// ```
///
/// Fix: Write `format: percent`, `format: {decimals: 1}` or `format: {style: percent, decimals: 0}`.

/// SC1543 percentOutsideFraction
///
/// With `format: percent` the stored value is a fraction, shown times 100: `0.25` is `25%`. A range or default outside
/// 0...1 (say `0...100`) usually means the value is already a percentage and would show as `5000%`. A warning, since
/// more than 100% can be meant.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: double, default: 50, range: 0...100, format: percent}
/// ```
///
/// Fix: Store a fraction (`range: 0...1`), or drop `format: percent` and write `unit: "%"`.

/// SC1544 numberFormatOnInt
///
/// An int has no fractional digits to show, and cannot hold the fraction `percent` shows times 100. `decimals` and
/// `percent` apply to float and double settings; an int shows its whole number, with its `unit:`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       retries: {default: 3, format: {decimals: 1}}
/// ```
///
/// Fix: Remove `format:` (keep `unit:`), or make the setting a double.

/// SC1545 unitWithPercent
///
/// The `percent` format already writes `%` after the number; a `unit:` as well would show two units (`25% %`).
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       opacity: {default: 0.5, format: percent, unit: "%"}
/// ```
///
/// Fix: Remove `unit:`, or remove `format: percent` and store the percentage itself.

/// SC1546 invalidControl
///
/// `control:` picks the control of a number setting when the standard one (a stepper for an int with both range ends, a
/// slider for a float or double with both, a number field otherwise) is not what the screen should show. It takes
/// `stepper`, `slider` or `numberField`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       retries: {type: int, default: 3, control: wheel}
/// ```
///
/// Fix: Write `control: stepper`, `control: slider` or `control: numberField`, or remove the key.

/// SC1547 controlNotApplicable
///
/// Each control edits some types only: a stepper an `int` (over its range, or every integer where an end is open), a
/// slider an `int`, `float` or `double` with both range ends, a number field any number. Optional numbers can be
/// cleared only in a number field.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       opacity: {type: double, default: 0.5, control: slider}
/// ```
///
/// Fix: Give a slider a `range:` (`0...1`), use `control: numberField`, or remove the key.
