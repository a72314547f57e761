import SettingsCompiler
import SettingsRuntime

/// The presets of a schema (`presets:`), emitted into the form file (`<Root>+Form.swift`, one call from the form
/// backend): an enum `Preset` nested in the root type, conforming to `SettingsRuntime.SettingsPreset`, with each
/// preset's title, `whole:` and values (form ids and runtime values, checked by `PresetCheck`), so that
/// `store.apply(.staging)` is typed and a preset that names a removed setting cannot be generated.
enum PresetEmission {
    static func render(_ schema: SchemaIR, into printer: inout CodePrinter) {
        guard !schema.presets.isEmpty else { return }
        let root = schema.rootTypeName
        printer.line()
        printer.open("extension \(root): SettingsRuntime.SettingsPresetsDescribed {")
        printer.line("/// The schema's presets (`presets:`): `store.apply(.name)` applies one as an edit, reviewed and saved like any other.")
        printer.open("public enum Preset: Swift.String, SettingsRuntime.SettingsPreset {")
        for preset in schema.presets {
            if let description = preset.description { printer.lines(SwiftEscaping.docComment(description)) }
            printer.line("case \(SwiftNames.escaped(preset.name))")
        }
        printer.line()
        printer.line("/// The title the preset picker shows.")
        switchOver(schema.presets, "public var title: Swift.String", into: &printer) { SwiftEscaping.stringLiteral($0.title) }
        printer.line()
        printer.line("/// Applied whole or not at all (`whole: true`).")
        switchOver(schema.presets, "public var isWhole: Swift.Bool", into: &printer) { $0.isWhole ? "true" : "false" }
        printer.line()
        printer.line("/// The values, by the settings' form ids, in the schema's order.")
        printer.open("public var values: [SettingsRuntime.SettingsPresetValue] {")
        printer.line("switch self {")
        for preset in schema.presets {
            printer.open("case .\(SwiftNames.escaped(preset.name)): return [")
            for item in preset.values {
                let value = SwiftLiteral.value(item.value.settingsValue(as: item.type), .settingsValue(qualified: true))
                printer.line(SwiftCall("SettingsRuntime.SettingsPresetValue", [
                    .init(nil, SwiftEscaping.stringLiteral(item.setting.id)), .init(nil, value),
                ]).inline + ",")
            }
            printer.close("]")
        }
        printer.line("}")
        printer.close()
        printer.close()
        printer.close()
    }

    private static func switchOver(
        _ presets: [PresetIR], _ declaration: String, into printer: inout CodePrinter, _ value: (PresetIR) -> String
    ) {
        printer.open("\(declaration) {")
        printer.line("switch self {")
        for preset in presets { printer.line("case .\(SwiftNames.escaped(preset.name)): \(value(preset))") }
        printer.line("}")
        printer.close()
    }
}

extension DocumentationFacts {
    /// "staging `90.0`, production `30.0`": the presets that set a setting, with their values, for the docs; nil
    /// when none does.
    func presetsFact(_ setting: SettingIR) -> Fact? {
        var pieces: [LinePiece] = []
        for preset in schema.presets {
            guard let item = preset.values.first(where: { $0.setting.id == setting.id }) else { continue }
            if !pieces.isEmpty { pieces.append(.text(", ")) }
            pieces.append(.text("\(preset.title) "))
            pieces.append(.code(value(item.value, type: item.type)))
        }
        return pieces.isEmpty ? nil : Fact(label: "Presets", value: pieces)
    }
}

extension DocumentationFacts {
    /// One preset as the docs list it: its title, description, `whole:`, and each value with the setting's anchor and
    /// title (for the HTML site's "Presets" list).
    struct PresetEntry {
        var name: String
        var title: String
        var description: String?
        var isWhole: Bool
        var values: [(anchor: String, title: String, value: String)]
    }

    /// The schema's presets, in declaration order; empty without `presets:`.
    var presetEntries: [PresetEntry] {
        let titles = linkTargets
        return schema.presets.map { preset in
            PresetEntry(
                name: preset.name, title: preset.title, description: preset.description, isWhole: preset.isWhole,
                values: preset.values.map { item in
                    (item.setting.path, titles[item.setting.path] ?? item.setting.path, value(item.value, type: item.type))
                })
        }
    }
}
