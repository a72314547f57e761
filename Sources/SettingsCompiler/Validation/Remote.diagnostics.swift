// The diagnostics Remote.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1680 invalidRemoteKey
///
/// `remote:` says a remote source (Firebase Remote Config, an OpenFeature provider, the app's own server) may set the
/// setting: `true` uses the setting's id with `_` for `.` as its remote key, a string names the key. A key must start
/// with a letter or `_` and hold only ASCII letters, digits and `_`, at most 256 characters: what Firebase Remote
/// Config accepts as a parameter key, so the generated template and defaults plist can be uploaded as they are.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       baseURL: {default: "https://api.example.com", remote: api-base-url}
/// ```
///
/// Fix: Write the key with letters, digits and `_` (`api_base_url`), or `remote: true`.

/// SC1681 duplicateRemoteKey
///
/// Each remote setting is one parameter of the remote source, found by its remote key: two settings with one key would
/// both take every value sent for it. `remote: true` derives the key from the setting's id, so a written key can
/// collide with a derived one.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       timeout: {default: 30, remote: general_timeout}
///       retries: {default: 3, remote: general_timeout}
/// ```
///
/// Fix: Give one of the settings another key with `remote: <key>`.

/// SC1682 remoteUnsupportedType
///
/// A remote value reaches every installation of the app, and the generated Firebase template, defaults plist and
/// OpenFeature manifest hold each remote setting's default: a `secure: true` string (a token, a password) does not
/// belong there. A custom type has no value a remote source could send that the schema can check.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       apiToken: {type: string, secure: true, remote: true}
/// ```
///
/// Fix: Remove `remote:` from the setting; deliver secrets another way (the keychain, your own authenticated API).
