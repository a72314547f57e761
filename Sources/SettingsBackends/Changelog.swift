public import SettingsCompiler

/// The changes between two versions of one schema, as `settingsc diff` found them (`SchemaDiff.compare`): what
/// the changelog renderers read.
public struct SchemaChangeReport: Sendable {
    /// How each version was named on the command line (`HEAD:Schemas/App.settings.yaml`, `App.settings.yaml`).
    public var oldLabel: String
    public var newLabel: String
    /// The new version's title and root type.
    public var title: String
    public var rootTypeName: String
    public var changes: [SchemaChange]

    public init(oldLabel: String, newLabel: String, title: String, rootTypeName: String, changes: [SchemaChange]) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.title = title
        self.rootTypeName = rootTypeName
        self.changes = changes
    }

    /// `2 data-loss changes, 1 value change, 4 compatible changes`, or `no changes`.
    public var tally: String { SchemaChange.tally(changes) }

    /// The changes grouped by section, sections in the order they first appear, each group in order found.
    public var bySection: [(title: String, path: [String], changes: [SchemaChange])] {
        var groups: [(title: String, path: [String], changes: [SchemaChange])] = []
        for change in changes {
            if let index = groups.firstIndex(where: { $0.path == change.section }) {
                groups[index].changes.append(change)
            } else {
                groups.append((change.section.isEmpty ? "Top level" : change.sectionTitle, change.section, [change]))
            }
        }
        return groups
    }
}

/// `settingsc diff --format markdown|json`: a changelog for release notes and QA, or for tools.
public enum Changelog {
    /// One Markdown document for every report: per schema a heading, the tally, and per section a table of its
    /// changes with the old and new values (defaults, ranges, types) and what each does to saved values.
    public static func markdown(_ reports: [SchemaChangeReport]) -> String {
        var out = ""
        for (index, report) in reports.enumerated() {
            if index > 0 { out += "\n" }
            out += "# Changes to \(MarkdownEscaping.escape(report.title, as: .text))\n\n"
            out += "\(MarkdownEscaping.escape(report.oldLabel, as: .code)) → \(MarkdownEscaping.escape(report.newLabel, as: .code)): \(report.tally).\n"
            for group in report.bySection {
                out += "\n## \(MarkdownEscaping.escape(group.title, as: .text))\n\n"
                out += "| setting | change | old | new | saved values |\n|---|---|---|---|---|\n"
                for change in group.changes {
                    let cell = { (text: String?) in text.map { MarkdownEscaping.escape($0, as: .code, inTableCell: true) } ?? "" }
                    let setting = MarkdownEscaping.escape(change.path, as: .code, inTableCell: true)
                        + " " + MarkdownEscaping.escape(change.title, as: .text, inTableCell: true)
                    out += "| \(setting) | \(MarkdownEscaping.escape(change.kind.title, as: .text, inTableCell: true)) | \(cell(change.old)) | \(cell(change.new)) | \(MarkdownEscaping.escape(effect(change), as: .text, inTableCell: true)) |\n"
                }
            }
        }
        return out
    }

    /// What a change does to saved values, in words: `kept`, `value change: ...`, `data loss: ...`.
    public static func effect(_ change: SchemaChange) -> String {
        switch change.severity {
        case .compatible: "kept"
        case .valueChange: "value change: " + (change.consequence ?? change.summary)
        case .dataLoss: "data loss: " + (change.consequence ?? change.summary)
        }
    }

    /// One JSON document: `{"schemas": [{"old", "new", "title", "rootType", "changes": [...]}]}`, each change with
    /// its kind, severity, path, section, title, summary, consequence, old and new values, code, fix, key paths
    /// and places.
    public static func json(_ reports: [SchemaChangeReport]) -> String {
        func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func location(_ location: SourceLocation?) -> JSONValue {
            guard let location else { return .null }
            return .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
        }
        let schemas = reports.map { report -> JSONValue in
            .object([
                ("old", .string(report.oldLabel)),
                ("new", .string(report.newLabel)),
                ("title", .string(report.title)),
                ("rootType", .string(report.rootTypeName)),
                ("changes", .array(report.changes.map { change in
                    .object([
                        ("kind", .string(change.kind.rawValue)),
                        ("severity", .string(change.severity.rawValue)),
                        ("path", .string(change.path)),
                        ("section", .array(change.section.map(JSONValue.string))),
                        ("title", .string(change.title)),
                        ("summary", .string(change.summary)),
                        ("consequence", string(change.consequence)),
                        ("old", string(change.old)),
                        ("new", string(change.new)),
                        ("code", string(change.code?.rawValue)),
                        ("fix", string(change.fix)),
                        ("oldKeyPath", change.oldKeyPath.map { .array($0.map(JSONValue.string)) } ?? .null),
                        ("newKeyPath", change.newKeyPath.map { .array($0.map(JSONValue.string)) } ?? .null),
                        ("oldLocation", location(change.oldLocation)),
                        ("newLocation", location(change.newLocation)),
                    ])
                })),
            ])
        }
        return JSONValue.object([("schemas", .array(schemas))]).pretty() + "\n"
    }
}
