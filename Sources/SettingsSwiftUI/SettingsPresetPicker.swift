#if canImport(SwiftUI)
public import SettingsRuntime
public import SettingsStore
public import SwiftUI

/// A row that applies one of the schema's presets (`presets:`): a picker of their titles. Choosing one applies it
/// as an edit (`store.apply(_:)`), reviewed and saved like any other; below it, the settings changed since.
public struct SettingsPresetPicker<Root: SettingsPresetsDescribed>: View {
    public let store: SettingsStore<Root>
    public let title: String

    public init(store: SettingsStore<Root>, title: String = "Preset") {
        self.store = store
        self.title = title
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Picker(title, selection: selection) {
                Text(verbatim: "None").tag(Root.Preset?.none)
                ForEach(Array(Root.Preset.allCases), id: \.self) { preset in
                    Text(verbatim: preset.title).tag(Root.Preset?.some(preset))
                }
            }
            let deviations = store.presetDeviations
            if !deviations.isEmpty {
                Text(verbatim: "Changed since: " + deviations.map(\.title).joined(separator: ", "))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var selection: Binding<Root.Preset?> {
        let store = store
        return Binding(
            get: { @MainActor in store.appliedPreset },
            set: { @MainActor preset in if let preset { store.apply(preset) } })
    }
}
#endif
