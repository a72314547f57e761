// The diagnostics LanguageKeys.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1480 invalidColor
///
/// `color:` on a setting or section is the colour of the tile behind its icon, written as `#` and six hex digits (red,
/// green, blue), the way the seed designs write `#226AD6`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       sync: {default: true, icon: icloud, color: blue}
/// ```
///
/// Fix: Write the colour as `#RRGGBB`, e.g. `#226AD6`.

/// SC1481 invalidSymbolName
///
/// `icon:` on a setting or section names an SF Symbol, shown on a coloured tile in front of the row. SF Symbol names
/// are dot-separated parts of lowercase letters and digits (`icloud`, `bell.badge.fill`); anything else cannot name a
/// symbol.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       sync: {default: true, icon: "iCloud Drive"}
/// ```
///
/// Fix: Use the symbol's name as the SF Symbols app shows it, e.g. `icloud`.

/// SC1690 invalidAppGroup
///
/// `suite:` names the App Group whose shared storage holds the values, so that a widget or an extension of the app
/// reads them too. App Group identifiers are `group.` followed by a reverse-DNS name of ASCII letters, digits and `-`
/// (`group.com.example.app`), exactly as the app's entitlements and the Settings.bundle's
/// ApplicationGroupContainerIdentifier list them; any other name would make UserDefaults(suiteName:) open a private
/// suite no extension sees.
///
/// ```yaml
/// settings: AppSettings
/// suite: com.example.app
/// sections:
///   general:
///     settings:
///       city: Berlin
/// ```
///
/// Fix: Write the App Group identifier from the app's entitlements, e.g. `group.com.example.app`.
