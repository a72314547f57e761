#!/usr/bin/env python3
"""Loads the generated documentation site in headless Chromium and fails on any problem.

Usage: check_docs.py <site dir> <screenshot dir>

For every HTML page of the site it checks, without a browser: that the HTML5 parser (html5lib, Debian's
python3-html5lib) reports no parse error, that tags are balanced, that ids are unique, that no element has an
event-handler attribute, and that every internal link points to an existing file and, with a fragment, to
an existing id.
Then, in headless Chromium driven over the DevTools protocol (Python's standard library only), it loads
each page and fails on any console error, uncaught exception, or request that leaves the machine; it types
into the search box and checks that filtering hides settings (schema pages) or lists results (the index);
and it saves screenshots of the index, of a screen preview and of the port fixture's root and General screens
(port-root.png and port.png, checked in as docs/images/docs-port-root.png and docs-port.png).
On every page with screen previews it measures every row of every screen at 390 and 1200 px wide, with the
developer details hidden and shown, and fails when a screen is wider than the page, a row leaves its screen, a row
is taller than ROW_HEIGHT_LIMIT, text overflows its box, or a text is squeezed into a column a few letters wide.
"""
import base64
import html.parser
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
problems = []


def problem(message):
    problems.append(message)
    print("FAIL: " + message, file=sys.stderr)


class Page(html.parser.HTMLParser):
    def __init__(self, name):
        super().__init__(convert_charrefs=True)
        self.name = name
        self.ids = set()
        self.hrefs = []
        self.stack = []
        self.raw = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if "id" in attributes:
            if attributes["id"] in self.ids:
                problem(f"{self.name}: duplicate id '{attributes['id']}'")
            self.ids.add(attributes["id"])
        if tag == "a" and "href" in attributes:
            self.hrefs.append(attributes["href"])
        for name in attributes:
            if name.startswith("on"):
                problem(f"{self.name}: event handler attribute '{name}' on <{tag}>")
        if tag == "script" and attributes.get("src"):
            problem(f"{self.name}: external script {attributes['src']}")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            problem(f"{self.name}:{self.getpos()[0]}: </{tag}> does not close <{self.stack[-1] if self.stack else 'nothing'}>")
            if tag in self.stack:
                while self.stack and self.stack.pop() != tag:
                    pass
            return
        self.stack.pop()


def html5_errors(text):
    try:
        import html5lib
    except ImportError:
        problem("html5lib is not installed (make docs-deps installs Debian's python3-html5lib)")
        return []
    parser = html5lib.HTMLParser(strict=False)
    parser.parse(text)
    return parser.errors


def check_static(site):
    pages = {}
    for name in sorted(os.listdir(site)):
        if name.endswith(".html"):
            with open(os.path.join(site, name), encoding="utf-8") as handle:
                text = handle.read()
            if not text.startswith("<!DOCTYPE html>"):
                problem(f"{name}: does not start with <!DOCTYPE html>")
            for (line, column), code, details in html5_errors(text):
                problem(f"{name}:{line}:{column}: HTML parse error {code} {details or ''}")
            page = Page(name)
            page.feed(text)
            page.close()
            if page.stack:
                problem(f"{name}: unclosed elements at the end: {page.stack}")
            pages[name] = page
    if "index.html" not in pages:
        problem("the site has no index.html")
    links = 0
    for name, page in pages.items():
        for href in page.hrefs:
            parsed = urllib.parse.urlsplit(href)
            if parsed.scheme or href.startswith("//"):
                continue
            target = urllib.parse.unquote(parsed.path) or name
            links += 1
            if target not in pages:
                if not os.path.exists(os.path.join(site, target)):
                    problem(f"{name}: link to missing file '{href}'")
                continue
            fragment = urllib.parse.unquote(parsed.fragment)
            if fragment and fragment not in pages[target].ids:
                problem(f"{name}: link '{href}' names no id in {target}")
    print(f"static: {len(pages)} pages, {links} internal links checked")
    return sorted(pages)


class DevTools:
    """A minimal WebSocket client (RFC 6455, text frames) for one DevTools target."""

    def __init__(self, url):
        parsed = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parsed.hostname, parsed.port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {parsed.path} HTTP/1.1\r\nHost: {parsed.hostname}:{parsed.port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("DevTools closed the connection during the handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise RuntimeError("DevTools refused the WebSocket: " + response.split(b"\r\n")[0].decode())
        self.buffer = response.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0
        self.events = []

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = int.from_bytes(self._read(2), "big")
            elif length == 127:
                length = int.from_bytes(self._read(8), "big")
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 8:
                raise RuntimeError("DevTools closed the WebSocket")
            if opcode in (0, 1, 2):
                message += payload
                if first & 0x80:
                    return json.loads(message.decode("utf-8"))

    def send(self, method, **params):
        self.next_id += 1
        payload = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + len(payload).to_bytes(2, "big")
        else:
            header += bytes([0x80 | 127]) + len(payload).to_bytes(8, "big")
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        while True:
            message = self._receive()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self._receive())
        raise RuntimeError(f"timed out waiting for {method}")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluating {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def start_browser(profile):
    chromium = find_chromium()
    if not chromium:
        problem("Chromium is not installed (make test-docs-browser installs Debian's chromium)")
        return None, None
    process = subprocess.Popen(
        [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--disable-sync",
         "--hide-scrollbars", "--remote-debugging-port=0", "--remote-allow-origins=*", f"--user-data-dir={profile}",
         "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stderr.readline()
        if not line:
            if process.poll() is not None:
                break
            continue
        if "DevTools listening on " in line:
            browser_url = line.split("DevTools listening on ", 1)[1].strip()
            parsed = urllib.parse.urlsplit(browser_url)
            targets = json.loads(urllib.request.urlopen(f"http://{parsed.hostname}:{parsed.port}/json/list", timeout=30).read())
            page = next(t for t in targets if t.get("type") == "page")
            return process, page["webSocketDebuggerUrl"]
    problem("Chromium did not start its DevTools endpoint")
    process.kill()
    return None, None


def collect_errors(tools, name):
    for event in tools.events:
        method = event.get("method")
        params = event.get("params", {})
        if method == "Runtime.exceptionThrown":
            problem(f"{name}: uncaught exception: {params['exceptionDetails'].get('exception', {}).get('description') or params['exceptionDetails'].get('text')}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert", "warning"):
            texts = [arg.get("value", arg.get("description", "")) for arg in params.get("args", [])]
            problem(f"{name}: console {params['type']}: {' '.join(map(str, texts))}")
        elif method == "Log.entryAdded" and params["entry"].get("level") in ("error", "warning"):
            problem(f"{name}: console {params['entry']['level']}: {params['entry'].get('text')} {params['entry'].get('url', '')}")
        elif method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if not (url.startswith("file://") or url.startswith("data:") or url == "about:blank"):
                problem(f"{name}: the page requested {url}")
    tools.events.clear()


def load(tools, site, name):
    tools.events.clear()
    tools.send("Page.navigate", url="file://" + os.path.join(os.path.abspath(site), name))
    tools.wait_for("Page.loadEventFired")
    time.sleep(0.2)
    tools.evaluate("1")  # drain events that arrived during load


def screenshot(tools, path, clip=None):
    params = {"format": "png"}
    if clip:
        params["clip"] = dict(clip, scale=1)
        params["captureBeyondViewport"] = True
    data = tools.send("Page.captureScreenshot", **params)["data"]
    with open(path, "wb") as handle:
        handle.write(base64.b64decode(data))
    print(f"screenshot: {path}")


# A row taller than this is broken: the tallest sane row (a slider with its ends, its step and a link, or a title on
# three lines with badges under it) is about 120 px at either width.
ROW_HEIGHT_LIMIT = 200
WIDTHS = (390, 1200)

# Measures every .sc-screen and its rows; returns a list of problems (strings), at most a few per screen.
LAYOUT_SCRIPT = r"""(function(limit){
  var problems = [], page = document.documentElement.clientWidth;
  function where(el){ var a = el.closest('.sc-row') ? el.closest('.sc-row').querySelector('.sc-row-label') : null;
    return (a ? '"' + a.textContent.trim().slice(0, 40) + '"' : (el.className || el.tagName)); }
  function squeezed(el){
    var text = (el.textContent || '').trim(); if (text.length < 6) return false;
    var r = el.getBoundingClientRect(), size = parseFloat(getComputedStyle(el).fontSize) || 16;
    return r.width > 0 && r.width < 3.5 * size && r.height > 3.2 * size;
  }
  document.querySelectorAll('.sc-screen').forEach(function(screen){
    if (!screen.offsetParent) return;
    var s = screen.getBoundingClientRect(), before = problems.length;
    if (s.right > page + 1 || s.left < -1) problems.push('screen "' + screen.getAttribute('aria-label') + '" is ' + Math.round(s.width) + ' px wide on a page of ' + page + ' px');
    screen.querySelectorAll('.sc-row').forEach(function(row){
      if (problems.length - before > 4 || !row.offsetParent) return;
      var r = row.getBoundingClientRect();
      if (r.left < s.left - 1 || r.right > s.right + 1) problems.push('row ' + where(row) + ' leaves its screen (' + Math.round(r.left - s.left) + '..' + Math.round(r.right - s.left) + ' of ' + Math.round(s.width) + ' px)');
      if (r.height > limit) problems.push('row ' + where(row) + ' is ' + Math.round(r.height) + ' px tall');
      row.querySelectorAll('*').forEach(function(el){
        if (problems.length - before > 4) return;
        var e = el.getBoundingClientRect(); if (e.width === 0 && e.height === 0) return;
        if (e.right > r.right + 1 || e.left < r.left - 1) { problems.push(el.className + ' of row ' + where(row) + ' sticks out of the row'); return; }
        var style = getComputedStyle(el);
        if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'hidden') { problems.push('the text of ' + el.className + ' in row ' + where(row) + ' overflows its box'); return; }
        if (!el.children.length && squeezed(el)) problems.push(el.className + ' of row ' + where(row) + ' is squeezed to ' + Math.round(e.width) + ' x ' + Math.round(e.height) + ' px');
      });
    });
  });
  return problems;
})(%d)"""


def check_layout(tools, name):
    """Every row of every screen preview, at each width, with the developer details hidden and shown."""
    toggles = tools.evaluate("document.querySelectorAll('#sc-developer').length")
    for width in WIDTHS:
        tools.send("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1, mobile=width < 600)
        for developer in ((False, True) if toggles else (False,)):
            if toggles:
                tools.evaluate(f"var t = document.getElementById('sc-developer'); if (t.checked !== {json.dumps(developer)}) t.click()")
            mode = " (developer details shown)" if developer else ""
            for message in tools.evaluate(LAYOUT_SCRIPT % ROW_HEIGHT_LIMIT) or []:
                problem(f"{name} at {width} px{mode}: {message}")
        if toggles:
            tools.evaluate("var t = document.getElementById('sc-developer'); if (t.checked) t.click()")
    tools.send("Emulation.setDeviceMetricsOverride", width=1200, height=900, deviceScaleFactor=1, mobile=False)


FACT_SWITCH_SCRIPT = r"""(function(){
  var box = document.querySelector('input[data-sc-fact="$iPad"]');
  var rows = Array.prototype.filter.call(document.querySelectorAll('.sc-row[data-sc-when]'), function(r){
    return r.getAttribute('data-sc-when') === '["o","$iPad"]'; });
  if (!rows.length) return null;
  if (!box) return ['a row shown only on iPad, but no iPad switch'];
  var problems = [];
  function shown(r){ return r.offsetParent !== null; }
  if (box.checked) box.click();
  if (rows.some(shown)) problems.push('a row shown only on iPad is drawn with the iPad switch off');
  box.click();
  if (!rows.every(shown)) problems.push('switching iPad on leaves a row shown only on iPad hidden');
  if (rows.some(function(r){ return getComputedStyle(r).opacity !== '1'; })) problems.push('switching iPad on leaves a row dimmed');
  if (rows.some(function(r){ var n = r.querySelector('.sc-fact-note'); return n && n.offsetParent !== null; }))
    problems.push('switching iPad on leaves its "hidden until" badge');
  box.click();
  if (rows.some(shown)) problems.push('switching iPad off again leaves a row shown only on iPad drawn');
  // A row enabled only on iPad (`enabledWhen: $iPad`): dimmed with its "disabled until" badge while iPad is off.
  var enabled = Array.prototype.filter.call(document.querySelectorAll('.sc-row[data-sc-enabled-when]'), function(r){
    return r.getAttribute('data-sc-enabled-when') === '["o","$iPad"]'; });
  function dimmed(r){ return getComputedStyle(r).opacity !== '1'; }
  function badge(r){ var n = r.querySelector('.sc-fact-disabled-note'); return n && n.offsetParent !== null; }
  if (enabled.length) {
    if (!enabled.every(dimmed) || !enabled.every(badge)) problems.push('a row enabled only on iPad is not dimmed with its badge while iPad is off');
    box.click();
    if (enabled.some(dimmed) || enabled.some(badge)) problems.push('switching iPad on leaves a row enabled only on iPad dimmed or badged');
    box.click();
    if (!enabled.every(dimmed)) problems.push('switching iPad off again leaves a row enabled only on iPad undimmed');
  }
  return problems;
})()"""


def check_fact_switches(tools, name):
    """The page's fact switches: a row shown only on iPad appears when iPad is switched on, and goes again. Returns
    whether the page has such a row (Tests/DocsChecks/Crowded.settings.yaml does)."""
    messages = tools.evaluate(FACT_SWITCH_SCRIPT)
    for message in messages or []:
        problem(f"{name}: {message}")
    return messages is not None


def set_fact_switches(tools, on):
    """Every checkbox fact switch on (every fact row drawn, for the layout check) or off."""
    tools.evaluate("document.querySelectorAll('input[type=checkbox][data-sc-fact]').forEach(function(b){"
                   f"if (b.checked !== {json.dumps(on)}) b.click();}})")


def check_in_browser(site, pages, shots):
    profile = tempfile.mkdtemp(prefix="settingsc-chromium-")
    process, url = start_browser(profile)
    if not process:
        return
    try:
        tools = DevTools(url)
        for domain in ("Page", "Runtime", "Log", "Network"):
            tools.send(f"{domain}.enable")
        tools.send("Emulation.setDeviceMetricsOverride", width=1200, height=900, deviceScaleFactor=1, mobile=False)
        os.makedirs(shots, exist_ok=True)
        best_preview = 0
        fact_pages = 0
        enabled_rows = 0
        for name in pages:
            load(tools, site, name)
            collect_errors(tools, name)
            entries = tools.evaluate("JSON.parse(document.getElementById('sc-data').textContent).length")
            if name == "index.html":
                screenshot(tools, os.path.join(shots, "index.png"))
                tools.send("Emulation.setEmulatedMedia", media="", features=[{"name": "prefers-color-scheme", "value": "dark"}])
                background = tools.evaluate("getComputedStyle(document.body).backgroundColor")
                screenshot(tools, os.path.join(shots, "index-dark.png"))
                tools.send("Emulation.setEmulatedMedia", media="print", features=[])
                search_shown = tools.evaluate("getComputedStyle(document.querySelector('.sc-top')).display")
                tools.send("Emulation.setEmulatedMedia", media="", features=[])
                if background in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"):
                    problem(f"index.html: dark mode keeps a light background ({background})")
                if search_shown != "none":
                    problem("index.html: the search bar is printed")
                # The title of the first search entry, typed into the search box, must find that setting.
                first = tools.evaluate("JSON.parse(document.getElementById('sc-data').textContent)[0].title")
                tools.evaluate(f"var i = document.getElementById('sc-filter'); i.value = {json.dumps(first)}; i.dispatchEvent(new Event('input'))")
                hits = tools.evaluate("document.querySelectorAll('#sc-results li a').length")
                hidden = tools.evaluate("document.getElementById('sc-results').hidden")
                if not hits or hidden:
                    problem(f"index.html: searching for {first!r} lists no result")
                tools.evaluate("var i = document.getElementById('sc-filter'); i.value = 'zzzz-no-such-setting'; i.dispatchEvent(new Event('input'))")
                if tools.evaluate("document.querySelectorAll('#sc-results li').length") != 0:
                    problem("index.html: a search for a missing word lists results")
            else:
                visible = "document.querySelectorAll('.sc-setting:not([hidden])').length"
                before = tools.evaluate(visible)
                settings = tools.evaluate("document.querySelectorAll('.sc-setting').length")
                if before != settings:
                    problem(f"{name}: {before} of {settings} settings shown before searching")
                if entries == 0:
                    problem(f"{name}: the search index is empty")
                # The longest title of a setting in the search index (the page's SettingsSearchIndex), typed into the
                # search box, must list results and leave that setting, and not every setting, shown.
                first = tools.evaluate("JSON.parse(document.getElementById('sc-data').textContent).filter(function(e){"
                                       "return e.kind==='setting';}).map(function(e){return e.title;})"
                                       ".sort(function(a,b){return b.length-a.length;})[0] || ''")
                tools.evaluate(f"var i = document.getElementById('sc-filter'); i.value = {json.dumps(first)}; i.dispatchEvent(new Event('input'))")
                after = tools.evaluate(visible)
                listed = tools.evaluate("document.querySelectorAll('#sc-results li a').length")
                if first and (not listed or tools.evaluate("document.getElementById('sc-results').hidden")):
                    problem(f"{name}: searching for {first!r} lists no result")
                if first and not (1 <= after < max(before, 2)) and settings > 1:
                    problem(f"{name}: searching for {first!r} shows {after} of {before} settings")
                tools.evaluate("var i = document.getElementById('sc-filter'); i.value = ''; i.dispatchEvent(new Event('input'))")
                if tools.evaluate(visible) != before:
                    problem(f"{name}: clearing the filter does not show every setting again")
                # The screen preview with the most rows in the whole site.
                box = tools.evaluate("(function(){var best=null,rows=-1;document.querySelectorAll('.sc-preview').forEach(function(p){"
                                     "var n=p.querySelectorAll('.sc-row').length;if(n>rows){rows=n;best=p;}});if(!best)return null;"
                                     "var r=best.getBoundingClientRect();return {rows:rows,x:r.left+window.scrollX,y:r.top+window.scrollY,"
                                     "width:r.width,height:r.height};})()")
                if box is None:
                    problem(f"{name}: no screen preview")
                elif box["rows"] > best_preview:
                    best_preview = box.pop("rows")
                    screenshot(tools, os.path.join(shots, "preview.png"), clip=box)
                if name == "PortSettings.html":
                    # The port fixture (issue 31): its root screen and its General screen (app-screen rows, a text row,
                    # an inline group) are docs/images/docs-port-root.png and docs/images/docs-port.png.
                    for label, file in (("Settings", "port-root.png"), ("General", "port.png")):
                        box = tools.evaluate("(function(){var s=document.querySelector('.sc-screen[aria-label=\"Preview of the "
                                             + label + " screen\"]');if(!s)return null;var p=s.closest('.sc-preview')||s;"
                                             "var r=p.getBoundingClientRect();return {x:r.left+window.scrollX,y:r.top+window.scrollY,"
                                             "width:r.width,height:r.height};})()")
                        if box is None:
                            problem(f"{name}: no screen preview of the {label} screen")
                        else:
                            screenshot(tools, os.path.join(shots, file), clip=box)
                check_layout(tools, name)
                if check_fact_switches(tools, name):
                    fact_pages += 1
                enabled_rows += tools.evaluate("document.querySelectorAll('.sc-row[data-sc-enabled-when]').length") or 0
                if tools.evaluate("document.querySelectorAll('[data-sc-fact]').length"):
                    # The rows a fact hides, drawn with every switch on, measured the same way.
                    set_fact_switches(tools, True)
                    check_layout(tools, name + " (every fact switched on)")
                    set_fact_switches(tools, False)
            collect_errors(tools, name)
        if not enabled_rows:
            problem("no page has a row enabled only by a fact (Tests/DocsChecks/Crowded.settings.yaml has one)")
        if not fact_pages:
            problem("no page has a row shown only on iPad to switch on (Tests/DocsChecks/Crowded.settings.yaml has one)")
        print(f"browser: {len(pages)} pages loaded in headless Chromium, {fact_pages} with an iPad row switched on and off")
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    site, shots = sys.argv[1], sys.argv[2]
    pages = check_static(site)
    if pages:
        check_in_browser(site, pages, shots)
    if problems:
        print(f"docs browser test: {len(problems)} problems", file=sys.stderr)
        return 1
    print("docs browser test: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
