/// The version of settingsc, printed by `settingsc --version` and written into generated headers.
public enum SettingsCompilerVersion {
    public static let current = "0.1.0"
    /// The runtime API generation that generated code requires (see `SettingsRuntimeAPIVersion_7`).
    public static let runtimeAPI = 7
}
