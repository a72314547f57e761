// The diagnostics GeneratedNameCheck.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1440 generatedNameCollision
///
/// With `view:`, the SwiftUI backend generates a `<Section>View` type for every section, nested in the root type. A
/// section or enum whose type name is one of those would make the generated code fail to compile, so it is reported
/// here. Fixed names the generated code relies on (`SwiftUI`, `SettingsSwiftUI`, `SettingsStore`, ...) are reserved for
/// every schema (SC1105).
///
/// ```yaml
/// settings: AppSettings
/// view: AppSettingsView
/// enums:
///   GeneralView: [compact, regular]
/// sections:
///   general:
///     settings:
///       layout: {type: GeneralView}
/// ```
///
/// Fix: Rename the section or enum, or leave out `view:` if the schema needs no SwiftUI DSL.

/// SC1483 hookNameClash
///
/// With `view:`, every action row's hook becomes a function the host view implements (`func resetAllSettings()`). The
/// SwiftUI DSL already gives the host view `store`, `allSettingsLinks`, a `<section>Link()` per section and the
/// `<section>SectionHeader()`/`Footer()` inject hooks; an action hook with one of those names could not be declared.
/// The same holds for an app-screen row's hook (`screen: accounts` needs `accountsScreen()`) and its `value:`
/// property, which may also not be an action hook, another screen's hook, `store` or `externalData`.
///
/// ```yaml
/// settings: AppSettings
/// view: AppSettingsView
/// sections:
///   general:
///     settings:
///       volume: 5
///       reset: {action: generalLink, title: Reset}
/// ```
///
/// Fix: Give the hook another name, e.g. `resetGeneralSettings`.

/// SC1484 unknownNavigationTarget
///
/// An entry of `settings:` with a `navigate:` key is a chevron row that opens another section. `navigate:` is the
/// dotted path of section names from the root (`payments.promotions`), and must name a section of the schema.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       more: {navigate: advanced, title: More}
/// ```
///
/// Fix: Name an existing section by its path of names (the suggestion names the closest one).
