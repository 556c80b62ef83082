#!/usr/bin/env python3
"""The repository's layout, checked by reading files: where each source compiles, and the links
and manifests that make the SwiftUI stand-in compile the very same files.

    python3 .ci/layout.py [ROOT]        check the repository at ROOT (default: this checkout)
    python3 .ci/layout.py --self-test   break a copy of each rule on purpose and expect a finding

Where a file compiles is read from its path (CONTRIBUTING.md has the table):

- `Sources/OptionalBindingsIdentity/` (the wall): everywhere; it has no `#if` and imports neither
  SwiftUI nor the library.
- `Sources/OptionalBindings/**/*+SwiftUI.swift`: only where SwiftUI exists (Apple platforms, and
  the stand-in); the whole file is `#if canImport(SwiftUI)` ... `#endif`. The folders in
  SWIFTUI_ONLY_FOLDERS hold such files under their old names until they are renamed.
- `Sources/OptionalBindings/Portable/`: only where SwiftUI does not exist (Linux), and inside the
  stand-in's `SwiftUI` module, which compiles this folder through a link with `SWIFTUI_STAND_IN`
  defined; each file is wholly one of PORTABLE_CONDITIONS.
- every other file of `Sources/OptionalBindings`: everywhere; its only `#if` guards
  `import SwiftUI`.

Every finding is printed as `path:line: message; how to fix it`, and the run exits 1 if there is
one. `.ci/run` runs it; it needs nothing but python3.
"""

import os
import re
import shutil
import sys
import tempfile

LIBRARY = "Sources/OptionalBindings"
WALL = "Sources/OptionalBindingsIdentity"
STAND_IN = "Tests/SwiftUIStandIn"
MAIN_TESTS = "Tests/OptionalBindingsTests"

IMPORT_GUARD = ["#if canImport(SwiftUI)", "import SwiftUI", "#endif"]
SWIFTUI_ONLY = "canImport(SwiftUI)"
# Folders whose every file is SwiftUI-only but not yet named `+SwiftUI` (the rename is pending:
# another branch edits them); a file there is checked as if it had the suffix.
SWIFTUI_ONLY_FOLDERS: list[str] = []
PORTABLE_CONDITIONS = {
    "!canImport(SwiftUI) || SWIFTUI_STAND_IN": "the portable Binding, Bindable and their "
    "locations, which the stand-in's SwiftUI module compiles too",
    "!canImport(SwiftUI)": "what the library's own build supplies to the portable Binding",
}
TEST_SETS = ["Shared", "Portable", "Snippets"]
MAP_COLUMNS = ["Target or folder", "Linux `swift test`", "Stand-in", "Real iOS SDK",
               "macOS (hosted)", "Proves", "Cannot prove"]
MANIFESTS = ["Package.swift", "Tests/SwiftUIStandIn/Package.swift", "Tools/Migrate/Package.swift",
             "Examples/Package.swift"]
NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve"]
# The stand-in's links: (link, what it must resolve to, the test target or module compiling it).
STAND_IN_LINKS = [
    ("Sources/OptionalBindings", LIBRARY, "OptionalBindings"),
    ("Sources/OptionalBindingsIdentity", WALL, "OptionalBindingsIdentity"),
    ("Sources/SwiftUI/Portable", LIBRARY + "/Portable", "SwiftUI"),
    ("Sources/OptionalBindingsExamplesUI", "Examples/Sources/OptionalBindingsExamplesUI",
     "OptionalBindingsExamplesUI"),
    ("Sources/OptionalBindingsExamples", "Examples/Sources/OptionalBindingsExamples",
     "OptionalBindingsExamples"),
    ("Tests/OptionalBindingsSharedTests/Shared", MAIN_TESTS + "/Shared",
     "OptionalBindingsSharedTests"),
    ("Tests/DocumentationSnippets/Snippets", MAIN_TESTS + "/Snippets", "DocumentationSnippets"),
]


class Findings:
    def __init__(self):
        self.items = []

    def add(self, path, line, message, fix):
        self.items.append(f"{path}:{line}: {message}; {fix}")


def swift_files(root, folder, follow_links=False):
    base = os.path.join(root, folder)
    found = []
    for directory, subdirectories, files in os.walk(base, followlinks=follow_links):
        subdirectories[:] = sorted(d for d in subdirectories if d != "Fixtures"
                                   and not d.startswith("."))
        found += [os.path.relpath(os.path.join(directory, f), root)
                  for f in sorted(files) if f.endswith(".swift")]
    return found


def read_lines(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as file:
        return file.read().split("\n")


def strip_code(lines):
    """The lines with `//` comments and string literals blanked, multi-line strings too."""
    code, in_string = [], False
    for line in lines:
        delimiters = line.count('"""')
        if in_string or delimiters % 2 == 1:
            if delimiters % 2 == 1:
                in_string = not in_string
            code.append("")
            continue
        line = re.sub(r'"([^"\\]|\\.)*"', '""', line)
        code.append(line.split("//")[0])
    return code


def directives(lines):
    """(line number, directive) for each `#if`, `#elseif`, `#else` and `#endif`."""
    return [(index + 1, line.strip()) for index, line in enumerate(lines)
            if re.match(r"#(if|elseif|else|endif)\b", line.strip())]


def whole_condition(lines):
    """The condition wrapping the whole file (first code line `#if X`, last `#endif`, and no
    other directive), or None."""
    code = [line.strip() for line in lines if line.strip() and not line.strip().startswith("//")]
    found = [d for _, d in directives(lines)]
    if (len(code) >= 2 and code[0].startswith("#if ") and code[-1] == "#endif"
            and len(found) == 2):
        return code[0][4:].split("//")[0].strip()
    return None


def is_swiftui_only(path):
    relative = os.path.relpath(path, LIBRARY)
    return (path.endswith("+SwiftUI.swift")
            or relative.split(os.sep)[0] in SWIFTUI_ONLY_FOLDERS)


def check_library(root, findings):
    for path in swift_files(root, LIBRARY):
        lines = read_lines(root, path)
        relative = os.path.relpath(path, LIBRARY)
        condition = whole_condition(lines)
        if relative.startswith("Portable" + os.sep):
            if condition not in PORTABLE_CONDITIONS:
                findings.add(path, 1, "a file of Portable/ is not wholly under one condition",
                             "wrap it in `#if " + "` or `#if ".join(PORTABLE_CONDITIONS)
                             + "` ... `#endif` (Portable/ compiles only where SwiftUI does not"
                             " exist); code for every platform goes outside Portable/")
            continue
        if is_swiftui_only(path):
            if condition != SWIFTUI_ONLY:
                findings.add(path, 1, "a SwiftUI-only file is not wholly "
                             "`#if canImport(SwiftUI)` ... `#endif`, with no other directive",
                             "wrap the whole file so, or, if it compiles without SwiftUI, drop"
                             " `+SwiftUI` from its name")
            for number, line in enumerate(strip_code(lines), start=1):
                if "Binding(get:" in line or "wrappedValue!" in line:
                    findings.add(path, number, "a view builds a binding from closures or "
                                 "force-unwraps one", "derive it through a key path (a helper"
                                 " of the package), as every helper does")
            continue
        if condition == SWIFTUI_ONLY:
            name = os.path.basename(path)[:-len(".swift")]
            findings.add(path, 1, "the whole file compiles only where SwiftUI exists, but its "
                         "path does not say so", f"rename it {name}+SwiftUI.swift")
            continue
        stripped = [d for _, d in directives(lines)]
        guard = [line.strip() for line in lines if line.strip() in IMPORT_GUARD]
        if stripped and (stripped != ["#if canImport(SwiftUI)", "#endif"]
                         or guard != IMPORT_GUARD):
            number = directives(lines)[0][0]
            findings.add(path, number, "a file that compiles everywhere branches on the "
                         "platform beyond guarding `import SwiftUI`",
                         "move what needs SwiftUI into a +SwiftUI file, and what stands in for"
                         " it into Portable/")


def check_wall(root, findings):
    for path in swift_files(root, WALL):
        lines = read_lines(root, path)
        for number, line in enumerate(strip_code(lines), start=1):
            if re.match(r"\s*#(if|elseif|else|endif)\b", line):
                findings.add(path, number, "the wall has an `#if`", "the wall compiles the same"
                             " everywhere; keep platform differences in the library's Portable/"
                             " or +SwiftUI files")
            if re.match(r"\s*(@\w+(\(\w+\))?\s+)*import\s+(SwiftUI|OptionalBindings)\s*$", line):
                findings.add(path, number, "the wall imports SwiftUI or the library",
                             "the wall names no helper and no view: pass what it needs in from"
                             " the helper, through Identity.swift")


def resolves_to(root, link, target):
    path = os.path.join(root, STAND_IN, link)
    return (os.path.islink(path)
            and os.path.realpath(path) == os.path.realpath(os.path.join(root, target)))


def manifest_targets(root, manifest):
    """The targets a manifest declares: name -> (kind, directory relative to the root)."""
    with open(os.path.join(root, manifest), encoding="utf-8") as file:
        text = file.read()
    package = os.path.dirname(manifest)
    targets = {}
    for match in re.finditer(r"\.(testTarget|target|executableTarget)\(", text):
        depth, end = 1, match.end()
        while end < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        call = text[match.end():end]
        name = re.search(r'name:\s*"([^"]+)"', call)
        if not name:
            continue
        path = re.search(r'path:\s*"([^"]+)"', call)
        default = ("Tests/" if match.group(1) == "testTarget" else "Sources/") + name.group(1)
        directory = path.group(1) if path else default
        targets[name.group(1)] = (match.group(1),
                                  os.path.join(package, directory) if package else directory)
    return targets


def check_stand_in(root, findings):
    manifest = STAND_IN + "/Package.swift"
    targets = manifest_targets(root, manifest)
    for link, target, compiled_by in STAND_IN_LINKS:
        if not resolves_to(root, link, target):
            findings.add(f"{STAND_IN}/{link}", 1, f"is not a symbolic link to {target}",
                         f"make it one (ln -s with a path relative to its folder), so that the"
                         f" stand-in compiles the very files of {target}, not copies")
        if compiled_by not in targets:
            findings.add(manifest, 1, f"declares no target {compiled_by}",
                         f"declare it, so that {link} is compiled")
    with open(os.path.join(root, manifest), encoding="utf-8") as file:
        if 'swiftSettings: [.define("SWIFTUI_STAND_IN")]' not in file.read():
            findings.add(manifest, 1, "the SwiftUI target does not define SWIFTUI_STAND_IN",
                         'add swiftSettings: [.define("SWIFTUI_STAND_IN")] to it: Portable/'
                         "'s Binding compiles into the stand-in's SwiftUI module under it")
    own = os.path.join(root, STAND_IN, "Sources/SwiftUI")
    for name in sorted(os.listdir(own)):
        path = os.path.join(own, name)
        if name.endswith(".swift") and not os.path.islink(path):
            code = "\n".join(strip_code(read_lines(root, os.path.relpath(path, root))))
            if "struct Binding<" in code or "struct Bindable<" in code:
                findings.add(os.path.relpath(path, root), 1, "declares a Binding or Bindable "
                             "of its own", "the stand-in's are the library's portable ones,"
                             " through Sources/SwiftUI/Portable; extend those instead")


def check_tests(root, findings):
    for path in swift_files(root, MAIN_TESTS):
        parts = os.path.relpath(path, MAIN_TESTS).split(os.sep)
        if len(parts) < 2 or parts[0] not in TEST_SETS:
            findings.add(path, 1, "is in none of " + ", ".join(TEST_SETS),
                         "move it to the one whose row in Tests/README.md says where it"
                         " should run")
            continue
        lines = read_lines(root, path)
        if parts[0] == "Shared":
            found = [d for _, d in directives(lines)]
            guard = [line.strip() for line in lines if line.strip() in IMPORT_GUARD]
            if found != ["#if canImport(SwiftUI)", "#endif"] or guard != IMPORT_GUARD:
                findings.add(path, 1, "a shared test does not import SwiftUI where it exists, "
                             "or branches beyond that", "start it with `#if canImport(SwiftUI)`"
                             " / `import SwiftUI` / `#endif`; platform differences go in"
                             " Portable/")
            code = "\n".join(strip_code(lines))
            if "_isSameLocation" in code or "._keyPath" in code:
                findings.add(path, 1, "a shared test checks identity through the portable hooks",
                             "use Identity.swift's expectIdentity, which reads the binding's key"
                             " path on every platform (SwiftUI's Binding has no such hooks)")
        if parts[0] == "Portable" and whole_condition(lines) != "!canImport(SwiftUI)":
            findings.add(path, 1, "a Linux-only test is not wholly `#if !canImport(SwiftUI)`",
                         "wrap the whole file so; a test for every platform goes in Shared/")


def check_test_map(root, findings):
    readme = "Tests/README.md"
    lines = read_lines(root, readme)
    rows = [[cell.strip() for cell in line[2:-2].split(" | ")]
            for line in lines if line.startswith("| ")]
    if not rows or rows[0] != MAP_COLUMNS:
        findings.add(readme, 1, "the test map's columns are not " + ", ".join(MAP_COLUMNS),
                     "restore them; the rows say where each test target runs and what it proves")
        return
    body = [row for row in rows[1:] if not row[0].startswith("---")]
    listed = [row[0].strip("`") for row in body]
    for row in body:
        if len(row) != len(MAP_COLUMNS):
            findings.add(readme, 1, f"the row of {row[0]} has a missing cell", "fill it")
    required = folders(root, "Tests")
    for manifest in MANIFESTS:
        for kind, directory in manifest_targets(root, manifest).values():
            if kind == "testTarget":
                required += [directory] + folders(root, directory)
    for path in sorted(set(required) - set(listed)):
        findings.add(readme, 1, f"{path} is a test target or test folder with no row",
                     "add one saying where it runs, what it proves and what it cannot")
    for path in listed:
        if not os.path.isdir(os.path.join(root, path)):
            findings.add(readme, 1, f"lists {path}, which is not a folder",
                         "remove the row or correct the path")
    standin_readme = STAND_IN + "/README.md"
    text = " ".join(read_lines(root, standin_readme))
    said = re.search(r"`\.ci/run` builds all (\w+) test targets", text)
    count = sum(kind == "testTarget" for kind, _ in
                manifest_targets(root, STAND_IN + "/Package.swift").values())
    if not said or said.group(1) not in NUMBER_WORDS or NUMBER_WORDS.index(said.group(1)) + 1 != count:
        findings.add(standin_readme, 1, f"does not say that `.ci/run` builds all {count} test"
                     " targets", f"say so, as a word ({NUMBER_WORDS[count - 1]})")


def folders(root, path):
    directory = os.path.join(root, path)
    if not os.path.isdir(directory):
        return []
    return sorted(os.path.join(path, name) for name in os.listdir(directory)
                  if os.path.isdir(os.path.join(directory, name)) and not name.startswith(".")
                  and not os.path.islink(os.path.join(directory, name)))


def check(root):
    findings = Findings()
    check_library(root, findings)
    check_wall(root, findings)
    check_stand_in(root, findings)
    check_tests(root, findings)
    check_test_map(root, findings)
    return findings.items


def self_test(root):
    """Copies the parts of the repository the rules read, breaks each rule once, and expects a
    finding naming the broken file for each; and no finding on the unbroken copy."""
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "repo")
        shutil.copytree(root, copy, symlinks=True, ignore=shutil.ignore_patterns(
            ".build", ".git", ".swiftpm", "*.doccarchive"))
        clean = check(copy)
        if clean:
            failures.append("the unbroken copy has findings: " + "; ".join(clean[:3]))

        def breaks(description, path, edit):
            full = os.path.join(copy, path)
            with open(full, encoding="utf-8") as file:
                original = file.read()
            with open(full, "w", encoding="utf-8") as file:
                file.write(edit(original))
            found = [item for item in check(copy) if item.startswith(path + ":")]
            with open(full, "w", encoding="utf-8") as file:
                file.write(original)
            if not found:
                failures.append(f"{description}: no finding for {path}")

        breaks("a SwiftUI-only file without its condition", LIBRARY + "/Rows/ForEachByID+SwiftUI.swift",
               lambda text: text.replace("#if canImport(SwiftUI)", "#if true", 1))
        breaks("a view building a closure binding", LIBRARY + "/Rows/ListByID+SwiftUI.swift",
               lambda text: text.replace("#endif", "let b = Binding(get: { 1 }, set: { _ in })\n#endif"))
        breaks("a shared file branching", LIBRARY + "/Optionals/Default.swift",
               lambda text: text + "\n#if os(Linux)\nlet x = 1\n#endif\n")
        breaks("a shared file wholly SwiftUI-only", LIBRARY + "/Conversions/Negation.swift",
               lambda text: "#if canImport(SwiftUI)\n" + text.replace(
                   "#if canImport(SwiftUI)\n  import SwiftUI\n#endif\n", "import SwiftUI\n")
               + "#endif\n")
        breaks("a portable file unwrapped", LIBRARY + "/Portable/Binding+Library.swift",
               lambda text: text.replace("#if !canImport(SwiftUI)", "#if os(Linux)", 1))
        breaks("the wall importing SwiftUI", WALL + "/Identity.swift",
               lambda text: "import SwiftUI\n" + text)
        breaks("a shared test using the portable hooks", MAIN_TESTS + "/Shared/Support.swift",
               lambda text: text + "\nlet probe = 1._keyPath\n")
        breaks("a Linux-only test unwrapped", MAIN_TESTS + "/Portable/DemoTests.swift",
               lambda text: text.replace("#if !canImport(SwiftUI)", "#if os(Linux)", 1))
        breaks("a test folder without a row", "Tests/README.md",
               lambda text: "\n".join(line for line in text.split("\n")
                                      if not line.startswith("| `Tests/Interop`")))
        breaks("a stand-in manifest without the define", STAND_IN + "/Package.swift",
               lambda text: text.replace('swiftSettings: [.define("SWIFTUI_STAND_IN")]',
                                         "swiftSettings: []"))
        link = os.path.join(copy, STAND_IN, "Sources/OptionalBindingsIdentity")
        os.remove(link)
        os.symlink("../../../Sources/OptionalBindings", link)
        if not [item for item in check(copy) if "Sources/OptionalBindingsIdentity:" in item]:
            failures.append("a stand-in link to the wrong folder: no finding")
    for failure in failures:
        print("self-test: " + failure, file=sys.stderr)
    if not failures:
        print("self-test: every rule found its broken copy, and the unbroken copy passed")
    return not failures


def main(arguments):
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if arguments[1:] == ["--self-test"]:
        return 0 if self_test(here) else 1
    root = arguments[1] if len(arguments) > 1 else here
    items = check(root)
    for item in items:
        print(item, file=sys.stderr)
    if items:
        print(f"layout: {len(items)} findings (CONTRIBUTING.md says where each file compiles)",
              file=sys.stderr)
        return 1
    print("layout: every source is where its path says it compiles; the stand-in's links, the "
          "test sets and the test map agree")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
