#!/usr/bin/env python3
"""Counts the instructions settingsc executes (valgrind's callgrind) against the libyaml floor on the same file, and
fails when a ratio is above its budget in bench/instruction-budgets.json.

Instruction counts are the same from run to run of one binary on one input, whatever else the machine is doing
(unlike times), so this is a test: `make test` runs it at N = 1,000 (`make test-instructions`), and `make bench`
reports the ratios at every size it measures. What is counted, for an N-setting schema written by gen.py:
  floor      bench/floor.c: libyaml's event parser over the file, doing nothing (no program reading the file with
             libyaml can do less)
  validate   settingsc validate FILE --quiet; and its busiest thread's (a large schema is read in two halves, one
             per core, then parsed and validated on the first)
  generate   settingsc generate FILE --output EMPTY-DIR --quiet --no-cache (every default backend, written); and
             its busiest thread's instructions (the front end and the backends the planning thread renders), which
             is what a run on two free cores waits for: the measure for issue 32's wall-clock target (and the
             same for docs, whose HTML site, its index and the Markdown are rendered side by side)
  docs       settingsc docs FILE --output EMPTY-DIR --quiet (the HTML site and the Markdown), with --docs at every
             size, and with --check at N = 1,000 when the budgets have one for it (issue 32's target is relative to
             generate: at most 3x generate, linear in N; the budget, like the others, to the floor)

The start-up is guarded too: with --check, validate and generate of a one-setting schema (gen.py's N = 1) are
counted against `startup` in the budgets, in millions of instructions (no floor: it is what every run of the
compiler costs before its input does, most schemas are small, and a pre-commit hook runs it once per schema).

Peak memory is guarded the same way (`--memory-sizes`): the peak resident set size of validate and generate, run
without valgrind, from the kernel's accounting of the one child (`os.wait4`), which is the same from run to run
within a few hundred KB; the budget is for N = 10,000 (`peakMB` in the budgets), where a run takes under a second,
and issue 32's target, at most 100 MB at N = 50,000 (`peakMBAtTarget`), is checked too when 50,000 is measured
(`make test` does: about two seconds).

usage: instructions.py --settingsc PATH --floor PATH [--sizes 1000] [--memory-sizes 10000,50000] [--budgets FILE] [--check]
                       [--docs] [--search] [--markdown FILE] [--json FILE]
  --check         exit 1 when a ratio is above its budget (budgets are given for N = 1,000; docs is counted there
                  when it has one), or a peak RSS above its budget (given for N = 10,000 and, the issue's
                  target, N = 50,000, for those sizes among --memory-sizes)
  --memory-sizes  also measure peak RSS at these sizes (none by default)
  --docs          also count `docs` at every size (a row with its ratio to generate)
  --search        also count, inside `preview --search`, the instructions of building the search index
                  (`SettingsSearchIndex.init(forms:)`) and of the whole search (`SettingsForm.search`: the index, what
                  is shown, one ranked query) at every size, each as a share of generate (callgrind's
                  --toggle-collect, by the functions' symbols: SEARCH_FUNCTIONS)
  --markdown      also write the tables as Markdown (make bench puts them into results.md)
  --json          also write the counts and peaks as JSON (make bench checks the issue's targets on them)
Raising a budget is a deliberate commit that says why (bench/README.md, "The instruction budget").
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def total_of(path):
    with open(path) as report:
        for line in report:
            if line.startswith("totals:") or line.startswith("summary:"):
                return int(line.split()[1])
    sys.exit(f"instructions: no total in {path}")


def count(argv, workdir, name):
    """Instructions executed by argv (callgrind's total 'Ir'), and by its busiest thread; exits with the command's
    output when it fails. Each thread is counted apart (`--separate-threads=yes`, one report per thread): the total
    is their sum, the same as one count of the whole process. Valgrind runs one thread at a time; `--fair-sched=yes`
    makes the threads take turns (without it, `generate`'s second thread was seldom let in before the first had
    claimed every backend itself), so the split between the threads is the same from run to run."""
    out = os.path.join(workdir, f"{name}.callgrind")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--dump-instr=no", "--compress-strings=no",
         "--separate-threads=yes", "--fair-sched=yes"] + argv,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit(f"instructions: '{' '.join(argv)}' failed under valgrind (status {result.returncode}):\n{result.stdout}")
    reports = sorted(path for path in os.listdir(workdir) if path.startswith(f"{name}.callgrind-"))
    if not reports:
        sys.exit(f"instructions: no report {out}-01")
    threads = [total_of(os.path.join(workdir, path)) for path in reports]
    return sum(threads), max(threads)


def bench_schema(n, workdir, name):
    """gen.py's N-setting schema in a fresh folder `name` of workdir: (the schema, an output folder for generate)."""
    directory = os.path.join(workdir, name)
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), str(n), directory], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(directory, "Bench.settings.yaml"), os.path.join(directory, "out")


# The functions whose instructions the search rows count (callgrind's --toggle-collect: from entering the function
# to leaving it), by their Swift symbols, as callgrind patterns (`*` for what the optimizer appends to a symbol it
# specializes): the initializer of the index, and `Preview.search`, the CLI's call of `SettingsForm.search` that
# `settingsc preview --search` makes (a call of its own: the release build's cross-module optimization inlines the
# runtime's search into its caller, and specializes the index's initializer for the preview's `JSONValue` root). A
# pattern that matches nothing that runs (a function renamed, its signature changed, or a thunk calling the
# specialized function, which toggles the count off inside) counts nothing, and the count stops with the names to
# update (`nm settingsc | grep SearchIndex`).
SEARCH_FUNCTIONS = {
    # SettingsSearchIndex.init<Root>(forms: [SettingsForm<Root>]), or its specialization
    "search index": "$s15SettingsRuntime0A11SearchIndexV5formsACSayAA0A4FormVyxGG_tclufC*",
    # Preview.search(_:form:defaults:platform:): SettingsForm.search(_:index:in:on:facts:limit:)
    "search": "$s11SettingsCLI7PreviewV6search_4form8defaults8platform*",
}


def count_inside(argv, workdir, name, symbol):
    """Instructions executed inside the function `symbol` (a callgrind pattern; and what it calls) while argv runs."""
    out = os.path.join(workdir, f"{name}.callgrind")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--dump-instr=no", "--compress-strings=no",
         f"--toggle-collect={symbol}"] + argv,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit(f"instructions: '{' '.join(argv)}' failed under valgrind (status {result.returncode}):\n{result.stdout}")
    total = total_of(out)
    if total == 0:
        sys.exit(f"instructions: nothing ran inside {symbol} ('{name}'): update SEARCH_FUNCTIONS in {__file__}")
    return total


def search_previews(settingsc, schema):
    """The two previews whose difference is the search index (issue 16), by name: both validate and build the form;
    one searches every setting, the other draws one section. bench/run.py times the same two commands."""
    return {
        "preview --search": [settingsc, "preview", schema, "--search", "setting 1"],
        "preview (no search)": [settingsc, "preview", schema, "--section", "section0"],
    }


def commands(settingsc, schema, output, docs=False):
    """The measured commands: validate, and generate (every default backend, no cache) into `output`; with `docs`,
    also docs into a folder beside `output`."""
    measured = {
        "validate": [settingsc, "validate", schema, "--quiet"],
        "generate": [settingsc, "generate", schema, "--output", output, "--quiet", "--no-cache"],
    }
    if docs:
        measured["docs"] = [settingsc, "docs", schema, "--output", output + "-docs", "--quiet"]
    return measured


def measure(n, settingsc, floor, workdir, docs=False, search=False):
    schema, output = bench_schema(n, workdir, str(n))
    directory = os.path.dirname(schema)
    counts = {"floor": count([floor, schema], directory, "floor")[0]}
    for name, argv in commands(settingsc, schema, output, docs).items():
        counts[name], busiest = count(argv, directory, name)
        counts[f"{name}-busiest-thread"] = busiest
    if search:
        argv = search_previews(settingsc, schema)["preview --search"]
        for name, symbol in SEARCH_FUNCTIONS.items():
            counts[name] = count_inside(argv, directory, name.replace(" ", "-"), symbol)
    return counts


def peak_rss(argv):
    """Peak resident set size of argv in KB (Linux reports ru_maxrss in KB), from the kernel's accounting of this one
    child; exits with the command's output when it fails."""
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"instructions: '{' '.join(argv)}' failed (status {process.returncode}):\n{output.decode(errors='replace')}")
    return usage.ru_maxrss


def measure_memory(n, settingsc, workdir):
    schema, output = bench_schema(n, workdir, f"memory-{n}")
    return {name: peak_rss(argv) for name, argv in commands(settingsc, schema, output).items()}


def millions(value):
    return f"{value / 1e6:,.0f} M"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--settingsc", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--sizes", default="1000")
    parser.add_argument("--memory-sizes", default="")
    parser.add_argument("--budgets", default=os.path.join(HERE, "instruction-budgets.json"))
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--docs", action="store_true")
    parser.add_argument("--search", action="store_true")
    parser.add_argument("--markdown")
    parser.add_argument("--json")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("instructions: valgrind is not installed (make bench-deps, or apt-get install valgrind)")
    with open(args.budgets) as file:
        budgets = json.load(file)
    budget_n = budgets["n"]
    sizes = [int(size) for size in args.sizes.split(",") if size]
    memory_sizes = [int(size) for size in args.memory_sizes.split(",") if size]
    if args.check and budget_n not in sizes:
        sys.exit(f"instructions: --check needs N = {budget_n} among the sizes (the budgets are for it)")
    memory_budgets = budgets.get("peakMB", {})
    # The budget at N = 10,000 and the target at N = 50,000, by size.
    memory_tables = {table["n"]: table for table in (memory_budgets, budgets.get("peakMBAtTarget", {})) if "n" in table}

    rows, failures, docs_rows, search_rows = [], [], [], []
    measured = {"instructions": {}, "peakKB": {}}
    with tempfile.TemporaryDirectory(prefix="settingsc-instructions-") as workdir:
        for n in sizes:
            # docs is counted at every size with --docs, and where it is budgeted with --check.
            docs = args.docs or (args.check and n == budget_n and "docs" in budgets["ratio"])
            counts = measure(n, os.path.abspath(args.settingsc), os.path.abspath(args.floor), workdir, docs,
                             args.search)
            measured["instructions"][str(n)] = counts
            if "docs" in counts:
                docs_rows.append((n, counts["docs"], counts["generate"]))
            if "search index" in counts:
                search_rows.append((n, counts["search index"], counts["search"], counts["generate"]))
            for name in [name for name in ("validate", "generate", "docs") if name in counts]:
                ratio = counts[name] / counts["floor"]
                budget = budgets["ratio"].get(name) if n == budget_n else None
                over = budget is not None and ratio > budget
                if over:
                    failures.append(f"{name} at N={n:,}: {ratio:.2f}x the floor, above its budget of {budget:.2f}x")
                rows.append((n, name, counts[name], counts["floor"], ratio, budget, over))
                if f"{name}-busiest-thread" in counts:
                    busiest = counts[f"{name}-busiest-thread"]
                    ratio = busiest / counts["floor"]
                    budget = budgets["ratio"].get(f"{name}-busiest-thread") if n == budget_n else None
                    over = budget is not None and ratio > budget
                    if over:
                        failures.append(f"{name}'s busiest thread at N={n:,}: {ratio:.2f}x the floor, above its budget of {budget:.2f}x")
                    rows.append((n, f"{name}, its busiest thread", busiest, counts["floor"], ratio, budget, over))

        startup_rows = []
        startup = budgets.get("startup")
        if args.check and startup:
            schema, output = bench_schema(startup["n"], workdir, "startup")
            for name, argv in commands(os.path.abspath(args.settingsc), schema, output).items():
                if name not in startup:
                    continue
                millions_counted = count(argv, os.path.dirname(schema), f"startup-{name}")[0] / 1e6
                over = millions_counted > startup[name]
                if over:
                    failures.append(f"{name} at N={startup['n']:,}: {millions_counted:.2f} M instructions, above its "
                                    f"budget of {startup[name]:.2f} M")
                startup_rows.append((startup["n"], name, millions_counted, startup[name], over))
            measured["startupM"] = {name: value for _, name, value, _, _ in startup_rows}

        memory_rows = []
        for n in memory_sizes:
            peaks = measure_memory(n, os.path.abspath(args.settingsc), workdir)
            measured["peakKB"][str(n)] = peaks
            for name in ("validate", "generate"):
                megabytes = peaks[name] / 1024
                budget = memory_tables[n].get(name) if n in memory_tables else None
                over = budget is not None and megabytes > budget
                if over:
                    failures.append(f"{name} at N={n:,}: peak RSS {megabytes:.1f} MB, above its budget of {budget:.1f} MB")
                memory_rows.append((n, name, megabytes, budget, over))

    header = "| N | command | instructions | floor | ratio to the floor | budget |"
    lines = [header, "|---:|---|---:|---:|---:|---:|"]
    for n, name, value, floor, ratio, budget, over in rows:
        verdict = "—" if budget is None else f"{budget:.2f}× ({'OVER' if over else 'holds'})"
        lines.append(f"| {n:,} | {name} | {millions(value)} | {millions(floor)} | {ratio:.2f}× | {verdict} |")
    if docs_rows:
        lines += ["", "| N | command | instructions | ratio to generate | ratio to the docs of the first N |",
                  "|---:|---|---:|---:|---:|"]
        first = docs_rows[0][1]
        for n, docs, generate in docs_rows:
            lines.append(f"| {n:,} | docs | {millions(docs)} | {docs / generate:.2f}× | {docs / first:.2f}× |")
    if search_rows:
        lines += ["", "| N | building the search index | as a share of generate | the whole search (index, what is "
                  "shown, one query) | as a share of generate |", "|---:|---:|---:|---:|---:|"]
        for n, index, search, generate in search_rows:
            lines.append(f"| {n:,} | {millions(index)} | {index / generate * 100:.1f} % | {millions(search)} | "
                         f"{search / generate * 100:.1f} % |")
    if startup_rows:
        lines += ["", "| N | command (the start-up) | instructions | budget |", "|---:|---|---:|---:|"]
        for n, name, value, budget, over in startup_rows:
            lines.append(f"| {n:,} | {name} | {value:.2f} M | {budget:.2f} M ({'OVER' if over else 'holds'}) |")
    if memory_rows:
        lines += ["", "| N | command | peak RSS | per setting | budget |", "|---:|---|---:|---:|---:|"]
        for n, name, megabytes, budget, over in memory_rows:
            verdict = "—" if budget is None else f"{budget:.1f} MB ({'OVER' if over else 'holds'})"
            lines.append(f"| {n:,} | {name} | {megabytes:.1f} MB | {megabytes * 1024 * 1024 / n:,.0f} B | {verdict} |")
    print("\n".join(lines))
    if args.markdown:
        with open(args.markdown, "w") as file:
            file.write("\n".join(lines) + "\n")
    if args.json:
        with open(args.json, "w") as file:
            json.dump(measured, file, indent=1, sort_keys=True)
    if args.check:
        if failures:
            print("\ninstructions: FAILED: " + "; ".join(failures), file=sys.stderr)
            print(f"instructions: {budgets['reason']}", file=sys.stderr)
            if startup and startup.get("reason"):
                print(f"instructions: the start-up: {startup['reason']}", file=sys.stderr)
            for table in memory_tables.values():
                if table.get("reason"):
                    print(f"instructions: peak RSS at N={table['n']:,}: {table['reason']}", file=sys.stderr)
            print("instructions: find where they go with `make bench-profile`; raise a budget only in a commit that says why",
                  file=sys.stderr)
            sys.exit(1)
        budgeted = " and ".join(", ".join(budgets["ratio"]).rsplit(", ", 1))
        print(f"instructions: {budgeted} at N={budget_n:,} are within their budgets ({args.budgets})")
        if startup_rows:
            print(f"instructions: validate and generate of a {startup['n']:,}-setting schema are within their start-up budgets")
        for n in sorted(set(memory_tables) & set(memory_sizes)):
            print(f"instructions: peak RSS of validate and generate at N={n:,} is within its budget")


if __name__ == "__main__":
    main()
