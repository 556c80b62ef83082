// swift-format-ignore-file
// Adversarial case: A sheet's content with no check of the folder: reported (it can crash), never fixed.
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
    Button("Edit") { isEditing = true }
      .sheet(isPresented: $isEditing) {
        FolderEditor(folder: Binding(get: { folder! }, set: { folder = $0 }))
      }
  }
}
