public import SettingsRuntime

/// Search over what the screens show now (docs/runtime.md, "Search"): the index's ranking (SettingsSearch.swift),
/// without what is hidden for the current value (a `visibleWhen:` that does not hold, here or on a section around
/// it; `skip`; other platforms), with what is disabled marked so.
extension SettingsStore {
    /// The sections, settings, rows and enum cases matching `query` that are shown now on `platform`, best first, in
    /// `index` (the store's own, ``searchIndex``, when nil). Reading it goes through ``current``, so a SwiftUI view
    /// showing results updates when a condition changes.
    public func search(
        _ query: String, index: SettingsSearchIndex? = nil, on platform: SettingsPlatform? = SettingsPlatform.current, limit: Int = 50
    ) -> [SettingsSearchResult] {
        form.search(query, index: index ?? searchIndex, in: current, on: platform, facts: facts, limit: limit)
    }
}

extension SettingsNavigator {
    /// Opens a search result: a section's or setting's route (an enum case's setting's), or a row's section with
    /// the row highlighted.
    public func open<Root: SettingsRoutesDescribed>(_ result: SettingsSearchResult, in root: Root.Type) {
        if let route = Root.Route(rawValue: result.entry.targetID) {
            open(route, in: root)
        } else if let section = Root.Route(rawValue: result.entry.sectionID) {
            open(section, in: root)
            highlightedRowID = result.entry.targetID
        }
    }
}
