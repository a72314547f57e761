import Foundation
import SettingsCompiler
import SettingsRuntime
import TestSupport
import Testing

/// The language table (Sources/SettingsCompiler/Language): the keys of every construct, and the built-in types,
/// declared once and read by the parser, the validator and the editor schema.
@Suite struct LanguageTableTests {
    func schema(_ lines: String, enums: String = "") -> String {
        "settings: App\n" + (enums.isEmpty ? "" : "enums:\n" + enums.split(separator: "\n").map { "  \($0)\n" }.joined())
            + "sections:\n  general:\n    settings:\n" + lines.split(separator: "\n").map { "      \($0)\n" }.joined()
    }

    // MARK: Keys

    @Test func everyConstructListsEachKeyOnceWithDocumentationAndExamples() {
        for construct in Construct.allCases {
            let names = construct.keyNames
            #expect(!names.isEmpty, "\(construct)")
            #expect(Set(names).count == names.count, "\(construct) lists a key twice")
            for entry in construct.entries {
                #expect(entry.spec.summary.count > 20, "\(construct).\(entry.name) has no documentation")
                #expect(!entry.spec.summary.contains("\n"), "\(construct).\(entry.name): documentation is one line")
            }
            #expect(!construct.examples.isEmpty, "\(construct) has no example")
        }
    }

    @Test func theParsersKeyListsAreTheTables() {
        #expect(SchemaParser.rootKeys == RootKey.names)
        #expect(SchemaParser.settingKeys == SettingKey.names)
        #expect(SchemaParser.linkKeys == LinkKey.names)
        #expect(SchemaParser.deprecationKeys == DeprecationKey.names)
        #expect(Construct.setting.keyNames == SettingKey.allCases.map(\.rawValue))
    }

    /// The keys every row has are declared once (`RowFieldKey`): each row kind lists them all, with the one wording
    /// and its own examples.
    @Test func everyRowKindHasTheKeysEveryRowHas() {
        let shared = RowFieldKey.allCases.map(\.rawValue)
        for (kind, names) in [("link", LinkKey.names), ("action", ActionKey.names), ("navigate", NavigationKey.names), ("detail", DetailKey.names)] {
            #expect(Set(shared).isSubset(of: names), "\(kind): \(names)")
            #expect(names.first == kind)
        }
        #expect(NavigationKey.title.spec.summary == "The title shown for the row. Default: the target section's title.")
        #expect(LinkKey.title.spec.summary == "The title shown for the row. Default: the name made readable.")
        #expect("\(LinkKey.icon.spec.examples)".contains("safari"))
        #expect("\(DetailKey.icon.spec.examples)".contains("person.text.rectangle"))
        #expect(ActionKey.visibleWhen.spec.summary == LinkKey.visibleWhen.spec.summary)
    }

    /// Every construct's unknown key is reported with the construct's own "allowed keys" and a suggestion from them.
    @Test(arguments: [
        (Construct.range, "r: {type: int, default: 1, range: {mni: 0}}", "mni", "min"),
        (.pattern, "p: {type: string, default: \"\", pattern: {regx: \".*\"}}", "regx", "regex"),
        (.format, "f: {type: double, default: 1, format: {decimal: 1}}", "decimal", "decimals"),
        (.deprecation, "d: {type: int, default: 1, deprecated: {mesage: gone}}", "mesage", "message"),
        (.setting, "s: {type: int, defualt: 1}", "defualt", "default"),
        (.action, "a: {action: doIt, titel: Do it}", "titel", "title"),
    ])
    func unknownKeysNameTheTablesKeys(construct: Construct, line: String, typo: String, suggestion: String) {
        let result = compile(schema(line))
        let diagnostic = result.diagnostics.first { $0.code == .unknownKey }
        #expect(diagnostic?.message.contains("unknown key '\(typo)'") == true, "\(result.output)")
        #expect(diagnostic?.message.contains("did you mean '\(suggestion)'?") == true, "\(result.output)")
        #expect(diagnostic?.notes.map(\.message) == ["allowed keys: " + construct.keyNames.joined(separator: ", ")])
    }

    // MARK: Every key has an effect

    /// Settings a key is tried on, in order: the first on which the key compiles without errors is the one compared.
    static let keyProbeBases = [
        "type: int, default: 7", "type: string, default: x", "type: \"[int]\", default: [1]", "type: double, default: 1",
        "type: bool, default: false",
    ]

    /// Values for the keys whose spec examples need another setting, fit none of the probe settings, or are none.
    static let keyProbeValues: [SettingKey: String] = [
        .visibleWhen: "other", .enabledWhen: "other", .platforms: "[iOS]", .deprecated: "{replacement: general.other}",
        .range: "1...30", .step: "1", .minLength: "1",
        .cascade: "[{when: 8, set: {general.other: false}}]",
    ]

    /// The setting without and with the key, for the keys every probe setting has.
    static let keyProbeSettings: [SettingKey: (plain: String, with: String)] = [
        .type: ("default: 7", "default: 7, type: double"),
        .default: ("type: int", "type: int, default: 8"),
        // The flat layout's keys act on a setting in that layout (its `flatKey`).
        .storedAs: ("type: color, default: \"#112233\", layout: flat", "type: color, default: \"#112233\", layout: flat, storedAs: int"),
        .keychainService: ("type: string, default: x, secure: true, layout: flat", "type: string, default: x, secure: true, layout: flat, keychainService: com.example.app"),
        // A bool's two titles act together (one alone is SC1781).
        .onTitle: ("default: false", "default: false, onTitle: Public, offTitle: Private"),
        .offTitle: ("default: false", "default: false, onTitle: Public, offTitle: Private"),
        // A limit names another setting of the same enum (`keyProbeContext`).
        .casesFrom: ("type: Level", "type: Level, casesFrom: general.level"),
        .casesUpTo: ("type: Level", "type: Level, casesUpTo: general.level"),
    ]

    /// The enums and the other settings a key's probe needs besides `other`.
    static let keyProbeContext: [SettingKey: (enums: String, settings: String)] = [
        .casesFrom: ("Level: [low, high]", "level: {type: Level, default: high}"),
        .casesUpTo: ("Level: [low, high]", "level: {type: Level, default: high}"),
    ]

    /// Keys whose effect is not on the setting's IR, with where it is instead (checked by their own tests).
    static let keysWithoutIREffect: [SettingKey: String] = [
        .allow: "which warnings are reported (AllowedWarnings; ValidatorTests)",
    ]

    /// A new key of a setting fails here until the validator carries it into the IR or the form (its own field,
    /// or `SettingKey.formAttribute`): each key, with its first spec example, must change the setting's IR.
    @Test(arguments: SettingKey.allCases)
    func everySettingKeyChangesTheSettingsIR(key: SettingKey) throws {
        guard Self.keysWithoutIREffect[key] == nil else { return }
        let value = try #require(Self.keyProbeValues[key] ?? key.spec.examples.first?.compact, "\(key) has no example")
        var tried: [String] = []
        let probes = Self.keyProbeSettings[key].map { [$0] } ?? Self.keyProbeBases.map { ($0, "\($0), \(key.rawValue): \(value)") }
        for (base, with) in probes {
            let line = "s: {\(with)}"
            let context = Self.keyProbeContext[key]
            let others = "other: {type: bool, default: true}" + (context.map { "\n" + $0.settings } ?? "")
            let result = compile(schema("\(line)\n\(others)", enums: context?.enums ?? ""))
            let plain = compile(schema("s: {\(base)}\n\(others)", enums: context?.enums ?? ""))
            guard let setting = result.ir?.root.sections.first?.settings.first, !result.diagnostics.contains(where: { $0.severity == .error }) else {
                tried.append("\(line): \(result.output)")
                continue
            }
            let baseline = try #require(plain.ir?.root.sections.first?.settings.first)
            #expect(setting != baseline, "`\(key.rawValue): \(value)` leaves the IR of `\(line)` as it is")
            return
        }
        Issue.record("`\(key.rawValue): \(value)` compiles on none of the probe settings:\n\(tried.joined(separator: "\n"))")
    }

    /// The pass-through keys reach the form in `SettingKey` order, whatever order the schema writes them in.
    @Test func passThroughKeysReachTheFormInKeyOrder() {
        let result = compile(schema("s: {default: \"\", accessibilityLabel: Server address, keywords: [host, \"\"]}\nt: {default: 1, accessibilityLabel: \"\"}"))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let settings = result.ir?.root.sections.first?.settings ?? []
        #expect(settings.map(\.formAttributes) == [[.keywords(["host"]), .accessibilityLabel("Server address")], []])
        #expect(settings.first?.keywords == ["host"])
    }

    /// A key that declares an attribute kind (`KeySpec.attribute`) has a shape the kind needs: text for text on
    /// screen, an http(s) URL for a link (so the parser refuses `javascript:` in it); and the runtime titles it as
    /// the docs do ("Learn more").
    @Test func everyAttributeKeyHasTheShapeOfItsKind() {
        var kinds: Set<SettingsAttributeKind> = []
        for key in SettingKey.allCases {
            guard let kind = key.spec.attribute else { continue }
            kinds.insert(kind)
            switch (kind, key.spec.shape) {
            case (.text, .text), (.link, .word(.httpURL, _)): break
            default: Issue.record("`\(key.rawValue):` becomes a \(kind) attribute, but its shape is \(key.spec.shape)")
            }
            #expect(SettingsAttributeLink.title(ofMember: key.rawValue) == SwiftNames.title(fromIdentifier: key.rawValue), "\(key)")
        }
        #expect(kinds == Set(SettingsAttributeKind.allCases), "every kind has a key: \(kinds)")
        #expect(SettingsAttributeLink(member: "learnMore", url: "https://example.com").title == "Learn more")
        #expect(SettingsAttributeLink.title(ofMember: "privacyURL") == "Privacy URL")
    }

    @Test func learnMoreIsAHelpLinkUnderTheRow() {
        let result = compile(schema("s: {default: \"\", learnMore: \"https://example.com/help?q=1&lang=en\"}\nt: {default: 1, learnMore: null}"))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let settings = result.ir?.root.sections.first?.settings ?? []
        #expect(settings.map(\.formAttributes) == [[.link(member: "learnMore", "https://example.com/help?q=1&lang=en")], []])
        #expect(settings.first?.links == [SettingsAttributeLink(member: "learnMore", url: "https://example.com/help?q=1&lang=en")])
        #expect(settings.first?.textAttributes == [], "a link is no text to translate")
        for refused in ["javascript:alert(1)", "file:///etc/passwd", "https://", "example.com/help"] {
            let bad = compile(schema("s: {default: \"\", learnMore: \"\(refused)\"}"))
            #expect(bad.ir == nil && codes(bad.diagnostics) == ["SC1482"], "\(refused): \(bad.output)")
        }
    }

    @Test func aKeyOfAPlainShapeIsCheckedByItsShape() {
        let result = compile(schema("s: {default: 1, accessibilityLabel: {text: Count}}"))
        #expect(codes(result.diagnostics) == ["SC1103"], "\(result.output)")
        #expect(result.output.contains("expected text for `accessibilityLabel`, found a mapping"), "\(result.output)")
    }

    // MARK: Built-in types

    /// Drift case (a): `Color` was accepted as an enum name, `Int` refused; every built-in name in any
    /// capitalisation is refused, as docs/schema-language.md says.
    @Test(arguments: ["Color", "INT", "Bool", "Url", "Date", "String", "DOUBLE", "Float"])
    func anEnumCannotTakeABuiltinTypesNameInAnyCapitalisation(name: String) {
        let result = compile(schema("mode: {type: \(name), default: red}", enums: "\(name): [red, green]"))
        #expect(codes(result.diagnostics) == ["SC1105"], "\(result.output)")
        #expect(result.output.contains("enum '\(name)' would read like the built-in type '\(name.lowercased())'"), "\(result.output)")
    }

    @Test func anEnumNamedLikeABuiltinTypeWithMoreLettersIsFine() {
        let result = compile(schema("mode: {type: Colors, default: red}", enums: "Colors: [red, green]"))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
    }

    /// Drift case (b): `[0.5, 1.5]` was inferred as `[string]` holding "0.5" and "1.5". A list of numbers with a
    /// fraction infers `[double]` now; what no list type holds is SC1566, never a silent string list.
    @Test(arguments: ["flags: [true, false]", "huge: [1, 1e400]", "mixed: [heavy, 0.5]", "both: [0.5, true]"])
    func aListDefaultNoListTypeHoldsIsNotASilentStringList(line: String) {
        let result = compile(schema(line))
        #expect(codes(result.diagnostics) == ["SC1566"], "\(result.output)")
        #expect(result.ir == nil)
    }

    @Test func listDefaultsOfIntsNumbersOrTextInfer() {
        let result = compile(schema("ports: [80, 443]\nwords: [spam, \"7\", 8]\nquoted: [\"0.5\", \"1.5\"]\nweights: [0.5, 1.5]\nmixed: [1, 2.5e3]"))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let settings = result.ir?.root.sections.first?.settings ?? []
        #expect(settings.map(\.type) == [.list(.int), .list(.string), .list(.string), .list(.double), .list(.double)])
        #expect(settings.last?.defaultValue == .list([.double(1), .double(2500)]))
    }

    /// Adding a list element type to `BuiltinType` fails here until the lists fixture, which GeneratedFixtures
    /// compiles and GeneratedSettingsTests' ListTests exercise, has a setting of it: so the runtime must follow.
    @Test func everyListTypeHasASettingInTheListsFixture() throws {
        let path = repositoryRoot.appendingPathComponent("Tests/SettingsCompilerTests/Fixtures/valid/lists.settings.yaml").path
        let result = compile(try String(contentsOfFile: path, encoding: .utf8), path: path)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let types = Set(result.ir?.root.sections.flatMap(\.settings).compactMap(\.type.listElement?.builtin) ?? [])
        #expect(types == Set(BuiltinType.listElements))
        #expect(BuiltinType.listTypeNames == ["[string]", "[int]", "[double]"])
        #expect(BuiltinType.allCases.filter { $0.pluralNoun != nil } == BuiltinType.allCases.filter { $0.listElementRules != nil })
    }

    @Test func theOneWordingOfEachType() {
        #expect(BuiltinType.color.noun == "a colour")
        #expect(BuiltinType.allCases.map(\.valueType.description) == BuiltinType.names)
        #expect(BuiltinType.allCases.allSatisfy { BuiltinType.named($0.name) == $0 && $0.valueType.builtin == $0 })
        // The condition checker and the validator say the same.
        let condition = compile(schema("accent: {type: color, default: \"#112233\"}\nshown: {default: true, visibleWhen: accent > 2}"))
        #expect(condition.output.contains("'general.accent' (a colour)"), "\(condition.output)")
        let value = compile(schema("accent: {type: color, default: 7}"))
        #expect(value.output.contains("is not a colour"), "\(value.output)")
    }

    // MARK: The demo key, `placeholder:`

    @Test func aPlaceholderReachesTheIRForStrings() {
        let result = compile(schema("email: {type: string?, placeholder: name@example.com}\nname: {default: \"\", placeholder: Jane}"))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        #expect(result.ir?.root.sections.first?.settings.map(\.placeholder) == ["name@example.com", "Jane"])
    }

    @Test(arguments: ["retries: {type: int, default: 3, placeholder: e.g. 3}", "tags: {type: \"[string]\", placeholder: tag}",
                      "accent: {type: color, default: \"#112233\", placeholder: red}", "on: {default: true, placeholder: yes}"])
    func aPlaceholderOnAnythingButAStringIsRefused(line: String) {
        let result = compile(schema(line))
        #expect(codes(result.diagnostics) == ["SC1548"], "\(result.output)")
        #expect(result.output.contains("`placeholder` applies to string and string?"), "\(result.output)")
    }
}
