// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture, crash fixes: a closure binding that reads `items[index]` by the index a `ForEach` row
// captured is reported as a crash (rows by id fix it, which rewrites the row); nothing is
// changed, with --crash-fixes or without. An index that is no row's is not reported.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum CrashFixCapturedIndexFixture {
    struct Todo: Identifiable, Sendable {
      var id: Int
      var title: String
    }

    struct TodoList: View {
      @State private var todos: [Todo] = []

      var body: some View {
        ForEach(todos.indices, id: \.self) { index in
          TextField(
            "Title",
            text: Binding(
              get: { @MainActor in todos[index].title },
              set: { @MainActor in todos[index].title = $0 }
            ))
        }
        ForEach(Array(todos.enumerated()), id: \.offset) { offset, todo in
          Text(todo.title)
          TodoField(todo: Binding(get: { @MainActor in todos[offset] }, set: { @MainActor in todos[offset] = $0 }))
        }
      }

      @MainActor func field(at index: Int) -> some View {
        TextField(
          "Title",
          text: Binding(
            get: { @MainActor in todos[index].title },
            set: { @MainActor in todos[index].title = $0 }
          ))
      }
    }

    struct TodoField: View {
      @Binding var todo: Todo

      var body: some View {
        TextField("Title", text: $todo.title)
      }
    }
  }
#endif
