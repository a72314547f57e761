import SettingsRuntime
import Testing

/// `SettingsNumberFormat`: the one decimal formatter (units, decimals, percent) every renderer uses.
@Suite struct NumberFormatTests {
    func d(_ value: Double, _ decimals: Int? = nil, scale: Int = 0) -> String {
        SettingsNumberFormat.decimal(value, decimals: decimals, scale: scale)
    }

    @Test func shortestDecimalWithoutExponentOrTrailingZeros() {
        #expect(d(0.5) == "0.5")
        #expect(d(1.0) == "1")
        #expect(d(17) == "17")
        #expect(d(-2.25) == "-2.25")
        #expect(d(0.1 + 0.2) == "0.30000000000000004")
        #expect(d(1e20) == "100000000000000000000")
        #expect(d(1.5e-7) == "0.00000015")
        #expect(d(123456789.125) == "123456789.125")
        #expect(d(1e300).count == 301)
        #expect(d(Double.greatestFiniteMagnitude).hasPrefix("17976931348623157"))
        #expect(d(Double.leastNonzeroMagnitude) == "0." + String(repeating: "0", count: 323) + "5")
    }

    @Test func roundsHalfAwayFromZeroOnTheShortestDecimal() {
        #expect(d(0.125, 2) == "0.13")
        #expect(d(-0.125, 2) == "-0.13")
        #expect(d(2.5, 0) == "3")
        #expect(d(-2.5, 0) == "-3")
        #expect(d(0.5, 0) == "1")
        #expect(d(0.49, 0) == "0")
        // 2.675 is stored as 2.67499999999999982236431605997495353221893310546875, but it reads, and is
        // written by Swift, as 2.675: what the schema says is what is rounded.
        #expect(d(2.675, 2) == "2.68")
        #expect(d(1.005, 2) == "1.01")
        #expect(d(9.995, 2) == "10.00")
        #expect(d(99.96, 1) == "100.0")
        #expect(d(0.1 + 0.2, 2) == "0.30")
        #expect(d(0.1 + 0.2, 16) == "0.3000000000000000")
        #expect(d(0.1 + 0.2, 17) == "0.30000000000000004")
        #expect(d(0.1 + 0.2, 20) == "0.30000000000000004000")
    }

    @Test func fixedDecimalsPadAndKeepTheWholePart() {
        #expect(d(7, 1) == "7.0")
        #expect(d(0, 3) == "0.000")
        #expect(d(1e20, 2) == "100000000000000000000.00")
        #expect(d(0.0004, 2) == "0.00")
        #expect(d(0.005, 2) == "0.01")
        #expect(d(0.00049, 3) == "0.000")
        #expect(d(123.456, 0) == "123")
    }

    @Test func negativeZeroAndValuesThatRoundToZeroHaveNoSign() {
        #expect(d(-0.0) == "0")
        #expect(d(-0.0, 2) == "0.00")
        #expect(d(-0.001, 2) == "0.00")
        #expect(d(-0.004, 0) == "0")
        #expect(d(-0.005, 2) == "-0.01")
    }

    @Test func percentMovesTheDecimalPointExactly() {
        #expect(d(0.25, scale: 2) == "25")
        #expect(d(0.07, scale: 2) == "7")            // 0.07 * 100 is 7.000000000000001 in binary arithmetic
        #expect(d(0.1 + 0.2, scale: 2) == "30.000000000000004")
        #expect(d(0.125, 1, scale: 2) == "12.5")
        #expect(d(0.0005, 1, scale: 2) == "0.1")
        #expect(d(1, scale: 2) == "100")
    }

    @Test func floatsUseTheirOwnShortestDecimal() {
        #expect(SettingsNumberFormat.decimal(Float(0.1)) == "0.1")        // not 0.10000000149011612
        #expect(SettingsNumberFormat.decimal(Float(0.125), decimals: 2, scale: 2) == "12.50")
        #expect(SettingsNumberFormat.decimal(Float(3.4e38)) == "340000000000000000000000000000000000000")
    }

    @Test func intsIncludingTheExtremes() {
        #expect(SettingsNumberFormat.decimal(7) == "7")
        #expect(SettingsNumberFormat.decimal(-7, decimals: 2) == "-7.00")
        #expect(SettingsNumberFormat.decimal(Int.min) == "-9223372036854775808")
        #expect(SettingsNumberFormat.decimal(Int.max, scale: 2) == "922337203685477580700")
    }

    @Test func nonFiniteValuesAreNamed() {
        #expect(d(.nan) == "NaN")
        #expect(d(.infinity) == "∞")
        #expect(d(-.infinity) == "-∞")
    }

    @Test func unitsPercentAndOtherValues() {
        let seconds = SettingsNumberFormat(unit: "s")
        #expect(seconds.string(for: .double(0.5)) == "0.5 s")
        #expect(seconds.string(for: .int(7)) == "7 s")
        #expect(seconds.string(for: .none) == "none")
        #expect(seconds.string(for: .string("x")) == "\"x\"")
        #expect(SettingsNumberFormat(unit: "%").string(for: .int(50)) == "50%")
        #expect(SettingsNumberFormat(unit: "°C").string(for: .double(21.5)) == "21.5°C")
        #expect(SettingsNumberFormat(decimals: 1, unit: "pt").string(for: .double(17)) == "17.0 pt")
        let percent = SettingsNumberFormat(style: .percent)
        #expect(percent.string(for: .double(0.25)) == "25%")
        #expect(SettingsNumberFormat(style: .percent, decimals: 1).string(for: .float(0.125)) == "12.5%")
    }

    @Test func rangesAndStepsIgnoreFixedDecimals() {
        let format = SettingsNumberFormat(decimals: 0, unit: "s")
        #expect(format.rangeText(SettingsNumericRange(.double(0), .double(10))) == "0–10 s")
        #expect(format.rangeText(SettingsNumericRange(.double(-5), .double(5))) == "-5 to 5 s")
        #expect(format.rangeText(SettingsNumericRange(.double(2), nil)) == "from 2 s")
        #expect(format.rangeText(SettingsNumericRange(nil, .double(45))) == "up to 45 s")
        #expect(format.string(for: .double(0.5), usingDecimals: false) == "0.5 s")
        #expect(format.string(for: .double(0.5)) == "1 s")
        #expect(SettingsNumberFormat(style: .percent).rangeText(SettingsNumericRange(.double(0), .double(1))) == "0–100%")
    }

    @Test func aFormSettingShowsItsValueRangeAndStepThroughItsFormat() {
        let setting = SettingsFormSetting<Double>(
            id: "delay", name: "delay", title: "Delay", type: .double, control: .slider, defaultValue: .double(0.5),
            range: SettingsNumericRange(.double(0), .double(10)), step: .double(0.5),
            format: SettingsNumberFormat(unit: "s"), platforms: [.iOS, .macOS],
            read: { .double($0) }, write: { root, value in
                guard case .double(let number) = value else { return false }
                root = number
                return true
            })
        #expect(setting.displayValue(in: 2.5) == "2.5 s")
        #expect(setting.rangeText == "0–10 s")
        #expect(setting.stepText == "0.5 s")
        #expect(SettingsPlatform.onlyText(setting.platforms) == "iOS, macOS only")
        #expect(SettingsPlatform.isShown(setting.platforms, on: .macOS))
        #expect(!SettingsPlatform.isShown(setting.platforms, on: .watchOS))
        #expect(SettingsPlatform.isShown(setting.platforms, on: nil))
        #expect(SettingsPlatform.isShown(nil, on: .tvOS))
    }
}
