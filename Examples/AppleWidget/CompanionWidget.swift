// The widget extension of the Companion example (Schemas/Companion.settings.yaml; Apple platforms only, type-checked
// by `make test-apple-sdk`). It is built from the same schema as the app: its store reads the `widget` section from
// the App Group's suite, where the app saves it (docs/runtime.md, "Storage"). The widget only reads, and needs
// no iCloud.
import GeneratedSettings
import SettingsStore
import SwiftUI
import WidgetKit

struct CompanionEntry: TimelineEntry {
    let date: Date
    let settings: CompanionSettings.Widget
}

struct CompanionProvider: TimelineProvider {
    /// The app's and the widget's settings in the same places: `key` must be the app's.
    @MainActor static func load() -> CompanionSettings.Widget {
        let persistence = SettingsRoutedPersistence.userDefaults(for: CompanionSettings.self, key: "companion", iCloud: false)
        return SettingsStore(form: CompanionSettings.settingsForm, loadingFrom: persistence).current.widget
    }

    func placeholder(in context: Context) -> CompanionEntry {
        CompanionEntry(date: .now, settings: CompanionSettings.Widget())
    }

    func getSnapshot(in context: Context, completion: @escaping (CompanionEntry) -> Void) {
        Task { @MainActor in completion(CompanionEntry(date: .now, settings: Self.load())) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CompanionEntry>) -> Void) {
        Task { @MainActor in
            let settings = Self.load()
            let next = Date.now.addingTimeInterval(TimeInterval(settings.refreshMinutes * 60))
            completion(Timeline(entries: [CompanionEntry(date: .now, settings: settings)], policy: .after(next)))
        }
    }
}

struct CompanionWidgetView: View {
    let entry: CompanionEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(verbatim: entry.settings.city).font(.headline)
            Text(verbatim: entry.settings.unit == .celsius ? "°C" : "°F")
            if entry.settings.showsFeelsLike {
                Text(verbatim: "Feels like").font(.footnote)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct CompanionWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CompanionWidget", provider: CompanionProvider()) { entry in
            CompanionWidgetView(entry: entry)
        }
        .configurationDisplayName("Weather")
    }
}

/// In the app: after saving, the widget reloads its timeline so it shows the new values.
@MainActor func saveAndReloadWidget(_ store: SettingsStore<CompanionSettings>) throws {
    try store.save()
    WidgetCenter.shared.reloadAllTimelines()
}
