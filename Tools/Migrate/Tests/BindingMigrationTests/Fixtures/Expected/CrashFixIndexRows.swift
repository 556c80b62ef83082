// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture, crash fixes (applied with --crash-fixes): rows bound by index (over `$items`, or a
// value declared as a `Binding`) become rows bound by id where the elements are identified and
// the row uses its binding as a row binding. Rows found by the element itself and rows that
// edit their own id are reported and left as they are.
#if canImport(SwiftUI)
  import Foundation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum CrashFixIndexRowsFixture {
    struct Todo: Identifiable, Sendable {
      var id = UUID()
      var title: String
      var isDone = false
    }

    struct Tag: Sendable {
      var name: String
      var isPinned = false
    }

    struct TodoRow: View {
      @Binding var todo: Todo

      var body: some View {
        Toggle(todo.title, isOn: $todo.isDone)
      }
    }

    struct TodoSection: View {
      let todos: Binding<[Todo]>
      @State private var archived: [Todo]?

      var body: some View {
        ForEach(byID: todos) { $todo in
          TextField("Title", text: $todo.title)
        }
        if let archived = Binding(unwrapping: $archived) {
          ForEach(byID: archived) { $todo in
            Toggle(todo.title, isOn: $todo.isDone)
          }
        }
      }
    }

    struct TodoList: View {
      @State private var todos: [Todo] = []
      @State private var tags: [Tag] = []
      @State private var names: [String] = []

      var body: some View {
        VStack {
          ForEach(byID: $todos) { $todo in
            TextField("Title", text: $todo.title)
          }
          .onDelete { todos.remove(atOffsets: $0) }
          ForEach(byID: $todos) { todo in
            TodoRow(todo: todo)
          }
          ForEach(byID: $tags, id: \.name) { $tag in
            Toggle(tag.name, isOn: $tag.isPinned)
          }
          List(byID: $todos) { $todo in
            TodoRow(todo: $todo)
          }
          List(byID: $tags, id: \.name) { $tag in
            Toggle(tag.name, isOn: $tag.isPinned)
          }
          ForEach($names, id: \.self) { $name in
            TextField("Name", text: $name)
          }
          ForEach($tags, id: \.name) { $tag in
            TextField("Name", text: $tag.name)
          }
        }
      }
    }
  }
#endif
