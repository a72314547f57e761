// The diagnostics CrossLinks.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1401 unknownLinkTarget
///
/// A description links to another setting or section with `[[section.setting]]`, written as the dotted path of schema
/// names from the root, and nothing in the schema has that path. The documentation backends turn each link into an
/// anchor link, so a link to nothing would be broken.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, description: "Louder than [[general.volum]]."}
/// ```
///
/// Fix: Correct the path (the suggestion names the closest one), or remove the link.

/// SC1402 malformedLink
///
/// Text between `[[` and `]]` in a description must be a dotted path of schema names, such as
/// `[[smoothing.dayPeriod]]`; anything else between the brackets is refused, so that a link's meaning never depends on
/// guessing.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, description: "See [[general/volume]]."}
/// ```
///
/// Fix: Write the path with dots between schema names, or put the text in a code span (`` `[[...]]` ``) to show it
/// literally.
