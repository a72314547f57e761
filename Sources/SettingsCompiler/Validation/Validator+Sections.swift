import SettingsRuntime

/// Sections and their rows: members, actions, links, icons, colours, header and footer, renames, keys.
/// Part of `SchemaValidator` (Validator.swift).
extension SchemaValidator {
    /// Lowers a section declared in the section at `parent` (the root's for a top-level section), its names
    /// resolved as it is made (`NameResolution`).
    mutating func validateSection(_ decl: SectionDecl, topLevel: Bool = false, in parent: NameResolution.Place) -> SectionIR {
        let nameIsUsable = checkMemberName(decl.name, what: "section", also: topLevel ? .topLevelSection : nil)
        let typeName = SwiftNames.typeName(forSection: decl.name.value)
        if nameIsUsable {
            if let reason = ReservedNames.reason(typeName, at: .typeName) {
                diagnostics.error(.reservedName, "section '\(decl.name.value)' would be the Swift type '\(typeName)', which is reserved for the generated code (\(reason))", at: decl.name.location)
            } else {
                registerType(typeName, .section(decl.name.value), at: decl.name.location)
            }
        }
        // The settings first, then the subsections, then the other rows (the order the checks have always run in);
        // the section keeps them all in declaration order. The settings wait by row in a list of their own (a
        // list of optional rows of the runtime's generic `SettingsRowOf` was made and filled through its value
        // witnesses, about 700 instructions a row; issue 32), and every row is read in place, never copied.
        // The key as `checkKey` below reads it (an invalid one, reported there, falls back to the name), for the
        // names of the section's place.
        let key = decl.key.flatMap { LexicalRule.persistenceKey.matches($0.value) ? $0.value : nil } ?? decl.name.value
        let place = parent.child(name: decl.name.value, key: key)
        let rowCount = decl.rows.count
        var settings = [SettingIR?](repeating: nil, count: rowCount)
        // The settings' names and keys, taken here for `checkMembers` (a second read of each row there copied it).
        var members: [DeclaredMember] = []
        members.reserveCapacity(rowCount)
        for index in 0..<rowCount {
            guard let setting = decl.rows[index].declaredSetting else { continue }
            let fields = setting.fields
            members.append(DeclaredMember(name: fields.name, key: setting.key?.value))
            settings[index] = validateSetting(setting, in: place)
        }
        let sections = decl.sections.map { validateSection($0, in: place) }
        checkMembers(settings: members, sections: sections, declarations: decl.sections)
        checkRenames(rows: decl.rows, sections: decl.sections)
        var kept: [RowIR] = []
        // At their exact count: the rows are held to the end of the run (issue 32, memory).
        kept.reserveCapacity(rowCount)
        var keptIndices = [Int?](repeating: nil, count: rowCount)
        for index in 0..<rowCount {
            let row = decl.rows[index].lowered(by: &self, setting: settings[index])
            if let row {
                keptIndices[index] = kept.count
                kept.append(row)
            }
        }
        if decl.rows.isEmpty, decl.sections.isEmpty, !decl.hadErrors {
            diagnostics.warning(.emptySection, "section '\(decl.name.value)' declares no settings and no subsections", at: decl.name.location)
        }
        if let written = decl.key { _ = checkKey(written) }
        var ir = SectionIR(
            name: decl.name.value, typeName: typeName, key: key,
            title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            description: decl.description?.value, header: headerFooter(decl.header), footer: headerFooter(decl.footer),
            settings: [], sections: sections, location: decl.name.location)
        ir.rows = kept
        NameResolution.assign(&ir, at: place)
        ir.written = writtenKeys(decl, keptIndices: keptIndices)
        if decl.resetLine.isSome { writesOptionRules = true }
        ir.renamedFrom = decl.renamedFrom.compactMap { checkKey($0) }
        ir.icon = decl.icon.flatMap { checkIcon($0) }
        ir.color = decl.color.flatMap { checkColor($0) }
        ir.platforms = PlatformRules.platforms(decl.platforms)
        ir.intents = decl.intents?.value
        if let presentation = decl.presentation {
            if let value = SectionPresentation(rawValue: presentation.value) {
                ir.presentation = value
            } else {
                diagnostics.emit(Diagnostic(
                    .error, .invalidScalar,
                    "the presentation of section '\(decl.name.value)' must be `screen` (a screen of its own, the default), `inline` (shown in its parent's screen) or `unlisted` (a screen only navigation rows open), found '\(presentation.value)'",
                    range: presentation.range))
            }
        }
        return ir
    }

    /// The keys the passes after lowering check as written (`StorageCheck`, `SettingsAppChecker`,
    /// `ConditionChecker`); `keptIndices` are the index in the IR's rows of each row by declaration, nil where
    /// lowering refused one.
    func writtenKeys(_ decl: SectionDecl, keptIndices: [Int?]) -> WrittenKeysIR {
        var written = WrittenKeysIR()
        written.storage = decl.storage
        written.settingsApp = decl.settingsApp
        written.nameRange = decl.name.range
        written.intents = decl.intents
        written.commit = decl.commit.flatMap { SettingsCommitMode(rawValue: $0.value) }
        written.resetLine = decl.resetLine?.value
        written.visibleWhen = decl.visibleWhen
        written.enabledWhen = decl.enabledWhen
        // By index, reading each row's fields in place (`RowDecl.conditionsAsWritten`): a copy of every declaration
        // here cost lowering a tenth of its instructions (bench/instructions.py).
        var rowConditions: [RowConditionsIR] = []
        var declaredSettingNames: [String] = []
        rowConditions.reserveCapacity(decl.rows.count)
        declaredSettingNames.reserveCapacity(decl.rows.count)
        for index in decl.rows.indices {
            let (kind, name, visibleWhen, enabledWhen) = decl.rows[index].conditionsAsWritten
            if kind == .setting { declaredSettingNames.append(name) }
            rowConditions.append(RowConditionsIR(
                kind: kind.rawValue, name: name, visibleWhen: visibleWhen, enabledWhen: enabledWhen, row: keptIndices[index]))
        }
        written.rowConditions = rowConditions
        written.declaredSettingNames = declaredSettingNames
        return written
    }

    /// The fields every row beyond stored values has, checked: its name, icon, colour and platforms; the title
    /// is the schema's or one made from the name (`defaultTitle: false`: empty, filled in later).
    mutating func rowFields(_ decl: RowFieldsDecl, kind: String, at location: SourceLocation? = nil, defaultTitle: Bool = true) -> RowFieldsIR {
        checkMemberName(decl.name, what: kind)
        let title = decl.title?.value ?? (defaultTitle ? SwiftNames.title(fromIdentifier: decl.name.value) : "")
        var fields = RowFieldsIR(
            name: decl.name.value, title: title, icon: decl.icon.flatMap { checkIcon($0) },
            color: decl.color.flatMap { checkColor($0) }, location: location ?? decl.name.location)
        fields.platforms = PlatformRules.platforms(decl.platforms)
        return fields
    }

    mutating func validateNavigation(_ decl: NavigationDecl) -> NavigationIR? {
        // The title defaults to the target's; NavigationCheck fills it in once every section is known.
        let fields = rowFields(decl.fields, kind: "navigation", at: decl.target?.location, defaultTitle: false)
        guard let target = decl.target else { return nil }
        return NavigationIR(fields, target: target.value)
    }

    mutating func validateDetail(_ decl: DetailDecl) -> DetailIR? {
        let fields = rowFields(decl.fields, kind: "detail")
        guard let property = decl.property, checkMemberName(property, what: "external data property") else { return nil }
        if ast.externalData == nil {
            diagnostics.error(
                .detailWithoutExternalData,
                "detail '\(decl.name.value)' shows the property '\(property.value)' of the external data, but the schema names no `externalData:` type",
                at: property.location)
            return nil
        }
        return DetailIR(fields, property: property.value)
    }

    /// An app-screen row: its screen's name (a member name, the hook `<screen>Screen()` is made from it by
    /// `FormNames.screenHook`) and the host view's property its value reads.
    mutating func validateScreen(_ decl: ScreenDecl) -> ScreenIR? {
        let fields = rowFields(decl.fields, kind: "screen")
        guard let screen = decl.screen, checkMemberName(screen, what: "screen") else { return nil }
        var value: String? = nil
        if let property = decl.value {
            guard checkMemberName(property, what: "value property") else { return nil }
            value = property.value
        }
        return ScreenIR(fields, hook: FormNames.screenHook(screen.value), value: value)
    }

    /// A text row: its text (kept as its title) must say something.
    mutating func validateText(_ decl: TextDecl) -> TextRowIR? {
        let fields = rowFields(decl.fields, kind: "text")
        guard let text = decl.title, !text.value.allSatisfy(\.isWhitespace) else {
            diagnostics.error(.missingKey, "text '\(decl.name.value)' has no text; write `text: A line of text.`", at: decl.title?.location ?? decl.name.location)
            return nil
        }
        return TextRowIR(fields)
    }

    mutating func validateAction(_ decl: ActionDecl) -> ActionIR? {
        let fields = rowFields(decl.fields, kind: "action")
        var isDestructive = false
        if let role = decl.role {
            if role.value == "destructive" {
                isDestructive = true
            } else {
                diagnostics.emit(Diagnostic(
                    .error, .invalidScalar, "the role of action '\(decl.name.value)' must be `destructive` (or left out), found '\(role.value)'",
                    range: role.range))
            }
        }
        guard let hook = decl.hook, checkMemberName(hook, what: "action hook", also: .actionHook) else { return nil }
        return ActionIR(fields, hook: hook.value, isDestructive: isDestructive, confirmation: decl.confirmation?.value)
    }

    mutating func validateLink(_ decl: LinkDecl) -> LinkIR? {
        let fields = rowFields(decl.fields, kind: "link")
        guard let url = decl.url else { return nil }
        // The language table's rule (`LexicalRule.linkURL`): a scheme, a colon, then printable ASCII. An http or https
        // URL needs a host (`LexicalRule.httpURL`); another scheme must be in `linkSchemes:`, and a scheme that runs
        // code or reads local files never opens.
        guard LexicalRule.linkURL.matches(url.value) else {
            diagnostics.emit(Diagnostic(
                .error, LexicalRule.linkURL.diagnostic,
                "'\(url.value)' is not a URL; a link opens a URL with its scheme, such as `https://status.example.com`, written without spaces",
                range: url.range))
            return nil
        }
        let scheme = String(url.value.prefix { $0 != ":" }).lowercased()
        if scheme == "http" || scheme == "https" {
            guard LexicalRule.httpURL.matches(url.value) else {
                diagnostics.emit(Diagnostic(
                    .error, LexicalRule.httpURL.diagnostic,
                    "'\(url.value)' is not a web address; a link opens an `http://` or `https://` URL with a host, written without spaces",
                    range: url.range))
                return nil
            }
        } else if Self.forbiddenLinkSchemes.contains(scheme) {
            diagnostics.emit(Diagnostic(
                .error, .invalidURL, "a link never opens a `\(scheme):` URL (it runs code or reads local files); link to an `https://` page",
                range: url.range))
            return nil
        } else if !allowedLinkSchemes.contains(scheme) {
            let allowed = (["http", "https"] + allowedLinkSchemes.sorted()).map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.emit(Diagnostic(
                .error, .linkScheme,
                "link '\(decl.fields.name.value)' opens a `\(scheme):` URL, but the schema's `linkSchemes:` does not allow `\(scheme)` (allowed: \(allowed)); add `linkSchemes: [\(scheme)]` at the top level",
                range: url.range))
            return nil
        }
        return LinkIR(fields, url: url.value)
    }

    /// An SF Symbol name: dot-separated parts of lowercase ASCII letters and digits (`icloud`, `bell.badge.fill`).
    mutating func checkIcon(_ icon: Located<String>) -> String? {
        guard LexicalRule.symbolName.matches(icon.value) else {
            diagnostics.emit(Diagnostic(
                .error, LexicalRule.symbolName.diagnostic,
                "'\(icon.value)' is not an SF Symbol name; write lowercase letters and digits in dot-separated parts, e.g. `icloud` or `bell.badge.fill`",
                range: icon.range))
            return nil
        }
        return icon.value
    }

    /// A colour `#RRGGBB`; returned with uppercase hex digits.
    mutating func checkColor(_ color: Located<String>) -> String? {
        guard LexicalRule.colour.matches(color.value) else {
            diagnostics.emit(Diagnostic(
                .error, LexicalRule.colour.diagnostic, "'\(color.value)' is not a colour; write `#` and six hex digits, e.g. `#226AD6`", range: color.range))
            return nil
        }
        return color.value.uppercased()
    }

    func headerFooter(_ decl: HeaderFooterDecl?) -> HeaderFooterIR? {
        switch decl {
        case .text(let text)?: .text(text.value)
        case .inject?: .inject
        case nil: nil
        }
    }

    /// Names and persistence keys are unique among a section's settings (`settings`, in declaration order) and
    /// subsections (`sections`, declared at `declarations`).
    mutating func checkMembers(settings: [DeclaredMember], sections: [SectionIR], declarations: [SectionDecl]) {
        // One pass, settings then subsections, into tables sized up front; a name is hashed once. Keys are looked
        // at only when one differs from its name: otherwise a key used twice is a name declared twice, reported as
        // such.
        let subsections = min(sections.count, declarations.count)
        var keysDiffer = settings.contains { member in member.key.map { $0 != member.name.value } ?? false }
        if !keysDiffer {
            for index in 0..<subsections where sections[index].key != sections[index].name {
                keysDiffer = true
                break
            }
        }
        var names = NameTable<SourceLocation>(capacity: settings.count + subsections)
        var keys = keysDiffer ? NameTable<SourceLocation>(capacity: settings.count + subsections) : nil
        func check(name: String, key: @autoclosure () -> String, location: SourceLocation) {
            if let first = names.first(name, location) {
                diagnostics.error(
                    .duplicateName, "'\(name)' is declared twice in this section (settings and subsections share one namespace)",
                    at: location, notes: [Diagnostic.Note("first declared here", at: first)])
                return
            }
            guard keysDiffer else { return }
            let key = key()
            if let first = keys?.first(key, location) {
                diagnostics.error(
                    .duplicatePersistenceKey, "'\(name)' is stored under the key '\(key)', which another member of this section already uses",
                    at: location, notes: [Diagnostic.Note("the key is first used here", at: first)])
            }
        }
        for setting in settings {
            check(name: setting.name.value, key: setting.key ?? setting.name.value, location: setting.name.location)
        }
        for index in 0..<subsections {
            check(name: sections[index].name, key: sections[index].key, location: declarations[index].name.location)
        }
    }

    /// `renamedFrom`: an old key may not be a current key of the same section (the old data would be read
    /// twice, and the current member's data would be taken for the renamed one), nor be listed twice.
    mutating func checkRenames(rows: [RowDecl], sections: [SectionDecl]) {
        // Most sections rename nothing: nothing to build.
        var renames = sections.contains(where: { !$0.renamedFrom.isEmpty })
        if !renames {
            for index in rows.indices {
                if let setting = rows[index].declaredSetting, !setting.renamedFrom.isEmpty {
                    renames = true
                    break
                }
            }
        }
        guard renames else { return }
        var members: [(name: String, key: String, location: SourceLocation, renamedFrom: [Located<String>])] = []
        for index in rows.indices {
            guard let setting = rows[index].declaredSetting else { continue }
            members.append((setting.name.value, setting.key?.value ?? setting.name.value, setting.name.location, setting.renamedFrom))
        }
        members += sections.map { ($0.name.value, $0.key?.value ?? $0.name.value, $0.name.location, $0.renamedFrom) }
        var currentKeys: [String: (name: String, location: SourceLocation)] = [:]
        for member in members where currentKeys[member.key] == nil { currentKeys[member.key] = (member.name, member.location) }
        var oldKeys: [String: (name: String, location: SourceLocation)] = [:]
        for member in members {
            for old in member.renamedFrom {
                if let current = currentKeys[old.value] {
                    let whose = current.name == member.name ? "its own current key" : "the current key of '\(current.name)'"
                    diagnostics.error(
                        .renamedFromClash,
                        "'\(member.name)' is renamed from '\(old.value)', which is \(whose) in this section; stored data under it would be read twice",
                        at: old.location, notes: [Diagnostic.Note("'\(current.name)' is declared here", at: current.location)])
                } else if let first = oldKeys[old.value] {
                    let subject = first.name == member.name ? "'\(member.name)' lists" : "'\(member.name)' and '\(first.name)' both list"
                    diagnostics.error(
                        .duplicateRenamedFrom,
                        "\(subject) the old key '\(old.value)' in `renamedFrom`; an old value can migrate to one place only",
                        at: old.location, notes: [Diagnostic.Note("first listed here", at: first.location)])
                } else {
                    oldKeys[old.value] = (member.name, old.location)
                }
            }
        }
    }

    /// Persistence keys: letters, digits, `_` and `-` (dots join keys into paths).
    mutating func checkKey(_ key: Located<String>) -> String? {
        if !LexicalRule.persistenceKey.matches(key.value) {
            diagnostics.emit(Diagnostic(.error, LexicalRule.persistenceKey.diagnostic, "persistence key '\(key.value)' may only use ASCII letters, digits, '_' and '-'", range: key.range))
            return nil
        }
        return key.value
    }
}

/// A declared setting's name and `key:` as written (nil: none), for `SchemaValidator.checkMembers`.
struct DeclaredMember {
    let name: Located<String>
    let key: String?
}

extension SettingsRowOf where Family == DeclRows {
    /// The row's setting, when it is one, read in place (see ``conditionsAsWritten``).
    var declaredSetting: SettingDecl? {
        if case .setting(let setting) = self { return setting }
        return nil
    }

    /// The row lowered: a setting's as `validateSection` lowered it before (`setting`), another row now.
    func lowered(by validator: inout SchemaValidator, setting: SettingIR?) -> RowIR? {
        switch self {
        case .setting: setting.map(RowIR.setting)
        case .link(let link): validator.validateLink(link).map(RowIR.link)
        case .action(let action): validator.validateAction(action).map(RowIR.action)
        case .navigation(let navigation): validator.validateNavigation(navigation).map(RowIR.navigation)
        case .detail(let detail): validator.validateDetail(detail).map(RowIR.detail)
        case .screen(let screen): validator.validateScreen(screen).map(RowIR.screen)
        case .text(let text): validator.validateText(text).map(RowIR.text)
        }
    }

    /// The row's kind, name and conditions as written, read in place: a copy of a row of the runtime's generic
    /// `SettingsRowOf` goes through its value witnesses, which look the family's types up at run time (issue 32).
    var conditionsAsWritten: (kind: SettingsRowKind, name: String, visibleWhen: Located<String>?, enabledWhen: Located<String>?) {
        switch self {
        case .setting(let row):
            let fields = row.fields
            return (.setting, fields.name.value, fields.visibleWhen, fields.enabledWhen)
        case .link(let row): return (.link, row.fields.name.value, row.fields.visibleWhen, row.fields.enabledWhen)
        case .action(let row): return (.action, row.fields.name.value, row.fields.visibleWhen, row.fields.enabledWhen)
        case .navigation(let row): return (.navigation, row.fields.name.value, row.fields.visibleWhen, row.fields.enabledWhen)
        case .detail(let row): return (.detail, row.fields.name.value, row.fields.visibleWhen, row.fields.enabledWhen)
        case .screen(let row): return (.screen, row.fields.name.value, row.fields.visibleWhen, row.fields.enabledWhen)
        case .text(let row): return (.text, row.fields.name.value, row.fields.visibleWhen, row.fields.enabledWhen)
        }
    }
}
