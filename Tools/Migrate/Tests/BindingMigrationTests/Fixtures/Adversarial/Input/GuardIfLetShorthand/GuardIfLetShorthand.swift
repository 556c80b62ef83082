// swift-format-ignore-file
// Adversarial case: `if let folder` around `self.folder!`: the unwrapping is added as one more condition.
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
    if let folder {
      Text(folder.name)
      FolderEditor(folder: Binding(get: { self.folder! }, set: { self.folder = $0 }))
    }
  }
}
