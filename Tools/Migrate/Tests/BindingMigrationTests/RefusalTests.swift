import Foundation
import Testing

@testable import BindingMigration

/// Every closure binding the tool deliberately leaves alone.
///
/// Each case gives the input, the rule it is reported under, and the reason it gives. None of these may change a byte of the file.
@Suite("Closure bindings left alone")
struct RefusalTests {
  /// One closure binding that must not be rewritten.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var rule: Rule
    var kind: RefusalKind
    var reason: String
    var suggestion: String?

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a setter with a side effect",
      source: """
        import SwiftUI
        struct ErrorAlert: View {
          @State private var error: String?
          @State private var message: String?
          var body: some View {
            Text("").alert("Error", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil; message = nil } }), presenting: error) { _ in }
          }
        }
        """,
      rule: .isPresent, kind: .sideEffect, reason: "the setter also assigns `message`",
      suggestion: "$error.isPresent()"),
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
      name: "an option set that looks like a set",
      source: """
        import SwiftUI
        struct TextOptions: OptionSet {
          let rawValue: Int
          static let bold = TextOptions(rawValue: 1)
        }
        struct Style: View {
          @State private var options: TextOptions = []
          var body: some View {
            Toggle("Bold", isOn: Binding(get: { options.contains(.bold) }, set: { if $0 { options.insert(.bold) } else { options.remove(.bold) } }))
          }
        }
        """,
      rule: .setMembership, kind: .type,
      reason: "`options` is an option set (`TextOptions`), not a `Set`"),
    Case(
      name: "a collection the tool cannot see is a Set",
      source: """
        import SwiftUI
        struct Style: View {
          @State private var flags = Flags()
          var body: some View {
            Toggle("Three", isOn: Binding(get: { flags.contains(3) }, set: { if $0 { flags.insert(3) } else { flags.remove(3) } }))
          }
        }
        """,
      rule: .setMembership, kind: .unknownDeclaration,
      reason: "the tool cannot see that `flags` (declared as `Flags`) is a `Set`"),
    Case(
      name: "optional chaining in the getter and the setter",
      source: """
        import SwiftUI
        struct Item { var title: String? }
        struct Editor: View {
          @State private var item: Item?
          var body: some View {
            TextField("Title", text: Binding(get: { item?.title ?? "" }, set: { item?.title = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape,
      reason: "the getter reads through optional chaining (`item?.title`)"),
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
      name: "a helper name the code base declares itself",
      source: """
        import SwiftUI
        extension Binding {
          func isPresent<T>() -> Binding<Bool> where Value == T? {
            Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
          }
        }
        """,
      rule: .isPresent, kind: .shadowedHelper,
      reason: "this code base declares its own `Binding.isPresent`"),
    Case(
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
    Case(
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
    Case(
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
    Case(
      name: "a default stored on true that replaces an existing value",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var count: Int?
          var body: some View {
            Toggle("Count", isOn: Binding(get: { count != nil }, set: { count = $0 ? 1 : nil }))
          }
        }
        """,
      rule: .isPresentWithDefault, kind: .behaviour,
      reason: "writing `true` while `count` holds a value stores `1`, where "
        + "`$count.isPresent(default: 1)` keeps that value"),
    Case(
      name: "a getter that is a function",
      source: """
        import SwiftUI
        @Observable final class Model {
          var name: String?
          func nameOrEmpty() -> String { name ?? "" }
        }
        struct Field: View {
          @Bindable var model: Model
          var body: some View {
            TextField("Name", text: Binding(get: model.nameOrEmpty, set: { model.name = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .closureForm, reason: "the getter is `model.nameOrEmpty`"),
    Case(
      name: "a capture list",
      source: """
        import SwiftUI
        @Observable final class Model { var name: String? }
        struct Field: View {
          @Bindable var model: Model
          var body: some View {
            TextField("Name", text: Binding(get: { [model] in model.name ?? "" }, set: { model.name = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .closureForm,
      reason: "the closure has a capture list (`[model]`)"),
    Case(
      name: "a getter of several statements",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            TextField("Name", text: Binding(get: { let value = name; return value ?? "" }, set: { name = $0 }))
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape, reason: "the getter runs several statements"),
    Case(
      name: "a getter true while the value is missing",
      source: """
        import SwiftUI
        struct Field: View {
          @State private var name: String?
          var body: some View {
            Toggle("Unnamed", isOn: Binding(get: { name == nil }, set: { if $0 { name = nil } }))
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape,
      reason: "true while the value is missing; no helper reads that way"),
    Case(
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
    Case(
      name: "a key evaluated on every access",
      source: """
        import SwiftUI
        struct Settings: View {
          @State private var values: [String: Bool] = [:]
          @State private var current = "a"
          var body: some View {
            Toggle("On", isOn: Binding(get: { values[current] ?? false }, set: { values[current] = $0 }))
          }
        }
        """,
      rule: .dictionaryEntry, kind: .changingArgument,
      reason: "the key `current` is an `@State` property, which can change"),
    Case(
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
    Case(
      name: "an array element found by id",
      source: """
        import SwiftUI
        struct Todo: Identifiable { var id = 0; var title = "" }
        struct Detail: View {
          @Binding var todos: [Todo]
          let id: Int
          var body: some View {
            TextField("Title", text: Binding(get: { (todos.first { $0.id == id } ?? Todo()).title }, set: { _ in }))
            Editor(todo: Binding(get: { todos.first(where: { $0.id == id }) ?? Todo() }, set: { _ in }))
          }
        }
        """,
      rule: .identifiedElement, kind: .reportOnly, reason: "finds the element whose id is `id`",
      suggestion: "Binding(unwrapping: $todos[id: id])"),
    Case(
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
      rule: .stateOrBinding, kind: .reportOnly,
      reason: "`@StateOrBinding` keeps both in one property",
      suggestion: "@StateOrBinding"),
    // The reason classes that used to be wrong, each with a true one-line reason.
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
      name: "code that spans lines is quoted by its first line",
      source: """
        import SwiftUI
        struct Sheets: View {
          @State private var push = false
          @State private var other = false
          var body: some View {
            Text("").sheet(isPresented: Binding(get: {
              push &&
                !other
            }, set: { push = $0 })) { Text("") }
          }
        }
        """,
      rule: .closureBinding, kind: .getterShape,
      reason: "the getter reads `push &&…`, which matches no helper"),
    Case(
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
    Case(
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
    // ObservableObject models: only the wrappers give bindings.
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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
    Case(
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

  @Test("left alone, with its reason", arguments: cases)
  func leftAlone(_ example: Case) throws {
    let (findings, rewritten) = try Support.migrate(example.source)
    #expect(rewritten == example.source, "the file changed")
    let finding = try #require(findings.first { $0.rule == example.rule }, "\(findings)")
    #expect(!finding.isRewritable)
    #expect(finding.refusal == example.kind, "kind: \(String(describing: finding.refusal))")
    #expect(!finding.message.contains("\n"), "the reason spans lines: \(finding.message)")
    #expect(
      finding.reason?.contains(example.reason) == true,
      "reason: \(finding.reason ?? "none")")
    if let suggestion = example.suggestion {
      #expect(finding.suggestion == suggestion)
    }
    #expect(finding.message.contains(example.reason))
  }

  @Test("every kind of reason a closure binding can be left alone for has a case here")
  func everyKindIsCovered() {
    let covered = Set(Self.cases.map(\.kind))
    // A rewrite withdrawn because the file cannot be written is tested with the command line.
    let expected = Set(RefusalKind.allCases).subtracting([.rewriteConflict])
    #expect(covered == expected, "missing: \(expected.subtracting(covered))")
  }

  @Test("a type declared twice (two targets) is not taken for either declaration")
  func ambiguousTypeName() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(
      "import Observation\n@Observable final class Model { var name: String? }\n",
      to: "Widgets/Model.swift", in: folder)
    try Support.write(
      """
      import SwiftUI
      final class Model: ObservableObject { @Published var name: String? }
      struct NameField: View {
        let model: Model
        var body: some View {
          TextField("Name", text: Binding(get: { model.name ?? "" }, set: { model.name = $0 }))
        }
      }

      """, to: "App/NameField.swift", in: folder)
    let report = await Migration(mode: .check, paths: [folder.path]).run()
    let finding = try #require(report.files.flatMap(\.findings).first)
    #expect(!finding.isRewritable)
    #expect(finding.refusal == .unknownDeclaration)
    #expect(
      finding.reason?.contains("a name the tool cannot tell apart from another declaration") == true
    )
  }

  @Test("two closure bindings in one expression are both rewritten, each edit in its place")
  func twoOnOneLine() throws {
    let source = """
      import SwiftUI
      struct Outer: View {
        @State private var name: String?
        @State private var flag = false
        var body: some View {
          Toggle("On", isOn: Binding(get: { flag }, set: { flag = $0 }))
            .sheet(isPresented: Binding(get: { flag }, set: { flag = $0 })) { Text("") }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(findings.filter(\.isRewritable).count == 2)
    #expect(rewritten.contains("Toggle(\"On\", isOn: $flag)"))
    #expect(rewritten.contains(".sheet(isPresented: $flag)"))
  }

  @Test(
    "a closure binding under a nil check is rewritten with `withDefault`, and a note says why not `Binding(unwrapping:)`"
  )
  func nilCheckNote() throws {
    let source = """
      import SwiftUI
      struct Field: View {
        @State private var name: String?
        var body: some View {
          if name != nil {
            TextField("Name", text: Binding(get: { name ?? "" }, set: { name = $0 }))
          }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    let finding = try #require(findings.first)
    #expect(finding.replacement == "$name.withDefault(\"\")")
    #expect(finding.notes.count == 1)
    #expect(finding.notes.first?.contains("Binding(unwrapping: $name)") == true)
    #expect(rewritten.contains("if name != nil {"))
  }

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
    #expect(findings.map(\.rule) == [.stateOrBinding])
    #expect(findings.first?.suggestion == "@StateOrBinding")
  }
}
