public import SettingsCompiler
import SettingsRuntime

/// The settings a remote source may set (`remote:`), with the section each is declared in, in schema order: what
/// the remote backends describe, so the remote side cannot drift from the schema.
enum RemoteSettings {
    struct Item {
        var setting: SettingIR
        var key: String
        var section: SectionIR
    }

    static func items(in schema: SchemaIR) -> [Item] {
        var items: [Item] = []
        func walk(_ section: SectionIR) {
            for setting in section.settings { if let key = setting.remoteKey { items.append(Item(setting: setting, key: key, section: section)) } }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        return items
    }

    static let nothing = "no setting is marked `remote:`"

    /// The default (release's, for a default by build configuration: what every build without its own has) as a
    /// runtime value.
    static func defaultValue(_ item: Item) -> SettingsValue {
        item.setting.defaultValue.settingsValue(as: item.setting.type)
    }

    /// The value as JSON (`JSONText.value`); nil for `none`.
    static func json(_ value: SettingsValue) -> JSONText? {
        if case .none = value { return nil }
        return JSONText.value(value)
    }

    /// A description cut to `limit` characters (Firebase keeps at most 256 of a parameter's or a group's).
    static func cut(_ text: String, _ limit: Int = 256) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}

/// Firebase Remote Config: the in-app defaults (`<Root>/RemoteConfigDefaults.plist`, for
/// `RemoteConfig.remoteConfig().setDefaults(fromPlist: "RemoteConfigDefaults")`) and a template for the console or
/// the REST API (`<Root>/remoteconfig.template.json`: `parameters` in `parameterGroups`, one per section, each with
/// its `defaultValue`, `valueType` and `description`), from the settings marked `remote:`.
public struct FirebaseRemoteConfigBackend: Backend {
    public init() {}

    public var name: String { "firebase-remote-config" }
    public var summary: String { "Firebase Remote Config defaults plist and template JSON for the settings marked remote (<Root>/RemoteConfigDefaults.plist, <Root>/remoteconfig.template.json)" }

    public func nothingToWrite(for schema: SchemaIR) -> String? {
        RemoteSettings.items(in: schema).isEmpty ? RemoteSettings.nothing : nil
    }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        let items = RemoteSettings.items(in: schema)
        guard !items.isEmpty else { return [] }
        let directory = schema.rootTypeName + "/"
        return [
            RenderedFile(path: directory + "RemoteConfigDefaults.plist", contents: plist(items)),
            RenderedFile(path: directory + "remoteconfig.template.json", contents: template(items)),
        ]
    }

    /// Firebase's value types: BOOLEAN, NUMBER, STRING (enum cases, URLs, colours, dates too) and JSON (lists).
    static func valueType(_ type: SettingsValueType) -> String {
        switch type {
        case .bool: "BOOLEAN"
        case .int, .float, .double: "NUMBER"
        case .string, .url, .color, .date, .data, .enumeration, .custom: "STRING"  // data and custom types are never remote (SC1682)
        case .list: "JSON"
        case .optional(let wrapped): valueType(wrapped)
        }
    }

    /// A value as Remote Config holds it: text (`true`, `30`, `0.5`, `[1,2]`); nil for `none` (no in-app default).
    static func text(_ value: SettingsValue) -> String? {
        guard let json = RemoteSettings.json(value) else { return nil }
        switch json {
        case .string(let text): return text
        case .array: return compact(json)
        default: return json.printed().trimmingSuffix()
        }
    }

    private static func compact(_ json: JSONText) -> String {
        switch json {
        case .array(let items): "[" + items.map(compact).joined(separator: ",") + "]"
        case .string(let text): JSONText.quoted(text)
        default: json.printed().trimmingSuffix()
        }
    }

    func plist(_ items: [RemoteSettings.Item]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
        ]
        var members: [(String, PlistNode)] = []
        for item in items {
            let value = RemoteSettings.defaultValue(item)
            switch value {
            case .bool(let flag): members.append((item.key, .bool(flag)))
            case .int(let number): members.append((item.key, .integer(String(number))))
            case .float, .double: members.append((item.key, .real(Self.text(value) ?? "0")))
            case .none: continue  // no in-app default: Remote Config's static value (empty, 0, false) applies
            default: members.append((item.key, .string(Self.text(value) ?? "")))
            }
        }
        PlistNode.dict(members).write(to: &lines, depth: 0)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    func template(_ items: [RemoteSettings.Item]) -> String {
        var groups: [(key: String, value: JSONText)] = []
        var order: [String] = []
        var parameters: [String: [(key: String, value: JSONText)]] = [:]
        var titles: [String: String] = [:]
        for item in items {
            let group = item.section.id
            if parameters[group] == nil {
                order.append(group)
                titles[group] = item.section.title
            }
            let value = RemoteSettings.defaultValue(item)
            let defaultValue: JSONText = Self.text(value).map { .object([("value", .string($0))]) }
                ?? .object([("useInAppDefault", .bool(true))])
            var parameter: [(key: String, value: JSONText)] = [("defaultValue", defaultValue)]
            let description = [item.setting.title, item.setting.description].compactMap { $0 }.joined(separator: ": ")
            parameter.append(("description", .string(RemoteSettings.cut(description))))
            parameter.append(("valueType", .string(Self.valueType(item.setting.type))))
            parameters[group, default: []].append((item.key, .object(parameter)))
        }
        for group in order {
            groups.append((group, .object([
                ("description", .string(RemoteSettings.cut(titles[group] ?? group))),
                ("parameters", .object(parameters[group] ?? [])),
            ])))
        }
        return JSONText.object([
            ("conditions", .array([])),
            ("parameters", .object([])),
            ("parameterGroups", .object(groups)),
        ]).printed()
    }
}

/// An OpenFeature flag manifest (`<Root>/flags.json`, the OpenFeature CLI's format: `flags` by key, each with its
/// `flagType`, `defaultValue` and `description`), from the settings marked `remote:`: for `openfeature generate` and
/// for a provider's flag definitions.
public struct OpenFeatureBackend: Backend {
    public init() {}

    public var name: String { "openfeature" }
    public var summary: String { "OpenFeature flag manifest for the settings marked remote (<Root>/flags.json)" }

    /// The manifest's JSON Schema, as the OpenFeature CLI publishes it.
    public static let manifestSchema = "https://raw.githubusercontent.com/open-feature/cli/main/schema/v0/flag-manifest.json"

    public func nothingToWrite(for schema: SchemaIR) -> String? {
        RemoteSettings.items(in: schema).isEmpty ? RemoteSettings.nothing : nil
    }

    /// The manifest's flag types: boolean, integer, float, string, object (lists, and optionals without a default).
    static func flagType(_ type: SettingsValueType) -> String {
        switch type {
        case .bool: "boolean"
        case .int: "integer"
        case .float, .double: "float"
        case .string, .url, .color, .date, .data, .enumeration, .custom: "string"
        case .list: "object"
        case .optional(let wrapped): flagType(wrapped)
        }
    }

    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        let items = RemoteSettings.items(in: schema)
        guard !items.isEmpty else { return [] }
        var flags: [(key: String, value: JSONText)] = []
        for item in items {
            let type = item.setting.type
            var defaultValue = RemoteSettings.json(RemoteSettings.defaultValue(item))
            var flagType = Self.flagType(type)
            switch (defaultValue, type.wrapped) {
            case (nil, .bool): defaultValue = .bool(false)
            case (nil, .int): defaultValue = .integer(0)
            case (nil, .float), (nil, .double): defaultValue = .integer(0)
            case (nil, .list): defaultValue = .array([])
            case (nil, _): defaultValue = .string("")
            default: break
            }
            // A list is an object flag whose value holds the list (the manifest's object flags are JSON objects).
            if case .list = type.wrapped {
                flagType = "object"
                defaultValue = .object([("value", defaultValue ?? .array([]))])
            }
            let description = [item.setting.title, item.setting.description].compactMap { $0 }.joined(separator: ": ")
            flags.append((item.key, .object([
                ("flagType", .string(flagType)),
                ("defaultValue", defaultValue ?? .null),
                ("description", .string(description)),
            ])))
        }
        let document = JSONText.object([("$schema", .string(Self.manifestSchema)), ("flags", .object(flags))])
        return [RenderedFile(path: schema.rootTypeName + "/flags.json", contents: document.printed())]
    }
}

private extension String {
    func trimmingSuffix() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}

extension DocumentationFacts {
    /// "remote key `request_timeout`; a local override and the person's value win over it": which layers can set a
    /// remote setting, for the docs (docs/runtime.md, "Where a value comes from"); nil for a setting without `remote:`.
    func remoteFact(_ setting: SettingIR) -> Fact? {
        guard let key = setting.remoteKey else { return nil }
        return Fact(label: "Remote", value: [
            .text("remote key "), .code(key), .text("; a local override and a value the person sets win over the remote value"),
        ])
    }
}
