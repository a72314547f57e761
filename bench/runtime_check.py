#!/usr/bin/env python3
"""Builds and runs the runtime bench harness (bench/runtime/main.swift) at a small N, so that it cannot rot unseen.

`make bench` is optional and slow; its runtime rows once went missing from results.md for several sessions because a
new value type left main.swift's switch incomplete. `make test` runs this (about 3 s): gen.py's schema of N settings,
its generated model, built with run.py's own recipe against the debug build of SettingsRuntime and SettingsStore
(-Onone, without the plain struct, as run.py's -Onone rows), run with 1 repetition, and the output checked to carry
every row run.py reads; then the variant with the plain struct is type-checked (the -O rows' sources).

usage: runtime_check.py --settingsc PATH --modules DIR [--workdir DIR] [--size N]
"""
import argparse
import os
import subprocess
import sys
import types

import run

HERE = os.path.dirname(os.path.abspath(__file__))

# Every row run.py's runtime table prints of an -Onone build (no plain struct): a harness that stops printing one
# fails here, not silently in results.md.
EXPECTED = ([name for name in run.RUNTIME_CODING_ROWS if "plain" not in name] + list(run.RUNTIME_STORE_ROWS)
            + list(run.RUNTIME_SAVE_ROWS) + ["count: " + name for name in run.RUNTIME_COUNT_ROWS])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--settingsc", required=True)
    parser.add_argument("--modules", required=True, help="the Modules folder of a build of SettingsRuntime and SettingsStore")
    parser.add_argument("--workdir", default=".build/bench/runtime-check")
    parser.add_argument("--size", type=int, default=20)
    args = parser.parse_args()

    workdir = args.workdir
    run.runtime_inputs(args.size, workdir, args.settingsc)

    edits = 10
    options = types.SimpleNamespace(runtime_modules=args.modules, runtime_reps=1, runtime_edits=edits)
    results, printed_edits = run.runtime_bench(args.size, workdir, options, "-Onone")
    missing = [name for name in EXPECTED if name not in results]
    problems = []
    if missing:
        problems.append("rows missing from the harness's output: " + ", ".join(missing))
    if printed_edits != edits:
        problems.append(f"the harness reports {printed_edits} edits, asked for {edits}")
    # What the flat layout promises (issue 28): one key written for one changed setting, one per setting at first.
    if results.get("count: flat keys written per save") != [1]:
        problems.append(f"flat keys written per save: {results.get('count: flat keys written per save')}, expected [1]")
    if results.get("count: flat keys written, first save of every setting") != [args.size]:
        problems.append("flat keys written on the first save: "
                        f"{results.get('count: flat keys written, first save of every setting')}, expected [{args.size}]")

    # The -O rows' sources: the same harness with gen.py's plain struct.
    subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", args.modules,
                    os.path.join(HERE, "runtime", "main.swift"), os.path.join(workdir, "out-noop", "BenchSettings.swift"),
                    os.path.join(workdir, "BenchForm.swift"), os.path.join(workdir, "Plain.swift")], check=True)

    if problems:
        sys.exit("runtime_check: " + "; ".join(problems))
    print(f"runtime_check: bench/runtime/main.swift builds and runs at N={args.size} ({len(EXPECTED)} rows), "
          "and type-checks with the plain struct")


if __name__ == "__main__":
    try:
        main()
    except subprocess.CalledProcessError as error:
        # swiftc's own diagnostics are above; name the step, not the whole command line.
        sys.exit(f"runtime_check: `{os.path.basename(error.cmd[0])}` exited {error.returncode} "
                 "(bench/runtime/main.swift no longer builds or runs with the generated model)")
