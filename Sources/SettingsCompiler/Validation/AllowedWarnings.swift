/// `allow: [SC1543]` on a setting or a section (issue 19 item 7): the warnings with those codes reported inside
/// that item are accepted, so a team that builds with `--warnings-as-errors` can keep one deliberate exception (an
/// 80-160 % text scale) without turning the check off everywhere. Only warnings can be accepted; an unknown code
/// or the code of an error is itself an error (SC1109). The command line's `--allow SC1543` accepts a code
/// everywhere (SettingsCLI).
public enum AllowedWarnings {
    struct Scope {
        var range: SourceRange
        var codes: Set<DiagnosticCode>
    }

    static func apply(_ ast: SchemaAST, diagnostics: inout DiagnosticCollector) {
        var scopes: [Scope] = []
        func codes(_ entries: [Located<String>]) -> Set<DiagnosticCode> {
            var result: Set<DiagnosticCode> = []
            for entry in entries {
                guard let code = DiagnosticCode(code: entry.value) else {
                    diagnostics.emit(Diagnostic(
                        .error, .invalidAllow,
                        "'\(entry.value)' in `allow:` is not a diagnostic code; write the code of a warning, e.g. SC1543 (`settingsc explain` lists them)",
                        range: entry.range))
                    continue
                }
                guard code.defaultSeverity == .warning else {
                    diagnostics.emit(Diagnostic(
                        .error, .invalidAllow,
                        "\(code.rawValue) is an error, which `allow:` cannot accept; only warnings can be allowed",
                        range: entry.range))
                    continue
                }
                result.insert(code)
            }
            return result
        }
        func walk(_ sections: [SectionDecl]) {
            for section in sections {
                if let extent = section.extent, !section.allow.isEmpty { scopes.append(Scope(range: extent, codes: codes(section.allow))) }
                for setting in section.settings {
                    if let extent = setting.extent, !setting.allow.isEmpty { scopes.append(Scope(range: extent, codes: codes(setting.allow))) }
                }
                walk(section.sections)
            }
        }
        walk(ast.sections)
        guard !scopes.isEmpty else { return }
        diagnostics.dropWarnings { diagnostic in
            guard let location = diagnostic.location else { return false }
            return scopes.contains { scope in
                scope.codes.contains(diagnostic.code) && location.file == scope.range.start.file
                    && !(location < scope.range.start) && !(scope.range.end < location)
            }
        }
    }
}

extension AllowedWarnings: ValidationPass {
    public static let name = "allowed warnings"

    public static func run(_ context: inout ValidationContext) {
        apply(context.ast, diagnostics: &context.diagnostics)
    }
}
