/// The grammar of a lexical rule (`LexicalRule.grammar`): one declaration from which the editor schema's `pattern`
/// is printed (``LexicalGrammar/pattern``) and against which the compiler matches text (``LexicalGrammar/matches(_:)``),
/// so the two cannot drift apart. The pieces are what the language's names and short strings need: fixed text,
/// character classes with counts, repeated or optional groups and alternatives, always over the whole text.
public struct LexicalGrammar: Sendable {
    /// The pieces, in order; together they must cover the whole text.
    public let pieces: [LexicalPiece]
    /// The most Unicode scalars the text may have (the editor schema's `maxLength`); nil: no limit beyond the pieces'.
    public let maxLength: Int?

    public init(_ pieces: [LexicalPiece], maxLength: Int? = nil) {
        self.pieces = pieces
        self.maxLength = maxLength
    }

    /// The regular expression over the whole text (ECMA-262, as JSON Schema's `pattern`; also valid Swift Regex).
    public var pattern: String { "^" + LexicalPiece.pattern(pieces) + "$" }

    /// True when the whole of `text` follows the grammar.
    public func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        if let maxLength, scalars.count > maxLength { return false }
        return LexicalPiece.match(pieces[...], scalars, 0) { $0 == scalars.count }
    }
}

/// One piece of a ``LexicalGrammar``.
public indirect enum LexicalPiece: Sendable {
    /// This text exactly.
    case text(String)
    /// This ASCII text in any case (`http` is `[Hh][Tt][Tt][Pp]`).
    case anyCase(String)
    /// Between `min` and `max` (nil: any number) scalars of a class.
    case scalars(ScalarClass, min: Int, max: Int?)
    /// The pieces, between `min` and `max` (nil: any number) times.
    case group([LexicalPiece], min: Int, max: Int?)
    /// One of these sequences of pieces.
    case oneOf([[LexicalPiece]])

    /// One scalar of the class.
    public static func one(_ scalarClass: ScalarClass) -> LexicalPiece { .scalars(scalarClass, min: 1, max: 1) }
    /// One or more scalars of the class.
    public static func some(_ scalarClass: ScalarClass) -> LexicalPiece { .scalars(scalarClass, min: 1, max: nil) }
    /// Any number of scalars of the class, none included.
    public static func any(_ scalarClass: ScalarClass) -> LexicalPiece { .scalars(scalarClass, min: 0, max: nil) }

    static func pattern(_ pieces: [LexicalPiece]) -> String { pieces.map(\.pattern).joined() }

    var pattern: String {
        switch self {
        case .text(let text): return text.unicodeScalars.map { ScalarClass.escaped($0, inClass: false) }.joined()
        case .anyCase(let text):
            return text.unicodeScalars.map { scalar in
                let upper = scalar.properties.uppercaseMapping, lower = scalar.properties.lowercaseMapping
                return upper == lower ? ScalarClass.escaped(scalar, inClass: false) : "[\(upper)\(lower)]"
            }.joined()
        case .scalars(let scalarClass, let min, let max): return scalarClass.pattern + Self.count(min, max)
        case .group(let pieces, let min, let max): return "(?:" + Self.pattern(pieces) + ")" + Self.count(min, max)
        case .oneOf(let alternatives): return "(?:" + alternatives.map(Self.pattern).joined(separator: "|") + ")"
        }
    }

    static func count(_ min: Int, _ max: Int?) -> String {
        switch (min, max) {
        case (1, 1?): ""
        case (0, 1?): "?"
        case (0, nil): "*"
        case (1, nil): "+"
        case (let low, nil): "{\(low),}"
        case (let low, let high?) where low == high: "{\(low)}"
        case (let low, let high?): "{\(low),\(high)}"
        }
    }

    /// Matches `pieces` at `position`, then asks `rest` about where they end; backtracks over counts and alternatives.
    static func match(
        _ pieces: ArraySlice<LexicalPiece>, _ scalars: [Unicode.Scalar], _ position: Int, _ rest: (Int) -> Bool
    ) -> Bool {
        guard let piece = pieces.first else { return rest(position) }
        let next = pieces.dropFirst()
        switch piece {
        case .text(let text), .anyCase(let text):
            var index = position
            for expected in text.unicodeScalars {
                guard index < scalars.count else { return false }
                let found = scalars[index]
                let same: Bool
                if case .anyCase = piece {
                    same = found.properties.lowercaseMapping == expected.properties.lowercaseMapping && found.isASCII
                } else {
                    same = found == expected
                }
                guard same else { return false }
                index += 1
            }
            return match(next, scalars, index, rest)
        case .scalars(let scalarClass, let min, let max):
            var end = position
            while end < scalars.count, max.map({ end - position < $0 }) ?? true, scalarClass.contains(scalars[end]) { end += 1 }
            guard end - position >= min else { return false }
            // Greedy, giving back one scalar at a time.
            var count = end - position
            while count >= min {
                if match(next, scalars, position + count, rest) { return true }
                count -= 1
            }
            return false
        case .group(let inner, let min, let max):
            func repeatGroup(_ done: Int, _ at: Int) -> Bool {
                if max.map({ done < $0 }) ?? true,
                   match(inner[...], scalars, at, { end in end > at && repeatGroup(done + 1, end) }) {
                    return true
                }
                return done >= min && match(next, scalars, at, rest)
            }
            return repeatGroup(0, position)
        case .oneOf(let alternatives):
            return alternatives.contains { alternative in
                match(alternative[...], scalars, position) { end in match(next, scalars, end, rest) }
            }
        }
    }
}

/// A class of Unicode scalars: ranges of them, or every scalar outside the ranges.
public struct ScalarClass: Sendable {
    public let ranges: [ClosedRange<UInt32>]
    public let excluding: Bool

    public init(_ ranges: [ClosedRange<UInt32>], excluding: Bool = false) {
        self.ranges = ranges
        self.excluding = excluding
    }

    /// The class of these ranges of scalars (`"a"..."z"`) and single scalars.
    public static func of(_ ranges: ClosedRange<Unicode.Scalar>...) -> ScalarClass {
        ScalarClass(ranges.map { $0.lowerBound.value...$0.upperBound.value })
    }

    /// Every scalar but those of the class.
    public var inverted: ScalarClass { ScalarClass(ranges, excluding: !excluding) }

    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.contains(scalar.value) } != excluding
    }

    public static let upper = of("A"..."Z")
    public static let lower = of("a"..."z")
    public static let digit = of("0"..."9")
    public static let letter = of("A"..."Z", "a"..."z")
    public static let letterOrDigit = of("A"..."Z", "a"..."z", "0"..."9")
    /// Letters and `_`: what starts a Swift-style identifier.
    public static let identifierStart = of("A"..."Z", "a"..."z", "_"..."_")
    /// Letters, digits and `_`.
    public static let identifier = of("A"..."Z", "a"..."z", "0"..."9", "_"..."_")
    public static let hexDigit = of("0"..."9", "A"..."F", "a"..."f")
    /// The C0 and C1 control characters and DEL.
    public static let control = ScalarClass([0x00...0x1F, 0x7F...0x9F])
    /// Control characters and Unicode's white space (`Character.isWhitespace`'s scalars).
    public static let spaceOrControl = ScalarClass([
        0x00...0x20, 0x7F...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F,
        0x3000...0x3000,
    ])
    /// Printable ASCII: no spaces, no control characters, nothing beyond ASCII.
    public static let visibleASCII = ScalarClass([0x21...0x7E])

    var pattern: String {
        "[" + (excluding ? "^" : "") + ranges.map { range in
            range.lowerBound == range.upperBound
                ? Self.escaped(range.lowerBound, inClass: true)
                : Self.escaped(range.lowerBound, inClass: true) + "-" + Self.escaped(range.upperBound, inClass: true)
        }.joined() + "]"
    }

    static func escaped(_ value: UInt32, inClass: Bool) -> String {
        guard let scalar = Unicode.Scalar(value) else { return "" }
        return escaped(scalar, inClass: inClass)
    }

    /// Printable ASCII as itself, with a backslash before the characters a pattern gives a meaning (`\.`, and `\-`
    /// in a class), as ECMA-262's Unicode mode allows; any other scalar as `\uXXXX`, which every dialect reads alike.
    static func escaped(_ scalar: Unicode.Scalar, inClass: Bool) -> String {
        if (0x21...0x7E).contains(scalar.value) {
            if "^$\\.*+?()[]{}|/".unicodeScalars.contains(scalar) || (inClass && scalar == "-") { return "\\" + String(scalar) }
            return String(scalar)
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
