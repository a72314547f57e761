import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing

/// Every setting key × every surface its spec declares (`KeySpec.surfaces`): the key's first example, on a string
/// setting of a schema with `localization: true`, must arrive there. A key that declares a surface its value does
/// not reach fails here, naming the key and the surface.
@Suite struct KeySurfaceTests {
    /// The texts of a key's first example (a text, or the texts of a list).
    static func texts(_ key: SettingKey) -> [String] {
        switch key.spec.examples.first {
        case .string(let text)?: [text]
        case .array(let items)?: items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: []
        }
    }

    /// The probe setting is a string, an int for the keys of numbers (`unit:`), or a bool with the other title for
    /// a bool's two titles (`onTitle:`, `offTitle:`).
    static func schema(_ key: SettingKey) -> String {
        let value = key.spec.examples.first?.compact ?? "\"\""
        let type = switch key {
        case .unit: "type: int, default: 0"
        case .onTitle: "type: bool, default: false, offTitle: Hidden"
        case .offTitle: "type: bool, default: false, onTitle: Shown"
        default: "type: string, default: \"\""
        }
        return "settings: App\nlocalization: true\nsections:\n  general:\n    settings:\n      probe: {\(type), \(key.rawValue): \(value)}\n"
    }

    static let keysWithSurfaces = SettingKey.allCases.filter { !$0.spec.surfaces.isEmpty }

    @Test(arguments: Self.keysWithSurfaces)
    func aKeyArrivesAtEverySurfaceItDeclares(key: SettingKey) throws {
        let texts = Self.texts(key)
        try #require(!texts.isEmpty, "\(key): its first example is no text")
        var collector = DiagnosticCollector()
        let file = SourceFile(path: "probe.settings.yaml", text: Self.schema(key))
        let ir = try #require(Compiler.compile(file, diagnostics: &collector), "\(key): \(collector.sorted.map(\.message))")
        let form = SchemaForm.dataForm(ir).form
        let setting = try #require(form.setting(id: "general.probe"))
        for surface in key.spec.surfaces {
            for text in texts {
                let arrives: Bool
                switch surface {
                case .form:
                    let source = SettingsFormBackend().render(ir).map(\.contents).joined()
                    arrives = source.contains(SwiftEscaping.stringLiteral(text))
                case .row:
                    // A link is what SettingsSwiftUI's row shows under the setting (`SettingsRow.links`).
                    if key.spec.attribute == .link {
                        arrives = setting.links.contains { $0.url == text && $0.member == key.rawValue }
                    } else {
                        arrives = String(describing: setting).contains(text)
                    }
                case .docs:
                    arrives = MarkdownBackend().render(ir).map(\.contents).joined().contains(text)
                        && HTMLSiteBackend().render(ir).map(\.contents).joined().contains(text)
                case .search:
                    arrives = SettingsSearchIndex(form: form).search(text).contains { $0.entry.id == "general.probe" }
                case .stringCatalog:
                    // In the catalog under the setting's key for it, and translated on screen through that key.
                    let derived = "general.probe.\(key.rawValue)"
                    let catalog = try StringCatalogBackend().render(ir, existing: [:]).map(\.contents).joined()
                    let translated = form.localized(using: SettingsClosureLocalizer { key, _, value in key == derived ? "⟦\(value)⟧" : value })
                    let shown = String(describing: try #require(translated.setting(id: "general.probe")))
                    arrives = catalog.contains("\"\(derived)\"") && catalog.contains(text) && shown.contains("⟦")
                case .preview:
                    // `settingsc preview`'s text and the docs' HTML screen preview.
                    let (dataForm, defaults) = SchemaForm.dataForm(ir)
                    let preview = SettingsTextRenderer().render(dataForm, value: defaults)
                    let facts = DocumentationFacts(schema: ir)
                    let screen = ScreenPreview.html(ScreenPreview(section: facts.sections[0], facts: facts))
                    arrives = preview.contains(text) && screen.contains(HTMLEscaping.text(text))
                }
                #expect(arrives, "`\(key.rawValue): \(text)` does not arrive at \(surface) (KeySpec.surfaces declares it)")
            }
        }
    }

    /// Text keys of a setting (their shape is text) are shown or read on screen, so they are localized: each declares
    /// the string catalog, or says here why not.
    static let textKeysNotLocalized: [SettingKey: String] = [
        .keychainService: "the Keychain service a secure string is stored under: an identifier, never shown",
        .intentPhrases: "what people say to Siri, not shown on screen and not in the schema's table: App Shortcuts translate their phrases in the app's AppShortcuts.xcstrings, keyed by the phrase itself, which `--backend xcstrings` writes (AppShortcutsCatalogTests)",
    ]

    @Test func everyTextKeyOfASettingIsLocalized() {
        for key in SettingKey.allCases where Self.textKeysNotLocalized[key] == nil {
            let isText: Bool
            switch key.spec.shape {
            // Text on screen, and a unit (`days`), the one word-shaped key that people read.
            case .text, .string, .list(.text, _, _), .list(.string, _, _), .word(.unit, _): isText = true
            default: isText = false
            }
            guard isText else { continue }
            #expect(key.spec.surfaces.contains(.stringCatalog), "`\(key.rawValue):` is text: declare .stringCatalog (and make it arrive) or list it in textKeysNotLocalized")
        }
        // An exception that became localized leaves the list.
        for key in Self.textKeysNotLocalized.keys {
            #expect(!key.spec.surfaces.contains(.stringCatalog), "`\(key.rawValue):` declares .stringCatalog: remove it from textKeysNotLocalized")
        }
    }
}
