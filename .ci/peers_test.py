#!/usr/bin/env python3
"""Tests of peers.py, the name check of .ci/peers, on small hand-made API dumps.

    python3 .ci/peers_test.py

.ci/peers runs them before its check; they print nothing on success but unittest's summary.
The gate's negative control shows the check failing on a real dump; these show each rule
separately, and that a marker counts only where it should.
"""

import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

# Found beside this file; no bytecode cache is left in .ci.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402  (found through the line above)


def decl(kind, printed, **fields):
    """A declaration node as swift-api-digester writes one."""
    return {"kind": kind, "declKind": kind, "printedName": printed, "name": printed.split("(")[0],
            **fields}


def extension(printed, module, usr, *members):
    """Another module's type, with the members a module adds to it."""
    return {"kind": "TypeDecl", "declKind": "Struct", "printedName": printed, "name": printed,
            "isExternal": True, "moduleName": module, "usr": usr, "children": list(members)}


BINDING = "s:7SwiftUI7BindingV"


class NameCheck(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        os.makedirs(os.path.join(self.folder.name, "Interop", "Clients"))
        self.reexports = os.path.join(self.folder.name, "reexports")
        with open(self.reexports, "w") as file:
            file.write("Umbrella Peer\n")

    def dump(self, name, *children):
        path = os.path.join(self.folder.name, f"{name}.json")
        with open(path, "w") as file:
            json.dump({"ABIRoot": {"kind": "Root", "children": list(children)}}, file)
        return path

    def client(self, name, text):
        with open(os.path.join(self.folder.name, "Interop", "Clients", name), "w") as file:
            file.write(text)

    def check(self, ours, theirs):
        output = io.StringIO()
        with redirect_stdout(output):
            status = peers.main([ours, "--reexports", self.reexports, "--interop",
                                 os.path.join(self.folder.name, "Interop"), "--peer",
                                 f"Peer={theirs}"])
        return status, output.getvalue()

    def test_a_shared_top_level_name_fails_whatever_the_markers(self):
        ours = self.dump("ours", decl("Protocol", "CaseBindable"), decl("Struct", "Ours"))
        theirs = self.dump("theirs", decl("Protocol", "CaseBindable"), decl("Macro", "Theirs"))
        self.client("Both.swift", "import OptionalBindings\nimport Peer\n"
                    "// resolves: CaseBindable in OptionalBindings\nlet x = CaseBindable.self\n")
        status, output = self.check(ours, theirs)
        self.assertEqual(status, 1)
        self.assertIn("top-level `CaseBindable` is declared by OptionalBindings (a protocol) and "
                      "Peer (a protocol)", output)
        self.assertNotIn("`Ours`", output)

    def test_a_shared_member_fails_without_a_marker_and_says_how_to_fix_it(self):
        ours = self.dump("ours", extension("Binding", "SwiftUICore", BINDING,
                                           decl("Func", "withDefault(_:)")))
        theirs = self.dump("theirs", extension("Binding", "SwiftUI", BINDING,
                                               decl("Func", "withDefault(_:default:)")))
        status, output = self.check(ours, theirs)
        self.assertEqual(status, 1)
        self.assertIn("SwiftUI.Binding: `withDefault` is declared by OptionalBindings", output)
        self.assertIn("`// resolves: withDefault(…) in <the module it must reach>`", output)

    def test_a_marker_holds_a_member_only_in_a_client_that_imports_both(self):
        ours = self.dump("ours", extension("Binding", "SwiftUICore", BINDING,
                                           decl("Func", "withDefault(_:)")))
        theirs = self.dump("theirs", extension("Binding", "SwiftUI", BINDING,
                                               decl("Func", "withDefault(_:)")))
        marked = "// resolves: withDefault(_:) in OptionalBindings\n_ = b.withDefault(0)\n"
        self.client("Alone.swift", "import OptionalBindings\n" + marked)
        self.assertEqual(self.check(ours, theirs)[0], 1)
        self.client("ThirdModule.swift", "import OptionalBindings\nimport Peer\n"
                    "// resolves: withDefault(_:) in SwiftUI\n_ = b.withDefault(0)\n")
        self.assertEqual(self.check(ours, theirs)[0], 1)
        self.client("Both.swift", "import OptionalBindings\nimport Umbrella\n" + marked)
        status, output = self.check(ours, theirs)
        self.assertEqual(status, 0, output)
        self.assertIn("held by", output)
        self.assertIn("Both.swift:3 (withDefault(_:) in OptionalBindings)", output)

    def test_initializers_are_compared_by_their_full_names(self):
        ours = self.dump("ours", extension("Binding", "SwiftUICore", BINDING,
                                           decl("Constructor", "init(unwrapping:)")))
        theirs = self.dump("theirs", extension("Binding", "SwiftUI", BINDING,
                                               decl("Constructor", "init(unwrapping:default:)")))
        self.assertEqual(self.check(ours, theirs), (0, self.check(ours, theirs)[1]))
        self.assertIn("no name shared", self.check(ours, theirs)[1])
        theirs = self.dump("theirs", extension("Binding", "SwiftUI", BINDING,
                                               decl("Constructor", "init(unwrapping:)")))
        status, output = self.check(ours, theirs)
        self.assertEqual(status, 1)
        self.assertIn("`init(unwrapping:)`", output)

    def test_operators_meet_whatever_type_declares_them(self):
        ours = self.dump("ours", extension("Binding", "SwiftUICore", BINDING,
                                           decl("Func", "??(_:_:)", static=True)))
        theirs = self.dump("theirs", extension("Optional", "Swift", "s:Sq",
                                               decl("Func", "??(_:_:)", static=True)))
        status, output = self.check(ours, theirs)
        self.assertEqual(status, 1)
        self.assertIn("operators (looked up globally): `??`", output)
        self.client("Both.swift", "import OptionalBindings\nimport Peer\n"
                    "// resolves: ??(_:_:) in Peer\n_ = view ?? Text(\"\")\n")
        self.assertEqual(self.check(ours, theirs)[0], 0)

    def test_the_standard_librarys_collections_are_one_type(self):
        ours = self.dump("ours", extension("RangeReplaceableCollection", "Swift", "s:Sm",
                                           decl("Func", "remove(atOffsets:where:)")))
        theirs = self.dump("theirs", extension("Array", "Swift", "s:Sa",
                                               decl("Func", "remove(at:)")))
        status, output = self.check(ours, theirs)
        self.assertEqual(status, 1)
        self.assertIn("the standard library's collections: `remove`", output)

    def test_other_types_and_implicit_members_do_not_meet(self):
        ours = self.dump("ours", extension("Binding", "SwiftUICore", BINDING,
                                           decl("Func", "bind(_:)"),
                                           decl("TypeAlias", "Value", implicit=True)))
        theirs = self.dump("theirs",
                           extension("Binding", "SwiftUI", "s:7SwiftUI10FocusStateV7BindingV",
                                     decl("Func", "bind(_:)")),
                           extension("Binding", "SwiftUI", BINDING,
                                     decl("TypeAlias", "Value", implicit=True)))
        status, output = self.check(ours, theirs)
        self.assertEqual(status, 0, output)


if __name__ == "__main__":
    unittest.main()
