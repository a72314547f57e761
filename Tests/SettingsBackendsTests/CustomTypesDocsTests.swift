import SettingsBackends
import SettingsCompiler
import Testing

/// What the docs, the previews and the values schema say about settings of custom types (`custom(Region)`).
@Suite struct CustomTypesDocsTests {
    static let schema = """
        settings: TripSettings
        sections:
          trip:
            settings:
              home: {type: custom(Region), description: Where fares are computed.}
              work: {type: "custom(Geo.Area)?"}

        """

    @Test func docsNameTheTypeAndSayTheAppSuppliesIt() throws {
        let ir = try compileText(Self.schema)
        for file in HTMLSiteBackend().render(ir) + MarkdownBackend().render(ir) where file.path.hasPrefix("TripSettings") {
            #expect(file.contents.contains("custom(Region)"), "\(file.path)")
            #expect(file.contents.contains("Region.settingsDefault"), "\(file.path)")
            #expect(file.contents.contains("supplied by the app: Region (a SettingsCustomValue)"), "\(file.path)")
            #expect(file.contents.contains("supplied by the app: Geo.Area (a SettingsCustomValue)"), "\(file.path)")
            // Neither default is shown as nil for the non-optional setting.
            #expect(!file.contents.contains("Default | `nil` |\n| Custom type | supplied by the app: Region"), "\(file.path)")
        }
        let page = try #require(HTMLSiteBackend().render(ir).first { $0.path == "TripSettings.html" }).contents
        // The screen preview names the type where a value would be.
        #expect(page.contains("<span class=\"sc-value sc-placeholder\">custom Region, supplied by the app</span>"))
    }

    @Test func theValuesSchemaAcceptsAnyValueWithADescription() throws {
        let ir = try compileText(Self.schema)
        let json = try #require(ValuesSchemaBackend().render(ir).first).contents
        let home = try #require(json.range(of: #""home": {"#))
        let work = try #require(json.range(of: #""work": {"#))
        let homeEntry = json[home.upperBound..<work.lowerBound]
        #expect(!homeEntry.contains(#""type""#))
        #expect(!homeEntry.contains(#""default""#))
        #expect(homeEntry.contains("A value of the app's type Region (SettingsCustomValue)"))
        #expect(homeEntry.contains("the default is Region.settingsDefault"))
        let workEntry = json[work.upperBound...].prefix(400)
        #expect(!workEntry.contains(#""type""#))
        #expect(workEntry.contains("null for none (the default)"))
        #expect(workEntry.contains(#""default": null"#))
    }

    @Test func theTextPreviewNamesTheTypeAndItsEditor() throws {
        let ir = try compileText(Self.schema)
        let (form, defaults) = SchemaForm.dataForm(ir)
        let home = try #require(form.setting(id: "trip.home"))
        #expect(home.control == .custom)
        #expect(home.displayValue(in: defaults) == "custom Region, supplied by the app")
        let work = try #require(form.setting(id: "trip.work"))
        #expect(work.type == .optional(.custom("Geo.Area")))
        #expect(work.displayValue(in: defaults) == "none")
    }
}
