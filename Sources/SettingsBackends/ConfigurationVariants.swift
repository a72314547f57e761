public import SettingsCompiler

/// A schema whose defaults differ by build configuration (`default: {debug: ..., release: ...}`) or with
/// sections `only:` one configuration: the model, the form and the DSL are each rendered once per configuration
/// (`SchemaIR.variant(for:)`) and the variants joined in one `#if` chain, tested in `SchemaIR.buildConfigurations`'
/// order (the declared configurations, then `DEBUG`, then `#else` for release). The backends' own emission stays
/// as it is: each variant is what the backend writes for a schema with plain defaults and without those sections,
/// so a section `only: debug` is absent from a release build's model, whose decoder then keeps its stored values
/// as unknown keys and writes them back.
public enum ConfigurationVariants {
    /// The file's bytes: a header, then `#if <condition>` / `#elseif` / `#else` with one rendering each.
    public static func render(_ schema: SchemaIR, _ renderVariant: (SchemaIR) -> [UInt8]) -> [UInt8] {
        var printer = CodePrinter()
        printer.lines(GeneratedHeader.lines(for: schema, commentPrefix: "//"))
        let names = schema.buildConfigurations.map(\.name).joined(separator: ", ")
        printer.line("// The schema's defaults or sections differ by build configuration (\(names)): one variant each, chosen by #if.")
        var bytes = printer.bytes
        for (index, configuration) in schema.buildConfigurations.enumerated() {
            let directive: String
            if let condition = configuration.condition {
                directive = index == 0 ? "#if \(condition)" : "#elseif \(condition)"
            } else {
                directive = "#else"
            }
            bytes += Array("\(directive) // \(configuration.name)\n".utf8)
            bytes += renderVariant(schema.variant(for: configuration.name))
        }
        bytes += Array("#endif\n".utf8)
        return bytes
    }
}

extension SchemaIR {
    /// A setting's default in each build configuration that has one of its own, then release's, in the `#if`
    /// chain's order (`[("debug", 60), ("release", 30)]`); empty for a plain default. For docs and schemas.
    public func configurationDefaults(of setting: SettingIR) -> [(configuration: String, value: Value)] {
        guard !setting.configurationDefaults.isEmpty else { return [] }
        return buildConfigurations.compactMap { configuration in
            if configuration.name == BuildConfigurationIR.release.name { return (configuration.name, setting.defaultValue) }
            return setting.configurationDefaults[configuration.name].map { (configuration.name, $0) }
        }
    }
}

extension DocumentationFacts {
    /// "debug `60`, release `30`": the fact docs show under the default of a setting whose default differs by
    /// build configuration; nil for a plain default.
    func configurationDefaultsFact(_ setting: SettingIR) -> Fact? {
        let defaults = schema.configurationDefaults(of: setting)
        guard !defaults.isEmpty else { return nil }
        var pieces: [LinePiece] = []
        for (index, item) in defaults.enumerated() {
            if index > 0 { pieces.append(.text(", ")) }
            pieces.append(.text("\(item.configuration) "))
            pieces.append(.code(value(item.value, type: setting.type)))
        }
        return Fact(label: "Default by build", value: pieces)
    }
}
