import Foundation
import Testing

/// `settingsc docs`: the site and the Markdown, written and checked like `generate`'s output.
@Suite struct DocsCommandTests {
    @Test func docsWritesTheSiteAndMarkdown() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("a.settings.yaml", validSchema("ASettings"))
        let b = try directory.write("b.settings.yaml", validSchema("BSettings"))
        let result = runCLI(["docs", a, b, "--output", directory.url("Site")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "settingsc: 2 schemas, 5 files: 5 written, 0 unchanged\n")
        #expect(directory.files(under: "Site") == ["ASettings.html", "ASettings.md", "BSettings.html", "BSettings.md", "index.html"])
        let index = String(decoding: try directory.read("Site/index.html"), as: UTF8.self)
        #expect(index.contains("<a href=\"ASettings.html\">A settings</a>"))
        #expect(index.contains("<a href=\"BSettings.html\">B settings</a>"))
        let page = String(decoding: try directory.read("Site/ASettings.html"), as: UTF8.self)
        #expect(page.contains("id=\"general.enabled\""))
    }

    /// Without --output, docs writes into Generated/docs (run as a subprocess in a fresh working directory, as
    /// changing the directory in-process would disturb tests running in parallel).
    @Test func outputDefaultsToGeneratedDocs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.settings.yaml", validSchema("ASettings"))
        let process = Process()
        process.executableURL = try ExecutableTests.executable()
        process.arguments = ["docs", "a.settings.yaml"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.hasPrefix("settingsc: writing to Generated/docs (no --output given)\n"))
        #expect(directory.files(under: "Generated/docs") == ["ASettings.html", "ASettings.md", "index.html"])
        let help = runCLI(["docs", "--help"]).standardOutput
        #expect(help.contains("(created if missing; default: Generated/docs)"))
    }

    @Test func formatPicksOneOutput() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        #expect(runCLI(["docs", schema, "--format", "markdown", "-o", directory.url("Md")]).status == 0)
        #expect(directory.files(under: "Md") == ["TestSettings.md"])
        #expect(runCLI(["docs", schema, "--format", "html", "-o", directory.url("Html")]).status == 0)
        #expect(directory.files(under: "Html") == ["TestSettings.html", "index.html"])
        let unknown = runCLI(["docs", schema, "--format", "htm", "-o", directory.url("X")])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unknown format 'htm'; did you mean 'html'?"))
        #expect(!directory.exists("X"))
    }

    @Test func checkReportsStaleDocsAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let output = directory.url("Site")
        let missing = runCLI(["docs", schema, "--output", output, "--check"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("settingsc: would create \(output)/index.html\n"))
        #expect(missing.standardError.contains("Run 'settingsc docs' without --check to update them.\n"))
        #expect(!directory.exists("Site"))
        #expect(runCLI(["docs", schema, "--output", output]).status == 0)
        #expect(runCLI(["docs", schema, "--output", output, "--check"]).status == 0)
        try directory.write("Site/TestSettings.md", "edited\n")
        let stale = runCLI(["docs", schema, "--output", output, "--check", "-q"])
        #expect(stale.status == 1)
        #expect(stale.standardError == "settingsc: would update \(output)/TestSettings.md\n")
        #expect(try directory.read("Site/TestSettings.md") == Data("edited\n".utf8))
    }

    @Test func aBrokenLinkStopsTheDocs() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", """
            settings: LinkSettings
            sections:
              general:
                settings:
                  enabled: {type: bool, description: "See [[general.enabeld]]."}

            """)
        let result = runCLI(["docs", schema, "--output", directory.url("Site")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: the link '[[general.enabeld]]' names no setting or section of this schema; did you mean 'general.enabled'? [SC1401]"))
        #expect(result.standardError.contains("; no files written"))
        #expect(!directory.exists("Site"))
    }

    @Test func docsIsListedInHelp() {
        let help = runCLI(["help"])
        #expect(help.standardOutput.contains("docs"))
        let docsHelp = runCLI(["help", "docs"])
        #expect(docsHelp.status == 0)
        #expect(docsHelp.standardOutput.contains("--format"))
    }
}
