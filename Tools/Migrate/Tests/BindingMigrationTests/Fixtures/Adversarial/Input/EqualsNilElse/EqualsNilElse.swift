// swift-format-ignore-file
// Adversarial case: The `else` of `if folder == nil`: no condition can bind a name, so `Binding(unwrapping: $folder)!`, made while the folder is there.
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
      FolderEditor(folder: Binding(get: { folder! }, set: { folder = $0 }))
    }
  }
}
