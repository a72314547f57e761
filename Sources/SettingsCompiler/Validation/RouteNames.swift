/// The cases of the generated `Route` enum (deep links, one per section and per shown setting) are named from the
/// section's type and the setting's name (`FormNames.routeCase`): `network`, `networkOfflineMode`. Section types
/// are unique, but a setting's case can equal another section's or setting's (the section `Proxy` with the setting
/// `host`, and a section of type `ProxyHost`), or a member every `Route` has (`rawValue`); either would make the
/// form file fail to compile, so it is reported here (SC1441). Settings marked `skip` are never shown, so they
/// have no route.
enum RouteNameCheck {
    /// Members every generated `Route` has (Swift's and `SettingsRuntime.SettingsRoute`'s).
    static let reserved: Set<String> = [
        "rawValue", "allCases", "hashValue", "renamedKeys", "inlineSectionIDs", "keys", "init", "self", "Self", "Type",
        "Protocol", "_",
    ]
    private static let reservedShapes = NameShapes(reserved)

    static func check(_ schema: SchemaIR, diagnostics: inout DiagnosticCollector) {
        // A case is claimed by its hash, made from the section's type name and the setting's name without making
        // the case itself (`caseShape`); two owners are compared by their cases only when their hashes are equal.
        // Issue 32: a string per case, and the owner's path copied into the table, cost some 2,900 instructions a
        // setting. The owners are numbers: a section among those claiming, and a setting of it (-1: the section).
        struct Claim {
            var section: Int32
            var setting: Int32
        }
        var owners: [SectionIR] = []
        var taken = NameTable<Claim>(capacity: 64)
        func settingName(_ claim: Claim) -> String? {
            claim.setting < 0 ? nil : owners[Int(claim.section)].settings[Int(claim.setting)].name
        }
        func caseName(_ claim: Claim) -> String {
            FormNames.routeCase(typeName: owners[Int(claim.section)].typeName, setting: settingName(claim))
        }
        // What each case belongs to, put in words only for a message: a section's path, or a setting's.
        func words(_ claim: Claim) -> String {
            let path = owners[Int(claim.section)].path
            return settingName(claim).map { "the setting '\(FormNames.dottedPath(path + [$0]))'" } ?? "the section '\(FormNames.dottedPath(path))'"
        }
        // Whether a setting's name is an earlier shown setting's of its section too (reported by lowering: its case
        // is that setting's, and is not claimed again). Asked only on a collision, and worked out for the whole
        // section at the first, so that a section of many repeated names stays linear.
        var repeatsBySection: [Int32: [Bool]] = [:]
        func repeatsName(_ claim: Claim) -> Bool {
            guard claim.setting > 0 else { return false }
            if let repeats = repeatsBySection[claim.section] { return repeats[Int(claim.setting)] }
            let settings = owners[Int(claim.section)].settings
            var names = NameTable<Void>(capacity: settings.count)
            let repeats = settings.map { !$0.skip && names.first($0.name, ()) != nil }
            repeatsBySection[claim.section] = repeats
            return repeats[Int(claim.setting)]
        }
        func claim(_ claim: Claim, at location: SourceLocation) {
            let shape = caseShape(typeName: owners[Int(claim.section)].typeName, setting: settingName(claim))
            // The reserved members only for a case of their shape (its length and first byte).
            if reservedShapes.mayContain(length: shape.length, first: shape.first), !repeatsName(claim) {
                let name = caseName(claim)
                if reserved.contains(name) {
                    diagnostics.error(
                        .routeNameCollision,
                        "the deep link of \(words(claim)) is the case '\(name)' of '\(schema.rootTypeName).Route', a member every route has; rename it",
                        at: location)
                    return
                }
            }
            let name = { caseName(claim) }
            guard let other = taken.first(hash: shape.hash, claim, isSame: { caseName($0) == name() }), !repeatsName(claim) else { return }
            diagnostics.error(
                .routeNameCollision,
                "the deep link of \(words(claim)) is the case '\(name())' of '\(schema.rootTypeName).Route', which is already the deep link of \(words(other)); rename one of them",
                at: location)
        }
        // Two sections of one type name are SC1106 already: their routes would only repeat it.
        var typeNames = NameTable<Void>(capacity: 64)
        var repeated = Set<String>()
        func count(_ section: SectionIR) {
            for child in section.sections {
                if typeNames.first(child.typeName, ()) != nil { repeated.insert(child.typeName) }
                count(child)
            }
        }
        count(schema.root)
        func walk(_ section: SectionIR) {
            for child in section.sections where repeated.isEmpty || !repeated.contains(child.typeName) {
                let index = Int32(truncatingIfNeeded: owners.count)
                owners.append(child)
                claim(Claim(section: index, setting: -1), at: child.location)
                let settings = child.settings
                for position in settings.indices where !settings[position].skip {
                    claim(Claim(section: index, setting: Int32(truncatingIfNeeded: position)), at: settings[position].location)
                }
            }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
    }

    /// `KeyIndex.hash` of the case `FormNames.routeCase(typeName:setting:)` makes, with its length in bytes and its
    /// first byte, from the names: when their first letters are ASCII the case is the two names' bytes with those
    /// two letters' case changed, hashed as they come; otherwise the case is made.
    static func caseShape(typeName: String, setting: String?) -> (hash: UInt64, length: Int, first: UInt8) {
        var typeName = typeName, setting = setting ?? ""
        let fast: (hash: UInt64, length: Int, first: UInt8)? = typeName.withUTF8 { type in
            setting.withUTF8 { name in
                guard let typeFirst = type.first, typeFirst < 0x80, name.isEmpty || name[0] < 0x80 else { return nil }
                let first = typeFirst >= 0x41 && typeFirst <= 0x5A ? typeFirst + 0x20 : typeFirst
                var hash = KeyIndex.hashStep(KeyIndex.hashStart, first)
                for byte in type.dropFirst() { hash = KeyIndex.hashStep(hash, byte) }
                if let nameFirst = name.first {
                    let raised = nameFirst >= 0x61 && nameFirst <= 0x7A ? nameFirst - 0x20 : nameFirst
                    hash = KeyIndex.hashStep(hash, raised)
                    for byte in name.dropFirst() { hash = KeyIndex.hashStep(hash, byte) }
                }
                return (hash, type.count + name.count, first)
            }
        }
        if let fast { return fast }
        let name = FormNames.routeCase(typeName: typeName, setting: setting.isEmpty ? nil : setting)
        return (KeyIndex.hash(name), name.utf8.count, name.utf8.first ?? 0)
    }
}

extension RouteNameCheck: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    static let readsDeclarations = false
    static let name = "route names"

    static func run(_ context: inout ValidationContext) {
        check(context.ir, diagnostics: &context.diagnostics)
    }
}
