public import SettingsCompiler

/// The names the form metadata and the SwiftUI DSL give to a section's parts, made in one place.
/// Section type names are unique in a schema, so these names are too.
public enum FormNames {
    /// `smoothingSectionFooter` for the type `Smoothing`: the hook a host view implements for `footer: inject`.
    public static func hook(_ section: SectionIR, footer: Bool) -> String {
        lowerFirst(section.typeName) + (footer ? "SectionFooter" : "SectionHeader")
    }

    /// `smoothingLink` for the type `Smoothing` (the DSL function `smoothingLink()`).
    public static func link(_ section: SectionIR) -> String {
        lowerFirst(section.typeName) + "Link"
    }

    /// `smoothingContent` for the type `Smoothing` (the DSL function placing the section's content in a host screen).
    public static func content(_ section: SectionIR) -> String {
        lowerFirst(section.typeName) + "Content"
    }

    /// `SmoothingContent` for the type `Smoothing`: the section's content view, without its `Form` and title.
    public static func contentView(_ section: SectionIR) -> String {
        section.typeName + "Content"
    }

    /// `SmoothingView` for the type `Smoothing`.
    public static func view(_ section: SectionIR) -> String {
        section.typeName + "View"
    }

    /// `profileRegionEditor` for the setting `region` of the type `Profile`: the hook a host view implements to edit
    /// a setting of a custom type (`custom(Region)`).
    public static func customEditor(_ section: SectionIR, _ setting: SettingIR) -> String {
        lowerFirst(section.typeName) + setting.name.prefix(1).uppercased() + setting.name.dropFirst() + "Editor"
    }

    static func lowerFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
