/// A number type a setting can have: `Int`, `Float` or `Double`.
///
/// The one requirement is the implementation hook of ``SettingsValueRules/normalize(_:range:step:)``; call
/// that function rather than the hook. Conforming other types is not supported.
public protocol SettingsNumber: Comparable, Sendable {
    /// Implementation of ``SettingsValueRules/normalize(_:range:step:)`` for this type; do not call directly.
    static func _settingsNormalize(_ value: Self, range: ClosedRange<Self>?, step: Self?) -> Self
}

extension Int: SettingsNumber {
    public static func _settingsNormalize(_ value: Int, range: ClosedRange<Int>?, step: Int?) -> Int {
        IntegerRule.normalize(value, range: range, step: step)
    }
}

extension Float: SettingsNumber {
    public static func _settingsNormalize(_ value: Float, range: ClosedRange<Float>?, step: Float?) -> Float {
        FloatingPointRule.normalize(value, range: range, step: step)
    }
}

extension Double: SettingsNumber {
    public static func _settingsNormalize(_ value: Double, range: ClosedRange<Double>?, step: Double?) -> Double {
        FloatingPointRule.normalize(value, range: range, step: step)
    }
}

/// The rules stored values are held to.
public enum SettingsValueRules {
    /// The one rule for numeric settings with a `range` and/or a `step`. Decoding applies it to every stored
    /// number (reporting `.adjusted` when it changes the value); a UI should apply it to what the user enters.
    ///
    /// 1. **NaN** becomes the range's lower bound, or 0 when there is no range.
    /// 2. **Clamp** the value into the range.
    /// 3. **Snap** (only with a positive `step`): the grid is `origin + k * step` for integers `k`, where the
    ///    origin is the range's lower bound, or 0 when the range has no lower bound. A lower bound equal to the
    ///    type's lowest value (`Int.min`, `-greatestFiniteMagnitude`) counts as none: that is how generated code
    ///    spells a range the schema leaves open below (`range: {max: 30}`). The value moves to the nearest grid
    ///    point. A value exactly halfway between two grid points goes to the one farther from the origin
    ///    (with a range: upwards; without one: away from 0, so -2.5 with step 1 becomes -3).
    /// 4. **Stay inside**: if that grid point is above the range's upper bound (the upper bound is not on the
    ///    grid), the nearest grid point inside the range is taken instead, which is the one below. With a range
    ///    the lower bound is always a grid point. If no grid point can be computed (without a range, a grid
    ///    point beyond the type's largest value), the clamped value is returned unchanged.
    ///
    /// Floating point: computations tolerate rounding error. A value within a relative 1e-9 (for `Float`, a
    /// few units in the last place, since 1e-9 is below its precision) of a grid point or of a halfway point
    /// counts as exactly on it; so with range `0...1` and step `0.1`, `0.25` is a tie and becomes `0.3`, and
    /// `0.1 + 0.2` (0.30000000000000004) becomes `0.3`. The result is the exact grid point `origin + k * step`,
    /// meaning: when the origin and the step are short decimals (like `0.1` or `2.5`), the number nearest the
    /// decimal value `origin + k * step`, which is the value the literal (`0.3`) has in Swift; otherwise
    /// `origin + k * step` computed with one rounding. A grid point within that tolerance above the upper
    /// bound counts as the upper bound.
    ///
    /// Steps that are zero, negative, NaN or infinite are ignored (the schema compiler refuses them).
    ///
    /// Examples (range, step: value -> result): `1...30, 2: 42 -> 29` (clamp to 30, 30 is a tie between 29
    /// and 31, 31 is outside); `-5...5, 2: 0 -> 1`; `nil, 5: -7 -> -5`; `0...3, 5: 3 -> 0`;
    /// `nil, 0.5: 1.25 -> 1.5`.
    public static func normalize<T: SettingsNumber>(_ value: T, range: ClosedRange<T>?, step: T?) -> T {
        T._settingsNormalize(value, range: range, step: step)
    }
}

enum IntegerRule {
    static func normalize(_ value: Int, range: ClosedRange<Int>?, step: Int?) -> Int {
        var clamped = value
        if let range {
            clamped = min(max(value, range.lowerBound), range.upperBound)
        }
        guard let step, step > 0 else { return clamped }
        let stride = UInt(step)

        if let range, range.lowerBound != Int.min {
            // Offsets from the lower bound fit in UInt even for Int.min...Int.max.
            let offset = UInt(bitPattern: clamped &- range.lowerBound)
            let span = UInt(bitPattern: range.upperBound &- range.lowerBound)
            let snapped = snap(offset, stride: stride, limit: span)
            return Int(bitPattern: UInt(bitPattern: range.lowerBound) &+ snapped)
        }

        // No lower bound: count from 0; away from 0 at ties; stay within Int's own range.
        let magnitude = clamped.magnitude
        var snapped: Int
        if clamped < 0 {
            let offset = snap(magnitude, stride: stride, limit: Int.min.magnitude)
            snapped = offset == Int.min.magnitude ? Int.min : -Int(offset)
        } else {
            snapped = Int(snap(magnitude, stride: stride, limit: UInt(Int.max)))
        }
        // Open below but bounded above: a value snapped past the upper bound takes the grid point below it.
        if let upper = range?.upperBound, snapped > upper {
            let (below, overflow) = snapped.subtractingReportingOverflow(step)
            snapped = overflow ? clamped : below
        }
        return snapped
    }

    /// The multiple of `stride` nearest `offset` (ties upwards), or the one below if that exceeds `limit`.
    private static func snap(_ offset: UInt, stride: UInt, limit: UInt) -> UInt {
        let remainder = offset % stride
        let below = offset - remainder
        if remainder >= stride - remainder {
            let (above, overflow) = below.addingReportingOverflow(stride)
            if !overflow && above <= limit { return above }
        }
        return below
    }
}

enum FloatingPointRule {
    static func normalize<F: BinaryFloatingPoint>(_ value: F, range: ClosedRange<F>?, step: F?) -> F {
        if value.isNaN { return range?.lowerBound ?? 0 }
        var clamped = value
        if let range {
            clamped = min(max(value, range.lowerBound), range.upperBound)
        }
        guard let step, step > 0, step.isFinite, clamped.isFinite else { return clamped }
        // A lower bound at the type's lowest value means "open below": the grid then starts at 0.
        let origin = range.map { $0.lowerBound <= -F.greatestFiniteMagnitude ? 0 : $0.lowerBound } ?? 0
        guard origin.isFinite else { return clamped }

        let position = (clamped - origin) / step  // in steps from the origin
        guard position.isFinite else { return clamped }
        // Rounding error, measured in steps. Capped: with a step far below the value's precision the grid
        // is meaningless anyway, and ties must not swallow the nearest-point rule.
        let scale = max(abs(clamped), abs(origin), step)
        let tolerance = min(relativeTolerance(F.self) * scale / step, 1 / 64)

        let below = position.rounded(.down)
        let fraction = position - below
        let index: F
        if position >= 0 {
            index = fraction >= 0.5 - tolerance ? below + 1 : below
        } else {
            index = fraction > 0.5 + tolerance ? below + 1 : below
        }

        let grid = Grid(origin: origin, step: step)
        var snapped = grid.point(index)
        if let range {
            if snapped > range.upperBound {
                snapped = snapped - range.upperBound <= tolerance * step ? range.upperBound : grid.point(index - 1)
            }
            snapped = min(max(snapped, range.lowerBound), range.upperBound)
        }
        return snapped.isFinite ? snapped : clamped
    }

    static func relativeTolerance<F: BinaryFloatingPoint>(_: F.Type) -> F {
        max(F(1e-9), 4 * F.ulpOfOne)
    }

    /// Grid points `origin + k * step`, computed exactly in decimal when origin and step are short decimals.
    struct Grid<F: BinaryFloatingPoint> {
        let origin: F
        let step: F
        /// origin and step as integers over the same power of ten, when both are short decimals.
        private let decimal: (scale: F, origin: F, step: F)?

        init(origin: F, step: F) {
            self.origin = origin
            self.step = step
            decimal = Self.decimalForm(origin: origin, step: step)
        }

        func point(_ index: F) -> F {
            if let decimal {
                let offset = index * decimal.step
                if abs(offset) < Self.exactIntegerLimit {
                    let numerator = decimal.origin + offset
                    // Integers below the limit are exact, so this is one correctly rounded division.
                    if abs(numerator) < Self.exactIntegerLimit { return numerator / decimal.scale }
                }
            }
            return origin.addingProduct(index, step)
        }

        /// 2^(significand bits + 1): every integer of smaller magnitude is exactly representable.
        private static var exactIntegerLimit: F {
            F(sign: .plus, exponent: F.Exponent(F.significandBitCount + 1), significand: 1)
        }

        /// Powers of ten up to this are exact and cover the decimals settings use.
        private static var maxDecimalDigits: Int { F.significandBitCount >= 52 ? 15 : 7 }

        private static func decimalForm(origin: F, step: F) -> (scale: F, origin: F, step: F)? {
            guard let originDigits = decimalDigits(origin), let stepDigits = decimalDigits(step) else { return nil }
            var scale: F = 1
            for _ in 0..<max(originDigits, stepDigits) { scale *= 10 }
            let scaledOrigin = (origin * scale).rounded()
            let scaledStep = (step * scale).rounded()
            guard abs(scaledOrigin) < exactIntegerLimit, abs(scaledStep) < exactIntegerLimit,
                  scaledOrigin / scale == origin, scaledStep / scale == step
            else { return nil }
            return (scale, scaledOrigin, scaledStep)
        }

        /// The fewest decimal digits d such that `value` is the number nearest some integer / 10^d.
        private static func decimalDigits(_ value: F) -> Int? {
            var scale: F = 1
            for digits in 0...maxDecimalDigits {
                let scaled = (value * scale).rounded()
                guard abs(scaled) < exactIntegerLimit else { return nil }
                if scaled / scale == value { return digits }
                scale *= 10
            }
            return nil
        }
    }
}
