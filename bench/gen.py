#!/usr/bin/env python3
"""Writes an N-setting benchmark schema in settingsc's language, and the same content as a GSettings
schema (XML) and a KConfigXT schema (.kcfg + .kcfgc).

The mix: sections of 20 settings, a quarter of the settings in subsections (every section holds 15
settings and a subsection of 5); types evenly bool, int with a range, double with a range, string and
an enum of 3 to 5 cases; every setting has a title, a description and a default.

usage: gen.py N OUTDIR [--one-section] [--short]
                         -> OUTDIR/Bench.settings.yaml, OUTDIR/gsettings/bench.gschema.xml,
                            OUTDIR/kconfig/bench.kcfg, OUTDIR/kconfig/bench.kcfgc,
                            OUTDIR/Plain.swift (writePlain: the plain Codable baseline),
                            OUTDIR/BenchForm.swift (a form of BenchSettings for the runtime bench)

--one-section puts all N settings into one section (no subsection), the shape that exposes work quadratic in
the settings of a section. --short writes only the schema, each setting as `name: default` (bool, int, double,
string in turn), so that a million settings fit the 64 MiB file limit (18 MB).
"""
import os
import sys
from xml.sax.saxutils import escape

SECTION_SIZE = 20
SUBSECTION_SIZE = 5  # a quarter of each section
KINDS = ["bool", "int", "double", "string", "enum"]
CASE_NAMES = ["automatic", "manual", "scheduled", "disabled", "experimental"]
# --one-section: every setting in one section, no subsection (issue 20: work must stay linear per section).
ONE_SECTION = False
# --short: each setting in the short form `name: default` (type inferred; no enums, titles or descriptions), the
# most settings per byte: one section of 1,000,000 settings stays within the 64 MiB file limit.
SHORT = False


def plan(n):
    """[(section index, [(setting index, subsection?)])]: the settings of each section, in order."""
    if ONE_SECTION:
        return [(0, [(i, False) for i in range(n)])]
    sections = []
    index = 0
    s = 0
    while index < n:
        count = min(SECTION_SIZE, n - index)
        members = [(index + k, k >= SECTION_SIZE - SUBSECTION_SIZE) for k in range(count)]
        sections.append((s, members))
        index += count
        s += 1
    return sections


def setting(i):
    """Name, kind, default, range, title, description and enum cases of setting i."""
    kind = KINDS[i % 5]
    name = {"bool": "flag", "int": "count", "double": "ratio", "string": "label", "enum": "mode"}[kind] + str(i)
    title = f"{name.capitalize()} of the benchmark"
    description = f"What setting {i} changes, in one sentence that a settings screen shows under its title."
    cases = CASE_NAMES[: 3 + i % 3]
    if kind == "bool":
        return name, kind, "true" if i % 2 else "false", None, title, description, None
    if kind == "int":
        return name, kind, str(i % 50 + 1), (0, 100 + i % 900), title, description, None
    if kind == "double":
        return name, kind, f"{(i % 40) / 4:.2f}", (0, 100), title, description, None
    if kind == "string":
        return name, kind, f"value {i}", None, title, description, None
    return name, kind, cases[i % len(cases)], None, title, description, cases


def enum_name(i):
    return f"Mode{i}Choice"


def write_yaml(n, path, intents_every=None):
    """The benchmark schema; with `intents_every`, every such setting is marked `intents: true` and the schema asks for
    the macOS Settings window (`settingsWindow: true`), for typecheck.py's rows of the intents and the window (issue 33)."""
    out = []
    out.append("# A benchmark schema written by bench/gen.py.")
    out.append("settings: BenchSettings")
    out.append("view: BenchView")
    if intents_every:
        out.append("settingsWindow: true")
    out.append("title: Benchmark settings")
    out.append(f"description: {n} settings in one section." if ONE_SECTION else f"description: {n} settings in sections of {SECTION_SIZE}.")
    sections = plan(n)
    if not SHORT:
        out.append("enums:")
    for _, members in ([] if SHORT else sections):
        for i, _ in members:
            name, kind, _, _, _, _, cases = setting(i)
            if kind == "enum":
                out.append(f"  {enum_name(i)}:")
                for case in cases:
                    out.append(f"    {case}: {{title: {case.capitalize()} mode, description: Runs setting {i} in {case} mode.}}")
    if SHORT:
        out.append("sections:")
        for s, members in sections:
            out.append(f"  section{s}:")
            out.append("    settings:")
            for i, _ in members:
                kind = KINDS[i % 4]
                value = {"bool": "true" if i % 2 else "false", "int": str(i % 50 + 1), "double": f"{(i % 40) / 4 + 0.5}",
                         "string": f'"v{i}"'}[kind]
                out.append(f"      s{i}: {value}")
        with open(path, "w") as f:
            f.write("\n".join(out) + "\n")
        return
    out.append("sections:")
    for s, members in sections:
        out.append(f"  section{s}:")
        out.append(f"    title: Section {s}")
        out.append(f"    description: The settings of part {s} of the app.")
        out.append("    settings:")
        in_sub = False
        for i, sub in members:
            if sub and not in_sub:
                in_sub = True
                out.append("    sections:")
                out.append(f"      group{s}:")
                out.append(f"        title: Group {s}")
                out.append("        settings:")
            indent = "          " if sub else "      "
            name, kind, default, rng, title, description, _ = setting(i)
            out.append(f"{indent}{name}:")
            typ = enum_name(i) if kind == "enum" else kind
            out.append(f"{indent}  type: {typ}")
            shown = '"' + default + '"' if kind == "string" else default
            out.append(f"{indent}  default: {shown}")
            if rng:
                out.append(f"{indent}  range: {rng[0]}...{rng[1]}")
            out.append(f"{indent}  title: {title}")
            out.append(f"{indent}  description: {description}")
            # One of every `intents_every` settings, at a place that moves from block to block, so the marked
            # settings take every kind in turn (bool, int, double, string, enum), not only i % 10 == 0's bools.
            if intents_every and i % intents_every == (i // intents_every) % intents_every:
                out.append(f"{indent}  intents: true")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def write_gsettings(n, path):
    """GSettings: one schema per section and subsection (a child schema), an enum per enum setting."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<schemalist>"]
    sections = plan(n)
    for _, members in sections:
        for i, _ in members:
            name, kind, _, _, _, _, cases = setting(i)
            if kind == "enum":
                out.append(f'  <enum id="org.example.bench.{enum_name(i)}">')
                for value, case in enumerate(cases):
                    out.append(f'    <value nick="{case}" value="{value}"/>')
                out.append("  </enum>")

    def key(i):
        name, kind, default, rng, title, description, _ = setting(i)
        lines = []
        if kind == "enum":
            lines.append(f'    <key name="{name}" enum="org.example.bench.{enum_name(i)}">')
            lines.append(f"      <default>'{default}'</default>")
        else:
            gtype = {"bool": "b", "int": "i", "double": "d", "string": "s"}[kind]
            lines.append(f'    <key name="{name}" type="{gtype}">')
            lines.append(f"      <default>{repr(default) if kind == 'string' else default}</default>")
            if rng:
                lines.append(f'      <range min="{rng[0]}" max="{rng[1]}"/>')
        lines.append(f"      <summary>{escape(title)}</summary>")
        lines.append(f"      <description>{escape(description)}</description>")
        lines.append("    </key>")
        return lines

    for s, members in sections:
        base = f"org.example.bench.section{s}"
        subs = [i for i, sub in members if sub]
        out.append(f'  <schema id="{base}" path="/org/example/bench/section{s}/">')
        for i, sub in members:
            if not sub:
                out.extend(key(i))
        if subs:
            out.append(f'    <child name="group{s}" schema="{base}.group{s}"/>')
        out.append("  </schema>")
        if subs:
            out.append(f'  <schema id="{base}.group{s}" path="/org/example/bench/section{s}/group{s}/">')
            for i in subs:
                out.extend(key(i))
            out.append("  </schema>")
    out.append("</schemalist>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def write_kconfig(n, kcfg, kcfgc):
    """KConfigXT: one group per section and per subsection; enums as choices."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<kcfg xmlns="http://www.kde.org/standards/kcfg/1.0"',
        '      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
        '      xsi:schemaLocation="http://www.kde.org/standards/kcfg/1.0 http://www.kde.org/standards/kcfg/1.0/kcfg.xsd">',
        '  <kcfgfile name="benchrc"/>',
    ]

    def entry(i):
        name, kind, default, rng, title, description, cases = setting(i)
        ktype = {"bool": "Bool", "int": "Int", "double": "Double", "string": "String", "enum": "Enum"}[kind]
        lines = [f'    <entry name="{name}" type="{ktype}">', f"      <label>{escape(title)}</label>",
                 f"      <whatsthis>{escape(description)}</whatsthis>"]
        if cases:
            lines.append("      <choices>")
            for case in cases:
                lines.append(f'        <choice name="{case}"><label>{case.capitalize()} mode</label></choice>')
            lines.append("      </choices>")
            lines.append(f"      <default>{default}</default>")
        else:
            lines.append(f"      <default>{escape(default)}</default>")
        if rng:
            lines.append(f"      <min>{rng[0]}</min>")
            lines.append(f"      <max>{rng[1]}</max>")
        lines.append("    </entry>")
        return lines

    for s, members in plan(n):
        out.append(f'  <group name="section{s}">')
        for i, sub in members:
            if not sub:
                out.extend(entry(i))
        out.append("  </group>")
        subs = [i for i, sub in members if sub]
        if subs:
            out.append(f'  <group name="section{s}/group{s}">')
            for i in subs:
                out.extend(entry(i))
            out.append("  </group>")
    out.append("</kcfg>")
    with open(kcfg, "w") as f:
        f.write("\n".join(out) + "\n")
    with open(kcfgc, "w") as f:
        f.write("File=bench.kcfg\nClassName=BenchSettings\nSingleton=false\nMutators=true\n")


def plain_name(name):
    """A setting's Swift name; every name gen.py writes is a plain identifier."""
    return name


def writePlain(n, path):
    """Plain.swift: the plainest hand-written equivalent of the generated model, as a baseline for the bench.

    `Codable, Hashable, Sendable` structs with inline defaults and synthesized conformances (no lenient decoding, no
    unknown keys, no value rules), the same keys and nesting of values as BenchSettings, so one JSON document decodes
    as either. The root is `PlainBenchSettings`; its section structs and enums are declared side by side at the top
    level (`PlainSection0`, `PlainGroup0`, `PlainMode4Choice`), as the generated model declares its own in
    `BenchSettingsTypes`: nested declarations make LLVM's call graph quadratic (bench/README.md), and the baseline
    should not pay for a layout the model avoids.
    """
    out = ["// The plainest hand-written equivalent of BenchSettings, written by bench/gen.py: a baseline.", ""]
    sections = plan(n)
    for _, members in sections:
        for i, _ in members:
            _, kind, _, _, _, _, cases = setting(i)
            if kind == "enum":
                out.append(f"enum Plain{enum_name(i)}: String, Codable, Hashable, Sendable {{")
                out.append("    case " + ", ".join(cases))
                out.append("}")

    def member(i, indent):
        name, kind, default, _, _, _, _ = setting(i)
        swift_type = {"bool": "Bool", "int": "Int", "double": "Double", "string": "String"}.get(kind, "Plain" + enum_name(i))
        value = '"' + default + '"' if kind == "string" else ("." + default if kind == "enum" else default)
        out.append(f"{indent}var {plain_name(name)}: {swift_type} = {value}")

    for s, members in sections:
        subs = [i for i, sub in members if sub]
        if subs:
            out.append("")
            out.append(f"struct PlainGroup{s}: Codable, Hashable, Sendable {{")
            for i in subs:
                member(i, "    ")
            out.append("}")
        out.append("")
        out.append(f"struct PlainSection{s}: Codable, Hashable, Sendable {{")
        for i, sub in members:
            if not sub:
                member(i, "    ")
        if subs:
            out.append(f"    var group{s}: PlainGroup{s} = PlainGroup{s}()")
        out.append("}")
    out.append("")
    out.append("struct PlainBenchSettings: Codable, Hashable, Sendable {")
    for s, _ in sections:
        out.append(f"    var section{s}: PlainSection{s} = PlainSection{s}()")
    out.append("}")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def write_bench_form(n, path):
    """BenchForm.swift: a SettingsForm of BenchSettings for the store rows of the runtime bench (every setting,
    its key path, type, control and default), one function per section. It predates the per-section form backend
    (issue 13 C); switching the runtime bench to the generated `+Form.swift` is left for a later round."""
    out = ["// A form of BenchSettings for the runtime bench, written by bench/gen.py.", "", "import SettingsRuntime", ""]
    out.append("extension BenchSettings {")
    sections = plan(n)
    out.append("    static func benchForm() -> SettingsRuntime.SettingsForm<BenchSettings> {")
    out.append("        var sections: [SettingsRuntime.SettingsFormSection<BenchSettings>] = []")
    for s, _ in sections:
        out.append(f"        sections.append(benchSection{s}())")
    out.append('        return SettingsRuntime.SettingsForm<BenchSettings>(title: "Benchmark settings", sections: sections)')
    out.append("    }")

    def settings(members, keys, types, indent):
        out.append(f"{indent}var settings: [SettingsRuntime.SettingsFormSetting<BenchSettings>] = []")
        for i in members:
            name, kind, _, rng, title, _, _ = setting(i)
            value_type = {"bool": ".bool", "int": ".int", "double": ".double", "string": ".string"}.get(
                kind, f'.enumeration("{enum_name(i)}")')
            control = {"bool": ".toggle", "int": ".stepper", "double": ".slider", "string": ".textField"}.get(kind, ".picker")
            extra = ""
            if rng:
                case = "int" if kind == "int" else "double"
                extra = f", range: SettingsRuntime.SettingsNumericRange(.{case}({rng[0]}), .{case}({rng[1]}))"
            key_path = "\\BenchSettings." + ".".join(keys + [name])
            default = "BenchSettings." + ".".join(types) + ".Defaults." + name
            out.append(f"{indent}settings.append(SettingsRuntime.SettingsFormSetting<BenchSettings>(")
            out.append(f'{indent}    id: "{".".join(keys + [name])}", name: "{name}", title: "{title}", keyPath: {key_path},')
            out.append(f"{indent}    type: {value_type}, control: {control}, default: {default}{extra}))")

    for s, members in sections:
        top = [i for i, sub in members if not sub]
        subs = [i for i, sub in members if sub]
        out.append("")
        out.append(f"    static func benchSection{s}() -> SettingsRuntime.SettingsFormSection<BenchSettings> {{")
        children = "[]"
        if subs:
            out.append("        let group: SettingsRuntime.SettingsFormSection<BenchSettings> = {")
            settings(subs, [f"section{s}", f"group{s}"], [f"Section{s}", f"Group{s}"], "            ")
            out.append(f'            return SettingsRuntime.SettingsFormSection<BenchSettings>(id: "section{s}.group{s}", name: "group{s}", '
                       f'namePath: "section{s}.group{s}", typeName: "Group{s}", title: "Group {s}", settings: settings)')
            out.append("        }()")
            children = "[group]"
        settings(top, [f"section{s}"], [f"Section{s}"], "        ")
        out.append(f'        return SettingsRuntime.SettingsFormSection<BenchSettings>(id: "section{s}", name: "section{s}", '
                   f'namePath: "section{s}", typeName: "Section{s}", title: "Section {s}", settings: settings, sections: {children})')
        out.append("    }")
    out.append("}")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    global ONE_SECTION
    args = sys.argv[1:]
    global SHORT
    if "--one-section" in args:
        ONE_SECTION = True
        args.remove("--one-section")
    if "--short" in args:
        SHORT = True
        args.remove("--short")
    if len(args) != 2:
        sys.exit("usage: gen.py N OUTDIR [--one-section] [--short]")
    n = int(args[0])
    outdir = args[1]
    if SHORT:
        os.makedirs(outdir, exist_ok=True)
        write_yaml(n, os.path.join(outdir, "Bench.settings.yaml"))
        return
    os.makedirs(os.path.join(outdir, "gsettings"), exist_ok=True)
    os.makedirs(os.path.join(outdir, "kconfig"), exist_ok=True)
    write_yaml(n, os.path.join(outdir, "Bench.settings.yaml"))
    write_gsettings(n, os.path.join(outdir, "gsettings", "bench.gschema.xml"))
    write_kconfig(n, os.path.join(outdir, "kconfig", "bench.kcfg"), os.path.join(outdir, "kconfig", "bench.kcfgc"))
    writePlain(n, os.path.join(outdir, "Plain.swift"))
    write_bench_form(n, os.path.join(outdir, "BenchForm.swift"))


if __name__ == "__main__":
    main()
