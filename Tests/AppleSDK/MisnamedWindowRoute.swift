// Must not compile (Tests/AppleSDK/run.sh, macOS): the Settings window's opener takes the generated routes, so a
// misnamed one is a compile error, as it is in Xcode.
import GeneratedSettings

@MainActor func openCellular(_ window: PlaybackSettingsWindowState) {
    window.openSettings(.streamingCelular)
}
