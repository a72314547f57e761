/// The property lists `settingsc import --from settings-bundle` reads, without Foundation (the CLI stays
/// Foundation-free for its start-up time): XML and binary (`bplist00`) property lists, old-style `.strings` tables
/// (UTF-8 or UTF-16) and the JSON of `.xcstrings` catalogs. Every reader is bounded (nesting depth, object count),
/// returns nil or a problem on malformed input, and never traps.
indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Double)
    case data(Int)
    case array([PlistValue])
    case dict(PlistDict)
    case null

    var string: String? { if case .string(let s) = self { return s }; return nil }
    var dict: PlistDict? { if case .dict(let d) = self { return d }; return nil }
    var array: [PlistValue]? { if case .array(let a) = self { return a }; return nil }
    var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    /// A number's value (an integer or a real).
    var number: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .real(let d): d
        default: nil
        }
    }
}

/// A dictionary in its order as written.
struct PlistDict: Sendable, Equatable {
    var keys: [String] = []
    var values: [String: PlistValue] = [:]

    subscript(key: String) -> PlistValue? { values[key] }

    mutating func set(_ key: String, _ value: PlistValue) {
        if values.updateValue(value, forKey: key) == nil { keys.append(key) }
    }
}

enum PropertyListReader {
    static let maxDepth = 512
    static let maxObjects = 1_000_000

    /// An XML or a binary property list.
    static func read(_ bytes: [UInt8]) -> Result<PlistValue, PlistProblem> {
        if bytes.starts(with: Array("bplist00".utf8)) {
            var reader = BinaryPlist(bytes: bytes)
            return reader.read()
        }
        var reader = XMLPlist(bytes: bytes)
        return reader.read()
    }
}

struct PlistProblem: Error, Sendable, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

// MARK: XML

private struct XMLPlist {
    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    func problem(_ message: String) -> PlistProblem {
        var line = 1
        for b in bytes[..<min(i, bytes.count)] where b == 0x0A { line += 1 }
        return PlistProblem("line \(line): \(message)")
    }

    mutating func read() -> Result<PlistValue, PlistProblem> {
        do {
            try skipMisc()
            var (name, _, empty) = try openTag()
            var value: PlistValue
            if name == "plist" {
                guard !empty else { throw problem("an empty <plist/>") }
                try skipMisc()
                (name, _, empty) = try openTag()
                value = try element(name, empty: empty, depth: 0)
                try skipMisc()
                try closeTag("plist")
            } else {
                value = try element(name, empty: empty, depth: 0)
            }
            try skipMisc()
            guard i >= bytes.count else { throw problem("text after the property list") }
            return .success(value)
        } catch let error as PlistProblem {
            return .failure(error)
        } catch {
            return .failure(PlistProblem("\(error)"))
        }
    }

    func starts(_ text: String) -> Bool {
        let t = Array(text.utf8)
        return bytes.count - i >= t.count && Array(bytes[i..<i + t.count]) == t
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    mutating func skip(past end: String) throws {
        let t = Array(end.utf8)
        while i + t.count <= bytes.count {
            if Array(bytes[i..<i + t.count]) == t { i += t.count; return }
            i += 1
        }
        throw problem("no \(end)")
    }

    /// Whitespace, comments, processing instructions and the DOCTYPE.
    mutating func skipMisc() throws {
        while true {
            skipSpace()
            if starts("<?") { try skip(past: "?>") }
            else if starts("<!--") { try skip(past: "-->") }
            else if starts("<!DOCTYPE") {
                // The DOCTYPE of a property list has no internal subset worth reading; skip brackets too.
                var depth = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "[") { depth += 1 }
                    if bytes[i] == UInt8(ascii: "]") { depth -= 1 }
                    if bytes[i] == UInt8(ascii: ">"), depth <= 0 { i += 1; break }
                    i += 1
                }
            } else { return }
        }
    }

    mutating func openTag() throws -> (String, String, Bool) {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "/") else {
            throw problem("an element was expected")
        }
        i += 1
        let start = i
        while i < bytes.count, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/"), bytes[i] > 0x20 { i += 1 }
        let name = String(decoding: bytes[start..<i], as: UTF8.self)
        let attrStart = i
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
        guard i < bytes.count else { throw problem("an unterminated <\(name)>") }
        let empty = i > attrStart && bytes[i - 1] == UInt8(ascii: "/")
        let attributes = String(decoding: bytes[attrStart..<(empty ? i - 1 : i)], as: UTF8.self)
        i += 1
        return (name, attributes, empty)
    }

    mutating func closeTag(_ name: String) throws {
        skipSpace()
        guard starts("</" + name) else { throw problem("</\(name)> was expected") }
        i += name.utf8.count + 2
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw problem("</\(name)> was expected") }
        i += 1
    }

    /// Character data up to the next tag: entities and CDATA sections resolved, comments skipped.
    mutating func text() throws -> String {
        var out: [UInt8] = []
        while i < bytes.count {
            if starts("<![CDATA[") {
                i += 9
                let start = i
                try skip(past: "]]>")
                out += bytes[start..<(i - 3)]
            } else if starts("<!--") {
                try skip(past: "-->")
            } else if bytes[i] == UInt8(ascii: "<") {
                break
            } else if bytes[i] == UInt8(ascii: "&") {
                let start = i + 1
                while i < bytes.count, bytes[i] != UInt8(ascii: ";"), i - start < 12 { i += 1 }
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { throw problem("an unterminated entity") }
                let entity = String(decoding: bytes[start..<i], as: UTF8.self)
                i += 1
                switch entity {
                case "amp": out.append(UInt8(ascii: "&"))
                case "lt": out.append(UInt8(ascii: "<"))
                case "gt": out.append(UInt8(ascii: ">"))
                case "quot": out.append(UInt8(ascii: "\""))
                case "apos": out.append(UInt8(ascii: "'"))
                default:
                    var value: UInt32?
                    if entity.hasPrefix("#x") || entity.hasPrefix("#X") { value = UInt32(entity.dropFirst(2), radix: 16) }
                    else if entity.hasPrefix("#") { value = UInt32(entity.dropFirst(), radix: 10) }
                    guard let value, let scalar = Unicode.Scalar(value) else { throw problem("an unknown entity &\(entity);") }
                    out += Array(String(Character(scalar)).utf8)
                }
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        // CRLF and CR are newlines in XML.
        return String(decoding: out, as: UTF8.self).replacingCRLF()
    }

    mutating func element(_ name: String, empty: Bool, depth: Int) throws -> PlistValue {
        guard depth < PropertyListReader.maxDepth else { throw problem("nested deeper than \(PropertyListReader.maxDepth)") }
        switch name {
        case "true", "false":
            if !empty { try closeTag(name) }
            return .bool(name == "true")
        case "dict":
            var dict = PlistDict()
            if empty { return .dict(dict) }
            while true {
                try skipMisc()
                if starts("</") { try closeTag("dict"); return .dict(dict) }
                let (keyName, _, keyEmpty) = try openTag()
                guard keyName == "key" else { throw problem("<key> was expected in a <dict>, not <\(keyName)>") }
                let key = try keyEmpty ? "" : text()
                if !keyEmpty { try closeTag("key") }
                try skipMisc()
                let (valueName, _, valueEmpty) = try openTag()
                dict.set(key, try element(valueName, empty: valueEmpty, depth: depth + 1))
            }
        case "array":
            var items: [PlistValue] = []
            if empty { return .array(items) }
            while true {
                try skipMisc()
                if starts("</") { try closeTag("array"); return .array(items) }
                let (itemName, _, itemEmpty) = try openTag()
                items.append(try element(itemName, empty: itemEmpty, depth: depth + 1))
                guard items.count <= PropertyListReader.maxObjects else { throw problem("too many elements") }
            }
        case "string", "key", "integer", "real", "date", "data":
            let content = try empty ? "" : text()
            if !empty { try closeTag(name) }
            switch name {
            case "integer":
                let trimmed = content.trimmingSpace()
                if let value = Int(trimmed) { return .integer(value) }
                if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X"), let value = Int(trimmed.dropFirst(2), radix: 16) { return .integer(value) }
                throw problem("'\(trimmed)' is not an integer")
            case "real":
                guard let value = Double(content.trimmingSpace()) else { throw problem("'\(content)' is not a real") }
                return .real(value)
            case "date": return .date(0)
            case "data": return .data(content.count)
            default: return .string(content)
            }
        default:
            throw problem("<\(name)> is not a property-list element")
        }
    }
}

extension String {
    func replacingCRLF() -> String {
        guard unicodeScalars.contains("\r") else { return self }
        var out = ""
        var previousCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" { out.unicodeScalars.append("\n"); previousCR = true; continue }
            if scalar == "\n", previousCR { previousCR = false; continue }
            previousCR = false
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    func trimmingSpace() -> String {
        String(String.UnicodeScalarView(unicodeScalars.drop(while: { $0.properties.isWhitespace })
            .reversed().drop(while: { $0.properties.isWhitespace }).reversed()))
    }
}

// MARK: Binary

private struct BinaryPlist {
    let bytes: [UInt8]
    var offsetSize = 0, refSize = 0, count = 0, offsets = 0
    var objectsRead = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func uint(at offset: Int, size: Int) throws -> Int {
        guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else { throw PlistProblem("a binary property list is truncated") }
        var value: UInt64 = 0
        for b in bytes[offset..<offset + size] { value = value << 8 | UInt64(b) }
        guard value <= UInt64(Int.max) else { throw PlistProblem("a binary property list has an offset out of range") }
        return Int(value)
    }

    mutating func read() -> Result<PlistValue, PlistProblem> {
        do {
            guard bytes.count >= 40 else { throw PlistProblem("a binary property list is truncated") }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            refSize = Int(bytes[trailer + 7])
            count = try uint(at: trailer + 8, size: 8)
            let top = try uint(at: trailer + 16, size: 8)
            offsets = try uint(at: trailer + 24, size: 8)
            guard count <= PropertyListReader.maxObjects, top < count, offsets < trailer,
                  count.multipliedReportingOverflow(by: max(offsetSize, 1)).overflow == false,
                  offsets + count * offsetSize <= trailer else {
                throw PlistProblem("a binary property list has a malformed trailer")
            }
            var onPath: Set<Int> = []
            return .success(try object(top, depth: 0, onPath: &onPath))
        } catch let error as PlistProblem {
            return .failure(error)
        } catch {
            return .failure(PlistProblem("\(error)"))
        }
    }

    mutating func object(_ ref: Int, depth: Int, onPath: inout Set<Int>) throws -> PlistValue {
        guard ref < count, depth < PropertyListReader.maxDepth, !onPath.contains(ref) else {
            throw PlistProblem("a binary property list refers to an object out of range or to itself")
        }
        objectsRead += 1
        guard objectsRead <= PropertyListReader.maxObjects else { throw PlistProblem("a binary property list has too many objects") }
        let at = try uint(at: offsets + ref * offsetSize, size: offsetSize)
        guard at < bytes.count else { throw PlistProblem("a binary property list is truncated") }
        let marker = bytes[at]
        let low = Int(marker & 0x0F)
        func length() throws -> (Int, Int) {
            guard low == 0x0F else { return (low, at + 1) }
            guard at + 1 < bytes.count, bytes[at + 1] >> 4 == 0x1 else { throw PlistProblem("a binary property list has a malformed length") }
            let size = 1 << Int(bytes[at + 1] & 0x0F)
            return (try uint(at: at + 2, size: size), at + 2 + size)
        }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: return .null
            }
        case 0x1:
            let size = 1 << low
            guard size <= 16, at + 1 + size <= bytes.count else { throw PlistProblem("a binary property list is truncated") }
            var value: UInt64 = 0
            for b in bytes[(at + 1 + max(0, size - 8))..<(at + 1 + size)] { value = value << 8 | UInt64(b) }
            return .integer(size == 8 || size == 16 ? Int(truncatingIfNeeded: value) : Int(value))
        case 0x2, 0x3:
            let size = marker >> 4 == 0x3 ? 8 : 1 << low
            guard size == 4 || size == 8, at + 1 + size <= bytes.count else { throw PlistProblem("a binary property list has a malformed real") }
            var bits: UInt64 = 0
            for b in bytes[(at + 1)..<(at + 1 + size)] { bits = bits << 8 | UInt64(b) }
            let value = size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
            return marker >> 4 == 0x3 ? .date(value) : .real(value)
        case 0x4:
            let (n, _) = try length()
            return .data(n)
        case 0x5, 0x6:
            let (n, start) = try length()
            let size = marker >> 4 == 0x6 ? n * 2 : n
            guard n >= 0, size <= bytes.count, start + size <= bytes.count else { throw PlistProblem("a binary property list is truncated") }
            if marker >> 4 == 0x5 { return .string(String(decoding: bytes[start..<start + size], as: UTF8.self)) }
            var units: [UInt16] = []
            units.reserveCapacity(n)
            for k in 0..<n { units.append(UInt16(bytes[start + 2 * k]) << 8 | UInt16(bytes[start + 2 * k + 1])) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0xA, 0xD:
            let (n, start) = try length()
            let refs = marker >> 4 == 0xD ? n * 2 : n
            guard n >= 0, refs <= bytes.count, start + refs * refSize <= bytes.count else { throw PlistProblem("a binary property list is truncated") }
            onPath.insert(ref)
            defer { onPath.remove(ref) }
            if marker >> 4 == 0xA {
                var items: [PlistValue] = []
                for k in 0..<n { items.append(try object(try uint(at: start + k * refSize, size: refSize), depth: depth + 1, onPath: &onPath)) }
                return .array(items)
            }
            var dict = PlistDict()
            for k in 0..<n {
                guard case .string(let key) = try object(try uint(at: start + k * refSize, size: refSize), depth: depth + 1, onPath: &onPath) else {
                    throw PlistProblem("a binary property list has a dictionary key that is not a string")
                }
                dict.set(key, try object(try uint(at: start + (n + k) * refSize, size: refSize), depth: depth + 1, onPath: &onPath))
            }
            return .dict(dict)
        default:
            return .null
        }
    }
}

// MARK: .strings

enum StringsTableReader {
    /// An old-style `.strings` table (`"key" = "value";`, comments, unquoted words), in UTF-8 or UTF-16 (with a
    /// byte order mark, or guessed from zero bytes). Nil when it is not such a table.
    static func read(_ bytes: [UInt8]) -> [String: String]? {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0)) {
            let little = bytes.starts(with: [0xFF, 0xFE]) || (!bytes.starts(with: [0xFE, 0xFF]) && bytes.count >= 2 && bytes[1] == 0)
            let body = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) ? Array(bytes.dropFirst(2)) : bytes
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var k = 0
            while k + 1 < body.count {
                units.append(little ? UInt16(body[k]) | UInt16(body[k + 1]) << 8 : UInt16(body[k]) << 8 | UInt16(body[k + 1]))
                k += 2
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        }
        let s = Array(text.unicodeScalars)
        var i = 0
        var table: [String: String] = [:]
        func skip() -> Bool {
            while i < s.count {
                if s[i].properties.isWhitespace { i += 1 }
                else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                    guard i + 1 < s.count else { return false }
                    i += 2
                } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                } else { return true }
            }
            return true
        }
        func word() -> String? {
            guard i < s.count else { return nil }
            if s[i] == "\"" {
                i += 1
                var out = String.UnicodeScalarView()
                while i < s.count, s[i] != "\"" {
                    if s[i] == "\\", i + 1 < s.count {
                        i += 1
                        switch s[i] {
                        case "n": out.append("\n")
                        case "t": out.append("\t")
                        case "r": out.append("\r")
                        case "U", "u":
                            var hex = ""
                            while hex.count < 4, i + 1 < s.count, s[i + 1].properties.isASCIIHexDigit { i += 1; hex.unicodeScalars.append(s[i]) }
                            if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.append(scalar) }
                        default: out.append(s[i])
                        }
                    } else {
                        out.append(s[i])
                    }
                    i += 1
                }
                guard i < s.count else { return nil }
                i += 1
                return String(out)
            }
            var out = String.UnicodeScalarView()
            while i < s.count, s[i].isASCII, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || "_.$:/-".unicodeScalars.contains(s[i]) {
                out.append(s[i])
                i += 1
            }
            return out.isEmpty ? nil : String(out)
        }
        while true {
            guard skip() else { return nil }
            if i >= s.count { return table }
            guard let key = word(), skip() else { return nil }
            if i < s.count, s[i] == ";" { table[key] = key; i += 1; continue }
            guard i < s.count, s[i] == "=" else { return nil }
            i += 1
            guard skip(), let value = word(), skip(), i < s.count, s[i] == ";" else { return nil }
            i += 1
            table[key] = value
        }
    }
}

// MARK: JSON (.xcstrings)

enum JSONTextReader {
    /// A JSON text as property-list values (objects as dictionaries); nil when malformed.
    static func read(_ bytes: [UInt8]) -> PlistValue? {
        let s = Array(String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self).unicodeScalars)
        var i = 0
        func space() { while i < s.count, s[i] == " " || s[i] == "\n" || s[i] == "\r" || s[i] == "\t" { i += 1 } }
        func string() -> String? {
            guard i < s.count, s[i] == "\"" else { return nil }
            i += 1
            var out = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            while i < s.count, s[i] != "\"" {
                if s[i] == "\\" {
                    i += 1
                    guard i < s.count else { return nil }
                    switch s[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "b": out.append("\u{8}")
                    case "f": out.append("\u{C}")
                    case "u":
                        guard i + 4 < s.count, let v = UInt32(String(String.UnicodeScalarView(s[(i + 1)...(i + 4)])), radix: 16) else { return nil }
                        i += 4
                        if (0xD800...0xDBFF).contains(v) { pendingHigh = v; i += 1; continue }
                        if (0xDC00...0xDFFF).contains(v), let high = pendingHigh {
                            if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (v - 0xDC00)) { out.append(scalar) }
                        } else if let scalar = Unicode.Scalar(v) {
                            out.append(scalar)
                        }
                    default: out.append(s[i])
                    }
                } else {
                    out.append(s[i])
                }
                pendingHigh = nil
                i += 1
            }
            guard i < s.count else { return nil }
            i += 1
            return String(out)
        }
        func value(_ depth: Int) -> PlistValue? {
            guard depth < PropertyListReader.maxDepth else { return nil }
            space()
            guard i < s.count else { return nil }
            switch s[i] {
            case "{":
                i += 1
                var dict = PlistDict()
                space()
                if i < s.count, s[i] == "}" { i += 1; return .dict(dict) }
                while true {
                    space()
                    guard let key = string() else { return nil }
                    space()
                    guard i < s.count, s[i] == ":" else { return nil }
                    i += 1
                    guard let item = value(depth + 1) else { return nil }
                    dict.set(key, item)
                    space()
                    guard i < s.count else { return nil }
                    if s[i] == "," { i += 1; continue }
                    if s[i] == "}" { i += 1; return .dict(dict) }
                    return nil
                }
            case "[":
                i += 1
                var items: [PlistValue] = []
                space()
                if i < s.count, s[i] == "]" { i += 1; return .array(items) }
                while true {
                    guard let item = value(depth + 1) else { return nil }
                    items.append(item)
                    space()
                    guard i < s.count else { return nil }
                    if s[i] == "," { i += 1; continue }
                    if s[i] == "]" { i += 1; return .array(items) }
                    return nil
                }
            case "\"":
                return string().map { .string($0) }
            default:
                let start = i
                while i < s.count, !",]} \n\r\t".unicodeScalars.contains(s[i]) { i += 1 }
                let word = String(String.UnicodeScalarView(s[start..<i]))
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "null": return .null
                default:
                    if let v = Int(word) { return .integer(v) }
                    return Double(word).map { .real($0) }
                }
            }
        }
        guard let result = value(0) else { return nil }
        space()
        return i == s.count ? result : nil
    }
}
