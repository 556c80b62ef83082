#!/usr/bin/env python3
"""Checks that each marked call in an interop client resolves to the module its marker names.

    resolutions.py CLIENT.swift AST.txt

AST.txt is the compiler's `-dump-ast` of CLIENT.swift. In the client, a line

    // resolves: init(unwrapping:) in SwiftUINavigation

says that the call named `init(unwrapping:)` on the next line that is not a comment reaches a
declaration of the module `SwiftUINavigation`. Several markers may stand above one line. A marker may end in `taking <Type>`
(`// resolves: init(_:text:default:prompt:) in OptionalBindings taking LocalizedStringKey`): then
the declaration reached must also take a first parameter of that type, as the reference's type in
the dump shows it, which tells apart overloads of one module that differ in it (a
`LocalizedStringKey` title and a disfavored `StringProtocol` one). A marker may end (after any
`taking`) in `requiring Sendable` or `not requiring Sendable`: then the declaration reached must, or
must not, have a `Sendable` requirement among its generic requirements, as the dump's substitution
map prints them, which tells a helper's overload for `Sendable` values from its general one
(`// resolves: withDefault(_:) in OptionalBindings not requiring Sendable`). The
type-checked AST records, for each reference, the declaration the compiler chose
(`decl="SwiftUINavigation.(file).Binding extension.init(unwrapping:)@…"`), so this checks what
was chosen for the call as written, with nothing added to steer the choice. The dump names some
functions by their base name only (`withDefault`, `??`); a marker matches those on its base name. A marker fails when
no reference of that name starts on its line, or when one reaches another module. Prints one line
per marker; exit status 1 if any failed, 2 on bad input.

A marker naming `SwiftUI` also accepts `SwiftUICore`: from the iOS 18 SDK on, SwiftUI declares
`Binding`, `View` and much else in `SwiftUICore` and re-exports it, so a call reaches the same
declaration whichever of the two the SDK files it under.
"""

from __future__ import annotations

import re
import sys

MARKER = re.compile(
    r"^\s*// resolves: (?P<name>\S+) in (?P<module>[A-Za-z_][A-Za-z0-9_]*)"
    r"(?: taking (?P<taking>\S+))?(?: (?P<sendable>(?:not )?requiring Sendable))?\s*$"
)
REFERENCE = re.compile(
    r'(?:type="(?P<type>[^"]*)" )?'
    r'location=(?P<file>[^:\s]+):(?P<line>\d+):\d+.*? decl="(?P<decl>[^"]*)"'
)


def takes(reference_type: str, parameter: str) -> bool:
    """Whether a reference's function type (`(Self.Type) -> (LocalizedStringKey, …) -> …` for a
    member) takes a first parameter of type `parameter`."""
    return f"({parameter}," in reference_type or f"({parameter})" in reference_type


def requires_sendable(decl: str) -> bool:
    """Whether the generic signature of the substitution map in a reference's `decl` (`[with
    (substitution_map generic_signature=<Value, Wrapped where …, Wrapped : Sendable> …`) has a
    `Sendable` requirement."""
    start = decl.find("generic_signature=<")
    if start < 0:
        return False
    index, depth = start + len("generic_signature="), 0
    for end in range(index, len(decl)):
        if decl[end] == "<":
            depth += 1
        elif decl[end] == ">":
            depth -= 1
            if depth == 0:
                break
    signature = decl[index:end]
    _, _, requirements = signature.partition(" where ")
    return re.search(r":\s*Sendable\b", requirements) is not None


def chosen(decl: str) -> tuple[str, str]:
    """The module and the name of a declaration as the AST dump prints it."""
    head = re.split(r"@|\s\[with", decl, maxsplit=1)[0]
    module, _, rest = head.partition(".(file).")
    depth, last = 0, 0
    for index, character in enumerate(rest):
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
        elif character == "." and depth == 0:
            last = index + 1
    return module, rest[last:]


def same_name(marked: str, printed: str) -> bool:
    """Whether a marker's name is the printed one. The dump prints some functions by their base
    name alone (`withDefault` for `withDefault(_:)`, `??` for an operator); those match on the
    base name."""
    return marked == printed or ("(" not in printed and marked.split("(")[0] == printed)


# Modules a marker's module stands for as well: SwiftUI re-exports SwiftUICore (iOS 18 SDK on).
ALSO = {"SwiftUI": {"SwiftUICore"}}


def main(arguments: list[str]) -> int:
    if len(arguments) != 2:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    client, dump = arguments
    lines = open(client, encoding="utf-8").read().split("\n")
    # (marker line, call line, name, module, first parameter's type or None, "requiring
    # Sendable" or "not requiring Sendable" or None)
    markers: list[tuple[int, int, str, str, str | None, str | None]] = []
    pending: list[tuple[int, str, str, str | None, str | None]] = []
    for number, text in enumerate(lines, start=1):
        match = MARKER.match(text)
        if match:
            pending.append(
                (number, match["name"], match["module"], match["taking"], match["sendable"])
            )
        elif text.strip().startswith("//"):
            continue
        elif pending:
            markers += [(marker, number, *rest) for marker, *rest in pending]
            pending = []
    if pending:
        print(f"{client}:{pending[0][0]}: a `// resolves:` marker with no line below it")
        return 1

    # line: (module, name, type, whether the declaration requires Sendable)
    found: dict[int, list[tuple[str, str, str, bool]]] = {}
    basename = client.rsplit("/", 1)[-1]
    with open(dump, encoding="utf-8") as handle:
        for text in handle:
            for match in REFERENCE.finditer(text):
                if match["file"].rsplit("/", 1)[-1] != basename:
                    continue
                found.setdefault(int(match["line"]), []).append(
                    (*chosen(match["decl"]), match["type"] or "", requires_sendable(match["decl"]))
                )

    failures = 0
    for marker, line, name, module, taking, sendable in markers:
        references = [(m, t, r) for m, n, t, r in found.get(line, []) if same_name(name, n)]
        modules = sorted({m for m, _, _ in references})
        where = f"{client}:{line}: {name}"
        wanted = sendable == "requiring Sendable"
        if taking and not all(takes(t, taking) for _, t, _ in references):
            failures += 1
            got = "; ".join(sorted({t for _, t, _ in references})) or "no call of that name"
            print(f"  {where} was to take {taking} first, took: {got}  (FAILED)")
        elif sendable and references and not all(r == wanted for _, _, r in references):
            failures += 1
            print(f"  {where} was to reach an overload {sendable}, reached another  (FAILED)")
        elif modules and set(modules) <= {module} | ALSO.get(module, set()):
            suffix = (f" taking {taking}" if taking else "") + (f", {sendable}" if sendable else "")
            print(f"  {where} resolves to {module}{suffix}")
        else:
            failures += 1
            got = ", ".join(modules) if modules else "no call of that name on the line"
            print(f"  {where} was to resolve to {module}, resolved to: {got}  (FAILED)")
    if not markers:
        print(f"  {client}: no `// resolves:` markers (nothing to check but that it compiles)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
