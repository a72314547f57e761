/// A reference from one place of a schema to a section (a navigation row's `navigate:`), resolved once by the
/// compiler (`NavigationCheck`): backends read the target's id and names from here and never look it up again.
/// A reference that names no section is an error (SC1484), so an IR handed to backends holds only resolved ones.
public struct SectionReference: Sendable, Hashable {
    /// The fields, held by reference: a navigation row was the largest kind of row, and every row of the IR (a
    /// setting's too) is as large as its largest kind (issue 32, memory: 136 bytes a row with the fields inline).
    /// Immutable once made: setting a field makes a new box, so copies never share a change.
    private struct Contents: Sendable, Hashable {
        var path: String
        var keyPath: [String] = []
        var id: String = ""
        var typeName: String = ""
        var title: String = ""
    }

    private final class Box: Sendable {
        let contents: Contents
        init(_ contents: Contents) { self.contents = contents }
    }

    private var box: Box

    private mutating func change(_ update: (inout Contents) -> Void) {
        var contents = box.contents
        update(&contents)
        box = Box(contents)
    }

    /// The dotted path of section names from the root, as the schema writes it (`payments.promotions`); also
    /// the docs anchor of the target.
    public var path: String {
        get { box.contents.path }
        set { change { $0.path = newValue } }
    }
    /// The target's persistence keys from the root, and its form id (`SettingsFormSection.id`).
    public var keyPath: [String] {
        get { box.contents.keyPath }
        set { change { $0.keyPath = newValue } }
    }
    public var id: String {
        get { box.contents.id }
        set { change { $0.id = newValue } }
    }
    /// The target's Swift type name (`Promotions`): its DSL screen is `FormNames.view(typeName:)`.
    public var typeName: String {
        get { box.contents.typeName }
        set { change { $0.typeName = newValue } }
    }
    public var title: String {
        get { box.contents.title }
        set { change { $0.title = newValue } }
    }

    /// An unresolved reference to the section at `path`.
    public init(path: String) {
        box = Box(Contents(path: path))
    }

    /// A reference to `section` (whose resolved names `NameResolution` has set).
    public init(_ section: SectionIR) {
        box = Box(Contents(
            path: FormNames.dottedPath(section.path), keyPath: section.keyPath, id: section.id,
            typeName: section.typeName, title: section.title))
    }

    public static func == (lhs: SectionReference, rhs: SectionReference) -> Bool {
        lhs.box === rhs.box || lhs.box.contents == rhs.box.contents
    }

    public func hash(into hasher: inout Hasher) { box.contents.hash(into: &hasher) }
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
