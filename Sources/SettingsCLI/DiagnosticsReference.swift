import SettingsCompiler

/// `docs/diagnostics.md`, generated from `DiagnosticCode` (summary, severity), each code's documentation
/// (explanation, example, fix: `DiagnosticDocumentation`) and real runs of the compiler over the examples. A golden
/// test (`DiagnosticDocumentationTests`) keeps the checked-in page equal to this output.
public enum DiagnosticsReference {
    public static func markdown() -> String {
        var out = """
            # Diagnostics

            <!-- Generated from the documentation blocks beside the compiler's passes (*.diagnostics.swift); do not edit.
                 Change a block, then run `SETTINGSC_RECORD=1 swift test --filter DiagnosticDocumentationTests`. -->

            Every problem settingsc reports has a stable code, `SC` and four digits, that never changes meaning; a code
            that is retired is not reused. `settingsc explain SC1101` prints the entry for one code from this page, and
            `settingsc explain` lists them all. Errors stop code generation; warnings (SC13xx, SC1505) do not, unless
            `--warnings-as-errors` is given. Every example below is compiled when this page is generated, so the output
            shown is exactly what settingsc prints.

            The SC16xx codes are reported by `settingsc diff`, which compares two versions of a schema
            ([tooling](tooling.md#settingsc-diff)): SC160x (errors) when saved values would be lost, SC161x (warnings)
            when they would be read differently. Their examples show both versions.

            ## Accepting a warning

            A warning that is deliberate can be accepted where it is reported, so `--warnings-as-errors` keeps
            guarding everything else: `allow: [SC1543]` on a setting accepts the warnings with those codes on that
            setting, and on a section everywhere inside it (`allow: SC1302` for one code). `--allow SC1543` on
            `validate`, `generate` or `docs` (repeatable) accepts a code in every schema of the run. Only warnings
            can be accepted: an error's code or an unknown code is SC1109 in a schema, and a usage error (exit
            status 2) on the command line.

            ```yaml
            textScale: {type: double, default: 1, range: 0.8...1.6, format: percent, allow: [SC1543]}
            ```

            ## Output formats

            `settingsc validate` and `settingsc generate` take `--diagnostics-format text|json|sarif|github`. `text`
            (the default) goes to standard error; the other formats go to standard output, so they can be redirected to
            a file, while the summary line stays on standard error. The exit status is the same in every format: 0
            without errors, 1 with an error, 2 for a usage or I/O error. Lines and columns are 1-based; columns count
            Unicode scalars (code points).

            - **text**: `path:line:column: severity: message [code]`, then the source line and a caret under the problem,
              then the notes. This is the form Xcode, editors and compilers use.
            - **json**: [JSON Lines](https://jsonlines.org): one JSON object per diagnostic, one per line, in source
              order; nothing at all when there is nothing to report. Each object has
              `severity` (`"error"` or `"warning"`), `code` (`"SC1101"`), `message`, `file` (null for a problem with no
              place, such as an unreadable file), `range` (`{"start": {"line", "column"}, "end": {"line", "column"}}`,
              the end exclusive; null without a place) and `notes`, a list of `{"message", "location"}` where the
              optional `location` is `{"file", "line", "column"}`.
            - **sarif**: one [SARIF 2.1.0](https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html) log with
              one run: `tool.driver` names settingsc, its version and a rule for each code used (id, name, summary,
              default level); each result has `ruleId`, `level`, `message`, a `physicalLocation` with the file and
              region (end column exclusive; `columnKind` is `unicodeCodePoints`), and a `relatedLocation` for each note.
              A run without problems prints a log with no results, so an upload step always has a file.
            - **github**: one [workflow command](https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions)
              per diagnostic, e.g. `::error file=App.settings.yaml,line=6,col=17,endLine=6,endColumn=20,title=SC1101::message`
              (`endColumn` is inclusive and given for a one-line range); notes follow the message on their own lines.
              `%`, CR and LF are escaped in the message, and also `:` and `,` in the properties.

            ## Codes

            | code | severity | summary |
            |---|---|---|

            """
        for code in DiagnosticCode.allCases {
            out += "| [\(code.rawValue)](#\(code.rawValue.lowercased())) | \(code.defaultSeverity.rawValue) | \(code.summary) |\n"
        }
        for (code, reason) in DiagnosticCode.retired {
            out += "\n\(code) was retired before release and is never reported: \(reason).\n"
        }
        for code in DiagnosticCode.allCases {
            out += "\n## \(code.rawValue)\n\n"
            out += "**\(code.summary)** \(code.defaultSeverity == .warning ? "Warning" : "Error"), `\(code.ruleName)`.\n\n"
            out += code.explanation + "\n"
            if let versions = code.diffExample, let output = code.exampleOutput() {
                out += "\n### Example\n\n"
                out += "`\(DiagnosticCode.exampleOldFileName)`, the old version:\n\n```yaml\n\(versions.old)```\n\n"
                out += "`\(DiagnosticCode.exampleFileName)`, the new version:\n\n```yaml\n\(versions.new)```\n\n"
                out += "```text\n$ settingsc \(code.exampleCommand)\n\(output)```\n"
            }
            if let example = code.example, let output = code.exampleOutput() {
                out += "\n### Example\n\n"
                if code.exampleUsesLoweredLimits {
                    out += "Shown with the limit lowered, so the example stays small.\n\n"
                }
                out += "`\(DiagnosticCode.exampleFileName)`:\n\n```yaml\n\(example)```\n\n"
                out += "```text\n$ settingsc validate \(DiagnosticCode.exampleFileName)\n\(output)```\n"
            }
            out += "\n### How to fix it\n\n\(code.fix)\n"
        }
        return out
    }
}
