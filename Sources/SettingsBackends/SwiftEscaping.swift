import SettingsCompiler

/// The one place where text from a schema becomes Swift source. Every string a schema supplies goes
/// through `stringLiteral` or `docComment`; identifiers come validated from the IR and are escaped
/// with backticks where they are keywords.
public enum SwiftEscaping {
    /// A Swift string literal whose value is exactly `text`: quotes, backslashes (so `\(` stays text),
    /// and every control or line-breaking character are escaped.
    public static func stringLiteral(_ text: String) -> String {
        // Fast path: printable ASCII other than a quote or a backslash is its own literal.
        if allBytes(of: text, satisfy: { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
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
        if allBytes(of: text, satisfy: { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
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
        guard allBytes(of: text, satisfy: { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) else {
            printer.lines(docComment(text))
            return
        }
        printer.beginLine()
        printer.write(text.isEmpty ? "///" : "/// ")
        printer.write(text)
        printer.endLine()
    }

    /// `text.utf8.allSatisfy(predicate)`, over the contiguous UTF-8 of a native string when there is one (a
    /// plain loop over bytes, several times cheaper than the view's iterator; the fast paths above run for
    /// almost every string a schema supplies).
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
