// swift-format-ignore-file
// Adversarial case: A force-unwrapping closure binding inside `if folder != nil`: the crash fix `if let … = Binding(unwrapping: $folder)`.
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
    if let folderBinding = Binding(unwrapping: $folder) {
      FolderEditor(folder: folderBinding)
    }
  }
}
