// Listings of the article "Editing rows of a list" that use SwiftUI views.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum EditingRowsOfAListListings {
    struct Todo: Identifiable, Equatable, Sendable {
      let id: Int
      var title: String
      var isDone = false
    }

    struct Tag: Sendable {
      var name: String
      var isPinned = false
    }

    struct Before: View {
      @State var todos: [Todo]

      var body: some View {
        List {
          ForEach($todos) { $todo in
            TextField("Title", text: $todo.title)
          }
          .onDelete { todos.remove(atOffsets: $0) }
        }
      }
    }

    struct Workaround: View {
      @State var todos: [Todo]

      var body: some View {
        ForEach(todos) { todo in
          TextField(
            "Title",
            text: Binding(
              get: { @MainActor in todos.first { $0.id == todo.id }?.title ?? "" },
              set: { @MainActor in
                if let index = todos.firstIndex(where: { $0.id == todo.id }) {
                  todos[index].title = $0
                }
              }
            ))
        }
      }
    }

    struct After: View {
      @State var todos: [Todo]

      var body: some View {
        List {
          ForEach(byID: $todos) { $todo in
            TextField("Title", text: $todo.title)
          }
          .onDelete { todos.remove(atOffsets: $0) }
          .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
        }
      }
    }

    struct ByKeyPath: View {
      @State var tags: [Tag]

      var body: some View {
        LazyVStack {
          ForEach(byID: $tags, id: \.name) { $tag in
            Toggle(tag.name, isOn: $tag.isPinned)
          }
        }
      }
    }

    struct Pending: View {
      @State var todos: [Todo]

      var body: some View {
        List {
          ForEach(byID: $todos, where: { !$0.isDone }) { $todo in
            Toggle(todo.title, isOn: $todo.isDone)
          }
          .onDelete { todos.remove(atOffsets: $0, where: { !$0.isDone }) }
        }
      }
    }

    struct AsListData: View {
      @State var todos: [Todo]

      var body: some View {
        List(byID: $todos) { $todo in
          TextField("Title", text: $todo.title)
        }
      }
    }
  }
#endif
