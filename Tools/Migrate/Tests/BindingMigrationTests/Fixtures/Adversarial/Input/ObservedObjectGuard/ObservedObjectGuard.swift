// swift-format-ignore-file
// Adversarial case: An `ObservableObject` model's `@Published` optional, guarded.
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

private final class Library: ObservableObject {
  @Published var folder: Folder?
}

private struct FoldersScreen: View {
  @ObservedObject var library: Library

  var body: some View {
    if library.folder != nil {
      FolderEditor(folder: Binding(get: { library.folder! }, set: { library.folder = $0 }))
    }
  }
}
