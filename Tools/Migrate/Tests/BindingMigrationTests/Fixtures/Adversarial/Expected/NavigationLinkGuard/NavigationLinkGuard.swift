// swift-format-ignore-file
// Adversarial case: A navigation link's destination, a closure, inside `if folder != nil`: the binding is made at the `if`.
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
    NavigationStack {
      if let folderBinding = Binding(unwrapping: $folder) {
        NavigationLink("Edit") {
          FolderEditor(folder: folderBinding)
        }
      }
    }
  }
}
