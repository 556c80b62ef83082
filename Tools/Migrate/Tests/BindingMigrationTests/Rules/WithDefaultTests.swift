import Foundation
import Testing

@testable import BindingMigration

/// The rule `with-default`: `x ?? d` read, `x = $0` written: `$x.withDefault(d)`.
@Suite("Rule: with-default")
struct WithDefaultTests {
  /// This rule's fixtures, with the outcome of each closure binding in them, in source order.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "WithDefault.swift": FixtureTests.rewritten(.withDefault, 7)
  ]

  /// Closure bindings reported under this rule that must be left alone, with their reasons.
  static let refusals: [RefusalTests.Case] = [
    // Issue 44, item 4: `pick ?? nil` over `Int??` is not `replacingNil(with: nil)`.
    RefusalTests.Case(
      name: "a default of nil over a doubly optional value",
      source: """
        import SwiftUI
        struct Chooser: View {
          @State private var pick: Int??
          var body: some View {
            Picker("Pick", selection: Binding(get: { pick ?? nil }, set: { pick = $0 })) { Text("None").tag(Int?.none) }
          }
        }
        """,
      rule: .withDefault, kind: .behaviour,
      reason: "the default is `nil` over `pick` (`Int??`): the getter reads a `Int?`, and writing "
        + "nil stores `.some(nil)`"),
    RefusalTests.Case(
      name: "a default of nil over a value whose type the tool cannot see",
      source: """
        import SwiftUI
        struct Chooser: View {
          @State private var pick = Settings.initialPick
          var body: some View {
            Picker("Pick", selection: Binding(get: { pick ?? nil }, set: { pick = $0 })) { Text("None").tag(Int?.none) }
          }
        }
        """,
      rule: .withDefault, kind: .getterShape,
      reason: "the default is `nil`, so the getter reads an optional"),
    RefusalTests.Case(
      name: "a default that must stay lazy: a force unwrap",
      source: """
        import SwiftUI
        struct Chooser: View {
          @State private var choice: String?
          let items: [String]
          var body: some View {
            TextField("Choice", text: Binding(get: { choice ?? items.first! }, set: { choice = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .changingArgument,
      reason: "the default `items.first!` must stay lazy: it is a force unwrap, which can trap"),
    RefusalTests.Case(
      name: "a default that must stay lazy: a call",
      source: """
        import SwiftUI
        struct Reminder: View {
          @State private var when: Date?
          var body: some View {
            DatePicker("When", selection: Binding(get: { when ?? Date() }, set: { when = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .changingArgument,
      reason: "the default `Date()` must stay lazy: it is a call"),
    RefusalTests.Case(
      name: "a default read from a variable",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var text: String?
          @State private var fallback = ""
          var body: some View {
            TextField("Text", text: Binding(get: { text ?? fallback }, set: { text = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .changingArgument,
      reason: "the default `fallback` must stay lazy: it is an `@State` property, which can change"),
    RefusalTests.Case(
      name: "an ObservableObject's own property, where $x is a publisher",
      source: """
        import SwiftUI
        final class ViewModel: ObservableObject {
          @Published var name: String?
          var nameBinding: Binding<String> {
            Binding(get: { self.name ?? "" }, set: { self.name = $0 })
          }
        }
        """,
      rule: .withDefault, kind: .noBinding,
      reason: "`name` is `@Published`: inside its object `$name` is a publisher, not a binding"),
    RefusalTests.Case(
      name: "optional chaining in the setter",
      source: """
        import SwiftUI
        struct Item { var title: String? }
        struct Draft { var title: String?; var parent: Item? }
        struct Editor: View {
          @State private var draft = Draft()
          var body: some View {
            TextField("Title", text: Binding(get: { draft.title ?? "" }, set: { draft.parent?.title = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .setterShape,
      reason: "the setter writes through optional chaining (`draft.parent?.title`)"),
    RefusalTests.Case(
      name: "a setter that takes the transaction",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            TextField("Name", text: Binding(get: { name ?? "" }, set: { value, transaction in name = value }))
          }
        }
        """,
      rule: .withDefault, kind: .closureForm,
      reason: "the setter also takes the write's transaction"),
    RefusalTests.Case(
      name: "a stored property without a binding",
      source: """
        import SwiftUI
        struct Field: View {
          var name: String?
          var body: some View {
            TextField("Name", text: Binding(get: { name ?? "" }, set: { name = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .noBinding,
      reason: "`name` is a stored property without `@State`, `@Binding`, `@Bindable` or an "
        + "ObservableObject wrapper, so nothing gives a binding to it"),
    RefusalTests.Case(
      name: "a model from the environment",
      source: """
        import SwiftUI
        @Observable final class Model { var name: String? }
        struct Field: View {
          @Environment(Model.self) private var model
          var body: some View {
            TextField("Name", text: Binding(get: { model.name ?? "" }, set: { model.name = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .noBinding,
      reason: "`model` comes from `@Environment`, which gives no binding"),
    RefusalTests.Case(
      name: "a property wrapper the tool does not rewrite",
      source: """
        import SwiftUI
        struct Field: View {
          @AppStorage("name") private var stored: String?
          var body: some View {
            TextField("Stored", text: Binding(get: { stored ?? "" }, set: { stored = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .noBinding,
      reason: "`stored` is an `@AppStorage` property, a wrapper the tool does not rewrite through",
      suggestion: "$stored.withDefault(\"\")"),
    RefusalTests.Case(
      name: "an observable object held in a class's var",
      source: """
        import SwiftUI
        @Observable final class Model { var name: String? }
        final class Coordinator {
          var model: Model
          init(model: Model) { self.model = model }
          var nameBinding: Binding<String> {
            Binding(get: { self.model.name ?? "" }, set: { self.model.name = $0 })
          }
        }
        """,
      rule: .withDefault, kind: .noBinding, reason: "`model` is a `var` of a class"),
    RefusalTests.Case(
      name: "a comment inside the closures",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            TextField("Name", text: Binding(get: { name ?? "" /* shown while nil */ }, set: { name = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .comment, reason: "a comment inside the closures would be lost"),
    RefusalTests.Case(
      name: "a write wrapped in withAnimation",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            TextField("Name", text: Binding(get: { name ?? "" }, set: { newName in withAnimation { name = newName } }))
          }
        }
        """,
      rule: .withDefault, kind: .sideEffect, reason: "the setter also calls `withAnimation`"),
    RefusalTests.Case(
      name: "a default for a value that is not optional",
      source: """
        import SwiftUI
        struct Counter: View {
          @State private var count: Int = 0
          var body: some View {
            Stepper("Count", value: Binding(get: { count ?? 0 }, set: { count = $0 }), in: 0...9)
          }
        }
        """,
      rule: .withDefault, kind: .type,
      reason: "`count` is not optional (`Int`), so no helper for optionals applies"),
    RefusalTests.Case(
      name: "a computed root is not called a stored property",
      source: """
        import SwiftUI
        @Observable final class Draft { var title: String? }
        struct Editor: View {
          var draft: Draft { Draft() }
          var body: some View {
            TextField("Title", text: Binding(get: { draft.title ?? "" }, set: { draft.title = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .noBinding,
      reason: "`draft` is a computed property: it has no storage of its own"),
    RefusalTests.Case(
      name: "an enumeration case that shares its name with a static property",
      source: """
        import SwiftUI
        enum Frequency: Hashable { case daily, weekly }
        struct Schedule { static var weekly: Schedule { Schedule() } }
        func makeFrequency() -> Frequency? { nil }
        struct Reminder: View {
          @State private var frequency = makeFrequency()
          var body: some View {
            Picker("Repeat", selection: Binding(get: { frequency ?? .weekly }, set: { frequency = $0 })) {
              Text("Weekly")
            }
          }
        }
        """,
      rule: .withDefault, kind: .changingArgument,
      reason: "the default `.weekly` must stay lazy: it is an enumeration case or a static "
        + "property that may give a new value each time (the code base declares both under that "
        + "name)"),
    RefusalTests.Case(
      name: "a setter that transforms the value written",
      source: """
        import SwiftUI
        struct Hint: View {
          @State private var hint: String?
          var body: some View {
            TextField("Hint", text: Binding(get: { hint ?? "" }, set: { hint = String($0.prefix(80)) }))
          }
        }
        """,
      rule: .withDefault, kind: .setterShape,
      reason: "the setter stores `String($0.prefix(80))`, computed from the value written, rather "
        + "than the value itself"),
    RefusalTests.Case(
      name: "a plain let holding an ObservableObject",
      source: """
        import SwiftUI
        final class Account: ObservableObject { @Published var name: String? }
        struct Row: View {
          let account: Account
          var body: some View {
            TextField("Name", text: Binding(get: { account.name ?? "" }, set: { account.name = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .noBinding,
      reason: "`account` is a stored property holding an ObservableObject (`Account`), which "
        + "gives no binding"),
    RefusalTests.Case(
      name: "a let of a class between the model and the value",
      source: """
        import SwiftUI
        final class Preferences { var theme: String? }
        final class Account: ObservableObject { let preferences = Preferences() }
        struct Row: View {
          @ObservedObject var account: Account
          var body: some View {
            TextField("Theme", text: Binding(get: { account.preferences.theme ?? "" }, set: { account.preferences.theme = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .noBinding,
      reason: "`account.preferences` is a `let` of a class: the closures write through the object "
        + "it holds, a key path cannot write through a `let`"),
    RefusalTests.Case(
      name: "passed to a view the tool cannot see",
      source: """
        import SwiftUI
        import FancyFields
        struct Form: View {
          @State private var name: String?
          var body: some View {
            FancyField(text: Binding(get: { name ?? "" }, set: { name = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .type,
      reason: "the tool cannot see the binding type `FancyField(text:)` expects"),
    RefusalTests.Case(
      name: "a wrapper declared elsewhere",
      source: """
        import SwiftUI
        import Defaults
        struct Settings: View {
          @Default(.theme) var theme: String?
          var body: some View {
            TextField("Theme", text: Binding(get: { theme ?? "" }, set: { theme = $0 }))
          }
        }
        """,
      rule: .withDefault, kind: .unknownDeclaration,
      reason: "`theme` is an `@Default` property, and the tool cannot see whether `$theme` is a "
        + "`Binding`"),
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
