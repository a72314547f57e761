public import SettingsCompiler

/// Documentation as a static site: `index.html` listing every schema, and one page per schema
/// (`BetaSettings.html`) with a table of contents, a stable anchor per section and setting (the dotted path
/// of schema names, `#smoothing.dayPeriod`), a preview of each screen, and a search box that ranks the schema's
/// `SettingsSearchIndex` as the app and `settingsc preview --search` do (HTMLSearchScript.swift). The pages
/// are self-contained (inline CSS and JavaScript, nothing loaded from the network), follow the reader's
/// light or dark mode, and print cleanly. Every schema string goes through `HTMLEscaping`.
/// Not in `Backends.all`; `settingsc docs` runs it.
public struct HTMLSiteBackend: Backend {
    public var name: String { "html" }
    public var summary: String { "Static HTML site: index.html and one page per schema." }

    /// The changes since a previous version, by root type (`settingsc docs --against`/`--previous`): each such
    /// schema also gets its "What changed" page (`HTMLChangesPage`), linked from its page.
    public var changes: [String: SchemaChangeReport] = [:]

    /// Given the facts and search items ``renderSite(_:into:)`` made, once the site is printed, to keep them instead
    /// of releasing them when it returns: `settingsc docs` keeps them until the process ends (`KeptUntilExit`), since
    /// releasing them took 9 ms of its 215 at 10,000 settings, on the thread the run waits for.
    public var keepingWork: (@Sendable (any Sendable) -> Void)?

    public init() {}

    /// The page of one schema (and its "What changed" page, when there is a report for it).
    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        let files = RenderedFiles()
        render(schema, into: files)
        return files.files
    }

    /// The same, printed into `output` piece by piece.
    public func render(_ schema: SchemaIR, into output: any RenderOutput) {
        let facts = DocumentationFacts(schema: schema)
        render(schema, facts: facts, searchItems: { HTMLSearchIndex.items(schema, facts: facts, page: "") }, into: output)
    }

    /// The page of one schema, with its facts, and the items of its search index as the caller gives them (asked
    /// for once, when the page reaches its search data).
    private func render(
        _ schema: SchemaIR, facts: DocumentationFacts, searchItems: @escaping () -> [HTMLSearchIndex.Item],
        into output: any RenderOutput
    ) {
        var page = HTMLPage(facts: facts)
        page.searchItems = searchItems
        let report = changes[schema.rootTypeName]
        page.changesPage = report.map { (HTMLChangesPage.pageName(rootTypeName: schema.rootTypeName), $0.oldLabel) }
        var html = output.beginFile(Self.pageName(schema))
        page.print(to: &html)
        output.endFile(html.bytes)
        if let report { output.add(HTMLChangesPage.render(report)) }
    }

    /// The whole site: the index of `schemas`, then their pages, as values (see ``renderSite(_:into:)``).
    public func renderSite(_ schemas: [SchemaIR]) -> [RenderedFile] {
        let files = RenderedFiles()
        renderSite(schemas, into: files)
        return files.files
    }

    /// The whole site, printed into `output` piece by piece: the index of `schemas`, then their pages. Each
    /// schema's facts and search items are made once, for its page and the index (which lists every schema's
    /// items, linked to their pages).
    ///
    /// The pages are rendered on a second thread (a ``RenderStream``), begun as soon as the facts are made, while
    /// this one makes the search items and prints the index into `output`; a page needs its items only for its
    /// last part, the search data (they were made before the pages began: at 10,000 settings, a third of the time
    /// the page took, while the pages' thread was not yet there; issue 32). The files are the same as on one
    /// thread, in the same order, and none is held whole.
    public func renderSite(_ schemas: [SchemaIR], into output: any RenderOutput & CodePrinterSink) {
        let facts = schemas.map { DocumentationFacts(schema: $0) }
        let items = MadeOnce { zip(schemas, facts).map { HTMLSearchIndex.items($0, facts: $1, page: "") } }
        let pages = RenderStream.rendering(beside: output) { stream in
            for index in schemas.indices {
                render(schemas[index], facts: facts[index], searchItems: { items.value[index] }, into: stream)
            }
        }
        let searchItems = items.value
        Timeline.stamp("docs: search items made")
        var html = output.beginFile("index.html")
        HTMLIndex(schemas: schemas, facts: facts, searchItems: searchItems).print(to: &html)
        output.endFile(html.bytes)
        Timeline.stamp("docs: index printed")
        pages.replay()
        Timeline.stamp("docs: pages passed on")
        keepingWork?((facts, items))
    }

    public static func pageName(_ schema: SchemaIR) -> String { "\(schema.rootTypeName).html" }
}

/// The parts every page shares.
enum HTMLPageKit {
    static func e(_ text: String) -> String { HTMLEscaping.text(text) }

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="settingsc \(e(SettingsCompilerVersion.current))">
        <meta name="color-scheme" content="light dark">
        <title>\(e(title))</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        """
    }

    /// The bar at the top: the link home, the search box, and on a schema page (`developerSwitch`) the switch that
    /// shows the developer details (Swift names, stored keys, hooks, URLs, SF Symbol names; off, so the page reads
    /// as the screens a person sees). The stylesheet alone shows and hides them (`body:has(#sc-developer:checked)`).
    static func top(filterLabel: String, developerSwitch: Bool = false) -> String {
        let toggle = developerSwitch
            ? "\n<label class=\"sc-dev-switch\"><input id=\"sc-developer\" type=\"checkbox\"> Developer details</label>" : ""
        return """
        <header class="sc-top">
        <a class="sc-home" href="index.html">Settings reference</a>
        <input id="sc-filter" type="search" placeholder="\(e(filterLabel))" aria-label="\(e(filterLabel))" autocomplete="off" spellcheck="false">
        <span id="sc-count" aria-live="polite"></span>\(toggle)
        </header>
        """
    }

    /// The search data (the schema's `SettingsSearchIndex`, HTMLSearchScript.swift), then the script that ranks it.
    static func scripts(_ items: [HTMLSearchIndex.Item], to html: inout CodePrinter) {
        scripts([(items, page: "", context: nil)], to: &html)
    }

    /// The same for several pages' items, each group as on the page that writes it (`HTMLSearchIndex.dataScript`).
    static func scripts(_ groups: [(items: [HTMLSearchIndex.Item], page: String, context: String?)], to html: inout CodePrinter) {
        HTMLSearchIndex.dataScript(groups, to: &html)
        html.write("\n<script>\n")
        html.write(HTMLSearchIndex.script)
        html.write("\n</script>")
    }

    static let stylesheet = """
    :root {
      --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0a64d8;
      --card: #f5f5f7; --code: #eef0f3; --screen: #f2f2f7; --row: #ffffff; --on: #34c759; --warn: #b25000;
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #141416; --fg: #f2f2f7; --muted: #a1a1a6; --line: #3a3a3c; --accent: #5aa2ff;
        --card: #1f1f22; --code: #2a2a2e; --screen: #000000; --row: #1c1c1e; --on: #30d158; --warn: #ffb340;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.5; }
    a { color: var(--accent); }
    code { background: var(--code); border-radius: 4px; padding: 0.05em 0.3em; font-size: 0.9em; overflow-wrap: anywhere; }
    pre { background: var(--code); padding: 0.6em 0.8em; border-radius: 6px; overflow-x: auto; }
    pre code { background: none; padding: 0; }
    .sc-top { position: sticky; top: 0; z-index: 2; display: flex; gap: 1em; align-items: center; padding: 0.6em 1.2em;
      background: var(--bg); border-bottom: 1px solid var(--line); }
    .sc-home { font-weight: 600; text-decoration: none; color: var(--fg); }
    #sc-filter { flex: 1; max-width: 32em; font: inherit; padding: 0.35em 0.7em; border: 1px solid var(--line);
      border-radius: 8px; background: var(--card); color: var(--fg); }
    #sc-count { color: var(--muted); font-size: 0.9em; }
    .sc-layout { display: flex; gap: 2em; max-width: 76em; margin: 0 auto; padding: 0 1.2em; }
    .sc-toc { flex: 0 0 14em; position: sticky; top: 3.5em; align-self: flex-start; max-height: calc(100vh - 4em);
      overflow-y: auto; font-size: 0.92em; padding-top: 1.5em; }
    .sc-toc ul { list-style: none; padding-left: 0.9em; margin: 0; }
    .sc-toc > ul { padding-left: 0; }
    .sc-toc a { text-decoration: none; color: var(--fg); display: block; padding: 0.1em 0; }
    .sc-toc a:hover { color: var(--accent); }
    main { flex: 1; min-width: 0; padding-bottom: 4em; }
    .sc-meta { color: var(--muted); }
    .sc-section, .sc-setting { scroll-margin-top: 4em; }
    .sc-section { border-top: 1px solid var(--line); margin-top: 2em; }
    .sc-setting { background: var(--card); border-radius: 10px; padding: 0.2em 1.1em 0.8em; margin: 1em 0; }
    .sc-setting h3 { margin-bottom: 0.3em; }
    .sc-anchor { color: var(--fg); text-decoration: none; }
    .sc-anchor:hover::after { content: " #"; color: var(--muted); }
    .sc-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2em 1em; margin: 0.6em 0; }
    .sc-facts dt { color: var(--muted); }
    .sc-facts dd { margin: 0; min-width: 0; }
    table { border-collapse: collapse; margin: 0.6em 0; }
    th, td { border: 1px solid var(--line); padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
    .sc-badge { font-size: 0.72em; font-weight: 600; text-transform: uppercase; letter-spacing: 0.03em; border-radius: 4px;
      padding: 0.1em 0.4em; background: var(--code); color: var(--muted); vertical-align: middle; }
    .sc-badge-warn { color: var(--warn); }
    .sc-badge-muted { font-style: italic; text-transform: none; }
    .sc-row-dimmed { opacity: 0.55; }
    .sc-fact-switches { display: flex; flex-wrap: wrap; gap: 0.4em 1em; align-items: center; margin: 0.6em 0; color: var(--muted); font-size: 0.9em; }
    .sc-fact-switch { white-space: nowrap; }
    .sc-fact-switch input[type=number], .sc-fact-switch input[type=text] { width: 6em; font: inherit; }
    .sc-fact-hidden { display: none !important; }
    .sc-row.sc-fact-shown.sc-fact-note-row { opacity: 1; }
    .sc-group.sc-fact-shown > .sc-fact-note, .sc-row.sc-fact-shown > .sc-row-main > .sc-row-badges > .sc-fact-note { display: none; }
    .sc-rows .sc-row.sc-fact-disabled { opacity: 0.55; }
    .sc-row:not(.sc-fact-disabled) > .sc-row-main > .sc-row-badges > .sc-fact-disabled-note { display: none; }
    .sc-cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(18em, 1fr)); gap: 1em; }
    .sc-cards li { background: var(--card); border-radius: 10px; padding: 0.8em 1.1em; }
    .sc-cards h2 { margin: 0.2em 0; font-size: 1.2em; }
    #sc-results { padding-left: 1.2em; }
    .sc-where { color: var(--muted); font-size: 0.9em; }
    .sc-preview { margin: 1.2em 0; }
    .sc-dev-switch { color: var(--muted); font-size: 0.9em; white-space: nowrap; margin-left: auto; }
    .sc-dev { display: none; }
    body:has(#sc-developer:checked) .sc-dev { display: revert; }
    .sc-screen { width: 24em; max-width: 100%; background: var(--screen); border: 1px solid var(--line); border-radius: 22px;
      padding: 0.4em 0.9em 1.2em; font-size: 0.92em; }
    .sc-screen-bar { text-align: center; font-weight: 600; padding: 0.6em 0 0.4em; overflow-wrap: anywhere; }
    .sc-group { margin-top: 1em; }
    .sc-group-header, .sc-group-footer { color: var(--muted); font-size: 0.85em; padding: 0.2em 0.9em; overflow-wrap: anywhere; }
    .sc-group-header { text-transform: uppercase; }
    .sc-inject { border: 1px dashed var(--muted); border-radius: 6px; text-transform: none; font-style: italic; margin: 0.2em 0; }
    .sc-rows { background: var(--row); border-radius: 10px; }
    .sc-row { display: flex; align-items: flex-start; gap: 0.65em; padding: 0.55em 0.8em; border-top: 1px solid var(--line); }
    .sc-row:first-child { border-top: none; }
    .sc-row-main { flex: 1 1 auto; min-width: 0; }
    .sc-row-top { display: flex; align-items: center; gap: 0.5em; min-height: 1.75em; }
    .sc-row-label { flex: 1 1 8em; min-width: 0; color: var(--fg); text-decoration: none; overflow-wrap: anywhere; }
    .sc-button { color: var(--accent); }
    .sc-text-row { color: var(--muted); font-size: 0.9em; }
    .sc-trailing { flex: 0 1 auto; max-width: 55%; min-width: 0; display: flex; align-items: center; justify-content: flex-end; gap: 0.35em; }
    .sc-tile { flex: 0 0 auto; display: inline-flex; align-items: center; justify-content: center; width: 1.75em; height: 1.75em;
      border-radius: 0.42em; color: #ffffff; font-size: 1em; line-height: 1; font-weight: 600;
      font-family: "Apple Symbols", "Segoe UI Symbol", "DejaVu Sans", sans-serif; }
    .sc-destructive { color: #FF3B30; }
    .sc-swatch { flex: 0 0 auto; display: inline-block; width: 1.1em; height: 1.1em; border-radius: 50%; border: 1px solid var(--line); }
    .sc-value { flex: 0 1 auto; min-width: 3em; color: var(--muted); overflow-wrap: anywhere; text-align: right;
      display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; }
    .sc-field { color: var(--fg); }
    .sc-placeholder { color: var(--muted); }
    .sc-toggle { flex: 0 0 auto; width: 2.6em; height: 1.55em; border-radius: 1em; background: var(--line); position: relative; }
    .sc-toggle::after { content: ""; position: absolute; top: 0.12em; left: 0.12em; width: 1.3em; height: 1.3em;
      border-radius: 50%; background: #ffffff; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3); }
    .sc-toggle.sc-on { background: var(--on); }
    .sc-toggle.sc-on::after { left: 1.18em; }
    .sc-stepper { flex: 0 0 auto; display: inline-flex; border: 1px solid var(--line); border-radius: 7px; overflow: hidden; }
    .sc-stepper span { padding: 0 0.55em; }
    .sc-stepper span + span { border-left: 1px solid var(--line); }
    .sc-chevron { flex: 0 0 auto; color: var(--muted); font-size: 0.8em; }
    .sc-row-badges { margin-top: 0.25em; line-height: 1.9; }
    .sc-row-badges .sc-badge { display: inline-block; max-width: 100%; line-height: 1.4; overflow-wrap: anywhere; }
    .sc-step { color: var(--muted); font-size: 0.8em; }
    div.sc-step { text-align: center; margin-top: 0.2em; }
    .sc-row-link { font-size: 0.8em; margin-top: 0.2em; overflow-wrap: anywhere; }
    .sc-row .sc-dev { font-size: 0.78em; line-height: 1.35; margin-top: 0.3em; overflow-wrap: anywhere; color: var(--muted); }
    .sc-slider { display: flex; align-items: center; gap: 0.6em; margin-top: 0.4em; color: var(--muted); font-size: 0.85em; }
    .sc-slider-end { flex: 0 1 auto; min-width: 0; overflow-wrap: anywhere; }
    .sc-track { flex: 1 1 4em; height: 4px; background: var(--line); border-radius: 2px; position: relative; }
    .sc-fill { position: absolute; left: 0; top: 0; bottom: 0; background: var(--accent); border-radius: 2px; }
    .sc-knob { position: absolute; top: 50%; width: 1.2em; height: 1.2em; margin: -0.6em 0 0 -0.6em; border-radius: 50%;
      background: #ffffff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35); }
    .sc-filtering .sc-preview { display: none; }
    @media (max-width: 50em) {
      .sc-layout { display: block; }
      .sc-toc { position: static; max-height: none; }
    }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --muted: #444444; --card: #ffffff; --code: #f0f0f0; --accent: #000000; }
      .sc-top, .sc-toc { display: none; }
      .sc-layout { display: block; max-width: none; padding: 0; }
      .sc-setting { border: 1px solid #cccccc; break-inside: avoid; }
      .sc-screen { break-inside: avoid; }
      .sc-section { break-before: auto; }
      a { text-decoration: none; }
      [hidden] { display: none !important; }
    }
    """
}

private struct HTMLPage {
    /// The facts and link targets, held by reference (`DocumentationSubject`): the closures below capture `self`.
    private let subject: DocumentationSubject
    var facts: DocumentationFacts { subject.facts }
    var targets: [String: String] { subject.targets }
    /// The "What changed" page and the previous version it compares with, when `settingsc docs` was given one.
    var changesPage: (href: String, since: String)? = nil
    /// The items of the page's search index (`HTMLSearchIndex.items(schema, page: "")`), asked for once, when the
    /// page reaches its search data.
    var searchItems: () -> [HTMLSearchIndex.Item] = { [] }

    init(facts: DocumentationFacts) {
        self.subject = DocumentationSubject(facts)
    }

    func e(_ text: String) -> String { HTMLEscaping.text(text) }
    func code(_ text: String) -> String { "<code>\(e(text))</code>" }

    func description(_ text: String) -> String {
        MarkdownHTML.render(text) { target in targets[target].map { ("#" + target, $0) } }
    }

    /// A condition in words, each setting a link to its anchor.
    func condition(_ condition: ConditionIR, to html: inout CodePrinter) {
        for piece in facts.conditionPieces(condition) {
            switch piece {
            case .text(let words): html.write(e(words))
            case .setting(let anchor, let title): link(anchor, title, to: &html)
            }
        }
    }

    /// `<a href="#anchor">title</a>`.
    func link(_ anchor: String, _ title: String, to html: inout CodePrinter) {
        html.write("<a href=\"#")
        html.write(e(anchor))
        html.write("\">")
        html.write(e(title))
        html.write("</a>")
    }

    /// A documentation line (a row beyond stored values, a setting's fact) in HTML.
    func line(_ pieces: [DocumentationFacts.LinePiece], to html: inout CodePrinter) {
        for piece in pieces {
            switch piece {
            case .text(let words): html.write(e(words))
            case .code(let words):
                html.write("<code>")
                html.write(e(words))
                html.write("</code>")
            case .anchor(let anchor, let title): link(anchor, title, to: &html)
            case .condition(let value): condition(value, to: &html)
            case .swatch(let hex):
                html.write(" <span class=\"sc-swatch\" style=\"background-color: ")
                html.write(e(hex))
                html.write("\"></span>")
            case .history(let entries):
                for (index, entry) in entries.enumerated() {
                    if index > 0 { html.write("; ") }
                    html.write(DocumentationFacts.describe(entry, code: code))
                }
            }
        }
    }

    /// The page, written piece by piece into one printer (issue 32: an array of lines and a string per interpolated
    /// line, joined per setting, section and page, were most of the cost of `settingsc docs`).
    func print(to html: inout CodePrinter) {
        let schema = facts.schema
        html.line(HTMLPageKit.head(title: "\(schema.title) · Settings reference"))
        html.line("<body>")
        html.line("<!-- Generated by settingsc from \(HTMLEscaping.comment(facts.sourceFileName)). Regenerate with settingsc docs. -->")
        html.line(HTMLPageKit.top(filterLabel: "Search \(schema.title)", developerSwitch: true))
        html.line("<div class=\"sc-layout\">")
        html.line("<nav class=\"sc-toc\" aria-label=\"Sections\">")
        toc(schema.root, to: &html)
        html.line()
        html.line("</nav>")
        html.line("<main>")
        html.line("<h1>\(e(schema.title))</h1>")
        html.line("<ul id=\"sc-results\" hidden></ul>")
        html.line("<p class=\"sc-meta sc-dev\">Swift type \(code(schema.rootTypeName)), schema \(code(facts.sourceFileName))</p>")
        if let changesPage { html.line("<p class=\"sc-meta\"><a href=\"\(e(changesPage.href))\">What changed</a> since \(code(changesPage.since))</p>") }
        if let text = schema.description { html.line("<div class=\"sc-desc\">\(description(text))</div>") }
        if !schema.presets.isEmpty { html.line(presets()) }  // PresetEmission.swift
        // The fact switches (HTMLFactSwitches.swift): shown when a screen's row reads a fact the app knows.
        let factSwitches = HTMLFactSwitches.facts(schema)
        if !factSwitches.isEmpty { html.line(HTMLFactSwitches.controls(factSwitches)) }
        // The first screen, as the app's `allSettingsLinks` draws it: links to the top-level sections, inline ones in place.
        html.line("<figure class=\"sc-preview\" id=\"sc-root-screen\">")
        ScreenPreview.write(ScreenPreview(root: facts), to: &html)
        html.line()
        html.line("<figcaption class=\"sc-meta\">The first screen: every top-level section, with every setting at its default.</figcaption>")
        html.line("</figure>")
        for entry in facts.sections { section(entry, to: &html) }
        html.line("</main>")
        html.line("</div>")
        HTMLPageKit.scripts(searchItems(), to: &html)
        html.line()
        if !factSwitches.isEmpty { html.line("<script>\n" + HTMLFactSwitches.script + "\n</script>") }
        html.line("</body>")
        html.line("</html>")
    }
    /// "Presets": each preset with its description and values, each value linking to its setting.
    func presets() -> String {
        var html = "<section class=\"sc-presets\" id=\"sc-presets\"><h2><a class=\"sc-anchor\" href=\"#sc-presets\">Presets</a></h2><ul>"
        for preset in facts.presetEntries {
            html += "<li><strong>\(e(preset.title))</strong> \(code(preset.name))\(preset.isWhole ? " (applied whole)" : "")"
            if let text = preset.description { html += "<div class=\"sc-desc\">\(description(text))</div>" }
            html += "<ul>" + preset.values.map { "<li><a href=\"#\(e($0.anchor))\">\(e($0.title))</a>: \(code($0.value))</li>" }.joined() + "</ul></li>"
        }
        return html + "</ul></section>"
    }

    func toc(_ section: SectionIR, to html: inout CodePrinter) {
        guard !section.sections.isEmpty else { return }
        html.write("<ul>")
        for child in section.sections {
            html.write("<li>")
            link(FormNames.dottedPath(child.path), child.title, to: &html)
            toc(child, to: &html)
            html.write("</li>")
        }
        html.write("</ul>")
    }

    func section(_ entry: DocumentationFacts.Section, to html: inout CodePrinter) {
        let section = entry.section
        let breadcrumb = facts.breadcrumb(entry).map { e($0) }
        html.line("<section class=\"sc-section\" id=\"\(e(entry.anchor))\">")
        html.line("<h2><a class=\"sc-anchor\" href=\"#\(e(entry.anchor))\">\(breadcrumb.joined(separator: " › "))</a></h2>")
        html.line("<p class=\"sc-meta sc-dev\">Section \(code(entry.anchor)), stored under \(code(entry.section.id))</p>")
        if let route = facts.routeFact(section) {  // RouteEmission.swift
            html.write("<p class=\"sc-meta sc-dev\">Deep link: ")
            line(route.value, to: &html)
            html.line("</p>")
        }
        if let text = section.description { html.line("<div class=\"sc-desc\">\(description(text))</div>") }
        if let icon = facts.iconPieces(section.icon, section.color) {
            html.write("<p class=\"sc-meta\">Icon: ")
            line(icon, to: &html)
            html.line("</p>")
        }
        if let visibleWhen = section.visibleWhen {
            html.write("<p class=\"sc-meta\">Shown when ")
            condition(visibleWhen, to: &html)
            html.line(".</p>")
        }
        if let enabledWhen = section.enabledWhen {
            html.write("<p class=\"sc-meta\">Enabled when ")
            condition(enabledWhen, to: &html)
            html.line(".</p>")
        }
        let history = facts.history(of: section)
        if !history.isEmpty {
            html.line("<p class=\"sc-meta\">History: \(history.map { DocumentationFacts.describe($0, code: code) }.joined(separator: "; "))</p>")
        }
        if let platforms = facts.platformsText(section.platforms) { html.line("<p class=\"sc-meta\">Platforms: \(e(platforms))</p>") }
        // Each section with a screen of its own is drawn once, at its entry; an inline section is drawn in its parent's.
        if section.presentation != .inline {
            let screen = ScreenPreview(section: entry, facts: facts)
            html.line("<figure class=\"sc-preview\">")
            ScreenPreview.write(screen, to: &html)
            html.line()
            html.line("<figcaption class=\"sc-meta\">The \(e(section.title)) screen with every setting at its default.</figcaption>")
            html.line("</figure>")
        } else {
            let parent = facts.breadcrumb(entry).dropLast().last ?? facts.schema.title
            html.line("<p class=\"sc-meta\">Shown inside the \(e(parent)) screen (inline).</p>")
        }
        // Settings and the rows beyond stored values, in declaration order.
        for group in facts.rowGroups(section, targets: targets) {
            switch group {
            case .setting(let setting): self.setting(setting, in: entry, to: &html)
            case .rows(let rows):
                html.line("<p class=\"sc-meta\">Rows (not stored):</p>")
                html.line("<ul>")
                for row in rows {
                    html.write("<li>")
                    line(row, to: &html)
                    html.line("</li>")
                }
                html.line("</ul>")
            }
        }
        html.line("</section>")
    }

    /// The facts shown only with "Developer details" on.
    static let developerFacts: Set<String> = ["Swift", "Stored under", "Type", "Side effect", "Icon", "Settings.app"]

    func setting(_ setting: SettingIR, in entry: DocumentationFacts.Section, to html: inout CodePrinter) {
        let anchor = e(facts.anchor(entry, setting))
        html.write("<article class=\"sc-setting\" id=\"")
        html.write(anchor)
        html.write("\">\n<h3><a class=\"sc-anchor\" href=\"#")
        html.write(anchor)
        html.write("\">")
        html.write(e(setting.title))
        html.write("</a>")
        if setting.requiresRestart { html.write(" <span class=\"sc-badge\">requires restart</span>") }
        if setting.deprecated != nil { html.write(" <span class=\"sc-badge sc-badge-warn\">deprecated</span>") }
        if setting.skip { html.write(" <span class=\"sc-badge\">not on screen</span>") }
        if let platforms = self.facts.platformsText(setting.platforms) {
            html.write(" <span class=\"sc-badge\">")
            html.write(e(platforms))
            html.write("</span>")
        }
        html.write("</h3>")
        if let text = setting.description {
            html.write("\n<div class=\"sc-desc\">")
            html.write(description(text))
            html.write("</div>")
        }
        html.write("\n<dl class=\"sc-facts\">")
        for fact in self.facts.facts(entry, setting, targets: targets) {
            // What only a developer needs (Swift names, stored keys, hooks, symbol names) behind the page's switch.
            let developer = Self.developerFacts.contains(fact.label) ? " class=\"sc-dev\"" : ""
            html.write("\n<dt")
            html.write(developer)
            html.write(">")
            html.write(fact.label)
            html.write("</dt><dd")
            html.write(developer)
            html.write(">")
            line(fact.value, to: &html)
            html.write("</dd>")
        }
        html.write("\n</dl>")
        if let decl = self.facts.enumDecl(of: setting) {
            html.write("\n<table class=\"sc-cases\"><thead><tr><th>Case</th><th>Title</th><th>Description</th></tr></thead><tbody>")
            for enumCase in decl.cases {
                html.write("\n<tr><td><code>")
                html.write(e(enumCase.name))
                html.write("</code>")
                if setting.defaultValue == .enumCase(enumCase.name) { html.write(" (default)") }
                html.write("</td><td>")
                html.write(e(enumCase.title))
                html.write("</td><td>")
                if let about = enumCase.description { html.write(description(about)) }
                html.write("</td></tr>")
            }
            html.write("\n</tbody></table>")
        }
        html.line("\n</article>")
    }
}

private struct HTMLIndex {
    let schemas: [SchemaIR]
    /// Each schema's facts and the items of its own page's search index, in the order of `schemas`.
    let facts: [DocumentationFacts]
    let searchItems: [[HTMLSearchIndex.Item]]

    func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    func e(_ text: String) -> String { HTMLEscaping.text(text) }

    func print(to html: inout CodePrinter) {
        html.line(HTMLPageKit.head(title: "Settings reference"))
        html.line("<body>")
        html.line("<!-- Generated by settingsc. Regenerate with settingsc docs. -->")
        html.line(HTMLPageKit.top(filterLabel: "Search all settings"))
        html.line("<div class=\"sc-layout\">")
        html.line("<main>")
        html.line("<h1>Settings reference</h1>")
        html.line("<ul id=\"sc-results\" hidden></ul>")
        html.line("<ul class=\"sc-cards\">")
        var items: [(items: [HTMLSearchIndex.Item], page: String, context: String?)] = []
        for (index, schema) in schemas.enumerated() {
            let facts = self.facts[index]
            let page = HTMLSiteBackend.pageName(schema)
            html.line("<li>")
            html.line("<h2><a href=\"\(e(page))\">\(e(schema.title))</a></h2>")
            html.line("<p class=\"sc-meta\"><code>\(e(schema.rootTypeName))</code> · \(count(facts.sections.count, "section")) · \(count(facts.settingCount, "setting"))</p>")
            if let text = schema.description {
                let targets = facts.linkTargets
                html.line(MarkdownHTML.render(text) { target in targets[target].map { (page + "#" + target, $0) } })
            }
            html.line("</li>")
            // Each schema's own items, written with their links to its page and its title before their places.
            items.append((searchItems[index], page: page, context: schema.title))
        }
        html.line("</ul>")
        html.line("</main>")
        html.line("</div>")
        HTMLPageKit.scripts(items, to: &html)
        html.line()
        html.line("</body>")
        html.line("</html>")
    }
}
