// The diagnostics Cascades.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1760 unknownCascadeTarget
///
/// A cascade's `set:` names something that is not the dotted path of schema names of a setting
/// (`section.setting`, `section.subsection.setting`): a typo, a setting that was removed or renamed, or a section's
/// persistence key used instead of its name. The message suggests the nearest setting. A setting of a custom type
/// (`custom(Name)`) cannot be set by a cascade either: its values are the app's.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   SwipeAction: [none, archive, delete]
/// sections:
///   swipes:
///     settings:
///       primaryAction:
///         default: archive
///         type: SwipeAction
///         cascade:
///           - when: none
///             set: {swipes.secondaryActon: none}
///       secondaryAction: {type: SwipeAction, default: delete}
/// ```
///
/// Fix: Write the setting's dotted path of schema names, or remove it from the cascade.

/// SC1761 cascadeValueTypeMismatch
///
/// A cascade's value is not a value of the setting it sets, or its `when:` is not a value of the setting that
/// cascades: text for a number, a fraction for an int, a case the enum does not have, null for a setting that is not
/// optional.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   SwipeAction: [none, archive, delete]
/// sections:
///   swipes:
///     settings:
///       primaryAction:
///         default: archive
///         type: SwipeAction
///         cascade:
///           - when: nothing
///             set: {swipes.secondaryAction: none}
///       secondaryAction: {type: SwipeAction, default: delete}
/// ```
///
/// Fix: Write a value of the setting's type (here a case of SwipeAction, `none`).

/// SC1762 cascadeValueInvalid
///
/// A cascade's value is of the setting's type but breaks its rules: a number outside its `range`, text shorter or
/// longer than its limits or not matching its `pattern`, a malformed URL, colour or date, a list with too many or too
/// few items. Saving the value the cascade sets would fail (or the screen could not show it).
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   playback:
///     settings:
///       muted:
///         default: false
///         cascade:
///           - when: true
///             set: {playback.volume: 20}
///       volume: {type: int, default: 5, range: 0...11}
/// ```
///
/// Fix: Use a value within the setting's rules, or change the rules.

/// SC1763 cascadeCycle
///
/// Cascades form a cycle: a setting's cascade sets a setting whose cascade, directly or through others, sets the
/// first again (or a setting's cascade sets itself). The store applies cascades in the edit that triggers them, so a
/// cycle would make one edit undo itself, or depend on the order the cascades run in. The message lists the cycle;
/// the check is structural, whatever the `when:` values.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   sync:
///     settings:
///       enabled:
///         default: true
///         cascade:
///           - set: {sync.onWiFiOnly: false}
///       onWiFiOnly:
///         default: false
///         cascade:
///           - set: {sync.enabled: true}
/// ```
///
/// Fix: Keep the cascade in one direction: decide which setting leads, and let only it set the other.
