// The diagnostics SchemaParser.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1009 emptyDocument
///
/// The file is empty or holds only comments, so there is no schema to compile.
///
/// ```yaml
/// # The settings of the app will go here.
/// ```
///
/// Fix: Write the schema, or run `settingsc init` for a commented starter schema.

/// SC1102 missingKey
///
/// A key the language requires is missing: every schema names its root type with `settings` and has `sections`.
///
/// ```yaml
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Add the key, e.g. `settings: AppSettings` at the top.

/// SC1103 wrongNodeKind
///
/// A value has the wrong shape: a list where a mapping is expected (or the other way round), or a scalar where a
/// mapping or list is expected. For instance, the `settings` of a section is a mapping from names to settings, not a
/// list of names.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings: [volume, brightness]
/// ```
///
/// Fix: Write the value in the shape the message names; the language reference shows each one.

/// SC1108 invalidScalar
///
/// A key expects a particular kind of scalar, e.g. `requiresRestart` and `skip` take `true` or `false`, and got
/// something else.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 5, requiresRestart: maybe}
/// ```
///
/// Fix: Write a value of the kind the message names.

/// SC1214 invalidHeaderFooter
///
/// A section's `header` or `footer` is text, the word `inject` (a hook the host view implements), or `{text: ...}` for
/// literal text that happens to be `inject`. Lists and other mappings are refused.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     header: [Sound, Picture]
///     settings:
///       volume: 5
/// ```
///
/// Fix: Write the header as one text.

/// SC1482 invalidURL
///
/// An entry of `settings:` with a `link:` key is a row that opens a URL: a scheme, a colon and the rest, with no
/// spaces or non-ASCII characters (percent-encode them). An `http://` or `https://` URL must name a host. A scheme
/// that runs code or reads local files (`javascript:`, `data:`, `file:`, `vbscript:`, `blob:`, `about:`) never
/// opens. Other schemes (`mailto:`, `app-settings:`, the app's own) need the schema's `linkSchemes:` (SC1486).
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       statusPage: {link: status.example.com, title: Open status page}
/// ```
///
/// Fix: Write the full address, e.g. `https://status.example.com`.
