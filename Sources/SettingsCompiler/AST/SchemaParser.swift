/// Node tree -> schema AST. Checks shapes (mapping, list, scalar) and keys, with "did you mean"
/// suggestions; leaves meaning (types, values, names) to the validator.
public enum SchemaParser {
    public static let rootKeys = ["settings", "title", "description", "view", "externalData", "imports", "enums", "sections", "localization"]
    public static let sectionKeys = ["title", "description", "header", "footer", "key", "settings", "sections", "renamedFrom", "icon", "color", "settingsApp", "visibleWhen", "enabledWhen", "platforms", "presentation", "allow"]
    public static let settingKeys = [
        "type", "default", "title", "description", "range", "step", "requiresRestart", "sideEffect", "skip", "key", "deprecated",
        "renamedFrom", "icon", "color", "settingsApp", "visibleWhen", "enabledWhen", "platforms", "unit", "format", "minLength",
        "maxLength", "pattern", "secure", "minItems", "maxItems", "control", "allow",
    ]
    /// The mapping form of `deprecated:`: `{message: ..., replacement: section.setting}`.
    public static let deprecationKeys = ["message", "replacement"]
    /// A link row: an entry of `settings:` whose mapping has a `link:` key.
    public static let linkKeys = ["link", "title", "icon", "color", "visibleWhen", "enabledWhen", "platforms"]
    /// An action row: an entry of `settings:` whose mapping has an `action:` key.
    public static let actionKeys = ["action", "title", "role", "confirmation", "icon", "color", "visibleWhen", "enabledWhen", "platforms"]
    /// A navigation row: an entry of `settings:` whose mapping has a `navigate:` key.
    public static let navigationKeys = ["navigate", "title", "icon", "color", "visibleWhen", "enabledWhen", "platforms"]
    /// A detail row: an entry of `settings:` whose mapping has a `detail:` key.
    public static let detailKeys = ["detail", "title", "icon", "color", "visibleWhen", "enabledWhen", "platforms"]
    public static let caseKeys = ["title", "description", "renamedFrom"]
    /// The long form of an enum: `Mode: {cases: [...], fallback: caseName}`.
    public static let enumKeys = ["cases", "fallback"]

    public static func parse(_ node: YAMLNode, file: String, diagnostics: inout DiagnosticCollector) -> SchemaAST? {
        var parser = Parser(diagnostics: diagnostics)
        let ast = parser.parseRoot(node, file: file)
        diagnostics = parser.diagnostics
        return ast
    }
}

/// The known keys of one mapping: a handful, so looked up by a linear search rather than hashed. Holds the
/// mapping's own pairs (no copy) and which of them are known keys: a bit mask, and a list only past 64 pairs.
private struct Fields {
    var pairs: [YAMLPair] = []
    var known: UInt64 = 0
    var knownBeyond64: [Int] = []
    /// A bit per known key, chosen by its UTF-8 length and first byte (`signatureNumber`): a name whose bit is clear
    /// is not a key of the mapping, so the usual lookup (most keys a setting could have, it has not) returns
    /// without searching the pairs or comparing text.
    var signatures: UInt64 = 0
    /// The signature number (0-63) of each of the first eight pairs, plus one, a byte each (0: not a known
    /// key), so that a lookup compares text only with pairs whose signature matches.
    var firstSignatures: UInt64 = 0

    mutating func accept(_ position: Int, name: String) {
        if position < 64 { known |= 1 << UInt64(position) } else { knownBeyond64.append(position) }
        let number = Self.signatureNumber(name)
        signatures |= 1 << number
        if position < 8 { firstSignatures |= (number + 1) << UInt64(position * 8) }
    }

    @inline(__always)
    static func signatureNumber(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        return UInt64((utf8.count &* 7 &+ Int(utf8.first ?? 0)) & 63)
    }

    func isKnown(_ position: Int) -> Bool {
        position < 64 ? known & (1 << UInt64(position)) != 0 : knownBeyond64.contains(position)
    }

    /// The pair named `name`; the last one, should a hand-built node name a key twice.
    subscript(name: String) -> YAMLPair? {
        let number = Self.signatureNumber(name)
        if signatures & (1 << number) == 0 { return nil }
        var index = pairs.count - 1
        while index >= 0 {
            if index < 8, (firstSignatures >> UInt64(index * 8)) & 0xFF != number + 1 {
                index -= 1
                continue
            }
            if isKnown(index), case .scalar(let key) = pairs[index].key.kind, YAMLPair.sameKey(key.value, name) {
                return pairs[index]
            }
            index -= 1
        }
        return nil
    }
}

private struct Parser {
    var diagnostics: DiagnosticCollector

    // MARK: Root

    mutating func parseRoot(_ node: YAMLNode, file: String) -> SchemaAST? {
        if node.scalar?.isNull == true {
            diagnostics.error(.emptyDocument, "the document is empty; a schema starts with `settings: <RootTypeName>`", at: node.location)
            return nil
        }
        guard let fields = fields(of: node, allowed: SchemaParser.rootKeys, in: "the schema") else { return nil }
        var ast = SchemaAST(file: file, location: node.location)
        ast.rootName = text(fields["settings"], what: "the root type name")
        ast.title = text(fields["title"], what: "a title")
        ast.description = text(fields["description"], what: "a description")
        ast.view = text(fields["view"], what: "the view type name")
        ast.externalData = text(fields["externalData"], what: "the external data type name")
        ast.localization = fields["localization"]?.value
        if let imports = fields["imports"] {
            if let items = imports.value.sequence {
                ast.imports = items.compactMap { text($0, what: "a module name") }
            } else if !isNull(imports.value) {
                wrongKind(imports.value, expected: "a list of module names", for: "imports")
            }
        }
        if let enums = fields["enums"], !isNull(enums.value) {
            if let pairs = enums.value.mapping {
                ast.enums = pairs.compactMap { parseEnum($0) }
            } else {
                wrongKind(enums.value, expected: "a mapping of enum names to cases", for: "enums")
            }
        }
        if ast.rootName == nil, fields["settings"] == nil {
            diagnostics.error(.missingKey, "the schema has no `settings:` key naming its root type, e.g. `settings: AppSettings`", at: node.location)
        }
        if let sections = fields["sections"] {
            ast.hasSectionsKey = true
            ast.sections = parseSections(sections.value)
        } else {
            diagnostics.error(.missingKey, "the schema has no `sections:`; settings live in sections", at: node.location)
        }
        return ast
    }

    // MARK: Enums

    mutating func parseEnum(_ pair: YAMLPair) -> EnumDecl? {
        var decl = EnumDecl(name: Located(pair.name, pair.key.range))
        // The long form: a mapping with `cases:` holding a list or a mapping of cases (a case named `cases`
        // has a title or nothing as its value, so it is not mistaken for this).
        if let pairs = pair.value.mapping, let cases = pairs.first(where: { $0.name == "cases" }),
           cases.value.mapping != nil || cases.value.sequence != nil {
            guard let fields = fields(of: pair.value, allowed: SchemaParser.enumKeys, in: "enum '\(pair.name)'") else { return nil }
            decl.fallback = text(fields["fallback"], what: "a case name")
            guard var inner = parseEnum(YAMLPair(key: pair.key, value: cases.value)) else { return nil }
            inner.fallback = decl.fallback
            return inner
        }
        switch pair.value.kind {
        case .sequence(let items):
            for item in items {
                guard let name = text(item, what: "a case name") else { continue }
                decl.cases.append(CaseDecl(name: name))
            }
        case .mapping(let cases):
            for casePair in cases {
                var caseDecl = CaseDecl(name: Located(casePair.name, casePair.key.range))
                switch casePair.value.kind {
                case .scalar(let scalar):
                    if !scalar.isNull { caseDecl.title = Located(scalar.value, casePair.value.range) }
                case .mapping:
                    if let fields = fields(of: casePair.value, allowed: SchemaParser.caseKeys, in: "an enum case") {
                        caseDecl.title = text(fields["title"], what: "a title")
                        caseDecl.description = text(fields["description"], what: "a description")
                        caseDecl.renamedFrom = keyList(fields["renamedFrom"])
                    }
                case .sequence:
                    wrongKind(casePair.value, expected: "a title, or a mapping with `title` and `description`", for: "an enum case")
                }
                decl.cases.append(caseDecl)
            }
        case .scalar(let scalar) where scalar.isNull:
            break  // the validator reports the empty enum
        case .scalar:
            wrongKind(pair.value, expected: "a list of case names or a mapping of cases to titles", for: "enum '\(pair.name)'")
            return nil
        }
        return decl
    }

    // MARK: Sections

    mutating func parseSections(_ node: YAMLNode) -> [SectionDecl] {
        if isNull(node) { return [] }
        guard let pairs = node.mapping else {
            wrongKind(node, expected: "a mapping of section names to sections", for: "sections")
            return []
        }
        return pairs.compactMap { parseSection($0) }
    }

    mutating func parseSection(_ pair: YAMLPair) -> SectionDecl? {
        var decl = SectionDecl(name: Located(pair.name, pair.key.range))
        if isNull(pair.value) { return decl }
        let before = diagnostics.diagnostics.count
        guard let fields = fields(of: pair.value, allowed: SchemaParser.sectionKeys, in: "section '\(pair.name)'") else { return nil }
        decl.title = text(fields["title"], what: "a title")
        decl.description = text(fields["description"], what: "a description")
        decl.allow = codeList(fields["allow"])
        decl.extent = SourceRange(start: pair.key.location, end: pair.value.range.end)
        decl.header = headerFooter(fields["header"])
        decl.footer = headerFooter(fields["footer"])
        decl.key = text(fields["key"], what: "a persistence key")
        decl.renamedFrom = keyList(fields["renamedFrom"])
        decl.icon = text(fields["icon"], what: "an SF Symbol name")
        decl.color = text(fields["color"], what: "a colour, #RRGGBB")
        decl.settingsApp = bool(fields["settingsApp"])
        decl.visibleWhen = text(fields["visibleWhen"], what: "a condition, e.g. `smoothing.enabled`")
        decl.enabledWhen = text(fields["enabledWhen"], what: "a condition, e.g. `smoothing.enabled`")
        decl.platforms = fields["platforms"]?.value
        decl.presentation = text(fields["presentation"], what: "`screen` or `inline`")
        if let settings = fields["settings"], !isNull(settings.value) {
            if let pairs = settings.value.mapping {
                decl.rows.reserveCapacity(pairs.count)
                for pair in pairs {
                    if let row = parseRow(pair) { decl.rows.append(row) }
                }
            } else {
                wrongKind(settings.value, expected: "a mapping of setting names to defaults or setting declarations", for: "settings")
            }
        }
        if let sections = fields["sections"] {
            decl.sections = parseSections(sections.value)
        }
        decl.hadErrors = diagnostics.diagnostics.count > before
        return decl
    }

    static let linkRow = 1, actionRow = 2, navigationRow = 4, detailRow = 8

    /// Which of the keys that make an entry of `settings:` a row (`link`, `action`, `navigate`, `detail`) its
    /// mapping has, as bits: one pass over the entry's keys, comparing lengths before text.
    static func rowKeys(_ node: YAMLNode) -> Int {
        guard case .mapping(let entries) = node.kind else { return 0 }
        var found = 0
        for entry in entries {
            guard case .scalar(let key) = entry.key.kind else { continue }
            switch key.value.utf8.count {
            case 4: if key.value == "link" { found |= linkRow }
            case 6:
                if key.value == "action" { found |= actionRow } else if key.value == "detail" { found |= detailRow }
            case 8: if key.value == "navigate" { found |= navigationRow }
            default: break
            }
        }
        return found
    }

    mutating func headerFooter(_ pair: YAMLPair?) -> HeaderFooterDecl? {
        guard let pair else { return nil }
        let node = pair.value
        switch node.kind {
        case .scalar(let scalar):
            if scalar.isNull { return nil }
            // Any string `inject`, quoted or not (JSON has only quoted strings); `{text: inject}` shows the word.
            if scalar.value == "inject" { return .inject(node.range) }
            return .text(Located(scalar.value, node.range))
        case .mapping(let pairs) where pairs.count == 1 && pairs[0].name == "text":
            return text(pairs[0].value, what: "the \(pair.name) text").map(HeaderFooterDecl.text)
        default:
            diagnostics.error(
                .invalidHeaderFooter,
                "`\(pair.name)` must be text, the word `inject` (a hook the host view implements), or `{text: ...}`; found \(node.kindDescription)",
                at: node.location)
            return nil
        }
    }

    // MARK: Rows beyond stored values

    /// The rows beyond stored values, by the key that makes an entry of `settings:` one (its bit in ``rowKeys(_:)``):
    /// the keys the row allows, the kind's word, what the key holds, and the error when it holds nothing.
    static let rowKinds: [(bit: Int, key: String, allowed: [String], word: String, what: String, code: DiagnosticCode, fix: String)] = [
        (linkRow, "link", SchemaParser.linkKeys, "link", "a URL", .invalidURL, "has no URL; write `link: https://...`"),
        (actionRow, "action", SchemaParser.actionKeys, "action", "a hook name", .missingKey, "names no hook; write `action: hookName`"),
        (navigationRow, "navigate", SchemaParser.navigationKeys, "navigation", "a section path", .missingKey, "names no section; write `navigate: sectionName`"),
        (detailRow, "detail", SchemaParser.detailKeys, "detail", "a property name", .missingKey, "names no property; write `detail: propertyName`"),
    ]

    /// One entry of `settings:`: a link, action, navigation or detail row by the key that makes it one (the
    /// first of ``rowKinds`` it has), else a setting.
    mutating func parseRow(_ pair: YAMLPair) -> RowDecl? {
        let rowKeys = Self.rowKeys(pair.value)
        guard let kind = Self.rowKinds.first(where: { rowKeys & $0.bit != 0 }) else { return parseSetting(pair).map(RowDecl.setting) }
        guard let fields = fields(of: pair.value, allowed: kind.allowed, in: "\(kind.word) '\(pair.name)'"), let target = fields[kind.key] else { return nil }
        guard let value = text(target.value, what: kind.what) else {
            diagnostics.error(kind.code, "\(kind.word) '\(pair.name)' \(kind.fix)", at: target.value.location)
            return nil
        }
        var row = RowFieldsDecl(name: Located(pair.name, pair.key.range))
        row.title = text(fields["title"], what: "a title")
        row.icon = text(fields["icon"], what: "an SF Symbol name")
        row.color = text(fields["color"], what: "a colour, #RRGGBB")
        row.visibleWhen = text(fields["visibleWhen"], what: "a condition, e.g. `smoothing.enabled`")
        row.enabledWhen = text(fields["enabledWhen"], what: "a condition, e.g. `smoothing.enabled`")
        row.platforms = fields["platforms"]?.value
        switch kind.bit {
        case Self.linkRow: return .link(LinkDecl(fields: row, url: value))
        case Self.actionRow:
            let role = text(fields["role"], what: "`destructive`")
            let confirmation = text(fields["confirmation"], what: "a confirmation text")
            return .action(ActionDecl(fields: row, hook: value, role: role, confirmation: confirmation))
        case Self.navigationRow: return .navigation(NavigationDecl(fields: row, target: value))
        default: return .detail(DetailDecl(fields: row, property: value))
        }
    }

    // MARK: Settings

    mutating func parseSetting(_ pair: YAMLPair) -> SettingDecl? {
        var decl = SettingDecl(name: Located(pair.name, pair.key.range))
        switch pair.value.kind {
        case .scalar:
            decl.defaultValue = pair.value
        case .sequence:
            decl.defaultValue = pair.value  // a list's default: the type is inferred from it (ListRules)
        case .mapping:
            let before = diagnostics.diagnostics.count
            guard let fields = fields(of: pair.value, allowed: SchemaParser.settingKeys, in: "setting '\(pair.name)'") else { return nil }
            decl.hadUnknownKeys = diagnostics.diagnostics.count > before
            if let typeNode = fields["type"], typeNode.value.sequence != nil {
                decl.type = ListTypeSpelling.type(typeNode, diagnostics: &diagnostics)
                if decl.type == nil { decl.hadUnknownKeys = true }  // reported; no follow-on "cannot infer"
            } else {
                decl.type = text(fields["type"], what: "a type")
            }
            decl.defaultValue = fields["default"]?.value
            decl.title = text(fields["title"], what: "a title")
            decl.description = text(fields["description"], what: "a description")
            decl.range = fields["range"]?.value
            decl.step = fields["step"]?.value
            decl.requiresRestart = bool(fields["requiresRestart"])
            decl.sideEffect = text(fields["sideEffect"], what: "a hook name")
            decl.skip = bool(fields["skip"])
            decl.key = text(fields["key"], what: "a persistence key")
            decl.renamedFrom = keyList(fields["renamedFrom"])
            decl.icon = text(fields["icon"], what: "an SF Symbol name")
            decl.color = text(fields["color"], what: "a colour, #RRGGBB")
            decl.settingsApp = bool(fields["settingsApp"])
            decl.visibleWhen = text(fields["visibleWhen"], what: "a condition, e.g. `smoothing.enabled`")
            decl.enabledWhen = text(fields["enabledWhen"], what: "a condition, e.g. `smoothing.enabled`")
            decl.platforms = fields["platforms"]?.value
            decl.unit = text(fields["unit"], what: "a unit, such as `s` or `%`")
            decl.format = fields["format"]?.value
            decl.minLength = fields["minLength"]?.value
            decl.maxLength = fields["maxLength"]?.value
            decl.pattern = fields["pattern"]?.value
            decl.secure = bool(fields["secure"])
            decl.control = text(fields["control"], what: "a control: `stepper`, `slider` or `numberField`")
            decl.minItems = fields["minItems"]?.value
            decl.maxItems = fields["maxItems"]?.value
            decl.allow = codeList(fields["allow"])
            decl.extent = SourceRange(start: pair.key.location, end: pair.value.range.end)
            if let deprecated = fields["deprecated"] {
                let node = deprecated.value
                if node.mapping != nil {
                    // `{message: ..., replacement: ...}`: deprecated, with an optional message and replacement.
                    if let details = self.fields(of: node, allowed: SchemaParser.deprecationKeys, in: "`deprecated`") {
                        decl.deprecated = Located(text(details["message"], what: "a deprecation message")?.value, node.range)
                        decl.deprecationReplacement = text(details["replacement"], what: "the dotted path of the replacing setting")
                    }
                } else if let scalar = node.scalar, scalar.style == .plain, let flag = Self.boolValue(scalar.value) {
                    decl.deprecated = flag ? Located(nil, node.range) : nil
                } else if let message = text(deprecated, what: "`true` or a deprecation message") {
                    decl.deprecated = Located(message.value, message.range)
                }
            }
        }
        return decl
    }

    // MARK: Helpers

    /// The pairs of a mapping node by key; unknown keys are reported with a suggestion.
    mutating func fields(of node: YAMLNode, allowed: [String], in context: @autoclosure () -> String) -> Fields? {
        guard let pairs = node.mapping else {
            wrongKind(node, expected: "a mapping", for: context())
            return nil
        }
        var result = Fields(pairs: pairs)
        for position in pairs.indices {
            let name = pairs[position].name
            if allowed.contains(where: { YAMLPair.sameKey($0, name) }) {
                result.accept(position, name: name)
            } else {
                let pair = pairs[position]
                diagnostics.emit(Diagnostic(
                    .error, .unknownKey,
                    "unknown key '\(pair.name)' in \(context())\(Suggestions.hint(for: pair.name, in: allowed))",
                    range: pair.key.range,
                    notes: [Diagnostic.Note("allowed keys: \(allowed.joined(separator: ", "))")]))
            }
        }
        return result
    }

    mutating func text(_ pair: YAMLPair?, what: String) -> Located<String>? {
        guard let pair else { return nil }
        return text(pair.value, what: what)
    }

    /// A scalar's text; null counts as absent; a mapping or list is an error.
    mutating func text(_ node: YAMLNode, what: String) -> Located<String>? {
        guard let scalar = node.scalar else {
            wrongKind(node, expected: what, for: nil)
            return nil
        }
        if scalar.isNull { return nil }
        return Located(scalar.value, node.range)
    }

    /// `renamedFrom: old` or `renamedFrom: [old, older]`.
    /// `allow: [SC1543]` or `allow: SC1543`: the codes of warnings accepted on this item (checked by `AllowedWarnings`).
    mutating func codeList(_ pair: YAMLPair?) -> [Located<String>] {
        guard let pair else { return [] }
        if let items = pair.value.sequence {
            return items.compactMap { text($0, what: "a diagnostic code such as SC1543") }
        }
        return text(pair.value, what: "a diagnostic code such as SC1543, or a list of them").map { [$0] } ?? []
    }

    mutating func keyList(_ pair: YAMLPair?) -> [Located<String>] {
        guard let pair else { return [] }
        if let items = pair.value.sequence {
            return items.compactMap { text($0, what: "an old persistence key") }
        }
        return text(pair.value, what: "an old persistence key, or a list of them").map { [$0] } ?? []
    }

    mutating func bool(_ pair: YAMLPair?) -> Located<Bool>? {
        guard let pair else { return nil }
        if let scalar = pair.value.scalar, scalar.style == .plain, let value = Self.boolValue(scalar.value) {
            return Located(value, pair.value.range)
        }
        var message = "`\(pair.name)` must be true or false, found \(pair.value.kindDescription)"
        if let scalar = pair.value.scalar, Self.yaml11Bool(scalar.value) != nil { message += " (write true or false)" }
        diagnostics.error(.invalidScalar, message, at: pair.value.location)
        return nil
    }

    mutating func wrongKind(_ node: YAMLNode, expected: String, for context: String?) {
        let subject = context.map { " for \($0)" } ?? ""
        diagnostics.emit(Diagnostic(
            .error, .wrongNodeKind, "expected \(expected)\(subject), found \(node.kindDescription)", range: node.range))
    }

    func isNull(_ node: YAMLNode) -> Bool { node.scalar?.isNull == true }

    /// The YAML 1.2 core schema booleans.
    static func boolValue(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// The extra YAML 1.1 booleans that the 1.2 core schema reads as strings.
    static func yaml11Bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "on", "y": true
        case "no", "off", "n": false
        default: nil
        }
    }
}
