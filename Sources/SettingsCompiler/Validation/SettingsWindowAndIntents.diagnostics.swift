// The diagnostics SettingsWindowAndIntents.swift reports, documented: what `settingsc explain` prints and
// docs/diagnostics.md shows. One block per code; comments only, collected into the CLI
// (SettingsCLI/DiagnosticDocumentation+Generated.swift) by DiagnosticDocumentationTests. docs/architecture.md,
// "Diagnostic documentation", says how to add one.

/// SC1790 settingsWindowUnknownTab
///
/// `settingsWindow: {tabs: [...]}` lists the top-level sections that are the macOS Settings window's tabs, by their
/// schema names. A name that is no top-level section (a misspelling, a subsection, a setting) names no tab.
///
/// ```yaml
/// settings: AppSettings
/// view: AppSettingsView
/// settingsWindow: {tabs: [general, playbak]}
/// sections:
///   general:
///     settings: {launchAtLogin: false}
///   playback:
///     settings: {volume: 5}
/// ```
///
/// Fix: Write the name of a top-level section, as `sections:` declares it; the note suggests the nearest one.

/// SC1791 settingsWindowDuplicateTab
///
/// A section is one tab of the Settings window; listing it twice in `tabs:` would show it twice.
///
/// ```yaml
/// settings: AppSettings
/// view: AppSettingsView
/// settingsWindow: {tabs: [general, playback, general]}
/// sections:
///   general:
///     settings: {launchAtLogin: false}
///   playback:
///     settings: {volume: 5}
/// ```
///
/// Fix: Remove the second mention; the order of the first ones is the order of the tabs.

/// SC1792 settingsWindowHiddenTab
///
/// The window's tabs are the same in every build of the macOS app. A section limited to one build configuration
/// (`only:`) or to platforms other than macOS (`platforms:`) does not exist in every macOS build, so it cannot be a
/// tab. (Without `tabs:`, such sections are simply not tabs.)
///
/// ```yaml
/// settings: AppSettings
/// view: AppSettingsView
/// settingsWindow: {tabs: [general, debug]}
/// sections:
///   general:
///     settings: {launchAtLogin: false}
///   debug:
///     only: debug
///     settings: {verboseLogging: false}
/// ```
///
/// Fix: Leave the section out of `tabs:` (reach it through a navigation row of another tab), or drop its `only:` or
/// add macOS to its `platforms:`.

/// SC1793 settingsWindowNoTabs
///
/// `settingsWindow:` as a mapping says which sections are the window's tabs; an empty `tabs:` would make a window
/// with nothing in it.
///
/// ```yaml
/// settings: AppSettings
/// view: AppSettingsView
/// settingsWindow: {tabs: []}
/// sections:
///   general:
///     settings: {launchAtLogin: false}
/// ```
///
/// Fix: List the sections the window shows, write `settingsWindow: true` for all of them, or `false` for no window.

/// SC1794 intentsUnsupportedType
///
/// An App Intent's parameter holds a Bool, an Int, a Double, a String or an `AppEnum`, so settingsc generates
/// intents for bool, int, float, double, string and (non-optional) enum settings only. A setting that itself says
/// `intents: true` but is of another type (an optional, a date, a colour, a URL, data, a list, a custom type) gets
/// no intents, which this warning says. A setting inside a section that says `intents: true` is left out silently:
/// the section's flag means "the settings of this section an intent can carry".
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       lastSync: {type: date?, intents: true}
/// ```
///
/// Fix: Remove `intents: true` from the setting, or `allow: [SC1794]` on it.

/// SC1795 intentPhraseInvalid
///
/// App Shortcuts' phrases are what people say to Siri or type in Spotlight. Every phrase must name the app, once,
/// where its name is said: `{app}` (the generated code writes `\(.applicationName)`). Only an enum setting's App
/// Shortcut has a parameter a phrase can name (`{value}`, its case; App Shortcuts take an `AppEnum` there), at most
/// once. Any other word in braces is a misspelt placeholder, and a phrase of placeholders alone says nothing.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       darkMode: {default: false, intents: true, intentPhrases: ["Turn on dark mode"]}
/// ```
///
/// Fix: Write `{app}` once in every phrase ("Turn on {app} dark mode"); use `{value}` only on an enum setting.

/// SC1796 intentPhrasesUnused
///
/// `intentPhrases:` are the phrases of the setting's App Shortcut. A setting that gets no intents (not marked
/// `intents: true`, of a type no intent carries, `skip: true` or deprecated) has no App Shortcut; and an app has ten
/// App Shortcuts, one of which opens the settings, so the phrases of a tenth setting that writes them are not used
/// either.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       darkMode: {default: false, intentPhrases: ["Turn on {app} dark mode"]}
/// ```
///
/// Fix: Mark the setting `intents: true`, or remove its `intentPhrases:`.

/// SC1797 settingsWindowNotGenerated
///
/// `settingsWindow:` asks for the macOS Settings scene, whose tabs show the screens of the generated SwiftUI DSL. The
/// DSL is generated only for a schema with `view:` (the host view's name), and the window needs at least one tab: a
/// top-level section shown on macOS in every build. Without either, the settings-window backend writes nothing, and
/// the app's `Settings` scene would not find the type it expects.
///
/// ```yaml
/// settings: AppSettings
/// settingsWindow: true
/// sections:
///   general:
///     settings: {launchAtLogin: false}
/// ```
///
/// Fix: Add `view: AppSettingsView` (the view that adopts the DSL), or remove `settingsWindow:`.
