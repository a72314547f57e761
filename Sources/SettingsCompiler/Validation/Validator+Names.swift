/// Names: type and member names, the types the generated code declares.
/// Part of `SchemaValidator` (Validator.swift).
extension SchemaValidator {
    /// Checks a type name; returns it (unchanged) so validation can go on with it.
    mutating func checkTypeName(_ name: Located<String>, what: String) -> String {
        if !SwiftNames.isIdentifier(name.value) {
            diagnostics.emit(Diagnostic(.error, .invalidIdentifier, "\(what) name '\(name.value)' is not a valid Swift identifier\(identifierHint(name.value))", range: name.range))
        } else if name.value.first?.isUppercase != true {
            diagnostics.emit(Diagnostic(
                .error, .invalidIdentifier,
                "\(what) name '\(name.value)' must start with an uppercase letter; did you mean '\(name.value.prefix(1).uppercased() + name.value.dropFirst())'?",
                range: name.range))
        } else if let reason = ReservedNames.reason(name.value, at: .typeName) {
            diagnostics.emit(Diagnostic(.error, .reservedName, "'\(name.value)' is reserved for the generated code (\(reason)); choose another \(what) name", range: name.range))
        }
        return name.value
    }

    /// Checks the name of a setting, section or enum case (a Swift member name).
    /// Returns false when the name cannot be used at all.
    @discardableResult
    mutating func checkMemberName(_ name: Located<String>, what: String, also place: ReservedNames.Place? = nil) -> Bool {
        let text = name.value
        if text.utf8.first == 0x5F, SwiftNames.isIdentifier(text) {  // `_`
            diagnostics.emit(Diagnostic(.error, .reservedName, "\(what) name '\(text)' starts with '_', which is reserved for generated members", range: name.range))
            return false
        }
        if !SwiftNames.isIdentifier(text) {
            diagnostics.emit(Diagnostic(.error, .invalidIdentifier, "\(what) name '\(text)' is not a valid Swift identifier\(identifierHint(text))", range: name.range))
            return false
        }
        if let reason = ReservedNames.reason(text, at: .memberName) ?? place.flatMap({ ReservedNames.reason(text, at: $0) }) {
            diagnostics.emit(Diagnostic(.error, .reservedName, "'\(text)' cannot be \(article(what)) \(what) name: \(reason)", range: name.range))
            return false
        }
        if !SwiftNames.startsWithASCIILowercase(text) {
            diagnostics.emit(Diagnostic(
                .error, .invalidIdentifier,
                "\(what) name '\(text)' must start with a lowercase letter; did you mean '\(text.prefix(1).lowercased() + text.dropFirst())'?",
                range: name.range))
            return false
        }
        return true
    }

    func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.prefix(1).lowercased()) ? "an" : "a"
    }

    /// Explains the most common reasons a name is not an identifier.
    func identifierHint(_ text: String) -> String {
        if text.isEmpty { return "; names cannot be empty" }
        if let scalar = text.unicodeScalars.first(where: { !$0.isASCII }) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "; it contains the non-ASCII character '\(scalar)' (U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)); names use ASCII letters, digits and '_'"
        }
        if text.first?.isNumber == true { return "; names cannot start with a digit" }
        return "; names use ASCII letters, digits and '_'"
    }

    mutating func registerType(_ name: String, _ owner: TypeNameOwner, at location: SourceLocation) {
        if deferredTypes != nil {
            deferredTypes!.append(DeferredType(name: name, owner: owner, location: location, diagnosticIndex: diagnostics.diagnostics.count))
            return
        }
        if let existing = typeNames.first(name, (owner, location)) {
            diagnostics.emit(Self.typeClash(name, owner, at: location, existing: existing))
        }
    }

    /// The error for a type name that `existing` declares already.
    static func typeClash(
        _ name: String, _ owner: TypeNameOwner, at location: SourceLocation,
        existing: (owner: TypeNameOwner, location: SourceLocation)
    ) -> Diagnostic {
        .error(
            .duplicateName, "\(owner) would be the Swift type '\(name)', which is already \(existing.owner)", at: location,
            notes: [Diagnostic.Note("'\(name)' is first declared here", at: existing.location)])
    }
}

/// What declares a type name of the generated code (`SchemaValidator.registerType`), put in words only for a
/// message (issue 32: the words, made for every section and enum of a schema, cost more than the check).
enum TypeNameOwner: CustomStringConvertible, Sendable {
    case rootType
    case typesNamespace
    case enumeration(String)
    case section(String)

    var description: String {
        switch self {
        case .rootType: "the root type"
        case .typesNamespace: "the namespace of the root type's enums and section types"
        case .enumeration(let name): "enum '\(name)'"
        case .section(let name): "section '\(name)'"
        }
    }

    var isSection: Bool {
        if case .section = self { return true }
        return false
    }
}
