import Foundation
import Testing

@testable import BindingMigration

/// Every closure binding the tool deliberately leaves alone.
///
/// Each case gives the input, the rule it is reported under, and the reason it gives. None of these may change a byte of the file.
@Suite("Closure bindings left alone")
struct RefusalTests {
  /// One closure binding that must not be rewritten.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var rule: Rule
    var kind: RefusalKind
    var reason: String
    var suggestion: String?

    var testDescription: String { name }
  }

  /// Every case, from every rule's suite (`Rules/`).
  static var cases: [Case] {
    ForwardingTests.refusals + WithDefaultTests.refusals + ReplacingNilTests.refusals
      + IsPresentTests.refusals + IsPresentWithDefaultTests.refusals
      + DictionaryEntryTests.refusals + SetMembershipTests.refusals + SelectionTests.refusals
      + UnwrappingTests.refusals + ClosureBindingTests.refusals + StateUnlessBoundTests.refusals
      + IdentifiedElementTests.refusals + ForceUnwrappingInitializerTests.refusals
  }

  /// Checks that `example` is left alone, unchanged, with its reason, kind and suggestion.
  static func check(_ example: Case) throws {
    let (findings, rewritten) = try Support.migrate(example.source)
    #expect(rewritten == example.source, "the file changed")
    let finding = try #require(findings.first { $0.rule == example.rule }, "\(findings)")
    #expect(!finding.isRewritable)
    #expect(finding.refusal == example.kind, "kind: \(String(describing: finding.refusal))")
    #expect(!finding.message.contains("\n"), "the reason spans lines: \(finding.message)")
    #expect(
      finding.reason?.contains(example.reason) == true,
      "reason: \(finding.reason ?? "none")")
    if let suggestion = example.suggestion {
      #expect(finding.suggestion == suggestion)
    }
    #expect(finding.message.contains(example.reason))
  }

  @Test("every kind of reason a closure binding can be left alone for has a case here")
  func everyKindIsCovered() {
    let covered = Set(Self.cases.map(\.kind))
    // A rewrite withdrawn because the file cannot be written is tested with the command line.
    let expected = Set(RefusalKind.allCases).subtracting([.rewriteConflict])
    #expect(covered == expected, "missing: \(expected.subtracting(covered))")
  }

  @Test("a type declared twice (two targets) is not taken for either declaration")
  func ambiguousTypeName() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(
      "import Observation\n@Observable final class Model { var name: String? }\n",
      to: "Widgets/Model.swift", in: folder)
    try Support.write(
      """
      import SwiftUI
      final class Model: ObservableObject { @Published var name: String? }
      struct NameField: View {
        let model: Model
        var body: some View {
          TextField("Name", text: Binding(get: { model.name ?? "" }, set: { model.name = $0 }))
        }
      }

      """, to: "App/NameField.swift", in: folder)
    let report = await Migration(mode: .check, paths: [folder.path]).run()
    let finding = try #require(report.files.flatMap(\.findings).first)
    #expect(!finding.isRewritable)
    #expect(finding.refusal == .unknownDeclaration)
    #expect(
      finding.reason?.contains("a name the tool cannot tell apart from another declaration") == true
    )
  }

  @Test("two closure bindings in one expression are both rewritten, each edit in its place")
  func twoOnOneLine() throws {
    let source = """
      import SwiftUI
      struct Outer: View {
        @State private var name: String?
        @State private var flag = false
        var body: some View {
          Toggle("On", isOn: Binding(get: { flag }, set: { flag = $0 }))
            .sheet(isPresented: Binding(get: { flag }, set: { flag = $0 })) { Text("") }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(findings.filter(\.isRewritable).count == 2)
    #expect(rewritten.contains("Toggle(\"On\", isOn: $flag)"))
    #expect(rewritten.contains(".sheet(isPresented: $flag)"))
  }

  @Test(
    "a closure binding under a nil check is rewritten with `withDefault`, and a note says why not `Binding(unwrapping:)`"
  )
  func nilCheckNote() throws {
    let source = """
      import SwiftUI
      struct Field: View {
        @State private var name: String?
        var body: some View {
          if name != nil {
            TextField("Name", text: Binding(get: { name ?? "" }, set: { name = $0 }))
          }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    let finding = try #require(findings.first)
    #expect(finding.replacement == "$name.withDefault(\"\")")
    #expect(finding.notes.count == 1)
    #expect(finding.notes.first?.contains("Binding(unwrapping: $name)") == true)
    #expect(rewritten.contains("if name != nil {"))
  }

  @Test(
    "a row parameter named as the root of the rows' data (a tree's `node` in `ForEach(node.children) { node in … }`) is typed from the data, without looking itself up again"
  )
  func rowParameterShadowingTheData() throws {
    let source = """
      import SwiftUI
      struct Node: Identifiable {
        var id = 0
        var name: String?
        var children: [Node] = []
      }
      struct Tree: View {
        @State private var node = Node()
        var body: some View {
          ForEach(node.children) { node in
            TextField("Name", text: Binding(get: { node.name ?? "" }, set: { _ in }))
          }
        }
      }
      """
    // Before: the row parameter's type was looked up from the data's path inside the closure,
    // where `node` is the parameter again, and the lookup recursed until the stack overflowed.
    let (findings, rewritten) = try Support.migrate(source)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(!finding.isRewritable, "the setter stores nothing: left alone")
    #expect(rewritten == source)
  }
}
