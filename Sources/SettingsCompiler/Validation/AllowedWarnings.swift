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

    /// `allow:` as written on a section or a setting: the codes, and the declaration's extent where they apply.
    struct Written: Sendable {
        var extent: SourceRange
        var codes: [Located<String>]
    }

    /// Every `allow:` of the schema's sections and settings, in declaration order: what ``apply(_:diagnostics:)``
    /// needs of the AST, taken before the pipeline frees the declarations (`ValidationContext.releaseDeclarations`).
    static func written(_ ast: SchemaAST) -> [Written] {
        var result: [Written] = []
        for section in ast.sections { collect(section, into: &result) }
        return result
    }

    /// Appends every `allow:` of `section` and of what it holds, in declaration order (lowering, before it frees
    /// the section's declarations).
    static func collect(_ section: SectionDecl, into result: inout [Written]) {
        if let extent = section.extent, !section.allow.isEmpty { result.append(Written(extent: extent, codes: section.allow)) }
        for case .setting(let setting) in section.rows {
            if let extent = setting.extent, !setting.allow.isEmpty { result.append(Written(extent: extent, codes: setting.allow)) }
        }
        for child in section.sections { collect(child, into: &result) }
    }

    static func apply(_ ast: SchemaAST, diagnostics: inout DiagnosticCollector) {
        apply(written(ast), diagnostics: &diagnostics)
    }

    static func apply(_ written: [Written], diagnostics: inout DiagnosticCollector) {
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
        for entry in written { scopes.append(Scope(range: entry.extent, codes: codes(entry.codes))) }
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

    /// Reads the `allow:` lists taken from the AST before its declarations were freed.
    public static let readsDeclarations = false

    public static func run(_ context: inout ValidationContext) {
        apply(context.writtenAllows ?? written(context.ast), diagnostics: &context.diagnostics)
    }
}
