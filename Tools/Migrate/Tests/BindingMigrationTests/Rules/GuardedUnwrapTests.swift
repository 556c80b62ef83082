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

  /// Issue 44, item 2: the branches that run only while the value is there, where no condition
  /// can bind a name, get `Binding(unwrapping: $x)!`, made while `x` holds a value.
  @Test(
    "the else of `if x == nil`, an else-if chain after it, a ternary's branch and a `switch` case `.some` get `Binding(unwrapping: $x)!` with --crash-fixes",
    arguments: [
      (
        "if draft == nil { Text(\"None\") } else { \(field) }",
        "} else { TextField(\"\", text: Binding(unwrapping: $draft)!) }",
        "if draft == nil … else"
      ),
      (
        "if nil == draft { Text(\"None\") } else if isLocked { Text(\"Locked\") } else { \(field) }",
        "} else { TextField(\"\", text: Binding(unwrapping: $draft)!) }",
        "if nil == draft … else"
      ),
      (
        "draft != nil ? AnyView(\(field)) : AnyView(Text(\"None\"))",
        "draft != nil ? AnyView(TextField(\"\", text: Binding(unwrapping: $draft)!)) : AnyView(Text(\"None\"))",
        "draft != nil ? …"
      ),
      (
        "draft == nil ? AnyView(Text(\"None\")) : AnyView(\(field))",
        ": AnyView(TextField(\"\", text: Binding(unwrapping: $draft)!))",
        "draft == nil ? … : …"
      ),
      (
        "isEditing && draft != nil ? AnyView(\(field)) : AnyView(Text(\"None\"))",
        "? AnyView(TextField(\"\", text: Binding(unwrapping: $draft)!))",
        "isEditing && draft != nil ? …"
      ),
      (
        "switch draft { case .some: \(field); case .none: Text(\"None\") }",
        "case .some: TextField(\"\", text: Binding(unwrapping: $draft)!);",
        "switch draft { case .some: … }"
      ),
      (
        "switch draft { case let text?: Text(text); \(field); case nil: Text(\"None\") }",
        "case let text?: Text(text); TextField(\"\", text: Binding(unwrapping: $draft)!);",
        "switch draft { case let text?: … }"
      ),
    ])
  func branch(_ content: String, _ expected: String, _ check: String) throws {
    let source = Self.screen(content)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    let finding = try #require(findings.first)
    #expect(finding.crashFix?.isApplied == true, "\(finding.message)")
    #expect(finding.crashFix?.replacement == "Binding(unwrapping: $draft)!")
    #expect(rewritten.contains(expected), "\(rewritten)")
    #expect(finding.notes.contains { $0.contains("made inside `\(check)`") }, "\(finding.notes)")
    // The behaviour change is said, as for the other crash fixes.
    #expect(finding.message.contains("the fix drops the write"), "\(finding.message)")
    // Without the flag, the same finding offers it and changes nothing.
    let (plain, untouched) = try Support.migrate(source)
    #expect(untouched == source)
    #expect(plain.first?.refusal == .behaviour)
    #expect(plain.first?.crashFix?.replacement == "Binding(unwrapping: $draft)!")
    #expect(
      plain.first?.message.contains(
        "crash fix (--crash-fixes) `Binding(unwrapping: $draft)!`") == true)
  }

  @Test(
    "`if case .some = x`, `if case let y? = x` and `guard let x` take the unwrapping as one more condition",
    arguments: [
      (
        "if case .some = draft { \(field) }",
        "if case .some = draft, let draftBinding = Binding(unwrapping: $draft) { TextField(\"\", text: draftBinding) }"
      ),
      (
        "if case let text? = draft { Text(text); \(field) }",
        "if case let text? = draft, let draftBinding = Binding(unwrapping: $draft) {"
      ),
      (
        "if case .some(let text) = draft { Text(text); \(field) }",
        "if case .some(let text) = draft, let draftBinding = Binding(unwrapping: $draft) {"
      ),
    ])
  func caseCondition(_ content: String, _ expected: String) throws {
    let (findings, rewritten) = try Support.migrate(Self.screen(content), crashFixes: true)
    #expect(findings.first?.crashFix?.isApplied == true, "\(findings)")
    #expect(rewritten.contains(expected), "\(rewritten)")
  }

  @Test("a guard let of the property, then `self.x!`: the unwrapping joins the guard")
  func guardLet() throws {
    let source = Self.screen(
      "editor()",
      members: """
        func editor() -> AnyView {
            guard let draft else { return AnyView(EmptyView()) }
            return AnyView(VStack { Text(draft); TextField("", text: Binding(get: { self.draft! }, set: { self.draft = $0 })) })
          }
        """)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(findings.first?.crashFix?.isApplied == true, "\(findings)")
    #expect(
      rewritten.contains(
        "guard let draft, let draftBinding = Binding(unwrapping: $draft) else"), "\(rewritten)")
    #expect(rewritten.contains("TextField(\"\", text: draftBinding)"), "\(rewritten)")
  }

  @Test(
    "a branch's binding made in a closure that may run later is not fixed with `!`: reported with the reason",
    arguments: [
      "if draft == nil { Text(\"None\") } else { Button(\"Edit\") { edit(Binding(get: { draft! }, set: { draft = $0 })) } }",
      "draft != nil ? AnyView(Color.clear.sheet(isPresented: $isEditing) { \(field) }) : AnyView(Text(\"None\"))",
    ])
  func branchInALaterClosure(_ content: String) throws {
    let source = Self.screen(content, members: "func edit(_ text: Binding<String>) {}")
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(finding.crashFix?.kind == .forceUnwrap)
    #expect(finding.crashFix?.isFixable == false)
    #expect(
      finding.message.contains("in a closure that may run after the value is gone"),
      "\(finding.message)")
  }

  /// A view with `@State var selected: Contact?`, `body` around `content`.
  static func contactScreen(_ content: String) -> String {
    """
    import SwiftUI
    struct Contact { var name = ""; var email: String?; var isFavorite = false }
    struct Screen: View {
      @State private var selected: Contact?
      var body: some View {
        \(content)
      }
    }
    """
  }

  /// Issue 44, item 4: a guarded force-unwrapped optional, read through.
  ///
  /// Closures that reach their value through a force-unwrapped optional, under a check of it,
  /// are a helper on the binding the check now unwraps. Where the optional is nil
  /// the closures trap, reading or writing; only that changes, as with `unwrapping`.
  @Test(
    "a guarded `x!.member` is the helper on the unwrapped binding, without --crash-fixes",
    arguments: [
      (
        "if selected != nil { TextField(\"\", text: Binding(get: { selected!.email ?? \"\" }, set: { selected!.email = $0 })) }",
        "if let selected = Binding(unwrapping: $selected) { TextField(\"\", text: selected.email.withDefault(\"\")) }",
        Rule.withDefault
      ),
      (
        "if let selected { Text(selected.name); TextField(\"\", text: Binding(get: { self.selected!.name }, set: { self.selected!.name = $0 })) }",
        "if let selected, let selectedBinding = Binding(unwrapping: $selected) { Text(selected.name); TextField(\"\", text: selectedBinding.name) }",
        Rule.forwarding
      ),
      (
        "if selected == nil { Text(\"None\") } else { Toggle(\"\", isOn: Binding(get: { !selected!.isFavorite }, set: { selected!.isFavorite = !$0 })) }",
        "} else { Toggle(\"\", isOn: Binding(unwrapping: $selected)!.isFavorite.negated()) }",
        Rule.negation
      ),
      (
        "if selected != nil { TextField(\"\", text: Binding(get: { selected!.email ?? \"\" }, set: { selected!.email = $0.isEmpty ? nil : $0 })) }",
        "TextField(\"\", text: selected.email.replacingNil(with: \"\"))",
        Rule.replacingNil
      ),
    ])
  func forceUnwrappedRoot(_ content: String, _ expected: String, _ rule: Rule) throws {
    let (findings, rewritten) = try Support.migrate(Self.contactScreen(content))
    let finding = try #require(findings.first)
    #expect(finding.isRewritable, "\(finding.message)")
    #expect(finding.rule == rule)
    #expect(rewritten.contains(expected), "\(rewritten)")
    #expect(
      finding.notes.contains { $0.contains("the closures trap, reading or writing") },
      "\(finding.notes)")
  }

  @Test(
    "an unguarded `x!.member`, or one whose other mentions of `x` are not unwraps, is left alone with the true reason",
    arguments: [
      (
        "TextField(\"\", text: Binding(get: { selected!.email ?? \"\" }, set: { selected!.email = $0 }))",
        RefusalKind.unguardedUnwrap, "no `if selected != nil` around it guards the binding"
      ),
      (
        "if selected != nil { TextField(\"\", text: Binding(get: { selected!.email ?? \"\" }, set: { selected!.email = $0; print(selected as Any) })) }",
        RefusalKind.getterShape, "the getter reads through a force unwrap"
      ),
    ])
  func forceUnwrappedRootLeftAlone(_ content: String, _ kind: RefusalKind, _ reason: String)
    throws
  {
    let source = Self.contactScreen(content)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(finding.refusal == kind, "\(finding.message)")
    #expect(finding.message.contains(reason), "\(finding.message)")
    #expect(finding.crashFix?.kind == .forceUnwrap)
  }

  @Test("a crash fix that fails its own checks says why it is not written")
  func withheldWithItsReason() throws {
    let source = """
      import SwiftUI
      import Observation
      @Observable final class Library { var folder: String? }
      struct Screen: View {
        @Environment(Library.self) private var library
        var body: some View {
          if library.folder != nil {
            TextField("", text: Binding(get: { library.folder! }, set: { library.folder = $0 }))
          }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(finding.crashFix?.isFixable == false)
    #expect(finding.crashFix?.withheld?.contains("comes from `@Environment`") == true, "\(finding)")
    #expect(
      finding.message.contains("; no crash fix is written: `library` comes from `@Environment`"),
      "\(finding.message)")
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

  @Test(
    "a force-unwrap under a guard of another path than the one it unwraps: the finding and any fix name the code as written, never the tool's placeholder"
  )
  func guardOfAnotherPath() throws {
    let source = """
      import SwiftUI
      struct Contact { var email: String? }
      @Observable final class Model { var selected: Contact? }
      struct Screen: View {
        @State private var model = Model()
        var body: some View {
          if let selected = model.selected, selected.email != nil {
            TextField("", text: Binding(get: { model.selected!.email! }, set: { model.selected!.email = $0 }))
          }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    let finding = try #require(findings.first)
    let texts =
      [finding.message, finding.crashFix?.replacement ?? "", rewritten] + finding.notes
    for text in texts { #expect(!text.contains("\u{1}"), "\(text)") }
    #expect(!SwiftcSpelling.parse(rewritten).hasError, "\(rewritten)")
  }
}
