// swift-format-ignore-file
// Adversarial case: `if isEditing && folder != nil`: the condition is split at its `&&`.
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
  @State private var isEditing = false
  var body: some View {
    if isEditing && folder != nil {
      FolderEditor(folder: Binding(get: { folder! }, set: { folder = $0 }))
    }
  }
}
