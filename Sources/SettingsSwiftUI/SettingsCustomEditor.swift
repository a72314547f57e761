// Editors of custom types (`type: custom(Region)`): the generated section views hand the host view's editor hook a
// binding to the setting, made here.
#if canImport(SwiftUI)
import SettingsRuntime
public import SettingsStore
public import SwiftUI

extension SettingsStore {
    /// A binding to one property of the model being edited: reads ``SettingsStore/current``, writes through
    /// ``SettingsStore/set(_:to:)``, so the edit is tracked like any other. The generated DSL passes one to each
    /// custom setting's editor hook.
    public func settingsBinding<Value>(_ keyPath: WritableKeyPath<Root, Value> & Sendable) -> Binding<Value> {
        Binding(
            get: { @MainActor in self[keyPath] },
            set: { @MainActor newValue in self.set(keyPath, to: newValue) })
    }
}
#endif
