import Foundation
import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// node, which `make test` names in SETTINGSC_NODE (and installs, Debian's `nodejs`, when missing). A plain
/// `swift test` without the variable skips the tests that need it; with the variable they must run.
enum Node {
    static let path = ProcessInfo.processInfo.environment["SETTINGSC_NODE"].flatMap { $0.isEmpty ? nil : $0 }
    static let isConfigured = path != nil
    static let skipReason: Comment = "set SETTINGSC_NODE to node (`make test` does)"

    /// Runs `script` with `input` on standard input; its standard output.
    static func run(_ script: String, input: String) throws -> String {
        let tool = try #require(path, "SETTINGSC_NODE is not set")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-node-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("harness.js")
        let inputURL = directory.appendingPathComponent("input.json")
        let outputURL = directory.appendingPathComponent("output")
        let errorURL = directory.appendingPathComponent("error")
        try Data(script.utf8).write(to: scriptURL)
        try Data(input.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [scriptURL.path, inputURL.path]
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        let errors = try String(contentsOf: errorURL, encoding: .utf8)
        #expect(process.terminationStatus == 0, "node failed: \(errors)")
        return try String(contentsOf: outputURL, encoding: .utf8)
    }
}

/// The docs site's search box ranks the schema's `SettingsSearchIndex` as `SettingsSearchIndex.search` does
/// (HTMLSearchScript.swift): the page's own data and script, run under node, give the same entries in the same
/// order with the same ranks, for the example schemas, the hostile-text fixture and a fixture of accents and CJK.
@Suite(.enabled(if: Node.isConfigured, Node.skipReason))
struct HTMLSearchParityTests {
    static let searchFixture = "Tests/SettingsBackendsTests/Fixtures/search-texts.settings.yaml"
    static let hostileFixture = "Tests/SettingsCompilerTests/Fixtures/valid/unicode-and-escapes-in-text.settings.yaml"

    /// Queries of every kind of match: title prefix, word prefix, keyword, enum title, unit, description, typos,
    /// CJK, several words, accents (typed with and without, precomposed and combining), case, and nothing at all.
    static let queries = [
        "anim", "animation", "proxy", "proxy port", "PROXY PORT", "port proxy", "font size", "font", "dynamic",
        "vestibular", "mapbox", "google maps", "http/2", "3-d", "pt", "min", "ms", "%", "seconds", "token expiry",
        "database", "latncy", "latnecy", "geofencse", "serevr", "status page", "reset all", "gps", "the", "a", "e",
        "表示", "設定", "通知", "プライ", "明る", "寿司", "フォント", "検索",
        "resume", "résumé", "RESUME", "re\u{301}sume\u{301}", "uber", "über", "ÜBER", "uberschrift", "ueberschrift",
        "creme brulee", "crème", "lodz", "krakow", "malmo", "thorshofn", "strasse", "straße", "ecrite", "écrite",
        "oesterreich", "osterreich", "γυροσ", "γύρος", "ΓΥΡΟΣ", "σουβλακι", "titel", "tagline", "klingel", "ring",
        "ville natale", "natale ville", "nachtisch sahne", "zzzz", "", "   ", "--", "\u{301}", "ﬁ", "𝔘", "family",
        "Tëxt", "text", "straight", "quotes", "שלום", "🚕", "taxi",
        // Cut at SettingsSearchIndex.maximumQueryLength scalars (issue 30, item 7): words past the cut are ignored.
        "proxy" + String(repeating: " ", count: 300) + "zzzz", String(repeating: "ß", count: 255) + "proxy",
        String(repeating: "e\u{301}", count: 200) + " proxy", "proxy " + String(repeating: "🚕", count: 260),
    ]

    /// The script of the page (the ranking; the page part does nothing without a document), its data, and the
    /// queries; prints, per query, the ids and ranks the script finds.
    static let harness = #"""
    const fs = require("fs");
    const input = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
    const html = input.page;
    const data = JSON.parse(html.match(/<script type="application\/json" id="sc-data">([\s\S]*?)<\/script>/)[1]);
    const scripts = [...html.matchAll(/<script>\n([\s\S]*?)\n<\/script>/g)].map((m) => m[1]);
    if (scripts.length !== 1) { throw new Error("expected one script, found " + scripts.length); }
    (0, eval)(scripts[0]);
    const api = globalThis.settingscSearch;
    const prepared = api.prepare(data);
    const out = input.queries.map((q) => api.search(prepared, q).map((r) => ({ id: r.item.id, rank: r.rank, href: r.item.href })));
    process.stdout.write(JSON.stringify(out));
    """#

    struct Hit: Decodable, Equatable, CustomStringConvertible {
        var id: String
        var rank: Int
        var href: String
        var description: String { "\(id) (\(rank))" }
    }

    func scriptResults(page: String, queries: [String]) throws -> [[Hit]] {
        let input = try JSONSerialization.data(withJSONObject: ["page": page, "queries": queries])
        let output = try Node.run(Self.harness, input: String(decoding: input, as: UTF8.self))
        return try JSONDecoder().decode([[Hit]].self, from: Data(output.utf8))
    }

    /// Every title of the index, and its first word, as queries too.
    func queries(for index: SettingsSearchIndex) -> [String] {
        var queries = Self.queries
        for entry in index.entries {
            queries.append(entry.title)
            if let word = entry.title.split(separator: " ").first { queries.append(String(word)) }
        }
        return queries
    }

    @Test(arguments: ReferenceTests.schemas + [searchFixture, hostileFixture])
    func schemaPageRanksAsTheIndex(path: String) throws {
        let ir = try compileRepositorySchema(path)
        let index = HTMLSearchIndex.index(ir)
        let page = try #require(HTMLSiteBackend().render(ir).first { $0.path == HTMLSiteBackend.pageName(ir) }).contents
        let queries = queries(for: index)
        let found = try scriptResults(page: page, queries: queries)
        try #require(found.count == queries.count)
        var matched = 0
        for (query, hits) in zip(queries, found) {
            let expected = index.search(query, limit: .max)
            #expect(hits.map(\.id) == expected.map(\.entry.id), "query \(query.debugDescription) in \(path)")
            #expect(hits.map(\.rank) == expected.map(\.rank.rawValue), "query \(query.debugDescription) in \(path)")
            matched += hits.isEmpty ? 0 : 1
        }
        // The queries find things (the comparison is not of empty lists): at least the titles do.
        #expect(matched > index.entries.count / 2)
    }

    @Test func indexPageRanksEverySchemaTogether() throws {
        let schemas = try (ReferenceTests.schemas + [Self.searchFixture]).map { try compileRepositorySchema($0) }
        let site = HTMLSiteBackend().renderSite(schemas)
        let page = try #require(site.first { $0.path == "index.html" }).contents
        let queries = Self.queries
        let found = try scriptResults(page: page, queries: queries)
        let indexes = schemas.map(HTMLSearchIndex.index)
        for (query, hits) in zip(queries, found) {
            // The schemas' results merged: by rank, then schema, then the index's order.
            var expected: [(rank: Int, schema: Int, position: Int, id: String)] = []
            for (number, index) in indexes.enumerated() {
                let positions = Dictionary(uniqueKeysWithValues: index.entries.enumerated().map { ($1.id, $0) })
                for result in index.search(query, limit: .max) {
                    expected.append((result.rank.rawValue, number, positions[result.entry.id] ?? -1, result.entry.id))
                }
            }
            expected.sort { ($0.rank, $0.schema, $0.position) < ($1.rank, $1.schema, $1.position) }
            #expect(hits.map(\.id) == expected.map(\.id), "query \(query.debugDescription) on index.html")
            // Each result links to its schema's page.
            for hit in hits { #expect(hit.href.contains(".html#")) }
        }
    }

    @Test func resultsLinkToTheAnchorsOfTheirSettingsAndSections() throws {
        let ir = try compileRepositorySchema(Self.searchFixture)
        let page = try #require(HTMLSiteBackend().render(ir).first).contents
        let found = try scriptResults(page: page, queries: ["nachtisch", "crème", "resume", "明るさ"])
        #expect(found[0].map(\.href) == ["#profile.dessert"])
        // An enum case opens its setting: both settings of type Cuisine, the cases first.
        #expect(found[1].map(\.id) == ["profile.dessert#creme", "profile.fallback#creme", "profile.dessert", "profile.fallback"])
        #expect(found[1].map(\.href) == ["#profile.dessert", "#profile.fallback", "#profile.dessert", "#profile.fallback"])
        #expect(found[2].first?.href == "#profile")
        #expect(found[3].first?.href == "#display.brightness")
        for anchor in ["profile.dessert", "profile.fallback", "profile", "display.brightness"] {
            #expect(page.contains("id=\"\(anchor)\""))
        }
    }
}

/// The search data the docs site writes, checked without node (HTMLSearchParityTests needs it and is skipped without
/// SETTINGSC_NODE; these run in any `swift test`).
@Suite struct HTMLSearchDataTests {
    /// `renderSite` makes each schema's search items once, for its page and for the index page (issue 32): the
    /// data of every page is what `HTMLSearchIndex.items` makes for that page on its own.
    @Test func theSiteWritesTheSearchDataEachPageWouldMakeAlone() throws {
        let schemas = try (ReferenceTests.schemas + [HTMLSearchParityTests.searchFixture]).map { try compileRepositorySchema($0) }
        let site = HTMLSiteBackend().renderSite(schemas)
        let index = try #require(site.first { $0.path == "index.html" }).contents
        let listed = schemas.flatMap { HTMLSearchIndex.items($0, page: HTMLSiteBackend.pageName($0), context: $0.title) }
        #expect(listed.contains { $0.context.contains(" › ") })  // sections' titles follow the schema's
        #expect(index.contains(HTMLSearchIndex.dataScript(listed)))
        for schema in schemas {
            let page = try #require(site.first { $0.path == HTMLSiteBackend.pageName(schema) }).contents
            #expect(page.contains(HTMLSearchIndex.dataScript(HTMLSearchIndex.items(schema, page: ""))))
        }
    }

    /// The index page writes each schema's items with its page and title before them, without making them anew
    /// (`HTMLSearchIndex.dataScript` of groups): also where a title, a place or a page name needs escaping in the
    /// script, where the pieces are escaped as one string.
    @Test func theIndexWritesEscapedPlacesAsTheItemsWouldBe() throws {
        var diagnostics = DiagnosticCollector()
        let schema = try #require(Compiler.compile(SourceFile(path: "odd.settings.yaml", text: """
            settings: OddSettings
            title: "Odd <b> & \\"quoted\\" \\u2028"
            sections:
              general:
                title: "A <section> & more"
                sections:
                  inner:
                    title: "Inner </script>"
                    settings:
                      size: {type: int, default: 3, title: "Size <&>", keywords: ["x<y"]}
                settings:
                  flag: {type: bool, default: true, title: Flag}
            """), diagnostics: &diagnostics), "\(diagnostics.diagnostics)")
        let site = HTMLSiteBackend().renderSite([schema])
        let index = try #require(site.first { $0.path == "index.html" }).contents
        let listed = HTMLSearchIndex.items(schema, page: HTMLSiteBackend.pageName(schema), context: schema.title)
        #expect(listed.contains { $0.context.contains("<section>") && $0.context.contains("Odd <b>") })
        #expect(index.contains(HTMLSearchIndex.dataScript(listed)))
        #expect(!index.contains("</script>\"") && !index.contains("<section>"))
    }

    /// The docs' search index is built from the form without the defaults' value (`dataForm(_:defaults: false)`):
    /// the same entries as from the whole form, as the preview and the app build it.
    @Test func theSearchIndexIsTheSameWithoutTheDefaultsValue() throws {
        for path in ReferenceTests.schemas + [HTMLSearchParityTests.searchFixture] {
            let schema = try compileRepositorySchema(path)
            let whole = SettingsSearchIndex(form: SchemaForm.dataForm(schema).form)
            #expect(HTMLSearchIndex.index(schema).entries == whole.entries, "\(path)")
            #expect(!whole.entries.isEmpty)
        }
    }
}
