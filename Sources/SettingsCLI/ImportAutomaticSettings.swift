import SettingsCompiler

/// `settingsc import --from automatic-settings <files or folders>`: the structs of an app that uses
/// AutomaticSettings (the Sourcery template), read lexically. AutomaticSettings keeps the settings as one `Codable`
/// struct, which apps save as its `JSONEncoder` data (the template's example: `UserDefaults.standard` key
/// `Settings`); the draft is in the document layout with the same member names as keys, so the store reads that
/// data as it is. Nested structs become sections, `// sourcery:` annotations their keys (docs/adopting.md).
struct AutomaticSettingsImporter {
    struct Member {
        var name: String
        var isLet: Bool
        var type: String?
        var optional: Bool
        var value: [SwiftToken]
        var annotations: [SwiftAnnotation]
        var location: ImportLocation
    }

    struct StructDecl {
        var name: String
        /// The enclosing types' names, outermost first.
        var parents: [String]
        var conforms: Bool
        var members: [Member] = []
        var annotations: [SwiftAnnotation]
        var location: ImportLocation
    }

    struct EnumDecl {
        var name: String
        var rawType: String?
        var cases: [(name: String, raw: String?)]
        var valid: Bool
        var location: ImportLocation
    }

    var structs: [StructDecl] = []
    /// The indices of the structs of each name.
    var structsNamed: [String: [Int]] = [:]
    var enums: [String: EnumDecl] = [:]
    var otherTypes: Set<String> = []
    var report: [ImportReportItem] = []

    /// The protocols that mark a settings struct.
    static let markers: Set<String> = ["AutomaticSettings", "AutoSettings"]
    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "lazy", "weak",
                                         "unowned", "dynamic", "nonisolated", "mutating", "override", "required", "convenience", "package"]

    mutating func read(path: String, text: String) {
        let (tokens, annotations) = SwiftLexer.scan(text)
        func token(_ i: Int) -> SwiftToken? { i >= 0 && i < tokens.count ? tokens[i] : nil }
        func location(_ i: Int) -> ImportLocation {
            let t = token(i) ?? tokens.last
            return ImportLocation(path: path, line: t?.line ?? 1, column: t?.column ?? 1)
        }
        let annotationsByLine = Dictionary(grouping: annotations, by: \.line)
        /// The annotations between the token before `start` and the token at `start` (each line looked at once per
        /// declaration, and the lines between two tokens belong to one declaration: linear in the file).
        func annotationsBefore(_ start: Int) -> [SwiftAnnotation] {
            guard let line = token(start)?.line, !annotationsByLine.isEmpty else { return [] }
            let previous = token(start - 1)?.line ?? 0
            guard previous + 1 < line else { return [] }
            return ((previous + 1)..<line).flatMap { annotationsByLine[$0] ?? [] }
        }
        /// The first token of the declaration whose keyword is at `i` (attributes and modifiers before it).
        func declarationStart(_ i: Int) -> Int {
            var k = i
            while k > 0 {
                if let word = token(k - 1)?.identifier, Self.modifiers.contains(word) || word == "static" || word == "class" { k -= 1; continue }
                if token(k - 1)?.isPunctuation(")") == true, token(k - 2)?.identifier == "set", token(k - 3)?.isPunctuation("(") == true { k -= 3; continue }
                if token(k - 1)?.identifier != nil, token(k - 2)?.isPunctuation("@") == true { k -= 2; continue }
                break
            }
            return k
        }

        // The open braces: a type's body (its index into `structs`, or an enum's name) or anything else.
        enum Frame { case structBody(Int), enumBody(String), other(String?) }
        var frames: [Frame] = []
        var pending: Frame?
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if let word = t.identifier, ["struct", "class", "enum", "extension", "actor", "protocol"].contains(word),
               let name = token(i + 1)?.identifier {
                let start = declarationStart(i)
                var inherits: [String] = []
                var k = i + 2
                if token(k)?.isPunctuation(":") == true {
                    k += 1
                    while let inherited = token(k)?.identifier {
                        inherits.append(inherited)
                        k += 1
                        while token(k)?.isPunctuation(".") == true, let more = token(k + 1)?.identifier { inherits[inherits.count - 1] = more; k += 2 }
                        guard token(k)?.isPunctuation(",") == true else { break }
                        k += 1
                    }
                }
                let parents: [String] = frames.compactMap { frame -> String? in
                    switch frame {
                    case .structBody(let index): return structs[index].name
                    case .enumBody(let name): return name
                    case .other(let name): return name
                    }
                }
                switch word {
                case "struct" where !inherits.filter(Self.markers.contains).isEmpty:
                    structs.append(StructDecl(name: name, parents: parents, conforms: true, annotations: annotationsBefore(start), location: location(i)))
                    structsNamed[name, default: []].append(structs.count - 1)
                    pending = .structBody(structs.count - 1)
                case "enum":
                    let raw = inherits.first.flatMap { ["String", "Int"].contains($0) ? $0 : nil }
                    if enums[name] != nil {
                        report.append(ImportReportItem(location: location(i), message: "enum \(name) is declared more than once; the first is used"))
                        pending = .other(name)
                    } else {
                        enums[name] = EnumDecl(name: name, rawType: raw, cases: [], valid: true, location: location(i))
                        pending = .enumBody(name)
                    }
                default:
                    otherTypes.insert(name)
                    pending = .other(word == "extension" ? nil : name)
                }
                i = k
                continue
            }
            if t.isPunctuation("{") {
                frames.append(pending ?? .other(nil))
                pending = nil
                i += 1
                continue
            }
            if t.isPunctuation("}") {
                if !frames.isEmpty { frames.removeLast() }
                i += 1
                continue
            }
            if t.isPunctuation(";") || t.isPunctuation("=") { pending = nil }
            if t.isIdentifier("case"), case .enumBody(let name)? = frames.last {
                // `case a, b = "x", c`
                var k = i + 1
                while let caseName = token(k)?.identifier {
                    var raw: String?
                    k += 1
                    if token(k)?.isPunctuation("(") == true { enums[name]?.valid = false; break }
                    if token(k)?.isPunctuation("=") == true {
                        let negative = token(k + 1)?.isPunctuation("-") == true
                        let v = token(k + (negative ? 2 : 1))
                        if let text = v?.literalString { raw = text }
                        else if case .number(let text)? = v?.kind, let n = Int(text.filter { $0 != "_" }) { raw = String(negative ? -n : n) }
                        else { enums[name]?.valid = false }
                        k += negative ? 3 : 2
                    }
                    enums[name]?.cases.append((caseName, raw))
                    guard token(k)?.isPunctuation(",") == true else { break }
                    k += 1
                }
                i = k
                continue
            }
            if let word = t.identifier, word == "var" || word == "let", case .structBody(let index)? = frames.last,
               let name = token(i + 1)?.identifier {
                let start = declarationStart(i)
                let isStatic = (start..<i).contains { tokens[$0].identifier == "static" || tokens[$0].identifier == "class" }
                var k = i + 2
                var type: String?
                var optional = false
                if token(k)?.isPunctuation(":") == true {
                    k += 1
                    if token(k)?.isPunctuation("[") == true, let element = token(k + 1)?.identifier, token(k + 2)?.isPunctuation("]") == true {
                        type = "[\(element)]"
                        k += 3
                    } else if let first = token(k)?.identifier {
                        type = first
                        k += 1
                        if first == "Optional", token(k)?.isPunctuation("<") == true, let inner = token(k + 1)?.identifier,
                           token(k + 2)?.isPunctuation(">") == true {
                            type = inner
                            optional = true
                            k += 3
                        }
                        while token(k)?.isPunctuation(".") == true, let next = token(k + 1)?.identifier { type = next; k += 2 }
                        if token(k)?.isPunctuation("<") == true { type = (type ?? "") + "<...>" }
                    }
                    if token(k)?.isPunctuation("?") == true || token(k)?.isPunctuation("!") == true { optional = true; k += 1 }
                }
                var value: [SwiftToken] = []
                var computed = false
                if token(k)?.isPunctuation("=") == true {
                    k += 1
                    // The initial value: to the end of its line, at this nesting depth.
                    let line = token(k)?.line ?? 0
                    var depth = 0
                    while let v = token(k) {
                        if depth == 0, v.line != line { break }
                        if v.isPunctuation("(") || v.isPunctuation("[") || v.isPunctuation("{") { depth += 1 }
                        if v.isPunctuation(")") || v.isPunctuation("]") || v.isPunctuation("}") {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        if depth == 0, v.isPunctuation(";") { break }
                        value.append(v)
                        k += 1
                        if value.count > 256 { break }
                    }
                } else if token(k)?.isPunctuation("{") == true {
                    computed = true
                }
                if !isStatic && !computed {
                    structs[index].members.append(Member(name: name, isLet: word == "let", type: type, optional: optional, value: value,
                                                         annotations: annotationsBefore(start), location: location(i)))
                }
                i = k
                continue
            }
            i += 1
        }
    }

    // MARK: The draft

    /// The struct a settings struct's member of type `name` is, seen from the struct `from` (nested first).
    func structNamed(_ name: String, from: StructDecl) -> Int? {
        guard let candidates = structsNamed[name] else { return nil }
        let scope = from.parents + [from.name]
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let parents = Array(scope.prefix(depth))
            if let index = candidates.first(where: { structs[$0].parents == parents }) { return index }
        }
        return candidates.first
    }

    /// The draft: the root struct (the settings struct no other one holds), each member a setting or a section.
    func draft(rootType given: String?) -> (ImportTree, root: String?) {
        var held: Set<Int> = []
        for s in structs {
            for m in s.members {
                if let type = m.type ?? Self.constructedType(m.value), let index = structNamed(type, from: s) { held.insert(index) }
            }
        }
        let roots = structs.indices.filter { !held.contains($0) }
        guard let rootIndex = roots.max(by: { structs[$0].members.count < structs[$1].members.count || structs[$0].members.count == structs[$1].members.count && $0 > $1 }) else {
            var tree = ImportTree(rootType: given ?? "ImportedSettings")
            tree.report = report
            return (tree, nil)
        }
        let root = structs[rootIndex]
        var tree = ImportTree(rootType: given ?? root.name)
        tree.report = report
        for other in roots where other != rootIndex {
            tree.report.append(ImportReportItem(location: structs[other].location,
                message: "struct \(structs[other].name) is an AutomaticSettings struct that \(root.name) does not hold: not imported (import its files separately, or nest it)"))
        }
        if let external = otherTypes.sorted().first(where: { $0 == root.name + "ExternalData" || $0 == root.name + "External" }) {
            tree.topLevel.append(("externalData", external))
        }
        var usedEnums: [String: String] = [:]
        var visiting: Set<Int> = [rootIndex]
        var top = ImportTree.Section(name: "root")
        build(rootIndex, into: &top, isRoot: true, tree: &tree, usedEnums: &usedEnums, visiting: &visiting)
        tree.sections = top.sections
        tree.report.sort { ($0.location?.path ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0, $0.message)
            < ($1.location?.path ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0, $1.message) }
        return (tree, root.name)
    }

    private func build(_ index: Int, into section: inout ImportTree.Section, isRoot: Bool, tree: inout ImportTree,
                       usedEnums: inout [String: String], visiting: inout Set<Int>) {
        let decl = structs[index]
        for member in decl.members {
            let at = member.location
            func gap(_ message: String) {
                tree.report.append(ImportReportItem(location: at, message: "\(decl.name).\(member.name): \(message): not imported"))
            }
            func review(_ message: String) {
                tree.report.append(ImportReportItem(location: at, message: "\(decl.name).\(member.name): \(message); review the draft"))
            }
            guard ImportDraft.isSchemaKey(member.name) else { gap("the name cannot be a schema key: (SC1104)"); continue }
            let typeName = member.type ?? Self.constructedType(member.value)
            // A nested settings struct: a section under the member's name.
            if let typeName, !member.optional, let child = structNamed(typeName, from: decl), structs[child].conforms {
                guard !visiting.contains(child) else { gap("the struct \(typeName) holds itself"); continue }
                if member.isLet { review("a `let` section: AutomaticSettings shows only `var`s; imported as a section") }
                var fields: [(String, String)] = []
                let name = tree.sectionName(member.name, in: &section)
                if name != member.name { fields.append(("key", YAMLText.quoted(member.name))) }
                let child = structs[child]
                for annotation in child.annotations.flatMap({ Self.split($0.text) }) {
                    switch annotation.name {
                    case "injectHeader": fields.append(("header", "inject"))
                    case "injectFooter": fields.append(("footer", "inject"))
                    default:
                        tree.report.append(ImportReportItem(location: child.location,
                            message: "struct \(child.name): the annotation `\(annotation.name)` has no section key: not imported"))
                    }
                }
                var sub = ImportTree.Section(name: name, fields: fields)
                visiting.insert(structNamed(typeName, from: decl)!)
                build(structNamed(typeName, from: decl)!, into: &sub, isRoot: false, tree: &tree, usedEnums: &usedEnums, visiting: &visiting)
                visiting.remove(structNamed(typeName, from: decl)!)
                if sub.isEmpty {
                    section.names.remove(name)
                    review("the section holds no setting imported; left out")
                } else {
                    section.sections.append(sub)
                }
                continue
            }
            if isRoot {
                gap("a setting directly in the root struct; a schema's root holds sections only (move it into a nested struct, whose data then moves too)")
                continue
            }
            if member.isLet { gap("a `let`: AutomaticSettings shows only `var`s, and Codable does not decode a `let` with a value"); continue }
            var notes: [(gap: Bool, message: String)] = []
            let made = setting(member, typeName: typeName, in: decl, usedEnums: &usedEnums, notes: &notes)
            for note in notes { if note.gap { gap(note.message) } else { review(note.message) } }
            if let declared = made.newEnum { tree.enums.append(declared.spec); if let note = declared.note { tree.report.append(note) } }
            guard var fields = made.fields else { continue }
            var flags: [(String, String)] = []
            for annotation in member.annotations.flatMap({ Self.split($0.text) }) {
                switch annotation.name {
                case "range":
                    if let value = annotation.value, Self.isNumericRange(value), ["int", "float", "double"].contains(fields[0].1) {
                        flags.append(("range", value))
                    } else {
                        review("the annotation `range = \(annotation.value ?? "")` is not a numeric range of a number setting; not in the draft")
                    }
                case "step":
                    if let value = annotation.value, Double(value) != nil, ["int", "float", "double"].contains(fields[0].1) {
                        flags.append(("step", value))
                    } else {
                        review("the annotation `step = \(annotation.value ?? "")` is not a number of a number setting; not in the draft")
                    }
                case "skipSetting": flags.append(("skip", "true"))
                case "requiresRestart": flags.append(("requiresRestart", "true"))
                case "sideEffect":
                    let hook = member.name + "Changed"
                    flags.append(("sideEffect", hook))
                    review("the side effect `\(annotation.value ?? "")` becomes the named side effect \(hook): register it with store.registerSideEffect(\"\(hook)\") { ... }")
                default:
                    review("the annotation `\(annotation.name)` has no setting key; not in the draft")
                }
            }
            fields += flags
            let name = section.uniqueName([member.name])
            if name != member.name { fields.append(("key", YAMLText.quoted(member.name))) }
            section.entries.append(ImportTree.Entry(name: name, fields: fields, origin: at.description, isSetting: true))
        }
    }

    /// The setting's `type:` and `default:` fields, or nil (reported).
    private func setting(_ member: Member, typeName: String?, in decl: StructDecl, usedEnums: inout [String: String],
                         notes: inout [(gap: Bool, message: String)])
        -> (fields: [(String, String)]?, newEnum: (spec: ImportTree.Enum, note: ImportReportItem?)?) {
        func review(_ message: String) { notes.append((false, message)) }
        func gap(_ message: String) { notes.append((true, message)) }
        var newEnum: (spec: ImportTree.Enum, note: ImportReportItem?)?
        let value = member.value
        var type = typeName
        // A literal's type when none is written.
        if type == nil, let first = value.first {
            switch first.kind {
            case .identifier("true"), .identifier("false"): type = "Bool"
            case .number(let text): type = text.contains(".") || text.contains("e") && !text.hasPrefix("0x") ? "Double" : "Int"
            case .punctuation("-"):
                if case .number(let text)? = value.dropFirst().first?.kind { type = text.contains(".") ? "Double" : "Int" }
            case .string: type = "String"
            case .identifier(let name) where name.first?.isUppercase == true && value.count == 3 && value[1].isPunctuation("."):
                type = name   // `Mode.linearRegression`
            case .punctuation("."):
                // `.linearRegression` without a type (as in AutomaticSettings' README): the enum that has the case.
                if let caseName = value.dropFirst().first?.identifier {
                    let owners = enums.values.filter { $0.cases.contains(where: { $0.name == caseName }) }.map(\.name).sorted()
                    if owners.count == 1 {
                        type = owners[0]
                        review("no type is written; \(owners[0]) is the only enum with the case \(caseName)")
                    }
                }
            default: break
            }
        }
        guard let type else { gap("no type could be read (write the type, or a literal value)"); return (nil, nil) }
        let literal = Self.literal(value)
        func number(_ integer: Bool) -> String? {
            guard let literal else { return nil }
            switch literal {
            case .number(let text) where !integer || Int(text) != nil: return text
            default: return nil
            }
        }
        var schemaType: String
        var defaultValue: String?
        switch type {
        case "Bool":
            schemaType = "bool"
            if case .bool(let b)? = literal { defaultValue = b ? "true" : "false" }
        case "Int":
            schemaType = "int"
            defaultValue = number(true)
        case "Float", "Double", "CGFloat":
            schemaType = type == "Float" ? "float" : "double"
            defaultValue = number(false).map { Double($0).map(SettingsBundleImporter.real) ?? $0 }
        case "String":
            schemaType = "string"
            if case .string(let s)? = literal { defaultValue = YAMLText.quoted(s) }
        case "URL":
            schemaType = "url"
            if case .string(let s)? = literal, ImportDraft.isAbsoluteURL(s) { defaultValue = YAMLText.quoted(s) }
        case "[String]", "[Int]", "[Double]":
            schemaType = "\"[\(type.dropFirst().dropLast().lowercased())]\""
            if case .emptyList? = literal { defaultValue = "[]" }
        case "Date":
            gap("a Date, which JSONEncoder stores as seconds since 2001 and the settings document as ISO 8601 text")
            return (nil, newEnum)
        default:
            guard let declaration = enums[type] else {
                gap("the type \(type) is not Bool, Int, Float, Double, String, URL, a list, an enum or an AutomaticSettings struct found in the sources")
                return (nil, newEnum)
            }
            guard declaration.valid, !declaration.cases.isEmpty, declaration.rawType != nil else {
                gap("the enum \(type) is not String- or Int-backed with literal raw values (AutomaticSettings stores its raw value)")
                return (nil, newEnum)
            }
            guard !SwiftNames.reservedTypeNames.contains(type), Init.isTypeName(type) else { gap("the enum name \(type) is reserved in a schema"); return (nil, nil) }
            if usedEnums[type] == nil {
                usedEnums[type] = type
                newEnum = enumSpec(declaration)
            }
            schemaType = type
            var caseName: String?
            if case .enumCase(let name)? = literal { caseName = name }
            if let name = caseName, let mapped = Self.caseNameInSchema(declaration, name) { defaultValue = mapped }
        }
        if member.optional {
            return ([("type", schemaType.hasPrefix("\"") ? "\"" + schemaType.dropFirst().dropLast() + "?\"" : schemaType + "?")], newEnum)
        }
        guard let defaultValue else {
            if value.isEmpty {
                gap("no initial value: the struct's memberwise initializer takes it, and a schema setting needs a default")
            } else {
                gap("the initial value is not a literal this reader understands")
            }
            return (nil, newEnum)
        }
        return ([("type", schemaType), ("default", defaultValue)], newEnum)
    }

    /// The schema's case for a Swift case: the raw value a String-backed enum stores, when that is a member name.
    static func caseNameInSchema(_ declaration: EnumDecl, _ name: String) -> String? {
        guard let item = declaration.cases.first(where: { $0.name == name }) else { return nil }
        if declaration.rawType == "String", let raw = item.raw, raw != name, isCaseName(raw) { return raw }
        return item.name
    }

    static func isCaseName(_ text: String) -> Bool {
        SwiftNames.isIdentifier(text) && text.first?.isLowercase == true && !SwiftNames.keywords.contains(text)
            && !SwiftNames.reservedMemberNames.contains(text)
            && !["rawValue", "allCases", "title", "caseDescription", "fallbackCase", "renamedCases"].contains(text)
    }

    /// The schema enum: the document stores case names, AutomaticSettings' JSON the raw values; a String raw value
    /// that can be a case name becomes the case's name, any other raw value the case's `renamedFrom:` (read, and
    /// written as the name from then on).
    private func enumSpec(_ declaration: EnumDecl) -> (spec: ImportTree.Enum, note: ImportReportItem?) {
        var cases: [(name: String, fields: [(String, String)])] = []
        var renamed: [String] = []
        for (index, item) in declaration.cases.enumerated() {
            let raw = declaration.rawType == "Int" ? (item.raw ?? String(Self.implicitInt(declaration, index))) : (item.raw ?? item.name)
            if declaration.rawType == "String", raw == item.name {
                cases.append((item.name, []))
            } else if declaration.rawType == "String", Self.isCaseName(raw) {
                cases.append((raw, [("title", YAMLText.quoted(ImportTree.title(fromName: item.name)))]))
                renamed.append("\(item.name) as \(raw)")
            } else {
                cases.append((item.name, [("renamedFrom", declaration.rawType == "Int" ? raw : YAMLText.quoted(raw))]))
                renamed.append("\(item.name) (stored \(raw)) with renamedFrom:")
            }
        }
        let note = renamed.isEmpty ? nil : ImportReportItem(location: declaration.location,
            message: "enum \(declaration.name): the settings document stores case names, AutomaticSettings stored raw values; the draft declares \(renamed.joined(separator: ", ")); review the draft")
        return (ImportTree.Enum(name: declaration.name, cases: cases), note)
    }

    static func implicitInt(_ declaration: EnumDecl, _ index: Int) -> Int {
        var next = 0
        for (k, item) in declaration.cases.enumerated() {
            if let raw = item.raw, let value = Int(raw) { next = value }
            if k == index { return next }
            next += 1
        }
        return next
    }

    // MARK: Values and annotations

    enum Literal { case bool(Bool), number(String), string(String), enumCase(String), emptyList }

    static func literal(_ value: [SwiftToken]) -> Literal? {
        guard let first = value.first else { return nil }
        switch first.kind {
        case .identifier("true") where value.count == 1: return .bool(true)
        case .identifier("false") where value.count == 1: return .bool(false)
        case .number(let text) where value.count == 1: return ImportText.number(text)
        case .punctuation("-"):
            if value.count == 2, case .number(let text)? = value.last?.kind { return ImportText.number("-" + text) }
        case .string(let text, true) where value.count == 1: return .string(text)
        case .punctuation("."):
            if value.count == 2, let name = value[1].identifier, name != "init" { return .enumCase(name) }
        case .punctuation("["):
            if value.count == 2, value[1].isPunctuation("]") { return .emptyList }
        case .identifier(let type) where type.first?.isUppercase == true:
            if value.count == 3, value[1].isPunctuation("."), let name = value[2].identifier, name != "init" { return .enumCase(name) }
        default: break
        }
        return nil
    }

    /// `Grouped()`, `Grouped.init()`: the type constructed (for `var grouped = Grouped()`).
    static func constructedType(_ value: [SwiftToken]) -> String? {
        guard let name = value.first?.identifier, name.first?.isUppercase == true else { return nil }
        if value.count == 3, value[1].isPunctuation("("), value[2].isPunctuation(")") { return name }
        if value.count == 5, value[1].isPunctuation("."), value[2].isIdentifier("init"), value[3].isPunctuation("("), value[4].isPunctuation(")") { return name }
        return nil
    }

    /// `range = 1...4, requiresRestart` -> [(range, 1...4), (requiresRestart, nil)]; commas inside brackets stay.
    static func split(_ text: String) -> [(name: String, value: String?)] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for c in text {
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
            if c == ",", depth <= 0 { parts.append(current); current = ""; continue }
            current.append(c)
        }
        parts.append(current)
        return parts.compactMap { part in
            let trimmed = part.trimmingSpace()
            guard !trimmed.isEmpty else { return nil }
            guard let eq = trimmed.firstIndex(of: "=") else { return (trimmed, nil) }
            return (String(trimmed[..<eq]).trimmingSpace(), String(trimmed[trimmed.index(after: eq)...]).trimmingSpace())
        }
    }

    static func isNumericRange(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // `1...4` splits into ["1", "", "", "4"]; `0.5...1.5` into ["0", "5", "", "", "1", "5"].
        guard let gap = (0..<max(0, parts.count - 2)).first(where: { parts[$0 + 1].isEmpty && parts[$0 + 2].isEmpty }) else { return false }
        let low = parts[...gap].joined(separator: ".").trimmingSpace(), high = parts[(gap + 3)...].joined(separator: ".").trimmingSpace()
        guard let a = Double(low), let b = Double(high) else { return false }
        return a < b
    }
}

extension ImportText {
    static func number(_ text: String) -> AutomaticSettingsImporter.Literal? {
        let digits = text.filter { $0 != "_" }
        if Int(digits) != nil { return .number(digits) }
        if digits.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), Double(digits) != nil { return .number(digits) }
        return nil
    }
}

extension ImportTree {
    /// `linearRegression` -> "Linear regression".
    static func title(fromName name: String) -> String {
        var out = ""
        for c in name {
            if c.isUppercase, !out.isEmpty { out += " " + c.lowercased() } else { out.append(c) }
        }
        return out.prefix(1).uppercased() + out.dropFirst()
    }
}
