// Listings of the article "Presenting an alert or sheet from an optional" that use SwiftUI views.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension PresentingAnAlertOrSheetFromAnOptionalListings {
    struct TwoStates: View {
      @State private var pendingDeletion: Document?
      @State private var isConfirmingDeletion = false

      var body: some View {
        Button("Delete") {
          pendingDeletion = Document(title: "Draft")
          isConfirmingDeletion = true
        }
      }
    }

    struct Before: View {
      @State private var pendingDeletion: Document?
      let delete: (Document) -> Void

      var body: some View {
        Text("Documents")
          .alert(
            "Delete this document?",
            isPresented: Binding(
              get: { @MainActor in pendingDeletion != nil },
              set: { @MainActor in if !$0 { pendingDeletion = nil } }
            ),
            presenting: pendingDeletion
          ) { document in
            Button("Delete", role: .destructive) { delete(document) }
          }
      }
    }

    struct After: View {
      @State private var pendingDeletion: Document?
      @State private var editedDocument: Document?
      let delete: (Document) -> Void

      var body: some View {
        Text("Documents")
          .alert(
            "Delete this document?",
            isPresented: $pendingDeletion.isPresent(),
            presenting: pendingDeletion
          ) { document in
            Button("Delete", role: .destructive) { delete(document) }
          }
          .sheet(item: $editedDocument) { document in
            DocumentEditor(document: document)
          }
      }
    }

    struct DocumentEditor: View {
      let document: Document

      var body: some View {
        Text(document.title)
      }
    }

    struct BeforeEditing: View {
      @State private var editedDocument: Document?

      var body: some View {
        Text("Documents")
          .sheet(item: $editedDocument) { _ in
            DocumentForm(
              document: Binding(
                get: { @MainActor in editedDocument! },
                set: { @MainActor in editedDocument = $0 }
              ))
          }
      }
    }

    struct AfterEditing: View {
      @State private var editedDocument: Document?

      var body: some View {
        Text("Documents")
          .sheet(item: $editedDocument) { $document in
            DocumentForm(document: $document)
          }
      }
    }

    struct DocumentForm: View {
      @Binding var document: Document

      var body: some View {
        TextField("Title", text: $document.title)
      }
    }

    struct RenameAlert: View {
      @State private var renamedDocument: Document?
      let save: (Document) -> Void

      var body: some View {
        Text("Documents")
          .alert("Rename", item: $renamedDocument) { $document in
            TextField("Title", text: $document.title)
            Button("Save") { save(document) }
          }
      }
    }

    enum Reminder: Hashable, Sendable {
      case oneHourBefore
      case oneDayBefore
    }

    @Observable final class Task {
      var reminder: Reminder?
    }

    struct TaskForm: View {
      @Bindable var task: Task

      var body: some View {
        Toggle("Reminder", isOn: $task.reminder.isPresent(default: .oneHourBefore))
      }
    }
  }
#endif
