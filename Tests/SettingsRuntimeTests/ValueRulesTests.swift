import SettingsRuntime
import Testing

@Suite("SettingsValueRules.normalize")
struct ValueRulesTests {
    @Test func intWithoutRangeOrStepIsUnchanged() {
        for value in [Int.min, -7, 0, 42, Int.max] {
            #expect(SettingsValueRules.normalize(value, range: nil, step: nil) == value)
        }
    }

    @Test func intClamp() {
        #expect(SettingsValueRules.normalize(42, range: 1...30, step: nil) == 30)
        #expect(SettingsValueRules.normalize(-3, range: 1...30, step: nil) == 1)
        #expect(SettingsValueRules.normalize(17, range: 1...30, step: nil) == 17)
        #expect(SettingsValueRules.normalize(5, range: 5...5, step: nil) == 5)
        #expect(SettingsValueRules.normalize(Int.max, range: Int.min...Int.max, step: nil) == Int.max)
    }

    @Test func intStepCountsFromTheLowerBound() {
        // Grid 1, 3, 5, ..., 29.
        #expect(SettingsValueRules.normalize(4, range: 1...30, step: 2) == 5)  // tie: away from the lower bound
        #expect(SettingsValueRules.normalize(5, range: 1...30, step: 2) == 5)
        #expect(SettingsValueRules.normalize(30, range: 1...30, step: 2) == 29)  // tie to 31, outside: back to 29
        #expect(SettingsValueRules.normalize(42, range: 1...30, step: 2) == 29)
        #expect(SettingsValueRules.normalize(0, range: 1...30, step: 2) == 1)
        // Grid 0, 5, 10.
        #expect(SettingsValueRules.normalize(7, range: 0...10, step: 5) == 5)
        #expect(SettingsValueRules.normalize(8, range: 0...10, step: 5) == 10)
    }

    @Test func intNegativeRanges() {
        // Grid -5, -3, -1, 1, 3, 5.
        #expect(SettingsValueRules.normalize(0, range: -5...5, step: 2) == 1)
        #expect(SettingsValueRules.normalize(-4, range: -5...5, step: 2) == -3)
        #expect(SettingsValueRules.normalize(-6, range: -5...5, step: 2) == -5)
        // Grid -10, -7, -4 (-1 is outside).
        #expect(SettingsValueRules.normalize(-2, range: -10...(-2), step: 3) == -4)
        #expect(SettingsValueRules.normalize(-9, range: -10...(-2), step: 3) == -10)
        #expect(SettingsValueRules.normalize(-8, range: -10...(-2), step: 3) == -7)
    }

    @Test func intStepWithoutRangeCountsFromZero() {
        #expect(SettingsValueRules.normalize(7, range: nil, step: 5) == 5)
        #expect(SettingsValueRules.normalize(8, range: nil, step: 5) == 10)
        #expect(SettingsValueRules.normalize(-7, range: nil, step: 5) == -5)
        #expect(SettingsValueRules.normalize(-8, range: nil, step: 5) == -10)
        #expect(SettingsValueRules.normalize(5, range: nil, step: 10) == 10)  // tie: away from 0
        #expect(SettingsValueRules.normalize(-5, range: nil, step: 10) == -10)
        #expect(SettingsValueRules.normalize(0, range: nil, step: 3) == 0)
        // Near Int's own limits the rounded point would overflow: the one toward 0 is taken.
        #expect(SettingsValueRules.normalize(Int.max, range: nil, step: 10) == Int.max - Int.max % 10)
        #expect(SettingsValueRules.normalize(Int.min, range: nil, step: 10) == Int.min - Int.min % 10)
        #expect(SettingsValueRules.normalize(Int.min, range: nil, step: 2) == Int.min)
    }

    @Test func intStepLargerThanTheRange() {
        #expect(SettingsValueRules.normalize(3, range: 0...3, step: 5) == 0)  // 5 is outside
        #expect(SettingsValueRules.normalize(2, range: 0...3, step: 5) == 0)
        #expect(SettingsValueRules.normalize(9, range: 7...9, step: 100) == 7)
    }

    @Test func intExtremeRange() {
        #expect(SettingsValueRules.normalize(Int.max, range: Int.min...Int.max, step: 2) == Int.max - 1)
        #expect(SettingsValueRules.normalize(0, range: Int.min...Int.max, step: 2) == 0)
        #expect(SettingsValueRules.normalize(1, range: Int.min...Int.max, step: 2) == 2)
    }

    @Test func intNonPositiveStepIsIgnored() {
        #expect(SettingsValueRules.normalize(7, range: 0...10, step: 0) == 7)
        #expect(SettingsValueRules.normalize(7, range: 0...10, step: -2) == 7)
    }

    @Test func doubleClampAndStep() {
        #expect(SettingsValueRules.normalize(12.0, range: 0...10, step: nil) == 10)
        #expect(SettingsValueRules.normalize(-0.5, range: 0...10, step: nil) == 0)
        #expect(SettingsValueRules.normalize(3.3, range: 0...10, step: 0.5) == 3.5)
        #expect(SettingsValueRules.normalize(3.2, range: 0...10, step: 0.5) == 3.0)
        #expect(SettingsValueRules.normalize(3.25, range: 0...10, step: 0.5) == 3.5)
        #expect(SettingsValueRules.normalize(2.0, range: 0.5...3, step: 1) == 2.5)  // grid 0.5, 1.5, 2.5: tie up
        #expect(SettingsValueRules.normalize(3.0, range: 0.5...3, step: 1) == 2.5)  // 3.5 is outside
    }

    @Test func doubleNegativeRanges() {
        #expect(SettingsValueRules.normalize(0.0, range: -1...1, step: 0.75) == -0.25)  // grid -1, -0.25, 0.5
        #expect(SettingsValueRules.normalize(-0.7, range: -1...1, step: 0.75) == -1)
        #expect(SettingsValueRules.normalize(0.95, range: -1...1, step: 0.75) == 0.5)  // 1.25 is outside
        #expect(SettingsValueRules.normalize(-3.0, range: -2.5...(-0.5), step: 1) == -2.5)
    }

    @Test func doubleStepWithoutRange() {
        #expect(SettingsValueRules.normalize(1.25, range: nil, step: 0.5) == 1.5)
        #expect(SettingsValueRules.normalize(-1.25, range: nil, step: 0.5) == -1.5)
        #expect(SettingsValueRules.normalize(-1.2, range: nil, step: 0.5) == -1.0)
        #expect(SettingsValueRules.normalize(7.4, range: nil, step: 2.5) == 7.5)
        #expect(SettingsValueRules.normalize(-2.5, range: nil, step: 1) == -3)
        #expect(SettingsValueRules.normalize(1e300, range: nil, step: 0.5) == 1e300)
    }

    @Test func nanBecomesTheLowerBoundOrZero() {
        #expect(SettingsValueRules.normalize(Double.nan, range: 2...9, step: nil) == 2)
        #expect(SettingsValueRules.normalize(Double.nan, range: 2...9, step: 3) == 2)
        #expect(SettingsValueRules.normalize(Double.nan, range: nil, step: nil) == 0)
        #expect(SettingsValueRules.normalize(Double.nan, range: nil, step: 0.5) == 0)
        #expect(SettingsValueRules.normalize(Float.nan, range: -4...(-1), step: nil) == -4)
        #expect(SettingsValueRules.normalize(-Double.nan, range: nil, step: nil) == 0)
    }

    @Test func infinities() {
        #expect(SettingsValueRules.normalize(Double.infinity, range: 0...10, step: 3) == 9)
        #expect(SettingsValueRules.normalize(-Double.infinity, range: 0...10, step: 3) == 0)
        #expect(SettingsValueRules.normalize(Double.infinity, range: nil, step: 3) == .infinity)
        #expect(SettingsValueRules.normalize(Double.infinity, range: nil, step: nil) == .infinity)
    }

    @Test func doubleStepLargerThanTheRange() {
        #expect(SettingsValueRules.normalize(3.0, range: 0...3, step: 5) == 0)
        #expect(SettingsValueRules.normalize(0.9, range: 0.25...1, step: 10) == 0.25)
    }

    @Test func decimalStepsGiveTheLiteralGridValues() {
        // 3 * 0.1 == 0.30000000000000004 in Double; the grid point is the literal 0.3.
        #expect(SettingsValueRules.normalize(0.1 + 0.2, range: 0...1, step: 0.1) == 0.3)
        #expect(SettingsValueRules.normalize(0.3, range: 0...1, step: 0.1) == 0.3)
        #expect(SettingsValueRules.normalize(0.7, range: 0...1, step: 0.1) == 0.7)
        #expect(SettingsValueRules.normalize(0.68, range: 0...1, step: 0.1) == 0.7)
        #expect(SettingsValueRules.normalize(1.0, range: 0...1, step: 0.1) == 1.0)
        #expect(SettingsValueRules.normalize(0.999999, range: 0...1, step: 0.1) == 1.0)
        // Every grid point of 0.1 steps maps to itself, equal to the literal k/10.
        for k in 0...100 {
            let literal = Double(k) / 10
            #expect(SettingsValueRules.normalize(literal, range: 0...10, step: 0.1) == literal, "k = \(k)")
            #expect(SettingsValueRules.normalize(Double(k) * 0.1, range: 0...10, step: 0.1) == literal, "k = \(k)")
        }
        // Origin and step with different decimal lengths.
        #expect(SettingsValueRules.normalize(1.3, range: 0.05...2, step: 0.2) == 1.25)
        #expect(SettingsValueRules.normalize(-0.31, range: nil, step: 0.1) == -0.3)
        #expect(SettingsValueRules.normalize(0.15, range: nil, step: 0.01) == 0.15)
    }

    @Test func tiesWithinRoundingErrorGoAwayFromTheOrigin() {
        // 0.25 / 0.1 == 2.4999999999999996, still a tie: up to 0.3.
        #expect(SettingsValueRules.normalize(0.25, range: 0...1, step: 0.1) == 0.3)
        #expect(SettingsValueRules.normalize(0.35, range: 0...1, step: 0.1) == 0.4)
        #expect(SettingsValueRules.normalize(-0.25, range: nil, step: 0.1) == -0.3)
        // Just below a tie (far beyond rounding error) still goes down.
        #expect(SettingsValueRules.normalize(0.2499, range: 0...1, step: 0.1) == 0.2)
    }

    @Test func nonDecimalStepsUseOneRounding() {
        let third = 1.0 / 3.0
        #expect(SettingsValueRules.normalize(0.7, range: 0...1, step: third) == third.addingProduct(1, third))
        #expect(SettingsValueRules.normalize(1.0, range: 0...1, step: third) == 1.0)  // 3 * (1/3) within rounding of 1
    }

    @Test func floatSteps() {
        #expect(SettingsValueRules.normalize(Float(1.3), range: nil, step: 0.5) == 1.5)
        #expect(SettingsValueRules.normalize(Float(0.1) + Float(0.2), range: 0...1, step: 0.1) == Float(0.3))
        #expect(SettingsValueRules.normalize(Float(0.25), range: 0...1, step: 0.1) == Float(0.3))
        for k in 0...50 {
            let literal = Float(k) / 10
            #expect(SettingsValueRules.normalize(literal, range: 0...5, step: 0.1) == literal, "k = \(k)")
        }
        #expect(SettingsValueRules.normalize(Float(7), range: 1...7, step: 4) == 5)
        #expect(SettingsValueRules.normalize(Float.infinity, range: nil, step: 0.5) == .infinity)
    }

    @Test func doubleNonPositiveOrNonFiniteStepIsIgnored() {
        #expect(SettingsValueRules.normalize(0.37, range: 0...1, step: 0) == 0.37)
        #expect(SettingsValueRules.normalize(0.37, range: 0...1, step: -0.1) == 0.37)
        #expect(SettingsValueRules.normalize(0.37, range: 0...1, step: .nan) == 0.37)
        #expect(SettingsValueRules.normalize(0.37, range: 0...1, step: .infinity) == 0.37)
    }

    @Test func normalizingIsIdempotent() {
        var random = SplitMix64(seed: 42)
        let steps: [Double] = [0.1, 0.25, 0.3, 1, 2.5, 1.0 / 3.0, 7]
        for _ in 0..<2000 {
            let lower = Double(Int.random(in: -50...50, using: &random)) / 4
            let upper = lower + Double(Int.random(in: 0...80, using: &random)) / 8
            let step = steps.randomElement(using: &random)!
            let range: ClosedRange<Double>? = Bool.random(using: &random) ? lower...upper : nil
            let value = Double.random(in: -30...30, using: &random)
            let once = SettingsValueRules.normalize(value, range: range, step: step)
            #expect(SettingsValueRules.normalize(once, range: range, step: step) == once,
                    "value \(value), range \(String(describing: range)), step \(step)")
            if let range {
                #expect(range.contains(once))
            }
        }
        for _ in 0..<2000 {
            let lower = Int.random(in: -100...100, using: &random)
            let range = lower...(lower + Int.random(in: 0...50, using: &random))
            let step = Int.random(in: 1...20, using: &random)
            let value = Int.random(in: -200...200, using: &random)
            let once = SettingsValueRules.normalize(value, range: range, step: step)
            #expect(range.contains(once))
            #expect((once - range.lowerBound) % step == 0)
            // No grid point inside the range is nearer to the clamped value.
            let clamped = min(max(value, range.lowerBound), range.upperBound)
            for point in Swift.stride(from: range.lowerBound, through: range.upperBound, by: step) {
                #expect(abs(point - clamped) >= abs(once - clamped))
            }
            #expect(SettingsValueRules.normalize(once, range: range, step: step) == once)
        }
    }
}
