// swift-format-ignore-file
// Fixture for `cases`: a screen that keeps what it presents in one optional enum, with a case
// for each shape of value (none, one, one labelled, one optional, several labelled and not, a
// closure, a default argument, an indirect case), a nested enum a case holds, and a member that
// clashes with a case. `cases fix` writes the extension right after each enum and the import
// after the last one.
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
  case title(String)

  /// Already a member: the case `title` gets no property.
  var title: String {
    switch self {
    case .title(let text): text
    default: ""
    }
  }
}

struct CasesScreen: View {
  @State private var destination: CasesDestination?
  @State private var sheet: Sheet?

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
