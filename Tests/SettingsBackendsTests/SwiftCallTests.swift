import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing

/// The call renderer places labels and commas; the literal renderer is the one place values become Swift.
@Suite struct SwiftCallTests {
    @Test func inlineCallPlacesLabelsAndCommas() {
        var call = SwiftCall("values.decode", [.init(nil, "\"count\""), .init("default", "Defaults.count")])
        call.add("range", ifPresent: nil)
        call.add("step", ifPresent: "Steps.count")
        call.add("isHidden", whenTrue: false)
        call.add("isSecure", whenTrue: true)
        #expect(call.inline == "values.decode(\"count\", default: Defaults.count, step: Steps.count, isSecure: true)")
        #expect(SwiftCall("SettingsRuntime.SettingsListRules").inline == "SettingsRuntime.SettingsListRules()")
    }

    @Test func multiLineCallPutsACommaAfterEveryArgumentButTheLast() {
        let call = SwiftCall("X", [.init("a", "1"), .init("b", "2")])
        var printer = CodePrinter()
        printer.indent()
        call.print(to: &printer, prefix: "list.append(", suffix: ")")
        #expect(printer.contents == "    list.append(X(\n        a: 1,\n        b: 2\n    ))\n")
    }

    @Test func literalsOfValuesRangesAndRuntimeValues() {
        let name: (ValueType) -> String = { type in if case .enumeration(let name) = type { "Root.\(name)" } else { "?" } }
        #expect(SwiftLiteral.value(.double(0.1), type: .float, typeName: name) == "\(Float(0.1))")
        #expect(SwiftLiteral.value(.enumCase("none"), type: .optional(.enumeration("Mode")), typeName: name) == "Root.Mode.none")
        #expect(SwiftLiteral.value(.list([.int(1), .int(2)]), type: .list(.int), typeName: name) == "[1, 2]")
        #expect(SwiftLiteral.value(.null, type: .custom("Point"), typeName: name) == "Point.settingsDefault")
        #expect(SwiftLiteral.closedRange(RangeIR(lowerBound: .int(1), upperBound: nil), type: .int, typeName: name)
            == "1...Swift.Int.max")
    }
}
