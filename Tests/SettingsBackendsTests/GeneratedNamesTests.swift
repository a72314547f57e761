import SettingsBackends
import SettingsCompiler
import Testing

/// The checks of generated names and the SwiftUI DSL backend use one namer (`FormNames`, in the compiler): every
/// name the DSL declares for a section is one the checks reserve, so a schema that would make the generated code
/// clash is refused instead (issue 14 item 4).
@Suite struct GeneratedNamesTests {
    /// A schema with a `view:`, a section with an injected header and footer and a custom setting, and `extra`
    /// spliced into the top level (an enum) or the section's settings (a row).
    static func schema(enums: String = "", row: String = "") -> String {
        """
        settings: TripSettings
        view: TripView
        \(enums)
        sections:
          homeBase:
            header: inject
            footer: inject
            settings:
              region: {type: custom(Region)}
              open: {navigate: other}
        \(row)
          other:
            settings:
              flag: true
        """
    }

    @Test func theDSLDeclaresTheNamesTheNamerMakes() throws {
        let ir = try compileText(Self.schema())
        let section = try #require(ir.root.sections.first)
        let other = try #require(ir.root.sections.last)
        let text = try #require(SwiftUIDSLBackend().render(ir).first?.contents)
        #expect(text.contains("public struct \(FormNames.view(section))<"))
        #expect(text.contains("public struct \(FormNames.contentView(section))<"))
        #expect(text.contains("public func \(FormNames.link(section))<"))
        #expect(text.contains("public func \(FormNames.content(section))()"))
        #expect(text.contains("func \(FormNames.hook(section, footer: false))()"))
        #expect(text.contains("func \(FormNames.hook(section, footer: true))()"))
        let editor = FormNames.customEditor(section, section.settings[0])
        #expect(text.contains("func \(editor)("))
        #expect(text.contains("associatedtype \(FormNames.customEditorType(typeName: section.typeName, setting: "region")): SwiftUI.View"))
        // The navigation row opens the target's screen by the id the compiler resolved.
        #expect(text.contains("case \"\(other.id)\": return SwiftUI.AnyView(TripSettings.\(FormNames.view(other))(host: host"))
    }

    @Test(arguments: ["view", "contentView"])
    func aTypeNamedLikeASectionsViewIsRefused(kind: String) throws {
        let section = try #require(try compileText(Self.schema()).root.sections.first)
        let name = kind == "view" ? FormNames.view(section) : FormNames.contentView(section)
        let result = compileSchema(Self.schema(enums: "enums:\n  \(name): [a, b]\n"))
        #expect(result.codes.contains("SC1440"), "\(name): \(result.codes)")
    }

    @Test(arguments: ["link", "content", "header", "footer", "editor"])
    func anActionHookNamedLikeADSLMemberIsRefused(kind: String) throws {
        let section = try #require(try compileText(Self.schema()).root.sections.first)
        let name = switch kind {
        case "link": FormNames.link(section)
        case "content": FormNames.content(section)
        case "header": FormNames.hook(section, footer: false)
        case "footer": FormNames.hook(section, footer: true)
        default: FormNames.customEditor(section, section.settings[0])
        }
        let result = compileSchema(Self.schema(row: "      go: {action: \(name), title: Go}"))
        #expect(result.codes == ["SC1483"], "\(name): \(result.codes)")
    }

    /// An app-screen row's hook (`<screen>Screen()`, by the namer) and its value property are requirements of the
    /// host view's protocol: each once, however many rows open the screen, and the section's rows call them.
    @Test func theDSLRequiresEachAppScreenOnceAndItsValue() throws {
        let ir = try compileText(Self.schema(row: "      map: {screen: map, value: mapSummary}\n      again: {screen: map, title: Map again}"))
        let text = try #require(SwiftUIDSLBackend().render(ir).first?.contents)
        let hook = FormNames.screenHook("map")
        #expect(hook == "mapScreen")
        let requirement = "@SwiftUI.ViewBuilder func \(hook)() -> \(FormNames.screenHookType(hook))"
        #expect(text.components(separatedBy: requirement).count == 2, "one requirement for two rows")
        #expect(text.contains("associatedtype MapScreen: SwiftUI.View = SwiftUI.EmptyView"))
        #expect(text.components(separatedBy: "var mapSummary: Swift.String { get }").count == 2)
        #expect(text.contains("case \"mapScreen\": return SwiftUI.AnyView(host.mapScreen())"))
        #expect(text.contains("case \"mapSummary\": return host.mapSummary"))
    }

    @Test(arguments: [
        "      go: {action: mapScreen}\n      map: {screen: map}",           // the screen's hook is an action's
        "      map: {screen: map, value: store}",                          // the value is the store
        "      map: {screen: map, value: homeBaseLink}",                   // ... a section's link
        "      map: {screen: map, value: mapScreen}",                      // ... the screen's own hook
        "      map: {screen: map}\n      go: {action: run, title: Go}\n      x: {screen: x, value: run}",  // ... an action hook
    ])
    func anAppScreenHookOrValueNamedLikeADSLMemberIsRefused(rows: String) throws {
        let result = compileSchema(Self.schema(row: rows))
        #expect(result.codes == ["SC1483"], "\(rows): \(result.codes)")
    }

    @Test func aScreenRowOrATextRowWithoutItsValueIsRefused() throws {
        #expect(compileSchema(Self.schema(row: "      map: {screen: ~}")).codes == ["SC1102"])
        #expect(compileSchema(Self.schema(row: "      map: {screen: \"\"}")).codes == ["SC1104"])
        #expect(compileSchema(Self.schema(row: "      note: {text: ~}")).codes == ["SC1102"])
        #expect(compileSchema(Self.schema(row: "      note: {text: \" \"}")).codes == ["SC1102"])
        #expect(compileSchema(Self.schema(row: "      map: {screen: Map}")).codes.first == "SC1104")
        #expect(compileSchema(Self.schema(row: "      note: {text: Hi, title: Other}")).codes == ["SC1101"])
    }

    @Test func aCustomTypeNamedLikeAnEditorTypeIsRefused() throws {
        let section = try #require(try compileText(Self.schema()).root.sections.first)
        let name = FormNames.customEditorType(typeName: section.typeName, setting: "region")
        let result = compileSchema(Self.schema(row: "      other: {type: custom(\(name))}"))
        #expect(result.codes == ["SC1572"], "\(name): \(result.codes)")
    }

    func compileSchema(_ text: String) -> (ir: SchemaIR?, codes: [String]) {
        let file = SettingsCompiler.SourceFile(path: "Names.settings.yaml", text: text)
        var collector = DiagnosticCollector()
        let ir = Compiler.compile(file, diagnostics: &collector)
        return (ir, collector.sorted.map(\.code.rawValue))
    }
}
