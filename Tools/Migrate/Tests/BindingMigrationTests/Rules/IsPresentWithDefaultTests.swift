import Foundation
import Testing

@testable import BindingMigration

/// The rule `is-present-default`: its fixtures, and what it leaves alone.
///
/// `x != nil` read, `true` storing a default while nil: `$x.isPresent(default: d)`.
@Suite("Rule: is-present-default")
struct IsPresentWithDefaultTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "IsPresentWithDefault.swift": FixtureTests.rewritten(.isPresentWithDefault, 3)
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "a default stored on true that replaces an existing value",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var count: Int?
          var body: some View {
            Toggle("Count", isOn: Binding(get: { count != nil }, set: { count = $0 ? 1 : nil }))
          }
        }
        """,
      rule: .isPresentWithDefault, kind: .behaviour,
      reason: "writing `true` while `count` holds a value stores `1`, where "
        + "`$count.isPresent(default: 1)` keeps that value")
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
