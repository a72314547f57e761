import SettingsRuntime

/// `commit:` and `cascade:`. Resolves each section's commit mode (its own `commit:`, else its parent's, else the
/// schema's, else review) into `SectionIR.commit`; checks every setting's cascades: each target names a setting of the
/// schema by its dotted path of schema names (with a suggestion), each value (and `when:`) is a value of its setting's
/// type, read by lowering's one reader (`SchemaValidator.parseValue`) and within the target's rules, and no chain of
/// cascades comes back to a setting it started from (a depth-first search over the settings, linear in settings and
/// cascades). The checked cascades reach the form as `SettingsFormAttribute.cascade` on their setting. After lowering,
/// because a cascade may name any setting of the tree.
enum CascadeCheck: ValidationPass {
    static let name = "cascades"

    static func run(_ context: inout ValidationContext) {
        let schemaMode = context.ir.root.written.commit ?? .review
        var hasCascades = false
        resolve(&context.ir.root, inherited: schemaMode, hasCascades: &hasCascades)
        guard hasCascades else { return }
        // Only a schema with cascades pays for the list of its settings.
        var settings: [SettingIR] = []
        collect(context.ir.root, into: &settings)
        var checker = Checker(
            reader: SchemaValidator.valueReader(
                file: context.ir.sourcePath, enums: context.enums, enumCaseNames: context.enumCaseNames,
                diagnostics: context.diagnostics),
            settings: settings)
        context.diagnostics = DiagnosticCollector()  // the checker holds the only copy while it runs
        let cascades = checker.check()
        context.diagnostics = checker.reader.diagnostics
        if !cascades.isEmpty { attach(cascades, to: &context.ir.root) }
    }

    /// Sets each section's commit mode, and finds whether any setting cascades.
    private static func resolve(_ section: inout SectionIR, inherited: SettingsCommitMode, hasCascades: inout Bool) {
        section.commit = section.written.commit ?? inherited
        if !hasCascades {
            for row in section.rows {
                if case .setting(let setting) = row, !setting.written.cascades.isEmpty {
                    hasCascades = true
                    break
                }
            }
        }
        for index in section.sections.indices {
            resolve(&section.sections[index], inherited: section.commit, hasCascades: &hasCascades)
        }
    }

    /// The settings, depth first.
    private static func collect(_ section: SectionIR, into settings: inout [SettingIR]) {
        for row in section.rows {
            if case .setting(let setting) = row { settings.append(setting) }
        }
        for inner in section.sections { collect(inner, into: &settings) }
    }

    /// Appends each setting's checked cascades (by id) to its form attributes.
    private static func attach(_ cascades: [String: [SettingsCascade]], to section: inout SectionIR) {
        for index in section.rows.indices {
            guard case .setting(var setting) = section.rows[index], let own = cascades[setting.id] else { continue }
            setting.formAttributes += own.map(SettingsFormAttribute.cascade)
            section.rows[index] = .setting(setting)
        }
        for index in section.sections.indices { attach(cascades, to: &section.sections[index]) }
    }

    private struct Checker {
        var reader: SchemaValidator
        let settings: [SettingIR]
        /// Each setting's position in `settings`, by its dotted path of schema names.
        let byPath: [String: Int]
        lazy var sortedPaths: [String] = byPath.keys.sorted()

        init(reader: SchemaValidator, settings: [SettingIR]) {
            self.reader = reader
            self.settings = settings
            var byPath: [String: Int] = [:]
            byPath.reserveCapacity(settings.count)
            for (position, setting) in settings.enumerated() { byPath[FormNames.dottedPath(setting.path)] = position }
            self.byPath = byPath
        }

        mutating func report(_ code: DiagnosticCode, _ message: String, _ range: SourceRange) {
            reader.diagnostics.emit(Diagnostic(.error, code, message, range: range))
        }

        /// The checked cascades by setting id; a cascade with a problem is left out (and reported).
        mutating func check() -> [String: [SettingsCascade]] {
            var result: [String: [SettingsCascade]] = [:]
            // The edges of the cascade graph (by position), with where each is written, for the cycle search.
            var edges: [[(target: Int, range: SourceRange)]] = Array(repeating: [], count: settings.count)
            for (position, setting) in settings.enumerated() where !setting.written.cascades.isEmpty {
                let path = FormNames.dottedPath(setting.path)
                var checked: [SettingsCascade] = []
                for written in setting.written.cascades {
                    var failed = false
                    var when: SettingsValue?
                    if let node = written.when {
                        let subject = "the `when:` of a cascade of '\(path)'"
                        if let value = reader.parseValue(node.node, as: setting.type, subject: .cascade(subject)) {
                            when = value.settingsValue(as: setting.type)
                        } else {
                            failed = true
                        }
                    }
                    var values: [SettingsCascadeValue] = []
                    for (target, node) in written.set {
                        guard let index = byPath[target.value] else {
                            let hint = reader.detailsAllowed ? Suggestions.hint(for: target.value, in: sortedPaths) : ""
                            report(.unknownCascadeTarget,
                                   "a cascade of '\(path)' sets '\(target.value)', which is not a setting of the schema; write the dotted path of schema names, e.g. `section.setting`\(hint)",
                                   target.range)
                            failed = true
                            continue
                        }
                        let targetSetting = settings[index]
                        if targetSetting.type.customTypeName != nil {
                            report(.unknownCascadeTarget,
                                   "a cascade of '\(path)' sets '\(target.value)', a setting of the custom type \(targetSetting.type); a cascade sets only values the schema can write",
                                   target.range)
                            failed = true
                            continue
                        }
                        edges[position].append((index, target.range))
                        let subject = "the value of '\(target.value)' in a cascade of '\(path)'"
                        guard let value = reader.parseValue(node.node, as: targetSetting.type, subject: .cascade(subject)) else {
                            failed = true
                            continue
                        }
                        guard rules(value, of: targetSetting, subject: subject, at: node.node.range) else {
                            failed = true
                            continue
                        }
                        values.append(SettingsCascadeValue(targetSetting.id, value.settingsValue(as: targetSetting.type)))
                    }
                    if !failed { checked.append(SettingsCascade(when: when, set: values)) }
                }
                if !checked.isEmpty { result[setting.id] = checked }
            }
            findCycles(edges)
            return result
        }

        /// A value within its target's range and string and list rules (numbers off the step are moved onto it at
        /// run time, as any edit is).
        mutating func rules(_ value: Value, of setting: SettingIR, subject: String, at range: SourceRange) -> Bool {
            let elements: [Value] = if case .list(let items) = value { items } else { [value] }
            if case .list(let items) = value, let rules = setting.listRules, let problem = rules.problem(count: items.count) {
                report(.cascadeValueInvalid, "\(subject) breaks the setting's rules: \(problem)", range)
                return false
            }
            for element in elements {
                if element.asDouble != nil, let bounds = setting.range {
                    let outside = (bounds.lowerBound.map { reader.compare(element, $0) < 0 } ?? false)
                        || (bounds.upperBound.map { reader.compare(element, $0) > 0 } ?? false)
                    if outside {
                        report(.cascadeValueInvalid, "\(subject), \(element), is outside the setting's range \(reader.describe(bounds))", range)
                        return false
                    }
                }
                if case .string(let text) = element, let rules = setting.stringRules, let problem = rules.problem(with: text) {
                    report(.cascadeValueInvalid, "\(subject) breaks the setting's rules: \(problem)", range)
                    return false
                }
            }
            return true
        }

        /// Every cycle of the cascade graph, reported once at the cascade that closes it: an iterative depth-first
        /// search, each setting and each edge visited once.
        mutating func findCycles(_ edges: [[(target: Int, range: SourceRange)]]) {
            enum Mark { case unvisited, onPath, done }
            var marks = Array(repeating: Mark.unvisited, count: settings.count)
            var path: [Int] = []
            var onPathIndex: [Int: Int] = [:]
            for start in edges.indices where marks[start] == .unvisited && !edges[start].isEmpty {
                var stack: [(node: Int, next: Int)] = [(start, 0)]
                marks[start] = .onPath
                onPathIndex[start] = path.count
                path.append(start)
                while let top = stack.last {
                    let node = top.node
                    if top.next == edges[node].count {
                        stack.removeLast()
                        marks[node] = .done
                        path.removeLast()
                        onPathIndex[node] = nil
                        continue
                    }
                    stack[stack.count - 1].next += 1
                    let edge = edges[node][top.next]
                    switch marks[edge.target] {
                    case .onPath:
                        let first = onPathIndex[edge.target] ?? 0
                        let names = (path[first...] + [edge.target]).map { FormNames.dottedPath(settings[$0].path) }
                        report(.cascadeCycle,
                               "cascades form a cycle: \(names.map { "'\($0)'" }.joined(separator: " → ")); a cascade may not set, directly or through other cascades, a setting that sets it",
                               edge.range)
                    case .unvisited:
                        marks[edge.target] = .onPath
                        onPathIndex[edge.target] = path.count
                        path.append(edge.target)
                        stack.append((edge.target, 0))
                    case .done:
                        break
                    }
                }
            }
        }
    }
}
