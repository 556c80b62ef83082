import Foundation
import Testing

@testable import BindingMigration

/// The rule `state-unless-bound`: its fixtures, and what it leaves alone.
///
/// An optional binding merged with the view's own state, which `@StateUnlessBound` replaces.
@Suite("Rule: state-unless-bound")
struct StateUnlessBoundTests {
  /// This rule's fixtures: none of its own (it is never rewritten).
  static let fixtures: [String: [FixtureTests.Outcome]] = [:]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "state or an optional binding, merged in the getter",
      source: """
        import SwiftUI
        struct SearchBar: View {
          @State private var own = ""
          let external: Binding<String>?
          var body: some View {
            TextField("Search", text: Binding(get: { external?.wrappedValue ?? own }, set: { if let external { external.wrappedValue = $0 } else { own = $0 } }))
          }
        }
        """,
      rule: .stateUnlessBound, kind: .reportOnly,
      reason: "`@StateUnlessBound` keeps both in one property",
      suggestion: "@StateUnlessBound")
    // The reason classes that used to be wrong, each with a true one-line reason.,
  ]

  @Test("left alone, with its reason", arguments: refusals)
  func leftAlone(_ example: RefusalTests.Case) throws {
    try RefusalTests.check(example)
  }

  @Test("an optional binding merged with state through `??` is reported")
  func optionalBindingOrState() throws {
    let source = """
      import SwiftUI
      struct Panel: View {
        @State private var ownIsExpanded = false
        private let isExpanded: Binding<Bool>?
        private let plain: Bool? = nil
        var body: some View {
          Toggle("Filters", isOn: isExpanded ?? $ownIsExpanded)
          Text(plain ?? false ? "a" : "b")
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(rewritten == source)
    #expect(findings.map(\.rule) == [.stateUnlessBound])
    #expect(findings.first?.suggestion == "@StateUnlessBound")
  }
}
