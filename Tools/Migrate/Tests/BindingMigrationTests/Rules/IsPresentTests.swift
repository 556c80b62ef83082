import Foundation
import Testing

@testable import BindingMigration

/// The rule `is-present`: `x != nil` read, `false` written as nil: `$x.isPresent()`.
@Suite("Rule: is-present")
struct IsPresentTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "IsPresent.swift": FixtureTests.rewritten(.isPresent, 5)
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "a setter with a side effect",
      source: """
        import SwiftUI
        struct ErrorAlert: View {
          @State private var error: String?
          @State private var message: String?
          var body: some View {
            Text("").alert("Error", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil; message = nil } }), presenting: error) { _ in }
          }
        }
        """,
      rule: .isPresent, kind: .sideEffect, reason: "the setter also assigns `message`",
      suggestion: "$error.isPresent()"),
    RefusalTests.Case(
      name: "a helper name the code base declares itself",
      source: """
        import SwiftUI
        extension Binding {
          func isPresent<T>() -> Binding<Bool> where Value == T? {
            Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
          }
        }
        """,
      rule: .isPresent, kind: .shadowedHelper,
      reason: "this code base declares its own `Binding.isPresent`"),
  ]

  @Test(
    "its fixtures are rewritten exactly into the expected files", arguments: fixtures.keys.sorted())
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }

  @Test("left alone, with its reason", arguments: refusals)
  func leftAlone(_ example: RefusalTests.Case) throws {
    try RefusalTests.check(example)
  }
}
