import SettingsCompiler

/// A schema draft as nested sections, for the importers that read a structure (`--from settings-bundle`,
/// `--from automatic-settings`): each entry a name and its fields, already written as YAML scalars, in order.
struct ImportTree {
    struct Entry {
        var name: String
        /// `type: bool`, `default: true`, ..., or `link: "..."`, `action: name` for a row.
        var fields: [(String, String)]
        /// Where it came from, as the comment after it.
        var origin: String
        var isSetting: Bool
    }

    struct Section {
        var name: String
        var fields: [(String, String)] = []
        var entries: [Entry] = []
        var sections: [Section] = []
        /// The names of its settings, rows and subsections (one set: each add is a constant-time lookup).
        var names: Set<String> = []

        init(name: String, fields: [(String, String)] = []) {
            self.name = name
            self.fields = fields
        }

        var settingCount: Int { entries.filter(\.isSetting).count + sections.reduce(0) { $0 + $1.settingCount } }
        var sectionCount: Int { 1 + sections.reduce(0) { $0 + $1.sectionCount } }
        var isEmpty: Bool { entries.isEmpty && sections.allSatisfy(\.isEmpty) }

        /// A member name not used yet among this section's settings, rows and subsections.
        /// A member name not used yet among this section's settings, rows and subsections, now taken.
        mutating func uniqueName(_ candidates: [String]) -> String {
            ImportDraft.uniqueName(candidates.first ?? "setting", key: candidates.dropFirst().first ?? candidates.first ?? "setting", in: &names)
        }

        mutating func add(_ entry: Entry) {
            var entry = entry
            entry.name = uniqueName([entry.name])
            entries.append(entry)
        }

        mutating func add(_ section: Section) {
            var section = section
            section.name = uniqueName([section.name])
            sections.append(section)
        }
    }

    struct Enum {
        var name: String
        /// Each case: its name and fields (`title:`, `rawValue:`).
        var cases: [(name: String, fields: [(String, String)])]
    }

    var rootType: String
    var topLevel: [(String, String)] = []
    var enums: [Enum] = []
    var sections: [Section] = []
    var report: [ImportReportItem] = []
    private var typeNames: Set<String> = []
    private var lowercasedTypeNames: Set<String> = []
    private static let reservedLowercased = Set(SwiftNames.reservedTypeNames.map { $0.lowercased() })

    init(rootType: String) {
        self.rootType = rootType
        typeNames = [rootType]
        lowercasedTypeNames = [rootType.lowercased()]
    }

    var settingCount: Int { sections.reduce(0) { $0 + $1.settingCount } }
    var sectionCount: Int { sections.reduce(0) { $0 + $1.sectionCount } }
    var gaps: [ImportReportItem] { report.filter(\.isGap) }
    var reviews: [ImportReportItem] { report.filter { !$0.isGap } }

    mutating func gap(_ place: String, _ message: String) {
        report.append(ImportReportItem(location: nil, message: "\(place): \(message): not imported"))
    }

    mutating func review(_ place: String, _ message: String) {
        report.append(ImportReportItem(location: nil, message: "\(place): \(message); review the draft"))
    }

    /// A section's type name (SC1106 checks them in one namespace with the root and the enums).
    static func typeName(ofSection name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A name for a new subsection of `parent`: unique among its members, and its type name unique in the draft.
    mutating func sectionName(_ candidate: String, in parent: inout Section) -> String {
        var counter = 1
        while true {
            let base = counter == 1 ? candidate : candidate + String(counter)
            let name = ImportDraft.uniqueName(base, key: base, in: &parent.names)
            let type = Self.typeName(ofSection: name)
            if !typeNames.contains(type) {
                typeNames.insert(type)
                lowercasedTypeNames.insert(type.lowercased())
                return name
            }
            parent.names.remove(name)
            counter += 1
        }
    }

    /// A type name for an enum, unique among the draft's types and not a built-in's.
    mutating func enumName(_ candidate: String) -> String {
        var base = String(candidate.filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
        if let first = base.first { base = first.uppercased() + base.dropFirst() }
        if base.isEmpty || base.first?.isNumber == true { base = "Choice" + base }
        var name = base
        var counter = 2
        while typeNames.contains(name) || lowercasedTypeNames.contains(name.lowercased())
                || Self.reservedLowercased.contains(name.lowercased()) || !Init.isTypeName(name) {
            name = base + String(counter)
            counter += 1
        }
        typeNames.insert(name)
        lowercasedTypeNames.insert(name.lowercased())
        return name
    }

    /// A case name for each title (or raw value), unique, a member name a case may take.
    static func caseNames(_ candidates: [String]) -> [String] {
        var used: Set<String> = ["rawValue", "allCases", "title", "caseDescription", "fallbackCase", "renamedCases"]
        return candidates.map { candidate in
            var name = ImportDraft.name(fromKey: candidate)
            if name == "setting" { name = "value" }
            else if candidate.first(where: { $0.isLetter || $0.isNumber })?.isNumber == true { name = "value" + name.dropFirst(3) }
            return ImportDraft.uniqueName(name, key: "value", in: &used)
        }
    }

    func schemaText(header: [String]) -> String {
        var out = header.map { "# " + ImportText.comment($0) + "\n" }.joined()
        out += header.isEmpty ? "" : "\n"
        out += "settings: \(rootType)\n"
        for (key, value) in topLevel { out += "\(key): \(value)\n" }
        if !enums.isEmpty {
            out += "\nenums:\n"
            for item in enums {
                out += "  \(item.name):\n"
                for c in item.cases {
                    out += "    \(YAMLText.quoted(c.name)):"
                    out += c.fields.isEmpty ? "\n" : " {\(c.fields.map { "\($0.0): \($0.1)" }.joined(separator: ", "))}\n"
                }
            }
        }
        out += "\nsections:\n"
        for section in sections { write(section, indent: "  ", into: &out) }
        return out
    }

    private func write(_ section: Section, indent: String, into out: inout String) {
        out += "\(indent)\(section.name):\n"
        for (key, value) in section.fields { out += "\(indent)  \(key): \(value)\n" }
        if !section.entries.isEmpty {
            out += "\(indent)  settings:\n"
            for entry in section.entries {
                out += "\(indent)    \(entry.name): {\(entry.fields.map { "\($0.0): \($0.1)" }.joined(separator: ", "))}"
                out += "   # \(ImportText.comment(entry.origin))\n"
            }
        }
        if !section.sections.isEmpty {
            out += "\(indent)  sections:\n"
            for child in section.sections { write(child, indent: indent + "    ", into: &out) }
        }
    }

    func reportText(schemaPath: String, sources: String) -> String {
        func line(_ item: ImportReportItem) -> String {
            "  " + ImportText.comment("\(item.location.map { $0.description + ": " } ?? "")\(item.message)") + "\n"
        }
        var out = ImportText.comment("settingsc import report for \(schemaPath), from \(sources)") + "\n"
        out += "\(settingCount) settings imported; \(gaps.count) not imported; \(reviews.count) to review.\n"
        if !gaps.isEmpty { out += "\nNot imported:\n" + gaps.map(line).joined() }
        if !reviews.isEmpty { out += "\nTo review:\n" + reviews.map(line).joined() }
        return out
    }
}

extension ImportDraft {
    /// Whether a stored key can be a schema's `key:` (SC1104).
    static func isSchemaKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }
}
