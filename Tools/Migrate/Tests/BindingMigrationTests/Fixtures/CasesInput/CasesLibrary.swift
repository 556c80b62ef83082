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
  }
}

extension CasesLibraryScreen {
  /// The sheet's cases, with a binding to each value, typed with the types the extension names.
  @MainActor func sheetBindings(_ sheet: Binding<Sheet>) -> [Any] {
    switch sheet.cases {
    case .book(let $book):
      let book: Binding<Book> = $book
      return [book]
    case .notes(let $notes, let $book):
      let notes: (Binding<[Book.Note]>, Binding<Book>) = ($notes, $book)
      return [notes.0, notes.1]
    case .shelf(let $shelf):
      let shelf: Binding<Shelf?> = $shelf
      return [shelf]
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
