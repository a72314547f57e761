import Foundation
import Testing

/// Issue 19 item 7: one warning can be accepted, on the item (`allow: [SC1543]`) or for the run (`--allow SC1543`),
/// so `--warnings-as-errors` stays usable with a deliberate exception.
@Suite struct AllowWarningTests {
    static let scale = """
        settings: AppSettings
        sections:
          display:
            settings:
              textScale: {type: double, default: 1, range: 0.8...1.6, format: percent%@}
              boost: {default: 1.5, format: percent}
        """

    @Test func anItemsAllowAcceptsItsWarningOnly() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("A.settings.yaml", Self.scale.replacingOccurrences(of: "%@", with: ", allow: [SC1543]"))
        let result = runCLI(["validate", path, "--warnings-as-errors"])
        // textScale's SC1543 is accepted; boost's is not, and fails the run.
        #expect(result.status == 1)
        #expect(result.standardError.components(separatedBy: "[SC1543]").count - 1 == 1, "\(result.standardError)")
        #expect(result.standardError.contains(":6:"), "\(result.standardError)")
        #expect(!result.standardError.contains(":5:"), "\(result.standardError)")
    }

    @Test func theCommandLinesAllowAcceptsACodeEverywhere() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("A.settings.yaml", Self.scale.replacingOccurrences(of: "%@", with: ""))
        #expect(runCLI(["validate", path, "--warnings-as-errors"]).status == 1)
        let allowed = runCLI(["validate", path, "--warnings-as-errors", "--allow", "sc1543"])
        #expect(allowed.status == 0, "\(allowed.standardError)")
        #expect(!allowed.standardError.contains("SC1543"))
        let output = folder.url("out")
        #expect(runCLI(["generate", path, "--output", output, "--warnings-as-errors", "--allow", "SC1543"]).status == 0)
        #expect(runCLI(["docs", path, "--output", folder.url("docs"), "--warnings-as-errors", "--allow", "SC1543"]).status == 0)
    }

    @Test func onlyKnownWarningCodesCanBeAllowed() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("A.settings.yaml", Self.scale.replacingOccurrences(of: "%@", with: ""))
        let unknown = runCLI(["validate", path, "--allow", "SC9999"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("'SC9999' given to --allow is not a diagnostic code"))
        let error = runCLI(["validate", path, "--allow", "SC1202"])
        #expect(error.status == 2)
        #expect(error.standardError.contains("SC1202 given to --allow is an error"))
        let item = try folder.write("B.settings.yaml", Self.scale.replacingOccurrences(of: "%@", with: ", allow: [SC1202, SC0000]"))
        let refused = runCLI(["validate", item])
        #expect(refused.status == 1)
        #expect(refused.standardError.components(separatedBy: "[SC1109]").count - 1 == 2, "\(refused.standardError)")
    }
}
