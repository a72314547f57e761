/// Editing a list setting (`[string]`, `[int]`, `[double]`) as a list of texts (one field per element), as a
/// list screen does: the texts of a value, the value of edited texts, and deleting and moving elements.
extension SettingsFormSetting {
    /// One text per element: a string as it is, a number as Swift prints it; empty for a value that is not a list.
    public func listTexts(_ value: SettingsValue) -> [String] {
        guard case .list(let elements) = value else { return [] }
        return elements.map { element in
            switch element {
            case .string(let text): text
            case .int(let number): String(number)
            case .double(let number): String(number)
            default: element.displayText
            }
        }
    }

    /// The list value of edited texts, or nil when one of them is not an element (text that is not an integer,
    /// for an `[int]`, or not a finite number, for a `[double]`): a field then keeps the old list. Numbers are
    /// read after trimming spaces.
    public func value(fromListTexts texts: [String]) -> SettingsValue? {
        guard case .list(let element) = type.wrapped else { return nil }
        var elements: [SettingsValue] = []
        elements.reserveCapacity(texts.count)
        for text in texts {
            let trimmed = SettingsText.trimmingWhitespace(text)
            switch element {
            case .int:
                guard let number = Int(trimmed) else { return nil }
                elements.append(.int(number))
            case .double:
                guard let number = Double(trimmed), number.isFinite else { return nil }
                elements.append(.double(number))
            case .string:
                elements.append(.string(text))
            case .bool, .float, .enumeration, .optional, .url, .color, .date, .data, .custom, .list:
                return nil  // not a list element type (the compiler's `BuiltinType.listElements`)
            }
        }
        return .list(elements)
    }

    /// The text a new element starts as: `0` for a list of numbers (its range's lower end when 0 is outside),
    /// else "".
    public var newListElementText: String {
        guard case .list(let element) = type.wrapped, element == .int || element == .double else { return "" }
        let zero: SettingsValue = element == .int ? .int(0) : .double(0)
        let text = listTexts(SettingsValue.list([zero]).normalized(range: range, step: nil))
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
