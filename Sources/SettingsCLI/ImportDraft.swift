import SettingsCompiler

/// The schema draft `settingsc import` writes: the evidence merged per stored key into flat-layout settings
/// (the key exactly as stored), grouped into sections by the type that declares them, and the report of what
/// could not be expressed. Deterministic: the inputs are read in sorted order and everything is ordered by the
/// place it was first seen.
struct ImportDraft {
    struct Setting {
        var name: String
        var key: String
        var suite: String?
        /// The schema type, e.g. `bool`, `int?`, `Theme`, `"[string]"`.
        var type: String
        /// The YAML default, or nil for an optional.
        var defaultValue: String?
        var location: ImportLocation
    }

    struct Section {
        var name: String
        var settings: [Setting] = []
    }

    var rootType: String
    var sections: [Section] = []
    var enums: [ImportedEnum] = []
    var report: [ImportReportItem] = []

    var settingCount: Int { sections.reduce(0) { $0 + $1.settings.count } }

    init(rootType: String, importer: SwiftImporter) {
        self.rootType = rootType
        report = importer.report
        var order: [String] = []
        var byKey: [String: [SwiftImporter.Evidence]] = [:]
        for item in importer.evidence.sorted(by: { ($0.source, $0.location) < ($1.source, $1.location) }) {
            // @AppStorage with a suite is its own key; reads and registrations are of the standard suite.
            let id = (item.suite ?? "") + "\u{0}" + item.key
            if byKey[id] == nil { order.append(id) }
            byKey[id, default: []].append(item)
        }
        var usedEnums: Set<String> = []
        var sectionIndex: [String: Int] = [:]
        var names: [String: Set<String>] = [:]
        // Keys in the order first seen in the sources.
        let keys = order.sorted { a, b in
            let la = byKey[a]!.map(\.location).min()!, lb = byKey[b]!.map(\.location).min()!
            return la < lb
        }
        for id in keys {
            let items = byKey[id]!
            guard let setting = merge(items, importer: importer, usedEnums: &usedEnums) else { continue }
            let owner = items.first(where: { $0.source == .appStorage }) ?? items.min(by: { $0.location < $1.location })!
            let sectionName = Self.sectionName(owner.declaringType)
            if sectionIndex[sectionName] == nil {
                sectionIndex[sectionName] = sections.count
                sections.append(Section(name: sectionName))
            }
            var named = setting
            named.name = Self.uniqueName(setting.name, key: setting.key, in: &names[sectionName, default: []])
            sections[sectionIndex[sectionName]!].settings.append(named)
        }
        enums = usedEnums.sorted().compactMap { importer.enums[$0] }
        report.sort { ($0.location?.path ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0, $0.message)
            < ($1.location?.path ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0, $1.message) }
    }

    // MARK: Merging

    private mutating func merge(_ items: [SwiftImporter.Evidence], importer: SwiftImporter, usedEnums: inout Set<String>) -> Setting? {
        let first = items[0]
        let key = first.key
        let at = items.map(\.location).min()!
        func gap(_ message: String) -> Setting? {
            report.append(ImportReportItem(location: at, message: "\"\(key)\": \(message): not imported"))
            return nil
        }
        func review(_ message: String) {
            report.append(ImportReportItem(location: at, message: "\"\(key)\": \(message); review the draft"))
        }
        // What a schema's `key:` may hold (SC1104): a stored key with other characters cannot be declared.
        guard !key.isEmpty, key.unicodeScalars.allSatisfy({
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }) else {
            return gap("a schema key: may only use ASCII letters, digits, '_' and '-' (SC1104), so this stored key cannot be declared")
        }
        if let suite = first.suite, !suite.hasPrefix("group.") {
            return gap("the suite \"\(suite)\" is not an App Group (group.*), the only suites a schema names")
        }
        // The type: @AppStorage's, else the reads', else what was registered or set.
        let typed = items.compactMap { item -> (ImportedType, SwiftImporter.Evidence)? in
            guard let type = item.type, type != .unknown else { return nil }
            return (type, item)
        }
        let ordered = typed.filter { $0.1.source == .appStorage } + typed.filter { $0.1.source == .read }
            + typed.filter { $0.1.source == .register } + typed.filter { $0.1.source == .set }
        guard var type = ordered.first?.0 else {
            return gap("no type could be read (an object(forKey:) without `as?`, or a set(_:forKey:) of a value that is not a literal)")
        }
        for (other, item) in ordered.dropFirst() where !Self.compatible(type, other, importer: importer) {
            review("read or written as \(Self.describe(other)) at \(item.location.description) but as \(Self.describe(type)) elsewhere; the draft uses \(Self.describe(type))")
        }
        if type == .int, ordered.contains(where: { $0.0 == .double || $0.0 == .float }) { type = .double }
        // An Int or String read that a registration or a write names an enum case for: the enum.
        if type == .int || type == .string, let named = ordered.first(where: {
            if case .enumeration = $0.0 { return Self.compatible(type, $0.0, importer: importer) }
            return false
        }) {
            type = named.0
        }
        let appStorage = items.first(where: { $0.source == .appStorage })
        var optional = appStorage?.optional ?? false
        var defaultValue = appStorage?.defaultValue ?? items.first(where: { $0.source == .register })?.defaultValue
        if case .nilLiteral? = defaultValue { defaultValue = nil; optional = true }
        if appStorage == nil, defaultValue == nil, items.contains(where: { $0.source == .read && $0.optional }) { optional = true }
        let name = appStorage?.name ?? Self.name(fromKey: key)

        var schemaType: String
        var yamlDefault: String?
        switch type {
        case .bool:
            schemaType = "bool"
            if case .bool(let value)? = defaultValue { yamlDefault = value ? "true" : "false" } else { yamlDefault = "false" }
        case .int:
            schemaType = "int"
            if case .integer(let text)? = defaultValue { yamlDefault = text } else { yamlDefault = "0" }
        case .double, .float:
            schemaType = type == .float ? "float" : "double"
            switch defaultValue {
            case .integer(let text)?: yamlDefault = text
            case .real(let text)?: yamlDefault = Self.real(text)
            default: yamlDefault = "0.0"
            }
        case .string:
            schemaType = "string"
            if case .string(let text)? = defaultValue { yamlDefault = YAMLText.quoted(text) } else { yamlDefault = "\"\"" }
        case .url:
            schemaType = "url"
            switch defaultValue {
            case .url(let text)?, .string(let text)?:
                if Self.isAbsoluteURL(text) { yamlDefault = YAMLText.quoted(text) }
                else { review("the default \"\(text)\" is not an absolute URL; the draft makes the setting optional"); optional = true }
            default:
                if !optional { review("no literal default URL; the draft makes the setting optional (nil until set)") }
                optional = true
            }
        case .date:
            schemaType = "date"
            if !optional { review("a date's default is not a literal in Swift; the draft makes the setting optional (nil until set)") }
            optional = true
        case .stringList, .intList, .doubleList:
            schemaType = type == .stringList ? "[string]" : type == .intList ? "[int]" : "[double]"
            if case .stringList(let values)? = defaultValue, type == .stringList {
                yamlDefault = "[" + values.map(YAMLText.quoted).joined(separator: ", ") + "]"
            } else {
                yamlDefault = "[]"
            }
            if optional { return gap("an optional list; the flat layout stores a list as a non-optional array") }
        case .data:
            return gap("Data has no schema type (a Codable value stored as JSON data can be declared as custom(Type) by hand)")
        case .unsupported(let what):
            return gap("\(what) has no schema type")
        case .unknown:
            return gap("no type could be read")
        case .enumeration(let enumName):
            guard let declaration = importer.enums[enumName], !importer.ambiguousEnums.contains(enumName) else {
                return gap("the type \(enumName) is not Bool, Int, Double, String, URL, Date or an Int- or String-backed enum found in the sources")
            }
            guard declaration.isUsable, !SwiftNames.reservedTypeNames.contains(enumName) else {
                return gap("the enum \(enumName) is not Int- or String-backed with literal raw values")
            }
            usedEnums.insert(enumName)
            schemaType = enumName
            var caseName: String?
            switch defaultValue {
            case .enumCase(_, let name)?: caseName = declaration.cases.first(where: { $0.name == name })?.name
            case .integer(let raw)?, .string(let raw)?: caseName = declaration.cases.first(where: { $0.raw == raw })?.name
            default: caseName = nil
            }
            if let caseName {
                yamlDefault = caseName
            } else if !optional {
                yamlDefault = declaration.cases[0].name
                review("no default case could be read; the draft uses the first case, \(declaration.cases[0].name)")
            }
        }
        if optional {
            schemaType += "?"
            yamlDefault = nil
        }
        return Setting(name: name, key: key, suite: first.suite, type: schemaType, defaultValue: yamlDefault, location: at)
    }

    static func compatible(_ a: ImportedType, _ b: ImportedType, importer: SwiftImporter) -> Bool {
        if a == b || (a.isNumber && b.isNumber) { return true }
        switch (a, b) {
        case (.enumeration(let name), let other), (let other, .enumeration(let name)):
            guard let declaration = importer.enums[name] else { return false }
            return (declaration.rawType == .int && other == .int) || (declaration.rawType == .string && other == .string)
        case (.url, .string), (.string, .url): return true
        default: return false
        }
    }

    static func describe(_ type: ImportedType) -> String {
        switch type {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .string: "String"
        case .url: "URL"
        case .date: "Date"
        case .data: "Data"
        case .stringList: "[String]"
        case .intList: "[Int]"
        case .doubleList: "[Double]"
        case .enumeration(let name): name
        case .unknown: "an unknown type"
        case .unsupported(let what): what
        }
    }

    static func real(_ text: String) -> String {
        guard text.contains(where: { $0 == "e" || $0 == "E" }), let value = Double(text) else { return text }
        return "\(value)"
    }

    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && text.index(after: colon) != text.endIndex && !text.contains(where: { $0.isWhitespace })
    }

    // MARK: Names

    /// `GeneralSettingsView` -> `generalSettingsView`; top-level code -> `general`.
    static func sectionName(_ type: String?) -> String {
        guard let type, let first = type.first else { return "general" }
        let name = String(first).lowercased() + type.dropFirst()
        return SwiftNames.isIdentifier(name) && !SwiftNames.keywords.contains(name)
            && !SwiftNames.reservedMemberNames.contains(name) ? name : "general"
    }

    /// `show_nsfw` -> `showNsfw`, `com.example.lastSync` -> `comExampleLastSync`.
    static func name(fromKey key: String) -> String {
        var out = ""
        for word in key.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            out += out.isEmpty ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        if out.first?.isNumber == true { out = "key" + out }
        return out.isEmpty ? "setting" : out
    }

    static func uniqueName(_ name: String, key: String, in used: inout Set<String>) -> String {
        func usable(_ candidate: String) -> Bool {
            SwiftNames.isIdentifier(candidate) && candidate.first?.isLowercase == true && !used.contains(candidate)
                && !SwiftNames.keywords.contains(candidate) && !SwiftNames.reservedMemberNames.contains(candidate)
        }
        var trimmed = String(name.drop { $0 == "_" })
        if let first = trimmed.first, first.isUppercase { trimmed = first.lowercased() + trimmed.dropFirst() }
        var chosen = [trimmed, Self.name(fromKey: key)].first(where: usable)
        var counter = 2
        while chosen == nil {
            let candidate = Self.name(fromKey: key) + String(counter)
            if usable(candidate) { chosen = candidate }
            counter += 1
        }
        used.insert(chosen!)
        return chosen!
    }

    // MARK: Text

    func schemaText(header: [String]) -> String {
        var out = header.map { "# " + ImportText.comment($0) + "\n" }.joined()
        out += header.isEmpty ? "" : "\n"
        out += "settings: \(rootType)\nlayout: flat\n"
        if !enums.isEmpty {
            out += "\nenums:\n"
            for declaration in enums {
                let plain = declaration.rawType == .string && declaration.cases.allSatisfy { $0.name == $0.raw }
                if plain {
                    out += "  \(declaration.name): [\(declaration.cases.map { YAMLText.quoted($0.name) }.joined(separator: ", "))]\n"
                    continue
                }
                out += "  \(declaration.name):\n"
                for item in declaration.cases {
                    let raw = declaration.rawType == .int ? item.raw : YAMLText.quoted(item.raw)
                    out += "    \(YAMLText.quoted(item.name)): {rawValue: \(raw)}\n"
                }
            }
        }
        out += "\nsections:\n"
        for section in sections {
            out += "  \(section.name):\n    settings:\n"
            for setting in section.settings {
                var fields = ["type: \(setting.type.hasPrefix("[") ? YAMLText.quoted(setting.type) : setting.type)"]
                if let value = setting.defaultValue { fields.append("default: \(value)") }
                fields.append("key: \(YAMLText.quoted(setting.key))")
                if let suite = setting.suite { fields.append("suite: \(YAMLText.quoted(suite))") }
                out += "      \(setting.name): {\(fields.joined(separator: ", "))}"
                out += "   # \(ImportText.comment(setting.location.description))\n"
            }
        }
        return out
    }

    var gaps: [ImportReportItem] { report.filter(\.isGap) }
    var reviews: [ImportReportItem] { report.filter { !$0.isGap } }

    func reportText(schemaPath: String, sources: String) -> String {
        // One line per item: control characters in a path, key or message are shown as `?`.
        func line(_ item: ImportReportItem) -> String {
            "  " + ImportText.comment("\(item.location.map { $0.description + ": " } ?? "")\(item.message)") + "\n"
        }
        var out = ImportText.comment("settingsc import report for \(schemaPath), from \(sources)") + "\n"
        out += "\(settingCount) settings imported; \(gaps.count) not imported; \(reviews.count) to review.\n"
        if !gaps.isEmpty {
            out += "\nNot imported:\n" + gaps.map(line).joined()
        }
        if !reviews.isEmpty {
            out += "\nTo review:\n" + reviews.map(line).joined()
        }
        return out
    }
}

extension ImportReportItem {
    var isGap: Bool { message.hasSuffix("not imported") }
}

extension ImportedEnum {
    var isUsable: Bool { !cases.isEmpty && !name.hasPrefix("\u{0}") }
}

/// YAML scalars the draft writes: every text double-quoted with its escapes.
enum YAMLText {
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

enum ImportText {
    /// Text for a one-line comment: control characters (a newline would end the comment) become `?`.
    static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F
            || (0x80...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 ? "?" : $0 }))
    }
}
