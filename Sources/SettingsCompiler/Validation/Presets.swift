import SettingsRuntime

/// `presets:`: every preset's name is a member name (it becomes a case of the generated `Preset` enum), and every
/// value names a setting of the schema (with a suggestion) and is a value of its type within its rules: range and
/// step, string rules and formats, list item counts. After lowering, because a preset may name any setting of the
/// tree and needs its type and rules; the checked presets are stored on the IR (`SchemaIR.presets`).
enum PresetCheck: ValidationPass {
    static let name = "presets"

    static func run(_ context: inout ValidationContext) {
        guard !context.ast.presets.isEmpty else { return }
        var settings: [String: SettingIR] = [:]
        for (_, setting) in context.ir.allSettings {
            settings[FormNames.dottedPath(setting.path)] = setting
        }
        var checker = Checker(ast: context.ast, diagnostics: context.diagnostics, settings: settings)
        checker.validator.enums = context.enums
        checker.validator.enumCaseNames = context.enumCaseNames
        context.diagnostics = DiagnosticCollector()  // the checker holds the only copy while it runs
        context.ir.presets = context.ast.presets.compactMap { checker.preset($0) }
        context.diagnostics = checker.validator.diagnostics
    }

    private struct Checker {
        /// Lowering's own rules for names, values (`parseValue`, the one reading of a written value) and ranges,
        /// reporting into the run's diagnostics.
        var validator: SchemaValidator
        let settings: [String: SettingIR]
        lazy var sortedPaths: [String] = settings.keys.sorted()

        init(ast: SchemaAST, diagnostics: DiagnosticCollector, settings: [String: SettingIR]) {
            validator = SchemaValidator(ast: ast, diagnostics: diagnostics)
            self.settings = settings
        }

        mutating func report(_ code: DiagnosticCode, _ message: String, _ range: SourceRange, notes: [Diagnostic.Note] = []) {
            validator.diagnostics.emit(Diagnostic(.error, code, message, range: range, notes: notes))
        }

        mutating func preset(_ decl: PresetDecl) -> PresetIR? {
            var named = validator.checkMemberName(decl.name, what: "preset", also: .enumCase)
            if named, let reason = ReservedNames.reason(decl.name.value, at: .preset) {
                report(.reservedName, "'\(decl.name.value)' cannot be a preset name: \(reason)", decl.name.range)
                named = false
            }
            if decl.values.isEmpty, !decl.missingValues {
                report(.emptyPreset, "preset '\(decl.name.value)' sets no values; give it settings' dotted paths and values, or remove it", decl.name.range)
            }
            var values: [PresetValueIR] = []
            var failed = !named
            for (path, node) in decl.values {
                guard let setting = settings[path.value] else {
                    let hint = validator.detailsAllowed ? Suggestions.hint(for: path.value, in: sortedPaths) : ""
                    report(.unknownPresetSetting,
                           "preset '\(decl.name.value)' sets '\(path.value)', which is not a setting of the schema; write the dotted path of schema names, e.g. `section.setting`\(hint)",
                           path.range)
                    failed = true
                    continue
                }
                let subject = "the value of '\(path.value)' in preset '\(decl.name.value)'"
                guard let value = validator.parseValue(node, as: setting.type, subject: .preset(subject)) else { failed = true; continue }
                guard rules(value, of: setting, subject: subject, at: node.range) else { failed = true; continue }
                values.append(PresetValueIR(setting: SettingReference(setting), type: setting.type, value: value))
            }
            if failed { return nil }
            let title = decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value)
            return PresetIR(
                name: decl.name.value, title: title, description: decl.description?.value, isWhole: decl.whole?.value ?? false,
                values: values, location: decl.name.location)
        }

        /// The setting's range and step (SC1662), string rules and list item counts (SC1663).
        mutating func rules(_ value: Value, of setting: SettingIR, subject: String, at range: SourceRange) -> Bool {
            let elements: [Value] = if case .list(let items) = value { items } else { [value] }
            if case .list(let items) = value, let rules = setting.listRules,
               let problem = rules.problem(count: items.count) {
                report(.presetValueInvalid, "\(subject) breaks the setting's rules: \(problem)", range)
                return false
            }
            for element in elements {
                if element.asDouble != nil {
                    if let bounds = setting.range {
                        let outside = (bounds.lowerBound.map { validator.compare(element, $0) < 0 } ?? false)
                            || (bounds.upperBound.map { validator.compare(element, $0) > 0 } ?? false)
                        if outside {
                            report(.presetValueOutOfRange, "\(subject), \(element), is outside the setting's range \(validator.describe(bounds))", range)
                            return false
                        }
                    }
                    if let step = setting.step {
                        let base = setting.range?.lowerBound ?? (element.isInt ? .int(0) : .double(0))
                        if !validator.isOnStep(element, base: base, step: step) {
                            report(.presetValueOutOfRange, "\(subject), \(element), is not on the setting's step: steps of \(step) count from \(base)", range)
                            return false
                        }
                    }
                }
                if case .string(let text) = element, let rules = setting.stringRules, let problem = rules.problem(with: text) {
                    report(.presetValueInvalid, "\(subject) breaks the setting's rules: \(problem)", range)
                    return false
                }
            }
            return true
        }
    }
}
