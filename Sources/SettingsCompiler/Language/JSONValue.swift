/// `JSONValue` written as Swift literals (`["type": "string", "minLength": 1]`), for the editor schema and the
/// examples of the language table; object keys keep the order written.
extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }

    /// The value of `key` in an object, else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// An object with the member added at the end (or replacing the member of that key, in its place); the
    /// value itself when `value` is nil or this is not an object.
    public func adding(_ key: String, _ value: JSONValue?) -> JSONValue {
        guard let value, case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }
}
