// swift-format-ignore-file
// Fixture for `cases`: an enum nested in a view whose cases hold other types nested in the view
// (`Book`, `Book.Note`, and `Shelf`, declared in an extension in another file). The enum's body
// sees them unqualified; an extension at file scope does not, so the tool qualifies them
// (`CasesLibraryScreen.Book`). A generic parameter of the view needs no qualification.
import SwiftUI
import OptionalBindings

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

extension CasesLibraryScreen.Sheet: SwitchableCases {
  var book: CasesLibraryScreen.Book? {
    get { if case .book(let value) = self { value } else { nil } }
    set { if case .book = self, let newValue { self = .book(newValue) } }
  }

  var notes: ([CasesLibraryScreen.Book.Note], about: CasesLibraryScreen.Book)? {
    get { if case .notes(let value1, let about) = self { (value1, about: about) } else { nil } }
    set { if case .notes = self, let newValue { self = .notes(newValue.0, about: newValue.about) } }
  }

  var shelf: CasesLibraryScreen.Shelf?? {
    get { if case .shelf(let value) = self { value } else { nil } }
    set { if case .shelf = self, let newValue { self = .shelf(newValue) } }
  }

  enum CaseBindings {
    case book(Binding<CasesLibraryScreen.Book>)
    case notes(Binding<[CasesLibraryScreen.Book.Note]>, about: Binding<CasesLibraryScreen.Book>)
    case shelf(Binding<CasesLibraryScreen.Shelf?>)
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .book(let value):
      return .book(binding.unwrappingCase(\.book, remembering: value))
    case .notes(let value1, let about):
      let notes = binding.unwrappingCase(\.notes, remembering: (value1, about: about))
      return .notes(notes[dynamicMember: \.0], about: notes.about)
    case .shelf(let value):
      return .shelf(binding.unwrappingCase(\.shelf, remembering: value))
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

extension CasesChoicePicker.Mode: SwitchableCases {
  var picking: Choice? {
    get { if case .picking(let choice) = self { choice } else { nil } }
    set { if case .picking = self, let newValue { self = .picking(newValue) } }
  }

  var done: Void? {
    get { if case .done = self { () } else { nil } }
    set { if case .done = self, newValue != nil { self = .done } }
  }

  enum CaseBindings {
    case picking(Binding<Choice>)
    case done
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .picking(let choice):
      return .picking(binding.unwrappingCase(\.picking, remembering: choice))
    case .done:
      return .done
    }
  }
}
