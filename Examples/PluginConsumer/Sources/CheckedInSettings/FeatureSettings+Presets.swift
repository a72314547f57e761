// Hand-written code next to the checked-in model in Generated/ (written by `generate-settings`).
extension FeatureSettings {
    /// Everything new switched on, for internal builds.
    public static var internalPreset: FeatureSettings {
        var settings = FeatureSettings()
        settings.flags.newOnboarding = true
        return settings
    }
}
