/// The JSON Schema (draft 2020-12) of the settingsc schema language, for editors: VS Code and any editor using
/// yaml-language-server complete and check `*.settings.yaml` and `*.settings.json` files with it.
///
/// Built from the language table (`LanguageKeys.swift`, `BuiltinTypes.swift`): every construct's keys, their
/// documentation, examples, patterns and limits. `settingsc schema` prints it, `make generate` writes it to
/// schema/settings.schema.json, and the tests validate every schema in Schemas/ and every valid fixture with
/// check-jsonschema (docs/editor-support.md). Nothing here lists keys: a key added to the table appears here.
public enum EditorSchema {
    /// The schema as JSON, ending with a newline.
    public static let json: String = document.pretty() + "\n"

    /// The schema as a JSON value.
    public static var document: JSONValue {
        var root = object(for: .root)
            .adding("$schema", "https://json-schema.org/draft/2020-12/schema")
        // `$schema` and `title` first, as editors show them.
        if case .object(var members) = root {
            let schemaMember = members.removeLast()
            members.insert(schemaMember, at: 0)
            members.insert(("title", "settingsc settings schema (language v1)"), at: 1)
            root = .object(members)
        }
        let definitions = Definition.allCases.map { ($0.rawValue, $0.schema) }
        return root.adding("$defs", .object(definitions))
    }

    /// The shared definitions (`#/$defs/...`).
    public enum Definition: String, CaseIterable, Sendable {
        case text, typeName, memberName, persistenceKey
        case enumeration = "enum"
        case enumCases, enumCase, sections, condition, renamedFrom, platforms, section, headerFooter, setting
        case detailRow, navigationRow, actionRow, linkRow, screenRow, textRow, longSetting, preset

        var reference: JSONValue { ["$ref": .string("#/$defs/\(rawValue)")] }

        var schema: JSONValue {
            switch self {
            case .text:
                [
                    "description": "Text. Any scalar is taken as its text as written; null (or nothing) means the key is absent. Use a YAML block scalar (|) for several lines.",
                    "type": ["string", "number", "boolean", "null"],
                    "examples": ["Some text"],
                ]
            case .typeName:
                [
                    "description": "A type name: ASCII letters, digits and _, starting with an upper-case letter.",
                    "type": "string", "pattern": .string(LexicalRule.typeName.pattern), "examples": ["Mode", "ServerEnvironment"],
                ]
            case .memberName:
                [
                    "description": "A member name: ASCII letters, digits and _, starting with a lower-case letter. Swift keywords are allowed (escaped with backticks).",
                    "type": "string", "pattern": .string(LexicalRule.memberName.pattern), "examples": ["dayPeriod", "debug_menu"],
                    "$comment": "True and False are accepted because YAML 1.2 tools read a plain `true:` or `false:` key as a boolean and then spell it True or False; settingsc reads it as the name true or false.",
                ]
            case .persistenceKey:
                [
                    "description": "The key a value is stored under, instead of its name: ASCII letters, digits, _ and - (no dots).",
                    "type": ["string", "null"], "pattern": .string(LexicalRule.persistenceKey.pattern), "examples": ["launch_count", "smoothingV2"],
                ]
            case .enumeration:
                [
                    "description": "An enum: its cases (a list or a mapping), or the long form {cases: ..., fallback: caseName}, whose fallback case is used for a stored case the enum no longer has.",
                    "oneOf": [Definition.enumCases.reference, object(for: .enumLongForm)],
                ]
            case .enumCases:
                [
                    "description": "The cases of an enum, in order: a list of case names, or a mapping of case names to a title, {title, description}, or nothing. An enum needs at least one case.",
                    "oneOf": [
                        [
                            "description": "List form: the case names; each title is made from its name.",
                            "type": "array", "minItems": 1, "items": Definition.memberName.reference,
                            "examples": [["movingAverage", "weightedMovingAverage", "exponentialAverage"]],
                        ],
                        [
                            "description": "Mapping form: each case name maps to its title, to {title, description}, or to nothing (the title is made from the name).",
                            "type": "object", "minProperties": 1,
                            "propertyNames": Definition.memberName.reference, "additionalProperties": Definition.enumCase.reference,
                            "examples": [["default": nil, "reloadIgnoringCache": "Always reload", "returnCacheElseLoad": ["title": "Prefer cache"]]],
                        ],
                    ],
                ]
            case .enumCase:
                [
                    "description": "An enum case: its title, {title, description}, or nothing (the title is made from the case name).",
                    "oneOf": [
                        ["description": "The case's title, or nothing.", "type": ["string", "number", "boolean", "null"], "examples": ["Linear regression"]],
                        object(for: .enumCase),
                    ],
                ]
            case .sections:
                [
                    "description": "Sections, by name (a member name), in the order they are shown. A section's type is its name capitalized (smoothing -> Smoothing).",
                    "type": ["object", "null"],
                    "propertyNames": Definition.memberName.reference, "additionalProperties": Definition.section.reference,
                    "examples": [["smoothing": ["settings": ["dayPeriod": ["type": "int", "default": 7, "range": "1...30"]]]]],
                ]
            case .condition:
                [
                    "description": "A condition (visibleWhen, enabledWhen): settings of the same schema by name or dotted path, literals (numbers, \"strings\", true, false, nil, enum cases), the comparisons == != < <= > >=, and !, &&, || and parentheses. Quote it when it starts with ! or contains #.",
                    "type": "string", "minLength": 1,
                    "examples": ["smoothing.enabled", "mode == weightedAverage", "level >= 2 && !compact", "nickname != nil"],
                ]
            case .renamedFrom:
                [
                    "description": "An old persistence key, or a list of them (newest first).",
                    "oneOf": [Definition.persistenceKey.reference, ["type": "array", "minItems": 1, "items": Definition.persistenceKey.reference]],
                    "examples": ["dayCount", ["dayCount", "days"]],
                ]
            case .platforms:
                [
                    "description": "The Apple platforms a section, setting or row is shown on (case-sensitive). Inner lists may narrow their section's, not widen them. Stored values are kept on every platform.",
                    "anyOf": [
                        ["type": "array", "minItems": 1, "uniqueItems": true, "items": ["enum": platformNames]],
                        ["enum": platformNames],
                    ],
                    "examples": [["iOS", "macOS"], "iOS"],
                ]
            case .section: object(for: .section, nullable: true)
            case .headerFooter:
                [
                    "oneOf": [
                        [
                            "description": "Static text, or the word `inject` for a hook the host view implements.",
                            "type": ["string", "number", "boolean", "null"], "examples": ["inject", "Changes apply to new charts only."],
                        ],
                        object(for: .headerFooterText),
                    ],
                    "examples": ["inject", "Shown above the group", ["text": "inject"]],
                ]
            case .setting:
                [
                    "description": "A setting: a default value whose type is inferred (short form), or a mapping with at least `type` or `default` (long form).",
                    "oneOf": [
                        [
                            "description": "Short form: the default value. true/false is a bool, a whole number an int, a decimal number a double, anything else a string.",
                            "type": ["string", "number", "boolean"], "examples": [true, 7, 0.5, "Get there"],
                        ],
                        [
                            "description": "Short form of a list: the default elements. Every element a whole number makes an [int], numbers with a fraction among them a [double], text (and whole numbers among text) a [string]; true/false, a number with a fraction among text and an empty list have no type to infer (use the long form).",
                            "type": "array", "minItems": 1,
                            "anyOf": [["items": ["type": ["string", "integer"]]], ["items": ["type": "number"]]],
                            "examples": [["On my way", "Thanks!"], [80, 443], [0.5, 1.5]],
                        ],
                        Definition.longSetting.reference,
                        Definition.linkRow.reference,
                        Definition.actionRow.reference,
                        Definition.navigationRow.reference,
                        Definition.detailRow.reference,
                        Definition.screenRow.reference,
                        Definition.textRow.reference,
                    ],
                ]
            case .detailRow: object(for: .detail)
            case .screenRow: object(for: .screen)
            case .textRow: object(for: .text)
            case .navigationRow: object(for: .navigate)
            case .actionRow: object(for: .action)
            case .linkRow: object(for: .link)
            case .longSetting:
                object(for: .setting).adding("anyOf", [["required": ["type"]], ["required": ["default"]]])
            case .preset:
                [
                    "description": "A preset: its values by the settings' dotted paths (short form), or the long form {values, title, description, whole}.",
                    "oneOf": [
                        [
                            "description": "Short form: the values, by the setting's dotted path of schema names.",
                            "type": "object", "minProperties": 1,
                            "propertyNames": EditorSchema.schema(of: KeyShape.word(.settingPath, nullable: false)),
                            "additionalProperties": EditorSchema.schema(of: KeyShape.defaultValue),
                            "examples": [["network.baseURL": "https://staging.example.com", "logging.level": "verbose"]],
                        ],
                        object(for: .preset),
                    ],
                ]
            }
        }
    }

    static var platformNames: JSONValue { .array(Platform.allCases.map { .string($0.rawValue) }) }

    /// The schema of a construct's mapping: its keys as properties, the required ones, no other keys.
    static func object(for construct: Construct, nullable: Bool = false) -> JSONValue {
        let entries = construct.entries
        var members: [(String, JSONValue)] = [
            ("description", .string(construct.summary)),
            ("type", nullable ? ["object", "null"] : "object"),
            ("properties", .object(entries.map { ($0.name, property($0.spec)) })),
        ]
        let required = entries.filter(\.spec.required).map(\.name)
        // Required keys of the top level are checked by the parser too; a construct whose only required key
        // is the one that makes it (a row) needs it, others say so.
        if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
        if construct == .range { members.append(("minProperties", 1)) }
        members.append(("additionalProperties", false))
        members.append(("examples", .array(construct.examples)))
        return .object(members)
    }

    /// A key's schema: its shape, then its description and examples.
    static func property(_ spec: KeySpec) -> JSONValue {
        var value = schema(of: spec.shape)
        // A `$ref` first, as the hand-written schema had it; then the description.
        value = value.adding("description", .string(spec.summary))
        if case .flag(let defaultValue?) = spec.shape { value = value.adding("default", .bool(defaultValue)) }
        if !spec.examples.isEmpty { value = value.adding("examples", .array(spec.examples)) }
        return value
    }

    /// The JSON Schema of a shape.
    static func schema(of shape: KeyShape) -> JSONValue {
        switch shape {
        case .text: return Definition.text.reference
        case .string: return ["type": "string"]
        case .word(let rule, let nullable):
            switch rule {
            case .typeName where !nullable: return Definition.typeName.reference
            case .memberName where !nullable: return Definition.memberName.reference
            case .persistenceKey: return Definition.persistenceKey.reference
            default: break
            }
            var value: JSONValue = ["type": nullable ? ["string", "null"] : "string"]
            value = value.adding("pattern", .string(rule.pattern))
            return value.adding("maxLength", rule.grammar.maxLength.map { .int($0) })
        case .flag: return ["type": "boolean"]
        case .flagOrNull: return ["type": ["boolean", "null"]]
        case .choice(let words): return ["enum": .array(words.map { .string($0) })]
        case .integer(let minimum, let maximum):
            let value: JSONValue = ["type": "integer", "minimum": .int(minimum)]
            return value.adding("maximum", maximum.map { .int($0) })
        case .positiveNumber: return ["type": "number", "exclusiveMinimum": 0]
        case .numberOrNull: return ["type": ["number", "null"]]
        case .condition: return Definition.condition.reference
        case .platforms: return Definition.platforms.reference
        case .renamedFrom: return Definition.renamedFrom.reference
        case .oldRawValues:
            let scalar: JSONValue = ["type": ["string", "integer", "boolean"]]
            return ["oneOf": [scalar, ["type": "array", "minItems": 1, "items": scalar]]]
        case .warningCodes:
            let code: JSONValue = ["type": "string", "pattern": .string(LexicalRule.warningCode.pattern)]
            return ["type": ["array", "string"], "items": code, "pattern": .string(LexicalRule.warningCode.pattern)]
        case .list(let element, let summary, let examples):
            let items = schema(of: element).adding("description", .string(summary)).adding("examples", .array(examples))
            return ["type": ["array", "null"], "items": items]
        case .mapping(let construct): return object(for: construct)
        case .either(let shapes, let exclusive):
            return [exclusive ? "oneOf" : "anyOf": .array(shapes.map(schema(of:)))]
        case .dictionary(let names, let values):
            var value: JSONValue = ["type": ["object", "null"]]
            if let names {
                var nameSchema = schema(of: .word(names, nullable: false))
                // Enum names: not a built-in type's name in another capitalisation (`Color`, SC1105).
                if names == .typeName { nameSchema = nameSchema.adding("not", ["pattern": .string(builtinNameInAnyCase)]) }
                value = value.adding("propertyNames", nameSchema)
            }
            return value.adding("additionalProperties", schema(of: values))
        case .definition(let definition): return definition.reference
        case .settingType:
            let plain = BuiltinType.names
            let names = plain + plain.map { $0 + "?" } + BuiltinType.listTypeNames
            return [
                "type": "string",
                "anyOf": [
                    ["enum": .array(names.map { .string($0) })],
                    // An enum by its name (a type name, not a built-in name in another capitalisation).
                    ["pattern": "^[A-Z][A-Za-z0-9_]*\\??$", "not": ["pattern": .string(builtinNameInAnyCase)]],
                    ["pattern": "^custom\\([A-Z][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*\\)\\??$"],
                ],
            ]
        case .defaultValue: return ["type": ["string", "number", "boolean", "array", "null"]]
        case .rangeText:
            let number = "[-+]?(?:0x[0-9A-Fa-f]+|0o[0-7]+|[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?)"
            return [
                "description": "A closed range written min...max; either bound may be left out (0..., ...45), not both.",
                "type": "string",
                "pattern": .string("^\\s*(?:\(number)\\s*\\.\\.\\.\\s*(?:\(number))?|\\.\\.\\.\\s*\(number))\\s*$"),
                "examples": ["1...30", "-5...5", "0...", "...45"],
            ]
        case .deprecation:
            guard case .object(let members) = object(for: .deprecation) else { return [:] }
            // `true`, a message (any scalar), or the mapping: one schema whose properties apply to the mapping.
            let keep = members.filter { ["properties", "additionalProperties"].contains($0.0) }
            return .object([("type", ["boolean", "string", "number", "null", "object"])] + keep)
        }
    }

    /// A built-in type's name in any capitalisation (`Color`, `INT`): not an enum name (SC1105).
    static var builtinNameInAnyCase: String {
        let alternatives = BuiltinType.names.map { name in
            name.map { character in "[\(character.uppercased())\(character.lowercased())]" }.joined()
        }
        return "^(?:" + alternatives.joined(separator: "|") + ")\\??$"
    }
}
