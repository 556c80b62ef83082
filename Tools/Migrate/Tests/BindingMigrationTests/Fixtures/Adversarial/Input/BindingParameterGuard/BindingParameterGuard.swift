// swift-format-ignore-file
// Adversarial case: An `@Binding var folder: Folder?`, guarded; the setter names its value.
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
  @Binding var folder: Folder?

  var body: some View {
    if folder != nil {
      FolderEditor(folder: Binding(get: { folder! }, set: { newValue in folder = newValue }))
    }
  }
}
