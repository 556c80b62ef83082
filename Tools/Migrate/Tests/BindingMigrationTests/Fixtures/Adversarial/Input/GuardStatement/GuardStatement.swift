// swift-format-ignore-file
// Adversarial case: `guard folder != nil else { return … }` in a function building the view.
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

  private func editor() -> AnyView {
    guard folder != nil else { return AnyView(Text("No folder")) }
    return AnyView(FolderEditor(folder: Binding(get: { folder! }, set: { folder = $0 })))
  }
  var body: some View {
    editor()
  }
}
