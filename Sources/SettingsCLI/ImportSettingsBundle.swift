#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsCompiler

/// `settingsc import --from settings-bundle <Settings.bundle>`: `Root.plist` and the child panes it opens, titles
/// from the bundle's strings tables, each setting in the flat layout under the `Key` Settings.app stores it with
/// (docs/adopting.md lists the mapping of every specifier).
struct SettingsBundleImporter {
    let bundle: String
    var tree: ImportTree
    /// Files read (plists and strings tables), for the header.
    var filesRead = 0
    /// The language whose strings give the titles (`en`, else `Base`, else the first `.lproj` in sorted order).
    var language: String?
    /// Rows that are not settings (links, actions, navigation).
    var rowCount = 0
    private var tables: [String: [String: String]] = [:]
    /// Each child pane imported: where its section is (dotted path), or nil while it is being read.
    private var panes: [String: [String]?] = [:]
    /// Each stored key imported, and where.
    private var keys: [String: String] = [:]
    private var suite: String?

    init(bundle: String, rootType: String) {
        self.bundle = bundle.hasSuffix("/") && bundle.count > 1 ? String(bundle.dropLast()) : bundle
        tree = ImportTree(rootType: rootType)
        tree.topLevel = [("layout", "flat")]
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard OutputFileSystem.kind(of: path) == .file, let source = try? SourceFile.load(path: path) else { return nil }
        return source.bytes
    }

    /// Reads the bundle; returns a problem that stops the import (no Root.plist, an unreadable one), or nil.
    mutating func run() -> String? {
        let lprojs = Self.entries(of: bundle).filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
        language = ["en", "Base"].first(where: lprojs.contains) ?? lprojs.first
        guard let rootBytes = Self.readFile(bundle + "/Root.plist") else {
            return "'\(bundle)': no Root.plist (give the Settings.bundle folder)"
        }
        filesRead += 1
        let root: PlistDict
        switch PropertyListReader.read(rootBytes) {
        case .success(let value):
            guard let dict = value.dict, dict["PreferenceSpecifiers"]?.array != nil else {
                return "\(bundle)/Root.plist: not a Settings.bundle pane (no PreferenceSpecifiers array)"
            }
            root = dict
        case .failure(let problem):
            return "\(bundle)/Root.plist: \(problem.message)"
        }
        if let group = root["ApplicationGroupContainerIdentifier"]?.string {
            if Self.isAppGroup(group) { suite = group } else {
                tree.review("Root.plist", "ApplicationGroupContainerIdentifier \"\(group)\" is not an App Group identifier; the draft reads the app's own defaults")
            }
        }
        for variant in Self.entries(of: bundle) where variant.hasPrefix("Root~") && variant.hasSuffix(".plist") || variant.hasSuffix(".inApp.plist") {
            tree.review(variant, "a device- or InAppSettingsKit-specific variant of a pane is not read (only Root.plist and the panes it opens); import it separately if its keys differ")
        }
        var top = ImportTree.Section(name: "root")
        readPane(root, file: "Root.plist", into: &top, path: [], isRoot: true)
        tree.sections = top.sections
        if !top.entries.isEmpty {
            // Rows before the first group (cannot happen: the root pane puts them in `general`).
            var general = ImportTree.Section(name: "general")
            general.entries = top.entries
            tree.sections.insert(general, at: 0)
        }
        return nil
    }

    // MARK: Panes

    private mutating func readPane(_ pane: PlistDict, file: String, into parent: inout ImportTree.Section, path: [String], isRoot: Bool) {
        let table = pane["StringsTable"]?.string ?? "Root"
        let specifiers = pane["PreferenceSpecifiers"]?.array ?? []
        // Rows before the first group: the root's in a section `general`, a child pane's in the pane's own section.
        var general = ImportTree.Section(name: "general")
        if isRoot {
            general.name = tree.sectionName("general", in: &parent)
        }
        var current: ImportTree.Section?
        var currentPath = isRoot ? path + [general.name] : path
        func close(_ section: ImportTree.Section, into parent: inout ImportTree.Section) {
            if section.isEmpty { parent.names.remove(section.name) } else { parent.sections.append(section) }
        }
        for (index, item) in specifiers.enumerated() {
            let place = "\(file) item \(index)"
            guard let spec = item.dict, let type = spec["Type"]?.string else {
                tree.gap(place, "a specifier without a Type")
                continue
            }
            if type == "PSGroupSpecifier" {
                if let done = current { close(done, into: &parent) }
                let title = localized(spec["Title"]?.string, table: table)
                let fromTitle = title.map(ImportDraft.name(fromKey:)).flatMap { $0 == "setting" ? nil : $0 }
                let name = tree.sectionName(fromTitle ?? "group\(index)", in: &parent)
                var fields: [(String, String)] = []
                if let title, !title.isEmpty { fields.append(("title", YAMLText.quoted(title))) }
                if let footer = localized(spec["FooterText"]?.string, table: table), !footer.isEmpty {
                    fields.append(("footer", YAMLText.quoted(footer)))
                }
                current = ImportTree.Section(name: name, fields: fields)
                currentPath = path + [name]
                if let key = spec["Key"]?.string, !key.isEmpty {
                    tree.review(place, "the group's Key \"\(key)\" (InAppSettingsKit's custom group header) is not imported")
                }
                continue
            }
            if current != nil {
                readSpecifier(spec, type: type, place: place, table: table, into: &current!, path: currentPath)
            } else if isRoot {
                readSpecifier(spec, type: type, place: place, table: table, into: &general, path: currentPath)
            } else {
                readSpecifier(spec, type: type, place: place, table: table, into: &parent, path: currentPath)
            }
        }
        if let done = current { close(done, into: &parent) }
        if isRoot {
            if general.isEmpty { parent.names.remove(general.name) } else { parent.sections.insert(general, at: 0) }
        }
    }

    private mutating func readSpecifier(_ spec: PlistDict, type: String, place: String, table: String,
                                        into section: inout ImportTree.Section, path: [String]) {
        let title = localized(spec["Title"]?.string, table: table)
        let key = spec["Key"]?.string
        var place = place
        if let key { place += " (\(key))" }
        func titleField() -> [(String, String)] {
            guard let title, !title.isEmpty else { return [] }
            return [("title", YAMLText.quoted(title))]
        }
        /// The stored key, checked: nil (and reported) when it cannot be a setting's `key:`.
        func storedKey() -> String? {
            guard let key, !key.isEmpty else { tree.gap(place, "\(type) without a Key"); return nil }
            guard ImportDraft.isSchemaKey(key) else {
                tree.gap(place, "the Key \"\(key)\": a schema key: may only use ASCII letters, digits, '_' and '-' (SC1104), so this stored key cannot be declared")
                return nil
            }
            if let first = keys[key] {
                tree.review(place, "the Key \"\(key)\" is shown again here; it is imported once, at \(first)")
                return nil
            }
            keys[key] = place
            return key
        }
        func add(_ name: String, _ fields: [(String, String)], isSetting: Bool = true) {
            var fields = fields
            if isSetting, let suite { fields.append(("suite", YAMLText.quoted(suite))) }
            section.add(ImportTree.Entry(name: name, fields: fields, origin: place, isSetting: isSetting))
            if !isSetting { rowCount += 1 }
        }
        let name = key.map(ImportDraft.name(fromKey:)) ?? title.map(ImportDraft.name(fromKey:)) ?? "row"

        switch type {
        case "PSToggleSwitchSpecifier":
            guard let key = storedKey() else { return }
            let trueValue = spec["TrueValue"], falseValue = spec["FalseValue"]
            if trueValue == nil && falseValue == nil || trueValue == .bool(true) && falseValue == .bool(false) {
                var value = false
                switch spec["DefaultValue"] {
                case .bool(let b)?: value = b
                case nil: break
                case let other?:
                    if let parsed = Self.boolean(other) {
                        value = parsed
                        tree.review(place, "the DefaultValue \(Self.describe(other)) is not a Boolean; the draft's default is \(parsed)")
                    } else {
                        tree.review(place, "the DefaultValue \(Self.describe(other)) is not a Boolean; the draft's default is false")
                    }
                }
                add(name, [("type", "bool"), ("default", value ? "true" : "false"), ("key", YAMLText.quoted(key))] + titleField())
                return
            }
            // TrueValue/FalseValue: Settings.app stores those values, so the setting is an enum of the two.
            guard let on = trueValue.flatMap(Self.rawValue), let off = falseValue.flatMap(Self.rawValue), on.isInt == off.isInt, on.text != off.text else {
                tree.gap(place, "TrueValue and FalseValue that are not two different texts or two different whole numbers")
                return
            }
            let enumName = tree.enumName(name)
            tree.enums.append(ImportTree.Enum(name: enumName, cases: [
                ("on", [("title", "\"On\""), ("rawValue", on.yaml)]), ("off", [("title", "\"Off\""), ("rawValue", off.yaml)]),
            ]))
            var defaultCase = "off"
            switch spec["DefaultValue"] {
            case let value? where Self.rawValue(value)?.text == on.text && Self.rawValue(value)?.isInt == on.isInt: defaultCase = "on"
            case let value? where Self.rawValue(value)?.text == off.text && Self.rawValue(value)?.isInt == off.isInt: defaultCase = "off"
            case .bool(let b)?:
                defaultCase = b ? "on" : "off"
                tree.review(place, "the DefaultValue is the Boolean \(b), not the TrueValue or FalseValue; the draft's default is \(defaultCase)")
            case let other?:
                tree.review(place, "the DefaultValue \(Self.describe(other)) is neither the TrueValue nor the FalseValue; the draft's default is off")
            case nil: break
            }
            tree.review(place, "a switch storing TrueValue \(on.yaml) / FalseValue \(off.yaml): imported as the enum \(enumName) (on/off) so the stored values are read")
            add(name, [("type", enumName), ("default", defaultCase), ("key", YAMLText.quoted(key))] + titleField())

        case "PSTextFieldSpecifier", "IASKTextViewSpecifier":
            guard let key = storedKey() else { return }
            var text = ""
            if let value = spec["DefaultValue"] {
                if let raw = Self.rawValue(value) { text = raw.text } else {
                    tree.review(place, "the DefaultValue \(Self.describe(value)) is not text; the draft's default is empty")
                }
            }
            if spec["IsSecure"]?.bool == true {
                tree.review(place, "a secure text field: Settings.app keeps its value in UserDefaults, so the draft reads it as a plain string; to move it to the Keychain (`secure: true`), migrate the value")
            }
            if let keyboard = spec["KeyboardType"]?.string, keyboard == "NumberPad" || keyboard == "DecimalPad" || keyboard == "NumbersAndPunctuation" {
                tree.review(place, "KeyboardType \(keyboard): Settings.app stores the text typed, so the draft keeps a string")
            }
            add(name, [("type", "string"), ("default", YAMLText.quoted(text)), ("key", YAMLText.quoted(key))] + titleField())

        case "PSMultiValueSpecifier", "PSRadioGroupSpecifier":
            guard let key = storedKey() else { return }
            if let fields = twoChoiceBool(spec, key: key, place: place, table: table) {
                add(name, fields + titleField())
                return
            }
            guard let fields = choice(spec, key: key, name: name, place: place, table: table) else { return }
            add(name, fields + titleField())

        case "PSTitleValueSpecifier":
            guard let key = storedKey() else { return }
            if spec["Values"] != nil {
                guard let fields = choice(spec, key: key, name: name, place: place, table: table) else { return }
                add(name, fields + [("skip", "true")] + titleField())
            } else {
                switch spec["DefaultValue"] {
                case .integer(let i)?: add(name, [("type", "int"), ("default", String(i)), ("key", YAMLText.quoted(key)), ("skip", "true")] + titleField())
                case let value?:
                    add(name, [("type", "string"), ("default", YAMLText.quoted(Self.rawValue(value)?.text ?? "")), ("key", YAMLText.quoted(key)), ("skip", "true")] + titleField())
                case nil:
                    add(name, [("type", "string"), ("default", "\"\""), ("key", YAMLText.quoted(key)), ("skip", "true")] + titleField())
                }
            }
            tree.review(place, "a title value (read-only in Settings.app, written by the app): imported with `skip: true`, kept in the model and not shown")

        case "PSSliderSpecifier":
            guard let key = storedKey() else { return }
            var fields = [("type", "double"), ("default", Self.real(spec["DefaultValue"]?.number ?? spec["MinimumValue"]?.number ?? 0)), ("key", YAMLText.quoted(key))]
            if let low = spec["MinimumValue"]?.number, let high = spec["MaximumValue"]?.number, low < high {
                fields.append(("range", "\(Self.real(low))...\(Self.real(high))"))
                if let value = spec["DefaultValue"]?.number, value < low || value > high {
                    fields[1] = ("default", Self.real(min(max(value, low), high)))
                    tree.review(place, "the DefaultValue \(Self.real(value)) is outside MinimumValue...MaximumValue; the draft's default is the nearest end")
                }
            } else {
                tree.review(place, "a slider without MinimumValue < MaximumValue; the draft has no range")
            }
            if spec["DefaultValue"]?.number == nil { tree.review(place, "a slider without a numeric DefaultValue; the draft's default is its minimum") }
            add(name, fields + titleField())

        case "PSChildPaneSpecifier":
            guard let file = spec["File"]?.string, spec["IASKViewControllerClass"] == nil, spec["IASKSegueIdentifier"] == nil,
                  spec["IASKViewControllerStoryBoardId"] == nil else {
                tree.gap(place, "a child pane with InAppSettingsKit's own view controller (IASKViewControllerClass, a segue or a storyboard), the app's own screen")
                return
            }
            let plist = file + ".plist"
            if let seen = panes[plist] {
                if let target = seen {
                    add(ImportDraft.name(fromKey: file), [("navigate", target.joined(separator: ".")) ] + titleField(), isSetting: false)
                    tree.review(place, "the pane \(plist) is opened here too; its settings are imported once, at \(target.joined(separator: ".")), and this row is a navigation row to them")
                } else {
                    tree.gap(place, "the pane \(plist) opens itself (a cycle)")
                }
                return
            }
            guard !file.contains("/"), let bytes = Self.readFile(bundle + "/" + plist) else {
                tree.gap(place, "the pane \(plist) is not in the bundle")
                return
            }
            filesRead += 1
            let value: PlistValue
            switch PropertyListReader.read(bytes) {
            case .success(let read): value = read
            case .failure(let problem):
                tree.gap(place, "the pane \(plist) cannot be read (\(problem.message))")
                return
            }
            guard let pane = value.dict, pane["PreferenceSpecifiers"]?.array != nil else {
                tree.gap(place, "the pane \(plist) has no PreferenceSpecifiers array")
                return
            }
            let childName = tree.sectionName(ImportDraft.name(fromKey: title ?? file), in: &section)
            panes[plist] = .some(nil)
            var fields: [(String, String)] = []
            if let paneTitle = localized(pane["Title"]?.string, table: pane["StringsTable"]?.string ?? "Root") ?? title, !paneTitle.isEmpty {
                fields.append(("title", YAMLText.quoted(paneTitle)))
            }
            var child = ImportTree.Section(name: childName, fields: fields)
            readPane(pane, file: plist, into: &child, path: path + [childName], isRoot: false)
            if child.isEmpty {
                section.names.remove(childName)
                panes[plist] = .some(nil)
                tree.review(place, "the pane \(plist) holds no setting imported")
                return
            }
            panes[plist] = .some(path + [childName])
            section.sections.append(child)

        case "IASKButtonSpecifier":
            let hook = ImportDraft.name(fromKey: key ?? title ?? "button")
            add(hook, [("action", hook)] + titleField(), isSetting: false)
            tree.review(place, "an InAppSettingsKit button: an action row whose hook \(hook)() the host view implements (with `view:`)")

        case "IASKOpenURLSpecifier":
            guard let url = spec["File"]?.string, Self.isWebURL(url) else {
                tree.gap(place, "an InAppSettingsKit URL row whose File \(spec["File"].map(Self.describe) ?? "(none)") is not an http(s) web address a link row can open")
                return
            }
            add(title.map(ImportDraft.name(fromKey:)) ?? "link", [("link", YAMLText.quoted(url))] + titleField(), isSetting: false)

        case "IASKMailComposeSpecifier":
            let hook = ImportDraft.name(fromKey: (title ?? "compose mail") )
            add(hook, [("action", hook)] + titleField(), isSetting: false)
            tree.review(place, "an InAppSettingsKit mail composer: an action row whose hook \(hook)() opens the composer (recipients, subject and body are not imported)")

        case "IASKDatePickerSpecifier":
            guard let key = storedKey() else { return }
            add(name, [("type", "date?"), ("key", YAMLText.quoted(key))] + titleField())
            tree.review(place, "an InAppSettingsKit date picker: a `date?` setting (nil until set); give it a default if it needs one")

        case "IASKCustomViewSpecifier":
            tree.gap(place, "an InAppSettingsKit custom view: the app's own cell, with no schema row")

        default:
            tree.gap(place, "the specifier type \(type) has no schema row")
        }
    }

    /// A choice's `Titles`, each through the pane's strings table ("" for one that is not text).
    private mutating func choiceTitles(_ spec: PlistDict, table: String) -> [String] {
        (spec["Titles"]?.array ?? []).map { $0.string.flatMap { localized($0, table: table) } ?? "" }
    }

    /// A choice whose Values are the Booleans true and false (what settingsc writes for a bool with `onTitle:` and
    /// `offTitle:`): a `bool` with those titles, so the stored Booleans are read as they are. Nil for any other choice.
    private mutating func twoChoiceBool(_ spec: PlistDict, key: String, place: String, table: String) -> [(String, String)]? {
        guard let values = spec["Values"]?.array, values.count == 2,
              let first = values[0].bool, let second = values[1].bool, first != second else { return nil }
        let titles = choiceTitles(spec, table: table)
        guard titles.count == 2, !titles.contains(where: \.isEmpty) else {
            tree.review(place, "a choice of true and false without two titles: imported as a switch")
            return [("type", "bool"), ("default", spec["DefaultValue"]?.bool == true ? "true" : "false"), ("key", YAMLText.quoted(key))]
        }
        let (onTitle, offTitle) = first ? (titles[0], titles[1]) : (titles[1], titles[0])
        var isOn = false
        switch spec["DefaultValue"] {
        case .bool(let b)?: isOn = b
        case let other?: tree.review(place, "the DefaultValue \(Self.describe(other)) is not a Boolean; the draft's default is false")
        case nil: tree.review(place, "no DefaultValue; the draft's default is false")
        }
        return [("type", "bool"), ("default", isOn ? "true" : "false"), ("key", YAMLText.quoted(key)),
                ("onTitle", YAMLText.quoted(onTitle)), ("offTitle", YAMLText.quoted(offTitle))]
    }

    /// A multi value's, radio group's or title value's enum (declared in the draft) and its setting's fields.
    private mutating func choice(_ spec: PlistDict, key: String, name: String, place: String, table: String) -> [(String, String)]? {
        guard let values = spec["Values"]?.array, !values.isEmpty else {
            tree.gap(place, "a choice without Values")
            return nil
        }
        let raws = values.compactMap(Self.rawValue)
        guard raws.count == values.count, raws.allSatisfy({ $0.isInt == raws[0].isInt }) else {
            tree.gap(place, "Values that are not all texts or all whole numbers (an enum's raw values are one or the other)")
            return nil
        }
        guard Set(raws.map(\.text)).count == raws.count else {
            tree.gap(place, "Values with a value twice (each case is stored as one value)")
            return nil
        }
        let titles = choiceTitles(spec, table: table)
        if titles.count != values.count {
            tree.review(place, "Titles do not match Values one to one; cases are named after the values")
        }
        let caseTitles = titles.count == values.count ? titles : raws.map(\.text)
        let names = ImportTree.caseNames(zip(caseTitles, raws).map { $0.isEmpty ? $1.text : $0 })
        let enumName = tree.enumName(name)
        tree.enums.append(ImportTree.Enum(name: enumName, cases: zip(names, zip(caseTitles, raws)).map { caseName, pair -> (name: String, fields: [(String, String)]) in
            (caseName, (pair.0.isEmpty ? [] : [("title", YAMLText.quoted(pair.0))]) + [("rawValue", pair.1.yaml)])
        }))
        var defaultCase = names[0]
        if let value = spec["DefaultValue"], let raw = Self.rawValue(value) {
            if let index = raws.firstIndex(where: { $0.text == raw.text }) {
                defaultCase = names[index]
                if raws[index].isInt != raw.isInt {
                    tree.review(place, "the DefaultValue \(Self.describe(value)) is of another type than the Values; the draft's default is \(defaultCase)")
                }
            } else {
                tree.review(place, "the DefaultValue \(Self.describe(value)) is none of the Values; the draft's default is the first case, \(defaultCase)")
            }
        } else {
            tree.review(place, "no DefaultValue; the draft's default is the first case, \(defaultCase)")
        }
        return [("type", enumName), ("default", defaultCase), ("key", YAMLText.quoted(key))]
    }

    // MARK: Strings

    /// The title for a key in a pane's table: the language's `.strings`, else the bundle's `.xcstrings`, else the key.
    private mutating func localized(_ key: String?, table: String) -> String? {
        guard let key else { return nil }
        if tables[table] == nil {
            var found: [String: String] = [:]
            if let language, let bytes = Self.readFile("\(bundle)/\(language).lproj/\(table).strings") {
                filesRead += 1
                if let read = StringsTableReader.read(bytes) { found = read } else {
                    tree.review("\(language).lproj/\(table).strings", "not a strings table this reader understands; titles are the keys")
                }
            }
            if found.isEmpty, let bytes = Self.readFile("\(bundle)/\(table).xcstrings") {
                filesRead += 1
                if let catalog = JSONTextReader.read(bytes)?.dict, let strings = catalog["strings"]?.dict {
                    let source = catalog["sourceLanguage"]?.string ?? "en"
                    for name in strings.keys {
                        let units = strings[name]?.dict?["localizations"]?.dict
                        if let value = (units?[language ?? source] ?? units?[source])?.dict?["stringUnit"]?.dict?["value"]?.string {
                            found[name] = value
                        }
                    }
                } else {
                    tree.review("\(table).xcstrings", "not a string catalog this reader understands; titles are the keys")
                }
            }
            tables[table] = found
        }
        return tables[table]?[key] ?? key
    }

    // MARK: Values

    struct Raw { var text: String; var isInt: Bool; var yaml: String { isInt ? text : YAMLText.quoted(text) } }

    static func rawValue(_ value: PlistValue) -> Raw? {
        switch value {
        case .string(let s): Raw(text: s, isInt: false)
        case .integer(let i): Raw(text: String(i), isInt: true)
        default: nil
        }
    }

    static func boolean(_ value: PlistValue) -> Bool? {
        switch value {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .string(let s):
            switch s.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    static func describe(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): "\"\(s)\""
        case .integer(let i): String(i)
        case .real(let d): real(d)
        case .bool(let b): b ? "<true/>" : "<false/>"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dict: "a dictionary"
        case .null: "null"
        }
    }

    /// A double as YAML: always with a fraction or an exponent.
    static func real(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    static func isWebURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return false }
        let rest = text.drop(while: { $0 != ":" }).dropFirst(3)
        return !rest.isEmpty && rest.first != "/" && text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value != 0x7F }
    }

    static func isAppGroup(_ text: String) -> Bool {
        text.hasPrefix("group.") && text.count > 6 && text.count <= 255 && !text.contains("..") && !text.hasSuffix(".")
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-") }
    }

    /// The names in a folder, sorted (hidden ones skipped).
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        return names.sorted()
    }
}
