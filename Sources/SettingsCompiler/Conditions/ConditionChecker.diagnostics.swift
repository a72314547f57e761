// The diagnostics ConditionChecker.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1500 conditionSyntax
///
/// A `visibleWhen:` or `enabledWhen:` condition is a small expression: settings, literals, the comparisons `==`, `!=`,
/// `<`, `<=`, `>`, `>=`, and `!`, `&&`, `||` and parentheses. settingsc parses it and points at the first character it
/// cannot read (for a plain or simply quoted one-line scalar; otherwise at the start of the scalar). Comparisons do not
/// chain, and `=`, `&` and `|` are not operators.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       enabled: true
///       window: {type: int, default: 7, visibleWhen: enabled = true}
/// ```
///
/// Fix: Write the condition in the grammar of docs/schema-language.md#conditions, e.g. `enabled == true` or just
/// `enabled`.

/// SC1501 unknownConditionSetting
///
/// Every name in a condition must reach a setting of the schema. The first name of a path is looked up in the section
/// holding the condition, then in each enclosing section out to the root; the rest of the path descends into
/// subsections. A path that ends at a section, or reaches nothing, is an error, with the nearest setting's path as a
/// suggestion.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       enabled: true
///       window: {type: int, default: 7, visibleWhen: enabeld}
/// ```
///
/// Fix: Fix the name, or write the path of the setting from an enclosing section (`smoothing.enabled`).

/// SC1502 conditionTypeMismatch
///
/// A condition is type-checked like Swift: `!`, `&&` and `||` need conditions (a bare setting must be a `bool`), `<`,
/// `<=`, `>`, `>=` compare numbers, `==` and `!=` compare values of one kind (numbers with numbers, strings with
/// strings, an enum setting with its cases), and only an optional setting can be compared with `nil`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       level: 1
///       mode: {type: string, default: fast, visibleWhen: level && true}
/// ```
///
/// Fix: Compare the setting with a value of its type, e.g. `level >= 2`.

/// SC1503 unknownConditionCase
///
/// Comparing an enum setting with a case (`mode == weightedAverage` or `mode == .weightedAverage`) needs a case its
/// enum declares; the message suggests the nearest one. A bare name next to an enum setting is one of its cases when
/// the enum has such a case, and a setting otherwise.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Mode: [fast, slow]
/// sections:
///   general:
///     settings:
///       mode: {type: Mode, default: fast}
///       window: {type: int, default: 7, visibleWhen: mode == .slwo}
/// ```
///
/// Fix: Use one of the enum's cases, or add the case to the enum.

/// SC1504 conditionCycle
///
/// A row depends on the settings its conditions read and on its section; a section on the settings its conditions read
/// and on its parent. When these dependencies form a cycle, a setting could hide or disable the very setting that would
/// show or enable it again, for good. A section's condition that reads a setting inside the section is the same
/// mistake.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       a: {type: bool, default: true, visibleWhen: b}
///       b: {type: bool, default: true, visibleWhen: a}
/// ```
///
/// Fix: Make the condition read a setting outside the cycle, usually one that is always shown.

/// SC1505 constantCondition
///
/// A condition that reads no setting (`true`, `1 < 2`) is always true or always false: the row is always shown (the
/// condition can go) or never shown. This is a warning.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       debug: {type: bool, default: false, visibleWhen: "1 > 2"}
/// ```
///
/// Fix: Write a condition over a setting, or leave `visibleWhen:`/`enabledWhen:` out.

/// SC1506 unknownFact
///
/// `$name` in a condition reads a fact the app knows, not a setting: one of the built-in facts of the device
/// (`$iPhone`, `$iPad`, `$mac`, `$macCatalyst`, `$visionOS`, `$tvOS`, `$watchOS`) or one the schema declares under
/// `facts:`, typed, which the app sets at run time. A `$name` that is neither is an error, with the nearest fact as a
/// suggestion.
///
/// ```yaml
/// settings: AppSettings
/// facts:
///   accountCount: int
/// sections:
///   general:
///     settings:
///       sync: {type: bool, default: true, visibleWhen: $acountCount > 0}
/// ```
///
/// Fix: Fix the name, or declare the fact under `facts:` with its type (`dataLoaded: bool`).

/// SC1565 listInCondition
///
/// Conditions (`visibleWhen`, `enabledWhen`) compare a setting with a value; a list cannot be compared, nor tested as
/// true or false.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       blocked: {type: "[string]", default: [spam]}
///       filter: {default: true, visibleWhen: blocked}
/// ```
///
/// Fix: Add a `bool` setting that says whether the list is used, and test that.
