// The diagnostics Validator+Facts.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1507 invalidFact
///
/// A fact under `facts:` becomes a property of the model's `Facts` struct and is read in conditions as `$name`: its
/// name is a Swift member name starting with a lower-case letter, declared once, and not a built-in fact (`iPad`,
/// `mac`, ...: those need no declaration); its type is `bool`, `int`, `double` or `string`, or `int?`, `double?` or
/// `string?` for a fact the app may not know.
///
/// ```yaml
/// settings: AppSettings
/// facts:
///   iPad: bool
///   lastSync: date
/// sections:
///   general:
///     settings:
///       enabled: true
/// ```
///
/// Fix: Remove a built-in fact from `facts:` and read it as `$iPad`; give the fact a name and a type a fact can have.
