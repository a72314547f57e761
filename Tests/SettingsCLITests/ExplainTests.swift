import SettingsCompiler
import Testing
@testable import SettingsCLI

@Suite struct ExplainTests {
    @Test(arguments: ["SC1101", "sc1101", "1101"])
    func explainsOneCodeWithExampleAndFix(spelled: String) {
        let result = runCLI(["explain", spelled])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let text = result.standardOutput
        #expect(text.hasPrefix("SC1101: \(DiagnosticCode.unknownKey.summary)\nError, UnknownKey.\n"))
        // The example and the diagnostic the compiler really reports for it.
        #expect(text.contains("\n          retries: {tpye: int, default: 3}\n"))
        #expect(text.contains("\n  $ settingsc validate App.settings.yaml\n  App.settings.yaml:5:17: error: unknown key 'tpye' in setting 'retries'; did you mean 'type'? [SC1101]\n"))
        #expect(text.contains("\nHow to fix it:\n  Correct the spelling"))
    }

    @Test(arguments: DiagnosticCode.allCases)
    func everyCodeCanBeExplained(code: DiagnosticCode) {
        let result = runCLI(["explain", code.rawValue])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("How to fix it:"))
        #expect(result.standardOutput.contains("[\(code.rawValue)]") == (code.example != nil || code.diffExample != nil))
    }

    @Test func aDiffCodeIsShownWithBothVersions() {
        let result = runCLI(["explain", "SC1600"])
        #expect(result.status == 0)
        let text = result.standardOutput
        #expect(text.contains("\nExample (Old.settings.yaml, the old version):\n\n    settings: AppSettings\n"))
        #expect(text.contains("\n(App.settings.yaml, the new version):\n\n    settings: AppSettings\n"))
        #expect(text.contains("\n  $ settingsc diff Old.settings.yaml App.settings.yaml\n  Old.settings.yaml:6:7: error: 'general.retries': removed;"))
        #expect(text.contains("  App.settings.yaml:3:3: note: the new version's section, without it, is here\n"))
    }

    @Test func withoutACodeListsEveryCode() {
        let result = runCLI(["explain"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        for code in DiagnosticCode.allCases {
            #expect(lines.contains { $0.hasPrefix("\(code.rawValue)  \(code.defaultSeverity.rawValue)") && $0.hasSuffix(code.summary) })
        }
        #expect(result.standardOutput.contains("SC1301  warning  "))
    }

    @Test func unknownCodeIsAUsageErrorWithASuggestion() {
        let result = runCLI(["explain", "SC1234"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == """
            settingsc: error: unknown diagnostic code 'SC1234'; did you mean 'SC1204'?
            Run 'settingsc help explain' for usage.

            """)
        #expect(runCLI(["explain", "nonsense"]).standardError.hasPrefix("settingsc: error: unknown diagnostic code 'nonsense'\n"))
    }

    @Test func retiredCodeSaysSo() {
        let result = runCLI(["explain", "sc1303"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "SC1303 was retired before release and is never reported: keyword names are escaped with backticks, without a diagnostic.\n")
    }

    @Test func wrapKeepsLinesWithinTheWidth() {
        let text = String(repeating: "word ", count: 60)
        let wrapped = Explain.wrap(text, indent: "  ")
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 80 && $0.hasPrefix("  word") })
        #expect(wrapped.split(separator: " ").count == 60)
    }
}
