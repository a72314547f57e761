// Type-checked with Plugins/SettingsGeneratorPlugin (`make test-xcode-plugin`): fails unless the plugin conforms to
// XcodeBuildToolPlugin, so the check cannot pass with the `#if canImport(XcodeProjectPlugin)` code missing or
// compiled out.
import XcodeProjectPlugin

func requireXcodeBuildToolPlugin(_ plugin: SettingsGeneratorPlugin) -> any XcodeBuildToolPlugin { plugin }
