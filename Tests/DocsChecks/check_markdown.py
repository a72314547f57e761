#!/usr/bin/env python3
"""Renders the generated Markdown with a CommonMark parser and fails on any problem.

Usage: check_markdown.py <file.md>...

Each file is rendered by markdown-it-py (Debian's python3-markdown-it) as CommonMark with GitHub's tables and
strikethrough, and with raw HTML allowed, as GitHub allows it. The check then reads the HTML and fails when
- an element other than the ones the backend means to produce appears (raw HTML from a schema came alive),
- any element has an event-handler attribute, or a link has a URL that is not http(s), mailto or `#anchor`,
- an `<a id>` the backend writes is missing, or a `#anchor` link names no such id,
- a table row has a different number of cell borders than its header (a `|` from a schema split a cell;
  GitHub would drop the extra cells silently, so the Markdown source is checked).
"""
import html.parser
import re
import sys

from markdown_it import MarkdownIt

ALLOWED = {"h1", "h2", "h3", "h4", "h5", "h6", "p", "a", "code", "pre", "em", "strong", "del", "ul", "ol", "li",
           "table", "thead", "tbody", "tr", "th", "td", "br", "blockquote", "hr"}
problems = []


class Checker(html.parser.HTMLParser):
    def __init__(self, name):
        super().__init__(convert_charrefs=True)
        self.name = name
        self.ids = set()
        self.anchors = []
        self.row = None
        self.header_cells = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag not in ALLOWED:
            problems.append(f"{self.name}: unexpected <{tag}> element")
        for key in attributes:
            if key.startswith("on"):
                problems.append(f"{self.name}: event handler attribute {key} on <{tag}>")
        if tag == "a":
            if "id" in attributes:
                self.ids.add(attributes["id"])
            href = attributes.get("href")
            if href is not None:
                if href.startswith("#"):
                    self.anchors.append(href[1:])
                elif not href.lower().startswith(("http://", "https://", "mailto:")):
                    problems.append(f"{self.name}: link to {href!r}")
        if tag == "thead":
            self.header_cells = None
        if tag == "tr":
            self.row = 0
        if tag in ("td", "th") and self.row is not None:
            self.row += 1

    def handle_endtag(self, tag):
        if tag == "tr" and self.row is not None:
            if self.header_cells is None:
                self.header_cells = self.row
            elif self.row != self.header_cells:
                problems.append(f"{self.name}: a table row has {self.row} cells, its header {self.header_cells}")
            self.row = None


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    renderer = MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough")
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        checker = Checker(path)
        checker.feed(renderer.render(text))
        checker.close()
        columns = None
        for number, line in enumerate(text.split("\n"), 1):
            if not line.startswith("|"):
                columns = None
                continue
            borders = len(re.findall(r"(?<!\\)\|", line))
            if columns is None:
                columns = borders
            elif borders != columns:
                problems.append(f"{path}:{number}: a table row has {borders} cell borders, its header {columns}")
        if not checker.ids:
            problems.append(f"{path}: no anchors")
        for anchor in checker.anchors:
            if anchor not in checker.ids:
                problems.append(f"{path}: link to #{anchor}, which has no anchor")
    for message in problems:
        print("FAIL: " + message, file=sys.stderr)
    if problems:
        print(f"markdown check: {len(problems)} problems", file=sys.stderr)
        return 1
    print(f"markdown check: {len(sys.argv) - 1} files passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
