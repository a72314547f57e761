// The diagnostics RouteNames.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1441 routeNameCollision
///
/// Every section and every shown setting gets a deep link, a case of the `Route` enum the form backend nests in the
/// root type: the section's type name with a lowercase first letter (`proxy`), followed by the setting's name
/// (`proxyHost`). Section types are unique, but a setting's case can equal another section's or setting's, or a member
/// every route has (`rawValue`, `allCases`, `keys`, `renamedKeys`, `inlineSectionIDs`), and the generated code would
/// not compile. The link itself (the path of persistence keys) is not affected.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   proxy:
///     settings:
///       host: {type: string, default: ""}
///   proxyHost:
///     settings:
///       port: 8080
/// ```
///
/// Fix: Rename the section or the setting (add `key:` with the old name to keep saved values and links).
