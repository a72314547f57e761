/// `settingsc import --from swift`: the settings an app keeps in `UserDefaults`, read lexically from its Swift
/// sources (docs/adopting.md lists the forms recognised). Every use of a key adds evidence (a type, a default,
/// the type that declares it); `ImportDraft` merges the evidence per key into settings and reports the rest.
struct SwiftImporter {
    /// What one place in the sources says about a key.
    struct Evidence: Sendable {
        enum Source: Int, Sendable, Comparable {
            case appStorage = 0, register, set, read
            static func < (a: Source, b: Source) -> Bool { a.rawValue < b.rawValue }
        }

        var key: String
        var suite: String?
        var source: Source
        /// The property's name (`@AppStorage`) or nil.
        var name: String?
        var type: ImportedType?
        var optional = false
        var defaultValue: ImportedValue?
        var declaringType: String?
        var location: ImportLocation
    }

    var evidence: [Evidence] = []
    var enums: [String: ImportedEnum] = [:]
    /// Enum names declared more than once with different cases: not used.
    var ambiguousEnums: Set<String> = []
    var report: [ImportReportItem] = []

    static let readMethods: [String: ImportedType] = [
        "bool": .bool, "integer": .int, "double": .double, "float": .float, "string": .string, "url": .url,
        "data": .data, "stringArray": .stringList, "array": .unsupported("an array read with array(forKey:)"),
        "dictionary": .unsupported("a dictionary"), "object": .unknown,
    ]

    mutating func read(path: String, text: String) {
        let tokens = SwiftLexer.tokens(text)
        var scanner = FileScanner(path: path, tokens: tokens)
        scanner.scan()
        evidence += scanner.evidence
        report += scanner.report
        for var found in scanner.enums {
            if found.name.hasPrefix("\u{0}") { found.name.removeFirst() }
            if let existing = enums[found.name], existing.cases.map(\.name) != found.cases.map(\.name)
                || existing.cases.map(\.raw) != found.cases.map(\.raw) || existing.rawType != found.rawType {
                ambiguousEnums.insert(found.name)
                report.append(ImportReportItem(location: found.location,
                    message: "enum \(found.name) is declared more than once with different cases; settings of this type are not imported"))
            } else {
                enums[found.name] = scanner.enums.first(where: { $0.location == found.location }) ?? found
            }
        }
    }
}

enum ImportedType: Sendable, Hashable {
    case bool, int, double, float, string, url, date, data, stringList, intList, doubleList
    case enumeration(String)
    /// `object(forKey:)` without a cast, or a `set` of a value that is not a literal.
    case unknown
    case unsupported(String)

    var isNumber: Bool { self == .int || self == .double || self == .float }
}

enum ImportedValue: Sendable, Hashable {
    case bool(Bool)
    case integer(String)
    case real(String)
    case string(String)
    case url(String)
    /// `.case` or `Type.case`.
    case enumCase(type: String?, name: String)
    case stringList([String])
    case nilLiteral

    var impliedType: ImportedType? {
        switch self {
        case .bool: .bool
        case .integer: .int
        case .real: .double
        case .string: .string
        case .url: .url
        case .enumCase(let type, _): type.map { .enumeration($0) }
        case .stringList: .stringList
        case .nilLiteral: nil
        }
    }
}

struct ImportedEnum: Sendable, Hashable {
    enum RawType: Sendable, Hashable { case int, string }
    var name: String
    var rawType: RawType
    /// Case names and raw values (an Int's as written, a String's text), in order.
    var cases: [(name: String, raw: String)]
    var location: ImportLocation

    static func == (a: ImportedEnum, b: ImportedEnum) -> Bool {
        a.name == b.name && a.rawType == b.rawType && a.cases.map(\.name) == b.cases.map(\.name)
            && a.cases.map(\.raw) == b.cases.map(\.raw)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for c in cases { hasher.combine(c.name); hasher.combine(c.raw) }
    }
}

struct ImportLocation: Sendable, Hashable, Comparable {
    var path: String
    var line: Int
    var column: Int

    var description: String { "\(path):\(line):\(column)" }

    static func < (a: ImportLocation, b: ImportLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

struct ImportReportItem: Sendable, Hashable {
    var location: ImportLocation?
    var message: String
}

/// One file's tokens, matched against the recognised forms.
private struct FileScanner {
    let path: String
    let tokens: [SwiftToken]
    var evidence: [SwiftImporter.Evidence] = []
    var enums: [ImportedEnum] = []
    var report: [ImportReportItem] = []

    init(path: String, tokens: [SwiftToken]) {
        self.path = path
        self.tokens = tokens
    }

    /// The braces open around the current token: the type each declares (nil for a function body, a closure...).
    private var scopes: [String?] = []
    private var pendingType: String?
    /// The enum being read and the scope depth of its body.
    private var openEnums: [(index: Int, depth: Int, nextInt: Int?, valid: Bool)] = []

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    static let notTypeNames: Set<String> = ["var", "let", "func", "subscript", "init", "static", "final", "override"]

    func token(_ i: Int) -> SwiftToken? { i >= 0 && i < tokens.count ? tokens[i] : nil }
    func location(_ i: Int) -> ImportLocation {
        let t = token(i) ?? tokens.last
        return ImportLocation(path: path, line: t?.line ?? 1, column: t?.column ?? 1)
    }
    var declaringType: String? { scopes.last(where: { $0 != nil }) ?? nil }

    mutating func scan() {
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if case .identifier(let word) = t.kind {
                if Self.typeKeywords.contains(word), let name = token(i + 1)?.identifier, !Self.notTypeNames.contains(name) {
                    pendingType = name
                    if word == "enum" { beginEnum(at: i) }
                    i += 2
                    // `extension A.B`: the last name.
                    while token(i)?.isPunctuation(".") == true, let next = token(i + 1)?.identifier {
                        pendingType = next
                        i += 2
                    }
                    continue
                }
                if word == "case", let open = openEnums.last, open.depth == scopes.count {
                    i = readCases(from: i + 1)
                    continue
                }
                if word == "register", token(i + 1)?.isPunctuation("(") == true, token(i + 2)?.isIdentifier("defaults") == true,
                   token(i + 3)?.isPunctuation(":") == true {
                    i = readRegister(from: i + 4)
                    continue
                }
            }
            if t.isPunctuation("@"), token(i + 1)?.isIdentifier("AppStorage") == true, token(i + 2)?.isPunctuation("(") == true {
                i = readAppStorage(from: i)
                continue
            }
            if t.isPunctuation("."), let method = token(i + 1)?.identifier, token(i + 2)?.isPunctuation("(") == true {
                if method == "set" || method == "setValue" {
                    if let next = readSet(from: i) { i = next; continue }
                } else if let type = SwiftImporter.readMethods[method], token(i + 3)?.isIdentifier("forKey") == true,
                          token(i + 4)?.isPunctuation(":") == true {
                    i = readGet(from: i, method: method, type: type)
                    continue
                }
            }
            if t.isPunctuation("{") {
                scopes.append(pendingType)
                if pendingType != nil, var open = openEnums.last, open.depth == -1 {
                    open.depth = scopes.count
                    openEnums[openEnums.count - 1] = open
                }
                pendingType = nil
            } else if t.isPunctuation("}") {
                if let open = openEnums.last, open.depth == scopes.count { endEnum(open) }
                if !scopes.isEmpty { scopes.removeLast() }
            } else if t.isPunctuation(";") || t.isPunctuation("=") {
                pendingType = nil
            }
            i += 1
        }
    }

    // MARK: Enums

    /// `enum Name: Int` or `enum Name: String` (first in its inheritance list); other enums are read to be reported
    /// when a setting uses them.
    mutating func beginEnum(at i: Int) {
        guard let name = token(i + 1)?.identifier else { return }
        var rawType: ImportedEnum.RawType?
        if token(i + 2)?.isPunctuation(":") == true {
            switch token(i + 3)?.identifier {
            case "Int": rawType = .int
            case "String": rawType = .string
            default: rawType = nil
            }
        }
        enums.append(ImportedEnum(name: name, rawType: rawType ?? .string, cases: [], location: location(i)))
        openEnums.append((enums.count - 1, -1, rawType == .int ? 0 : nil, rawType != nil))
    }

    mutating func endEnum(_ open: (index: Int, depth: Int, nextInt: Int?, valid: Bool)) {
        openEnums.removeLast()
        if !open.valid || enums[open.index].cases.isEmpty {
            enums[open.index].cases = []
            enums[open.index].name = "\u{0}" + enums[open.index].name   // kept out: not Int- or String-backed
        }
    }

    /// `case a, b = 2, c = "x"` inside an enum body.
    mutating func readCases(from start: Int) -> Int {
        var i = start
        guard var open = openEnums.last else { return i }
        while let name = token(i)?.identifier {
            var raw: String
            if enums[open.index].rawType == .int {
                raw = String(open.nextInt ?? 0)
            } else {
                raw = name
            }
            i += 1
            if token(i)?.isPunctuation("(") == true { open.valid = false }   // associated values
            if token(i)?.isPunctuation("=") == true {
                let negative = token(i + 1)?.isPunctuation("-") == true
                let valueIndex = i + (negative ? 2 : 1)
                if enums[open.index].rawType == .int, case .number(let text)? = token(valueIndex)?.kind,
                   let value = Int(text.filter { $0 != "_" }) {
                    raw = String(negative ? -value : value)
                } else if enums[open.index].rawType == .string, let text = token(valueIndex)?.literalString {
                    raw = text
                } else {
                    open.valid = false
                }
                i = valueIndex + 1
            }
            if let value = Int(raw), enums[open.index].rawType == .int { open.nextInt = value + 1 }
            enums[open.index].cases.append((name, raw))
            guard token(i)?.isPunctuation(",") == true else { break }
            i += 1
        }
        openEnums[openEnums.count - 1] = open
        return i
    }

    // MARK: @AppStorage

    /// `@AppStorage("key"[, store: UserDefaults(suiteName: "group.x")]) [modifiers] var name[: Type] [= default]`.
    mutating func readAppStorage(from start: Int) -> Int {
        let at = location(start)
        var i = start + 3
        guard let key = token(i)?.literalString else {
            report.append(ImportReportItem(location: at, message: "@AppStorage whose key is not a string literal: not imported"))
            return skipParentheses(from: start + 2)
        }
        i += 1
        var suite: String?
        if token(i)?.isPunctuation(",") == true {
            if token(i + 1)?.isIdentifier("store") == true, token(i + 2)?.isPunctuation(":") == true,
               let (name, next) = suiteName(at: i + 3), token(next)?.isPunctuation(")") == true {
                suite = name
                i = next
            } else {
                report.append(ImportReportItem(location: at,
                    message: "@AppStorage(\"\(key)\") with a store: other than UserDefaults(suiteName: \"...\"): not imported"))
                return skipParentheses(from: start + 2)
            }
        }
        guard token(i)?.isPunctuation(")") == true else {
            report.append(ImportReportItem(location: at, message: "@AppStorage(\"\(key)\") with arguments this reader does not know: not imported"))
            return skipParentheses(from: start + 2)
        }
        i += 1
        // Modifiers: private, private(set), static, ...
        while let word = token(i)?.identifier, word != "var" {
            i += 1
            if token(i)?.isPunctuation("(") == true { i = skipParentheses(from: i) }
            if i - start > 16 { break }
        }
        guard token(i)?.isIdentifier("var") == true, let name = token(i + 1)?.identifier else {
            report.append(ImportReportItem(location: at, message: "@AppStorage(\"\(key)\") not followed by `var name`: not imported"))
            return i
        }
        i += 2
        var evidence = SwiftImporter.Evidence(key: key, suite: suite, source: .appStorage, name: name,
                                              declaringType: declaringType, location: at)
        if token(i)?.isPunctuation(":") == true {
            let (type, optional, next) = readType(at: i + 1)
            evidence.type = type
            evidence.optional = optional
            i = next
        }
        if token(i)?.isPunctuation("=") == true {
            let (value, next) = readValue(at: i + 1)
            i = next
            if let value {
                evidence.defaultValue = value
                if evidence.type == nil { evidence.type = value.impliedType }
            } else {
                report.append(ImportReportItem(location: location(i - 1),
                    message: "the default of @AppStorage(\"\(key)\") var \(name) is not a literal; review the draft's default"))
            }
        }
        if evidence.type == nil {
            evidence.type = .unknown
        }
        evidence.declaringType = declaringType
        self.evidence.append(evidence)
        return i
    }

    /// `UserDefaults(suiteName: "x")`, `.init(suiteName: "x")`, optionally followed by `!`.
    func suiteName(at start: Int) -> (String, Int)? {
        var i = start
        if token(i)?.isIdentifier("UserDefaults") == true { i += 1 }
        else if token(i)?.isPunctuation(".") == true, token(i + 1)?.isIdentifier("init") == true { i += 2 }
        else { return nil }
        guard token(i)?.isPunctuation("(") == true, token(i + 1)?.isIdentifier("suiteName") == true,
              token(i + 2)?.isPunctuation(":") == true, let name = token(i + 3)?.literalString,
              token(i + 4)?.isPunctuation(")") == true else { return nil }
        i += 5
        if token(i)?.isPunctuation("!") == true { i += 1 }
        return (name, i)
    }

    /// `Bool`, `Int?`, `Optional<Int>`, `Swift.String`, `Theme`, `[String]`.
    func readType(at start: Int) -> (ImportedType?, Bool, Int) {
        var i = start
        var optional = false
        if token(i)?.isPunctuation("[") == true, let element = token(i + 1)?.identifier, token(i + 2)?.isPunctuation("]") == true {
            i += 3
            if token(i)?.isPunctuation("?") == true { optional = true; i += 1 }
            let type: ImportedType = switch element {
            case "String": .stringList
            case "Int": .intList
            case "Double": .doubleList
            default: .unsupported("[\(element)]")
            }
            return (type, optional, i)
        }
        guard var name = token(i)?.identifier else { return (nil, false, i) }
        i += 1
        if name == "Optional", token(i)?.isPunctuation("<") == true, let inner = token(i + 1)?.identifier,
           token(i + 2)?.isPunctuation(">") == true {
            name = inner
            optional = true
            i += 3
        }
        while token(i)?.isPunctuation(".") == true, let next = token(i + 1)?.identifier {
            name = next   // Swift.Int, Settings.Theme: the last name
            i += 2
        }
        if token(i)?.isPunctuation("<") == true { return (.unsupported("\(name)<...>"), false, i) }
        if token(i)?.isPunctuation("?") == true { optional = true; i += 1 }
        return (Self.type(named: name), optional, i)
    }

    static func type(named name: String) -> ImportedType {
        switch name {
        case "Bool": .bool
        case "Int": .int
        case "Double", "CGFloat": .double
        case "Float": .float
        case "String": .string
        case "URL": .url
        case "Date": .date
        case "Data": .data
        default: .enumeration(name)
        }
    }

    /// A literal value: `true`, `-1`, `2.5`, `"text"`, `nil`, `.case`, `Type.case`, `Type.case.rawValue`,
    /// `URL(string: "...")!`, `["a", "b"]`. Nil (and the index past the expression's first token) otherwise.
    func readValue(at start: Int) -> (ImportedValue?, Int) {
        var i = start
        guard let t = token(i) else { return (nil, i) }
        switch t.kind {
        case .identifier("true"): return (.bool(true), i + 1)
        case .identifier("false"): return (.bool(false), i + 1)
        case .identifier("nil"): return (ImportedValue.nilLiteral, i + 1)
        case .number(let text): return (Self.number(text, negative: false), i + 1)
        case .punctuation("-"):
            if case .number(let text)? = token(i + 1)?.kind { return (Self.number(text, negative: true), i + 2) }
        case .string(let value, let isLiteral):
            return (isLiteral ? .string(value) : nil, i + 1)
        case .punctuation("."):
            if let name = token(i + 1)?.identifier, token(i + 2)?.isPunctuation("(") != true {
                i += 2
                if token(i)?.isPunctuation(".") == true, token(i + 1)?.isIdentifier("rawValue") == true { i += 2 }
                return (.enumCase(type: nil, name: name), i)
            }
        case .punctuation("["):
            var values: [String] = []
            i += 1
            while let value = token(i)?.literalString {
                values.append(value)
                i += 1
                if token(i)?.isPunctuation(",") == true { i += 1 }
            }
            if token(i)?.isPunctuation("]") == true { return (.stringList(values), i + 1) }
        case .identifier("URL"):
            if token(i + 1)?.isPunctuation("(") == true, token(i + 2)?.isIdentifier("string") == true,
               token(i + 3)?.isPunctuation(":") == true, let text = token(i + 4)?.literalString,
               token(i + 5)?.isPunctuation(")") == true {
                i += 6
                if token(i)?.isPunctuation("!") == true { i += 1 }
                return (.url(text), i)
            }
        case .identifier(let type):
            if type.first?.isUppercase == true, token(i + 1)?.isPunctuation(".") == true, let name = token(i + 2)?.identifier,
               token(i + 3)?.isPunctuation("(") != true, name != "init" {
                i += 3
                if token(i)?.isPunctuation(".") == true, token(i + 1)?.isIdentifier("rawValue") == true { i += 2 }
                return (.enumCase(type: type, name: name), i)
            }
        default:
            break
        }
        return (nil, start + 1)
    }

    static func number(_ text: String, negative: Bool) -> ImportedValue? {
        let digits = text.filter { $0 != "_" }
        let sign = negative ? "-" : ""
        if Int(digits) != nil, digits.allSatisfy(\.isASCII) { return .integer(sign + digits) }
        if digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+") }),
           Double(digits) != nil {
            return .real(sign + digits)
        }
        return nil
    }

    func skipParentheses(from start: Int) -> Int {
        var depth = 0
        var i = start
        while let t = token(i) {
            if t.isPunctuation("(") { depth += 1 }
            if t.isPunctuation(")") { depth -= 1; if depth <= 0 { return i + 1 } }
            i += 1
        }
        return i
    }

    // MARK: UserDefaults

    /// `.bool(forKey: "key")`, `.string(forKey: "key")`, ... and `.object(forKey: "key") as? Date`.
    mutating func readGet(from start: Int, method: String, type: ImportedType) -> Int {
        let at = location(start + 1)
        let end = skipParentheses(from: start + 2)
        guard let key = token(start + 5)?.literalString, token(start + 6)?.isPunctuation(")") == true else {
            report.append(ImportReportItem(location: at, message: "\(method)(forKey:) whose key is not a string literal: not imported"))
            return end
        }
        var type = type
        var optional = false
        if method == "object", token(end)?.isIdentifier("as") == true, token(end + 1)?.isPunctuation("?") == true {
            let (cast, _, _) = readType(at: end + 2)
            type = cast ?? .unknown
            optional = true
        }
        if method == "string" || method == "url" || method == "object" { optional = true }
        evidence.append(SwiftImporter.Evidence(key: key, suite: nil, source: .read, type: type, optional: optional,
                                               declaringType: declaringType, location: at))
        return end
    }

    /// `.set(value, forKey: "key")` with a literal value (or any value, which gives the key but no type).
    mutating func readSet(from start: Int) -> Int? {
        let end = skipParentheses(from: start + 2)
        guard end >= 3, token(end - 1)?.isPunctuation(")") == true, token(end - 4)?.isIdentifier("forKey") == true,
              token(end - 3)?.isPunctuation(":") == true, token(end - 5)?.isPunctuation(",") == true else { return nil }
        let at = location(start + 1)
        guard let key = token(end - 2)?.literalString else {
            report.append(ImportReportItem(location: at, message: "set(_:forKey:) whose key is not a string literal: not imported"))
            return end
        }
        let (value, next) = readValue(at: start + 3)
        var evidence = SwiftImporter.Evidence(key: key, suite: nil, source: .set, declaringType: declaringType, location: at)
        if let value, next == end - 5 {
            evidence.type = value.impliedType ?? .unknown
            if case .enumCase = value {
                evidence.type = .unknown   // the stored raw value, of an enum not named here
            }
        } else {
            evidence.type = .unknown
        }
        self.evidence.append(evidence)
        return end
    }

    /// `register(defaults: ["key": value, ...])`.
    mutating func readRegister(from start: Int) -> Int {
        var i = start
        guard token(i)?.isPunctuation("[") == true else {
            report.append(ImportReportItem(location: location(i), message: "register(defaults:) with a dictionary that is not a literal: not imported"))
            return i
        }
        i += 1
        if token(i)?.isPunctuation(":") == true { return i + 1 }   // [:]
        while i < tokens.count, token(i)?.isPunctuation("]") != true {
            let entry = location(i)
            guard let key = token(i)?.literalString, token(i + 1)?.isPunctuation(":") == true else {
                report.append(ImportReportItem(location: entry, message: "register(defaults:) entry whose key is not a string literal: not imported"))
                i = skipEntry(from: i)
                if token(i)?.isPunctuation(",") == true { i += 1 }
                continue
            }
            let (value, next) = readValue(at: i + 2)
            var evidence = SwiftImporter.Evidence(key: key, suite: nil, source: .register, declaringType: declaringType, location: entry)
            if let value, token(next)?.isPunctuation(",") == true || token(next)?.isPunctuation("]") == true {
                evidence.defaultValue = value
                evidence.type = value.impliedType ?? .unknown
                i = next
            } else {
                report.append(ImportReportItem(location: entry,
                    message: "the registered default of \"\(key)\" is not a literal; review the draft's default"))
                evidence.type = .unknown
                i = skipEntry(from: i + 2)
            }
            self.evidence.append(evidence)
            if token(i)?.isPunctuation(",") == true { i += 1 }
        }
        return i + 1
    }

    /// Past one dictionary entry: to the next `,` or the closing `]` at this depth.
    func skipEntry(from start: Int) -> Int {
        var depth = 0
        var i = start
        while let t = token(i) {
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") { depth += 1 }
            if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") {
                if depth == 0 { return i }
                depth -= 1
            }
            if t.isPunctuation(","), depth == 0 { return i }
            i += 1
        }
        return i
    }
}
