// swift-format-ignore-file
// Adversarial case: An `@Observable` model held by `@Bindable`, guarded.
import Observation
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

@Observable
private final class Library {
  var folder: Folder?
}

private struct FoldersScreen: View {
  @Bindable var library: Library

  var body: some View {
    if let folderBinding = Binding(unwrapping: $library.folder) {
      FolderEditor(folder: folderBinding)
    }
  }
}
