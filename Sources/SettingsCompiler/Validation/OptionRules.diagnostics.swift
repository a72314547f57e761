// The diagnostics OptionRules.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1782 unknownCasesLimit
///
/// `casesFrom:` and `casesUpTo:` limit the cases an enum setting's picker offers by the current value of another
/// setting, named by its dotted path of schema names from the root (`posting.visibility`). The path names no setting
/// of the schema: a typo, a section left out, or a persistence key (`key:`) written instead of the schema name.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Visibility: [everyone, followers, mentioned]
/// sections:
///   posting:
///     settings:
///       visibility: {type: Visibility, default: everyone}
///   replies:
///     settings:
///       visibility: {type: Visibility, default: everyone, casesFrom: post.visibility}
/// ```
///
/// Fix: Write the full dotted path of schema names, as the suggestion does (`posting.visibility`).

/// SC1783 casesLimitTypeMismatch
///
/// A picker's cases are limited by the position of another setting's case in the same enum, so `casesFrom:` and
/// `casesUpTo:` apply to an enum setting (optional or not) and name another setting of the same enum (optional or
/// not). Reported for such a key on a setting that is not an enum, for a named setting of another type, and for a
/// setting that names itself (its cases would shrink to the one it holds).
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Visibility: [everyone, followers, mentioned]
/// sections:
///   posting:
///     settings:
///       isPublic: true
///   replies:
///     settings:
///       visibility: {type: Visibility, default: everyone, casesFrom: posting.isPublic}
/// ```
///
/// Fix: Name a setting of the same enum; to offer a case only while a condition holds, use `availableWhen:` on the
/// enum's case.

/// SC1784 casesLimitConflict
///
/// A setting has both `casesFrom:` and `casesUpTo:`. A picker's cases are limited one way by one other setting; two
/// limits would leave a range between two settings that the schema does not spell out.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Quality: [low, medium, high]
/// sections:
///   video:
///     settings:
///       minimum: {type: Quality, default: low}
///       maximum: {type: Quality, default: high}
///       preferred: {type: Quality, default: medium, casesFrom: video.minimum, casesUpTo: video.maximum}
/// ```
///
/// Fix: Keep one of the two keys; limit the other end with `availableWhen:` on the enum's cases if it is needed.
