// The diagnostics ListRules.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1560 invalidListType
///
/// A list setting holds strings, integers or doubles: its type is `[string]`, `[int]` or `[double]`. Lists of other
/// types, lists of lists and optional lists (`[string]?`; an empty list already says "none") are not part of the
/// language.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       flags: {type: "[bool]", default: [true]}
/// ```
///
/// Fix: Use `[string]`, `[int]` or `[double]`, or several settings.

/// SC1561 listTypeNotQuoted
///
/// YAML reads an unquoted `[string]` as a list holding the word `string`, not as a type name, so a list type must be
/// quoted.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       blockedWords: {type: [string], default: [spam]}
/// ```
///
/// Fix: Quote the type: `type: "[string]"`.

/// SC1562 itemsRuleOnNonList
///
/// `minItems` and `maxItems` limit how many elements a `[string]`, `[int]` or `[double]` setting holds; other types
/// have no elements.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       name: {type: string, default: Ann, maxItems: 3}
/// ```
///
/// Fix: Remove the key, or use `maxLength` to limit a string's length.

/// SC1563 invalidItemCount
///
/// `minItems` and `maxItems` are non-negative integers, and `maxItems` is not less than `minItems`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       ports: {type: "[int]", default: [80], minItems: 2, maxItems: 1}
/// ```
///
/// Fix: Give counts from 0 up, with the maximum at least the minimum.

/// SC1564 defaultViolatesItemCount
///
/// A list setting's default must itself be a valid value: it holds at least `minItems` and at most `maxItems` elements.
/// A list without a default is empty.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       ports: {type: "[int]", default: [80, 443, 8080], maxItems: 2}
/// ```
///
/// Fix: Change the default, or the limit.

/// SC1566 ambiguousListDefault
///
/// The short form infers a list's type from its default: every element a whole number makes an `[int]`, numbers with a
/// fraction among them (`[0.5, 1]`) a `[double]`, text (with or without whole numbers among it) a `[string]`.
/// `true`/`false`, and a number with a fraction among text, name no list type settingsc has, and reading them as text
/// would silently turn `[a, 0.5]` into `["a", "0.5"]`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       weights: [heavy, 0.5]
/// ```
///
/// Fix: Quote the elements and write the type (`{type: "[string]", default: [heavy, "0.5"]}`), or keep to numbers for a
/// `[double]`.
