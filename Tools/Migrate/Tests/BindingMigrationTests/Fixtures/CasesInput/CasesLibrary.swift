// swift-format-ignore-file
// Fixture for `cases`: an enum nested in a view whose cases hold other types nested in the view
// (`Book`, `Book.Note`, and `Shelf`, declared in an extension in another file). The enum's body
// sees them unqualified; an extension at file scope does not, so the tool qualifies them
// (`CasesLibraryScreen.Book`). A generic parameter of the view needs no qualification.
import SwiftUI

struct CasesLibraryScreen: View {
  struct Book: Hashable, Identifiable, Sendable {
    var id: Int
    var title: String

    struct Note: Hashable, Sendable {
      var text: String
    }
  }

  enum Sheet {
    case book(Book)
    case notes([Book.Note], about: Book)
    case shelf(Shelf?)
  }

  @State private var sheet: Sheet?

  var body: some View {
    Text("Library")
      .sheet(item: $sheet.book) { $book in
        TextField("Title", text: $book.title)
      }
      .overlay {
        if let sheet = Binding(unwrapping: $sheet) {
          switch sheet.cases {
          case .book(let $book):
            Text($book.wrappedValue.title)
          case .notes(let $notes, let $book):
            Text("\($notes.wrappedValue.count) notes about \($book.wrappedValue.title)")
          case .shelf(let $shelf):
            Text($shelf.wrappedValue?.name ?? "No shelf")
          }
        }
      }
  }
}

/// A picker generic over its choice: the enum's case holds the view's generic parameter.
struct CasesChoicePicker<Choice: Hashable & Sendable>: View {
  enum Mode {
    case picking(Choice)
    case done
  }

  @State private var mode: Mode?

  var body: some View {
    Text("Pick")
      .sheet(isPresented: $mode.done.isPresent()) { Text("Done") }
  }
}
