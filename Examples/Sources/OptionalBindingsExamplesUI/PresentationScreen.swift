import OptionalBindings
import SwiftUI

/// An alert and a sheet, each presented while an optional holds a value.
///
/// The note to delete and the draft of a new note are the whole state: no separate Boolean can
/// disagree with them, and dismissing either presentation stores nil.
public struct PresentationScreen: View {
  @State private var notes: [Note]
  @State private var pendingDeletion: Note?
  @State private var draft: String?

  /// Creates the screen with a list of notes.
  ///
  /// - Parameter notes: The notes the screen starts with.
  public init(notes: [Note] = [Note(id: 1, text: "Buy flowers"), Note(id: 2, text: "Call Ada")]) {
    _notes = State(initialValue: notes)
  }

  /// The notes, a button for a new one, and the alert and sheet they present.
  public var body: some View {
    List {
      Section {
        ForEach(notes) { note in
          HStack {
            Text(note.text)
            Button("Delete", role: .destructive) { pendingDeletion = note }
              .accessibilityLabel("Delete \(note.text)")
          }
        }
      } header: {
        Text("isPresent() for an alert")
      } footer: {
        Text("The alert is shown while pendingDeletion holds a note; closing it stores nil.")
      }

      Section {
        Button("New note") { draft = "" }
      } header: {
        Text("isPresent() for a sheet")
      } footer: {
        Text("The sheet is shown while draft holds text; Save, Cancel and a swipe store nil.")
      }
    }
    .alert(
      "Delete this note?",
      isPresented: $pendingDeletion.isPresent(),
      presenting: pendingDeletion
    ) { note in
      Button("Delete", role: .destructive) { notes.removeAll { $0.id == note.id } }
      Button("Cancel", role: .cancel) {}
    } message: { note in
      Text(note.text)
    }
    .sheet(isPresented: $draft.isPresent()) {
      // While the sheet animates away after Save, its content is evaluated again with draft
      // already nil: an unwrapped binding that tolerates that is what keeps it from crashing.
      if let text = Binding(unwrapping: $draft) {
        NoteEditor(text: text, save: { saveDraft() }, cancel: { draft = nil })
      }
    }
    .navigationTitle("Alert and sheet")
  }

  private func saveDraft() {
    if let draft, !draft.isEmpty {
      notes.append(Note(id: (notes.map(\.id).max() ?? 0) + 1, text: draft))
    }
    draft = nil
  }
}

/// The sheet's content: a field for the new note, and buttons to save or cancel.
struct NoteEditor: View {
  @Binding var text: String
  let save: @MainActor () -> Void
  let cancel: @MainActor () -> Void

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $text)
        Button("Save", action: save)
        Button("Cancel", role: .cancel, action: cancel)
      }
      .navigationTitle("New note")
    }
  }
}
