#!/usr/bin/env python3
"""Writes Benchmarks/RESULTS.md, the benchmark's results file, from the run's own outputs.

    python3 Benchmarks/results.py           write RESULTS.md
    python3 Benchmarks/results.py --check   exit 1 unless RESULTS.md is what this writes
    python3 Benchmarks/results.py --trial TABLE.json SCALE.json
                                            print what a run's outputs would give (.ci/benchmarks
                                            tries CI's short run, so the generator keeps up with
                                            what the executables write)

Its inputs, all written by ``bash Benchmarks/record`` and committed:

- ``Results/benchmark.json``: OptionalBindingsBenchmarks' own JSON (``--json``), the table of
  single bindings: rows, memory, identity, goals, the key-path cache's workloads.
- ``Charts/scale.json``: OptionalBindingsScale's results file (swift-collections-benchmark's
  format: per task, per size, the time of each cycle as ``[seconds, attoseconds]``).
- ``Results/run.json``: per part (``table``, ``scale``), what the outputs do not say: the date,
  the command, the commit, the machine, the load average at the start and end, the duration.

Nothing is typed in by hand: every figure in RESULTS.md is computed here from those files, and
``.ci/figures`` fails when RESULTS.md differs from what this script writes from them. Each
figure carries its unit in its own cell (``143 ns``, ``0.70×``, ``324 KiB``, ``100.0 %``), so
that ``.ci/figures.py`` reads a figure here as it reads one in a README.

Lists: a task is named ``family: name``. In each family, a task whose name starts with
``closure`` or ``SwiftUI's`` is a competitor of the task before it that is not; every other task
is one of the package's. For each of ours and each competitor, at each size, the table gives the
time per row of the fastest cycle on each side, their ratio, and the ratio of the means of the
cycles.
"""

import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "Results", "benchmark.json")
RUNS = os.path.join(HERE, "Results", "run.json")
SCALE = os.path.join(HERE, "Charts", "scale.json")
OUTPUT = os.path.join(HERE, "RESULTS.md")
COMPETITOR_PREFIXES = ("closure", "SwiftUI's")
# The rows of `withDefault(_:)` made with arguments of other types share one competitor.
BY_TYPE = "withDefault(_:), "


# MARK: - Formatting, each figure with its unit


def ns(value):
    """Nanoseconds with one decimal below 100 and none above, with the unit: ``88.2 ns``."""
    if value is None or value != value:
        return "—"
    return (f"{value:.1f}" if value < 100 else f"{value:,.0f}") + " ns"


def duration(nanoseconds):
    """A duration in the unit that keeps three significant digits: ``850 ns``, ``1.73 ms``."""
    for limit, unit, divisor in ((1e3, "ns", 1), (1e6, "µs", 1e3), (1e9, "ms", 1e6)):
        if nanoseconds < limit:
            break
    else:
        unit, divisor = "s", 1e9
    value = nanoseconds / divisor
    digits = 2 if value < 10 else 1 if value < 100 else 0
    return f"{value:.{digits}f} {unit}"


def ratio(value):
    """A ratio as ``1.23×`` (one decimal from 10 on), or a dash when there is none."""
    if value is None or value != value:
        return "—"
    return f"{value:.2f}×" if value < 10 else f"{value:.1f}×"


def kib(value):
    """A count of KiB, with the unit, or a dash."""
    return "—" if value is None else f"{value:,} KiB"


def size(bytes_):
    """Bytes in KiB or MiB."""
    if abs(bytes_) < 1 << 20:
        return f"{bytes_ / 1024:.0f} KiB"
    return f"{bytes_ / (1 << 20):.1f} MiB"


def percent(share):
    """A share as a percentage with one decimal: ``100.0 %``."""
    return f"{100 * share:.1f} %"


def seconds(value):
    """A run's duration: ``85 s``, ``5 min 28 s``."""
    value = int(round(value))
    return f"{value} s" if value < 60 else f"{value // 60} min {value % 60} s"


def yes(answer):
    """``yes``, ``no`` or a dash."""
    return "—" if answer is None else ("yes" if answer else "no")


def table(titles, rows, right=()):
    """A Markdown table; the columns named in ``right`` keep to the right."""
    def line(cells):
        return "| " + " | ".join(str(cell).replace("|", "\\|") for cell in cells) + " |"
    rule = "| " + " | ".join("---:" if title in right else "---" for title in titles) + " |"
    return "\n".join([line(titles), rule] + [line(row) for row in rows])


# MARK: - The header


def load(run):
    """The load average at the start and end of a run."""
    return f"{run['loadAverageAtStart']:.2f} at start, {run['loadAverageAtEnd']:.2f} at end"


def mode(run):
    """The run's mode, a short one marked as such."""
    if run["mode"] == "quick":
        return "**short** (`--quick`): indicative only, not the figures of a full run"
    return "full"


def header(runs):
    """Which runs the figures come from: date, command, commit, machine, load, duration."""
    parts = [("table", "Single bindings (OptionalBindingsBenchmarks)"),
             ("scale", "Lists (OptionalBindingsScale)")]
    rows = [
        ["Mode"] + [mode(runs[key]) for key, _ in parts],
        ["Date"] + [runs[key]["date"] for key, _ in parts],
        ["Commit"] + [f"`{runs[key]['commit']}`" for key, _ in parts],
        ["Command"] + [f"`{runs[key]['command']}`" for key, _ in parts],
        ["Machine"] + [runs[key]["machine"] for key, _ in parts],
        ["Load average"] + [load(runs[key]) for key, _ in parts],
        ["Duration"] + [seconds(runs[key]["seconds"]) for key, _ in parts],
        ["Recorded by"] + [runs[key]["recordedBy"] for key, _ in parts],
    ]
    return table(["Run"] + [title for _, title in parts], rows)


# MARK: - Single bindings


def goals(summaries):
    """Each goal's tally, met or missed, with the misses."""
    lines = []
    for goal in summaries:
        verdict = "Met" if goal["met"] == goal["total"] else "Missed"
        misses = "; missed: " + "; ".join(goal["misses"]) if goal["misses"] else ""
        lines.append(f"- {verdict}: {goal['name']} ({goal['met']} of {goal['total']}){misses}.")
    return "\n".join(lines)


def timing(rows):
    """Every row of the table: the helper against its closure binding and its key paths."""
    out = []
    for row in rows:
        ours = row["ours"]
        goal = ""
        if row.get("goalMet") is not None:
            goal = ("✓ " if row["goalMet"] else "✗ ") + row.get("goal", "")
        elif row["helper"].startswith(BY_TYPE):
            goal = f"no goal: {row.get('argument') or ''}"
        identity = row.get("identity") or {}
        out.append([
            row["helper"], row["scenario"], ns(ours["median"]),
            f"{ns(ours['lowerQuartile'])[:-3]}–{ns(ours['upperQuartile'])}",
            ns(row["closure"]["median"]), ratio(row["oursOverClosure"]),
            ns((row.get("rawKeyPath") or {}).get("median")), ratio(row.get("oursOverRawKeyPath")),
            ns((row.get("keyPathChain") or {}).get("median")),
            ratio(row.get("oursOverKeyPathChain")),
            yes(identity.get("ours")), yes(identity.get("closure")), goal,
        ])
    return table(
        ["helper", "scenario", "ours", "ours, IQR", "closure", "÷closure", "raw kp", "÷raw",
         "kp chain", "÷chain", "same? ours", "same? closure", "goal"],
        out, right={"ours", "ours, IQR", "closure", "÷closure", "raw kp", "÷raw", "kp chain",
                    "÷chain"})


def competitors(rows):
    """Each helper's closure competitor, as a user writes it."""
    seen, out = set(), []
    for row in rows:
        if row["scenario"] == "create constant" and row["helper"] not in seen:
            if row["helper"].startswith(BY_TYPE):
                continue
            seen.add(row["helper"])
            out.append([row["helper"], row.get("competitor") or ""])
    if any(row["helper"].startswith(BY_TYPE) for row in rows):
        out.append([BY_TYPE + "by argument type", "the same closure binding as withDefault(_:)"])
    return table(["helper", "closure competitor"], out)


def memory(rows):
    """Resident growth of each helper's derivations."""
    out = [[
        row["helper"], kib(row["oursConstantKiB"]), kib(row["oursConstantLastThreeQuartersKiB"]),
        kib(row.get("oursEverNewKiB")), kib(row.get("oursEverNewLastThreeQuartersKiB")),
        kib(row["closureConstantKiB"]), kib(row.get("closureEverNewKiB")), yes(row["bounded"]),
    ] for row in rows]
    return table(
        ["helper", "ours, constant", "constant, last ¾", "ours, ever-new", "ever-new, last ¾",
         "closure, constant", "closure, ever-new", "bounded"],
        out, right={"ours, constant", "constant, last ¾", "ours, ever-new", "ever-new, last ¾",
                    "closure, constant", "closure, ever-new"})


def cache(results):
    """The key-path cache's workloads: screens, the stream, the list larger than the cache."""
    settings, stream, overflow = results["settings"], results["stream"], results["overflow"]
    screens = table(
        ["screen", "misses, first redraws", "hits once warm"],
        [[f"{screen['keys']:,} keys after {screen['after']}", f"{screen['warmingMisses']:,}",
          percent(screen["warmHitRate"])] for screen in results["screens"]],
        right={"misses, first redraws", "hits once warm"})
    return "\n\n".join([
        f"A screen (set memberships) redrawn {settings['warmRedraws']} times once warm, after a "
        f"long list (3 passes of {settings['longListKeys']:,} dictionary entries) or "
        f"{settings['oneTimeKeys']:,} never-repeated `withDefault` arguments:",
        screens,
        f"A stream of {stream['arguments']:,} never-repeated `withDefault` arguments, a 40-key "
        f"screen redrawn every {settings['streamKeysPerRedraw']:,}: at most {stream['maxEntries']:,} "
        f"entries (capacity {stream['capacity']:,}), at most {size(stream['maxPinnedBytes'])} "
        f"pinned, {stream['evictions']:,} evictions; the screen's hits from its fourth redraw: "
        f"{percent(stream['screenHitRate'])}.",
        f"A list larger than the cache, {overflow['rows']:,} rows × {overflow['helpersPerRow']} "
        "helpers (dictionary entry, set membership, selection), every row read each render: ours "
        f"{duration(overflow['ours']['median'])} per render against "
        f"{duration(overflow['noCache']['median'])} forming the library's key paths anew without "
        f"a cache (median of {overflow['ours']['rounds']}, interleaved): "
        f"{ratio(overflow['ratio'])}; against key paths through hand-written concrete subscripts, "
        f"{duration(overflow['handWritten']['median'])}: {ratio(overflow['handWrittenRatio'])}; "
        f"cache hits {percent(overflow['hitRate'])}.",
    ])


def single(results):
    """The section of the single-binding table."""
    settings, identity, end = results["settings"], results["identity"], results["cacheAtEnd"]
    parts = [
        "## Single bindings",
        "Per operation, the median of the interleaved rounds and its interquartile range. "
        "Columns: [What each column means](README.md#what-each-column-means). The run's "
        f"settings: {settings['rounds']} rounds per measurement after "
        f"{settings.get('warmupRounds', 0)} untimed, each sized to about "
        f"{duration(settings.get('targetRoundNanoseconds', 0))} for the slowest competitor and "
        f"at most {settings.get('maxIterationsPerRound', 0):,} iterations; "
        f"{settings.get('distinctArguments', 0):,} distinct arguments for the ever-new rows.",
        timing(results["rows"]),
        "Each closure competitor, as a user writes it (`ClosureBindings.swift`):",
        competitors(results["rows"]),
        "### Memory",
        f"Resident growth over {results['memory'][0]['iterations'] if results['memory'] else 0:,} "
        "derivations, each dropped as soon as it is made; \"last ¾\" is the growth over the last "
        "three quarters of the loop. At the end of the run the key-path cache held "
        f"{end['entries']:,} key paths (capacity {end['capacity']:,}, {size(end['pinnedBytes'])} "
        "pinned).",
        memory(results["memory"]),
        "### Identity",
        f"Ours: {identity['oursStable']} of {identity['probes']} helper probes stable "
        f"({identity['oursPercent']:.0f} %); closures: {identity['closureStable']} of "
        f"{identity['probes']} ({identity['closurePercent']:.0f} %).",
    ]
    if results.get("cache"):
        parts += ["### The key-path cache", cache(results["cache"])]
    return "\n\n".join(parts)


# MARK: - Lists


def cycles(results):
    """``{size: [nanoseconds of each cycle]}`` of one task."""
    return {
        int(size_): [seconds_ * 1e9 + attoseconds / 1e9 for seconds_, attoseconds in samples]
        for size_, samples in results.items()
    }


def pairs(tasks):
    """(family, ours, competitor) for every competitor, in the results file's order."""
    found, ours = [], None
    for task in tasks:
        family, _, name = task["title"].partition(": ")
        if name.startswith(COMPETITOR_PREFIXES):
            if ours is None or ours[0] != family:
                raise ValueError(f"{task['title']}: a competitor with no task of ours before it")
            found.append((family, ours[1], task))
        else:
            ours = (family, task)
    return found


def lists(scale):
    """The section of the list runs: the charts and, per pair and size, time per row."""
    rows = []
    for family, ours, competitor in pairs(scale["tasks"]):
        mine, theirs = cycles(ours["results"]), cycles(competitor["results"])
        for n in sorted(set(mine) & set(theirs)):
            fastest = min(mine[n]) / min(theirs[n])
            means = statistics.mean(mine[n]) / statistics.mean(theirs[n])
            rows.append([
                family, ours["title"].partition(": ")[2], competitor["title"].partition(": ")[2],
                f"{n:,}", duration(min(mine[n]) / n), duration(min(theirs[n]) / n),
                ratio(fastest), ratio(means),
            ])
    return "\n\n".join([
        "## Lists",
        "![Time per row against the number of rows, log–log, every task.](Charts/scale.svg)",
        "![Time per row of a List update against the number of rows, log–log: "
        "ForEach(byID: $items) beside SwiftUI's ForEach($items).](Charts/list-update.svg)",
        "Per row: the fastest cycle's time divided by the number of rows. The families and their "
        "peers: [Scale](README.md#scale).",
        table(
            ["family", "ours", "competitor", "rows", "ours, per row", "competitor, per row",
             "÷ competitor, fastest", "÷ competitor, means"],
            rows,
            right={"rows", "ours, per row", "competitor, per row", "÷ competitor, fastest",
                   "÷ competitor, means"}),
    ])


# MARK: - The file


def render(table_results, runs, scale):
    """The whole of RESULTS.md."""
    return "\n\n".join([
        "# Benchmark results",
        "<!-- Generated by Benchmarks/results.py from Results/benchmark.json, Results/run.json "
        "and Charts/scale.json; do not edit. A new run: bash Benchmarks/record. -->",
        "The latest figures of the benchmark package, on Linux, for the package's portable "
        "`Binding` (SwiftUI's own `Binding` is a different implementation and is not timed here). "
        "What each figure measures, against which peer, and why: [README.md](README.md). A new "
        "run replaces this file: `bash Benchmarks/record`.",
        header(runs),
        "## Goals",
        goals(table_results["goals"]),
        single(table_results),
        lists(scale),
    ]) + "\n"


def read_json(path):
    """The JSON at ``path``."""
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def trial(table_path, scale_path):
    """RESULTS.md's text for a table and a scale results file of a run not recorded (CI's).

    The run header says only that the run was not recorded; what this checks is that the
    generator still reads what the two executables write.
    """
    unrecorded = {"date": "—", "mode": "quick", "command": "—", "commit": "—", "machine": "—",
                  "loadAverageAtStart": 0.0, "loadAverageAtEnd": 0.0, "seconds": 0,
                  "recordedBy": "not recorded: a trial of the generator"}
    return render(read_json(table_path), {"table": unrecorded, "scale": unrecorded},
                  read_json(scale_path))


def main(arguments):
    """Writes RESULTS.md, compares it (``--check``) or tries the inputs of a run (``--trial``)."""
    if len(arguments) == 3 and arguments[0] == "--trial":
        sys.stdout.write(trial(arguments[1], arguments[2]))
        return 0
    if arguments not in ([], ["--check"]):
        print("usage: python3 Benchmarks/results.py [--check | --trial TABLE.json SCALE.json]",
              file=sys.stderr)
        return 2
    text = render(read_json(TABLE), read_json(RUNS), read_json(SCALE))
    relative = os.path.relpath(OUTPUT)
    if arguments == ["--check"]:
        current = open(OUTPUT, encoding="utf-8").read() if os.path.exists(OUTPUT) else ""
        if current != text:
            print(f"error: {relative} is not what Benchmarks/results.py writes from the committed "
                  "run outputs; run python3 Benchmarks/results.py (or bash Benchmarks/record for "
                  "a new run) and commit the result", file=sys.stderr)
            return 1
        print(f"{relative}: generated from the committed run outputs")
        return 0
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {relative}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
