#!/usr/bin/env python3
"""Type-checks what `cases fix` wrote for each enum of an app, one enum at a time.

    python3 Tools/Migrate/Results/typecheck.py APP FIXED CASES_JSON WORK [swiftc arguments...]

APP is the app's sources before the fix, FIXED the copy `cases fix --json` wrote (measure.sh's
OUT/NAME/fixed) and CASES_JSON its output. For each enum the fix changed, it builds one file in
WORK: the enum's header as written (the conformance included; inherited types other than raw
values, Hashable, Equatable, Sendable, CaseIterable and the package's protocols dropped), its
`case` lines, every line the tool wrote into it or beside it (the extension), the types it is
nested in as stubs (generic parameters kept, constraints dropped), and a stub for each type the
compiler cannot find (the app's own types, declared elsewhere). The enum's other members, which
the tool did not write, are left out. It type-checks the file in Swift 6 mode with warnings as
errors against an Apple SDK with the library (APPLE_SDK_VERSION, default 26.2; MODULES, a folder
holding OptionalBindings.swiftmodule built for that SDK, as .ci/apple-sdk builds it) and prints a
line per enum: `ok`, or `FAIL` and the errors.

With IMPORTS (module names, comma-separated; `SwiftUINavigation` to check beside swift-navigation,
with `.ci/peers flags` among the swiftc arguments), each file also imports those, and, for an
enum an extension at file scope can name and that is not generic, calls what was written:
`binding.cases` over a `Binding<E>` when it got case bindings, and `$value.property` for its
first case property over a `Binding<E?>`, so that each must resolve beside those modules.

What it shows: the written code compiles for the enum's cases as declared. What it cannot show:
a clash with a member the enum gets from outside the scanned code, or one in the part of the enum
it leaves out (the tool reads those members and reports a clash itself).
"""
import json, os, re, subprocess, sys

orig_dir, fixed_dir, json_path, out_dir = sys.argv[1:5]
extra = sys.argv[5:]
os.makedirs(out_dir, exist_ok=True)
report = json.load(open(json_path))
KIT = os.environ.get(
    "SWIFTC_IOS",
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../../shared/apple-sdk/swiftc-ios"))
SDK = os.environ.get("APPLE_SDK_VERSION", "26.2")
IMPORTS = [m for m in os.environ.get("IMPORTS", "").split(",") if m]
MOD = os.environ["MODULES"]
KEEP_INHERITED = {"String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
                  "UInt32", "UInt64", "Double", "Float", "Character", "Hashable", "Equatable",
                  "Sendable", "CaseIterable", "BindableCases", "SwitchableCases",
                  "OptionalBindings.BindableCases", "OptionalBindings.SwitchableCases"}


def block_end(lines, start):
    """The index of the line holding the brace that closes the first `{` at or after start."""
    depth = 0
    opened = False
    in_string = False
    in_block_comment = False
    for index in range(start, len(lines)):
        line = lines[index]
        i = 0
        while i < len(line):
            c = line[i]
            two = line[i:i + 2]
            if in_block_comment:
                if two == "*/":
                    in_block_comment = False
                    i += 2
                    continue
                i += 1
                continue
            if in_string:
                if c == "\\":
                    i += 2
                    continue
                if c == '"':
                    in_string = False
                i += 1
                continue
            if two == "//":
                break
            if two == "/*":
                in_block_comment = True
                i += 2
                continue
            if c == '"':
                in_string = True
            elif c == "{":
                depth += 1
                opened = True
            elif c == "}":
                depth -= 1
                if opened and depth == 0:
                    return index
            i += 1
    return None


def find_decl(lines, keyword, name, after=0):
    pattern = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:private|fileprivate|public|package|internal|indirect|final)\s+)*" + keyword + r"\s+" + re.escape(name) + r"\b")
    for index in range(after, len(lines)):
        if pattern.search(lines[index]):
            return index
    return None


def header_of(line, drop=()):
    """`private enum X<T>: A, B {` with the inherited types filtered."""
    match = re.match(r"^(\s*(?:[\w@]+\s+)*enum\s+\w+(?:<[^>]*>)?)\s*(?::\s*([^{]*))?\{(.*)$", line)
    if not match:
        return line
    head, inherited, rest = match.groups()
    kept = []
    if inherited:
        for item in [part.strip() for part in inherited.split(",")]:
            if item in KEEP_INHERITED and item not in drop:
                kept.append(item)
    return head + (": " + ", ".join(kept) if kept else "") + " {" + rest


def outer_header(lines, name):
    """`struct Name<T>` for the type the enum is nested in, from the file."""
    for line in lines:
        match = re.match(r"^\s*(?:[\w@]+\s+)*(struct|class|enum|actor)\s+" + re.escape(name) + r"\s*(<[^>{]*>)?", line)
        if match:
            generics = match.group(2) or ""
            if generics:
                params = [p.split(":")[0].strip() for p in generics[1:-1].split(",")]
                generics = "<" + ", ".join(params) + ">"
            return "struct " + name + generics
    return "struct " + name


results = []
for finding in report["enums"]:
    changed = finding["conformance"] == "write" or any(p["status"] == "write" for p in finding["properties"]) \
        or (finding.get("caseBindings") or {}).get("status") == "write" \
        or any(r.get("replacement") for r in finding.get("renames", []))
    if not changed or finding.get("unextendable"):
        continue
    rel = finding["path"]
    inner = rel.split("/", 1)[1]
    fixed_path = os.path.join(fixed_dir, inner)
    orig_path = os.path.join(orig_dir, inner)
    fixed = open(fixed_path, encoding="utf-8").read().split("\n")
    orig = open(orig_path, encoding="utf-8").read().split("\n")
    components = finding["enumName"].split(".")
    name = components[-1]
    # The enum in both files: the declaration of that name nearest the reported line.
    def nearest(lines, line_hint):
        best = None
        index = find_decl(lines, "enum", name)
        while index is not None:
            if best is None or abs(index - line_hint) < abs(best - line_hint):
                best = index
            index = find_decl(lines, "enum", name, index + 1)
        return best
    o_start = nearest(orig, finding["line"] - 1)
    f_start = nearest(fixed, finding["line"] - 1 + 2)
    if o_start is None or f_start is None:
        results.append((finding["enumName"], "harness: enum not found"))
        continue
    o_end = block_end(orig, o_start)
    f_end = block_end(fixed, f_start)
    original_block = orig[o_start:o_end + 1]
    fixed_block = fixed[f_start:f_end + 1]
    # Lines the tool wrote: those of the fixed block beyond the original's, matched in order.
    written = []
    j = 0
    for line in fixed_block[1:]:
        if j + 1 < len(original_block) and line == original_block[j + 1]:
            j += 1
            kept_original = True
        else:
            kept_original = False
        written.append((line, kept_original))
    # Its own == and hash(into:) are left out with its other members: so is the conformance they
    # implement (synthesis may not apply to its values).
    own_equality = any("static func ==" in l or "func hash(into" in l for l in original_block)
    body = [header_of(fixed_block[0], ("Hashable", "Equatable") if own_equality else ())]
    case_lines = [line for line, kept in written if kept and re.match(r"^\s*(indirect\s+)?case\s+[A-Za-z_`]", line)
                  and not re.match(r"^\s*case\s+(let|var)\b", line)]
    level = min((len(l) - len(l.lstrip()) for l in case_lines), default=None)
    for index, (line, kept) in enumerate(written):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if not kept:
            body.append(line)
        elif index == len(written) - 1:
            body.append(line)
        elif level is not None and indent == level and (line in case_lines or stripped.startswith("#")):
            body.append(line)
    enum_text = "\n".join(body)
    # Nesting stubs.
    outer = components[:-1]

    def wrapped(inner_stubs):
        text = enum_text
        for index in reversed(range(len(outer))):
            members = inner_stubs.get(tuple(outer[:index + 1]), [])
            text = ("public " if finding["enumName"] and "public " in fixed_block[0] else "") + outer_header(orig, outer[index]) + " {\n" + "\n".join(members) + "\n" + text + "\n}"
        return text
    # The extension the tool wrote (extension form).
    ext_text = ""
    if finding["placement"] == "extension":
        index = find_decl(fixed, "extension", finding["enumName"])
        while index is not None:
            if index >= 0 and index < len(fixed):
                end = block_end(fixed, index)
                candidate = "\n".join(fixed[index:end + 1])
                if "CaseBindings" in candidate or "get { if case" in candidate:
                    ext_text += candidate + "\n"
            index = find_decl(fixed, "extension", finding["enumName"], index + 1)
    stubs = {}
    outer_stubs = {}

    generic_arity = {}

    def render_stubs(tree, indent=""):
        out = []
        for key, child in sorted(tree.items()):
            arity = generic_arity.get(key, 0)
            if arity:
                # A generic stub, equal and hashable whatever its arguments.
                params = ", ".join("T%d" % i for i in range(arity))
                out.append(indent + "public struct " + key + "<" + params + ">: Hashable, @unchecked Sendable {")
                out.append(indent + "  public static func == (lhs: Self, rhs: Self) -> Bool { true }")
                out.append(indent + "  public func hash(into hasher: inout Hasher) {}")
            else:
                out.append(indent + "public struct " + key + ": Hashable, Sendable {")
            out.extend(render_stubs(child, indent + "  "))
            out.append(indent + "}")
        return out

    def arity_in(source, name):
        match = re.search(r"\b" + re.escape(name) + r"<", source)
        if not match:
            return 0
        depth, count, i = 0, 1, match.end() - 1
        while i < len(source):
            c = source[i]
            if c in "<([":
                depth += 1
            elif c in ">)]":
                depth -= 1
                if depth == 0:
                    return count
            elif c == "," and depth == 1:
                count += 1
            i += 1
        return 0

    safe = re.sub(r"[^A-Za-z0-9]", "_", finding["enumName"] + "_" + os.path.basename(rel))
    path = os.path.join(out_dir, safe + ".swift")
    outcome = "the harness gave up: stubs still missing after 12 attempts"
    for attempt in range(12):
        text = wrapped(outer_stubs)
        uses = []
        if IMPORTS and finding["placement"] == "extension" and "<" not in fixed_block[0]:
            qualified = finding["enumName"]
            if (finding.get("caseBindings") or {}).get("status") in ("write", "present"):
                uses.append("@MainActor fileprivate func harnessSwitch(_ binding: Binding<%s>) -> %s.CaseBindings "
                            "{ binding.cases }" % (qualified, qualified))
            written = [p for p in finding["properties"] if p["status"] in ("write", "present")]
            if written:
                uses.append("@MainActor fileprivate func harnessCase(_ binding: Binding<%s?>) -> Any { binding.%s }"
                            % (qualified, written[0]["caseName"]))
        source = "\n".join(["import Foundation", "import SwiftUI", "import OptionalBindings"]
                           + ["import " + m for m in IMPORTS]
                           + render_stubs(stubs) + ["", text, "", ext_text] + uses)
        open(path, "w").write(source)
        run = subprocess.run(
            ["env", "APPLE_SDK_VERSION=" + SDK, KIT, "-target", "arm64-apple-ios17.0", "-swift-version", "6",
             "-warnings-as-errors", "-parse-as-library", "-I", MOD, "-module-name", "Harness", "-typecheck", path] + extra,
            capture_output=True, text=True)
        errors = [l for l in run.stderr.split("\n") if ": error:" in l]
        if run.returncode == 0:
            outcome = "ok"
            break
        missing = set()
        for line in errors:
            m = re.search(r"cannot specialize non-generic type '(\w+)'", line)
            if m and m.group(1) not in generic_arity:
                generic_arity[m.group(1)] = arity_in(source, m.group(1))
                missing.add(())
            m = re.search(r"cannot find type '(\w+)' in scope", line)
            if m:
                missing.add((m.group(1),))
            m = re.search(r"'(\w+)' is not a member type of (?:struct|enum|class) '(?:\w+\.)*([\w.]+)'", line)
            if m:
                # nested under the named type; find its path in the stub tree
                def find(tree, key, trail):
                    for k, v in tree.items():
                        if k == key:
                            return trail + [k]
                        found = find(v, key, trail + [k])
                        if found:
                            return found
                    return None
                owner = m.group(2).split(".")[-1]
                trail = find(stubs, owner, [])
                if trail:
                    missing.add(tuple(trail + [m.group(1)]))
                elif owner in outer:
                    key = tuple(outer[:outer.index(owner) + 1])
                    member = "public struct " + m.group(1) + ": Hashable, Sendable {}"
                    if member not in outer_stubs.get(key, []):
                        outer_stubs.setdefault(key, []).append(member)
                        missing.add(())
        if not missing:
            outcome = "\n".join(errors[:6]) or run.stderr[-800:]
            break
        for trail in missing:
            if not trail:
                continue
            tree = stubs
            for key in trail:
                tree = tree.setdefault(key, {})
    results.append((finding["enumName"], outcome, path))

for name, outcome, *rest in results:
    print(("ok    " if outcome == "ok" else "FAIL  ") + name + ("" if outcome == "ok" else "\n      " + outcome.replace("\n", "\n      ") + "\n      " + (rest[0] if rest else "")))
