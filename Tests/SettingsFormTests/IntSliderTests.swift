import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing

/// `control: slider` on an `int` (issue 31): the form, `settingsc preview` and the docs give it a slider, and the
/// slider's `Double` comes back to the store as a whole number on the setting's steps.
@Suite struct IntSliderTests {
    static func schema() throws -> SchemaIR {
        let file = SettingsCompiler.SourceFile(path: "IntSlider.settings.yaml", text: """
            settings: S
            sections:
              general:
                settings:
                  volume: {type: int, default: 4, range: 0...10, control: slider, title: Volume}
                  stops: {type: int, default: 20, range: 0...100, step: 5, control: slider, title: Stops}
                  count: {type: int, default: 3, range: 0...10, title: Count}

            """)
        var collector = DiagnosticCollector()
        let ir = try #require(Compiler.compile(file, diagnostics: &collector))
        #expect(!collector.hasErrors, "\(DiagnosticRenderer(files: [file]).render(collector.sorted))")
        return ir
    }

    @Test func anIntAsksForASliderAndGetsOne() throws {
        let ir = try Self.schema()
        let (form, defaults) = SchemaForm.dataForm(ir)
        let volume = try #require(form.setting(id: "general.volume"))
        let stops = try #require(form.setting(id: "general.stops"))
        let count = try #require(form.setting(id: "general.count"))
        #expect([volume.control, stops.control, count.control] == [.slider, .slider, .stepper])
        // The slider's bounds and steps: an int slider without a step stops on every integer.
        #expect(volume.doubleRange == 0...10)
        #expect(volume.doubleStep == 1)
        #expect(stops.doubleStep == 5)
        #expect(volume.doubleValue(.int(4)) == 4)
        // What the slider writes back: an int, rounded (a drag between two stops lands on the nearer).
        #expect(volume.value(fromDouble: 3.6) == .int(4))
        #expect(volume.value(fromDouble: 3.4) == .int(3))
        #expect(stops.value(fromDouble: 45) == .int(45))
        #expect(volume.value(fromDouble: .nan) == .int(0))
        // The preview and the docs draw the slider.
        let text = SettingsTextRenderer().render(form, value: defaults)
        #expect(text.contains("Volume  [slider]   4"), "\(text)")
        let facts = DocumentationFacts(schema: ir)
        let rows = ScreenPreview(section: facts.sections[0], facts: facts).groups[0].rows
        #expect(rows[0].control == .slider(value: "4", fraction: 0.4, minimum: "0", maximum: "10"))
        #expect(rows[2].control == .stepper(value: "3"))
    }
}
