public import SettingsCompiler

/// The string catalogs: for a schema with `localization:`, an Xcode String Catalog `<Table>.xcstrings` (JSON,
/// format version 1.0) holding every text the settings screen shows, by its key, with the schema's text as the
/// source-language value and a comment for translators. Xcode compiles it into the app's string table, and
/// translators edit it in Xcode or any tool that reads string catalogs.
///
/// When the schema also has App Intents (`intents: true`, `AppIntentsBackend`), a second catalog,
/// `AppShortcuts.xcstrings`: the phrases of its `AppShortcutsProvider`, which App Shortcuts translate from the app's
/// table of that name, keyed by the phrase as written with `${applicationName}` and `${value}` for the
/// interpolations (`AppIntentsBackend.ShortcutPhrase`, the source of the Swift literals too).
///
/// Regenerating keeps what translators wrote: given the existing catalog, every other language's translations
/// and every field settingsc does not write are kept; the source text and comment are updated (a changed source
/// text marks the translations `needs_review`); keys the schema no longer has stay, marked
/// `"extractionState" : "stale"`, as Xcode marks strings that left the code. Keys settingsc writes are
/// `"extractionState" : "manual"`, Xcode's state for strings it does not extract from code itself, so Xcode
/// neither removes them nor marks them stale. Keys are sorted and the JSON is printed as Xcode prints it
/// (`"key" : value`, two-space indentation), so a run over an up-to-date catalog changes nothing.
///
/// Not in `Backends.all`: it writes `.xcstrings` files. Run it with `settingsc generate --backend xcstrings`.
public struct StringCatalogBackend: MergingBackend {
    public init() {}

    public var name: String { "xcstrings" }
    public var summary: String { "Xcode String Catalogs of the screen's texts and the App Shortcuts' phrases, keeping translations (<Table>.xcstrings, AppShortcuts.xcstrings)" }

    /// The App Shortcuts' table: App Shortcuts read their phrases' translations from the app's `AppShortcuts`
    /// string table, so this name is fixed.
    public static var appShortcutsFileName: String { OutputNames.appShortcutsCatalog }

    public func nothingToWrite(for schema: SchemaIR) -> String? {
        schema.localization == nil
            ? "there is no `localization:` (a string catalog is written for a schema that has one)" : nil
    }

    public func outputPaths(for schema: SchemaIR) -> [String] {
        catalogs(schema).map(\.path)
    }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        catalogs(schema).map { RenderedFile(path: $0.path, contents: Self.catalog($0.sourceLanguage, $0.texts, existing: nil)) }
    }

    public func render(_ schema: SchemaIR, existing: [String: String]) throws(BackendMergeError) -> [RenderedFile] {
        var files: [RenderedFile] = []
        for catalog in catalogs(schema) {
            var previous: [(key: String, value: JSONText)]?
            if let text = existing[catalog.path] {
                do {
                    previous = try Self.strings(ofCatalog: text, path: catalog.path)
                } catch {
                    throw BackendMergeError(path: catalog.path, reason: error.reason)
                }
            }
            files.append(RenderedFile(path: catalog.path, contents: Self.catalog(catalog.sourceLanguage, catalog.texts, existing: previous)))
        }
        return files
    }

    // MARK: What the catalogs hold

    /// One text of a catalog: its key, its source-language text and a comment for translators.
    struct CatalogText {
        var key: String
        var source: String
        var comment: String
    }

    /// The catalogs of a schema: its table's, and the App Shortcuts' when it has App Intents.
    func catalogs(_ schema: SchemaIR) -> [(path: String, sourceLanguage: String, texts: [CatalogText])] {
        guard let localization = schema.localization else { return [] }
        var result = [(
            path: "\(localization.table).xcstrings", sourceLanguage: localization.sourceLanguage,
            texts: localization.texts.map { CatalogText(key: $0.key, source: $0.source, comment: $0.comment) })]
        let shortcuts = Self.shortcutTexts(schema)
        if !shortcuts.isEmpty {
            result.append((path: Self.appShortcutsFileName, sourceLanguage: localization.sourceLanguage, texts: shortcuts))
        }
        return result
    }

    /// The phrases of the schema's App Shortcuts (none without marked settings), each once, keyed as App Shortcuts
    /// look them up; the source text is the key.
    static func shortcutTexts(_ schema: SchemaIR) -> [CatalogText] {
        var seen: Set<String> = []
        var result: [CatalogText] = []
        for shortcut in AppIntentsBackend.shortcuts(schema) {
            for phrase in shortcut.phrases {
                let key = phrase.catalogKey
                guard seen.insert(key).inserted else { continue }
                var comment = "A phrase of the App Shortcut to \(shortcut.purpose), said to Siri or typed in Spotlight and "
                    + "Shortcuts. Keep ${applicationName}, the app's name, once"
                if let meaning = shortcut.parameterMeaning, phrase.pieces.contains(.parameter("value")) {
                    comment += "; ${value} is \(meaning), at most once"
                }
                result.append(CatalogText(key: key, source: key, comment: comment + "."))
            }
        }
        return result
    }

    // MARK: The catalog

    /// The catalog of `texts` in the `source` language, merged with the `strings` of an existing catalog.
    static func catalog(_ source: String, _ texts: [CatalogText], existing: [(key: String, value: JSONText)]?) -> String {
        var entries: [String: JSONText] = [:]
        for (key, value) in existing ?? [] { entries[key] = value }
        var current: Set<String> = []
        for text in texts {
            current.insert(text.key)
            var fields = members(entries[text.key]) ?? []
            var localizations = members(field("localizations", of: fields)) ?? []
            let oldSource = field("value", of: members(field("stringUnit", of: members(field(source, of: localizations)) ?? [])) ?? [])
            if case .string(let old)? = oldSource, old != text.source {
                // The source text changed: the translations were made for the old one.
                localizations = localizations.map { language, value in
                    language == source ? (language, value) : (language, Self.needingReview(value))
                }
            }
            localizations = set(source, to: .object([
                ("stringUnit", .object([("state", .string("translated")), ("value", .string(text.source))])),
            ]), in: localizations)
            fields = set("comment", to: .string(text.comment), in: fields)
            fields = set("extractionState", to: .string("manual"), in: fields)
            fields = set("localizations", to: .object(localizations), in: fields)
            entries[text.key] = .object(fields)
        }
        for (key, value) in entries where !current.contains(key) {
            entries[key] = .object(set("extractionState", to: .string("stale"), in: members(value) ?? []))
        }
        let document = JSONText.object([
            ("sourceLanguage", .string(source)),
            ("strings", .object(entries.map { ($0.key, $0.value) })),
            ("version", .string("1.0")),
        ])
        return printed(document)
    }

    /// A localization whose `stringUnit` state becomes `needs_review` (other shapes, such as plural
    /// variations, are kept as they are).
    static func needingReview(_ localization: JSONText) -> JSONText {
        guard let fields = members(localization), let unit = members(field("stringUnit", of: fields)),
              case .string(let state)? = field("state", of: unit), state == "translated" else { return localization }
        return .object(set("stringUnit", to: .object(set("state", to: .string("needs_review"), in: unit)), in: fields))
    }

    static func members(_ value: JSONText?) -> [(key: String, value: JSONText)]? {
        if case .object(let members)? = value { return members }
        return nil
    }

    static func field(_ name: String, of members: [(key: String, value: JSONText)]) -> JSONText? {
        members.first { $0.key == name }?.value
    }

    static func set(_ name: String, to value: JSONText, in members: [(key: String, value: JSONText)]) -> [(key: String, value: JSONText)] {
        var result = members
        if let index = result.firstIndex(where: { $0.key == name }) {
            result[index].value = value
        } else {
            result.append((name, value))
        }
        return result
    }

    /// The `language` values of a string catalog, by key (stale keys included; keys without a plain value in
    /// that language left out): the translations `settingsc preview --strings --language` shows.
    public static func translations(inCatalog text: String, path: String, language: String) throws(BackendMergeError) -> [String: String] {
        let entries: [(key: String, value: JSONText)]
        do {
            entries = try strings(ofCatalog: text, path: path)
        } catch {
            throw BackendMergeError(path: path, reason: error.reason)
        }
        var result: [String: String] = [:]
        for (key, entry) in entries {
            let localization = members(field("localizations", of: members(entry) ?? [])).flatMap { field(language, of: $0) }
            let unit = members(localization).flatMap { field("stringUnit", of: $0) }
            if case .string(let value)? = members(unit).flatMap({ field("value", of: $0) }) { result[key] = value }
        }
        return result
    }

    /// Whether a string catalog holds translators' work: a localization in a language other than its
    /// `sourceLanguage` (stale keys included). `generate` keeps such a catalog when it no longer generates it (a
    /// renamed table, App Intents or `localization:` removed) instead of removing it as a stale output: the merged
    /// translations are in settingsc's last output, but they are not settingsc's to lose. A text that is not a
    /// catalog counts as holding some (kept rather than lost).
    public static func holdsTranslations(_ text: String) -> Bool {
        guard let document = try? document(ofCatalog: text, path: "catalog.xcstrings"),
              let source = document.sourceLanguage, let strings = document.strings else { return true }
        return strings.contains { entry in
            (members(field("localizations", of: members(entry.value) ?? [])) ?? []).contains { $0.key != source }
        }
    }

    // MARK: Reading an existing catalog

    struct ReadError: Error {
        var reason: String
    }

    /// The `strings` of an existing catalog, read with the schema reader (JSON is YAML), as JSON values.
    static func strings(ofCatalog text: String, path: String) throws(ReadError) -> [(key: String, value: JSONText)] {
        let document = try document(ofCatalog: text, path: path)
        if let version = document.version, version != "1.0" {
            throw ReadError(reason: "its format version is \(version); settingsc writes version 1.0")
        }
        guard let strings = document.strings else { throw ReadError(reason: "\"strings\" is not an object") }
        return strings
    }

    /// An existing catalog's format version, source language and `strings` (as JSON values; nil when `strings` is
    /// not an object), whatever its version.
    static func document(ofCatalog text: String, path: String) throws(ReadError)
        -> (version: String?, sourceLanguage: String?, strings: [(key: String, value: JSONText)]?) {
        var diagnostics = DiagnosticCollector()
        guard let node = YAMLReader.read(SourceFile(path: path, text: text), diagnostics: &diagnostics),
              diagnostics.errorCount == 0 else {
            let first = diagnostics.diagnostics.first.map { "line \($0.range?.start.line ?? 0): \($0.message)" } ?? "unreadable"
            throw ReadError(reason: "it is not valid JSON (\(first))")
        }
        guard let pairs = node.mapping else { throw ReadError(reason: "it is not a JSON object") }
        guard let strings = pairs.first(where: { $0.name == "strings" }) else {
            throw ReadError(reason: "it has no \"strings\" object; is it a string catalog?")
        }
        return (pairs.first(where: { $0.name == "version" })?.value.scalar?.value,
                pairs.first(where: { $0.name == "sourceLanguage" })?.value.scalar?.value,
                strings.value.mapping.map { $0.map { ($0.name, json($0.value)) } })
    }

    /// A node of a JSON document as a JSON value: quoted scalars are strings, plain ones `true`, `false`,
    /// `null` or numbers.
    static func json(_ node: YAMLNode) -> JSONText {
        switch node.kind {
        case .mapping(let pairs): return .object(pairs.map { ($0.name, json($0.value)) })
        case .sequence(let items): return .array(items.map(json))
        case .scalar(let scalar):
            guard scalar.style == .plain else { return .string(scalar.value) }
            switch scalar.value {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default:
                let isNumber = !scalar.value.isEmpty && scalar.value.unicodeScalars.allSatisfy {
                    ("0"..."9").contains($0) || $0 == "-" || $0 == "+" || $0 == "." || $0 == "e" || $0 == "E"
                }
                return isNumber ? .rawNumber(scalar.value) : .string(scalar.value)
            }
        }
    }

    // MARK: Printing as Xcode does

    /// The document as Xcode writes string catalogs: keys sorted, `"key" : value`, two-space indentation, an
    /// empty object as `{\n\n}`, and a final newline.
    static func printed(_ document: JSONText) -> String {
        var output = ""
        write(document, to: &output, indent: "")
        return output + "\n"
    }

    static func write(_ value: JSONText, to output: inout String, indent: String) {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            if members.isEmpty { output += "{\n\n" + indent + "}"; return }
            output += "{\n"
            let sorted = members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                output += inner + JSONText.quoted(member.key) + " : "
                write(member.value, to: &output, indent: inner)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let items):
            if items.isEmpty { output += "[\n\n" + indent + "]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                write(item, to: &output, indent: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): output += JSONText.quoted(text)
        case .integer(let number): output += "\(number)"
        case .rawNumber(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }
}
