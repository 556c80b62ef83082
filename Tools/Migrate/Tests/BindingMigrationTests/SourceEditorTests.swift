import SwiftSyntax
import Testing

@testable import BindingMigration

/// Where `import OptionalBindings` goes, and that edits keep everything around them.
@Suite("Source editing")
struct SourceEditorTests {
  static let binding = """
    struct Form: View {
      @State private var name: String?
      var body: some View {
        TextField("Name", text: Binding(get: { name ?? "" }, set: { name = $0 }))
      }
    }
    """

  @Test("the import goes among the imports, in alphabetical order")
  func alphabetical() throws {
    let source = "import Foundation\nimport SwiftUI\n\n" + Self.binding
    let rewritten = try Support.migrate(source).rewritten
    #expect(rewritten.hasPrefix("import Foundation\nimport OptionalBindings\nimport SwiftUI\n\n"))
  }

  @Test("after the last import when every import sorts first")
  func afterTheLast() throws {
    let source = "import Foundation  // dates\nimport Observation\n\n" + Self.binding
    let rewritten = try Support.migrate(source).rewritten
    #expect(
      rewritten.hasPrefix(
        "import Foundation  // dates\nimport Observation\nimport OptionalBindings\n\n"))
  }

  @Test("inside the #if that wraps a SwiftUI-only file, with its indentation")
  func insideConditionalCompilation() throws {
    let source =
      "// Header.\n#if canImport(SwiftUI)\n  import SwiftUI\n\n" + Self.binding + "\n#endif\n"
    let rewritten = try Support.migrate(source).rewritten
    #expect(
      rewritten.hasPrefix(
        "// Header.\n#if canImport(SwiftUI)\n  import OptionalBindings\n  import SwiftUI\n"))
  }

  @Test("at the top level, never inside an #if of a module some platforms lack")
  func notInsideAConditionalImport() throws {
    for block in [
      "#if canImport(SafariServices)\n  import SafariServices\n#endif\n",
      "#if canImport(FoundationModels)\nimport FoundationModels\n#else\nimport Foundation\n#endif\n",
    ] {
      let source = "import SwiftUI\n" + block + "\n" + Self.binding
      let rewritten = try Support.migrate(source).rewritten
      #expect(rewritten.hasPrefix("import OptionalBindings\nimport SwiftUI\n" + block))
    }
  }

  @Test("on the first line of code, after the header comment, when the file has no imports")
  func noImports() throws {
    let source = "// Copyright header.\n\n" + Self.binding + "\n"
    let rewritten = try Support.migrate(source).rewritten
    #expect(
      rewritten.hasPrefix("// Copyright header.\n\nimport OptionalBindings\n\nstruct Form: View {"))
  }

  @Test("not at all when the file imports the module already, in any form")
  func alreadyImported() throws {
    for line in [
      "import OptionalBindings", "@testable import OptionalBindings",
      "import struct OptionalBindings.StateUnlessBound",
    ] {
      let source = "import SwiftUI\n\(line)\n\n" + Self.binding
      let rewritten = try Support.migrate(source).rewritten
      #expect(rewritten.components(separatedBy: "OptionalBindings").count == 2, "\(line)")
    }
  }

  @Test("a file with CRLF line breaks gets a CRLF import")
  func carriageReturns() throws {
    let source = ("import SwiftUI\n\n" + Self.binding).replacingOccurrences(of: "\n", with: "\r\n")
    let rewritten = try Support.migrate(source).rewritten
    #expect(rewritten.hasPrefix("import OptionalBindings\r\nimport SwiftUI\r\n"))
    #expect(!rewritten.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  @Test("nothing is imported into a file with nothing to rewrite")
  func nothingToRewrite() throws {
    let source = "import SwiftUI\nlet x = 1\n"
    #expect(try Support.migrate(source).rewritten == source)
  }

  @Test("comments and layout around an edit stay as they were")
  func surroundings() throws {
    let source = """
      import SwiftUI
      struct Form: View {
        @State private var name: String?
        var body: some View {
          // The name; empty means none.
          TextField(
            "Name",
            text: Binding(
              get: { name ?? "" },
              set: { name = $0.isEmpty ? nil : $0 }
            ))  // stays on this line
          Text("after")   /* odd spacing stays */
        }
      }
      """
    let rewritten = try Support.migrate(source).rewritten
    #expect(
      rewritten == """
        import OptionalBindings
        import SwiftUI
        struct Form: View {
          @State private var name: String?
          var body: some View {
            // The name; empty means none.
            TextField(
              "Name",
              text: $name.replacingNil(with: ""))  // stays on this line
            Text("after")   /* odd spacing stays */
          }
        }
        """)
  }

  @Test("overlapping edits keep the first, and the lines of the edited file stay UTF-8")
  func overlapping() {
    let edits = [edit(0..<4, "é"), edit(2..<6, "x"), edit(6..<6, "!")]
    let kept = SourceEditing.nonOverlapping(edits)
    #expect(
      kept.map { $0.range.lowerBound.utf8Offset..<$0.range.upperBound.utf8Offset } == [
        0..<4, 6..<6,
      ])
    #expect(SourceEditing.apply(kept, to: "abcdefgh") == "éef!gh")
  }
}

/// The unified diff built from edits.
@Suite("Unified diff")
struct UnifiedDiffTests {
  @Test("one changed line with three lines of context each side")
  func oneLine() {
    let original = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let start = original.utf8.count - "line 6\nline 7\nline 8\nline 9\nline 10\n".utf8.count
    let edit = edit(start..<(start + 6), "LINE SIX")
    let diff = UnifiedDiff.make(path: "File.swift", original: original, edits: [edit])
    #expect(
      diff == """
        --- a/File.swift
        +++ b/File.swift
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +LINE SIX
         line 7
         line 8
         line 9

        """)
  }

  @Test("an inserted line and a distant change make two hunks; line numbers follow the insertion")
  func twoHunks() {
    let original = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let lineEighteen = original.range(of: "line 18")!
    let start = original.utf8.distance(from: original.startIndex, to: lineEighteen.lowerBound)
    let diff = UnifiedDiff.make(
      path: "/abs/File.swift", original: original,
      edits: [
        edit(0..<0, "import X\n"),
        edit(start..<(start + 7), "changed"),
      ])
    #expect(
      diff == """
        --- /abs/File.swift
        +++ /abs/File.swift
        @@ -1,3 +1,4 @@
        +import X
         line 1
         line 2
         line 3
        @@ -15,6 +16,6 @@
         line 15
         line 16
         line 17
        -line 18
        +changed
         line 19
         line 20

        """)
  }

  @Test("a last line without a line break is marked as git marks it")
  func noFinalNewline() {
    let diff = UnifiedDiff.make(
      path: "F.swift", original: "a\nb", edits: [edit(2..<3, "c")])
    #expect(diff.hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
  }

  @Test("no edits, no diff")
  func empty() {
    #expect(UnifiedDiff.make(path: "F.swift", original: "a\n", edits: []).isEmpty)
  }
}

/// An edit of a byte range.
func edit(_ range: Range<Int>, _ replacement: String) -> SourceEdit {
  SourceEdit(
    range: AbsolutePosition(
      utf8Offset: range.lowerBound)..<AbsolutePosition(
        utf8Offset: range.upperBound),
    replacement: replacement)
}
