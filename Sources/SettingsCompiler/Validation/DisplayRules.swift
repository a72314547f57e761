/// The rules of `platforms:` (SC1530–SC1533) and of `unit:`/`format:` (SC1540–SC1545).

/// `platforms:` on sections, settings and rows. The diagnostics come from one pass over the AST
/// (``check(_:diagnostics:)``), which knows each list's position and its section's; the IR takes each list
/// quietly (``platforms(_:)``) and then inherits the section's (``inherit(_:from:)``).
enum PlatformRules {
    /// The platforms a `platforms:` node names, in canonical order, each once; unknown names are left out.
    /// Nil when there is no list or it names no known platform.
    static func platforms(_ node: YAMLNode?) -> [Platform]? {
        guard let node else { return nil }
        let names = items(node).compactMap { Platform(rawValue: $0.value) }
        let result = Platform.allCases.filter(names.contains)
        return result.isEmpty ? nil : result
    }

    /// The names of a list, or of a single name; nothing for null or another shape.
    static func items(_ node: YAMLNode) -> [Located<String>] {
        if let scalar = node.scalar {
            return scalar.isNull ? [] : [Located(scalar.value, node.range)]
        }
        return (node.sequence ?? []).compactMap { item in
            guard let scalar = item.scalar, !scalar.isNull else { return nil }
            return Located(scalar.value, item.range)
        }
    }

    /// The section's platforms where its subsections, settings and rows are checked against them.
    struct Scope {
        var platforms: [Platform]
        var section: String
        var location: SourceLocation
    }

    static func check(_ ast: SchemaAST, diagnostics: inout DiagnosticCollector) {
        for section in ast.sections { check(section, scope: nil, diagnostics: &diagnostics) }
    }

    static func check(_ section: SectionDecl, scope: Scope?, diagnostics: inout DiagnosticCollector) {
        var inner = scope
        if let node = section.platforms, let own = check(node, owner: "section '\(section.name.value)'", scope: scope, diagnostics: &diagnostics) {
            inner = Scope(platforms: own, section: section.name.value, location: node.location)
        }
        for row in section.rows {
            let fields = row.fields
            if let node = fields.platforms { _ = check(node, owner: "\(row.kind) '\(fields.name.value)'", scope: inner, diagnostics: &diagnostics) }
        }
        for child in section.sections { check(child, scope: inner, diagnostics: &diagnostics) }
    }

    /// Checks one list; returns the platforms it names (nil when it names none).
    static func check(_ node: YAMLNode, owner: String, scope: Scope?, diagnostics: inout DiagnosticCollector) -> [Platform]? {
        if node.mapping != nil || node.sequence?.contains(where: { $0.scalar == nil }) == true {
            diagnostics.emit(Diagnostic(
                .error, .wrongNodeKind,
                "expected a list of platforms for `platforms` of \(owner), such as [iOS, macOS], found \(node.kindDescription)",
                range: node.range))
            return nil
        }
        let names = items(node)
        if names.isEmpty {
            diagnostics.emit(Diagnostic(
                .error, .emptyPlatforms,
                "`platforms` of \(owner) names no platform, so it would be shown nowhere; list platforms or remove the key",
                range: node.range))
            return nil
        }
        var seen: [Platform: SourceLocation] = [:]
        for name in names {
            guard let platform = Platform(rawValue: name.value) else {
                let candidates = Platform.allCases.map(\.rawValue)
                let hint = Suggestions.hint(for: name.value, in: candidates)
                diagnostics.emit(Diagnostic(
                    .error, .unknownPlatform,
                    "unknown platform '\(name.value)' in `platforms` of \(owner)\(hint.isEmpty ? "; platforms are \(candidates.joined(separator: ", "))" : hint)",
                    range: name.range))
                continue
            }
            if let first = seen[platform] {
                diagnostics.emit(Diagnostic(
                    .warning, .duplicatePlatform, "`platforms` of \(owner) names \(platform.rawValue) twice",
                    range: name.range, notes: [Diagnostic.Note("first named here", at: first)]))
                continue
            }
            seen[platform] = name.location
            if let scope, !scope.platforms.contains(platform) {
                diagnostics.emit(Diagnostic(
                    .error, .platformOutsideSection,
                    "\(owner) lists \(platform.rawValue), but section '\(scope.section)', which holds it, is shown on \(Platform.onlyText(scope.platforms) ?? "every platform"); it would never be shown on \(platform.rawValue)",
                    range: name.range, notes: [Diagnostic.Note("the section's platforms are given here", at: scope.location)]))
            }
        }
        let result = Platform.allCases.filter { seen[$0] != nil }
        return result.isEmpty ? nil : result
    }

    /// The section with every platform list resolved: a section, setting or row without its own takes its
    /// section's. Own lists are kept as they are (a list wider than its section's is reported by ``check``).
    static func inherit(_ section: SectionIR, from parent: [Platform]?) -> SectionIR {
        var section = section
        inherit(&section, from: parent)
        return section
    }

    /// ``inherit(_:from:)`` in place: nothing is copied, and a section with no list to hand down (the usual
    /// case: no `platforms:` anywhere) does not touch its settings and rows at all.
    static func inherit(_ section: inout SectionIR, from parent: [Platform]?) {
        let platforms = section.platforms ?? parent
        section.platforms = platforms
        if platforms != nil {
            for index in section.rows.indices where section.rows[index].fields.platforms == nil {
                section.rows[index].fields.platforms = platforms
            }
        }
        for index in section.sections.indices { inherit(&section.sections[index], from: platforms) }
    }
}

/// `control:` of a number setting: a stepper for an int, a slider for a float or double with both range ends, a
/// number field for any number.
enum ControlRules {
    static func check(
        _ control: Located<String>, setting name: String, type: ValueType, range: RangeIR?, diagnostics: inout DiagnosticCollector
    ) -> ControlIR? {
        guard let choice = ControlIR(rawValue: control.value) else {
            let names = ControlIR.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            diagnostics.emit(Diagnostic(
                .error, .invalidControl, "the control of '\(name)' must be one of \(names); found '\(control.value)'",
                range: control.range))
            return nil
        }
        let problem: String?
        switch choice {
        case .stepper:
            problem = type == .int ? nil : "a stepper edits an int (not optional); '\(name)' is of type \(type)"
        case .slider:
            if type != .float && type != .double && type != .int {
                problem = "a slider edits an int, float or double (not optional); '\(name)' is of type \(type)"
            } else if range?.lowerBound == nil || range?.upperBound == nil {
                problem = "a slider needs both ends of a range; give '\(name)' a `range:` such as `0...1`"
            } else {
                problem = nil
            }
        case .numberField:
            problem = type.wrapped.isNumeric ? nil : "a number field edits an int, float or double; '\(name)' is of type \(type)"
        }
        if let problem {
            diagnostics.emit(Diagnostic(.error, .controlNotApplicable, problem, range: control.range))
            return nil
        }
        return choice
    }
}

/// `unit:` and `format:` of a number setting.
enum DisplayRules {
    /// Longest unit, in characters.
    static let maxUnitLength = LanguageLimits.unitLength
    static let styles = ["number", "percent"]

    /// Checks a setting's `unit:` and `format:` against its type, range and default; returns what the IR keeps.
    static func check(
        _ decl: SettingDecl, type: ValueType, range: RangeIR?, defaultValue: Value, diagnostics: inout DiagnosticCollector
    ) -> (unit: String?, format: NumberFormatIR?) {
        let name = decl.name.value
        let unit = decl.unit.flatMap { checkUnit($0, setting: name, diagnostics: &diagnostics) }
        let format = decl.format.flatMap { parseFormat($0, setting: name, diagnostics: &diagnostics) }
        guard decl.unit.isSome || decl.format.isSome else { return (nil, nil) }
        if !type.isNumeric {
            let range = decl.unit?.range ?? decl.format?.range ?? decl.name.range
            let keys = [decl.unit.map { _ in "`unit`" }, decl.format.map { _ in "`format`" }].compactMap { $0 }.joined(separator: " and ")
            diagnostics.emit(Diagnostic(
                .error, .displayOnNonNumeric,
                "'\(name)' is of type \(type), which shows no number; \(keys) \(decl.unit != nil && decl.format != nil ? "apply" : "applies") to int, float and double", range: range))
            return (nil, nil)
        }
        guard let format else { return (unit, nil) }
        let formatRange = decl.format?.range ?? decl.name.range
        if type.wrapped == .int {
            let what = format.isPercent ? "`percent` (a stored fraction times 100)" : "`decimals`"
            diagnostics.emit(Diagnostic(
                .error, .numberFormatOnInt,
                "'\(name)' is an int, which \(format.isPercent ? "cannot hold a fraction" : "has no fractional digits"): \(what) applies to float and double; keep `unit:` to label the number",
                range: formatRange))
            return (unit, nil)
        }
        if format.isPercent {
            if let unitDecl = decl.unit {
                diagnostics.emit(Diagnostic(
                    .error, .unitWithPercent,
                    "'\(name)' has `format: percent`, which already writes `%`; remove `unit: \(unitDecl.value)`",
                    range: unitDecl.range))
            }
            let values = [range?.lowerBound, range?.upperBound, range == nil ? defaultValue : nil].compactMap { $0?.asDouble }
            if let outside = values.first(where: { $0 < 0 || $0 > 1 }) {
                let what = range == nil ? "its default" : "its range"
                diagnostics.emit(Diagnostic(
                    .warning, .percentOutsideFraction,
                    "'\(name)' is shown as a percentage of a stored fraction (0.25 shows as 25%), but \(what) reaches \(Value.double(outside)), which would show as \(Int((outside * 100).rounded()))%; store a fraction in 0...1, or use `unit: \"%\"` without `format: percent`",
                    range: formatRange))
            }
        }
        return (unit, format)
    }

    static func checkUnit(_ unit: Located<String>, setting: String, diagnostics: inout DiagnosticCollector) -> String? {
        let text = unit.value
        let trimmed = text.trimmingWhitespace()
        var problem: String?
        if trimmed.isEmpty {
            problem = "is empty"
        } else if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            problem = "holds a line break or control character"
        } else if text.count > maxUnitLength {
            problem = "is \(text.count) characters long, more than \(maxUnitLength)"
        } else if trimmed != text {
            problem = "starts or ends with a space (the space before a unit is added when it is shown)"
        }
        if let problem {
            diagnostics.emit(Diagnostic(
                .error, .invalidUnit, "the unit of '\(setting)' \(problem); write short text such as `s`, `ms`, `%` or `days`",
                range: unit.range))
            return nil
        }
        return text
    }

    static func parseFormat(_ node: YAMLNode, setting: String, diagnostics: inout DiagnosticCollector) -> NumberFormatIR? {
        func invalid(_ message: String, _ range: SourceRange = node.range) -> NumberFormatIR? {
            diagnostics.emit(Diagnostic(.error, .invalidNumberFormat, message, range: range))
            return nil
        }
        switch node.kind {
        case .scalar(let scalar):
            if scalar.isNull { return nil }
            switch scalar.value {
            case "percent": return NumberFormatIR(isPercent: true, decimals: nil)
            case "number": return NumberFormatIR(isPercent: false, decimals: nil)
            default:
                let hint = hint(scalar.value, in: styles)
                return invalid("unknown format '\(scalar.value)' of '\(setting)'\(hint.isEmpty ? "; write `percent`, `number`, or e.g. `{decimals: 1}`" : hint)")
            }
        case .sequence:
            return invalid("the format of '\(setting)' must be `percent`, `number` or a mapping such as `{decimals: 1}`, found a list")
        case .mapping(let pairs):
            var format = NumberFormatIR(isPercent: false, decimals: nil)
            var valid = true
            for pair in pairs {
                switch pair.name {
                case "style":
                    guard let scalar = pair.value.scalar, styles.contains(scalar.value) else {
                        let text = pair.value.scalar?.value ?? pair.value.kindDescription
                        _ = invalid("the style of the format of '\(setting)' must be `number` or `percent`, found '\(text)'\(hint(text, in: styles))", pair.value.range)
                        valid = false
                        continue
                    }
                    format.isPercent = scalar.value == "percent"
                case "decimals":
                    guard let scalar = pair.value.scalar, !scalar.style.isQuoted, case .int(let count)? = ScalarValues.number(scalar.value),
                          LanguageLimits.decimals.contains(Int(count)) else {
                        _ = invalid("`decimals` of the format of '\(setting)' must be a whole number from 0 to 10, found \(pair.value.kindDescription)", pair.value.range)
                        valid = false
                        continue
                    }
                    format.decimals = Int(count)
                default:
                    diagnostics.emit(Construct.format.unknownKey(pair, in: "the format of '\(setting)'"))
                    valid = false
                }
            }
            return valid ? format : nil
        }
    }

    static func hint(_ word: String, in candidates: [String]) -> String {
        Suggestions.hint(for: word, in: candidates)
    }
}

extension PlatformRules: ValidationPass {
    static let name = "platforms"

    static func run(_ context: inout ValidationContext) {
        check(context.ast, diagnostics: &context.diagnostics)
        for index in context.ir.root.sections.indices { inherit(&context.ir.root.sections[index], from: nil) }
    }
}
