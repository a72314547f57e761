import SettingsRuntime

/// Where values live: `suite:` (an App Group's shared storage), `sync:` (`icloud` or `none`) and `scope:` (`device`
/// or `shared`) on the root, a section or a setting, each inherited downwards (the nearest one wins). Completes the
/// IR (`SettingIR.storage`, `isDeviceScoped`, and `exportPolicy` `device-only` for a `scope: device` setting without
/// `export:`) and checks:
///
/// - SC1690: a `suite:` that is not an App Group identifier;
/// - SC1691: a device-only setting (a secure string, or `scope: device` written above the `sync: icloud` that
///   reaches it) without an explicit choice (`scope: device` on the setting or a section inside the synced one keeps
///   it here, `scope: shared` syncs it), or both on one item;
/// - SC1692: `scope: device` (written) with `export: always`; a secure string with `export: always` is shared;
/// - SC1693: the settings Settings.app shows in different suites (a Settings.bundle reads one);
/// - SC1694 (warning): a synced value without a size bound (a string without `maxLength`, a list without
///   `maxItems`, a URL or custom value);
/// - SC1695 (warning): the synced settings can take more than iCloud's key-value store allows.
///
/// After the settings-app pass, which marks the settings Settings.app shows.
enum StorageCheck: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    static let readsDeclarations = false
    static let name = "storage"

    /// What applies at one level: the nearest `suite:`, `sync:`, `scope:` written above or on it.
    struct Inherited {
        var suite: Located<String>?
        var sync: Located<String>?
        var scope: Located<String>?
        var layout: Located<String>?
        /// Where each came from, for messages ("section 'widget'", "the schema").
        var suiteOwner = Owner.nobody, syncOwner = Owner.nobody, scopeOwner = Owner.nobody
        /// How deep each was written (the schema 0, its sections 1, ...): a `scope: device` written deeper than the
        /// `sync: icloud` above it is the explicit choice to keep the settings below it on the device.
        var syncDepth = 0, scopeDepth = 0
        /// The depth of the item being applied.
        var depth = 0

        /// Whether nothing is passed down: no `suite:`, `sync:`, `scope:` or `layout:` on the way.
        var passesNothing: Bool { suite == nil && sync == nil && scope == nil && layout == nil }
    }

    /// What a key is written on, put in words only for a message (issue 32: the words for every setting and
    /// section of a large schema, made whether or not a message needed them, cost more than the check).
    enum Owner: CustomStringConvertible {
        case nobody
        case schema
        case section(String)
        case setting(String)

        var description: String {
            switch self {
            case .nobody: ""
            case .schema: "the schema"
            case .section(let name): "section '\(name)'"
            case .setting(let name): "'\(name)'"
            }
        }
    }

    static func run(_ context: inout ValidationContext) {
        var checker = Checker(enums: Dictionary(context.ir.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                              rootTypeName: context.ir.rootTypeName)
        var root = Inherited()
        checker.apply(context.ir.root.written.storage, owner: .schema, to: &root)
        checker.walk(&context.ir.root.sections, inherited: root)
        checker.checkLimits(at: context.ir.root.location)
        context.diagnostics.append(contentsOf: checker.diagnostics.diagnostics)
    }

    struct Checker {
        let enums: [String: EnumIR]
        /// The schema's `settings:` name: the Keychain service of a secure string in the document layout without
        /// `keychainService:`.
        let rootTypeName: String
        var diagnostics = DiagnosticCollector()
        /// The first setting shown in Settings.app with its suite (SC1693).
        var settingsAppPlace: (suite: String?, name: String, location: SourceLocation)?
        /// The synced settings: id, the most bytes a value can take (nil: unbounded), where declared.
        var synced: [(id: String, bytes: Int?, location: SourceLocation)] = []
        /// The flat keys taken so far, by domain (nil: the app's own defaults; else the suite) (SC1697).
        var flatKeys: [String: (name: String, location: SourceLocation)] = [:]

        /// Checks the keys written on one item and makes them what its contents inherit.
        mutating func apply(_ decl: StorageDecl, owner: Owner, to inherited: inout Inherited) {
            // Nothing written (the rule for a setting): nothing to check or inherit.
            guard decl.suite.isSome || decl.sync.isSome || decl.scope.isSome || decl.layout.isSome else { return }
            if let suite = decl.suite {
                if LexicalRule.appGroup.matches(suite.value) {
                    inherited.suite = suite
                    inherited.suiteOwner = owner
                } else {
                    diagnostics.emit(Diagnostic(
                        .error, LexicalRule.appGroup.diagnostic,
                        "the suite of \(owner), '\(suite.value)', is not an App Group identifier: write `group.` and a reverse-DNS name, e.g. `group.com.example.app`, as the app's entitlements list it",
                        range: suite.range))
                }
            }
            if let sync = decl.sync {
                if ["icloud", "none"].contains(sync.value) {
                    inherited.sync = sync
                    inherited.syncOwner = owner
                    inherited.syncDepth = inherited.depth
                } else {
                    diagnostics.emit(Diagnostic(
                        .error, .invalidScalar, "`sync:` of \(owner) must be `icloud` or `none`; found '\(sync.value)'", range: sync.range))
                }
            }
            if let scope = decl.scope {
                if ["device", "shared"].contains(scope.value) {
                    inherited.scope = scope
                    inherited.scopeOwner = owner
                    inherited.scopeDepth = inherited.depth
                } else {
                    diagnostics.emit(Diagnostic(
                        .error, .invalidScalar, "`scope:` of \(owner) must be `device` or `shared`; found '\(scope.value)'", range: scope.range))
                }
            }
            if let layout = decl.layout {
                if ["document", "flat"].contains(layout.value) {
                    inherited.layout = layout
                } else {
                    diagnostics.emit(Diagnostic(
                        .error, .invalidScalar, "`layout:` of \(owner) must be `document` or `flat`; found '\(layout.value)'", range: layout.range))
                }
            }
            if let scope = decl.scope, scope.value == "device", let sync = decl.sync, sync.value == "icloud" {
                diagnostics.emit(Diagnostic(
                    .error, .deviceScopeSynced,
                    "\(owner) says both `scope: device` (never synced) and `sync: icloud`; keep one of them",
                    range: sync.range, notes: [Diagnostic.Note("`scope: device` is written here", at: scope.location)]))
            }
        }


        mutating func walk(_ sections: inout [SectionIR], inherited: Inherited) {
            for index in sections.indices {
                var own = inherited
                own.depth += 1
                apply(sections[index].written.storage, owner: .section(sections[index].name), to: &own)
                let passesNothing = own.passesNothing
                // Each setting checked on a copy that shares its storage, and put back in its row only when the check
                // changed it (most settings keep the standard place): a row of the runtime's generic `SettingsRowOf`
                // taken out and put back goes through its value witnesses (issue 32).
                for rowIndex in sections[index].rows.indices {
                    guard let original = sections[index].rows[rowIndex].settingIR else { continue }
                    // Nothing passed down and nothing of it to check: `check` would report nothing and change nothing
                    // (issue 32: it made the setting's place, owner and written keys for every setting, some 1,000
                    // instructions each).
                    if passesNothing, original.keepsStandardStorage { continue }
                    var ir = original
                    check(&ir, inherited: own)
                    if !ir.sharesStorage(with: original) { sections[index].rows[rowIndex] = .setting(ir) }
                }
                walk(&sections[index].sections, inherited: own)
            }
        }

        mutating func check(_ ir: inout SettingIR, inherited: Inherited) {
            var place = inherited
            place.depth = Int.max
            let owner = Owner.setting(ir.name)
            let written = ir.written
            let nameRange = written.nameRange ?? SourceRange(ir.location)
            apply(written.storage, owner: owner, to: &place)
            let sync = place.sync?.value == "icloud"
            // Device-only: written (on the setting or above), or the standard of a secure string.
            let scopeWritten = place.scope
            // A secure string with `export: always` may leave the device (docs/schema-language.md#export-policy).
            let deviceScoped = scopeWritten.map { $0.value == "device" } ?? (ir.isSecure && ir.exportPolicy != .always)
            // Contradictory: device-only by a secure string's standard, or by a `scope: device` written higher than
            // the `sync: icloud` that reaches the setting (both on one item is reported where they are written).
            if deviceScoped && sync && (scopeWritten == nil || place.syncDepth > place.scopeDepth) {
                let why = scopeWritten.map { _ in "`scope: device` of \(place.scopeOwner)" } ?? "the standard of a secure string"
                var notes = [Diagnostic.Note("`sync: icloud` of \(place.syncOwner) is written here", at: place.sync?.location)]
                if let scopeWritten { notes.append(Diagnostic.Note("`scope: device` is written here", at: scopeWritten.location)) }
                notes.append(Diagnostic.Note("write `scope: device` on the setting to keep it on this device, or `scope: shared` to sync it"))
                diagnostics.emit(Diagnostic(
                    .error, .deviceScopeSynced,
                    "\(owner) is device-only (\(why)) but under `sync: icloud` of \(place.syncOwner); say on the setting which one it is",
                    range: written.storage.sync?.range ?? nameRange, notes: notes))
            }
            if deviceScoped, let scopeWritten, let export = written.export, export.value == ExportPolicy.always.rawValue {
                let why = "`scope: device` of \(scopeWritten.location == written.storage.scope?.location ? "the setting" : place.scopeOwner.description)"
                diagnostics.emit(Diagnostic(
                    .error, .deviceScopeExported,
                    "\(owner) is device-only (\(why)), which is never exported, but says `export: always`; remove one of them",
                    range: export.range))
            }
            // Each written only when it changes (`walk` puts back only a changed setting).
            if ir.isDeviceScoped != deviceScoped { ir.isDeviceScoped = deviceScoped }
            if deviceScoped && scopeWritten != nil && ir.exportPolicy == nil { ir.exportPolicy = .deviceOnly }
            let storage = StorageRoute(suite: place.suite?.value, synced: sync && !deviceScoped)
            if ir.storage != storage { ir.storage = storage }
            checkFlat(&ir, place: place)
            if ir.settingsApp {
                if let first = settingsAppPlace {
                    if first.suite != ir.storage.suite {
                        let here = ir.storage.suite.map { "the suite \($0)" } ?? "the app's own storage"
                        let there = first.suite.map { "the suite \($0)" } ?? "the app's own storage"
                        diagnostics.emit(Diagnostic(
                            .error, .settingsAppSuiteMismatch,
                            "\(owner) is shown in Settings.app and lives in \(here), but '\(first.name)' lives in \(there); a Settings.bundle reads one place (ApplicationGroupContainerIdentifier)",
                            range: nameRange, notes: [Diagnostic.Note("'\(first.name)' is declared here", at: first.location)]))
                    }
                } else {
                    settingsAppPlace = (ir.storage.suite, ir.name, ir.location)
                }
            }
            guard ir.storage.synced else { return }
            let bytes = Self.maxBytes(of: ir, enums: enums)
            synced.append((ir.id, bytes.bytes, ir.location))
            if let missing = bytes.unbounded {
                diagnostics.emit(Diagnostic(
                    .warning, .unboundedSyncedValue,
                    "\(owner) is synced to iCloud (`sync: icloud` of \(place.syncOwner)) but \(missing); iCloud's key-value store holds 1 MB in all, and the store refuses to sync a value over its limits",
                    range: nameRange))
            }
        }

        /// The flat layout (`layout: flat`): the setting's own key and its encoding (`SettingIR.flatKey`), what such a
        /// key cannot hold (SC1696) and two settings of one domain sharing a key (SC1697).
        mutating func checkFlat(_ ir: inout SettingIR, place: Inherited) {
            let storedAs = ir.written.storedAs
            let nameRange = ir.written.nameRange ?? SourceRange(ir.location)
            let owner = Owner.setting(ir.name)
            var base = ir.type
            if case .optional(let inner) = base { base = inner }
            if let storedAs, base != .color {
                diagnostics.emit(Diagnostic(
                    .error, .flatLayoutUnsupported, "`storedAs:` of \(owner) applies only to a colour; \(owner) is of type \(ir.type)",
                    range: storedAs.range))
            }
            guard place.layout?.value == "flat" else {
                // A secure string in the document layout is kept in the secret store too (the Keychain on Apple
                // platforms), its account the dotted key path and its service `keychainService:` or the schema's
                // `settings:` name; never in the document. Except one the schema syncs through iCloud (`scope:
                // shared` or `export: always` under `sync: icloud`) or shows in Settings.app (whose Settings.bundle
                // reads and writes UserDefaults): those stay where the schema sends them.
                if ir.isSecure, !ir.storage.synced, !ir.settingsApp {
                    let service = ir.written.keychainService?.value ?? rootTypeName
                    ir.flatKey = SettingsFlatKey(ir.keyPath.joined(separator: "."), .secure(service: service))
                    claimFlatKey(ir, account: ir.flatKey!.key, service: service, at: nameRange)
                }
                return
            }
            if case .optional = ir.type, ir.defaultValue != .null {
                diagnostics.emit(Diagnostic(
                    .error, .flatLayoutUnsupported,
                    "\(owner) is an optional in the flat layout, where an absent key is nil, so its default must be nil",
                    range: nameRange, notes: [Diagnostic.Note("write `default: null` (or no default), or keep it in the document with `layout: document`")]))
            }
            if ir.settingsApp {
                diagnostics.emit(Diagnostic(
                    .error, .flatLayoutUnsupported,
                    "\(owner) is in the flat layout and shown in Settings.app (`settingsApp:`), whose Settings.bundle keys are the document layout's; the two cannot be combined yet",
                    range: nameRange, notes: [Diagnostic.Note("write `settingsApp: false` on it, or keep it in the document with `layout: document`")]))
            }
            if ir.storage.synced {
                diagnostics.emit(Diagnostic(
                    .error, .flatLayoutUnsupported,
                    "\(owner) is in the flat layout, its own UserDefaults key, and cannot also be synced with `sync: icloud`",
                    range: nameRange, notes: [Diagnostic.Note("write `sync: none` on it, or keep it in the document with `layout: document`")]))
            }
            func encoding(_ type: ValueType) -> SettingsFlatEncoding {
                switch type {
                case .bool: .bool
                case .int: .int
                case .float, .double: .double
                case .string: ir.isSecure ? .secure(service: ir.written.keychainService?.value ?? "") : .string
                case .url: .url
                case .color: storedAs?.value == "int" ? .colorInt : .colorHex
                case .date: .date
                case .data: .data
                case .enumeration(let name):
                    .enumeration(Dictionary(uniqueKeysWithValues: (enums[name]?.cases ?? []).compactMap { item in item.rawValue.map { (item.name, $0) } }))
                case .custom: .json
                case .optional(let inner): encoding(inner)
                case .list(let element): .list(encoding(element))
                }
            }
            ir.flatKey = SettingsFlatKey(ir.key, encoding(ir.type))
            if ir.isSecure {
                claimFlatKey(ir, account: ir.key, service: ir.written.keychainService?.value ?? "", at: nameRange)
                return
            }
            let domain = "defaults:" + (ir.storage.suite ?? "") + "\u{0}" + ir.key
            if let first = flatKeys[domain] {
                diagnostics.emit(Diagnostic(
                    .error, .duplicateFlatKey,
                    "'\(ir.id)' and '\(first.name)' are in the flat layout with the same key '\(ir.key)' in \(ir.storage.suite.map { "the suite \($0)" } ?? "the app's own defaults"); both would read and write one value",
                    range: nameRange, notes: [Diagnostic.Note("'\(first.name)' is declared here", at: first.location), Diagnostic.Note("give one of them another `key:`")]))
            } else {
                flatKeys[domain] = (ir.id, ir.location)
            }
        }

        /// SC1697 for two secure strings of one Keychain item (the same service and account).
        mutating func claimFlatKey(_ ir: SettingIR, account: String, service: String, at nameRange: SourceRange) {
            let domain = "keychain:" + service + "\u{0}" + account
            if let first = flatKeys[domain] {
                diagnostics.emit(Diagnostic(
                    .error, .duplicateFlatKey,
                    "'\(ir.id)' and '\(first.name)' are secure strings kept in the same Keychain item (account '\(account)'\(service.isEmpty ? "" : ", service '\(service)'")); both would read and write one value",
                    range: nameRange, notes: [Diagnostic.Note("'\(first.name)' is declared here", at: first.location), Diagnostic.Note("give one of them another `key:` or `keychainService:`")]))
            } else {
                flatKeys[domain] = (ir.id, nameRange.start)
            }
        }

        /// The most bytes a setting's value takes as JSON, or why it has no bound.
        static func maxBytes(of setting: SettingIR, enums: [String: EnumIR]) -> (bytes: Int?, unbounded: String?) {
            func scalar(_ type: ValueType) -> (Int?, String?) {
                switch type {
                case .bool: return (5, nil)
                case .int: return (20, nil)
                case .float, .double: return (24, nil)
                // A character is at most 6 bytes of JSON (`\u001f`); a surrogate pair 12 bytes for 2 UTF-16 units
                // but one character, so 12 bounds every character.
                case .string:
                    guard let length = setting.stringRules?.maxLength else { return (nil, "has no `maxLength`") }
                    return (length * 12 + 2, nil)
                case .color: return (11, nil)
                case .date: return (40, nil)
                case .url: return (nil, "is a URL, whose length has no bound")
                case .data: return (nil, "is data, whose size has no bound")
                case .enumeration(let name):
                    return ((enums[name]?.cases.map(\.name.utf8.count).max() ?? 0) + 2, nil)
                case .custom(let name): return (nil, "is of the app's type \(name), whose size settingsc cannot bound")
                case .optional(let inner):
                    let (bytes, why) = scalar(inner)
                    return (bytes.map { max($0, 4) }, why)
                case .list(let element):
                    guard let items = setting.listRules?.maxItems else { return (nil, "has no `maxItems`") }
                    let (bytes, why) = scalar(element)
                    return (bytes.map { $0 * items + items + 2 }, why.map { "its elements: " + $0 })
                }
            }
            let (bytes, why) = scalar(setting.type)
            return (bytes.map { $0 + setting.id.utf8.count }, why)
        }

        /// SC1695: more synced settings than keys, more bytes than the store holds, a key longer than it takes.
        mutating func checkLimits(at location: SourceLocation) {
            if synced.count > SettingsICloudLimits.keys {
                diagnostics.emit(Diagnostic(
                    .warning, .iCloudLimitExceeded,
                    "\(synced.count) settings are synced to iCloud, one key each; its key-value store holds \(SettingsICloudLimits.keys) keys",
                    range: SourceRange(synced[SettingsICloudLimits.keys].location)))
            }
            for entry in synced where entry.id.utf8.count > SettingsICloudLimits.keyBytes {
                diagnostics.emit(Diagnostic(
                    .warning, .iCloudLimitExceeded,
                    "the iCloud key of the synced setting '\(entry.id)' is \(entry.id.utf8.count) bytes; iCloud takes keys of at most \(SettingsICloudLimits.keyBytes) (shorten its or its sections' `key:`)",
                    range: SourceRange(entry.location)))
            }
            let bounded = synced.compactMap(\.bytes)
            let total = bounded.reduce(0, +)
            if total > SettingsICloudLimits.totalBytes, let last = synced.last {
                diagnostics.emit(Diagnostic(
                    .warning, .iCloudLimitExceeded,
                    "the synced settings can take \(total) bytes at their longest; iCloud's key-value store holds \(SettingsICloudLimits.totalBytes) in all (lower their `maxLength` or `maxItems`)",
                    range: SourceRange(last.location)))
            }
        }
    }
}

extension SettingIR {
    /// Whether `StorageCheck.Checker.check` leaves the setting as it is and reports nothing when its section passes
    /// nothing down (`Inherited.passesNothing`): it writes none of the keys the check reads (storage, `export:`,
    /// `storedAs:`, `settingsApp:`: `WrittenKeysIR.writesNoRareKeys`), is no secure string (kept in the Keychain), is
    /// not shown in Settings.app, and is in the standard place, which is what the check would give it.
    /// `StorageCheckShortcutTests` runs the check on every such setting of the fixtures: nothing reported or changed.
    var keepsStandardStorage: Bool {
        written.writesNoRareKeys && !isSecure && !settingsApp && !isDeviceScoped && exportPolicy == nil
            && flatKey == nil && storage == .local
    }
}
