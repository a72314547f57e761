/// Gives every section and setting of the IR its resolved names, once, by `FormNames`' rules: the path of schema
/// names and of persistence keys from the root, the form id, and a setting's Swift property and storage names.
/// Lowering applies them as it makes each section and setting (`SchemaValidator.validateSection`), with the
/// ``Place`` of the section around it, before the checks that resolve references to sections and settings
/// (`EvolutionChecker`, `NavigationCheck`), which take the ids from here. (Issue 32: a walk of the finished IR took
/// every setting out of its row and put it back, and a row of the runtime's generic `SettingsRowOf` copied or freed
/// goes through its value witnesses, some 700 instructions a setting.)
enum NameResolution {
    /// A section's resolved names, which its settings' and subsections' are made from.
    struct Place {
        /// The schema names from the root (empty for the root) and the persistence keys from the root.
        var path: [String]
        var keyPath: [String]
        /// The form id (`FormNames.formID`, empty for the root).
        var id: String
        /// Whether every key on the way equals its name (no `key:` written, the rule): then `keyPath` is `path`
        /// itself, the two share one array, for the section and for each of its settings that writes no `key:`
        /// either (issue 32: two arrays per setting were a tenth of the IR).
        var keysAreNames: Bool

        /// The root's place.
        static let root = Place(path: [], keyPath: [], id: "", keysAreNames: true)

        /// The place of the subsection with this name and persistence key.
        func child(name: String, key: String) -> Place {
            let path = self.path + [name]
            let keyPath = keysAreNames && key == name ? path : self.keyPath + [key]
            // The id as this place's plus the key (`FormNames.formID(_:_:)`), not the whole key path joined again.
            return Place(path: path, keyPath: keyPath, id: FormNames.formID(id, key), keysAreNames: keyPath == path)
        }
    }

    /// Gives a section the names of its place.
    static func assign(_ section: inout SectionIR, at place: Place) {
        section.path = place.path
        section.keyPath = place.keyPath
        section.id = place.id
    }

    /// Gives a setting of the section at `place` its names (its name, key and deprecation are final).
    static func assign(_ setting: inout SettingIR, in place: Place) {
        // One allocation per array (no temporary `[name]`), and the id as the section's plus one key.
        var names = place.path
        names.append(setting.name)
        setting.path = names
        if place.keysAreNames, setting.key == setting.name {
            setting.keyPath = names
        } else {
            var keys = place.keyPath
            keys.append(setting.key)
            setting.keyPath = keys
        }
        setting.id = FormNames.formID(place.id, setting.key)
        setting.swiftName = SwiftNames.escaped(setting.name)
        setting.storageName = setting.deprecated == nil ? setting.swiftName : FormNames.storageName(setting.name, deprecated: true)
    }
}
