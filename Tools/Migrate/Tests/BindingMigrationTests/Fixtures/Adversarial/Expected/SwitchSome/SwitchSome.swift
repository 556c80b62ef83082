// swift-format-ignore-file
// Adversarial case: `switch folder { case .some: … case .none: … }` in a view builder.
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
    switch folder {
    case .some:
      FolderEditor(folder: Binding(unwrapping: $folder)!)
    case .none:
      Text("No folder")
    }
  }
}
