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

/// Issue 20 item 4: two schemas of one run whose outputs would overwrite each other are reported by validate too,
/// not only by generate (SC1592).
@Suite struct CrossSchemaOutputTests {
    @Test func validateReportsSchemasWhoseOutputsCollide() throws {
        let folder = try TemporaryDirectory()
        let body = "sections:\n  general:\n    settings:\n      volume: 5\n"
        let a = try folder.write("A.settings.yaml", "settings: BetaSettings\n" + body)
        let b = try folder.write("B.settings.yaml", "settings: BETASettings\n" + body)
        let c = try folder.write("C.settings.yaml", "settings: BetaSettings\n" + body)
        let d = try folder.write("D.settings.yaml", "settings: OtherSettings\n" + body)
        #expect(runCLI(["validate", a, d]).status == 0)
        let caseOnly = runCLI(["validate", a, b])
        #expect(caseOnly.status == 1)
        #expect(caseOnly.standardError.contains("differs only in case from 'BetaSettings.swift'"), "\(caseOnly.standardError)")
        #expect(caseOnly.standardError.contains("[SC1592]"))
        let same = runCLI(["validate", a, c])
        #expect(same.status == 1)
        #expect(same.standardError.contains("is also 'BetaSettings.swift'"), "\(same.standardError)")
        // generate refuses before writing anything.
        let output = folder.url("out")
        #expect(runCLI(["generate", a, b, "--output", output]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: output + "/BetaSettings.swift"))
    }
}
