#!/usr/bin/env python3
"""Tests of figures.py (the check that READMEs and articles state no figure their results file
does not) and of Benchmarks/results.py (which writes the benchmark's results file).

    python3 .ci/figures_test.py

.ci/figures runs them before the check itself.
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "Benchmarks"))
import figures  # noqa: E402  (found through the lines above)
import results  # noqa: E402


def rounded(value):
    """A figure's value rounded to stay readable; a tally's pair as it is."""
    return value if isinstance(value, tuple) else round(value, 6)


def found(text):
    """``(kind, value)`` of every figure in ``text``."""
    return [(figure.kind, rounded(figure.value)) for figure in figures.figures(text)]


class WhatCountsAsAFigure(unittest.TestCase):
    def test_each_kind(self):
        self.assertEqual(found("costs 0.87× the closure"), [("ratio", 0.87)])
        self.assertEqual(found("costs 1.1 × that, or 2x"), [("ratio", 1.1), ("ratio", 2.0)])
        self.assertEqual(found("costs 1.4–2.1 times the closure, 2 times as much"),
                         [("ratio", 1.4), ("ratio", 2.1), ("ratio", 2.0)])
        self.assertEqual(found("at most 1.1 times applying it"), [("ratio", 1.1)])
        self.assertEqual(found("about 120 ns, 1.44 µs, 3 ms"),
                         [("time", 120), ("time", 1440), ("time", 3e6)])
        self.assertEqual(found("took 85 s, or 5 min"), [("time", 85e9), ("time", 300e9)])
        self.assertEqual(found("about two microseconds"), [("time", 2000)])
        self.assertEqual(found("384 KiB pinned, 30.5 MB peak"),
                         [("memory", 384 * 1024), ("memory", 30.5e6)])
        self.assertEqual(found("100 % of lookups, 42.9 percent"),
                         [("percent", 100), ("percent", 42.9)])
        self.assertEqual(found("about 1,700 instructions"), [("instructions", 1700)])
        self.assertEqual(found("2.41 thousand million instructions"),
                         [("instructions", 2.41e9)])
        self.assertEqual(found("110k lines a second"), [("rate", 110000)])
        self.assertEqual(found("33 of 34 accesses"), [("tally", (33, 34))])
        self.assertEqual(found("ten open-source SwiftUI apps"), [("count:apps", 10)])
        self.assertEqual(found("and 22 crash fixes"), [("count:fixes", 22)])
        self.assertEqual(found("Fourteen apps"), [("count:apps", 14)])

    def test_a_range_is_two_figures_with_its_unit(self):
        self.assertEqual(found("0.87–0.92× at 10 rows"), [("ratio", 0.87), ("ratio", 0.92)])
        self.assertEqual(found("6-7 %"), [("percent", 6), ("percent", 7)])
        self.assertEqual(found("64,000 to 87,000 lines a second"),
                         [("rate", 64000), ("rate", 87000)])

    def test_what_is_not_a_figure(self):
        for text in [
            "iOS 17.4 and Swift 6.3.1, swift-collections-benchmark 0.0.4",
            "a fixed 4,096 entries, a window of 20 rows, 32 bytes of arguments",
            "10,000 rows × 3 helpers, 4,096 × 56 bytes",
            "1,200 random closure bindings (seeded)",
            "Three binding shapes crash apps",
            "a screen redrawn 5 times once warm, 20 times in all",
            "0x1F is hexadecimal",
            "run `--cycles 5 --min-duration 0.01` and `0.87×` in code",
            "<!-- 0.87× in a comment -->",
            "[the results](https://example.com/0.87x/3ms)",
            "```sh\nswift run --sizes 10 100 --min-duration 0.001 # 5 s\n```",
        ]:
            with self.subTest(text=text):
                self.assertEqual(found(text), [])

    def test_lines_are_counted_in_the_document(self):
        text = "# Title\n\n```\n1.5×\n```\n\nIt costs\n0.87×."
        self.assertEqual([figure.line for figure in figures.figures(text)], [8])


class WhenAResultsFileStatesIt(unittest.TestCase):
    def quotes(self, document, results_file):
        [stated] = figures.figures(document)
        return any(result.is_quoted_by(stated) for result in figures.figures(results_file))

    def test_a_quote_may_round_but_not_add_digits(self):
        self.assertTrue(self.quotes("0.87×", "| 0.87× |"))
        self.assertTrue(self.quotes("0.9×", "| 0.87× |"))
        self.assertFalse(self.quotes("0.870×", "| 0.87× |"))
        self.assertFalse(self.quotes("0.8×", "| 0.87× |"))
        self.assertTrue(self.quotes("at most 1.1×", "goal ≤1.10× kp"))

    def test_units_are_compared_in_one_base(self):
        self.assertTrue(self.quotes("1.4 µs", "1,440 ns"))
        self.assertFalse(self.quotes("1.5 µs", "1,440 ns"))
        self.assertTrue(self.quotes("5 min", "took 300 s"))
        self.assertFalse(self.quotes("0.87×", "0.87 %"))

    def test_tallies_and_counts_are_equal_or_not(self):
        self.assertTrue(self.quotes("33 of 34", "(33 of 34)"))
        self.assertFalse(self.quotes("33 of 34", "(34 of 34)"))
        self.assertTrue(self.quotes("ten apps", "**10 apps**, 649,772 lines"))
        self.assertFalse(self.quotes("ten apps", "10 rewrites"))


class TheCheckOnARepository(unittest.TestCase):
    """A repository of a few files, with deliberate violations."""

    def repository(self, files):
        root = tempfile.mkdtemp()
        self.addCleanup(subprocess.run, ["rm", "-rf", root], check=True)
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(text)
        subprocess.run(["git", "init", "-q", root], check=True)
        subprocess.run(["git", "-C", root, "add", "."], check=True)
        return root

    def test_a_stale_figure_in_the_readme_fails_with_its_line(self):
        root = self.repository({
            "README.md": "# Package\n\nA list update costs 0.87× SwiftUI's.\n",
            "Benchmarks/RESULTS.md": "| list update | 0.91× |\n",
        })
        [problem] = figures.check(root)
        self.assertTrue(problem.startswith("README.md:3: '0.87×' is a figure (ratio)"), problem)
        self.assertIn("Benchmarks/RESULTS.md or Tools/Migrate/RESULTS.md", problem)

    def test_a_figure_the_results_file_states_passes(self):
        root = self.repository({
            "README.md": "A list update costs 0.91× SwiftUI's ([results](Benchmarks/RESULTS.md)).\n",
            "Benchmarks/RESULTS.md": "| list update | 0.91× |\n",
        })
        self.assertEqual(figures.check(root), [])

    def test_each_package_is_held_to_its_own_results_file(self):
        root = self.repository({
            "Benchmarks/README.md": "Ten apps.\n",
            "Tools/Migrate/README.md": "Ten apps.\n",
            "Tools/Migrate/RESULTS.md": "All 10 apps\n",
            "Benchmarks/RESULTS.md": "\n",
        })
        [problem] = figures.check(root)
        self.assertTrue(problem.startswith("Benchmarks/README.md:1:"), problem)

    def test_articles_and_every_readme_are_checked_and_fixtures_are_not(self):
        root = self.repository({
            "Sources/Lib/Lib.docc/Articles/Task.md": "It takes 3 ms.\n",
            "Sources/Lib/Cache/README.md": "It takes 4 ms.\n",
            "Tools/Migrate/Tests/Fixtures/App/README.md": "It takes 5 ms.\n",
            "CHANGELOG.md": "It took 6 ms.\n",
            "Notes.md": "It took 7 ms.\n",
        })
        problems = figures.check(root)
        self.assertEqual([problem.split(":")[0] for problem in problems],
                         ["Sources/Lib/Cache/README.md", "Sources/Lib/Lib.docc/Articles/Task.md"])

    def test_an_allowed_figure_passes_and_a_stale_entry_fails(self):
        allowed = "# comment\nREADME.md: 4 MB — the default of --max-file-size, a setting\n"
        root = self.repository({
            "README.md": "Files over 4 MB are skipped.\n",
            ".ci/figures-allowed": allowed,
        })
        self.assertEqual(figures.check(root), [])
        with open(os.path.join(root, "README.md"), "w", encoding="utf-8") as handle:
            handle.write("Files over 8 MB are skipped.\n")
        problems = figures.check(root)
        self.assertEqual(len(problems), 2, problems)
        self.assertTrue(problems[0].startswith("README.md:1: '8 MB'"), problems[0])
        self.assertIn("'4 MB' is no longer a figure of README.md", problems[1])

    def test_a_malformed_allowed_entry_is_an_error(self):
        root = self.repository({"README.md": "\n", ".ci/figures-allowed": "README.md 4 MB\n"})
        with self.assertRaises(ValueError):
            figures.check(root)


class TheBenchmarksResultsFile(unittest.TestCase):
    """Benchmarks/results.py on small inputs of the shapes the two executables write."""

    @staticmethod
    def stats(median):
        return {"median": median, "lowerQuartile": median - 1, "upperQuartile": median + 1,
                "min": median - 2, "max": median + 2, "rounds": 15, "iterationsPerRound": 8}

    def inputs(self):
        row = {
            "helper": "withDefault(_:)", "scenario": "create constant", "argument": "String",
            "competitor": "get: { x ?? fallback }, set: { x = $0 }",
            "ours": self.stats(142.0), "closure": self.stats(210.0), "oursOverClosure": 142 / 210,
            "identity": {"ours": True, "closure": False}, "goal": "≤2.00× cl", "goalMet": True,
            "isHelper": True,
        }
        table = {
            "run": {}, "settings": {"rounds": 25, "warmupRounds": 3, "targetRoundNanoseconds": 3e6,
                                     "maxIterationsPerRound": 16384, "distinctArguments": 10**6}, "rows": [row], "memory": [],
            "identity": {"probes": 1, "oursStable": 1, "closureStable": 0, "oursPercent": 100.0,
                         "closurePercent": 0.0},
            "goals": [{"name": "creation ≤ 2.00× closure", "met": 1, "total": 1, "misses": []}],
            "cacheAtEnd": {"entries": 1, "capacity": 4096, "pinnedBytes": 2048},
        }
        run = {"date": "2026-12-07", "mode": "full", "command": "OptionalBindingsBenchmarks",
               "commit": "abc1234", "machine": "Linux x86_64, 2 cores, Swift 6.3.1",
               "loadAverageAtStart": 0.25, "loadAverageAtEnd": 0.5, "seconds": 328,
               "recordedBy": "bash Benchmarks/record"}
        microseconds = lambda value: [0, int(value * 1e12)]  # noqa: E731  ([s, attoseconds])
        scale = {"tasks": [
            {"title": "list update: ForEach(byID: $items)",
             "results": {"10": [microseconds(9), microseconds(11)]}},
            {"title": "list update: SwiftUI's ForEach($items)",
             "results": {"10": [microseconds(10), microseconds(10)]}},
        ]}
        return table, {"table": run, "scale": dict(run, mode="quick")}, scale

    def test_every_figure_carries_its_unit_and_comes_from_the_inputs(self):
        text = results.render(*self.inputs())
        self.assertIn("| Commit | `abc1234` | `abc1234` |", text)
        self.assertIn("0.25 at start, 0.50 at end", text)
        self.assertIn("5 min 28 s", text)
        self.assertIn("**short** (`--quick`)", text)
        self.assertIn("| withDefault(_:) | create constant | 142 ns | 141–143 ns | 210 ns | 0.68× |",
                      text)
        self.assertIn("- Met: creation ≤ 2.00× closure (1 of 1).", text)
        self.assertIn("25 rounds per measurement after 3 untimed, each sized to about 3.00 ms", text)
        # 9 µs and 10 µs over 10 rows; fastest 0.90×, means 1.00×.
        self.assertIn("| 10 | 900 ns | 1.00 µs | 0.90× | 1.00× |", text)
        stated = {(figure.kind, rounded(figure.value)) for figure in figures.figures(text)}
        self.assertTrue({("ratio", 0.9), ("time", 900), ("tally", (1, 1))} <= stated, stated)

    def test_a_competitor_needs_a_task_of_ours_before_it(self):
        table, runs, scale = self.inputs()
        scale["tasks"].reverse()
        with self.assertRaises(ValueError):
            results.render(table, runs, scale)


if __name__ == "__main__":
    unittest.main()
