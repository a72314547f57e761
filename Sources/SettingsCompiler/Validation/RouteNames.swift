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
        // What each case belongs to, put in words only for a message: a section's path, or a setting's (issue 32:
        // the words for every setting of a large schema cost more than the check).
        // Looked up in a `NameTable` (issue 32: a `Dictionary` keyed by the case, and a `Set` of each section's
        // setting names, hashed every case twice with SipHash).
        var taken = NameTable<(path: [String], setting: String?)>(capacity: 64)
        func words(_ owner: (path: [String], setting: String?)) -> String {
            owner.setting.map { "the setting '\(FormNames.dottedPath(owner.path + [$0]))'" } ?? "the section '\(FormNames.dottedPath(owner.path))'"
        }
        func claim(_ name: String, _ owner: (path: [String], setting: String?), at location: SourceLocation) {
            // One lookup per case (issue 32): the reserved members only for a name of their shape, and the cases
            // taken by storing this one, the first owner put back when there was one.
            if reservedShapes.mayContain(name) && reserved.contains(name) {
                diagnostics.error(
                    .routeNameCollision,
                    "the deep link of \(words(owner)) is the case '\(name)' of '\(schema.rootTypeName).Route', a member every route has; rename it",
                    at: location)
            } else if let other = taken.first(name, owner) {
                diagnostics.error(
                    .routeNameCollision,
                    "the deep link of \(words(owner)) is the case '\(name)' of '\(schema.rootTypeName).Route', which is already the deep link of \(words(other)); rename one of them",
                    at: location)
            }
        }
        // Two sections of one type name are SC1106 already: their routes would only repeat it.
        var typeNames: [String: Int] = [:]
        func count(_ section: SectionIR) {
            for child in section.sections {
                typeNames[child.typeName, default: 0] += 1
                count(child)
            }
        }
        count(schema.root)
        func walk(_ section: SectionIR) {
            for child in section.sections where typeNames[child.typeName] == 1 {
                claim(FormNames.routeCase(child), (child.path, nil), at: child.location)
                var names = NameTable<Void>(capacity: child.rows.count)  // a name twice in a section is reported by lowering
                for setting in child.settings where !setting.skip && names.first(setting.name, ()) == nil {
                    claim(FormNames.routeCase(child, setting), (child.path, setting.name), at: setting.location)
                }
            }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
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
