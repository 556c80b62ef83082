#!/usr/bin/env python3
"""Fails when a README or a DocC article states a benchmark figure its results file does not.

    python3 .ci/figures.py            check every document; exit 1 listing each stray figure
    python3 .ci/figures.py FILE...    check only these documents

Each package that measures keeps its latest figures in one generated results file (DESIGN rule 19):

    Benchmarks/RESULTS.md       the library's benchmark   (Benchmarks/results.py writes it)
    Tools/Migrate/RESULTS.md    the migration tool        (its own generator writes it)

Prose links to them and repeats no number. This check holds the prose to that: every figure a
document states must be in the results file of its package, so a README can never disagree with
the latest run. Quoting a figure is allowed; it then has to change with the run, which is why the
documents link instead.

The documents checked: every file tracked by git that is named ``README.md`` or lies in a DocC
catalog (``*.docc/``), except test fixtures (a folder named ``Fixtures``). A document under
``Benchmarks/`` is held to ``Benchmarks/RESULTS.md``, one under ``Tools/Migrate/`` to
``Tools/Migrate/RESULTS.md``, and every other one (the top-level README, the articles) to both: a
figure must be in one of them. A results file that does not exist states no figure.
CHANGELOG.md is not checked: each of its entries records what was measured for that release.

What is read: the prose. Fenced code blocks, inline code spans, HTML comments and link targets
are left out, so a command (``--cycles 5``), a listing and a URL are never figures.

What counts as a figure. A NUMBER is digits with optional thousands commas and an optional
decimal part (``7``, ``1,234``, ``0.87``). A range, two NUMBERs joined by ``–``, ``-`` or
`` to `` before one unit, is two figures with that unit (``0.87–0.92×``, ``6–7 %``). The kinds:

1. A ratio: a NUMBER followed by ``×`` (a space between allowed), or by ``x`` written straight
   after it and not followed by a letter or digit (``0.87×``, ``1.1 ×``, ``2x``). A ``×`` followed
   by a number is a multiplication (``10,000 rows × 3``), not a ratio. Also a NUMBER followed by
   `` times`` when the NUMBER has a decimal part (``1.1 times``) or ``times`` is followed by a
   comparison (``the``, ``a``, ``an``, ``as``, ``that``, ``what``, ``more``, ``less``,
   ``faster``, ``slower``: ``2 times the closure``); ``redrawn 5 times`` is a repetition.
2. A time: a NUMBER followed by ``ns``, ``µs`` (``μs``, ``us``) or ``ms`` (a space allowed), or
   by a space and ``s``, ``sec``, ``min``; or a NUMBER or a number word (``one`` to ``twenty``)
   followed by ``nanoseconds``, ``microseconds``, ``milliseconds``, ``seconds`` or ``minutes``.
3. Memory: a NUMBER followed by ``KiB``, ``MiB``, ``GiB``, ``kB``, ``KB``, ``MB`` or ``GB``.
4. A percentage: a NUMBER followed by ``%`` (a space allowed) or by `` percent``.
5. Instructions: a NUMBER, optionally ``thousand``, ``million`` or ``billion``, then
   ``instructions`` (``1,700 instructions``, ``2.41 thousand million instructions``).
6. A rate of lines: a NUMBER (``110k`` allowed) followed by ``lines a second``, ``lines per
   second`` or ``lines/s``.
7. A tally: ``N of M``, both whole NUMBERs (``33 of 34``, ``1,532 of 1,532``).
8. A count of what the tool was measured on: a whole NUMBER or a number word (``one`` to
   ``twenty``), then at most three of the words ``open-source``, ``SwiftUI``, ``iOS``,
   ``macOS``, ``Swift``, ``real``, ``public``, ``other``, ``more``, ``new``, ``distinct``,
   ``crash``, then ``apps``, ``applications``, ``projects``, ``rewrites``, ``fixes``,
   ``findings`` or ``closure bindings`` (``ten open-source SwiftUI apps``, ``14 rewrites``,
   ``22 crash fixes``, ``224 closure bindings``; not ``1,200 random closure bindings``, a test's
   size). A count matches only a count of the same noun (``applications`` and ``projects`` count
   as ``apps``).

Anything else is not a figure: a version (``iOS 17.4``), a setting or design constant without
one of those units (``4,096 entries``, ``a window of 20 rows``, ``32 bytes``), a count of tests.

When a figure is in its results file. The results file is read with the same grammar. A
document's figure is there when the results file states a figure of the same kind (times
compared in nanoseconds, memory in bytes) that the document's figure rounds: the two differ by at
most half a unit of the document's last digit, and the document states no more digits than the
results file does (``0.9×`` and ``0.87×`` quote ``0.87×``; ``0.870×`` does not; ``1.4 µs``
quotes ``1,440 ns``). Tallies and counts must be equal (a count of the same thing).

A figure that is not a measurement but needs a unit (a default setting, a size computed from the
layout) is listed in ``.ci/figures-allowed``, one line each: ``PATH: FIGURE — why it is not a
measurement``. An entry whose figure is no longer in its document fails the check, so the list
cannot go stale.

Exit 1 with one ``PATH:LINE: ...`` line per stray figure on standard error. The tests are in
figures_test.py beside this file; .ci/figures runs them first.
"""

import os
import re
import subprocess
import sys

RESULTS = {
    "Benchmarks/": "Benchmarks/RESULTS.md",
    "Tools/Migrate/": "Tools/Migrate/RESULTS.md",
}
ALLOWED = ".ci/figures-allowed"

NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty"
).split()
NUMBER_WORD = r"(?:" + "|".join(WORDS) + r")"
RANGE = r"(?:\s?[–-]\s?|\sto\s)"

# Unit patterns: (kind, regular expression for what follows the number, base factor by unit).
TIME_FACTORS = {
    "ns": 1, "µs": 1e3, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9, "sec": 1e9, "min": 60e9,
    "nanosecond": 1, "microsecond": 1e3, "millisecond": 1e6, "second": 1e9, "minute": 60e9,
}
MEMORY_FACTORS = {
    "KiB": 1024, "MiB": 1024**2, "GiB": 1024**3, "kB": 1e3, "KB": 1e3, "MB": 1e6, "GB": 1e9,
}
SCALES = {"": 1, "thousand": 1e3, "million": 1e6, "billion": 1e9, "thousand million": 1e9}
COUNTED = r"(?:apps|applications|projects|rewrites|fixes|findings|closure bindings)"

UNITS = [
    ("ratio", r"\s?×(?!\s?\d)|x(?![\w])"),
    ("times", r"\stimes(?=\s(?:the|a|an|as|that|what|more|less|faster|slower)(?![\w]))"),
    ("times", r"(?<=\.\d)\stimes(?![\w])|(?<=\.\d\d)\stimes(?![\w])"),
    ("time", r"\s?(?:ns|µs|μs|us|ms)(?![\w])|\s(?:s|sec|min)(?![\w])"),
    ("time", r"\s(?:nanoseconds?|microseconds?|milliseconds?|seconds?|minutes?)(?![\w])"),
    ("memory", r"\s?(?:KiB|MiB|GiB|kB|KB|MB|GB)(?![\w])"),
    ("percent", r"\s?%|\spercent(?![\w])"),
    ("instructions", r"(?:\s(?:thousand million|thousand|million|billion))?\sinstructions(?![\w])"),
    ("rate", r"k?\s(?:lines a second|lines per second|lines/s)(?![\w])"),
]
FIGURE = re.compile(
    r"(?<![\w.,])(?P<first>" + NUMBER + r")(?:" + RANGE + r"(?P<second>" + NUMBER + r"))?"
    r"(?P<unit>" + "|".join(f"(?P<{kind}{index}>{pattern})"
                            for index, (kind, pattern) in enumerate(UNITS)) + r")"
)
SPELLED_TIME = re.compile(
    r"(?<![\w])(?P<word>" + NUMBER_WORD + r")\s(?P<unit>nanoseconds?|microseconds?|"
    r"milliseconds?|seconds?|minutes?)(?![\w])",
    re.IGNORECASE,
)
TALLY = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+) of (\d{1,3}(?:,\d{3})+|\d+)(?![\w.,]\d)")
BETWEEN = r"(?:open-source|SwiftUI|iOS|macOS|Swift|real|public|other|more|new|distinct|crash)"
COUNT = re.compile(
    r"(?<![\w.,])(?P<count>\d{1,3}(?:,\d{3})+|\d+|" + NUMBER_WORD + r")"
    r"(?:\s" + BETWEEN + r"){0,3}\s(?P<noun>" + COUNTED + r")(?![\w])",
    re.IGNORECASE,
)


class Figure:
    """One figure: its kind, its value in the kind's base unit, and the size of its last digit."""

    def __init__(self, kind, value, resolution, text, line, endpoint=None):
        self.kind, self.value, self.resolution = kind, value, resolution
        self.text, self.line = " ".join(text.split()), line
        # For a range, which of its two numbers this figure is.
        self.endpoint = endpoint

    def __repr__(self):
        return f"Figure({self.kind}, {self.value}, {self.text!r})"

    def is_quoted_by(self, other):
        """Whether this figure (a results file's) is what ``other`` (a document's) states."""
        if self.kind != other.kind:
            return False
        if self.kind in ("tally",) or self.kind.startswith("count:"):
            return self.value == other.value
        slack = 1e-9 * max(1.0, abs(other.value))
        return (
            other.resolution >= self.resolution - slack
            and abs(self.value - other.value) <= other.resolution / 2 + slack
        )


def number(text):
    """The value of a NUMBER and the size of its last digit."""
    plain = text.replace(",", "")
    decimals = len(plain.split(".")[1]) if "." in plain else 0
    return float(plain), 10.0**-decimals


def word_value(word):
    """The value of a whole NUMBER or a number word."""
    lowered = word.lower()
    if lowered in WORDS:
        return WORDS.index(lowered) + 1
    return int(word.replace(",", ""))


def prose(text):
    """``text`` with code, HTML comments and link targets blanked, its lines kept in place."""
    blank = lambda match: re.sub(r"[^\n]", " ", match.group(0))  # noqa: E731
    lines, fence = [], None
    for line in text.split("\n"):
        stripped = line.strip()
        if fence is None and (stripped.startswith("```") or stripped.startswith("~~~")):
            fence = stripped[:3]
            lines.append("")
        elif fence is not None:
            if stripped.startswith(fence):
                fence = None
            lines.append("")
        else:
            lines.append(line)
    text = "\n".join(lines)
    text = re.sub(r"<!--.*?-->", blank, text, flags=re.DOTALL)
    text = re.sub(r"(`+)(?:(?!\1).)+?\1", blank, text, flags=re.DOTALL)
    text = re.sub(r"\]\([^)\s]*\)", blank, text)
    text = re.sub(r"<https?://[^>]*>", blank, text)
    return text


def figures(text):
    """Every figure in the prose of ``text``, in order of where it starts."""
    text = prose(text)
    starts = [0] + [index + 1 for index, character in enumerate(text) if character == "\n"]

    def line_of(offset):
        low, high = 0, len(starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    found = []
    for match in FIGURE.finditer(text):
        kind = next(
            UNITS[index][0] for index in range(len(UNITS)) if match.group(f"{UNITS[index][0]}{index}")
        )
        unit = match.group("unit").strip()
        kind = "ratio" if kind == "times" else kind
        factor = 1.0
        if kind == "time":
            name = unit[:-1] if unit.endswith("s") and len(unit) > 3 else unit
            factor = TIME_FACTORS[name]
        elif kind == "memory":
            factor = MEMORY_FACTORS[unit]
        elif kind == "instructions":
            factor = SCALES[unit[: -len("instructions")].strip()]
        elif kind == "rate" and unit.startswith("k"):
            factor = 1e3
        for group in ("first", "second"):
            if match.group(group) is None:
                continue
            value, resolution = number(match.group(group))
            found.append(
                Figure(kind, value * factor, resolution * factor,
                       match.group(0), line_of(match.start(group)),
                       match.group(group) if match.group("second") else None)
            )
    for match in SPELLED_TIME.finditer(text):
        unit = match.group("unit").lower().rstrip("s")
        value = word_value(match.group("word")) * TIME_FACTORS[unit]
        found.append(Figure("time", value, TIME_FACTORS[unit], match.group(0),
                            line_of(match.start())))
    for match in TALLY.finditer(text):
        value = (word_value(match.group(1)), word_value(match.group(2)))
        found.append(Figure("tally", value, 1, match.group(0), line_of(match.start())))
    for match in COUNT.finditer(text):
        noun = match.group("noun").lower().split()[-1]
        noun = {"applications": "apps", "projects": "apps"}.get(noun, noun)
        found.append(Figure("count:" + noun, word_value(match.group("count")), 1,
                            match.group(0), line_of(match.start())))
    return sorted(found, key=lambda figure: figure.line)


def results_for(path):
    """The results files a document at ``path`` (relative to the repository) is held to."""
    for folder, results in RESULTS.items():
        if path.startswith(folder):
            return [results]
    return list(RESULTS.values())


def documents(root):
    """The documents checked: tracked README.md files and DocC catalog pages, fixtures aside."""
    # safe.directory: in a container the checkout can belong to another user than the one
    # running the check, and git then refuses to read it; listing files changes nothing.
    listed = subprocess.run(
        ["git", "-c", f"safe.directory={root}", "-C", root, "ls-files", "*.md"],
        check=True, capture_output=True, text=True,
    ).stdout.split()
    return sorted(
        path for path in listed
        if (os.path.basename(path) == "README.md" or ".docc/" in path)
        and "/Fixtures/" not in "/" + path
        and path not in RESULTS.values()
    )


def read(root, path):
    """The text of ``path`` under ``root``, or empty when there is no such file."""
    full = os.path.join(root, path)
    if not os.path.exists(full):
        return ""
    with open(full, encoding="utf-8") as handle:
        return handle.read()


def allowed(root):
    """The allowed figures, ``{(path, figure text): reason}``, from .ci/figures-allowed."""
    entries = {}
    for number_, line in enumerate(read(root, ALLOWED).split("\n"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        entry = re.fullmatch(r"(\S+): (.+?) — (.+)", line.strip())
        if not entry:
            raise ValueError(f"{ALLOWED}:{number_}: expected 'PATH: FIGURE — reason', got {line!r}")
        entries[(entry.group(1), entry.group(2))] = entry.group(3)
    return entries


def check(root, paths=None):
    """Every stray figure, as ``PATH:LINE: message`` lines; empty when the documents keep the rule."""
    problems = []
    held = {results: figures(read(root, results)) for results in RESULTS.values()}
    exceptions = allowed(root)
    used = set()
    for path in paths or documents(root):
        text = read(root, path)
        for figure in figures(text):
            if (path, figure.text) in exceptions:
                used.add((path, figure.text))
                continue
            homes = results_for(path)
            if any(result.is_quoted_by(figure) for home in homes for result in held[home]):
                continue
            which = f" ({figure.endpoint} of it)" if figure.endpoint else ""
            problems.append(
                f"{path}:{figure.line}: '{figure.text}'{which} is a figure "
                f"({figure.kind.split(':')[0]}) "
                f"that {' or '.join(homes)} does not state; link to the results file instead "
                f"of repeating it (or, for a figure that is not a measurement, list it in {ALLOWED})"
            )
    if paths is None:
        for path, text in sorted(set(exceptions) - used):
            problems.append(
                f"{ALLOWED}: '{text}' is no longer a figure of {path}; remove the entry"
            )
    return problems


def main(arguments):
    """Runs the check from the repository's root; returns the exit status."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    try:
        problems = check(root, arguments or None)
    except ValueError as error:
        print("error: " + str(error), file=sys.stderr)
        return 1
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    checked = arguments or documents(root)
    print(f"figures: {len(checked)} documents checked, {len(problems)} stray figures")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
