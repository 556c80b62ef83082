import Foundation
import Testing

@testable import BindingMigration

/// The rule `forwarding`: its fixtures, and what it leaves alone.
///
/// A closure binding that reads and writes one value as it is: `$x`, `$x[dynamicMember: k]`,
/// `$dict[key]`.
@Suite("Rule: forwarding")
struct ForwardingTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "Forwarding.swift": FixtureTests.rewritten(.forwarding, 6),
    "KeyPathForwarding.swift": [.rewritten(.forwarding)],
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    RefusalTests.Case(
      name: "a setter that is a method",
      source: """
        import SwiftUI
        final class Controller {
          var isEnabled = false
          func setEnabled(_ value: Bool) { isEnabled = value }
        }
        struct Switch: View {
          let controller: Controller
          var body: some View {
            Toggle("On", isOn: Binding(get: { controller.isEnabled }, set: controller.setEnabled))
          }
        }
        """,
      rule: .forwarding, kind: .closureForm,
      reason: "the setter is `controller.setEnabled`, a function the tool cannot see into"),
    RefusalTests.Case(
      name: "a closure parameter that is a copy",
      source: """
        import SwiftUI
        struct Row: View {
          let update: (String) -> Void
          var body: some View {
            ForEach(["a"], id: \\.self) { item in
              TextField("Item", text: Binding(get: { item }, set: { item = $0 }))
            }
          }
        }
        """,
      rule: .forwarding, kind: .noBinding,
      reason: "`item` is a closure parameter, a copy of the value"),
    RefusalTests.Case(
      name: "a setter that branches on the value with a side effect: the side effect is named",
      source: """
        import SwiftUI
        struct Subscription { var isEnabled = false }
        struct PushSettings: View {
          @State var subscription = Subscription()
          func update() {}
          func delete() {}
          var body: some View {
            Toggle("Push", isOn: .init(get: { subscription.isEnabled }, set: { newValue in
              subscription.isEnabled = newValue
              if newValue { update() } else { delete() }
            }))
          }
        }
        """,
      rule: .forwarding, kind: .sideEffect, reason: "the setter also calls `update`"),
    RefusalTests.Case(
      name: "a setter that branches on a value that is not a Boolean's helper",
      source: """
        import SwiftUI
        struct Flag: View {
          @State private var isOn = false
          var body: some View {
            Toggle("On", isOn: Binding(get: { isOn }, set: { if $0 { isOn = true } else { isOn = false } }))
          }
        }
        """,
      rule: .forwarding, kind: .setterShape,
      reason: "the setter branches on the value written (`$0`), which only a Boolean helper does"),
    RefusalTests.Case(
      name: "a setter that ignores the value: set: { _ in }",
      source: """
        import SwiftUI
        struct Status: View {
          let text: Binding<String>
          var body: some View {
            Toggle("Empty", isOn: Binding(get: { text.wrappedValue.isEmpty }, set: { _ in }))
          }
        }
        """,
      rule: .forwarding, kind: .setterShape,
      reason: "the setter ignores the value written (`{ _ in }`), so writes do nothing; no helper "
        + "is read-only"),
    RefusalTests.Case(
      name: "an entry forwarded through a subscript that is not a standard collection's",
      source: """
        import SwiftUI
        import Stores
        struct Row: View {
          @State private var store = KeyValueStore()
          let key: String
          var body: some View {
            TextField("Value", text: Binding(get: { store[key] }, set: { store[key] = $0 }))
          }
        }
        """,
      rule: .forwarding, kind: .type,
      reason: "`store` is a `KeyValueStore`, whose subscript the tool does not forward through"),
    RefusalTests.Case(
      name: "a comment just above that mentions redrawing",
      source: """
        import SwiftUI
        struct Panel: View {
          let isOpen: Binding<Bool>
          var body: some View {
            // A new binding on every render, so the sheet redraws when its parent does.
            Text("").sheet(isPresented: Binding(get: { isOpen.wrappedValue }, set: { isOpen.wrappedValue = $0 })) { Text("") }
          }
        }
        """,
      rule: .forwarding, kind: .comment,
      reason:
        "a comment on it mentions updates (`// A new binding on every render, so the sheet redraws when…`)",
      suggestion: "isOpen"),
    // ObservableObject models: only the wrappers give bindings.,
    RefusalTests.Case(
      name: "the whole ObservableObject forwarded: $model is a wrapper, not a binding",
      source: """
        import SwiftUI
        final class Account: ObservableObject { @Published var name = "" }
        struct Row: View {
          @ObservedObject var account: Account
          var body: some View {
            AccountView(account: Binding(get: { account }, set: { account = $0 }))
          }
        }
        struct AccountView: View {
          @Binding var account: Account
          var body: some View { Text("") }
        }
        """,
      rule: .forwarding, kind: .noBinding,
      reason: "`$account` is the `@ObservedObject` wrapper, which gives bindings to the object's "
        + "properties but is not one itself"),
    RefusalTests.Case(
      name: "a setter that coalesces, into a declared optional binding over a non-optional value",
      source: """
        import SwiftUI
        @Observable final class Note { var title: String = "" }
        struct Editor: View {
          @Bindable var model: Note
          var titleBinding: Binding<String?> {
            Binding(get: { model.title }, set: { model.title = $0 ?? "" })
          }
          var body: some View { OptionalField(text: titleBinding) }
        }
        """,
      rule: .forwarding, kind: .type,
      reason:
        "the binding is a `Binding<String?>` (the type of `titleBinding`), where `model.title` "
        + "is a `String`, so `$model.title` would be a `Binding<String>`"),
    RefusalTests.Case(
      name: "a setter that coalesces into an optional State: writing nil stores the default",
      source: """
        import SwiftUI
        struct Editor: View {
          @State var x: String?
          var body: some View {
            OptionalField(text: Binding(get: { x }, set: { x = $0 ?? "" }))
          }
        }
        """,
      rule: .forwarding, kind: .behaviour,
      reason: "writing nil while `x` holds a value stores `\"\"`, where `$x` stores nil"),
    RefusalTests.Case(
      name: "a setter that chooses a default for nil with a ternary",
      source: """
        import SwiftUI
        struct Editor: View {
          @State var x: String?
          var body: some View {
            OptionalField(text: Binding(get: { x }, set: { x = $0 == nil ? "" : $0 }))
          }
        }
        """,
      rule: .forwarding, kind: .behaviour,
      reason: "writing nil while `x` holds a value stores `\"\"`, where `$x` stores nil"),
    RefusalTests.Case(
      name: "a setter that coalesces through optional chaining",
      source: """
        import SwiftUI
        struct Editor: View {
          @State var x: String?
          var body: some View {
            OptionalField(text: Binding(get: { x }, set: { x = $0?.lowercased() ?? "" }))
          }
        }
        """,
      rule: .forwarding, kind: .setterShape, reason: "the setter stores `$0?.lowercased()`"),
    RefusalTests.Case(
      name: "a setter that casts the value written",
      source: """
        import SwiftUI
        struct Editor: View {
          @State var x: String?
          var body: some View {
            OptionalField(text: Binding(get: { x }, set: { x = $0 as String? ?? "" }))
          }
        }
        """,
      rule: .forwarding, kind: .setterShape, reason: "the setter stores `$0 as String?`"),
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
