import SettingsCompiler
import SettingsRuntime
import Testing

/// Issue 28: the built-in `data` type (bytes; `@AppStorage`'s `Data`): its default is base64 text, checked
/// (SC1567); it is never remote (SC1682) or in Settings.app (SC1580); in the flat layout it is a `Data` key.
@Suite struct DataTypeTests {
    func schema(_ settings: String, before: String = "") -> String {
        "settings: AppSettings\n\(before)sections:\n  general:\n    settings:\n"
            + settings.split(separator: "\n").map { "      \($0)\n" }.joined()
    }

    func setting(_ ir: SchemaIR?, _ name: String) -> SettingIR? {
        ir?.root.sections.first?.settings.first { $0.name == name }
    }

    @Test func validDefaults() throws {
        let result = compile(schema("""
            empty: {type: data, default: ""}
            implicit: {type: data}
            hello: {type: data, default: "aGVsbG8="}
            two: {type: data, default: "AAE="}
            none: {type: data?}
            """))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        #expect(setting(result.ir, "empty")?.defaultValue == .string(""))
        #expect(setting(result.ir, "implicit")?.defaultValue == .string(""))
        #expect(setting(result.ir, "hello")?.defaultValue == .string("aGVsbG8="))
        #expect(setting(result.ir, "none")?.defaultValue == .null)
        #expect(setting(result.ir, "hello")?.type == .data)
        #expect(setting(result.ir, "none")?.type == .optional(.data))
    }

    @Test func invalidDefaultsAreSC1567WithWhatIsWrong() {
        let result = compile(schema("""
            unpadded: {type: data, default: "aGVsbG8"}
            alphabet: {type: data, default: "not base64!"}
            padding: {type: data, default: "a=bc"}
            number: {type: data, default: 5}
            """))
        #expect(codes(result.diagnostics) == ["SC1567", "SC1567", "SC1567", "SC1567"], "\(result.output)")
        #expect(result.output.contains("the default of 'unpadded' is not base64 text (\"\" for no bytes): its length, 7, is not a multiple of 4 (pad it with =)"), "\(result.output)")
        #expect(result.output.contains("the default of 'alphabet' is not base64 text (\"\" for no bytes): base64 has only A-Z, a-z, 0-9, + and /"), "\(result.output)")
        #expect(result.output.contains("the default of 'padding' is not base64 text"), "\(result.output)")
    }

    @Test func dataIsNeverRemoteNorInSettingsApp() {
        let result = compile(schema("""
            blob: {type: data, remote: true}
            shown: {type: data, settingsApp: true}
            """))
        #expect(codes(result.diagnostics).sorted() == ["SC1580", "SC1682"], "\(result.output)")
        #expect(result.output.contains("'general.blob' is data (bytes), which a remote source cannot set"), "\(result.output)")
        #expect(result.output.contains("'shown' is data (bytes): Settings.app has no control to show or edit bytes"), "\(result.output)")
    }

    @Test func theFlatLayoutStoresDataAsData() {
        let result = compile(schema("avatar: {type: data?, key: avatar_data}", before: "layout: flat\n"))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        #expect(setting(result.ir, "avatar")?.flatKey == SettingsFlatKey("avatar_data", .data))
    }

    @Test func base64RoundTripsEveryLength() {
        for count in 0..<40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let text = SettingsBase64.encode(bytes)
            #expect(text.utf8.count % 4 == 0)
            #expect(SettingsBase64.decode(text) == bytes, "\(text)")
        }
        #expect(SettingsBase64.encode(Array("hello".utf8)) == "aGVsbG8=")
        #expect(SettingsBase64.decode("aGVsbG8=") == Array("hello".utf8))
        #expect(SettingsBase64.decode("aGVsbG9=") == nil, "bits after the last byte")
        #expect(SettingsBase64.decode("aGVs bG8=") == nil)
        #expect(SettingsBase64.decode("====") == nil)
    }
}
