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
      rule: .isPresent, reason: "the setter also assigns `message`",
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
      rule: .forwarding,
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
      rule: .selection,
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
      rule: .selection,
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
      rule: .withDefault,
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
      rule: .withDefault, reason: "the default `Date()` must stay lazy: it is a call"),
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
      rule: .withDefault,
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
      rule: .withDefault,
      reason: "`name` belongs to an ObservableObject, where `$name` is a publisher, not a binding"),
    Case(
      name: "an ObservableObject model in a view",
      source: """
        import SwiftUI
        final class ViewModel: ObservableObject {
          @Published var name: String?
        }
        struct Form: View {
          @ObservedObject var model: ViewModel
          var body: some View {
            TextField("Name", text: Binding(get: { model.name ?? "" }, set: { model.name = $0 }))
          }
        }
        """,
      rule: .withDefault, reason: "`model` is an `@ObservedObject`, an ObservableObject model",
      suggestion: "$model.name.withDefault(\"\")"),
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
      rule: .setMembership, reason: "`options` is an option set (`TextOptions`), not a `Set`"),
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
      rule: .setMembership, reason: "the tool cannot see that `flags` is a `Set`"),
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
      rule: .closureBinding, reason: "the getter reads through optional chaining (`item?.title`)"),
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
      rule: .withDefault,
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
      rule: .withDefault, reason: "the setter also takes the write's transaction"),
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
      rule: .withDefault,
      reason: "`name` is a stored property without `@State`, `@Binding` or `@Bindable`"),
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
      rule: .withDefault, reason: "`model` comes from `@Environment`, which gives no binding"),
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
      rule: .withDefault, reason: "`stored` is an `@AppStorage` property"),
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
      rule: .withDefault, reason: "`model` is a `var` of a class"),
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
      rule: .isPresent, reason: "this code base declares its own `Binding.isPresent`"),
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
      rule: .withDefault, reason: "a comment inside the closures would be lost"),
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
      rule: .unwrapping, reason: "no `if name != nil` around it guards the binding"),
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
      rule: .unwrapping,
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
      rule: .isPresentWithDefault,
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
      rule: .closureBinding, reason: "the getter is `model.nameOrEmpty`"),
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
      rule: .closureBinding, reason: "the closure has a capture list (`[model]`)"),
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
      rule: .closureBinding, reason: "the getter runs several statements"),
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
      rule: .closureBinding, reason: "true while the value is missing; no helper reads that way"),
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
      rule: .withDefault, reason: "the setter also calls `withAnimation`"),
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
      rule: .dictionaryEntry, reason: "the key `current` is an `@State` property, which can change"),
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
      rule: .forwarding, reason: "`item` is a closure parameter, a copy of the value"),
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
      rule: .identifiedElement, reason: "finds the element whose id is `id`",
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
      rule: .stateOrBinding, reason: "`@StateOrBinding` keeps both in one property",
      suggestion: "@StateOrBinding"),
  ]

  @Test("left alone, with its reason", arguments: cases)
  func leftAlone(_ example: Case) throws {
    let (findings, rewritten) = try Support.migrate(example.source)
    #expect(rewritten == example.source, "the file changed")
    let finding = try #require(findings.first { $0.rule == example.rule }, "\(findings)")
    #expect(!finding.isRewritable)
    #expect(
      finding.reason?.contains(example.reason) == true,
      "reason: \(finding.reason ?? "none")")
    if let suggestion = example.suggestion {
      #expect(finding.suggestion == suggestion)
    }
    #expect(finding.message.contains(example.reason))
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
