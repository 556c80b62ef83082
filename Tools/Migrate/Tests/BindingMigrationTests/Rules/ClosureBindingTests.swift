import Foundation
import Testing

@testable import BindingMigration

/// The rule `closure-binding`: closure bindings whose getter no helper reads.
@Suite("Rule: closure-binding")
struct ClosureBindingTests {
  /// This rule's fixtures: none of its own (it is never rewritten).
  static let fixtures: [String: [FixtureTests.Outcome]] = [:]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "optional chaining in the getter and the setter",
      source: """
        import SwiftUI
        struct Item { var title: String? }
        struct Editor: View {
          @State private var item: Item?
          var body: some View {
            TextField("Title", text: Binding(get: { item?.title ?? "" }, set: { item?.title = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape,
      reason: "the getter reads through optional chaining (`item?.title`)"),
    RefusalTests.Case(
      name: "a getter that is a function",
      source: """
        import SwiftUI
        @Observable final class Model {
          var name: String?
          func nameOrEmpty() -> String { name ?? "" }
        }
        struct Field: View {
          @Bindable var model: Model
          var body: some View {
            TextField("Name", text: Binding(get: model.nameOrEmpty, set: { model.name = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .closureForm, reason: "the getter is `model.nameOrEmpty`"),
    RefusalTests.Case(
      name: "a capture list",
      source: """
        import SwiftUI
        @Observable final class Model { var name: String? }
        struct Field: View {
          @Bindable var model: Model
          var body: some View {
            TextField("Name", text: Binding(get: { [model] in model.name ?? "" }, set: { model.name = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .closureForm,
      reason: "the closure has a capture list (`[model]`)"),
    RefusalTests.Case(
      name: "a getter of several statements",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            TextField("Name", text: Binding(get: { let value = name; return value ?? "" }, set: { name = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape, reason: "the getter runs several statements"),
    RefusalTests.Case(
      name: "a getter true while the value is missing",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            Toggle("Unnamed", isOn: Binding(get: { name == nil }, set: { if $0 { name = nil } }))
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape,
      reason: "true while the value is missing; no helper reads that way"),
    RefusalTests.Case(
      name: "code that spans lines is quoted by its first line",
      source: """
        import SwiftUI
        struct Sheets: View {
          @State private var push = false
          @State private var other = false
          var body: some View {
            Text("").sheet(isPresented: Binding(get: {
              push &&
                !other
            }, set: { push = $0 })) { Text("") }
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape,
      reason: "the getter reads `push &&…`, which matches no helper"),
  ]

  @Test("left alone, with its reason", arguments: refusals)
  func leftAlone(_ example: RefusalTests.Case) throws {
    try RefusalTests.check(example)
  }
}
