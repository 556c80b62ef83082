#!/usr/bin/env python3
"""Checks Swift sources for the patterns Apple's TN3211 says Xcode 27 rejects or runs otherwise.

    tn3211.py [--apple APPLE_26_2_GRAPHS] PATH...
    tn3211.py --self-test

TN3211, "Resolving SwiftUI source incompatibilities for State and ContentBuilder", lists what
stops compiling, or behaves otherwise, when SwiftUI code is built with Xcode 27, where `@State`
is a macro (no longer a property wrapper) and `@ContentBuilder` (no longer `@ViewBuilder`'s
`View` constraint) builds every closure. No compiler here has Xcode 27's SwiftUI, so this reads
the sources (comments and string literals set aside) for each pattern the note names:

- state-before-stored: an `init` that assigns to a `@State` property (`self.x = …`, `x = …` or
  `_x = …`) before it has assigned every stored property without an initial value that is not
  `@State` ("Initialize stored properties before assigning to State in init": an error);
- state-with-initial-value: an `init` that assigns to a `@State` property declared with an inline
  initial value (the note: "not supported … any value assigned in init is discarded", so the
  view would run with the inline value, silently);
- state-with-wrapper: another property-wrapper attribute on a `@State` property ("invalid
  redeclaration of synthesized property");
- memberwise-from-extension: a type with `@State` and no `init` of its own whose extension calls
  `self.init(` (the synthesized memberwise initializer is no longer made);
- shape-style-overlay: `.overlay(` or `.background(` given a non-closure argument that applies
  `opacity(` or `blendMode(` ("ambiguous use of 'opacity'");
- tuple-view-type: `TupleView<` written as a type (a generic constraint or argument the builder
  no longer produces: 27.0's builder makes `TupleContent`);
- mapkit-or-charts: `import MapKit` or `import Charts` (empty builder blocks and chart branches
  need changes where these are in scope; reported so someone looks);
- swiftui-type-name (with `--apple`): a public type of the sources named like a type of Apple's
  SwiftUI or SwiftUICore (iOS 26.2's symbol graphs), which Xcode 27 can no longer tell apart at a
  use site ("Disambiguate types and members that collide across modules").

Each finding prints as `file:line: pattern: the line`. The last line says how many files were read
and how many findings there are. Exit status: 0 with no finding, 1 with findings, 2 on bad input.
`--self-test` runs every check on small sources that show each pattern, and on one that shows the
forms the note gives as fixes, and fails unless each check finds exactly what it must.

What this cannot see: anything a reading of the text cannot (a `@State` property assigned through
a helper the `init` calls, a collision with a type of another module than SwiftUI, a member that
collides with a SwiftUI member), and anything TN3211 does not list.
"""

from __future__ import annotations

import glob
import json
import os
import re
import sys

WRAPPER_ATTRIBUTES_ALLOWED_WITH_STATE = {"State", "MainActor", "available", "preconcurrency"}


def blank_comments_and_strings(source: str) -> str:
    """The source with comments and string literals replaced by spaces (line breaks kept), so that
    line numbers stay right and nothing in a comment or a string is read as code."""
    out = list(source)
    i, n = 0, len(source)

    def blank(start: int, end: int) -> None:
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            blank(i, end)
            i = end
        elif source.startswith('"""', i):
            end = source.find('"""', i + 3)
            end = n if end < 0 else end + 3
            blank(i + 1, end - 1)
            i = end
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] not in '"\n':
                j += 2 if source[j] == "\\" else 1
            blank(i + 1, j)
            i = j + 1
        else:
            i += 1
    return "".join(out)


def matching_brace(text: str, open_index: int) -> int:
    """The index of the `}` closing the `{` at `open_index` (the end of the text if none)."""
    depth = 0
    for k in range(open_index, len(text)):
        if text[k] == "{":
            depth += 1
        elif text[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(text)


def line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


TYPE = re.compile(r"\b(struct|class|enum|actor|extension)\s+([A-Za-z_][\w.]*)[^{;]*\{")
PROPERTY = re.compile(
    r"^(?P<attributes>(?:@\w+(?:\([^()]*\))?\s+)*)(?P<modifiers>(?:(?:public|private|fileprivate|"
    r"internal|package|open|static|class|lazy|weak|unowned|nonisolated|final|override)"
    r"(?:\(set\))?\s+)*)(?P<kind>var|let)\s+(?P<name>\w+)(?P<rest>[^\n]*)$"
)
INIT = re.compile(r"\binit\s*[?!]?\s*(?:<[^>]*>)?\s*\(")


class TypeBody:
    """One type (or extension) declaration: its name, kind and the text of its body, with the
    members at its top level."""

    def __init__(self, text: str, match: re.Match) -> None:
        self.kind, self.name = match[1], match[2].split(".")[-1]
        self.open = match.end() - 1
        self.close = matching_brace(text, self.open)
        self.text = text
        # name, attributes, whether @State, whether written with a value, whether it has one
        # (written, or nil for an optional var), line
        self.properties: list[tuple[str, str, bool, bool, bool, int]] = []
        self.inits: list[tuple[int, int]] = []  # body ranges
        depth = 0
        k = self.open + 1
        line_start = k
        while k < self.close:
            ch = text[k]
            if ch == "{":
                if depth == 0:
                    header = text[line_start:k]
                    if INIT.search(header) and not re.search(r"\bfunc\b|\bvar\b", header):
                        self.inits.append((k, matching_brace(text, k)))
                depth += 1
            elif ch == "}":
                depth -= 1
            elif ch == "\n":
                line_start = k + 1
            if ch == "\n" or k == self.open + 1:
                if depth == 0:
                    self._member(text, k + 1 if ch == "\n" else k)
            k += 1

    def _member(self, text: str, start: int) -> None:
        end = text.find("\n", start)
        line = text[start : end if end >= 0 else len(text)].strip()
        match = PROPERTY.match(line)
        if not match or "static" in match["modifiers"] or "class " in match["modifiers"]:
            return
        rest = match["rest"]
        brace, equals = rest.find("{"), rest.find("=")
        if brace >= 0 and (equals < 0 or brace < equals):
            return  # computed, or observed with accessors
        attributes = re.findall(r"@(\w+)", match["attributes"])
        written = equals >= 0
        # An optional `var` without a value starts as nil: no `init` need assign it.
        defaulted = written or bool(
            match["kind"] == "var" and re.search(r":\s*[^=]*\?\s*$", rest)
        )
        self.properties.append(
            (match["name"], " ".join(attributes), "State" in attributes, written, defaulted,
             line_of(text, start))
        )


def types_in(text: str) -> list[TypeBody]:
    return [TypeBody(text, match) for match in TYPE.finditer(text)]


def assignments(body: str) -> list[tuple[int, str]]:
    """The properties assigned at the start of a statement in an initializer's body, in order, as
    (offset, name); `_x` is reported as `x` with a leading underscore kept out."""
    found = []
    for match in re.finditer(r"(?m)^\s*(?:self\.)?(_?)(\w+)\s*=(?!=)", body):
        found.append((match.start(2), match[1] + match[2]))
    return found


def without_non_swiftui_branches(text: str) -> str:
    """The text with the code that is compiled only where SwiftUI cannot be imported (an
    `#if !canImport(SwiftUI)` branch, such as the library's portable `Binding`) blanked."""
    out, stack = [], []  # stack: whether each open `#if` branch is a non-SwiftUI one
    for line in text.split("\n"):
        directive = line.strip()
        if directive.startswith("#if"):
            stack.append(directive[3:].strip().startswith("!canImport(SwiftUI)"))
        elif directive.startswith(("#elseif", "#else")) and stack:
            stack[-1] = False
        elif directive.startswith("#endif") and stack:
            stack.pop()
        elif any(stack):
            line = " " * len(line)
        out.append(line)
    return "\n".join(out)


def check_text(path: str, source: str, apple_types: set[str]) -> list[str]:
    text = without_non_swiftui_branches(blank_comments_and_strings(source))
    lines = source.split("\n")
    findings: list[str] = []

    def report(index_or_line: int, pattern: str, *, is_line: bool = False) -> None:
        number = index_or_line if is_line else line_of(text, index_or_line)
        findings.append(f"{path}:{number}: {pattern}: {lines[number - 1].strip()}")

    types = types_in(text)
    by_name: dict[str, list[TypeBody]] = {}
    for body in types:
        by_name.setdefault(body.name, []).append(body)
    for body in types:
        if body.kind == "extension":
            continue
        states = {name: written for name, _, state, written, _, _ in body.properties if state}
        if not states:
            continue
        required = {
            name for name, _, state, _, defaulted, _ in body.properties
            if not state and not defaulted
        }
        for name, attributes, state, _, _, number in body.properties:
            others = set(attributes.split()) - WRAPPER_ATTRIBUTES_ALLOWED_WITH_STATE
            if state and others:
                report(number, "state-with-wrapper", is_line=True)
        all_inits = list(body.inits)
        for extension in by_name.get(body.name, []):
            if extension.kind == "extension":
                all_inits += extension.inits
        for start, end in all_inits:
            pending = set(required)
            for offset, assigned in assignments(text[start + 1 : end]):
                name = assigned.removeprefix("_") if assigned.startswith("_") else assigned
                if name in states:
                    if pending:
                        report(start + 1 + offset, "state-before-stored")
                        pending = set()
                    if states[name]:
                        report(start + 1 + offset, "state-with-initial-value")
                pending.discard(assigned)
        if not body.inits:
            for extension in by_name.get(body.name, []):
                if extension.kind != "extension":
                    continue
                for start, end in extension.inits:
                    call = re.search(r"\bself\.init\(", text[start:end])
                    if call:
                        report(start + call.start(), "memberwise-from-extension")
    for match in re.finditer(r"\.(?:overlay|background)\(", text):
        argument_start = match.end()
        rest = text[argument_start:]
        if re.match(r"\s*(\{|alignment:|\))", rest):
            continue
        depth, k = 1, 0
        while k < len(rest) and depth:
            depth += {"(": 1, ")": -1}.get(rest[k], 0)
            k += 1
        if re.search(r"\.(?:opacity|blendMode)\(", rest[:k]):
            report(match.start(), "shape-style-overlay")
    for match in re.finditer(r"\bTupleView\s*<", text):
        report(match.start(), "tuple-view-type")
    for match in re.finditer(r"(?m)^\s*import\s+(?:MapKit|Charts)\b", text):
        report(match.start(), "mapkit-or-charts")
    if apple_types:
        for match in re.finditer(
            r"(?m)^\s*(?:@\w+(?:\([^()]*\))?\s+)*(?:public|open)\s+(?:final\s+)?"
            r"(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)", text
        ):
            if match[1] in apple_types:
                report(match.start(1), "swiftui-type-name")
    return findings


def apple_type_names(directory: str) -> set[str]:
    names = set()
    for path in glob.glob(os.path.join(directory, "SwiftUI*.symbols.json")):
        with open(path, encoding="utf-8") as handle:
            for symbol in json.load(handle)["symbols"]:
                if symbol["kind"]["identifier"] in (
                    "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"
                ) and len(symbol["pathComponents"]) == 1:
                    names.add(symbol["pathComponents"][0])
    if not names:
        sys.exit(f"tn3211: no SwiftUI types in the symbol graphs of {directory}")
    return names


SELF_TEST = {
    # pattern: (source, expected findings by pattern)
    "state-before-stored": (
        """
        struct ContentView: View {
          var name: String
          @State private var counter: Int
          init(name: String) {
            self.counter = 42
            self.name = name
          }
          var body: some View { Text("\\(name): \\(counter)") }
        }
        """,
        ["state-before-stored"],
    ),
    "state-with-initial-value": (
        """
        struct ContentView: View {
          @State private var counter: Int = 0
          init() {
            _counter = State(initialValue: 42)
          }
          var body: some View { Text("\\(counter)") }
        }
        """,
        ["state-with-initial-value"],
    ),
    "state-with-wrapper": (
        """
        struct ContentView: View {
          @State @Clamped private var counter = 0
          var body: some View { Text("\\(counter)") }
        }
        """,
        ["state-with-wrapper"],
    ),
    "memberwise-from-extension": (
        """
        struct Foo: View {
          @State private var bar = 0
          private let baz: Int
          var body: some View { Text("x") }
        }

        extension Foo {
          init(_ bar: Int, baz: Int) {
            self.init(bar: bar, baz: baz)
          }
        }
        """,
        ["memberwise-from-extension"],
    ),
    "shape-style-overlay": (
        """
        struct ContentView: View {
          var body: some View {
            Text("Hello")
              .overlay(Color.blue.opacity(0.70).blendMode(.overlay))
          }
        }
        """,
        ["shape-style-overlay"],
    ),
    "tuple-view-type": (
        """
        extension CardView where Content == VStack<TupleView<(Text, Text)>> {
          init(title: String) { self.init { VStack { Text(title) } } }
        }
        """,
        ["tuple-view-type"],
    ),
    "mapkit-or-charts": ("import SwiftUI\nimport MapKit\n", ["mapkit-or-charts"]),
    "swiftui-type-name": ("public struct Text {}\n", ["swiftui-type-name"]),
    # The fixes TN3211 gives, and this package's own patterns: nothing to find.
    "fixes": (
        """
        struct Ordered: View {
          var name: String
          @State private var counter: Int
          @State private var pending: Int?
          init(name: String) {
            self.name = name
            self.counter = 42
            _pending = State(initialValue: nil)
          }
          var body: some View { Text("x").overlay { Color.blue.opacity(0.3) } }
        }

        struct Screen: View {
          @State private var todos: [Int]
          init(todos: [Int] = []) {
            _todos = State(initialValue: todos)  // "TupleView<" in a comment is not code
          }
          var body: some View { Text("TupleView<(Text, Text)>") }
        }

        struct Explicit: View {
          @State private var bar: Int
          private let baz: Int
          init(bar: Int, baz: Int) {
            self.baz = baz
            self.bar = bar
          }
          var body: some View { Text("x") }
        }

        extension Explicit {
          init(_ baz: Int) { self.init(bar: 0, baz: baz) }
        }

        #if !canImport(SwiftUI)
          public struct Text {}
        #endif
        """,
        [],
    ),
}


def self_test() -> int:
    failures = []
    for name, (source, expected) in SELF_TEST.items():
        source = "\n".join(line[8:] if line.startswith(" " * 8) else line for line in source.split("\n"))
        found = check_text(f"{name}.swift", source, {"Text", "View", "Color"})
        patterns = sorted(finding.split(": ")[1] for finding in found)
        if patterns != sorted(expected):
            failures.append(f"{name}: expected {expected}, found {found}")
    for failure in failures:
        print(f"tn3211 self-test: {failure}", file=sys.stderr)
    print(f"tn3211 self-test: {len(SELF_TEST)} probes, {len(failures)} failed")
    return 1 if failures else 0


def main(arguments: list[str]) -> int:
    if arguments == ["--self-test"]:
        return self_test()
    apple_types: set[str] = set()
    if arguments[:1] == ["--apple"] and len(arguments) > 1:
        apple_types, arguments = apple_type_names(arguments[1]), arguments[2:]
    if not arguments:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    files = []
    for argument in arguments:
        if os.path.isdir(argument):
            files += sorted(glob.glob(os.path.join(argument, "**", "*.swift"), recursive=True))
        elif argument.endswith(".swift") and os.path.isfile(argument):
            files.append(argument)
        else:
            print(f"tn3211: {argument} is neither a folder nor a Swift file", file=sys.stderr)
            return 2
    findings = []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            findings += check_text(path, handle.read(), apple_types)
    for finding in findings:
        print(finding)
    print(
        f"TN3211 patterns: {len(files)} files read, {len(findings)} findings"
        + ("" if apple_types else " (public type names not compared: no --apple)")
    )
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
