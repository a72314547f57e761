// The diagnostics Validator+Settings.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1201 unknownType
///
/// A setting's `type` is neither a built-in type (`bool`, `int`, `float`, `double`, `string`, each optionally followed
/// by `?`) nor an enum declared under `enums`. Type names are case-sensitive: `Int` is not `int`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       retries: {type: integer, default: 3}
/// ```
///
/// Fix: Use a built-in type name or declare the enum; the message suggests the nearest name.

/// SC1206 rangeOnNonNumeric
///
/// Only `int`, `float` and `double` settings (optional or not) can have a `range`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       name: {type: string, default: "", range: 1...5}
/// ```
///
/// Fix: Remove the range, or change the type to a number.

/// SC1207 stepOnNonNumeric
///
/// Only `int`, `float` and `double` settings (optional or not) can have a `step`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       enabled: {type: bool, default: true, step: 1}
/// ```
///
/// Fix: Remove the step, or change the type to a number.

/// SC1209 cannotInferType
///
/// A setting's type comes from its `type`, or else is inferred from its default. A setting with neither (or with a null
/// default) has no type.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       nickname: {title: Nickname}
/// ```
///
/// Fix: Add a `type` (e.g. `string?` for a value that may be missing) or a default.

/// SC1210 nestedOptional
///
/// `int??` would be an optional of an optional, which stored settings cannot tell apart from a plain optional.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       count: {type: int??}
/// ```
///
/// Fix: Use a single `?`.

/// SC1301 yaml11Boolean
///
/// In YAML 1.1, `yes`, `no`, `on`, `off`, `y` and `n` were booleans; in YAML 1.2, which settingsc reads, they are
/// strings. A setting whose type is inferred from `yes` becomes a string, which is rarely what was meant. This is a
/// warning: code is still generated.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       enabled: yes
/// ```
///
/// Fix: Write `true` or `false` for a boolean; quote the word (`"yes"`) to keep a string.

/// SC1548 placeholderOnNonString
///
/// `placeholder:` is the prompt an empty text field shows (`jane@example.com`); only `string` and `string?` settings
/// are edited in a text field of their own. Numbers, toggles, pickers, lists and the url, color and date types have
/// their own controls.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       retries: {type: int, default: 3, placeholder: e.g. 3}
/// ```
///
/// Fix: Remove `placeholder:`, or make the setting a string.

/// SC1554 secureOnNonString
///
/// `secure: true` marks a `string` or `string?` setting whose value is masked on screens, in previews, in change lists
/// and in the model's descriptions. Other types have no text to mask.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       pinEnabled: {type: bool, default: false, secure: true}
/// ```
///
/// Fix: Remove `secure: true`, or make the setting a string.

/// SC1558 formattedTypeWithoutDefault
///
/// A setting without a default gets an empty one (`""` for a `string`), but no `url`, `color` or `date` is empty, so a
/// setting of one of these types needs a default, or an optional type whose default is nil.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       homepage: {type: url}
/// ```
///
/// Fix: Give a default, or write the type as `url?` (or `color?`, `date?`).

/// SC1780 choiceTitlesNotApplicable
///
/// `onTitle:` and `offTitle:` show a `bool` or `bool?` as a picker of two choices with those titles ("Public",
/// "Private") instead of a toggle. A setting of another type has no on and off to title; an enum's cases have titles of
/// their own (`enums: {Visibility: {everyone: Everyone, ...}}`).
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   posting:
///     settings:
///       visibility: {type: string, default: public, onTitle: Public, offTitle: Private}
/// ```
///
/// Fix: Remove the titles, or make the setting a bool (or an enum with titled cases for more than two choices).

/// SC1781 choiceTitlesIncomplete
///
/// A `bool` is a picker of two choices only with a title for each: `onTitle:` for true and `offTitle:` for false. With
/// one of them the other choice would have no title.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   posting:
///     settings:
///       isPublic: {default: true, onTitle: Public}
/// ```
///
/// Fix: Add the missing title (`offTitle: Private`), or remove the one given to keep the toggle.
