// A command-line walk through the settings runtime, on any platform (no SwiftUI): load the Beta settings
// from a JSON file written by an "older app version", edit them through the store, review the changes,
// save with a side effect and a restart hook, and print the screens with the text renderer.
// `make test` builds and runs it and compares the output with expected-output.txt.
import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settings-demo-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: directory) }
let file = SettingsJSONFile(url: directory.appendingPathComponent("Beta.json"))

// 1. Data saved by an older version: an out-of-range number, a wrong-typed value, and a key we don't know.
try file.write(Data(#"{"smoothing": {"dayPeriod": 45, "algorithm": 3, "legacyWindow": 14}}"#.utf8))

let store = SettingsStore(form: BetaSettings.settingsForm, loadingFrom: file)
print("Loaded, with \(store.loadProblems.count) adjustments:")
for issue in store.loadProblems { print("  \(issue)") }
// The document holds only the settings explicitly set; the others follow the schema's defaults (see docs/runtime.md).
let neverSet = store.form.allSettings.filter { !store.isExplicitlySet($0) }.map(\.id)
print("Never set, following the schema's defaults: \(neverSet.joined(separator: ", "))")

// 2. The app provides the restart hook (Beta's schema names no side effects; DebugMenu's do, and an app
//    registers them with store.registerSideEffect("signOut") { change in ... }).
store.restartHandler = { changes in
    print("Restart requested by: \(changes.map(\.title).joined(separator: ", "))")
}

// 3. Edits: typed, by key path (normalized), and direct.
store.set(\.smoothing.dayPeriod, to: 14)
store.set(\.smoothing.grouped.level, to: 2.2)          // snapped to the 0.5 grid: 2.0
store.set(\.smoothing.algorithm, to: .exponentialAverage)
store.current.calculation.text = "hello"

print("\nReview (\(store.changes.count) changes\(store.needsRestart ? ", restart needed" : "")):")
for change in store.changes {
    print("  \(change.title): \(change.summary)\(change.requiresRestart ? "  [restart]" : "")")
}

// 4. Save: side effects, persistence, then the restart hook.
try store.save()
let saved = try String(contentsOf: file.url, encoding: .utf8)
print("\nSaved; the unknown key survived: \(saved.contains("\"legacyWindow\" : 14"))")

// 5. The screens as text.
print()
print(SettingsTextRenderer().render(BetaSettings.settingsForm, value: store.current), terminator: "")
