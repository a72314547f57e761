"""Type-check time and peak memory of the generated Swift against the plainest hand-written equivalent, for
bench/run.py (`make bench`).

For each size, in one workdir that gen.py filled (Bench.settings.yaml, Plain.swift):
  - on Linux, against SettingsRuntime's module: Plain.swift, the model, the model with its form;
  - with Apple's iOS SDK (APPLE_SWIFTC, as `make test-apple-sdk` finds it), against SettingsRuntime, SettingsStore and
    SettingsSwiftUI emitted for iOS: Plain.swift, and the model with its form and SwiftUI DSL (what an app compiles);
  - issue 33: the same schema with every tenth setting marked `intents: true` and `settingsWindow: true` (gen.py's
    `intents_every`): its App Intents file on iOS, and with the macOS SDK (modules emitted for macOS) the model, form
    and DSL without and with the Settings window's file.
Each row is `swiftc -typecheck -swift-version 6`, median of REPS runs of the compiler's CPU time (user + system, from
/usr/bin/time: on a shared machine it varies far less than wall-clock time, which is reported beside it), and its
peak RSS. Ratios are against Plain.swift measured in the same run, with the same compiler and SDK.
"""
import os
import statistics
import subprocess
import tempfile

REPS = 3
FLAGS = ["-typecheck", "-swift-version", "6", "-parse-as-library"]


def _run(argv):
    """(CPU seconds, wall-clock seconds, peak RSS in KiB) of one run, from /usr/bin/time (GNU time, which
    `make bench-deps` installs): the compiler's own figures, children included."""
    with tempfile.NamedTemporaryFile("r") as out:
        timed = ["/usr/bin/time", "-f", "%U %S %e %M", "-o", out.name] + argv
        result = subprocess.run(timed, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            raise SystemExit(f"bench: {' '.join(argv)} failed:\n{result.stderr[-4000:]}")
        user, system, wall, rss = out.read().strip().splitlines()[-1].split()
        return float(user) + float(system), float(wall), int(rss)


def _measure(argv):
    runs = [_run(argv) for _ in range(REPS)]
    return {"times": [r[0] for r in runs], "wall": [r[1] for r in runs], "rss": max(r[2] for r in runs)}


def apple_modules(apple_swiftc, root, workdir, platform="ios"):
    """Emits SettingsRuntime, SettingsStore and SettingsSwiftUI for iOS (or macOS) into workdir; returns the folder."""
    out = os.path.join(workdir, f"apple-{platform}-modules")
    os.makedirs(out, exist_ok=True)
    for module in ("SettingsRuntime", "SettingsStore", "SettingsSwiftUI"):
        sources = sorted(os.path.join(root, "Sources", module, f) for f in os.listdir(os.path.join(root, "Sources", module))
                         if f.endswith(".swift"))
        subprocess.run([apple_swiftc, platform, "-emit-module", "-module-name", module, "-swift-version", "6",
                        "-parse-as-library", "-I", out, "-o", os.path.join(out, module + ".swiftmodule")] + sources,
                       check=True)
    return out


def measure(n, workdir, settingsc, runtime_modules, apple_swiftc=None, apple_modules_dir=None):
    """{row name: {"times": [...], "rss": KiB}} for one size."""
    out = os.path.join(workdir, "typecheck-out")
    subprocess.run([settingsc, "generate", os.path.join(workdir, "Bench.settings.yaml"), "--output", out,
                    "--no-cache", "--quiet"], check=True)
    plain = os.path.join(workdir, "Plain.swift")
    model = os.path.join(out, "BenchSettings.swift")
    form = os.path.join(out, "BenchSettings+Form.swift")
    dsl = os.path.join(out, "BenchView+SettingsDSL.swift")
    linux = ["swiftc"] + FLAGS + ["-I", runtime_modules]
    rows = {
        "plain (Linux)": _measure(linux + [plain]),
        "model (Linux)": _measure(linux + [model]),
        "model + form (Linux)": _measure(linux + [model, form]),
    }
    if apple_swiftc and apple_modules_dir:
        ios = [apple_swiftc, "ios"] + FLAGS + ["-I", apple_modules_dir]
        rows["plain (iOS SDK)"] = _measure(ios + [plain])
        rows["model + form + DSL (iOS SDK)"] = _measure(ios + [model, form, dsl])
        rows.update(intents_rows(n, workdir, settingsc, apple_swiftc, apple_modules_dir))
    return rows


def intents_rows(n, workdir, settingsc, apple_swiftc, ios_modules_dir):
    """Issue 33: every tenth setting marked `intents: true` (100 at N=1,000) and `settingsWindow: true`."""
    import gen
    schema = os.path.join(workdir, "BenchIntents.settings.yaml")
    gen.write_yaml(n, schema, intents_every=10)
    out = os.path.join(workdir, "typecheck-intents-out")
    subprocess.run([settingsc, "generate", schema, "--output", out, "--no-cache", "--quiet"], check=True)
    files = {name: os.path.join(out, f"BenchSettings{name}.swift") for name in ("", "+Form", "+Intents")}
    dsl = os.path.join(out, "BenchView+SettingsDSL.swift")
    window = os.path.join(out, "BenchView+SettingsWindow.swift")
    ios = [apple_swiftc, "ios"] + FLAGS + ["-I", ios_modules_dir]
    macos_modules = os.path.join(workdir, "apple-macos-modules")
    if not os.path.isdir(macos_modules):
        apple_modules(apple_swiftc, os.path.dirname(os.path.dirname(os.path.abspath(__file__))), workdir, "macos")
    macos = [apple_swiftc, "macos"] + FLAGS + ["-I", macos_modules]
    model_form = [files[""], files["+Form"]]
    return {
        "model + form (iOS SDK, 10% intents)": _measure(ios + model_form),
        "model + form + intents (iOS SDK, 10% intents)": _measure(ios + model_form + [files["+Intents"]]),
        "model + form + DSL (macOS SDK)": _measure(macos + model_form + [dsl]),
        "model + form + DSL + Settings window (macOS SDK)": _measure(macos + model_form + [dsl, window]),
    }


def _ms(seconds):
    return f"{seconds * 1000:.0f}"


def report(results):
    """Markdown lines and target checks [(label, ok, detail)] for {n: rows}."""
    sizes = sorted(results)
    names = list(next(iter(results.values())).keys())
    lines = ["## Type-checking the generated Swift", "",
             "`swiftc -typecheck -swift-version 6` of the generated files and of `Plain.swift` (bench/gen.py: the same "
             "settings as nested `Codable, Hashable, Sendable` structs with inline defaults): the compiler's CPU time "
             f"(user + system), median of {REPS} (ms), its wall-clock time (median, ms) and its peak RSS (MB). The DSL needs SwiftUI, so it is measured with Apple's "
             "iOS 17 SDK (`APPLE_SWIFTC`) where this machine has it; every ratio compares files checked with the same "
             "compiler and SDK in the same run.", "",
             "| files | " + " | ".join(f"N={n:,}: CPU ms" for n in sizes) + " | "
             + " | ".join(f"N={n:,}: wall ms" for n in sizes) + " | " + " | ".join(f"N={n:,}: MB" for n in sizes) + " |",
             "|---|" + "---:|" * (3 * len(sizes))]
    for name in names:
        times = [_ms(statistics.median(results[n][name]["times"])) for n in sizes]
        wall = [_ms(statistics.median(results[n][name]["wall"])) for n in sizes]
        rss = [f"{results[n][name]['rss'] / 1024:.0f}" for n in sizes]
        lines.append(f"| {name} | " + " | ".join(times) + " | " + " | ".join(wall) + " | " + " | ".join(rss) + " |")
    lines.append("")

    checks = []
    full, floor = ("model + form + DSL (iOS SDK)", "plain (iOS SDK)") if "plain (iOS SDK)" in names else \
        ("model + form (Linux)", "plain (Linux)")
    for n in sizes:
        r = statistics.median(results[n][full]["times"]) / statistics.median(results[n][floor]["times"])
        checks.append((f"type-check of {full} ≤ 3× {floor}, N={n:,}", r <= 3, f"{r:.2f}×"))
    if 1000 in results and 10000 in results:
        for name in names:
            if name.startswith("plain"):
                continue
            r = statistics.median(results[10000][name]["times"]) / statistics.median(results[1000][name]["times"])
            checks.append((f"type-check of {name}: N=10,000 ≤ 12× N=1,000", r <= 12, f"{r:.1f}×"))
    if 10000 in results:
        mb = results[10000][full]["rss"] / 1024
        checks.append((f"type-check of {full}: peak memory at N=10,000 < 1 GB", mb < 1024, f"{mb:.0f} MB"))
    return lines, checks
