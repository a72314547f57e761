/// Gives every section and setting of a validated IR its resolved names, once, by `FormNames`' rules: the
/// path of schema names and of persistence keys from the root, the form id, and a setting's Swift property and
/// storage names. Runs when the validator has built the tree, before the checks that resolve references to
/// sections and settings (`EvolutionChecker`, `NavigationCheck`), which take the ids from here.
enum NameResolution {
    static func assign(_ ir: inout SchemaIR) {
        assign(&ir.root, path: [], keyPath: [])
    }

    static func assign(_ section: inout SectionIR, path: [String], keyPath: [String]) {
        section.path = path
        section.keyPath = keyPath
        section.id = FormNames.formID(keyPath)
        for index in section.settings.indices {
            let name = section.settings[index].name
            section.settings[index].path = path + [name]
            section.settings[index].keyPath = keyPath + [section.settings[index].key]
            section.settings[index].id = FormNames.formID(section.settings[index].keyPath)
            section.settings[index].swiftName = SwiftNames.escaped(name)
            section.settings[index].storageName = FormNames.storageName(name, deprecated: section.settings[index].deprecated != nil)
        }
        for index in section.sections.indices {
            let child = section.sections[index]
            assign(&section.sections[index], path: path + [child.name], keyPath: keyPath + [child.key])
        }
    }
}
