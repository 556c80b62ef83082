// swift-format-ignore-file
// Adversarial case: `selected!.note ?? ""` under `if let selected`: `withDefault` on the unwrapped binding's field.
import OptionalBindings
import SwiftUI

private struct Folder: Identifiable {
  var id = UUID()
  var name = ""
  var note: String?
}

private struct FolderEditor: View {
  @Binding var folder: Folder

  var body: some View {
    TextField("Name", text: $folder.name)
  }
}

private struct FoldersScreen: View {
  @State private var selected: Folder?

  var body: some View {
    if let selected, let selectedBinding = Binding(unwrapping: $selected) {
      Text(selected.name)
      TextField(
        "Note",
        text: selectedBinding.note.withDefault(""))
    }
  }
}
