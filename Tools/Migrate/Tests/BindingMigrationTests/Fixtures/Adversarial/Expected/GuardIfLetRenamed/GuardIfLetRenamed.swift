// swift-format-ignore-file
// Adversarial case: `if let current = folder` around `folder!`.
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
    if let current = folder, let folderBinding = Binding(unwrapping: $folder) {
      Text(current.name)
      FolderEditor(folder: folderBinding)
    }
  }
}
