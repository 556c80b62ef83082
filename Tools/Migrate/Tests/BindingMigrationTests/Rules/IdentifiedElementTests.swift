import Foundation
import Testing

@testable import BindingMigration

/// The rule `identified-element`: its fixtures, and what it leaves alone.
///
/// An array element found by id inside a closure binding, which `$array[id:]` replaces.
@Suite("Rule: identified-element")
struct IdentifiedElementTests {
  /// This rule's fixtures: none of its own (it is never rewritten).
  static let fixtures: [String: [FixtureTests.Outcome]] = [:]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "an array element found by id",
      source: """
        import SwiftUI
        struct Todo: Identifiable { var id = 0; var title = "" }
        struct Detail: View {
          @Binding var todos: [Todo]
          let id: Int
          var body: some View {
            TextField("Title", text: Binding(get: { (todos.first { $0.id == id } ?? Todo()).title }, set: { _ in }))
            Editor(todo: Binding(get: { todos.first(where: { $0.id == id }) ?? Todo() }, set: { _ in }))
          }
        }
        """,
      rule: .identifiedElement, kind: .reportOnly, reason: "finds the element whose id is `id`",
      suggestion: "Binding(unwrapping: $todos[id: id])")
  ]

  @Test("left alone, with its reason", arguments: refusals)
  func leftAlone(_ example: RefusalTests.Case) throws {
    try RefusalTests.check(example)
  }
}
