/// Enums: cases, titles, fallbacks.
/// Part of `SchemaValidator` (Validator.swift).
extension SchemaValidator {
    mutating func validateEnum(_ decl: EnumDecl) -> EnumIR? {
        let name = checkTypeName(decl.name, what: "enum")
        if SwiftNames.isIdentifier(name) { registerType(name, what: "enum '\(name)'", at: decl.name.location) }
        if let builtin = BuiltinType.named(ignoringCase: name) {
            diagnostics.error(.reservedName, "enum '\(name)' would read like the built-in type '\(builtin.name)'", at: decl.name.location)
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
}
