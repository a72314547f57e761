import SettingsCompiler
import SettingsRuntime
import Testing

/// `commit:` (resolved per section) and `cascade:` (checked into the form's `.cascade` attributes), issue 31.
@Suite struct CascadeTests {
    @Test func commitModesAreInheritedDownTheTree() throws {
        let result = compile("""
            settings: App
            commit: immediate
            sections:
              a:
                settings: {x: 1}
                sections:
                  inner: {settings: {y: 1}}
              b:
                commit: review
                settings: {z: 1}
                sections:
                  nested: {settings: {w: 1}}
                  again: {commit: immediate, settings: {v: 1}}

            """)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let root = try #require(result.ir?.root)
        let modes = root.descendants.map { "\(FormNames.dottedPath($0.path))=\($0.commit.rawValue)" }
        #expect(modes == ["a=immediate", "a.inner=immediate", "b=review", "b.nested=review", "b.again=immediate"])
    }

    @Test func withoutCommitEverySectionReviews() throws {
        let result = compile("settings: App\nsections:\n  a: {settings: {x: 1}}\n")
        #expect(result.ir?.root.sections.first?.commit == .review)
    }

    @Test func aCascadeBecomesAFormAttributeOfItsSetting() throws {
        let result = compile("""
            settings: App
            enums:
              Action: [none, archive]
            sections:
              swipes:
                key: sw
                settings:
                  primary:
                    type: Action
                    default: archive
                    cascade:
                      - {when: none, set: {swipes.secondary: none, swipes.count: 3}}
                      - {set: {swipes.label: "changed"}}
                  secondary: {type: Action, default: archive}
                  count: {type: int?, default: 1}
                  label: x

            """)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let primary = try #require(result.ir?.root.sections.first?.settings.first)
        #expect(primary.formAttributes == [
            .cascade(SettingsCascade(when: .enumCase("none"), set: [
                SettingsCascadeValue("sw.secondary", .enumCase("none")), SettingsCascadeValue("sw.count", .int(3)),
            ])),
            .cascade(SettingsCascade(set: [SettingsCascadeValue("sw.label", .string("changed"))])),
        ])
    }

    /// A chain of 10,000 cascades is checked in linear time; closing it is one cycle, reported once.
    @Test func aLongChainIsCheckedOnceAndItsCycleReportedOnce() throws {
        let count = 10_000
        func schema(closing: Bool) -> String {
            var lines = ["settings: App", "sections:", "  s:", "    settings:"]
            for index in 0..<count {
                let next = index + 1 < count ? "s.v\(index + 1)" : (closing ? "s.v0" : nil)
                lines.append(next.map { "      v\(index): {default: 1, cascade: [{set: {\($0): 2}}]}" } ?? "      v\(index): 1")
            }
            return lines.joined(separator: "\n") + "\n"
        }
        let open = compile(schema(closing: false))
        #expect(open.diagnostics.isEmpty)
        let closed = compile(schema(closing: true))
        let cycles = closed.diagnostics.filter { $0.code == .cascadeCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.hasPrefix("cascades form a cycle: 's.v0' → 's.v1' → ") == true)
    }

    @Test func aCustomTypeCannotBeSetByACascade() throws {
        let result = compile("""
            settings: App
            sections:
              s:
                settings:
                  a: {default: 1, cascade: [{set: {s.region: x}}]}
                  region: {type: custom(Region)}

            """)
        #expect(result.diagnostics.map(\.code) == [.unknownCascadeTarget], "\(result.output)")
    }
}
