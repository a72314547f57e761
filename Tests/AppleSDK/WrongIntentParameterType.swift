// Must not compile (Tests/AppleSDK/run.sh): an intent's parameter has the setting's type (`windowSize` is an int),
// so a value of another type is a compile error, as it is in Xcode.
import GeneratedSettings

let intent = PlaybackSettingsIntents.SetSmoothingWindowSize(value: 2.5)
