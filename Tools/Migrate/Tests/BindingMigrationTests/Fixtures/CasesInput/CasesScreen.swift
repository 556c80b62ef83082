// swift-format-ignore-file
// Fixture for `cases`: a screen that keeps what it presents in one optional enum, with a case
// for each shape of value (none, one, one labelled, one optional, several labelled and not, a
// closure, a default argument, an indirect case), a nested enum a case holds, and an enum with a
// member that clashes with a case (no property for it, and so no case bindings). `cases fix`
// writes the extension right after each enum and the import after the last one; the screen
// switches over every case of the destination with a binding to each value.
import Foundation
import SwiftUI

struct CasesItem: Hashable, Identifiable, Sendable {
  var id: Int
  var title: String
}

enum CasesEditorTab: Hashable, Sendable {
  case text
  case attachments(count: Int)
}

enum CasesDestination {
  case edit(CasesEditorTab)
  case share(URL)
  case settings
  case rename(item: CasesItem)
  case note(String?)
  case move(from: Int, to: Int)
  case pair(Int, String)
  case confirm(() -> Void)
  case preview(CasesItem, animated: Bool = true)
  indirect case then(CasesDestination)
}

/// A member has the name of a case: that case gets no property, and the enum no case bindings,
/// which would need one.
enum CasesToast {
  case title(String)
  case dismissed

  /// Already a member: the case `title` gets no property.
  var title: String {
    switch self {
    case .title(let text): text
    case .dismissed: ""
    }
  }
}

struct CasesScreen: View {
  @State private var destination: CasesDestination?
  @State private var sheet: Sheet?
  @State private var toast: CasesToast?

  /// A nested enum, kept as state: its extension goes after the screen, as `CasesScreen.Sheet`.
  fileprivate enum Sheet {
    case item(CasesItem)
    case about
  }

  var body: some View {
    Text("Screen")
      .sheet(item: $sheet.item) { $item in
        TextField("Title", text: $item.title)
      }
      .sheet(isPresented: $destination.settings.isPresent()) {
        Text("Settings")
      }
      .sheet(isPresented: $sheet.about.isPresent()) {
        Text("About")
      }
      .sheet(item: $destination.rename) { $item in
        TextField("Title", text: $item.title)
      }
      .sheet(isPresented: $toast.dismissed.isPresent()) {
        Text("Dismissed")
      }
  }

  /// Every case of the destination, with a binding to each of its values, typed: exhaustive, so
  /// a new case is a compile error here.
  @MainActor func editor(_ destination: Binding<CasesDestination>) -> [Any] {
    switch destination.cases {
    case .edit(let $tab):
      switch $tab.cases {
      case .text:
        return []
      case .attachments(let $count):
        let count: Binding<Int> = $count
        return [count]
      }
    case .share(let $url):
      let url: Binding<URL> = $url
      return [url]
    case .settings:
      return []
    case .rename(let $item):
      let title: Binding<String> = $item.title
      return [title]
    case .note(let $note):
      let note: Binding<String?> = $note
      return [note, $note.withDefault("")]
    case .move(let $from, let $to):
      let move: (Binding<Int>, Binding<Int>) = ($from, $to)
      return [move.0, move.1]
    case .pair(let $number, let $name):
      let pair: (Binding<Int>, Binding<String>) = ($number, $name)
      return [pair.0, pair.1]
    case .confirm(let $action):
      let action: Binding<() -> Void> = $action
      return [action]
    case .preview(let $item, let $animated):
      let preview: (Binding<CasesItem>, Binding<Bool>) = ($item, $animated)
      return [preview.0, preview.1]
    case .then(let $next):
      let next: Binding<CasesDestination> = $next
      return [next]
    }
  }

  /// The destination's cases while one is presented.
  @MainActor func presentedEditor() -> [Any] {
    Binding(unwrapping: $destination).map(editor) ?? []
  }

  /// The bindings the written properties give, one of each shape, typed as the tool writes them.
  @MainActor func bindings() -> [Any] {
    let attachments: Binding<Int?> = $destination.edit.attachments
    let note: Binding<String??> = $destination.note
    let move: Binding<(from: Int, to: Int)?> = $destination.move
    let pair: Binding<(Int, String)?> = $destination.pair
    let confirm: Binding<(() -> Void)?> = $destination.confirm
    let preview: Binding<(CasesItem, animated: Bool)?> = $destination.preview
    let then: Binding<CasesDestination?> = $destination.then
    let share: Binding<URL?> = $destination.share
    return [attachments, note, move, pair, confirm, preview, then, share]
  }
}
