/// Stable identifiers for every diagnostic settingsc emits. A code never changes meaning once released;
/// retired codes are not reused. `docs/diagnostics.md` lists them with examples.
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

    // Structure of the schema (SC11xx)
    case unknownKey = "SC1101"
    case missingKey = "SC1102"
    case wrongNodeKind = "SC1103"
    case invalidIdentifier = "SC1104"
    case reservedName = "SC1105"
    case duplicateName = "SC1106"
    case duplicatePersistenceKey = "SC1107"
    case invalidScalar = "SC1108"

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

    // Warnings (SC13xx)
    case yaml11Boolean = "SC1301"
    case emptySection = "SC1302"
    // SC1303 is retired: keyword names are escaped with backticks, without a warning.
    case unusedEnum = "SC1304"

    // Documentation: links in descriptions (SC1401–SC1419)
    case unknownLinkTarget = "SC1401"
    case malformedLink = "SC1402"
    // Schema evolution (SC142x)
    case renamedFromClash = "SC1420"
    case duplicateRenamedFrom = "SC1421"
    case unknownFallbackCase = "SC1422"
    // Settings runtime and SwiftUI DSL (SC144x-SC145x)
    case generatedNameCollision = "SC1440"
    // Rows beyond stored values: icons, colours (SC148x-SC149x)
    case invalidColor = "SC1480"
    case invalidSymbolName = "SC1481"
    case invalidURL = "SC1482"
    case hookNameClash = "SC1483"
    case unknownNavigationTarget = "SC1484"

    /// A one-line summary, for `settingsc explain` and the docs.
    public var summary: String {
        switch self {
        case .fileUnreadable: "The input file could not be read."
        case .fileTooLarge: "The input file is larger than settingsc reads."
        case .yamlSyntax: "The file is not well-formed YAML or JSON."
        case .duplicateKey: "A mapping names the same key twice."
        case .aliasExpansionLimit: "Aliases expand to more nodes than allowed (a billion-laughs file)."
        case .nestingTooDeep: "Mappings or sequences are nested deeper than allowed."
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
        case .yaml11Boolean: "A plain yes/no/on/off is read as a string, not a boolean."
        case .emptySection: "A section declares no settings and no subsections."
        case .unusedEnum: "An enum is declared but no setting uses it."
        case .unknownLinkTarget: "A `[[...]]` link in a description names no setting or section of the schema."
        case .malformedLink: "A `[[...]]` link in a description is not a dotted path of names."
        case .generatedNameCollision: "A section's type name collides with a name the SwiftUI DSL generates or uses."
        case .renamedFromClash: "An old name in `renamedFrom` is a current key of the same section."
        case .duplicateRenamedFrom: "An old name in `renamedFrom` is listed twice in one section."
        case .unknownFallbackCase: "An enum's `fallback` is not one of its cases."
        case .invalidColor: "A `color` is not `#` followed by six hex digits."
        case .invalidSymbolName: "An `icon` is not a plausible SF Symbol name."
        case .invalidURL: "A link row's URL is not an `http` or `https` web address."
        case .hookNameClash: "An action hook's name is a name the SwiftUI DSL already gives the host view."
        case .unknownNavigationTarget: "A navigation row's `navigate:` names no section of the schema."
        }
    }
}
