// swift-format-ignore-file
// Adversarial case: A closure binding whose place wants a `Binding<String?>`: `withDefault` would not have its type; refused.
import OptionalBindings
import SwiftUI

private struct NoteField: View {
  @Binding var note: String?

  var body: some View {
    TextField("Note", text: $note.withDefault(""))
  }
}

private struct PlaceScreen: View {
  @State private var note: String?

  var body: some View {
    NoteField(note: Binding(get: { note ?? "" }, set: { note = $0 }))
  }
}
