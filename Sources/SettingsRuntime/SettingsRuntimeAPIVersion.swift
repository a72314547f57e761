/// Compile-time version lock between generated code and this runtime.
///
/// Every file the Swift model backend generates ends with
///
/// ```swift
/// private struct _SettingsRuntimeVersionCheck: SettingsRuntimeAPIVersion_1 {}
/// ```
///
/// The protocol has no requirements; only its name matters. When SettingsRuntime makes a change that
/// generated code must follow (a renamed container method, a changed protocol requirement, ...), this
/// protocol is renamed to `SettingsRuntimeAPIVersion_2` (and so on). Generated code written for the old
/// API then fails to compile with "cannot find type 'SettingsRuntimeAPIVersion_1' in scope", which names
/// the problem directly: regenerate the file with a settingsc that matches the runtime.
///
/// Additive, source-compatible changes to the runtime keep the current name.
public protocol SettingsRuntimeAPIVersion_1 {}
