// swift-format-ignore-file
// Adversarial case: `folder!.name` under `if folder != nil`: the field of the unwrapped binding.
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
    if let folder = Binding(unwrapping: $folder) {
      TextField("Name", text: folder.name)
    }
  }
}
