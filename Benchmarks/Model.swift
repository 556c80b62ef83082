#if !canImport(SwiftUI)
  import Observation

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

    /// Puts every property in the state the access measurements start from.
    func populate() {
      name = nil
      pendingDeletion = "Draft"
      toggles = ["One": false, "Two": true, "Three": true, "Caramba": false]
      tags = [1, 3, 5, 7, 11]
      selectedPlan = 3
      plan = 3
      todos = (0..<8).map { Todo(id: $0, title: "Task \($0)") }
    }
  }

  /// The same property as ``Person/name`` on a main-actor model, for the closure binding users
  /// write against such a model (`Binding(get: { model.name }, set: { model.name = $0 })`).
  @MainActor @Observable
  final class Account {
    var name: String? = "Ada"
  }

  /// An element of an identified array.
  struct Todo: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
  }
#endif
