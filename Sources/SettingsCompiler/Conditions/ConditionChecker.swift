import SettingsRuntime

/// Checks the `visibleWhen:` and `enabledWhen:` conditions of a schema and stores them, typed, in its IR:
/// parsing (SC1500), resolving references (SC1501), types (SC1502), enum cases (SC1503), cycles (SC1504) and
/// conditions that read no setting (SC1505, a warning).
///
/// **References.** A reference is a dotted path of schema names. Its first name is looked up like a name in a
/// Swift scope: in the section holding the condition (for a section's own condition, the section around it),
/// then in each enclosing section out to the root, where the top-level sections are; the nearest section with
/// a setting or subsection of that name wins. The rest of the path descends into subsections, and the path
/// must end at a setting. So `enabled` is a setting next to the row, `grouped.level` one in a subsection, and
/// `smoothing.enabled` reaches the top-level section `smoothing` from anywhere (unless a nearer section has a
/// member named `smoothing`).
///
/// **Cycles.** A row depends on the settings its conditions read and on the section it is in; a section on
/// the settings its conditions read and on its parent section. A cycle in that graph could hide or disable a
/// setting the user needs to change to undo it, so it is an error; so is a section's condition that reads a
/// setting inside that section.
///
/// **Facts.** `$name` reads a fact the app knows: a built-in one (`SettingsBuiltinFact`, a bool) or one declared
/// under `facts:` (`SchemaIR.facts`), typed like a setting; an unknown one is SC1506. Facts are not in the
/// dependency graph (the app sets them, not the screen), and `available(iOS 18)` reads the system's version.
enum ConditionChecker {
    static func check(
        _ sections: inout [SectionIR], enums: [String: EnumIR], facts declared: [FactIR] = [], enumList: inout [EnumIR],
        diagnostics: inout DiagnosticCollector
    ) {
        let caseConditions = enumList.contains { $0.cases.contains { $0.writtenAvailableWhen != nil } }
        guard caseConditions || sections.contains(where: hasConditions) else { return }
        var checker = Checker(enums: enums, diagnostics: diagnostics)
        for fact in SettingsBuiltinFact.allCases { checker.facts[fact.rawValue] = .bool }
        for fact in declared where checker.facts[fact.name] == nil { checker.facts[fact.name] = fact.type }
        checker.buildRootScope(sections)
        for index in sections.indices {
            checker.walk(&sections[index], scope: checker.scopes[0].children[sections[index].name] ?? 0, parentScope: 0)
        }
        checker.checkCycles()
        if caseConditions {
            // A case's condition reads from the root (an enum serves settings anywhere); it hides no row, so it takes
            // no part in the cycle check.
            for index in enumList.indices {
                for caseIndex in enumList[index].cases.indices {
                    let item = enumList[index].cases[caseIndex]
                    guard let written = item.writtenAvailableWhen else { continue }
                    enumList[index].cases[caseIndex].availableWhen = checker.condition(
                        written, scope: 0, owner: nil, what: "case '\(item.name)' of enum '\(enumList[index].name)'")
                }
            }
        }
        diagnostics = checker.diagnostics
    }

    /// Whether any condition is written in `section` or below it (most schemas have none: nothing to do).
    static func hasConditions(_ section: SectionIR) -> Bool {
        section.written.hasConditions || section.sections.contains(where: hasConditions)
    }
}

private struct Scope {
    var names: [String]
    var keys: [String]
    var parent: Int?
    /// The valid settings of the section, by name.
    var settings: [String: SettingIR] = [:]
    /// Every name the section declares (settings, rows and subsections), valid or not: a reference to an
    /// invalid one is not reported again.
    var declared: Set<String> = []
    var children: [String: Int] = [:]
}

/// A node of the dependency graph: a setting or a section, by its path of names.
private struct Node: Hashable {
    var isSection: Bool
    var path: String

    var description: String { isSection ? "section '\(path)'" : "'\(path)'" }
}

private struct Edge {
    var from: Node
    var to: Node
    /// Where the reference is written; nil for "is inside".
    var range: SourceRange?
}

private struct Checker {
    let enums: [String: EnumIR]
    var diagnostics: DiagnosticCollector
    /// The facts conditions may read, by name: the built-in ones and those `facts:` declares.
    var facts: [String: ValueType] = [:]
    /// A condition read a fact or the system's version.
    var scopes: [Scope] = []
    var edges: [Edge] = []
    /// Every valid setting's path from the root, for suggestions.
    var allPaths: [String] = []

    init(enums: [String: EnumIR], diagnostics: DiagnosticCollector) {
        self.enums = enums
        self.diagnostics = diagnostics
    }

    // MARK: Scopes

    mutating func buildRootScope(_ sections: [SectionIR]) {
        scopes.append(Scope(names: [], keys: [], parent: nil))
        for section in sections { addScope(section, parent: 0) }
    }

    mutating func addScope(_ ir: SectionIR, parent: Int) {
        let index = scopes.count
        var scope = Scope(names: scopes[parent].names + [ir.name], keys: scopes[parent].keys + [ir.key], parent: parent)
        for setting in ir.settings where scope.settings[setting.name] == nil {
            scope.settings[setting.name] = setting
            allPaths.append((scope.names + [setting.name]).joined(separator: "."))
        }
        scope.declared.formUnion(ir.written.declaredSettingNames)
        scope.declared.formUnion(ir.sections.map(\.name))
        scopes.append(scope)
        scopes[parent].declared.insert(ir.name)
        if scopes[parent].children[ir.name] == nil { scopes[parent].children[ir.name] = index }
        for child in ir.sections { addScope(child, parent: index) }
    }

    enum Resolution {
        case setting(ConditionReference)
        /// The path names a section, not a setting.
        case section(String)
        /// It names something declared but invalid (already reported).
        case invalid
        case unknown
    }

    func resolve(_ names: [String], from scope: Int) -> Resolution {
        var current: Int? = scope
        while let index = current, !scopes[index].declared.contains(names[0]) { current = scopes[index].parent }
        guard var index = current else { return .unknown }
        for name in names.dropLast() {
            guard let child = scopes[index].children[name] else {
                return scopes[index].declared.contains(name) && scopes[index].settings[name] == nil ? .invalid : .unknown
            }
            index = child
        }
        let last = names[names.count - 1]
        if let setting = scopes[index].settings[last] {
            return .setting(ConditionReference(
                names: scopes[index].names + [setting.name], keys: scopes[index].keys + [setting.key], title: setting.title,
                type: setting.type))
        }
        if let child = scopes[index].children[last] { return .section(scopes[child].names.joined(separator: ".")) }
        return scopes[index].declared.contains(last) ? .invalid : .unknown
    }

    /// Paths a reference written in `scope` could have meant: those relative to it, then those from the root.
    func candidates(from scope: Int) -> [String] {
        let prefix = scopes[scope].names.joined(separator: ".") + "."
        let relative = scope == 0 ? [] : allPaths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return relative + allPaths
    }

    // MARK: Walking the schema

    mutating func walk(_ ir: inout SectionIR, scope: Int, parentScope: Int) {
        let sectionNode = Node(isSection: true, path: scopes[scope].names.joined(separator: "."))
        if let parent = scopes[scope].parent, parent != 0 {
            edges.append(Edge(from: sectionNode, to: Node(isSection: true, path: scopes[parent].names.joined(separator: ".")), range: nil))
        }
        let what = "section '\(ir.name)'"
        ir.visibleWhen = condition(ir.written.visibleWhen, scope: parentScope, owner: sectionNode, what: what, inside: scopes[scope].names)
        ir.enabledWhen = condition(ir.written.enabledWhen, scope: parentScope, owner: sectionNode, what: what, inside: scopes[scope].names)

        // Every declared row's conditions, also those of a row lowering refused (reported in the same run); lowering
        // says which row of the IR each belongs to.
        for row in ir.written.rowConditions {
            let node = Node(isSection: false, path: (scopes[scope].names + [row.name]).joined(separator: "."))
            if row.isSetting { edges.append(Edge(from: node, to: sectionNode, range: nil)) }
            let what = "\(row.kind) '\(row.name)'"
            let visible = condition(row.visibleWhen, scope: scope, owner: node, what: what)
            let enabled = condition(row.enabledWhen, scope: scope, owner: node, what: what)
            if let index = row.row {
                var checked = ir.rows[index].fields
                checked.visibleWhen = visible
                checked.enabledWhen = enabled
                ir.rows[index].fields = checked
            }
        }
        for index in ir.sections.indices {
            guard let childScope = scopes[scope].children[ir.sections[index].name] else { continue }
            walk(&ir.sections[index], scope: childScope, parentScope: scope)
        }
    }

    // MARK: One condition

    /// The checked condition, or nil when there is none or it has errors (each reported).
    mutating func condition(
        _ text: Located<String>?, scope: Int, owner: Node?, what: String, inside: [String]? = nil
    ) -> ConditionIR? {
        guard let text else { return nil }
        let syntax: ConditionSyntax
        switch ConditionParser.parse(text.value) {
        case .success(let parsed): syntax = parsed
        case .failure(let error):
            diagnostics.emit(Diagnostic(
                .error, .conditionSyntax, "invalid condition of \(what): \(error.message)",
                range: range(in: text, offset: error.offset, length: error.length)))
            return nil
        }
        var context = Context(text: text, scope: scope, what: what)
        guard let ir = boolean(syntax, &context) else { return nil }
        for (reference, range) in context.references {
            if reference.isFact { continue }
            if let inside, reference.names.starts(with: inside) {
                diagnostics.emit(Diagnostic(
                    .error, .conditionCycle,
                    "the condition of \(what) reads '\(reference.path)', a setting inside that section: once the section is hidden or disabled, the setting could not be changed back",
                    range: range))
                continue
            }
            if let owner { edges.append(Edge(from: owner, to: Node(isSection: false, path: reference.path), range: range)) }
        }
        if context.references.isEmpty, !context.readsSystem {
            let value = Self.constantValue(ir)
            diagnostics.emit(Diagnostic(
                .warning, .constantCondition,
                "the condition of \(what) reads no setting, so it is always \(value); \(value ? "leave it out" : "remove the row, or write a condition over a setting")",
                range: text.range))
        }
        return ir
    }

    struct Context {
        var text: Located<String>
        var scope: Int
        var what: String
        /// The settings and facts it reads.
        var references: [(ConditionReference, SourceRange)] = []
        /// It reads the system's version (`available(...)`).
        var readsSystem = false
    }

    func range(in text: Located<String>, offset: Int, length: Int) -> SourceRange {
        // Exact columns for a one-line scalar written as is (plain, or quoted without escapes); otherwise the
        // start of the scalar (a folded, multi-line or escaped scalar's columns do not map back simply).
        CrossLinkChecker.linkRange(in: text, offset: offset, length: max(1, length))
    }

    func range(_ syntax: ConditionSyntax, _ context: Context) -> SourceRange {
        range(in: context.text, offset: syntax.offset, length: syntax.end - syntax.offset)
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, _ syntax: ConditionSyntax, _ context: Context, notes: [Diagnostic.Note] = []) {
        diagnostics.emit(Diagnostic(.error, code, message, range: range(syntax, context), notes: notes))
    }

    /// A condition in a place that needs true or false.
    mutating func boolean(_ syntax: ConditionSyntax, _ context: inout Context) -> ConditionIR? {
        switch syntax {
        case .bool(let flag, _, _):
            return .constant(flag)
        case .not(let inner, _):
            return boolean(inner, &context).map(ConditionIR.not)
        case .and(let lhs, let rhs):
            let left = boolean(lhs, &context)
            let right = boolean(rhs, &context)
            guard let left, let right else { return nil }
            return .and(left, right)
        case .or(let lhs, let rhs):
            let left = boolean(lhs, &context)
            let right = boolean(rhs, &context)
            guard let left, let right else { return nil }
            return .or(left, right)
        case .compare(let lhs, let op, let rhs, _):
            return comparison(lhs, op, rhs, &context)
        case .available(let platform, let version, _, _):
            return available(platform, version, syntax, &context)
        case .path, .fact:
            let names: [String]
            let found: ConditionReference?
            if case .fact(let name, _, _) = syntax {
                names = ["$" + name]
                found = fact(name, syntax, &context)
            } else if case .path(let written, _, _) = syntax {
                names = written
                found = reference(written, syntax, &context)
            } else {
                return nil
            }
            guard let reference = found else { return nil }
            switch reference.type {
            case .bool:
                return .setting(reference)
            case .optional(.bool):
                error(.conditionTypeMismatch, "'\(reference.path)' is a bool? and may be nil; write `\(names.joined(separator: ".")) == true`", syntax, context)
            default:
                error(
                    .conditionTypeMismatch,
                    "'\(reference.path)' is \(Self.describe(reference.type)), not a bool; compare it, e.g. `\(names.joined(separator: ".")) \(Self.example(reference.type))`",
                    syntax, context)
            }
            return nil
        case .number, .string, .null, .enumCase:
            error(.conditionTypeMismatch, "\(Self.describe(literal: syntax)) is not a condition; compare a setting with it, e.g. `setting == value`", syntax, context)
            return nil
        }
    }

    /// A resolved reference to a setting, reported when it is not one.
    mutating func reference(_ names: [String], _ syntax: ConditionSyntax, _ context: inout Context) -> ConditionReference? {
        switch resolve(names, from: context.scope) {
        case .setting(let reference):
            if let name = reference.type.customTypeName {
                error(
                    .conditionTypeMismatch,
                    "'\(reference.path)' is of the app's type \(name), which conditions cannot read; a condition compares bool, number, string and enum settings",
                    syntax, context)
                return nil
            }
            if reference.type.listElement != nil {
                error(.listInCondition, "'\(reference.path)' is a list (\(reference.type)), which a condition cannot compare or test", syntax, context)
                return nil
            }
            context.references.append((reference, range(syntax, context)))
            return reference
        case .section(let path):
            let written = names.joined(separator: ".")
            let what = written == path ? "a section" : "the section '\(path)'"
            error(.unknownConditionSetting, "'\(written)' is \(what), not a setting; a condition reads settings", syntax, context)
        case .invalid:
            break
        case .unknown:
            let path = names.joined(separator: ".")
            // Suggestions cost time in proportion to the settings: given for the first 100 diagnostics only, so a
            // hostile schema full of unknown references stays linear.
            var hint = ""
            if diagnostics.diagnostics.count < 100 {
                hint = Suggestions.hint(for: path, in: candidates(from: context.scope))
                // A path written from the wrong section: suggest the full path of a setting it ends.
                if hint.isEmpty, let full = allPaths.first(where: { $0.hasSuffix("." + path) }) { hint = "; did you mean '\(full)'?" }
            }
            error(.unknownConditionSetting, "the condition of \(context.what) names no setting '\(path)'\(hint)", syntax, context, notes: [
                Diagnostic.Note("a name is looked up in the section holding the condition, then in each enclosing section out to the root"),
            ])
        }
        return nil
    }

    /// A fact by its name (without `$`), reported when neither built in nor declared.
    mutating func fact(_ name: String, _ syntax: ConditionSyntax, _ context: inout Context) -> ConditionReference? {
        guard let type = facts[name] else {
            let hint = Suggestions.hint(for: "$" + name, in: facts.keys.sorted().map { "$" + $0 })
            error(
                .unknownFact,
                "the condition of \(context.what) reads '$\(name)', which is no fact\(hint.isEmpty ? "" : hint)", syntax, context, notes: [
                    Diagnostic.Note("the built-in facts are \(SettingsBuiltinFact.allCases.map { "$" + $0.rawValue }.joined(separator: ", ")); declare the app's own under `facts:`, e.g. `facts: {\(name): bool}`"),
                ])
            return nil
        }
        let id = SettingsFacts.id(name)
        let title = SettingsBuiltinFact(rawValue: name)?.words ?? name
        let reference = ConditionReference(names: [id], keys: [id], title: title, type: type)
        context.references.append((reference, range(syntax, context)))
        return reference
    }

    /// `available(iOS 18.1)`: a platform settingsc knows and a version of one or two whole numbers.
    mutating func available(_ platform: String, _ version: String, _ syntax: ConditionSyntax, _ context: inout Context) -> ConditionIR? {
        guard let known = SettingsPlatform(rawValue: platform) else {
            error(
                .conditionSyntax,
                "'\(platform)' is not a platform; `available(...)` names one of \(SettingsPlatform.allCases.map(\.rawValue).joined(separator: ", "))\(Suggestions.hint(for: platform, in: SettingsPlatform.allCases.map(\.rawValue)))",
                syntax, context)
            return nil
        }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let major = Int(parts[0]), major >= 0, major < 1000,
              let minor = parts.count == 2 ? Int(parts[1]) : 0, minor < 1000 else {
            error(.conditionSyntax, "'\(version)' is not a version; write a major version and at most a minor one, e.g. `available(iOS 18.1)`", syntax, context)
            return nil
        }
        context.readsSystem = true
        return .available(SettingsOSVersion(known, major, minor))
    }

    /// One side of a comparison: a setting, or a literal.
    enum Side {
        case setting(ConditionReference)
        case literal(Value)
        /// `.name`: an enum case, checked against the other side.
        case enumCase(String)
        case null
    }

    mutating func comparison(_ lhs: ConditionSyntax, _ op: ConditionOperator, _ rhs: ConditionSyntax, _ context: inout Context) -> ConditionIR? {
        // A single name next to an enum setting is a case of its enum when the enum has that case.
        let leftSide = side(lhs, other: rhs, &context)
        let rightSide = side(rhs, other: lhs, &context)
        guard let leftSide, let rightSide else { return nil }
        guard let (left, right) = typeCheck(leftSide, lhs, op, rightSide, rhs, context) else { return nil }
        return .compare(left, op, right)
    }

    mutating func side(_ syntax: ConditionSyntax, other: ConditionSyntax, _ context: inout Context) -> Side? {
        switch syntax {
        case .path(let names, _, _):
            if names.count == 1, case .path(let otherNames, _, _) = other,
               case .setting(let reference) = resolve(otherNames, from: context.scope),
               case .enumeration(let enumName) = reference.type.wrapped, let decl = enums[enumName] {
                if decl.cases.contains(where: { $0.name == names[0] }) { return .enumCase(names[0]) }
                if case .unknown = resolve(names, from: context.scope) {
                    error(
                        .unknownConditionCase,
                        "'\(names[0])' is not a case of enum '\(enumName)' (the type of '\(reference.path)'), nor a setting\(Suggestions.hint(for: names[0], in: decl.cases.map(\.name)))",
                        syntax, context, notes: [Diagnostic.Note("'\(enumName)' has the cases \(decl.cases.prefix(20).map(\.name).joined(separator: ", "))")])
                    return nil
                }
            }
            return reference(names, syntax, &context).map(Side.setting)
        case .fact(let name, _, _):
            return fact(name, syntax, &context).map(Side.setting)
        case .enumCase(let name, _, _): return .enumCase(name)
        case .null: return .null
        case .bool(let flag, _, _): return .literal(.bool(flag))
        case .string(let text, _, _): return .literal(.string(text))
        case .number(let text, _, _):
            switch ScalarValues.number(text) {
            case .int(let value)?: return .literal(.int(value))
            case .double(let value)?: return .literal(.double(value))
            default:
                error(.conditionTypeMismatch, "the number \(text) cannot be represented; numbers in conditions are 64-bit integers or finite doubles", syntax, context)
                return nil
            }
        case .not, .and, .or, .compare, .available:
            // `(a && b) == c`: compare the truth of a condition with a bool.
            error(.conditionTypeMismatch, "a condition cannot be compared; compare settings with values, and join comparisons with `&&` or `||`", syntax, context)
            return nil
        }
    }

    /// The family of a side for comparing: "number", "bool", "string", an enum name, or nil for nil and cases.
    static func family(_ type: ValueType) -> String {
        switch type.wrapped {
        case .int, .float, .double: "number"
        case .bool: "bool"
        // url, color and date values are stored as text, and compare with string literals.
        case .string, .url, .color, .date: "string"
        // Bytes compare with nothing but nil (an optional's `!= nil`).
        case .data: "data"
        case .custom(let name): "custom \(name)"
        case .enumeration(let name): "enum \(name)"
        case .optional: "?"
        case .list: "list"
        }
    }

    static func family(_ value: Value) -> String {
        switch value {
        case .int, .double: "number"
        case .bool: "bool"
        case .string: "string"
        case .enumCase, .null, .list: "?"
        }
    }

    mutating func typeCheck(
        _ left: Side, _ lhs: ConditionSyntax, _ op: ConditionOperator, _ right: Side, _ rhs: ConditionSyntax, _ context: Context
    ) -> (ConditionOperand, ConditionOperand)? {
        let whole = ConditionSyntax.compare(lhs, op, rhs, operatorOffset: 0)
        func describe(_ side: Side, _ syntax: ConditionSyntax) -> String {
            switch side {
            case .setting(let reference): "'\(reference.path)' (\(Self.describe(reference.type)))"
            case .literal, .null, .enumCase: Self.describe(literal: syntax)
            }
        }
        func mismatch(_ detail: String = "") -> (ConditionOperand, ConditionOperand)? {
            error(.conditionTypeMismatch, "cannot compare \(describe(left, lhs)) with \(describe(right, rhs)) using `\(op.rawValue)`\(detail)", whole, context)
            return nil
        }
        // An enum case: the other side must be a setting of an enum that has it.
        func enumCase(_ name: String, _ caseSyntax: ConditionSyntax, against other: Side) -> Value? {
            guard case .setting(let reference) = other, case .enumeration(let enumName) = reference.type.wrapped, let decl = enums[enumName] else {
                _ = mismatch("; an enum case is compared with a setting of its enum")
                return nil
            }
            guard decl.cases.contains(where: { $0.name == name }) else {
                error(
                    .unknownConditionCase,
                    "'\(name)' is not a case of enum '\(enumName)' (the type of '\(reference.path)')\(Suggestions.hint(for: name, in: decl.cases.map(\.name)))",
                    caseSyntax, context, notes: [Diagnostic.Note("'\(enumName)' has the cases \(decl.cases.prefix(20).map(\.name).joined(separator: ", "))")])
                return nil
            }
            return .enumCase(name)
        }
        if op.isOrdering {
            func isNumber(_ side: Side) -> Bool {
                switch side {
                case .setting(let reference): reference.type.isNumeric
                case .literal(let value): value.asDouble != nil
                case .null, .enumCase: false
                }
            }
            guard isNumber(left), isNumber(right) else { return mismatch("; `\(op.rawValue)` compares numbers") }
        }
        switch (left, right) {
        case (.setting(let a), .setting(let b)):
            guard Self.family(a.type) == Self.family(b.type) else { return mismatch() }
            return (.setting(a), .setting(b))
        case (.setting(let a), .literal(let value)):
            guard Self.family(a.type) == Self.family(value) else { return mismatch(Self.enumHint(a.type)) }
            return (.setting(a), .value(value))
        case (.literal(let value), .setting(let b)):
            guard Self.family(b.type) == Self.family(value) else { return mismatch(Self.enumHint(b.type)) }
            return (.value(value), .setting(b))
        case (.literal(let a), .literal(let b)):
            guard Self.family(a) == Self.family(b) else { return mismatch() }
            return (.value(a), .value(b))
        case (.enumCase(let name), _):
            guard let value = enumCase(name, lhs, against: right), case .setting(let reference) = right else { return nil }
            return (.value(value), .setting(reference))
        case (_, .enumCase(let name)):
            guard let value = enumCase(name, rhs, against: left), case .setting(let reference) = left else { return nil }
            return (.setting(reference), .value(value))
        case (.null, .null):
            return (.value(.null), .value(.null))
        case (.null, .setting(let reference)), (.setting(let reference), .null):
            guard reference.type.isOptional else {
                return mismatch("; '\(reference.path)' is not optional, so it is never nil")
            }
            if case .null = left { return (.value(.null), .setting(reference)) }
            return (.setting(reference), .value(.null))
        case (.null, .literal), (.literal, .null):
            return mismatch("; only an optional setting can be nil")
        }
    }

    static func enumHint(_ type: ValueType) -> String {
        if case .enumeration = type.wrapped { return "; compare an enum setting with one of its cases, e.g. `mode == .caseName`" }
        return ""
    }

    static func describe(_ type: ValueType) -> String {
        switch type {
        case .bool, .int, .float, .double, .string, .url, .color, .date, .data: type.builtin?.noun ?? ""
        case .custom(let name): "a \(name)"
        case .enumeration(let name): "a \(name)"
        case .optional(let inner): "\(describe(inner))?"
        case .list: "a list"
        }
    }

    static func example(_ type: ValueType) -> String {
        switch type.wrapped {
        case .int, .float, .double: type.isOptional ? "!= nil" : "> 0"
        case .string, .url, .color, .date: type.isOptional ? "!= nil" : "!= \"\""
        case .enumeration: "== .someCase"
        default: "== true"
        }
    }

    static func describe(literal syntax: ConditionSyntax) -> String {
        switch syntax {
        case .number(let text, _, _): "the number \(text)"
        case .string: "a string"
        case .bool(let flag, _, _): "\(flag)"
        case .null: "nil"
        case .enumCase(let name, _, _): "the enum case '.\(name)'"
        case .path(let names, _, _): "'\(names.joined(separator: "."))'"
        case .fact(let name, _, _): "'$\(name)'"
        default: "a condition"
        }
    }

    // MARK: Constants

    /// The value of a condition that reads no setting.
    static func constantValue(_ condition: ConditionIR) -> Bool {
        switch condition {
        case .constant(let flag): return flag
        case .setting, .available: return false
        case .not(let inner): return !constantValue(inner)
        case .and(let lhs, let rhs): return constantValue(lhs) && constantValue(rhs)
        case .or(let lhs, let rhs): return constantValue(lhs) || constantValue(rhs)
        case .compare(.value(let a), let op, .value(let b)):
            if let x = a.asDouble, let y = b.asDouble {
                switch op {
                case .equal: return x == y
                case .notEqual: return x != y
                case .less: return x < y
                case .lessOrEqual: return x <= y
                case .greater: return x > y
                case .greaterOrEqual: return x >= y
                }
            }
            return op == .equal ? a == b : a != b
        case .compare: return false
        }
    }

    // MARK: Cycles

    /// Finds the strongly connected components of the graph (iteratively, so a long chain cannot overflow the
    /// stack) and reports each cycle once, at the first reference in it.
    mutating func checkCycles() {
        var ids: [Node: Int] = [:]
        var nodes: [Node] = []
        func id(_ node: Node) -> Int {
            if let existing = ids[node] { return existing }
            ids[node] = nodes.count
            nodes.append(node)
            return nodes.count - 1
        }
        var adjacency: [[Int]] = []
        for edge in edges {
            let from = id(edge.from)
            let to = id(edge.to)
            while adjacency.count < nodes.count { adjacency.append([]) }
            adjacency[from].append(to)
        }
        while adjacency.count < nodes.count { adjacency.append([]) }
        let component = Self.components(adjacency)
        var componentSize: [Int: Int] = [:]
        for value in component { componentSize[value, default: 0] += 1 }
        var reported: Set<Int> = []
        for edge in edges {
            guard let range = edge.range, let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let c = component[from]
            guard component[to] == c, from == to || componentSize[c, default: 0] > 1, !reported.contains(c) else { continue }
            reported.insert(c)
            let path = Self.path(from: to, to: from, adjacency, within: component).map { nodes[$0].description }
            let chain = ([edge.from.description] + path).joined(separator: " → ")
            diagnostics.emit(Diagnostic(
                .error, .conditionCycle,
                "the conditions form a cycle: \(chain) (each depends on the next being shown and enabled); a hidden or disabled setting in it could never be changed back",
                range: range))
        }
    }

    /// Tarjan's algorithm without recursion: the component number of each node.
    static func components(_ adjacency: [[Int]]) -> [Int] {
        let count = adjacency.count
        var index = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        var next = 0
        var components = 0
        for start in 0..<count where index[start] < 0 {
            var work: [(node: Int, edge: Int)] = [(start, 0)]
            index[start] = next; low[start] = next; next += 1
            stack.append(start); onStack[start] = true
            while let (node, edge) = work.last {
                if edge < adjacency[node].count {
                    work[work.count - 1].edge += 1
                    let target = adjacency[node][edge]
                    if index[target] < 0 {
                        index[target] = next; low[target] = next; next += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], index[target])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last { low[parent.node] = min(low[parent.node], low[node]) }
                    if low[node] == index[node] {
                        while let member = stack.popLast() {
                            onStack[member] = false
                            component[member] = components
                            if member == node { break }
                        }
                        components += 1
                    }
                }
            }
        }
        return component
    }

    /// A shortest path from `start` to `goal` inside their component (both ends included), by breadth first search.
    static func path(from start: Int, to goal: Int, _ adjacency: [[Int]], within component: [Int]) -> [Int] {
        var previous: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == goal { break }
            for target in adjacency[node] where previous[target] == nil && component[target] == component[start] {
                previous[target] = node
                queue.append(target)
            }
        }
        guard previous[goal] != nil else { return [start, goal] }
        var result = [goal]
        var node = goal
        while node != start, let before = previous[node] {
            result.append(before)
            node = before
        }
        return result.reversed()
    }
}

extension ConditionChecker: ValidationPass {
    static let name = "conditions"

    static func run(_ context: inout ValidationContext) {
        check(
            &context.ir.root.sections, enums: context.enums, facts: context.ir.facts, enumList: &context.ir.enums,
            diagnostics: &context.diagnostics)
    }
}
