#!/usr/bin/env python3
"""Turns a `swift-api-digester -dump-sdk` JSON file into the public API list, one line a declaration.

    python3 .ci/api.py DUMP.json > LIST.txt

Each line is `Name.member(labels:)  kind  signature  [attributes]  availability`, sorted, so that a
change to the API is a change to a few lines of text. Left out: imports; declarations in an SPI
group (`@_spi`), which only code that imports the SPI sees; declarations the compiler derives
(the `==` of an `Equatable` struct, which its conformance says); the conformances every type has
(`Copyable`, `Escapable`, `SendableMetatype`); and, on types of other modules that the module
extends (`Binding` on Apple platforms, `Optional`, `View`), the conformances, which are the other
module's. `.ci/api` runs it; see there.
"""
import json
import sys

IMPLICIT_CONFORMANCES = {"Copyable", "Escapable", "SendableMetatype"}
# Attributes every such declaration has, or that availability and storage already say.
QUIET_ATTRIBUTES = {
    "Available", "HasStorage", "OriginallyDefinedIn", "SPIAccessControl", "Transparent",
    "UsableFromInline",
}
PLATFORMS = {"iOS": "iOS", "Macosx": "macOS", "tvOS": "tvOS", "watchOS": "watchOS",
             "visionOS": "visionOS", "Swift": "Swift"}


def type_name(node):
    """A type as written, without the module prefixes every name would carry."""
    name = node["printedName"]
    for prefix in ("OptionalBindings.", "Swift."):
        name = name.replace(prefix, "")
    return name


def parameter(node):
    text = type_name(node)
    if node.get("paramValueOwnership") not in (None, "Default"):
        text = node["paramValueOwnership"].lower() + " " + text
    if node.get("hasDefaultArg"):
        text += " = default"
    return text


def signature(node):
    kind = node["declKind"]
    types = [child for child in node.get("children", []) if "declKind" not in child]
    if kind in ("Func", "Constructor", "Subscript") and types:
        params = ", ".join(parameter(child) for child in types[1:])
        return f"({params}) -> {type_name(types[0])}"
    if kind == "Var" and types:
        accessors = [accessor.get("accessorKind", "") for accessor in node.get("accessors", [])]
        settable = "set" in accessors or "modify" in accessors or "_modify" in accessors
        return ": " + type_name(types[0]) + (" { get set }" if settable else " { get }")
    if kind in ("TypeAlias", "AssociatedType") and types:
        return "= " + type_name(types[0])
    if not node.get("isExternal"):
        conformances = sorted(
            conformance["name"] for conformance in node.get("conformances", [])
            if conformance["name"] not in IMPLICIT_CONFORMANCES)
        if conformances:
            return ": " + ", ".join(conformances)
    return ""


def details(node):
    parts = []
    if node.get("genericSig"):
        parts.append(node["genericSig"].replace("Swift.", "").replace("OptionalBindings.", ""))
    flags = [word for word, on in (("static", node.get("static")),
                                   ("mutating", node.get("funcSelfKind") == "Mutating")) if on]
    attributes = sorted(set(node.get("declAttributes", [])) - QUIET_ATTRIBUTES)
    if flags or attributes:
        parts.append("[" + ", ".join(flags + attributes) + "]")
    availability = []
    for key, value in sorted(node.items()):
        for field in ("intro_", "obsoleted_", "deprecated_"):
            if key.startswith(field):
                platform = PLATFORMS.get(key[len(field):], key[len(field):])
                word = {"intro_": "", "obsoleted_": "obsoleted ", "deprecated_": "deprecated "}[field]
                availability.append(f"{platform} {word}{value}".replace("  ", " "))
    if availability:
        parts.append("available: " + ", ".join(availability))
    return parts


def walk(node, path, lines):
    for child in node.get("children", []):
        kind = child.get("declKind")
        if (kind is None or kind in ("Import", "Accessor") or child.get("spi_group_names")
                or (child.get("implicit") and kind == "Func")):
            continue
        name = child["printedName"]
        qualified = ".".join(path + [name])
        if not (child.get("isExternal") and kind in ("Struct", "Enum", "Class", "Protocol")):
            fields = [qualified, kind.lower(), signature(child)] + details(child)
            lines.append("  ".join(field for field in fields if field))
        walk(child, path + [child["name"]], lines)


def main():
    with open(sys.argv[1]) as file:
        dump = json.load(file)
    lines = []
    walk(dump["ABIRoot"], [], lines)
    print("\n".join(sorted(lines)))


if __name__ == "__main__":
    main()
