// The diagnostics Validator+Enums.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1212 emptyEnum
///
/// An enum declares no cases, so no setting of its type could have a value.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Mode: []
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Add cases, or remove the enum.

/// SC1215 invalidRawValue
///
/// `rawValue:` on an enum's cases says what each case is stored as in the flat layout (`layout: flat`), as an app's
/// `enum Browser: Int` or `enum Theme: String` stored it with `@AppStorage`: a whole number written plainly, or a text.
/// An enum is stored as numbers or as texts, so every case needs one of the same kind, and a stored value must mean one
/// case.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Browser:
///     inAppSafari: {rawValue: 0}
///     safari: {}
/// sections:
///   general:
///     settings:
///       browser: {type: Browser, default: safari}
/// ```
///
/// Fix: Give every case a raw value of one kind (`rawValue: 1`), each once, or remove them all.

/// SC1422 unknownFallbackCase
///
/// An enum's long form `{cases: ..., fallback: caseName}` names the case a stored value that the enum no longer has
/// decodes as. The fallback must be one of the enum's current cases.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Mode: {cases: [fast, slow], fallback: medium}
/// sections:
///   general:
///     settings:
///       mode: {type: Mode}
/// ```
///
/// Fix: Name one of the enum's cases as `fallback` (the suggestion names the closest one).
