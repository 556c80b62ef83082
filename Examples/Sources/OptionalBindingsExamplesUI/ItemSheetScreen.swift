import OptionalBindings
import SwiftUI

/// A sheet that edits a note through a binding, presented while a draft of the note exists.
///
/// The draft is the whole state of the sheet: `sheet(item:)` from OptionalBindings hands the
/// sheet's form a `Binding<Note>` to it, so the form edits the draft in place. Save copies the
/// draft into the list and stores nil; Cancel, or a swipe, stores nil and keeps the list as it
/// was. While the sheet slides away its field still holds that binding: it reads what was typed
/// last, and typing into it changes nothing.
public struct ItemSheetScreen: View {
  @State private var notes: [Note]
  @State private var draft: Note?

  /// Creates the screen with a list of notes.
  ///
  /// - Parameter notes: The notes the screen starts with.
  public init(notes: [Note] = [Note(id: 1, text: "Buy flowers"), Note(id: 2, text: "Call Ada")]) {
    _notes = State(initialValue: notes)
  }

  /// The notes, each with a button that edits it in a sheet, and a button for a new one.
  public var body: some View {
    List {
      Section {
        ForEach(notes) { note in
          HStack {
            Text(note.text)
            Button("Edit") { draft = note }
              .accessibilityLabel("Edit \(note.text)")
          }
        }
        Button("New note") { draft = Note(id: (notes.map(\.id).max() ?? 0) + 1, text: "") }
      } header: {
        Text("sheet(item:) { $note in … }")
      } footer: {
        Text("The sheet edits a draft through a binding; closing it while typing changes nothing.")
      }
    }
    .sheet(item: $draft) { $note in
      NoteForm(note: $note, save: { saveDraft() }, cancel: { draft = nil })
    }
    .navigationTitle("Sheet editing an item")
  }

  private func saveDraft() {
    guard let draft else { return }
    if let index = notes.firstIndex(where: { $0.id == draft.id }) {
      notes[index] = draft
    } else if !draft.text.isEmpty {
      notes.append(draft)
    }
    self.draft = nil
  }
}

/// The sheet's content: a field for the note, and buttons to save or cancel.
struct NoteForm: View {
  @Binding var note: Note
  let save: @MainActor () -> Void
  let cancel: @MainActor () -> Void

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $note.text)
        Button("Save", action: save)
        Button("Cancel", role: .cancel, action: cancel)
      }
      .navigationTitle("Note")
    }
  }
}
