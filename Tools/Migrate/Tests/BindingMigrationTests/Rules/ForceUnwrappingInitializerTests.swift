import Foundation
import Testing

@testable import BindingMigration

/// The rule `force-unwrapping-init`: its fixtures, and what it leaves alone.
///
/// SwiftUI's `Binding($x)`, which traps when read after its source becomes nil.
@Suite("Rule: force-unwrapping-init")
struct ForceUnwrappingInitializerTests {
  /// This rule's fixtures: none of its own (it is never rewritten).
  static let fixtures: [String: [FixtureTests.Outcome]] = [:]

  /// Closure bindings reported under this rule that must be left alone: none.
  static let refusals: [RefusalTests.Case] = []

  @Test("SwiftUI's force-unwrapping `Binding(_:)` in `if let` is reported, not rewritten")
  func forceUnwrappingInitializer() throws {
    let source = """
      import SwiftUI
      struct Field: View {
        @State private var name: String?
        var body: some View {
          if let name = Binding($name) {
            TextField("Name", text: name)
          }
          TextField("Promoted", text: Binding(get: { "" }, set: { _ in }))
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(rewritten == source)
    let finding = try #require(findings.first { $0.rule == .forceUnwrappingInitializer })
    #expect(finding.suggestion == "Binding(unwrapping: $name)")
    #expect(finding.line == 5)
    #expect(findings.filter { $0.rule == .forceUnwrappingInitializer }.count == 1)
  }
}
