// swift-format-ignore-file
// Adversarial case: A ternary on `folder == nil` whose second branch makes the binding.
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
    folder == nil
      ? AnyView(Text("No folder"))
      : AnyView(FolderEditor(folder: Binding(get: { folder! }, set: { folder = $0 })))
  }
}
