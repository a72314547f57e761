/// Schema AST -> validated IR. Every semantic rule of the schema language lives here, each with its own
/// diagnostic; validation goes on after a problem so that one run reports all of them.
public enum Validator {
    public static func validate(_ ast: SchemaAST, diagnostics: inout DiagnosticCollector) -> SchemaIR? {
        var validator = SchemaValidator(ast: ast, diagnostics: diagnostics)
        let ir = validator.run()
        diagnostics = validator.diagnostics
        return ir
    }
}

private struct SchemaValidator {
    let ast: SchemaAST
    var diagnostics: DiagnosticCollector
    private var enums: [String: EnumIR] = [:]
    /// Enums that were declared but are invalid (no cases): settings of these types are not reported again.
    private var invalidEnums: Set<String> = []
    private var usedEnums: Set<String> = []
    /// The case names of each enum in `enums`, so that checking a default is not linear in the cases.
    private var enumCaseNames: [String: Set<String>] = [:]
    /// The types `parseType` accepted, by their text (see `cachedType`).
    private var parsedTypes: [String: ValueType] = [:]
    /// Every type name the generated code declares, with what declares it, to catch clashes.
    private var typeNames: [String: (what: String, location: SourceLocation)] = [:]

    init(ast: SchemaAST, diagnostics: DiagnosticCollector) {
        self.ast = ast
        self.diagnostics = diagnostics
    }

    mutating func run() -> SchemaIR {
        let rootName = ast.rootName.map { checkTypeName($0, what: "root type") } ?? "Settings"
        if let rootName = ast.rootName { registerType(rootName.value, what: "the root type", at: rootName.location) }
        for other in [ast.view, ast.externalData].compactMap({ $0 }) {
            _ = checkTypeName(other, what: "type")
            if other.value == rootName {
                diagnostics.error(.duplicateName, "'\(other.value)' is already the root type's name", at: other.location)
            }
        }
        for module in ast.imports where !module.value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ SwiftNames.isIdentifier(String($0)) }) {
            diagnostics.error(.invalidIdentifier, "'\(module.value)' is not a module name", at: module.location)
        }

        var enumList: [EnumIR] = []
        for decl in ast.enums {
            if let ir = validateEnum(decl) {
                enumList.append(ir)
                if enums[ir.name] == nil {
                    enums[ir.name] = ir
                    enumCaseNames[ir.name] = Set(ir.cases.map(\.name))
                }
            }
        }

        var sections: [SectionIR] = []
        sections.reserveCapacity(ast.sections.count)
        for decl in ast.sections {
            sections.append(validateSection(decl, topLevel: true))
        }
        checkMembers(settings: [], sections: sections, declarations: ast.sections.map(\.name.location))
        ConditionChecker.check(ast.sections, &sections, enums: enums, diagnostics: &diagnostics)
        var takenTypeNames = typeNames.mapValues(\.what)
        for name in SwiftNames.reservedTypeNames { takenTypeNames[name] = "a type name reserved for the generated code" }
        if ast.view != nil {
            for (name, what) in typeNames where what.what.hasPrefix("section") { takenTypeNames[name + "View"] = "the screen of \(what.what)" }
        }
        CustomTypeRules.checkNames(sections, taken: takenTypeNames, view: ast.view != nil, diagnostics: &diagnostics)
        checkRenames(settings: [], sections: ast.sections)
        PlatformRules.check(ast, diagnostics: &diagnostics)
        for index in sections.indices { PlatformRules.inherit(&sections[index], from: nil) }
        if ast.sections.isEmpty, ast.hasSectionsKey {
            diagnostics.warning(.emptySection, "the schema declares no sections, so it has no settings", at: ast.location)
        }
        for decl in ast.enums where !usedEnums.contains(decl.name.value) && !decl.cases.isEmpty {
            diagnostics.warning(.unusedEnum, "enum '\(decl.name.value)' is declared but no setting uses it", at: decl.name.location)
        }
        CrossLinkChecker.check(ast, diagnostics: &diagnostics)

        let root = SectionIR(
            name: "", typeName: rootName, key: "", title: ast.title?.value ?? SwiftNames.title(fromIdentifier: rootName),
            description: ast.description?.value, header: nil, footer: nil, settings: [], sections: sections,
            location: ast.location)
        var ir = SchemaIR(
            sourcePath: ast.file, rootTypeName: rootName, title: root.title, description: ast.description?.value,
            viewName: ast.view?.value, externalDataName: ast.externalData?.value, imports: ast.imports.map(\.value),
            enums: enumList, root: root)
        EvolutionChecker.check(ast, &ir, diagnostics: &diagnostics)
        SettingsAppChecker.check(ast, &ir, diagnostics: &diagnostics)
        return ir
    }

    // MARK: Names

    /// Checks a type name; returns it (unchanged) so validation can go on with it.
    mutating func checkTypeName(_ name: Located<String>, what: String) -> String {
        if !SwiftNames.isIdentifier(name.value) {
            diagnostics.emit(Diagnostic(.error, .invalidIdentifier, "\(what) name '\(name.value)' is not a valid Swift identifier\(identifierHint(name.value))", range: name.range))
        } else if name.value.first?.isUppercase != true {
            diagnostics.emit(Diagnostic(
                .error, .invalidIdentifier,
                "\(what) name '\(name.value)' must start with an uppercase letter; did you mean '\(name.value.prefix(1).uppercased() + name.value.dropFirst())'?",
                range: name.range))
        } else if let reason = ReservedNames.reason(name.value, at: .typeName) {
            diagnostics.emit(Diagnostic(.error, .reservedName, "'\(name.value)' is reserved for the generated code (\(reason)); choose another \(what) name", range: name.range))
        }
        return name.value
    }

    /// Checks the name of a setting, section or enum case (a Swift member name).
    /// Returns false when the name cannot be used at all.
    @discardableResult
    mutating func checkMemberName(_ name: Located<String>, what: String, also place: ReservedNames.Place? = nil) -> Bool {
        let text = name.value
        if text.hasPrefix("_"), SwiftNames.isIdentifier(text) {
            diagnostics.emit(Diagnostic(.error, .reservedName, "\(what) name '\(text)' starts with '_', which is reserved for generated members", range: name.range))
            return false
        }
        if !SwiftNames.isIdentifier(text) {
            diagnostics.emit(Diagnostic(.error, .invalidIdentifier, "\(what) name '\(text)' is not a valid Swift identifier\(identifierHint(text))", range: name.range))
            return false
        }
        if let reason = ReservedNames.reason(text, at: .memberName) ?? place.flatMap({ ReservedNames.reason(text, at: $0) }) {
            diagnostics.emit(Diagnostic(.error, .reservedName, "'\(text)' cannot be \(article(what)) \(what) name: \(reason)", range: name.range))
            return false
        }
        if !SwiftNames.startsWithASCIILowercase(text) {
            diagnostics.emit(Diagnostic(
                .error, .invalidIdentifier,
                "\(what) name '\(text)' must start with a lowercase letter; did you mean '\(text.prefix(1).lowercased() + text.dropFirst())'?",
                range: name.range))
            return false
        }
        return true
    }

    func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.prefix(1).lowercased()) ? "an" : "a"
    }

    /// Explains the most common reasons a name is not an identifier.
    func identifierHint(_ text: String) -> String {
        if text.isEmpty { return "; names cannot be empty" }
        if let scalar = text.unicodeScalars.first(where: { !$0.isASCII }) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "; it contains the non-ASCII character '\(scalar)' (U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)); names use ASCII letters, digits and '_'"
        }
        if text.first?.isNumber == true { return "; names cannot start with a digit" }
        return "; names use ASCII letters, digits and '_'"
    }

    mutating func registerType(_ name: String, what: String, at location: SourceLocation) {
        if let existing = typeNames[name] {
            diagnostics.error(
                .duplicateName, "\(what) would be the Swift type '\(name)', which is already \(existing.what)", at: location,
                notes: [Diagnostic.Note("'\(name)' is first declared here", at: existing.location)])
        } else {
            typeNames[name] = (what, location)
        }
    }

    // MARK: Enums

    mutating func validateEnum(_ decl: EnumDecl) -> EnumIR? {
        let name = checkTypeName(decl.name, what: "enum")
        if SwiftNames.isIdentifier(name) { registerType(name, what: "enum '\(name)'", at: decl.name.location) }
        if ["bool", "int", "float", "double", "string"].contains(name.lowercased()) {
            diagnostics.error(.reservedName, "enum '\(name)' would read like the built-in type '\(name.lowercased())'", at: decl.name.location)
        }
        if decl.cases.isEmpty {
            invalidEnums.insert(name)
            diagnostics.error(.emptyEnum, "enum '\(name)' declares no cases; a setting of this type would have no value", at: decl.name.location)
            return nil
        }
        var seen: [String: SourceLocation] = Dictionary(minimumCapacity: decl.cases.count)
        var cases: [EnumCaseIR] = []
        cases.reserveCapacity(decl.cases.count)
        for caseDecl in decl.cases {
            checkMemberName(caseDecl.name, what: "case", also: .enumCase)
            if let first = seen.updateValue(caseDecl.name.location, forKey: caseDecl.name.value) {
                seen[caseDecl.name.value] = first
                diagnostics.error(
                    .duplicateName, "enum '\(name)' declares the case '\(caseDecl.name.value)' twice", at: caseDecl.name.location,
                    notes: [Diagnostic.Note("first declared here", at: first)])
                continue
            }
            cases.append(EnumCaseIR(
                name: caseDecl.name.value, title: caseDecl.title?.value ?? SwiftNames.title(fromIdentifier: caseDecl.name.value),
                description: caseDecl.description?.value))
        }
        var ir = EnumIR(name: name, cases: cases, location: decl.name.location)
        if let fallback = decl.fallback {
            if cases.contains(where: { $0.name == fallback.value }) {
                ir.fallback = fallback.value
            } else {
                let names = cases.map(\.name)
                diagnostics.emit(Diagnostic(
                    .error, .unknownFallbackCase,
                    "the fallback '\(fallback.value)' of enum '\(name)' is not one of its cases\(hint(for: fallback.value, in: names))",
                    range: fallback.range, notes: [Diagnostic.Note("'\(name)' has the cases \(caseList(names, total: names.count))")]))
            }
        }
        return ir
    }

    // MARK: Sections

    mutating func validateSection(_ decl: SectionDecl, topLevel: Bool = false) -> SectionIR {
        let nameIsUsable = checkMemberName(decl.name, what: "section", also: topLevel ? .topLevelSection : nil)
        let typeName = SwiftNames.typeName(forSection: decl.name.value)
        if nameIsUsable {
            if let reason = ReservedNames.reason(typeName, at: .typeName) {
                diagnostics.error(.reservedName, "section '\(decl.name.value)' would be the Swift type '\(typeName)', which is reserved for the generated code (\(reason))", at: decl.name.location)
            } else {
                registerType(typeName, what: "section '\(decl.name.value)'", at: decl.name.location)
            }
        }
        var settings: [SettingIR] = []
        settings.reserveCapacity(decl.settings.count)
        for setting in decl.settings {
            if let ir = validateSetting(setting) { settings.append(ir) }
        }
        let sections = decl.sections.map { validateSection($0) }
        checkMembers(settings: decl.settings, sections: sections, declarations: decl.sections.map(\.name.location))
        checkRenames(settings: decl.settings, sections: decl.sections)
        let links = decl.links.compactMap { validateLink($0) }
        let actions = decl.actions.compactMap { validateAction($0) }
        let navigations = decl.navigations.compactMap { row -> NavigationIR? in
            checkMemberName(row.name, what: "navigation")
            let icon = row.icon.flatMap { checkIcon($0) }
            let color = row.color.flatMap { checkColor($0) }
            guard let target = row.target else { return nil }
            // The title defaults to the target's; NavigationCheck fills it in once every section is known.
            var ir = NavigationIR(
                name: row.name.value, title: row.title?.value ?? "", target: target.value, icon: icon, color: color,
                position: row.position, location: target.location)
            ir.platforms = PlatformRules.platforms(row.platforms)
            return ir
        }
        let details = decl.details.compactMap { row -> DetailIR? in
            checkMemberName(row.name, what: "detail")
            let icon = row.icon.flatMap { checkIcon($0) }
            let color = row.color.flatMap { checkColor($0) }
            guard let property = row.property, checkMemberName(property, what: "external data property") else { return nil }
            if ast.externalData == nil {
                diagnostics.error(
                    .detailWithoutExternalData,
                    "detail '\(row.name.value)' shows the property '\(property.value)' of the external data, but the schema names no `externalData:` type",
                    at: property.location)
                return nil
            }
            var ir = DetailIR(
                name: row.name.value, title: row.title?.value ?? SwiftNames.title(fromIdentifier: row.name.value),
                property: property.value, icon: icon, color: color, position: row.position)
            ir.platforms = PlatformRules.platforms(row.platforms)
            return ir
        }
        if decl.settings.isEmpty, decl.links.isEmpty, decl.actions.isEmpty, decl.navigations.isEmpty, decl.details.isEmpty, decl.sections.isEmpty, !decl.hadErrors {
            diagnostics.warning(.emptySection, "section '\(decl.name.value)' declares no settings and no subsections", at: decl.name.location)
        }
        let key = decl.key.flatMap { checkKey($0) } ?? decl.name.value
        var ir = SectionIR(
            name: decl.name.value, typeName: typeName, key: key,
            title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            description: decl.description?.value, header: headerFooter(decl.header), footer: headerFooter(decl.footer),
            settings: settings, sections: sections, location: decl.name.location)
        ir.renamedFrom = decl.renamedFrom.compactMap { checkKey($0) }
        ir.icon = decl.icon.flatMap { checkIcon($0) }
        ir.color = decl.color.flatMap { checkColor($0) }
        ir.links = links
        ir.actions = actions
        ir.navigations = navigations
        ir.details = details
        ir.platforms = PlatformRules.platforms(decl.platforms)
        if let presentation = decl.presentation {
            if let value = SectionPresentation(rawValue: presentation.value) {
                ir.presentation = value
            } else {
                diagnostics.emit(Diagnostic(
                    .error, .invalidScalar,
                    "the presentation of section '\(decl.name.value)' must be `screen` (a screen of its own, the default) or `inline` (shown in its parent's screen), found '\(presentation.value)'",
                    range: presentation.range))
            }
        }
        return ir
    }

    mutating func validateAction(_ decl: ActionDecl) -> ActionIR? {
        checkMemberName(decl.name, what: "action")
        let icon = decl.icon.flatMap { checkIcon($0) }
        let color = decl.color.flatMap { checkColor($0) }
        var isDestructive = false
        if let role = decl.role {
            if role.value == "destructive" {
                isDestructive = true
            } else {
                diagnostics.emit(Diagnostic(
                    .error, .invalidScalar, "the role of action '\(decl.name.value)' must be `destructive` (or left out), found '\(role.value)'",
                    range: role.range))
            }
        }
        guard let hook = decl.hook, checkMemberName(hook, what: "action hook", also: .actionHook) else { return nil }
        var ir = ActionIR(
            name: decl.name.value, title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            hook: hook.value, isDestructive: isDestructive, confirmation: decl.confirmation?.value, icon: icon, color: color,
            position: decl.position)
        ir.platforms = PlatformRules.platforms(decl.platforms)
        return ir
    }

    mutating func validateLink(_ decl: LinkDecl) -> LinkIR? {
        checkMemberName(decl.name, what: "link")
        let icon = decl.icon.flatMap { checkIcon($0) }
        let color = decl.color.flatMap { checkColor($0) }
        guard let url = decl.url else { return nil }
        // `http://` or `https://`, then a host; no spaces or control characters anywhere.
        let lowered = url.value.lowercased()
        let scheme = ["https://", "http://"].first { lowered.hasPrefix($0) }
        let rest = scheme.map { url.value.dropFirst($0.count) } ?? ""
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let clean = url.value.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && $0.value < 0x80 }
        guard scheme != nil, !host.isEmpty, clean else {
            diagnostics.emit(Diagnostic(
                .error, .invalidURL,
                "'\(url.value)' is not a web address; a link opens an `http://` or `https://` URL with a host, written without spaces",
                range: url.range))
            return nil
        }
        var ir = LinkIR(
            name: decl.name.value, title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            url: url.value, icon: icon, color: color, position: decl.position)
        ir.platforms = PlatformRules.platforms(decl.platforms)
        return ir
    }

    /// An SF Symbol name: dot-separated parts of lowercase ASCII letters and digits (`icloud`, `bell.badge.fill`).
    mutating func checkIcon(_ icon: Located<String>) -> String? {
        let parts = icon.value.split(separator: ".", omittingEmptySubsequences: false)
        let plausible = icon.value.utf8.count <= 64 && parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        }
        guard plausible else {
            diagnostics.emit(Diagnostic(
                .error, .invalidSymbolName,
                "'\(icon.value)' is not an SF Symbol name; write lowercase letters and digits in dot-separated parts, e.g. `icloud` or `bell.badge.fill`",
                range: icon.range))
            return nil
        }
        return icon.value
    }

    /// A colour `#RRGGBB`; returned with uppercase hex digits.
    mutating func checkColor(_ color: Located<String>) -> String? {
        let digits = color.value.utf8.dropFirst()
        guard color.value.utf8.first == UInt8(ascii: "#"), digits.count == 6,
              digits.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }) else {
            diagnostics.emit(Diagnostic(
                .error, .invalidColor, "'\(color.value)' is not a colour; write `#` and six hex digits, e.g. `#226AD6`", range: color.range))
            return nil
        }
        return color.value.uppercased()
    }

    func headerFooter(_ decl: HeaderFooterDecl?) -> HeaderFooterIR? {
        switch decl {
        case .text(let text)?: .text(text.value)
        case .inject?: .inject
        case nil: nil
        }
    }

    /// Names and persistence keys are unique among a section's settings and subsections.
    mutating func checkMembers(settings: [SettingDecl], sections: [SectionIR], declarations: [SourceLocation]) {
        // One pass, settings then subsections, into tables sized up front (no list of members is built); a
        // name or key is hashed once when it is new (the usual case).
        let subsections = min(sections.count, declarations.count)
        var names: [String: SourceLocation] = Dictionary(minimumCapacity: settings.count + subsections)
        var keys: [String: SourceLocation] = Dictionary(minimumCapacity: settings.count + subsections)
        for index in 0..<(settings.count + subsections) {
            let name: String, key: String, location: SourceLocation
            if index < settings.count {
                name = settings[index].name.value
                key = settings[index].key?.value ?? name
                location = settings[index].name.location
            } else {
                name = sections[index - settings.count].name
                key = sections[index - settings.count].key
                location = declarations[index - settings.count]
            }
            if let first = names.updateValue(location, forKey: name) {
                names[name] = first
                diagnostics.error(
                    .duplicateName, "'\(name)' is declared twice in this section (settings and subsections share one namespace)",
                    at: location, notes: [Diagnostic.Note("first declared here", at: first)])
                continue
            }
            if let first = keys.updateValue(location, forKey: key) {
                keys[key] = first
                diagnostics.error(
                    .duplicatePersistenceKey, "'\(name)' is stored under the key '\(key)', which another member of this section already uses",
                    at: location, notes: [Diagnostic.Note("the key is first used here", at: first)])
            }
        }
    }

    /// `renamedFrom`: an old key may not be a current key of the same section (the old data would be read
    /// twice, and the current member's data would be taken for the renamed one), nor be listed twice.
    mutating func checkRenames(settings: [SettingDecl], sections: [SectionDecl]) {
        // Most sections rename nothing: nothing to build.
        guard settings.contains(where: { !$0.renamedFrom.isEmpty }) || sections.contains(where: { !$0.renamedFrom.isEmpty }) else { return }
        var members: [(name: String, key: String, location: SourceLocation, renamedFrom: [Located<String>])] = settings.map {
            ($0.name.value, $0.key?.value ?? $0.name.value, $0.name.location, $0.renamedFrom)
        }
        members += sections.map { ($0.name.value, $0.key?.value ?? $0.name.value, $0.name.location, $0.renamedFrom) }
        guard members.contains(where: { !$0.renamedFrom.isEmpty }) else { return }
        var currentKeys: [String: (name: String, location: SourceLocation)] = [:]
        for member in members where currentKeys[member.key] == nil { currentKeys[member.key] = (member.name, member.location) }
        var oldKeys: [String: (name: String, location: SourceLocation)] = [:]
        for member in members {
            for old in member.renamedFrom {
                if let current = currentKeys[old.value] {
                    let whose = current.name == member.name ? "its own current key" : "the current key of '\(current.name)'"
                    diagnostics.error(
                        .renamedFromClash,
                        "'\(member.name)' is renamed from '\(old.value)', which is \(whose) in this section; stored data under it would be read twice",
                        at: old.location, notes: [Diagnostic.Note("'\(current.name)' is declared here", at: current.location)])
                } else if let first = oldKeys[old.value] {
                    let subject = first.name == member.name ? "'\(member.name)' lists" : "'\(member.name)' and '\(first.name)' both list"
                    diagnostics.error(
                        .duplicateRenamedFrom,
                        "\(subject) the old key '\(old.value)' in `renamedFrom`; an old value can migrate to one place only",
                        at: old.location, notes: [Diagnostic.Note("first listed here", at: first.location)])
                } else {
                    oldKeys[old.value] = (member.name, old.location)
                }
            }
        }
    }

    /// Persistence keys: letters, digits, `_` and `-` (dots join keys into paths).
    mutating func checkKey(_ key: Located<String>) -> String? {
        let valid = !key.value.isEmpty && key.value.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
        if !valid {
            diagnostics.emit(Diagnostic(.error, .invalidIdentifier, "persistence key '\(key.value)' may only use ASCII letters, digits, '_' and '-'", range: key.range))
            return nil
        }
        return key.value
    }

    // MARK: Settings

    mutating func validateSetting(_ decl: SettingDecl) -> SettingIR? {
        let name = decl.name.value
        checkMemberName(decl.name, what: "setting")
        guard let type = settingType(decl) else { return nil }

        var range: RangeIR?
        if let node = decl.range {
            if type.isNumeric || type.listElement == .int {
                range = parseRange(node, type: type.listElement ?? type.wrapped, setting: name)
            } else {
                diagnostics.emit(Diagnostic(.error, .rangeOnNonNumeric, "'\(name)' is of type \(type), which has no range; ranges apply to int, float and double", range: node.range))
            }
        }
        var step: Value?
        if let node = decl.step {
            if type.isNumeric {
                step = parseStep(node, type: type.wrapped, setting: name)
            } else {
                diagnostics.emit(Diagnostic(.error, .stepOnNonNumeric, "'\(name)' is of type \(type), which has no step; steps apply to int, float and double", range: node.range))
            }
        }

        let stringRules = StringRuleCheck.rules(decl, type: type.listElement == .string ? .string : type, diagnostics: &diagnostics)
        let listRules = ListRuleCheck.rules(decl, type: type, diagnostics: &diagnostics)
        if let secure = decl.secure, secure.value, type.wrapped != .string {
            diagnostics.emit(Diagnostic(
                .error, .secureOnNonString, "'\(name)' is of type \(type), which cannot be secure; `secure: true` applies to string and string?",
                range: secure.range))
        }

        var defaultValue: Value
        // An explicit null for an optional parses as `.null`, the same as the implicit default.
        if let node = decl.defaultValue {
            guard let value = parseValue(node, as: type, setting: name) else { return nil }
            defaultValue = value
            checkInRange(value, range: range, step: step, setting: name, at: node.range, implicit: false)
            if let stringRules {
                StringRuleCheck.checkDefault(value, rules: stringRules, setting: name, at: node.range, implicit: false, diagnostics: &diagnostics)
            }
            if case .list(let elements) = value {
                // Each element against the element rules, at its own place in the default.
                for (element, item) in zip(elements, node.sequence ?? []) {
                    checkInRange(element, range: range, step: nil, setting: name, at: item.range, implicit: false)
                    if let stringRules {
                        StringRuleCheck.checkDefault(element, rules: stringRules, setting: name, at: item.range, implicit: false, diagnostics: &diagnostics)
                    }
                }
                if let listRules {
                    ListRuleCheck.checkDefault(value, rules: listRules, setting: name, at: node.range, implicit: false, diagnostics: &diagnostics)
                }
            }
        } else {
            if type.isFormattedString, !type.isOptional {
                diagnostics.emit(Diagnostic(
                    .error, .formattedTypeWithoutDefault,
                    "'\(name)' of type \(type) has no default, and no \(type) value is empty; give a default or make it optional ('\(type)?')",
                    range: decl.type?.range ?? decl.name.range))
                return nil
            }
            defaultValue = implicitDefault(for: type, range: range)
            if let type = decl.type { checkInRange(defaultValue, range: range, step: step, setting: name, at: type.range, implicit: true) }
            if let stringRules, let type = decl.type {
                StringRuleCheck.checkDefault(defaultValue, rules: stringRules, setting: name, at: type.range, implicit: true, diagnostics: &diagnostics)
            }
            if let listRules, let type = decl.type {
                ListRuleCheck.checkDefault(defaultValue, rules: listRules, setting: name, at: type.range, implicit: true, diagnostics: &diagnostics)
            }
        }
        if case .double(let double) = defaultValue, type.wrapped == .float { defaultValue = .double(Double(Float(double))) }

        if let hook = decl.sideEffect { _ = checkMemberName(hook, what: "side effect hook") }
        let key = decl.key.flatMap { checkKey($0) } ?? name
        var ir = SettingIR(
            name: name, key: key, title: decl.title?.value ?? SwiftNames.title(fromIdentifier: name),
            description: decl.description?.value, type: type, defaultValue: defaultValue, range: range, step: step,
            requiresRestart: decl.requiresRestart?.value ?? false, sideEffect: decl.sideEffect?.value,
            skip: decl.skip?.value ?? false, deprecated: decl.deprecated.map { DeprecationIR(message: $0.value) },
            location: decl.name.location)
        ir.renamedFrom = decl.renamedFrom.compactMap { checkKey($0) }
        ir.icon = decl.icon.flatMap { checkIcon($0) }
        ir.color = decl.color.flatMap { checkColor($0) }
        ir.platforms = PlatformRules.platforms(decl.platforms)
        (ir.unit, ir.format) = DisplayRules.check(decl, type: type, range: range, defaultValue: defaultValue, diagnostics: &diagnostics)
        ir.stringRules = stringRules
        ir.isSecure = decl.secure?.value == true && type.wrapped == .string
        ir.listRules = listRules
        ir.control = decl.control.flatMap { ControlRules.check($0, setting: name, type: type, range: range, diagnostics: &diagnostics) }
        return ir
    }

    /// The declared type, or the type inferred from the default.
    mutating func settingType(_ decl: SettingDecl) -> ValueType? {
        if let text = decl.type { return cachedType(text) }
        if let node = decl.defaultValue, let items = node.sequence {
            return ListTypeSpelling.inferred(node, items: items, setting: decl.name, diagnostics: &diagnostics)
        }
        guard let node = decl.defaultValue, let scalar = node.scalar, !scalar.isNull else {
            if decl.hadUnknownKeys { return nil }
            diagnostics.emit(Diagnostic(
                .error, .cannotInferType,
                "setting '\(decl.name.value)' has neither a type nor a default; write e.g. `\(decl.name.value): {type: string?}` or give a default",
                range: decl.name.range))
            return nil
        }
        if scalar.style.isQuoted || node.tag == YAMLScalar.stringTag { return .string }
        if ScalarValues.bool(scalar.value) != nil { return .bool }
        switch ScalarValues.number(scalar.value) {
        case .int?, .intOverflow?: return .int
        case .double?, .notFinite?: return .double
        case nil: break
        }
        if ScalarValues.isYAML11Bool(scalar.value) {
            diagnostics.emit(Diagnostic(
                .warning, .yaml11Boolean,
                "'\(scalar.value)' is read as the string \"\(scalar.value)\", not a boolean; write true or false, or quote it to keep the string",
                range: node.range))
        }
        return .string
    }

    mutating func parseType(_ text: Located<String>) -> ValueType? {
        switch ListTypeSpelling.parse(text, diagnostics: &diagnostics) {
        case .list(let element): return .list(element)
        case .invalid: return nil
        case .notAList: break
        }
        var base = Substring(text.value.trimmingWhitespace())
        var optionals = 0
        while base.hasSuffix("?") {
            optionals += 1
            base = base.dropLast()
        }
        if optionals > 1 {
            diagnostics.emit(Diagnostic(.error, .nestedOptional, "'\(text.value)' is an optional of an optional; use a single '?'", range: text.range))
            return nil
        }
        let inner: ValueType
        switch base {
        case "bool": inner = .bool
        case "int": inner = .int
        case "float": inner = .float
        case "double": inner = .double
        case "string": inner = .string
        case "url": inner = .url
        case "color": inner = .color
        case "date": inner = .date
        default:
            if CustomTypeRules.isCustom(base) {
                guard let name = CustomTypeRules.name(base, at: text, diagnostics: &diagnostics) else { return nil }
                inner = .custom(name)
                break
            }
            let name = String(base)
            if invalidEnums.contains(name) { return nil }  // the enum itself is reported
            guard enums[name] != nil else {
                let candidates = detailsAllowed ? ["bool", "int", "float", "double", "string", "url", "color", "date"] + enums.keys.sorted() : []
                let hint = Suggestions.hint(for: name, in: candidates)
                diagnostics.emit(Diagnostic(
                    .error, .unknownType,
                    "unknown type '\(name)'\(hint.isEmpty ? "; types are bool, int, float, double, string, url, color, date, a declared enum, or one of these followed by '?'" : hint)",
                    range: text.range))
                return nil
            }
            usedEnums.insert(name)
            inner = .enumeration(name)
        }
        return optionals == 1 ? .optional(inner) : inner
    }

    func implicitDefault(for type: ValueType, range: RangeIR?) -> Value {
        switch type {
        case .optional: return .null
        case .bool: return .bool(false)
        case .string: return .string("")
        // No value of these is empty; validateSetting reports a missing default (SC1558).
        case .url, .color, .date: return .string("")
        // The app's type supplies it (`settingsDefault`); the IR has no value for it.
        case .custom: return .null
        case .list: return .list([])
        case .enumeration(let name): return enums[name].map { .enumCase($0.cases[0].name) } ?? .null
        case .int, .float, .double:
            let zero: Value = type == .int ? .int(0) : .double(0)
            if let lower = range?.lowerBound, compare(zero, lower) < 0 { return lower }
            if let upper = range?.upperBound, compare(zero, upper) > 0 { return upper }
            return zero
        }
    }

    // MARK: Bounded details

    /// Suggestions cost time in proportion to their candidates, so after this many diagnostics they are left
    /// out: a file with a vast number of mistakes (a hostile one) cannot make validation quadratic.
    static let detailedErrorLimit = 100

    var detailsAllowed: Bool { diagnostics.diagnostics.count < Self.detailedErrorLimit }

    /// "; did you mean '...'?" while details are allowed.
    func hint(for word: String, in candidates: [String]) -> String {
        detailsAllowed ? Suggestions.hint(for: word, in: candidates) : ""
    }

    /// The case names for a note, at most 20 of the `total`: `a, b, c` or `a, b, ... (and 980 more)`.
    func caseList(_ names: [String], total: Int) -> String {
        let shown = 20
        if total <= shown { return names.joined(separator: ", ") }
        return names.prefix(shown).joined(separator: ", ") + ", ... (and \(total - shown) more)"
    }

    // MARK: Values

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.emit(diagnostic)
    }

    /// A scalar read as a value of `type`; reports and returns nil when it is not one.
    mutating func parseValue(_ node: YAMLNode, as type: ValueType, setting: String) -> Value? {
        if case .optional(let inner) = type {
            if node.scalar?.isNull == true { return .null }
            return parseValue(node, as: inner, setting: setting)
        }
        if case .custom(let name) = type {
            CustomTypeRules.defaultGiven(node, type: name, setting: setting, diagnostics: &diagnostics)
            return nil
        }
        func mismatch(_ hint: String = "") -> Value? {
            report(Diagnostic(
                .error, .defaultTypeMismatch, "the default of '\(setting)' must be \(describe(type)), found \(node.kindDescription)\(hint)",
                range: node.range))
            return nil
        }
        if case .list(let element) = type {
            guard let items = node.sequence else {
                return mismatch(node.scalar?.isNull == true ? "; write [] for an empty list" : "; write a list such as [a, b]")
            }
            var elements: [Value] = []
            for item in items {
                if item.scalar?.isNull == true || item.sequence != nil || item.mapping != nil {
                    report(Diagnostic(
                        .error, .defaultTypeMismatch,
                        "an element of the default of '\(setting)' must be \(describe(element)), found \(item.kindDescription)", range: item.range))
                    return nil
                }
                guard let value = parseValue(item, as: element, setting: setting) else { return nil }
                elements.append(value)
            }
            return .list(elements)
        }
        guard let scalar = node.scalar else { return mismatch() }
        if scalar.isNull { return mismatch("; make the type optional ('\(type)?') to allow no value") }
        let quoted = scalar.style.isQuoted || node.tag == YAMLScalar.stringTag
        let text = scalar.value
        switch type {
        case .bool:
            if !quoted, let value = ScalarValues.bool(text) { return .bool(value) }
            return mismatch(ScalarValues.isYAML11Bool(text) ? "; write true or false" : "")
        case .int, .float, .double:
            if quoted {
                return mismatch(ScalarValues.number(text) != nil ? "; remove the quotes to make it a number" : "")
            }
            switch number(text, as: type, at: node.range, what: "the default of '\(setting)'") {
            case .value(let value): return value
            case .mismatch(let hint): return mismatch(hint)
            case .reported: return nil
            }
        case .string:
            return .string(text)
        case .url, .color, .date:
            if let problem = FormattedStringCheck.problem(text, type: type) {
                report(Diagnostic(
                    .error, FormattedStringCheck.code(type), "the default of '\(setting)' is not \(describe(type)): \(problem)",
                    range: node.range))
                return nil
            }
            return .string(text)
        case .custom:
            return nil  // reported above
        case .enumeration(let name):
            guard let decl = enums[name] else { return nil }
            if enumCaseNames[name]?.contains(text) == true { return .enumCase(text) }
            let names = detailsAllowed ? decl.cases.map(\.name) : []
            diagnostics.emit(Diagnostic(
                .error, .unknownEnumCase, "'\(text)' is not a case of enum '\(name)'\(hint(for: text, in: names))",
                range: node.range, notes: [Diagnostic.Note("'\(name)' has the cases \(caseList(decl.cases.prefix(20).map(\.name), total: decl.cases.count))")]))
            return nil
        case .optional, .list:
            return nil
        }
    }

    enum NumberOutcome {
        case value(Value)
        /// Not a number of this type; the caller reports it, with this hint.
        case mismatch(hint: String)
        /// A number that cannot be represented; already reported.
        case reported
    }

    /// A plain scalar read as a number of a numeric type.
    mutating func number(_ text: String, as type: ValueType, at range: SourceRange, what: @autoclosure () -> String) -> NumberOutcome {
        switch (ScalarValues.number(text), type) {
        case (.int(let value)?, .int): return .value(.int(value))
        case (.double?, .int): return .mismatch(hint: "; an int has no fractional part")
        case (.intOverflow?, .int):
            diagnostics.emit(Diagnostic(.error, .numberNotRepresentable, "\(what()), \(text), does not fit an int (64-bit signed integer)", range: range))
            return .reported
        case (.int(let value)?, _): return .value(.double(Double(value)))
        case (.intOverflow?, _): return checkFloatMagnitude(Double(text) ?? .infinity, type: type, text: text, at: range, what: what())
        case (.double(let value)?, _): return checkFloatMagnitude(value, type: type, text: text, at: range, what: what())
        case (.notFinite?, _):
            diagnostics.emit(Diagnostic(.error, .numberNotRepresentable, "\(what()) must be a finite number, found \(text)", range: range))
            return .reported
        case (nil, _): return .mismatch(hint: "")
        }
    }

    mutating func checkFloatMagnitude(_ value: Double, type: ValueType, text: String, at range: SourceRange, what: @autoclosure () -> String) -> NumberOutcome {
        if type == .float, abs(value) > Double(Float.greatestFiniteMagnitude) {
            diagnostics.emit(Diagnostic(.error, .numberNotRepresentable, "\(what()), \(text), is too large for a float (32-bit); use double", range: range))
            return .reported
        }
        return .value(.double(value))
    }

    func describe(_ type: ValueType) -> String {
        switch type {
        case .bool: "true or false"
        case .int: "an int"
        case .float: "a float"
        case .double: "a double"
        case .string: "a string"
        case .enumeration(let name): "a case of enum '\(name)'"
        case .optional(let inner): describe(inner) + " or null"
        case .url: "a URL"
        case .color: "a colour"
        case .date: "a date"
        case .custom(let name): "a value of the app's type \(name)"
        case .list(let element): "a list of \(element == .int ? "ints" : "strings")"
        }
    }

    // MARK: Ranges and steps

    mutating func parseRange(_ node: YAMLNode, type: ValueType, setting: String) -> RangeIR? {
        func invalid(_ message: String, _ range: SourceRange = node.range) -> RangeIR? {
            diagnostics.emit(Diagnostic(.error, .invalidRange, message, range: range))
            return nil
        }
        var lower: Value?
        var upper: Value?
        switch node.kind {
        case .scalar(let scalar):
            let text = scalar.value.trimmingWhitespace()
            if SwiftNames.containsHalfOpenRange(text) {
                return invalid("half-open ranges like '\(text)' are not supported; write a closed range such as 'a...b'")
            }
            let parts = Self.splitRange(text)
            guard parts.count == 2 else {
                return invalid("the range of '\(setting)' must be written 'min...max' or {min: ..., max: ...}, found '\(text)'")
            }
            let lowerText = String(parts[0]).trimmingWhitespace()
            let upperText = String(parts[1]).trimmingWhitespace()
            if lowerText.isEmpty, upperText.isEmpty { return invalid("the range of '\(setting)' needs a minimum, a maximum, or both") }
            if !lowerText.isEmpty {
                guard let value = bound(lowerText, type: type, at: node.range, setting: setting) else { return nil }
                lower = value
            }
            if !upperText.isEmpty {
                guard let value = bound(upperText, type: type, at: node.range, setting: setting) else { return nil }
                upper = value
            }
        case .mapping(let pairs):
            for pair in pairs {
                guard pair.name == "min" || pair.name == "max" else {
                    diagnostics.emit(Diagnostic(
                        .error, .unknownKey, "unknown key '\(pair.name)' in a range\(Suggestions.hint(for: pair.name, in: ["min", "max"]))",
                        range: pair.key.range, notes: [Diagnostic.Note("allowed keys: min, max")]))
                    return nil
                }
                guard let scalar = pair.value.scalar, !scalar.style.isQuoted else {
                    return invalid("'\(pair.name)' of the range of '\(setting)' must be a number, found \(pair.value.kindDescription)", pair.value.range)
                }
                if scalar.isNull { continue }
                guard let value = bound(scalar.value, type: type, at: pair.value.range, setting: setting) else { return nil }
                if pair.name == "min" { lower = value } else { upper = value }
            }
            if lower == nil, upper == nil { return invalid("the range of '\(setting)' needs a minimum, a maximum, or both") }
        case .sequence:
            return invalid("the range of '\(setting)' must be written 'min...max' or {min: ..., max: ...}, found a list")
        }
        if let lower, let upper, compare(lower, upper) > 0 {
            return invalid("the range \(lower)...\(upper) of '\(setting)' is empty: its minimum is greater than its maximum")
        }
        return RangeIR(lowerBound: lower, upperBound: upper)
    }

    mutating func bound(_ text: String, type: ValueType, at range: SourceRange, setting: String) -> Value? {
        switch number(text, as: type, at: range, what: "a bound of the range of '\(setting)'") {
        case .value(let value): return value
        case .mismatch(let hint):
            diagnostics.emit(Diagnostic(.error, .invalidRange, "the range bound '\(text)' of '\(setting)' is not \(describe(type))\(hint)", range: range))
            return nil
        case .reported: return nil
        }
    }

    mutating func parseStep(_ node: YAMLNode, type: ValueType, setting: String) -> Value? {
        guard let scalar = node.scalar, !scalar.style.isQuoted, !scalar.isNull else {
            diagnostics.emit(Diagnostic(.error, .invalidStep, "the step of '\(setting)' must be a positive number, found \(node.kindDescription)", range: node.range))
            return nil
        }
        let value: Value
        switch number(scalar.value, as: type, at: node.range, what: "the step of '\(setting)'") {
        case .value(let number): value = number
        case .mismatch(let hint):
            diagnostics.emit(Diagnostic(.error, .invalidStep, "the step '\(scalar.value)' of '\(setting)' is not \(describe(type))\(hint)", range: node.range))
            return nil
        case .reported: return nil
        }
        if (value.asDouble ?? 0) <= 0 {
            diagnostics.emit(Diagnostic(.error, .invalidStep, "the step of '\(setting)' must be greater than zero, found \(scalar.value)", range: node.range))
            return nil
        }
        return value
    }

    /// The default lies inside the range and on the step grid, which starts at the range's minimum (or 0).
    mutating func checkInRange(_ value: Value, range: RangeIR?, step: Value?, setting: String, at location: SourceRange, implicit: Bool) {
        guard value != .null, value.asDouble != nil else { return }
        let subject = implicit ? "no default is given, and the implicit default \(value)" : "the default \(value)"
        if let range {
            let outside = (range.lowerBound.map { compare(value, $0) < 0 } ?? false) || (range.upperBound.map { compare(value, $0) > 0 } ?? false)
            if outside {
                diagnostics.emit(Diagnostic(
                    .error, .defaultOutOfRange, "\(subject) of '\(setting)' is outside its range \(describe(range))", range: location))
                return
            }
        }
        guard let step else { return }
        let base = range?.lowerBound ?? (value.isInt ? .int(0) : .double(0))
        if !isOnStep(value, base: base, step: step) {
            let nearest = nearestSteps(value, base: base, step: step, range: range)
            let note = nearest.count == 2 ? "the nearest allowed values are \(nearest[0]) and \(nearest[1])" : nearest.first.map { "the nearest allowed value is \($0)" }
            diagnostics.emit(Diagnostic(
                .error, .defaultOffStep,
                "\(subject) of '\(setting)' is not on its step: steps of \(step) count from \(base)",
                range: location, notes: note.map { [Diagnostic.Note($0)] } ?? []))
        }
    }

    /// `text.split(separator: "...", maxSplits: 2, omittingEmptySubsequences: false)`, without the generic
    /// collection search for the common case of ASCII text.
    static func splitRange(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        // Non-ASCII text: the generic split (a `...` found byte-wise might not start at a character boundary).
        if utf8.contains(where: { $0 >= 0x80 }) {
            return text.split(separator: "...", maxSplits: 2, omittingEmptySubsequences: false)
        }
        // ASCII: every byte is a character, so the view's indices are the string's. Scans the bytes in place.
        func dots(from start: String.Index) -> String.Index? {
            var index = start
            while index < utf8.endIndex {
                guard utf8[index] == 0x2E else { index = utf8.index(after: index); continue }
                let second = utf8.index(after: index)
                guard second < utf8.endIndex, utf8[second] == 0x2E else { index = second; continue }
                let third = utf8.index(after: second)
                guard third < utf8.endIndex else { return nil }
                if utf8[third] == 0x2E { return index }
                index = second
            }
            return nil
        }
        guard let first = dots(from: utf8.startIndex) else { return [text[...]] }
        let afterFirst = utf8.index(first, offsetBy: 3)
        guard let second = dots(from: afterFirst) else { return [text[..<first], text[afterFirst...]] }
        return [text[..<first], text[afterFirst..<second], text[utf8.index(second, offsetBy: 3)...]]
    }

    func describe(_ range: RangeIR) -> String {
        "\(range.lowerBound.map { "\($0)" } ?? "")...\(range.upperBound.map { "\($0)" } ?? "")"
    }

    func isOnStep(_ value: Value, base: Value, step: Value) -> Bool {
        if case .int(let v) = value, case .int(let b) = base, case .int(let s) = step {
            let (difference, overflow) = v.subtractingReportingOverflow(b)
            if !overflow { return difference % s == 0 }
        }
        guard let v = value.asDouble, let b = base.asDouble, let s = step.asDouble else { return true }
        let k = (v - b) / s
        return abs(k - k.rounded()) <= 1e-9 * max(1, abs(k))
    }

    /// The grid points on either side of an off-step value that lie inside the range, printed readably.
    func nearestSteps(_ value: Value, base: Value, step: Value, range: RangeIR?) -> [String] {
        guard let v = value.asDouble, let b = base.asDouble, let s = step.asDouble else { return [] }
        let k = ((v - b) / s).rounded(.down)
        return [b + k * s, b + (k + 1) * s].compactMap { point -> String? in
            let candidate: Value = value.isInt ? .int(Int64(point)) : .double((point * 1e12).rounded() / 1e12)
            if let lower = range?.lowerBound, compare(candidate, lower) < 0 { return nil }
            if let upper = range?.upperBound, compare(candidate, upper) > 0 { return nil }
            return "\(candidate)"
        }
    }

    /// Orders two numbers: exact for two ints, by Double otherwise.
    func compare(_ a: Value, _ b: Value) -> Int {
        if case .int(let x) = a, case .int(let y) = b { return x < y ? -1 : (x > y ? 1 : 0) }
        let x = a.asDouble ?? 0
        let y = b.asDouble ?? 0
        return x < y ? -1 : (x > y ? 1 : 0)
    }
}

extension Value {
    var isInt: Bool {
        if case .int = self { return true }
        return false
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let string = String(self)
        // Fast path: ends that are ASCII and not whitespace leave nothing to trim.
        if let first = string.utf8.first, let last = string.utf8.last, first < 0x80, last < 0x80,
           !Self.isASCIIWhitespace(first), !Self.isASCIIWhitespace(last) {
            return string
        }
        let scalars = string.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// The ASCII scalars with the Unicode White_Space property: tab, line feed, vertical tab, form feed,
    /// carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
    }
}

extension SchemaValidator {
    /// `parseType`, remembered by the type's text: a schema spells a handful of types thousands of times, and
    /// looking one up costs a hash where parsing it costs trimming, suffix tests and comparisons. Only types
    /// that parsed are kept: parsing a valid type reports nothing, so a cached answer misses no diagnostic
    /// (an invalid type is parsed, and reported, at each use as before).
    mutating func cachedType(_ text: Located<String>) -> ValueType? {
        if let type = parsedTypes[text.value] { return type }
        let type = parseType(text)
        if let type { parsedTypes[text.value] = type }
        return type
    }
}
