#!/usr/bin/env python3
"""Compares the SwiftUI stand-in's public declarations with Apple's iOS 26.2 and 17.4 SDKs.

    audit.py [--uses USES] STAND_IN_GRAPHS APPLE_26_2_GRAPHS APPLE_17_4_GRAPHS

Each argument is a directory of symbol graphs (`*.symbols.json`) written by
`swift-symbolgraph-extract -minimum-access-level public -skip-synthesized-members`: the stand-in
module (`Tests/SwiftUIStandIn/Sources/SwiftUI`, every file there); Apple's iOS 26.2 SDK, whose
SwiftUI is two modules, `SwiftUI` and `SwiftUICore` (the core views, `View`, `Binding`,
`ForEach`, `State` are `SwiftUICore`'s, re-exported by `SwiftUI`), with Combine's graph beside
them; and Apple's iOS 17.4 SDK, `SwiftUI` and Combine. (`ObservableObject` and `Published` are
Combine's; SwiftUI code reaches them through `import SwiftUI`, and the stand-in declares them in
its one module.) `.ci/apple-sdk stand-in` makes all three and runs this.

Why symbol graphs and not `swift-api-digester -dump-sdk`: the digester's dump prints function
types without their attributes (`@Sendable`, `@MainActor`, `@isolated(any)` all vanish from
`Binding.init(get:set:)`), and it records availability only where it is written on the
declaration itself, not what a member inherits from its type or extension. The symbol graph has
both.

Every stand-in declaration (type, member, protocol requirement) is looked up by its path and kind
(`Binding.init(get:set:)`, an initializer).

Against iOS 26.2, the SDK the stand-in imitates, a declaration is

- matching: one of Apple's declarations with that path has the same declaration (parameter
  labels and types, result, the attributes the compiler prints), the same generic constraints,
  and the same availability on iOS, macOS, tvOS, watchOS and visionOS;
- following 27.0: the stand-in writes it as the iOS 27.0 SDK declares it, and `FOLLOWS_27_0` in
  ios27_0.py lists, for its path, how that form reads in 26.2 (`@ContentBuilder` as
  `@ViewBuilder`, a `Content : View` constraint 27.0 dropped, …); with those rewrites it matches
  26.2 as above. Reported, not failed; an entry whose rewrites fit no declaration of its path
  fails the audit, so the list cannot go stale;
- deprecated after 26.2: the same, except that the stand-in gives a deprecation version later
  than 26.2 (from Apple's current pages) where 26.2 announces the deprecation without a version
  (`deprecated: 100000.0`) or has none yet. Reported, not failed;
- newer than 26.2: 26.2 has no declaration of that path and kind, and NEWER_THAN_26_2 names it
  with the reason and where it was read (a later SDK's interface), or the stand-in's own
  `@available` says it came after iOS 26.2. No SDK here checks these;
- differing: anything else. The audit prints Apple's declarations of that path and fails.

Against iOS 17.4, for the declarations that SDK has (a declaration it lacks is counted, not
judged: 26.2 judges it), a declaration (one that follows 27.0 through the same rewrites) is the same, differs only by SDK era (ERA_SPELLINGS,
deprecations after 17.4), is listed in CHANGED_AFTER_17_4 with what changed, or differs, which
fails: code written against the stand-in must also compile against the oldest SDK a user may
build with.

Conformances are compared too (`extension Binding: Sequence where Value: MutableCollection`):
each of the stand-in's must be one of 26.2's with the same conditions; against 17.4 a `Sendable`
one that 17.4 lacks differs by era.

What the comparison sets aside, because it is how a declaration is printed and not what it is
(each is the same for both SDKs and for the stand-in):

- the order of the attributes in front of a declaration;
- `Optional<T>` against `T?`;
- `nonisolated` on a type, and on a member of a type that is not isolated to a global actor.
  Swift source must write `nonisolated` on a struct that conforms to `View` (the main-actor
  protocol) to keep it from being inferred `@MainActor`; Apple's interface prints such a type
  without it, and the compiler infers no isolation for it when it reads the interface:
  `.ci/apple-sdk stand-in` checks that against 26.2 (its isolation control);
- `@Sendable` after `@MainActor` in a function type: a global-actor-isolated function type is
  `Sendable` in Swift 6 (SE-0434), and the stand-in's graph, built in that mode, prints it;
  Apple's, read from interfaces written in the Swift 5 mode, does not;
- among a conformance's conditions, the generic requirements of the type itself
  (`EnvironmentObject: Sendable` carries `ObjectType: ObservableObject` in Apple's graph).

With `--uses USES` (the list `uses.py` prints: the stand-in declarations the library, the example
app and the documentation's listings use), the audit also checks its iOS 27.0 table
(`USED` in ios27_0.py): every declaration used has a row saying what 27.0 declares and where it
was read, and every row names a declaration used. Whether or not it is given, a declaration
`REMOVED_IN_27_0` lists must not be declared by the stand-in.

Exit status: 0 when nothing differs, 1 otherwise, 2 on bad input.
"""

from __future__ import annotations

import collections
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import ios27_0  # noqa: E402

PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")

# The releases each SDK ships with; an availability or deprecation after these cannot be in it.
RELEASES = {
    "26.2": {"iOS": (26, 2), "macOS": (26, 2), "tvOS": (26, 2), "watchOS": (26, 2), "visionOS": (26, 2)},
    "17.4": {"iOS": (17, 4), "macOS": (14, 4), "tvOS": (17, 4), "watchOS": (10, 4), "visionOS": (1, 1)},
}

# Declarations that Apple's iOS 26.2 SDK does not have: a later SDK added them, with an
# availability earlier than 26.2, so the stand-in's `@available` cannot show it. Each says why it
# is here and where its declaration was read. An entry that 26.2 turns out to have fails the
# audit, so the list cannot go stale.
#
# The source of those below: the iOS 27.0 SDK's interfaces in the public repository
# xybp888/iOS-SDKs, commit ad607cb07fe4ad1c9b91cf970bd228c2a9253207 (ios27_0.py gives the paths),
# at the character offsets each entry gives. Every item alert and dialog there is
# `@export(implementation)` (emitted into the client, so available from the extension's iOS 15),
# the `StringProtocol` and `LocalizedStringResource` ones `@_disfavoredOverload`; the stand-in
# declares all but the `LocalizedStringResource` ones (Linux's Foundation has no such type; see
# ItemAlerts.swift). Declarations available from iOS 27 only (`alert(error:actions:)` for any
# `Error`, `_propertyStorageSize`) need no entry: their availability says they are newer.
IOS_27_0_INTERFACE = (
    f"{ios27_0.REPOSITORY}@{ios27_0.COMMIT}:{ios27_0.INTERFACES[ios27_0.UI]}"
)
IOS_27_0_CORE_INTERFACE = (
    f"{ios27_0.REPOSITORY}@{ios27_0.COMMIT}:{ios27_0.INTERFACES[ios27_0.CORE]}"
)
NEWER_THAN_26_2 = {
    "View.alert(_:item:actions:)": (
        "the iOS 27 SDK's alert that takes the optional item, with a `LocalizedStringKey`, "
        "`StringProtocol` or `Text` title (and a `LocalizedStringResource` one, not declared "
        f"here): {IOS_27_0_INTERFACE}, characters 759,249-762,006; 26.2 and 17.4 have none (26.2 "
        "has only the deprecated `alert(item:content:)` for an `Identifiable` item and an "
        "`Alert`)"
    ),
    "View.alert(_:item:actions:message:)": (
        "the same alert with a message, with a `LocalizedStringKey` or `StringProtocol` title "
        "(and a `LocalizedStringResource` one; 27.0 has no `Text` one): "
        f"{IOS_27_0_INTERFACE}, characters 763,654-766,285; 26.2 and 17.4 have none"
    ),
    "View.confirmationDialog(_:item:titleVisibility:actions:)": (
        "the iOS 27 SDK's dialog that takes the optional item, with a `LocalizedStringKey`, "
        "`StringProtocol` or `Text` title (and a `LocalizedStringResource` one): "
        f"{IOS_27_0_INTERFACE}, characters 1,291,548-1,295,089; 26.2 and 17.4 have none"
    ),
    "View.confirmationDialog(_:item:titleVisibility:actions:message:)": (
        "the same dialog with a message, the same four titles: "
        f"{IOS_27_0_INTERFACE}, characters 1,297,064-1,301,301; 26.2 and 17.4 have none"
    ),
    "View.alert(error:actions:)": (
        "the iOS 27 SDK's alert for a binding to an optional error: one for any `Error`, available "
        "from iOS 27, and a `@_disfavoredOverload @export(implementation)` one for a "
        "`LocalizedError`, available from iOS 15 (its extension's), whose body calls "
        f"`alert(isPresented:error:actions:)`: {IOS_27_0_INTERFACE}, characters 757,000-773,000; "
        "26.2 and 17.4 have none"
    ),
    "View.alert(error:actions:message:)": (
        "the same alerts with a message: "
        f"{IOS_27_0_INTERFACE}, characters 757,000-773,000; 26.2 and 17.4 have none"
    ),
    "ContentBuilder": (
        "`typealias ContentBuilder = ViewBuilder`, available from iOS 13, the name Xcode 27 writes "
        f"for `@ViewBuilder`: {IOS_27_0_CORE_INTERFACE}, characters 437,000-453,000; 26.2 and "
        "17.4 have none"
    ),
    "EmptyContent": (
        "`typealias EmptyContent = EmptyView`, available from iOS 13, what 27.0's "
        f"`ViewBuilder.buildBlock()` returns: {IOS_27_0_CORE_INTERFACE}, characters "
        "1,068,000-1,084,000; 26.2 and 17.4 have none"
    ),
}

# Spellings in which iOS 26.2 and iOS 17.4 differ only by era. In 17.4 `View` is not
# `@MainActor` (only `body` is), closures are not `@Sendable` or `@isolated(any)`, nothing is
# `nonisolated` or `sending`.
ERA_SPELLINGS = [
    (re.compile(r"@Sendable\s*"), ""),
    (re.compile(r"@isolated\(any\)\s*"), ""),
    (re.compile(r"@MainActor\s*"), ""),
    (re.compile(r"@preconcurrency\s*"), ""),
    (re.compile(r"\bnonisolated\s+"), ""),
    (re.compile(r"\bsending\s+"), ""),
]

# Declarations 26.2 spells differently from 17.4 in a way that is not one of the ERA_SPELLINGS;
# each says what changed and why code written against the stand-in (26.2's spelling) still
# compiles against 17.4. An entry that matches 17.4 fails the audit.
CHANGED_AFTER_17_4 = {
    "View.popover(item:attachmentAnchor:arrowEdge:content:)": (
        "26.2 declares `arrowEdge: Edge? = nil`, 17.4 `arrowEdge: Edge = .top`; a call that "
        "passes no edge, or a non-nil one, compiles against both"
    ),
    "DynamicViewContent": (
        "26.2 declares the primary associated type (`protocol DynamicViewContent<Data>`), 17.4 "
        "does not; `some DynamicViewContent` compiles against both, "
        "`some DynamicViewContent<[Item]>` only against 26.2"
    ),
    "SceneBuilder.buildBlock(_:)": (
        "26.2 declares a parameter-pack `buildBlock` beside the one-scene one; 17.4 has the "
        "one-scene one and fixed-arity overloads, so `WindowGroup { … }` in an `App` body "
        "compiles against both"
    ),
}

# Declarations whose availability 26.2 states earlier than 17.4 did; each with the reason.
WIDENED_AVAILABILITY: dict[str, str] = {}

# Conformances every Swift type has or that the compiler adds on its own; they say nothing.
IMPLIED_PROTOCOLS = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}

TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol"}
LEADING = re.compile(r"^(?:@\w+(?:\([^()]*\))?|nonisolated)\s+")


def load(directory: str) -> tuple[list[dict], list[dict]]:
    files = sorted(glob.glob(os.path.join(directory, "*.symbols.json")))
    if not files:
        sys.exit(f"audit: no symbol graphs in {directory}")
    symbols: list[dict] = []
    relationships: list[dict] = []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        symbols += graph["symbols"]
        relationships += graph["relationships"]
    return symbols, relationships


def name_of(symbol: dict) -> str:
    return ".".join(symbol["pathComponents"])


def printed(symbol: dict) -> str:
    """The declaration as the compiler prints it, without parameter names, `where` clause or
    default-argument noise; constraints are compared separately."""
    out: list[str] = []
    skipping_where = False
    for fragment in symbol["declarationFragments"]:
        kind, spelling = fragment["kind"], fragment["spelling"]
        if kind == "keyword" and spelling == "where":
            skipping_where = True
            continue
        if skipping_where:
            if kind == "text" and "{" in spelling:
                skipping_where = False
                out.append(spelling[spelling.index("{") :])
            continue
        if kind == "internalParam":
            if out and out[-1].endswith(" "):
                out[-1] = out[-1][:-1]
            continue
        out.append(spelling)
    text = shorthand_optionals(re.sub(r"\s+", " ", "".join(out)).strip())
    kind = symbol["kind"]["identifier"]
    # A stored `var` is a `{ get set }` property to its users.
    if kind in ("swift.property", "swift.type.property") and re.match(
        r"^(@\w+\s+)*(static\s+)?var\s", text
    ) and not text.endswith("}"):
        text += " { get set }"
    # Apple's graph hides the underscored type behind an alias (`typealias Content`).
    if kind == "swift.typealias":
        text = re.sub(r"\s*=\s*_\w.*$", "", text)
    return text.replace("@MainActor @Sendable ", "@MainActor ")


def shorthand_optionals(text: str) -> str:
    """`Optional<T>` as `T?` (parenthesized when `T` is a function or a composition), the
    spelling the stand-in's formatter requires; the two are one type."""
    while (start := text.find("Optional<")) != -1:
        depth, end = 0, start + len("Optional<")
        while end < len(text):
            if text[end] == "<":
                depth += 1
            elif text[end] == ">" and text[end - 1] != "-":
                if depth == 0:
                    break
                depth -= 1
            end += 1
        inner = text[start + len("Optional<") : end]
        wrapped = f"({inner})" if "->" in inner or "&" in inner else inner
        text = text[:start] + wrapped + "?" + text[end + 1 :]
    return text


class Graph:
    """One module's (or one SDK's) symbols, indexed by path and kind, with each declaration in
    the form the comparison uses."""

    def __init__(self, directory: str) -> None:
        self.symbols, self.relationships = load(directory)
        self.by_key: dict[tuple[str, str], list[dict]] = collections.defaultdict(list)
        self.types: dict[str, dict] = {}
        for symbol in self.symbols:
            self.by_key[(name_of(symbol), symbol["kind"]["identifier"])].append(symbol)
            if symbol["kind"]["identifier"] in TYPE_KINDS:
                self.types.setdefault(name_of(symbol), symbol)

    def global_actor_isolated(self, type_name: str) -> bool:
        """Whether the type of that name is isolated to a global actor (a protocol's extension
        members are, when the protocol is)."""
        symbol = self.types.get(type_name)
        return symbol is not None and "@MainActor" in leading(printed(symbol))[0]

    def declaration(self, symbol: dict) -> str:
        attributes, rest = leading(printed(symbol))
        kind = symbol["kind"]["identifier"]
        parent = ".".join(symbol["pathComponents"][:-1])
        if kind in TYPE_KINDS or (
            parent in self.types
            and self.types[parent]["kind"]["identifier"] != "swift.protocol"
            and not self.global_actor_isolated(parent)
        ):
            attributes = [a for a in attributes if a != "nonisolated"]
        return " ".join(sorted(attributes) + [rest])


def leading(text: str) -> tuple[list[str], str]:
    """The attributes and `nonisolated` in front of a declaration, and the rest of it."""
    attributes = []
    while match := LEADING.match(text):
        attributes.append(match.group(0).strip())
        text = text[match.end() :]
    return attributes, text


def era_free(text: str) -> str:
    for pattern, replacement in ERA_SPELLINGS:
        text = pattern.sub(replacement, text)
    return re.sub(r"\s+", " ", text).strip()


def constraints(symbol: dict, *, era: bool = False) -> frozenset[str]:
    found = set()
    for constraint in symbol.get("swiftGenerics", {}).get("constraints", []):
        if constraint["rhs"] in IMPLIED_PROTOCOLS:
            continue
        if era and constraint["rhs"] == "Sendable":
            continue
        found.add(f"{constraint['lhs']} {constraint['kind']} {constraint['rhs']}")
    return frozenset(found)


def version(entry: dict, key: str) -> tuple[int, ...] | None:
    if key not in entry:
        return None
    value = entry[key]
    return tuple(value[part] for part in ("major", "minor", "patch") if part in value)


def show(value: tuple[int, ...] | None) -> str:
    return ".".join(map(str, value)) if value else "-"


def availability(symbol: dict, *, apple: bool) -> dict[str, tuple]:
    """Per platform: (introduced, deprecated, unavailable). For Apple's declarations a missing
    visionOS entry is what the compiler infers from iOS (visionOS 1.0 for anything on iOS by
    17.0), as the SDKs spell almost nothing for visionOS."""
    result: dict[str, tuple] = {}
    for entry in symbol.get("availability", []):
        domain = entry.get("domain")
        if domain not in PLATFORMS:
            continue
        result[domain] = (
            version(entry, "introduced"),
            version(entry, "deprecated"),
            bool(entry.get("isUnconditionallyUnavailable")),
        )
    if apple and "iOS" in result:
        ios = result["iOS"]
        vision = result.get("visionOS")
        if vision is None or (vision[0] is None and not vision[2]):
            if ios[2]:
                inferred = (None, None, True)
            elif ios[0] is not None and ios[0] <= (17, 0):
                inferred = ((1, 0), vision[1] if vision else None, False)
            else:
                inferred = None
            if inferred is not None:
                result["visionOS"] = inferred
    return result


def era_availability(stand_in: dict[str, tuple], apple: dict[str, tuple], sdk: str) -> dict[str, tuple]:
    """The stand-in's availability with what the SDK cannot know taken out: a deprecation after
    its releases, where the SDK has none or announces one with its to-be-deprecated version
    100000."""
    result = dict(stand_in)
    for platform, (introduced, deprecated, unavailable) in stand_in.items():
        theirs = apple.get(platform, (None, None, False))[1]
        if (
            deprecated != theirs
            and deprecated is not None
            and deprecated > RELEASES[sdk][platform]
            and (theirs is None or theirs[0] >= 100000)
        ):
            result[platform] = (introduced, theirs, unavailable)
    return result


def availability_text(value: dict[str, tuple]) -> str:
    parts = []
    for platform in PLATFORMS:
        if platform not in value:
            parts.append(f"{platform} ?")
            continue
        introduced, deprecated, unavailable = value[platform]
        if unavailable:
            parts.append(f"{platform} unavailable")
        else:
            part = f"{platform} {show(introduced)}"
            if deprecated:
                part += f" deprecated {show(deprecated)}"
            parts.append(part)
    return ", ".join(parts)


def later_than(value: dict[str, tuple], sdk: str) -> bool:
    ios = value.get("iOS")
    return bool(ios) and (ios[2] or (ios[0] is not None and ios[0] > RELEASES[sdk]["iOS"]))


def conformances(graph: Graph) -> set[tuple[str, str, frozenset]]:
    names = {symbol["identifier"]["precise"]: name_of(symbol) for symbol in graph.symbols}
    own = {
        symbol["identifier"]["precise"]: constraints(symbol)
        for symbol in graph.symbols
        if symbol["kind"]["identifier"] in TYPE_KINDS
    }
    found = set()
    for relation in graph.relationships:
        if relation["kind"] != "conformsTo" or relation["source"] not in names:
            continue
        target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
        target = target.split(".")[-1]
        if target in IMPLIED_PROTOCOLS:
            continue
        conditions = frozenset(
            f"{c['lhs']} {c['kind']} {c['rhs']}"
            for c in relation.get("swiftConstraints", [])
            if c["rhs"] not in IMPLIED_PROTOCOLS
        ) - own.get(relation["source"], frozenset())
        found.add((names[relation["source"]], target, conditions))
    return found


def conformance_text(type_name: str, protocol: str, conditions: frozenset) -> str:
    return f"{type_name}: {protocol}" + (f" where {', '.join(sorted(conditions))}" if conditions else "")


def rewritten(declaration: str, constrained: frozenset[str], rewrite: tuple[str, ...]):
    """The declaration and constraints with one rewrite of `FOLLOWS_27_0` applied, or None when
    the rewrite does not fit (nothing to replace, drop or add)."""
    action, *arguments = rewrite
    attributes, rest = leading(declaration)
    if action == "builder":
        if "@ContentBuilder" not in declaration:
            return None
        attributes, rest = leading(declaration.replace("@ContentBuilder", "@ViewBuilder"))
        return " ".join(sorted(attributes) + [rest]), constrained
    if action == "replace":
        old, new = arguments
        return (declaration.replace(old, new), constrained) if old in declaration else None
    if action == "drop":
        if arguments[0] not in attributes:
            return None
        attributes = [a for a in attributes if a != arguments[0]]
        return " ".join(sorted(attributes) + [rest]), constrained
    if action == "add":
        if any(a in attributes for a in arguments):
            return None
        return " ".join(sorted(attributes + list(arguments)) + [rest]), constrained
    if action == "constrain":
        if set(arguments) <= constrained:
            return None
        return declaration, constrained | frozenset(arguments)
    sys.exit(f"audit: FOLLOWS_27_0 has an unknown rewrite {rewrite}")


def follow_27_0(stand_in: Graph) -> tuple[dict[int, tuple[str, frozenset, list[str]]], list[str]]:
    """The stand-in declarations written in 27.0's form, as they read in 26.2, by symbol (the
    declaration, its constraints, and the rewrites applied), and what is wrong with the list:
    an entry naming no declaration, or a rewrite that fits none of its path's declarations."""
    found: dict[int, tuple[str, frozenset, list[str]]] = {}
    stale: list[str] = []
    for path, entries in sorted(ios27_0.FOLLOWS_27_0.items()):
        for follow in (entries,) if isinstance(entries, ios27_0.Follow) else entries:
            symbols = [
                s
                for s in stand_in.symbols
                if name_of(s) == path
                and (follow.overload is None or follow.overload in stand_in.declaration(s))
            ]
            if not symbols:
                stale.append(
                    f"{path}: listed in FOLLOWS_27_0, but the stand-in declares no {path}"
                    + (f" containing `{follow.overload}`" if follow.overload else "")
                )
                continue
            fitted = set()
            for symbol in symbols:
                if id(symbol) in found:
                    sys.exit(f"audit: two FOLLOWS_27_0 entries of {path} fit the same declaration")
                declaration, constrained = stand_in.declaration(symbol), constraints(symbol)
                applied = []
                for rewrite in follow.rewrites:
                    result = rewritten(declaration, constrained, rewrite)
                    if result is not None:
                        declaration, constrained = result
                        applied.append(" ".join(rewrite))
                        fitted.add(rewrite)
                if applied:
                    found[id(symbol)] = (declaration, constrained, applied)
            for rewrite in follow.rewrites:
                if rewrite not in fitted:
                    stale.append(
                        f"{path}: FOLLOWS_27_0 rewrites it with {' '.join(rewrite)}, which fits "
                        "none of its declarations here (fix the declaration, or the entry)"
                    )
    return found, stale


def each_declaration(stand_in: Graph, apple: Graph, follows: dict):
    """Each stand-in declaration, in order, with what both comparisons need: its path, kind,
    declaration, constraints and availability (a declaration in 27.0's form as it reads in 26.2,
    see `follow_27_0`), Apple's declarations of that path and kind, and the label the report
    prints (the declaration as the stand-in writes it)."""
    for symbol in sorted(stand_in.symbols, key=lambda s: (name_of(s), stand_in.declaration(s))):
        name, kind = name_of(symbol), symbol["kind"]["identifier"]
        ours, our_constraints = stand_in.declaration(symbol), constraints(symbol)
        label = f"{name}: {ours}"
        if id(symbol) in follows:
            ours, our_constraints, applied = follows[id(symbol)]
            label += f"\n      as 26.2 writes it ({'; '.join(applied)}): {ours}"
        yield (
            symbol, name, kind, ours, our_constraints, availability(symbol, apple=False),
            apple.by_key.get((name, kind), []), label,
        )


def compare_conformances(stand_in: Graph, apple: Graph, sdk: str, *, era: bool) -> dict[str, list[str]]:
    """Each of the stand-in's conformances against the SDK's: the same, by era (a `Sendable` one
    the SDK lacks, only with `era`), or differing."""
    groups: dict[str, list[str]] = collections.defaultdict(list)
    theirs = conformances(apple)
    for type_name, protocol, conditions in sorted(conformances(stand_in), key=str):
        text = conformance_text(type_name, protocol, conditions)
        if (type_name, protocol, conditions) in theirs:
            groups["matching"].append(text)
        elif era and protocol == "Sendable":
            groups["era"].append(text + f"  ({sdk} declares no such conformance)")
        else:
            others = [conformance_text(*c) for c in theirs if c[0] == type_name and c[1] == protocol]
            groups["differing"].append(
                text + "".join(f"\n      {sdk}: {o}" for o in others)
                + ("" if others else f"\n      {sdk} declares no such conformance (or an unavailable one)")
            )
    return groups


def against_26_2(
    stand_in: Graph, apple: Graph, follows: dict
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    groups: dict[str, list[str]] = collections.defaultdict(list)
    for item in each_declaration(stand_in, apple, follows):
        symbol, name, kind, ours, our_constraints, our_availability, candidates, label = item
        if id(symbol) in follows and name in NEWER_THAN_26_2:
            sys.exit(f"audit: {name} is in both NEWER_THAN_26_2 and FOLLOWS_27_0")
        same = [
            c
            for c in candidates
            if apple.declaration(c) == ours and constraints(c) == our_constraints
        ]
        if name in NEWER_THAN_26_2:
            if candidates:
                groups["differing"].append(
                    f"{label}\n      listed in NEWER_THAN_26_2, but 26.2 has "
                    + "; ".join(apple.declaration(c) for c in candidates)
                    + " (fix the declaration, or remove the entry)"
                )
            else:
                groups["newer"].append(f"{label}\n      {NEWER_THAN_26_2[name]}")
            continue
        if any(availability(c, apple=True) == our_availability for c in same):
            groups["follows 27.0" if id(symbol) in follows else "matching"].append(label)
            continue
        later = [
            c
            for c in same
            if era_availability(our_availability, availability(c, apple=True), "26.2")
            == availability(c, apple=True)
        ]
        if later:
            groups["deprecated later"].append(
                f"{label}\n      here: {availability_text(our_availability)}"
                f"\n      26.2: {availability_text(availability(later[0], apple=True))}"
            )
        elif not candidates and later_than(our_availability, "26.2"):
            groups["newer"].append(f"{label}\n      {availability_text(our_availability)}")
        else:
            lines = [label, f"      availability here: {availability_text(our_availability)}"]
            for candidate in candidates:
                lines.append(f"      26.2 has: {apple.declaration(candidate)}")
                if constraints(candidate) != our_constraints:
                    lines.append(
                        "        where " + ", ".join(sorted(constraints(candidate)))
                        + "; here: " + ", ".join(sorted(our_constraints))
                    )
                lines.append(
                    f"        availability: {availability_text(availability(candidate, apple=True))}"
                )
            if not candidates:
                lines.append(f"      26.2 has no {kind.removeprefix('swift.')} named {name}")
            groups["differing"].append("\n".join(lines))

    return groups, compare_conformances(stand_in, apple, "26.2", era=False)


def against_17_4(
    stand_in: Graph, apple: Graph, follows: dict
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    groups: dict[str, list[str]] = collections.defaultdict(list)
    used_changes = set()
    for item in each_declaration(stand_in, apple, follows):
        symbol, name, kind, ours, our_constraints, our_availability, candidates, label = item
        if not candidates:
            groups["absent"].append(label)
            continue
        matches = []  # (Apple's declaration, whether it is spelled exactly as ours)
        for candidate in candidates:
            theirs = apple.declaration(candidate)
            if theirs == ours and constraints(candidate) == our_constraints:
                matches.append((candidate, True))
            elif era_free(theirs) == era_free(ours) and constraints(
                candidate, era=True
            ) == constraints(symbol, era=True):
                matches.append((candidate, False))
        matches.sort(key=lambda match: not match[1])
        same = [c for c, spelled in matches if spelled and availability(c, apple=True) == our_availability]
        near = [
            c
            for c, _ in matches
            if era_availability(our_availability, availability(c, apple=True), "17.4")
            == availability(c, apple=True)
            or name in WIDENED_AVAILABILITY
        ]
        if same:
            groups["matching"].append(label)
        elif near:
            theirs = near[0]
            what = []
            if apple.declaration(theirs) != ours or constraints(theirs) != our_constraints:
                what.append(f"17.4: {apple.declaration(theirs)}")
            if availability(theirs, apple=True) != our_availability:
                what.append(
                    "availability here: " + availability_text(our_availability)
                    + "; 17.4: " + availability_text(availability(theirs, apple=True))
                )
            groups["era"].append(label + "".join(f"\n      {w}" for w in what))
        elif name in CHANGED_AFTER_17_4:
            used_changes.add(name)
            groups["changed"].append(
                f"{label}\n      17.4: {apple.declaration(candidates[0])}\n      {CHANGED_AFTER_17_4[name]}"
            )
        else:
            lines = [label, f"      availability here: {availability_text(our_availability)}"]
            lines += [
                f"      17.4 has: {apple.declaration(c)}  ({availability_text(availability(c, apple=True))})"
                for c in candidates
            ]
            groups["differing"].append("\n".join(lines))
    for name in sorted(set(CHANGED_AFTER_17_4) - used_changes):
        groups["differing"].append(
            f"{name}: listed in CHANGED_AFTER_17_4, but it matches 17.4 or is not declared here "
            "(remove the entry)"
        )

    return groups, compare_conformances(stand_in, apple, "17.4", era=True)


def report(title: str, groups: dict[str, list[str]], sections: list[tuple[str, str]]) -> None:
    for group, heading in sections:
        if groups[group]:
            print(f"\n{title} {heading}:")
            for line in groups[group]:
                print(f"  {line}")


def against_27_0(stand_in: Graph, uses: str | None) -> tuple[dict[str, list[str]], collections.Counter]:
    """The iOS 27.0 table against what the stand-in declares and what the sources use: the
    declarations used without a row, the rows naming no declaration used, and the declarations
    27.0 removed that the stand-in still declares; and the rows used, by status."""
    groups: dict[str, list[str]] = collections.defaultdict(list)
    names = {name_of(symbol) for symbol in stand_in.symbols}
    for name, reason in sorted(ios27_0.REMOVED_IN_27_0.items()):
        if name in names:
            groups["differing"].append(
                f"{name}: the stand-in declares it, but 27.0 removed it ({reason})"
            )
    statuses: collections.Counter = collections.Counter()
    if uses is None:
        return groups, statuses
    with open(uses, encoding="utf-8") as handle:
        used = dict(line.rstrip("\n").split("\t", 1) for line in handle if line.strip())
    if not used:
        sys.exit(f"audit: {uses} lists no declaration")
    for key, place in sorted(used.items()):
        row = ios27_0.USED.get(key)
        if row is None:
            groups["differing"].append(
                f"{key}  ({place})\n      used, but ios27_0.USED has no row for it: read its iOS "
                "27.0 declaration and add one"
            )
            continue
        statuses[row.status] += 1
        line = f"{key}\n      {row.status}: {ios27_0.where(row.module, row.offset)}"
        groups[row.status].append(line + (f"\n      {row.note}" if row.note else ""))
    for key in sorted(set(ios27_0.USED) - set(used)):
        groups["differing"].append(
            f"{key}\n      has a row in ios27_0.USED, but nothing uses it (remove the row)"
        )
    return groups, statuses


def main(arguments: list[str]) -> int:
    uses = None
    if arguments[:1] == ["--uses"] and len(arguments) > 1:
        uses, arguments = arguments[1], arguments[2:]
    if len(arguments) != 3:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    stand_in, current, oldest = (Graph(directory) for directory in arguments)

    follows, stale = follow_27_0(stand_in)
    new, new_conformances = against_26_2(stand_in, current, follows)
    new["differing"] += stale
    old, old_conformances = against_17_4(stand_in, oldest, follows)
    latest, statuses = against_27_0(stand_in, uses)

    print("Against Apple's iOS 26.2 SDK (Xcode 26.2), which the stand-in imitates:")
    report("Declarations", new, [
        ("follows 27.0", "written as the iOS 27.0 SDK declares them, matching 26.2 through the "
         "rewrites ios27_0.FOLLOWS_27_0 lists"),
        ("newer", "newer than iOS 26.2 (not compared with an SDK here; each says where it was read)"),
        ("deprecated later", "deprecated later than iOS 26.2, which announces it (reported, not failed)"),
        ("differing", "DIFFERING from Apple's iOS 26.2 declarations"),
    ])
    report("Conformances", new_conformances, [
        ("differing", "DIFFERING from Apple's iOS 26.2 conformances"),
    ])
    print("\nAgainst Apple's iOS 17.4 SDK (Xcode 15.3), for the declarations it has:")
    report("Declarations", old, [
        ("era", "differing from 17.4 only by SDK era (reported, not failed)"),
        ("changed", "changed after 17.4 (listed in CHANGED_AFTER_17_4)"),
        ("differing", "DIFFERING from Apple's iOS 17.4 declarations"),
    ])
    report("Conformances", old_conformances, [
        ("era", "differing from 17.4 only by SDK era (reported, not failed)"),
        ("differing", "DIFFERING from Apple's iOS 17.4 conformances"),
    ])

    if uses is not None:
        print("\nThe iOS 27.0 SDK, read (never compiled against), for the declarations the library, "
              "the example app and the listings use:")
        report("Used declarations", latest, [
            (ios27_0.CHANGED, "declared differently in 27.0 (the stand-in declares 27.0's form)"),
            (ios27_0.NEW, "new in 27.0"),
            (ios27_0.BUILDER, "differing only by the builder's name, @ContentBuilder"),
            (ios27_0.SAME, "the same in 27.0"),
            (ios27_0.COMBINE, "Combine's, in neither SwiftUI interface"),
        ])
    report("iOS 27.0 table", latest, [("differing", "PROBLEMS with the iOS 27.0 table")])

    declarations = len(stand_in.symbols)
    compared = declarations - len(new["newer"])
    print(
        f"\nstand-in audit, iOS 26.2: {declarations} declarations, {compared} compared: "
        f"{len(new['matching'])} matching, {len(new['follows 27.0'])} in 27.0's form matching "
        f"through the listed rewrites, {len(new['deprecated later'])} deprecated later than "
        f"26.2, {len(new['differing'])} differing; {len(new['newer'])} newer than 26.2. "
        f"Conformances: {len(new_conformances['matching']) + len(new_conformances['differing'])} "
        f"compared: {len(new_conformances['matching'])} matching, "
        f"{len(new_conformances['differing'])} differing."
    )
    in_17_4 = declarations - len(old["absent"])
    print(
        f"stand-in audit, iOS 17.4: {in_17_4} of the declarations are in 17.4: "
        f"{len(old['matching'])} the same, {len(old['era'])} differing by era, "
        f"{len(old['changed'])} changed (listed), {len(old['differing'])} differing; "
        f"{len(old['absent'])} are not in 17.4. Conformances: "
        f"{len(old_conformances['matching'])} the same, {len(old_conformances['era'])} by era, "
        f"{len(old_conformances['differing'])} differing."
    )
    if uses is not None:
        print(
            f"stand-in audit, iOS 27.0: {sum(statuses.values())} declarations used by the library, "
            f"the examples and the listings, each read in 27.0's interfaces: "
            f"{statuses[ios27_0.SAME]} the same, {statuses[ios27_0.BUILDER]} differing only by the "
            f"builder's name, {statuses[ios27_0.CHANGED]} declared differently, "
            f"{statuses[ios27_0.NEW]} new in 27.0, {statuses[ios27_0.COMBINE]} Combine's; "
            f"{len(latest['differing'])} problems with the table."
        )
    failed = new["differing"] or new_conformances["differing"] or old["differing"]
    return 1 if failed or old_conformances["differing"] or latest["differing"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
