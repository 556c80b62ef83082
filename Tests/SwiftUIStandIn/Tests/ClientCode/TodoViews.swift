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

/// The same list with rows bound by id: swipe to delete and drag to move, in a `List`, with
/// `ForEach(byID:)` where the list above has `ForEach($todos)`.
struct TodoListByID: View {
  @State private var todos = Todo.samples

  var body: some View {
    List {
      ForEach(byID: $todos) { $todo in
        TodoRow(todo: $todo)
      }
      .onDelete { todos.remove(atOffsets: $0) }
      .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

/// Rows identified by a key path, in a lazy stack, and the same rows as a `List`'s data.
struct TodoTitlesByID: View {
  @Binding var todos: [Todo]

  var body: some View {
    LazyVStack {
      ForEach(byID: $todos, id: \.title) { $todo in
        Toggle(todo.title, isOn: $todo.isDone)
      }
    }
    List(byID: $todos) { $todo in
      TextField("Title", text: $todo.title)
    }
  }
}

/// Notes hold a reference type that is not `Sendable`, so notes are not either; rows by id take
/// them all the same.
struct NotesByID: View {
  final class Drawing {}
  struct Note: Identifiable {
    let id: Int
    var text: String
    var drawing: Drawing?
  }

  @State private var notes: [Note] = []

  var body: some View {
    List(byID: $notes) { $note in
      TextField("Text", text: $note.text)
    }
    List(byID: $notes, id: \.text) { $note in
      TextField("Text", text: $note.text)
    }
    ForEach(byID: $notes) { $note in
      TextField("Text", text: $note.text)
    }
  }
}
