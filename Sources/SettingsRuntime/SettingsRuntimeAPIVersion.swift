/// Compile-time version lock between generated code and this runtime.
///
/// Every file the Swift model backend generates ends with
///
/// ```swift
/// private struct _SettingsRuntimeVersionCheck: SettingsRuntimeAPIVersion_7 {}
/// ```
///
/// The protocol has no requirements; only its name matters. Two directions are locked:
/// - **Generated code newer than the runtime.** When the generated code starts to use runtime API that an older
///   runtime lacks (a new form attribute, a new container method, ...), the generation number goes up: a newer
///   file against an older runtime fails with "cannot find type 'SettingsRuntimeAPIVersion_7' in scope", which
///   names the problem (update SettingsRuntime, or generate with the settingsc that matches it).
/// - **Generated code older than the runtime.** When the new generation only adds API, the previous name stays as
///   a type alias of the current one, so files generated for it still compile. When the runtime breaks generated
///   code (a renamed container method, a changed protocol requirement), the previous name is removed and old files
///   fail with that message: regenerate them.
///
/// Generation 7 (additive: generations 6, 5, 4 and 3 are aliases): commit modes and cascades, which generated forms
/// write as `section.commit = .immediate` (``SettingsFormSection/commit``, ``SettingsCommitMode``) and as the form
/// attribute ``SettingsFormAttribute/cascade(_:)`` (``SettingsCascade``, ``SettingsCascadeValue``); facts the app
/// knows, ``SettingsFacts``, ``SettingsAppFacts`` and ``SettingsFactsDeclaring`` (the model's `Facts` struct), and
/// ``SettingsCondition/available(_:)`` with ``SettingsOSVersion``; and, added to generation 7 before it was released,
/// the picker options of issue 31, item 4: the form attributes ``SettingsFormAttribute/casesLimit(_:)``
/// (``SettingsCasesLimit``, `casesFrom:`/`casesUpTo:`) and ``SettingsFormAttribute/noResetLine`` (`resetLine: false`),
/// a bool's two-choice titles being text attributes (`.text(member: "onTitle", ...)`), no new API; and two row kinds,
/// which generated forms write as `section.rows.append(.screen(SettingsFormScreen(..., hook: "accountsScreen", value:
/// "accountSummary")))` and `section.rows.append(.text(SettingsFormStaticText(...)))` (``SettingsRowOf/screen(_:)``,
/// ``SettingsScreenRowOf``; ``SettingsRowOf/text(_:)``, ``SettingsTextRowOf``).
///
/// Generation 6 (additive: generations 5, 4 and 3 are aliases): the `data` type (``SettingsData``,
/// ``SettingsValueType/data``, ``SettingsControl/readOnly``, ``SettingsFlatEncoding/data``), and secure strings of
/// the document layout in `settingsFlatKeys` (kept in the secret store);
/// and the form attributes of a kind,
/// ``SettingsFormAttribute/text(member:_:)`` and ``SettingsFormAttribute/link(member:_:)``, which generated code
/// writes as `.text(member: "placeholder", "...")` and `.link(member: "learnMore", "https://...")`;
/// `.placeholder(_:)` and `.accessibilityLabel(_:)`, which older files write, are functions returning them. A new
/// schema key of an existing kind is no new runtime API (its member is a string), so it raises no generation.
///
/// Generation 5 (additive: generations 4 and 3 are aliases): the flat layout's `settingsFlatKeys`
/// (``SettingsFlatDescribed``, ``SettingsFlatKey``, ``SettingsFlatEncoding``).
///
/// Generation 4 (additive: generation 3 is an alias): the form's `Root.Route` and `SettingsLinks`, the form
/// attributes `.keywords`, `.accessibilityLabel`, `.remote` and `.configurationDefault`, search entries of enum
/// cases, translated keywords, `settingsStorageRoutes` and `settingsExportPolicies`.
///
/// Generation 2: a form section holds its rows in declaration order (`SettingsFormSection.rows`, appended as
/// `section.rows.append(.setting(...))`); the link, action, navigation and detail rows share
/// `SettingsFormRowFields` and have no `position`.
///
/// Generation 3: a generated form adds each setting with one `section.append(id:name:title:description:keyPath:type:control:attributes:)`
/// call, its optional properties as ``SettingsFormAttribute`` values, and reads every default from the model
/// (`SettingsForm(title:sections:localization:defaults:)`).
public protocol SettingsRuntimeAPIVersion_7 {}

/// Generation 6, which generation 7 only adds to: files generated for it still compile.
public typealias SettingsRuntimeAPIVersion_6 = SettingsRuntimeAPIVersion_7

/// Generation 5, which generations 6 and 7 only add to: files generated for it still compile.
public typealias SettingsRuntimeAPIVersion_5 = SettingsRuntimeAPIVersion_7

/// Generation 4, which generations 5 to 7 only add to: files generated for it still compile.
public typealias SettingsRuntimeAPIVersion_4 = SettingsRuntimeAPIVersion_7

/// Generation 3, which generations 4 to 7 only add to: files generated for it still compile.
public typealias SettingsRuntimeAPIVersion_3 = SettingsRuntimeAPIVersion_7
