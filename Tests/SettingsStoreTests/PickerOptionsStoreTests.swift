import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// The picker options of issue 31, item 4 through the store, on the generated fixture
/// (Tests/SettingsCompilerTests/Fixtures/valid/picker-options.settings.yaml, compiled into
/// Tests/GeneratedFixtures/PostingSettings*.swift): a bool shown as a two-choice picker (`onTitle:`/`offTitle:`),
/// reply visibility no wider than the post's (`casesFrom:`), a quality up to a maximum (`casesUpTo:`), and the reset
/// line left out (`resetLine:`). Each test stores into a `UserDefaults` suite of its own and reads back with a fresh
/// store.
@MainActor
@Suite struct PickerOptionsStoreTests {
    typealias Root = PostingSettings
    let form = PostingSettings.settingsForm
    let defaults: UserDefaults

    init() throws {
        defaults = try #require(UserDefaults(suiteName: "settingsc.tests.picker-options.\(UUID().uuidString)"))
    }

    func persistence() -> SettingsUserDefaults { SettingsUserDefaults(defaults, key: "settings") }

    func setting(_ id: String) throws -> SettingsFormSetting<Root> {
        try #require(form.setting(id: id))
    }

    func offered(_ store: SettingsStore<Root>, _ id: String) throws -> [SettingsValue] {
        store.availableOptions(of: try setting(id)).map(\.value)
    }

    // MARK: A bool as a picker of two choices

    @Test func aBoolWithTitlesIsAPickerOfTwoChoices() throws {
        let isPublic = try setting("posting.isPublic")
        #expect(isPublic.control == .picker)
        #expect(isPublic.options.map(\.title) == ["Public", "Private"])
        #expect(isPublic.options.map(\.value) == [.bool(true), .bool(false)])
        #expect(isPublic.displayText(.bool(false)) == "Private")
        let keepDrafts = try setting("posting.keepDrafts")
        #expect(keepDrafts.control == .picker)
        #expect(keepDrafts.options.map(\.title) == [SettingsOption.noneTitle, "Keep", "Discard"])
    }

    @Test func aChoiceIsStoredAsTheBoolItIs() throws {
        let store = SettingsStore(form: form, loadingFrom: persistence())
        #expect(try setting("posting.isPublic").displayValue(in: store.current) == "Public")
        store.setValue(.bool(false), for: try setting("posting.isPublic"))
        store.setValue(.bool(true), for: try setting("posting.keepDrafts"))
        _ = try store.save()
        let reread = SettingsStore(form: form, loadingFrom: persistence())
        #expect(reread.current.posting.isPublic == false)
        #expect(reread.current.posting.keepDrafts == true)
        #expect(try setting("posting.isPublic").displayValue(in: reread.current) == "Private")
        #expect(try setting("posting.keepDrafts").displayValue(in: reread.current) == "Keep")
    }

    @Test func theTitlesAreLocalizedAndTheOptionsFollow() throws {
        struct Localizer: SettingsLocalizer {
            func localizedString(forKey key: String, table: String, defaultValue: String) -> String {
                switch key {
                case "posting.isPublic.onTitle": "Öffentlich"
                case "posting.isPublic.offTitle": "Privat"
                default: defaultValue
                }
            }
        }
        let localized = form.localized(using: Localizer())
        let isPublic = try #require(localized.setting(id: "posting.isPublic"))
        #expect(isPublic.options.map(\.title) == ["Öffentlich", "Privat"])
        #expect(isPublic.control == .picker)
        // Localization keeps the limit of a setting's cases.
        #expect(localized.setting(id: "replies.visibility")?.casesLimit == .from("posting.visibility"))
    }

    @Test func localizationKeepsWhenACaseIsOffered() throws {
        // An enum case's `availableWhen:` survives the translation of its title (it was dropped before).
        var form = PostingSettings.settingsForm
        guard case .setting(var visibility) = form.sections[0].rows[1] else {
            Issue.record("posting.visibility is not the second row")
            return
        }
        visibility.options[0].availableWhen = .isOn("posting.isPublic")
        form.sections[0].rows[1] = .setting(visibility)
        struct Upper: SettingsLocalizer {
            func localizedString(forKey key: String, table: String, defaultValue: String) -> String { defaultValue.uppercased() }
        }
        let localized = try #require(form.localized(using: Upper()).setting(id: "posting.visibility"))
        #expect(localized.options[0].title == "EVERYONE")
        #expect(localized.options[0].availableWhen == .isOn("posting.isPublic"))
    }

    // MARK: Cases limited by another setting

    @Test func repliesOfferTheCasesNoWiderThanThePost() throws {
        let store = SettingsStore(form: form, loadingFrom: persistence())
        let all: [SettingsValue] = [.enumCase("everyone"), .enumCase("followers"), .enumCase("mentioned")]
        #expect(try offered(store, "replies.visibility") == all)
        #expect(try offered(store, "replies.quoteVisibility") == [.none] + all)
        store.set(\.posting.visibility, to: .followers)
        #expect(try offered(store, "replies.visibility") == Array(all.dropFirst()))
        #expect(try offered(store, "replies.quoteVisibility") == [.none] + all.dropFirst())
        #expect(!store.holdsUnavailableValue(try setting("replies.visibility")))
        // The post's visibility narrows past the reply's: the reply's value is kept, shown and flagged.
        store.set(\.posting.visibility, to: .mentioned)
        #expect(store.current.replies.visibility == .followers)
        #expect(try offered(store, "replies.visibility") == Array(all.dropFirst()))
        #expect(store.holdsUnavailableValue(try setting("replies.visibility")))
        _ = try store.save()
        // Read back the way it was written: the value outside the limit is still there, still flagged.
        let reread = SettingsStore(form: form, loadingFrom: persistence())
        #expect(reread.current.replies.visibility == .followers)
        #expect(reread.holdsUnavailableValue(try setting("replies.visibility")))
        // Once another case is picked the old one is no longer offered.
        reread.set(\.replies.visibility, to: .mentioned)
        #expect(try offered(reread, "replies.visibility") == [.enumCase("mentioned")])
        #expect(!reread.holdsUnavailableValue(try setting("replies.visibility")))
        // Widening the post offers every case again.
        reread.set(\.posting.visibility, to: .everyone)
        #expect(try offered(reread, "replies.visibility") == all)
    }

    @Test func qualityIsOfferedUpToTheMaximum() throws {
        let store = SettingsStore(form: form, loadingFrom: persistence())
        let preferred = try setting("media.preferredQuality")
        #expect(preferred.casesLimit == .upTo("media.maximumQuality"))
        #expect(try offered(store, "media.preferredQuality") == [.enumCase("low"), .enumCase("medium"), .enumCase("high")])
        store.set(\.media.maximumQuality, to: .low)
        #expect(try offered(store, "media.preferredQuality") == [.enumCase("low"), .enumCase("medium")])  // medium kept
        #expect(store.holdsUnavailableValue(preferred))
        store.set(\.media.preferredQuality, to: .low)
        #expect(try offered(store, "media.preferredQuality") == [.enumCase("low")])
    }

    @Test func aLimitWithoutAValueOffersEveryCase() throws {
        // A setting built by hand: its limit names an optional setting without a value.
        var limited = try setting("replies.visibility")
        limited.casesLimit = .from("replies.quoteVisibility")
        var root = Root()
        #expect(form.availableOptions(of: limited, in: root).count == 3)
        root.replies.quoteVisibility = .mentioned
        #expect(form.availableOptions(of: limited, in: root).map(\.value) == [.enumCase("followers"), .enumCase("mentioned")])
    }

    // MARK: The reset line

    @Test func theResetLineIsInheritedAndOverridden() throws {
        #expect(try setting("posting.isPublic").showsResetLine)
        #expect(try !setting("replies.visibility").showsResetLine)        // its section says false
        #expect(try setting("replies.quoteVisibility").showsResetLine)    // its own true wins
        #expect(try !setting("media.preferredQuality").showsResetLine)    // its own false
        #expect(try setting("media.maximumQuality").showsResetLine)
        // The value can still be reset; only the line under the row is left out.
        let store = SettingsStore(form: form, loadingFrom: persistence())
        store.set(\.replies.visibility, to: .mentioned)
        #expect(store.canReset(try setting("replies.visibility")))
    }
}
