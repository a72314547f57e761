// The diagnostics AllowedWarnings.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1109 invalidAllow
///
/// `allow:` on a setting or a section accepts warnings with the listed codes inside it, so a deliberate exception (a
/// 80-160 % text scale, SC1543) does not fail a build with `--warnings-as-errors`. An entry must be the code of a
/// warning (SC13xx, SC1505, SC1532, SC1543, ...): errors cannot be accepted, and an unknown code would silently accept
/// nothing. `--allow SC1543` on the command line accepts a code in every schema of the run.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, allow: [SC1202]}
/// ```
///
/// Fix: Write the code of the warning the item reports, e.g. `allow: [SC1543]`; fix errors instead.
