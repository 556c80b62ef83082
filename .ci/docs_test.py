#!/usr/bin/env python3
"""Tests of docs.py, the documentation build's Linux catalog rule and doc-comment check.

    python3 .ci/docs_test.py

.ci/docs runs them before it builds anything; each prints nothing on success but unittest's
summary, and the run fails on the first broken rule.
"""

import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

# Found beside this file; no bytecode cache is left in .ci.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import docs  # noqa: E402  (found through the line above)


class LinuxCatalogRule(unittest.TestCase):
    def test_markers_links_and_code_voice(self):
        page = "\n".join([
            "# ``OptionalBindings``",
            "See ``SwiftUI/Binding/withDefault(_:)`` and <doc:SwiftUI/Binding/isPresent()>.",
            "<!-- swiftui-only -->",
            "- ``OptionalTextField``",
            "<!-- /swiftui-only -->",
            "<!-- portable-only",
            "- ``Bindable``",
            "-->",
            "# ``SwiftUI/Binding``",
            "`SwiftUI/Binding` in code voice stays.",
        ])
        expected = "\n".join([
            "# ``OptionalBindings``",
            "See ``Binding/withDefault(_:)`` and <doc:Binding/isPresent()>.",
            "- ``Bindable``",
            "# ``Binding``",
            "`SwiftUI/Binding` in code voice stays.",
        ])
        self.assertEqual(docs.portable(page, "page"), expected)

    def test_a_whole_page_marker_leaves_the_page_out(self):
        self.assertIsNone(docs.portable("# A\n" + docs.WHOLE_PAGE + "\n``OptionalField``", "page"))

    def test_malformed_pages_are_errors(self):
        for broken in [
            docs.SWIFTUI_OPEN + "\nunclosed",
            docs.SWIFTUI_OPEN + "\n" + docs.SWIFTUI_OPEN + "\n" + docs.SWIFTUI_CLOSE,
            docs.SWIFTUI_CLOSE,
            docs.PORTABLE_OPEN + "\nunclosed",
            docs.PORTABLE_OPEN + "\n" + docs.SWIFTUI_OPEN + "\n-->",
            "See ``SwiftUI/Text``.",
            "See <doc:SwiftUI/View>.",
        ]:
            with self.subTest(broken=broken), self.assertRaises(docs.RuleError):
                docs.portable(broken, "broken")

    def test_the_catalog_copy_leaves_out_whole_pages_and_copies_other_files(self):
        with tempfile.TemporaryDirectory() as root:
            source = os.path.join(root, "Source.docc")
            os.makedirs(os.path.join(source, "Articles"))
            with open(os.path.join(source, "Landing.md"), "w", encoding="utf-8") as file:
                file.write("# ``OptionalBindings``\nSee ``SwiftUI/Binding``.\n")
            with open(os.path.join(source, "Articles", "Views.md"), "w", encoding="utf-8") as file:
                file.write(docs.WHOLE_PAGE + "\n# Views\n")
            with open(os.path.join(source, "Info.plist"), "w", encoding="utf-8") as file:
                file.write("<plist/>")
            destination = os.path.join(root, "Linux.docc")
            with redirect_stdout(io.StringIO()) as output:
                docs.make_linux_catalog(source, destination)
            with open(os.path.join(destination, "Landing.md"), encoding="utf-8") as file:
                self.assertEqual(file.read(), "# ``OptionalBindings``\nSee ``Binding``.\n")
            self.assertFalse(os.path.exists(os.path.join(destination, "Articles", "Views.md")))
            self.assertTrue(os.path.exists(os.path.join(destination, "Info.plist")))
            self.assertIn("left out: Articles/Views.md", output.getvalue())


class DocCommentCheck(unittest.TestCase):
    @staticmethod
    def graph(directory, symbols):
        with open(os.path.join(directory, "M.symbols.json"), "w", encoding="utf-8") as file:
            json.dump({"symbols": symbols}, file)

    @staticmethod
    def symbol(path, doc, kind="swift.func", precise="s:1M1fyyF"):
        entry = {
            "identifier": {"precise": precise},
            "kind": {"identifier": kind},
            "pathComponents": path,
        }
        if doc is not None:
            entry["docComment"] = {"lines": [{"text": doc}]}
        return entry

    def test_every_documented_symbol_passes(self):
        with tempfile.TemporaryDirectory() as directory:
            self.graph(directory, [
                self.symbol(["f()"], "Does f."),
                self.symbol(["Binding"], None, kind="swift.extension"),
                self.symbol(["==(_:_:)"], None, precise="s:1M::SYNTHESIZED::x"),
            ])
            with redirect_stdout(io.StringIO()) as output:
                docs.check_doc_comments(directory)
            self.assertIn("1 public symbols, 0 without documentation", output.getvalue())

    def test_an_undocumented_or_blank_symbol_fails_by_name(self):
        with tempfile.TemporaryDirectory() as directory:
            self.graph(directory, [self.symbol(["T", "g()"], None), self.symbol(["h()"], "  ")])
            with redirect_stdout(io.StringIO()), self.assertRaises(docs.RuleError) as failure:
                docs.check_doc_comments(directory)
            self.assertIn("T/g()", str(failure.exception))
            self.assertIn("h()", str(failure.exception))


class CommandLine(unittest.TestCase):
    def test_usage_errors_exit_1_with_a_message(self):
        for arguments in [[], ["unknown"], ["doc-comments"], ["linux-catalog", "only-one"]]:
            with self.subTest(arguments=arguments), redirect_stderr(io.StringIO()) as errors:
                self.assertEqual(docs.main(arguments), 1)
                self.assertIn("error: ", errors.getvalue())


if __name__ == "__main__":
    unittest.main()
