// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `x != nil` read and `false` written as nil become `isPresent()`.
#if canImport(SwiftUI)
  import Foundation
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum IsPresentFixture {
    struct Document: Hashable, Identifiable, Sendable {
      var id = UUID()
      var title: String
    }

    @Observable final class Library {
      var pendingDeletion: Document?
      var error: String?
    }

    struct LibraryView: View {
      @State private var renaming: Document?
      @State private var sharing: Document?
      @Bindable var library: Library
      let delete: (Document) -> Void

      var body: some View {
        Text("Documents")
          .alert(
            "Delete this document?",
            isPresented: $library.pendingDeletion.isPresent(),
            presenting: library.pendingDeletion
          ) { document in
            Button("Delete", role: .destructive) { delete(document) }
          }
          .alert(
            "Rename",
            isPresented: $renaming.isPresent(),
            presenting: renaming
          ) { _ in
            Button("OK") {}
          }
          .alert(
            "Share",
            isPresented: $sharing.isPresent(),
            presenting: sharing
          ) { _ in
            Button("Done") {}
          }
          .alert(
            "Something went wrong",
            isPresented: $library.error.isPresent(),
            presenting: library.error
          ) { _ in
            Button("OK") {}
          }
      }
    }
  }

  extension Binding where Value == Bool {
    /// Whether `optional` holds a value; turning it off clears it.
    init<Wrapped: Sendable>(presenceOf optional: Binding<Wrapped?>) {
      self = optional.isPresent()
    }
  }
#endif
