/// `settingsApp: true` on a setting, or on a section for all its settings and its subsections' (a setting or
/// subsection can say `settingsApp: false`): which settings the Settings.bundle backend shows in Settings.app
/// and the UserDefaults persistence mirrors. Runs after the validator has built the IR, and completes it.
enum SettingsAppChecker {
    static func check(_ ir: inout SchemaIR, diagnostics: inout DiagnosticCollector) {
        walk(&ir.root.sections, inherited: nil, diagnostics: &diagnostics)
    }

    /// `inherited`: the nearest enclosing section's `settingsApp: true`, when one says so.
    private static func walk(_ sections: inout [SectionIR], inherited: Located<Bool>?, diagnostics: inout DiagnosticCollector) {
        for index in sections.indices {
            let flag = sections[index].written.settingsApp ?? inherited
            for rowIndex in sections[index].rows.indices {
                guard case .setting(var ir) = sections[index].rows[rowIndex] else { continue }
                let explicit = ir.written.settingsApp
                guard let shown = explicit ?? flag, shown.value else { continue }
                let notes = explicit == nil ? [Diagnostic.Note("the section's `settingsApp: true` includes it; write `settingsApp: false` on the setting to leave it out", at: shown.location)] : []
                let at = explicit?.range ?? ir.written.nameRange ?? SourceRange(ir.location)
                if let name = ir.type.customTypeName {
                    diagnostics.emit(Diagnostic(
                        .error, .settingsAppCustomType,
                        "'\(ir.name)' is of the app's type \(name): Settings.app cannot show or edit it, only the app's own editor can",
                        range: at, notes: notes))
                    continue
                }
                if ir.type.wrapped == .data {
                    diagnostics.emit(Diagnostic(
                        .error, .settingsAppUnsupportedType,
                        "'\(ir.name)' is data (bytes): Settings.app has no control to show or edit bytes",
                        range: at, notes: notes))
                    continue
                }
                if ir.type.isOptional {
                    diagnostics.emit(Diagnostic(
                        .error, .settingsAppUnsupportedType,
                        "'\(ir.name)' is of the optional type \(ir.type): Settings.app cannot set it back to no value, so it cannot show it",
                        range: at, notes: notes))
                    continue
                }
                if ir.type.listElement != nil {
                    diagnostics.emit(Diagnostic(
                        .error, .settingsAppList, "'\(ir.name)' is a list (\(ir.type)), which Settings.app has no control to edit",
                        range: at, notes: notes))
                    continue
                }
                if case .string(let text) = ir.defaultValue, let bad = text.unicodeScalars.first(where: { !isPlistText($0) }) {
                    diagnostics.emit(Diagnostic(
                        .error, .settingsAppUnrepresentableDefault,
                        "the default of '\(ir.name)' holds the character U+\(hex(bad)), which an XML property list (a Settings.bundle) cannot store",
                        range: at, notes: notes))
                    continue
                }
                ir.settingsApp = true
                sections[index].rows[rowIndex] = .setting(ir)
            }
            walk(&sections[index].sections, inherited: flag, diagnostics: &diagnostics)
        }
    }

    /// Characters XML 1.0 keeps as they are: not a control character other than tab and line feed (a carriage
    /// return is read back as a line feed), not C1 controls, not a noncharacter (U+FFFE, U+FFFF, U+FDD0...).
    static func isPlistText(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return scalar == "\t" || scalar == "\n" }
        if (0x7F...0x9F).contains(value) { return false }
        // Noncharacters: U+FFFE and U+FFFF are not XML characters, and the others are dropped by the backend's
        // escaping, so a default holding one could not be stored as it is.
        return !(0xFDD0...0xFDEF).contains(value) && value & 0xFFFE != 0xFFFE
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension SettingsAppChecker: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    static let readsDeclarations = false
    static let name = "settings app"

    static func run(_ context: inout ValidationContext) {
        check(&context.ir, diagnostics: &context.diagnostics)
    }
}
