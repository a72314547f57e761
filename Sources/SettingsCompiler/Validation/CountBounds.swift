/// A pair of count bounds, `minLength`/`maxLength` or `minItems`/`maxItems`: each must be an integer of 0 or
/// more, and the maximum must not be below the minimum. Both kinds are checked by this one function, with their
/// own diagnostic code.
enum CountBounds {
    /// The checked bounds, nil where absent or invalid; `valid` turns false when a problem was reported with `code`.
    static func check(
        minimum: YAMLNode?, maximum: YAMLNode?, keys: (minimum: String, maximum: String), setting: String,
        code: DiagnosticCode, valid: inout Bool, diagnostics: inout DiagnosticCollector
    ) -> (minimum: Int?, maximum: Int?) {
        func count(_ node: YAMLNode, key: String) -> Int? {
            if let scalar = node.scalar, !scalar.style.isQuoted, case .int(let value)? = ScalarValues.number(scalar.value),
               value >= 0, value <= Int64(Int32.max) {
                return Int(value)
            }
            diagnostics.emit(Diagnostic(
                .error, code, "the \(key) of '\(setting)' must be an integer of 0 or more, found \(node.kindDescription)",
                range: node.range))
            valid = false
            return nil
        }
        let low = minimum.flatMap { count($0, key: keys.minimum) }
        let high = maximum.flatMap { count($0, key: keys.maximum) }
        if let low, let high, low > high, let node = maximum {
            diagnostics.emit(Diagnostic(
                .error, code, "the \(keys.maximum) \(high) of '\(setting)' is less than its \(keys.minimum) \(low)", range: node.range))
            valid = false
        }
        return (low, high)
    }
}
