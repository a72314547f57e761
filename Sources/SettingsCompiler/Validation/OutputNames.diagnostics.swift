// The diagnostics OutputNames.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1590 outputNameTooLong
///
/// The root type, the view, the string table and (for Settings.bundle panes) the section types become file names:
/// `<Root>.values.schema.json`, `<View>+SettingsDSL.swift`, `<Section>-<Child>.plist`. `generate` writes each file
/// first to a temporary name `.<name>.settingsc-XXXXXX`, 18 bytes longer. A name whose file name, plus those 18 bytes,
/// exceeds the 255 bytes file systems allow could not be written, so it is refused before anything is generated. The
/// limit applies to every backend's files, whether or not a run asks for that backend: the root type name may have at
/// most 218 bytes.
///
/// ```yaml
/// settings: LongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongLongSettings
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Choose a shorter name; `title:` sets what the screen and the docs show.

/// SC1591 windowsReservedName
///
/// Windows cannot create a file or folder whose name, before its first dot, is a device name: `CON`, `PRN`, `AUX`,
/// `NUL`, `COM0` to `COM9` and `LPT0` to `LPT9`, in any case. A root type named `Con` makes `Con.swift` and `Con.md`,
/// which no Windows checkout of the repository can hold, so such names are refused for every output name (the root type
/// and the string table).
///
/// ```yaml
/// settings: Aux
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Choose another name, e.g. `AuxSettings`.

/// SC1592 outputNameCaseCollision
///
/// On a case-insensitive file system (macOS and Windows by default) two output files whose names differ only in case
/// are one file: the second overwrites the first. This happens with a root type named `Index` (the docs write
/// `Index.html` next to the site's `index.html`) and with Settings.bundle panes of sections whose type names differ
/// only in case (`Network-Proxy.plist` and `Network-PROXY.plist`). Two outputs can also have one name: a schema with
/// App Intents and `localization: {table: AppShortcuts}` would write its table to `AppShortcuts.xcstrings`, the
/// catalog of the App Shortcuts' phrases (a name App Shortcuts fix).
///
/// ```yaml
/// settings: Index
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Fix: Rename one of the declarations; `title:` keeps what the screen shows.
