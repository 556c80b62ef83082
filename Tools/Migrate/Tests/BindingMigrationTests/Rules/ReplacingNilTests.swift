import Foundation
import Testing

@testable import BindingMigration

/// The rule `replacing-nil`: `x ?? p` read, `p` written as nil: `$x.replacingNil(with: p)`.
@Suite("Rule: replacing-nil")
struct ReplacingNilTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "ReplacingNil.swift": FixtureTests.rewritten(.replacingNil, 6)
  ]

  /// Closure bindings reported under this rule that must be left alone: none.
  static let refusals: [RefusalTests.Case] = []

  @Test(
    "its fixtures are rewritten exactly into the expected files", arguments: fixtures.keys.sorted())
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }
}
