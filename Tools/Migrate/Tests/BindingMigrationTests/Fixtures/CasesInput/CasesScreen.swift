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
      .overlay {
        if let destination = Binding(unwrapping: $destination) {
          editor(destination)
        }
      }
  }

  /// Every case of the destination, with a binding to each of its values: exhaustive, so a new
  /// case is a compile error here.
  @ViewBuilder func editor(_ destination: Binding<CasesDestination>) -> some View {
    switch destination.cases {
    case .edit(let $tab):
      switch $tab.cases {
      case .text:
        Text("Text")
      case .attachments(let $count):
        Stepper("Attachments: \($count.wrappedValue)", value: $count)
      }
    case .share(let $url):
      Text($url.wrappedValue.absoluteString)
    case .settings:
      Text("Settings")
    case .rename(let $item):
      TextField("Title", text: $item.title)
    case .note(let $note):
      TextField("Note", text: $note.withDefault(""))
    case .move(let $from, let $to):
      Stepper("From", value: $from)
      Stepper("To", value: $to)
    case .pair(let $number, let $name):
      Stepper("Number", value: $number)
      TextField("Name", text: $name)
    case .confirm(let $action):
      Button("Confirm") { $action.wrappedValue() }
    case .preview(let $item, let $animated):
      Toggle($item.wrappedValue.title, isOn: $animated)
    case .then(let $next):
      Text("Then \(String(describing: $next.wrappedValue))")
    }
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
