import SettingsCompiler

/// Deprecated settings whose replacement lives in another section (`deprecated: {replacement: ...}`): the
/// generated root type's `init(from:)` copies the deprecated setting's value into the replacement when the
/// stored data holds the deprecated setting but not the replacement (a migration, once: a save then stores
/// the replacement). A replacement in the same section is handled by the section's decoder, which reads
/// the deprecated key as one more old key of the replacement.
enum DeprecationMigrations {
    struct Place {
        /// Section Swift type names from the root (`Display`, `Advanced`).
        var typeNames: [String]
        /// Swift property names from the root.
        var names: [String]
        /// Each level's stored keys, current first, then `renamedFrom`.
        var keys: [[String]]
        var setting: SettingIR
    }

    static func all(in schema: SchemaIR) -> [(deprecated: Place, replacement: Place)] {
        // Most schemas have no such pair: one look at each setting finds that, before any place is made.
        func hasPair(_ section: SectionIR) -> Bool {
            section.settings.contains { $0.deprecated.map { $0.replacementInSection == nil && $0.replacement != nil } ?? false }
                || section.sections.contains(where: hasPair)
        }
        guard hasPair(schema.root) else { return [] }
        // Each section's place is made once, and a setting's only when it is one of a pair (issue 32: a place per
        // setting, three arrays each, was most of this walk's cost in a schema with no such deprecation).
        typealias SectionPlace = (typeNames: [String], names: [String], keys: [[String]])
        var sections: [SectionPlace] = []
        // Every setting with its section; looked up by id only when there is a pair (issue 32: hashing every id of a
        // schema without such a deprecation was most of this walk's cost).
        var every: [(section: Int, setting: SettingIR)] = []
        var order: [(section: Int, setting: SettingIR)] = []
        func walk(_ section: SectionIR, _ place: SectionPlace) {
            let index = sections.count
            sections.append(place)
            for setting in section.settings {
                every.append((index, setting))
                if let deprecation = setting.deprecated, deprecation.replacementInSection == nil, deprecation.replacement != nil {
                    order.append((index, setting))
                }
            }
            for child in section.sections {
                walk(child, (
                    typeNames: place.typeNames + [child.typeName], names: place.names + [child.name],
                    keys: place.keys + [[child.key] + child.renamedFrom]))
            }
        }
        walk(schema.root, (typeNames: [], names: [], keys: []))
        guard !order.isEmpty else { return [] }
        var settings: [String: (section: Int, setting: SettingIR)] = [:]
        for entry in every { settings[entry.setting.id] = entry }
        func place(_ entry: (section: Int, setting: SettingIR)) -> Place {
            let section = sections[entry.section]
            return Place(
                typeNames: section.typeNames, names: section.names + [entry.setting.name],
                keys: section.keys + [[entry.setting.key] + entry.setting.renamedFrom], setting: entry.setting)
        }
        return order.compactMap { entry in
            guard let reference = entry.setting.deprecated?.replacement, let replacement = settings[reference.id] else { return nil }
            return (place(entry), place(replacement))
        }
    }

    /// The statements for the root's `init(from:)`, after every section is decoded from `values`.
    static func lines(for schema: SchemaIR, swiftType: (ValueType) -> String) -> [String] {
        var lines: [String] = []
        for (deprecated, replacement) in all(in: schema) {
            let keys = { (located: Place) in
                "[" + located.keys.map { "[" + $0.map(SwiftEscaping.stringLiteral).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
            }
            let source = "self." + (deprecated.names.dropLast().map(SwiftNames.escaped) + [deprecated.setting.storageName]).joined(separator: ".")
            let target = "self." + replacement.names.map(SwiftNames.escaped).joined(separator: ".")
            let old = deprecated.setting.type
            let new = replacement.setting.type
            var value = source
            if old.wrapped != new.wrapped {
                let converter = swiftType(new.wrapped)
                value = old.isOptional ? "\(source).map { \(converter)($0) }" : "\(converter)(\(source))"
            }
            let rules = replacement.setting.range != nil || replacement.setting.step != nil
            if new.isNumeric, rules {
                let owner = replacement.typeNames.joined(separator: ".")
                let name = SwiftNames.escaped(replacement.setting.name)
                let range = replacement.setting.range != nil ? "\(owner).Ranges.\(name)" : "nil"
                let step = replacement.setting.step != nil ? "\(owner).Steps.\(name)" : "nil"
                value = old.isOptional
                    ? "(\(value)).map { SettingsRuntime.SettingsValueRules.normalize($0, range: \(range), step: \(step)) }"
                    : "SettingsRuntime.SettingsValueRules.normalize(\(value), range: \(range), step: \(step))"
            }
            lines.append("// `\(deprecated.names.joined(separator: "."))` is deprecated; its value moves to `\(replacement.names.joined(separator: "."))` when that is not stored yet.")
            lines.append("if !values.isStored(\(keys(replacement))), values.isStored(\(keys(deprecated))) {")
            lines.append("    \(target) = \(value)")
            lines.append("}")
        }
        return lines
    }
}
