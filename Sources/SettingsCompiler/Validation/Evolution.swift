/// Schema evolution checks that need the whole schema: enum case renames (`renamedFrom` on a case) and the
/// `replacement` of a deprecated setting. Runs after the validator has built the IR, and completes it.
enum EvolutionChecker {
    static func check(_ ast: SchemaAST, _ ir: inout SchemaIR, diagnostics: inout DiagnosticCollector) {
        checkCaseRenames(ast, &ir, diagnostics: &diagnostics)
        checkReplacements(ast, &ir, diagnostics: &diagnostics)
    }

    // MARK: Enum cases

    /// An old raw value may not be a current case of the enum (SC1420) nor be listed twice (SC1421).
    static func checkCaseRenames(_ ast: SchemaAST, _ ir: inout SchemaIR, diagnostics: inout DiagnosticCollector) {
        // Most schemas rename no case: then no table of every enum (issue 32: some 250,000 instructions for 200).
        let renaming = ast.enums.filter { decl in decl.cases.contains { !$0.renamedFrom.isEmpty } }
        guard !renaming.isEmpty else { return }
        // Each declaration's lowered enum, by where its name is written (one lookup, not a search per enum).
        var lowered: [SourceLocation: Int] = [:]
        for (index, irEnum) in ir.enums.enumerated() where lowered[irEnum.location] == nil { lowered[irEnum.location] = index }
        for decl in renaming {
            guard let index = lowered[decl.name.location], ir.enums[index].name == decl.name.value else { continue }
            var caseIndex: [String: Int] = [:]
            for (position, irCase) in ir.enums[index].cases.enumerated() where caseIndex[irCase.name] == nil { caseIndex[irCase.name] = position }
            var current: [String: SourceLocation] = [:]
            for caseDecl in decl.cases where current[caseDecl.name.value] == nil { current[caseDecl.name.value] = caseDecl.name.location }
            var old: [String: (name: String, location: SourceLocation)] = [:]
            for caseDecl in decl.cases {
                var accepted: [String] = []
                for name in caseDecl.renamedFrom {
                    if let location = current[name.value] {
                        let whose = name.value == caseDecl.name.value ? "its own name" : "a current case of the enum"
                        diagnostics.error(
                            .renamedFromClash,
                            "case '\(caseDecl.name.value)' of enum '\(decl.name.value)' is renamed from '\(name.value)', which is \(whose); a stored '\(name.value)' must mean one case",
                            at: name.location, notes: [Diagnostic.Note("'\(name.value)' is declared here", at: location)])
                    } else if let first = old[name.value] {
                        let subject = first.name == caseDecl.name.value
                            ? "case '\(caseDecl.name.value)' lists" : "cases '\(caseDecl.name.value)' and '\(first.name)' both list"
                        diagnostics.error(
                            .duplicateRenamedFrom,
                            "\(subject) the old name '\(name.value)' in `renamedFrom`; a stored old value can decode as one case only",
                            at: name.location, notes: [Diagnostic.Note("first listed here", at: first.location)])
                    } else {
                        old[name.value] = (caseDecl.name.value, name.location)
                        accepted.append(name.value)
                    }
                }
                if let position = caseIndex[caseDecl.name.value], ir.enums[index].cases[position].renamedFrom.isEmpty {
                    ir.enums[index].cases[position].renamedFrom = accepted
                }
            }
        }
    }

    // MARK: Replacements of deprecated settings

    static func checkReplacements(_ ast: SchemaAST, _ ir: inout SchemaIR, diagnostics: inout DiagnosticCollector) {
        var pending: [(path: [String], setting: String, replacement: Located<String>)] = []
        func collect(_ sections: [SectionDecl], _ path: [String]) {
            for section in sections {
                let sectionPath = path + [section.name.value]
                for setting in section.settings {
                    if let replacement = setting.deprecationReplacement { pending.append((sectionPath, setting.name.value, replacement)) }
                }
                collect(section.sections, sectionPath)
            }
        }
        collect(ast.sections, [])
        guard !pending.isEmpty else { return }

        var settings: [String: (path: [String], setting: SettingIR)] = [:]
        for (path, setting) in ir.allSettings {
            let dotted = FormNames.dottedPath(setting.path)
            if settings[dotted] == nil { settings[dotted] = (path, setting) }
        }
        for item in pending {
            let ownPath = FormNames.dottedPath(item.path + [item.setting])
            guard let own = settings[ownPath], own.setting.deprecated != nil else { continue }
            let target = item.replacement.value
            guard let replacement = settings[target] else {
                let isSection = SectionPaths.exists(target, in: ir.root)
                let hint = diagnostics.diagnostics.count < 100 && !isSection ? Suggestions.hint(for: target, in: settings.keys.sorted()) : ""
                let what = isSection ? "'\(target)' is a section, not a setting" : "'\(target)' names no setting of the schema"
                diagnostics.emit(Diagnostic(
                    .error, .unknownReplacement,
                    "the replacement of the deprecated '\(ownPath)': \(what); write the dotted path of schema names, e.g. `section.setting`\(hint)",
                    range: item.replacement.range))
                continue
            }
            if target == ownPath {
                diagnostics.emit(Diagnostic(
                    .error, .deprecatedReplacement, "'\(ownPath)' cannot be its own replacement", range: item.replacement.range))
                continue
            }
            if replacement.setting.deprecated != nil {
                diagnostics.emit(Diagnostic(
                    .error, .deprecatedReplacement,
                    "the replacement of the deprecated '\(ownPath)', '\(target)', is deprecated itself; name the setting that replaces both",
                    range: item.replacement.range, notes: [Diagnostic.Note("'\(target)' is declared here", at: replacement.setting.location)]))
                continue
            }
            guard canHold(replacement.setting.type, own.setting.type) else {
                diagnostics.emit(Diagnostic(
                    .error, .incompatibleReplacement,
                    "'\(ownPath)' (\(own.setting.type)) cannot be replaced by '\(target)' (\(replacement.setting.type)): not every value of the one is a value of the other",
                    range: item.replacement.range, notes: [Diagnostic.Note("'\(target)' is declared here", at: replacement.setting.location)]))
                continue
            }
            let sameSection = replacement.path == item.path
            update(&ir.root, path: item.path, setting: item.setting) {
                $0.deprecated?.replacement = SettingReference(replacement.setting)
                $0.deprecated?.replacementInSection = sameSection ? replacement.setting.name : nil
            }
        }
    }

    /// Whether every value of `old` is a value of `new`: the same type, a wider number type, or an optional of one.
    static func canHold(_ new: ValueType, _ old: ValueType) -> Bool {
        if old.isOptional, !new.isOptional { return false }
        switch (new.wrapped, old.wrapped) {
        case (.float, .int), (.double, .int), (.float, .double), (.double, .float): return true
        case let (a, b): return a == b
        }
    }

    static func update(_ section: inout SectionIR, path: [String], setting: String, _ change: (inout SettingIR) -> Void) {
        if let first = path.first {
            guard let index = section.sections.firstIndex(where: { $0.name == first }) else { return }
            update(&section.sections[index], path: Array(path.dropFirst()), setting: setting, change)
        } else if let index = section.settings.firstIndex(where: { $0.name == setting }) {
            change(&section.settings[index])
        }
    }
}

enum SectionPaths {
    /// Whether `dotted` is the path of schema names of a section below `root`.
    static func exists(_ dotted: String, in root: SectionIR) -> Bool {
        var section = root
        for name in dotted.split(separator: ".", omittingEmptySubsequences: false) {
            guard let child = section.sections.first(where: { $0.name == name }) else { return false }
            section = child
        }
        return true
    }
}

extension EvolutionChecker: ValidationPass {
    static let name = "evolution"

    static func run(_ context: inout ValidationContext) {
        check(context.ast, &context.ir, diagnostics: &context.diagnostics)
    }
}
