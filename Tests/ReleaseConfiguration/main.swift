// Compiled with Generated/Swift/EnvironmentSettings.swift WITHOUT -D DEBUG (`make test-release-configuration`),
// so the model is the release variant: release defaults, and no `diagnostics` section (`only: debug`). A document
// a debug build saved, with the diagnostics section's values, must come back unchanged when a release build
// decodes and encodes it: the compiled-out section's stored values are kept.
import Foundation
import SettingsRuntime

func check(_ condition: Bool, _ message: String) {
    if !condition {
        print("test-release-configuration: FAILED: \(message)")
        exit(1)
    }
}

#if DEBUG
check(false, "compiled with DEBUG; this check needs the release variant")
#endif

let defaults = EnvironmentSettings()
check(defaults.network.timeout == 30, "release default of network.timeout is \(defaults.network.timeout), not 30")
check(defaults.logging.level == .warning, "release default of logging.level is \(defaults.logging.level), not warning")
check(defaults.features.betaBanner == nil, "release default of features.betaBanner is not nil")
check(EnvironmentSettings.settingsForm.sections.map(\.name) == ["network", "logging", "features"],
      "release form sections are \(EnvironmentSettings.settingsForm.sections.map(\.name))")
check(!Mirror(reflecting: defaults).children.contains { $0.label == "diagnostics" }, "the release model has a diagnostics section")

let saved = #"{"diagnostics":{"crashOnAssert":true,"slowNetwork":true},"logging":{"level":"verbose"},"network":{"timeout":45}}"#
let decoded = try JSONDecoder().decode(EnvironmentSettings.self, from: Data(saved.utf8))
check(decoded.network.timeout == 45 && decoded.logging.level == .verbose, "stored values of the release sections were not read")
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let written = try JSONSerialization.jsonObject(with: encoder.encode(decoded)) as? [String: Any]
let diagnostics = written?["diagnostics"] as? [String: Any]
check(diagnostics?["crashOnAssert"] as? Bool == true && diagnostics?["slowNetwork"] as? Bool == true,
      "the debug-only section's stored values were lost: \(String(describing: written))")
print("test-release-configuration: a release build keeps the debug-only section's stored values (\(diagnostics?.count ?? 0) values round-tripped)")
