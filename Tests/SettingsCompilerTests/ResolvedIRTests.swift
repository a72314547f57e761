import SettingsCompiler
import Testing

/// The resolved IR (issue 14 item 4): every section and setting carries its path, keys, form id and Swift names,
/// made once by `FormNames`, and references (navigation targets, deprecation replacements) are resolved to
/// the section or setting they name.
@Suite struct ResolvedIRTests {
    static let schema = """
        settings: App
        sections:
          general:
            key: gen
            settings:
              default: {type: bool, default: true, key: isDefault}
              oldSize: {type: int, default: 1, deprecated: {replacement: display.inner.size}}
              open: {navigate: display.inner}
          display:
            sections:
              inner:
                key: in
                title: Inner screen
                settings:
                  size: {type: int, default: 2, key: px}
                  oldZoom: {type: int, default: 1, deprecated: {replacement: display.inner.size}}
        """

    func sections(_ ir: SchemaIR) throws -> (general: SectionIR, display: SectionIR, inner: SectionIR) {
        let general = try #require(ir.root.sections.first)
        let display = try #require(ir.root.sections.last)
        return (general, display, try #require(display.sections.first))
    }

    @Test func sectionsAndSettingsCarryTheirPathsKeysAndIDs() throws {
        let result = compile(Self.schema)
        let ir = try #require(result.ir, "\(result.output)")
        let (general, display, inner) = try sections(ir)
        #expect(ir.root.path.isEmpty && ir.root.id.isEmpty)
        #expect(general.path == ["general"] && general.keyPath == ["gen"] && general.id == "gen")
        #expect(display.id == "display")
        #expect(inner.path == ["display", "inner"] && inner.keyPath == ["display", "in"] && inner.id == "display.in")
        let flag = general.settings[0]
        #expect(flag.path == ["general", "default"] && flag.keyPath == ["gen", "isDefault"] && flag.id == "gen.isDefault")
        #expect(flag.swiftName == "`default`" && flag.storageName == "`default`")
        // A deprecated setting's storage is `_name` (its property is a deprecated accessor).
        #expect(general.settings[1].swiftName == "oldSize" && general.settings[1].storageName == "_oldSize")
        #expect(inner.settings[0].id == "display.in.px" && inner.settings[0].storageName == "size")
    }

    @Test func aNavigationRowToANestedSectionResolvesToThatSection() throws {
        let result = compile(Self.schema)
        let ir = try #require(result.ir, "\(result.output)")
        let (general, _, inner) = try sections(ir)
        let row = try #require(general.navigations.first)
        #expect(row.target == SectionReference(inner))
        #expect(row.target.path == "display.inner")
        #expect(row.target.id == "display.in")
        #expect(row.target.typeName == inner.typeName)
        #expect(row.title == "Inner screen")
    }

    @Test func aDeprecationReplacementResolvesToTheSetting() throws {
        let result = compile(Self.schema)
        let ir = try #require(result.ir, "\(result.output)")
        let (general, _, inner) = try sections(ir)
        let size = inner.settings[0]
        // In another section: a reference with the target's names and keys, no same-section rename.
        #expect(general.settings[1].deprecated?.replacement == SettingReference(size))
        #expect(general.settings[1].deprecated?.replacement?.id == "display.in.px")
        #expect(general.settings[1].deprecated?.replacement?.names == ["display", "inner", "size"])
        #expect(general.settings[1].deprecated?.replacementInSection == nil)
        // In the same section: also the name the decoder and `renamed:` use.
        #expect(inner.settings[1].deprecated?.replacement == SettingReference(size))
        #expect(inner.settings[1].deprecated?.replacementInSection == "size")
    }

    @Test func theNamerMakesTheGeneratedNames() {
        #expect(FormNames.view(typeName: "Smoothing") == "SmoothingView")
        #expect(FormNames.contentView(typeName: "Smoothing") == "SmoothingContent")
        #expect(FormNames.link(typeName: "Smoothing") == "smoothingLink")
        #expect(FormNames.content(typeName: "Smoothing") == "smoothingContent")
        #expect(FormNames.hook(typeName: "Smoothing", footer: true) == "smoothingSectionFooter")
        #expect(FormNames.customEditor(typeName: "Profile", setting: "region") == "profileRegionEditor")
        #expect(FormNames.customEditorType(typeName: "Profile", setting: "region") == "ProfileRegionEditor")
        #expect(FormNames.storageName("interval", deprecated: true) == "_interval")
        #expect(FormNames.storageName("default", deprecated: false) == "`default`")
        #expect(FormNames.formID(["a", "b"]) == "a.b")
        #expect(FormNames.formID("a.b", "c") == FormNames.formID(["a", "b", "c"]))
        #expect(FormNames.formID("", "c") == FormNames.formID(["c"]))
    }
}
