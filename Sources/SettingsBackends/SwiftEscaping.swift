import SettingsCompiler

/// The one place where text from a schema becomes Swift source. Every string a schema supplies goes
/// through `stringLiteral` or `docComment`; identifiers come validated from the IR and are escaped
/// with backticks where they are keywords.
public enum SwiftEscaping {
    /// A Swift string literal whose value is exactly `text`: quotes, backslashes (so `\(` stays text),
    /// and every control or line-breaking character are escaped.
    public static func stringLiteral(_ text: String) -> String {
        // Fast path: printable ASCII other than a quote or a backslash is its own literal.
        if isPlain(text, inLiteral: true) {
            // One allocation of the final size (`"\"" + text + "\""` made two strings and grew one).
            let count = text.utf8.count
            return String(unsafeUninitializedCapacity: count + 2) { target in
                target[0] = 0x22
                _ = UnsafeMutableBufferPointer(rebasing: target[1..<(count + 1)]).initialize(from: text.utf8)
                target[count + 1] = 0x22
                return count + 2
            }
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
                    || scalar.properties.generalCategory == .format {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `///` lines for a documentation comment. Line breaks of every kind start a new comment line,
    /// and other control characters are dropped, so the text can never end the comment early. Bidirectional
    /// controls and zero-width characters (`InvisibleCharacters`) are written as `\u{202E}`, so a reviewer sees
    /// them instead of text reordered or hidden by them (Trojan Source).
    public static func docComment(_ text: String) -> [String] {
        // Fast path: printable ASCII and tabs hold no line break and nothing to drop, so they make one line.
        if isPlain(text, inLiteral: false) {
            return [text.isEmpty ? "///" : "/// " + text]
        }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR:
                previousWasCR = false
                continue
            case "\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}":
                lines.append(String(current))
                current = String.UnicodeScalarView()
                previousWasCR = scalar == "\r"
                continue
            default:
                previousWasCR = false
                if scalar.value < 0x20 && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) { continue }
                if InvisibleCharacters.isHidden(scalar, after: current.last) {
                    // Bidi controls and zero-width characters are shown, not applied (Trojan Source).
                    current.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                    continue
                }
                current.append(scalar)
            }
        }
        lines.append(String(current))
        while lines.last?.allSatisfy(\.isWhitespace) == true, lines.count > 1 { lines.removeLast() }
        return lines.map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// Prints ``docComment(_:)``'s lines into `printer`; the common text of one line without an array or a string
    /// of its own (issue 32).
    public static func printDocComment(_ text: String, to printer: inout CodePrinter) {
        guard isPlain(text, inLiteral: false) else {
            printer.lines(docComment(text))
            return
        }
        printer.beginLine()
        printer.write(text.isEmpty ? "///" : "/// ")
        printer.write(text)
        printer.endLine()
    }

    /// Whether `text` needs no escaping: every byte printable ASCII (`0x20...0x7E`), and neither a quote nor a
    /// backslash `inLiteral` (``stringLiteral(_:)``'s fast path), or else a tab allowed (``docComment(_:)``'s). Checked
    /// eight bytes at a time over the contiguous UTF-8 of a native string (issue 32: a byte at a time, this check was
    /// about half the cost of printing a literal; the fast paths run for almost every string a schema supplies).
    static func isPlain(_ text: String, inLiteral: Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ isPlain($0, inLiteral: inLiteral) }) {
            return result
        }
        return text.utf8.allSatisfy { isPlain(byte: $0, inLiteral: inLiteral) }
    }

    /// Whether all eight bytes of `word` pass ``isPlain(byte:inLiteral:)``; false for a word with a tab, which only
    /// its bytes can tell.
    @inline(__always)
    static func isPlain(word: UInt64, inLiteral: Bool) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tooHigh = (word | (word &+ ones)) & high
        var allSet = (word &+ 0x60 &* ones) & high
        if inLiteral {
            allSet &= ((word ^ (0x22 &* ones)) &+ 0x7F &* ones) & ((word ^ (0x5C &* ones)) &+ 0x7F &* ones)
        }
        return tooHigh == 0 && allSet & high == high
    }

    @inline(__always)
    static func isPlain(byte: UInt8, inLiteral: Bool) -> Bool {
        inLiteral ? byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C : (byte >= 0x20 && byte < 0x7F) || byte == 0x09
    }

    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, inLiteral: Bool) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        let count = bytes.count
        var offset = 0
        // Per byte b of a word: b < 0x80 (the high bit clear); then, without carries between bytes, b + 0x60 has its
        // high bit set when b >= 0x20, b + 0x01 when b >= 0x7F, and (b ^ c) + 0x7F when b != c. A byte >= 0x80 may
        // carry into its neighbour, but its own high bit already fails the word. The tests are combined with `|` and
        // `&` into two comparisons (issue 32: five branches a word were most of the check's cost).
        while offset + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if !isPlain(word: word, inLiteral: inLiteral) {
                // A tab (allowed in a comment) fails the word's test: its bytes decide.
                for index in offset..<(offset + 8) where !isPlain(byte: bytes[index], inLiteral: inLiteral) { return false }
            }
            offset += 8
        }
        while offset < count {
            if !isPlain(byte: bytes[offset], inLiteral: inLiteral) { return false }
            offset += 1
        }
        return true
    }

    /// `text.utf8.allSatisfy(predicate)`, over the contiguous UTF-8 of a native string when there is one (a
    /// plain loop over bytes, several times cheaper than the view's iterator).
    @inline(__always)
    static func allBytes(of text: String, satisfy predicate: (UInt8) -> Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for byte in bytes where !predicate(byte) { return false }
            return true
        }) {
            return result
        }
        return text.utf8.allSatisfy(predicate)
    }

    /// A `//` comment line that cannot be broken by its content (used for paths in headers).
    public static func lineComment(_ text: String) -> String {
        "// " + docComment(text).map { String($0.dropFirst(3).drop(while: { $0 == " " })) }.joined(separator: " ")
    }
}
