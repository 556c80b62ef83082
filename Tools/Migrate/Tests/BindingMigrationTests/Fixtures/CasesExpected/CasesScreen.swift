// swift-format-ignore-file
// Fixture for `cases`: a screen that keeps what it presents in one optional enum, with a case
// for each shape of value (none, one, one labelled, one optional, several labelled and not, a
// closure, a default argument, an indirect case), a nested enum a case holds, and a member that
// clashes with a case. `cases fix` writes the extension right after each enum and the import
// after the last one.
import Foundation
import SwiftUI
import OptionalBindings

struct CasesItem: Hashable, Identifiable, Sendable {
  var id: Int
  var title: String
}

enum CasesEditorTab: Hashable, Sendable {
  case text
  case attachments(count: Int)
}

extension CasesEditorTab: BindableCases {
  var text: Void? {
    get { if case .text = self { () } else { nil } }
    set { if case .text = self, newValue != nil { self = .text } }
  }

  var attachments: Int? {
    get { if case .attachments(let count) = self { count } else { nil } }
    set { if case .attachments = self, let newValue { self = .attachments(count: newValue) } }
  }
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

extension CasesDestination: BindableCases {
  var edit: CasesEditorTab? {
    get { if case .edit(let casesEditorTab) = self { casesEditorTab } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }

  var share: URL? {
    get { if case .share(let url) = self { url } else { nil } }
    set { if case .share = self, let newValue { self = .share(newValue) } }
  }

  var settings: Void? {
    get { if case .settings = self { () } else { nil } }
    set { if case .settings = self, newValue != nil { self = .settings } }
  }

  var rename: CasesItem? {
    get { if case .rename(let item) = self { item } else { nil } }
    set { if case .rename = self, let newValue { self = .rename(item: newValue) } }
  }

  var note: String?? {
    get { if case .note(let value) = self { value } else { nil } }
    set { if case .note = self, let newValue { self = .note(newValue) } }
  }

  var move: (from: Int, to: Int)? {
    get { if case .move(let from, let to) = self { (from: from, to: to) } else { nil } }
    set { if case .move = self, let newValue { self = .move(from: newValue.from, to: newValue.to) } }
  }

  var pair: (Int, String)? {
    get { if case .pair(let value1, let value2) = self { (value1, value2) } else { nil } }
    set { if case .pair = self, let newValue { self = .pair(newValue.0, newValue.1) } }
  }

  var confirm: (() -> Void)? {
    get { if case .confirm(let value) = self { value } else { nil } }
    set { if case .confirm = self, let newValue { self = .confirm(newValue) } }
  }

  var preview: (CasesItem, animated: Bool)? {
    get { if case .preview(let value1, let animated) = self { (value1, animated: animated) } else { nil } }
    set { if case .preview = self, let newValue { self = .preview(newValue.0, animated: newValue.animated) } }
  }

  var then: CasesDestination? {
    get { if case .then(let casesDestination) = self { casesDestination } else { nil } }
    set { if case .then = self, let newValue { self = .then(newValue) } }
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

extension CasesScreen.Sheet: BindableCases {
  fileprivate var item: CasesItem? {
    get { if case .item(let casesItem) = self { casesItem } else { nil } }
    set { if case .item = self, let newValue { self = .item(newValue) } }
  }

  fileprivate var about: Void? {
    get { if case .about = self { () } else { nil } }
    set { if case .about = self, newValue != nil { self = .about } }
  }
}
