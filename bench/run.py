#!/usr/bin/env python3
"""Times settingsc against the libyaml floor and its peers; writes bench/results.md.

Every command runs as its own process (start-up counts). Within one size, the commands take turns
(one repetition of each, then the next round), so a noisy neighbour slows them alike. Each time is the
wall-clock time from spawn to exit; the peak RSS comes from wait4's rusage for that one process.

usage: run.py --settingsc PATH --floor PATH --runtime-modules DIR [--sizes 100,1000] [--out FILE]
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import typecheck as typecheck_rows
from instructions import search_previews

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_REPS = {100: 21, 1000: 11, 10000: 5, 50000: 3}


def spawn(argv, cwd=None):
    """Runs argv with its output discarded; returns (seconds, peak RSS in KiB, exit status)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]
    start = time.perf_counter()
    if cwd:
        # posix_spawn has no chdir on every Python; run through env -C where a working directory is needed.
        argv = ["env", "-C", cwd] + argv
    path = shutil.which(argv[0]) or argv[0]
    pid = os.posix_spawn(path, argv, os.environ, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(devnull)
    return elapsed, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def peak_rss(argv, cwd=None):
    """Peak RSS in KiB of one run, through /usr/bin/time (a fork of a small C program, so the number is the
    command's own: a process spawned straight from Python starts its count at the size of the Python
    interpreter, about 16 MB). None without /usr/bin/time."""
    if not os.path.exists("/usr/bin/time"):
        return None
    with tempfile.NamedTemporaryFile("r") as out:
        full = ["/usr/bin/time", "-f", "%M", "-o", out.name] + argv
        subprocess.run(full, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        return int(out.read().strip().splitlines()[-1])


class Command:
    def __init__(self, name, argv, setup=None, cwd=None):
        self.name, self.argv, self.setup, self.cwd = name, argv, setup, cwd
        self.times, self.rss = [], []

    def measure_rss(self):
        """Replaces the spawn-time RSS figures with one run's exact figure, when /usr/bin/time is there."""
        if self.setup:
            self.setup()
        rss = peak_rss(self.argv, self.cwd)
        if rss is not None:
            self.rss = [rss]

    def run_once(self):
        if self.setup:
            self.setup()
        seconds, rss, status = spawn(self.argv, self.cwd)
        if status != 0:
            sys.exit(f"bench: '{' '.join(self.argv)}' failed with status {status}")
        self.times.append(seconds)
        self.rss.append(rss)


def fresh(directory):
    def setup():
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
    return setup


def commands_for(n, workdir, args):
    yaml = os.path.join(workdir, "Bench.settings.yaml")
    out_new = os.path.join(workdir, "out-new")
    out_noop = os.path.join(workdir, "out-noop")
    out_docs = os.path.join(workdir, "out-docs")
    subprocess.run([args.settingsc, "generate", yaml, "--output", out_noop, "--quiet"], check=True)
    commands = [
        Command("floor", [args.floor, yaml]),
        Command("validate", [args.settingsc, "validate", yaml, "--quiet"]),
        Command("generate", [args.settingsc, "generate", yaml, "--output", out_new, "--quiet"], setup=fresh(out_new)),
        # Outputs current, recorded in out-noop/.settingsc-cache by the run above: what a user's second run does.
        Command("generate (no-op)", [args.settingsc, "generate", yaml, "--output", out_noop, "--quiet"]),
        # The same without the record: renders everything and compares it with the files.
        Command("generate (no-op, --no-cache)",
                [args.settingsc, "generate", yaml, "--output", out_noop, "--quiet", "--no-cache"]),
        # Issue 16 item 1: validate + the form + the search index + one ranked search; minus `validate`, the index's
        # cost (an upper bound: the form and the search are in it too). The ratio is in the targets.
        *(Command(name, argv) for name, argv in search_previews(args.settingsc, yaml).items()),
        # The HTML site, which builds the same index per page and once more for index.html.
        Command("docs", [args.settingsc, "docs", yaml, "--output", out_docs, "--quiet"], setup=fresh(out_docs)),
    ]
    glib = shutil.which("glib-compile-schemas")
    if glib:
        target = os.path.join(workdir, "glib-out")
        commands.append(Command(
            "glib-compile-schemas", [glib, "--strict", "--targetdir", target, os.path.join(workdir, "gsettings")],
            setup=fresh(target)))
    # Debian installs it outside PATH.
    kconfig = shutil.which("kconfig_compiler_kf5") or shutil.which(
        "kconfig_compiler_kf5", path="/usr/lib/libexec/kf5:/usr/lib/x86_64-linux-gnu/libexec/kf5")
    if kconfig and n <= args.kconfig_max:
        target = os.path.join(workdir, "kconfig-out")
        commands.append(Command(
            "kconfig_compiler_kf5", [kconfig, "-d", target, "bench.kcfg", "bench.kcfgc"],
            setup=fresh(target), cwd=os.path.join(workdir, "kconfig")))
    return commands


# The rows of the runtime harness (bench/runtime/main.swift) that the runtime table prints, by kind; the "plain" ones
# only where the plain struct is built (not with -D BENCH_NO_PLAIN). runtime_check.py expects the same rows.
RUNTIME_CODING_ROWS = ("decode plain", "decode model", "decode model, report", "decode SettingsCoding",
                       "encode plain", "encode model", "encode SettingsCoding")
RUNTIME_STORE_ROWS = ("store.set", "store.set + changes")
RUNTIME_SAVE_ROWS = ("save 1 change, document layout", "save 1 change, flat layout")
RUNTIME_COUNT_ROWS = ("flat keys written, first save of every setting", "flat keys written per save")


def runtime_inputs(n, workdir, settingsc):
    """gen.py's N-setting schema in a fresh `workdir`, with its generated model in `workdir/out-noop` (the files
    `runtime_bench` builds with)."""
    shutil.rmtree(workdir, ignore_errors=True)
    subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), str(n), workdir], check=True)
    subprocess.run([settingsc, "generate", os.path.join(workdir, "Bench.settings.yaml"), "--output",
                    os.path.join(workdir, "out-noop"), "--backend", "swift", "--quiet"], check=True)


def runtime_bench(n, workdir, args, optimization="-O"):
    """Issue 13 F: builds bench/runtime/main.swift with the generated model, gen.py's Plain.swift and
    BenchForm.swift (swiftc `optimization` -wmo, against the release build of SettingsRuntime and SettingsStore),
    runs it, and returns {name: [seconds]} and the number of edits per store measurement."""
    release = os.path.dirname(args.runtime_modules)
    objects = []
    for module in ("SettingsRuntime", "SettingsStore"):
        directory = os.path.join(release, f"{module}.build")
        objects += sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".o"))
    binary = os.path.join(workdir, "bench-runtime" + optimization)
    sources = [os.path.join(HERE, "runtime", "main.swift"), os.path.join(workdir, "out-noop", "BenchSettings.swift"),
               os.path.join(workdir, "BenchForm.swift")]
    if optimization == "-O":
        flags = ["-wmo"]
        sources.append(os.path.join(workdir, "Plain.swift"))
    else:
        # The -Onone build leaves the plain struct out (BENCH_NO_PLAIN): its -Onone figures are no baseline for the
        # release targets. No -wmo: one job per file.
        flags = ["-D", "BENCH_NO_PLAIN"]
    subprocess.run(["swiftc", optimization] + flags + ["-swift-version", "6", "-I", args.runtime_modules, "-o", binary]
                   + sources + objects, check=True)
    output = subprocess.run([binary, str(args.runtime_reps), str(args.runtime_edits)], check=True,
                            capture_output=True, text=True).stdout
    import json
    results, edits = {}, None
    for line in output.splitlines():
        item = json.loads(line)
        if "seconds" in item:
            results[item["name"]] = item["seconds"]
        elif item.get("name") == "edits":
            edits = item["count"]
        elif "count" in item:
            results["count: " + item["name"]] = [item["count"]]
    return results, edits


def ms(seconds):
    return f"{seconds * 1000:.1f}" if seconds < 10 else f"{seconds * 1000:.0f}"


def cell(times):
    return f"{ms(statistics.median(times))} ({ms(min(times))}–{ms(max(times))})"


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{platform.system()} {platform.machine()}, {model}, {os.cpu_count()} cores"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--settingsc", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--runtime-modules", required=True)
    parser.add_argument("--sizes", default="100,1000,10000,50000")
    parser.add_argument("--reps", type=int, default=0, help="repetitions at every size (default: by size)")
    parser.add_argument("--kconfig-max", type=int, default=50000, help="largest N to run kconfig_compiler_kf5 at")
    parser.add_argument("--typecheck-sizes", default="1000,10000")
    parser.add_argument("--apple-swiftc", default=os.environ.get("APPLE_SWIFTC") or None,
                        help="the real-SDK wrapper (apple-swiftc) for the DSL's type-check rows")
    # 10,000 is not in the default: the -O -wmo build of the bench at 10,000 settings did not finish here (stopped
    # after 50 CPU-minutes and 13 GB, in LLVM's optimiser); bench/README.md.
    parser.add_argument("--runtime-sizes", default="1000",
                        help="sizes for the runtime rows (decode, encode, store edits), -O build; empty to skip")
    # The same rows with the generated code built -Onone and no plain struct (SettingsRuntime and SettingsStore stay
    # release builds): the store's cost per edit at 1,000 and 10,000 settings, which the -O build cannot reach here.
    parser.add_argument("--runtime-onone-sizes", default="1000,10000",
                        help="sizes for the runtime rows of an -Onone build of the generated code (no plain struct); empty to skip")
    parser.add_argument("--runtime-reps", type=int, default=15)
    parser.add_argument("--runtime-edits", type=int, default=2000)
    parser.add_argument("--one-section-sizes", default="10000,40000",
                        help="sizes of the one-section rows (every setting in one section); empty to skip")
    parser.add_argument("--instruction-sizes", default="1000,10000",
                        help="sizes of the instruction-count rows (callgrind, bench/instructions.py); empty to skip")
    parser.add_argument("--memory-sizes", default="10000,50000",
                        help="sizes of the peak-RSS rows beside the instruction counts (bench/instructions.py); empty to skip")
    parser.add_argument("--workdir", default=os.path.join(HERE, ".work"))
    parser.add_argument("--out", default=os.path.join(HERE, "results.md"))
    args = parser.parse_args()
    args.settingsc = os.path.abspath(args.settingsc)
    args.floor = os.path.abspath(args.floor)
    args.runtime_modules = os.path.abspath(args.runtime_modules)
    sizes = [int(s) for s in args.sizes.split(",")]

    apple_modules = None
    if args.apple_swiftc and args.typecheck_sizes:
        os.makedirs(args.workdir, exist_ok=True)
        apple_modules = typecheck_rows.apple_modules(args.apple_swiftc, os.path.dirname(HERE), args.workdir)
    results = {}  # n -> [Command]
    file_sizes = {}
    typecheck = {}
    for n in sizes:
        workdir = os.path.join(args.workdir, str(n))
        shutil.rmtree(workdir, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), str(n), workdir], check=True)
        file_sizes[n] = os.path.getsize(os.path.join(workdir, "Bench.settings.yaml"))
        commands = commands_for(n, workdir, args)
        reps = args.reps or DEFAULT_REPS.get(n, 3)
        for rep in range(reps):
            for command in commands:
                command.run_once()
            print(f"bench: N={n}: round {rep + 1} of {reps}", file=sys.stderr)
        for command in commands:
            command.measure_rss()
        results[n] = commands
        if str(n) in args.typecheck_sizes.split(","):
            typecheck[n] = typecheck_rows.measure(n, workdir, args.settingsc, args.runtime_modules,
                                             args.apple_swiftc, apple_modules)
            print(f"bench: N={n}: swiftc -typecheck done", file=sys.stderr)

    def runtime_rows(sizes_text, optimization):
        rows = {}  # n -> ({name: [seconds]}, edits)
        for n in [int(x) for x in sizes_text.split(",") if x]:
            workdir = os.path.join(args.workdir, str(n))
            if n not in results and not os.path.exists(os.path.join(workdir, "out-noop", "BenchSettings.swift")):
                runtime_inputs(n, workdir, args.settingsc)
            try:
                rows[n] = runtime_bench(n, workdir, args, optimization)
            except subprocess.CalledProcessError as error:
                # A build that fails (or is stopped) costs its rows, not the run's other figures; but it is reported
                # in results.md and fails the run, so the harness cannot rot unseen (it did once: a new value type made
                # main.swift's switch incomplete and the rows went missing from results.md for several sessions).
                reason = f"`{os.path.basename(error.cmd[0])}` exited {error.returncode}"
                left_out.append(f"N={n:,}, {optimization}: {reason}")
                print(f"bench: N={n}: runtime rows ({optimization}) left out: {reason}", file=sys.stderr)
                continue
            print(f"bench: N={n}: runtime rows ({optimization}) done", file=sys.stderr)
        return rows

    left_out = []  # runtime rows that could not be measured, and why
    runtime = runtime_rows(args.runtime_sizes, "-O")
    runtime_onone = runtime_rows(args.runtime_onone_sizes, "-Onone")

    # Issue 20 item 1: every setting in one section, timed like the rows above (commands take turns).
    one_section = {}  # n -> [Command]
    for n in [int(x) for x in args.one_section_sizes.split(",") if x]:
        workdir = os.path.join(args.workdir, f"one-section-{n}")
        shutil.rmtree(workdir, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), str(n), workdir, "--one-section"], check=True)
        yaml = os.path.join(workdir, "Bench.settings.yaml")
        out = os.path.join(workdir, "out")
        commands = [
            Command("validate", [args.settingsc, "validate", yaml, "--quiet"]),
            Command("generate --backend swift", [args.settingsc, "generate", yaml, "--output", out, "--backend", "swift",
                                                 "--quiet", "--no-cache"], setup=fresh(out)),
            Command("generate (every backend)", [args.settingsc, "generate", yaml, "--output", out, "--quiet", "--no-cache"],
                    setup=fresh(out)),
            Command("preview", [args.settingsc, "preview", yaml]),
        ]
        for rep in range(3):
            for command in commands:
                command.run_once()
        one_section[n] = commands
        print(f"bench: one section of N={n}: done", file=sys.stderr)

    names = []
    for commands in results.values():
        for command in commands:
            if command.name not in names:
                names.append(command.name)

    def find(n, name):
        return next((c for c in results[n] if c.name == name), None)

    def median(n, name):
        c = find(n, name)
        return statistics.median(c.times) if c else None

    lines = ["# Benchmark results", ""]
    lines.append(f"Written by `make bench` on {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; "
                 f"{machine()}. Sizes N = {', '.join(f'{n:,}' for n in sizes)} settings; schema files of "
                 + ", ".join(f"{file_sizes[n] / 1000:,.0f} kB" for n in sizes)
                 + ". Every command is one process, start-up included; repetitions per size: "
                 + ", ".join(f"{len(results[n][0].times)}" for n in sizes) + ".")
    lines.append("")
    lines.append("## Time")
    lines.append("")
    lines.append("Median wall-clock milliseconds (min–max).")
    lines.append("")
    lines.append("| command | " + " | ".join(f"N={n:,}" for n in sizes) + " |")
    lines.append("|---|" + "---:|" * len(sizes))
    for name in names:
        row = [cell(find(n, name).times) if find(n, name) else "—" for n in sizes]
        lines.append(f"| {name} | " + " | ".join(row) + " |")
    lines.append("")
    lines.append("## Ratio to the floor")
    lines.append("")
    lines.append("Median time divided by the median of the libyaml floor at the same N, in the same run.")
    lines.append("")
    lines.append("| command | " + " | ".join(f"N={n:,}" for n in sizes) + " |")
    lines.append("|---|" + "---:|" * len(sizes))
    for name in names:
        row = []
        for n in sizes:
            m = median(n, name)
            row.append(f"{m / median(n, 'floor'):.2f}×" if m is not None else "—")
        lines.append(f"| {name} | " + " | ".join(row) + " |")
    lines.append("")
    counted = None  # instructions.py's counts and peaks, for the targets below
    if args.instruction_sizes and shutil.which("valgrind"):
        # Instructions (callgrind) beside the times: the same from run to run, so the ratios are the ones to compare
        # across runs; the budget at N = 1,000 is what `make test` guards (bench/instruction-budgets.json).
        table = os.path.join(args.workdir, "instructions.md")
        counts_file = os.path.join(args.workdir, "instructions.json")
        subprocess.run([sys.executable, os.path.join(HERE, "instructions.py"), "--settingsc", args.settingsc,
                        "--floor", args.floor, "--sizes", args.instruction_sizes,
                        "--memory-sizes", args.memory_sizes, "--docs", "--search", "--markdown", table, "--json", counts_file],
                       check=True, stdout=subprocess.DEVNULL)
        with open(counts_file) as file:
            counted = json.load(file)
        lines.append("## Instructions (callgrind)")
        lines.append("")
        lines.append("Instructions executed, counted by valgrind's callgrind (`bench/instructions.py`): unlike times, the "
                     "same in every run of one binary on one input, however busy the machine. `generate` is every "
                     "default backend with `--no-cache` into an empty folder; `docs` writes the HTML site and the "
                     "Markdown into an empty folder; `generate, its busiest thread` counts the thread that runs the front end "
                     "and the backends it renders itself, what a run on two free cores waits for (the other thread "
                     "renders the rest at the same time); `validate, its busiest thread` the thread that reads the first "
                     "part of a large schema and then parses and validates it (the other reads the second part). The peak RSS rows are one more run "
                     "of each without valgrind (the budget at N = 10,000 is guarded by `make test` too).")
        lines.append("")
        with open(table) as file:
            lines.extend(file.read().rstrip("\n").split("\n"))
        lines.append("")
    lines.append("## Peak RSS")
    lines.append("")
    lines.append("Peak resident set size in MB, from one more run of each command under `/usr/bin/time -f %M`.")
    lines.append("")
    lines.append("| command | " + " | ".join(f"N={n:,}" for n in sizes) + " |")
    lines.append("|---|" + "---:|" * len(sizes))
    for name in names:
        row = [f"{max(find(n, name).rss) / 1024:.1f}" if find(n, name) else "—" for n in sizes]
        lines.append(f"| {name} | " + " | ".join(row) + " |")
    lines.append("")
    typecheck_checks = []
    if typecheck:
        typecheck_lines, typecheck_checks = typecheck_rows.report(typecheck)
        lines.extend(typecheck_lines)

    def runtime_table(rows, optimization):
        lines.append(f"`bench/runtime/main.swift`, built with `swiftc {optimization} -wmo` with the generated `BenchSettings.swift` and "
                     "gen.py's `Plain.swift` (nested `Codable, Hashable, Sendable` structs with inline defaults, "
                     "synthesized conformances), against the release builds of SettingsRuntime and SettingsStore: one "
                     f"process, median of {args.runtime_reps} runs (ms; min–max). Decoding and encoding a full settings "
                     "document with `JSONDecoder`/`JSONEncoder` (`.sortedKeys`); `SettingsCoding` is what the store's "
                     "persistences run (with the deep-value and exact-number pass); the store rows are per edit, in µs.")
        lines.append("")
        sizes_rt = list(rows)
        lines.append("| | " + " | ".join(f"N={n:,}" for n in sizes_rt) + " |")
        lines.append("|---|" + "---:|" * len(sizes_rt))
        for name in RUNTIME_CODING_ROWS:
            if all(name in rows[n][0] for n in sizes_rt):
                lines.append(f"| {name} | " + " | ".join(cell(rows[n][0][name]) for n in sizes_rt) + " |")
        for name in ("decode model", "encode model", "decode SettingsCoding", "encode SettingsCoding"):
            if not all("decode plain" in rows[n][0] for n in sizes_rt):
                break
            base = "decode plain" if name.startswith("decode") else "encode plain"
            lines.append(f"| {name} / {base} | " + " | ".join(
                f"**{statistics.median(rows[n][0][name]) / statistics.median(rows[n][0][base]):.2f}×**" for n in sizes_rt) + " |")
        for name in RUNTIME_STORE_ROWS:
            lines.append(f"| {name}, per edit (µs) | " + " | ".join(
                f"{statistics.median(rows[n][0][name]) / rows[n][1] * 1e6:.1f}" for n in sizes_rt) + " |")
        # Issue 28: one change saved with every setting stored, the JSON document beside the flat layout.
        for name in RUNTIME_SAVE_ROWS:
            if all(name in rows[n][0] for n in sizes_rt):
                lines.append(f"| {name} | " + " | ".join(cell(rows[n][0][name]) for n in sizes_rt) + " |")
        for name in RUNTIME_COUNT_ROWS:
            if all("count: " + name in rows[n][0] for n in sizes_rt):
                lines.append(f"| {name} | " + " | ".join(f"{rows[n][0]['count: ' + name][0]:,}" for n in sizes_rt) + " |")
        lines.append("")

    if runtime:
        lines.append("## Runtime cost of the generated code")
        lines.append("")
        runtime_table(runtime, "-O")
    if runtime_onone:
        lines.append("## Runtime cost, -Onone build of the generated code")
        lines.append("")
        lines.append("The same harness with the generated code built without optimisation and without the plain "
                     "struct (`-D BENCH_NO_PLAIN`, no `-wmo`), which this machine can build at 10,000 settings; the "
                     "store is the release build, so how its rows grow with N is the store's own.")
        lines.append("")
        runtime_table(runtime_onone, "-Onone")
    if left_out:
        lines.append("## Runtime rows left out")
        lines.append("")
        lines.append("These runtime rows could not be measured in this run (`make bench` fails when this section is "
                     "here; `make test-bench-runtime` builds the harness at a small N):")
        lines.append("")
        lines.extend(f"- {item}" for item in left_out)
        lines.append("")
    if one_section:
        lines.append("## One section")
        lines.append("")
        lines.append("Every setting in one section (`gen.py N DIR --one-section`), median of 3 (ms):")
        lines.append("")
        sizes_os = list(one_section)
        lines.append("| command | " + " | ".join(f"N={n:,}" for n in sizes_os) + " |")
        lines.append("|---|" + "---:|" * len(sizes_os))
        for index, command in enumerate(one_section[sizes_os[0]]):
            lines.append(f"| {command.name} | " + " | ".join(cell(one_section[n][index].times) for n in sizes_os) + " |")
        lines.append("")

    # The targets, checked on this run.
    checks = []

    def check(label, ok, detail):
        checks.append(f"| {label} | {detail} | {'holds' if ok else '**fails**'} |")

    for n in sizes:
        limit = 3 if n < 1000 else 2
        r = median(n, "validate") / median(n, "floor")
        check(f"validate ≤ {limit}× floor, N={n:,}", r <= limit, f"{r:.2f}×")
    if "glib-compile-schemas" in names:
        for n in sizes:
            g = median(n, "glib-compile-schemas")
            r = median(n, "generate") / g
            check(f"generate faster than glib-compile-schemas, N={n:,}", r < 1, f"{r:.2f}× glib's time")
    if 10000 in sizes and find(10000, "kconfig_compiler_kf5"):
        r = median(10000, "kconfig_compiler_kf5") / median(10000, "generate")
        check("generate ≥ 20× faster than kconfig_compiler_kf5, N=10,000", r >= 20, f"{r:.1f}× faster")
    if 1000 in sizes and 50000 in sizes:
        for name in ("validate", "generate", "generate (no-op)"):
            if find(1000, name) and find(50000, name):
                r = median(50000, name) / median(1000, name)
                check(f"linear: {name} at N=50,000 ≤ 60× N=1,000", r <= 60, f"{r:.1f}×")
    if 50000 in sizes:
        for name in ("validate", "generate", "generate (no-op)"):
            rss = max(find(50000, name).rss) / 1024
            check(f"{name}: peak RSS at N=50,000 ≤ 100 MB", rss <= 100, f"{rss:.1f} MB")
    # Issue 32's targets, on the instruction counts (callgrind) of this run.
    if counted:
        counts = {int(n): row for n, row in counted["instructions"].items()}
        for n in sorted(counts):
            row = counts[n]
            for name, limit in (("validate", 1.5), ("generate", 2.5)):
                r = row[name] / row["floor"]
                check(f"{name} ≤ {limit}× the floor's instructions, N={n:,}", r <= limit, f"{r:.2f}×")
            if "docs" in row:
                r = row["docs"] / row["generate"]
                check(f"docs ≤ 3× generate (instructions), N={n:,}", r <= 3, f"{r:.2f}×")
        if 1000 in counts and 10000 in counts and "docs" in counts[1000]:
            r = counts[10000]["docs"] / counts[1000]["docs"]
            check("docs linear: N=10,000 ≤ 11× N=1,000 (instructions)", r <= 11, f"{r:.2f}×")
    for n in sizes:
        if find(n, "docs") and find(n, "generate"):
            r = median(n, "docs") / median(n, "generate")
            check(f"docs ≤ 3× generate (time), N={n:,}", r <= 3, f"{r:.2f}×")
    if 1000 in sizes and 10000 in sizes and find(1000, "docs"):
        r = median(10000, "docs") / median(1000, "docs")
        check("docs linear: N=10,000 ≤ 11× N=1,000 (time)", r <= 11, f"{r:.1f}×")
    for n in sizes:
        r = median(n, "generate (no-op)") / median(n, "validate")
        check(f"no-op generate ≤ 1.2× validate, N={n:,}", r <= 1.2, f"{r:.2f}×")
    # Issue 16 item 1: building the search index, as a share of `generate`. Counted in instructions where
    # instructions.py has counted them, inside the function that builds the index (`--toggle-collect`). Until the
    # thirteenth session of issue 32 it was the difference of `preview --search` and `preview` of one screen, which
    # left out what drawing the screen cost: the difference said 17 % at 1,000 settings where the index took 15 %
    # and the whole search 34 %; the difference of two noisy medians of time (below, where nothing was counted) said
    # 0.0 % at 10,000 settings and 14 % at 1,000 in one run.
    counted_search = {int(n): row for n, row in (counted or {}).get("instructions", {}).items()
                      if "search index" in row}
    for n, row in sorted(counted_search.items()):
        cost = row["search index"]
        r = cost / row["generate"]
        check(f"search index build ≤ 10 % of generate (instructions), N={n:,}", r <= 0.10,
              f"{r * 100:.1f} % ({cost / 1e6:,.1f} M of {row['generate'] / 1e6:,.1f} M)")
    for n in [n for n in sizes if n not in counted_search]:
        if find(n, "preview --search") and find(n, "preview (no search)"):
            cost = max(median(n, "preview --search") - median(n, "preview (no search)"), 0)
            r = cost / median(n, "generate")
            check(f"search index build ≤ 10 % of generate, N={n:,}", r <= 0.10,
                  f"{r * 100:.1f} % ({ms(cost)} ms of {ms(median(n, 'generate'))} ms)")
    for label, ok, detail in typecheck_checks:
        check(label, ok, detail)
    for n, (rt, edits) in runtime.items():
        for name, base in (("decode model", "decode plain"), ("encode model", "encode plain")):
            r = statistics.median(rt[name]) / statistics.median(rt[base])
            check(f"{name} ≤ 1.5× the plain struct, N={n:,}", r <= 1.5, f"{r:.2f}×")
    for rows, optimization in ((runtime, "-O"), (runtime_onone, "-Onone")):
        if 1000 in rows and 10000 in rows:
            for name in ("store.set", "store.set + changes"):
                r = statistics.median(rows[10000][0][name]) / statistics.median(rows[1000][0][name])
                check(f"{name}: O(1) in the settings (N=10,000 ≤ 2× N=1,000 per edit, {optimization} build)", r <= 2, f"{r:.2f}×")
    if len(one_section) >= 2:
        small, large = min(one_section), max(one_section)
        for index, command in enumerate(one_section[small]):
            r = statistics.median(one_section[large][index].times) / statistics.median(command.times)
            limit = 1.2 * large / small
            check(f"one section: {command.name} linear (N={large:,} ≤ {limit:.1f}× N={small:,})", r <= limit, f"{r:.1f}×")
    lines.append("## Targets")
    lines.append("")
    lines.append("| target | this run | |")
    lines.append("|---|---:|---|")
    lines.extend(checks)
    lines.append("")

    with open(args.out, "w") as f:
        f.write("\n".join(lines))
    print(f"bench: wrote {args.out}", file=sys.stderr)
    if left_out:
        sys.exit("bench: runtime rows left out (" + "; ".join(left_out) + ")")


if __name__ == "__main__":
    main()
