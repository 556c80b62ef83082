import Foundation
import Testing

@testable import BindingMigration

/// The rule `set-membership`: `set.contains(e)` read, inserted or removed: `$set.contains(e)`.
@Suite("Rule: set-membership")
struct SetMembershipTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "SetMembership.swift": FixtureTests.rewritten(.setMembership, 3)
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "an option set that looks like a set",
      source: """
        import SwiftUI
        struct TextOptions: OptionSet {
          let rawValue: Int
          static let bold = TextOptions(rawValue: 1)
        }
        struct Style: View {
          @State private var options: TextOptions = []
          var body: some View {
            Toggle("Bold", isOn: Binding(get: { options.contains(.bold) }, set: { if $0 { options.insert(.bold) } else { options.remove(.bold) } }))
          }
        }
        """,
      rule: .setMembership, kind: .type,
      reason: "`options` is an option set (`TextOptions`), not a `Set`"),
    RefusalTests.Case(
      name: "a collection the tool cannot see is a Set",
      source: """
        import SwiftUI
        struct Style: View {
          @State private var flags = Flags()
          var body: some View {
            Toggle("Three", isOn: Binding(get: { flags.contains(3) }, set: { if $0 { flags.insert(3) } else { flags.remove(3) } }))
          }
        }
        """,
      rule: .setMembership, kind: .unknownDeclaration,
      reason: "the tool cannot see that `flags` (declared as `Flags`) is a `Set`"),
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
