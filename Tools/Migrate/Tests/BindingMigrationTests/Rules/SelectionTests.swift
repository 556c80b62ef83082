import Foundation
import Testing

@testable import BindingMigration

/// The rule `selection`: `sel == v` read, `v` or "clear if still `v`" written: `$sel.equals(v)`.
@Suite("Rule: selection")
struct SelectionTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "Selection.swift": FixtureTests.rewritten(.selection, 2),
    "RequiredSelection.swift": FixtureTests.rewritten(.selection, 3) + [
      .leftAlone(.selection, .behaviour)
    ],
    "GenericConstraints.swift": FixtureTests.rewritten(.selection, 2) + [
      .leftAlone(.selection, .type), .rewritten(.selection),
    ],
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "a selection cleared on any false",
      source: """
        import SwiftUI
        enum Frequency: Hashable { case daily, weekly }
        struct Row: View {
          @State private var selection: Frequency?
          var body: some View {
            Toggle("Weekly", isOn: Binding(get: { selection == .weekly }, set: { selection = $0 ? .weekly : nil }))
          }
        }
        """,
      rule: .selection, kind: .behaviour,
      reason:
        "writing `false` while `selection` holds another value stores nil, where "
        + "`$selection.equals(.weekly)` keeps that value",
      suggestion: "$selection.equals(.weekly)"),
    RefusalTests.Case(
      name: "a selection never cleared, on an optional",
      source: """
        import SwiftUI
        struct Row: View {
          @State private var plan: String?
          var body: some View {
            Toggle("Pro", isOn: Binding(get: { plan == "pro" }, set: { if $0 { plan = "pro" } }))
          }
        }
        """,
      rule: .selection, kind: .behaviour,
      reason: "writing `false` while `plan` is `\"pro\"` keeps that value, where "
        + "`$plan.equals(\"pro\")` stores nil"),
    RefusalTests.Case(
      name: "a selection that cannot be nil: the reason names no nil state",
      source: """
        import SwiftUI
        enum Tab: Hashable { case inbox, archive }
        struct Switcher: View {
          @State private var tab: Tab = .inbox
          var body: some View {
            Toggle("Archive", isOn: Binding(get: { tab == .archive }, set: { tab = $0 ? .archive : .inbox }))
          }
        }
        """,
      rule: .selection, kind: .behaviour,
      reason: "writing `false` while `tab` is `.archive` stores `.inbox`, where "
        + "`$tab.equals(.archive)` keeps that value"),
    RefusalTests.Case(
      name: "a selection whose value is not Hashable",
      source: """
        import SwiftUI
        struct Plan: Equatable { var name: String }
        struct Plans: View {
          @State private var plan: Plan?
          let pro = Plan(name: "pro")
          var body: some View {
            Toggle("Pro", isOn: Binding(get: { plan == pro }, set: { if $0 { plan = pro } else if plan == pro { plan = nil } }))
          }
        }
        """,
      rule: .selection, kind: .type,
      reason: "`Plan` is not `Hashable`, which `equals(_:)` needs"),
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
