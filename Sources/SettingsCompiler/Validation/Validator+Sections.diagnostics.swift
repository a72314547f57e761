// The diagnostics Validator+Sections.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1107 duplicatePersistenceKey
///
/// Every setting and subsection of a section is stored under a key (its name, or its `key:`). Two members under the
/// same key would overwrite each other's saved value.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       loudness: {type: int, default: 5, key: volume}
/// ```
///
/// Fix: Give one of them another `key:`.

/// SC1302 emptySection
///
/// A section with neither settings nor subsections generates an empty type and shows an empty screen. This is a
/// warning: code is still generated.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///   advanced: {}
/// ```
///
/// Fix: Add settings to the section, or remove it.

/// SC1486 linkScheme
///
/// A link row opens `http` and `https` URLs, and other schemes only where the schema's top-level `linkSchemes:` names
/// them: `mailto` for an e-mail, `app-settings` for the app's page in Settings.app, the app's own scheme for one of its
/// screens. So a typo (`htps:`) or a scheme the team did not mean to allow is caught. An entry of `linkSchemes:` is a
/// scheme without its colon; `javascript`, `data`, `file`, `vbscript`, `blob` and `about` are never allowed.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       contact: {link: "mailto:support@example.com", title: Contact support}
/// ```
///
/// Fix: Add the scheme at the top level, `linkSchemes: [mailto]`, or link to an `https://` page.

/// SC1485 detailWithoutExternalData
///
/// An entry of `settings:` with a `detail:` key is a read-only row showing a property of the app's own data, the type
/// the schema names with `externalData:`. Without that key there is nothing to read the property from. (Whether the
/// property exists is checked by the Swift compiler: the generated code makes it a protocol requirement.)
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       userID: {detail: userID, title: User ID}
/// ```
///
/// Fix: Name the app's data type with `externalData: AppExternalData` at the top level.
