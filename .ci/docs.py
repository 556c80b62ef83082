#!/usr/bin/env python3
"""The documentation build's two checks in Python, for .ci/docs (which says why there are two builds).

    python3 .ci/docs.py linux-catalog SOURCE.docc DESTINATION.docc
    python3 .ci/docs.py doc-comments SYMBOL_GRAPH_DIRECTORY

``linux-catalog`` writes the copy of the catalog the Linux build converts, made by one rule:

1. A file containing the line ``<!-- swiftui-only: whole page -->`` is left out.
2. Lines from ``<!-- swiftui-only -->`` to ``<!-- /swiftui-only -->`` are left out (links to
   views, the Views topic group).
3. Lines between ``<!-- portable-only`` and ``-->`` are kept and the two marker lines dropped: in
   the Apple build they are an HTML comment, which DocC does not render; on Linux they are the
   portable ``Binding``/``Bindable`` topics.
4. In the remaining lines, a link that starts ````SwiftUI/Binding`` (or ``<doc:SwiftUI/Binding``)
   loses the ``SwiftUI/`` prefix. Any other ``SwiftUI/`` link left over is an error.

Markers stand alone on their line, never nest, and must be closed; anything else is an error.

``doc-comments`` fails unless every public symbol in the symbol graphs (synthesized ones and
extension blocks aside) has a doc comment, because DocC does not report an undocumented symbol.

Both exit 1 with ``error: ...`` on standard error when the input breaks a rule. The tests are
in docs_test.py beside this file; .ci/docs runs them before every build.
"""

import json
import os
import re
import shutil
import sys

WHOLE_PAGE = "<!-- swiftui-only: whole page -->"
SWIFTUI_OPEN, SWIFTUI_CLOSE = "<!-- swiftui-only -->", "<!-- /swiftui-only -->"
PORTABLE_OPEN, PORTABLE_CLOSE = "<!-- portable-only", "-->"
LINK = re.compile(r"(``|<doc:)SwiftUI/Binding(?=[`/>])")
LEFTOVER = re.compile(r"(``|<doc:)SwiftUI/")


class RuleError(Exception):
    """The input breaks a rule; the message says where and which."""


def portable(text, name):
    """The Linux version of one markdown file, or None when the whole page is SwiftUI-only."""
    lines = text.split("\n")
    if any(line.strip() == WHOLE_PAGE for line in lines):
        return None
    kept, block, opened_at = [], None, 0
    for number, line in enumerate(lines, 1):
        marker = line.strip()
        if block is None and marker == SWIFTUI_OPEN:
            block, opened_at = "swiftui", number
        elif block is None and marker == PORTABLE_OPEN:
            block, opened_at = "portable", number
        elif block == "swiftui" and marker == SWIFTUI_CLOSE:
            block = None
        elif block == "portable" and marker == PORTABLE_CLOSE:
            block = None
        elif marker in (SWIFTUI_OPEN, PORTABLE_OPEN, SWIFTUI_CLOSE) or (
            block == "portable" and "-->" in line
        ):
            raise RuleError(f"{name}:{number}: misplaced or nested marker {marker!r}")
        elif block == "swiftui":
            continue
        else:
            line = LINK.sub(r"\1Binding", line)
            leftover = LEFTOVER.search(line)
            if leftover:
                raise RuleError(
                    f"{name}:{number}: no portable spelling for a SwiftUI/ link: {line.strip()}"
                )
            kept.append(line)
    if block is not None:
        raise RuleError(f"{name}:{opened_at}: marker is never closed")
    return "\n".join(kept)


def make_linux_catalog(source, destination):
    """Writes the Linux copy of the catalog at ``source`` to ``destination``, replacing it."""
    if os.path.exists(destination):
        shutil.rmtree(destination)
    left_out = []
    for directory, _, files in os.walk(source):
        target = os.path.join(destination, os.path.relpath(directory, source))
        os.makedirs(target, exist_ok=True)
        for file in sorted(files):
            path = os.path.join(directory, file)
            if not file.endswith(".md"):
                shutil.copy2(path, os.path.join(target, file))
                continue
            with open(path, encoding="utf-8") as handle:
                converted = portable(handle.read(), os.path.relpath(path))
            if converted is None:
                left_out.append(os.path.relpath(path, source))
                continue
            with open(os.path.join(target, file), "w", encoding="utf-8") as handle:
                handle.write(converted)
    print("Linux catalog: " + destination)
    print("  SwiftUI-only pages left out: " + (", ".join(left_out) or "none"))


def check_doc_comments(directory):
    """Fails unless every public symbol in the graphs, except synthesized ones, has a doc comment."""
    missing, count = [], 0
    for file in sorted(os.listdir(directory)):
        if not file.endswith(".symbols.json"):
            continue
        with open(os.path.join(directory, file), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            if symbol["identifier"]["precise"].find("::SYNTHESIZED::") >= 0:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            count += 1
            lines = (symbol.get("docComment") or {}).get("lines") or []
            if not "".join(line["text"] for line in lines).strip():
                missing.append(f"{file}: {'/'.join(symbol['pathComponents'])}")
    print(f"doc comments: {count} public symbols, {len(missing)} without documentation")
    if missing:
        raise RuleError("public symbols without a doc comment:\n  " + "\n  ".join(missing))


def main(arguments):
    """Runs one command; returns the process's exit status."""
    commands = {
        "linux-catalog": (make_linux_catalog, 2),
        "doc-comments": (check_doc_comments, 1),
    }
    try:
        if not arguments or arguments[0] not in commands:
            raise RuleError(
                "usage: docs.py linux-catalog SOURCE DESTINATION | doc-comments DIRECTORY"
            )
        command, count = commands[arguments[0]]
        if len(arguments) - 1 != count:
            raise RuleError(f"{arguments[0]} takes {count} argument(s), got {len(arguments) - 1}")
        command(*arguments[1:])
    except RuleError as error:
        print("error: " + str(error), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
