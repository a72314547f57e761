import SettingsRuntime

/// `resetLine:` and `casesFrom:`/`casesUpTo:`. Resolves `resetLine:` down the tree (a setting's own, else its
/// section's, else an enclosing section's, else the schema's, else true): a setting that shows no line gets
/// `SettingsFormAttribute.noResetLine`. Checks each `casesFrom:`/`casesUpTo:` (SC1782–SC1784): it names a setting of
/// the schema by its dotted path of schema names (with a suggestion), that setting is another one of the same enum,
/// and a setting has only one of the two keys; the checked limit reaches the form as `SettingsFormAttribute.casesLimit`
/// with the other setting's id. After lowering, because the other setting may be anywhere in the tree. One walk of
/// the tree, only for a schema that writes one of the keys; only one that writes a limit pays for a table of its settings
/// by path.
enum OptionRules: ValidationPass {
    static let name = "options"

    static func run(_ context: inout ValidationContext) {
        guard context.writesOptionRules else { return }  // most schemas: no walk at all
        var limited = false
        resolve(&context.ir.root, inherited: context.ir.root.written.resetLine ?? true, limited: &limited)
        guard limited else { return }
        var byPath: [String: SettingIR] = [:]
        collect(context.ir.root, into: &byPath)
        var limits: [String: SettingsCasesLimit] = [:]
        var sortedPaths: [String]?
        var reported = 0
        for setting in byPath.values.sorted(by: { $0.location < $1.location }) {
            guard let written = setting.written.casesLimit else { continue }
            let path = FormNames.dottedPath(setting.path)
            let key = written.isFrom ? "casesFrom" : "casesUpTo"
            func report(_ code: DiagnosticCode, _ message: String, _ range: SourceRange) {
                context.diagnostics.emit(Diagnostic(.error, code, message, range: range))
                reported += 1
            }
            if let conflict = written.conflict {
                report(.casesLimitConflict,
                       "'\(path)' has both `casesFrom` and `casesUpTo`; a picker's cases are limited one way: keep one of them",
                       conflict)
                continue
            }
            guard let other = byPath[written.path.value] else {
                if sortedPaths == nil { sortedPaths = byPath.keys.sorted() }
                let hint = reported < 50 ? Suggestions.hint(for: written.path.value, in: sortedPaths ?? []) : ""
                report(.unknownCasesLimit,
                       "`\(key)` of '\(path)' names '\(written.path.value)', which is not a setting of the schema; write the dotted path of schema names, e.g. `section.setting`\(hint)",
                       written.path.range)
                continue
            }
            guard case .enumeration(let enumName) = setting.type.wrapped else {
                report(.casesLimitTypeMismatch,
                       "'\(path)' is of type \(setting.type), which has no cases; `\(key)` limits the cases an enum setting's picker offers",
                       written.path.range)
                continue
            }
            if other.id == setting.id {
                report(.casesLimitTypeMismatch,
                       "`\(key)` of '\(path)' names the setting itself; name another setting of enum \(enumName) whose value limits this one's cases",
                       written.path.range)
                continue
            }
            guard other.type.wrapped == .enumeration(enumName) else {
                report(.casesLimitTypeMismatch,
                       "`\(key)` of '\(path)' names '\(written.path.value)', of type \(other.type); its value limits the cases only when it is of the same enum, \(enumName) or \(enumName)?",
                       written.path.range)
                continue
            }
            limits[setting.id] = written.isFrom ? .from(other.id) : .upTo(other.id)
        }
        if !limits.isEmpty { attach(limits, to: &context.ir.root) }
    }

    /// Gives every setting that shows no reset line `.noResetLine`, and finds whether any setting limits its cases.
    private static func resolve(_ section: inout SectionIR, inherited: Bool, limited: inout Bool) {
        let shows = section.written.resetLine ?? inherited
        for index in section.rows.indices {
            guard case .setting(var setting) = section.rows[index] else { continue }
            if setting.written.casesLimit != nil { limited = true }
            guard !(setting.written.resetLine ?? shows) else { continue }
            setting.formAttributes.append(.noResetLine)
            section.rows[index] = .setting(setting)
        }
        for index in section.sections.indices { resolve(&section.sections[index], inherited: shows, limited: &limited) }
    }

    /// The settings by dotted path of schema names.
    private static func collect(_ section: SectionIR, into settings: inout [String: SettingIR]) {
        for row in section.rows {
            if case .setting(let setting) = row { settings[FormNames.dottedPath(setting.path)] = setting }
        }
        for inner in section.sections { collect(inner, into: &settings) }
    }

    private static func attach(_ limits: [String: SettingsCasesLimit], to section: inout SectionIR) {
        for index in section.rows.indices {
            guard case .setting(var setting) = section.rows[index], let limit = limits[setting.id] else { continue }
            setting.formAttributes.append(.casesLimit(limit))
            section.rows[index] = .setting(setting)
        }
        for index in section.sections.indices { attach(limits, to: &section.sections[index]) }
    }
}
