// Must not compile (Tests/AppleSDK/run.sh): the "Open settings" intent's destinations are the generated routes, so
// a misnamed one is a compile error, as it is in Xcode.
import GeneratedSettings

let intent = PlaybackSettingsIntents.OpenSettings(destination: .smoothingWindowSise)
