/// Sections and their rows: members, actions, links, icons, colours, header and footer, renames, keys.
/// Part of `SchemaValidator` (Validator.swift).
extension SchemaValidator {
    mutating func validateSection(_ decl: SectionDecl, topLevel: Bool = false) -> SectionIR {
        let nameIsUsable = checkMemberName(decl.name, what: "section", also: topLevel ? .topLevelSection : nil)
        let typeName = SwiftNames.typeName(forSection: decl.name.value)
        if nameIsUsable {
            if let reason = ReservedNames.reason(typeName, at: .typeName) {
                diagnostics.error(.reservedName, "section '\(decl.name.value)' would be the Swift type '\(typeName)', which is reserved for the generated code (\(reason))", at: decl.name.location)
            } else {
                registerType(typeName, what: "section '\(decl.name.value)'", at: decl.name.location)
            }
        }
        var settings: [SettingIR] = []
        settings.reserveCapacity(decl.settings.count)
        for setting in decl.settings {
            if let ir = validateSetting(setting) { settings.append(ir) }
        }
        let sections = decl.sections.map { validateSection($0) }
        checkMembers(settings: decl.settings, sections: sections, declarations: decl.sections.map(\.name.location))
        checkRenames(settings: decl.settings, sections: decl.sections)
        let links = decl.links.compactMap { validateLink($0) }
        let actions = decl.actions.compactMap { validateAction($0) }
        let navigations = decl.navigations.compactMap { row -> NavigationIR? in
            checkMemberName(row.name, what: "navigation")
            let icon = row.icon.flatMap { checkIcon($0) }
            let color = row.color.flatMap { checkColor($0) }
            guard let target = row.target else { return nil }
            // The title defaults to the target's; NavigationCheck fills it in once every section is known.
            var ir = NavigationIR(
                name: row.name.value, title: row.title?.value ?? "", target: target.value, icon: icon, color: color,
                position: row.position, location: target.location)
            ir.platforms = PlatformRules.platforms(row.platforms)
            return ir
        }
        let details = decl.details.compactMap { row -> DetailIR? in
            checkMemberName(row.name, what: "detail")
            let icon = row.icon.flatMap { checkIcon($0) }
            let color = row.color.flatMap { checkColor($0) }
            guard let property = row.property, checkMemberName(property, what: "external data property") else { return nil }
            if ast.externalData == nil {
                diagnostics.error(
                    .detailWithoutExternalData,
                    "detail '\(row.name.value)' shows the property '\(property.value)' of the external data, but the schema names no `externalData:` type",
                    at: property.location)
                return nil
            }
            var ir = DetailIR(
                name: row.name.value, title: row.title?.value ?? SwiftNames.title(fromIdentifier: row.name.value),
                property: property.value, icon: icon, color: color, position: row.position)
            ir.platforms = PlatformRules.platforms(row.platforms)
            return ir
        }
        if decl.settings.isEmpty, decl.links.isEmpty, decl.actions.isEmpty, decl.navigations.isEmpty, decl.details.isEmpty, decl.sections.isEmpty, !decl.hadErrors {
            diagnostics.warning(.emptySection, "section '\(decl.name.value)' declares no settings and no subsections", at: decl.name.location)
        }
        let key = decl.key.flatMap { checkKey($0) } ?? decl.name.value
        var ir = SectionIR(
            name: decl.name.value, typeName: typeName, key: key,
            title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            description: decl.description?.value, header: headerFooter(decl.header), footer: headerFooter(decl.footer),
            settings: settings, sections: sections, location: decl.name.location)
        ir.renamedFrom = decl.renamedFrom.compactMap { checkKey($0) }
        ir.icon = decl.icon.flatMap { checkIcon($0) }
        ir.color = decl.color.flatMap { checkColor($0) }
        ir.links = links
        ir.actions = actions
        ir.navigations = navigations
        ir.details = details
        ir.platforms = PlatformRules.platforms(decl.platforms)
        if let presentation = decl.presentation {
            if let value = SectionPresentation(rawValue: presentation.value) {
                ir.presentation = value
            } else {
                diagnostics.emit(Diagnostic(
                    .error, .invalidScalar,
                    "the presentation of section '\(decl.name.value)' must be `screen` (a screen of its own, the default) or `inline` (shown in its parent's screen), found '\(presentation.value)'",
                    range: presentation.range))
            }
        }
        return ir
    }

    mutating func validateAction(_ decl: ActionDecl) -> ActionIR? {
        checkMemberName(decl.name, what: "action")
        let icon = decl.icon.flatMap { checkIcon($0) }
        let color = decl.color.flatMap { checkColor($0) }
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
        var ir = ActionIR(
            name: decl.name.value, title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            hook: hook.value, isDestructive: isDestructive, confirmation: decl.confirmation?.value, icon: icon, color: color,
            position: decl.position)
        ir.platforms = PlatformRules.platforms(decl.platforms)
        return ir
    }

    mutating func validateLink(_ decl: LinkDecl) -> LinkIR? {
        checkMemberName(decl.name, what: "link")
        let icon = decl.icon.flatMap { checkIcon($0) }
        let color = decl.color.flatMap { checkColor($0) }
        guard let url = decl.url else { return nil }
        // `http://` or `https://`, then a host; no spaces or control characters anywhere.
        let lowered = url.value.lowercased()
        let scheme = ["https://", "http://"].first { lowered.hasPrefix($0) }
        let rest = scheme.map { url.value.dropFirst($0.count) } ?? ""
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let clean = url.value.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && $0.value < 0x80 }
        guard scheme != nil, !host.isEmpty, clean else {
            diagnostics.emit(Diagnostic(
                .error, .invalidURL,
                "'\(url.value)' is not a web address; a link opens an `http://` or `https://` URL with a host, written without spaces",
                range: url.range))
            return nil
        }
        var ir = LinkIR(
            name: decl.name.value, title: decl.title?.value ?? SwiftNames.title(fromIdentifier: decl.name.value),
            url: url.value, icon: icon, color: color, position: decl.position)
        ir.platforms = PlatformRules.platforms(decl.platforms)
        return ir
    }

    /// An SF Symbol name: dot-separated parts of lowercase ASCII letters and digits (`icloud`, `bell.badge.fill`).
    mutating func checkIcon(_ icon: Located<String>) -> String? {
        let parts = icon.value.split(separator: ".", omittingEmptySubsequences: false)
        let plausible = icon.value.utf8.count <= 64 && parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        }
        guard plausible else {
            diagnostics.emit(Diagnostic(
                .error, .invalidSymbolName,
                "'\(icon.value)' is not an SF Symbol name; write lowercase letters and digits in dot-separated parts, e.g. `icloud` or `bell.badge.fill`",
                range: icon.range))
            return nil
        }
        return icon.value
    }

    /// A colour `#RRGGBB`; returned with uppercase hex digits.
    mutating func checkColor(_ color: Located<String>) -> String? {
        let digits = color.value.utf8.dropFirst()
        guard color.value.utf8.first == UInt8(ascii: "#"), digits.count == 6,
              digits.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }) else {
            diagnostics.emit(Diagnostic(
                .error, .invalidColor, "'\(color.value)' is not a colour; write `#` and six hex digits, e.g. `#226AD6`", range: color.range))
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

    /// Names and persistence keys are unique among a section's settings and subsections.
    mutating func checkMembers(settings: [SettingDecl], sections: [SectionIR], declarations: [SourceLocation]) {
        // One pass, settings then subsections, into tables sized up front (no list of members is built); a
        // name or key is hashed once when it is new (the usual case).
        let subsections = min(sections.count, declarations.count)
        var names: [String: SourceLocation] = Dictionary(minimumCapacity: settings.count + subsections)
        var keys: [String: SourceLocation] = Dictionary(minimumCapacity: settings.count + subsections)
        for index in 0..<(settings.count + subsections) {
            let name: String, key: String, location: SourceLocation
            if index < settings.count {
                name = settings[index].name.value
                key = settings[index].key?.value ?? name
                location = settings[index].name.location
            } else {
                name = sections[index - settings.count].name
                key = sections[index - settings.count].key
                location = declarations[index - settings.count]
            }
            if let first = names.updateValue(location, forKey: name) {
                names[name] = first
                diagnostics.error(
                    .duplicateName, "'\(name)' is declared twice in this section (settings and subsections share one namespace)",
                    at: location, notes: [Diagnostic.Note("first declared here", at: first)])
                continue
            }
            if let first = keys.updateValue(location, forKey: key) {
                keys[key] = first
                diagnostics.error(
                    .duplicatePersistenceKey, "'\(name)' is stored under the key '\(key)', which another member of this section already uses",
                    at: location, notes: [Diagnostic.Note("the key is first used here", at: first)])
            }
        }
    }

    /// `renamedFrom`: an old key may not be a current key of the same section (the old data would be read
    /// twice, and the current member's data would be taken for the renamed one), nor be listed twice.
    mutating func checkRenames(settings: [SettingDecl], sections: [SectionDecl]) {
        // Most sections rename nothing: nothing to build.
        guard settings.contains(where: { !$0.renamedFrom.isEmpty }) || sections.contains(where: { !$0.renamedFrom.isEmpty }) else { return }
        var members: [(name: String, key: String, location: SourceLocation, renamedFrom: [Located<String>])] = settings.map {
            ($0.name.value, $0.key?.value ?? $0.name.value, $0.name.location, $0.renamedFrom)
        }
        members += sections.map { ($0.name.value, $0.key?.value ?? $0.name.value, $0.name.location, $0.renamedFrom) }
        guard members.contains(where: { !$0.renamedFrom.isEmpty }) else { return }
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
        let valid = !key.value.isEmpty && key.value.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
        if !valid {
            diagnostics.emit(Diagnostic(.error, .invalidIdentifier, "persistence key '\(key.value)' may only use ASCII letters, digits, '_' and '-'", range: key.range))
            return nil
        }
        return key.value
    }
}
