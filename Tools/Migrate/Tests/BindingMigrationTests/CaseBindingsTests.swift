import Foundation
import Testing

@testable import BindingMigration
@testable import MigrateCommandLine

/// What `cases` writes for an exhaustive `switch $value.cases`: `CaseBindings` and
/// `caseBindings(of:)` beside the case properties, with the `SwitchableCases` conformance; the
/// names it avoids, what stops it, and `--no-case-bindings`.
@Suite("cases: case bindings")
struct CaseBindingsTests {
  @Test("the shape the library documents: no value, one (labelled or not), several")
  func shape() throws {
    let source = """
      import SwiftUI

      struct Item {
        enum Status {
          case inStock(Int)
          case outOfStock(isOnBackOrder: Bool)
          case moved(from: Int, to: Int)
          case discontinued
        }
        var status: Status
      }

      """
    let (report, files) = try CasesTests.fix(["Item.swift": source], types: ["Item.Status"])
    let text = try #require(files["Item.swift"])
    #expect(
      text.hasSuffix(
        """
          var discontinued: Void? {
            get { if case .discontinued = self { () } else { nil } }
            set { if case .discontinued = self, newValue != nil { self = .discontinued } }
          }

          enum CaseBindings {
            case inStock(Binding<Int>)
            case outOfStock(isOnBackOrder: Binding<Bool>)
            case moved(from: Binding<Int>, to: Binding<Int>)
            case discontinued
          }

          static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
            switch binding.wrappedValue {
            case .inStock(let int):
              return .inStock(binding.unwrappingCase(\\.inStock, remembering: int))
            case .outOfStock(let isOnBackOrder):
              return .outOfStock(isOnBackOrder: binding.unwrappingCase(\\.outOfStock, remembering: isOnBackOrder))
            case .moved(let from, let to):
              let moved = binding.unwrappingCase(\\.moved, remembering: (from: from, to: to))
              return .moved(from: moved.from, to: moved.to)
            case .discontinued:
              return .discontinued
            }
          }
        }

        """), "\(text)")
    #expect(text.contains("extension Item.Status: SwitchableCases {\n  var inStock: Int? {"))
    let finding = try CasesTests.finding(report, "Item.Status")
    #expect(finding.caseBindings?.status == .write)
    #expect(finding.marker == "SwitchableCases")
    #expect(report.caseBindingsCount == 1)
  }

  @Test("unlabelled values are reached as \\.0, labels Binding has as members by key path")
  func tupleElements() throws {
    let source = """
      enum Route {
        case pair(Int, String)
        case preview(Int, animated: Bool = true)
        case stamped(id: Int, transaction: String, cases: Int)
      }

      """
    let (_, files) = try CasesTests.fix(["Route.swift": source], types: ["Route"])
    let text = try #require(files["Route.swift"])
    #expect(text.contains("case pair(Binding<Int>, Binding<String>)"))
    #expect(text.contains("return .pair(pair[dynamicMember: \\.0], pair[dynamicMember: \\.1])"))
    #expect(text.contains("case preview(Binding<Int>, animated: Binding<Bool>)"))
    #expect(
      text.contains("return .preview(preview[dynamicMember: \\.0], animated: preview.animated)"))
    // `stamped.id` and `stamped.transaction` would be Binding's own members, `stamped.cases`
    // the package's.
    #expect(
      text.contains(
        "return .stamped(id: stamped[dynamicMember: \\.id], transaction: "
          + "stamped[dynamicMember: \\.transaction], cases: stamped[dynamicMember: \\.cases])"))
  }

  @Test("a bound value never hides the parameter, and the tuple's binding no bound value")
  func names() throws {
    let source = """
      struct Binding2 {}
      enum Form {
        case labelled(binding: String)
        case typed(Binding2)
        case moved(moved: Int, to: Int)
        case binding(Int, Int)
        case `default`(a: Int, b: Int)
      }

      """
    let (_, files) = try CasesTests.fix(["Form.swift": source], types: ["Form"])
    let text = try #require(files["Form.swift"])
    // The property's getter binds the label; the switch renames it, since `binding` is the
    // parameter it reads.
    #expect(text.contains("get { if case .labelled(let binding) = self { binding } else { nil } }"))
    #expect(text.contains("case .labelled(let value):"))
    #expect(
      text.contains(
        "return .labelled(binding: binding.unwrappingCase(\\.labelled, remembering: value))"))
    #expect(text.contains("case .typed(let binding2):"))
    #expect(
      text.contains(
        "let movedBinding = binding.unwrappingCase(\\.moved, remembering: (moved: moved, to: to))"))
    #expect(text.contains("return .moved(moved: movedBinding.moved, to: movedBinding.to)"))
    #expect(text.contains("let bindingBinding = binding.unwrappingCase(\\.binding, remembering:"))
    #expect(text.contains("let `default` = binding.unwrappingCase(\\.`default`, remembering:"))
    #expect(text.contains("return .`default`(a: `default`.a, b: `default`.b)"))
  }

  @Test("members in the way: a type CaseBindings, a function caseBindings(of:)")
  func clashes() throws {
    let source = """
      enum A {
        case a(Int)
        enum CaseBindings { case a }
      }
      enum B {
        case b(Int)
        static func caseBindings(of value: Int) -> Int { value }
      }
      enum C {
        case c(Int)
        case caseBindings(Int)
      }
      enum D {
        case d(Int)
        static func caseBindings(for value: Int) -> Int { value }
      }

      """
    let (report, files) = try CasesTests.fix(
      ["Clash.swift": source], types: ["A", "B", "C", "D"])
    let text = try #require(files["Clash.swift"])
    let a = try CasesTests.finding(report, "A")
    #expect(a.caseBindings?.status == .clash)
    #expect(
      a.caseBindings?.reason?.hasPrefix("\(a.path):3 already declares a member named CaseBindings")
        == true)
    #expect(a.marker == "BindableCases")
    #expect(text.contains("extension A: BindableCases {"))
    let b = try CasesTests.finding(report, "B")
    #expect(b.caseBindings?.status == .clash)
    #expect(text.contains("extension B: BindableCases {"))
    // A case named `caseBindings` has a property of that name, and a function of other labels
    // stands beside `caseBindings(of:)`.
    let c = try CasesTests.finding(report, "C")
    #expect(c.caseBindings?.status == .write)
    #expect(c.properties.map(\.status) == [.write, .write])
    #expect(text.contains("extension C: SwitchableCases {"))
    #expect(text.contains("case caseBindings(Binding<Int>)"))
    #expect(try CasesTests.finding(report, "D").caseBindings?.status == .write)
    #expect(text.contains("extension D: SwitchableCases {"))
    #expect(report.clashCount == 2)
  }

  @Test("a property named cases: written, with a note that $value.cases reaches it")
  func propertyNamedCases() throws {
    let (report, _) = try CasesTests.fix(
      ["A.swift": "enum Filter { case cases(Int), none }\n"], types: ["Filter"])
    let finding = try CasesTests.finding(report, "Filter")
    #expect(finding.caseBindings?.status == .write)
    #expect(
      finding.caseBindings?.note?.contains("switch over `Filter.caseBindings(of: $value)`") == true)
    // And the property's own note does not claim Binding's member wins: it does not.
    #expect(finding.properties[0].note == nil)
  }

  @Test("the import SwiftUI Binding needs, unless the file has one (in an #if too)")
  func swiftUIImport() throws {
    let models = "import Foundation\n\nenum A { case a(Int) }\n"
    let conditional = "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\nenum B { case b(Int) }\n"
    let plain = "import Foundation\n\nenum C { case c, d }\n"
    let (report, files) = try CasesTests.fix(
      ["A.swift": models, "B.swift": conditional, "C.swift": plain], types: ["A", "B", "C"])
    #expect(
      try #require(files["A.swift"]).hasPrefix(
        "import Foundation\nimport OptionalBindings\nimport SwiftUI\n\nenum A {"))
    #expect(try CasesTests.finding(report, "A").imports == ["OptionalBindings", "SwiftUI"])
    #expect(try #require(files["B.swift"]).components(separatedBy: "import SwiftUI").count == 2)
    #expect(try CasesTests.finding(report, "B").imports == ["OptionalBindings"])
    // No case bindings, no Binding: no SwiftUI.
    #expect(!(try #require(files["C.swift"])).contains("import SwiftUI"))
  }

  @Test("generic enums, indirect cases and Self: written, Self spelled as the enum")
  func genericAndIndirect() throws {
    let source = """
      public enum Tree<Leaf> {
        case leaf(Leaf)
        indirect case node(Tree<Leaf>, Tree<Leaf>)
        indirect case wrapped(Self)
      }

      """
    let (_, files) = try CasesTests.fix(["Tree.swift": source], types: ["Tree"])
    let text = try #require(files["Tree.swift"])
    #expect(text.contains("extension Tree: SwitchableCases {"))
    #expect(text.contains("  public enum CaseBindings {\n    case leaf(Binding<Leaf>)"))
    #expect(text.contains("    case node(Binding<Tree<Leaf>>, Binding<Tree<Leaf>>)"))
    // Inside CaseBindings, `Self` would be CaseBindings.
    #expect(text.contains("    case wrapped(Binding<Tree>)"))
    #expect(text.contains("  public var wrapped: Self? {"))
    #expect(text.contains("  public static func caseBindings(of binding: Binding<Self>)"))
  }

  @Test("access: the enum's, for the nested enum and the function too")
  func access() throws {
    let source = """
      public enum A { case a(Int) }
      package enum B { case b(Int) }
      fileprivate enum C { case c(Int) }
      enum D { case d(Int) }

      """
    let (_, files) = try CasesTests.fix(["Access.swift": source], types: ["A", "B", "C", "D"])
    let text = try #require(files["Access.swift"])
    // The file has no indented line: four spaces.
    for (keyword, name) in [("public ", "a"), ("package ", "b"), ("fileprivate ", "c"), ("", "d")] {
      #expect(text.contains("\n    \(keyword)var \(name): Int? {"))
      #expect(
        text.contains("\n    \(keyword)enum CaseBindings {\n        case \(name)(Binding<Int>)"))
      #expect(
        text.contains(
          "\n    \(keyword)static func caseBindings(of binding: Binding<Self>) -> CaseBindings {"))
    }
  }

  @Test("what stops them: plain cases (a note), cases in #if, a case without a property")
  func refusals() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write(
      """
      enum Plain { case a, b }
      enum Conditional {
        case a(Int)
        #if DEBUG
          case debug(String)
        #endif
      }
      enum Keyword { case a(Int), pair(in: Int, out: Int) }

      """, to: "A.swift", in: folder)
    let report = CaseMigration(
      mode: .check, paths: [folder.path],
      types: ["Plain", "Conditional", "Keyword"]
    ).run()
    let plain = try CasesTests.finding(report, "Plain")
    #expect(plain.caseBindings?.status == .skipped)
    #expect(plain.caseBindings?.bindsNothing == true)
    #expect(plain.marker == "BindableCases")
    let conditional = try CasesTests.finding(report, "Conditional")
    #expect(conditional.caseBindings?.reason?.contains("inside #if") == true)
    let keyword = try CasesTests.finding(report, "Keyword")
    #expect(keyword.caseBindings?.reason?.hasPrefix("case pair has no case property") == true)
    let (_, output) = await runTool(
      ["cases", "check", "--type", "Plain", "--type", "Keyword", folder.path])
    #expect(
      output.standardOutput.contains(
        "note: no case bindings for Plain: none of its cases has a value"))
    #expect(output.standardOutput.contains("warning: no case bindings for Keyword: case pair"))
  }

  @Test("--no-case-bindings writes the properties alone; a later run adds the case bindings")
  func optOut() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = "import SwiftUI\n\nenum A { case a(Int), b }\nstruct S { @State var a: A? }\n"
    let file = try Support.write(source, to: "A.swift", in: folder)
    let first = await runTool(["cases", "fix", "--no-case-bindings", folder.path])
    #expect(first.status == 0)
    var text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("extension A: BindableCases {"))
    #expect(!text.contains("CaseBindings"))
    let again = await runTool(["cases", "check", "--no-case-bindings", folder.path])
    #expect(again.status == 0)
    let upgrade = await runTool(["cases", "check", folder.path])
    #expect(upgrade.status == 1)
    #expect(
      upgrade.output.standardOutput.contains(
        "warning: can write the SwitchableCases conformance and the case bindings"))
    _ = await runTool(["cases", "fix", folder.path])
    text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("extension A: BindableCases {"))
    #expect(text.contains("extension A: SwitchableCases {\n    enum CaseBindings {"))
    let last = await runTool(["cases", "check", folder.path])
    #expect(last.status == 0, "\(last.output.standardOutput)")
  }

  @Test(
    "a CaseBindings left behind by a changed enum is written again in place; one that matches is kept"
  )
  func stale() throws {
    let source = """
      enum A { case a(Int), b(String) }

      extension A: SwitchableCases {
        var a: Int? {
          get { if case .a(let int) = self { int } else { nil } }
          set { if case .a = self, let newValue { self = .a(newValue) } }
        }

        /// Kept: a comment above the declaration is not part of it.
        enum CaseBindings {
          case a(Binding<Int>)
        }

        static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
          switch binding.wrappedValue {
          case .a(let int):
            return .a(binding.unwrappingCase(\\.a, remembering: int))
          }
        }
      }

      """
    let (report, files) = try CasesTests.fix(["A.swift": source])
    let finding = try CasesTests.finding(report, "A")
    #expect(finding.caseBindings?.status == .write)
    #expect(finding.caseBindings?.replacesExisting == true)
    #expect(finding.caseBindings?.note?.contains("(added b): written again in place") == true)
    // The property of the new case is written too.
    #expect(finding.properties.map(\.status) == [.present, .write])
    let text = try #require(files["A.swift"])
    #expect(text.contains("var b: String? {"))
    #expect(
      text.contains(
        """
          /// Kept: a comment above the declaration is not part of it.
          enum CaseBindings {
            case a(Binding<Int>)
            case b(Binding<String>)
          }

          static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
            switch binding.wrappedValue {
            case .a(let int):
              return .a(binding.unwrappingCase(\\.a, remembering: int))
            case .b(let string):
              return .b(binding.unwrappingCase(\\.b, remembering: string))
            }
          }
        """), "\(text)")
    #expect(text.components(separatedBy: "enum CaseBindings").count == 2)
    // Written again, it matches: a second run keeps it.
    let again = try CasesTests.fix(["A.swift": text])
    #expect(try CasesTests.finding(again.report, "A").caseBindings?.status == .present)
    #expect(again.files["A.swift"] == text)
    // A case whose values changed is a change too.
    let changed = text.replacingOccurrences(
      of: "case a(Int), b(String)", with: "case a(Int, Int), b(String)")
    let third = try CasesTests.fix(["A.swift": changed])
    #expect(
      try CasesTests.finding(third.report, "A").caseBindings?.note?.contains(
        "changed the values of a") == true)
  }
}
