// swift-format-ignore-file
// Adversarial case: `selected!.note ?? ""` under `if let selected`: `withDefault` on the unwrapped binding's field.
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
    if let selected {
      Text(selected.name)
      TextField(
        "Note",
        text: Binding(get: { self.selected!.note ?? "" }, set: { self.selected!.note = $0 }))
    }
  }
}
