/// The one namer: every name the generated code and the form derive from the schema's own names, made here and
/// nowhere else. `NameResolution` stores them on the IR (`SectionIR.id`, `SettingIR.storageName`, ...); the
/// checks of generated names (`GeneratedNameCheck`, `CustomTypeRules`) and the backends both call these
/// functions, so what is checked is what is generated. Section type names are unique in a schema, so the names
/// made from them are too.
public enum FormNames {
    // MARK: Paths and ids

    /// The form id of a section or setting (`SettingsFormSection.id`, `SettingsFormSetting.id`): its persistence
    /// keys from the root joined by dots, `smoothing.dayPeriod`.
    public static func formID(_ keyPath: [String]) -> String {
        keyPath.joined(separator: ".")
    }

    /// The form id of a member of the section with id `parentID` (empty for the root) stored under `key`: the
    /// same as `formID(parentKeyPath + [key])`, without building the array.
    public static func formID(_ parentID: String, _ key: String) -> String {
        if parentID.isEmpty { return key }
        // Made at its final size from the two texts' bytes (issue 32: two appends, each growing the string, for
        // every setting).
        return joined(parentID, UInt8(ascii: "."), key)
    }

    /// `first`, `separator` and `second` as one string, made at its final size by copying the texts' bytes.
    static func joined(_ first: String, _ separator: UInt8?, _ second: String, change: (UnsafeMutableBufferPointer<UInt8>, Int) -> Void = { _, _ in }) -> String {
        var first = first, second = second
        return first.withUTF8 { head in
            second.withUTF8 { tail in
                let middle = separator == nil ? 0 : 1
                return String(unsafeUninitializedCapacity: head.count + middle + tail.count) { buffer in
                    if let source = head.baseAddress, head.count > 0 { buffer.baseAddress!.initialize(from: source, count: head.count) }
                    if let separator { buffer[head.count] = separator }
                    if let source = tail.baseAddress, tail.count > 0 {
                        (buffer.baseAddress! + head.count + middle).initialize(from: source, count: tail.count)
                    }
                    change(buffer, head.count + middle)
                    return head.count + middle + tail.count
                }
            }
        }
    }

    /// The dotted path of schema names (`smoothing.dayPeriod`): docs anchors, references in the schema.
    public static func dottedPath(_ names: [String]) -> String {
        names.joined(separator: ".")
    }

    // MARK: Swift names of types

    /// The caseless enum that declares a model's enums and section types side by side (`BetaSettingsTypes`); the
    /// root and each section name them through type aliases (`BetaSettings.Smoothing`). Reserved: no section or
    /// enum may be called so.
    public static func typesNamespace(rootTypeName: String) -> String { rootTypeName + "Types" }

    // MARK: Swift names of a setting

    /// The stored property of a setting: its name (escaped where a keyword), or `_name` for a deprecated setting,
    /// whose public property is a deprecated accessor; the form, the DSL and migrations read the storage, so they
    /// compile without deprecation warnings.
    public static func storageName(_ name: String, deprecated: Bool) -> String {
        deprecated ? "_" + name : SwiftNames.escaped(name)
    }

    // MARK: Names of a section's parts in the SwiftUI DSL

    /// `SmoothingView` for the type `Smoothing`.
    public static func view(typeName: String) -> String { typeName + "View" }
    public static func view(_ section: SectionIR) -> String { view(typeName: section.typeName) }

    /// `SmoothingContent` for the type `Smoothing`: the section's content view, without its `Form` and title.
    public static func contentView(typeName: String) -> String { typeName + "Content" }
    public static func contentView(_ section: SectionIR) -> String { contentView(typeName: section.typeName) }

    /// `smoothingLink` for the type `Smoothing` (the DSL function `smoothingLink()`).
    public static func link(typeName: String) -> String { lowerFirst(typeName) + "Link" }
    public static func link(_ section: SectionIR) -> String { link(typeName: section.typeName) }

    /// `smoothingContent` for the type `Smoothing` (the DSL function placing the section's content in a host screen).
    public static func content(typeName: String) -> String { lowerFirst(typeName) + "Content" }
    public static func content(_ section: SectionIR) -> String { content(typeName: section.typeName) }

    /// `smoothingSectionFooter` for the type `Smoothing`: the hook a host view implements for `footer: inject`.
    public static func hook(typeName: String, footer: Bool) -> String {
        lowerFirst(typeName) + (footer ? "SectionFooter" : "SectionHeader")
    }
    public static func hook(_ section: SectionIR, footer: Bool) -> String { hook(typeName: section.typeName, footer: footer) }

    /// `accountsScreen` for `screen: accounts`: the hook a host view implements to make the app's screen an
    /// app-screen row opens (`func accountsScreen() -> some View`).
    public static func screenHook(_ screen: String) -> String { screen + "Screen" }

    /// `AccountsScreen`: the associated type of the view the screen hook returns.
    public static func screenHookType(_ hook: String) -> String { upperFirst(hook) }

    /// `profileRegionEditor` for the setting `region` of the type `Profile`: the hook a host view implements to edit
    /// a setting of a custom type (`custom(Region)`).
    public static func customEditor(typeName: String, setting: String) -> String {
        lowerFirst(typeName) + upperFirst(setting) + "Editor"
    }
    public static func customEditor(_ section: SectionIR, _ setting: SettingIR) -> String {
        customEditor(typeName: section.typeName, setting: setting.name)
    }

    /// `ProfileRegionEditor`: the associated type of the view the editor hook returns.
    public static func customEditorType(typeName: String, setting: String) -> String {
        upperFirst(customEditor(typeName: typeName, setting: setting))
    }

    // MARK: Deep links

    /// The case of the generated `Route` enum for a section (`network` for the type `Network`) or a setting of
    /// it (`networkOfflineMode`); not escaped (``SwiftNames/escaped(_:)`` does that). Section type names are
    /// unique in a schema; a setting's case can still equal another's, which `RouteNameCheck` reports (SC1441).
    public static func routeCase(typeName: String, setting: String? = nil) -> String {
        guard let setting else { return lowerFirst(typeName) }
        guard let typeFirst = typeName.utf8.first, typeFirst < 0x80, let settingFirst = setting.utf8.first,
              settingFirst < 0x80
        else { return lowerFirst(typeName) + upperFirst(setting) }
        // ASCII first letters: the case is made at its final size, its two first letters changed in place (issue 32:
        // two strings made and joined per setting, about 2,300 instructions).
        return joined(typeName, nil, setting) { buffer, typeEnd in
            if buffer[0] >= 0x41 && buffer[0] <= 0x5A { buffer[0] += 0x20 }
            if buffer[typeEnd] >= 0x61 && buffer[typeEnd] <= 0x7A { buffer[typeEnd] -= 0x20 }
        }
    }
    public static func routeCase(_ section: SectionIR, _ setting: SettingIR? = nil) -> String {
        routeCase(typeName: section.typeName, setting: setting?.name)
    }

    static func lowerFirst(_ name: String) -> String {
        if let first = name.utf8.first, first < 0x80 {  // ASCII: one byte changed, no Unicode case mapping (issue 32)
            return first >= 0x41 && first <= 0x5A ? replacingFirstByte(of: name, with: first + 0x20) : name
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    static func upperFirst(_ name: String) -> String {
        if let first = name.utf8.first, first < 0x80 {
            return first >= 0x61 && first <= 0x7A ? replacingFirstByte(of: name, with: first - 0x20) : name
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `name` with its first byte (an ASCII letter) replaced by `byte`, another ASCII letter.
    private static func replacingFirstByte(of name: String, with byte: UInt8) -> String {
        var bytes = Array(name.utf8)
        bytes[0] = byte
        return String(decoding: bytes, as: UTF8.self)
    }
}
