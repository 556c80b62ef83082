import Foundation
import Testing

@testable import BindingMigration

/// The rule `dictionary-entry`: its fixtures, and what it leaves alone.
///
/// `dict[key] ?? d` read, `dict[key] = $0` written: `$dict[key, default: d]`.
@Suite("Rule: dictionary-entry")
struct DictionaryEntryTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "DictionaryEntry.swift": [
      .rewritten(.dictionaryEntry), .rewritten(.dictionaryEntry), .rewritten(.replacingNil),
      .rewritten(.dictionaryEntry),
    ]
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "a key evaluated on every access",
      source: """
        import SwiftUI
        struct Settings: View {
          @State private var values: [String: Bool] = [:]
          @State private var current = "a"
          var body: some View {
            Toggle("On", isOn: Binding(get: { values[current] ?? false }, set: { values[current] = $0 }))
          }
        }
        """,
      rule: .dictionaryEntry, kind: .changingArgument,
      reason: "the key `current` is an `@State` property, which can change")
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
