/// The rules a `string` or `string?` setting's value must follow (`minLength`, `maxLength`, `pattern`).
/// Lengths count characters (Swift's `String.count`); the pattern is Swift `Regex` syntax and must match the
/// whole value. `nil` members are not constrained.
public struct StringRulesIR: Sendable, Hashable {
    public var minLength: Int?
    public var maxLength: Int?
    /// The regex, as written (checked to compile).
    public var pattern: String?
    /// Said when a value does not match the pattern (`pattern: {regex: ..., message: ...}`).
    public var patternMessage: String?

    public init(minLength: Int?, maxLength: Int?, pattern: String?, patternMessage: String?) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.patternMessage = patternMessage
    }
}
