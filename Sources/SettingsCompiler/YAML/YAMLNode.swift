/// A node of a YAML (or JSON) document, as a value of its own. Every node keeps the 1-based range it was read from;
/// a node reached through an alias keeps the range of its anchor's definition.
///
/// The compiler reads a schema into a `YAMLDocument` (one arena, walked in place by the parser) and makes `YAMLNode`s
/// only of the few nodes the AST keeps for the validator (a default, `range:`, ...); `YAMLReader.read` gives a whole
/// document as a tree of them (other YAML files, tests).
public struct YAMLNode: Sendable {
    public enum Kind: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    // The fields are stored inline, not boxed: the range is plain data (no reference counting), the tag a
    // number in an intern table, so copying a node costs one retain (the scalar's text or the children's
    // array) and making one allocates no box.
    public var kind: Kind
    public var range: SourceRange
    /// The tag's number in `YAMLTags` (0: no tag).
    private(set) var tagID: Int32

    /// The resolved tag when the document names one explicitly (`!!str 12`), else nil.
    public var tag: String? {
        get { YAMLTags.tag(tagID) }
        set { tagID = YAMLTags.intern(newValue) }
    }

    /// Whether the node has a tag: `tag != nil`, without making the tag's text.
    public var hasTag: Bool { tagID != 0 }

    public init(kind: Kind, range: SourceRange, tag: String? = nil) {
        self.kind = kind
        self.range = range
        self.tagID = YAMLTags.intern(tag)
    }

    /// A node whose tag is already numbered (a node copied out of a `YAMLDocument`).
    init(kind: Kind, range: SourceRange, tagID: Int32) {
        self.kind = kind
        self.range = range
        self.tagID = tagID
    }

    public var location: SourceLocation { range.start }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// "a mapping", "a list", "a string", ...: how the node reads in a diagnostic.
    public var kindDescription: String {
        switch kind {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar):
            if scalar.isNull { "null" } else if scalar.style.isQuoted || tag == YAMLScalar.stringTag { "a string" } else { "the scalar '\(scalar.value)'" }
        }
    }
}

public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }

    /// The key's text; keys are always scalars once the reader has accepted the document.
    public var name: String {
        if case .scalar(let scalar) = key.kind { return scalar.value }
        return ""
    }

    /// Whether two keys are spelled the same: as `==`, after the cheap test of their UTF-8 lengths (a key is
    /// matched against the language's ASCII key names, so lengths differ for nearly every wrong candidate).
    @inline(__always)
    static func sameKey(_ a: String, _ b: String) -> Bool {
        // Different byte counts (the usual case) are told apart without touching the text; equal small
        // strings are equal bit for bit, which `==` checks first.
        a.utf8.count == b.utf8.count && a == b
    }
}

public struct YAMLScalar: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded

        /// Quoted and block scalars are always strings; only plain scalars are resolved to other types.
        public var isQuoted: Bool { self != .plain }
    }

    public static let stringTag = "tag:yaml.org,2002:str"

    public var value: String
    public var style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// A plain `null`, `Null`, `NULL`, `~` or empty scalar (the YAML 1.2 core schema).
    public var isNull: Bool {
        guard style == .plain else { return false }
        // Only lengths 0, 1 and 4 can be null: most scalars are told apart by their length alone.
        switch value.utf8.count {
        case 0: return true
        case 1: return value == "~"
        case 4: return value == "null" || value == "Null" || value == "NULL"
        default: return false
        }
    }
}

/// The tags nodes carry, numbered: the standard ones have fixed numbers (the reader accepts no others), any
/// other tag set through `YAMLNode.tag` is interned on first use.
enum YAMLTags {
    static let standard: [String] = ["str", "int", "float", "bool", "null", "map", "seq"].map { "tag:yaml.org,2002:" + $0 }
    private static let others = InternTable()

    static func intern(_ tag: String?) -> Int32 {
        guard let tag else { return 0 }
        if let index = standard.firstIndex(of: tag) { return Int32(index + 1) }
        return -1 - others.intern(tag)
    }

    static func tag(_ number: Int32) -> String? {
        if number == 0 { return nil }
        if number > 0 { return standard[Int(number) - 1] }
        return others.value(-1 - number)
    }
}
