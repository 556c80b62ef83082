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

  /// Closure bindings this rule's shape reads that must be left alone, with their reasons
  /// (reported under `with-default`, the shape's first rule, since no plan names its own).
  static let refusals: [RefusalTests.Case] = [
    // Issue 44, item 4: `isEmpty` is `== ""` only for a `String`.
    RefusalTests.Case(
      name: "an empty-means-nil setter over a type whose `isEmpty` is its own",
      source: """
        import SwiftUI
        struct Token: ExpressibleByStringLiteral, Equatable {
          var raw: String
          init(stringLiteral value: String) { raw = value }
          var isEmpty: Bool { raw.allSatisfy { $0.isWhitespace } }
        }
        struct Field: View {
          @State private var token: Token?
          var body: some View { Text("").background(TokenField(token: Binding(get: { token ?? "" }, set: { token = $0.isEmpty ? nil : $0 }))) }
        }
        struct TokenField: View {
          @Binding var token: Token
          var body: some View { Text(token.raw) }
        }
        """,
      rule: .withDefault, kind: .setterShape,
      reason: "it tests `isEmpty` of a `Token`, that type's own code"),
    RefusalTests.Case(
      name: "an empty-means-nil setter over a value whose type the tool cannot see",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var token = Settings.shared.token
          var body: some View { TextField("", text: Binding(get: { token ?? "" }, set: { token = $0.isEmpty ? nil : $0 })) }
        }
        """,
      rule: .withDefault, kind: .unknownDeclaration,
      reason: "the tool cannot see that `token` is a `String`"),
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

  @Test("an empty-means-nil setter over a `String?` (a `Substring?`) is replacing-nil")
  func emptyStringMeansNil() throws {
    for type in ["String", "Substring"] {
      let source = """
        import SwiftUI
        struct Field: View {
          @State private var name: \(type)?
          var body: some View { Text("").background(Edit(text: Binding(get: { name ?? "" }, set: { name = $0.isEmpty ? nil : $0 }))) }
        }
        struct Edit: View { @Binding var text: \(type); var body: some View { Text(text) } }
        """
      let (findings, rewritten) = try Support.migrate(source)
      #expect(findings.first?.rule == .replacingNil, "\(type): \(findings)")
      #expect(rewritten.contains("Edit(text: $name.replacingNil(with: \"\"))"))
    }
  }
}
