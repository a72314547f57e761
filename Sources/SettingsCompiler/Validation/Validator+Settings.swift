import SettingsRuntime

/// Settings: the type (written or inferred), the default, the implicit default.
/// Part of `SchemaValidator` (Validator.swift).
///
/// `validateSetting` reads a setting's declaration in a fixed order, one concern each, so that its diagnostics
/// come in the order the schema's keys are checked: the name and type; the value rules (`range:`, `step:`, the
/// string and list rules, `secure:`); the default against them; the keys it is stored under (`key:`,
/// `renamedFrom:`) with its icon and colour; what the setting carries through unchecked (title, restart, hook,
/// deprecation); and what the form shows (platforms, unit and format, attributes, placeholder, control).
extension SchemaValidator {
    /// The rules a setting's values follow, checked against its type: what its default is checked against and
    /// what the IR keeps.
    struct SettingValueRules {
        var range: RangeIR?
        var step: Value?
        var stringRules: StringRulesIR?
        var listRules: ListRulesIR?
    }

    /// Lowers a setting of the section at `place`, its names resolved as it is made (`NameResolution`).
    mutating func validateSetting(_ decl: SettingDecl, in place: NameResolution.Place) -> SettingIR? {
        checkMemberName(decl.name, what: "setting")
        guard let type = settingType(decl) else {
            // Without a type nothing that depends on it can be checked; what does not is, in the same run.
            _ = checkUntypedParts(decl)
            return nil
        }
        let rules = valueRules(decl, type: type)
        let defaultValue = checkedDefault(decl, type: type, rules: rules)
        let (key, renamedFrom, icon, color) = checkUntypedParts(decl)
        var ir = SettingIR(
            name: decl.name.value, key: key, title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            description: decl.description?.value, type: type, defaultValue: defaultValue, range: rules.range, step: rules.step,
            requiresRestart: decl.keys.flag(.requiresRestart)?.value ?? false, sideEffect: decl.sideEffect?.value,
            skip: decl.keys.flag(.skip)?.value ?? false, deprecated: decl.deprecated.map { DeprecationIR(message: $0.value) },
            location: decl.name.location)
        ir.renamedFrom = renamedFrom
        ir.icon = icon
        ir.color = color
        ir.stringRules = rules.stringRules
        ir.listRules = rules.listRules
        ir.isSecure = decl.keys.flag(.secure)?.value == true && type.wrapped == .string
        // `export:` is a `.choice` of the language table: the parser kept only one of its words.
        ir.exportPolicy = decl.export.flatMap { ExportPolicy(rawValue: $0.value) }
        applyFormProperties(decl, to: &ir)
        ir.written = writtenKeys(decl)
        if !decl.keys.isEmpty {  // the keys read by their shape; most settings write none (issue 32)
            ir.intents = decl.keys.flag(.intents)?.value
            ir.intentPhrases = decl.keys.texts(.intentPhrases).map(\.value)
        }
        if decl.remote.isSome { hasRemoteSettings = true }
        NameResolution.assign(&ir, in: place)
        return ir
    }

    /// The keys the passes after lowering check as written (`StorageCheck`, `SettingsAppChecker`, `RemoteCheck`).
    mutating func writtenKeys(_ decl: SettingDecl) -> WrittenKeysIR {
        var written = WrittenKeysIR()
        written.storage = decl.storage
        written.settingsApp = decl.settingsApp
        written.export = decl.export
        written.nameRange = decl.name.range
        // The keys read by their shape; most settings write none (issue 32: each asked for costs a search).
        if !decl.keys.isEmpty {
            written.storedAs = decl.keys.text(.storedAs)
            written.keychainService = decl.keys.text(.keychainService)
            written.intents = decl.keys.flag(.intents)
            written.intentPhrases = decl.keys.texts(.intentPhrases)
            if let node = decl.keys.node(.cascade) { written.cascades = writtenCascades(node, setting: decl.name.value) }
            written.resetLine = decl.keys.flag(.resetLine)?.value
            let from = decl.keys.text(.casesFrom), upTo = decl.keys.text(.casesUpTo)
            if let path = from ?? upTo {
                written.casesLimit = CasesLimitWrittenIR(path: path, isFrom: from != nil, conflict: from != nil ? upTo?.range : nil)
            }
            if written.resetLine != nil || written.casesLimit != nil { writesOptionRules = true }
        }
        if let node = decl.remote {
            let scalar = node.scalar.flatMap { $0.isNull ? nil : $0 }
            written.remote = RemoteWrittenIR(
                text: scalar?.value, isPlain: scalar?.style == .plain, found: scalar == nil ? node.kindDescription : "",
                range: node.range)
        }
        return written
    }

    /// `range:`, `step:`, the string and list rules and `secure:`, each against the setting's type.
    mutating func valueRules(_ decl: SettingDecl, type: ValueType) -> SettingValueRules {
        let name = decl.name.value
        var rules = SettingValueRules()
        if let node = decl.range {
            if type.isNumeric || type.listElementRules == .range {
                rules.range = parseRange(node, type: type.listElement ?? type.wrapped, setting: name)
            } else {
                diagnostics.emit(Diagnostic(.error, .rangeOnNonNumeric, "'\(name)' is of type \(type), which has no range; ranges apply to int, float and double", range: node.range))
            }
        }
        if let node = decl.step {
            if type.isNumeric {
                rules.step = parseStep(node, type: type.wrapped, setting: name)
            } else {
                diagnostics.emit(Diagnostic(.error, .stepOnNonNumeric, "'\(name)' is of type \(type), which has no step; steps apply to int, float and double", range: node.range))
            }
        }
        rules.stringRules = StringRuleCheck.rules(decl, type: type.listElementRules == .stringRules ? .string : type, diagnostics: &diagnostics)
        rules.listRules = ListRuleCheck.rules(decl, type: type, diagnostics: &diagnostics)
        if !decl.keys.isEmpty, let secure = decl.keys.flag(.secure), secure.value, type.wrapped != .string {
            diagnostics.emit(Diagnostic(
                .error, .secureOnNonString, "'\(name)' is of type \(type), which cannot be secure; `secure: true` applies to string and string?",
                range: secure.range))
        }
        return rules
    }

    /// The default: the written one checked against the type and the rules, else the implicit one (itself checked
    /// against the rules when the type is written). An explicit null for an optional parses as `.null`, the same as
    /// the implicit default. An invalid default is reported, and the setting stays in the IR with its declared type
    /// and a stand-in (the implicit default), so the later passes still check what reads it (a condition comparing
    /// it with a case, a replacement, a localization key) in the same run; the error keeps the IR from the backends.
    mutating func checkedDefault(_ decl: SettingDecl, type: ValueType, rules: SettingValueRules) -> Value {
        let name = decl.name.value
        var defaultValue: Value
        if let node = decl.defaultValue, let value = parseValue(node, as: type, subject: .defaultOf(name)) {
            defaultValue = value
            checkWrittenDefault(value, at: node, rules: rules, setting: name)
        } else if decl.defaultValue.isSome {
            defaultValue = implicitDefault(for: type, range: rules.range)
            invalidDefaults.insert(decl.name.location)
        } else if type.isFormattedString, !type.isOptional {
            diagnostics.emit(Diagnostic(
                .error, .formattedTypeWithoutDefault,
                "'\(name)' of type \(type) has no default, and no \(type) value is empty; give a default or make it optional ('\(type)?')",
                range: decl.type?.range ?? decl.name.range))
            defaultValue = implicitDefault(for: type, range: rules.range)
            invalidDefaults.insert(decl.name.location)
        } else {
            defaultValue = implicitDefault(for: type, range: rules.range)
            if let type = decl.type { checkImplicitDefault(defaultValue, at: type.range, rules: rules, setting: name) }
        }
        if case .double(let double) = defaultValue, type.wrapped == .float { defaultValue = .double(Double(Float(double))) }
        return defaultValue
    }

    /// A written default against the range, step, string and list rules; a list's elements each at its own place.
    mutating func checkWrittenDefault(_ value: Value, at node: YAMLNode, rules: SettingValueRules, setting name: String) {
        checkInRange(value, range: rules.range, step: rules.step, setting: name, at: node.range, implicit: false)
        if let stringRules = rules.stringRules {
            StringRuleCheck.checkDefault(value, rules: stringRules, setting: name, at: node.range, implicit: false, diagnostics: &diagnostics)
        }
        guard case .list(let elements) = value else { return }
        for (element, item) in zip(elements, node.sequence ?? []) {
            checkInRange(element, range: rules.range, step: nil, setting: name, at: item.range, implicit: false)
            if let stringRules = rules.stringRules {
                StringRuleCheck.checkDefault(element, rules: stringRules, setting: name, at: item.range, implicit: false, diagnostics: &diagnostics)
            }
        }
        if let listRules = rules.listRules {
            ListRuleCheck.checkDefault(value, rules: listRules, setting: name, at: node.range, implicit: false, diagnostics: &diagnostics)
        }
    }

    /// The implicit default (of a written type, reported at the type) against the rules: a range that excludes
    /// zero, a `minLength`, a `minItems`.
    mutating func checkImplicitDefault(_ value: Value, at range: SourceRange, rules: SettingValueRules, setting name: String) {
        checkInRange(value, range: rules.range, step: rules.step, setting: name, at: range, implicit: true)
        if let stringRules = rules.stringRules {
            StringRuleCheck.checkDefault(value, rules: stringRules, setting: name, at: range, implicit: true, diagnostics: &diagnostics)
        }
        if let listRules = rules.listRules {
            ListRuleCheck.checkDefault(value, rules: listRules, setting: name, at: range, implicit: true, diagnostics: &diagnostics)
        }
    }

    /// What the form shows of a setting: its platforms, unit and number format, the attributes taken as written,
    /// the placeholder (a text field's) and the control.
    mutating func applyFormProperties(_ decl: SettingDecl, to ir: inout SettingIR) {
        let name = ir.name, type = ir.type
        ir.platforms = PlatformRules.platforms(decl.platforms)
        (ir.unit, ir.format) = DisplayRules.check(decl, type: type, range: ir.range, defaultValue: ir.defaultValue, diagnostics: &diagnostics)
        if !decl.keys.isEmpty {
            // The keys written, in the table's order: `formAttribute` builds the key's spec, so asking every key of
            // the table cost each setting with keys about fifty specs (bench/README.md).
            let entries = decl.keys.entries
            ir.formAttributes = SettingKey.allCases.lazy.filter { key in entries.contains { $0.key == key } }.compactMap { $0.formAttribute(decl.keys) }
            checkChoiceTitles(decl, type: type, attributes: &ir.formAttributes)
        }
        if !decl.keys.isEmpty, let placeholder = decl.keys.text(.placeholder) {
            if type.wrapped == .string {
                ir.placeholder = placeholder.value
            } else {
                diagnostics.emit(Diagnostic(
                    .error, .placeholderOnNonString,
                    "'\(name)' is of type \(type), which has no text field; `placeholder` applies to string and string?",
                    range: placeholder.range))
            }
        }
        // A slider needs both ends of a range: when the range is written but was reported invalid, that is not
        // reported again (the one problem is the range).
        let rangeReported = decl.range.isSome && !ir.range.isSome && (type == .float || type == .double)
        ir.control = decl.control.flatMap { control in
            rangeReported && control.value == ControlIR.slider.rawValue
                ? .slider : ControlRules.check(control, setting: name, type: type, range: ir.range, diagnostics: &diagnostics)
        }
    }

    /// `onTitle:` and `offTitle:`: a bool's (or bool?'s) two-choice picker needs both; on another type, or alone, they
    /// are reported (SC1780, SC1781) and left out of the form.
    mutating func checkChoiceTitles(_ decl: SettingDecl, type: ValueType, attributes: inout [SettingsFormAttribute]) {
        let on = decl.keys.text(.onTitle), off = decl.keys.text(.offTitle)
        guard on != nil || off != nil else { return }
        let name = decl.name.value
        var problem = false
        if type.wrapped != .bool {
            for written in [on, off].compactMap({ $0 }) {
                diagnostics.emit(Diagnostic(
                    .error, .choiceTitlesNotApplicable,
                    "'\(name)' is of type \(type), which has no on and off; `onTitle` and `offTitle` make a bool or bool? a picker of two choices (an enum's cases have titles of their own)",
                    range: written.range))
            }
            problem = true
        } else if on == nil || off == nil {
            let (given, missing) = on != nil ? ("onTitle", "offTitle") : ("offTitle", "onTitle")
            diagnostics.emit(Diagnostic(
                .error, .choiceTitlesIncomplete,
                "'\(name)' has `\(given)` but no `\(missing)`; a picker of two choices needs a title for each, e.g. `onTitle: Public` and `offTitle: Private`",
                range: (on ?? off)!.range))
            problem = true
        }
        if problem {
            attributes.removeAll {
                $0.text?.member == SettingKey.onTitle.rawValue || $0.text?.member == SettingKey.offTitle.rawValue
            }
        }
    }

    /// The parts of a setting checked without its type: the side-effect hook, the key and old keys, the icon
    /// and its colour.
    mutating func checkUntypedParts(_ decl: SettingDecl) -> (key: String, renamedFrom: [String], icon: String?, color: String?) {
        if let hook = decl.sideEffect { _ = checkMemberName(hook, what: "side effect hook") }
        let key = decl.key.flatMap { checkKey($0) } ?? decl.name.value
        let renamedFrom = decl.renamedFrom.compactMap { checkKey($0) }
        return (key, renamedFrom, decl.icon.flatMap { checkIcon($0) }, decl.color.flatMap { checkColor($0) })
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
        // The name of a declared enum, written as the rule is (an uppercase ASCII letter first, a letter, digit or
        // `_` last: no list, no optional, no space around it) is that enum: one lookup, not the spelling's checks
        // below, which would find the same (issue 32: a large schema declares hundreds of enums).
        let utf8 = text.value.utf8
        if let first = utf8.first, first >= 0x41, first <= 0x5A, let last = utf8.last,
            (last >= 0x30 && last <= 0x39) || (last >= 0x41 && last <= 0x5A) || (last >= 0x61 && last <= 0x7A) || last == 0x5F,
            enums[text.value] != nil, invalidEnums.isEmpty || !invalidEnums.contains(text.value)
        {
            usedEnums.insert(text.value)
            return .enumeration(text.value)
        }
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
        if let builtin = BuiltinType.named(base) {
            inner = builtin.valueType
        } else if CustomTypeRules.isCustom(base) {
            guard let name = CustomTypeRules.name(base, at: text, diagnostics: &diagnostics) else { return nil }
            hasCustomTypes = true
            inner = .custom(name)
        } else {
            let name = String(base)
            if invalidEnums.contains(name) { return nil }  // the enum itself is reported
            guard enums[name] != nil else {
                let candidates = detailsAllowed ? BuiltinType.names + enums.keys.sorted() : []
                let hint = Suggestions.hint(for: name, in: candidates)
                diagnostics.emit(Diagnostic(
                    .error, .unknownType,
                    "unknown type '\(name)'\(hint.isEmpty ? "; types are \(BuiltinType.names.joined(separator: ", ")), a declared enum, or one of these followed by '?'" : hint)",
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
        // No bytes: `data`'s empty value.
        case .data: return .string("")
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
}

extension SchemaValidator {
    /// `cascade:` as written: a list of `{when, set}` mappings (`CascadeKey`), `set:` a mapping of dotted paths to
    /// values. The shape is checked here; the targets, the values and cycles by `CascadeCheck`, which needs the tree.
    mutating func writtenCascades(_ node: YAMLNode, setting: String) -> [CascadeWrittenIR] {
        if node.scalar?.isNull == true { return [] }
        guard let items = node.sequence else {
            report(Diagnostic(
                .error, .wrongNodeKind,
                "`cascade` of '\(setting)' must be a list of {when, set} mappings, found \(node.kindDescription)", range: node.range))
            return []
        }
        var result: [CascadeWrittenIR] = []
        for item in items {
            guard let pairs = item.mapping else {
                report(Diagnostic(
                    .error, .wrongNodeKind,
                    "an entry of `cascade` of '\(setting)' must be a mapping {when: ..., set: {...}}, found \(item.kindDescription)",
                    range: item.range))
                continue
            }
            var when: WrittenValue?
            var set: [(path: Located<String>, value: WrittenValue)]?
            for pair in pairs {
                switch CascadeKey(rawValue: pair.name) {
                case .when: when = WrittenValue(pair.value)
                case .set:
                    guard let targets = pair.value.mapping else {
                        report(Diagnostic(
                            .error, .wrongNodeKind,
                            "`set` of a cascade of '\(setting)' must be a mapping of settings' dotted paths to values, found \(pair.value.kindDescription)",
                            range: pair.value.range))
                        set = []
                        continue
                    }
                    set = targets.map { (Located($0.name, $0.key.range), WrittenValue($0.value)) }
                case nil:
                    report(Construct.cascade.unknownKey(pair, in: "a cascade of '\(setting)'"))
                }
            }
            guard let set else {
                report(Diagnostic(
                    .error, .missingKey, "a cascade of '\(setting)' has no `set:`; give the settings it sets, e.g. `set: {section.other: value}`",
                    range: item.range))
                continue
            }
            if !set.isEmpty { result.append(CascadeWrittenIR(when: when, set: set, range: item.range)) }
        }
        return result
    }

    /// A reader of written values for a pass after lowering (`CascadeCheck`): lowering's `parseValue` with the enums
    /// lowering found, reporting into `diagnostics`.
    static func valueReader(
        file: String, enums: [String: EnumIR], enumCaseNames: [String: Set<String>], diagnostics: DiagnosticCollector
    ) -> SchemaValidator {
        var reader = SchemaValidator(ast: SchemaAST(file: file, location: SourceLocation(file: file, line: 1, column: 1)), diagnostics: diagnostics)
        reader.enums = enums
        reader.enumCaseNames = enumCaseNames
        return reader
    }
}
