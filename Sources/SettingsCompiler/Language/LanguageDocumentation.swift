/// The language table as Markdown, for docs/schema-language.md: the key tables of the smaller constructs are
/// generated from it (between `<!-- settingsc keys: <construct> -->` markers; DocsDriftTests checks and, with
/// SETTINGSC_RECORD=1, rewrites them), the larger ones are written by hand and checked key for key.
extension Construct {
    /// `| key | value |`, one row per key in the table's order, with its documentation and first example.
    public var markdownKeyTable: String {
        var lines = ["| key | value | example |", "|---|---|---|"]
        for entry in entries {
            let example = entry.spec.examples.first.map { "`\($0.compact)`" } ?? ""
            let required = entry.spec.required ? " Required." : ""
            lines.append("| `\(entry.name)` | \(Self.cell(entry.spec.summary))\(required) | \(Self.cell(example)) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|")
    }
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
