// Listings of the article "Binding to dictionary, set and array entries" that compile without
// SwiftUI.
import Foundation
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum BindingToDictionarySetAndArrayEntriesListings {
  struct Todo: Hashable, Identifiable, Sendable {
    var id = UUID()
    var title: String
  }

  @Observable final class TodoList {
    var todos: [Todo] = []
  }

  static func aStaleBindingDoesNotBringADeletedElementBack() {
    @Bindable var list = TodoList()
    let milk = Todo(title: "Buy milk")
    list.todos = [milk, Todo(title: "Call Ada")]
    let binding = $list.todos[id: milk.id]
    list.todos.removeAll { $0.id == milk.id }
    binding.wrappedValue = milk  // no element has that id: nothing is added back

    #expect(list.todos.map(\.title) == ["Call Ada"])
    #expect(binding.wrappedValue == nil)
  }
}

@Suite("Listings: Binding to dictionary, set and array entries")
struct BindingToDictionarySetAndArrayEntriesListingsTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aStaleBindingDoesNotBringADeletedElementBack() {
    BindingToDictionarySetAndArrayEntriesListings.aStaleBindingDoesNotBringADeletedElementBack()
  }
}
