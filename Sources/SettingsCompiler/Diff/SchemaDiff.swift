/// `(old IR, new IR) → [SchemaChange]`: what changed between two validated versions of a schema, and what each
/// change does to the values users saved with the old one.
///
/// Settings are matched the way the generated decoder reads a stored document: a setting of the new version reads
/// the value stored under its key path (the persistence keys from the root), or, when that is missing, under any
/// combination of its sections' and its own `renamedFrom` keys. So a match is exactly "the new version reads the
/// old version's value". What is left over is classified by schema names: the same path under another key is a
/// changed storage key, the same key in another section a move, anything else removed or added. Every verdict
/// follows the runtime's decoding rules (`SettingsDecodingContainer`): an `int` reads as a `double`, a `double`
/// with a fraction does not read as an `int`, a stored number outside the range is clamped, a string that breaks
/// the rules or a case the enum no longer has gives the default (or the enum's `fallback:`).
public enum SchemaDiff {
    public static func compare(old: SchemaIR, new: SchemaIR) -> [SchemaChange] {
        var differ = Differ(old: old, new: new)
        differ.run()
        return differ.changes
    }
}

/// A setting with the section it is declared in.
private struct Entry {
    var setting: SettingIR
    var section: SectionIR
}

private func keyOf(_ path: [String]) -> String { path.joined(separator: "\u{1F}") }

/// Alternatives bounded, so a hostile schema with many old names at every level cannot make the product explode.
private let maxAlternatives = 256

private struct Differ {
    let old: SchemaIR
    let new: SchemaIR
    var changes: [SchemaChange] = []

    var oldEntries: [Entry] = []
    var newEntries: [Entry] = []
    var oldSections: [String: SectionIR] = [:]          // by key path
    var oldSectionsByPath: [String: SectionIR] = [:]    // by name path
    /// For each new section (by key path), the old key paths it reads, current first.
    var sectionAlternatives: [String: [[String]]] = [:]
    /// Old section key path -> the new section that reads it.
    var newSectionForOld: [String: SectionIR] = [:]
    /// Old section key paths whose changed key is reported once for the section.
    var reportedSectionKeys: Set<String> = []

    init(old: SchemaIR, new: SchemaIR) {
        self.old = old
        self.new = new
    }

    mutating func run() {
        collect(old.root, into: &oldEntries, sections: &oldSections)
        var newSections: [String: SectionIR] = [:]
        collect(new.root, into: &newEntries, sections: &newSections)
        for section in oldSections.values { oldSectionsByPath[keyOf(section.path)] = section }
        alternatives(new.root, parent: [[]])
        compareSections(new.root)

        var oldByKeyPath: [String: Int] = [:]
        for (index, entry) in oldEntries.enumerated() { oldByKeyPath[keyOf(entry.setting.keyPath)] = index }
        var oldMatched = Array(repeating: false, count: oldEntries.count)
        var newMatched = Array(repeating: false, count: newEntries.count)

        // 1. What the new version reads: its key paths, then its renamed ones.
        for (newIndex, entry) in newEntries.enumerated() {
            let sectionAlts = sectionAlternatives[keyOf(entry.section.keyPath)] ?? [entry.section.keyPath]
            search: for sectionPath in sectionAlts {
                for key in [entry.setting.key] + entry.setting.renamedFrom {
                    if let oldIndex = oldByKeyPath[keyOf(sectionPath + [key])], !oldMatched[oldIndex] {
                        oldMatched[oldIndex] = true
                        newMatched[newIndex] = true
                        compare(oldEntries[oldIndex], entry)
                        break search
                    }
                }
            }
        }

        // 2. The same schema path under another key: the stored key changed without `renamedFrom`.
        var newByPath: [String: Int] = [:]
        for (index, entry) in newEntries.enumerated() where !newMatched[index] { newByPath[keyOf(entry.setting.path)] = index }
        for (oldIndex, entry) in oldEntries.enumerated() where !oldMatched[oldIndex] {
            guard let newIndex = newByPath[keyOf(entry.setting.path)], !newMatched[newIndex] else { continue }
            oldMatched[oldIndex] = true
            newMatched[newIndex] = true
            keyChanged(entry, newEntries[newIndex])
        }

        // 3. The same key in another section: moved.
        var newByKey: [String: [Int]] = [:]
        for (index, entry) in newEntries.enumerated() where !newMatched[index] { newByKey[entry.setting.key, default: []].append(index) }
        for (oldIndex, entry) in oldEntries.enumerated() where !oldMatched[oldIndex] {
            guard let newIndex = newByKey[entry.setting.key]?.first(where: { !newMatched[$0] }) else { continue }
            oldMatched[oldIndex] = true
            newMatched[newIndex] = true
            moved(entry, newEntries[newIndex])
        }

        // 4. Removed and added.
        var unmatchedBySection: [String: [Entry]] = [:]
        for (index, entry) in newEntries.enumerated() where !newMatched[index] {
            unmatchedBySection[keyOf(entry.section.path), default: []].append(entry)
        }
        for (oldIndex, entry) in oldEntries.enumerated() where !oldMatched[oldIndex] {
            removed(entry, candidates: unmatchedBySection[keyOf(entry.section.path)] ?? [])
        }
        for (newIndex, entry) in newEntries.enumerated() where !newMatched[newIndex] {
            record(.added, .compatible, entry, summary: "added (\(entry.setting.type), default \(text(entry.setting.defaultValue)))",
                   new: text(entry.setting.defaultValue), oldLocation: nil, newLocation: entry.setting.location,
                   newKeyPath: entry.setting.keyPath)
        }
    }

    // MARK: Walking

    private func collect(_ section: SectionIR, into entries: inout [Entry], sections: inout [String: SectionIR]) {
        if !section.path.isEmpty { sections[keyOf(section.keyPath)] = section }
        var bare = section
        bare.rows = []
        bare.sections = []
        for case .setting(let setting) in section.rows { entries.append(Entry(setting: setting, section: bare)) }
        for child in section.sections { collect(child, into: &entries, sections: &sections) }
    }

    private mutating func alternatives(_ section: SectionIR, parent: [[String]]) {
        sectionAlternatives[keyOf(section.keyPath)] = parent
        for child in section.sections {
            var next: [[String]] = []
            for path in parent {
                for key in [child.key] + child.renamedFrom where next.count < maxAlternatives { next.append(path + [key]) }
            }
            alternatives(child, parent: next)
        }
    }

    /// Sections: a renamed one (compatible) is reported once; a changed key without `renamedFrom` once, as data loss.
    private mutating func compareSections(_ section: SectionIR) {
        for child in section.sections {
            let alts = sectionAlternatives[keyOf(child.keyPath)] ?? []
            if let oldSection = alts.lazy.compactMap({ [oldSections] in oldSections[keyOf($0)] }).first {
                newSectionForOld[keyOf(oldSection.keyPath)] = child
                if oldSection.keyPath != child.keyPath || oldSection.path != child.path {
                    let from = oldSection.keyPath != child.keyPath
                        ? "stored under '\(FormNames.dottedPath(child.keyPath))', read from '\(FormNames.dottedPath(oldSection.keyPath))' (renamedFrom)"
                        : "renamed from '\(FormNames.dottedPath(oldSection.path))', stored key unchanged"
                    var change = SchemaChange(
                        kind: .sectionRenamed, severity: .compatible, path: FormNames.dottedPath(child.path),
                        section: Array(child.path.dropLast()), sectionTitle: section.title, title: child.title,
                        summary: "section \(from)", old: FormNames.dottedPath(oldSection.path), new: FormNames.dottedPath(child.path),
                        oldLocation: oldSection.location, newLocation: child.location)
                    change.oldKeyPath = oldSection.keyPath
                    change.newKeyPath = child.keyPath
                    changes.append(change)
                }
            } else if let oldSection = oldSectionsByPath[keyOf(child.path)], !oldSection.path.isEmpty {
                newSectionForOld[keyOf(oldSection.keyPath)] = child
                reportedSectionKeys.insert(keyOf(oldSection.keyPath))
                let oldKey = oldSection.keyPath.last ?? oldSection.key
                var change = SchemaChange(
                    kind: .storageKeyChanged, severity: .dataLoss, path: FormNames.dottedPath(child.path),
                    section: Array(child.path.dropLast()), sectionTitle: section.title, title: child.title,
                    summary: "the section is stored under '\(FormNames.dottedPath(child.keyPath))', no longer '\(FormNames.dottedPath(oldSection.keyPath))'",
                    consequence: "every value saved in it is no longer read",
                    old: FormNames.dottedPath(oldSection.keyPath), new: FormNames.dottedPath(child.keyPath),
                    oldLocation: oldSection.location, newLocation: child.location,
                    fix: "add `renamedFrom: \(oldKey)` to section '\(FormNames.dottedPath(child.path))'", code: .storedKeyChanged)
                change.oldKeyPath = oldSection.keyPath
                change.newKeyPath = child.keyPath
                changes.append(change)
            }
            compareSections(child)
        }
    }

    // MARK: Recording

    private mutating func record(
        _ kind: SchemaChange.Kind, _ severity: SchemaChange.Severity, _ entry: Entry, summary: String,
        consequence: String? = nil, old oldText: String? = nil, new newText: String? = nil,
        oldLocation: SourceLocation?, newLocation: SourceLocation?, fix: String? = nil, code: DiagnosticCode? = nil,
        oldKeyPath: [String]? = nil, newKeyPath: [String]? = nil
    ) {
        var change = SchemaChange(
            kind: kind, severity: severity, path: FormNames.dottedPath(entry.setting.path), section: entry.section.path,
            sectionTitle: entry.section.title, title: entry.setting.title, summary: summary, consequence: consequence,
            old: oldText, new: newText, oldLocation: oldLocation, newLocation: newLocation, fix: fix, code: code)
        change.oldKeyPath = oldKeyPath
        change.newKeyPath = newKeyPath
        changes.append(change)
    }

    private mutating func keyChanged(_ oldEntry: Entry, _ newEntry: Entry) {
        let oldPath = oldEntry.setting.keyPath, newPath = newEntry.setting.keyPath
        // A section's key that changed is reported once, for the section.
        let covered = (1..<max(1, oldPath.count)).contains { reportedSectionKeys.contains(keyOf(Array(oldPath.prefix($0)))) }
        if !covered {
            record(.storageKeyChanged, .dataLoss, newEntry,
                   summary: "stored under '\(FormNames.dottedPath(newPath))', no longer '\(FormNames.dottedPath(oldPath))'",
                   consequence: "the saved value is no longer read (the setting takes its default)",
                   old: FormNames.dottedPath(oldPath), new: FormNames.dottedPath(newPath),
                   oldLocation: oldEntry.setting.location, newLocation: newEntry.setting.location,
                   fix: oldPath.dropLast() == newPath.dropLast()
                       ? "add `renamedFrom: \(oldEntry.setting.key)` to '\(newEntry.setting.name)'"
                       : "add `renamedFrom:` with the old key to the section whose key changed",
                   code: .storedKeyChanged, oldKeyPath: oldPath, newKeyPath: newPath)
        }
        compareValues(oldEntry, newEntry)
    }

    private mutating func moved(_ oldEntry: Entry, _ newEntry: Entry) {
        let from = FormNames.dottedPath(oldEntry.setting.path)
        record(.moved, .dataLoss, newEntry,
               summary: "moved from '\(from)' (stored under '\(FormNames.dottedPath(oldEntry.setting.keyPath))')",
               consequence: "the saved value is not read in its new section (the setting takes its default)",
               old: from, new: FormNames.dottedPath(newEntry.setting.path),
               oldLocation: oldEntry.setting.location, newLocation: newEntry.setting.location,
               fix: "keep '\(from)' as a deprecated setting with `deprecated: {replacement: \(FormNames.dottedPath(newEntry.setting.path))}`, so its saved value migrates",
               code: .settingMoved, oldKeyPath: oldEntry.setting.keyPath, newKeyPath: newEntry.setting.keyPath)
        compareValues(oldEntry, newEntry)
    }

    private mutating func removed(_ entry: Entry, candidates: [Entry]) {
        let key = entry.setting.key
        // A rename is suggested when exactly one new setting of the section could be it (looked for among a few,
        // so a section with thousands of new settings stays linear).
        var sameType: [Entry] = []
        for candidate in candidates.prefix(64) where typeVerdict(entry.setting.type, candidate.setting.type).severity == .compatible {
            sameType.append(candidate)
            if sameType.count > 1 { break }
        }
        if candidates.count > 64 { sameType = [] }
        let fix = sameType.count == 1
            ? "if '\(sameType[0].setting.name)' replaces it, add `renamedFrom: \(key)` to it; otherwise keep the setting with `deprecated:` while saved values matter"
            : "if a new setting of the same section replaces it, add `renamedFrom: \(key)` to that setting; otherwise keep it with `deprecated:` while saved values matter"
        let section = newSectionForOld[keyOf(entry.section.keyPath)] ?? (entry.section.path.isEmpty ? new.root : nil)
        // Listed with the section it was in, as the new version names it (when that section is still there).
        var entry = entry
        if let section {
            entry.section.path = section.path
            entry.section.title = section.title
        }
        record(.removed, .dataLoss, entry, summary: "removed",
               consequence: "the app no longer reads its saved value (the file keeps it as an unknown field)",
               old: text(entry.setting.defaultValue),
               oldLocation: entry.setting.location, newLocation: section?.location, fix: fix, code: .settingRemoved,
               oldKeyPath: entry.setting.keyPath)
    }

    // MARK: Comparing a matched pair

    private mutating func compare(_ oldEntry: Entry, _ newEntry: Entry) {
        let o = oldEntry.setting, n = newEntry.setting
        if o.key != n.key {
            record(.renamed, .compatible, newEntry,
                   summary: "renamed from '\(o.key)'; the saved value is read from the old key (renamedFrom)",
                   old: FormNames.dottedPath(o.path), new: FormNames.dottedPath(n.path),
                   oldLocation: o.location, newLocation: n.location, oldKeyPath: o.keyPath, newKeyPath: n.keyPath)
        } else if o.name != n.name {
            record(.renamed, .compatible, newEntry,
                   summary: "renamed from '\(o.name)' in Swift; still stored under '\(n.key)'",
                   old: FormNames.dottedPath(o.path), new: FormNames.dottedPath(n.path),
                   oldLocation: o.location, newLocation: n.location, oldKeyPath: o.keyPath, newKeyPath: n.keyPath)
        }
        compareValues(oldEntry, newEntry)
    }

    private mutating func compareValues(_ oldEntry: Entry, _ newEntry: Entry) {
        let o = oldEntry.setting, n = newEntry.setting
        var found: [Finding] = []
        func add(_ kind: SchemaChange.Kind, _ severity: SchemaChange.Severity, _ summary: String, consequence: String? = nil,
                 old: String? = nil, new: String? = nil, fix: String? = nil, code: DiagnosticCode? = nil) {
            Finding.add(&found, kind, severity, summary, consequence, old, new, fix, code)
        }
        defer {
            for finding in found {
                record(finding.kind, finding.severity, newEntry, summary: finding.summary, consequence: finding.consequence,
                       old: finding.old, new: finding.new, oldLocation: o.location, newLocation: n.location,
                       fix: finding.fix, code: finding.code, oldKeyPath: o.keyPath, newKeyPath: n.keyPath)
            }
        }

        // Type.
        let oldEnum = o.type.wrapped.enumName.flatMap(old.enumDecl(named:))
        let newEnum = n.type.wrapped.enumName.flatMap(new.enumDecl(named:))
        // A type that no longer reads saved values takes the default: its change is part of the type change.
        var typeLosesValues = false
        if o.type != n.type {
            let verdict = typeVerdict(o.type, n.type)
            typeLosesValues = verdict.severity == .dataLoss
            let defaults = typeLosesValues && !sameValue(o.defaultValue, n.defaultValue)
                ? " (default \(text(o.defaultValue)) → \(text(n.defaultValue)))" : ""
            add(.typeChanged, verdict.severity, "type \(o.type) → \(n.type)\(defaults)", consequence: verdict.consequence,
                old: "\(o.type)", new: "\(n.type)", fix: verdict.fix, code: verdict.code)
        }
        if let oldEnum, let newEnum { found += Self.compareCases(oldEnum, newEnum) }

        // Default (an enum case read through the new enum's renames).
        var oldDefault = o.defaultValue
        if case .enumCase(let name) = oldDefault, let newEnum, let renamed = newEnum.cases.first(where: { $0.renamedFrom.contains(name) }) {
            oldDefault = .enumCase(renamed.name)
        }
        if !typeLosesValues, !sameValue(oldDefault, n.defaultValue) {
            add(.defaultChanged, .compatible, "default \(text(o.defaultValue)) → \(text(n.defaultValue)) (saved values are kept)",
                old: text(o.defaultValue), new: text(n.defaultValue))
        }

        // Range and step (numbers only).
        if n.type.isNumeric || n.type.listElement?.isNumeric == true {
            found += Self.compareRange(o, n)
        }

        // String and list rules.
        found += Self.compareRules(o, n)

        // Deprecation.
        if o.deprecated == nil, let deprecation = n.deprecated {
            let replacement = deprecation.replacement.map { "; replaced by '\($0.path)' (its saved value migrates there)" } ?? ""
            add(.deprecated, .compatible, "deprecated\(replacement)", new: deprecation.message)
        } else if o.deprecated != nil, n.deprecated == nil {
            add(.undeprecated, .compatible, "no longer deprecated")
        }

        // What the screen shows; the model stores the value either way.
        let oldVisible = [o.visibleWhen?.text, o.enabledWhen?.text, o.skip ? "skip" : nil]
        let newVisible = [n.visibleWhen?.text, n.enabledWhen?.text, n.skip ? "skip" : nil]
        if oldVisible != newVisible {
            add(.visibilityChanged, .compatible, "shown \(visibility(o)) → \(visibility(n))", old: visibility(o), new: visibility(n))
        }
        if o.platforms != n.platforms {
            add(.platformsChanged, .compatible, "platforms \(platforms(o.platforms)) → \(platforms(n.platforms))",
                old: platforms(o.platforms), new: platforms(n.platforms))
        }
    }

    private static func compareCases(
        _ oldEnum: EnumIR, _ newEnum: EnumIR) -> [Finding] {
        var found: [Finding] = []
        let current = Set(newEnum.cases.map(\.name))
        var known = Set(oldEnum.cases.map(\.name))
        for oldCase in oldEnum.cases where !current.contains(oldCase.name) {
            if let renamed = newEnum.cases.first(where: { $0.renamedFrom.contains(oldCase.name) }) {
                known.insert(renamed.name)
                Finding.add(&found, .enumCaseRenamed, .compatible, "case '\(oldCase.name)' of \(newEnum.name) renamed to '\(renamed.name)' (saved values read as it)",
                    nil, oldCase.name, renamed.name, nil, nil)
            } else if let fallback = newEnum.fallback {
                Finding.add(&found, .enumCaseRemoved, .valueChange, "case '\(oldCase.name)' of \(newEnum.name) removed",
                    "a saved '\(oldCase.name)' reads as the fallback '\(fallback)'", oldCase.name, nil,
                    "if a case replaces it, add `renamedFrom: \(oldCase.name)` to that case", .caseFallback)
            } else {
                Finding.add(&found, .enumCaseRemoved, .dataLoss, "case '\(oldCase.name)' of \(newEnum.name) removed",
                    "a saved '\(oldCase.name)' is no longer read (the setting takes its default)", oldCase.name, nil,
                    "add `renamedFrom: \(oldCase.name)` to the case that replaces it, or `fallback:` to enum \(newEnum.name)", .enumCaseRemoved)
            }
        }
        for newCase in newEnum.cases where !known.contains(newCase.name) {
            Finding.add(&found, .enumCaseAdded, .compatible, "case '\(newCase.name)' added to \(newEnum.name)", nil, nil, newCase.name, nil, nil)
        }
        return found
    }

    private static func compareRange(
        _ o: SettingIR, _ n: SettingIR) -> [Finding] {
        var found: [Finding] = []
        let oldLower = o.range?.lowerBound?.asDouble, oldUpper = o.range?.upperBound?.asDouble
        let newLower = n.range?.lowerBound?.asDouble, newUpper = n.range?.upperBound?.asDouble
        if oldLower != newLower || oldUpper != newUpper {
            let raisedLower = newLower.map { lower in oldLower.map { lower > $0 } ?? true } ?? false
            let loweredUpper = newUpper.map { upper in oldUpper.map { upper < $0 } ?? true } ?? false
            let summary = "range \(rangeText(o.range)) → \(rangeText(n.range))"
            if raisedLower || loweredUpper {
                var parts: [String] = []
                if raisedLower, let bound = n.range?.lowerBound { parts.append("below \(text(bound)) read as \(text(bound))") }
                if loweredUpper, let bound = n.range?.upperBound { parts.append("above \(text(bound)) read as \(text(bound))") }
                Finding.add(&found, .rangeChanged, .valueChange, summary, "saved values " + parts.joined(separator: ", ") + " (clamped)",
                    rangeText(o.range), rangeText(n.range), "widen the range again if saved values outside it must stay", .rangeNarrowed)
            } else {
                Finding.add(&found, .rangeChanged, .compatible, summary + " (widened: saved values are kept)", nil, rangeText(o.range), rangeText(n.range), nil, nil)
            }
        }
        let oldStep = o.step?.asDouble, newStep = n.step?.asDouble
        // Allowed values count from the range's minimum (or 0): a new origin moves the grid too.
        let oldOrigin = oldLower ?? 0, newOrigin = newLower ?? 0
        if oldStep != newStep || (newStep != nil && oldOrigin != newOrigin) {
            let summary = "step \(o.step.map(text) ?? "none") → \(n.step.map(text) ?? "none")"
                + (oldStep == newStep ? " counted from \(newOrigin.formatted) instead of \(oldOrigin.formatted)" : "")
            guard let newStep else {
                Finding.add(&found, .stepChanged, .compatible, summary + " (saved values are kept)", nil, o.step.map(text), nil, nil, nil)
                return found
            }
            let finer = oldStep.map { old in
                let ratio = old / newStep
                return ratio == ratio.rounded() && (oldOrigin - newOrigin).truncatingRemainder(dividingBy: newStep) == 0
            } ?? false
            if finer {
                Finding.add(&found, .stepChanged, .compatible, summary + " (finer: saved values are on the new grid)", nil, o.step.map(text), text(n.step!), nil, nil)
            } else {
                Finding.add(&found, .stepChanged, .valueChange, summary, "saved values between steps are snapped to the nearest step",
                    o.step.map(text), text(n.step!), "choose a step that divides the old one (and keep the range's minimum)", .stepChanged)
            }
        }
        return found
    }

    private static func compareRules(
        _ o: SettingIR, _ n: SettingIR) -> [Finding] {
        var found: [Finding] = []
        let oldRules = o.stringRules ?? StringRulesIR(), newRules = n.stringRules ?? StringRulesIR()
        if oldRules.minLength != newRules.minLength || oldRules.maxLength != newRules.maxLength || oldRules.pattern != newRules.pattern {
            var stricter: [String] = []
            if let minimum = newRules.minLength, minimum > (oldRules.minLength ?? 0) { stricter.append("minLength \(minimum)") }
            if let maximum = newRules.maxLength, maximum < (oldRules.maxLength ?? Int.max) { stricter.append("maxLength \(maximum)") }
            if let pattern = newRules.pattern, pattern != oldRules.pattern { stricter.append("pattern \(pattern)") }
            let summary = "string rules \(rulesText(oldRules)) → \(rulesText(newRules))"
            if stricter.isEmpty {
                Finding.add(&found, .rulesChanged, .compatible, summary + " (looser: saved values are kept)", nil, rulesText(oldRules), rulesText(newRules), nil, nil)
            } else {
                Finding.add(&found, .rulesChanged, .dataLoss, summary,
                    "saved strings that break \(stricter.joined(separator: ", ")) are dropped (the setting takes its default)",
                    rulesText(oldRules), rulesText(newRules),
                    "keep the old rules, or accept that such saved values are reset", .stricterRules)
            }
        }
        let oldItems = o.listRules ?? ListRulesIR(minItems: nil, maxItems: nil)
        let newItems = n.listRules ?? ListRulesIR(minItems: nil, maxItems: nil)
        if oldItems != newItems {
            let summary = "list rules \(itemsText(oldItems)) → \(itemsText(newItems))"
            if let minimum = newItems.minItems, minimum > (oldItems.minItems ?? 0) {
                Finding.add(&found, .rulesChanged, .dataLoss, summary, "saved lists of fewer than \(minimum == 1 ? "1 item (empty lists)" : "\(minimum) items") are dropped (the setting takes its default)",
                    itemsText(oldItems), itemsText(newItems), "keep the old minItems, or accept that such saved lists are reset", .stricterRules)
            } else if let maximum = newItems.maxItems, maximum < (oldItems.maxItems ?? Int.max) {
                Finding.add(&found, .rulesChanged, .valueChange, summary, "saved lists longer than \(maximum) items are cut to their first \(maximum)",
                    itemsText(oldItems), itemsText(newItems), "keep the old maxItems if longer saved lists must stay whole", .listLimitLowered)
            } else {
                Finding.add(&found, .rulesChanged, .compatible, summary + " (looser: saved values are kept)", nil, itemsText(oldItems), itemsText(newItems), nil, nil)
            }
        }
        return found
    }
}

/// One change of a matched setting, before it is recorded with the setting's places.
private struct Finding {
    var kind: SchemaChange.Kind
    var severity: SchemaChange.Severity
    var summary: String
    var consequence: String?
    var old: String?
    var new: String?
    var fix: String?
    var code: DiagnosticCode?

    static func add(
        _ list: inout [Finding], _ kind: SchemaChange.Kind, _ severity: SchemaChange.Severity, _ summary: String,
        _ consequence: String?, _ old: String?, _ new: String?, _ fix: String?, _ code: DiagnosticCode?
    ) {
        list.append(Finding(kind: kind, severity: severity, summary: summary, consequence: consequence, old: old, new: new, fix: fix, code: code))
    }
}

// MARK: Types

struct TypeVerdict {
    var severity: SchemaChange.Severity
    var consequence: String?
    var fix: String?
    var code: DiagnosticCode?
}

/// What a stored value of `old` becomes when the new version reads it as `new`, by the runtime's decoding rules.
func typeVerdict(_ old: ValueType, _ new: ValueType) -> TypeVerdict {
    let base = baseVerdict(old.wrapped, new.wrapped)
    if base.severity == .dataLoss { return base }
    if old.isOptional, !new.isOptional {
        return TypeVerdict(severity: .valueChange,
                           consequence: [base.consequence, "a saved null reads as the default"].compactMap { $0 }.joined(separator: "; "),
                           fix: "keep the type optional (`\(new)?`) if a saved null must stay null", code: .convertingTypeChange)
    }
    return base
}

private func baseVerdict(_ old: ValueType, _ new: ValueType) -> TypeVerdict {
    let loss = { (what: String) in
        TypeVerdict(severity: .dataLoss, consequence: "\(what) (the setting takes its default)",
                    fix: "keep the old type, or add a new setting of the new type and deprecate this one", code: .incompatibleTypeChange)
    }
    switch (old, new) {
    case _ where old == new: return TypeVerdict(severity: .compatible)
    case (.enumeration, .enumeration): return TypeVerdict(severity: .compatible)   // the cases are compared on their own
    case (.int, .double), (.float, .double): return TypeVerdict(severity: .compatible)
    case (.int, .float):
        return TypeVerdict(severity: .valueChange, consequence: "saved integers beyond 16,777,216 are rounded to the nearest float",
                           fix: "use `double`, which holds every saved int", code: .convertingTypeChange)
    case (.double, .float):
        return TypeVerdict(severity: .valueChange, consequence: "saved numbers are rounded to the nearest float",
                           fix: "keep `double` if saved numbers need its precision", code: .convertingTypeChange)
    case (.float, .int), (.double, .int): return loss("a saved number with a fraction is no longer read")
    case (.enumeration, .string), (.url, .string), (.color, .string), (.date, .string), (.data, .string): return TypeVerdict(severity: .compatible)
    case (.string, .url), (.string, .color), (.string, .date), (.enumeration, .url), (.enumeration, .color), (.enumeration, .date):
        return loss("a saved string that is not a \(new) is no longer read")
    case (.string, .enumeration): return loss("a saved string that is not a case is no longer read")
    case (.list(let oldElement), .list(let newElement)):
        let element = baseVerdict(oldElement, newElement)
        return element.severity == .compatible ? element : loss("saved elements of type \(oldElement) are dropped")
    default: return loss("a saved \(old) is not a \(new) and is no longer read")
    }
}

extension ValueType {
    fileprivate var enumName: String? {
        if case .enumeration(let name) = self { return name }
        return nil
    }
}

// MARK: Text

private func sameValue(_ lhs: Value, _ rhs: Value) -> Bool {
    if let l = lhs.asDouble, let r = rhs.asDouble { return l == r }
    if case .list(let l) = lhs, case .list(let r) = rhs { return l.count == r.count && zip(l, r).allSatisfy(sameValue) }
    // An enum case is stored as its name: the same value as that string.
    switch (lhs, rhs) {
    case (.enumCase(let l), .string(let r)), (.string(let l), .enumCase(let r)): return l == r
    default: return lhs == rhs
    }
}

/// A value as the schema writes it: `14`, `"Rider"`, `light`, `null`, `[a, b]`.
func text(_ value: Value) -> String {
    switch value {
    case .bool(let flag): "\(flag)"
    case .int(let number): "\(number)"
    case .double(let number): number.formatted
    case .string(let string): JSONValue.quote(string)
    case .enumCase(let name): name
    case .null: "null"
    case .list(let elements): "[" + elements.map(text).joined(separator: ", ") + "]"
    }
}

extension Double {
    /// `15` for 15.0, `0.5` otherwise as Swift prints it.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}

private func rangeText(_ range: RangeIR?) -> String {
    guard let range else { return "none" }
    return (range.lowerBound.map(text) ?? "") + "..." + (range.upperBound.map(text) ?? "")
}

private func rulesText(_ rules: StringRulesIR) -> String {
    var parts: [String] = []
    if let minimum = rules.minLength { parts.append("minLength \(minimum)") }
    if let maximum = rules.maxLength { parts.append("maxLength \(maximum)") }
    if let pattern = rules.pattern { parts.append("pattern \(pattern)") }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
}

private func itemsText(_ rules: ListRulesIR) -> String {
    var parts: [String] = []
    if let minimum = rules.minItems { parts.append("minItems \(minimum)") }
    if let maximum = rules.maxItems { parts.append("maxItems \(maximum)") }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
}

private func visibility(_ setting: SettingIR) -> String {
    var parts: [String] = []
    if setting.skip { parts.append("not on screen (skip)") }
    if let condition = setting.visibleWhen { parts.append("when \(condition.text)") }
    if let condition = setting.enabledWhen { parts.append("enabled when \(condition.text)") }
    return parts.isEmpty ? "always" : parts.joined(separator: ", ")
}

private func platforms(_ list: [Platform]?) -> String {
    guard let list else { return "all" }
    return list.map { "\($0)" }.joined(separator: ", ")
}
