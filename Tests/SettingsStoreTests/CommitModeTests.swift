import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// A persistence that counts its writes, over a real one.
final class CountingPersistence: SettingsPersistence, @unchecked Sendable {
    let inner: any SettingsPersistence
    private(set) var writes = 0

    init(_ inner: any SettingsPersistence) { self.inner = inner }

    var location: String { inner.location }
    func read() throws -> Data? { try inner.read() }
    func write(_ data: Data) throws {
        writes += 1
        try inner.write(data)
    }
    func setAside(_ data: Data) throws -> String { try inner.setAside(data) }
    func withWriteLock<T>(_ body: () throws -> T) throws -> T { try inner.withWriteLock(body) }
}

/// `commit: immediate` and `cascade:` (issue 31, items 1 and 5), on the fixture
/// Tests/SettingsCompilerTests/Fixtures/valid/commit-and-cascades.settings.yaml as generated into
/// Tests/GeneratedFixtures (MailSettings): the schema commits at once, the Account screen keeps the review. Each test
/// stores into a `UserDefaults` suite of its own (or a JSON file) and reads back with a fresh store.
@MainActor
@Suite struct CommitModeTests {
    let defaults: UserDefaults
    let suite: String

    init() throws {
        suite = "settingsc.tests.commit.\(UUID().uuidString)"
        defaults = try #require(UserDefaults(suiteName: suite))
    }

    func persistence() -> CountingPersistence {
        CountingPersistence(SettingsUserDefaults(defaults, key: "settings"))
    }

    /// A store on `persistence` whose writes wait for `scheduler`'s clock.
    func store(_ persistence: any SettingsPersistence, _ scheduler: SettingsManualScheduler) -> SettingsStore<MailSettings> {
        let store = SettingsStore(form: MailSettings.settingsForm, loadingFrom: persistence)
        store.commitScheduler = scheduler
        store.registerSideEffects { (effect: MailSettings.SideEffect) in
            switch effect {
            case .updateBadge: { _ in }
            }
        }
        return store
    }

    /// What a fresh store reads from the same place.
    func reread(_ persistence: any SettingsPersistence) -> MailSettings {
        SettingsStore(form: MailSettings.settingsForm, loadingFrom: persistence).current
    }

    @Test func theFormCarriesEachSectionsMode() throws {
        let form = MailSettings.settingsForm
        #expect(form.section(named: "swipes")?.commit == .immediate)      // the schema's
        #expect(form.section(named: "appearance")?.commit == .immediate)
        #expect(form.section(named: "account")?.commit == .review)        // its own
        #expect(form.section(named: "account.advanced")?.commit == .review)  // inherited from account
        let store = SettingsStore(form: form)
        #expect(!store.commitsEverythingImmediately)
        #expect(store.commitMode(of: try #require(form.setting(id: "swipes.primaryAction"))) == .immediate)
    }

    @Test func anImmediateEditIsCommittedAndWrittenAfterTheInterval() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.set(\.appearance.compactLayout, to: true)
        // Committed at once: `initial` follows, nothing waits for review...
        #expect(store.initial.appearance.compactLayout)
        #expect(store.changes.isEmpty)
        #expect(!store.hasChanges)
        #expect(store.hasUnwrittenCommits)
        // ...and written when the interval has passed.
        #expect(file.writes == 0)
        scheduler.advance(by: store.commitInterval)
        #expect(file.writes == 1)
        #expect(!store.hasUnwrittenCommits)
        #expect(reread(file).appearance.compactLayout)
    }

    @Test func anImmediateEditReachesAJSONFile() throws {
        let url = temporaryDirectory().appendingPathComponent("commit.json")
        let file = CountingPersistence(SettingsJSONFile(url: url))
        let store = store(file, SettingsManualScheduler())
        store.set(\.swipes.primaryAction, to: .delete)
        try store.flush()
        #expect(file.writes == 1)
        #expect(reread(SettingsJSONFile(url: url)).swipes.primaryAction == .delete)
    }

    @Test func withoutPersistenceAnImmediateEditIsChosenAtOnce() throws {
        let store = SettingsStore(form: MailSettings.settingsForm)
        let size = try #require(store.form.setting(id: "appearance.textSize"))
        store.set(\.appearance.textSize, to: 1.0)  // the default: no change, nothing chosen
        #expect(!store.isExplicitlySet(size))
        store.set(\.appearance.textSize, to: 1.5)
        #expect(store.initial.appearance.textSize == 1.5 && !store.hasUnwrittenCommits)
        #expect(store.isExplicitlySet(size))
        store.reset(size)
        #expect(store.initial.appearance.textSize == 1.0)
        #expect(!store.isExplicitlySet(size))
    }

    @Test func reloadDropsWhatWasNotWrittenYet() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.set(\.swipes.secondaryAction, to: .delete)
        store.reload()
        #expect(store.current.swipes.secondaryAction == .flag)
        #expect(!store.hasUnwrittenCommits && !store.canUndo)
        scheduler.advance(by: 1)  // the write scheduled before the reload does nothing
        #expect(file.writes == 0)
    }

    @Test func aSliderDragOf200EditsIsABoundedNumberOfWrites() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        let textSize = try #require(store.form.setting(id: "appearance.textSize"))
        // 200 steps over 2 seconds (10 ms apart), as a drag reports them.
        for step in 0..<200 {
            store.setValue(.double(0.5 + Double(step % 31) * 0.05), for: textSize)
            scheduler.advance(by: 0.01)
        }
        store.setValue(.double(1.5), for: textSize)
        try store.flush()  // the app going to the background
        // One write per 0.5 s interval of the drag, and the flush: not 200.
        #expect(file.writes >= 4 && file.writes <= 5, "\(file.writes) writes")
        #expect(reread(file).appearance.textSize == 1.5)
        // A flush with nothing waiting writes nothing.
        try store.flush()
        let writes = file.writes
        scheduler.advance(by: 10)
        #expect(file.writes == writes)
    }

    @Test func aBurstWithinOneIntervalIsOneWrite() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        for step in 0..<200 { store.set(\.appearance.textSize, to: 0.5 + Double(step % 30) * 0.05) }
        #expect(file.writes == 0)
        #expect(scheduler.pendingCount == 1)
        scheduler.advance(by: 1)
        #expect(file.writes == 1)
    }

    @Test func aZeroIntervalWritesEveryEdit() throws {
        let file = persistence()
        let store = store(file, SettingsManualScheduler())
        store.commitInterval = 0
        store.set(\.swipes.secondaryAction, to: .delete)
        store.set(\.swipes.secondaryAction, to: .archive)
        #expect(file.writes == 2)
        #expect(reread(file).swipes.secondaryAction == .archive)
    }

    @Test func theSideEffectRunsAtTheEditWithItsChange() throws {
        let scheduler = SettingsManualScheduler()
        let store = store(persistence(), scheduler)
        var seen: [SettingsChange] = []
        store.registerSideEffect("updateBadge") { seen.append($0) }
        store.set(\.appearance.unreadBadge, to: false)
        #expect(seen.map(\.id) == ["appearance.unreadBadge"])
        #expect(seen.first?.summary == "on → off")
        store.set(\.appearance.unreadBadge, to: false)  // no change: no call
        #expect(seen.count == 1)
        try store.save()  // nothing left to save: the hook does not run again
        #expect(seen.count == 1)
    }

    @Test func aMissingSideEffectKeepsTheEditPending() throws {
        let store = SettingsStore(form: MailSettings.settingsForm, loadingFrom: persistence())
        store.commitScheduler = SettingsManualScheduler()
        store.set(\.appearance.unreadBadge, to: false)
        #expect(store.commitError == .missingSideEffect(hook: "updateBadge", setting: "appearance.unreadBadge"))
        #expect(store.initial.appearance.unreadBadge)
        #expect(store.changes.map(\.id).contains("appearance.unreadBadge"))
    }

    @Test func restartNeededIsSurfacedAndTheHandlerCalled() throws {
        let scheduler = SettingsManualScheduler()
        let store = store(persistence(), scheduler)
        #expect(store.restartRequiredChanges.isEmpty)
        store.set(\.appearance.compactLayout, to: true)
        // No handler: pending, and listed for a banner.
        #expect(store.restartPending)
        #expect(store.restartRequiredChanges.map(\.id) == ["appearance.compactLayout"])
        store.acknowledgeRestart()
        #expect(!store.restartPending && store.restartRequiredChanges.isEmpty)
        var restarted: [[String]] = []
        store.restartHandler = { restarted.append($0.map(\.id)) }
        store.set(\.appearance.compactLayout, to: false)
        #expect(restarted == [["appearance.compactLayout"]])
        #expect(store.restartRequiredChanges.map(\.summary) == ["on → off"])
    }

    @Test func undoRestoresThePreviousValueAndWritesIt() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        var registered: [String] = []
        store.undoRegistration = { title, _ in registered.append(title) }
        #expect(!store.canUndo)
        store.set(\.swipes.secondaryAction, to: .delete)
        scheduler.advance(by: 1)
        #expect(reread(file).swipes.secondaryAction == .delete)
        #expect(store.undoLastEdit())
        #expect(store.current.swipes.secondaryAction == .flag)
        #expect(store.initial.swipes.secondaryAction == .flag)  // committed again
        scheduler.advance(by: 1)
        #expect(reread(file).swipes.secondaryAction == .flag)
        #expect(store.canRedo && !store.canUndo)
        #expect(store.redoLastUndo())
        #expect(store.current.swipes.secondaryAction == .delete)
        try store.flush()
        #expect(reread(file).swipes.secondaryAction == .delete)
        // The edit, the redo step while undoing, the undo step while redoing: what an UndoManager is given.
        #expect(registered == ["Secondary action", "Secondary action", "Secondary action"])
    }

    @Test func undoOfADragRestoresTheValueFromBeforeIt() throws {
        let store = store(persistence(), SettingsManualScheduler())
        for step in 1...50 { store.set(\.appearance.textSize, to: 1.0 + Double(step) * 0.01) }
        #expect(store.undoLastEdit())
        #expect(store.current.appearance.textSize == 1.0)
        #expect(!store.canUndo)
    }

    @Test func anInvalidStringStaysUnsavedAndVisible() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.set(\.appearance.signature, to: "")
        #expect(store.current.appearance.signature == "")                       // not lost
        #expect(store.initial.appearance.signature == "Sent from my phone")     // not committed
        #expect(store.problems.map(\.setting) == ["appearance.signature"])
        #expect(store.commitError == .invalidValue(setting: "appearance.signature", message: "Enter a value."))
        scheduler.advance(by: 1)
        #expect(file.writes == 0)
        #expect(reread(file).appearance.signature == "Sent from my phone")
        store.set(\.appearance.signature, to: "Thanks")
        #expect(store.problems.isEmpty && store.commitError == nil)
        scheduler.advance(by: 1)
        #expect(reread(file).appearance.signature == "Thanks")
    }

    @Test func aResetCommittedAtOnceIsStoredAsNeverSet() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.set(\.appearance.textSize, to: 1.5)
        scheduler.advance(by: 1)
        store.reset(\.appearance.textSize)
        scheduler.advance(by: 1)
        let document = try #require(try file.read())
        let object = try #require(try JSONSerialization.jsonObject(with: document) as? [String: Any])
        #expect((object["appearance"] as? [String: Any])?["textSize"] == nil)
        #expect(reread(file).appearance.textSize == 1.0)
    }

    @Test func reviewSectionsKeepTheReviewBesideImmediateOnes() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.set(\.account.server, to: "mail.example.org")       // review
        store.set(\.swipes.secondaryAction, to: .delete)          // immediate
        scheduler.advance(by: 1)
        #expect(store.changes.map(\.id) == ["account.server"])
        let stored = reread(file)
        #expect(stored.swipes.secondaryAction == .delete)
        #expect(stored.account.server == "imap.example.com")     // not written before the review
        store.cancel()
        #expect(store.current.swipes.secondaryAction == .delete)  // committed edits stay
        #expect(store.current.account.server == "imap.example.com")
        store.set(\.account.server, to: "mail.example.org")
        try store.save()
        #expect(reread(file).account.server == "mail.example.org")
    }

    @Test func anotherWritersValuesSurviveACoalescedWrite() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let mine = store(file, scheduler)
        let theirs = store(file, SettingsManualScheduler())
        theirs.set(\.account.port, to: 2525)
        try theirs.save()
        mine.set(\.swipes.primaryAction, to: .flag)
        scheduler.advance(by: 1)
        let stored = reread(file)
        #expect(stored.account.port == 2525)
        #expect(stored.swipes.primaryAction == .flag)
        #expect(mine.current.account.port == 2525)  // merged in
    }

    /// A direct mutation of `current` (what a SwiftUI binding to `$store.current.x` does, the usual way with an
    /// `@Observable` model) is an edit like `set(_:to:)`: before, in immediate mode it was never committed, cascaded
    /// or written, and an app that never calls `save()` lost it.
    @Test func aDirectMutationOfCurrentIsCommittedCascadedAndWritten() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.current.swipes.primaryAction = .none
        #expect(store.current.swipes.secondaryAction == .none)  // cascaded
        #expect(store.initial.swipes.primaryAction == .none && store.initial.swipes.secondaryAction == .none)
        #expect(!store.hasChanges)
        store.current.appearance.textSize = 7  // out of range: stored as set(_:to:) stores it
        #expect(store.current.appearance.textSize == 2.0)
        scheduler.advance(by: 1)
        #expect(file.writes == 1)
        let stored = reread(file)
        #expect(stored.swipes.primaryAction == .none && stored.swipes.secondaryAction == .none)
        #expect(stored.appearance.textSize == 2.0)
        // One undo step an edit, as through the store.
        #expect(store.undoLastEdit())
        #expect(store.current.appearance.textSize == 1.0)
        // A section under review keeps the edit for the review, as before.
        store.current.account.port = 2525
        #expect(store.changes.map(\.id) == ["account.port"])
        #expect(store.initial.account.port == 993)
        scheduler.advance(by: 1)
        #expect(reread(file).account.port == 993)
    }

    // MARK: Cascades

    @Test func aCascadeIsCommittedInTheSameEditAndWrite() throws {
        let file = persistence()
        let scheduler = SettingsManualScheduler()
        let store = store(file, scheduler)
        store.set(\.swipes.primaryAction, to: .none)
        #expect(store.current.swipes.secondaryAction == .none)
        #expect(store.initial.swipes.secondaryAction == .none)
        scheduler.advance(by: 1)
        #expect(file.writes == 1)
        let stored = reread(file)
        #expect(stored.swipes.primaryAction == .none && stored.swipes.secondaryAction == .none)
        // Another value does not trigger it; undo puts both back.
        store.set(\.swipes.primaryAction, to: .archive)
        #expect(store.current.swipes.secondaryAction == .none)
        #expect(store.undoLastEdit())
        #expect(store.undoLastEdit())
        #expect(store.current.swipes.primaryAction == .archive && store.current.swipes.secondaryAction == .flag)
    }

    @Test func aCascadeWithoutWhenFollowsAnyChange() throws {
        let store = store(persistence(), SettingsManualScheduler())
        store.set(\.appearance.unreadBadge, to: false)
        #expect(!store.current.appearance.badgeCountsThreads)
        store.set(\.appearance.badgeCountsThreads, to: true)
        store.set(\.appearance.unreadBadge, to: true)
        #expect(!store.current.appearance.badgeCountsThreads)
    }

    @Test func aCascadeInTheReviewIsOneMoreChange() throws {
        let file = CountingPersistence(SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("commit.json")))
        let store = store(file, SettingsManualScheduler())
        let ssl = try #require(store.form.setting(id: "account.useSSL"))
        store.setValue(.bool(false), for: ssl)
        #expect(store.changes.map(\.summary) == ["on → off", "993 → 143"])
        #expect(store.changes.map(\.id) == ["account.useSSL", "account.port"])
        #expect(file.writes == 0)
        try store.save()
        #expect(file.writes == 1)
        #expect(reread(file).account.port == 143)
        store.setValue(.bool(true), for: ssl)
        #expect(store.current.account.port == 993)
        store.cancel()
        #expect(store.current.account.port == 143)
    }
}
