/// The JSON Schema (draft 2020-12) of the settingsc schema language, for editors: VS Code and any editor
/// using yaml-language-server complete and check `*.settings.yaml` and `*.settings.json` files with it.
///
/// This text is the one source of truth: `settingsc schema` prints it, `make generate` writes it to
/// schema/settings.schema.json, and the tests check that file against it and validate every schema in
/// Schemas/ and every valid fixture with check-jsonschema (docs/editor-support.md). It follows
/// SchemaParser's keys: when the language changes, change both.
public enum EditorSchema {
    /// The schema as JSON, ending with a newline.
    public static let json: String = ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": "settingsc settings schema (language v1)",
          "description": "A settingsc schema: the settings of an app, or of one part of it, in a *.settings.yaml or *.settings.json file. settingsc compiles it into typed Swift code. Reference: docs/schema-language.md.",
          "type": "object",
          "properties": {
            "settings": {
              "description": "The name of the root Swift type (a type name: ASCII letters, digits and _, starting with an upper-case letter). Required.",
              "type": "string",
              "pattern": "^[A-Z][A-Za-z0-9_]*$",
              "examples": [
                "BetaSettings",
                "DebugMenuSettings"
              ]
            },
            "title": {
              "$ref": "#/$defs/text",
              "description": "The title of the settings screen. Default: the root name made readable (BetaSettings -> \"Beta settings\").",
              "examples": [
                "Debug menu"
              ]
            },
            "description": {
              "$ref": "#/$defs/text",
              "description": "Text describing the schema; it becomes the root type's documentation comment.",
              "examples": [
                "Internal tools for the rider app.\nValues are stored per device."
              ]
            },
            "view": {
              "description": "The name of the SwiftUI view that hosts the settings screen (used by the SwiftUI backend). A type name, not the root's name.",
              "type": [
                "string",
                "null"
              ],
              "pattern": "^[A-Z][A-Za-z0-9_]*$",
              "examples": [
                "BetaSettingsView"
              ]
            },
            "externalData": {
              "description": "The name of a type of app-owned data the settings screen can show (used by the SwiftUI backend). A type name, not the root's name.",
              "type": [
                "string",
                "null"
              ],
              "pattern": "^[A-Z][A-Za-z0-9_]*$",
              "examples": [
                "BetaSettingsExternalData"
              ]
            },
            "imports": {
              "description": "Module names the generated code imports, in addition to SettingsRuntime. A name is an identifier, or identifiers joined by dots for a submodule.",
              "type": [
                "array",
                "null"
              ],
              "items": {
                "description": "A module name, e.g. Foundation or Darwin.C.",
                "type": [
                  "string",
                  "null"
                ],
                "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
                "examples": [
                  "Foundation",
                  "Darwin.C"
                ]
              },
              "examples": [
                [
                  "Foundation"
                ]
              ]
            },
            "localization": {
              "description": "Opts the screen's texts into localization: true (the table is the root type's name, the source language en), or a mapping. Every text gets a key derived from its place in the schema (smoothing.dayPeriod.title); settingsc generate --backend xcstrings writes <table>.xcstrings. See docs/schema-language.md#localization.",
              "anyOf": [
                {
                  "type": [
                    "boolean",
                    "null"
                  ]
                },
                {
                  "type": "object",
                  "properties": {
                    "table": {
                      "description": "The string table (and the catalog's file name): ASCII letters, digits, _ and -, starting with a letter, at most 64. Default: the root type's name.",
                      "type": "string",
                      "pattern": "^[A-Za-z][A-Za-z0-9_-]{0,63}$",
                      "examples": [
                        "BetaSettings"
                      ]
                    },
                    "sourceLanguage": {
                      "description": "The language the schema's texts are written in, as Xcode writes language codes. Default: en.",
                      "type": "string",
                      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
                      "examples": [
                        "en",
                        "de",
                        "pt-BR"
                      ]
                    },
                    "keys": {
                      "description": "Keys to use instead of derived ones, by derived key (smoothing.dayPeriod.title: dayPeriodTitle).",
                      "type": [
                        "object",
                        "null"
                      ],
                      "additionalProperties": {
                        "type": "string",
                        "pattern": "^[^\\s\\u0000-\\u001f]{1,256}$"
                      },
                      "examples": [
                        {
                          "smoothing.dayPeriod.title": "dayPeriodTitle"
                        }
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              ],
              "examples": [
                true,
                {
                  "table": "BetaSettings"
                }
              ]
            },
            "enums": {
              "description": "Enums, by name (a type name). Each is a list of case names, or a mapping of case names to titles. A setting of an enum type stores the name of the chosen case.",
              "type": [
                "object",
                "null"
              ],
              "propertyNames": {
                "$ref": "#/$defs/typeName"
              },
              "additionalProperties": {
                "$ref": "#/$defs/enum"
              },
              "examples": [
                {
                  "Algorithm": [
                    "movingAverage",
                    "weightedMovingAverage",
                    "exponentialAverage"
                  ],
                  "Mode": {
                    "linearRegression": "Linear regression",
                    "weightedAverage": {
                      "title": "Weighted average",
                      "description": "Recent days count more."
                    }
                  }
                }
              ]
            },
            "sections": {
              "$ref": "#/$defs/sections",
              "description": "The top-level sections, by name (a member name). Required: every setting belongs to a section."
            }
          },
          "required": [
            "settings",
            "sections"
          ],
          "additionalProperties": false,
          "examples": [
            {
              "settings": "BetaSettings",
              "enums": {
                "Algorithm": [
                  "movingAverage",
                  "exponentialAverage"
                ]
              },
              "sections": {
                "smoothing": {
                  "footer": "inject",
                  "settings": {
                    "dayPeriod": {
                      "type": "int",
                      "default": 7,
                      "range": "1...30"
                    },
                    "algorithm": {
                      "type": "Algorithm",
                      "default": "movingAverage"
                    },
                    "prettyCool": true
                  }
                }
              }
            }
          ],
          "$defs": {
            "text": {
              "description": "Text. Any scalar is taken as its text as written; null (or nothing) means the key is absent. Use a YAML block scalar (|) for several lines.",
              "type": [
                "string",
                "number",
                "boolean",
                "null"
              ],
              "examples": [
                "Some text"
              ]
            },
            "typeName": {
              "description": "A type name: ASCII letters, digits and _, starting with an upper-case letter.",
              "type": "string",
              "pattern": "^[A-Z][A-Za-z0-9_]*$",
              "examples": [
                "Mode",
                "ServerEnvironment"
              ]
            },
            "memberName": {
              "description": "A member name: ASCII letters, digits and _, starting with a lower-case letter. Swift keywords are allowed (escaped with backticks).",
              "type": "string",
              "pattern": "^(?:[a-z][A-Za-z0-9_]*|True|False)$",
              "examples": [
                "dayPeriod",
                "debug_menu"
              ],
              "$comment": "True and False are accepted because YAML 1.2 tools read a plain `true:` or `false:` key as a boolean and then spell it True or False; settingsc reads it as the name true or false."
            },
            "persistenceKey": {
              "description": "The key a value is stored under, instead of its name: ASCII letters, digits, _ and - (no dots).",
              "type": [
                "string",
                "null"
              ],
              "pattern": "^[A-Za-z0-9_-]+$",
              "examples": [
                "launch_count",
                "smoothingV2"
              ]
            },
            "enum": {
              "description": "An enum: its cases (a list or a mapping), or the long form {cases: ..., fallback: caseName}, whose fallback case is used for a stored case the enum no longer has.",
              "oneOf": [
                {
                  "$ref": "#/$defs/enumCases"
                },
                {
                  "description": "Long form: the cases, and the case that a stored value the enum no longer has decodes as.",
                  "type": "object",
                  "properties": {
                    "cases": {
                      "$ref": "#/$defs/enumCases",
                      "description": "The cases, as a list or a mapping.",
                      "examples": [
                        [
                          "remote",
                          "forceOn",
                          "forceOff"
                        ]
                      ]
                    },
                    "fallback": {
                      "$ref": "#/$defs/memberName",
                      "description": "The case used for a stored case that the enum no longer has (instead of the setting's default).",
                      "examples": [
                        "remote"
                      ]
                    }
                  },
                  "required": [
                    "cases"
                  ],
                  "additionalProperties": false,
                  "examples": [
                    {
                      "cases": [
                        "remote",
                        "forceOn",
                        "forceOff"
                      ],
                      "fallback": "remote"
                    }
                  ]
                }
              ]
            },
            "enumCases": {
              "description": "The cases of an enum, in order: a list of case names, or a mapping of case names to a title, {title, description}, or nothing. An enum needs at least one case.",
              "oneOf": [
                {
                  "description": "List form: the case names; each title is made from its name.",
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "$ref": "#/$defs/memberName"
                  },
                  "examples": [
                    [
                      "movingAverage",
                      "weightedMovingAverage",
                      "exponentialAverage"
                    ]
                  ]
                },
                {
                  "description": "Mapping form: each case name maps to its title, to {title, description}, or to nothing (the title is made from the name).",
                  "type": "object",
                  "minProperties": 1,
                  "propertyNames": {
                    "$ref": "#/$defs/memberName"
                  },
                  "additionalProperties": {
                    "$ref": "#/$defs/enumCase"
                  },
                  "examples": [
                    {
                      "default": null,
                      "reloadIgnoringCache": "Always reload",
                      "returnCacheElseLoad": {
                        "title": "Prefer cache"
                      }
                    }
                  ]
                }
              ]
            },
            "enumCase": {
              "description": "An enum case: its title, {title, description}, or nothing (the title is made from the case name).",
              "oneOf": [
                {
                  "description": "The case's title, or nothing.",
                  "type": [
                    "string",
                    "number",
                    "boolean",
                    "null"
                  ],
                  "examples": [
                    "Linear regression"
                  ]
                },
                {
                  "description": "The case's title and description (the description becomes its documentation comment).",
                  "type": "object",
                  "properties": {
                    "title": {
                      "$ref": "#/$defs/text",
                      "description": "The title shown for the case. Default: the case name made readable.",
                      "examples": [
                        "Weighted average"
                      ]
                    },
                    "description": {
                      "$ref": "#/$defs/text",
                      "description": "Text describing the case; it becomes the case's documentation comment.",
                      "examples": [
                        "Recent days count more."
                      ]
                    },
                    "renamedFrom": {
                      "$ref": "#/$defs/renamedFrom",
                      "description": "The raw value or values this case was stored as before it was renamed; a stored old value decodes as this case, and saving writes the current name.",
                      "examples": [
                        "dark"
                      ]
                    }
                  },
                  "additionalProperties": false,
                  "examples": [
                    {
                      "title": "Weighted average",
                      "description": "Recent days count more."
                    }
                  ]
                }
              ]
            },
            "sections": {
              "description": "Sections, by name (a member name), in the order they are shown. A section's type is its name capitalized (smoothing -> Smoothing).",
              "type": [
                "object",
                "null"
              ],
              "propertyNames": {
                "$ref": "#/$defs/memberName"
              },
              "additionalProperties": {
                "$ref": "#/$defs/section"
              },
              "examples": [
                {
                  "smoothing": {
                    "settings": {
                      "dayPeriod": {
                        "type": "int",
                        "default": 7,
                        "range": "1...30"
                      }
                    }
                  }
                }
              ]
            },
            "condition": {
              "description": "A condition (visibleWhen, enabledWhen): settings of the same schema by name or dotted path, literals (numbers, \"strings\", true, false, nil, enum cases), the comparisons == != < <= > >=, and !, &&, || and parentheses. Quote it when it starts with ! or contains #.",
              "type": "string",
              "minLength": 1,
              "examples": [
                "smoothing.enabled",
                "mode == weightedAverage",
                "level >= 2 && !compact",
                "nickname != nil"
              ]
            },
            "renamedFrom": {
              "description": "An old persistence key, or a list of them (newest first).",
              "oneOf": [
                {
                  "$ref": "#/$defs/persistenceKey"
                },
                {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "$ref": "#/$defs/persistenceKey"
                  }
                }
              ],
              "examples": [
                "dayCount",
                [
                  "dayCount",
                  "days"
                ]
              ]
            },
            "platforms": {
              "description": "The Apple platforms a section, setting or row is shown on (case-sensitive). Inner lists may narrow their section's, not widen them. Stored values are kept on every platform.",
              "anyOf": [
                {
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": {"enum": ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]}
                },
                {"enum": ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]}
              ],
              "examples": [["iOS", "macOS"], "iOS"]
            },
            "section": {
              "description": "A section: settings and subsections under a name, nested to any depth. All keys are optional.",
              "type": [
                "object",
                "null"
              ],
              "properties": {
                "title": {
                  "$ref": "#/$defs/text",
                  "description": "The title shown for the section. Default: the name made readable (routeReplay -> \"Route replay\").",
                  "examples": [
                    "Network conditions"
                  ]
                },
                "description": {
                  "$ref": "#/$defs/text",
                  "description": "Text describing the section; it becomes the section type's documentation comment.",
                  "examples": [
                    "How raw values are smoothed before display."
                  ]
                },
                "header": {
                  "$ref": "#/$defs/headerFooter",
                  "description": "Shown above the section: static text, `inject` (a hook the host view implements), or {text: ...} for text that is the word inject itself."
                },
                "footer": {
                  "$ref": "#/$defs/headerFooter",
                  "description": "Shown below the section: static text, `inject` (a hook the host view implements), or {text: ...} for text that is the word inject itself."
                },
                "key": {
                  "$ref": "#/$defs/persistenceKey",
                  "description": "The key the section is stored under. Default: its name."
                },
                "renamedFrom": {
                  "$ref": "#/$defs/renamedFrom",
                  "description": "The key or keys this section was stored under before it was renamed; stored data under an old key is read when the current key is missing.",
                  "examples": [
                    "features"
                  ]
                },
                "icon": {
                  "description": "An SF Symbol name (lowercase letters and digits in dot-separated parts) shown on a coloured tile in front of the section's row.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
                  "examples": [
                    "icloud",
                    "bell.badge.fill"
                  ]
                },
                "color": {
                  "description": "The colour of the section's icon tile: # and six hex digits. Default: system grey.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^#[0-9A-Fa-f]{6}$",
                  "examples": [
                    "#226AD6"
                  ]
                },
                "settingsApp": {
                  "description": "Show the section's settings, and its subsections', in Settings.app (the settings-bundle backend); a setting or subsection can say false.",
                  "type": "boolean",
                  "examples": [
                    true
                  ]
                },
                "visibleWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row is shown only while it holds, e.g. `smoothing.enabled` or `level >= 2 && mode == weightedAverage`. The setting keeps its value while hidden. See docs/schema-language.md#conditions."
                },
                "enabledWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row can be used only while it holds (it is shown greyed out otherwise), e.g. `cellular`. See docs/schema-language.md#conditions."
                },
                "platforms": {
                  "$ref": "#/$defs/platforms",
                  "description": "The Apple platforms this is shown on (iOS, macOS, tvOS, watchOS, visionOS); default: those of the section that holds it."
                },
                "presentation": {
                  "description": "How the section is shown in its parent: `screen` (a row that opens its own screen, the default) or `inline` (its rows, header and footer inside the parent's screen).",
                  "enum": [
                    "screen",
                    "inline"
                  ],
                  "examples": [
                    "inline"
                  ]
                },
                "allow": {
                  "description": "Codes of warnings accepted on this item, e.g. [SC1543]: they are not reported for it (or, on a section, inside it). Only warnings; see docs/diagnostics.md.",
                  "type": [
                    "array",
                    "string"
                  ],
                  "items": {
                    "type": "string",
                    "pattern": "^[Ss][Cc][0-9]{4}$"
                  },
                  "pattern": "^[Ss][Cc][0-9]{4}$",
                  "examples": [
                    [
                      "SC1543"
                    ]
                  ]
                },
                "settings": {
                  "description": "The section's settings, by name (a member name), in the order they are shown. Each is a default value (short form) or a mapping (long form).",
                  "type": [
                    "object",
                    "null"
                  ],
                  "propertyNames": {
                    "$ref": "#/$defs/memberName"
                  },
                  "additionalProperties": {
                    "$ref": "#/$defs/setting"
                  },
                  "examples": [
                    {
                      "prettyCool": true,
                      "dayPeriod": {
                        "type": "int",
                        "default": 7,
                        "range": "1...30"
                      }
                    }
                  ]
                },
                "sections": {
                  "$ref": "#/$defs/sections",
                  "description": "Subsections, by name (a member name); shown after the section's settings."
                }
              },
              "additionalProperties": false,
              "examples": [
                {
                  "title": "Smoothing",
                  "footer": "inject",
                  "settings": {
                    "dayPeriod": 7
                  }
                }
              ]
            },
            "headerFooter": {
              "oneOf": [
                {
                  "description": "Static text, or the word `inject` for a hook the host view implements.",
                  "type": [
                    "string",
                    "number",
                    "boolean",
                    "null"
                  ],
                  "examples": [
                    "inject",
                    "Changes apply to new charts only."
                  ]
                },
                {
                  "description": "Static text, for when the text is the word `inject` itself.",
                  "type": "object",
                  "properties": {
                    "text": {
                      "$ref": "#/$defs/text",
                      "description": "The text to show, taken literally.",
                      "examples": [
                        "inject"
                      ]
                    }
                  },
                  "required": [
                    "text"
                  ],
                  "additionalProperties": false,
                  "examples": [
                    {
                      "text": "inject"
                    }
                  ]
                }
              ],
              "examples": [
                "inject",
                "Shown above the group",
                {
                  "text": "inject"
                }
              ]
            },
            "setting": {
              "description": "A setting: a default value whose type is inferred (short form), or a mapping with at least `type` or `default` (long form).",
              "oneOf": [
                {
                  "description": "Short form: the default value. true/false is a bool, a whole number an int, a decimal number a double, anything else a string.",
                  "type": [
                    "string",
                    "number",
                    "boolean"
                  ],
                  "examples": [
                    true,
                    7,
                    0.5,
                    "Get there"
                  ]
                },
                {
                  "description": "Short form of a list: the default elements. Every element a whole number makes an [int], anything else a [string]; an empty list has no type to infer (use the long form).",
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": [
                      "string",
                      "number",
                      "boolean"
                    ]
                  },
                  "examples": [
                    [
                      "On my way",
                      "Thanks!"
                    ],
                    [
                      80,
                      443
                    ]
                  ]
                },
                {
                  "$ref": "#/$defs/longSetting"
                },
                {
                  "$ref": "#/$defs/linkRow"
                },
                {
                  "$ref": "#/$defs/actionRow"
                },
                {
                  "$ref": "#/$defs/navigationRow"
                },
                {
                  "$ref": "#/$defs/detailRow"
                }
              ]
            },
            "detailRow": {
              "description": "A detail row: a read-only value from the externalData type, selectable to copy; shown among the settings in declaration order, not stored.",
              "type": "object",
              "properties": {
                "detail": {
                  "description": "The String property of the externalData type the row shows (a member name).",
                  "type": "string",
                  "pattern": "^[a-z][A-Za-z0-9_]*$",
                  "examples": [
                    "userID"
                  ]
                },
                "title": {
                  "description": "The title shown for the row. Default: the name made readable.",
                  "type": "string",
                  "examples": [
                    "Copy user ID"
                  ]
                },
                "icon": {
                  "description": "An SF Symbol name (lowercase letters and digits in dot-separated parts) shown on a coloured tile in front of the row.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
                  "examples": [
                    "person.text.rectangle"
                  ]
                },
                "color": {
                  "description": "The colour of the row's icon tile: # and six hex digits. Default: system grey.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^#[0-9A-Fa-f]{6}$",
                  "examples": [
                    "#8E8E93"
                  ]
                },
                "visibleWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row is shown only while it holds, e.g. `smoothing.enabled` or `level >= 2 && mode == weightedAverage`. The setting keeps its value while hidden. See docs/schema-language.md#conditions."
                },
                "enabledWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row can be used only while it holds (it is shown greyed out otherwise), e.g. `cellular`. See docs/schema-language.md#conditions."
                },
                "platforms": {
                  "$ref": "#/$defs/platforms",
                  "description": "The Apple platforms this is shown on (iOS, macOS, tvOS, watchOS, visionOS); default: those of the section that holds it."
                }
              },
              "required": [
                "detail"
              ],
              "additionalProperties": false,
              "examples": [
                {
                  "detail": "userID",
                  "title": "Copy user ID"
                }
              ]
            },
            "navigationRow": {
              "description": "A navigation row: a chevron row that opens another section; shown among the settings in declaration order, not stored.",
              "type": "object",
              "properties": {
                "navigate": {
                  "description": "The section it opens: the dotted path of section names from the root.",
                  "type": "string",
                  "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
                  "examples": [
                    "payments.promotions"
                  ]
                },
                "title": {
                  "description": "The title shown for the row. Default: the target section's title.",
                  "type": "string",
                  "examples": [
                    "Promotions"
                  ]
                },
                "icon": {
                  "description": "An SF Symbol name (lowercase letters and digits in dot-separated parts) shown on a coloured tile in front of the row.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
                  "examples": [
                    "gift"
                  ]
                },
                "color": {
                  "description": "The colour of the row's icon tile: # and six hex digits. Default: system grey.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^#[0-9A-Fa-f]{6}$",
                  "examples": [
                    "#AF52DE"
                  ]
                },
                "visibleWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row is shown only while it holds, e.g. `smoothing.enabled` or `level >= 2 && mode == weightedAverage`. The setting keeps its value while hidden. See docs/schema-language.md#conditions."
                },
                "enabledWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row can be used only while it holds (it is shown greyed out otherwise), e.g. `cellular`. See docs/schema-language.md#conditions."
                },
                "platforms": {
                  "$ref": "#/$defs/platforms",
                  "description": "The Apple platforms this is shown on (iOS, macOS, tvOS, watchOS, visionOS); default: those of the section that holds it."
                }
              },
              "required": [
                "navigate"
              ],
              "additionalProperties": false,
              "examples": [
                {
                  "navigate": "payments.promotions",
                  "title": "Promotions"
                }
              ]
            },
            "actionRow": {
              "description": "An action row: runs a hook the host view implements; shown among the settings in declaration order, not stored.",
              "type": "object",
              "properties": {
                "action": {
                  "description": "The hook (a member name): with view:, the host view implements a function of this name.",
                  "type": "string",
                  "pattern": "^[a-z][A-Za-z0-9_]*$",
                  "examples": [
                    "resetAllSettings"
                  ]
                },
                "title": {
                  "description": "The title shown for the row. Default: the name made readable.",
                  "type": "string",
                  "examples": [
                    "Reset all settings"
                  ]
                },
                "role": {
                  "description": "destructive to show the row in red, as iOS shows destructive buttons.",
                  "enum": [
                    "destructive"
                  ],
                  "examples": [
                    "destructive"
                  ]
                },
                "confirmation": {
                  "description": "A question asked in a confirmation dialog before the hook runs.",
                  "type": "string",
                  "examples": [
                    "Reset every setting to its default?"
                  ]
                },
                "icon": {
                  "description": "An SF Symbol name (lowercase letters and digits in dot-separated parts) shown on a coloured tile in front of the row.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
                  "examples": [
                    "arrow.counterclockwise"
                  ]
                },
                "color": {
                  "description": "The colour of the row's icon tile: # and six hex digits. Default: system grey.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^#[0-9A-Fa-f]{6}$",
                  "examples": [
                    "#FF3B30"
                  ]
                },
                "visibleWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row is shown only while it holds, e.g. `smoothing.enabled` or `level >= 2 && mode == weightedAverage`. The setting keeps its value while hidden. See docs/schema-language.md#conditions."
                },
                "enabledWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row can be used only while it holds (it is shown greyed out otherwise), e.g. `cellular`. See docs/schema-language.md#conditions."
                },
                "platforms": {
                  "$ref": "#/$defs/platforms",
                  "description": "The Apple platforms this is shown on (iOS, macOS, tvOS, watchOS, visionOS); default: those of the section that holds it."
                }
              },
              "required": [
                "action"
              ],
              "additionalProperties": false,
              "examples": [
                {
                  "action": "resetAllSettings",
                  "title": "Reset all settings",
                  "role": "destructive",
                  "confirmation": "Reset every setting to its default?"
                }
              ]
            },
            "linkRow": {
              "description": "A link row: opens a web page; shown among the settings in declaration order, not stored.",
              "type": "object",
              "properties": {
                "link": {
                  "description": "The http or https URL the row opens.",
                  "type": "string",
                  "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\\s]+",
                  "examples": [
                    "https://status.example.com"
                  ]
                },
                "title": {
                  "description": "The title shown for the row. Default: the name made readable.",
                  "type": "string",
                  "examples": [
                    "Open status page"
                  ]
                },
                "icon": {
                  "description": "An SF Symbol name (lowercase letters and digits in dot-separated parts) shown on a coloured tile in front of the row.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
                  "examples": [
                    "safari"
                  ]
                },
                "color": {
                  "description": "The colour of the row's icon tile: # and six hex digits. Default: system grey.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^#[0-9A-Fa-f]{6}$",
                  "examples": [
                    "#226AD6"
                  ]
                },
                "visibleWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row is shown only while it holds, e.g. `smoothing.enabled` or `level >= 2 && mode == weightedAverage`. The setting keeps its value while hidden. See docs/schema-language.md#conditions."
                },
                "enabledWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row can be used only while it holds (it is shown greyed out otherwise), e.g. `cellular`. See docs/schema-language.md#conditions."
                },
                "platforms": {
                  "$ref": "#/$defs/platforms",
                  "description": "The Apple platforms this is shown on (iOS, macOS, tvOS, watchOS, visionOS); default: those of the section that holds it."
                }
              },
              "required": [
                "link"
              ],
              "additionalProperties": false,
              "examples": [
                {
                  "link": "https://status.example.com",
                  "title": "Open status page"
                }
              ]
            },
            "longSetting": {
              "description": "Long form: the setting's type, default and presentation. Needs `type`, `default`, or both.",
              "type": "object",
              "properties": {
                "type": {
                  "description": "The type: bool, int, float, double, string, url, color, date, the name of a declared enum, or custom(TypeName) for a Swift type the app supplies (SettingsCustomValue, no default); followed by ? for an optional; or a list, \"[string]\" or \"[int]\" (quoted). Default: inferred from `default`.",
                  "type": "string",
                  "anyOf": [
                    {
                      "enum": [
                        "bool",
                        "int",
                        "float",
                        "double",
                        "string",
                        "url",
                        "color",
                        "date",
                        "bool?",
                        "int?",
                        "float?",
                        "double?",
                        "string?",
                        "url?",
                        "color?",
                        "date?",
                        "[string]",
                        "[int]"
                      ]
                    },
                    {
                      "pattern": "^[A-Z][A-Za-z0-9_]*\\??$"
                    },
                    {
                      "pattern": "^custom\\([A-Z][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*\\)\\??$"
                    }
                  ],
                  "examples": [
                    "int",
                    "double?",
                    "Mode"
                  ]
                },
                "default": {
                  "description": "The default value, of the setting's type: true/false, a number, text, a case name, a list for [string] and [int], or null for nil (optionals only). Default: false, 0 (moved into the range), \"\", the first case, [], or nil.",
                  "type": [
                    "string",
                    "number",
                    "boolean",
                    "array",
                    "null"
                  ],
                  "examples": [
                    7,
                    true,
                    "linearRegression",
                    null
                  ]
                },
                "title": {
                  "$ref": "#/$defs/text",
                  "description": "The title shown for the setting. Default: the name made readable (dayPeriod -> \"Day period\").",
                  "examples": [
                    "Request timeout (seconds)"
                  ]
                },
                "description": {
                  "$ref": "#/$defs/text",
                  "description": "Text describing the setting; it becomes the property's documentation comment.",
                  "examples": [
                    "The backend the app talks to."
                  ]
                },
                "range": {
                  "description": "The allowed values of a number setting, both bounds included: \"min...max\", \"min...\", \"...max\", or {min, max} with either bound left out.",
                  "oneOf": [
                    {
                      "description": "A closed range written min...max; either bound may be left out (0..., ...45), not both.",
                      "type": "string",
                      "pattern": "^\\s*(?:[-+]?(?:0x[0-9A-Fa-f]+|0o[0-7]+|[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*\\.\\.\\.\\s*(?:[-+]?(?:0x[0-9A-Fa-f]+|0o[0-7]+|[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?))?|\\.\\.\\.\\s*[-+]?(?:0x[0-9A-Fa-f]+|0o[0-7]+|[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?))\\s*$",
                      "examples": [
                        "1...30",
                        "-5...5",
                        "0...",
                        "...45"
                      ]
                    },
                    {
                      "description": "The bounds as numbers; at least one of them.",
                      "type": "object",
                      "properties": {
                        "min": {
                          "description": "The smallest allowed value (included). Leave out for no minimum.",
                          "type": [
                            "number",
                            "null"
                          ],
                          "examples": [
                            0,
                            50
                          ]
                        },
                        "max": {
                          "description": "The largest allowed value (included). Leave out for no maximum.",
                          "type": [
                            "number",
                            "null"
                          ],
                          "examples": [
                            30,
                            500
                          ]
                        }
                      },
                      "minProperties": 1,
                      "additionalProperties": false,
                      "examples": [
                        {
                          "min": 1,
                          "max": 30
                        },
                        {
                          "min": 0
                        }
                      ]
                    }
                  ],
                  "examples": [
                    "1...30",
                    {
                      "min": 50,
                      "max": 500
                    }
                  ]
                },
                "step": {
                  "description": "The granularity of a number setting: a positive number of its type. Allowed values count from the range's minimum, or from 0.",
                  "type": "number",
                  "exclusiveMinimum": 0,
                  "examples": [
                    5,
                    0.5
                  ]
                },
                "requiresRestart": {
                  "description": "true when a change takes effect only after the app restarts.",
                  "type": "boolean",
                  "default": false,
                  "examples": [
                    true
                  ]
                },
                "sideEffect": {
                  "description": "The name of a hook (a member name) the host view runs after the setting changes.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^[a-z][A-Za-z0-9_]*$",
                  "examples": [
                    "signOut"
                  ]
                },
                "skip": {
                  "description": "true to keep the setting in the model but not show it in the settings screen.",
                  "type": "boolean",
                  "default": false,
                  "examples": [
                    true
                  ]
                },
                "key": {
                  "$ref": "#/$defs/persistenceKey",
                  "description": "The key the setting is stored under. Default: its name."
                },
                "renamedFrom": {
                  "$ref": "#/$defs/renamedFrom",
                  "description": "The key or keys this setting was stored under before it was renamed; a stored value under an old key is read when the current key is missing, and saved under the current key.",
                  "examples": [
                    "dayCount",
                    [
                      "dayCount",
                      "days"
                    ]
                  ]
                },
                "icon": {
                  "description": "An SF Symbol name (lowercase letters and digits in dot-separated parts) shown on a coloured tile in front of the setting's row.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$",
                  "examples": [
                    "icloud",
                    "bell.badge.fill"
                  ]
                },
                "color": {
                  "description": "The colour of the setting's icon tile: # and six hex digits. Default: system grey.",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^#[0-9A-Fa-f]{6}$",
                  "examples": [
                    "#226AD6"
                  ]
                },
                "visibleWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row is shown only while it holds, e.g. `smoothing.enabled` or `level >= 2 && mode == weightedAverage`. The setting keeps its value while hidden. See docs/schema-language.md#conditions."
                },
                "enabledWhen": {
                  "$ref": "#/$defs/condition",
                  "description": "A condition over other settings of the schema: the row can be used only while it holds (it is shown greyed out otherwise), e.g. `cellular`. See docs/schema-language.md#conditions."
                },
                "platforms": {
                  "$ref": "#/$defs/platforms",
                  "description": "The Apple platforms this is shown on (iOS, macOS, tvOS, watchOS, visionOS); default: those of the section that holds it."
                },
                "unit": {
                  "description": "Text shown after the value of a number setting (0.5 s, 7 days, 50 %): at most 20 characters, no line breaks.",
                  "type": ["string", "null"],
                  "minLength": 1,
                  "maxLength": 20,
                  "pattern": "^[^\\u0000-\\u001F\\u007F]*$",
                  "examples": ["s", "ms", "px", "days"]
                },
                "format": {
                  "description": "How a float or double is shown: percent (the stored fraction times 100, 0.25 as 25%), number, or {style: percent|number, decimals: 0...10}.",
                  "oneOf": [
                    {"enum": ["percent", "number"]},
                    {
                      "type": "object",
                      "properties": {
                        "style": {"description": "percent: the stored fraction times 100 with %; number: the value as it is.", "enum": ["percent", "number"], "examples": ["percent"]},
                        "decimals": {"description": "Digits after the decimal point, rounded half away from zero.", "type": "integer", "minimum": 0, "maximum": 10, "examples": [1]}
                      },
                      "additionalProperties": false
                    }
                  ],
                  "examples": ["percent", {"decimals": 1}]
                },
                "minLength": {
                  "description": "The fewest characters a string or string? setting's value may have.",
                  "type": "integer",
                  "minimum": 0,
                  "examples": [
                    3
                  ]
                },
                "maxLength": {
                  "description": "The most characters a string or string? setting's value may have.",
                  "type": "integer",
                  "minimum": 0,
                  "examples": [
                    20
                  ]
                },
                "minItems": {
                  "description": "The fewest elements a [string] or [int] setting's list may have.",
                  "type": "integer",
                  "minimum": 0,
                  "examples": [
                    1
                  ]
                },
                "maxItems": {
                  "description": "The most elements a [string] or [int] setting's list may have.",
                  "type": "integer",
                  "minimum": 0,
                  "examples": [
                    10
                  ]
                },
                "pattern": {
                  "description": "A regular expression (Swift Regex syntax) a string setting's whole value must match, or {regex: ..., message: ...} with the message shown for a value that does not match.",
                  "oneOf": [
                    {
                      "type": "string"
                    },
                    {
                      "type": "object",
                      "properties": {
                        "regex": {
                          "description": "The regular expression (Swift Regex syntax) the whole value must match.",
                          "type": "string",
                          "examples": [
                            "[a-z0-9_]+"
                          ]
                        },
                        "message": {
                          "description": "Shown to someone entering a value that does not match the pattern.",
                          "type": "string",
                          "examples": [
                            "Use lowercase letters, digits and _."
                          ]
                        }
                      },
                      "required": [
                        "regex"
                      ],
                      "additionalProperties": false
                    }
                  ],
                  "examples": [
                    "[a-z0-9_]+",
                    {
                      "regex": "[a-z0-9_]+",
                      "message": "Use lowercase letters, digits and _."
                    }
                  ]
                },
                "allow": {
                  "description": "Codes of warnings accepted on this item, e.g. [SC1543]: they are not reported for it (or, on a section, inside it). Only warnings; see docs/diagnostics.md.",
                  "type": [
                    "array",
                    "string"
                  ],
                  "items": {
                    "type": "string",
                    "pattern": "^[Ss][Cc][0-9]{4}$"
                  },
                  "pattern": "^[Ss][Cc][0-9]{4}$",
                  "examples": [
                    [
                      "SC1543"
                    ]
                  ]
                },
                "secure": {
                  "description": "true for a string whose value is masked on screen, in change lists and in descriptions (it is still stored with the other settings).",
                  "type": "boolean",
                  "default": false,
                  "examples": [
                    true
                  ]
                },
                "control": {
                  "description": "The control of a number instead of the standard one: stepper (an int), slider (a float or double with both range ends) or numberField (any number).",
                  "enum": [
                    "stepper",
                    "slider",
                    "numberField"
                  ],
                  "examples": [
                    "stepper"
                  ]
                },
                "deprecated": {
                  "description": "true, a message saying what to use instead, or {message, replacement}. The setting is still read and written; its Swift property is marked deprecated.",
                  "type": [
                    "boolean",
                    "string",
                    "number",
                    "null",
                    "object"
                  ],
                  "properties": {
                    "message": {
                      "$ref": "#/$defs/text",
                      "description": "Why the setting is deprecated."
                    },
                    "replacement": {
                      "description": "The setting that replaces it, by its dotted path of schema names (section.setting). While the replacement is not stored, its value is read from this setting's.",
                      "type": "string",
                      "examples": [
                        "syncing.interval"
                      ]
                    }
                  },
                  "additionalProperties": false,
                  "examples": [
                    true,
                    "Shipped to everyone in 7.12; remove after 7.14.",
                    {
                      "message": "Moved to the Syncing section.",
                      "replacement": "syncing.interval"
                    }
                  ]
                },
                "settingsApp": {
                  "description": "Show the setting in Settings.app (the settings-bundle backend), or leave it out when its section says true. Not for optional settings.",
                  "type": "boolean",
                  "examples": [
                    true
                  ]
                }
              },
              "anyOf": [
                {
                  "required": [
                    "type"
                  ]
                },
                {
                  "required": [
                    "default"
                  ]
                }
              ],
              "additionalProperties": false,
              "examples": [
                {
                  "type": "int",
                  "default": 7,
                  "range": "1...30"
                },
                {
                  "type": "double",
                  "default": 30,
                  "range": {
                    "min": 5,
                    "max": 120
                  },
                  "step": 5,
                  "title": "Request timeout (seconds)"
                },
                {
                  "type": "string?",
                  "description": "nil when empty"
                }
              ]
            }
          }
        }

        """##
}
