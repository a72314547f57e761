/// Editing a `[string]` or `[int]` setting as a list of texts (one field per element), as a list screen does:
/// the texts of a value, the value of edited texts, and deleting and moving elements.
extension SettingsFormSetting {
    /// One text per element: a string as it is, an integer as Swift prints it; empty for a value that is not a list.
    public func listTexts(_ value: SettingsValue) -> [String] {
        guard case .list(let elements) = value else { return [] }
        return elements.map { element in
            switch element {
            case .string(let text): text
            case .int(let number): String(number)
            default: element.displayText
            }
        }
    }

    /// The list value of edited texts, or nil when one of them is not an element (text that is not an integer,
    /// for an `[int]`): a field then keeps the old list. Integers are read after trimming spaces.
    public func value(fromListTexts texts: [String]) -> SettingsValue? {
        switch type.wrapped {
        case .list(.int):
            var elements: [SettingsValue] = []
            for text in texts {
                let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
                guard let number = Int(trimmed) else { return nil }
                elements.append(.int(number))
            }
            return .list(elements)
        case .list:
            return .list(texts.map(SettingsValue.string))
        default:
            return nil
        }
    }

    /// The text a new element starts as: `0` for an `[int]` (its range's lower end when 0 is outside), else "".
    public var newListElementText: String {
        guard type.wrapped == .list(.int) else { return "" }
        let text = listTexts(SettingsValue.list([.int(0)]).normalized(range: range, step: nil))
        return text.first ?? "0"
    }
}

/// Deleting and moving elements by their positions, as a list's `onDelete` and `onMove` report them.
public enum SettingsListEditing {
    /// `elements` without the ones at `offsets` (positions outside the list are ignored).
    public static func removing<Element>(_ offsets: some Sequence<Int>, from elements: [Element]) -> [Element] {
        let removed = Set(offsets)
        return elements.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }

    /// `elements` with the ones at `offsets` moved, in their order, to before the element at `destination` (the
    /// end when it is `elements.count`), as `MutableCollection.move(fromOffsets:toOffset:)` does.
    public static func moving<Element>(_ offsets: some Sequence<Int>, to destination: Int, in elements: [Element]) -> [Element] {
        let moved = Set(offsets.filter { elements.indices.contains($0) })
        let before = elements.indices.filter { $0 < destination && !moved.contains($0) }.map { elements[$0] }
        let after = elements.indices.filter { $0 >= destination && !moved.contains($0) }.map { elements[$0] }
        return before + moved.sorted().map { elements[$0] } + after
    }
}
