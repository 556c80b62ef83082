// swift-format-ignore-file
// Adversarial case: `if case .some = folder` and `if case let current? = folder`: the unwrapping joins the conditions.
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
    if case .some = folder {
      FolderEditor(folder: Binding(get: { folder! }, set: { folder = $0 }))
    }
    if case let current? = folder {
      Text(current.name)
      FolderEditor(folder: Binding(get: { folder! }, set: { folder = $0 }))
    }
  }
}
