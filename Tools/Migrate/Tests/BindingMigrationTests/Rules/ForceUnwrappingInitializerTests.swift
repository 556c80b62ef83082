import Foundation
import Testing

@testable import BindingMigration

/// The rule `force-unwrapping-init`: its fixtures, and what it leaves alone.
///
/// SwiftUI's `Binding($x)`, which traps when read after its source becomes nil.
@Suite("Rule: force-unwrapping-init")
struct ForceUnwrappingInitializerTests {
  /// This rule's fixtures: its crash fixes, applied with `--crash-fixes`.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "CrashFixBindingInitializer.swift": Array(
      repeating: .crash(.forceUnwrappingInitializer, .forceUnwrappingInitializer, applied: true),
      count: 5)
  ]

  @Test(
    "its crash fixes are applied exactly into the expected files", arguments: fixtures.keys.sorted()
  )
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }

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

  @Test("the crash fix is not written where the code base declares its own Binding(unwrapping:)")
  func ownHelperBlocksTheFix() throws {
    let source = """
      import SwiftUI
      extension Binding {
        init?(unwrapping base: Binding<Value?>) { return nil }
      }
      struct Field: View {
        @State private var name: String?
        var body: some View {
          if let name = Binding($name) {
            TextField("Name", text: name)
          }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first { $0.rule == .forceUnwrappingInitializer })
    #expect(finding.crashFix?.kind == .forceUnwrappingInitializer)
    #expect(finding.crashFix?.isFixable == false)
    #expect(finding.reason?.contains("declares its own `Binding.init(unwrapping:)`") == true)
  }

  @Test(
    "Binding($x) where it may be SwiftUI's initializer that makes a Binding<T?> is not reported")
  func promotingInitializerIsNotReported() throws {
    let source = """
      import SwiftUI
      struct Field: View {
        @State private var code = ""
        var body: some View {
          Child(code: Binding($code))
        }
      }
      struct Child: View {
        @Binding var code: String?
        var body: some View { Text(code ?? "") }
      }
      """
    let (findings, _) = try Support.migrate(source, crashFixes: true)
    #expect(findings.isEmpty, "\(findings)")
  }
}
