/// `minItems:` and `maxItems:` of a `[string]`, `[int]` or `[double]` setting: how many elements a stored list may have.
public struct ListRulesIR: Sendable, Hashable {
    public var minItems: Int?
    public var maxItems: Int?

    public init(minItems: Int?, maxItems: Int?) {
        self.minItems = minItems
        self.maxItems = maxItems
    }
}
