/// The version of settingsc, printed by `settingsc --version` and written into generated headers.
public enum SettingsCompilerVersion {
    public static let current = "0.1.0"
    /// The runtime API generation that generated code requires (see `SettingsRuntimeAPIVersion_6`).
    public static let runtimeAPI = 6

    /// The runtime API generation a file generated from `schema` requires: 7 for a schema that uses facts
    /// (``SchemaIR/usesFacts``), else ``runtimeAPI``.
    public static func runtimeAPI(for schema: SchemaIR) -> Int {
        schema.usesFacts ? 7 : runtimeAPI
    }
}
