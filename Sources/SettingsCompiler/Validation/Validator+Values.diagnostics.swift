// The diagnostics Validator+Values.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1202 defaultTypeMismatch
///
/// A default value is not a value of the setting's type: text for a number, a number for a boolean, a list for a
/// string.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: loud}
/// ```
///
/// Fix: Write a default of the setting's type, or change the type.

/// SC1211 unknownEnumCase
///
/// A default (or another value) names a case its enum does not declare. The message suggests the nearest case and a
/// note lists them all.
///
/// ```yaml
/// settings: AppSettings
/// enums:
///   Mode: [fast, slow]
/// sections:
///   general:
///     settings:
///       mode: {type: Mode, default: fats}
/// ```
///
/// Fix: Use one of the enum's cases, or add the case to the enum.

/// SC1213 numberNotRepresentable
///
/// A number does not fit the setting's type (an `int` beyond 64 bits, a `float` beyond its range), or is `.inf` or
/// `.nan`. Generated code could not hold such a value.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 99999999999999999999}
/// ```
///
/// Fix: Use a number the type can hold, or a wider type (`double`).

/// SC1567 invalidDataValue
///
/// A `data` setting holds bytes, and its default is written as base64 text (RFC 4648, the standard alphabet `A-Z a-z
/// 0-9 + /`, padded with `=` to a multiple of 4 characters: what `Data.base64EncodedString()` writes), or `""` for no
/// bytes. The JSON document stores the value as that text; the flat layout as `Data`.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       avatar: {type: data, default: "aGVsbG8"}
/// ```
///
/// Fix: Write the bytes as padded base64, e.g. `"aGVsbG8="`, or `""` for none.
