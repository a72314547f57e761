/// A setting's value without its Swift type: what forms, stores and renderers work with, so that one piece of
/// code can show, compare and normalize every setting of every generated model (and of a model that exists
/// only as data, such as the defaults `settingsc preview` shows).
public enum SettingsValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case float(Float)
    case double(Double)
    case string(String)
    /// An enum case, by its stored name (the raw value).
    case enumCase(String)
    /// An optional setting without a value.
    case none
    /// The value of a `[string]`, `[int]` or `[double]` setting: `.string` or `.int` elements.
    case list([SettingsValue])

    /// How the value is shown in a form, a change list or a preview: numbers as Swift prints them (`7`, `0.5`,
    /// `1.0`), `on`/`off`, text in quotes, `none` for nil. An enum case shows its raw name; forms show the
    /// title instead (see ``SettingsFormSetting/displayText(_:)``).
    public var displayText: String {
        switch self {
        case .bool(let flag): flag ? "on" : "off"
        case .int(let number): String(number)
        case .float(let number): String(describing: number)
        case .double(let number): String(describing: number)
        case .string(let text): Self.quoted(text)
        case .enumCase(let name): name
        case .none: "none"
        case .list(let elements): Self.listText(elements)
        }
    }

    /// `text` in double quotes, with quotes, backslashes and control characters escaped, so a value can never
    /// break the line it is shown on.
    public static func quoted(_ text: String) -> String {
        var output = ""
        SettingsJSONValue.writeQuoted(text, to: &output)
        return output
    }

    /// The value moved into `range` and onto `step` by ``SettingsValueRules/normalize(_:range:step:)``, the one
    /// rule for numbers; other values, and numbers without a range or step, are returned unchanged. An open
    /// bound (nil) is the type's limit.
    public func normalized(range: SettingsNumericRange?, step: SettingsValue?) -> SettingsValue {
        guard range != nil || step != nil else { return self }
        switch self {
        case .int(let number):
            let bounds = (range?.lowerBound?.intValue ?? Int.min)...(range?.upperBound?.intValue ?? Int.max)
            return .int(SettingsValueRules.normalize(number, range: range == nil ? nil : bounds, step: step?.intValue))
        case .float(let number):
            let limit = Float.greatestFiniteMagnitude
            let lower = range?.lowerBound?.doubleValue.map(Float.init) ?? -limit
            let upper = range?.upperBound?.doubleValue.map(Float.init) ?? limit
            let step = step?.doubleValue.map(Float.init)
            return .float(SettingsValueRules.normalize(number, range: range == nil ? nil : lower...upper, step: step))
        case .double(let number):
            let limit = Double.greatestFiniteMagnitude
            let bounds = (range?.lowerBound?.doubleValue ?? -limit)...(range?.upperBound?.doubleValue ?? limit)
            return .double(SettingsValueRules.normalize(number, range: range == nil ? nil : bounds, step: step?.doubleValue))
        case .list(let elements) where range != nil:
            return .list(elements.map { $0.normalized(range: range, step: nil) })
        default:
            return self
        }
    }

    var intValue: Int? {
        if case .int(let number) = self { return number }
        return nil
    }

    var doubleValue: Double? {
        switch self {
        case .int(let number): Double(number)
        case .float(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}

/// A closed range of numbers whose ends may be open (nil), in whatever value type a layer keeps numbers in: the
/// form's ``SettingsNumericRange`` and settingsc's IR share it.
public struct SettingsRangeOf<Bound: Hashable & Sendable>: Hashable, Sendable {
    public var lowerBound: Bound?
    public var upperBound: Bound?

    public init(_ lowerBound: Bound?, _ upperBound: Bound?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    public init(lowerBound: Bound?, upperBound: Bound?) {
        self.init(lowerBound, upperBound)
    }

    /// True when both ends are given (a slider or stepper needs both).
    public var isClosed: Bool { lowerBound != nil && upperBound != nil }
}

/// The range of a number setting; an open end is nil. The bounds are `.int`, `.float` or `.double` values of
/// the setting's type.
public typealias SettingsNumericRange = SettingsRangeOf<SettingsValue>

extension SettingsRangeOf where Bound == SettingsValue {
    /// `1...30`, `0...`, `...45`.
    public var displayText: String {
        "\(lowerBound?.displayText ?? "")...\(upperBound?.displayText ?? "")"
    }
}

/// A type a setting can have: `Bool`, `Int`, `Float`, `Double`, `String`, a generated enum, or an optional of
/// one of them. Conversions to and from ``SettingsValue``; generated enums conform through ``SettingsEnum``.
public protocol SettingsValueConvertible: Hashable, Sendable {
    var settingsValue: SettingsValue { get }
    /// The value, or nil when `settingsValue` is not of this type.
    init?(settingsValue: SettingsValue)
    /// The choices of an enum (with `none` first for an optional enum); empty for other types.
    static var settingsOptions: [SettingsOption] { get }
}

extension SettingsValueConvertible {
    public static var settingsOptions: [SettingsOption] { [] }
}

extension Bool: SettingsValueConvertible {
    public var settingsValue: SettingsValue { .bool(self) }
    public init?(settingsValue: SettingsValue) {
        guard case .bool(let value) = settingsValue else { return nil }
        self = value
    }
}

extension Int: SettingsValueConvertible {
    public var settingsValue: SettingsValue { .int(self) }
    public init?(settingsValue: SettingsValue) {
        guard case .int(let value) = settingsValue else { return nil }
        self = value
    }
}

extension Float: SettingsValueConvertible {
    public var settingsValue: SettingsValue { .float(self) }
    public init?(settingsValue: SettingsValue) {
        guard case .float(let value) = settingsValue else { return nil }
        self = value
    }
}

extension Double: SettingsValueConvertible {
    public var settingsValue: SettingsValue { .double(self) }
    public init?(settingsValue: SettingsValue) {
        guard case .double(let value) = settingsValue else { return nil }
        self = value
    }
}

extension String: SettingsValueConvertible {
    public var settingsValue: SettingsValue { .string(self) }
    public init?(settingsValue: SettingsValue) {
        guard case .string(let value) = settingsValue else { return nil }
        self = value
    }
}

extension SettingsEnum {
    public var settingsValue: SettingsValue { .enumCase(rawValue) }

    public init?(settingsValue: SettingsValue) {
        guard case .enumCase(let name) = settingsValue, let value = Self(storedRawValue: name) else { return nil }
        self = value
    }

    /// Every case, in declaration order, with its title and the condition under which it is offered.
    public static var settingsOptions: [SettingsOption] {
        let conditions = caseConditions
        return allCases.map { SettingsOption(value: .enumCase($0.rawValue), title: $0.title, availableWhen: conditions[$0.rawValue]) }
    }
}

extension Optional: SettingsValueConvertible where Wrapped: SettingsValueConvertible {
    public var settingsValue: SettingsValue {
        switch self {
        case .some(let value): value.settingsValue
        case .none: .none
        }
    }

    public init?(settingsValue: SettingsValue) {
        if case .none = settingsValue {
            self = .none
        } else if let value = Wrapped(settingsValue: settingsValue) {
            self = .some(value)
        } else {
            return nil
        }
    }

    public static var settingsOptions: [SettingsOption] {
        let options = Wrapped.settingsOptions
        return options.isEmpty ? [] : [SettingsOption(value: .none, title: SettingsOption.noneTitle)] + options
    }
}

/// One choice of an enum setting.
public struct SettingsOption: Hashable, Sendable {
    /// The title of the `none` choice of an optional enum.
    public static let noneTitle = "None"

    public var value: SettingsValue
    public var title: String
    /// When a picker offers the option (an enum case's `availableWhen:`); nil: always.
    public var availableWhen: SettingsCondition?

    public init(value: SettingsValue, title: String, availableWhen: SettingsCondition? = nil) {
        self.value = value
        self.title = title
        self.availableWhen = availableWhen
    }
}

/// Which of an enum setting's cases a picker offers, by the current value of another setting of the same enum (the
/// schema's `casesFrom:` and `casesUpTo:`), in the enum's declaration order: "reply visibility at most the post's".
/// While the other setting has no value (an optional), every case is offered; "None" of an optional setting always is.
public enum SettingsCasesLimit: Hashable, Sendable {
    /// The case the other setting holds and the cases declared after it (`casesFrom:`); the id is the other setting's.
    case from(String)
    /// The cases declared before the one the other setting holds, and that one (`casesUpTo:`).
    case upTo(String)

    /// The id of the setting whose value limits the cases.
    public var settingID: String {
        switch self {
        case .from(let id), .upTo(let id): id
        }
    }
}
