// swift-format-ignore-file
// Adversarial case: An `else if` chain after `if folder == nil`: every later branch runs with a folder.
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
  @State private var isLocked = false
  var body: some View {
    if folder == nil {
      Text("No folder")
    } else if isLocked {
      Text("Locked")
    } else {
      FolderEditor(folder: Binding(unwrapping: $folder)!)
    }
  }
}
