// The diagnostics BuildConfigurations.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1670 invalidBuildConfiguration
///
/// `configurations:` declares the build configurations beyond the two every build has: `debug` (selected by the
/// compilation condition DEBUG) and `release` (every build no other configuration matches). A declared configuration
/// cannot be one of those two, its condition must be a Swift identifier (what `-D NAME` or
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` sets), and two configurations cannot share a condition.
///
/// ```yaml
/// settings: AppSettings
/// configurations:
///   debug: DEBUG
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Remove debug and release from `configurations:`; give each other configuration a condition of its own.

/// SC1671 unknownBuildConfiguration
///
/// A key of a `default:` mapping, or the value of a section's `only:`, is not `debug`, `release` or a configuration
/// `configurations:` declares: a typo, or a configuration that was never declared. A section cannot be `only: release`:
/// it would be missing from the debug builds it is tested in.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: {debug: 1, beta: 3, release: 2}}
/// ```
///
/// Fix: Use a declared configuration's name, or declare it under `configurations:` with its compilation condition.

/// SC1672 missingReleaseDefault
///
/// A default by build configuration needs a `release` value: it is the default of every build that no other
/// configuration matches (`#else`), and the value the docs and the values schema show as the default.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       verbose: {type: bool, default: {debug: true}}
/// ```
///
/// Fix: Add `release: <value>` to the mapping.

/// SC1673 onlyConflict
///
/// A section `only: debug` (or another configuration) does not exist in the other builds: its model, form and view are
/// compiled out. A navigation row that opens it from a section of every build would not compile in those builds, and a
/// section `only:` one configuration inside a section `only:` another would never exist.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       tools: {navigate: tools}
///   tools:
///     only: debug
///     settings:
///       verbose: false
/// ```
///
/// Fix: Move the navigation row into a section with the same `only:`, or remove `only:` from the target.
