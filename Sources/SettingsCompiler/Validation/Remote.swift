import SettingsRuntime

/// Remote values: `remote: true` or `remote: key` on a setting. Checks the key (SC1680), that no two settings share
/// one (SC1681) and that the setting's type is one a remote source can deliver (SC1682: not a secure string, not a
/// custom type, not data). Completes the IR (`SettingIR.remoteKey`). After lowering, because it needs each setting's type and
/// id (the key of `remote: true` is the id with `_` for `.`).
enum RemoteCheck: ValidationPass {
    /// Reads the IR alone: runs after the AST's declarations are freed.
    static let readsDeclarations = false
    static let name = "remote values"

    static func run(_ context: inout ValidationContext) {
        guard context.hasRemoteSettings else { return }
        var diagnostics = context.diagnostics
        context.diagnostics = DiagnosticCollector()
        var taken: [String: (setting: String, location: SourceLocation)] = [:]
        func walk(_ section: inout SectionIR) {
            var settings = section.settings
            for index in settings.indices {
                guard let written = settings[index].written.remote else { continue }
                settings[index].remoteKey = remoteKey(written, of: settings[index], taken: &taken, diagnostics: &diagnostics)
            }
            section.settings = settings
            for index in section.sections.indices { walk(&section.sections[index]) }
        }
        walk(&context.ir.root)
        context.diagnostics = diagnostics
    }

    /// The key a remote source sets the setting under, from `remote:` as written; nil for `remote: false` and for a
    /// key reported invalid or taken.
    private static func remoteKey(
        _ node: RemoteWrittenIR, of setting: SettingIR, taken: inout [String: (setting: String, location: SourceLocation)],
        diagnostics: inout DiagnosticCollector
    ) -> String? {
        guard let text = node.text else {
            diagnostics.emit(Diagnostic(
                .error, .invalidRemoteKey,
                "`remote` of '\(setting.id)' must be true, false or a remote key, found \(node.found)",
                range: node.range))
            return nil
        }
        let key: String
        if node.isPlain, let flag = ["true": true, "True": true, "TRUE": true, "false": false, "False": false, "FALSE": false][text] {
            guard flag else { return nil }
            key = setting.keyPath.joined(separator: "_")
        } else {
            key = text
        }
        guard LexicalRule.remoteKey.matches(key) else {
            diagnostics.emit(Diagnostic(
                .error, LexicalRule.remoteKey.diagnostic,
                "the remote key '\(key)' of '\(setting.id)' must start with a letter or _ and hold only letters, digits and _ (at most \(LanguageLimits.remoteKeyLength) characters), as Firebase Remote Config keys do; write `remote: <key>`",
                range: node.range))
            return nil
        }
        if setting.isSecure || setting.type.wrapped.isCustom || setting.type.wrapped == .data {
            let what = setting.isSecure ? "a secure string" : setting.type.wrapped == .data ? "data (bytes)" : "of the custom type \(setting.type.wrapped)"
            let why = setting.type.wrapped == .data
                ? "remote configuration services deliver text, numbers and booleans, not bytes"
                : "remote values are readable by anyone who has the app, and the generated templates would hold the default"
            diagnostics.emit(Diagnostic(
                .error, .remoteUnsupportedType,
                "'\(setting.id)' is \(what), which a remote source cannot set: \(why)",
                range: node.range))
            return nil
        }
        if let other = taken[key] {
            diagnostics.emit(Diagnostic(
                .error, .duplicateRemoteKey,
                "the remote key '\(key)' of '\(setting.id)' is already the remote key of '\(other.setting)'; give one of them `remote: <another key>`",
                range: node.range, notes: [Diagnostic.Note("'\(other.setting)' takes it here", at: other.location)]))
            return nil
        }
        taken[key] = (setting.id, node.location)
        return key
    }
}

extension SettingsValueType {
    /// A `custom(Name)` type.
    var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}
