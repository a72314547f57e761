// The diagnostics PlainTextComments.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1306 textCutByComment
///
/// In YAML, ` #` (a space, then `#`) starts a comment, also in the middle of a plain (unquoted) text: `footer: Adds @
/// and # keys` is the footer `Adds @ and`, and the rest of the line is dropped without a word. settingsc warns where
/// the plain text of a key that people read (a title, description, header, footer, placeholder, accessibility label,
/// deprecation message, confirmation or keyword) is followed by a comment on the same line, so a cut text is never
/// shipped unnoticed. This is a warning: code is still generated, with the text up to the comment.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     footer: Adds @ and # keys
///     settings:
///       volume: 5
/// ```
///
/// Fix: Quote the text to keep the `#` (`footer: "Adds @ and # keys"`); if the rest of the line is meant as a comment, put it on a line of its own.
