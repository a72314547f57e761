/// What a JSON document needs before a `JSONDecoder` reads it, and after a `JSONEncoder` wrote it, so that no
/// single stored value can fail a read or a save and every number is written back as it was stored.
///
/// `SettingsCoding` (SettingsStore) runs both; code that decodes settings with its own `JSONDecoder` can too:
///
/// ```swift
/// let prepared = SettingsJSONDocument.prepare(bytes)
/// for issue in prepared.issues { report.record(issue) }
/// decoder.userInfo[.settingsJSONNumberTexts] = prepared.numberTexts
/// let settings = try decoder.decode(BetaSettings.self, from: Data(prepared.bytes ?? bytes))
/// ```
///
/// - **Depth.** A container (array or mapping) that opens more than ``SettingsJSONValue/maximumDepth`` levels deep
///   in the document is replaced by `null`, and reported (``SettingsDecodingReport/Issue/Kind-swift.enum/droppedUnknown(_:)``).
///   `JSONDecoder` refuses a whole document nested more than 512 levels and `JSONEncoder` a value nested about as
///   deep, so without this one deep value would make the whole document unreadable, or every later save fail.
/// - **Numbers.** The text of every number that an `Int64` or a `Double` would not write back byte for byte
///   (`18446744073709551615`, `-0.0`, `1.50`, `1E5`, `0.1000000000000000000001`, `1e400`) is kept by its place in
///   the document (``numberTexts``): a ``SettingsJSONValue`` decoded there is ``SettingsJSONValue/number(_:)``
///   with that text, also when no `Double` can hold it (`1e400`, `1e-400`: `JSONDecoder` refuses to read it as any
///   number, so it used to be dropped).
/// - **Duplicate keys.** A key that appears more than once in one mapping keeps its first value; the later members
///   are removed before decoding (so every decoder reads the same value), and each is reported
///   (``SettingsDecodingReport/Issue/Kind-swift.enum/duplicateKey(_:)``).
public enum SettingsJSONDocument {
    /// The result of ``prepare(_:)``.
    public struct Prepared: Sendable {
        /// The document to decode, or nil when it is the input unchanged.
        public var bytes: [UInt8]?
        /// The stored text of the numbers that need it, for the decoder's user info under
        /// ``Swift/CodingUserInfoKey/settingsJSONNumberTexts``.
        public var numberTexts: SettingsJSONNumberTexts
        /// What was dropped, for the decoding report.
        public var issues: [SettingsDecodingReport.Issue]
    }

    /// Scans `bytes`. A document that is not valid JSON comes back unchanged, with nothing recorded: the decoder
    /// reports it.
    public static func prepare(_ bytes: [UInt8]) -> Prepared {
        var scanner = Scanner(bytes: bytes)
        guard scanner.run() else { return Prepared(bytes: nil, numberTexts: SettingsJSONNumberTexts(), issues: []) }
        guard !scanner.duplicates.isEmpty else {
            return Prepared(bytes: scanner.output, numberTexts: SettingsJSONNumberTexts(scanner.numbers), issues: scanner.issues)
        }
        // The document without the later members of each duplicated key, scanned again for depth and numbers.
        var deduplicated: [UInt8] = []
        deduplicated.reserveCapacity(bytes.count)
        var copied = 0
        for range in scanner.duplicates.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= copied {
            deduplicated.append(contentsOf: bytes[copied..<range.lowerBound])
            copied = range.upperBound
        }
        deduplicated.append(contentsOf: bytes[copied...])
        var second = Scanner(bytes: deduplicated)
        guard second.run() else { return Prepared(bytes: nil, numberTexts: SettingsJSONNumberTexts(), issues: []) }
        return Prepared(bytes: second.output ?? deduplicated, numberTexts: SettingsJSONNumberTexts(second.numbers),
                        issues: scanner.duplicateIssues + second.issues)
    }

    /// The encoded document with every number a ``SettingsJSONNumberWriter`` stood in for written as its text.
    public static func finish(_ bytes: [UInt8], numbers: SettingsJSONNumberWriter) -> [UInt8] {
        numbers.substitute(in: bytes)
    }

    /// One step from a parent container to a value: a mapping's key or an array's index.
    public enum PathComponent: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private struct Frame {
        var isObject: Bool
        /// The current member's key (in the document, quotes excluded; escapes not decoded) or element index.
        var keyStart = 0
        var keyEnd = 0
        var index = -1
        /// The keys of a mapping's members so far.
        var keys: Set<String> = []
        /// Where the current member starts (its comma), and whether its key came before in this mapping.
        var memberStart = 0
        var duplicate = false
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var stack: [Frame] = []
        var output: [UInt8]?
        /// The end of the input copied to `output` so far.
        var copied = 0
        var numbers: [[PathComponent]: String] = [:]
        var issues: [SettingsDecodingReport.Issue] = []
        /// The byte ranges of the members whose key came before in the same mapping (comma to end of value).
        var duplicates: [Range<Int>] = []
        var duplicateIssues: [SettingsDecodingReport.Issue] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func run() -> Bool {
            skipSpace()
            guard value() else { return false }
            skipSpace()
            guard position == bytes.count else { return false }
            if output != nil { replace(upTo: bytes.count, with: []) }
            return true
        }

        /// One value and, iteratively, everything inside it (an explicit stack: deep documents cannot overflow).
        mutating func value() -> Bool {
            while true {
                guard position < bytes.count else { return false }
                let byte = bytes[position]
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    if stack.count >= SettingsJSONValue.maximumDepth {
                        guard dropContainer() else { return false }
                    } else {
                        position += 1
                        stack.append(Frame(isObject: byte == UInt8(ascii: "{")))
                        skipSpace()
                        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                        if position < bytes.count, bytes[position] == close {
                            position += 1
                            stack.removeLast()
                        } else {
                            guard member(comma: nil) else { return false }
                            continue
                        }
                    }
                } else {
                    guard scalar() else { return false }
                }
                // After a value: close containers, or move to the next member.
                while let frame = stack.last {
                    let valueEnd = position
                    skipSpace()
                    guard position < bytes.count else { return false }
                    let byte = bytes[position]
                    if frame.duplicate, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") {
                        duplicates.append(frame.memberStart..<valueEnd)
                    }
                    if byte == UInt8(ascii: ",") {
                        let comma = position
                        position += 1
                        skipSpace()
                        guard member(comma: comma) else { return false }
                        break
                    }
                    guard byte == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
                    position += 1
                    stack.removeLast()
                }
                if stack.isEmpty { return true }
            }
        }

        /// Reads the key of the next member of the innermost mapping, or counts the next element of an array;
        /// leaves `position` at the member's value.
        mutating func member(comma: Int?) -> Bool {
            let last = stack.count - 1
            if stack[last].isObject {
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return false }
                let start = position + 1
                guard skipString() else { return false }
                stack[last].keyStart = start
                stack[last].keyEnd = position - 1
                let key = Self.unescaped(bytes[start..<(position - 1)])
                stack[last].duplicate = !stack[last].keys.insert(key).inserted
                if stack[last].duplicate, let comma {
                    stack[last].memberStart = comma
                    duplicateIssues.append(SettingsDecodingReport.Issue(
                        path: shownPath(), kind: .duplicateKey("the first value was read and this one dropped")))
                } else {
                    stack[last].duplicate = false
                }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                position += 1
                skipSpace()
            } else {
                stack[last].index += 1
            }
            return true
        }

        mutating func scalar() -> Bool {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""): return skipString()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return number()
            }
        }

        mutating func literal(_ word: String) -> Bool {
            let utf8 = word.utf8
            guard position + utf8.count <= bytes.count, bytes[position..<position + utf8.count].elementsEqual(utf8) else { return false }
            position += utf8.count
            return true
        }

        mutating func number() -> Bool {
            // -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
            let start = position
            var nonZeroDigit = false  // in the mantissa: "-0", "-0.0" are negative zeros
            func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
            func digits() -> Int {
                let first = position
                while isDigit(position) {
                    if bytes[position] != UInt8(ascii: "0") { nonZeroDigit = true }
                    position += 1
                }
                return position - first
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let integerStart = position
            let integerDigits = digits()
            guard integerDigits > 0, bytes[integerStart] != UInt8(ascii: "0") || integerDigits == 1 else { return false }
            var plainInteger = true
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                plainInteger = false
                guard digits() > 0 else { return false }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                plainInteger = false
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                let exponentStart = position
                while isDigit(position) { position += 1 }
                guard position > exponentStart else { return false }
            }
            // An integer of at most 18 digits, other than "-0", reads and writes back as an Int64.
            let negativeZero = start != integerStart && !nonZeroDigit
            if plainInteger, integerDigits <= 18, !negativeZero { return true }
            // ASCII by construction (digits, sign, point, exponent).
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            numbers[path()] = text
            return true
        }

        /// Replaces the container at `position` (nested too deep to keep) by `null`, and reports it.
        mutating func dropContainer() -> Bool {
            let start = position
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    guard skipString() else { return false }
                    continue
                }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        break
                    }
                }
                position += 1
            }
            guard depth == 0 else { return false }
            replace(upTo: start, with: Array("null".utf8))
            copied = position
            let shown = shownPath()
            let reason = "a value nested more than \(SettingsJSONValue.maximumDepth) levels deep (at depth \(stack.count + 1)) "
                + "cannot be kept; it was replaced by null"
            issues.append(SettingsDecodingReport.Issue(path: shown, kind: .droppedUnknown(reason)))
            return true
        }

        /// Copies the input from `copied` up to `end` into `output`, then `replacement`.
        mutating func replace<S: Sequence<UInt8>>(upTo end: Int, with replacement: S) {
            if output == nil {
                output = []
                output!.reserveCapacity(bytes.count + 16)
            }
            output!.append(contentsOf: bytes[copied..<end])
            output!.append(contentsOf: replacement)
            copied = end
        }

        /// Moves past a string starting at `position` (its opening quote); false when it does not end.
        mutating func skipString() -> Bool {
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return true
                }
                if byte == UInt8(ascii: "\\") { position += 1 }
                else if byte < 0x20 { return false }
                position += 1
            }
            return false
        }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
                default: return
                }
            }
        }

        /// The path to the current value for a report: its first 8 keys or indexes (then `…`).
        func shownPath() -> [String] {
            let path = path()
            var shown = path.prefix(8).map { component -> String in
                switch component {
                case .key(let key): key
                case .index(let index): String(index)
                }
            }
            if path.count > 8 { shown.append("…") }
            return shown
        }

        /// The path from the root to the current value, as a decoder's coding path names it.
        func path() -> [PathComponent] {
            stack.map { frame in
                frame.isObject ? .key(Self.unescaped(bytes[frame.keyStart..<frame.keyEnd])) : .index(frame.index)
            }
        }

        /// The text of a JSON string's content (between its quotes).
        static func unescaped(_ raw: ArraySlice<UInt8>) -> String {
            guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
            var scalars = String.UnicodeScalarView()
            var utf8: [UInt8] = []
            var index = raw.startIndex
            func flush() {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll()
            }
            func hex(_ at: Int) -> UInt32? {
                guard at + 4 <= raw.endIndex else { return nil }
                var value: UInt32 = 0
                for byte in raw[at..<at + 4] {
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - UInt8(ascii: "a") + 10)
                    case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
                    default: return nil
                    }
                }
                return value
            }
            while index < raw.endIndex {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\"), index + 1 < raw.endIndex else {
                    utf8.append(byte)
                    index += 1
                    continue
                }
                flush()
                let code = raw[index + 1]
                index += 2
                switch code {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard var value = hex(index) else { break }
                    index += 4
                    if (0xD800..<0xDC00).contains(value), index + 6 <= raw.endIndex, raw[index] == UInt8(ascii: "\\"),
                       raw[index + 1] == UInt8(ascii: "u"), let low = hex(index + 2), (0xDC00..<0xE000).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(code))
                }
            }
            flush()
            return String(scalars)
        }
    }
}

/// The stored text of numbers by their place in a document (see ``SettingsJSONDocument``), for a decoder's user
/// info under ``Swift/CodingUserInfoKey/settingsJSONNumberTexts``.
public struct SettingsJSONNumberTexts: Sendable {
    let texts: [[SettingsJSONDocument.PathComponent]: String]

    public init() {
        texts = [:]
    }

    init(_ texts: [[SettingsJSONDocument.PathComponent]: String]) {
        self.texts = texts
    }

    public var isEmpty: Bool { texts.isEmpty }

    /// The stored text of the number at `codingPath`, if it was kept.
    func text(at codingPath: [any CodingKey]) -> String? {
        guard !texts.isEmpty else { return nil }
        let path = codingPath.map { key -> SettingsJSONDocument.PathComponent in
            if let index = key.intValue { .index(index) } else { .key(key.stringValue) }
        }
        return texts[path]
    }
}

/// Stands in for numbers kept as text (``SettingsJSONValue/number(_:)``) while a `JSONEncoder` writes a
/// document, which can only write numbers it holds as `Int64`, `UInt64` or `Double`: each is encoded as a string
/// naming it (with a random tag no stored string holds), and ``SettingsJSONDocument/finish(_:numbers:)``
/// writes the number's text in its place. Put one into the encoder's user info under
/// ``Swift/CodingUserInfoKey/settingsJSONNumberWriter``. Without one, such a number is written as the nearest
/// `Int64`, `UInt64` or `Double`, or as a string of its text when no `Double` holds it.
public final class SettingsJSONNumberWriter: @unchecked Sendable {
    private let lock = SettingsLock()
    private let tag: String
    private var texts: [String] = []

    public init() {
        var generator = SystemRandomNumberGenerator()
        tag = "settingsc-number-" + String(generator.next() as UInt64, radix: 16) + String(generator.next() as UInt64, radix: 16) + "-"
    }

    /// True when nothing was stood in for.
    public var isEmpty: Bool { lock.withLock { texts.isEmpty } }

    /// The string that stands in for `text`.
    func placeholder(for text: String) -> String {
        lock.withLock {
            texts.append(text)
            return tag + String(texts.count - 1)
        }
    }

    func substitute(in bytes: [UInt8]) -> [UInt8] {
        let texts = lock.withLock { self.texts }
        guard !texts.isEmpty else { return bytes }
        let marker = Array(("\"" + tag).utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == marker[0], index + marker.count < bytes.count, bytes[index..<index + marker.count].elementsEqual(marker) {
                var end = index + marker.count
                var number = 0
                while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
                    number = number &* 10 &+ Int(bytes[end] - UInt8(ascii: "0"))
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "\""), end > index + marker.count, number < texts.count {
                    output.append(contentsOf: texts[number].utf8)
                    index = end + 1
                    continue
                }
            }
            output.append(bytes[index])
            index += 1
        }
        return output
    }
}

extension CodingUserInfoKey {
    /// Where a decoder carries ``SettingsJSONNumberTexts`` from ``SettingsJSONDocument/prepare(_:)``.
    public static let settingsJSONNumberTexts = CodingUserInfoKey(rawValue: "settingsc.jsonNumberTexts")!
    /// Where an encoder carries a ``SettingsJSONNumberWriter``.
    public static let settingsJSONNumberWriter = CodingUserInfoKey(rawValue: "settingsc.jsonNumberWriter")!
}
