#!/usr/bin/env python3
"""Lists the stand-in's declarations that the library, the example app and the documentation's
listings use, from the compiler's typed AST of those sources built against the stand-in.

    uses.py STAND_IN_GRAPHS SOURCE_ROOT AST_FILE...

STAND_IN_GRAPHS is the stand-in's symbol graph (as `audit.py` reads it), SOURCE_ROOT the folder
the stand-in's sources were built from (`Tests/SwiftUIStandIn/Sources/SwiftUI`, so that the
graph's and the AST's file paths can be matched), and each AST_FILE the output of `swiftc
-dump-ast` for one source set. `.ci/apple-sdk stand-in` makes all of them and passes the list this
prints to `audit.py --uses`, which checks it against the iOS 27.0 table (`ios27_0.py`).

A declaration is used when the AST names it: a call, a member, a type in an expression
(`decl="SwiftUI.(file).Name@<stand-in file>:<line>:<column>"`), or a type written in a
declaration (`bind="SwiftUI.(file).Name@…"`). The AST prints no binding for some type names
written in signatures (`some View`, a generic constraint, a conformance in an inheritance
clause), so the types the sources name are added too: every top-level stand-in type whose name
the source files the ASTs were made from spell outside comments and string literals, such as
`DynamicProperty` in `StateUnlessBound: DynamicProperty`. Conformances are not
listed apart: a type's row in the table covers the conformances its declaration reads with.

Each line is `KEY<TAB>where`: KEY as `ios27_0.key()` makes it from the stand-in's symbol (the path,
`: `, and the declaration without its attributes), `where` the stand-in file and line.
"""

from __future__ import annotations

import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from audit import TYPE_KINDS, Graph, name_of  # noqa: E402
from ios27_0 import key  # noqa: E402
from tn3211 import blank_comments_and_strings  # noqa: E402

REFERENCE = re.compile(r'(?:decl|bind)="SwiftUI\.\(file\)\.[^"@\[]*@([^":]+):(\d+):(\d+)')


def main(arguments: list[str]) -> int:
    if len(arguments) < 3:
        print(__doc__.splitlines()[3], file=sys.stderr)
        return 2
    graphs, root, asts = arguments[0], os.path.realpath(arguments[1]), arguments[2:]
    graph = Graph(graphs)
    by_place: dict[tuple[str, int], list[dict]] = {}
    for symbol in graph.symbols:
        location = symbol.get("location")
        if not location:
            continue
        path = os.path.realpath(location["uri"].removeprefix("file://"))
        # Symbol graphs count lines from 0, the AST from 1.
        by_place.setdefault((path, location["position"]["line"] + 1), []).append(symbol)

    used: dict[str, str] = {}
    sources: set[str] = set()
    unmatched: set[str] = set()
    for ast in asts:
        with open(ast, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith("(source_file "):
                    sources.add(line.split('"')[1])
                for match in REFERENCE.finditer(line):
                    path, row = os.path.realpath(match[1]), int(match[2])
                    if not path.startswith(root + os.sep) and os.path.dirname(path) != root:
                        # The stand-in's `Portable` folder is a link to the library's.
                        if "/Portable/" not in path:
                            continue
                    symbols = by_place.get((path, row))
                    if not symbols:
                        unmatched.add(f"{path}:{row}")
                        continue
                    for symbol in symbols:
                        used[key(graph, symbol)] = f"{os.path.basename(path)}:{row}"

    # Types the sources name where the AST binds no declaration.
    types = {
        name_of(symbol): symbol
        for symbol in graph.symbols
        if symbol["kind"]["identifier"] in TYPE_KINDS | {"swift.typealias"}
        and len(symbol["pathComponents"]) == 1
    }
    for source in sorted(sources):
        if not os.path.exists(source):
            continue
        with open(source, encoding="utf-8") as handle:
            text = blank_comments_and_strings(handle.read())
        for name in set(re.findall(r"(?<![\w.])@?([A-Z]\w*)\b", text)) & types.keys():
            symbol = types[name]
            location = symbol["location"]
            used.setdefault(
                key(graph, symbol),
                f"{os.path.basename(location['uri'])}:{location['position']['line'] + 1}",
            )

    if unmatched:
        print(
            "uses: references the stand-in's symbol graph has no declaration for (public "
            "declarations only are graphed; an internal one is not SwiftUI API): "
            + ", ".join(sorted(unmatched)),
            file=sys.stderr,
        )
    for name in sorted(used):
        print(f"{name}\t{used[name]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
