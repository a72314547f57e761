/// Reporting a key a construct does not have (SC1101), with the "did you mean" suggestion and the "allowed keys"
/// note both taken from the language table, wherever the key is read (the parser, the validator's passes).
extension Construct {
    /// The construct's key names, computed once.
    private static let keyNameTable: [Construct: [String]] = Dictionary(
        uniqueKeysWithValues: allCases.map { construct in (construct, construct.computedKeyNames) })

    private var computedKeyNames: [String] { entries.map(\.name) }

    /// Its key names, in order: what an "allowed keys" note lists.
    public var keyNames: [String] { Self.keyNameTable[self] ?? computedKeyNames }

    /// For each of ``keyNames``, whether its value is text that people read (``KeyShape/isReadText``): the parser
    /// warns where such a text, written plainly, is followed by a comment on its line (SC1306).
    var readText: [Bool] { readText(of: entries) }

    /// ``readText`` from the construct's entries (which cost a spec a key to make: the parser makes them once).
    func readText(of entries: [KeyEntry]) -> [Bool] {
        entries.map { $0.spec.shape.isReadText && !(self == .pattern && $0.name == PatternKey.regex.rawValue) }
    }

    /// Whether the construct has a key of this name.
    public func allows(_ name: String) -> Bool {
        keyNames.contains { YAMLPair.sameKey($0, name) }
    }

    /// SC1101 for `pair`, a key of a mapping of this construct that it does not have; `context` names the
    /// mapping ("setting 'dayPeriod'", "a range").
    public func unknownKey(_ pair: YAMLPair, in context: String) -> Diagnostic {
        let allowed = keyNames
        return Diagnostic(
            .error, .unknownKey,
            "unknown key '\(pair.name)' in \(context)\(Suggestions.hint(for: pair.name, in: allowed))",
            range: pair.key.range,
            notes: [Diagnostic.Note("allowed keys: \(allowed.joined(separator: ", "))")])
    }
}
