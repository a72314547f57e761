/// Names the SwiftUI DSL backend derives from the schema's own: for a schema with `view:`, each section gets a
/// view type `<Type>View` nested in the root type (`BetaSettings.SmoothingView`) and link and hook members on the
/// host view. A section or enum type that collides with one of those would make the generated code fail to
/// compile, so it is reported here (SC1440, SC1483). The names come from `FormNames`, which the backend uses too. Fixed names the generated code relies on (the modules
/// `SwiftUI` and `SettingsSwiftUI`, the host view's `store`, ...) are in `ReservedNames`.
enum GeneratedNameCheck {
    /// What declares a name, as a message says it.
    enum Owner: CustomStringConvertible {
        case enumType(String)
        case sectionType(String)
        case link(String)
        case content(String)
        case headerHook(String)
        case footerHook(String)
        case editorHook(String)
        case actionHook(String)
        case screenHook(String)
        case store
        case externalData

        var description: String {
            switch self {
            case .enumType(let name): "the enum '\(name)'"
            case .sectionType(let name): "the type of the section '\(name)'"
            case .link(let name): "the link to the section '\(name)'"
            case .content(let name): "the content of the section '\(name)'"
            case .headerHook(let name): "the header hook of the section '\(name)'"
            case .footerHook(let name): "the footer hook of the section '\(name)'"
            case .editorHook(let name): "the editor hook of the custom setting '\(name)'"
            case .actionHook(let name): "the hook of action '\(name)'"
            case .screenHook(let name): "the hook of screen row '\(name)'"
            case .store: "the store the settings screens edit"
            case .externalData: "the external data detail rows read"
            }
        }
    }

    static func check(_ schema: SchemaIR, diagnostics: inout DiagnosticCollector) {
        guard let view = schema.viewName else { return }
        let sections = schema.root.descendants

        // What takes each name is put in words only for a message (`Owner`; issue 32: the words for every section
        // of a large schema cost more than the check). A view type is a type name with `View` or `Content` after
        // it: only an enum or section type that ends so can be one, so only those are gathered (most schemas have
        // none, and then there is nothing to look up).
        func endsLikeAView(_ name: String) -> Bool { name.hasSuffix("View") || name.hasSuffix("Content") }
        var taken: [String: Owner] = [:]
        for decl in schema.enums where endsLikeAView(decl.name) { taken[decl.name] = .enumType(decl.name) }
        for section in sections where endsLikeAView(section.typeName) { taken[section.typeName] = .sectionType(section.name) }

        // One pass over the rows for the action hooks and the app-screen rows (each pass over a large schema's rows
        // costs; issue 32); the DSL's own members are worked out only when there is such a row to check against them.
        var actions: [(section: SectionIR, action: ActionIR)] = []
        var screens: [ScreenIR] = []
        for section in sections {
            for row in section.rows {
                switch row {
                case .action(let action): actions.append((section, action))
                case .screen(let screen): screens.append(screen)
                default: continue
                }
            }
        }
        // Action hooks are requirements of the host view's DSL protocol, next to the names the DSL declares.
        var members: [String: Owner] = [:]
        if !actions.isEmpty || !screens.isEmpty {
            members.reserveCapacity(sections.count * 4)
            for section in sections {
                members[FormNames.link(section)] = .link(section.name)
                members[FormNames.content(section)] = .content(section.name)
                members[FormNames.hook(section, footer: false)] = .headerHook(section.name)
                members[FormNames.hook(section, footer: true)] = .footerHook(section.name)
                for setting in section.settings where setting.type.customTypeName != nil {
                    members[FormNames.customEditor(section, setting)] = .editorHook(setting.name)
                }
            }
        }
        var actionHooks: [String: Owner] = [:]
        for (section, action) in actions {
            if let other = members[action.hook] {
                diagnostics.error(
                    .hookNameClash,
                    "the hook '\(action.hook)' of action '\(action.name)' is a member '\(view)' already has through the SwiftUI DSL: \(other); rename the hook",
                    at: section.location)
            }
            actionHooks[action.hook] = .actionHook(action.name)
        }
        // App-screen rows add their hooks (`accountsScreen()`) and value properties to the protocol: neither may be a
        // member the DSL declares, an action hook, or (a value) a screen hook or the host's `store`/`externalData`.
        if !screens.isEmpty {
            var screenMembers = members.merging(actionHooks) { first, _ in first }
            screenMembers["store"] = .store
            screenMembers["externalData"] = .externalData
            var screenHooks: Set<String> = []
            for row in screens {
                if let other = screenMembers[row.hook], !screenHooks.contains(row.hook) {
                    diagnostics.error(
                        .hookNameClash,
                        "the hook '\(row.hook)()' of the screen row '\(row.name)' is a member '\(view)' already has through the SwiftUI DSL: \(other); rename the screen",
                        at: row.location)
                }
                if screenHooks.insert(row.hook).inserted { screenMembers[row.hook] = .screenHook(row.name) }
            }
            for row in screens {
                guard let value = row.value, let other = screenMembers[value] else { continue }
                diagnostics.error(
                    .hookNameClash,
                    "the value property '\(value)' of the screen row '\(row.name)' is a member '\(view)' already has through the SwiftUI DSL: \(other); rename the property",
                    at: row.location)
            }
        }
        for section in sections where !taken.isEmpty {
            // Each section's screen (`SmoothingView`) and content view (`SmoothingContent`), nested in the root type.
            for viewType in [FormNames.view(section), FormNames.contentView(section)] {
                if let other = taken[viewType] {
                    diagnostics.error(
                        .generatedNameCollision,
                        "the SwiftUI code generated for '\(view)' declares '\(schema.rootTypeName).\(viewType)' for the section '\(section.name)', which is already \(other); rename one of them",
                        at: section.location)
                }
            }
        }
    }
}

/// Navigation rows (`{navigate: payments.promotions}`) name a section by its dotted path of names from the root;
/// only the whole tree can tell whether it exists, so this runs after the validator. An unknown path is SC1484;
/// a row without its own title takes the target section's.
enum NavigationCheck {
    static func resolve(_ schema: inout SchemaIR, diagnostics: inout DiagnosticCollector) {
        // Most schemas have no navigation row: then there is nothing to resolve, and no table of every section to
        // make (issue 32). Each row is read in place (`RowIR.isNavigation`).
        func hasNavigation(_ section: SectionIR) -> Bool {
            for index in section.rows.indices where section.rows[index].isNavigation { return true }
            return section.sections.contains(where: hasNavigation)
        }
        guard hasNavigation(schema.root) else { return }
        var targets: [String: SectionReference] = [:]
        func collect(_ section: SectionIR) {
            for child in section.sections {
                let reference = SectionReference(child)
                targets[reference.path] = reference
                collect(child)
            }
        }
        collect(schema.root)
        // The known paths, sorted, for a suggestion: only when a target is unknown.
        var sortedPaths: [String]?
        func paths() -> [String] {
            if let sortedPaths { return sortedPaths }
            let paths = targets.keys.sorted()
            sortedPaths = paths
            return paths
        }
        func resolve(_ section: inout SectionIR) {
            for index in section.rows.indices {
                guard case .navigation(var row) = section.rows[index] else { continue }
                if let target = targets[row.target.path] {
                    row.target = target
                    if row.title.isEmpty { row.title = target.title }
                    section.rows[index] = .navigation(row)
                } else {
                    diagnostics.error(
                        .unknownNavigationTarget,
                        "navigation '\(row.name)' opens '\(row.target.path)', which is not a section of the schema; write the dotted path of section names\(Suggestions.hint(for: row.target.path, in: paths()))",
                        at: row.location)
                }
            }
            for index in section.sections.indices { resolve(&section.sections[index]) }
        }
        resolve(&schema.root)
    }
}

extension NavigationCheck: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    static let readsDeclarations = false
    static let name = "navigation"

    static func run(_ context: inout ValidationContext) {
        resolve(&context.ir, diagnostics: &context.diagnostics)
    }
}

extension GeneratedNameCheck: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    static let readsDeclarations = false
    static let name = "generated names"

    static func run(_ context: inout ValidationContext) {
        check(context.ir, diagnostics: &context.diagnostics)
    }
}
