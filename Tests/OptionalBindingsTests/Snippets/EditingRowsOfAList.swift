// Listings of the article "Editing rows of a list" that compile without SwiftUI.
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum EditingRowsOfAListListings {
  struct Todo: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  @Observable final class TodoModel {
    var todos: [Todo] = []
  }

  static func aDeletedRowReadsItsLastValue() {
    @Bindable var model = TodoModel()
    model.todos = [Todo(id: 1, title: "Write"), Todo(id: 2, title: "Test")]
    let rows = Array($model.todos.byID)
    model.todos.remove(at: 1)
    let shown = rows[1].title.wrappedValue  // "Test", the value the row last had
    rows[1].title.wrappedValue = "Typed"  // dropped: model.todos is unchanged

    #expect(shown == "Test")
    #expect(model.todos == [Todo(id: 1, title: "Write")])
  }
}

@Suite("Listings: Editing rows of a list")
struct EditingRowsOfAListListingsTests {
  @Test func aDeletedRowReadsItsLastValue() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    EditingRowsOfAListListings.aDeletedRowReadsItsLastValue()
  }
}
