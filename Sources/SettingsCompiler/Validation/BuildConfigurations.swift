/// Build configurations: `configurations:` (names and compilation conditions), `default: {debug: ..., release: ...}`
/// (every configuration's value checked like a plain default, with the same codes; lowering has checked release's)
/// and `only:` on sections. Completes the IR (`SchemaIR.declaredConfigurations`, `SettingIR.configurationDefaults`,
/// `SectionIR.only`). After lowering, because it needs each setting's type and rules.
enum BuildConfigurationCheck: ValidationPass {
    static let name = "build configurations"

    static func run(_ context: inout ValidationContext) {
        let ast = context.ast
        var validator = SchemaValidator(ast: ast, diagnostics: context.diagnostics)
        context.diagnostics = DiagnosticCollector()  // the validator holds the only copy while it runs
        validator.enums = context.enums
        validator.enumCaseNames = context.enumCaseNames  // lowering's (issue 32: made again here, a set per enum)
        var checker = Checker(validator: validator)
        context.ir.declaredConfigurations = checker.declarations(ast.configurations)

        // Only the declarations that write what this pass checks (most write neither): a table of every section
        // was a copy of each section's declaration at the peak of memory (issue 32).
        var settings: [SourceLocation: SettingDecl] = [:]
        var sections: [SourceLocation: SectionDecl] = [:]
        func collect(_ decls: [SectionDecl]) {
            for decl in decls {
                if decl.only != nil { sections[decl.name.location] = decl }
                // By index, each row read in place (`RowDecl.declaredSetting`; issue 32).
                for index in decl.rows.indices {
                    guard let setting = decl.rows[index].declaredSetting,
                        setting.configurationDefaultsRange != nil || !setting.configurationDefaults.isEmpty
                    else { continue }
                    settings[setting.name.location] = setting
                }
                collect(decl.sections)
            }
        }
        collect(ast.sections)
        guard !settings.isEmpty || !sections.isEmpty else {
            context.diagnostics = checker.validator.diagnostics
            return
        }
        func walk(_ section: inout SectionIR, only: String?) {
            var own = only
            if let decl = sections[section.location], let written = decl.only {
                own = checker.only(written, inside: only)
                section.only = own
            }
            var list = section.settings
            for index in list.indices {
                guard let decl = settings[list[index].location] else { continue }
                list[index].configurationDefaults = checker.defaults(decl, of: list[index])
            }
            section.settings = list
            for index in section.sections.indices { walk(&section.sections[index], only: own) }
        }
        walk(&context.ir.root, only: nil)
        checker.checkNavigation(context.ir.root)
        context.diagnostics = checker.validator.diagnostics
    }

    private struct Checker {
        var validator: SchemaValidator
        var names: [String] = ["debug", "release"]
        /// The section paths and the configuration each exists in (for navigation rows).
        var onlyByPath: [String: String] = [:]

        mutating func report(_ code: DiagnosticCode, _ message: String, _ range: SourceRange) {
            validator.diagnostics.emit(Diagnostic(.error, code, message, range: range))
        }

        mutating func declarations(_ declared: [(name: Located<String>, condition: Located<String>)]) -> [BuildConfigurationIR] {
            var result: [BuildConfigurationIR] = []
            for (name, condition) in declared {
                guard validator.checkMemberName(name, what: "build configuration") else { continue }
                if name.value == "debug" || name.value == "release" {
                    report(.invalidBuildConfiguration, "'\(name.value)' is a built-in build configuration (debug: DEBUG, release: every other build); declare only the others", name.range)
                    continue
                }
                guard SwiftNames.isIdentifier(condition.value), !condition.value.hasPrefix("`") else {
                    report(.invalidBuildConfiguration, "the compilation condition of build configuration '\(name.value)', '\(condition.value)', is not a Swift identifier such as TESTFLIGHT", condition.range)
                    continue
                }
                if condition.value == "DEBUG" || result.contains(where: { $0.condition == condition.value }) {
                    report(.invalidBuildConfiguration, "the compilation condition '\(condition.value)' already selects another build configuration", condition.range)
                    continue
                }
                result.append(BuildConfigurationIR(name: name.value, condition: condition.value))
                names.insert(name.value, at: names.count - 2)
            }
            return result
        }

        /// `only:` names a configuration; inside a section `only:` another one, it could never exist.
        mutating func only(_ written: Located<String>, inside outer: String?) -> String? {
            guard names.contains(written.value), written.value != "release" else {
                let hint = written.value == "release"
                    ? "; a section in release builds only would be missing from debug builds, where it is tested"
                    : Suggestions.hint(for: written.value, in: names.dropLast())
                report(.unknownBuildConfiguration, "`only: \(written.value)` names no build configuration; write debug or one `configurations:` declares\(hint)", written.range)
                return outer
            }
            if let outer, outer != written.value {
                report(.onlyConflict, "`only: \(written.value)` is inside a section that exists only in \(outer) builds, so it would never exist", written.range)
                return outer
            }
            return written.value
        }

        /// Every configuration's value of `default:`, checked like a plain default; release's is `defaultValue`.
        mutating func defaults(_ decl: SettingDecl, of setting: SettingIR) -> [String: Value] {
            // A custom type supplies its default: lowering reported the `default:` (SC1571), once.
            guard setting.type.customTypeName == nil else { return [:] }
            let range = decl.configurationDefaultsRange ?? decl.name.range
            if !decl.configurationDefaults.contains(where: { $0.name.value == "release" }) {
                report(.missingReleaseDefault,
                       "the default of '\(setting.name)' by build configuration gives no `release` value, which every build no other configuration matches uses",
                       range)
            }
            var result: [String: Value] = [:]
            for (name, node) in decl.configurationDefaults where name.value != "release" {
                guard names.contains(name.value) else {
                    report(.unknownBuildConfiguration,
                           "'\(name.value)' is not a build configuration; write debug, release or one `configurations:` declares\(Suggestions.hint(for: name.value, in: names))",
                           name.range)
                    continue
                }
                // The messages read "the default of 'timeout' in 'debug' ...".
                let label = "\(setting.name)' in '\(name.value)"
                guard var value = validator.parseValue(node, as: setting.type, subject: .defaultOf(label)) else { continue }
                validator.checkInRange(value, range: setting.range, step: setting.step, setting: label, at: node.range, implicit: false)
                if let rules = setting.stringRules {
                    StringRuleCheck.checkDefault(value, rules: rules, setting: label, at: node.range, implicit: false, diagnostics: &validator.diagnostics)
                }
                if case .list(let elements) = value {
                    for (element, item) in zip(elements, node.sequence ?? []) {
                        validator.checkInRange(element, range: setting.range, step: nil, setting: label, at: item.range, implicit: false)
                        if let rules = setting.stringRules {
                            StringRuleCheck.checkDefault(element, rules: rules, setting: label, at: item.range, implicit: false, diagnostics: &validator.diagnostics)
                        }
                    }
                    if let rules = setting.listRules {
                        ListRuleCheck.checkDefault(value, rules: rules, setting: label, at: node.range, implicit: false, diagnostics: &validator.diagnostics)
                    }
                }
                if case .double(let double) = value, setting.type.wrapped == .float { value = .double(Double(Float(double))) }
                result[name.value] = value
            }
            return result
        }

        /// A navigation row into an `only:` section must be in a section of the same configuration: in the
        /// other builds the target does not exist, and the generated view could not open it.
        mutating func checkNavigation(_ root: SectionIR) {
            func paths(_ section: SectionIR, _ prefix: [String]) {
                for child in section.sections {
                    let path = prefix + [child.name]
                    if let only = child.only { onlyByPath[path.joined(separator: ".")] = only }
                    paths(child, path)
                }
            }
            paths(root, [])
            guard !onlyByPath.isEmpty else { return }
            let targets = onlyByPath
            func walk(_ section: SectionIR, only: String?) {
                let own = section.only ?? only
                for navigation in section.navigations {
                    let target = navigation.target.path
                    // The configuration of the target: its own `only:`, or an enclosing section's.
                    let parts = target.split(separator: ".").map(String.init)
                    let required = parts.indices.reversed().lazy.compactMap { targets[parts[...$0].joined(separator: ".")] }.first
                    if let required, required != own {
                        validator.diagnostics.emit(Diagnostic(
                            .error, .onlyConflict,
                            "navigation '\(navigation.name)' opens '\(target)', which exists only in \(required) builds; move the row into a section `only: \(required)`",
                            at: navigation.location))
                    }
                }
                for child in section.sections { walk(child, only: own) }
            }
            walk(root, only: nil)
        }
    }
}
