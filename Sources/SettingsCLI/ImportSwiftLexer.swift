/// A lexical reading of Swift for `settingsc import --from swift`: identifiers, numbers, string literals,
/// punctuation, with comments skipped and each token's line and column. No parsing beyond that: the importer
/// matches short token patterns (see `SwiftImporter`). Every loop advances, so any input ends; a string that
/// interpolates (`"\(x)"`) is a token that is not a literal.
struct SwiftToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        case number(String)
        /// A string literal's value; `isLiteral` is false when it interpolates.
        case string(String, isLiteral: Bool)
        case punctuation(Character)
    }

    var kind: Kind
    var line: Int
    var column: Int

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    var literalString: String? {
        if case .string(let value, true) = kind { return value }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool {
        if case .punctuation(let p) = kind { return p == character }
        return false
    }

    func isIdentifier(_ name: String) -> Bool { identifier == name }
}

/// A `// sourcery: ...` line comment (`settingsc import --from automatic-settings` reads them): its line and
/// the text after `sourcery:`.
struct SwiftAnnotation: Sendable, Hashable {
    var line: Int
    var text: String
}

enum SwiftLexer {
    static func tokens(_ text: String) -> [SwiftToken] {
        scan(text).tokens
    }

    /// The tokens, and the `// sourcery:` annotations among the comments skipped.
    static func scan(_ text: String) -> (tokens: [SwiftToken], annotations: [SwiftAnnotation]) {
        let scalars = Array(text.unicodeScalars)
        var tokens: [SwiftToken] = []
        var annotations: [SwiftAnnotation] = []
        var index = 0
        var line = 1
        var lineStart = 0

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        func advance() {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
            s == "_" || s.properties.isAlphabetic
        }
        func isIdentifierPart(_ s: Unicode.Scalar) -> Bool {
            isIdentifierStart(s) || ("0"..."9").contains(s)
        }

        /// Reads a string literal starting at its opening quote (any `#`s already consumed).
        func readString(hashes: Int) -> (String, Bool) {
            let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
            for _ in 0..<(multiline ? 3 : 1) { advance() }
            var value = ""
            var isLiteral = true
            func atClose() -> Bool {
                let quotes = multiline ? 3 : 1
                for q in 0..<quotes where peek(q) != "\"" { return false }
                for h in 0..<hashes where peek(quotes + h) != "#" { return false }
                return true
            }
            func atEscape() -> Bool {
                guard peek(0) == "\\" else { return false }
                for h in 0..<hashes where peek(1 + h) != "#" { return false }
                return true
            }
            while index < scalars.count {
                if atClose() {
                    for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                    break
                }
                if !multiline, scalars[index] == "\n" { break }   // unterminated: stop at the line's end
                if atEscape() {
                    for _ in 0...hashes { advance() }
                    guard index < scalars.count else { break }
                    let escaped = scalars[index]
                    advance()
                    switch escaped {
                    case "n": value += "\n"
                    case "t": value += "\t"
                    case "r": value += "\r"
                    case "0": value += "\0"
                    case "\\", "\"", "'": value.unicodeScalars.append(escaped)
                    case "u":
                        var hex = ""
                        if index < scalars.count, scalars[index] == "{" {
                            advance()
                            while index < scalars.count, scalars[index] != "}", hex.count < 8 {
                                hex.unicodeScalars.append(scalars[index])
                                advance()
                            }
                            if index < scalars.count, scalars[index] == "}" { advance() }
                        }
                        if let code = UInt32(hex, radix: 16), let s = Unicode.Scalar(code) {
                            value.unicodeScalars.append(s)
                        } else {
                            isLiteral = false
                        }
                    case "(":
                        // Interpolation: skip to the matching parenthesis (strings inside are skipped crudely).
                        isLiteral = false
                        var depth = 1
                        while index < scalars.count, depth > 0 {
                            if scalars[index] == "(" { depth += 1 }
                            if scalars[index] == ")" { depth -= 1 }
                            if !multiline, scalars[index] == "\n" { break }
                            advance()
                        }
                    default:
                        isLiteral = false   // a line continuation or an escape this reader does not know
                    }
                    continue
                }
                value.unicodeScalars.append(scalars[index])
                advance()
            }
            if multiline {
                // The literal's lines lose the closing delimiter's indentation; a draft needs no more than this.
                if value.hasPrefix("\n") { value.removeFirst() }
                isLiteral = isLiteral && !value.contains("\n")
            }
            return (value, isLiteral)
        }

        while index < scalars.count {
            let scalar = scalars[index]
            let startLine = line
            let startColumn = index - lineStart + 1
            if scalar.properties.isWhitespace {
                advance()
                continue
            }
            if scalar == "/", peek(1) == "/" {
                var comment = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != "\n" {
                    comment.append(scalars[index])
                    advance()
                }
                let body = String(comment).dropFirst(2).drop(while: { $0 == " " || $0 == "\t" || $0 == "/" })
                if body.hasPrefix("sourcery:") {
                    annotations.append(SwiftAnnotation(line: startLine, text: String(body.dropFirst(9))))
                }
                continue
            }
            if scalar == "/", peek(1) == "*" {
                // Block comments nest in Swift.
                var depth = 0
                while index < scalars.count {
                    if scalars[index] == "/", peek(1) == "*" {
                        depth += 1
                        advance(); advance()
                    } else if scalars[index] == "*", peek(1) == "/" {
                        depth -= 1
                        advance(); advance()
                        if depth == 0 { break }
                    } else {
                        advance()
                    }
                }
                continue
            }
            if scalar == "#" || scalar == "\"" {
                // A raw string (#"..."#) or a string; a `#` not followed by a string is punctuation (#if, #selector).
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" {
                    for _ in 0..<hashes { advance() }
                    let (value, isLiteral) = readString(hashes: hashes)
                    tokens.append(SwiftToken(kind: .string(value, isLiteral: isLiteral), line: startLine, column: startColumn))
                    continue
                }
            }
            if scalar == "`" {
                advance()
                var name = ""
                while index < scalars.count, scalars[index] != "`", scalars[index] != "\n" {
                    name.unicodeScalars.append(scalars[index])
                    advance()
                }
                if index < scalars.count, scalars[index] == "`" { advance() }
                tokens.append(SwiftToken(kind: .identifier(name), line: startLine, column: startColumn))
                continue
            }
            if isIdentifierStart(scalar) || scalar == "$" {
                var name = ""
                while index < scalars.count, isIdentifierPart(scalars[index]) || scalars[index] == "$" {
                    name.unicodeScalars.append(scalars[index])
                    advance()
                }
                tokens.append(SwiftToken(kind: .identifier(name), line: startLine, column: startColumn))
                continue
            }
            if ("0"..."9").contains(scalar) {
                var number = ""
                while index < scalars.count {
                    let s = scalars[index]
                    let exponentSign = (s == "-" || s == "+") && (number.hasSuffix("e") || number.hasSuffix("E"))
                        && !number.hasPrefix("0x")
                    guard isIdentifierPart(s) || exponentSign
                            || (s == "." && peek(1).map { ("0"..."9").contains($0) } == true) else { break }
                    number.unicodeScalars.append(s)
                    advance()
                }
                tokens.append(SwiftToken(kind: .number(number), line: startLine, column: startColumn))
                continue
            }
            advance()
            tokens.append(SwiftToken(kind: .punctuation(Character(scalar)), line: startLine, column: startColumn))
        }
        return (tokens, annotations)
    }
}
