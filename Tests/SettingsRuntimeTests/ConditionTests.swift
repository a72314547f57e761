import SettingsRuntime
import Testing

/// `SettingsCondition`: evaluation rules, text, and visibility in a form built from closures.
@Suite struct SettingsConditionTests {
    let values: [String: SettingsValue] = [
        "a.on": .bool(true), "a.off": .bool(false), "a.level": .int(2), "a.ratio": .float(0.5), "a.big": .double(1e10),
        "a.mode": .enumCase("fast"), "a.nick": .none, "a.name": .string("Ann"), "a.count": .int(Int.max),
    ]

    func holds(_ condition: SettingsCondition) -> Bool {
        condition.evaluate { values[$0] }
    }

    @Test func booleanStructure() {
        #expect(holds(.isOn("a.on")))
        #expect(!holds(.isOn("a.off")))
        #expect(!holds(.isOn("a.level")))  // not a bool: not on
        #expect(!holds(.isOn("missing")))
        #expect(holds(.not(.isOn("a.off"))))
        #expect(!holds(.and(.isOn("a.on"), .isOn("a.off"))))
        #expect(holds(.or(.isOn("a.off"), .isOn("a.on"))))
        #expect(holds(.constant(true)) && !holds(.constant(false)))
    }

    @Test(arguments: [
        (SettingsConditionOperand.setting("a.level"), SettingsComparison.equal, SettingsConditionOperand.value(.int(2)), true),
        (.setting("a.level"), .greaterOrEqual, .value(.int(2)), true),
        (.setting("a.level"), .greater, .value(.int(2)), false),
        (.setting("a.level"), .less, .value(.double(2.5)), true),
        (.setting("a.ratio"), .equal, .value(.float(0.5)), true),
        (.setting("a.ratio"), .lessOrEqual, .value(.double(0.5)), true),
        (.setting("a.level"), .greater, .setting("a.ratio"), true),
        (.setting("a.big"), .greater, .value(.int(9_999_999_999)), true),
        (.setting("a.count"), .greater, .value(.int(Int.max - 1)), true),  // exact for two ints
        (.setting("a.mode"), .equal, .value(.enumCase("fast")), true),
        (.setting("a.mode"), .notEqual, .value(.enumCase("slow")), true),
        (.setting("a.nick"), .equal, .value(.none), true),
        (.setting("a.name"), .equal, .value(.none), false),
        (.setting("a.name"), .notEqual, .value(.none), true),
        (.setting("a.nick"), .equal, .value(.string("x")), false),
        (.setting("a.nick"), .less, .value(.int(1)), false),      // nil: ordering is false
        (.setting("a.nick"), .greaterOrEqual, .value(.int(1)), false),
        (.setting("a.name"), .equal, .value(.string("Ann")), true),
        (.setting("a.name"), .less, .value(.string("Bob")), false),  // strings are not ordered
        (.setting("missing"), .equal, .value(.none), true),
    ])
    func comparisons(lhs: SettingsConditionOperand, op: SettingsComparison, rhs: SettingsConditionOperand, expected: Bool) {
        #expect(holds(.compare(lhs, op, rhs)) == expected)
    }

    @Test func textAndIDs() {
        let condition = SettingsCondition.and(
            .not(.isOn("a.on")),
            .or(.compare(.setting("a.mode"), .equal, .value(.enumCase("fast"))), .compare(.setting("a.nick"), .notEqual, .value(.none))))
        #expect(condition.description == "!a.on && (a.mode == .fast || a.nick != nil)")
        #expect(condition.settingIDs == ["a.on", "a.mode", "a.nick"])
        #expect(SettingsCondition.not(.and(.isOn("x"), .isOn("y"))).description == "!(x && y)")
        #expect(SettingsCondition.compare(.setting("s"), .equal, .value(.string("q\"\n"))).description == #"s == "q\"\n""#)
    }

    /// A form over a dictionary: `gate` controls a setting, a link and a subsection.
    static func form() -> SettingsForm<[String: SettingsValue]> {
        func setting(_ id: String, _ type: SettingsValueType, _ value: SettingsValue,
                     visibleWhen: SettingsCondition? = nil, enabledWhen: SettingsCondition? = nil, hidden: Bool = false) -> SettingsFormSetting<[String: SettingsValue]> {
            SettingsFormSetting(
                id: id, name: id, title: id, type: type, control: .toggle, defaultValue: value, isHidden: hidden,
                visibleWhen: visibleWhen, enabledWhen: enabledWhen,
                read: { $0[id] ?? value }, write: { root, new in root[id] = new; return true })
        }
        let inner = SettingsFormSection<[String: SettingsValue]>(
            id: "main.inner", name: "inner", namePath: "main.inner", typeName: "Inner", title: "Inner",
            visibleWhen: .compare(.setting("main.level"), .greaterOrEqual, .value(.int(2))), enabledWhen: .isOn("main.gate"),
            settings: [setting("main.inner.x", .bool, .bool(true), enabledWhen: .not(.isOn("main.gate")))])
        let main = SettingsFormSection<[String: SettingsValue]>(
            id: "main", name: "main", namePath: "main", typeName: "Main", title: "Main",
            rows: [
                .setting(setting("main.gate", .bool, .bool(false))),
                .link(SettingsFormLink(SettingsFormRowFields(id: "main.help", name: "help", title: "Help", visibleWhen: .not(.isOn("main.gate"))), url: "https://example.com")),
                .setting(setting("main.level", .int, .int(1))),
                .setting(setting("main.shown", .bool, .bool(true), visibleWhen: .isOn("main.gate"))),
                .setting(setting("main.secret", .bool, .bool(true), visibleWhen: .constant(true), hidden: true)),
            ],
            sections: [inner])
        return SettingsForm(title: "T", sections: [main])
    }

    @Test func visibilityInAForm() throws {
        let form = Self.form()
        var root: [String: SettingsValue] = [:]
        let main = form.sections[0]
        let inner = try #require(form.section(named: "main.inner"))
        func visibleIDs() -> [String] { form.visibleRows(of: main, in: root).map(\.id) }

        #expect(visibleIDs() == ["main.gate", "main.help", "main.level"])
        #expect(!form.isVisible(inner, in: root))
        #expect(!form.isVisible(form.setting(id: "main.secret")!, in: root))  // skip wins over a true condition
        root["main.gate"] = .bool(true)
        #expect(visibleIDs() == ["main.gate", "main.level", "main.shown"])
        root["main.level"] = .int(2)
        #expect(form.isVisible(inner, in: root) && form.isEnabled(inner, in: root))
        let x = try #require(form.setting(id: "main.inner.x"))
        // Its own enabledWhen (!gate) is false; its section's (gate) is true.
        #expect(form.isVisible(x, in: root) && !form.isEnabled(x, in: root))
        root["main.gate"] = .bool(false)
        // Now its own holds but the section's does not: still disabled, and the section is still visible.
        #expect(!form.isEnabled(x, in: root) && form.isVisible(x, in: root))
        root["main.level"] = .int(1)
        #expect(!form.isVisible(x, in: root))  // hidden with its section
        #expect(form.visibleRows(of: inner, in: root).isEmpty)
        #expect(form.sectionPath(toRowID: "main.inner.x").map(\.id) == ["main", "main.inner"])
        #expect(form.sectionPath(toRowID: "main.help").map(\.id) == ["main"])
    }

    @Test func textRendererMarksConditions() {
        let form = Self.form()
        let text = SettingsTextRenderer().render(form, value: [:])
        // In words, each setting by its title (here the form's titles are the ids), as the docs put them.
        #expect(text.contains("hidden until main.gate is on"), "\(text)")
        #expect(text.contains("shown when main.gate is off"), "\(text)")
        #expect(text.contains("hidden until main.level is at least 2; disabled until main.gate is on"), "\(text)")
        let shown = SettingsTextRenderer().render(form, value: ["main.gate": .bool(true), "main.level": .int(3)])
        #expect(shown.contains("shown when main.gate is on"))
        #expect(shown.contains("shown when main.level is at least 2; enabled when main.gate is on"), "\(shown)")
    }
}
