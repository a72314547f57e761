import SettingsRuntime

/// Enums: cases, titles, fallbacks.
/// Part of `SchemaValidator` (Validator.swift).
extension SchemaValidator {
    /// Validates `decls`, the enums of a schema, as lowering does before its sections, on a validator of their own
    /// whose type names are only noted (the parser's second thread, `SectionsShare`): nil when that reports anything,
    /// else what `adoptEnums` takes. Reporting nothing, each enum's validation depends on nothing but its declaration,
    /// and the clashes of its type name with the others' are found when they are registered, in order.
    static func validateEnumsBeside(_ decls: [EnumDecl], file: String) -> ValidatedEnums? {
        var validator = SchemaValidator(
            ast: SchemaAST(file: file, location: SourceLocation(file: file, line: 1, column: 1)),
            diagnostics: DiagnosticCollector())
        validator.deferredTypes = []
        var enums = ValidatedEnums()
        enums.list.reserveCapacity(decls.count)
        for decl in decls {
            guard let ir = validator.validateEnum(decl), validator.diagnostics.diagnostics.isEmpty else { return nil }
            enums.caseNames.append(caseNameSet(of: ir))
            enums.list.append(ir)
        }
        // Every enum registered its name once, in order (none was reported, so each is an identifier).
        guard validator.deferredTypes?.count == decls.count else { return nil }
        return enums
    }

    /// Takes enums validated beside (`validateEnumsBeside`) as `validateEnum` would have made them, one by one: the
    /// type name registered (a clash reported as there), the first of a name kept by name.
    mutating func adoptEnums(_ validated: ValidatedEnums, into list: inout [EnumIR]) {
        for (index, ir) in validated.list.enumerated() {
            registerType(ir.name, .enumeration(ir.name), at: ir.location)
            keepEnum(ir, into: &list, caseNames: validated.caseNames[index])
        }
    }

    /// A valid enum, in `list`, and by its name when it is the first of that name (with its case names, when it has
    /// more than `casesSearchedInTurn` cases).
    mutating func keepEnum(_ ir: EnumIR, into list: inout [EnumIR], caseNames: @autoclosure () -> Set<String>?) {
        list.append(ir)
        guard enums[ir.name] == nil else { return }
        enums[ir.name] = ir
        if let names = caseNames() { enumCaseNames[ir.name] = names }
    }

    /// The case names of an enum with more than `casesSearchedInTurn` cases (checking a default is then a lookup);
    /// nil for one with fewer, whose cases are compared in turn.
    static func caseNameSet(of ir: EnumIR) -> Set<String>? {
        ir.cases.count > casesSearchedInTurn ? Set(ir.cases.map(\.name)) : nil
    }

    mutating func validateEnum(_ decl: EnumDecl) -> EnumIR? {
        let name = checkTypeName(decl.name, what: "enum")
        if SwiftNames.isIdentifier(name) { registerType(name, .enumeration(name), at: decl.name.location) }
        if let builtin = BuiltinType.named(ignoringCase: name) {
            diagnostics.error(.reservedName, "enum '\(name)' would read like the built-in type '\(builtin.name)'", at: decl.name.location)
        }
        if decl.cases.isEmpty {
            invalidEnums.insert(name)
            diagnostics.error(.emptyEnum, "enum '\(name)' declares no cases; a setting of this type would have no value", at: decl.name.location)
            return nil
        }
        var seen = NameTable<SourceLocation>(capacity: decl.cases.count)
        var cases: [EnumCaseIR] = []
        cases.reserveCapacity(decl.cases.count)
        for caseDecl in decl.cases {
            checkMemberName(caseDecl.name, what: "case", also: .enumCase)
            if let first = seen.first(caseDecl.name.value, caseDecl.name.location) {
                diagnostics.error(
                    .duplicateName, "enum '\(name)' declares the case '\(caseDecl.name.value)' twice", at: caseDecl.name.location,
                    notes: [Diagnostic.Note("first declared here", at: first)])
                continue
            }
            var caseIR = EnumCaseIR(
                name: caseDecl.name.value, title: caseDecl.title?.value ?? SwiftNames.title(fromIdentifier: caseDecl.name.value),
                description: caseDecl.description?.value)
            caseIR.writtenAvailableWhen = caseDecl.availableWhen
            cases.append(caseIR)
        }
        var ir = EnumIR(name: name, cases: cases, location: decl.name.location)
        checkRawValues(decl, into: &ir)
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

    /// `rawValue:` on the cases (SC1215): on every case or on none, all whole numbers or all texts, each once.
    mutating func checkRawValues(_ decl: EnumDecl, into ir: inout EnumIR) {
        let given = decl.cases.filter { $0.rawValue != nil }
        guard !given.isEmpty else { return }
        if let missing = decl.cases.first(where: { $0.rawValue == nil }), let first = given.first?.rawValue {
            diagnostics.emit(Diagnostic(
                .error, .invalidRawValue,
                "the case '\(missing.name.value)' of enum '\(ir.name)' has no `rawValue`, but other cases have one; give every case a raw value, or none",
                range: missing.name.range, notes: [Diagnostic.Note("a raw value is given here", at: first.location)]))
            return
        }
        let numbers = given.filter(\.rawValueIsNumber)
        if !numbers.isEmpty && numbers.count != given.count,
           let text = given.first(where: { !$0.rawValueIsNumber })?.rawValue, let number = numbers.first?.rawValue {
            diagnostics.emit(Diagnostic(
                .error, .invalidRawValue,
                "the raw values of enum '\(ir.name)' mix whole numbers and texts; an enum is stored as one or the other (quote the numbers to store texts)",
                range: text.range, notes: [Diagnostic.Note("a whole number is given here", at: number.location)]))
            return
        }
        var seen: [String: SourceLocation] = [:]
        var raws: [String: SettingsFlatRawValue] = [:]
        for caseDecl in decl.cases {
            guard let raw = caseDecl.rawValue else { continue }
            if let first = seen.updateValue(raw.location, forKey: raw.value) {
                diagnostics.emit(Diagnostic(
                    .error, .invalidRawValue,
                    "the raw value '\(raw.value)' of enum '\(ir.name)' is given to two cases; a stored value must mean one case",
                    range: raw.range, notes: [Diagnostic.Note("first given here", at: first)]))
                return
            }
            raws[caseDecl.name.value] = caseDecl.rawValueIsNumber ? .int(Int(raw.value)!) : .string(raw.value)
        }
        for index in ir.cases.indices { ir.cases[index].rawValue = raws[ir.cases[index].name] }
    }
}

/// Enums validated on the parser's second thread (`SchemaValidator.validateEnumsBeside`), for lowering to take.
struct ValidatedEnums: Sendable {
    var list: [EnumIR] = []
    /// For each enum of `list`, its case names when it has more than `SchemaValidator.casesSearchedInTurn` cases.
    var caseNames: [Set<String>?] = []
}
