import OptionalBindings
import SwiftUI

/// A list whose rows, made by `ForEach(byID:)`, open a detail view that edits the to-do, while
/// to-dos are deleted under it: by a swipe, from the detail, or all the completed ones at once.
///
/// `ForEach($todos)` hands each row a binding by position, `$todos[index]`, which reads the
/// wrong to-do once an earlier one is deleted, and traps once its own is (SwiftUI evaluates a
/// deleted row once more while it animates away). The rows here follow their to-do's id: after
/// the to-do is deleted, a row or a detail still on screen reads the to-do as it last was, and
/// its writes are dropped instead of bringing it back.
public struct TodoListScreen: View {
  @State private var todos: [Todo]

  /// Creates the screen with a list of to-dos.
  ///
  /// - Parameter todos: The to-dos the screen starts with.
  public init(
    todos: [Todo] = [
      Todo(id: 1, title: "Buy milk"),
      Todo(id: 2, title: "Water the plants", isDone: true),
      Todo(id: 3, title: "Write the report"),
    ]
  ) {
    _todos = State(initialValue: todos)
  }

  /// The rows, each a link to its detail that a swipe deletes, and buttons that add and delete
  /// to-dos.
  public var body: some View {
    List {
      Section {
        ForEach(byID: $todos) { $todo in
          NavigationLink {
            TodoDetail(todo: $todo, delete: { delete(todo.id) })
          } label: {
            TodoRow(todo: todo)
          }
        }
        .onDelete { todos.remove(atOffsets: $0) }
      } header: {
        Text("ForEach(byID:)")
      } footer: {
        Text(
          "Swipe a row to delete it. A row or a detail still on screen after its to-do is deleted "
            + "shows the to-do as it was.")
      }

      Section {
        Button("Add a to-do") { add() }
        Button("Delete completed", role: .destructive) { todos.removeAll(where: \.isDone) }
      }
    }
    .navigationTitle("List edited by id")
  }

  private func add() {
    let id = (todos.map(\.id).max() ?? 0) + 1
    todos.append(Todo(id: id, title: "To-do \(id)"))
  }

  private func delete(_ id: Todo.ID) {
    todos.removeAll { $0.id == id }
  }
}

/// A row of the list: the to-do's title, and whether it is done.
struct TodoRow: View {
  let todo: Todo

  var body: some View {
    HStack {
      Text(todo.title)
      if todo.isDone {
        Text("Done")
      }
    }
  }
}

/// The detail of a to-do: its title and state, and a button that deletes it.
struct TodoDetail: View {
  @Binding var todo: Todo
  let delete: @MainActor () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Title", text: $todo.title)
      Toggle("Done", isOn: $todo.isDone)
      Button("Delete", role: .destructive) {
        // The detail stays on screen while it animates away, and is evaluated again with the
        // to-do already deleted: its binding then reads the to-do as it last was.
        dismiss()
        delete()
      }
    }
    .navigationTitle("To-do")
  }
}
