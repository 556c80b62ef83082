// Presentations written the way an app that uses OptionalBindings (and not swift-navigation)
// writes them, type-checked against Apple's iOS 17.4 and 26.2 SwiftUI and the library's module.
//
// What it shows: a content closure that takes `$item` gets OptionalBindings' modifier, the only
// one that hands a binding (SwiftUI's closure takes the item, so `{ $item in … }` cannot be
// SwiftUI's), for `Hashable` items and for others, `Identifiable` or not; a closure that takes the
// item, or ignores its argument, still gets SwiftUI's, which OptionalBindings'
// `@_disfavoredOverload` leaves in front (the `// resolves:` markers).
// `sameType(result, reference)` compiles only if both are the opaque result of one declaration
// with the same generic arguments; each reference's closure names its parameter's type, which
// only one declaration accepts. Each call is bound with `let` so that nothing around it picks the
// overload.
//
// Check this file as a module of its own (see Presentations.swift): it must not see
// SwiftUINavigation's modifiers.

import OptionalBindings
import SwiftUI

/// Compiles only when `a` and `b` have the same type.
private func sameType<T>(_ a: T, _ b: T) {}

private struct Draft: Identifiable, Hashable, Sendable {
  let id: Int
  var text: String
}

/// An item that is neither `Hashable` nor `Sendable`, like a reference-type model.
private final class Ledger: Identifiable {
  let id = 1
  var title = ""
}

/// An item that is not `Identifiable`, with an id that is `Equatable` and not `Hashable`.
private struct Note {
  struct Serial: Equatable {
    var number: Int
  }

  var serial: Serial
  var text: String
}

/// A reference type with no `Sendable` conformance, as formatters and models often are.
private final class Formatter {
  var prefix = "Draft: "
}

/// A view that takes the binding a presentation hands it, as editors do.
private struct DraftEditor: View {
  @Binding var draft: Draft

  var body: some View {
    TextField("Text", text: $draft.text)
  }
}

@available(iOS 17.0, *)
private struct PresentationsWithoutSwiftUINavigation: View {
  @State private var draft: Draft?
  @State private var ledger: Ledger?
  @State private var note: Note?

  var body: some View {
    Text("Drafts")
      .sheet(item: $draft) { $draft in DraftEditor(draft: $draft) }
      .sheet(item: $ledger) { $ledger in TextField("Title", text: $ledger.title) }
      .fullScreenCover(item: $draft) { $draft in DraftEditor(draft: $draft) }
      .popover(item: $draft, arrowEdge: .bottom) { $draft in DraftEditor(draft: $draft) }
      .navigationDestination(item: $draft) { $draft in DraftEditor(draft: $draft) }
      .sheet(item: $draft) { draft in Text(draft.text) }
  }

  @MainActor func sheets() {
    // resolves: sheet(item:onDismiss:content:) in OptionalBindings
    let bound = Text("Drafts").sheet(item: $draft) { $draft in DraftEditor(draft: $draft) }
    let boundReference = Text("Drafts").sheet(item: $draft) { (draft: Binding<Draft>) in
      DraftEditor(draft: draft)
    }
    sameType(bound, boundReference)

    // A closure whose argument is passed straight to a view that takes a binding.
    // resolves: sheet(item:onDismiss:content:) in OptionalBindings
    let passed = Text("Drafts").sheet(item: $draft) { draft in DraftEditor(draft: draft) }
    sameType(passed, boundReference)

    // resolves: sheet(item:onDismiss:content:) in OptionalBindings
    let boundLedger = Text("Drafts").sheet(item: $ledger) { $ledger in
      TextField("Title", text: $ledger.title)
    }
    let ledgerReference = Text("Drafts").sheet(item: $ledger) { (ledger: Binding<Ledger>) in
      TextField("Title", text: ledger.title)
    }
    sameType(boundLedger, ledgerReference)

    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let value = Text("Drafts").sheet(item: $draft) { draft in Text(draft.text) }
    let valueReference = Text("Drafts").sheet(item: $draft) { (draft: Draft) in
      Text(draft.text)
    }
    sameType(value, valueReference)

    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").sheet(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").sheet(item: $draft) { (_: Draft) in Text("Editing") }
    sameType(ignoring, ignoringReference)
  }

  @MainActor func fullScreenCovers() {
    // resolves: fullScreenCover(item:onDismiss:content:) in OptionalBindings
    let bound = Text("Drafts").fullScreenCover(item: $draft) { $draft in
      DraftEditor(draft: $draft)
    }
    let boundReference = Text("Drafts").fullScreenCover(item: $draft) {
      (draft: Binding<Draft>) in
      DraftEditor(draft: draft)
    }
    sameType(bound, boundReference)

    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").fullScreenCover(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").fullScreenCover(item: $draft) { (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
  }

  @MainActor func popovers() {
    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in OptionalBindings
    let bound = Text("Drafts").popover(item: $draft) { $draft in DraftEditor(draft: $draft) }
    let boundReference = Text("Drafts").popover(item: $draft) { (draft: Binding<Draft>) in
      DraftEditor(draft: draft)
    }
    sameType(bound, boundReference)

    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUI
    let ignoring = Text("Drafts").popover(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").popover(item: $draft) { (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
  }

  /// Items that are not `Identifiable` (SwiftUI's `sheet(item:)` takes none): without an id,
  /// and with one that is only `Equatable`.
  @MainActor func itemsWithoutIdentity() {
    // resolves: sheet(item:onDismiss:content:) in OptionalBindings
    let note = Text("Notes").sheet(item: $note) { $note in TextField("Text", text: $note.text) }
    let noteReference = Text("Notes").sheet(item: $note) { (note: Binding<Note>) in
      TextField("Text", text: note.text)
    }
    sameType(note, noteReference)

    // resolves: sheet(item:id:onDismiss:content:) in OptionalBindings
    let byID = Text("Notes").sheet(item: $note, id: \.serial) { $note in
      TextField("Text", text: $note.text)
    }
    let byIDReference = Text("Notes").sheet(item: $note, id: \.serial) {
      (note: Binding<Note>) in
      TextField("Text", text: note.text)
    }
    sameType(byID, byIDReference)
  }

  /// A content closure may capture a value that is not `Sendable`: it is a plain closure, as
  /// SwiftUI's is, and no actor is asked of the function that applies the modifier.
  func capturesAreNotRestricted(draft: Binding<Draft?>) -> some View {
    let formatter = Formatter()
    return Text("Drafts").sheet(item: draft) { $draft in
      TextField(formatter.prefix, text: $draft.text)
    }
  }

  @MainActor func navigationDestinations() {
    // resolves: navigationDestination(item:destination:) in OptionalBindings
    let bound = Text("Drafts").navigationDestination(item: $draft) { $draft in
      DraftEditor(draft: $draft)
    }
    let boundReference = Text("Drafts").navigationDestination(item: $draft) {
      (draft: Binding<Draft>) in
      DraftEditor(draft: draft)
    }
    sameType(bound, boundReference)

    // resolves: navigationDestination(item:destination:) in SwiftUI
    let ignoring = Text("Drafts").navigationDestination(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").navigationDestination(item: $draft) {
      (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
  }
}
