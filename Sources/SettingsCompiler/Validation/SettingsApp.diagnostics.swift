// The diagnostics SettingsApp.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1580 settingsAppUnsupportedType
///
/// `settingsApp: true` shows a setting in the Settings app through a generated Settings.bundle. Settings.app offers a
/// switch, a choice among values, a slider and a text field; none of them can set an optional back to no value, so
/// optional settings cannot be shown there. A section's `settingsApp: true` covers all its settings, so such a setting
/// must opt out.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       nickname: {type: string?, settingsApp: true}
/// ```
///
/// Fix: Make the setting non-optional, or write `settingsApp: false` on it.

/// SC1581 settingsAppUnrepresentableDefault
///
/// A Settings.bundle is an XML property list, and XML cannot hold most control characters (nor a carriage return, which
/// XML reads as a line feed). The default shown by Settings.app would differ from the schema's.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       separator: {default: "a\u0001b", settingsApp: true}
/// ```
///
/// Fix: Use a default without control characters, or leave the setting out of Settings.app.

/// SC1582 settingsAppList
///
/// Settings.app offers a switch, a choice among values, a slider and a text field; none of them edits a list, so a
/// `[string]`, `[int]` or `[double]` setting cannot be shown there. A section's `settingsApp: true` covers all its
/// settings, so such a setting must opt out.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       ports: {type: "[int]", default: [80], settingsApp: true}
/// ```
///
/// Fix: Write `settingsApp: false` on the list setting; it stays in the app's own screens.

/// SC1583 settingsAppCustomType
///
/// Settings.app edits booleans, numbers, strings and choices stored in `UserDefaults`; it cannot show or edit a value
/// of a type the app supplies (`custom(...)`), which only the app's own editor view knows.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       region: {type: custom(Region), settingsApp: true}
/// ```
///
/// Fix: Leave the setting out of Settings.app, or write `settingsApp: false` on it under a section marked `settingsApp:
/// true`.
