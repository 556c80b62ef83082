// swift-format-ignore-file
// Adversarial case: A model from `@Environment`, which gives no binding: the crash fix is not written, and the finding says why.
import Observation
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
  @Environment(Library.self) private var library

  var body: some View {
    if library.folder != nil {
      FolderEditor(folder: Binding(get: { library.folder! }, set: { library.folder = $0 }))
    }
  }
}
