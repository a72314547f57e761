import SettingsRuntime
import Testing

/// A model of many ints, each reached by its own key path (`\.values[i]`).
struct ManySettings: Sendable {
    var values = [Int](repeating: 0, count: FormIndexTests.sections * FormIndexTests.perSection * 2)
}

/// `SettingsForm`'s lookups by id, key path and row go through an index (SettingsFormIndex.swift). Before it, each
/// was a search of the whole form, and asking whether each row of a screen is visible (which SettingsSwiftUI does for
/// every row it draws, and a condition does for every setting it reads) cost in proportion to the form's size:
/// 10,000 rows made 10,000 searches of 10,000 rows.
@Suite struct FormIndexTests {
    static let sections = 50
    static let perSection = 100

    /// `sections` top-level sections of `perSection` settings, each with a subsection of as many. In section `s`,
    /// setting `k > 0` is shown while the section's first setting is above `k`; the subsection is shown while it is
    /// on at all, and its settings read the parent's first setting too.
    static func form() -> SettingsForm<ManySettings> {
        var next = 0
        func setting(_ id: String, shownAbove bound: Int?, reading gate: String) -> SettingsFormSetting<ManySettings> {
            let index = next
            next += 1
            return SettingsFormSetting(
                id: id, name: id, title: id, keyPath: \ManySettings.values[index], type: .int, control: .textField,
                default: 0,
                visibleWhen: bound.map { .compare(.setting(gate), .greater, .value(.int($0))) })
        }
        var top: [SettingsFormSection<ManySettings>] = []
        for s in 0..<sections {
            let gate = "s\(s).v0"
            let own = (0..<perSection).map { setting("s\(s).v\($0)", shownAbove: $0 == 0 ? nil : $0, reading: gate) }
            let inner = (0..<perSection).map { setting("s\(s).inner.v\($0)", shownAbove: $0, reading: gate) }
            let subsection = SettingsFormSection<ManySettings>(
                id: "s\(s).inner", name: "inner", namePath: "s\(s).inner", typeName: "Inner", title: "Inner",
                visibleWhen: .compare(.setting(gate), .greater, .value(.int(0))), settings: inner)
            top.append(SettingsFormSection(
                id: "s\(s)", name: "s\(s)", namePath: "s\(s)", typeName: "S\(s)", title: "S\(s)",
                settings: own, sections: [subsection]))
        }
        return SettingsForm(title: "Many", sections: top)
    }

    /// Section `s`'s gate is `s`: section 0 shows only its gate, section 49 its gate and 48 more of each kind.
    static func root() -> ManySettings {
        var root = ManySettings()
        for s in 0..<sections { root.values[s * perSection * 2] = s }
        return root
    }

    @Test func everyRowOfAFormOfTenThousandIsAnsweredByTheIndex() throws {
        let form = Self.form()
        let root = Self.root()
        let clock = ContinuousClock()
        var shown = 0
        var checked = 0
        let elapsed = clock.measure {
            for top in form.sections {
                for section in [top] + top.sections {
                    for row in section.rows {
                        checked += 1
                        if form.isVisible(row, in: root) { shown += 1 }
                    }
                }
            }
        }
        #expect(checked == Self.sections * Self.perSection * 2)
        // Section s shows its gate and settings 1..<s (s - 1 of them); its subsection, when s > 0, settings 0..<s.
        let expected = (0..<Self.sections).reduce(0) { sum, s in sum + 1 + max(s - 1, 0) + s }
        #expect(shown == expected)
        // A bound far above the indexed work (under 0.6 s in a debug build, with the form's making) and far below
        // the 10,000 searches of 10,000 rows it replaced (124 s in the same build on the same machine).
        #expect(elapsed < .seconds(5), "10,000 visibility checks took \(elapsed)")
    }

    @Test func lookupsFindWhatASearchFinds() throws {
        let form = Self.form()
        let setting = try #require(form.setting(id: "s7.inner.v3"))
        #expect(setting.title == "s7.inner.v3")
        #expect(form.setting(for: \ManySettings.values[7 * Self.perSection * 2 + Self.perSection + 3])?.id == "s7.inner.v3")
        #expect(form.setting(for: \ManySettings.values.count) == nil)
        #expect(form.setting(id: "s7.inner") == nil)  // a section, not a setting
        #expect(form.sectionPath(toRowID: "s7.inner.v3").map(\.id) == ["s7", "s7.inner"])
        #expect(form.sectionPath(toSectionID: "s7.inner").map(\.id) == ["s7", "s7.inner"])
        #expect(form.sectionPath(toSectionID: "nowhere").isEmpty)
        #expect(form.value(ofSettingID: "s7.v0", in: Self.root()) == .int(7))
    }

    @Test func aChangedFormIsIndexedAgainAndItsCopyIsNot() throws {
        let original = Self.form()
        _ = original.setting(id: "s1.v1")  // builds the index the copy shares
        var changed = original
        changed.sections[1].rows.removeAll()
        changed.sections.swapAt(0, 2)
        #expect(changed.setting(id: "s1.v1") == nil)
        #expect(changed.sectionPath(toRowID: "s0.v5").map(\.id) == ["s0"])
        #expect(changed.sectionPath(toSectionID: "s2").map(\.id) == ["s2"])
        #expect(changed.sections[0].id == "s2")
        // The copy taken before the change still answers for itself.
        #expect(original.setting(id: "s1.v1")?.id == "s1.v1")
        #expect(original.sections[0].id == "s0")
    }
}
