/// What a control needs to edit a setting, in the types controls use (`Bool`, `Int`, `Double`, `String`).
/// The SwiftUI layer is a thin shell over these conversions, which are tested here on every platform.
extension SettingsFormSetting {
    /// A toggle's state: true only for `.bool(true)`.
    public func isOn(_ value: SettingsValue) -> Bool {
        value == .bool(true)
    }

    /// A stepper's bounds: the range when both ends are integers.
    public var intRange: ClosedRange<Int>? {
        guard case .int(let lower)? = range?.lowerBound, case .int(let upper)? = range?.upperBound else { return nil }
        return lower...upper
    }

    /// A stepper's bounds: the range, with an open end (or no range) reaching `Int.min` or `Int.max`; for an int
    /// setting with `control: stepper` and no closed range.
    public var intBounds: ClosedRange<Int> {
        if let intRange { return intRange }
        var lower = Int.min, upper = Int.max
        if case .int(let value)? = range?.lowerBound { lower = value }
        if case .int(let value)? = range?.upperBound { upper = value }
        return lower <= upper ? lower...upper : upper...lower
    }

    /// A stepper's increment: the step, or 1.
    public var intStep: Int {
        if case .int(let step)? = step, step > 0 { return step }
        return 1
    }

    /// A slider's bounds: the range when both ends are given.
    public var doubleRange: ClosedRange<Double>? {
        guard let lower = range?.lowerBound?.doubleValue, let upper = range?.upperBound?.doubleValue, lower <= upper else { return nil }
        return lower...upper
    }

    /// A slider's increment, if the setting has a step; an `int` slider's is its step or 1, so it stops on integers.
    public var doubleStep: Double? {
        if type.wrapped == .int { return step?.doubleValue ?? 1 }
        return step?.doubleValue
    }

    /// A number as `Int` (a stepper's value); 0 for anything else.
    public func intValue(_ value: SettingsValue) -> Int {
        value.intValue ?? 0
    }

    /// A number as `Double` (a slider's value); 0 for anything else.
    public func doubleValue(_ value: SettingsValue) -> Double {
        value.doubleValue ?? 0
    }

    /// A slider's `Double` as a value of the setting's type (`.float` or `.double`, or `.int` rounded).
    public func value(fromDouble number: Double) -> SettingsValue {
        switch type.wrapped {
        case .float: .float(Float(number))
        case .int: number.isFinite && abs(number) < 9.2e18 ? .int(Int(number.rounded())) : .int(0)
        default: .double(number)
        }
    }

    /// The text a text or number field shows: a string as is, a number as Swift prints it, nil as "".
    public func editText(_ value: SettingsValue) -> String {
        switch value {
        case .string(let text): text
        case .none: ""
        case .int, .float, .double: value.displayText
        default: displayText(value)
        }
    }

    /// The value a text or number field's text stands for, or nil when the text is not one (a field then
    /// keeps the old value). Empty text is nil for an optional setting; numbers are read as Swift reads them,
    /// after trimming spaces.
    public func value(fromEditText text: String) -> SettingsValue? {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if trimmed.isEmpty, type.isOptional { return SettingsValue.none }
        switch type.wrapped {
        case .string, .color, .date: return .string(text)
        case .url: return .string(trimmed)
        case .int: return Int(trimmed).map(SettingsValue.int)
        case .float: return Float(trimmed).flatMap { $0.isFinite ? .float($0) : nil }
        case .double: return Double(trimmed).flatMap { $0.isFinite ? .double($0) : nil }
        default: return nil
        }
    }
}
