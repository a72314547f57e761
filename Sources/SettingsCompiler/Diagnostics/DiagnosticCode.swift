/// Stable identifiers for every diagnostic settingsc emits. A code never changes meaning once released;
/// retired codes are not reused. `docs/diagnostics.md` lists them with examples (documented beside the passes
/// that report them; docs/architecture.md, "Diagnostic documentation").
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable {
    // Reading files and YAML (SC10xx)
    case fileUnreadable = "SC1001"
    case fileTooLarge = "SC1002"
    case yamlSyntax = "SC1003"
    case duplicateKey = "SC1004"
    case aliasExpansionLimit = "SC1005"
    case nestingTooDeep = "SC1006"
    case tooManyNodes = "SC1007"
    case multipleDocuments = "SC1008"
    case emptyDocument = "SC1009"
    case complexKey = "SC1010"
    case unsupportedTag = "SC1011"
    case scalarTooLong = "SC1012"
    case notUTF8 = "SC1013"

    // Structure of the schema (SC11xx)
    case unknownKey = "SC1101"
    case missingKey = "SC1102"
    case wrongNodeKind = "SC1103"
    case invalidIdentifier = "SC1104"
    case reservedName = "SC1105"
    case duplicateName = "SC1106"
    case duplicatePersistenceKey = "SC1107"
    case invalidScalar = "SC1108"
    case invalidAllow = "SC1109"

    // Types and values (SC12xx)
    case unknownType = "SC1201"
    case defaultTypeMismatch = "SC1202"
    case defaultOutOfRange = "SC1203"
    case defaultOffStep = "SC1204"
    case invalidRange = "SC1205"
    case rangeOnNonNumeric = "SC1206"
    case stepOnNonNumeric = "SC1207"
    case invalidStep = "SC1208"
    case cannotInferType = "SC1209"
    case nestedOptional = "SC1210"
    case unknownEnumCase = "SC1211"
    case emptyEnum = "SC1212"
    case numberNotRepresentable = "SC1213"
    case invalidHeaderFooter = "SC1214"
    case invalidRawValue = "SC1215"

    // Warnings (SC13xx)
    case yaml11Boolean = "SC1301"
    case emptySection = "SC1302"
    // SC1303 is retired: keyword names are escaped with backticks, without a warning.
    case unusedEnum = "SC1304"
    case invisibleCharacter = "SC1305"
    case textCutByComment = "SC1306"

    // Documentation: links in descriptions (SC1401–SC1419)
    case unknownLinkTarget = "SC1401"
    case malformedLink = "SC1402"
    // Schema evolution (SC142x)
    case renamedFromClash = "SC1420"
    case duplicateRenamedFrom = "SC1421"
    case unknownFallbackCase = "SC1422"
    case unknownReplacement = "SC1423"
    case deprecatedReplacement = "SC1424"
    case incompatibleReplacement = "SC1425"
    // Settings runtime and SwiftUI DSL (SC144x-SC145x)
    case generatedNameCollision = "SC1440"
    case routeNameCollision = "SC1441"
    // Rows beyond stored values: icons, colours (SC148x-SC149x)
    case invalidColor = "SC1480"
    case invalidSymbolName = "SC1481"
    case invalidURL = "SC1482"
    case hookNameClash = "SC1483"
    case unknownNavigationTarget = "SC1484"
    case detailWithoutExternalData = "SC1485"
    case linkScheme = "SC1486"
    // Conditions: `visibleWhen:` and `enabledWhen:` (SC1500-SC1519)
    case conditionSyntax = "SC1500"
    case unknownConditionSetting = "SC1501"
    case conditionTypeMismatch = "SC1502"
    case unknownConditionCase = "SC1503"
    case conditionCycle = "SC1504"
    case constantCondition = "SC1505"
    case unknownFact = "SC1506"
    case invalidFact = "SC1507"
    // Localization (SC1520-SC1529)
    case invalidLocalizationTable = "SC1520"
    case invalidSourceLanguage = "SC1521"
    case invalidLocalizationKey = "SC1522"
    case unknownLocalizedText = "SC1523"
    case duplicateLocalizationKey = "SC1524"
    // Platforms (SC1530-SC1539)
    case unknownPlatform = "SC1530"
    case emptyPlatforms = "SC1531"
    case duplicatePlatform = "SC1532"
    case platformOutsideSection = "SC1533"
    // Units and number formats (SC1540-SC1549)
    case invalidUnit = "SC1540"
    case displayOnNonNumeric = "SC1541"
    case invalidNumberFormat = "SC1542"
    case percentOutsideFraction = "SC1543"
    case numberFormatOnInt = "SC1544"
    case unitWithPercent = "SC1545"
    case invalidControl = "SC1546"
    case controlNotApplicable = "SC1547"
    case placeholderOnNonString = "SC1548"
    // Richer types: string rules, secure strings (SC155x-SC157x)
    case stringRuleOnNonString = "SC1550"
    case invalidLength = "SC1551"
    case invalidPattern = "SC1552"
    case defaultViolatesStringRules = "SC1553"
    case secureOnNonString = "SC1554"
    case patternTooComplex = "SC1559"
    // Richer types: url, color, date
    case invalidURLValue = "SC1555"
    case invalidColorValue = "SC1556"
    case invalidDateValue = "SC1557"
    case formattedTypeWithoutDefault = "SC1558"
    // Richer types: lists (SC156x)
    case invalidListType = "SC1560"
    case listTypeNotQuoted = "SC1561"
    case itemsRuleOnNonList = "SC1562"
    case invalidItemCount = "SC1563"
    case defaultViolatesItemCount = "SC1564"
    case listInCondition = "SC1565"
    case ambiguousListDefault = "SC1566"
    // Richer types: data
    case invalidDataValue = "SC1567"
    // Custom types the app supplies (SC1570-SC1579)
    case invalidCustomTypeName = "SC1570"
    case customTypeDefault = "SC1571"
    case customTypeNameClash = "SC1572"
    // Settings.app: the Settings.bundle backend (SC158x)
    case settingsAppUnsupportedType = "SC1580"
    case settingsAppUnrepresentableDefault = "SC1581"
    case settingsAppList = "SC1582"
    case settingsAppCustomType = "SC1583"
    // Output files the schema's names make (SC159x)
    case outputNameTooLong = "SC1590"
    case windowsReservedName = "SC1591"
    case outputNameCaseCollision = "SC1592"
    // `settingsc diff`: changes between two versions of a schema (SC160x data loss, SC161x value changes)
    case settingRemoved = "SC1600"
    case storedKeyChanged = "SC1601"
    case settingMoved = "SC1602"
    case incompatibleTypeChange = "SC1603"
    case enumCaseRemoved = "SC1604"
    case stricterRules = "SC1605"
    case rangeNarrowed = "SC1610"
    case stepChanged = "SC1611"
    case caseFallback = "SC1612"
    case convertingTypeChange = "SC1613"
    case listLimitLowered = "SC1614"
    // Layers: presets (SC166x)
    case unknownPresetSetting = "SC1660"
    case presetValueTypeMismatch = "SC1661"
    case presetValueOutOfRange = "SC1662"
    case presetValueInvalid = "SC1663"
    case emptyPreset = "SC1664"
    // Layers: build configurations (SC167x)
    case invalidBuildConfiguration = "SC1670"
    case unknownBuildConfiguration = "SC1671"
    case missingReleaseDefault = "SC1672"
    case onlyConflict = "SC1673"
    // Layers: remote values (SC168x)
    case invalidRemoteKey = "SC1680"
    case duplicateRemoteKey = "SC1681"
    case remoteUnsupportedType = "SC1682"
    // Storage: suite:, sync:, scope: (SC169x)
    case invalidAppGroup = "SC1690"
    case deviceScopeSynced = "SC1691"
    case deviceScopeExported = "SC1692"
    case settingsAppSuiteMismatch = "SC1693"
    case unboundedSyncedValue = "SC1694"
    case iCloudLimitExceeded = "SC1695"
    case flatLayoutUnsupported = "SC1696"
    case duplicateFlatKey = "SC1697"
    // Editing: cascades (SC176x)
    case unknownCascadeTarget = "SC1760"
    case cascadeValueTypeMismatch = "SC1761"
    case cascadeValueInvalid = "SC1762"
    case cascadeCycle = "SC1763"
    // Options of a picker (SC1780-SC1789)
    case choiceTitlesNotApplicable = "SC1780"
    case choiceTitlesIncomplete = "SC1781"
    case unknownCasesLimit = "SC1782"
    case casesLimitTypeMismatch = "SC1783"
    case casesLimitConflict = "SC1784"
    // Platform surfaces: the macOS Settings window and App Intents (SC1790-SC1799)
    case settingsWindowUnknownTab = "SC1790"
    case settingsWindowDuplicateTab = "SC1791"
    case settingsWindowHiddenTab = "SC1792"
    case settingsWindowNoTabs = "SC1793"
    case intentsUnsupportedType = "SC1794"
    case intentPhraseInvalid = "SC1795"
    case intentPhrasesUnused = "SC1796"

    /// A one-line summary, for `settingsc explain` and the docs.
    public var summary: String {
        switch self {
        case .fileUnreadable: "The input file could not be read."
        case .fileTooLarge: "The input file is larger than settingsc reads."
        case .yamlSyntax: "The file is not well-formed YAML or JSON."
        case .duplicateKey: "A mapping names the same key twice."
        case .aliasExpansionLimit: "Aliases expand to more nodes than allowed (a billion-laughs file)."
        case .nestingTooDeep: "Mappings or sequences are nested deeper than allowed."
        case .notUTF8: "The file is UTF-16 or UTF-32 (it starts with a byte order mark); schemas are UTF-8."
        case .tooManyNodes: "The document has more nodes than allowed."
        case .multipleDocuments: "The file holds more than one YAML document."
        case .emptyDocument: "The file holds no schema."
        case .complexKey: "A mapping key is a mapping or a sequence, not a plain name."
        case .unsupportedTag: "A node carries a YAML tag settingsc does not interpret."
        case .scalarTooLong: "A single scalar is longer than allowed."
        case .unknownKey: "A key is not part of the schema language at this place."
        case .missingKey: "A required key is missing."
        case .wrongNodeKind: "A value has the wrong shape (mapping, list or scalar)."
        case .invalidIdentifier: "A name is not a valid Swift identifier."
        case .reservedName: "A name is reserved by Swift or by the generated code."
        case .duplicateName: "Two declarations have the same name once turned into Swift names."
        case .duplicatePersistenceKey: "Two settings in one section store under the same key."
        case .invalidScalar: "A scalar value is not of the expected kind."
        case .invalidAllow: "An `allow:` entry is not the code of a warning."
        case .unknownType: "A setting's type is neither a built-in type nor a declared enum."
        case .defaultTypeMismatch: "A default value does not match the setting's type."
        case .defaultOutOfRange: "A default value lies outside the setting's range."
        case .defaultOffStep: "A default value is not reachable from the range's start in whole steps."
        case .invalidRange: "A range is malformed or empty."
        case .rangeOnNonNumeric: "A range is given for a setting that is not a number."
        case .stepOnNonNumeric: "A step is given for a setting that is not a number."
        case .invalidStep: "A step is zero, negative or not a number of the setting's type."
        case .cannotInferType: "A setting has neither a type nor a default to infer one from."
        case .nestedOptional: "An optional of an optional type."
        case .unknownEnumCase: "A value names a case its enum does not declare."
        case .emptyEnum: "An enum declares no cases."
        case .numberNotRepresentable: "A number does not fit the setting's type, or is not finite."
        case .invalidHeaderFooter: "A header or footer is neither text nor `inject`."
        case .invalidRawValue: "An enum's `rawValue:`s are not given on every case, mix numbers and texts, or repeat one."
        case .yaml11Boolean: "A plain yes/no/on/off is read as a string, not a boolean."
        case .emptySection: "A section declares no settings and no subsections."
        case .invisibleCharacter: "A text holds a bidirectional control or zero-width character, which can hide or reorder what a reader sees."
        case .unusedEnum: "An enum is declared but no setting uses it."
        case .textCutByComment: "A plain text is followed by ` #` on its line, which YAML reads as a comment: the text ends there."
        case .unknownLinkTarget: "A `[[...]]` link in a description names no setting or section of the schema."
        case .malformedLink: "A `[[...]]` link in a description is not a dotted path of names."
        case .generatedNameCollision: "A section's type name collides with a name the SwiftUI DSL generates."
        case .routeNameCollision: "Two sections or settings get the same case of the generated `Route` enum (deep links)."
        case .renamedFromClash: "An old name in `renamedFrom` is a current key of the same section (or a current case of the same enum)."
        case .duplicateRenamedFrom: "An old name in `renamedFrom` is listed twice in one section (or one enum)."
        case .unknownFallbackCase: "An enum's `fallback` is not one of its cases."
        case .unknownReplacement: "A deprecation's `replacement` names no setting of the schema."
        case .deprecatedReplacement: "A deprecation's `replacement` is itself deprecated, or is the setting itself."
        case .incompatibleReplacement: "A deprecation's `replacement` has a type that cannot hold the deprecated setting's values."
        case .invalidColor: "A `color` is not `#` followed by six hex digits."
        case .invalidSymbolName: "An `icon` is not a plausible SF Symbol name."
        case .invalidURL: "A link row's URL is not a URL, is an `http` or `https` URL without a host, or has a scheme that never opens (`javascript:`)."
        case .hookNameClash: "An action hook's name is a name the SwiftUI DSL already gives the host view."
        case .unknownNavigationTarget: "A navigation row's `navigate:` names no section of the schema."
        case .detailWithoutExternalData: "A detail row shows external data, but the schema names no `externalData:` type."
        case .linkScheme: "A link row's URL scheme is not in `linkSchemes:`, or an entry of `linkSchemes:` is not a scheme links may open."
        case .conditionSyntax: "A `visibleWhen:` or `enabledWhen:` condition is not a well-formed expression."
        case .unknownConditionSetting: "A condition names no setting of the schema."
        case .conditionTypeMismatch: "A condition combines or compares values of the wrong types."
        case .unknownConditionCase: "A condition compares an enum setting with a case its enum does not declare."
        case .conditionCycle: "Conditions depend on each other in a cycle, or a section's condition reads a setting inside it."
        case .constantCondition: "A condition reads no setting, so it is always true or always false."
        case .unknownFact: "A condition reads a fact (`$name`) that is neither built in nor declared under `facts:`."
        case .invalidFact: "A fact declared under `facts:` has a name or type a fact cannot have."
        case .invalidLocalizationTable: "A `localization` table name is not a plain file name."
        case .invalidSourceLanguage: "A `localization` source language is not a language code such as `en` or `pt-BR`."
        case .invalidLocalizationKey: "A localization key given in `localization: keys:` is empty, too long or holds spaces or control characters."
        case .unknownLocalizedText: "A `localization: keys:` entry names no localizable text of the schema."
        case .duplicateLocalizationKey: "Two localizable texts of a schema have the same localization key."
        case .unknownPlatform: "A name in `platforms` is not one of iOS, macOS, tvOS, watchOS and visionOS."
        case .emptyPlatforms: "A `platforms` list is empty."
        case .duplicatePlatform: "A `platforms` list names a platform twice."
        case .platformOutsideSection: "A setting, row or subsection lists a platform its section is not shown on."
        case .invalidUnit: "A `unit` is empty, too long, or holds a line break or control character."
        case .displayOnNonNumeric: "A `unit` or `format` is given for a setting that is not a number."
        case .invalidNumberFormat: "A `format` is not `percent`, `number` or a mapping of `style` and `decimals`."
        case .percentOutsideFraction: "A `percent` setting's range or default lies outside 0...1."
        case .numberFormatOnInt: "A `format` with decimals or percent is given for an int setting."
        case .unitWithPercent: "A setting has both a `unit` and the `percent` format."
        case .invalidControl: "`control:` names no control settingsc knows."
        case .controlNotApplicable: "`control:` names a control that cannot edit the setting's type or range."
        case .stringRuleOnNonString: "`minLength`, `maxLength` or `pattern` is given for a setting that is not a string."
        case .invalidLength: "`minLength` or `maxLength` is not a non-negative integer, or the minimum exceeds the maximum."
        case .invalidPattern: "A `pattern` is not a valid regular expression, or is written in the wrong shape."
        case .defaultViolatesStringRules: "A string default is shorter or longer than allowed, or does not match the pattern."
        case .secureOnNonString: "`secure: true` is given for a setting that is not a string."
        case .placeholderOnNonString: "`placeholder:` is given for a setting that is not a string."
        case .patternTooComplex: "A `pattern` has a shape that could make matching take too long (nested or too many repetitions)."
        case .invalidURLValue: "The default of a `url` setting is not an absolute URL."
        case .invalidColorValue: "The default of a `color` setting is not `#RRGGBB` or `#RRGGBBAA`."
        case .invalidDateValue: "The default of a `date` setting is not a UTC date and time `YYYY-MM-DDTHH:MM:SSZ`."
        case .invalidDataValue: "The default of a `data` setting is not base64 text (`\"\"` for no bytes)."
        case .formattedTypeWithoutDefault: "A `url`, `color` or `date` setting that is not optional has no default."
        case .invalidListType: "A list type other than `[string]`, `[int]` and `[double]`, or a list type written wrongly."
        case .listTypeNotQuoted: "A list type written as a YAML list (`type: [string]`) instead of a quoted string."
        case .itemsRuleOnNonList: "`minItems` or `maxItems` on a setting that is not a list."
        case .invalidItemCount: "A `minItems` or `maxItems` that is not a non-negative integer, or a maximum below the minimum."
        case .defaultViolatesItemCount: "A list setting's default has fewer items than `minItems` or more than `maxItems`."
        case .listInCondition: "A condition uses a list setting, which cannot be compared."
        case .ambiguousListDefault: "A list default without a type holds numbers other than integers, or true/false."
        case .invalidCustomTypeName: "A `custom(...)` type does not name a Swift type."
        case .customTypeDefault: "A setting of a custom type gives a default; the type supplies it."
        case .customTypeNameClash: "A custom type's name is also a type the generated code declares."
        case .settingsAppCustomType: "A setting of a custom type is marked for Settings.app, which cannot edit it."
        case .settingsAppUnsupportedType: "A setting shown in Settings.app has a type Settings.app cannot edit (an optional)."
        case .settingsAppUnrepresentableDefault: "A Settings.app setting's default holds characters an XML property list cannot store."
        case .settingsAppList: "A list setting is shown in Settings.app, which has no control for lists."
        case .outputNameTooLong: "A name makes an output file name longer than a file system allows."
        case .windowsReservedName: "A name makes an output file that Windows cannot create (`CON`, `NUL`, `COM1`, ...)."
        case .outputNameCaseCollision: "Two output files of a schema differ only in case."
        case .settingRemoved: "A stored setting of the old version is gone, without a setting that reads its value."
        case .storedKeyChanged: "A setting or section is stored under another key than before, without `renamedFrom`."
        case .settingMoved: "A setting moved to another section, where its saved value is not read."
        case .incompatibleTypeChange: "A setting's new type cannot read values saved with the old one."
        case .enumCaseRemoved: "An enum case is gone, without a rename or the enum's `fallback:`."
        case .stricterRules: "Stricter string or list rules drop saved values that break them."
        case .rangeNarrowed: "A narrower range clamps saved values outside it."
        case .stepChanged: "A new step snaps saved values onto its grid."
        case .caseFallback: "A removed enum case is read as the enum's `fallback:` case."
        case .convertingTypeChange: "A new type reads saved values, but converts some of them."
        case .listLimitLowered: "A lower `maxItems` cuts longer saved lists."
        case .unknownPresetSetting: "A preset names a setting the schema does not have."
        case .presetValueTypeMismatch: "A preset's value is not a value of its setting's type."
        case .presetValueOutOfRange: "A preset's number lies outside its setting's range or off its step."
        case .presetValueInvalid: "A preset's value breaks its setting's rules (format, length, pattern, item count)."
        case .emptyPreset: "A preset sets no values."
        case .unknownCascadeTarget: "A cascade sets a setting the schema does not have, or one it cannot set."
        case .cascadeValueTypeMismatch: "A cascade's value (or its `when:`) is not a value of its setting's type."
        case .cascadeValueInvalid: "A cascade's value breaks its setting's rules (range, format, length, pattern, item count)."
        case .cascadeCycle: "Cascades form a cycle: a chain of them comes back to a setting it started from."
        case .choiceTitlesNotApplicable: "`onTitle:` or `offTitle:` is written on a setting that is not a bool or bool?."
        case .choiceTitlesIncomplete: "A bool has `onTitle:` without `offTitle:`, or the other way round."
        case .unknownCasesLimit: "`casesFrom:` or `casesUpTo:` names no setting of the schema."
        case .casesLimitTypeMismatch: "`casesFrom:` or `casesUpTo:` is on a setting that is not an enum, or names a setting of another type, or itself."
        case .casesLimitConflict: "A setting has both `casesFrom:` and `casesUpTo:`."
        case .invalidBuildConfiguration: "A declared build configuration is built in, or its compilation condition is not an identifier or is taken."
        case .unknownBuildConfiguration: "A configuration default or `only:` names no build configuration."
        case .missingReleaseDefault: "A default by build configuration gives no `release` value."
        case .onlyConflict: "An `only:` section is reached from builds it does not exist in (a navigation row, a nested `only:`)."
        case .invalidAppGroup: "A `suite:` is not an App Group identifier (`group.` and a reverse-DNS name)."
        case .deviceScopeSynced: "A device-only setting is under `sync: icloud` without saying which of the two it means."
        case .deviceScopeExported: "A `scope: device` setting says `export: always`; device-only values are never exported."
        case .settingsAppSuiteMismatch: "Settings shown in Settings.app live in different places (suites); a Settings.bundle reads one."
        case .unboundedSyncedValue: "A synced setting's value has no size bound (`maxLength`, `maxItems`), so it can exceed iCloud's limits."
        case .iCloudLimitExceeded: "The synced settings can exceed iCloud's key-value store limits (1 MB, 1,024 keys, 64-byte keys)."
        case .flatLayoutUnsupported: "A setting in the flat layout asks for something its own UserDefaults key cannot hold."
        case .duplicateFlatKey: "Two settings in the flat layout would share one UserDefaults key."
        case .invalidRemoteKey: "`remote:` is not true, false or a valid remote key."
        case .duplicateRemoteKey: "Two settings have the same remote key."
        case .remoteUnsupportedType: "A secure string or a custom type is marked `remote:`."
        case .settingsWindowUnknownTab: "`settingsWindow: {tabs:}` names no top-level section of the schema."
        case .settingsWindowDuplicateTab: "`settingsWindow: {tabs:}` lists a section twice."
        case .settingsWindowHiddenTab: "A tab of the Settings window is a section not shown on macOS in every build."
        case .settingsWindowNoTabs: "`settingsWindow: {tabs:}` lists no section."
        case .intentsUnsupportedType: "A setting says `intents: true` but an App Intent cannot carry its type."
        case .intentPhraseInvalid: "A phrase of `intentPhrases:` breaks App Shortcuts' rules ({app} once; {value} only for an enum)."
        case .intentPhrasesUnused: "A setting's `intentPhrases:` reach no App Shortcut."
        }
    }
}

/// What the compiler itself needs to know of each code besides its summary: its severity, its rule name (SARIF),
/// the retired codes, and lookup by code (`allow:`). The documentation of each code (explanation, example, fix) is
/// written beside the pass that reports it and compiled into the CLI only (docs/architecture.md, "Diagnostic
/// documentation").
extension DiagnosticCode {
    /// The severity the code is reported with (before `--warnings-as-errors`): SC13xx and SC1505 (a constant
    /// condition) are warnings.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .constantCondition, .duplicatePlatform, .percentOutsideFraction, .unboundedSyncedValue, .iCloudLimitExceeded,
             .intentsUnsupportedType, .intentPhrasesUnused: .warning
        // `settingsc diff`: value changes (SC161x) are warnings, data loss (SC160x) errors.
        default: rawValue.hasPrefix("SC13") || rawValue.hasPrefix("SC161") ? .warning : .error
        }
    }

    /// The case name in UpperCamelCase (`UnknownKey`), the rule name in SARIF.
    public var ruleName: String {
        let name = String(describing: self)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Codes retired before release, never reported and never reused, with the reason.
    public static let retired: [(code: String, reason: String)] = [
        ("SC1303", "keyword names are escaped with backticks, without a diagnostic"),
    ]

    /// The code for `text` (`SC1101`, case-insensitive), or nil.
    public init?(code text: String) {
        guard let code = DiagnosticCode.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            return nil
        }
        self = code
    }
}
