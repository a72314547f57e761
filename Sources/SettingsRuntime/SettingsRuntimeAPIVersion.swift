/// Compile-time version lock between generated code and this runtime.
///
/// Every file the Swift model backend generates ends with
///
/// ```swift
/// private struct _SettingsRuntimeVersionCheck: SettingsRuntimeAPIVersion_3 {}
/// ```
///
/// The protocol has no requirements; only its name matters. When SettingsRuntime makes a change that
/// generated code must follow (a renamed container method, a changed protocol requirement, ...), this
/// protocol is renamed to `SettingsRuntimeAPIVersion_4` (and so on). Generated code written for the old
/// API then fails to compile with "cannot find type 'SettingsRuntimeAPIVersion_3' in scope", which names
/// the problem directly: regenerate the file with a settingsc that matches the runtime.
///
/// Additive, source-compatible changes to the runtime keep the current name.
///
/// Generation 2: a form section holds its rows in declaration order (`SettingsFormSection.rows`, appended as
/// `section.rows.append(.setting(...))`); the link, action, navigation and detail rows share
/// `SettingsFormRowFields` and have no `position`.
///
/// Generation 3: a generated form adds each setting with one `section.append(id:name:title:description:keyPath:type:control:attributes:)`
/// call, its optional properties as ``SettingsFormAttribute`` values, and reads every default from the model
/// (`SettingsForm(title:sections:localization:defaults:)`).
public protocol SettingsRuntimeAPIVersion_3 {}
