// The diagnostics FormattedStringCheck.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1555 invalidURLValue
///
/// A `url` setting holds an absolute URL: a scheme (`https`, `mailto`, `myapp`), a colon, and the rest, in printable
/// ASCII without spaces (percent-encode other characters); `http` and `https` URLs need `//` and a host. The app reads
/// a stored value that is not one as the default.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       homepage: {type: url, default: www.example.com}
/// ```
///
/// Fix: Write the whole address with its scheme, e.g. `https://www.example.com`.

/// SC1556 invalidColorValue
///
/// A `color` setting holds `#` and six (`#RRGGBB`) or eight (`#RRGGBBAA`, with opacity) hex digits. Quote it in YAML: a
/// plain `#` starts a comment.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       accent: {type: color, default: "#12345"}
/// ```
///
/// Fix: Write the colour as `#RRGGBB` or `#RRGGBBAA`, e.g. `"#FF9500"`.

/// SC1557 invalidDateValue
///
/// A `date` setting holds a date and time in UTC, written as ISO 8601 `YYYY-MM-DDTHH:MM:SSZ` (`2026-01-31T09:00:00Z`),
/// a day that exists (no 31 April, 29 February only in leap years).
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       pauseUntil: {type: date, default: "2026-02-30T00:00:00Z"}
/// ```
///
/// Fix: Write an existing day and time as `YYYY-MM-DDTHH:MM:SSZ`.
