/// One change between two versions of a schema, found by ``SchemaDiff``: what changed, how bad it is for values
/// users have already saved, where it is in each version, and how to make it safe. Renderers (the diagnostics of
/// `settingsc diff`, the Markdown and JSON changelogs, the docs site's "What changed" page) read only this.
public struct SchemaChange: Sendable, Hashable {
    /// What changed.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case added, removed, renamed, moved
        case typeChanged = "type-changed"
        case defaultChanged = "default-changed"
        case rangeChanged = "range-changed"
        case stepChanged = "step-changed"
        case rulesChanged = "rules-changed"
        case enumCaseAdded = "enum-case-added"
        case enumCaseRemoved = "enum-case-removed"
        case enumCaseRenamed = "enum-case-renamed"
        case deprecated
        case undeprecated
        case storageKeyChanged = "storage-key-changed"
        case visibilityChanged = "visibility-changed"
        case platformsChanged = "platforms-changed"
        case sectionRenamed = "section-renamed"

        /// The words of the changelog's list.
        public var title: String {
            switch self {
            case .added: "added"
            case .removed: "removed"
            case .renamed: "renamed"
            case .moved: "moved"
            case .typeChanged: "type changed"
            case .defaultChanged: "default changed"
            case .rangeChanged: "range changed"
            case .stepChanged: "step changed"
            case .rulesChanged: "rules changed"
            case .enumCaseAdded: "case added"
            case .enumCaseRemoved: "case removed"
            case .enumCaseRenamed: "case renamed"
            case .deprecated: "deprecated"
            case .undeprecated: "no longer deprecated"
            case .storageKeyChanged: "storage key changed"
            case .visibilityChanged: "visibility changed"
            case .platformsChanged: "platforms changed"
            case .sectionRenamed: "section renamed"
            }
        }
    }

    /// What the change does to values users have saved.
    public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Every saved value reads as it was.
        case compatible
        /// Some saved values are read differently: clamped into a range, snapped onto a step, mapped to a fallback case.
        case valueChange = "value-change"
        /// Some saved values are dropped or can no longer be read (the setting takes its default).
        case dataLoss = "data-loss"

        private var rank: Int {
            switch self {
            case .compatible: 0
            case .valueChange: 1
            case .dataLoss: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var kind: Kind
    public var severity: Severity
    /// The dotted path of schema names of the setting (or section) the change is about: in the new version,
    /// or in the old one when it is gone.
    public var path: String
    /// The names of the section it is in (for grouping) in the new version; for a removed setting whose section is
    /// gone, in the old one. Empty for the root.
    public var section: [String]
    /// The title of that section, for the changelog's headings.
    public var sectionTitle: String
    /// The setting's (or section's) title.
    public var title: String
    /// One sentence: what changed (`range 8...40 → 10...24`).
    public var summary: String
    /// What that does to saved values, for a data-loss or value change (`stored values above 24 read as 24`).
    public var consequence: String?
    /// The value before and after, as the schema writes it (defaults, ranges, types), when the change has them.
    public var old: String?
    public var new: String?
    public var oldLocation: SourceLocation?
    public var newLocation: SourceLocation?
    /// The persistence keys from the root of the setting (or section) in each version; nil where it has none.
    public var oldKeyPath: [String]? = nil
    public var newKeyPath: [String]? = nil
    /// How to make the change safe, for a data-loss or value change.
    public var fix: String?
    /// The diagnostic code a data-loss or value change is reported with; nil for compatible changes.
    public var code: DiagnosticCode?

    public init(
        kind: Kind, severity: Severity, path: String, section: [String], sectionTitle: String, title: String,
        summary: String, consequence: String? = nil, old: String? = nil, new: String? = nil,
        oldLocation: SourceLocation?, newLocation: SourceLocation?, fix: String? = nil, code: DiagnosticCode? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.path = path
        self.section = section
        self.sectionTitle = sectionTitle
        self.title = title
        self.summary = summary
        self.consequence = consequence
        self.old = old
        self.new = new
        self.oldLocation = oldLocation
        self.newLocation = newLocation
        self.fix = fix
        self.code = code
    }

    /// The diagnostic `settingsc diff` prints for a data-loss (error) or value change (warning); nil for a
    /// compatible one. It points at the new version (the old one when the setting is gone), with a note at the
    /// other version and a note with the fix.
    public var diagnostic: Diagnostic? {
        guard let code, severity != .compatible else { return nil }
        var message = "'\(path)': \(summary)"
        if let consequence { message += "; \(consequence)" }
        var notes: [Diagnostic.Note] = []
        // A removed setting is shown where it was; the new version's place (its section) is the note.
        let atOld = kind == .removed || newLocation == nil
        let primary = atOld ? oldLocation : newLocation
        if atOld, let newLocation {
            notes.append(.init("the new version's section, without it, is here", at: newLocation))
        } else if !atOld, let oldLocation {
            notes.append(.init("the old version declares it here", at: oldLocation))
        }
        if let fix { notes.append(.init("fix: \(fix)", at: primary)) }
        return Diagnostic(severity == .dataLoss ? .error : .warning, code, message, at: primary, notes: notes)
    }

    /// `2 data-loss changes, 1 value change, 4 compatible changes`, or `no changes`: the line `settingsc diff`
    /// prints for each schema.
    public static func tally(_ changes: [SchemaChange]) -> String {
        guard !changes.isEmpty else { return "no changes" }
        return Severity.allCases.reversed().compactMap { severity -> String? in
            let count = changes.count { $0.severity == severity }
            guard count > 0 else { return nil }
            let word = switch severity {
            case .dataLoss: "data-loss change"
            case .valueChange: "value change"
            case .compatible: "compatible change"
            }
            return "\(count) \(word)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
