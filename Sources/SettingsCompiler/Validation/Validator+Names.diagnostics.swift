// The diagnostics Validator+Names.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1104 invalidIdentifier
///
/// A name becomes a Swift identifier in the generated code, so it is made of ASCII letters, digits and `_`, does not
/// start with a digit, and has the expected case (type names start with an upper-case letter; sections, settings and
/// enum cases with a lower-case one). Look-alike letters from other scripts are refused. Persistence keys (`key:`) may
/// also contain `-`, but no dots.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       dark-mode: true
/// ```
///
/// Fix: Rename it in camel case, e.g. `darkMode`; keep an old stored name with `key: dark-mode`.

/// SC1105 reservedName
///
/// Some names cannot be made safe in Swift even with backticks (`self`, `Type`, `init` after a dot), or clash with what
/// the generated code adds or relies on (names starting with `_`, `Defaults`, `Ranges`, the modules `SwiftUI`,
/// `SettingsStore` and `SettingsSwiftUI`, a top-level section `settingsForm`), or shadow built-in types (an enum named
/// `Int`). The full list, for every kind of declaration, is the table "Reserved names" in docs/schema-language.md.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       self: true
/// ```
///
/// Fix: Choose another name; `key:` keeps the stored name if data was saved under the old one.

/// SC1106 duplicateName
///
/// Two declarations end up with the same Swift name: an enum case listed twice, a setting and a subsection with the
/// same name, or two sections whose type names (UpperCamelCase) coincide with each other or with an enum.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Mode: [fast, slow, fast]
/// sections:
///   general:
///     settings:
///       mode: {type: Mode, default: fast}
/// ```
///
/// Fix: Rename or remove one of the two; the note points to the first.
