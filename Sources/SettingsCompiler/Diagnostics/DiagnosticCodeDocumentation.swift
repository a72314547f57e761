/// What `settingsc explain`, the SARIF rules and `docs/diagnostics.md` say about each code. This file is the one
/// source of that text: the docs page is generated from it (and a test fails when the page is stale).
extension DiagnosticCode {
    /// The severity the code is reported with (before `--warnings-as-errors`): SC13xx and SC1505 (a constant
    /// condition) are warnings.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .constantCondition, .duplicatePlatform, .percentOutsideFraction, .unboundedSyncedValue, .iCloudLimitExceeded: .warning
        // `settingsc diff`: value changes (SC161x) are warnings, data loss (SC160x) errors.
        default: rawValue.hasPrefix("SC13") || rawValue.hasPrefix("SC161") ? .warning : .error
        }
    }

    /// The case name in UpperCamelCase (`UnknownKey`), the rule name in SARIF.
    public var ruleName: String {
        let name = String(describing: self)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Codes retired before release, never reported and never reused, with the reason.
    public static let retired: [(code: String, reason: String)] = [
        ("SC1303", "keyword names are escaped with backticks, without a diagnostic"),
    ]

    /// The code for `text` (`SC1101`, case-insensitive), or nil.
    public init?(code text: String) {
        guard let code = DiagnosticCode.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            return nil
        }
        self = code
    }
}

extension DiagnosticCode {
    /// What the code means, why settingsc reports it, and what it does not cover. One paragraph.
    public var explanation: String { documentation.explanation }
    /// A small schema that gets this diagnostic, or nil when no schema can show it (an unreadable file).
    public var example: String? { documentation.example }
    /// The reader limits the example is compiled with: lowered for the limit diagnostics, so the example stays small.
    public var exampleLimits: ReaderLimits { documentation.limits ?? .default }
    /// Whether `exampleLimits` are lowered from the defaults.
    public var exampleUsesLoweredLimits: Bool { documentation.limits != nil }
    /// How to make the diagnostic go away.
    public var fix: String { documentation.fix }
    /// For a code of `settingsc diff`: an old and a new version of a schema whose diff reports it (`example` is nil).
    public var diffExample: (old: String, new: String)? { documentation.diff }
    /// The file name the old version of a diff example is compiled under.
    public static let exampleOldFileName = "Old.settings.yaml"
    /// The command line an example is shown with: `validate App.settings.yaml`, `diff Old.settings.yaml App.settings.yaml`.
    public var exampleCommand: String {
        diffExample == nil ? "validate \(Self.exampleFileName)" : "diff \(Self.exampleOldFileName) \(Self.exampleFileName)"
    }

    /// The file name the examples are compiled under, as shown in their output.
    public static let exampleFileName = "App.settings.yaml"

    /// The diagnostics the example gets, rendered as `settingsc validate` prints them (summary line included),
    /// or nil without an example.
    public func exampleOutput(program: String = "settingsc") -> String? {
        if let diffExample { return Self.diffOutput(diffExample, program: program) }
        guard let example else { return nil }
        let file = SourceFile(path: Self.exampleFileName, text: example)
        var collector = DiagnosticCollector()
        _ = Compiler.compile(file, limits: exampleLimits, diagnostics: &collector)
        var output = DiagnosticRenderer(files: [file]).render(collector.sorted)
        output += "\(program): \(DiagnosticRenderer.summary(errors: collector.errorCount, warnings: collector.warningCount))\n"
        return output
    }

    /// What `settingsc diff` prints for two versions (compiled as `Old.settings.yaml` and `App.settings.yaml`).
    private static func diffOutput(_ versions: (old: String, new: String), program: String) -> String? {
        let oldFile = SourceFile(path: exampleOldFileName, text: versions.old)
        let newFile = SourceFile(path: exampleFileName, text: versions.new)
        var collector = DiagnosticCollector()
        guard let old = Compiler.compile(oldFile, diagnostics: &collector),
              let new = Compiler.compile(newFile, diagnostics: &collector) else { return nil }
        let changes = SchemaDiff.compare(old: old, new: new)
        collector.append(contentsOf: changes.compactMap(\.diagnostic))
        var output = DiagnosticRenderer(files: [oldFile, newFile]).render(collector.sorted)
        output += "\(program): \(exampleOldFileName) → \(exampleFileName): \(SchemaChange.tally(changes))\n"
        output += "\(program): \(DiagnosticRenderer.summary(errors: collector.errorCount, warnings: collector.warningCount))\n"
        return output
    }

    private struct Documentation {
        var explanation: String
        var example: String?
        var limits: ReaderLimits? = nil
        var fix: String
        var diff: (old: String, new: String)? = nil

        init(explanation: String, example: String? = nil, limits: ReaderLimits? = nil, fix: String) {
            self.explanation = explanation
            self.example = example
            self.limits = limits
            self.fix = fix
        }

        /// A code of `settingsc diff`, shown with two versions of a schema.
        init(explanation: String, old: String, new: String, fix: String) {
            self.explanation = explanation
            self.example = nil
            self.fix = fix
            self.diff = (old, new)
        }
    }

    /// A schema with one section `general` holding `settings` (each line indented by six spaces).
    private static func schema(_ settings: String, before: String = "", after: String = "") -> String {
        "settings: AppSettings\n\(before)sections:\n  general:\n    settings:\n"
            + settings.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)\n" }.joined()
            + after
    }

    private static func limits(_ change: (inout ReaderLimits) -> Void) -> ReaderLimits {
        var limits = ReaderLimits()
        change(&limits)
        return limits
    }

    private var documentation: Documentation {
        switch self {
        case .fileUnreadable:
            Documentation(
                explanation: """
                    settingsc could not open or read an input file: it does not exist, it is a directory, or the \
                    process may not read it. This is an I/O problem, not a problem with a schema, so the run exits \
                    with status 2. The text format prints it as `path: error: cannot read file: reason`; the json, \
                    sarif and github formats report it with this code.
                    """,
                fix: """
                    Check the path (a shell glob that matches nothing is passed on literally), and the file's \
                    permissions.
                    """)
        case .fileTooLarge:
            Documentation(
                explanation: """
                    A schema file is larger than the reader accepts (64 MiB). The limit keeps a mistaken or hostile \
                    input from using unbounded memory; no real settings schema comes near it.
                    """,
                example: Self.schema("volume: 5\nbrightness: 0.5"),
                limits: Self.limits { $0.maxFileSize = 64 },
                fix: "Check that the right file was passed; split a generated schema into several files.")
        case .yamlSyntax:
            Documentation(
                explanation: """
                    The file is not well-formed YAML (or JSON): an unclosed bracket or quote, a bad indentation, a \
                    tab used for indentation, invalid UTF-8 or a NUL byte. The message is libyaml's, with the \
                    position where it noticed the problem, which can be after the actual mistake.
                    """,
                example: Self.schema("volume: {type: int, default: 3\nbrightness: 0.5"),
                fix: """
                    Look at the reported line and the lines just before it: close the bracket or quote, and indent \
                    with spaces.
                    """)
        case .duplicateKey:
            Documentation(
                explanation: """
                    A mapping names the same key twice. Most YAML and JSON readers silently keep the last value; \
                    settingsc refuses the file, because one of the two was almost certainly meant to be something \
                    else. The note points to the first occurrence.
                    """,
                example: Self.schema("volume: 5\nvolume: 7"),
                fix: "Remove one of the two entries, or rename one of them.")
        case .aliasExpansionLimit:
            Documentation(
                explanation: """
                    YAML aliases (`*name`) repeat an anchored node. Nested aliases multiply: a few lines can stand for \
                    billions of nodes (a \"billion laughs\" file). settingsc allows aliases to add at most 100,000 \
                    nodes in total.
                    """,
                example: """
                    settings: AppSettings
                    a: &a [x, x, x, x, x, x, x, x]
                    b: &b [*a, *a, *a, *a, *a, *a, *a, *a]
                    c: [*b, *b, *b, *b, *b, *b, *b, *b]

                    """,
                limits: Self.limits { $0.maxAliasExpansion = 100 },
                fix: "Write the repeated parts out, or use fewer levels of aliases.")
        case .nestingTooDeep:
            Documentation(
                explanation: """
                    Mappings and sequences are nested deeper than 256 levels. Real schemas are a few levels deep; \
                    the limit protects the later stages from pathological input.
                    """,
                example: Self.schema("volume: {type: int, default: 3}"),
                limits: Self.limits { $0.maxDepth = 4 },
                fix: "Flatten the structure: sections nest, but not hundreds of levels deep.")
        case .tooManyNodes:
            Documentation(
                explanation: """
                    The document has more than 4,000,000 nodes (mappings, sequences and scalars, counting every \
                    node an alias stands for). The limit bounds the work every later stage does.
                    """,
                example: Self.schema("volume: 5\nbrightness: 0.5\nname: Anonymous"),
                limits: Self.limits { $0.maxNodes = 10 },
                fix: "Check that the right file was passed; split a very large schema into several files.")
        case .multipleDocuments:
            Documentation(
                explanation: """
                    A YAML file can hold several documents separated by `---`. A schema is exactly one document, \
                    so a second one is an error rather than being silently ignored.
                    """,
                example: Self.schema("volume: 5", after: "---\nsettings: OtherSettings\n"),
                fix: "Put each schema in its own file, or remove the stray `---` line.")
        case .emptyDocument:
            Documentation(
                explanation: "The file is empty or holds only comments, so there is no schema to compile.",
                example: "# The settings of the app will go here.\n",
                fix: "Write the schema, or run `settingsc init` for a commented starter schema.")
        case .complexKey:
            Documentation(
                explanation: """
                    YAML allows a mapping or a list as the key of a mapping (`? [a, b]: value`). Keys in a schema \
                    are names, so settingsc accepts only plain scalars as keys.
                    """,
                example: Self.schema("volume: 5\n? [loudness, gain]\n: 5"),
                fix: "Use a plain name as the key.")
        case .unsupportedTag:
            Documentation(
                explanation: """
                    A node carries a YAML tag settingsc does not interpret, such as `!!python/object` or a custom \
                    `!secret`. The standard tags `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map` and \
                    `!!seq` are accepted; anything else could mean something settingsc would silently get wrong.
                    """,
                example: Self.schema("volume: !loud 5"),
                fix: "Remove the tag; quote the value if it should be a string.")
        case .scalarTooLong:
            Documentation(
                explanation: """
                    A single scalar (a string or a number) is longer than 1 MiB. No title, description or default \
                    needs that much; the limit bounds memory use.
                    """,
                example: Self.schema("volume: 5", before: "title: The settings of an app with a very long title\n"),
                limits: Self.limits { $0.maxScalarLength = 16 },
                fix: "Shorten the value.")
        case .notUTF8:
            Documentation(
                explanation: """
                    Schemas are UTF-8 (a UTF-8 byte order mark is allowed and skipped). A file that starts with a \
                    UTF-16 or UTF-32 byte order mark, as some Windows editors save, is refused before it is \
                    parsed, at 1:1, with the message "the file is UTF-16LE (it starts with that byte order mark); \
                    schemas are UTF-8" and the `iconv` command that converts it. (libyaml would decode UTF-16, \
                    but every quoted source line and column would then be wrong.) No example can be shown as text \
                    here; Tests/SettingsCompilerTests/Fixtures/invalid has UTF-16 files.
                    """,
                fix: "Save the file as UTF-8, or convert it with `iconv -f UTF-16 -t UTF-8 in.yaml > out.yaml`.")
        case .unknownKey:
            Documentation(
                explanation: """
                    A key is not one the schema language knows at this place: the top level, an enum case, a \
                    section or a setting each have their own keys. A misspelled key is never ignored, because the \
                    setting would silently lose what it was meant to say. The message suggests the nearest allowed \
                    key and a note lists them all.
                    """,
                example: Self.schema("retries: {tpye: int, default: 3}"),
                fix: "Correct the spelling, or move the key to where it belongs (see docs/schema-language.md).")
        case .missingKey:
            Documentation(
                explanation: """
                    A key the language requires is missing: every schema names its root type with `settings` and \
                    has `sections`.
                    """,
                example: "sections:\n  general:\n    settings:\n      volume: 5\n",
                fix: "Add the key, e.g. `settings: AppSettings` at the top.")
        case .wrongNodeKind:
            Documentation(
                explanation: """
                    A value has the wrong shape: a list where a mapping is expected (or the other way round), or a \
                    scalar where a mapping or list is expected. For instance, the `settings` of a section is a \
                    mapping from names to settings, not a list of names.
                    """,
                example: "settings: AppSettings\nsections:\n  general:\n    settings: [volume, brightness]\n",
                fix: "Write the value in the shape the message names; the language reference shows each one.")
        case .invalidIdentifier:
            Documentation(
                explanation: """
                    A name becomes a Swift identifier in the generated code, so it is made of ASCII letters, digits \
                    and `_`, does not start with a digit, and has the expected case (type names start with an \
                    upper-case letter; sections, settings and enum cases with a lower-case one). Look-alike letters from other scripts are refused. \
                    Persistence keys (`key:`) may also contain `-`, but no dots.
                    """,
                example: Self.schema("dark-mode: true"),
                fix: "Rename it in camel case, e.g. `darkMode`; keep an old stored name with `key: dark-mode`.")
        case .reservedName:
            Documentation(
                explanation: """
                    Some names cannot be made safe in Swift even with backticks (`self`, `Type`, `init` after a \
                    dot), or clash with what the generated code adds or relies on (names starting with `_`, \
                    `Defaults`, `Ranges`, the modules `SwiftUI`, `SettingsStore` and `SettingsSwiftUI`, a top-level \
                    section `settingsForm`), or shadow built-in types (an enum named `Int`). The full list, for \
                    every kind of declaration, is the table "Reserved names" in docs/schema-language.md.
                    """,
                example: Self.schema("self: true"),
                fix: "Choose another name; `key:` keeps the stored name if data was saved under the old one.")
        case .duplicateName:
            Documentation(
                explanation: """
                    Two declarations end up with the same Swift name: an enum case listed twice, a setting and a \
                    subsection with the same name, or two sections whose type names (UpperCamelCase) coincide with \
                    each other or with an enum.
                    """,
                example: Self.schema("mode: {type: Mode, default: fast}", before: "enums:\n  Mode: [fast, slow, fast]\n"),
                fix: "Rename or remove one of the two; the note points to the first.")
        case .duplicatePersistenceKey:
            Documentation(
                explanation: """
                    Every setting and subsection of a section is stored under a key (its name, or its `key:`). Two \
                    members under the same key would overwrite each other's saved value.
                    """,
                example: Self.schema("volume: 5\nloudness: {type: int, default: 5, key: volume}"),
                fix: "Give one of them another `key:`.")
        case .invalidAllow:
            Documentation(
                explanation: """
                    `allow:` on a setting or a section accepts warnings with the listed codes inside it, so a \
                    deliberate exception (a 80-160 % text scale, SC1543) does not fail a build with \
                    `--warnings-as-errors`. An entry must be the code of a warning (SC13xx, SC1505, SC1532, \
                    SC1543, ...): errors cannot be accepted, and an unknown code would silently accept nothing. \
                    `--allow SC1543` on the command line accepts a code in every schema of the run.
                    """,
                example: Self.schema("volume: {default: 5, allow: [SC1202]}"),
                fix: "Write the code of the warning the item reports, e.g. `allow: [SC1543]`; fix errors instead.")
        case .invalidScalar:
            Documentation(
                explanation: """
                    A key expects a particular kind of scalar, e.g. `requiresRestart` and `skip` take `true` or \
                    `false`, and got something else.
                    """,
                example: Self.schema("volume: {type: int, default: 5, requiresRestart: maybe}"),
                fix: "Write a value of the kind the message names.")
        case .unknownType:
            Documentation(
                explanation: """
                    A setting's `type` is neither a built-in type (`bool`, `int`, `float`, `double`, `string`, each \
                    optionally followed by `?`) nor an enum declared under `enums`. Type names are case-sensitive: \
                    `Int` is not `int`.
                    """,
                example: Self.schema("retries: {type: integer, default: 3}"),
                fix: "Use a built-in type name or declare the enum; the message suggests the nearest name.")
        case .defaultTypeMismatch:
            Documentation(
                explanation: """
                    A default value is not a value of the setting's type: text for a number, a number for a \
                    boolean, a list for a string.
                    """,
                example: Self.schema("volume: {type: int, default: loud}"),
                fix: "Write a default of the setting's type, or change the type.")
        case .defaultOutOfRange:
            Documentation(
                explanation: """
                    A default lies outside the setting's `range`, so the app would start with a value its own \
                    settings screen cannot show.
                    """,
                example: Self.schema("volume: {type: int, default: 40, range: 0...11}"),
                fix: "Change the default or widen the range.")
        case .defaultOffStep:
            Documentation(
                explanation: """
                    With a `step`, the allowed values are the range's start plus whole steps. A default between \
                    two of them could never be chosen again once changed. The note names the nearest allowed values.
                    """,
                example: Self.schema("level: {type: float, default: 1.2, range: 1...4, step: 0.5}"),
                fix: "Use one of the allowed values as the default, or change the step or the range's start.")
        case .invalidRange:
            Documentation(
                explanation: """
                    A range is written `min...max` (or `{min: 1, max: 5}`) with numbers of the setting's type and \
                    `min <= max`. Half-open ranges, reversed bounds and other syntax are refused.
                    """,
                example: Self.schema("volume: {type: int, default: 5, range: 11...0}"),
                fix: "Write the range as `min...max` with the smaller bound first.")
        case .rangeOnNonNumeric:
            Documentation(
                explanation: "Only `int`, `float` and `double` settings (optional or not) can have a `range`.",
                example: Self.schema("name: {type: string, default: \"\", range: 1...5}"),
                fix: "Remove the range, or change the type to a number.")
        case .stepOnNonNumeric:
            Documentation(
                explanation: "Only `int`, `float` and `double` settings (optional or not) can have a `step`.",
                example: Self.schema("enabled: {type: bool, default: true, step: 1}"),
                fix: "Remove the step, or change the type to a number.")
        case .invalidStep:
            Documentation(
                explanation: """
                    A step is a positive number of the setting's type: not zero, not negative, and whole for an \
                    `int` setting.
                    """,
                example: Self.schema("volume: {type: int, default: 5, step: 0}"),
                fix: "Use a positive step of the setting's type.")
        case .cannotInferType:
            Documentation(
                explanation: """
                    A setting's type comes from its `type`, or else is inferred from its default. A setting with \
                    neither (or with a null default) has no type.
                    """,
                example: Self.schema("nickname: {title: Nickname}"),
                fix: "Add a `type` (e.g. `string?` for a value that may be missing) or a default.")
        case .nestedOptional:
            Documentation(
                explanation: """
                    `int??` would be an optional of an optional, which stored settings cannot tell apart from a \
                    plain optional.
                    """,
                example: Self.schema("count: {type: int??}"),
                fix: "Use a single `?`.")
        case .unknownEnumCase:
            Documentation(
                explanation: """
                    A default (or another value) names a case its enum does not declare. The message suggests the \
                    nearest case and a note lists them all.
                    """,
                example: Self.schema("mode: {type: Mode, default: fats}", before: "enums:\n  Mode: [fast, slow]\n"),
                fix: "Use one of the enum's cases, or add the case to the enum.")
        case .emptyEnum:
            Documentation(
                explanation: "An enum declares no cases, so no setting of its type could have a value.",
                example: Self.schema("volume: 5", before: "enums:\n  Mode: []\n"),
                fix: "Add cases, or remove the enum.")
        case .numberNotRepresentable:
            Documentation(
                explanation: """
                    A number does not fit the setting's type (an `int` beyond 64 bits, a `float` beyond its \
                    range), or is `.inf` or `.nan`. Generated code could not hold such a value.
                    """,
                example: Self.schema("volume: {type: int, default: 99999999999999999999}"),
                fix: "Use a number the type can hold, or a wider type (`double`).")
        case .invalidHeaderFooter:
            Documentation(
                explanation: """
                    A section's `header` or `footer` is text, the word `inject` (a hook the host view implements), \
                    or `{text: ...}` for literal text that happens to be `inject`. Lists and other mappings are refused.
                    """,
                example: "settings: AppSettings\nsections:\n  general:\n    header: [Sound, Picture]\n    settings:\n      volume: 5\n",
                fix: "Write the header as one text.")
        case .invalidRawValue:
            Documentation(
                explanation: """
                    `rawValue:` on an enum's cases says what each case is stored as in the flat layout \
                    (`layout: flat`), as an app's `enum Browser: Int` or `enum Theme: String` stored it with \
                    `@AppStorage`: a whole number written plainly, or a text. An enum is stored as numbers or as \
                    texts, so every case needs one of the same kind, and a stored value must mean one case.
                    """,
                example: "settings: AppSettings\nenums:\n  Browser:\n    inAppSafari: {rawValue: 0}\n    safari: {}\nsections:\n  general:\n    settings:\n      browser: {type: Browser, default: safari}\n",
                fix: "Give every case a raw value of one kind (`rawValue: 1`), each once, or remove them all.")
        case .yaml11Boolean:
            Documentation(
                explanation: """
                    In YAML 1.1, `yes`, `no`, `on`, `off`, `y` and `n` were booleans; in YAML 1.2, which settingsc \
                    reads, they are strings. A setting whose type is inferred from `yes` becomes a string, which is \
                    rarely what was meant. This is a warning: code is still generated.
                    """,
                example: Self.schema("enabled: yes"),
                fix: "Write `true` or `false` for a boolean; quote the word (`\"yes\"`) to keep a string.")
        case .emptySection:
            Documentation(
                explanation: """
                    A section with neither settings nor subsections generates an empty type and shows an empty \
                    screen. This is a warning: code is still generated.
                    """,
                example: Self.schema("volume: 5", after: "  advanced: {}\n"),
                fix: "Add settings to the section, or remove it.")
        case .invisibleCharacter:
            Documentation(
                explanation: """
                    A title, description, default or other text holds a character that is not shown but changes \
                    how text is displayed: a bidirectional control (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, \
                    U+061C), which can make code review show text in another order than it is stored ("Trojan \
                    Source"), or a zero-width character (U+200B, U+2060, U+FEFF, and U+200C/U+200D after an ASCII \
                    character; after other characters they join emoji and Persian or Indic letters, and are fine). \
                    The generated Swift writes them as `\\u{202E}` in doc comments, and escapes them in string \
                    literals, so they cannot hide there; this warning points at the text in the schema. Only the \
                    first 100 texts of a file are reported.
                    """,
                example: Self.schema("volume: {default: 5, title: \"Volume\\u202E\"}"),
                fix: "Remove the character; if it is meant, keep it and accept the warning.")
        case .unusedEnum:
            Documentation(
                explanation: """
                    An enum is declared but no setting has its type; it still generates a type. This is a warning: \
                    code is still generated.
                    """,
                example: Self.schema("volume: 5", before: "enums:\n  Mode: [fast, slow]\n"),
                fix: "Use the enum as a setting's type, or remove it.")
        case .unknownLinkTarget:
            Documentation(
                explanation: """
                    A description links to another setting or section with `[[section.setting]]`, written as the \
                    dotted path of schema names from the root, and nothing in the schema has that path. The \
                    documentation backends turn each link into an anchor link, so a link to nothing would be broken.
                    """,
                example: Self.schema(#"volume: {default: 5, description: "Louder than [[general.volum]]."}"#),
                fix: "Correct the path (the suggestion names the closest one), or remove the link.")
        case .malformedLink:
            Documentation(
                explanation: """
                    Text between `[[` and `]]` in a description must be a dotted path of schema names, such as \
                    `[[smoothing.dayPeriod]]`; anything else between the brackets is refused, so that a link's \
                    meaning never depends on guessing.
                    """,
                example: Self.schema(#"volume: {default: 5, description: "See [[general/volume]]."}"#),
                fix: "Write the path with dots between schema names, or put the text in a code span (`` `[[...]]` ``) to show it literally.")
        case .renamedFromClash:
            Documentation(
                explanation: """
                    `renamedFrom` names the keys a setting or section was stored under before. An old name that is \
                    also a current key of the same section would make stored data ambiguous: the value under it \
                    belongs to the current member. Likewise, an enum case's old name may not be a current case.
                    """,
                example: Self.schema("volume: 5\nlevel: {default: 1, renamedFrom: volume}"),
                fix: "Remove the old name from `renamedFrom`, or rename the current member that uses it.")
        case .duplicateRenamedFrom:
            Documentation(
                explanation: """
                    Two members of one section list the same old name in `renamedFrom`, so a value stored under it \
                    would migrate to both. The same holds for two cases of one enum.
                    """,
                example: Self.schema("volume: {default: 5, renamedFrom: loudness}\nlevel: {default: 1, renamedFrom: loudness}"),
                fix: "Keep the old name on the one member that really was stored under it.")
        case .unknownFallbackCase:
            Documentation(
                explanation: """
                    An enum's long form `{cases: ..., fallback: caseName}` names the case a stored value that the \
                    enum no longer has decodes as. The fallback must be one of the enum's current cases.
                    """,
                example: Self.schema("mode: {type: Mode}", before: "enums:\n  Mode: {cases: [fast, slow], fallback: medium}\n"),
                fix: "Name one of the enum's cases as `fallback` (the suggestion names the closest one).")
        case .unknownReplacement:
            Documentation(
                explanation: """
                    `deprecated: {replacement: section.setting}` names the setting that takes over from a deprecated \
                    one, by the dotted path of schema names from the top (as `[[...]]` links do). The documentation \
                    links to it and the generated Swift points to it, so it must name a setting of the schema.
                    """,
                example: Self.schema("volume: {default: 5, deprecated: {replacement: general.levle}}\nlevel: 1"),
                fix: "Write the replacement's full dotted path (the suggestion names the closest setting).")
        case .deprecatedReplacement:
            Documentation(
                explanation: """
                    The replacement of a deprecated setting is where its users should go; a replacement that is \
                    itself deprecated (or the setting itself) sends them to another dead end.
                    """,
                example: Self.schema("volume: {default: 5, deprecated: {replacement: general.level}}\nlevel: {default: 1, deprecated: true}"),
                fix: "Name the setting that finally replaces both.")
        case .incompatibleReplacement:
            Documentation(
                explanation: """
                    When the replacement is in the same section, the generated decoder reads the deprecated \
                    setting's stored value into it when the replacement itself is not stored yet. So its type must \
                    hold every value of the deprecated one: the same type, a number type for an int, `double` or \
                    `float` for either, an optional of any of these, or the same enum.
                    """,
                example: Self.schema("volume: {default: 5, deprecated: {replacement: general.label}}\nlabel: text"),
                fix: "Name a setting of a compatible type, or leave `replacement` out and explain in `message`.")
        case .generatedNameCollision:
            Documentation(
                explanation: """
                    With `view:`, the SwiftUI backend generates a `<Section>View` type for every section, nested in \
                    the root type. A section or enum whose type name is one of those would make the generated code \
                    fail to compile, so it is reported here. Fixed names the generated code relies on (`SwiftUI`, \
                    `SettingsSwiftUI`, `SettingsStore`, ...) are reserved for every schema (SC1105).
                    """,
                example: """
                    settings: AppSettings
                    view: AppSettingsView
                    enums:
                      GeneralView: [compact, regular]
                    sections:
                      general:
                        settings:
                          layout: {type: GeneralView}

                    """,
                fix: "Rename the section or enum, or leave out `view:` if the schema needs no SwiftUI DSL.")
        case .routeNameCollision:
            Documentation(
                explanation: """
                    Every section and every shown setting gets a deep link, a case of the `Route` enum the form \
                    backend nests in the root type: the section's type name with a lowercase first letter \
                    (`proxy`), followed by the setting's name (`proxyHost`). Section types are unique, but a \
                    setting's case can equal another section's or setting's, or a member every route has \
                    (`rawValue`, `allCases`, `keys`, `renamedKeys`, `inlineSectionIDs`), and the generated code would \
                    not compile. The link itself (the path of persistence keys) is not affected.
                    """,
                example: """
                    settings: AppSettings
                    sections:
                      proxy:
                        settings:
                          host: {type: string, default: ""}
                      proxyHost:
                        settings:
                          port: 8080

                    """,
                fix: "Rename the section or the setting (add `key:` with the old name to keep saved values and links).")
        case .invalidColor:
            Documentation(
                explanation: """
                    `color:` on a setting or section is the colour of the tile behind its icon, written as `#` and \
                    six hex digits (red, green, blue), the way the seed designs write `#226AD6`.
                    """,
                example: Self.schema("sync: {default: true, icon: icloud, color: blue}"),
                fix: "Write the colour as `#RRGGBB`, e.g. `#226AD6`.")
        case .invalidSymbolName:
            Documentation(
                explanation: """
                    `icon:` on a setting or section names an SF Symbol, shown on a coloured tile in front of the row. \
                    SF Symbol names are dot-separated parts of lowercase letters and digits (`icloud`, \
                    `bell.badge.fill`); anything else cannot name a symbol.
                    """,
                example: Self.schema("sync: {default: true, icon: \"iCloud Drive\"}"),
                fix: "Use the symbol's name as the SF Symbols app shows it, e.g. `icloud`.")
        case .invalidURL:
            Documentation(
                explanation: """
                    An entry of `settings:` with a `link:` key is a row that opens a web page. Its URL must start \
                    with `http://` or `https://`, name a host, and contain no spaces or non-ASCII characters \
                    (percent-encode them).
                    """,
                example: Self.schema("statusPage: {link: status.example.com, title: Open status page}"),
                fix: "Write the full address, e.g. `https://status.example.com`.")
        case .hookNameClash:
            Documentation(
                explanation: """
                    With `view:`, every action row's hook becomes a function the host view implements \
                    (`func resetAllSettings()`). The SwiftUI DSL already gives the host view `store`, \
                    `allSettingsLinks`, a `<section>Link()` per section and the `<section>SectionHeader()`/`Footer()` \
                    inject hooks; an action hook with one of those names could not be declared.
                    """,
                example: """
                    settings: AppSettings
                    view: AppSettingsView
                    sections:
                      general:
                        settings:
                          volume: 5
                          reset: {action: generalLink, title: Reset}

                    """,
                fix: "Give the hook another name, e.g. `resetGeneralSettings`.")
        case .unknownNavigationTarget:
            Documentation(
                explanation: """
                    An entry of `settings:` with a `navigate:` key is a chevron row that opens another section. \
                    `navigate:` is the dotted path of section names from the root (`payments.promotions`), and \
                    must name a section of the schema.
                    """,
                example: Self.schema("more: {navigate: advanced, title: More}"),
                fix: "Name an existing section by its path of names (the suggestion names the closest one).")
        case .detailWithoutExternalData:
            Documentation(
                explanation: """
                    An entry of `settings:` with a `detail:` key is a read-only row showing a property of the app's \
                    own data, the type the schema names with `externalData:`. Without that key there is nothing to \
                    read the property from. (Whether the property exists is checked by the Swift compiler: the \
                    generated code makes it a protocol requirement.)
                    """,
                example: Self.schema("userID: {detail: userID, title: User ID}"),
                fix: "Name the app's data type with `externalData: AppExternalData` at the top level.")
        case .conditionSyntax:
            Documentation(
                explanation: """
                    A `visibleWhen:` or `enabledWhen:` condition is a small expression: settings, literals, the \
                    comparisons `==`, `!=`, `<`, `<=`, `>`, `>=`, and `!`, `&&`, `||` and parentheses. settingsc \
                    parses it and points at the first character it cannot read (for a plain or simply quoted \
                    one-line scalar; otherwise at the start of the scalar). Comparisons do not chain, and `=`, `&` \
                    and `|` are not operators.
                    """,
                example: Self.schema("enabled: true\nwindow: {type: int, default: 7, visibleWhen: enabled = true}"),
                fix: "Write the condition in the grammar of docs/schema-language.md#conditions, e.g. `enabled == true` or just `enabled`.")
        case .unknownConditionSetting:
            Documentation(
                explanation: """
                    Every name in a condition must reach a setting of the schema. The first name of a path is looked \
                    up in the section holding the condition, then in each enclosing section out to the root; the \
                    rest of the path descends into subsections. A path that ends at a section, or reaches nothing, \
                    is an error, with the nearest setting's path as a suggestion.
                    """,
                example: Self.schema("enabled: true\nwindow: {type: int, default: 7, visibleWhen: enabeld}"),
                fix: "Fix the name, or write the path of the setting from an enclosing section (`smoothing.enabled`).")
        case .conditionTypeMismatch:
            Documentation(
                explanation: """
                    A condition is type-checked like Swift: `!`, `&&` and `||` need conditions (a bare setting must \
                    be a `bool`), `<`, `<=`, `>`, `>=` compare numbers, `==` and `!=` compare values of one kind \
                    (numbers with numbers, strings with strings, an enum setting with its cases), and only an \
                    optional setting can be compared with `nil`.
                    """,
                example: Self.schema("level: 1\nmode: {type: string, default: fast, visibleWhen: level && true}"),
                fix: "Compare the setting with a value of its type, e.g. `level >= 2`.")
        case .unknownConditionCase:
            Documentation(
                explanation: """
                    Comparing an enum setting with a case (`mode == weightedAverage` or `mode == .weightedAverage`) \
                    needs a case its enum declares; the message suggests the nearest one. A bare name next to an \
                    enum setting is one of its cases when the enum has such a case, and a setting otherwise.
                    """,
                example: Self.schema(
                    "mode: {type: Mode, default: fast}\nwindow: {type: int, default: 7, visibleWhen: mode == .slwo}",
                    before: "enums:\n  Mode: [fast, slow]\n"),
                fix: "Use one of the enum's cases, or add the case to the enum.")
        case .conditionCycle:
            Documentation(
                explanation: """
                    A row depends on the settings its conditions read and on its section; a section on the \
                    settings its conditions read and on its parent. When these dependencies form a cycle, a \
                    setting could hide or disable the very setting that would show or enable it again, for good. \
                    A section's condition that reads a setting inside the section is the same mistake.
                    """,
                example: Self.schema("a: {type: bool, default: true, visibleWhen: b}\nb: {type: bool, default: true, visibleWhen: a}"),
                fix: "Make the condition read a setting outside the cycle, usually one that is always shown.")
        case .constantCondition:
            Documentation(
                explanation: """
                    A condition that reads no setting (`true`, `1 < 2`) is always true or always false: the row is \
                    always shown (the condition can go) or never shown. This is a warning.
                    """,
                example: Self.schema("debug: {type: bool, default: false, visibleWhen: \"1 > 2\"}"),
                fix: "Write a condition over a setting, or leave `visibleWhen:`/`enabledWhen:` out.")
        case .invalidLocalizationTable:
            Documentation(
                explanation: """
                    `localization: {table: Name}` names the string table the screen's texts are looked up in; the \
                    string catalog backend writes it to `Name.xcstrings`. So that it is a plain file name, a table \
                    name starts with an ASCII letter and holds only ASCII letters, digits, `_` and `-`, at most 64 of them.
                    """,
                example: Self.schema("enabled: true", before: "localization: {table: ../Strings}\n"),
                fix: "Use a plain name such as `AppSettings`, or write `localization: true` to use the root type's name.")
        case .invalidSourceLanguage:
            Documentation(
                explanation: """
                    `localization: {sourceLanguage: code}` names the language the schema's texts are written in; it \
                    becomes the `sourceLanguage` of the string catalog. It must be a language code as Xcode writes \
                    them: a lowercase language of two or three letters, optionally followed by subtags such as \
                    `-BR` or `-Hans`.
                    """,
                example: Self.schema("enabled: true", before: "localization: {sourceLanguage: English}\n"),
                fix: "Write the code, e.g. `en`, `de`, `pt-BR` or `zh-Hans`; leave the key out for `en`.")
        case .invalidLocalizationKey:
            Documentation(
                explanation: """
                    `localization: keys:` replaces the key a text gets from its place in the schema. A key is looked \
                    up at run time and listed in the string catalog, so it must not be empty, longer than 256 \
                    characters, or hold spaces, line breaks or control characters.
                    """,
                example: Self.schema("enabled: true", before: "localization:\n  keys: {general.enabled.title: \"enabled title\"}\n"),
                fix: "Write the key without spaces, e.g. `enabledTitle` or `general.enabled.label`.")
        case .unknownLocalizedText:
            Documentation(
                explanation: """
                    Each entry of `localization: keys:` maps the key a text gets from its place in the schema \
                    (such as `general.enabled.title`) to the key to use instead. The entry's name must be the \
                    derived key of a text the schema has; the suggestion names the closest one. The string catalog \
                    (`settingsc generate --backend xcstrings`) lists every derived key.
                    """,
                example: Self.schema("enabled: true", before: "localization:\n  keys: {general.enable.title: enabledTitle}\n"),
                fix: "Name the derived key of the text, e.g. `general.enabled.title`.")
        case .duplicateLocalizationKey:
            Documentation(
                explanation: """
                    Every text of a screen is looked up in the string table by its key, so two texts with the same \
                    key would always show the same translation. Derived keys differ by construction; two texts get \
                    the same key when `localization: keys:` gives one a key another text already has.
                    """,
                example: Self.schema(
                    "enabled: true\nverbose: false",
                    before: "localization:\n  keys: {general.verbose.title: general.enabled.title}\n"),
                fix: "Give each text its own key, or remove the entry from `localization: keys:`.")
        case .unknownPlatform:
            Documentation(
                explanation: """
                    `platforms:` limits a setting, a section or a row to some Apple platforms: `iOS`, `macOS`, \
                    `tvOS`, `watchOS` and `visionOS`, spelled exactly so (the generated code writes them as \
                    `#if os(iOS)` conditions, which are case-sensitive). Any other name is reported with the \
                    nearest platform (`ios` → "did you mean 'iOS'?").
                    """,
                example: Self.schema("haptics: {default: true, platforms: [ios, watchOS]}"),
                fix: "Spell the platform as the suggestion does: iOS, macOS, tvOS, watchOS or visionOS.")
        case .emptyPlatforms:
            Documentation(
                explanation: """
                    A `platforms:` list with no platform would hide the setting, section or row everywhere. Leave \
                    the key out for every platform; use `skip: true` to keep a setting off every screen.
                    """,
                example: Self.schema("haptics: {default: true, platforms: []}"),
                fix: "List at least one platform, or remove `platforms:` to show it on every platform.")
        case .duplicatePlatform:
            Documentation(
                explanation: """
                    A `platforms:` list names the same platform twice. It is harmless (the platform is counted \
                    once) but usually a slip for another platform.
                    """,
                example: Self.schema("haptics: {default: true, platforms: [iOS, iOS]}"),
                fix: "Remove the repeated name, or write the platform you meant.")
        case .platformOutsideSection:
            Documentation(
                explanation: """
                    A setting, a row or a subsection is shown only where its section is shown: it inherits the \
                    section's `platforms:`, and may narrow them but not widen them. A platform the section \
                    excludes would never show it.
                    """,
                example: """
                    settings: AppSettings
                    sections:
                      touch:
                        platforms: [iOS]
                        settings:
                          haptics: {default: true, platforms: [iOS, macOS]}

                    """,
                fix: "Remove the platform from the inner list, or add it to the section's `platforms:`.")
        case .invalidUnit:
            Documentation(
                explanation: """
                    `unit:` is short text shown after a number (`0.5 s`, `7 days`, `50 %`). It must not be empty \
                    and must fit on a row: at most 20 characters, with no line break or other control character.
                    """,
                example: Self.schema("delay: {default: 0.5, unit: \"\"}"),
                fix: "Write a short unit such as `s`, `ms`, `px`, `%` or `days`.")
        case .displayOnNonNumeric:
            Documentation(
                explanation: """
                    `unit:` and `format:` describe how a number is shown. A toggle, a text field or a picker \
                    shows no number, so they do not apply to bool, string or enum settings.
                    """,
                example: Self.schema("title: {default: Home, unit: px}"),
                fix: "Remove `unit:`/`format:`, or put the unit in the setting's title.")
        case .invalidNumberFormat:
            Documentation(
                explanation: """
                    `format:` is `percent` (a stored fraction shown times 100, `0.25` as `25%`), `number`, or a \
                    mapping `{style: percent, decimals: 1}` whose `decimals` is a whole number from 0 to 10.
                    """,
                example: Self.schema("opacity: {default: 0.5, format: {decimals: many}}"),
                fix: "Write `format: percent`, `format: {decimals: 1}` or `format: {style: percent, decimals: 0}`.")
        case .percentOutsideFraction:
            Documentation(
                explanation: """
                    With `format: percent` the stored value is a fraction, shown times 100: `0.25` is `25%`. A \
                    range or default outside 0...1 (say `0...100`) usually means the value is already a \
                    percentage and would show as `5000%`. A warning, since more than 100% can be meant.
                    """,
                example: Self.schema("volume: {type: double, default: 50, range: 0...100, format: percent}"),
                fix: "Store a fraction (`range: 0...1`), or drop `format: percent` and write `unit: \"%\"`.")
        case .numberFormatOnInt:
            Documentation(
                explanation: """
                    An int has no fractional digits to show, and cannot hold the fraction `percent` shows times \
                    100. `decimals` and `percent` apply to float and double settings; an int shows its whole \
                    number, with its `unit:`.
                    """,
                example: Self.schema("retries: {default: 3, format: {decimals: 1}}"),
                fix: "Remove `format:` (keep `unit:`), or make the setting a double.")
        case .unitWithPercent:
            Documentation(
                explanation: """
                    The `percent` format already writes `%` after the number; a `unit:` as well would show two \
                    units (`25% %`).
                    """,
                example: Self.schema("opacity: {default: 0.5, format: percent, unit: \"%\"}"),
                fix: "Remove `unit:`, or remove `format: percent` and store the percentage itself.")
        case .invalidControl:
            Documentation(
                explanation: """
                    `control:` picks the control of a number setting when the standard one (a stepper for an int \
                    with both range ends, a slider for a float or double with both, a number field otherwise) is \
                    not what the screen should show. It takes `stepper`, `slider` or `numberField`.
                    """,
                example: Self.schema("retries: {type: int, default: 3, control: wheel}"),
                fix: "Write `control: stepper`, `control: slider` or `control: numberField`, or remove the key.")
        case .controlNotApplicable:
            Documentation(
                explanation: """
                    Each control edits some types only: a stepper an `int` (over its range, or every integer where \
                    an end is open), a slider a `float` or `double` with both range ends, a number field any \
                    number. Optional numbers can be cleared only in a number field.
                    """,
                example: Self.schema("opacity: {type: double, default: 0.5, control: slider}"),
                fix: "Give a slider a `range:` (`0...1`), use `control: numberField`, or remove the key.")
        case .stringRuleOnNonString:
            Documentation(
                explanation: """
                    `minLength`, `maxLength` and `pattern` constrain the text of a `string` or `string?` setting. \
                    A setting of another type has no text to constrain (a number has `range:` instead).
                    """,
                example: Self.schema("retries: {type: int, default: 3, maxLength: 2}"),
                fix: "Remove the key, or use `range:` for a number.")
        case .invalidLength:
            Documentation(
                explanation: """
                    `minLength` and `maxLength` are counts of characters: integers of 0 or more, written without \
                    quotes, and `minLength` may not exceed `maxLength`.
                    """,
                example: Self.schema("nickname: {type: string, default: Sam, minLength: 8, maxLength: 4}"),
                fix: "Write non-negative integers with `minLength` at most `maxLength`.")
        case .invalidPattern:
            Documentation(
                explanation: """
                    `pattern` is a regular expression in Swift `Regex` syntax that a value must match as a whole; \
                    settingsc compiles it with the same engine the app uses, so a pattern that does not compile is \
                    reported here rather than failing in the app. It is a text, or a mapping \
                    `{regex: ..., message: ...}` whose message is shown when a value does not match.
                    """,
                example: Self.schema("username: {type: string, default: sam, pattern: \"[a-z\"}"),
                fix: "Fix the regular expression (quote it in YAML); test it with a few values.")
        case .defaultViolatesStringRules:
            Documentation(
                explanation: """
                    A default must follow the setting's own rules: stored values that break them are read as the \
                    default, so a default that breaks them could never be kept. A `string` without a default has \
                    the default `""`, which must follow them too.
                    """,
                example: Self.schema("username: {type: string, default: Sam, pattern: \"[a-z]+\"}"),
                fix: "Change the default (or give one), or loosen the rule.")
        case .secureOnNonString:
            Documentation(
                explanation: """
                    `secure: true` marks a `string` or `string?` setting whose value is masked on screens, in \
                    previews, in change lists and in the model's descriptions. Other types have no text to mask.
                    """,
                example: Self.schema("pinEnabled: {type: bool, default: false, secure: true}"),
                fix: "Remove `secure: true`, or make the setting a string.")
        case .placeholderOnNonString:
            Documentation(
                explanation: """
                    `placeholder:` is the prompt an empty text field shows (`jane@example.com`); only `string` and \
                    `string?` settings are edited in a text field of their own. Numbers, toggles, pickers, lists and \
                    the url, color and date types have their own controls.
                    """,
                example: Self.schema("retries: {type: int, default: 3, placeholder: e.g. 3}"),
                fix: "Remove `placeholder:`, or make the setting a string.")
        case .invalidURLValue:
            Documentation(
                explanation: """
                    A `url` setting holds an absolute URL: a scheme (`https`, `mailto`, `myapp`), a colon, and the rest, \
                    in printable ASCII without spaces (percent-encode other characters); `http` and `https` URLs \
                    need `//` and a host. The app reads a stored value that is not one as the default.
                    """,
                example: Self.schema("homepage: {type: url, default: www.example.com}"),
                fix: "Write the whole address with its scheme, e.g. `https://www.example.com`.")
        case .invalidColorValue:
            Documentation(
                explanation: """
                    A `color` setting holds `#` and six (`#RRGGBB`) or eight (`#RRGGBBAA`, with opacity) hex \
                    digits. Quote it in YAML: a plain `#` starts a comment.
                    """,
                example: Self.schema("accent: {type: color, default: \"#12345\"}"),
                fix: "Write the colour as `#RRGGBB` or `#RRGGBBAA`, e.g. `\"#FF9500\"`.")
        case .invalidDateValue:
            Documentation(
                explanation: """
                    A `date` setting holds a date and time in UTC, written as ISO 8601 `YYYY-MM-DDTHH:MM:SSZ` \
                    (`2026-01-31T09:00:00Z`), a day that exists (no 31 April, 29 February only in leap years).
                    """,
                example: Self.schema("pauseUntil: {type: date, default: \"2026-02-30T00:00:00Z\"}"),
                fix: "Write an existing day and time as `YYYY-MM-DDTHH:MM:SSZ`.")
        case .invalidDataValue:
            Documentation(
                explanation: """
                    A `data` setting holds bytes, and its default is written as base64 text (RFC 4648, the standard \
                    alphabet `A-Z a-z 0-9 + /`, padded with `=` to a multiple of 4 characters: what \
                    `Data.base64EncodedString()` writes), or `""` for no bytes. The JSON document stores the value \
                    as that text; the flat layout as `Data`.
                    """,
                example: Self.schema("avatar: {type: data, default: \"aGVsbG8\"}"),
                fix: "Write the bytes as padded base64, e.g. `\"aGVsbG8=\"`, or `\"\"` for none.")
        case .formattedTypeWithoutDefault:
            Documentation(
                explanation: """
                    A setting without a default gets an empty one (`""` for a `string`), but no `url`, `color` or \
                    `date` is empty, so a setting of one of these types needs a default, or an optional type \
                    whose default is nil.
                    """,
                example: Self.schema("homepage: {type: url}"),
                fix: "Give a default, or write the type as `url?` (or `color?`, `date?`).")
        case .invalidListType:
            Documentation(
                explanation: """
                    A list setting holds strings, integers or doubles: its type is `[string]`, `[int]` or `[double]`. Lists of other \
                    types, lists of lists and optional lists (`[string]?`; an empty list already says "none") \
                    are not part of the language.
                    """,
                example: Self.schema("flags: {type: \"[bool]\", default: [true]}"),
                fix: "Use `[string]`, `[int]` or `[double]`, or several settings.")
        case .listTypeNotQuoted:
            Documentation(
                explanation: """
                    YAML reads an unquoted `[string]` as a list holding the word `string`, not as a type name, so \
                    a list type must be quoted.
                    """,
                example: Self.schema("blockedWords: {type: [string], default: [spam]}"),
                fix: "Quote the type: `type: \"[string]\"`.")
        case .itemsRuleOnNonList:
            Documentation(
                explanation: """
                    `minItems` and `maxItems` limit how many elements a `[string]`, `[int]` or `[double]` setting holds; other \
                    types have no elements.
                    """,
                example: Self.schema("name: {type: string, default: Ann, maxItems: 3}"),
                fix: "Remove the key, or use `maxLength` to limit a string's length.")
        case .invalidItemCount:
            Documentation(
                explanation: """
                    `minItems` and `maxItems` are non-negative integers, and `maxItems` is not less than \
                    `minItems`.
                    """,
                example: Self.schema("ports: {type: \"[int]\", default: [80], minItems: 2, maxItems: 1}"),
                fix: "Give counts from 0 up, with the maximum at least the minimum.")
        case .defaultViolatesItemCount:
            Documentation(
                explanation: """
                    A list setting's default must itself be a valid value: it holds at least `minItems` and at \
                    most `maxItems` elements. A list without a default is empty.
                    """,
                example: Self.schema("ports: {type: \"[int]\", default: [80, 443, 8080], maxItems: 2}"),
                fix: "Change the default, or the limit.")
        case .listInCondition:
            Documentation(
                explanation: """
                    Conditions (`visibleWhen`, `enabledWhen`) compare a setting with a value; a list cannot be \
                    compared, nor tested as true or false.
                    """,
                example: Self.schema("blocked: {type: \"[string]\", default: [spam]}\nfilter: {default: true, visibleWhen: blocked}"),
                fix: "Add a `bool` setting that says whether the list is used, and test that.")
        case .ambiguousListDefault:
            Documentation(
                explanation: """
                    The short form infers a list's type from its default: every element a whole number makes an \
                    `[int]`, numbers with a fraction among them (`[0.5, 1]`) a `[double]`, text (with or without \
                    whole numbers among it) a `[string]`. `true`/`false`, and a number with a fraction among text, \
                    name no list type settingsc has, and reading them as text would silently turn `[a, 0.5]` into \
                    `["a", "0.5"]`.
                    """,
                example: Self.schema("weights: [heavy, 0.5]"),
                fix: "Quote the elements and write the type (`{type: \"[string]\", default: [heavy, \"0.5\"]}`), or keep to numbers for a `[double]`.")
        case .invalidCustomTypeName:
            Documentation(
                explanation: """
                    `custom(Name)` names a Swift type the app supplies, conforming to `SettingsCustomValue`: a type \
                    name, or dotted names for a nested type or one qualified by its module (`Geo.Region`), each part \
                    ASCII letters, digits and `_`, not a keyword, the first starting with an uppercase letter.
                    """,
                example: Self.schema("region: {type: custom(geo region)}"),
                fix: "Write the Swift name of the type, e.g. `custom(GeoRegion)`.")
        case .customTypeDefault:
            Documentation(
                explanation: """
                    A custom type supplies its own default (`static var settingsDefault`), so the schema gives \
                    none: settingsc cannot check a value of a type it does not know. A `custom(Name)?` setting \
                    defaults to nil.
                    """,
                example: Self.schema("region: {type: custom(Region), default: europe}"),
                fix: "Remove `default:` and return the default from the type's `settingsDefault`.")
        case .customTypeNameClash:
            Documentation(
                explanation: """
                    The generated model declares a Swift type for the root, each section and each enum; inside \
                    the model, a custom type of the same name (or whose first dotted part is that name) would mean \
                    the generated type, so the code would not compile or would use the wrong type.
                    """,
                example: Self.schema("region: {type: custom(General)}"),
                fix: "Qualify the custom type with its module (`custom(MyApp.General)`), or rename the section or enum.")
        case .settingsAppUnsupportedType:
            Documentation(
                explanation: """
                    `settingsApp: true` shows a setting in the Settings app through a generated Settings.bundle. \
                    Settings.app offers a switch, a choice among values, a slider and a text field; none of them \
                    can set an optional back to no value, so optional settings cannot be shown there. A section's \
                    `settingsApp: true` covers all its settings, so such a setting must opt out.
                    """,
                example: Self.schema("nickname: {type: string?, settingsApp: true}"),
                fix: "Make the setting non-optional, or write `settingsApp: false` on it.")
        case .settingsAppUnrepresentableDefault:
            Documentation(
                explanation: """
                    A Settings.bundle is an XML property list, and XML cannot hold most control characters (nor a \
                    carriage return, which XML reads as a line feed). The default shown by Settings.app would \
                    differ from the schema's.
                    """,
                example: Self.schema("separator: {default: \"a\\u0001b\", settingsApp: true}"),
                fix: "Use a default without control characters, or leave the setting out of Settings.app.")
        case .settingsAppList:
            Documentation(
                explanation: """
                    Settings.app offers a switch, a choice among values, a slider and a text field; none of them \
                    edits a list, so a `[string]`, `[int]` or `[double]` setting cannot be shown there. A section's \
                    `settingsApp: true` covers all its settings, so such a setting must opt out.
                    """,
                example: Self.schema("ports: {type: \"[int]\", default: [80], settingsApp: true}"),
                fix: "Write `settingsApp: false` on the list setting; it stays in the app's own screens.")
        case .settingsAppCustomType:
            Documentation(
                explanation: """
                    Settings.app edits booleans, numbers, strings and choices stored in `UserDefaults`; it cannot \
                    show or edit a value of a type the app supplies (`custom(...)`), which only the app's own \
                    editor view knows.
                    """,
                example: Self.schema("region: {type: custom(Region), settingsApp: true}"),
                fix: "Leave the setting out of Settings.app, or write `settingsApp: false` on it under a section marked `settingsApp: true`.")
        case .patternTooComplex:
            Documentation(
                explanation: """
                    Patterns are matched by Swift `Regex`, a backtracking engine without a step budget, in \
                    settingsc (against the default) and in the app (against every stored value it reads). Some \
                    shapes make backtracking explode: a repeated group that holds a repetition or an alternation \
                    (`(a+)+b`, `(a|aa)*`, `([a-z]+\\.)+`) takes exponential time on a value that almost matches, \
                    and many unbounded repetitions in a row (`a*a*a*a*b`) polynomial time of a high degree. \
                    settingsc refuses those shapes: no repetition or alternation inside a repeated group, and at \
                    most 3 unbounded repetitions (`*`, `+`, `{m,}`, or a bound over 16) per pattern. A value \
                    longer than 256 characters never matches a pattern, so the work of one match stays bounded.
                    """,
                example: Self.schema(#"code: {default: "ab", pattern: "(a|b)+"}"#),
                fix: "Repeat a character class instead of a group: `[ab]+` rather than `(a|b)+`, `[a-z.]+` rather than `([a-z]+\\.)+`.")
        case .outputNameTooLong:
            Documentation(
                explanation: """
                    The root type, the view, the string table and (for Settings.bundle panes) the section types \
                    become file names: `<Root>.values.schema.json`, `<View>+SettingsDSL.swift`, \
                    `<Section>-<Child>.plist`. `generate` writes each file first to a temporary name \
                    `.<name>.settingsc-XXXXXX`, 18 bytes longer. A name whose file name, plus those 18 bytes, \
                    exceeds the 255 bytes file systems allow could not be written, so it is refused before \
                    anything is generated. The limit applies to every backend's files, whether or not a run asks \
                    for that backend: the root type name may have at most 218 bytes.
                    """,
                example: """
                    settings: \(String(repeating: "Long", count: 55))Settings
                    sections:
                      general:
                        settings:
                          volume: 5

                    """,
                fix: "Choose a shorter name; `title:` sets what the screen and the docs show.")
        case .windowsReservedName:
            Documentation(
                explanation: """
                    Windows cannot create a file or folder whose name, before its first dot, is a device name: \
                    `CON`, `PRN`, `AUX`, `NUL`, `COM0` to `COM9` and `LPT0` to `LPT9`, in any case. A root type \
                    named `Con` makes `Con.swift` and `Con.md`, which no Windows checkout of the repository can \
                    hold, so such names are refused for every output name (the root type and the string table).
                    """,
                example: """
                    settings: Aux
                    sections:
                      general:
                        settings:
                          volume: 5

                    """,
                fix: "Choose another name, e.g. `AuxSettings`.")
        case .outputNameCaseCollision:
            Documentation(
                explanation: """
                    On a case-insensitive file system (macOS and Windows by default) two output files whose names \
                    differ only in case are one file: the second overwrites the first. This happens with a root \
                    type named `Index` (the docs write `Index.html` next to the site's `index.html`) and with \
                    Settings.bundle panes of sections whose type names differ only in case \
                    (`Network-Proxy.plist` and `Network-PROXY.plist`).
                    """,
                example: """
                    settings: Index
                    sections:
                      general:
                        settings:
                          volume: 5

                    """,
                fix: "Rename one of the declarations; `title:` keeps what the screen shows.")
        case .settingRemoved:
            Documentation(
                explanation: """
                    `settingsc diff` found a setting of the old version that no setting of the new version reads: \
                    no setting is stored under its key path, and none lists its key in `renamedFrom`. The app no \
                    longer reads the value users saved (the runtime keeps it in the file as an unknown field, but \
                    nothing uses it). Often the setting was renamed and `renamedFrom` was forgotten.
                    """,
                old: Self.schema("volume: 5\nretries: 3"),
                new: Self.schema("volume: 5\nattempts: 3"),
                fix: "If a setting of the new version replaces it, add `renamedFrom: oldKey` to that setting; otherwise keep the setting, `deprecated:`, while saved values matter.")
        case .storedKeyChanged:
            Documentation(
                explanation: """
                    A setting (or section) has the same name in both versions but another persistence key \
                    (`key:`), and does not list the old key in `renamedFrom`: the value saved under the old key is \
                    no longer read, and the setting starts again from its default.
                    """,
                old: Self.schema("volume: 5"),
                new: Self.schema("volume: {default: 5, key: volumeV2}"),
                fix: "Add `renamedFrom: oldKey` to the setting (or section), so the value saved under the old key is read.")
        case .settingMoved:
            Documentation(
                explanation: """
                    A setting is stored under the same key but in another section: its key path changed, and \
                    `renamedFrom` cannot name a key of another section, so the value saved in the old section is \
                    not read in the new one.
                    """,
                old: Self.schema("volume: 5", after: "  audio:\n    settings:\n      muted: false\n"),
                new: Self.schema("muted: false", after: "  audio:\n    settings:\n      volume: 5\n"),
                fix: "Keep the old setting, deprecated, with `deprecated: {replacement: newSection.name}`: its saved value migrates into the new setting while that one is not stored yet.")
        case .incompatibleTypeChange:
            Documentation(
                explanation: """
                    A setting's type changed to one that cannot read what was saved with the old type: a `bool` \
                    that became an enum, a `double` that became an `int` (a saved `2.5` is not an `int`), a \
                    `string` that became a `url` or an enum. Such saved values give the default. Widening \
                    changes (`int` to `double`, an enum to `string`, `T` to `T?`) are compatible and not reported.
                    """,
                old: Self.schema("showBadges: true"),
                new: Self.schema("showBadges: {type: Badges, default: dot}", before: "enums:\n  Badges: [none, dot]\n"),
                fix: "Keep the old type, or add a setting of the new type (with its own key) and deprecate the old one with `replacement:`.")
        case .enumCaseRemoved:
            Documentation(
                explanation: """
                    A case of an enum is gone in the new version, no case lists it in `renamedFrom`, and the enum \
                    has no `fallback:`: a saved value of that case is no longer read, and the setting takes its \
                    default.
                    """,
                old: Self.schema("theme: {type: Theme, default: light}", before: "enums:\n  Theme: [light, dark, sepia]\n"),
                new: Self.schema("theme: {type: Theme, default: light}", before: "enums:\n  Theme: [light, dark]\n"),
                fix: "Add `renamedFrom: oldCase` to the case that replaces it, or give the enum a `fallback:` case.")
        case .stricterRules:
            Documentation(
                explanation: """
                    A string setting got a larger `minLength`, a smaller `maxLength` or another `pattern`, or a \
                    list a larger `minItems`: a saved value that breaks the new rule is dropped when it is read, \
                    and the setting takes its default.
                    """,
                old: Self.schema("nickname: {type: string, default: Rider}"),
                new: Self.schema("nickname: {type: string, default: Rider, maxLength: 12}"),
                fix: "Keep the old rules, or accept that saved values breaking the new ones are reset.")
        case .rangeNarrowed:
            Documentation(
                explanation: """
                    A number setting's range got narrower: a saved value outside the new range is clamped to its \
                    nearest end when it is read. The value is changed, not lost, so this is a warning \
                    (`--warnings-as-errors` makes it an error).
                    """,
                old: Self.schema("fontSize: {type: int, default: 14, range: 8...40}"),
                new: Self.schema("fontSize: {type: int, default: 14, range: 10...24}"),
                fix: "Widen the range again if saved values outside it must stay as they are.")
        case .stepChanged:
            Documentation(
                explanation: """
                    A number setting got a step, or a step that does not divide the old one, or its grid moved \
                    (steps count from the range's minimum): a saved value between steps is snapped to the nearest \
                    step when it is read.
                    """,
                old: Self.schema("volume: {type: double, default: 5, range: 0...10}"),
                new: Self.schema("volume: {type: double, default: 5, range: 0...10, step: 1}"),
                fix: "Choose a step that divides the old one and keep the range's minimum, or accept the snapping.")
        case .caseFallback:
            Documentation(
                explanation: """
                    A case of an enum is gone and no case lists it in `renamedFrom`, but the enum has a \
                    `fallback:` case: a saved value of the removed case is read as the fallback. The value is \
                    mapped, not lost.
                    """,
                old: Self.schema("theme: {type: Theme, default: light}", before: "enums:\n  Theme: [light, dark, sepia]\n"),
                new: Self.schema("theme: {type: Theme, default: light}", before: "enums:\n  Theme: {cases: [light, dark], fallback: dark}\n"),
                fix: "If one case replaces the removed one, add `renamedFrom: oldCase` to it; otherwise the fallback is the intended mapping.")
        case .convertingTypeChange:
            Documentation(
                explanation: """
                    A setting's type changed to one that reads every saved value, but converts some: an `int` or \
                    `double` that became a `float` (rounded), an optional that became non-optional (a saved null \
                    reads as the default).
                    """,
                old: Self.schema("nickname: {type: string?, default: null}"),
                new: Self.schema("nickname: {type: string, default: Rider}"),
                fix: "Keep the wider type (`double`, the optional) if saved values must read unchanged.")
        case .listLimitLowered:
            Documentation(
                explanation: """
                    A list setting's `maxItems` got smaller: a saved list with more items is cut to its first \
                    `maxItems` items when it is read.
                    """,
                old: Self.schema("tags: {type: '[string]', default: [a], maxItems: 10}"),
                new: Self.schema("tags: {type: '[string]', default: [a], maxItems: 3}"),
                fix: "Keep the old `maxItems` if longer saved lists must stay whole.")
        case .unknownPresetSetting:
            Documentation(
                explanation: """
                    A preset's key is not the dotted path of schema names of a setting (`section.setting`, \
                    `section.subsection.setting`): a typo, a setting that was removed or renamed, or a section's \
                    persistence key used instead of its name. The message suggests the nearest setting.
                    """,
                example: Self.schema("volume: 5", after: "presets:\n  quiet:\n    general.volumne: 1\n"),
                fix: "Write the setting's dotted path of schema names, or remove the value from the preset.")
        case .presetValueTypeMismatch:
            Documentation(
                explanation: """
                    A preset's value is not a value of the setting's type: text for a number, a fraction for an \
                    int, a case the enum does not have, null for a setting that is not optional. A setting of a \
                    custom type (`custom(Name)`) cannot be set by a preset: its values are the app's.
                    """,
                example: Self.schema("volume: 5", after: "presets:\n  quiet:\n    general.volume: loud\n"),
                fix: "Write a value of the setting's type.")
        case .presetValueOutOfRange:
            Documentation(
                explanation: """
                    A preset's number lies outside the setting's `range`, or between two values of its `step`. \
                    Applying it would set a value the settings screen cannot show (the store would move it).
                    """,
                example: Self.schema("volume: {type: int, default: 5, range: 0...11}", after: "presets:\n  loud:\n    general.volume: 40\n"),
                fix: "Use a value inside the range and on the step, or widen the setting's range.")
        case .presetValueInvalid:
            Documentation(
                explanation: """
                    A preset's value has the setting's type but breaks its other rules: a `url`, `color` or \
                    `date` that is not in its format, a string shorter or longer than `minLength`/`maxLength` or \
                    not matching `pattern`, a list with fewer or more items than `minItems`/`maxItems`.
                    """,
                example: Self.schema("server: {type: url, default: \"https://example.com\"}", after: "presets:\n  staging:\n    general.server: staging\n"),
                fix: "Write a value the setting's rules accept.")
        case .emptyPreset:
            Documentation(
                explanation: """
                    A preset has no values (an empty mapping, null, or a long form whose `values:` is empty), so \
                    applying it would change nothing.
                    """,
                example: Self.schema("volume: 5", after: "presets:\n  quiet: {}\n"),
                fix: "Give the preset the values it sets, or remove it.")
        case .invalidBuildConfiguration:
            Documentation(
                explanation: """
                    `configurations:` declares the build configurations beyond the two every build has: `debug` \
                    (selected by the compilation condition DEBUG) and `release` (every build no other \
                    configuration matches). A declared configuration cannot be one of those two, its condition must \
                    be a Swift identifier (what `-D NAME` or `SWIFT_ACTIVE_COMPILATION_CONDITIONS` sets), and two \
                    configurations cannot share a condition.
                    """,
                example: Self.schema("volume: 5", before: "configurations:\n  debug: DEBUG\n"),
                fix: "Remove debug and release from `configurations:`; give each other configuration a condition of its own.")
        case .unknownBuildConfiguration:
            Documentation(
                explanation: """
                    A key of a `default:` mapping, or the value of a section's `only:`, is not `debug`, `release` or \
                    a configuration `configurations:` declares: a typo, or a configuration that was never declared. \
                    A section cannot be `only: release`: it would be missing from the debug builds it is tested in.
                    """,
                example: Self.schema("volume: {type: int, default: {debug: 1, beta: 3, release: 2}}"),
                fix: "Use a declared configuration's name, or declare it under `configurations:` with its compilation condition.")
        case .missingReleaseDefault:
            Documentation(
                explanation: """
                    A default by build configuration needs a `release` value: it is the default of every build that \
                    no other configuration matches (`#else`), and the value the docs and the values schema show as \
                    the default.
                    """,
                example: Self.schema("verbose: {type: bool, default: {debug: true}}"),
                fix: "Add `release: <value>` to the mapping.")
        case .onlyConflict:
            Documentation(
                explanation: """
                    A section `only: debug` (or another configuration) does not exist in the other builds: its \
                    model, form and view are compiled out. A navigation row that opens it from a section of every \
                    build would not compile in those builds, and a section `only:` one configuration inside a \
                    section `only:` another would never exist.
                    """,
                example: """
                    settings: AppSettings
                    sections:
                      general:
                        settings:
                          tools: {navigate: tools}
                      tools:
                        only: debug
                        settings:
                          verbose: false

                    """,
                fix: "Move the navigation row into a section with the same `only:`, or remove `only:` from the target.")
        case .invalidAppGroup:
            Documentation(
                explanation: """
                    `suite:` names the App Group whose shared storage holds the values, so that a widget or an \
                    extension of the app reads them too. App Group identifiers are `group.` followed by a \
                    reverse-DNS name of ASCII letters, digits and `-` (`group.com.example.app`), exactly as the \
                    app's entitlements and the Settings.bundle's ApplicationGroupContainerIdentifier list them; \
                    any other name would make UserDefaults(suiteName:) open a private suite no extension sees.
                    """,
                example: Self.schema("city: Berlin", before: "suite: com.example.app\n"),
                fix: "Write the App Group identifier from the app's entitlements, e.g. `group.com.example.app`.")
        case .deviceScopeSynced:
            Documentation(
                explanation: """
                    A setting is device-only when it says `scope: device`, when a section around it does, or when \
                    it is a secure string (their standard scope: a secret never leaves the device). A \
                    `scope: device` written nearer to a setting than the `sync: icloud` that reaches it (on the \
                    setting, or on a section inside the synced one) is the explicit choice: those settings stay on \
                    the device while the others sync. But a secure string under `sync: icloud`, or a `sync: icloud` \
                    written inside a `scope: device` section, leaves settingsc unable to tell which is meant, so \
                    the setting must say: `scope: device` keeps it on this device, `scope: shared` syncs it. One \
                    item that says both `scope: device` and `sync: icloud` contradicts itself.
                    """,
                example: Self.schema("token: {type: string, default: \"\", secure: true, maxLength: 64}", before: "sync: icloud\n"),
                fix: "Write `scope: device` (keep it here) or `scope: shared` (sync it) on the setting, or remove one of the two keys from the item.")
        case .deviceScopeExported:
            Documentation(
                explanation: """
                    `scope: device` keeps a value on this device: it is never synced and never exported (its \
                    export policy is `device-only`). `export: always` on such a setting contradicts that.
                    """,
                example: Self.schema("deviceName: {type: string, default: \"\", scope: device, export: always}"),
                fix: "Remove `export: always`, or write `scope: shared` if the value may leave the device.")
        case .settingsAppSuiteMismatch:
            Documentation(
                explanation: """
                    Settings.app reads and writes the values of a Settings.bundle in one place: the app's own \
                    UserDefaults, or the App Group named by ApplicationGroupContainerIdentifier (which the \
                    Settings.bundle backend writes from `suite:`). Settings shown in Settings.app that live in \
                    different places cannot all be shown.
                    """,
                example: """
                    settings: AppSettings
                    sections:
                      widget:
                        suite: group.com.example.app
                        settingsApp: true
                        settings:
                          city: Berlin
                      general:
                        settingsApp: true
                        settings:
                          sounds: true

                    """,
                fix: "Give the settings shown in Settings.app one `suite:` (or none), or leave some out with `settingsApp: false`.")
        case .unboundedSyncedValue:
            Documentation(
                explanation: """
                    iCloud's key-value store (NSUbiquitousKeyValueStore) holds at most 1 MB and 1,024 keys for an \
                    app. A synced string without `maxLength`, a list without `maxItems` (or of strings without \
                    `maxLength`), a URL or a value of a custom type can grow past that. The store then refuses to \
                    sync that value (it stays on this device, and `syncRefusals` reports it) instead of failing \
                    the save; bounding the value makes that impossible. A warning: `allow: [SC1694]` accepts it.
                    """,
                example: Self.schema("nickname: \"\"", before: "sync: icloud\n"),
                fix: "Give the setting a `maxLength` (a list a `maxItems`), or keep it on the device with `sync: none`.")
        case .iCloudLimitExceeded:
            Documentation(
                explanation: """
                    Each synced setting is one key of iCloud's key-value store, named by its dotted path of \
                    persistence keys. The store takes at most 1,024 keys of at most 64 bytes each and 1 MB in all; \
                    settingsc adds up the largest value each synced setting can hold (from its type, `maxLength`, \
                    `maxItems` and enum cases) and warns when the synced part of the schema can exceed any of \
                    those limits. At run time the store refuses to sync what does not fit, with a report.
                    """,
                example: Self.schema("flag: {type: bool, default: false, key: a_persistence_key_that_is_far_too_long_for_the_keys_of_icloud}", before: "sync: icloud\n"),
                fix: "Shorten the keys (`key:`), lower `maxLength`/`maxItems`, or sync fewer settings.")
        case .flatLayoutUnsupported:
            Documentation(
                explanation: """
                    In the flat layout (`layout: flat`) each setting is its own UserDefaults key, as `@AppStorage` \
                    stores it. Such a key cannot say "cleared" apart from "never set": an absent key is the \
                    default, so an optional setting needs the default nil. A flat key is the one value other code \
                    reads, so it is not also synced through iCloud's key-value store (`sync: icloud`), and it is not \
                    shown in Settings.app (`settingsApp:`, whose keys are the document layout's). `storedAs:` \
                    applies only to colours.
                    """,
                example: Self.schema("nickname: {type: string?, default: Sam}", before: "layout: flat\n"),
                fix: "Give the optional the default nil (or no default), keep the setting in the document layout (`layout: document`), or remove `sync: icloud` or `storedAs:`.")
        case .duplicateFlatKey:
            Documentation(
                explanation: """
                    In the flat layout a setting's UserDefaults key is its `key:` as written, without its section's \
                    keys, so two settings in different sections can name the same key in one domain (the app's \
                    own defaults or one App Group's suite). Both would read and write one value.
                    """,
                example: "settings: AppSettings\nlayout: flat\nsections:\n  general:\n    settings:\n      sounds: true\n  widget:\n    settings:\n      sounds: false\n",
                fix: "Give one of them another `key:`.")
        case .invalidRemoteKey:
            Documentation(
                explanation: """
                    `remote:` says a remote source (Firebase Remote Config, an OpenFeature provider, the app's own \
                    server) may set the setting: `true` uses the setting's id with `_` for `.` as its remote key, a \
                    string names the key. A key must start with a letter or `_` and hold only ASCII letters, digits \
                    and `_`, at most 256 characters: what Firebase Remote Config accepts as a parameter key, so the \
                    generated template and defaults plist can be uploaded as they are.
                    """,
                example: Self.schema("baseURL: {default: \"https://api.example.com\", remote: api-base-url}"),
                fix: "Write the key with letters, digits and `_` (`api_base_url`), or `remote: true`.")
        case .duplicateRemoteKey:
            Documentation(
                explanation: """
                    Each remote setting is one parameter of the remote source, found by its remote key: two settings \
                    with one key would both take every value sent for it. `remote: true` derives the key from the \
                    setting's id, so a written key can collide with a derived one.
                    """,
                example: Self.schema("timeout: {default: 30, remote: general_timeout}\nretries: {default: 3, remote: general_timeout}"),
                fix: "Give one of the settings another key with `remote: <key>`.")
        case .remoteUnsupportedType:
            Documentation(
                explanation: """
                    A remote value reaches every installation of the app, and the generated Firebase template, \
                    defaults plist and OpenFeature manifest hold each remote setting's default: a `secure: true` \
                    string (a token, a password) does not belong there. A custom type has no value a remote \
                    source could send that the schema can check.
                    """,
                example: Self.schema("apiToken: {type: string, secure: true, remote: true}"),
                fix: "Remove `remote:` from the setting; deliver secrets another way (the keychain, your own authenticated API).")
        }
    }
}
