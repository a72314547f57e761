import SettingsBackends
import SettingsCompiler
import Testing

/// The model declares its enums and section structs side by side in `<Root>Types` and names them through type
/// aliases (SwiftModelBackend.typesNamespace): nested types made LLVM's call graph quadratic in the number of
/// sections (bench/README.md). That these aliases work as nested names is what every compiled test of the generated
/// code relies on (`BetaSettings.Smoothing.Grouped`); here, that no type is nested in another.
@Suite struct ModelTypeLayoutTests {
    static let schema = """
        settings: TripSettings
        enums:
          Pace: [slow, fast]
        sections:
          journey:
            settings:
              pace: {type: Pace, default: slow}
            sections:
              stops:
                settings:
                  count: {type: int, default: 2}
                sections:
                  breaks:
                    settings:
                      minutes: {type: int, default: 15}
          car:
            settings:
              seats: {type: int, default: 4}
        """

    /// The type declarations of the file, each with its indentation and the names of the types around it.
    static func declarations(_ text: String) -> [(indent: Int, kind: String, name: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let indent = line.prefix { $0 == " " }.count
            let words = line.dropFirst(indent).split(separator: " ")
            guard words.count >= 3, words[0] == "public", ["struct", "enum"].contains(words[1]) else { return nil }
            return (indent, String(words[1]), String(words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
    }

    @Test func sectionStructsAndEnumsAreDeclaredSideBySideInTheNamespace() throws {
        let ir = try compileText(Self.schema)
        let file = try #require(SwiftModelBackend().render(ir).first)
        let declarations = Self.declarations(file.contents)
        let top = declarations.filter { $0.indent == 0 }.map(\.name)
        #expect(top == ["TripSettings", "TripSettingsTypes"])
        // Directly in the namespace: the enum and every section, subsections included, in the tree's order.
        let inNamespace = declarations.filter { $0.indent == 4 && $0.kind == "struct" || $0.indent == 4 && $0.name == "Pace" }
        #expect(inNamespace.map(\.name) == ["Pace", "Journey", "Stops", "Breaks", "Car"])
        // Deeper than that only the constant tables of a section (Defaults, Ranges, ...) and no struct.
        let deeper = declarations.filter { $0.indent > 4 }
        #expect(deeper.allSatisfy { $0.kind == "enum" && ["Defaults", "Ranges", "Steps", "StringRules"].contains($0.name) }, "\(deeper)")
        // Each parent names its children through an alias; the root names the enums too.
        #expect(file.contents.contains("public struct TripSettings: SettingsRuntime.SettingsModel {\n    public typealias Pace = TripSettingsTypes.Pace\n    public typealias Journey = TripSettingsTypes.Journey\n    public typealias Car = TripSettingsTypes.Car\n"))
        #expect(file.contents.contains("    public struct Journey: SettingsRuntime.SettingsSection {\n        public typealias Stops = TripSettingsTypes.Stops\n"))
        #expect(file.contents.contains("    public struct Stops: SettingsRuntime.SettingsSection {\n        public typealias Breaks = TripSettingsTypes.Breaks\n"))
    }

    @Test func theNamespaceNameIsReserved() {
        for text in [
            "settings: TripSettings\nsections:\n  tripSettingsTypes:\n    settings:\n      flag: true\n",
            "settings: TripSettings\nenums:\n  TripSettingsTypes: [a, b]\nsections:\n  trip:\n    settings:\n      flag: true\n",
        ] {
            let file = SettingsCompiler.SourceFile(path: "Trip.settings.yaml", text: text)
            var collector = DiagnosticCollector()
            _ = Compiler.compile(file, diagnostics: &collector)
            #expect(collector.sorted.contains { $0.code == .duplicateName && $0.message.contains("namespace of the root type's enums and section types") })
        }
    }
}
