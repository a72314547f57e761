import SettingsCompiler
import Testing

/// Every lexical rule of the language table (`LexicalRule`), checked against its examples and counter-examples on
/// both sides it reaches: the compiler (a schema that writes the text where the rule applies must compile, or fail
/// with the rule's one code) and the editor JSON Schema's pattern (evaluated here; ToolingTests also runs it
/// through check-jsonschema). A new rule fails to compile here until it has a place in `host`.
@Suite struct LexicalRuleTests {
    /// A YAML double-quoted scalar holding `text` exactly.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value >= 0x20 && scalar.value < 0x7F: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return result + "\""
    }

    /// An ECMA-262 pattern in Swift Regex's syntax: each `\uHHHH` as `\u{HHHH}`.
    static func swiftRegexSyntax(_ pattern: String) -> String {
        var result = ""
        var scalars = Array(pattern.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\", scalars.first == "u", scalars.count >= 5 {
                let hex = String(String.UnicodeScalarView(scalars.dropFirst().prefix(4)))
                scalars = scalars.dropFirst(5)
                // A range of scalars beyond U+0FFF is listed scalar by scalar: Swift's Regex refuses some such ranges
                // ("invalid bound for character class range", U+2000-U+200A).
                let rest = Array(scalars.prefix(7))
                if let low = UInt32(hex, radix: 16), low > 0xFFF, rest.count == 7, rest[0] == "-", rest[1] == "\\", rest[2] == "u",
                   let high = UInt32(String(String.UnicodeScalarView(rest[3...])), radix: 16) {
                    result += (low...high).map { "\\u{\(String($0, radix: 16))}" }.joined()
                    scalars = scalars.dropFirst(7)
                } else {
                    result += "\\u{\(hex)}"
                }
            } else if scalar == "\\", let next = scalars.popFirst() {
                result.unicodeScalars.append(scalar)
                result.unicodeScalars.append(next)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A schema that writes `text` (quoted) where `rule` applies.
    static func host(_ rule: LexicalRule, _ text: String) -> String {
        let value = quoted(text)
        func setting(_ keys: String) -> String {
            "settings: App\nsections:\n  general:\n    settings:\n      a: {\(keys)}\n"
        }
        let tree = """
            settings: App
            sections:
              general:
                settings:
                  a: 1
              network:
                settings:
                  baseURL: "https://example.com"
              payments:
                sections:
                  promotions:
                    settings:
                      p: true

            """
        switch rule {
        case .typeName: return "settings: \(value)\nsections:\n  general:\n    settings:\n      a: 1\n"
        // The editor schema's `True`/`False` is what YAML 1.2 tools make of a plain `true:`/`false:` key, which
        // settingsc reads as the name true/false: the schema writes that key.
        case .memberName:
            let name = text == "True" || text == "False" ? text.lowercased() : value
            return "settings: App\nsections:\n  general:\n    settings:\n      \(name): 1\n"
        case .hookName: return setting("type: bool, default: true, sideEffect: \(value)")
        case .persistenceKey: return setting("type: int, default: 1, key: \(value)")
        case .symbolName: return setting("type: bool, default: true, icon: \(value)")
        case .colour: return setting("type: bool, default: true, color: \(value)")
        case .moduleName: return "imports: [\(value)]\n" + setting("type: int, default: 1")
        case .dottedPath: return tree + "  more:\n    settings:\n      go: {navigate: \(value)}\n"
        // A link row opens other schemes too (`linkURL`); a setting's `learnMore:` only web pages.
        case .httpURL: return setting("type: bool, default: true, learnMore: \(value)")
        case .warningCode: return setting("type: int, default: 1, allow: [\(value)]")
        case .localizationTable: return "localization: {table: \(value)}\n" + setting("type: int, default: 1")
        case .languageCode: return "localization: {sourceLanguage: \(value)}\n" + setting("type: int, default: 1")
        case .localizationKey: return "localization: {keys: {general.a.title: \(value)}}\n" + setting("type: int, default: 1")
        case .unit: return setting("type: int, default: 1, unit: \(value)")
        case .settingPath: return tree + "presets:\n  p: {\(value): \"https://example.org\"}\n"
        case .compilationCondition: return "configurations: {beta: \(value)}\n" + setting("type: int, default: 1")
        case .appGroup: return "suite: \(value)\n" + setting("type: int, default: 1")
        case .remoteKey: return setting("type: int, default: 1, remote: \(value)")
        // The examples' schemes beyond http and https are allowed by `linkSchemes:` (SC1486 otherwise).
        case .linkURL: return "linkSchemes: [mailto, app-settings, myapp]\nsettings: App\nsections:\n  general:\n    settings:\n      l: {link: \(value)}\n"
        case .urlScheme: return "linkSchemes: [\(value)]\n" + setting("type: int, default: 1")
        }
    }

    /// The texts whose place in `host` needs another spelling than the rule's own examples (a preset path must name
    /// a setting of the tree, a navigation path a section of it).
    static func examples(_ rule: LexicalRule) -> [String] {
        switch rule {
        case .settingPath: ["network.baseURL"]
        case .dottedPath: ["payments.promotions", "network"]
        default: rule.examples
        }
    }

    @Test(arguments: LexicalRule.allCases)
    func theCompilerAcceptsTheExamples(rule: LexicalRule) {
        for text in Self.examples(rule) {
            #expect(rule.matches(text), "\(rule): the grammar refuses its example \(Self.quoted(text))")
            let result = compile(Self.host(rule, text))
            #expect(!result.diagnostics.contains { $0.severity == .error }, "\(rule): \(Self.quoted(text)) refused:\n\(result.output)")
        }
    }

    @Test(arguments: LexicalRule.allCases)
    func theCompilerRefusesTheCounterExamplesWithTheRulesCode(rule: LexicalRule) {
        #expect(!rule.counterExamples.isEmpty)
        for text in rule.counterExamples {
            #expect(!rule.matches(text), "\(rule): the grammar accepts its counter-example \(Self.quoted(text))")
            let result = compile(Self.host(rule, text))
            #expect(result.diagnostics.contains { $0.code == rule.diagnostic },
                    "\(rule): \(Self.quoted(text)) is not refused with \(rule.diagnostic.rawValue):\n\(result.output)")
        }
    }

    /// The editor schema's pattern (and length), as an editor evaluates it: the examples match, the counter-examples
    /// do not.
    @Test(arguments: LexicalRule.allCases)
    func theEditorSchemasPatternAgrees(rule: LexicalRule) throws {
        // Swift's Regex reads `\u{2000}` where ECMA-262 writes `\u2000` (it misreads some `\uHHHH` range bounds);
        // scalars, not grapheme clusters, as JSON Schema validators count.
        let regex = try Regex(Self.swiftRegexSyntax(rule.pattern)).matchingSemantics(.unicodeScalar)
        func editorAccepts(_ text: String) -> Bool {
            (try? regex.wholeMatch(in: text)) != nil && rule.grammar.maxLength.map { text.unicodeScalars.count <= $0 } ?? true
        }
        for text in rule.examples { #expect(editorAccepts(text), "\(rule): /\(rule.pattern)/ refuses \(Self.quoted(text))") }
        for text in rule.counterExamples { #expect(!editorAccepts(text), "\(rule): /\(rule.pattern)/ accepts \(Self.quoted(text))") }
    }

    /// `javascript:` (or any scheme but http and https) in any key whose shape is a URL: the table's URL-shaped keys
    /// are found by their shape, so a new one is covered without a line here.
    @Test func javascriptIsRefusedInEveryURLShapedKey() throws {
        var places: [String] = []
        for construct in Construct.allCases {
            for entry in construct.entries {
                switch entry.spec.shape {
                case .word(.httpURL, _), .word(.linkURL, _): break
                default: continue
                }
                places.append("\(construct).\(entry.name)")
                let schema: String
                switch construct {
                case .link:
                    let row = entry.name == "link" ? "link: \"javascript:alert(1)\"" : "link: \"https://example.com\", \(entry.name): \"javascript:alert(1)\""
                    schema = "settings: App\nsections:\n  general:\n    settings:\n      l: {\(row)}\n"
                case .setting:
                    schema = "settings: App\nsections:\n  general:\n    settings:\n      a: {type: bool, default: true, \(entry.name): \"javascript:alert(1)\"}\n"
                default:
                    Issue.record("\(construct).\(entry.name) is URL-shaped: give it a place in this test")
                    continue
                }
                let result = compile(schema)
                #expect(result.ir == nil && result.diagnostics.contains { $0.code == .invalidURL },
                        "\(construct).\(entry.name) accepts javascript:\n\(result.output)")
            }
        }
        #expect(places.contains("link.link") && places.contains("setting.learnMore"), "\(places)")
    }

    /// A `.choice` key read by its shape (`export:`) is checked by the parser against the table's words: one code
    /// (SC1108) and one message for every such key.
    @Test func aChoiceKeyIsCheckedAgainstTheTablesWords() throws {
        guard case .choice(let words) = SettingKey.export.spec.shape else {
            Issue.record("export: is no longer a choice")
            return
        }
        let bad = compile("settings: App\nsections:\n  general:\n    settings:\n      a: {type: int, default: 1, export: local}\n")
        #expect(codes(bad.diagnostics) == ["SC1108"], "\(bad.output)")
        #expect(bad.output.contains("`export` must be one of `always`, `never`, `device-only`, found 'local'"), "\(bad.output)")
        for word in words {
            let good = compile("settings: App\nsections:\n  general:\n    settings:\n      a: {type: int, default: 1, export: \(word)}\n")
            #expect(good.diagnostics.isEmpty, "\(good.output)")
            #expect(good.ir?.root.sections.first?.settings.first?.exportPolicy?.rawValue == word)
        }
    }

    @Test func thePatternIsPrintedFromTheGrammar() {
        #expect(LexicalRule.colour.pattern == "^#[0-9A-Fa-f]{6}$")
        #expect(LexicalRule.memberName.pattern == "^(?:[a-z][A-Za-z0-9_]*|True|False)$")
        #expect(LexicalRule.httpURL.pattern == "^[Hh][Tt][Tt][Pp](?:[Ss])?:\\/\\/[!-\"\\$-\\.0->@-~]+[!-~]*$")
        #expect(LexicalRule.appGroup.pattern == "^group(?:\\.[A-Za-z0-9\\-]+)+$")
    }
}
