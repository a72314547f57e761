/// A `visibleWhen:` or `enabledWhen:` condition of the schema, as the form carries it: an expression over the
/// values of other settings, named by their ids (dotted paths of persistence keys, ``SettingsFormSetting/id``),
/// and of facts the app knows, named `$` and their name (`$iPad`, `$accountCount`: ``SettingsFacts``), read through
/// the same lookup.
/// settingsc has checked it (every id names a setting, every comparison has operands of one kind), so
/// evaluating it cannot fail: see ``evaluate(_:)``.
public indirect enum SettingsCondition: Hashable, Sendable, CustomStringConvertible {
    case constant(Bool)
    /// A `bool` setting is on.
    case isOn(String)
    case not(SettingsCondition)
    case and(SettingsCondition, SettingsCondition)
    case or(SettingsCondition, SettingsCondition)
    case compare(SettingsConditionOperand, SettingsComparison, SettingsConditionOperand)
    /// `available(iOS 18)`: the app runs on that system, at that version or later (false on any other system).
    case available(SettingsOSVersion)

    /// Evaluates the condition with `value` giving each setting's (and fact's) current value by id, and `system`
    /// the system the app runs on (nil: none known, so `available(...)` is false).
    ///
    /// - An unknown id (nil) reads as `.none`.
    /// - `==` and `!=` compare numbers by value (`.int(2) == .float(2)`), other values exactly; `.none` equals
    ///   only `.none`, so `x == nil` holds exactly when the optional `x` has no value.
    /// - `<`, `<=`, `>`, `>=` compare numbers; with `.none` (an optional number without a value) or anything
    ///   not a number they are false.
    public func evaluate(_ value: (String) -> SettingsValue?, system: SettingsOSVersion? = nil) -> Bool {
        switch self {
        case .constant(let flag):
            return flag
        case .available(let required):
            return system?.isAtLeast(required) ?? false
        case .isOn(let id):
            return value(id) == .bool(true)
        case .not(let inner):
            return !inner.evaluate(value, system: system)
        case .and(let lhs, let rhs):
            return lhs.evaluate(value, system: system) && rhs.evaluate(value, system: system)
        case .or(let lhs, let rhs):
            return lhs.evaluate(value, system: system) || rhs.evaluate(value, system: system)
        case .compare(let lhs, let op, let rhs):
            return op.holds(lhs.value(value), rhs.value(value))
        }
    }

    /// The ids of the settings the condition reads, in order of appearance, without repeats (facts, `$name`, are
    /// not settings: see ``factIDs``).
    public var settingIDs: [String] { readIDs.filter { !SettingsFacts.isFactID($0) } }

    /// The ids of the facts the condition reads (`$iPad`), in order of appearance, without repeats.
    public var factIDs: [String] { readIDs.filter(SettingsFacts.isFactID) }

    /// Whether the condition reads a fact or the system's version, not only settings.
    public var readsFacts: Bool {
        switch self {
        case .constant: false
        case .available: true
        case .isOn(let id): SettingsFacts.isFactID(id)
        case .not(let inner): inner.readsFacts
        case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.readsFacts || rhs.readsFacts
        case .compare(let lhs, _, let rhs): [lhs, rhs].contains { if case .setting(let id) = $0 { SettingsFacts.isFactID(id) } else { false } }
        }
    }

    private var readIDs: [String] {
        var ids: [String] = []
        func visit(_ condition: SettingsCondition) {
            switch condition {
            case .constant, .available: break
            case .isOn(let id): if !ids.contains(id) { ids.append(id) }
            case .not(let inner): visit(inner)
            case .and(let lhs, let rhs), .or(let lhs, let rhs):
                visit(lhs)
                visit(rhs)
            case .compare(let lhs, _, let rhs):
                for operand in [lhs, rhs] {
                    if case .setting(let id) = operand, !ids.contains(id) { ids.append(id) }
                }
            }
        }
        visit(self)
        return ids
    }

    /// The condition in the schema's syntax, settings named by id: `smoothing.enabled && smoothing.level >= 2`.
    public var description: String { text(precedence: 0) }

    private func text(precedence: Int) -> String {
        switch self {
        case .constant(let flag): return "\(flag)"
        case .available(let version): return "available(\(version))"
        case .isOn(let id): return id
        case .not(let inner): return "!" + inner.text(precedence: 3)
        case .and(let lhs, let rhs):
            let body = "\(lhs.text(precedence: 2)) && \(rhs.text(precedence: 2))"
            return precedence > 2 ? "(\(body))" : body
        case .or(let lhs, let rhs):
            let body = "\(lhs.text(precedence: 1)) || \(rhs.text(precedence: 1))"
            return precedence > 1 ? "(\(body))" : body
        case .compare(let lhs, let op, let rhs):
            let body = "\(lhs) \(op.rawValue) \(rhs)"
            return precedence > 2 ? "(\(body))" : body
        }
    }
}

/// One side of a comparison in a ``SettingsCondition``.
public enum SettingsConditionOperand: Hashable, Sendable, CustomStringConvertible {
    /// The value of the setting with this id, or of the fact with this id (`$accountCount`).
    case setting(String)
    case value(SettingsValue)

    func value(_ lookup: (String) -> SettingsValue?) -> SettingsValue {
        switch self {
        case .setting(let id): lookup(id) ?? .none
        case .value(let value): value
        }
    }

    /// `smoothing.level`, `2`, `"text"`, `.weightedAverage`, `true`, `nil`.
    public var description: String {
        switch self {
        case .setting(let id): id
        case .value(.enumCase(let name)): "." + name
        case .value(.bool(let flag)): "\(flag)"
        case .value(.none): "nil"
        case .value(let value): value.displayText
        }
    }
}

/// A comparison operator of a ``SettingsCondition``.
public enum SettingsComparison: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Whether `lhs op rhs` holds, by the rules of ``SettingsCondition/evaluate(_:)``.
    public func holds(_ lhs: SettingsValue, _ rhs: SettingsValue) -> Bool {
        let order = Self.order(lhs, rhs)
        switch self {
        case .equal: return order.map { $0 == 0 } ?? (lhs == rhs)
        case .notEqual: return !(order.map { $0 == 0 } ?? (lhs == rhs))
        case .less: return order.map { $0 < 0 } ?? false
        case .lessOrEqual: return order.map { $0 <= 0 } ?? false
        case .greater: return order.map { $0 > 0 } ?? false
        case .greaterOrEqual: return order.map { $0 >= 0 } ?? false
        }
    }

    /// -1, 0 or 1 for two numbers (exact for two ints); nil when either is not a number.
    static func order(_ lhs: SettingsValue, _ rhs: SettingsValue) -> Int? {
        if case .int(let a) = lhs, case .int(let b) = rhs { return a < b ? -1 : (a > b ? 1 : 0) }
        guard let a = lhs.doubleValue, let b = rhs.doubleValue else { return nil }
        return a < b ? -1 : (a > b ? 1 : 0)
    }
}

// MARK: Visibility in a form

extension SettingsForm {
    /// The value of the setting with this id in `root`, or nil when the form has no such setting.
    public func value(ofSettingID id: String, in root: Root) -> SettingsValue? {
        setting(id: id)?.value(in: root)
    }

    /// Whether `condition` holds for `root` and `facts` (a fact the facts lack reads as nil, and `available(...)`
    /// as false without `facts.system`); no condition (nil) always holds.
    public func holds(_ condition: SettingsCondition?, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        guard let condition else { return true }
        return condition.evaluate({ id in
            SettingsFacts.isFactID(id) ? facts.values[id] : value(ofSettingID: id, in: root)
        }, system: facts.system)
    }

    /// The sections from the top level down to the one with this id (empty when there is none).
    public func sectionPath(toSectionID id: String) -> [SettingsFormSection<Root>] {
        index.sections[id].map(sections(along:)) ?? []
    }

    /// The sections from the top level down to the one holding the row (a setting, link, action, navigation
    /// or detail row) with this id.
    public func sectionPath(toRowID id: String) -> [SettingsFormSection<Root>] {
        index.rowSections[id].map(sections(along:)) ?? []
    }

    /// Whether a section is shown for `root`: its `visibleWhen:` and that of every section around it hold.
    public func isVisible(_ section: SettingsFormSection<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        sectionPath(toSectionID: section.id).allSatisfy { holds($0.visibleWhen, in: root, facts: facts) }
    }

    /// Whether a section's rows can be edited for `root`: its `enabledWhen:` and that of every section around it hold.
    public func isEnabled(_ section: SettingsFormSection<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        sectionPath(toSectionID: section.id).allSatisfy { holds($0.enabledWhen, in: root, facts: facts) }
    }

    /// Whether a row is shown for `root`: not `skip`, its `visibleWhen:` holds, and its sections are visible.
    public func isVisible(_ row: SettingsFormRow<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        if case .setting(let setting) = row, setting.isHidden { return false }
        return holds(row.visibleWhen, in: root, facts: facts)
            && sectionPath(toRowID: row.id).allSatisfy { holds($0.visibleWhen, in: root, facts: facts) }
    }

    /// Whether a row can be used for `root`: its `enabledWhen:` holds, and its sections are enabled.
    public func isEnabled(_ row: SettingsFormRow<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        holds(row.enabledWhen, in: root, facts: facts)
            && sectionPath(toRowID: row.id).allSatisfy { holds($0.enabledWhen, in: root, facts: facts) }
    }

    public func isVisible(_ setting: SettingsFormSetting<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        isVisible(.setting(setting), in: root, facts: facts)
    }

    public func isEnabled(_ setting: SettingsFormSetting<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        isEnabled(.setting(setting), in: root, facts: facts)
    }

    /// The rows of `section` shown for `root`, in order (``SettingsFormSection/screenRows`` whose conditions hold).
    public func visibleRows(of section: SettingsFormSection<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> [SettingsFormRow<Root>] {
        guard isVisible(section, in: root, facts: facts) else { return [] }
        return section.screenRows.filter { holds($0.visibleWhen, in: root, facts: facts) }
    }
}


// MARK: Options available now

extension SettingsForm {
    /// The options a picker offers for `setting` now: those whose `availableWhen:` holds for `root` and `facts` and
    /// that the setting's ``SettingsFormSetting/casesLimit`` allows, in order, and the setting's current value even
    /// when it is not available (a stored value is kept, never changed behind the person's back; the picker shows it
    /// until another is picked).
    public func availableOptions(of setting: SettingsFormSetting<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> [SettingsOption] {
        let limit = casesLimitBound(of: setting, in: root)
        guard limit != nil || setting.options.contains(where: { $0.availableWhen != nil }) else { return setting.options }
        let current = setting.value(in: root)
        var offered: [SettingsOption] = []
        for (index, option) in setting.options.enumerated()
        where option.value == current || isOffered(option, at: index, limit: limit, in: root, facts: facts) {
            offered.append(option)
        }
        return offered
    }

    /// Whether `setting`'s current value is an option that is not available now (its `availableWhen:` does not
    /// hold, or the setting's ``SettingsFormSetting/casesLimit`` leaves it out).
    public func holdsUnavailableValue(_ setting: SettingsFormSetting<Root>, in root: Root, facts: SettingsFacts = SettingsFacts()) -> Bool {
        let current = setting.value(in: root)
        guard let index = setting.options.firstIndex(where: { $0.value == current }) else { return false }
        return !isOffered(setting.options[index], at: index, limit: casesLimitBound(of: setting, in: root), in: root, facts: facts)
    }

    /// The limit of a setting's ``SettingsFormSetting/casesLimit`` now: the position among its options of the other
    /// setting's value, and whether the options from it (true) or up to it are offered; nil without a limit, or while
    /// the other setting's value is none of the options (an optional without a value).
    private func casesLimitBound(of setting: SettingsFormSetting<Root>, in root: Root) -> (position: Int, from: Bool)? {
        guard let limit = setting.casesLimit, let other = value(ofSettingID: limit.settingID, in: root), other != .none,
              let position = setting.options.firstIndex(where: { $0.value == other }) else { return nil }
        if case .from = limit { return (position, true) }
        return (position, false)
    }

    private func isOffered(
        _ option: SettingsOption, at index: Int, limit: (position: Int, from: Bool)?, in root: Root, facts: SettingsFacts
    ) -> Bool {
        if let limit, option.value != .none, limit.from ? index < limit.position : index > limit.position { return false }
        return holds(option.availableWhen, in: root, facts: facts)
    }
}

extension SettingsComparison {
    /// `is`, `is not`, `is less than`, `is at most`, `is more than`, `is at least`: as the docs and `settingsc preview`
    /// word a condition.
    public var phrase: String {
        switch self {
        case .equal: "is"
        case .notEqual: "is not"
        case .less: "is less than"
        case .lessOrEqual: "is at most"
        case .greater: "is more than"
        case .greaterOrEqual: "is at least"
        }
    }

    /// The operator with its operands swapped: `a < b` is `b > a`.
    public var flipped: SettingsComparison {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        case .equal, .notEqual: self
        }
    }
}
