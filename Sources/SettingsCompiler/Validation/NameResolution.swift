/// Gives every section and setting of a validated IR its resolved names, once, by `FormNames`' rules: the
/// path of schema names and of persistence keys from the root, the form id, and a setting's Swift property and
/// storage names. Runs when the validator has built the sections, before the checks that resolve references to
/// sections and settings (`EvolutionChecker`, `NavigationCheck`), which take the ids from here.
enum NameResolution {
    /// Assigns the names below the root to the top-level sections (the root's own are empty). Called on the
    /// validator's array before the root is built from it, so each array is written in place, not copied.
    static func assign(topLevel sections: inout [SectionIR]) {
        for index in sections.indices {
            let name = sections[index].name
            let key = sections[index].key
            let path = [name]
            assign(&sections[index], path: path, keyPath: key == name ? path : [key])
        }
    }

    /// Where every key on the way equals its name (no `key:` written, the rule), `keyPath` is `path` itself: the
    /// two share one array, for the section and for each of its settings that writes no `key:` either (issue 32:
    /// two arrays per setting were a tenth of the IR).
    static func assign(_ section: inout SectionIR, path: [String], keyPath: [String]) {
        section.path = path
        section.keyPath = keyPath
        section.id = FormNames.formID(keyPath)
        let sectionID = section.id
        let keysAreNames = keyPath == path
        section.updateSettings { setting in
            assign(&setting, path: path, keyPath: keyPath, keysAreNames: keysAreNames, sectionID: sectionID)
        }
        for index in section.sections.indices {
            // Read the child's name and key first: a copy of the child held across the call would share its
            // arrays and make every write below copy them.
            let name = section.sections[index].name
            let key = section.sections[index].key
            let childPath = path + [name]
            assign(&section.sections[index], path: childPath, keyPath: keysAreNames && key == name ? childPath : keyPath + [key])
        }
    }

    static func assign(_ setting: inout SettingIR, path: [String], keyPath: [String], keysAreNames: Bool, sectionID: String) {
        // One allocation per array (no temporary `[name]`), and the id as the section's plus one key.
        var names = path
        names.append(setting.name)
        setting.path = names
        if keysAreNames, setting.key == setting.name {
            setting.keyPath = names
        } else {
            var keys = keyPath
            keys.append(setting.key)
            setting.keyPath = keys
        }
        setting.id = FormNames.formID(sectionID, setting.key)
        setting.swiftName = SwiftNames.escaped(setting.name)
        setting.storageName = setting.deprecated == nil ? setting.swiftName : FormNames.storageName(setting.name, deprecated: true)
    }
}
