import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import Testing

/// The Swift generated from Schemas/Display.settings.yaml, compiled and run: platforms limit what the screens
/// show, never what is stored; units and formats reach the form metadata and its display text.
@Suite struct DisplaySettingsTests {
    let form = DisplaySettings.settingsForm

    func setting(_ id: String) throws -> SettingsFormSetting<DisplaySettings> {
        try #require(form.setting(id: id))
    }

    @Test func theModelKeepsEverySettingOnEveryPlatform() throws {
        var settings = DisplaySettings()
        #expect(settings.screen.autoLockMinutes == 5)            // `platforms: [iOS]`
        #expect(settings.screen.trackpad.pointerSpeed == 1.5)    // a macOS-only section
        #expect(settings.text.columnWidth == 680)
        settings.screen.trackpad.pointerSpeed = 3
        settings.motion.hapticStrength = 0.9
        let data = try JSONEncoder().encode(settings)
        let read = try JSONDecoder().decode(DisplaySettings.self, from: data)
        #expect(read == settings)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"pointerSpeed\":3"))
        #expect(json.contains("\"autoLockMinutes\":5"))
    }

    @Test func theFormCarriesPlatformsInheritedFromSections() throws {
        #expect(try setting("text.fontSize").platforms == nil)
        #expect(try setting("text.columnWidth").platforms == [.macOS, .visionOS])
        #expect(try setting("screen.brightnessBoost").platforms == [.iOS, .macOS])
        #expect(try setting("screen.autoLockMinutes").platforms == [.iOS])
        #expect(try setting("screen.trackpad.tapToClick").platforms == [.macOS])
        let screen = try #require(form.section(named: "screen"))
        #expect(screen.platforms == [.iOS, .macOS])
        #expect(screen.sections.first?.platforms == [.macOS])
        let about = try #require(form.section(named: "about"))
        #expect(about.actions.first?.platforms == [.iOS, .macOS])
        #expect(about.links.first?.platforms == nil)
    }

    @Test func rowsAreFilteredByPlatform() throws {
        let motion = try #require(form.section(named: "motion"))
        #expect(motion.rows.map(\.id) == ["motion.animationDelay", "motion.transitionDuration", "motion.reduceMotion", "motion.hapticStrength"])
        #expect(motion.rows(on: .macOS).map(\.id) == ["motion.animationDelay", "motion.transitionDuration"])
        #expect(motion.rows(on: .watchOS).map(\.id) == ["motion.animationDelay", "motion.transitionDuration", "motion.hapticStrength"])
        #expect(motion.rows(on: nil).count == 4)
        let screen = try #require(form.section(named: "screen"))
        #expect(screen.isShown(on: .iOS))
        #expect(!screen.isShown(on: .tvOS))
        #expect(!screen.rows(on: .macOS).contains { $0.id == "screen.autoLockMinutes" })
    }

    @Test func theFormCarriesUnitsAndFormats() throws {
        #expect(try setting("motion.animationDelay").format == SettingsNumberFormat(unit: "s"))
        #expect(try setting("motion.hapticStrength").format == SettingsNumberFormat(style: .percent))
        #expect(try setting("text.fontSize").format == SettingsNumberFormat(decimals: 1, unit: "pt"))
        #expect(try setting("text.appearance").format == nil)
        let value = DisplaySettings()
        #expect(try setting("motion.animationDelay").displayValue(in: value) == "0.5 s")
        #expect(try setting("motion.animationDelay").rangeText == "0–10 s")
        #expect(try setting("motion.animationDelay").stepText == "0.5 s")
        #expect(try setting("screen.brightnessBoost").displayValue(in: value) == "25%")
        #expect(try setting("screen.brightnessBoost").stepText == "5%")
        #expect(try setting("screen.dimmingOpacity").displayValue(in: value) == "12.5%")
        #expect(try setting("text.fontSize").displayValue(in: value) == "17.0 pt")
        #expect(try setting("text.columnWidth").displayValue(in: value) == "680 px")
        #expect(try setting("screen.scrollSpeed").displayValue(in: value) == "none")
        var edited = value
        try setting("motion.animationDelay").setValue(.double(2.26), in: &edited)   // snapped to the 0.5 step
        #expect(try setting("motion.animationDelay").displayValue(in: edited) == "2.5 s")
    }

    @Test func theTextRendererHidesOrMarksOtherPlatforms() {
        let all = SettingsTextRenderer().render(form, value: DisplaySettings())
        #expect(all.contains("Auto lock minutes  [stepper]       5 min  range 1–30 min; iOS only"))
        #expect(all.contains("platforms: iOS, macOS only"))
        let tv = SettingsTextRenderer(platform: .tvOS).render(form, value: DisplaySettings())
        #expect(!tv.contains("Screen"))
        #expect(!tv.contains("Haptic strength"))
        #expect(tv.contains("Reduce motion"))
        #expect(!tv.contains("only"))
    }
}

/// Tests/GeneratedFixtures/PlatformUnitsSettings+Form.swift (valid/platforms-and-hostile-units.settings.yaml):
/// units holding quotes, backslashes, `\(`, `*/` and HTML reach the form exactly as the YAML spells them.
@Suite struct PlatformUnitsFixtureTests {
    let form = PlatformUnitsSettings.settingsForm

    @Test func hostileUnitsAreKeptExactly() throws {
        #expect(try #require(form.setting(id: "tv.remote.swipeSpeed")).format?.unit == "\"x\\")
        #expect(try #require(form.setting(id: "vision.depth")).format?.unit == "<b>cm</b>")
        let gain = try #require(form.setting(id: "everywhere.gain"))
        #expect(gain.format?.unit == "\\(dB) `*/")
        #expect(gain.displayValue(in: PlatformUnitsSettings()) == "0.5 \\(dB) `*/")
        #expect(gain.rangeText == "-1 to 1 \\(dB) `*/")
    }

    @Test func platformsOfEveryKindOfItem() throws {
        #expect(try #require(form.section(named: "tv")).platforms == [.tvOS])
        #expect(try #require(form.section(named: "tv.remote")).platforms == [.tvOS])
        #expect(try #require(form.setting(id: "tv.remote.swipeSpeed")).platforms == [.tvOS])
        let everywhere = try #require(form.section(named: "everywhere"))
        #expect(everywhere.platforms == nil)
        #expect(everywhere.actions.first?.platforms == [.watchOS])
        #expect(everywhere.rows(on: .iOS).map(\.id) == ["everywhere.gain"])
        #expect(everywhere.rows(on: .watchOS).map(\.id) == ["everywhere.gain", "everywhere.watchOnly", "everywhere.crown"])
        #expect(try #require(form.section(named: "vision")).links.first?.platforms == [.visionOS])
        #expect(try #require(form.setting(id: "everywhere.phone.vibration")).displayValue(in: PlatformUnitsSettings()) == "30%")
    }
}
