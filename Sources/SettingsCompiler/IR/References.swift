/// A reference from one place of a schema to a section (a navigation row's `navigate:`), resolved once by the
/// compiler (`NavigationCheck`): backends read the target's id and names from here and never look it up again.
/// A reference that names no section is an error (SC1484), so an IR handed to backends holds only resolved ones.
public struct SectionReference: Sendable, Hashable {
    /// The dotted path of section names from the root, as the schema writes it (`payments.promotions`); also
    /// the docs anchor of the target.
    public var path: String
    /// The target's persistence keys from the root, and its form id (`SettingsFormSection.id`).
    public var keyPath: [String] = []
    public var id: String = ""
    /// The target's Swift type name (`Promotions`): its DSL screen is `FormNames.view(typeName:)`.
    public var typeName: String = ""
    public var title: String = ""

    /// An unresolved reference to the section at `path`.
    public init(path: String) {
        self.path = path
    }

    /// A reference to `section` (whose resolved names `NameResolution` has set).
    public init(_ section: SectionIR) {
        path = FormNames.dottedPath(section.path)
        keyPath = section.keyPath
        id = section.id
        typeName = section.typeName
        title = section.title
    }
}

/// A reference to a setting (a deprecated setting's `replacement:`), resolved once by the compiler
/// (`EvolutionChecker`); a reference that names no setting is an error (SC1423), so backends only see resolved ones.
public struct SettingReference: Sendable, Hashable {
    /// The dotted path of schema names from the root (`syncing.interval`); the docs anchor of the setting.
    public var path: String
    /// The schema names from the root, the last being the setting's.
    public var names: [String]
    /// The persistence keys from the root, and the setting's form id (`SettingsFormSetting.id`).
    public var keyPath: [String]
    public var id: String

    /// A reference to `setting` (whose resolved names `NameResolution` has set).
    public init(_ setting: SettingIR) {
        path = FormNames.dottedPath(setting.path)
        names = setting.path
        keyPath = setting.keyPath
        id = setting.id
    }
}
