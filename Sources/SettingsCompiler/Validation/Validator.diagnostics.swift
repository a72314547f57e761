// The diagnostics Validator.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1304 unusedEnum
///
/// An enum is declared but no setting has its type; it still generates a type. This is a warning: code is still
/// generated.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Mode: [fast, slow]
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Use the enum as a setting's type, or remove it.
