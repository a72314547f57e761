/// `type: custom(Name)` and `custom(Name)?`: a setting whose Swift type the app supplies, conforming to
/// `SettingsCustomValue` (SettingsRuntime). The type supplies the default (`settingsDefault`), so the schema gives
/// none (SC1571); its name is a Swift type name (SC1570) that the generated code does not declare (SC1572).
enum CustomTypeRules {
    /// Whether a type's spelling (without `?`) is `custom(...)`.
    static func isCustom(_ base: Substring) -> Bool {
        base.hasPrefix("custom(") || base == "custom"
    }

    /// The Swift type name inside `custom(...)`, or nil after reporting why it is not one.
    static func name(_ base: Substring, at text: Located<String>, diagnostics: inout DiagnosticCollector) -> String? {
        var inner = base.dropFirst("custom".count)
        let closed = inner.hasPrefix("(") && inner.hasSuffix(")") && inner.count >= 2
        if closed { inner = inner.dropFirst().dropLast() }
        let name = String(inner).trimmingWhitespace()
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let valid = closed && parts.allSatisfy { SwiftNames.isIdentifier($0) && !SwiftNames.keywords.contains($0) && !SwiftNames.reservedMemberNames.contains($0) }
            && parts.first?.first?.isUppercase == true
        guard valid else {
            let found = closed ? "'\(name)'" : "'\(base)'"
            diagnostics.emit(Diagnostic(
                .error, .invalidCustomTypeName,
                "\(found) is not a custom type; write `custom(TypeName)` with the Swift name of a type the app supplies (dotted for a nested or module-qualified type, e.g. `custom(Geo.Region)`)",
                range: text.range))
            return nil
        }
        return name
    }

    /// SC1571: a custom setting gives a default, which its type supplies.
    static func defaultGiven(at range: SourceRange, type name: String, setting: String, diagnostics: inout DiagnosticCollector) {
        diagnostics.emit(Diagnostic(
            .error, .customTypeDefault,
            "'\(setting)' is of the app's type \(name), which supplies its default (`\(name).settingsDefault`); remove `default:`",
            range: range))
    }

    /// SC1572: a custom type whose first dotted part is a type the generated code declares (`taken`: the root, sections,
    /// enums and the names reserved for the generated code, with what declares them) would resolve to that type.
    /// With a `view:`, the editor hooks' associated types (`TripHomeRegionEditor`) are taken too.
    static func checkNames(_ sections: [SectionIR], taken: [String: String], view: Bool, diagnostics: inout DiagnosticCollector) {
        var taken = taken
        if view {
            func collect(_ sections: [SectionIR]) {
                for section in sections {
                    for setting in section.settings where setting.type.customTypeName != nil {
                        let name = FormNames.customEditorType(typeName: section.typeName, setting: setting.name)
                        taken[name] = "the editor type of '\(setting.name)' in the SwiftUI DSL"
                    }
                    collect(section.sections)
                }
            }
            collect(sections)
        }
        check(sections, taken: taken, diagnostics: &diagnostics)
    }

    private static func check(_ sections: [SectionIR], taken: [String: String], diagnostics: inout DiagnosticCollector) {
        for section in sections {
            for setting in section.settings {
                guard let name = setting.type.customTypeName, let first = name.split(separator: ".").first.map(String.init),
                      let what = taken[first] else { continue }
                diagnostics.error(
                    .customTypeNameClash,
                    "the custom type '\(name)' of '\(setting.name)' clashes with \(what): inside the generated code the name means that type; qualify it with its module or rename one of them",
                    at: setting.location)
            }
            check(section.sections, taken: taken, diagnostics: &diagnostics)
        }
    }
}

extension CustomTypeRules: ValidationPass {
    static let name = "custom type names"

    static func run(_ context: inout ValidationContext) {
        // The names a custom type could clash with, gathered only when a setting has one (issue 32: every type
        // name of a large schema copied into a dictionary, for a check that most schemas have nothing for).
        guard context.hasCustomTypes else { return }
        var taken: [String: String] = [:]
        context.declaredTypeNames.forEach { name, declared in taken[name] = declared.owner.description }
        for name in SwiftNames.reservedTypeNames { taken[name] = "a type name reserved for the generated code" }
        if context.ir.viewName != nil {
            context.declaredTypeNames.forEach { name, declared in
                if declared.owner.isSection { taken[FormNames.view(typeName: name)] = "the screen of \(declared.owner)" }
            }
        }
        checkNames(context.ir.root.sections, taken: taken, view: context.ir.viewName != nil, diagnostics: &context.diagnostics)
    }
}
