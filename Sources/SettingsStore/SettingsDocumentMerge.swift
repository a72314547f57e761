import Foundation

/// A stored JSON document as a tree for merging: mappings by key, arrays, and every other value (string,
/// number, `true`, `false`, `null`) as its exact text, so a value no writer changed is written back byte for
/// byte (`18446744073709551615` stays that, not `1.8446744073709552e+19`).
enum SettingsDocument: Equatable {
    case object([String: SettingsDocument])
    case array([SettingsDocument])
    case scalar(String)

    /// The deepest nesting read; deeper documents are not read (the store sets them aside).
    static let maxDepth = 512

    struct Unreadable: Error {}

    /// The document, or nil when `data` is not one JSON mapping (RFC 8259, UTF-8). A key that appears more than
    /// once in a mapping keeps its first value (as ``SettingsJSONDocument`` reads the app's own documents).
    init?(_ data: Data) {
        guard let parsed = Self.parse(data) else { return nil }
        self = parsed.document
    }

    /// The document and the dotted paths of the keys that appear more than once in their mapping (each once, in
    /// document order), or nil when `data` is not one JSON mapping. Documents that cross a trust boundary (remote
    /// payloads, imports) are refused when a key is duplicated: which value counts would otherwise depend on the
    /// reader.
    /// `duplicatePaths` has the path of every later member of a duplicated key (in document order), for a decoding
    /// report.
    static func parse(_ data: Data) -> (document: SettingsDocument, duplicateKeys: [String], duplicatePaths: [[String]])? {
        var parser = Parser(bytes: [UInt8](data))
        guard let value = try? parser.document(), case .object = value else { return nil }
        return (value, parser.duplicateKeys, parser.duplicatePaths)
    }

    // MARK: Merging

    /// Three-way merge of one value: `base` is what this store loaded (or last saved), `mine` what it saves,
    /// `theirs` what is stored now. What this store did not change is taken from `theirs`; what it changed is
    /// taken from `mine`; mappings are merged key by key. A value `theirs` lacks is taken from `mine`.
    static func merge(base: SettingsDocument?, mine: SettingsDocument?, theirs: SettingsDocument?) -> SettingsDocument? {
        guard let theirs else { return mine }
        if mine == base { return theirs }
        if theirs == base { return mine }
        guard case .object(let mineMembers)? = mine, case .object(let theirMembers) = theirs else { return mine }
        var baseMembers: [String: SettingsDocument] = [:]
        if case .object(let members)? = base { baseMembers = members }
        var merged: [String: SettingsDocument] = [:]
        for key in Set(mineMembers.keys).union(theirMembers.keys) {
            merged[key] = merge(base: baseMembers[key], mine: mineMembers[key], theirs: theirMembers[key])
        }
        return .object(merged)
    }

    // MARK: Writing

    /// Pretty-printed with sorted keys, as ``SettingsCoding/encode(_:)`` writes.
    var data: Data {
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return Data(out)
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .scalar(let text):
            out.append(contentsOf: text.utf8)
        case .array(let elements):
            guard !elements.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, indent + 2)
                element.write(to: &out, indent: indent + 2)
            }
            Self.newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, indent + 2)
                Self.writeString(key, to: &out)
                out.append(contentsOf: " : ".utf8)
                members[key]!.write(to: &out, indent: indent + 2)
            }
            Self.newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    // MARK: Reading

    /// A strict recursive-descent reader; depth is bounded by ``maxDepth``.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// The keys from the root to the mapping being read.
        var path: [String] = []
        var duplicateKeys: [String] = []
        var duplicateSet: Set<String> = []
        var duplicatePaths: [[String]] = []

        mutating func document() throws -> SettingsDocument {
            let value = try self.value(depth: 0)
            skipWhitespace()
            guard index == bytes.count else { throw Unreadable() }
            return value
        }

        mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        mutating func value(depth: Int) throws -> SettingsDocument {
            guard depth < SettingsDocument.maxDepth else { throw Unreadable() }
            skipWhitespace()
            guard index < bytes.count else { throw Unreadable() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: SettingsDocument] = [:]
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipWhitespace()
                    let key = try Self.decodeKey(try string())
                    skipWhitespace()
                    try expect(":")
                    path.append(key)
                    let member = try value(depth: depth + 1)
                    if members[key] == nil {
                        members[key] = member
                    } else {
                        duplicatePaths.append(path)
                        let dotted = path.joined(separator: ".")
                        if duplicateSet.insert(dotted).inserted { duplicateKeys.append(dotted) }
                    }
                    path.removeLast()
                    skipWhitespace()
                    if try separator(closing: "}") { return .object(members) }
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [SettingsDocument] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipWhitespace()
                    if try separator(closing: "]") { return .array(elements) }
                }
            case UInt8(ascii: "\""):
                return .scalar(try string())
            case UInt8(ascii: "t"): return try literal("true")
            case UInt8(ascii: "f"): return try literal("false")
            case UInt8(ascii: "n"): return try literal("null")
            default:
                return .scalar(try number())
            }
        }

        /// True after the closing bracket, false after a comma.
        mutating func separator(closing: Unicode.Scalar) throws -> Bool {
            guard index < bytes.count else { throw Unreadable() }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                return false
            }
            try expect(closing)
            return true
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws {
            guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else { throw Unreadable() }
            index += 1
        }

        mutating func literal(_ word: String) throws -> SettingsDocument {
            let utf8 = Array(word.utf8)
            guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else { throw Unreadable() }
            index += utf8.count
            return .scalar(word)
        }

        /// A string's exact text, quotes included.
        mutating func string() throws -> String {
            let start = index
            try expect("\"")
            while true {
                guard index < bytes.count else { throw Unreadable() }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    guard text.utf8.elementsEqual(bytes[start..<index]) else { throw Unreadable() }  // not UTF-8
                    return text
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { throw Unreadable() }
                    let escaped = bytes[index]
                    index += 1
                    if escaped == UInt8(ascii: "u") {
                        guard bytes.count - index >= 4, bytes[index..<index + 4].allSatisfy(\.isHexDigit) else { throw Unreadable() }
                        index += 4
                    } else if !Array(#""\/bfnrt"#.utf8).contains(escaped) {
                        throw Unreadable()
                    }
                case 0..<0x20:
                    throw Unreadable()
                default:
                    break
                }
            }
        }

        /// A number's exact text (`-? int frac? exp?`).
        mutating func number() throws -> String {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, bytes[index].isDigit else { throw Unreadable() }
            if bytes[index] == UInt8(ascii: "0") { index += 1 } else { digits() }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, bytes[index].isDigit else { throw Unreadable() }
                digits()
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, bytes[index].isDigit else { throw Unreadable() }
                digits()
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func digits() {
            while index < bytes.count, bytes[index].isDigit { index += 1 }
        }

        /// The key a string's text names (its escapes resolved).
        static func decodeKey(_ text: String) throws -> String {
            if !text.utf8.contains(UInt8(ascii: "\\")) { return String(text.dropFirst().dropLast()) }
            guard let key = try? JSONDecoder().decode(String.self, from: Data(text.utf8)) else { throw Unreadable() }
            return key
        }
    }
}

private extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isHexDigit: Bool { isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f")) }
}
