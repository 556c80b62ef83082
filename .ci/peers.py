#!/usr/bin/env python3
"""The name check: no public name of OptionalBindings collides unseen with a peer's.

    peers.py OURS.json --peer MODULE=DUMP.json ... --reexports FILE --interop Tests/Interop

Each DUMP is `swift-api-digester -dump-sdk` of one module (`.ci/peers` makes them: ours from
Sources/OptionalBindings against the iOS 26.2 SDK; the peers' from their compiled modules, and
SwiftUIX's from its shape in Tests/Interop/Modules). From each it lists:

- the top-level names: types, protocols, type aliases, global functions, variables, operators and
  macros the module declares;
- the members it adds to another module's types (`Binding`, `View`, `Optional`, `ForEach`, `List`,
  `Bindable`, any other), keyed by the extended type, with the standard library's collection
  protocols and types (`Sequence`, `Collection`, …, `Array`, `Dictionary`, `Set`) taken as one,
  since a member of any of them reaches the others; a function or property by its base name
  (`withDefault` for `withDefault(_:)`), an initializer or subscript by its full name
  (`init(unwrapping:)`), whose base name alone says nothing; an operator function (`??`) by the
  operator alone, whatever type declares it, since operators are looked up globally.

Then it fails on:

1. a top-level name that ours and a peer's share: an app that imports both can name neither
   without the module (DESIGN.md, rule 17: no public name we export equals one of theirs).
2. a member that ours and a peer's share, unless a client in Tests/Interop/Clients that imports
   OptionalBindings and that peer (directly or through a module that re-exports it) has a
   `// resolves: NAME in MODULE` marker for it, MODULE being OptionalBindings or that peer's
   module: the marker says which wins, and `.ci/apple-sdk interop` checks it against the
   compiler's choice.

Prints every shared name with what holds it, then the failures with how to fix each. Exit status 1
on a failure, 2 on bad input.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections import defaultdict

# The standard library's collection protocols and types: a member of one reaches the others.
COLLECTIONS = {
    "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
    "MutableCollection", "RangeReplaceableCollection", "Array", "ArraySlice", "ContiguousArray",
    "Dictionary", "Set", "Slice", "String", "Substring",
}
TOP_LEVEL_KINDS = {
    "Struct", "Enum", "Class", "Protocol", "TypeAlias", "Func", "Var", "Macro", "Actor",
    "InfixOperator", "PrefixOperator", "PostfixOperator", "PrecedenceGroup",
}
MEMBER_KINDS = {"Func", "Var", "Constructor", "Subscript", "TypeAlias", "Struct", "Enum", "Class"}
OPERATOR = re.compile(r"^[^A-Za-z_(]")
MARKER = re.compile(r"^\s*// resolves: (?P<name>\S+) in (?P<module>[A-Za-z_][A-Za-z0-9_]*)\s*$")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:\w+\s+)?(?P<module>\w+)")


def member_name(node: dict) -> str:
    """The name a member is compared by: see the module's documentation."""
    printed = node["printedName"]
    if node["declKind"] in ("Constructor", "Subscript"):
        return printed
    base = printed.split("(")[0]
    return base


def extended_type(node: dict) -> tuple[str, str]:
    """The key and the display name of an extended type of another module."""
    module = node.get("moduleName", "")
    name = node["printedName"]
    if module == "Swift" and name in COLLECTIONS:
        return ("collections", "the standard library's collections")
    if module == "SwiftUICore":
        module = "SwiftUI"
    return (node.get("usr") or f"{module}.{name}", f"{module}.{name}")


def names(dump_path: str) -> tuple[dict[str, str], dict[tuple[str, str], set[str]], dict[str, str]]:
    """A module's top-level names (name -> kind), its members of other modules' types
    ((type key, name) -> printed names), and the display names of those types."""
    with open(dump_path, encoding="utf-8") as handle:
        root = json.load(handle)["ABIRoot"]
    top: dict[str, str] = {}
    members: dict[tuple[str, str], set[str]] = defaultdict(set)
    types: dict[str, str] = {}

    def visit_members(node: dict, key: str) -> None:
        for child in node.get("children", []):
            kind = child.get("declKind")
            if kind not in MEMBER_KINDS or child.get("implicit") or child.get("spi_group_names"):
                continue
            if child.get("isExternal"):
                continue  # a nested type of the other module, visited on its own below
            name = member_name(child)
            if OPERATOR.match(name):
                members[("operators", name)].add(child["printedName"])
                types["operators"] = "operators (looked up globally)"
            else:
                members[(key, name)].add(child["printedName"])

    def visit(node: dict) -> None:
        for child in node.get("children", []):
            kind = child.get("declKind")
            if kind is None or kind == "Import" or child.get("spi_group_names"):
                continue
            if child.get("isExternal"):
                key, display = extended_type(child)
                types[key] = display
                visit_members(child, key)
                continue
            if kind in TOP_LEVEL_KINDS and not child.get("implicit"):
                name = child["printedName"].split("(")[0]
                if kind == "Func" and OPERATOR.match(name):
                    members[("operators", name)].add(child["printedName"])
                    types["operators"] = "operators (looked up globally)"
                else:
                    top[name] = kind.lower()
            # Our own types' members collide with nothing: a peer cannot add to them unasked.
            # Operators declared inside them are still found globally, so those are listed.
            for grandchild in child.get("children", []):
                if grandchild.get("declKind") == "Func" and OPERATOR.match(grandchild["printedName"]):
                    members[("operators", grandchild["printedName"].split("(")[0])].add(
                        f"{child['printedName']}.{grandchild['printedName']}")
                    types["operators"] = "operators (looked up globally)"

    visit(root)
    return top, members, types


def read_markers(clients: str) -> list[tuple[str, int, set[str], str, str]]:
    """Every marker of every client: (file, line, the client's imports, name, module)."""
    found = []
    for file in sorted(os.listdir(clients)):
        if not file.endswith(".swift"):
            continue
        path = os.path.join(clients, file)
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        imports = {m["module"] for line in lines if (m := IMPORT.match(line))}
        for number, line in enumerate(lines, start=1):
            if m := MARKER.match(line):
                found.append((path, number, imports, m["name"], m["module"]))
    return found


def visible(imports: set[str], reexports: dict[str, set[str]]) -> set[str]:
    """The modules a file that imports `imports` sees, through re-exports too."""
    seen, pending = set(), list(imports)
    while pending:
        module = pending.pop()
        if module not in seen:
            seen.add(module)
            pending.extend(reexports.get(module, ()))
    return seen


def compared_name(marked: str, type_key: str) -> str:
    """A marker's name as members are compared: the full name of an initializer or subscript,
    the base name of anything else."""
    if type_key != "operators" and marked.startswith(("init(", "subscript(")):
        return marked
    return marked.split("(")[0]


def main(arguments: list[str]) -> int:
    try:
        ours_path = arguments[0]
        peers = [item.split("=", 1) for item in arguments[arguments.index("--peer") + 1:]
                 if "=" in item]
        reexports_path = arguments[arguments.index("--reexports") + 1]
        interop = arguments[arguments.index("--interop") + 1]
    except (IndexError, ValueError):
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    reexports: dict[str, set[str]] = defaultdict(set)
    with open(reexports_path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                module, exported = line.split()
                reexports[module].add(exported)
    markers = read_markers(os.path.join(interop, "Clients"))

    our_top, our_members, our_types = names(ours_path)
    shared_lines, failures = [], []
    peer_top_count = peer_member_count = 0
    for module, path in peers:
        top, members, types = names(path)
        peer_top_count += len(top)
        peer_member_count += len(members)
        for name in sorted(set(our_top) & set(top)):
            failures.append(
                f"top-level `{name}` is declared by OptionalBindings (a {our_top[name]}) and "
                f"{module} (a {top[name]}): an app that imports both can name neither without "
                f"its module. Rename ours to a name no peer declares (this check lists theirs: "
                f"run `bash .ci/peers` again after the rename), with no alias under the old name, "
                f"which would collide the same way")
        for key in sorted(set(our_members) & set(members)):
            type_key, name = key
            display = f"{our_types.get(type_key, types.get(type_key, type_key))}: `{name}`"
            full = name.startswith(("init(", "subscript("))
            holding = []
            for file, line, imports, marked, marked_module in markers:
                seen = visible(imports, reexports)
                if "OptionalBindings" not in seen or module not in seen:
                    continue
                if marked_module not in ("OptionalBindings", module):
                    continue
                if compared_name(marked, type_key) != name:
                    continue
                holding.append(f"{os.path.relpath(file)}:{line} ({marked} in {marked_module})")
            ours_text = ", ".join(sorted(our_members[key]))
            theirs_text = ", ".join(sorted(members[key]))
            if holding:
                more = f" and {len(holding) - 2} more" if len(holding) > 2 else ""
                shared_lines.append(f"  {display}, ours {ours_text}, {module}'s {theirs_text}:"
                                    f" held by {'; '.join(holding[:2])}{more}")
            else:
                failures.append(
                    f"{display} is declared by OptionalBindings ({ours_text}) and {module} "
                    f"({theirs_text}), and no interop client says which a call reaches. Add a "
                    f"call of it to a client in Tests/Interop/Clients that imports OptionalBindings"
                    f" and {module} (or a module that re-exports it), with a line "
                    f"`// resolves: {name if full else name + '(…)'} in <the module it must reach>`"
                    f" above it, and check it with `bash .ci/apple-sdk interop`; if the call is "
                    f"ambiguous or reaches the wrong one, rename ours or rank it "
                    f"(`@_disfavoredOverload`), as Tests/Interop/README.md describes")
    print(f"names: ours {len(our_top)} top-level and {len(our_members)} members of other "
          f"modules' types; the {len(peers)} peer modules' {peer_top_count} top-level and "
          f"{peer_member_count} members")
    if shared_lines:
        print("shared with a peer, and what holds each:")
        print("\n".join(shared_lines))
    else:
        print("no name shared with a peer")
    if failures:
        print("FAILED, names shared with a peer that nothing holds:")
        print("\n".join(f"  {failure}" for failure in failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
