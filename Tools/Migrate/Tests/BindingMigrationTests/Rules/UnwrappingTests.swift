import Foundation
import Testing

@testable import BindingMigration

/// The rule `unwrapping`: its fixtures, and what it leaves alone.
///
/// A force-unwrapping closure binding under `if x != nil`: `Binding(unwrapping: $x)`.
@Suite("Rule: unwrapping")
struct UnwrappingTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "Unwrapping.swift": FixtureTests.rewritten(.unwrapping, 2),
    "OuterGuards.swift": FixtureTests.rewritten(.unwrapping, 3) + [.rewritten(.isPresent)],
    "ShadowingGuards.swift": FixtureTests.rewritten(.unwrapping, 3),
    "CrashFixForceUnwrap.swift": [
      .crash(.unwrapping, .forceUnwrap, applied: true),
      .crash(.unwrapping, .forceUnwrap, applied: true),
      .crash(.unwrapping, .forceUnwrap, applied: false),
      .crash(.unwrapping, .forceUnwrap, applied: false),
    ],
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "a force unwrap without a nil check around it",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            TextField("Name", text: Binding(get: { name! }, set: { name = $0 }))
          }
        }
        """,
      rule: .unwrapping, kind: .unguardedUnwrap,
      reason: "no `if name != nil` around it guards the binding"),
    RefusalTests.Case(
      name: "a force unwrap under a nil check whose setter writes after removal",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            if name != nil {
              TextField("Name", text: Binding(get: { name! }, set: { name = $0 }))
            }
          }
        }
        """,
      rule: .unwrapping, kind: .behaviour,
      reason: "writing a new value while `name` is nil stores the new value, where "
        + "`Binding(unwrapping: $name)` leaves it nil"),
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

  @Test(
    "without --crash-fixes, a ghost-writing force unwrap is reported with its crash fix and left")
  func crashFixIsReportedNotApplied() throws {
    let source = """
      import SwiftUI
      struct Field: View {
        @State private var name: String?
        var body: some View {
          if name != nil {
            TextField("Name", text: Binding(get: { name! }, set: { name = $0 }))
          }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(!finding.isRewritable)
    #expect(finding.refusal == .behaviour)
    #expect(finding.crashFix?.replacement == "Binding(unwrapping: $name)")
    #expect(finding.crashFix?.isApplied == false)
    #expect(finding.message.contains("crash fix (--crash-fixes) `Binding(unwrapping: $name)`"))
    #expect(finding.message.contains("the fix drops the write"))
    let (fixed, applied) = try Support.migrate(source, crashFixes: true)
    #expect(applied.contains("if let name = Binding(unwrapping: $name) {"))
    #expect(fixed.first?.crashFix?.isApplied == true)
  }
}
