import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Reset to defaults (SettingsStore+Reset.swift) over generated models: Tests/GeneratedFixtures'
/// ResetDefaultsV1Settings and ResetDefaultsV2Settings (reset-defaults-v1/v2, whose v2 changes two defaults) and
/// the DebugMenu example.
@MainActor
@Suite struct ResetTests {
    typealias V1 = ResetDefaultsV1Settings
    typealias V2 = ResetDefaultsV2Settings

    private func setting<Root>(_ form: SettingsForm<Root>, _ id: String) throws -> SettingsFormSetting<Root> {
        try #require(form.setting(id: id))
    }

    /// The stored document as a JSON object tree.
    private func stored(_ file: SettingsJSONFile) throws -> [String: Any] {
        let data = try #require(try file.read())
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func reader(_ document: [String: Any]) -> [String: Any] {
        document["reader"] as? [String: Any] ?? [:]
    }

    @Test func resettingOneSettingIsAnEditReviewedLikeAnyOther() throws {
        let file = SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("s.json"))
        let store = SettingsStore(form: V1.settingsForm, loadingFrom: file)
        let fontSize = try setting(store.form, "reader.fontSize")
        #expect(!store.canReset(fontSize), "nothing to reset at the default")
        #expect(store.defaultText(of: fontSize) == "14")
        store.set(\.reader.fontSize, to: 20)
        #expect(store.canReset(fontSize))
        try store.save()

        store.reset(fontSize)
        #expect(store.current.reader.fontSize == 14)
        #expect(store.initial.reader.fontSize == 20, "a reset is not a save")
        #expect(store.changes.map(\.summary) == ["20 → 14"])
        #expect(!store.canReset(fontSize))
        #expect(!store.isExplicitlySet(fontSize))
        try store.save()
        #expect(reader(try stored(file))["fontSize"] == nil, "a reset setting is saved as never set")

        // Cancel forgets a pending reset.
        store.set(\.reader.fontSize, to: 9)
        try store.save()
        store.reset(\.reader.fontSize)
        store.cancel()
        #expect(store.current.reader.fontSize == 9)
        #expect(store.isExplicitlySet(fontSize))
    }

    @Test func resettingASectionResetsItsSubsectionsAndNothingElse() throws {
        let store = SettingsStore(form: V1.settingsForm)
        store.set(\.reader.hyphenation, to: false)
        store.set(\.reader.layout.columns, to: 3)
        let layout = try #require(store.form.section(named: "reader.layout"))
        let reader = try #require(store.form.section(named: "reader"))
        #expect(store.canReset(layout))

        store.reset(layout)
        #expect(store.current.reader.layout.columns == 1)
        #expect(store.current.reader.hyphenation == false, "outside the section")
        #expect(!store.canReset(layout))
        #expect(store.canReset(reader))

        store.set(\.reader.layout.justify, to: true)
        store.reset(reader)
        #expect(store.current == V1())
        #expect(!store.canResetAll)
        #expect(store.changes.isEmpty)
    }

    /// The point of keeping "set to the default" apart from "never set" (microsoft/vscode#58901): version 2 of the
    /// schema changes the defaults of `fontSize` (14 → 16) and `theme` (light → dark).
    @Test func aLaterDefaultChangeReachesOnlyTheSettingsNeverSet() throws {
        let url = temporaryDirectory().appendingPathComponent("s.json")
        let v1 = SettingsStore(form: V1.settingsForm, loadingFrom: SettingsJSONFile(url: url))
        v1.set(\.reader.fontSize, to: 20)
        v1.set(\.reader.hyphenation, to: false)    // chosen, then reset below: never set again
        v1.set(\.reader.layout.columns, to: 2)
        try v1.save()
        v1.set(\.reader.fontSize, to: 14)          // explicitly chosen (the review lists 20 → 14), equal to v1's default
        v1.reset(\.reader.hyphenation)
        try v1.save()
        let document = reader(try stored(SettingsJSONFile(url: url)))
        #expect(document["fontSize"] as? Int == 14)
        #expect(document["theme"] == nil)
        #expect(document["hyphenation"] == nil)
        #expect((document["layout"] as? [String: Any])?["columns"] as? Int == 2)

        let v2 = SettingsStore(form: V2.settingsForm, loadingFrom: SettingsJSONFile(url: url))
        #expect(v2.current.reader.fontSize == 14, "chosen: kept, although v2's default is 16")
        #expect(v2.current.reader.theme == .dark, "never set: v2's new default")
        #expect(v2.current.reader.hyphenation == true)
        #expect(v2.current.reader.layout.columns == 2)
        #expect(v2.loadProblems.isEmpty)
        #expect(v2.isExplicitlySet(try setting(v2.form, "reader.fontSize")))
        #expect(!v2.isExplicitlySet(try setting(v2.form, "reader.theme")))

        // Saving in v2 without touching them keeps both states.
        v2.set(\.reader.layout.justify, to: true)
        try v2.save()
        let again = reader(try stored(SettingsJSONFile(url: url)))
        #expect(again["fontSize"] as? Int == 14)
        #expect(again["theme"] == nil)
    }

    @Test func anExplicitNullIsSetAndAMissingOneIsNot() throws {
        let url = temporaryDirectory().appendingPathComponent("s.json")
        try Data(#"{"reader": {"signature": null, "theme": "light"}}"#.utf8).write(to: url)
        let store = SettingsStore(form: V1.settingsForm, loadingFrom: SettingsJSONFile(url: url))
        #expect(store.isExplicitlySet(try setting(store.form, "reader.signature")))
        #expect(store.isExplicitlySet(try setting(store.form, "reader.theme")))
        #expect(!store.isExplicitlySet(try setting(store.form, "reader.fontSize")))
        store.set(\.reader.layout.justify, to: true)
        store.set(\.reader.layout.justify, to: false)   // back: no change in the review, so not chosen
        store.set(\.reader.hyphenation, to: false)
        try store.save()
        store.set(\.reader.hyphenation, to: true)       // a change to the default: chosen
        try store.save()
        let document = reader(try stored(SettingsJSONFile(url: url)))
        #expect(document.keys.sorted() == ["hyphenation", "layout", "signature", "theme"])
        #expect(document["hyphenation"] as? Bool == true)
        #expect((document["layout"] as? [String: Any])?.isEmpty == true)
    }

    @Test func anotherWritersValuesSurviveAReset() throws {
        let url = temporaryDirectory().appendingPathComponent("s.json")
        let mine = SettingsStore(form: V1.settingsForm, loadingFrom: SettingsJSONFile(url: url))
        mine.set(\.reader.fontSize, to: 20)
        try mine.save()
        let theirs = SettingsStore(form: V1.settingsForm, loadingFrom: SettingsJSONFile(url: url))
        theirs.set(\.reader.theme, to: .sepia)
        try theirs.save()

        mine.reset(\.reader.fontSize)
        try mine.save()
        #expect(mine.current.reader.theme == .sepia)
        let document = reader(try stored(SettingsJSONFile(url: url)))
        #expect(document["fontSize"] == nil)
        #expect(document["theme"] as? String == "sepia")
    }

    @Test func theDebugMenuResetsASectionThroughTheReview() throws {
        let store = SettingsStore(form: DebugMenuSettings.settingsForm)
        store.set(\.environment.requestTimeout, to: 60)
        store.set(\.environment.network.addedLatency, to: 500)
        let environment = try #require(store.form.section(named: "environment"))
        let timeout = try setting(store.form, "environment.requestTimeout")
        #expect(store.defaultText(of: timeout) == timeout.displayText(.double(30)))
        try store.save()
        store.reset(environment)
        #expect(store.changes.map(\.id) == ["environment.requestTimeout", "environment.network.addedLatency"])
        #expect(store.current.environment == DebugMenuSettings.Environment())
    }
}
