import Foundation
import Testing

@testable import BindingMigration

/// The crash `captured-index`: a closure binding that reads `items[index]` by the index a
/// `ForEach` row captured; reported, never changed.
@Suite("Crash: captured-index")
struct CapturedIndexTests {
  /// The fixture: two such closure bindings in rows, and one whose index is no row's.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "CrashFixCapturedIndex.swift": [
      .crash(.closureBinding, .capturedIndex, applied: false), .rewritten(.forwarding),
      .leftAlone(.closureBinding, .getterShape),
    ]
  ]

  /// Closure bindings reported under this crash that must be left alone: the fixture's.
  static let refusals: [RefusalTests.Case] = []

  @Test(
    "its fixture is rewritten exactly into the expected file", arguments: fixtures.keys.sorted())
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }

  @Test("the finding names the row and the fix, rows bound by id, and keeps its own verdict")
  func message() throws {
    let source = """
      import SwiftUI
      struct Todo { var title = "" }
      struct Screen: View {
        @State private var todos: [Todo] = []
        var body: some View {
          ForEach(0..<todos.count, id: \\.self) { row in
            TextField("", text: Binding(get: { todos[row].title }, set: { todos[row].title = $0 }))
          }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(finding.crashFix?.kind == .capturedIndex)
    #expect(finding.crashFix?.replacement == nil)
    #expect(finding.refusal == .getterShape)
    #expect(finding.message.contains("by the index `row` of a row of"))
    #expect(finding.message.contains("`ForEach(byID: $todos) { $item in … }`"))
  }
}
