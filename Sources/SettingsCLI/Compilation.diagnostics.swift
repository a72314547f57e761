// The diagnostics Compilation.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1001 fileUnreadable
///
/// settingsc could not open or read an input file: it does not exist, it is a directory, or the process may not read
/// it. This is an I/O problem, not a problem with a schema, so the run exits with status 2. The text format prints it
/// as `path: error: cannot read file: reason`; the json, sarif and github formats report it with this code.
///
/// Fix: Check the path (a shell glob that matches nothing is passed on literally), and the file's permissions.
