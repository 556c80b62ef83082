// swift-format-ignore-file
// Adversarial case: A field of a force-unwrapped folder in the `else` of `if folder == nil`.
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
  @State private var folder: Folder?

  var body: some View {
    if folder == nil {
      Text("No folder")
    } else {
      TextField(
        "Note",
        text: Binding(unwrapping: $folder)!.note.replacingNil(with: ""))
    }
  }
}
