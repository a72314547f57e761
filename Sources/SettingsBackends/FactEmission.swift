import SettingsCompiler

/// The facts a schema declares (`facts:`), emitted into the model file: a struct `Facts` nested in the root type,
/// one typed property a fact at its type's zero, conforming to `SettingsRuntime.SettingsAppFacts`, and the root's
/// conformance to `SettingsFactsDeclaring`, so the app sets a fact by name (`store.appFacts.accountCount = 2`) and a
/// misnamed fact does not compile.
enum FactEmission {
    static func render(_ schema: SchemaIR, into printer: inout CodePrinter) {
        guard !schema.facts.isEmpty else { return }
        printer.line()
        printer.open("extension \(schema.rootTypeName): SettingsRuntime.SettingsFactsDeclaring {")
        printer.line("/// The facts the app supplies at run time (`facts:`), which conditions read as `$name`: set them through the")
        printer.line("/// store (`store.appFacts.dataLoaded = true`); each is its type's zero until then.")
        printer.open("public struct Facts: SettingsRuntime.SettingsAppFacts {")
        for fact in schema.facts {
            printer.line("public var \(SwiftNames.escaped(fact.name)): \(swiftType(fact.type)) = \(zero(fact.type))")
        }
        printer.line()
        printer.line("public init() {}")
        printer.line()
        printer.line("/// The facts by id, as conditions read them.")
        printer.open("public var settingsFactValues: [Swift.String: SettingsRuntime.SettingsValue] {")
        printer.open("[")
        for fact in schema.facts {
            printer.line("\(SwiftEscaping.stringLiteral(fact.id)): \(value(of: "self." + SwiftNames.escaped(fact.name), fact.type)),")
        }
        printer.close("]")
        printer.close()
        printer.close()
        printer.close()
    }

    static func swiftType(_ type: ValueType) -> String {
        switch type {
        case .bool: "Swift.Bool"
        case .int: "Swift.Int"
        case .double: "Swift.Double"
        case .optional(let inner): swiftType(inner) + "?"
        default: "Swift.String"
        }
    }

    static func zero(_ type: ValueType) -> String {
        switch type {
        case .bool: "false"
        case .int: "0"
        case .double: "0"
        case .optional: "nil"
        default: "\"\""
        }
    }

    static func value(of expression: String, _ type: ValueType) -> String {
        switch type {
        case .bool: ".bool(\(expression))"
        case .int: ".int(\(expression))"
        case .double: ".double(\(expression))"
        case .optional(let inner): "\(expression).map { \(value(of: "$0", inner)) } ?? .none"
        default: ".string(\(expression))"
        }
    }
}
