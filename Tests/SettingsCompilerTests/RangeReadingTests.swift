import SettingsRuntime
import Testing
@testable import SettingsCompiler

/// A range written `min...max` is read by a short path (`SchemaValidator.plainRangeBounds`, issue 32) when the
/// general reading (trim, refuse a half-open range, split at `...`, trim each bound) could only find those two
/// bounds. These tests hold the short path to the general reading, written out here with the standard library.
@Suite struct RangeReadingTests {
    /// The general reading's bounds: nil when it would not reach two written bounds.
    func generalBounds(_ text: String) -> (lower: String, upper: String)? {
        let trimmed = SettingsText.trimmingWhitespace(text)
        if trimmed.contains("..<") { return nil }
        let parts = trimmed.split(separator: "...", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let lower = SettingsText.trimmingWhitespace(parts[0]), upper = SettingsText.trimmingWhitespace(parts[1])
        return lower.isEmpty || upper.isEmpty ? nil : (lower, upper)
    }

    @Test func theShortPathFindsTheBoundsTheGeneralReadingFinds() {
        let alphabet: [String] = ["0", "1", "9", "-", "+", ".", ".", ".", "e", "<", " ", "\t", "a", "x", "_", "é", "\u{00A0}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        // A few characters, a separator (mostly `...`, or one close to it), a few more, and now and then another.
        let separators = ["...", "...", "...", "..", "....", "..<", ". ..", "... ", ""]
        func some() -> String { (0..<next(5)).map { _ in alphabet[next(alphabet.count)] }.joined() }
        var short = 0
        for _ in 0..<40_000 {
            var text = some() + separators[next(separators.count)] + some()
            if next(4) == 0 { text += separators[next(separators.count)] + some() }
            guard let found = SchemaValidator.plainRangeBounds(text) else { continue }
            short += 1
            let general = generalBounds(text)
            #expect(general?.lower == found.lower && general?.upper == found.upper, "'\(text)'")
        }
        #expect(short > 500, "the short path took \(short) texts")
    }

    @Test func rangesAsTheyAreWrittenTakeTheShortPath() {
        for text in ["0...101", "-5...5", "0.5...1.5", "1e3...2e3", "+1...-1", "0x10...0x20", "a...b"] {
            let found = SchemaValidator.plainRangeBounds(text)
            #expect(found?.lower == generalBounds(text)?.lower && found?.upper == generalBounds(text)?.upper, "'\(text)'")
            #expect(found != nil, "'\(text)'")
        }
        // Left to the general reading: spaces, a half-open range, a missing bound, more dots, a second `...`, non-ASCII.
        for text in [" 0...1", "0 ... 1", "0..<1", "...5", "5...", "1....2", "1...2...3", "1..2", "１...2", "0...1\t", ""] {
            #expect(SchemaValidator.plainRangeBounds(text) == nil, "'\(text)'")
        }
    }

    /// The same range read by either path gives the same IR, and the same messages for a bad bound.
    @Test func eitherPathGivesTheSameRangeAndTheSameMessages() throws {
        func schema(_ range: String, type: String = "int", defaultValue: String = "1") -> String {
            """
            settings: AppSettings
            sections:
              general:
                settings:
                  count: {type: \(type), default: \(defaultValue), range: \(range)}

            """
        }
        for (plain, general, type, defaultValue) in [
            ("0...10", "' 0 ... 10 '", "int", "1"), ("-2.5...2.5", "' -2.5...2.5'", "double", "0.5"),
            ("0...x", "'0...x '", "int", "1"), ("0.5...1", "' 0.5...1'", "int", "1"), ("5...1", "'5...1 '", "int", "3"),
            ("0...99999999999999999999", "'0...99999999999999999999 '", "int", "1"),
        ] {
            let a = compile(schema(plain, type: type, defaultValue: defaultValue))
            let b = compile(schema(general, type: type, defaultValue: defaultValue))
            #expect(a.diagnostics.map(\.message) == b.diagnostics.map(\.message), "\(plain): \(a.output) \(b.output)")
            #expect(a.diagnostics.map(\.code) == b.diagnostics.map(\.code), "\(plain)")
            #expect(a.ir?.allSettings.first?.setting.range == b.ir?.allSettings.first?.setting.range, "\(plain)")
            if plain == "0...10" {
                let range = try #require(a.ir?.allSettings.first?.setting.range)
                #expect(range.lowerBound == .int(0) && range.upperBound == .int(10))
            }
        }
    }
}
