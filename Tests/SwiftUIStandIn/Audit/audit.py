#!/usr/bin/env python3
"""Compares the SwiftUI stand-in's public declarations with Apple's iOS 17.4 SDK.

    audit.py STAND_IN_SYMBOL_GRAPHS APPLE_SYMBOL_GRAPHS

Both arguments are directories of symbol graphs (`*.symbols.json`) written by
`swift-symbolgraph-extract -minimum-access-level public -skip-synthesized-members`: one for the
stand-in module (`Tests/SwiftUIStandIn/Sources/SwiftUI`, every file there), one for Apple's
SwiftUI at `arm64-apple-ios17.0`, with Combine's beside it (`ObservableObject` and `Published`,
which SwiftUI code reaches through `import SwiftUI`, are Combine's; a stand-in of them would live
in the stand-in's one module). `.ci/apple-sdk stand-in` makes both and runs this.

Why symbol graphs and not `swift-api-digester -dump-sdk`: the digester's dump prints function
types without their attributes (`@Sendable`, `@MainActor`, `@isolated(any)` all vanish from
`Binding.init(get:set:)`), so it cannot see the differences this audit exists for, and it records
availability only where it is written on the declaration itself, not what a member inherits from
its type or extension (`View.redacted(reason:)` has none in the dump, iOS 14.0 in the symbol
graph). The symbol graph has both.

Every stand-in declaration (type, member, protocol requirement) is looked up in Apple's graph by
its path and kind (`Binding.init(get:set:)`, an initializer) and falls in one of four groups:

- matching: one of Apple's declarations with that path has the same declaration (parameter
  labels and types, result, attributes the compiler prints), the same generic constraints, and
  the same availability on iOS, macOS, tvOS, watchOS and visionOS;
- differing by era: the same once the differences between the iOS 17.4 SDK and the current one
  are set aside (ERA_SPELLINGS, deprecations after 17.4, availability the current SDK widened,
  listed in WIDENED_AVAILABILITY with the reason);
- newer than 17.4: Apple's 17.4 SDK has no such declaration, and the stand-in's own
  `@available` says it came in a later iOS, or ADDED_AFTER_17_4 names it with the reason (a
  declaration added to a later SDK with an earlier availability). For these the stand-in's
  hand-kept `// Apple:` comments, checked by AppleDocumentationTests, are the only record;
- differing: anything else. The audit prints Apple's declarations of that path and fails.

Conformances are compared too (`extension Binding: Sequence where Value: MutableCollection`):
each of the stand-in's must be Apple's, with the same conditions; a `Sendable` one that the
17.4 SDK lacks differs by era. Exit status: 0 when nothing differs, 1 otherwise, 2 on bad input.
"""

from __future__ import annotations

import collections
import glob
import json
import os
import re
import sys

PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")

# The releases the iOS 17.4 SDK (Xcode 15.3) ships with; an availability or deprecation after
# these cannot be in it.
SDK = {"iOS": (17, 4), "macOS": (14, 4), "tvOS": (17, 4), "watchOS": (10, 4), "visionOS": (1, 1)}

# Spellings in which the current SDK and the iOS 17.4 SDK differ only by era. In 17.4 `View` is
# not `@MainActor` (only `body` is), closures are not `@Sendable` or `@isolated(any)`, nothing is
# `nonisolated` or `sending`; Xcode 27 spells `@ViewBuilder` parameters `@ContentBuilder` (the
# stand-in declares `ContentBuilder` as a type alias of `ViewBuilder`, see ViewBuilder.swift).
ERA_SPELLINGS = [
    (re.compile(r"@Sendable\s*"), ""),
    (re.compile(r"@isolated\(any\)\s*"), ""),
    (re.compile(r"@MainActor\s*"), ""),
    (re.compile(r"@preconcurrency\s*"), ""),
    (re.compile(r"\bnonisolated\s+"), ""),
    (re.compile(r"\bsending\s+"), ""),
    (re.compile(r"@ContentBuilder\b"), "@ViewBuilder"),
]

# Declarations the 17.4 SDK lacks although the stand-in (after Apple's current pages) gives them
# an availability no later than iOS 17.4: a later SDK added them and made them available on
# earlier releases. Each says why it is not a mistake; an entry that 17.4 turns out to have
# fails the audit, so the list cannot go stale.
ADDED_AFTER_17_4 = {
    "View.tag(_:includeOptional:)": (
        "the current SDK's tag modifier (`@export(implementation)`, so available from iOS 13); "
        "17.4 has only `tag(_:)`, and `.tag(x)` compiles against both"
    ),
    "SceneBuilder.buildBlock(_:)": (
        "the current SDK declares one parameter-pack `buildBlock` (`@export(implementation)`, "
        "iOS 14); 17.4 has a one-scene `buildBlock(_:)` and fixed-arity overloads"
    ),
    "WindowGroup.init(makeContent:)": (
        "the current SDK's initializer, listed beside `init(content:)` on the 27.2 page; 17.4 "
        "has `init(content:)`, and `WindowGroup { … }` compiles against both"
    ),
    "EmptyContent": (
        "Xcode 27's name for content that holds nothing, a type alias of `EmptyView`, which "
        "17.4 has"
    ),
    "ContentBuilder": (
        "Xcode 27's name for the view builder; the stand-in declares it as a type alias of "
        "`ViewBuilder`, which 17.4 has"
    ),
    "View.alert(_:item:actions:)": (
        "the current SDK's alert that takes the optional item (`@export(implementation)`, so "
        "available from iOS 15, its page says); 17.4 has none, and no listing or screen calls it"
    ),
    "View.alert(_:item:actions:message:)": (
        "the same alert with a message, from the current SDK (`@export(implementation)`, iOS 15 "
        "on its page); 17.4 has none"
    ),
    "View.confirmationDialog(_:item:titleVisibility:actions:)": (
        "the current SDK's dialog that takes the optional item (`@export(implementation)`, iOS 15 "
        "on its page); 17.4 has none"
    ),
    "View.confirmationDialog(_:item:titleVisibility:actions:message:)": (
        "the same dialog with a message, from the current SDK (`@export(implementation)`, iOS 15 "
        "on its page); 17.4 has none"
    ),
}

# Declarations the current SDK spells differently from 17.4 in a way that is not one of the
# ERA_SPELLINGS; each says what changed and why code written against the stand-in still
# compiles against 17.4.
CHANGED_AFTER_17_4 = {
    "View.popover(item:attachmentAnchor:arrowEdge:content:)": (
        "the current page declares `arrowEdge: Edge? = nil`, 17.4 `arrowEdge: Edge = .top`; a call "
        "that passes no edge, or a non-nil one, compiles against both"
    ),
}

# Declarations whose availability the current SDK states earlier than 17.4 did. None so far;
# an entry here needs the Apple page that shows the earlier availability.
WIDENED_AVAILABILITY: dict[str, str] = {}

# Conformances every Swift type has or that the compiler adds on its own; they say nothing.
IMPLIED_PROTOCOLS = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}


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


def declaration(symbol: dict) -> str:
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
    return text


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
    17.0), as the 17.4 SDK spells almost nothing for visionOS."""
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


def era_availability(stand_in: dict[str, tuple], apple: dict[str, tuple]) -> dict[str, tuple]:
    """The stand-in's availability with what 17.4 cannot know taken out: a deprecation after the
    SDK's releases (or one 17.4 announced with its to-be-deprecated version 100000)."""
    result = dict(stand_in)
    for platform, (introduced, deprecated, unavailable) in stand_in.items():
        theirs = apple.get(platform, (None, None, False))[1]
        if deprecated != theirs and (
            (deprecated is not None and deprecated > SDK[platform])
            or (theirs is not None and theirs[0] >= 100000)
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


def later_than_sdk(value: dict[str, tuple]) -> bool:
    ios = value.get("iOS")
    return bool(ios) and (ios[2] or (ios[0] is not None and ios[0] > SDK["iOS"]))


def name_of(symbol: dict) -> str:
    return ".".join(symbol["pathComponents"])


def conformances(symbols: list[dict], relationships: list[dict]) -> set[tuple[str, str, frozenset]]:
    names = {symbol["identifier"]["precise"]: name_of(symbol) for symbol in symbols}
    found = set()
    for relation in relationships:
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
        )
        found.add((names[relation["source"]], target, conditions))
    return found


def main(arguments: list[str]) -> int:
    if len(arguments) != 2:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    stand_in_symbols, stand_in_relationships = load(arguments[0])
    apple_symbols, apple_relationships = load(arguments[1])

    apple_by_key: dict[tuple[str, str], list[dict]] = collections.defaultdict(list)
    for symbol in apple_symbols:
        apple_by_key[(name_of(symbol), symbol["kind"]["identifier"])].append(symbol)

    groups: dict[str, list[str]] = collections.defaultdict(list)
    used_additions = set()
    used_changes = set()
    for symbol in sorted(stand_in_symbols, key=lambda s: (name_of(s), declaration(s))):
        name, kind = name_of(symbol), symbol["kind"]["identifier"]
        ours = declaration(symbol)
        our_constraints = constraints(symbol)
        our_availability = availability(symbol, apple=False)
        candidates = apple_by_key.get((name, kind), [])
        label = f"{name}: {ours}"

        matches = []  # (Apple's declaration, whether it is spelled exactly as ours)
        for candidate in candidates:
            if declaration(candidate) == ours and constraints(candidate) == our_constraints:
                matches.append((candidate, True))
            elif era_free(declaration(candidate)) == era_free(ours) and constraints(
                candidate, era=True
            ) == constraints(symbol, era=True):
                matches.append((candidate, False))
        if matches:
            matches.sort(key=lambda match: not match[1])
            same = [c for c, spelled in matches if spelled and availability(c, apple=True) == our_availability]
            near = [
                c
                for c, _ in matches
                if era_availability(our_availability, availability(c, apple=True))
                == availability(c, apple=True)
                or name in WIDENED_AVAILABILITY
            ]
            if same:
                groups["matching"].append(label)
            elif near:
                theirs = near[0]
                what = []
                if declaration(theirs) != ours or constraints(theirs) != our_constraints:
                    what.append(f"17.4: {declaration(theirs)}")
                if availability(theirs, apple=True) != our_availability:
                    what.append(
                        "availability here: " + availability_text(our_availability)
                        + "; 17.4: " + availability_text(availability(theirs, apple=True))
                    )
                groups["era"].append(label + "".join(f"\n      {w}" for w in what))
            else:
                theirs = availability(matches[0][0], apple=True)
                groups["differing"].append(
                    f"{label}\n      availability here: {availability_text(our_availability)}"
                    f"\n      availability 17.4: {availability_text(theirs)}"
                )
            continue

        if name in CHANGED_AFTER_17_4 and candidates:
            used_changes.add(name)
            groups["era"].append(
                f"{label}\n      17.4: {declaration(candidates[0])}\n      {CHANGED_AFTER_17_4[name]}"
            )
        elif name in ADDED_AFTER_17_4:
            used_additions.add(name)
            groups["newer"].append(f"{label}\n      {ADDED_AFTER_17_4[name]}")
        elif later_than_sdk(our_availability):
            groups["newer"].append(f"{label}\n      {availability_text(our_availability)}")
        else:
            lines = [label, f"      availability here: {availability_text(our_availability)}"]
            if candidates:
                lines += [f"      17.4 has: {declaration(c)}" for c in candidates]
            else:
                lines.append(f"      17.4 has no {kind.removeprefix('swift.')} named {name}")
            groups["differing"].append("\n".join(lines))

    for name in sorted(set(CHANGED_AFTER_17_4) - used_changes):
        groups["differing"].append(
            f"{name}: listed in CHANGED_AFTER_17_4, but it matches 17.4 or is not declared here "
            "(remove the entry)"
        )
    for name in sorted(set(ADDED_AFTER_17_4) - used_additions):
        groups["differing"].append(
            f"{name}: listed in ADDED_AFTER_17_4, but no stand-in declaration of that name is "
            "missing from 17.4 (remove the entry, or fix the declaration it was for)"
        )

    ours_conforming = conformances(stand_in_symbols, stand_in_relationships)
    theirs_conforming = conformances(apple_symbols, apple_relationships)
    conformance_groups: dict[str, list[str]] = collections.defaultdict(list)
    for type_name, protocol, conditions in sorted(ours_conforming, key=str):
        text = f"{type_name}: {protocol}" + (
            f" where {', '.join(sorted(conditions))}" if conditions else ""
        )
        if (type_name, protocol, conditions) in theirs_conforming:
            conformance_groups["matching"].append(text)
        elif protocol == "Sendable":
            conformance_groups["era"].append(text + "  (17.4 declares no such conformance)")
        else:
            theirs = [
                f"{t}: {p}" + (f" where {', '.join(sorted(c))}" if c else "")
                for t, p, c in theirs_conforming
                if t == type_name and p == protocol
            ]
            conformance_groups["differing"].append(
                text + "".join(f"\n      17.4: {t}" for t in theirs)
                + ("" if theirs else "\n      17.4 declares no such conformance")
            )

    titles = {
        "matching": "matching Apple's iOS 17.4 declarations",
        "era": "differing from 17.4 only by SDK era (reported, not failed)",
        "newer": "newer than the iOS 17.4 SDK (their `// Apple:` comments are the only record)",
        "differing": "DIFFERING from Apple's iOS 17.4 declarations",
    }
    for group in ("era", "newer", "differing"):
        if groups[group]:
            print(f"\nDeclarations {titles[group]}:")
            for line in groups[group]:
                print(f"  {line}")
        if conformance_groups[group]:
            print(f"\nConformances {titles[group]}:")
            for line in conformance_groups[group]:
                print(f"  {line}")

    declarations = sum(len(groups[g]) for g in ("matching", "era", "newer", "differing"))
    compared = declarations - len(groups["newer"])
    print(
        f"\nstand-in audit: {declarations} declarations; {compared} compared with iOS 17.4: "
        f"{len(groups['matching'])} matching, {len(groups['era'])} differing by era, "
        f"{len(groups['differing'])} differing; {len(groups['newer'])} newer than 17.4. "
        f"Conformances: {len(ours_conforming)} compared: "
        f"{len(conformance_groups['matching'])} matching, {len(conformance_groups['era'])} "
        f"differing by era, {len(conformance_groups['differing'])} differing."
    )
    return 1 if groups["differing"] or conformance_groups["differing"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
