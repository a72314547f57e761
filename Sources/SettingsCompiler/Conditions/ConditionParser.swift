/// The syntax of `visibleWhen:` / `enabledWhen:` conditions, and its recursive-descent parser.
///
/// ```text
/// condition  := or
/// or         := and ( "||" and )*
/// and        := comparison ( "&&" comparison )*
/// comparison := unary ( ( "==" | "!=" | "<" | "<=" | ">" | ">=" ) unary )?     -- does not chain
/// unary      := "!" unary | primary
/// primary    := "(" condition ")" | path | fact | available | "." name | number | string | "true" | "false" | "nil"
/// path       := name ( "." name )*                                            -- no spaces around dots
/// fact       := "$" name                                                      -- a fact the app knows
/// available  := "available" "(" name number ")"                               -- `available(iOS 18.1)`
/// name       := [A-Za-z_][A-Za-z0-9_]*
/// number     := "-"? digits ( "." digits )? ( ("e" | "E") ("+" | "-")? digits )?
/// string     := '"' ( any character but '"' and '\', or '\"', '\\' )* '"'  |  "'" ( any but "'" )* "'"
/// ```
///
/// `!` binds tighter than a comparison (`!a == b` is `(!a) == b`, as in Swift), a comparison tighter than `&&`,
/// and `&&` tighter than `||`. Offsets count Unicode scalars from the start of the condition text.
public indirect enum ConditionSyntax: Sendable, Hashable {
    /// `smoothing.enabled`: names joined by dots (a single name may also be an enum case, see the checker).
    case path([String], offset: Int, length: Int)
    /// `.weightedAverage`: an enum case.
    case enumCase(String, offset: Int, length: Int)
    /// `$accountCount`: a fact the app knows (its name, without `$`).
    case fact(String, offset: Int, length: Int)
    /// `available(iOS 18.1)`: the platform and the version as written; `offset`/`length` span the whole call.
    case available(platform: String, version: String, offset: Int, length: Int)
    /// A number as written (`2`, `-0.5`, `1e3`).
    case number(String, offset: Int, length: Int)
    case string(String, offset: Int, length: Int)
    case bool(Bool, offset: Int, length: Int)
    case null(offset: Int, length: Int)
    case not(ConditionSyntax, offset: Int)
    case and(ConditionSyntax, ConditionSyntax)
    case or(ConditionSyntax, ConditionSyntax)
    case compare(ConditionSyntax, ConditionOperator, ConditionSyntax, operatorOffset: Int)

    /// Where the expression starts, in scalars from the start of the condition.
    public var offset: Int {
        switch self {
        case .path(_, let offset, _), .enumCase(_, let offset, _), .number(_, let offset, _), .string(_, let offset, _),
             .bool(_, let offset, _), .null(let offset, _), .not(_, let offset), .fact(_, let offset, _),
             .available(_, _, let offset, _):
            offset
        case .and(let lhs, _), .or(let lhs, _), .compare(let lhs, _, _, _): lhs.offset
        }
    }

    /// One past where the expression ends.
    public var end: Int {
        switch self {
        case .path(_, let offset, let length), .enumCase(_, let offset, let length), .number(_, let offset, let length),
             .string(_, let offset, let length), .bool(_, let offset, let length), .null(let offset, let length),
             .fact(_, let offset, let length), .available(_, _, let offset, let length):
            offset + length
        case .not(let inner, _): inner.end
        case .and(_, let rhs), .or(_, let rhs), .compare(_, _, let rhs, _): rhs.end
        }
    }
}

/// A syntax error at a scalar offset of the condition text.
public struct ConditionSyntaxError: Error, Sendable, Hashable {
    public var message: String
    public var offset: Int
    public var length: Int

    public init(message: String, offset: Int, length: Int = 1) {
        self.message = message
        self.offset = offset
        self.length = length
    }
}

public enum ConditionParser {
    /// The longest condition settingsc reads, in Unicode scalars, and the deepest nesting of parentheses and
    /// `!`: a hostile schema cannot make the parser recurse without bound.
    public static let maxLength = 4_096
    public static let maxDepth = 64

    /// Parses a condition, or returns the first syntax error.
    public static func parse(_ text: String) -> Result<ConditionSyntax, ConditionSyntaxError> {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > maxLength {
            return .failure(ConditionSyntaxError(
                message: "the condition is \(scalars.count) characters long; at most \(maxLength) are allowed", offset: 0))
        }
        var parser = Parser(tokens: [], index: 0, depth: 0, endOffset: scalars.count)
        do {
            parser.tokens = try Lexer.tokens(scalars)
            guard !parser.tokens.isEmpty else {
                throw ConditionSyntaxError(message: "the condition is empty; write e.g. `enabled` or `level >= 2`", offset: 0)
            }
            let expression = try parser.condition()
            if let extra = parser.peek {
                throw ConditionSyntaxError(
                    message: "unexpected \(extra.kind.description) after a complete condition; join conditions with `&&` or `||`",
                    offset: extra.offset, length: extra.length)
            }
            return .success(expression)
        } catch let error as ConditionSyntaxError {
            return .failure(error)
        } catch {
            return .failure(ConditionSyntaxError(message: "\(error)", offset: 0))
        }
    }
}

struct ConditionToken: Sendable {
    enum Kind: Sendable, Hashable, CustomStringConvertible {
        case path([String])
        case enumCase(String)
        case fact(String)
        case number(String)
        case string(String)
        case symbol(String)

        var description: String {
            switch self {
            case .path(let names): "'\(names.joined(separator: "."))'"
            case .enumCase(let name): "'.\(name)'"
            case .fact(let name): "'$\(name)'"
            case .number(let text): "number \(text)"
            case .string: "a string"
            case .symbol(let symbol): "'\(symbol)'"
            }
        }
    }

    var kind: Kind
    var offset: Int
    var length: Int
}

private enum Lexer {
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isNameBody(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || isDigit(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func tokens(_ scalars: [Unicode.Scalar]) throws(ConditionSyntaxError) -> [ConditionToken] {
        var tokens: [ConditionToken] = []
        var index = 0
        func name(at start: Int) -> (String, Int) {
            var end = start
            while end < scalars.count, isNameBody(scalars[end]) { end += 1 }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[start..<end])
            return (String(text), end)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                index += 1
                continue
            }
            if isNameStart(scalar) {
                var names: [String] = []
                var (first, end) = name(at: index)
                names.append(first)
                while end + 1 < scalars.count, scalars[end] == ".", isNameStart(scalars[end + 1]) {
                    (first, end) = name(at: end + 1)
                    names.append(first)
                }
                if end < scalars.count, scalars[end] == "." {
                    throw ConditionSyntaxError(
                        message: "expected a name after '.' in '\(names.joined(separator: ".")).'; a path is names joined by dots, without spaces",
                        offset: end)
                }
                tokens.append(ConditionToken(kind: .path(names), offset: start, length: end - start))
                index = end
                continue
            }
            if scalar == "$" {
                guard index + 1 < scalars.count, isNameStart(scalars[index + 1]) else {
                    throw ConditionSyntaxError(message: "expected a fact's name after '$', e.g. `$iPad`", offset: index)
                }
                let (factName, end) = name(at: index + 1)
                if end < scalars.count, scalars[end] == "." {
                    throw ConditionSyntaxError(message: "a fact is one name, `$\(factName)`; it has no members", offset: end)
                }
                tokens.append(ConditionToken(kind: .fact(factName), offset: start, length: end - start))
                index = end
                continue
            }
            if scalar == "." {
                guard index + 1 < scalars.count, isNameStart(scalars[index + 1]) else {
                    throw ConditionSyntaxError(message: "expected an enum case name after '.', e.g. `.weightedAverage`", offset: index)
                }
                let (caseName, end) = name(at: index + 1)
                tokens.append(ConditionToken(kind: .enumCase(caseName), offset: start, length: end - start))
                index = end
                continue
            }
            if isDigit(scalar) || (scalar == "-" && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                var end = index + 1
                while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                if end + 1 < scalars.count, scalars[end] == ".", isDigit(scalars[end + 1]) {
                    end += 1
                    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                }
                if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
                    var exponent = end + 1
                    if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
                    if exponent < scalars.count, isDigit(scalars[exponent]) {
                        end = exponent
                        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                    }
                }
                if end < scalars.count, isNameBody(scalars[end]) || scalars[end] == "." {
                    throw ConditionSyntaxError(message: "a malformed number; write e.g. `2`, `-1` or `0.5`", offset: start, length: end + 1 - start)
                }
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[start..<end])
                tokens.append(ConditionToken(kind: .number(String(text)), offset: start, length: end - start))
                index = end
                continue
            }
            if scalar == "\"" || scalar == "'" {
                var end = index + 1
                var value = String.UnicodeScalarView()
                var closed = false
                while end < scalars.count {
                    let next = scalars[end]
                    if next == scalar {
                        closed = true
                        end += 1
                        break
                    }
                    if scalar == "\"", next == "\\" {
                        guard end + 1 < scalars.count, scalars[end + 1] == "\"" || scalars[end + 1] == "\\" else {
                            throw ConditionSyntaxError(message: "unknown escape in a string; only \\\" and \\\\ are escapes", offset: end, length: 2)
                        }
                        value.append(scalars[end + 1])
                        end += 2
                        continue
                    }
                    value.append(next)
                    end += 1
                }
                guard closed else {
                    throw ConditionSyntaxError(message: "the string is not closed; end it with \(scalar)", offset: start, length: end - start)
                }
                tokens.append(ConditionToken(kind: .string(String(value)), offset: start, length: end - start))
                index = end
                continue
            }
            let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch (scalar, next) {
            case ("=", "="), ("!", "="), ("<", "="), (">", "="), ("&", "&"), ("|", "|"):
                tokens.append(ConditionToken(kind: .symbol(String(scalar) + String(next!)), offset: start, length: 2))
                index += 2
            case ("!", _), ("<", _), (">", _), ("(", _), (")", _):
                tokens.append(ConditionToken(kind: .symbol(String(scalar)), offset: start, length: 1))
                index += 1
            case ("=", _):
                throw ConditionSyntaxError(message: "'=' is not an operator; compare with `==`", offset: start)
            case ("&", _):
                throw ConditionSyntaxError(message: "'&' is not an operator; write `&&` for and", offset: start)
            case ("|", _):
                throw ConditionSyntaxError(message: "'|' is not an operator; write `||` for or", offset: start)
            default:
                let printable = scalar.value >= 0x20 && scalar.value != 0x7F
                throw ConditionSyntaxError(
                    message: printable ? "unexpected character '\(scalar)' in a condition" : "unexpected control character in a condition",
                    offset: start)
            }
        }
        return tokens
    }
}

private struct Parser {
    var tokens: [ConditionToken]
    var index: Int
    var depth: Int
    /// The condition's length: where "the end" is reported.
    let endOffset: Int

    var peek: ConditionToken? { index < tokens.count ? tokens[index] : nil }

    func isSymbol(_ symbol: String) -> Bool {
        if case .symbol(let found)? = peek?.kind { return found == symbol }
        return false
    }

    mutating func advance() -> ConditionToken {
        defer { index += 1 }
        return tokens[index]
    }

    mutating func condition() throws(ConditionSyntaxError) -> ConditionSyntax {
        var lhs = try and()
        while isSymbol("||") {
            _ = advance()
            lhs = .or(lhs, try and())
        }
        return lhs
    }

    mutating func and() throws(ConditionSyntaxError) -> ConditionSyntax {
        var lhs = try comparison()
        while isSymbol("&&") {
            _ = advance()
            lhs = .and(lhs, try comparison())
        }
        return lhs
    }

    mutating func comparisonOperator() -> ConditionOperator? {
        guard case .symbol(let symbol)? = peek?.kind else { return nil }
        return ConditionOperator(rawValue: symbol)
    }

    mutating func comparison() throws(ConditionSyntaxError) -> ConditionSyntax {
        let lhs = try unary()
        guard let op = comparisonOperator() else { return lhs }
        let token = advance()
        let rhs = try unary()
        if comparisonOperator() != nil, let extra = peek {
            throw ConditionSyntaxError(
                message: "comparisons do not chain; join two comparisons with `&&`, e.g. `a > 1 && a < 5`",
                offset: extra.offset, length: extra.length)
        }
        return .compare(lhs, op, rhs, operatorOffset: token.offset)
    }

    mutating func unary() throws(ConditionSyntaxError) -> ConditionSyntax {
        if isSymbol("!") {
            let token = advance()
            return try nested(at: token.offset) { parser throws(ConditionSyntaxError) in
                .not(try parser.unary(), offset: token.offset)
            }
        }
        return try primary()
    }

    mutating func nested(at offset: Int, _ body: (inout Parser) throws(ConditionSyntaxError) -> ConditionSyntax) throws(ConditionSyntaxError) -> ConditionSyntax {
        depth += 1
        defer { depth -= 1 }
        if depth > ConditionParser.maxDepth {
            throw ConditionSyntaxError(message: "the condition is nested more than \(ConditionParser.maxDepth) levels deep", offset: offset)
        }
        return try body(&self)
    }

    mutating func primary() throws(ConditionSyntaxError) -> ConditionSyntax {
        guard let token = peek else {
            throw ConditionSyntaxError(message: "the condition ends where a setting or a value was expected", offset: endOffset)
        }
        switch token.kind {
        case .symbol("("):
            _ = advance()
            let inner = try nested(at: token.offset) { parser throws(ConditionSyntaxError) in try parser.condition() }
            guard isSymbol(")") else {
                if let next = peek {
                    throw ConditionSyntaxError(
                        message: "expected ')' to close the '(' at column offset \(token.offset + 1), found \(next.kind.description)",
                        offset: next.offset, length: next.length)
                }
                throw ConditionSyntaxError(message: "the '(' is never closed; add ')'", offset: token.offset)
            }
            _ = advance()
            return inner
        case .symbol(let symbol):
            throw ConditionSyntaxError(
                message: "expected a setting or a value, found '\(symbol)'", offset: token.offset, length: token.length)
        case .path(["available"]) where index + 1 < tokens.count && {
            if case .symbol("(") = tokens[index + 1].kind { return true }
            return false
        }():
            return try available(token)
        case .path(let names):
            _ = advance()
            if names.count == 1 {
                switch names[0] {
                case "true": return .bool(true, offset: token.offset, length: token.length)
                case "false": return .bool(false, offset: token.offset, length: token.length)
                case "nil": return .null(offset: token.offset, length: token.length)
                default: break
                }
            }
            return .path(names, offset: token.offset, length: token.length)
        case .enumCase(let name):
            _ = advance()
            return .enumCase(name, offset: token.offset, length: token.length)
        case .fact(let name):
            _ = advance()
            return .fact(name, offset: token.offset, length: token.length)
        case .number(let text):
            _ = advance()
            return .number(text, offset: token.offset, length: token.length)
        case .string(let text):
            _ = advance()
            return .string(text, offset: token.offset, length: token.length)
        }
    }

    /// `available(iOS 18.1)`, from the `available` token on.
    mutating func available(_ start: ConditionToken) throws(ConditionSyntaxError) -> ConditionSyntax {
        _ = advance()  // available
        _ = advance()  // (
        let usage = "write `available(iOS 18)`: a platform (iOS, macOS, tvOS, watchOS, visionOS) and a version"
        guard let platformToken = peek, case .path(let names) = platformToken.kind, names.count == 1 else {
            throw ConditionSyntaxError(message: "expected a platform after 'available('; \(usage)", offset: peek?.offset ?? endOffset)
        }
        _ = advance()
        guard let versionToken = peek, case .number(let version) = versionToken.kind else {
            throw ConditionSyntaxError(message: "expected a version after '\(names[0])'; \(usage)", offset: peek?.offset ?? endOffset)
        }
        _ = advance()
        guard let close = peek, case .symbol(")") = close.kind else {
            throw ConditionSyntaxError(message: "expected ')' to close 'available('; \(usage)", offset: peek?.offset ?? endOffset)
        }
        _ = advance()
        return .available(platform: names[0], version: version, offset: start.offset, length: close.offset + 1 - start.offset)
    }
}
