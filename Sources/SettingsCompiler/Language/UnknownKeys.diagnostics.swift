// The diagnostics UnknownKeys.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1101 unknownKey
///
/// A key is not one the schema language knows at this place: the top level, an enum case, a section or a setting each
/// have their own keys. A misspelled key is never ignored, because the setting would silently lose what it was meant to
/// say. The message suggests the nearest allowed key and a note lists them all.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       retries: {tpye: int, default: 3}
/// ```
///
/// Fix: Correct the spelling, or move the key to where it belongs (see docs/schema-language.md).
