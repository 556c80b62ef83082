import Foundation
import Testing

@testable import BindingMigration

/// Force-unwrapping closure bindings under the guards apps write (issue 34, finding 7): each gets
/// its crash fix where the guard holds when the binding is made.
@Suite("Crash: force-unwrap under a guard")
struct GuardedUnwrapTests {
  /// The fixture: `if x != nil { VStack { … } }`, `if a && x != nil`, `else if let x = x` around
  /// `self.x!`, and `if let _ = x` in a sheet's content (whose presentation is a closure binding
  /// of its own, rewritten).
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "CrashFixGuardedUnwrap.swift": [
      .crash(.unwrapping, .forceUnwrap, applied: true),
      .crash(.unwrapping, .forceUnwrap, applied: true),
      .crash(.unwrapping, .forceUnwrap, applied: true),
      .rewritten(.isPresent),
      .crash(.unwrapping, .forceUnwrap, applied: true),
    ]
  ]

  @Test(
    "its crash fixes are applied exactly into the expected file", arguments: fixtures.keys.sorted()
  )
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }

  /// A view with `@State var draft: String?` and flags, with `body` around `content`.
  static func screen(_ content: String, members: String = "") -> String {
    """
    import SwiftUI
    struct Screen: View {
      @State private var draft: String?
      @State private var isEditing = false
      @State private var isLocked = false
      \(members)
      var body: some View {
        \(content)
      }
    }
    """
  }

  static let field = "TextField(\"\", text: Binding(get: { draft! }, set: { draft = $0 }))"

  @Test(
    "a check that is one part of an && condition guards the binding: the condition is split at its &&s",
    arguments: [
      (
        "if isEditing && draft != nil { \(field) }",
        "if isEditing, let draft = Binding(unwrapping: $draft) { TextField(\"\", text: draft) }"
      ),
      (
        "if draft != nil && isEditing { \(field) }",
        "if let draft = Binding(unwrapping: $draft), isEditing { TextField(\"\", text: draft) }"
      ),
      (
        "if isEditing && nil != draft && !isLocked { \(field) }",
        "if isEditing, let draft = Binding(unwrapping: $draft), !isLocked { TextField(\"\", text: draft) }"
      ),
      // A later part that reads `draft` keeps it: the binding takes another name.
      (
        "if draft != nil && !draft!.isEmpty { \(field) }",
        "if let draftBinding = Binding(unwrapping: $draft), !draft!.isEmpty { TextField(\"\", text: draftBinding) }"
      ),
    ])
  func andCondition(_ content: String, _ expected: String) throws {
    let (findings, rewritten) = try Support.migrate(Self.screen(content), crashFixes: true)
    let finding = try #require(findings.first)
    #expect(finding.crashFix?.isApplied == true, "\(finding.message)")
    #expect(rewritten.contains(expected), "\(rewritten)")
    #expect(finding.notes.contains { $0.contains("becomes `") }, "\(finding.notes)")
  }

  @Test("a guard whose condition joins the check with && guards what follows it")
  func guardWithAnd() throws {
    let source = Self.screen(
      "editor()",
      members: """
        func editor() -> AnyView {
            guard isEditing && draft != nil else { return AnyView(EmptyView()) }
            return AnyView(\(Self.field))
          }
        """)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(findings.first?.crashFix?.isApplied == true)
    #expect(rewritten.contains("guard isEditing, let draft = Binding(unwrapping: $draft) else"))
    #expect(rewritten.contains("return AnyView(TextField(\"\", text: draft))"), "\(rewritten)")
  }

  @Test(
    "an && under || or in parentheses, or || itself, does not guard the binding: reported, unchanged",
    arguments: [
      "if isEditing || draft != nil { \(field) }",
      "if isLocked || (isEditing && draft != nil) { \(field) }",
      "if !(isEditing && draft == nil) { \(field) }",
    ])
  func notAGuard(_ content: String) throws {
    let source = Self.screen(content)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(finding.crashFix?.kind == .forceUnwrap)
    #expect(finding.crashFix?.isFixable == false)
    #expect(finding.message.contains("no `if draft != nil` around it guards the binding"))
  }
}
