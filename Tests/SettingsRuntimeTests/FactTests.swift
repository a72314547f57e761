import SettingsRuntime
import Testing

/// `SettingsFacts`: the built-in facts of each kind of device, `available(...)`, and facts read through the same
/// lookup as settings.
@Suite struct SettingsFactTests {
    @Test(arguments: [
        (SettingsDeviceIdiom.phone, false, ["iPhone"]),
        (.pad, false, ["iPad"]),
        (.pad, true, ["mac", "macCatalyst"]),    // an iPad app on a Mac is not on an iPad
        (.mac, true, ["mac", "macCatalyst"]),
        (.mac, false, ["mac"]),
        (.vision, false, ["visionOS"]),
        (.tv, false, ["tvOS"]),
        (.watch, false, ["watchOS"]),
        (.unknown, false, []),
    ])
    func builtInFactsOfEachDevice(idiom: SettingsDeviceIdiom, catalyst: Bool, holding: [String]) {
        let facts = SettingsFacts.builtIn(idiom: idiom, isMacCatalyst: catalyst, system: nil)
        #expect(facts.values.count == SettingsBuiltinFact.allCases.count)
        let on = SettingsBuiltinFact.allCases.filter { facts.values["$" + $0.rawValue] == .bool(true) }.map(\.rawValue)
        #expect(on == holding)
    }

    @Test func availableComparesTheSystemAndItsVersion() {
        let ios18 = SettingsCondition.available(SettingsOSVersion(.iOS, 18))
        let ios181 = SettingsCondition.available(SettingsOSVersion(.iOS, 18, 1))
        func holds(_ condition: SettingsCondition, _ system: SettingsOSVersion?) -> Bool {
            condition.evaluate({ _ in nil }, system: system)
        }
        #expect(holds(ios18, SettingsOSVersion(.iOS, 18)))
        #expect(holds(ios18, SettingsOSVersion(.iOS, 19, 0)))
        #expect(!holds(ios18, SettingsOSVersion(.iOS, 17, 9)))
        #expect(!holds(ios181, SettingsOSVersion(.iOS, 18, 0)))
        #expect(holds(ios181, SettingsOSVersion(.iOS, 18, 2)))
        #expect(!holds(ios18, SettingsOSVersion(.macOS, 26)))   // another system
        #expect(!holds(ios18, nil))                              // no system known (Linux, previews)
        #expect(holds(.or(ios18, .available(SettingsOSVersion(.macOS, 15))), SettingsOSVersion(.macOS, 15, 1)))
        #expect(ios181.description == "available(iOS 18.1)")
        #expect(ios18.description == "available(iOS 18)")
        #expect(!SettingsOSVersion(.iOS, 18).isAtLeast(SettingsOSVersion(.macOS, 1)))
    }

    @Test func factsAreReadThroughTheSettingsLookup() {
        let condition = SettingsCondition.and(
            .isOn("$dataLoaded"), .compare(.setting("$accountCount"), .greater, .setting("a.limit")))
        #expect(condition.settingIDs == ["a.limit"])
        #expect(condition.factIDs == ["$dataLoaded", "$accountCount"])
        #expect(condition.readsFacts)
        #expect(!SettingsCondition.isOn("a.on").readsFacts)
        #expect(SettingsCondition.not(.available(SettingsOSVersion(.iOS, 18))).readsFacts)
        var facts = SettingsFacts(values: ["$dataLoaded": .bool(true), "$accountCount": .int(3)])
        let values: [String: SettingsValue] = ["a.limit": .int(2)]
        func holds() -> Bool {
            condition.evaluate { id in SettingsFacts.isFactID(id) ? facts[id] : values[id] }
        }
        #expect(holds())
        facts["$accountCount"] = .int(2)
        #expect(!holds())
        facts["$accountCount"] = nil   // unknown: nil, and an ordering with nil is false
        #expect(!holds())
        #expect(condition.description == "$dataLoaded && $accountCount > a.limit")
    }

    @Test func theAppsFactsGoOverTheDevicesOnes() {
        let device = SettingsFacts.builtIn(idiom: .pad, isMacCatalyst: false, system: SettingsOSVersion(.iOS, 18))
        let merged = device.merging(["$iPad": .bool(false), "$dataLoaded": .bool(true)])
        #expect(merged.values["$iPad"] == .bool(false))
        #expect(merged.values["$dataLoaded"] == .bool(true))
        #expect(merged.system == SettingsOSVersion(.iOS, 18))
        #expect(SettingsBuiltinFact.iPad.words == "the device is an iPad")
        #expect(SettingsBuiltinFact.iPad.negatedWords == "the device is not an iPad")
    }
}
