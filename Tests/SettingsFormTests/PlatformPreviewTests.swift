import Foundation
import GeneratedSettings
import SettingsBackends
import SettingsRuntime
import Testing
import TestSupport

/// `settingsc preview --platform` and the text renderer over the Display schema's platforms, units and formats.
@Suite struct PlatformPreviewTests {
    let renderer = PreviewCommandTests()

    @Test func previewForOnePlatformLeavesOutTheOthers() throws {
        let result = renderer.run(["preview", renderer.path("Schemas/Display.settings.yaml"), "--platform", "macOS"])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        #expect(result.out.contains("Screen > Trackpad"))
        #expect(result.out.contains("Column width"))
        #expect(!result.out.contains("Auto lock minutes"))     // iOS only
        #expect(!result.out.contains("Haptic strength"))       // iOS, watchOS only
        #expect(!result.out.contains(" only"), "nothing is marked when one platform is chosen")
        let watch = renderer.run(["preview", renderer.path("Schemas/Display.settings.yaml"), "--platform", "watchOS"]).out
        #expect(!watch.contains("Screen"))
        #expect(!watch.contains("Trackpad"))
        #expect(watch.contains("Haptic strength          [slider]  60%     range 0–100%; step 10%"))
    }

    @Test func withoutAPlatformEverythingIsShownAndMarked() throws {
        let result = renderer.run(["preview", renderer.path("Schemas/Display.settings.yaml"), "--section", "screen"])
        #expect(result.status == 0)
        #expect(result.out.contains("  platforms: iOS, macOS only\n"))
        #expect(result.out.contains("Auto lock minutes  [stepper]       5 min  range 1–30 min; iOS only"))
        #expect(result.out.contains("Trackpad           [link]          >      macOS only"))
        #expect(result.out.contains("Brightness boost   [slider]        25%    range 0–100%; step 5%\n"), "inherited platforms are not repeated")
    }

    @Test func anUnknownPlatformIsAUsageErrorWithASuggestion() {
        let result = renderer.run(["preview", renderer.path("Schemas/Display.settings.yaml"), "--platform", "macos"])
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("unknown platform 'macos'; did you mean 'macOS'?"))
    }

    @Test func theCompiledFormAndThePreviewFormAgree() throws {
        let (dataForm, defaults) = SchemaForm.dataForm(try compileRepositorySchema("Schemas/Display.settings.yaml"))
        for platform in [nil] + SettingsPlatform.allCases.map(Optional.some) {
            let compiled = SettingsTextRenderer(platform: platform).render(DisplaySettings.settingsForm, value: DisplaySettings())
            let preview = SettingsTextRenderer(platform: platform).render(dataForm, value: defaults)
            #expect(compiled == preview, "\(String(describing: platform))")
        }
        for (compiled, data) in zip(DisplaySettings.settingsForm.allSettings, dataForm.allSettings) {
            #expect(compiled.format == data.format, "\(compiled.id)")
            #expect(compiled.platforms == data.platforms, "\(compiled.id)")
        }
    }
}
