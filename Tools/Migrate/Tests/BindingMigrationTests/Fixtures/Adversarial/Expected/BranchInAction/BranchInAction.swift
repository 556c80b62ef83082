// swift-format-ignore-file
// Adversarial case: In the `else` of `if folder == nil`, a button's action makes the binding later, when the folder may be gone: reported, not fixed with `!`.
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

  private func rename(_ folder: Binding<Folder>) {
    folder.wrappedValue.name += " (renamed)"
  }
  var body: some View {
    if folder == nil {
      Text("No folder")
    } else {
      Button("Rename") { rename(Binding(get: { folder! }, set: { folder = $0 })) }
    }
  }
}
