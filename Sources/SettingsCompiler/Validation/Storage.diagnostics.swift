// The diagnostics Storage.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1691 deviceScopeSynced
///
/// A setting is device-only when it says `scope: device`, when a section around it does, or when it is a secure string
/// (their standard scope: a secret never leaves the device). A `scope: device` written nearer to a setting than the
/// `sync: icloud` that reaches it (on the setting, or on a section inside the synced one) is the explicit choice: those
/// settings stay on the device while the others sync. But a secure string under `sync: icloud`, or a `sync: icloud`
/// written inside a `scope: device` section, leaves settingsc unable to tell which is meant, so the setting must say:
/// `scope: device` keeps it on this device, `scope: shared` syncs it. One item that says both `scope: device` and
/// `sync: icloud` contradicts itself.
///
/// ```yaml
/// settings: AppSettings
/// sync: icloud
/// sections:
///   general:
///     settings:
///       token: {type: string, default: "", secure: true, maxLength: 64}
/// ```
///
/// Fix: Write `scope: device` (keep it here) or `scope: shared` (sync it) on the setting, or remove one of the two keys
/// from the item.

/// SC1692 deviceScopeExported
///
/// `scope: device` keeps a value on this device: it is never synced and never exported (its export policy is
/// `device-only`). `export: always` on such a setting contradicts that.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       deviceName: {type: string, default: "", scope: device, export: always}
/// ```
///
/// Fix: Remove `export: always`, or write `scope: shared` if the value may leave the device.

/// SC1693 settingsAppSuiteMismatch
///
/// Settings.app reads and writes the values of a Settings.bundle in one place: the app's own UserDefaults, or the App
/// Group named by ApplicationGroupContainerIdentifier (which the Settings.bundle backend writes from `suite:`).
/// Settings shown in Settings.app that live in different places cannot all be shown.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   widget:
///     suite: group.com.example.app
///     settingsApp: true
///     settings:
///       city: Berlin
///   general:
///     settingsApp: true
///     settings:
///       sounds: true
/// ```
///
/// Fix: Give the settings shown in Settings.app one `suite:` (or none), or leave some out with `settingsApp: false`.

/// SC1694 unboundedSyncedValue
///
/// iCloud's key-value store (NSUbiquitousKeyValueStore) holds at most 1 MB and 1,024 keys for an app. A synced string
/// without `maxLength`, a list without `maxItems` (or of strings without `maxLength`), a URL or a value of a custom
/// type can grow past that. The store then refuses to sync that value (it stays on this device, and `syncRefusals`
/// reports it) instead of failing the save; bounding the value makes that impossible. A warning: `allow: [SC1694]`
/// accepts it.
///
/// ```yaml
/// settings: AppSettings
/// sync: icloud
/// sections:
///   general:
///     settings:
///       nickname: ""
/// ```
///
/// Fix: Give the setting a `maxLength` (a list a `maxItems`), or keep it on the device with `sync: none`.

/// SC1695 iCloudLimitExceeded
///
/// Each synced setting is one key of iCloud's key-value store, named by its dotted path of persistence keys. The store
/// takes at most 1,024 keys of at most 64 bytes each and 1 MB in all; settingsc adds up the largest value each synced
/// setting can hold (from its type, `maxLength`, `maxItems` and enum cases) and warns when the synced part of the
/// schema can exceed any of those limits. At run time the store refuses to sync what does not fit, with a report.
///
/// ```yaml
/// settings: AppSettings
/// sync: icloud
/// sections:
///   general:
///     settings:
///       flag: {type: bool, default: false, key: a_persistence_key_that_is_far_too_long_for_the_keys_of_icloud}
/// ```
///
/// Fix: Shorten the keys (`key:`), lower `maxLength`/`maxItems`, or sync fewer settings.

/// SC1696 flatLayoutUnsupported
///
/// In the flat layout (`layout: flat`) each setting is its own UserDefaults key, as `@AppStorage` stores it. Such a key
/// cannot say "cleared" apart from "never set": an absent key is the default, so an optional setting needs the default
/// nil. A flat key is the one value other code reads, so it is not also synced through iCloud's key-value store (`sync:
/// icloud`), and it is not shown in Settings.app (`settingsApp:`, whose keys are the document layout's). `storedAs:`
/// applies only to colours.
///
/// ```yaml
/// settings: AppSettings
/// layout: flat
/// sections:
///   general:
///     settings:
///       nickname: {type: string?, default: Sam}
/// ```
///
/// Fix: Give the optional the default nil (or no default), keep the setting in the document layout (`layout:
/// document`), or remove `sync: icloud` or `storedAs:`.

/// SC1697 duplicateFlatKey
///
/// In the flat layout a setting's UserDefaults key is its `key:` as written, without its section's keys, so two
/// settings in different sections can name the same key in one domain (the app's own defaults or one App Group's
/// suite). Both would read and write one value.
///
/// ```yaml
/// settings: AppSettings
/// layout: flat
/// sections:
///   general:
///     settings:
///       sounds: true
///   widget:
///     settings:
///       sounds: false
/// ```
///
/// Fix: Give one of them another `key:`.
