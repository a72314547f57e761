public import SettingsCompiler
public import SettingsRuntime

/// The docs site's search (docs/docs-backend.md, "Search"): the very `SettingsSearchIndex` that
/// `settingsc preview --search` and the app's `store.search` use, built at generate time from the form of the
/// schema (`SchemaForm.dataForm`), written into each page as JSON (texts already folded and in the index's
/// order), and a script that ranks it as `SettingsSearchIndex.search` does: the same folding table, word rule,
/// CJK ranges, ranks, typo rule and tie order. HTMLSearchParityTests runs the script under node and compares.
public enum HTMLSearchIndex {
    /// One entry of a page's search data.
    public struct Item: Hashable, Sendable {
        public var entry: SettingsSearchEntry
        /// Where the result links to: `#anchor` on the schema's page, `Page.html#anchor` from the index.
        public var href: String
        /// The page element the entry stands for (the setting's article for a setting or enum case, the section
        /// for a section or row), which the schema page's filter shows or hides.
        public var element: String
        /// The anchor of the section element that holds it.
        public var section: String
        /// Where the result is, for its line in the results (`Section › Subsection`).
        public var context: String
    }

    /// The search index of a schema, as the preview builds it.
    public static func index(_ schema: SchemaIR) -> SettingsSearchIndex {
        SettingsSearchIndex(form: SchemaForm.dataForm(schema, defaults: false).form)
    }

    /// The index's entries with the page anchors they link to; `page` is prefixed to each link ("" on the schema's
    /// own page), `context` to each result's place (the schema's title on the index page).
    public static func items(_ schema: SchemaIR, page: String, context: String? = nil) -> [Item] {
        items(schema, facts: DocumentationFacts(schema: schema), page: page, context: context)
    }

    /// ``items(_:page:context:)`` with the schema's facts already made (the page that holds the index has them).
    static func items(_ schema: SchemaIR, facts: DocumentationFacts, page: String, context: String? = nil) -> [Item] {
        // Section and setting ids share one namespace: a setting and a subsection of one section never share a
        // stored key (SC1106 and the storage checks), so their ids never collide.
        var anchors: [String: String] = [:]
        anchors.reserveCapacity(facts.sections.count + facts.settingCount)
        for entry in facts.sections {
            anchors[entry.section.id] = entry.anchor
            for setting in entry.section.settings { anchors[setting.id] = facts.anchor(entry, setting) }
        }
        return index(schema).entries.map { entry in
            let section = anchors[entry.sectionID] ?? ""
            let element: String = switch entry.kind {
            case .section, .row: section
            case .setting, .option: anchors[entry.targetID] ?? section
            }
            let place = ((context.map { [$0] } ?? []) + entry.sectionTitles).joined(separator: " › ")
            return Item(entry: entry, href: page + "#" + element, element: element, section: section, context: place)
        }
    }

    /// The search data: a JSON array inside `<script type="application/json" id="sc-data">`, every string through
    /// `HTMLEscaping.scriptString`.
    public static func dataScript(_ items: [Item]) -> String {
        var output = CodePrinter(indentUnit: "")
        dataScript(items, to: &output)
        return output.contents
    }

    /// Writes ``dataScript(_:)`` of `items` into `output`, piece by piece (a string per field, an array per entry and
    /// their joins were 130 M of the 1,000-setting docs' 1,000 M instructions, and the appends to one string about
    /// half of the rest: issue 32).
    static func dataScript(_ items: [Item], to output: inout CodePrinter) {
        dataScript([(items, page: "", context: nil)], to: &output)
    }

    /// Writes the search data of several pages' items in one array, each group's items as they are on the page
    /// that writes them: with `page` and `context`, the items of a schema's own page (`items(schema, page: "")`)
    /// as `items(schema, page: page, context: context)` makes them, without making them (the index page, which
    /// lists every schema's items: copying them with their links and places changed took 100 M of the 10,000-setting
    /// docs' instructions, issue 32).
    static func dataScript(_ groups: [(items: [Item], page: String, context: String?)], to output: inout CodePrinter) {
        output.write("<script type=\"application/json\" id=\"sc-data\">[\n")
        func list(_ name: String, _ texts: [SettingsSearchText], to output: inout CodePrinter) {
            output.write(name)
            output.write("[")
            for (index, text) in texts.enumerated() {
                if index > 0 { output.write(",") }
                output.writeScriptString(text.text)
            }
            output.write("]")
        }
        var first = true
        for group in groups {
            for item in group.items {
                if !first { output.write(",\n") }
                first = false
                let entry = item.entry
                output.write("{\"id\":")
                output.writeScriptString(entry.id)
                output.write(",\"kind\":")
                output.writeScriptString(entry.kind.rawValue)
                output.write(",\"title\":")
                output.writeScriptString(entry.title)
                output.write(",\"context\":")
                // The own page's place is the section titles joined; on another page the context comes first.
                if let context = group.context {
                    if entry.sectionTitles.isEmpty {
                        output.writeScriptString(context)
                    } else {
                        output.writeScriptString(context, " › ", item.context)
                    }
                } else {
                    output.writeScriptString(item.context)
                }
                output.write(",\"href\":")
                output.writeScriptString(group.page, item.href)
                output.write(",\"el\":")
                output.writeScriptString(item.element)
                output.write(",\"sec\":")
                output.writeScriptString(item.section)
                list(",\"t\":", entry.titles, to: &output)
                if !entry.keywords.isEmpty { list(",\"k\":", entry.keywords, to: &output) }
                if !entry.extras.isEmpty { list(",\"x\":", entry.extras, to: &output) }
                if !entry.descriptions.isEmpty { list(",\"d\":", entry.descriptions, to: &output) }
                output.write("}")
            }
        }
        output.write("\n]</script>")
    }

    /// The folding table and CJK ranges of `SettingsSearchIndex`, as script literals (sorted: deterministic).
    static var foldTableLiteral: String {
        let pairs = SettingsSearchIndex.letterFolds.sorted { $0.key.value < $1.key.value }
        return "{" + pairs.map { "\(HTMLEscaping.scriptString(String($0.key))):\(HTMLEscaping.scriptString($0.value))" }.joined(separator: ",") + "}"
    }

    static var cjkRangesLiteral: String {
        "[" + SettingsSearchIndex.cjkRanges.map { "[\($0.lowerBound),\($0.upperBound)]" }.joined(separator: ",") + "]"
    }

    /// The script: the ranking (also usable without a page: it sets `globalThis.settingscSearch`), then the search
    /// box. On the index page (`#sc-results` and no sections) it lists the best results; on a schema page it lists
    /// them and also hides the settings and sections no result stands for.
    static let script: String = ranking + page

    static let ranking = #"""
    (function () {
      "use strict";
      var FOLDS = \#(foldTableLiteral);
      var CJK = \#(cjkRangesLiteral);
      // SettingsSearchIndex.maximumQueryLength: a longer query (a pasted text) is cut to its first code points.
      var MAX_QUERY = \#(SettingsSearchIndex.maximumQueryLength);
      function capped(text) {
        var out = "", count = 0;
        for (var ch of text) {
          if (count === MAX_QUERY) { break; }
          out += ch;
          count++;
        }
        return out;
      }
      var WORD_BREAK = /[^\p{Alphabetic}\p{N}]+/u;
      function has(object, key) { return Object.prototype.hasOwnProperty.call(object, key); }
      // SettingsSearchIndex.fold: lowercase, letters with diacritics through the table, combining marks dropped.
      function fold(text) {
        var out = "";
        for (var ch of text.toLowerCase()) {
          var code = ch.codePointAt(0);
          if (code >= 0x300 && code <= 0x36F) { continue; }
          out += has(FOLDS, ch) ? FOLDS[ch] : ch;
        }
        return out;
      }
      // SettingsSearchIndex.words: runs of letters and numbers.
      function words(text) { return text.split(WORD_BREAK).filter(function (w) { return w.length > 0; }); }
      function isCJK(code) { return CJK.some(function (r) { return code >= r[0] && code <= r[1]; }); }
      function hasCJK(word) {
        for (var ch of word) { if (isCJK(ch.codePointAt(0))) { return true; } }
        return false;
      }
      // The optimal-string-alignment distance of two short words (arrays of code points).
      function distance(a, b) {
        if (a.length === b.length && a.every(function (c, i) { return c === b[i]; })) { return 0; }
        if (Math.abs(a.length - b.length) > 1) { return 2; }
        if (a.length === 0) { return b.length; }
        var previous2 = new Array(b.length + 1).fill(0);
        var previous = [];
        for (var j = 0; j <= b.length; j++) { previous.push(j); }
        for (var i = 1; i <= a.length; i++) {
          var current = [i].concat(new Array(b.length).fill(0));
          for (var k = 1; k <= b.length; k++) {
            var cost = a[i - 1] === b[k - 1] ? 0 : 1;
            current[k] = Math.min(previous[k] + 1, current[k - 1] + 1, previous[k - 1] + cost);
            if (i > 1 && k > 1 && a[i - 1] === b[k - 2] && a[i - 2] === b[k - 1]) {
              current[k] = Math.min(current[k], previous2[k - 2] + 1);
            }
          }
          previous2 = previous;
          previous = current;
        }
        return previous[b.length];
      }
      function oneTypoAway(word, candidate) {
        var a = Array.from(word), b = Array.from(candidate);
        return [a.length, a.length - 1, a.length + 1].some(function (n) {
          return n > 0 && n <= b.length && distance(a, b.slice(0, n)) <= 1;
        });
      }
      function prepareTexts(list) {
        return (list || []).map(function (text) { return { text: text, words: words(text) }; });
      }
      // Splits each entry's folded texts into words once, as the index does.
      function prepare(data) {
        return data.map(function (entry, position) {
          return { item: entry, position: position, t: prepareTexts(entry.t), k: prepareTexts(entry.k),
                   x: prepareTexts(entry.x), d: prepareTexts(entry.d) };
        });
      }
      // Ranks as SettingsSearchRank: 0 title prefix, 1 title word, 2 keyword, 3 option or unit, 4 description, 5 typo.
      function rankWord(entry, word) {
        var cjk = hasCJK(word);
        function matches(texts) {
          return texts.some(function (text) {
            return text.words.some(function (w) { return w.startsWith(word); }) || (cjk && text.text.indexOf(word) !== -1);
          });
        }
        if (matches(entry.t)) { return 1; }
        if (matches(entry.k)) { return 2; }
        if (matches(entry.x)) { return 3; }
        if (matches(entry.d)) { return 4; }
        if (Array.from(word).length >= 4 && entry.t.some(function (text) {
          return text.words.some(function (w) { return oneTypoAway(word, w); });
        })) { return 5; }
        return null;
      }
      function rank(entry, query, phrase) {
        if (entry.t.some(function (text) { return text.text.startsWith(phrase); })) { return 0; }
        var worst = 1;
        for (var i = 0; i < query.length; i++) {
          var r = rankWord(entry, query[i]);
          if (r === null) { return null; }
          worst = Math.max(worst, r);
        }
        return worst;
      }
      // The entries matching `text`, best first, ties in the index's order: [{item, rank}].
      function search(prepared, text, limit) {
        var query = words(fold(capped(text)));
        if (query.length === 0) { return []; }
        var phrase = query.join(" ");
        var results = [];
        prepared.forEach(function (entry) {
          var r = rank(entry, query, phrase);
          if (r !== null) { results.push({ entry: entry, rank: r }); }
        });
        results.sort(function (a, b) { return a.rank !== b.rank ? a.rank - b.rank : a.entry.position - b.entry.position; });
        return results.slice(0, limit === undefined ? results.length : limit).map(function (r) {
          return { item: r.entry.item, rank: r.rank };
        });
      }
      globalThis.settingscSearch = { capped: capped, fold: fold, words: words, prepare: prepare, search: search };
    })();
    """#

    static let page = #"""

    (function () {
      "use strict";
      if (typeof document === "undefined") { return; }
      var api = globalThis.settingscSearch;
      var data = JSON.parse(document.getElementById("sc-data").textContent);
      var prepared = api.prepare(data);
      var input = document.getElementById("sc-filter");
      var count = document.getElementById("sc-count");
      var results = document.getElementById("sc-results");
      var sections = document.querySelectorAll(".sc-section");
      var settings = document.querySelectorAll(".sc-setting");
      var LIMIT = 50;
      function update() {
        var hits = api.search(prepared, input.value);
        var filtering = api.words(api.fold(api.capped(input.value))).length > 0;
        while (results.firstChild) { results.removeChild(results.firstChild); }
        hits.slice(0, LIMIT).forEach(function (hit) {
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.href = hit.item.href;
          link.textContent = hit.item.title;
          var where = document.createElement("span");
          where.className = "sc-where";
          where.textContent = " " + hit.item.context;
          item.appendChild(link);
          item.appendChild(where);
          results.appendChild(item);
        });
        results.hidden = !filtering || hits.length === 0;
        count.textContent = filtering ? hits.length + (hits.length === 1 ? " result" : " results") : "";
        // A schema page also shows only the settings and sections the results stand for.
        var shown = {};
        hits.forEach(function (hit) { shown[hit.item.el] = true; shown[hit.item.sec] = true; });
        Array.prototype.forEach.call(settings, function (element) { element.hidden = filtering && !shown[element.id]; });
        Array.prototype.forEach.call(sections, function (element) { element.hidden = filtering && !shown[element.id]; });
        document.body.classList.toggle("sc-filtering", filtering);
      }
      input.addEventListener("input", update);
      if (input.value) { update(); }
    })();
    """#
}
