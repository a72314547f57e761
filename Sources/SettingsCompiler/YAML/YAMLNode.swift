/// A node of a YAML (or JSON) document. Every node keeps the 1-based range it was read from;
/// a node reached through an alias keeps the range of its anchor's definition.
public struct YAMLNode: Sendable {
    public enum Kind: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    // The fields live in one shared, copy-on-write box: a node is copied often (into pairs, the AST, and
    // every `for pair in pairs`), and copying a box is one retain where copying the fields is five.
    private final class Storage: @unchecked Sendable {
        var kind: Kind
        var range: SourceRange
        var tag: String?

        init(kind: Kind, range: SourceRange, tag: String?) {
            self.kind = kind
            self.range = range
            self.tag = tag
        }
    }

    private var storage: Storage

    /// The box, copied first when another node shares it, so that a change never shows through a copy.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(kind: storage.kind, range: storage.range, tag: storage.tag)
            }
            return storage
        }
    }

    public var kind: Kind {
        get { storage.kind }
        set { uniqueStorage.kind = newValue }
    }

    public var range: SourceRange {
        get { storage.range }
        set { uniqueStorage.range = newValue }
    }

    /// The resolved tag when the document names one explicitly (`!!str 12`), else nil.
    public var tag: String? {
        get { storage.tag }
        set { uniqueStorage.tag = newValue }
    }

    public init(kind: Kind, range: SourceRange, tag: String? = nil) {
        storage = Storage(kind: kind, range: range, tag: tag)
    }

    public var location: SourceLocation { storage.range.start }

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
    public var name: String { key.scalar?.value ?? "" }
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
        style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }
}
