// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: rows of `ForEach($items) { $item in … }` reach their element through `$item`.
#if canImport(SwiftUI)
  import Foundation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum ForEachRowsFixture {
    struct Todo: Identifiable, Sendable {
      var id = UUID()
      var title: String
      var isDone: Bool?
      var note: String?
    }

    struct TodoList: View {
      @State private var todos: [Todo] = []

      var body: some View {
        ForEach($todos) { $todo in
          Toggle(todo.title, isOn: $todo.isDone.withDefault(false))
          TextField(
            "Note",
            text: $todo.note.replacingNil(with: ""))
        }
      }
    }
  }
#endif
