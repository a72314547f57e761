extension SettingsModel {
    /// Settings read by `decode`, or every setting at its default when the stored data cannot be read at all.
    ///
    /// Generated models never fail because of one bad value, but a whole file can still be unusable:
    /// truncated or garbage bytes, or a top level that is not a mapping. Then `decode` throws; this returns
    /// `Self()` instead and records the failure in `report` (path `[]`), so an app can start with defaults,
    /// tell the user, and keep the bad file for inspection. It never traps.
    ///
    /// ```swift
    /// let report = SettingsDecodingReport()
    /// let settings = BetaSettings.decodedOrDefault(report: report) {
    ///     let decoder = JSONDecoder()
    ///     decoder.userInfo[.settingsDecodingReport] = report
    ///     return try decoder.decode(BetaSettings.self, from: data)
    /// }
    /// ```
    public static func decodedOrDefault(report: SettingsDecodingReport?, _ decode: () throws -> Self) -> Self {
        do {
            return try decode()
        } catch {
            report?.record(SettingsDecodingReport.Issue(
                path: [], kind: .invalid("the stored settings could not be read (\(error)); every setting is at its default")))
            return Self()
        }
    }
}
