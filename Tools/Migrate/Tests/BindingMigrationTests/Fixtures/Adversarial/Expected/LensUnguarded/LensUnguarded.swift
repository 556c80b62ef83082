// swift-format-ignore-file
// Adversarial case: `folder!.name` with no check around it: reported as an unguarded unwrap that can crash.
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
    TextField("Name", text: Binding(get: { folder!.name }, set: { folder!.name = $0 }))
  }
}
