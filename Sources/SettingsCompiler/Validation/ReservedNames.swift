/// The one list of names the generated code relies on (issue 20 item 3). A schema name that is one of these would
/// make some generated file fail to compile or mean something else, so the validator refuses it (SC1105) for the
/// declarations the entry lists. Backends that start relying on a new name add it here, with the reason; the table
/// in docs/schema-language.md ("Reserved names") is rendered from this list and drift-checked
/// (`ReservedNamesTests`), and `SwiftNames.reserved*` are derived from it.
public enum ReservedNames {
    /// Which declarations a reserved name applies to.
    public enum Place: String, CaseIterable, Sendable {
        /// Any type a schema declares: the root, `view`, `externalData`, enums and the types of sections.
        case typeName
        /// Any member name: settings, sections, enum cases, rows, hooks and external data properties.
        case memberName
        /// Enum case names, in addition to `memberName`.
        case enumCase
        /// Top-level sections, which are members of the root type, in addition to `memberName`.
        case topLevelSection
        /// Action hooks, which are requirements of the host view's DSL protocol, in addition to `memberName`.
        case actionHook
        /// Preset names, cases of the generated `Preset` enum, in addition to `memberName` and `enumCase`.
        case preset

        /// The place's index in `allCases`.
        var index: Int {
            switch self {
            case .typeName: 0
            case .memberName: 1
            case .enumCase: 2
            case .topLevelSection: 3
            case .actionHook: 4
            case .preset: 5
            }
        }

        var label: String {
            switch self {
            case .typeName: "type names: the root, `view`, `externalData`, enums and the types of sections"
            case .memberName: "any member name (settings, sections, enum cases, rows, hooks)"
            case .enumCase: "enum case names, in addition"
            case .topLevelSection: "top-level section names, in addition"
            case .actionHook: "action hook names, in addition"
            case .preset: "preset names, in addition to enum case names"
            }
        }
    }

    public struct Entry: Sendable {
        public let names: [String]
        public let place: Place
        /// Why the generated code needs the name, completing "reserved: ...".
        public let reason: String

        init(_ names: [String], _ place: Place, _ reason: String) {
            self.names = names
            self.place = place
            self.reason = reason
        }
    }

    /// Every reserved name. Append entries here; nothing else needs to change for the validator to refuse them.
    public static let entries: [Entry] = [
        Entry(["Swift", "SettingsRuntime", "SettingsSwiftUI", "SwiftUI"], .typeName, "a module the generated code imports and names"),
        Entry(["SettingsStore"], .typeName, "a module the generated code imports, and the store's type"),
        Entry(["Defaults", "Ranges", "Steps", "StringRules", "CodingKeys"], .typeName,
              "a type the generated model nests in every section"),
        Entry(["Host", "Header", "Footer"], .typeName, "a generic parameter of the generated section views"),
        Entry(["Any", "Self", "Type", "Protocol"], .typeName, "a type name Swift itself gives a meaning"),
        Entry(["self", "Self", "init", "deinit", "subscript", "super", "Type", "Protocol", "_"], .memberName,
              "it means something else to Swift after a dot"),
        Entry(["hashValue"], .memberName, "`Hashable`'s requirement, which a stored property would replace"),
        Entry(["rawValue", "allCases", "title", "caseDescription", "fallbackCase", "renamedCases"], .enumCase,
              "a member every generated enum has"),
        Entry(["settingsForm", "settingsAppKeys"], .topLevelSection, "a static member the generated code adds to the root type, whose members the top-level sections are"),
        Entry(["store", "allSettingsLinks", "body", "externalData", "setting"], .actionHook,
              "a member the SwiftUI DSL gives the host view"),
        Entry(["SideEffect"], .typeName, "the enum of `sideEffect:` names the form nests in the root type"),
        Entry(["Preset"], .typeName, "the enum of `presets:` the form nests in the root type"),
        Entry(["Route"], .typeName, "the enum of deep links the form nests in the root type"),
        Entry(["SettingsNavigator"], .typeName, "the store's navigator, which the SwiftUI DSL names"),
        Entry(["isWhole", "values"], .preset, "a member of the generated `Preset` enum"),
    ]

    /// The reason `name` is reserved at `place`, or nil when it is free there.
    public static func reason(_ name: String, at place: Place) -> String? {
        // Most names are reserved nowhere by their length and first byte alone (issue 32: the lookup by place and
        // name cost about 1,000 instructions, called for every member, case and type name: 2.9 M of validate).
        // By the shapes of the place's own names, then looked up in the place's own table, found by its index (a
        // dictionary keyed by place hashed the place at every call).
        let table = tables[place.index]
        guard table.shapes.mayContain(name) else { return nil }
        return table.reasons[name]
    }

    /// Each place's names with their reasons, and their shapes, by `Place.index`: made from ``entries`` in one pass
    /// (issue 32: through a dictionary keyed by place, each name hashed twice, it cost some 0.7 M instructions of every
    /// run).
    private static let tables: [(shapes: NameShapes, reasons: [String: String])] = {
        precondition(Place.allCases.map(\.index) == Array(Place.allCases.indices), "Place.index follows the order of Place.allCases")
        var reasons = [[String: String]](repeating: [:], count: Place.allCases.count)
        for entry in entries {
            for name in entry.names where reasons[entry.place.index][name] == nil {
                reasons[entry.place.index][name] = entry.reason
            }
        }
        return reasons.map { (NameShapes($0.keys), $0) }
    }()

    /// The names reserved at `place`.
    public static func names(at place: Place) -> Set<String> {
        Set(tables[place.index].reasons.keys)
    }

    /// The table in docs/schema-language.md, "Reserved names".
    public static func markdownTable() -> String {
        var lines = ["| where | reserved | why |", "|---|---|---|"]
        for entry in entries {
            let names = entry.names.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| \(entry.place.label) | \(names) | \(entry.reason) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
