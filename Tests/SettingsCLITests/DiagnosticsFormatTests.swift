import Foundation
import Testing
@testable import SettingsCLI

/// `--diagnostics-format` on `validate` and `generate`: machine formats go to standard output, the summary
/// stays on standard error, and the exit statuses do not change with the format.
@Suite struct DiagnosticsFormatCLITests {
    @Test func jsonOnValidateGoesToStandardOutput() throws {
        let directory = try TemporaryDirectory()
        let bad = try directory.write("invalid.settings.yaml", invalidSchema)
        let result = runCLI(["validate", bad, "--diagnostics-format", "json"])
        #expect(result.status == 1)
        #expect(result.standardError == "settingsc: 1 error\n")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(object["code"] as? String == "SC1201")
        #expect(object["file"] as? String == bad)
        #expect((object["range"] as? [String: [String: Int]])?["start"] == ["line": 5, "column": 21])
    }

    @Test func sarifForAValidSchemaIsACompleteLogWithoutResults() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let result = runCLI(["validate", schema, "--diagnostics-format=sarif"])
        #expect(result.status == 0)
        #expect(result.standardError == "settingsc: 1 schema valid\n")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 0)
    }

    @Test func githubOnGenerateWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let bad = try directory.write("invalid.settings.yaml", invalidSchema)
        let result = runCLI(["generate", bad, "-o", directory.url("Out"), "--diagnostics-format", "github"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("::error file=\(bad.replacingOccurrences(of: ":", with: "%3A")),line=5,col=21,endLine=5,endColumn=26,title=SC1201::unknown type 'integr'"))
        #expect(result.standardError == "settingsc: 1 error; no files written\n")
        #expect(!directory.exists("Out"))
    }

    @Test func generateWithSarifStillWritesOnSuccess() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let result = runCLI(["generate", schema, "-o", directory.url("Out"), "--diagnostics-format", "sarif", "-q"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"results\": []"))
        #expect(directory.exists("Out/TestSettings.swift"))
    }

    @Test func unreadableInputIsSC1001InMachineFormats() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url("missing.settings.yaml")
        let result = runCLI(["validate", missing, "--diagnostics-format", "json"])
        #expect(result.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["code"] as? String == "SC1001")
        #expect(object["message"] as? String == "cannot read file '\(missing)': No such file or directory")
        #expect(object["file"] is NSNull)
    }

    @Test func textIsTheDefaultAndTheSameAsExplicitText() throws {
        let directory = try TemporaryDirectory()
        let bad = try directory.write("invalid.settings.yaml", invalidSchema)
        let implicit = runCLI(["validate", bad])
        let explicit = runCLI(["validate", bad, "--diagnostics-format", "text"])
        #expect(implicit.standardError == explicit.standardError)
        #expect(explicit.standardOutput.isEmpty)
        #expect(explicit.standardError.contains("[SC1201]\n"))
    }

    @Test(arguments: ["validate", "generate"])
    func unknownFormatIsAUsageErrorWithASuggestion(command: String) {
        let result = runCLI([command, "a.settings.yaml", "-o", "Out", "--diagnostics-format", "sraif"]
            .filter { command == "generate" || ($0 != "-o" && $0 != "Out") })
        #expect(result.status == 2)
        #expect(result.standardError.contains(
            "settingsc: error: unknown diagnostics format 'sraif'; did you mean 'sarif'? (available: text, json, sarif, github)"))
        #expect(result.standardError.contains("Run 'settingsc help \(command)' for usage."))
    }
}
