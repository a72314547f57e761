// The diagnostics StringRules.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1550 stringRuleOnNonString
///
/// `minLength`, `maxLength` and `pattern` constrain the text of a `string` or `string?` setting. A setting of another
/// type has no text to constrain (a number has `range:` instead).
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       retries: {type: int, default: 3, maxLength: 2}
/// ```
///
/// Fix: Remove the key, or use `range:` for a number.

/// SC1551 invalidLength
///
/// `minLength` and `maxLength` are counts of characters: integers of 0 or more, written without quotes, and `minLength`
/// may not exceed `maxLength`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       nickname: {type: string, default: Sam, minLength: 8, maxLength: 4}
/// ```
///
/// Fix: Write non-negative integers with `minLength` at most `maxLength`.

/// SC1552 invalidPattern
///
/// `pattern` is a regular expression in Swift `Regex` syntax that a value must match as a whole; settingsc compiles it
/// with the same engine the app uses, so a pattern that does not compile is reported here rather than failing in the
/// app. It is a text, or a mapping `{regex: ..., message: ...}` whose message is shown when a value does not match.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       username: {type: string, default: sam, pattern: "[a-z"}
/// ```
///
/// Fix: Fix the regular expression (quote it in YAML); test it with a few values.

/// SC1553 defaultViolatesStringRules
///
/// A default must follow the setting's own rules: stored values that break them are read as the default, so a default
/// that breaks them could never be kept. A `string` without a default has the default `""`, which must follow them too.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       username: {type: string, default: Sam, pattern: "[a-z]+"}
/// ```
///
/// Fix: Change the default (or give one), or loosen the rule.

/// SC1559 patternTooComplex
///
/// Patterns are matched by Swift `Regex`, a backtracking engine without a step budget, in settingsc (against the
/// default) and in the app (against every stored value it reads). Some shapes make backtracking explode: a repeated
/// group that holds a repetition or an alternation (`(a+)+b`, `(a|aa)*`, `([a-z]+\.)+`) takes exponential time on a
/// value that almost matches, and many unbounded repetitions in a row (`a*a*a*a*b`) polynomial time of a high degree.
/// settingsc refuses those shapes: no repetition or alternation inside a repeated group, and at most 3 unbounded
/// repetitions (`*`, `+`, `{m,}`, or a bound over 16) per pattern. A value longer than 256 characters never matches a
/// pattern, so the work of one match stays bounded.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       code: {default: "ab", pattern: "(a|b)+"}
/// ```
///
/// Fix: Repeat a character class instead of a group: `[ab]+` rather than `(a|b)+`, `[a-z.]+` rather than `([a-z]+\.)+`.
