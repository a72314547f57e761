// The diagnostics CustomTypes.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1570 invalidCustomTypeName
///
/// `custom(Name)` names a Swift type the app supplies, conforming to `SettingsCustomValue`: a type name, or dotted
/// names for a nested type or one qualified by its module (`Geo.Region`), each part ASCII letters, digits and `_`, not
/// a keyword, the first starting with an uppercase letter.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       region: {type: custom(geo region)}
/// ```
///
/// Fix: Write the Swift name of the type, e.g. `custom(GeoRegion)`.

/// SC1571 customTypeDefault
///
/// A custom type supplies its own default (`static var settingsDefault`), so the schema gives none: settingsc cannot
/// check a value of a type it does not know. A `custom(Name)?` setting defaults to nil.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       region: {type: custom(Region), default: europe}
/// ```
///
/// Fix: Remove `default:` and return the default from the type's `settingsDefault`.

/// SC1572 customTypeNameClash
///
/// The generated model declares a Swift type for the root, each section and each enum; inside the model, a custom type
/// of the same name (or whose first dotted part is that name) would mean the generated type, so the code would not
/// compile or would use the wrong type.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       region: {type: custom(General)}
/// ```
///
/// Fix: Qualify the custom type with its module (`custom(MyApp.General)`), or rename the section or enum.
