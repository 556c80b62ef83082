// swift-format-ignore-file
// Adversarial case: `guard let folder else { … }` then `self.folder!`.
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
    guard let folder else { return AnyView(Text("No folder")) }
    return AnyView(
      VStack {
        Text(folder.name)
        FolderEditor(folder: Binding(get: { self.folder! }, set: { self.folder = $0 }))
      })
  }
  var body: some View {
    editor()
  }
}
