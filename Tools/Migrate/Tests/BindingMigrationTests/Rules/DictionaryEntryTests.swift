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

  /// Issue 44, item 4: `values[k, default: 1] = $0` stores at `k` as `values[k] = $0` does; it
  /// was refused as "the setter also assigns …".
  @Test(
    "a setter through Dictionary's own `[key, default:]` stores the entry",
    arguments: [
      "values[key, default: 1] = $0", "values[key] = $0",
      "newValue in values[key, default: 0] = newValue",
    ])
  func defaultSubscriptSetter(_ setter: String) throws {
    let source = """
      import SwiftUI
      struct Counts: View {
        @State private var values: [String: Int] = [:]
        let key: String
        var body: some View {
          Stepper("Count", value: Binding(get: { values[key, default: 1] }, set: { \(setter) }))
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(findings.first?.rule == .dictionaryEntry, "\(findings)")
    #expect(
      rewritten.contains("Stepper(\"Count\", value: $values[key, default: 1])"), "\(rewritten)")
  }
}
