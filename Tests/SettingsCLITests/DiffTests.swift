import Foundation
import SettingsCompiler
import Testing
import TestSupport
@testable import SettingsCLI

// `settingsc diff` (issue 18): the evolution fixtures diffed pairwise, one fixture per change kind and severity,
// every diagnostics format, --against on a git repository built here, and the real history of Schemas/.

private let diffFixtures = "Tests/SettingsCompilerTests/Fixtures/diff"
private let evolutionFixtures = "Tests/SettingsCompilerTests/Fixtures/evolution"

/// Runs `settingsc diff` in-process on repository files; paths in the output are shown relative to the root.
private func diff(_ arguments: [String]) -> RunResult {
    let root = repositoryRoot.path + "/"
    let absolute = arguments.map { $0.hasPrefix("Tests/") ? root + $0 : $0 }
    var result = runCLI(["diff"] + absolute)
    result.standardOutput = result.standardOutput.replacingOccurrences(of: root, with: "")
    result.standardError = result.standardError.replacingOccurrences(of: root, with: "")
    return result
}

/// The whole run as one text: the command, the exit status, standard error (diagnostics) and output (changelog).
private func transcript(_ arguments: [String], _ result: RunResult) -> String {
    "$ settingsc diff \(arguments.joined(separator: " "))\nexit status \(result.status)\n--- standard error\n"
        + result.standardError + "--- standard output\n" + result.standardOutput
}

private func compile(_ path: String) throws -> SchemaIR {
    let file = try SourceFile.load(path: repositoryRoot.path + "/" + path)
    var diagnostics = DiagnosticCollector()
    return try #require(Compiler.compile(file, diagnostics: &diagnostics), "\(path): \(diagnostics.diagnostics)")
}

@Suite struct DiffEvolutionTests {
    static let pairs: [String] = {
        var pairs: [String] = []
        for old in 1...4 { for new in (old + 1)...5 { pairs.append("v\(old)-v\(new)") } }
        return pairs
    }()

    /// Every pair of the five versions, old to new, with its diagnostics and Markdown changelog.
    @Test(arguments: pairs)
    func versionsDiffedPairwise(pair: String) throws {
        let versions = pair.split(separator: "-").map { "\(evolutionFixtures)/\($0).settings.yaml" }
        let arguments = [versions[0], versions[1], "--format", "markdown"]
        let result = diff(arguments)
        try assertGolden(transcript(arguments, result), path: "\(evolutionFixtures)/diffs/\(pair).expected")
        // Only v2 → v3 (and the pairs spanning it) lose data: the removed legacyToken and showBadges bool → enum.
        let spansV3 = pair.hasPrefix("v1") || pair.hasPrefix("v2")
        let losesData = spansV3 && !(pair == "v1-v2")
        #expect(result.status == (losesData ? 1 : 0), "\(result.standardError)")
    }

    @Test func theChangesOfEachStep() throws {
        func kinds(_ old: Int, _ new: Int) throws -> [String] {
            let changes = SchemaDiff.compare(old: try compile("\(evolutionFixtures)/v\(old).settings.yaml"),
                                             new: try compile("\(evolutionFixtures)/v\(new).settings.yaml"))
            return changes.map { "\($0.path) \($0.kind.rawValue) \($0.severity.rawValue)" }
        }
        #expect(try kinds(1, 2) == [
            "syncing section-renamed compatible", "display.displayName renamed compatible", "display.showBadges added compatible",
        ])
        #expect(try kinds(2, 3) == [
            "display.showBadges type-changed data-loss",
            "syncing.intervalMinutes type-changed compatible", "syncing.legacyToken removed data-loss",
        ])
        #expect(try kinds(3, 4) == [
            "display.theme enum-case-removed value-change", "display.fontSize range-changed value-change",
            "display.nickname renamed compatible",
        ])
        #expect(try kinds(4, 5) == [
            "display.theme enum-case-renamed compatible", "display.fontSize deprecated compatible",
            "display.showBadges enum-case-renamed compatible", "syncing.intervalMinutes deprecated compatible",
            "display.textSize added compatible", "schedule.interval added compatible",
        ])
        // v1 → v4 in one step: userName → nickname through renamedFrom's list of old names.
        #expect(try kinds(1, 4).contains("display.nickname renamed compatible"))
    }
}

@Suite struct DiffKindTests {
    /// Each fixture (Fixtures/diff/<name>/old and new) and the changes it must give, as `kind severity`.
    static let expected: [String: [String]] = [
        "added": ["added compatible"],
        "removed": ["removed data-loss"],
        "renamed": ["renamed compatible"],
        "renamed-swift-only": ["renamed compatible"],
        "key-changed": ["storage-key-changed data-loss"],
        "section-key-changed": ["storage-key-changed data-loss"],
        "section-renamed": ["section-renamed compatible"],
        "moved": ["moved data-loss"],
        "type-widened": ["type-changed compatible", "type-changed compatible", "type-changed compatible"],
        // A type that loses values shows its new default with it, not as a compatible default change.
        "type-incompatible": ["type-changed data-loss", "type-changed data-loss", "type-changed data-loss"],
        "type-converting": ["type-changed value-change", "default-changed compatible", "type-changed value-change"],
        "default-changed": ["default-changed compatible", "default-changed compatible"],
        "range-narrowed": ["range-changed value-change"],
        "range-widened": ["range-changed compatible", "range-changed compatible"],
        "step-changed": ["step-changed value-change", "step-changed value-change"],
        "step-finer": ["step-changed compatible", "step-changed compatible"],
        "rules-stricter": ["rules-changed data-loss", "rules-changed data-loss"],
        "rules-looser": ["rules-changed compatible", "rules-changed compatible"],
        "list-limit-lowered": ["rules-changed value-change"],
        "enum-case-added": ["enum-case-added compatible"],
        "enum-case-removed": ["enum-case-removed data-loss"],
        "enum-case-fallback": ["enum-case-removed value-change"],
        "enum-case-renamed": ["enum-case-renamed compatible"],
        "deprecated": ["deprecated compatible", "undeprecated compatible", "added compatible"],
        "visibility-changed": ["visibility-changed compatible", "visibility-changed compatible", "platforms-changed compatible"],
    ]

    @Test func everyFixtureIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path + "/" + diffFixtures).sorted()
        #expect(names == Self.expected.keys.sorted())
    }

    @Test(arguments: expected.keys.sorted())
    func fixture(name: String) throws {
        let folder = "\(diffFixtures)/\(name)"
        let changes = SchemaDiff.compare(old: try compile("\(folder)/old.settings.yaml"), new: try compile("\(folder)/new.settings.yaml"))
        #expect(changes.map { "\($0.kind.rawValue) \($0.severity.rawValue)" } == Self.expected[name])
        // A data-loss or value change always has a code and a fix; a compatible one neither.
        for change in changes {
            #expect((change.code != nil) == (change.severity != .compatible), "\(change)")
            #expect((change.fix != nil) == (change.severity != .compatible), "\(change)")
        }

        let arguments = ["\(folder)/old.settings.yaml", "\(folder)/new.settings.yaml", "--format", "markdown"]
        let result = diff(arguments)
        try assertGolden(transcript(arguments, result), path: "\(folder)/expected.txt")
        let worst = changes.map(\.severity).max() ?? .compatible
        #expect(result.status == (worst == .dataLoss ? 1 : 0))
        // Every error names both versions: the new (or, for a removal, the old) version, and a note at the other.
        for change in changes where change.severity == .dataLoss {
            let diagnostic = try #require(change.diagnostic)
            let files = Set(([diagnostic.location] + diagnostic.notes.map(\.location)).compactMap { $0?.file })
            #expect(files.count == 2, "\(diagnostic)")
            #expect(diagnostic.notes.contains { $0.message.hasPrefix("fix: ") })
        }
    }

    /// Every kind of change and every severity, and every diff code, appears in some fixture.
    @Test func theFixturesCoverEveryKindSeverityAndCode() throws {
        var kinds = Set<SchemaChange.Kind>()
        var severities = Set<SchemaChange.Severity>()
        var codes = Set<DiagnosticCode>()
        for name in Self.expected.keys {
            let folder = "\(diffFixtures)/\(name)"
            for change in SchemaDiff.compare(old: try compile("\(folder)/old.settings.yaml"), new: try compile("\(folder)/new.settings.yaml")) {
                kinds.insert(change.kind)
                severities.insert(change.severity)
                if let code = change.code { codes.insert(code) }
            }
        }
        #expect(kinds == Set(SchemaChange.Kind.allCases))
        #expect(severities == Set(SchemaChange.Severity.allCases))
        // The diff's codes are SC160x (data loss) and SC161x (value changes); SC166x/SC167x are presets and build
        // configurations.
        #expect(codes == Set(DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("SC160") || $0.rawValue.hasPrefix("SC161") }))
    }

    @Test func warningsAsErrorsPromotesValueChanges() {
        let folder = "\(diffFixtures)/range-narrowed"
        let plain = diff(["\(folder)/old.settings.yaml", "\(folder)/new.settings.yaml"])
        #expect(plain.status == 0)
        #expect(plain.standardError.contains("warning: 'general.fontSize': range 8...40 → 10...24"))
        let strict = diff(["\(folder)/old.settings.yaml", "\(folder)/new.settings.yaml", "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("error: 'general.fontSize': range 8...40 → 10...24"))
        // --allow accepts a value change's code like any warning's.
        let allowed = diff(["\(folder)/old.settings.yaml", "\(folder)/new.settings.yaml", "--warnings-as-errors", "--allow", "SC1610"])
        #expect(allowed.status == 0)
        #expect(diff(["\(folder)/old.settings.yaml", "\(folder)/new.settings.yaml", "--allow", "SC1600"]).status == 2)
    }

    @Test func everyDiagnosticsFormat() throws {
        let folder = "\(diffFixtures)/removed"
        let files = ["\(folder)/old.settings.yaml", "\(folder)/new.settings.yaml"]

        let json = diff(files + ["--diagnostics-format", "json"])
        #expect(json.status == 1)
        let line = try #require(json.standardOutput.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["code"] as? String == "SC1600")
        #expect(object["file"] as? String == "\(folder)/old.settings.yaml")
        let notes = try #require(object["notes"] as? [[String: Any]])
        let noteFiles: [String] = notes.compactMap { note in (note["location"] as? [String: Any])?["file"] as? String }
        #expect(noteFiles.contains("\(folder)/new.settings.yaml"))

        let sarif = diff(files + ["--diagnostics-format", "sarif"])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "SC1600")
        #expect(result["level"] as? String == "error")
        #expect("\(result["relatedLocations"] ?? "")".contains("new.settings.yaml"))

        let github = diff(files + ["--diagnostics-format", "github"])
        #expect(github.status == 1)
        #expect(github.standardOutput.hasPrefix("::error file=\(folder)/old.settings.yaml,line=7,col=7,"))
        #expect(github.standardOutput.contains("title=SC1600::"))

        let text = diff(files)
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError.contains("\(folder)/old.settings.yaml:7:7: error: 'general.legacyToken': removed"))
        #expect(text.standardError.contains("\(folder)/new.settings.yaml:4:3: note: the new version's section, without it, is here"))
    }

    @Test func jsonChangelog() throws {
        let folder = "\(diffFixtures)/range-narrowed"
        let result = diff(["\(folder)/old.settings.yaml", "\(folder)/new.settings.yaml", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let schema = try #require((object["schemas"] as? [[String: Any]])?.first)
        #expect(schema["rootType"] as? String == "AppSettings")
        let change = try #require((schema["changes"] as? [[String: Any]])?.first)
        #expect(change["kind"] as? String == "range-changed")
        #expect(change["severity"] as? String == "value-change")
        #expect(change["old"] as? String == "8...40")
        #expect(change["new"] as? String == "10...24")
        #expect(change["code"] as? String == "SC1610")
        #expect((change["newLocation"] as? [String: Any])?["line"] as? Int == 6)
    }

    @Test func usageErrors() {
        let one = diff(["\(diffFixtures)/added/old.settings.yaml"])
        #expect(one.status == 2)
        #expect(one.standardError.hasPrefix("settingsc: error: diff compares two schemas, OLD NEW (or FILE... with --against REV); got 1 file\n"))
        let format = diff(["a.settings.yaml", "b.settings.yaml", "--format", "markdwn"])
        #expect(format.status == 2)
        #expect(format.standardError.hasPrefix("settingsc: error: unknown format 'markdwn'; did you mean 'markdown'?"))
        let both = diff(["a.settings.yaml", "b.settings.yaml", "--format", "json", "--diagnostics-format", "sarif"])
        #expect(both.status == 2)
        let missing = diff(["/nonexistent/old.settings.yaml", "\(diffFixtures)/added/new.settings.yaml"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("/nonexistent/old.settings.yaml: error: cannot read file"))
    }

    @Test func anInvalidVersionIsReportedAndNotCompared() throws {
        let directory = try TemporaryDirectory()
        let broken = try directory.write("old.settings.yaml", invalidSchema)
        let result = runCLI(["diff", broken, repositoryRoot.path + "/\(diffFixtures)/added/new.settings.yaml"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("[SC1201]"))
        #expect(!result.standardError.contains("[SC16"))
    }
}

@Suite struct DiffDocsPageTests {
    /// `settingsc docs --previous`: the schema's page links to a "What changed" page listing the changes.
    @Test func docsWithThePreviousVersionWriteAWhatChangedPage() throws {
        let output = try TemporaryDirectory()
        let folder = repositoryRoot.path + "/\(evolutionFixtures)"
        let result = runCLI(["docs", "\(folder)/v3.settings.yaml", "--previous", "\(folder)/v2.settings.yaml",
                             "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(output.files(under: "") == ["EvolutionV3Settings-changes.html", "EvolutionV3Settings.html", "EvolutionV3Settings.md", "index.html"])
        let page = String(decoding: try output.read("EvolutionV3Settings-changes.html"), as: UTF8.self)
        #expect(page.contains("<h1>What changed in <a href=\"EvolutionV3Settings.html\">Evolution V3 settings</a></h1>"))
        #expect(page.contains(": 2 data-loss changes, 1 compatible change.</p>"))
        // A setting of the new version links to its anchor; the removed one has none to link to.
        #expect(page.contains("<a href=\"EvolutionV3Settings.html#display.showBadges\"><code>display.showBadges</code> Show badges</a></td><td>type changed</td><td><code>bool</code></td><td><code>BadgeStyle</code></td><td style=\"color: var(--warn); font-weight: 600\">data loss: "))
        #expect(page.contains("<td><code>syncing.legacyToken</code> Legacy token</td><td>removed</td>"))
        let schemaPage = String(decoding: try output.read("EvolutionV3Settings.html"), as: UTF8.self)
        #expect(schemaPage.contains("<a href=\"EvolutionV3Settings-changes.html\">What changed</a> since <code>\(folder)/v2.settings.yaml</code>"))

        // Without a previous version there is no such page, and no link.
        let plain = try TemporaryDirectory()
        #expect(runCLI(["docs", "\(folder)/v3.settings.yaml", "--output", plain.path, "--quiet"]).status == 0)
        #expect(!plain.exists("EvolutionV3Settings-changes.html"))
        #expect(!String(decoding: try plain.read("EvolutionV3Settings.html"), as: UTF8.self).contains("What changed"))
    }

    @Test func aPreviousVersionWithErrorsWritesNothing() throws {
        let output = try TemporaryDirectory()
        let broken = try output.write("old/Broken.settings.yaml", invalidSchema)
        let result = runCLI(["docs", repositoryRoot.path + "/\(evolutionFixtures)/v3.settings.yaml", "--previous", broken,
                             "--output", output.url("site"), "--quiet"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("Broken.settings.yaml:5:21: error: unknown type 'integr'"))
        #expect(result.standardError.contains("settingsc: a previous version has errors; nothing written\n"))
        #expect(!output.exists("site"))
    }

    /// Schema strings reach the page escaped.
    @Test func theChangesPageEscapesSchemaText() throws {
        let output = try TemporaryDirectory()
        let old = try output.write("old/App.settings.yaml", "settings: AppSettings\nsections:\n  general:\n    settings:\n      greeting: {default: \"<b>hi</b>\", title: \"<script>x</script>\"}\n")
        let new = try output.write("App.settings.yaml", "settings: AppSettings\nsections:\n  general:\n    settings:\n      greeting: {default: \"</td><img>\", title: \"<script>x</script>\"}\n")
        let result = runCLI(["docs", new, "--previous", old, "--output", output.url("site"), "--format", "html", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        let page = String(decoding: try output.read("site/AppSettings-changes.html"), as: UTF8.self)
        #expect(!page.contains("<script>x") && !page.contains("<img>") && !page.contains("<b>hi"))
        #expect(page.contains("&lt;script&gt;x&lt;/script&gt;"))
    }
}
