// The diagnostics Localization.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1520 invalidLocalizationTable
///
/// `localization: {table: Name}` names the string table the screen's texts are looked up in; the string catalog backend
/// writes it to `Name.xcstrings`. So that it is a plain file name, a table name starts with an ASCII letter and holds
/// only ASCII letters, digits, `_` and `-`, at most 64 of them.
///
/// ```yaml
/// settings: AppSettings
/// localization: {table: ../Strings}
/// sections:
///   general:
///     settings:
///       enabled: true
/// ```
///
/// Fix: Use a plain name such as `AppSettings`, or write `localization: true` to use the root type's name.

/// SC1521 invalidSourceLanguage
///
/// `localization: {sourceLanguage: code}` names the language the schema's texts are written in; it becomes the
/// `sourceLanguage` of the string catalog. It must be a language code as Xcode writes them: a lowercase language of two
/// or three letters, optionally followed by subtags such as `-BR` or `-Hans`.
///
/// ```yaml
/// settings: AppSettings
/// localization: {sourceLanguage: English}
/// sections:
///   general:
///     settings:
///       enabled: true
/// ```
///
/// Fix: Write the code, e.g. `en`, `de`, `pt-BR` or `zh-Hans`; leave the key out for `en`.

/// SC1522 invalidLocalizationKey
///
/// `localization: keys:` replaces the key a text gets from its place in the schema. A key is looked up at run time and
/// listed in the string catalog, so it must not be empty, longer than 256 characters, or hold spaces, line breaks or
/// control characters.
///
/// ```yaml
/// settings: AppSettings
/// localization:
///   keys: {general.enabled.title: "enabled title"}
/// sections:
///   general:
///     settings:
///       enabled: true
/// ```
///
/// Fix: Write the key without spaces, e.g. `enabledTitle` or `general.enabled.label`.

/// SC1523 unknownLocalizedText
///
/// Each entry of `localization: keys:` maps the key a text gets from its place in the schema (such as
/// `general.enabled.title`) to the key to use instead. The entry's name must be the derived key of a text the schema
/// has; the suggestion names the closest one. The string catalog (`settingsc generate --backend xcstrings`) lists every
/// derived key.
///
/// ```yaml
/// settings: AppSettings
/// localization:
///   keys: {general.enable.title: enabledTitle}
/// sections:
///   general:
///     settings:
///       enabled: true
/// ```
///
/// Fix: Name the derived key of the text, e.g. `general.enabled.title`.

/// SC1524 duplicateLocalizationKey
///
/// Every text of a screen is looked up in the string table by its key, so two texts with the same key would always show
/// the same translation. Derived keys differ by construction; two texts get the same key when `localization: keys:`
/// gives one a key another text already has.
///
/// ```yaml
/// settings: AppSettings
/// localization:
///   keys: {general.verbose.title: general.enabled.title}
/// sections:
///   general:
///     settings:
///       enabled: true
///       verbose: false
/// ```
///
/// Fix: Give each text its own key, or remove the entry from `localization: keys:`.
