/// The built-in types of the schema language, declared once: their schema names, Swift types, the one wording
/// every message uses ("a colour", "a URL"), and which of them a list may hold. The validator's type parsing and
/// value wording, the condition checker, the list rules, `ValueType`'s spelling and the editor schema read it.
///
/// Adding a type: add a case (and its `ValueType` case) and follow the compiler's errors: each `switch` below.
public enum BuiltinType: String, CaseIterable, Sendable {
    case bool, int, float, double, string, url, color, date, data

    /// The name a schema writes: `int`, `color`.
    public var name: String { rawValue }

    /// The IR's type.
    public var valueType: ValueType {
        switch self {
        case .bool: .bool
        case .int: .int
        case .float: .float
        case .double: .double
        case .string: .string
        case .url: .url
        case .color: .color
        case .date: .date
        case .data: .data
        }
    }

    /// The Swift type of a property of this type (`url`, `color` and `date` are strings in a checked format; `data`
    /// is the runtime's Foundation-free bytes, `SettingsData`).
    public var swiftType: String {
        switch self {
        case .bool: "Swift.Bool"
        case .int: "Swift.Int"
        case .float: "Swift.Float"
        case .double: "Swift.Double"
        case .string, .url, .color, .date: "Swift.String"
        case .data: "SettingsRuntime.SettingsData"
        }
    }

    /// The type named in a sentence, with its article: "an int", "a colour". The one wording of the language.
    public var noun: String {
        switch self {
        case .bool: "a bool"
        case .int: "an int"
        case .float: "a float"
        case .double: "a double"
        case .string: "a string"
        case .url: "a URL"
        case .color: "a colour"
        case .date: "a date"
        case .data: "base64 data"
        }
    }

    /// What a value of the type is, for "the default must be ...": the noun, except `true or false` for a bool
    /// and the text a `data` value is written as.
    public var valueWording: String {
        switch self {
        case .bool: "true or false"
        case .data: "base64 text (\"\" for no bytes)"
        default: noun
        }
    }

    /// What a list of this type checks of each element: a number's `range:` or a text's string rules; nil when
    /// a list cannot hold this type. Adding a list type is this case, `pluralNoun`, and the runtime's element
    /// conformance (`SettingsListElement`) with its `decode` overload; the compiler points at the rest.
    public var listElementRules: ListElementRules? {
        switch self {
        case .int, .double: .range
        case .string: .stringRules
        case .bool, .float, .url, .color, .date, .data: nil
        }
    }

    /// The elements of a list of this type, for "a list of ...": "ints", "strings"; nil when a list cannot
    /// hold this type (see `listElements`).
    public var pluralNoun: String? {
        switch self {
        case .int: "ints"
        case .double: "doubles"
        case .string: "strings"
        case .bool, .float, .url, .color, .date, .data: nil
        }
    }

    /// The types a list setting may hold (`[string]`, `[int]`, `[double]`), in the order messages name them:
    /// text first, then the numbers in the order of `allCases`.
    public static let listElements: [BuiltinType] =
        allCases.filter { $0.listElementRules == .stringRules } + allCases.filter { $0.listElementRules == .range }

    /// The built-in type of this name, written exactly (`Int` is not `int`).
    public static func named<S: StringProtocol>(_ text: S) -> BuiltinType? {
        switch text {
        case "bool": .bool
        case "int": .int
        case "float": .float
        case "double": .double
        case "string": .string
        case "url": .url
        case "color": .color
        case "date": .date
        case "data": .data
        default: nil
        }
    }

    /// The built-in type whose name this is in any capitalisation (`Color`, `INT`): such a name cannot be an enum's.
    public static func named(ignoringCase text: String) -> BuiltinType? {
        named(text.lowercased())
    }

    /// The built-in names, for messages: `bool, int, float, double, string, url, color, date, data`.
    public static var names: [String] { allCases.map(\.name) }

    /// The list types' spellings: `[string]`, `[int]`, `[double]`.
    public static var listTypeNames: [String] { listElements.map { "[\($0.name)]" } }

    /// "[string], [int] and [double]", for messages.
    public static var listTypesSentence: String { sentence(listTypeNames.map { $0 }) }

    static func sentence(_ words: [String], conjunction: String = "and") -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
}

/// What a list setting checks of each element (`BuiltinType.listElementRules`).
public enum ListElementRules: Sendable {
    /// Numbers (`[int]`, `[double]`): each element is moved into the setting's `range:`.
    case range
    /// Text (`[string]`): each element must keep the string rules (`minLength`, `maxLength`, `pattern`).
    case stringRules
}

extension ValueType {
    /// The built-in type this is (not through an optional), or nil for enums, custom types, optionals and lists.
    public var builtin: BuiltinType? {
        switch self {
        case .enumeration, .optional, .custom, .list: nil
        case .bool, .int, .float, .double, .string, .url, .color, .date, .data: BuiltinType.allCases.first { $0.valueType == self }
        }
    }

    /// A list type's (or an optional of one's) element rules: `.range` for `[int]`/`[double]`, `.stringRules`
    /// for `[string]`; nil for other types.
    public var listElementRules: ListElementRules? { listElement?.builtin?.listElementRules }
}
