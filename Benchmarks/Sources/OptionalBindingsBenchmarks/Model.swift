#if !canImport(SwiftUI)
  import Foundation
  import Observation
  import OptionalBindings

  /// The app model every measured binding reads and writes, made the way users make theirs: an
  /// `@Observable` class reached through `Bindable`.
  ///
  /// Collections start empty; ``populate()`` fills them with a realistic handful of entries.
  @Observable
  final class Person {
    var name: String? = nil
    var pendingDeletion: String? = nil
    var toggles: [String: Bool] = [:]
    var tags: Set<Int> = []
    var selectedPlan: Int? = nil
    var plan = 0
    var todos: [Todo] = []
    var destination: Destination? = nil
    var availability = Availability.inStock(3)
    var isArchived = false
    var rating = 3

    /// Puts every property in the state the access measurements start from.
    func populate() {
      name = nil
      pendingDeletion = "Draft"
      toggles = ["One": false, "Two": true, "Three": true, "Caramba": false]
      tags = [1, 3, 5, 7, 11]
      selectedPlan = 3
      plan = 3
      todos = (0..<8).map { Todo(id: $0, title: "Task \($0)") }
      destination = .edit(Todo(id: 1, title: "Task 1"))
      isArchived = false
      rating = 3
    }
  }

  /// The same property as ``Person/name`` on a main-actor model, for the closure binding users
  /// write against such a model (`Binding(get: { model.name }, set: { model.name = $0 })`).
  @MainActor @Observable
  final class Account {
    var name: String? = "Ada"
  }

  /// One optional property of any type, for the creation benchmark by argument type.
  @Observable
  final class Holder<Value> {
    var value: Value?

    init(_ value: Value? = nil) { self.value = value }
  }

  /// An enum argument, as an app's settings use them.
  enum Appearance: Hashable, Sendable {
    case light
    case dark
    case automatic
  }

  /// A class instance as an argument: a default that owns a reference.
  final class Document: Hashable, Sendable, Recreatable {
    let title: String

    init(title: String) { self.title = title }

    static func == (lhs: Document, rhs: Document) -> Bool { lhs.title == rhs.title }
    func hash(into hasher: inout Hasher) { hasher.combine(title) }
    func recreated() -> Document { Document(title: fresh(title)) }
  }

  /// A 64-byte value that owns no references: eight integers.
  struct Block64: Hashable, Sendable {
    var first: Int
    var second = 2
    var third = 3
    var fourth = 4
    var fifth = 5
    var sixth = 6
    var seventh = 7
    var eighth = 8
  }

  /// A screen's navigation state, as the navigation guides teach it: one optional enum for
  /// everything the screen can present, with a case property per case.
  enum Destination: BindableCases, Hashable, Sendable {
    case edit(Todo)
    case share(String)
    case settings

    /// The `edit` case's value, as `optionalbindings-migrate cases` writes it.
    var edit: Todo? {
      get { if case .edit(let item) = self { item } else { nil } }
      set { if case .edit = self, let newValue { self = .edit(newValue) } }
    }
  }

  /// A product's availability, switched over through a binding, with what
  /// `optionalbindings-migrate cases fix` writes for it.
  enum Availability: SwitchableCases, Hashable, Sendable {
    case inStock(Int)
    case discontinued

    var inStock: Int? {
      get { if case .inStock(let int) = self { int } else { nil } }
      set { if case .inStock = self, let newValue { self = .inStock(newValue) } }
    }
    var discontinued: Void? {
      get { if case .discontinued = self { () } else { nil } }
      set { if case .discontinued = self, newValue != nil { self = .discontinued } }
    }

    enum CaseBindings {
      case inStock(Binding<Int>)
      case discontinued
    }

    static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
      switch binding.wrappedValue {
      case .inStock(let int): return .inStock(binding.unwrappingCase(\.inStock, remembering: int))
      case .discontinued: return .discontinued
      }
    }
  }

  /// An element of an identified array.
  struct Todo: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
  }
#endif
