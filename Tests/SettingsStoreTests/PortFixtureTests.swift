import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// The port fixture (issue 31, "Done when"): Tests/SettingsCompilerTests/Fixtures/valid/port.settings.yaml, a Mastodon
/// client's settings, generated into Tests/GeneratedFixtures (PortSettings). Edits go through the store in immediate
/// mode into a real `UserDefaults` suite and are read back by a fresh store; side effects, cascades, facts, enum cases
/// offered per condition, the Instance screen's review, and the app-screen and text rows of the form.
@MainActor
@Suite struct PortFixtureTests {
    typealias Root = PortSettings
    let defaults: UserDefaults

    init() throws {
        defaults = try #require(UserDefaults(suiteName: "settingsc.tests.port.\(UUID().uuidString)"))
    }

    func persistence() -> CountingPersistence {
        CountingPersistence(SettingsUserDefaults(defaults, key: "settings"))
    }

    /// A store on `persistence` whose writes wait for `scheduler`'s clock, with the schema's one side effect.
    func store(_ persistence: any SettingsPersistence, _ scheduler: SettingsManualScheduler) -> SettingsStore<Root> {
        let store = SettingsStore(form: Root.settingsForm, loadingFrom: persistence)
        store.commitScheduler = scheduler
        store.registerSideEffects { (effect: Root.SideEffect) in
            switch effect {
            case .hapticsChanged: { _ in }
            }
        }
        return store
    }

    func reread(_ persistence: any SettingsPersistence) -> Root {
        SettingsStore(form: Root.settingsForm, loadingFrom: persistence).current
    }

    func section(_ store: SettingsStore<Root>, _ id: String) throws -> SettingsFormSection<Root> {
        try #require(store.form.sectionPath(toSectionID: id).last)
    }

    @Test func anEditIsSavedAtOnceWithItsSideEffect() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        var seen: [String] = []
        let store = store(file, scheduler)
        store.registerSideEffect("hapticsChanged") { seen.append($0.id + ": " + $0.summary) }
        store.set(\.haptics.hapticsEnabled, to: false)
        // The side effect ran at the edit, not at a save; the edit is committed and written after the interval.
        #expect(seen == ["haptics.hapticsEnabled: on → off"])
        #expect(!store.hasChanges && store.initial.haptics.hapticsEnabled == false)
        #expect(file.writes == 0)
        scheduler.advance(by: store.commitInterval)
        #expect(file.writes == 1)
        #expect(reread(file).haptics.hapticsEnabled == false)
        // The document holds what was set, under the persistence keys.
        let stored = try #require(defaults.data(forKey: "settings"))
        let document = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        #expect((document["haptics"] as? [String: Any])?["hapticsEnabled"] as? Bool == false)
    }

    @Test func theIntSliderStoresWholeNumbersInItsRange() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        let fontSize = try #require(store.form.setting(id: "display.fontSize"))
        #expect(fontSize.control == .slider)
        // A drag reports doubles; the row stores the nearest whole number, within 12...24.
        store.setValue(fontSize.value(fromDouble: 19.6), for: fontSize)
        #expect(store.current.display.fontSize == 20)
        store.setValue(fontSize.value(fromDouble: 40), for: fontSize)
        #expect(store.current.display.fontSize == 24)
        try store.flush()
        #expect(reread(file).display.fontSize == 24)
    }

    @Test func cascadesApplyInTheSameEditAndAreSaved() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.set(\.swipes.leadingPrimary, to: .none)
        #expect(store.current.swipes.leadingSecondary == PortSettings.SwipeAction.none)
        #expect(!store.isEnabled(\.swipes.leadingSecondary))
        store.set(\.content.postVisibility, to: .direct)
        #expect(store.current.content.replyVisibility == .direct)
        try store.flush()
        let saved = reread(file)
        #expect(saved.swipes.leadingPrimary == PortSettings.SwipeAction.none && saved.swipes.leadingSecondary == PortSettings.SwipeAction.none)
        #expect(saved.content.postVisibility == .direct && saved.content.replyVisibility == .direct)
        // One undo takes back the edit with its cascade.
        #expect(store.undoLastEdit())
        #expect(store.current.content.postVisibility == .everyone && store.current.content.replyVisibility == .everyone)
    }

    @Test func replyVisibilityOffersOnlyWhatThePostAllows() throws {
        let store = SettingsStore(form: Root.settingsForm)
        let reply = try #require(store.form.setting(id: "content.replyVisibility"))
        func offered() -> [String] { store.availableOptions(of: reply).map(\.title) }
        #expect(offered() == ["Everyone", "Unlisted", "Followers", "Mentioned only"])
        store.set(\.content.replyVisibility, to: .followers)
        store.set(\.content.postVisibility, to: .followers)
        #expect(offered() == ["Followers", "Mentioned only"])
        store.set(\.content.postVisibility, to: .unlisted)
        #expect(offered() == ["Unlisted", "Followers", "Mentioned only"])
        // A value no longer offered is kept and shown until another is picked.
        store.set(\.content.replyVisibility, to: .unlisted)
        store.set(\.content.postVisibility, to: .followers)
        #expect(offered() == ["Unlisted", "Followers", "Mentioned only"])
        #expect(store.holdsUnavailableValue(reply))
    }

    @Test func factsDecideWhatIsShown() throws {
        let store = SettingsStore(form: Root.settingsForm)
        let accounts = try section(store, "accounts")
        let notifications = try section(store, "notifications")
        func shown(_ section: SettingsFormSection<Root>) -> [String] { store.visibleRows(of: section).map(\.name) }
        // At the facts' zeros: no data, no account, no push.
        #expect(shown(accounts) == ["manageAccounts", "noAccounts"])
        #expect(shown(notifications) == ["pushUnavailable", "systemSettings", "mentions", "follows"])
        store.appFacts.dataLoaded = true
        store.appFacts.accountCount = 2
        store.appFacts.pushAvailable = true
        #expect(shown(accounts) == ["manageAccounts", "addAccount"])
        #expect(shown(notifications) == ["pushEnabled", "mentions", "follows"])
        #expect(!store.isEnabled(\.notifications.mentions))
        store.set(\.notifications.pushEnabled, to: true)
        #expect(store.isEnabled(\.notifications.mentions))
        // The device's facts: haptics on an iPhone, the sidebar on an iPad or a Mac.
        store.setDeviceFacts(SettingsFacts.builtIn(idiom: .phone, isMacCatalyst: false, system: nil))
        #expect(store.isVisible(try section(store, "haptics")) && !store.isVisible(\.display.sidebar))
        store.setDeviceFacts(SettingsFacts.builtIn(idiom: .pad, isMacCatalyst: false, system: nil))
        #expect(!store.isVisible(try section(store, "haptics")) && store.isVisible(\.display.sidebar))
    }

    @Test func theInstanceScreenKeepsTheReview() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        #expect(store.form.section(named: "instance")?.commit == .review)
        #expect(store.form.section(named: "display")?.commit == .immediate)
        store.set(\.instance.server, to: "fosstodon.org")
        store.set(\.display.compactLayout, to: true)
        scheduler.advance(by: 1)
        // The display edit is written; the instance edit waits for the review.
        #expect(reread(file).display.compactLayout && reread(file).instance.server == "mastodon.social")
        #expect(store.changes.map(\.id) == ["instance.server"])
        #expect(store.restartRequiredChanges.map(\.id) == ["display.compactLayout"])
        _ = try store.save()
        #expect(reread(file).instance.server == "fosstodon.org")
    }

    @Test func appScreenAndTextRowsReachTheForm() throws {
        let form = Root.settingsForm
        let accounts = try #require(form.section(named: "accounts"))
        #expect(accounts.screens.map(\.hook) == ["accountsScreen", "addAccountScreen"])
        #expect(accounts.screens.map(\.value) == ["accountSummary", nil])
        let timeline = try #require(form.section(named: "general.timeline"))
        #expect(timeline.rows.map(\.kind) == ["setting", "setting", "screen", "screen", "text"])
        guard case .text(let note) = try #require(timeline.rows.last) else { Issue.record("not a text row"); return }
        #expect(note.title == "Filters apply to every timeline of every account.")
        // A text row's condition reads a setting: shown only while the compact layout is on.
        let store = SettingsStore(form: form)
        let display = try #require(form.section(named: "display"))
        #expect(!store.visibleRows(of: display).map(\.name).contains("layoutNote"))
        store.set(\.display.compactLayout, to: true)
        #expect(store.visibleRows(of: display).map(\.name).contains("layoutNote"))
        // Search finds both kinds by their titles.
        let index = SettingsSearchIndex(form: form)
        #expect(index.search("content filters").first?.entry.id == "general.timeline.filters")
        #expect(index.search("every timeline").first?.entry.id == "general.timeline.filtersNote")
        // The links to other schemes than http(s): mail and the app's page in Settings.
        let about = try #require(form.section(named: "about"))
        #expect(about.links.map(\.url) == ["mailto:support@example.com", "https://example.com/source"])
        #expect(form.section(named: "notifications")?.links.map(\.url) == ["app-settings:"])
    }
}
