import OptionalBindings
import SwiftUI

/// A row that edits one element it does not own.
struct TodoRow: View {
  @Binding var todo: Todo

  var body: some View {
    Toggle(todo.title, isOn: $todo.isDone)
    TextField("Title", text: $todo.title)
  }
}

/// The list as SwiftUI users write it: state in the parent, `ForEach($todos) { $todo in … }`.
struct TodoList: View {
  @State private var todos = Todo.samples
  @State private var selectedID: Int? = 2

  var body: some View {
    ForEach($todos) { $todo in
      TodoRow(todo: $todo)
    }
    if let id = selectedID {
      TodoDetail(todos: $todos, id: id)
    }
  }
}

/// A detail view that follows one element by id while others are deleted, and can delete it.
struct TodoDetail: View {
  @Binding var todos: [Todo]
  let id: Int

  var body: some View {
    if let todo = Binding(unwrapping: $todos[id: id]) {
      TextField("Detail", text: todo.title)
      Button("Delete \(todo.wrappedValue.title)", role: .destructive) {
        todos.removeAll { $0.id == id }
      }
    } else {
      Text("Deleted")
    }
  }
}
