// The diagnostics Evolution.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1420 renamedFromClash
///
/// `renamedFrom` names the keys a setting or section was stored under before. An old name that is also a current key of
/// the same section would make stored data ambiguous: the value under it belongs to the current member. Likewise, an
/// enum case's old name may not be a current case.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       level: {default: 1, renamedFrom: volume}
/// ```
///
/// Fix: Remove the old name from `renamedFrom`, or rename the current member that uses it.

/// SC1421 duplicateRenamedFrom
///
/// Two members of one section list the same old name in `renamedFrom`, so a value stored under it would migrate to
/// both. The same holds for two cases of one enum.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, renamedFrom: loudness}
///       level: {default: 1, renamedFrom: loudness}
/// ```
///
/// Fix: Keep the old name on the one member that really was stored under it.

/// SC1423 unknownReplacement
///
/// `deprecated: {replacement: section.setting}` names the setting that takes over from a deprecated one, by the dotted
/// path of schema names from the top (as `[[...]]` links do). The documentation links to it and the generated Swift
/// points to it, so it must name a setting of the schema.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, deprecated: {replacement: general.levle}}
///       level: 1
/// ```
///
/// Fix: Write the replacement's full dotted path (the suggestion names the closest setting).

/// SC1424 deprecatedReplacement
///
/// The replacement of a deprecated setting is where its users should go; a replacement that is itself deprecated (or
/// the setting itself) sends them to another dead end.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, deprecated: {replacement: general.level}}
///       level: {default: 1, deprecated: true}
/// ```
///
/// Fix: Name the setting that finally replaces both.

/// SC1425 incompatibleReplacement
///
/// When the replacement is in the same section, the generated decoder reads the deprecated setting's stored value into
/// it when the replacement itself is not stored yet. So its type must hold every value of the deprecated one: the same
/// type, a number type for an int, `double` or `float` for either, an optional of any of these, or the same enum.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, deprecated: {replacement: general.label}}
///       label: text
/// ```
///
/// Fix: Name a setting of a compatible type, or leave `replacement` out and explain in `message`.
