/// A key's value as the parser read it from the key's shape in the language table (`KeySpec.shape`): text, a
/// flag, a list of texts, or the node as written for any other shape.
public enum ParsedValue: Sendable {
    case text(Located<String>)
    case flag(Located<Bool>)
    case texts([Located<String>])
    case node(YAMLNode)
}

/// The keys of one construct that the parser read by their shape alone, by key: a key whose value needs no
/// reading of its own has no field in the AST, so adding one is an edit of the language table, not of the parser
/// and the AST. The validator asks for a key's value by the key (`decl.keys.text(.placeholder)`).
///
/// A handful at most per setting, so a list searched in order rather than a dictionary (no allocation when empty).
public struct ParsedKeys<Key: LanguageKey & Equatable>: Sendable {
    public private(set) var entries: [(key: Key, value: ParsedValue)] = []

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    public subscript(key: Key) -> ParsedValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            entries.removeAll { $0.key == key }
            if let newValue { entries.append((key, newValue)) }
        }
    }

    /// The text of a key of a text shape; nil when absent or null.
    public func text(_ key: Key) -> Located<String>? {
        if case .text(let text)? = self[key] { text } else { nil }
    }

    /// The value of a `true`/`false` key.
    public func flag(_ key: Key) -> Located<Bool>? {
        if case .flag(let flag)? = self[key] { flag } else { nil }
    }

    /// The texts of a key that takes one text or a list of them; empty when absent.
    public func texts(_ key: Key) -> [Located<String>] {
        if case .texts(let texts)? = self[key] { texts } else { [] }
    }

    /// The node of a key of any other shape, as written.
    public func node(_ key: Key) -> YAMLNode? {
        if case .node(let node)? = self[key] { node } else { nil }
    }
}
