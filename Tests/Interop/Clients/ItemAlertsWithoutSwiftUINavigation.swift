// Alerts and confirmation dialogs presented from an optional item, written the way an app that
// uses OptionalBindings (and not swift-navigation) writes them, type-checked against Apple's iOS
// 17.4 and 26.2 SwiftUI and the library's module.
//
// What it shows: each alert and dialog that hands its actions a binding reaches OptionalBindings'
// for any item (`Identifiable` or not, `Sendable` or not), and SwiftUI's own alerts with
// `isPresented:` are untouched by them. `sameType(result, reference)` compiles only if both are
// the opaque result of one declaration with the same generic arguments; each reference names its
// closure's parameter type. Check this file as a module of its own (see Presentations.swift).

import OptionalBindings
import SwiftUI

/// Compiles only when `a` and `b` have the same type.
private func sameType<T>(_ a: T, _ b: T) {}

/// A file to rename.
private struct File: Identifiable, Hashable, Sendable {
  let id: Int
  var name: String
}

/// A note, neither `Identifiable` nor `Sendable`.
private final class Note {
  var text = ""
}

@available(iOS 17.0, *)
private struct ItemAlertsWithoutSwiftUINavigation: View {
  @State private var file: File?
  @State private var note: Note?
  @State private var isConfirming = false

  var body: some View {
    Text("Files")
      .alert("Rename", item: $file) { $file in TextField("Name", text: $file.name) }
      .confirmationDialog("Edit", item: $note) { $note in TextField("Text", text: $note.text) }
  }

  @MainActor func resolutions() {
    // resolves: alert(_:item:actions:) in OptionalBindings
    let bound = Text("Files").alert("Rename", item: $file) { $file in
      TextField("Name", text: $file.name)
    }
    let boundReference = Text("Files").alert("Rename", item: $file) { (file: Binding<File>) in
      TextField("Name", text: file.name)
    }
    sameType(bound, boundReference)

    // resolves: confirmationDialog(_:item:titleVisibility:actions:message:) in OptionalBindings
    let note = Text("Notes").confirmationDialog(Text("Edit"), item: $note) { $note in
      TextField("Text", text: $note.text)
    } message: { $note in
      Text(note.text)
    }
    _ = note

    // SwiftUI's alert with a Boolean is SwiftUI's.
    // resolves: alert(_:isPresented:actions:) in SwiftUI
    let plain = Text("Files").alert("Done", isPresented: $isConfirming) { Button("OK") {} }
    _ = plain
  }
}
