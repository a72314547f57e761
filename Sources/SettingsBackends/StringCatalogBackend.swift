public import SettingsCompiler

/// The string catalog: for a schema with `localization:`, an Xcode String Catalog `<Table>.xcstrings` (JSON,
/// format version 1.0) holding every text the settings screen shows, by its key, with the schema's text as the
/// source-language value and a comment for translators. Xcode compiles it into the app's string table, and
/// translators edit it in Xcode or any tool that reads string catalogs.
///
/// Regenerating keeps what translators wrote: given the existing catalog, every other language's translations
/// and every field settingsc does not write are kept; the source text and comment are updated (a changed source
/// text marks the translations `needs_review`); keys the schema no longer has stay, marked
/// `"extractionState" : "stale"`, as Xcode marks strings that left the code. Keys settingsc writes are
/// `"extractionState" : "manual"`, Xcode's state for strings it does not extract from code itself, so Xcode
/// neither removes them nor marks them stale. Keys are sorted and the JSON is printed as Xcode prints it
/// (`"key" : value`, two-space indentation), so a run over an up-to-date catalog changes nothing.
///
/// Not in `Backends.all`: it writes a `.xcstrings` file. Run it with `settingsc generate --backend xcstrings`.
public struct StringCatalogBackend: MergingBackend {
    public init() {}

    public var name: String { "xcstrings" }
    public var summary: String { "Xcode String Catalog of the screen's texts, keeping translations (<Table>.xcstrings)" }

    public func nothingToWrite(for schema: SchemaIR) -> String? {
        schema.localization == nil
            ? "there is no `localization:` (a string catalog is written for a schema that has one)" : nil
    }

    public func outputPaths(for schema: SchemaIR) -> [String] {
        schema.localization.map { ["\($0.table).xcstrings"] } ?? []
    }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        guard let localization = schema.localization else { return [] }
        return [RenderedFile(path: "\(localization.table).xcstrings", contents: Self.catalog(localization, existing: nil))]
    }

    public func render(_ schema: SchemaIR, existing: [String: String]) throws(BackendMergeError) -> [RenderedFile] {
        guard let localization = schema.localization else { return [] }
        let path = "\(localization.table).xcstrings"
        var previous: [(key: String, value: JSONText)]?
        if let text = existing[path] {
            do {
                previous = try Self.strings(ofCatalog: text, path: path)
            } catch {
                throw BackendMergeError(path: path, reason: error.reason)
            }
        }
        return [RenderedFile(path: path, contents: Self.catalog(localization, existing: previous))]
    }

    // MARK: The catalog

    /// The catalog of `localization`, merged with the `strings` of an existing catalog.
    static func catalog(_ localization: LocalizationIR, existing: [(key: String, value: JSONText)]?) -> String {
        var entries: [String: JSONText] = [:]
        for (key, value) in existing ?? [] { entries[key] = value }
        var current: Set<String> = []
        let source = localization.sourceLanguage
        for text in localization.texts {
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

    // MARK: Reading an existing catalog

    struct ReadError: Error {
        var reason: String
    }

    /// The `strings` of an existing catalog, read with the schema reader (JSON is YAML), as JSON values.
    static func strings(ofCatalog text: String, path: String) throws(ReadError) -> [(key: String, value: JSONText)] {
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
        if let version = pairs.first(where: { $0.name == "version" })?.value.scalar?.value, version != "1.0" {
            throw ReadError(reason: "its format version is \(version); settingsc writes version 1.0")
        }
        guard let entries = strings.value.mapping else { throw ReadError(reason: "\"strings\" is not an object") }
        return entries.map { ($0.name, json($0.value)) }
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
