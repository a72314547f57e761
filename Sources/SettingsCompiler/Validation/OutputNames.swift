/// The names of the files `generate` and `docs` write, as far as schema names make them (issue 20 items 2 and 4),
/// so that `validate` refuses every schema whose outputs could not be created or would collide, before a backend
/// runs: file names over the 255 bytes file systems allow (counting the temporary name `.<name>.settingsc-XXXXXX`
/// each file is first written to, SC1590), names Windows cannot create (`CON`, `NUL`, `COM1`, ..., SC1591), and
/// two outputs whose names differ only in case (SC1592). `OutputNamesTests` (SettingsBackendsTests) checks that
/// every file each backend renders is listed here.
public enum OutputNames {
    /// The most bytes one file name (a path component) may have on the file systems settingsc writes to.
    public static let maxFileNameBytes = 255
    /// What the temporary name adds to a file name: `.` before it and `.settingsc-XXXXXX` after it.
    public static let temporaryNameOverhead = 18

    /// Names Windows reserves for devices, in any case and with any extension (`nul.swift` cannot be created).
    public static let windowsReservedNames: Set<String> = {
        var names: Set<String> = ["CON", "PRN", "AUX", "NUL"]
        for digit in 0...9 {
            names.insert("COM\(digit)")
            names.insert("LPT\(digit)")
        }
        return names
    }()

    /// Whether Windows refuses a file or folder called `name`: its part before the first dot is a device name.
    public static func isWindowsReserved(_ name: String) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
        return windowsReservedNames.contains(stem.uppercased())
    }

    /// One output file (or folder) name and the declaration whose name it is made from.
    public struct Output: Sendable {
        public var name: String
        /// The folder it is in, relative to the output folder (`""` or `Beta/Settings.bundle`).
        public var folder: String
        public var what: String
        public var location: SourceLocation
    }

    /// Every output name a schema's names make, for every backend (whether or not a run asks for it): the model,
    /// form and DSL files, the values schema, the docs pages, the string catalog and the Settings.bundle folder
    /// and panes.
    public static func outputs(_ schema: SchemaIR) -> [Output] {
        let root = schema.rootTypeName
        let rootAt = schema.rootNameLocation ?? schema.root.location
        var result: [Output] = [Output(name: "index.html", folder: "", what: "the docs site's index", location: rootAt)]
        // `+Intents.swift` is written only when settings are marked `intents:` (AppIntentsBackend); checked always.
        for suffix in [".swift", "+Form.swift", "+Intents.swift", ".values.schema.json", ".md", ".html"] {
            result.append(Output(name: root + suffix, folder: "", what: "the root type name", location: rootAt))
        }
        if let view = schema.viewName {
            result.append(Output(name: view + "+SettingsDSL.swift", folder: "", what: "the view name", location: schema.viewLocation ?? rootAt))
            if schema.settingsWindow {  // SettingsWindowBackend
                result.append(Output(name: view + "+SettingsWindow.swift", folder: "", what: "the view name", location: schema.viewLocation ?? rootAt))
            }
        }
        if let localization = schema.localization {
            let table = localization.table
            result.append(Output(name: table + ".xcstrings", folder: "", what: "the string table name", location: localization.tableLocation ?? rootAt))
            // With App Intents, the App Shortcuts' phrases too (StringCatalogBackend): a name App Shortcuts fix.
            if hasIntents(schema.root) {
                result.append(Output(name: appShortcutsCatalog, folder: "", what: "the App Shortcuts' phrases (intents: with localization:)", location: localization.tableLocation ?? rootAt))
            }
        }
        // Settings.bundle (only written when some setting is shown in Settings.app): `<Root>/Settings.bundle/`,
        // `Root.plist`, and `<Type>-<Child>...plist` for each subsection that holds a shown setting.
        func shows(_ section: SectionIR) -> Bool {
            section.settings.contains(where: \.settingsApp) || section.sections.contains(where: shows)
        }
        let bundleFolder = root + "/Settings.bundle"
        // The remote backends' files (only written when some setting is `remote:`): `<Root>/RemoteConfigDefaults.plist`,
        // `<Root>/remoteconfig.template.json`, `<Root>/flags.json`.
        func hasRemote(_ section: SectionIR) -> Bool {
            section.settings.contains { $0.remoteKey != nil } || section.sections.contains(where: hasRemote)
        }
        let remote = hasRemote(schema.root)
        if remote {
            for name in ["RemoteConfigDefaults.plist", "remoteconfig.template.json", "flags.json"] {
                result.append(Output(name: name, folder: root, what: "the remote backends' files", location: rootAt))
            }
        }
        if schema.root.sections.contains(where: shows) || remote {
            result.append(Output(name: root, folder: "", what: "the root type name (the Settings.bundle and remote files' folder)", location: rootAt))
        }
        if schema.root.sections.contains(where: shows) {
            result.append(Output(name: "Root.plist", folder: bundleFolder, what: "Settings.bundle", location: rootAt))
            func panes(_ section: SectionIR, _ path: [String]) {
                for child in section.sections where shows(child) {
                    let childPath = path + [child.typeName]
                    result.append(Output(
                        name: childPath.joined(separator: "-") + ".plist", folder: bundleFolder,
                        what: "the Settings.bundle pane of the section '\(child.name)'", location: child.location))
                    panes(child, childPath)
                }
            }
            for top in schema.root.sections where shows(top) { panes(top, [top.typeName]) }
        }
        return result
    }

    /// The catalog of the App Shortcuts' phrases: App Shortcuts read the app's `AppShortcuts` table.
    public static let appShortcutsCatalog = "AppShortcuts.xcstrings"

    /// Whether a setting below `section` is marked for App Intents (stops at the first).
    static func hasIntents(_ section: SectionIR) -> Bool {
        section.sections.contains { $0.settings.contains(where: \.hasIntents) || hasIntents($0) }
    }

    /// Reports output names that are too long, reserved on Windows, or collide in case with another (or with
    /// another output of the same name: a string table named `AppShortcuts` beside the App Shortcuts' catalog).
    static func check(_ schema: SchemaIR, diagnostics: inout DiagnosticCollector) {
        var seen: [String: Output] = [:]
        var reported: Set<String> = []
        let all = outputs(schema)
        // One diagnostic per declaration, about the longest file name it makes.
        var longest: [String: Output] = [:]
        var order: [String] = []
        for output in all {
            let key = "\(output.what)@\(output.location.line):\(output.location.column)"
            if let other = longest[key] {
                if output.name.utf8.count > other.name.utf8.count { longest[key] = output }
            } else {
                longest[key] = output
                order.append(key)
            }
        }
        for key in order {
            guard let output = longest[key] else { continue }
            let bytes = output.name.utf8.count
            if bytes + temporaryNameOverhead > maxFileNameBytes {
                diagnostics.error(
                    .outputNameTooLong,
                    "\(output.what) makes the output file '\(abbreviated(output.name))' \(bytes) bytes long; with the \(temporaryNameOverhead) bytes of its temporary name it exceeds the \(maxFileNameBytes) bytes a file name can have, so shorten the name by at least \(bytes + temporaryNameOverhead - maxFileNameBytes) bytes",
                    at: output.location)
            }
        }
        for output in all {
            if isWindowsReserved(output.name), reported.insert("w\(output.what)@\(output.location.line):\(output.location.column)").inserted {
                diagnostics.error(
                    .windowsReservedName,
                    "\(output.what) makes the output '\(output.name)', a device name Windows reserves (CON, PRN, AUX, NUL, COM0-9, LPT0-9 in any case), which no Windows checkout can hold; choose another name",
                    at: output.location)
            }
            let folded = output.folder.lowercased() + "/" + output.name.lowercased()
            if let other = seen[folded] {
                if other.name != output.name || other.what != output.what, reported.insert("c" + folded).inserted {
                    let relation = other.name == output.name ? "which is also" : "which differs only in case from"
                    let consequence = other.name == output.name ? "one would overwrite the other" : "on a case-insensitive file system (macOS, Windows) they are one file"
                    let fix = [output.name, other.name].contains(appShortcutsCatalog)
                        ? "App Shortcuts read that name, so name the string table otherwise" : "rename one of them"
                    diagnostics.error(
                        .outputNameCaseCollision,
                        "\(output.what) makes the output '\(output.name)', \(relation) '\(other.name)' (\(other.what)); \(consequence), so \(fix)",
                        at: output.location,
                        notes: other.location.line == output.location.line && other.location.column == output.location.column
                            ? [] : [Diagnostic.Note("'\(other.name)' comes from here", at: other.location)])
                }
            } else {
                seen[folded] = output
            }
        }
    }

    /// SC1592 across the schemas of one run (`validate`, `generate` and `docs` with several schemas): two schemas
    /// whose outputs differ only in case, or are the same (two roots named `Beta`, or `Beta` and `BETA`), would
    /// overwrite each other. The docs site's `index.html` is shared by design. `AppShortcuts.xcstrings` is the
    /// catalog of an app's one `AppShortcutsProvider`: schemas of different apps each have one, generated into each
    /// app's folder (`generate` refuses two in one folder, as it refuses any two files on one path).
    public static func collisions(between schemas: [SchemaIR]) -> [Diagnostic] {
        var seen: [String: (output: Output, schema: String)] = [:]
        var result: [Diagnostic] = []
        for schema in schemas {
            var reported = false
            for output in outputs(schema) where output.name != "index.html" && output.name != appShortcutsCatalog {
                let folded = output.folder.lowercased() + "/" + output.name.lowercased()
                if let other = seen[folded], other.schema != schema.sourcePath {
                    if !reported {
                        reported = true
                        result.append(.error(
                            .outputNameCaseCollision,
                            "\(output.what) makes the output '\(output.name)', which \(other.output.name == output.name ? "is also" : "differs only in case from") '\(other.output.name)' of '\(other.schema)'; the two schemas would overwrite each other's files, so rename one root type",
                            at: output.location,
                            notes: [Diagnostic.Note("'\(other.output.name)' comes from here", at: other.output.location)]))
                    }
                } else if seen[folded] == nil {
                    seen[folded] = (output, schema.sourcePath)
                }
            }
        }
        return result
    }

    private static func abbreviated(_ name: String) -> String {
        name.utf8.count <= 80 ? name : String(name.prefix(40)) + "…" + String(name.suffix(30))
    }
}

extension OutputNames: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    public static let readsDeclarations = false
    public static let name = "output names"

    public static func run(_ context: inout ValidationContext) {
        check(context.ir, diagnostics: &context.diagnostics)
    }
}
