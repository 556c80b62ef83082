// swift-format-ignore-file
// Fixture for `cases`: a screen that keeps what it presents in one optional enum, with a case
// for each shape of value (none, one, one labelled, one optional, several labelled and not, a
// closure, a default argument, an indirect case), a nested enum a case holds, and an enum with a
// member that clashes with a case (no property for it, and so no case bindings). `cases fix`
// writes the extension right after each enum and the import after the last one; the screen
// switches over every case of the destination with a binding to each value.
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

extension CasesEditorTab: SwitchableCases {
  var text: Void? {
    get { if case .text = self { () } else { nil } }
    set { if case .text = self, newValue != nil { self = .text } }
  }

  var attachments: Int? {
    get { if case .attachments(let count) = self { count } else { nil } }
    set { if case .attachments = self, let newValue { self = .attachments(count: newValue) } }
  }

  enum CaseBindings {
    case text
    case attachments(count: Binding<Int>)
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .text:
      return .text
    case .attachments(let count):
      return .attachments(count: binding.unwrappingCase(\.attachments, remembering: count))
    }
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
}

extension CasesDestination: SwitchableCases {
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

  enum CaseBindings {
    case edit(Binding<CasesEditorTab>)
    case share(Binding<URL>)
    case settings
    case rename(item: Binding<CasesItem>)
    case note(Binding<String?>)
    case move(from: Binding<Int>, to: Binding<Int>)
    case pair(Binding<Int>, Binding<String>)
    case confirm(Binding<() -> Void>)
    case preview(Binding<CasesItem>, animated: Binding<Bool>)
    case then(Binding<CasesDestination>)
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .edit(let casesEditorTab):
      return .edit(binding.unwrappingCase(\.edit, remembering: casesEditorTab))
    case .share(let url):
      return .share(binding.unwrappingCase(\.share, remembering: url))
    case .settings:
      return .settings
    case .rename(let item):
      return .rename(item: binding.unwrappingCase(\.rename, remembering: item))
    case .note(let value):
      return .note(binding.unwrappingCase(\.note, remembering: value))
    case .move(let from, let to):
      let move = binding.unwrappingCase(\.move, remembering: (from: from, to: to))
      return .move(from: move.from, to: move.to)
    case .pair(let value1, let value2):
      let pair = binding.unwrappingCase(\.pair, remembering: (value1, value2))
      return .pair(pair[dynamicMember: \.0], pair[dynamicMember: \.1])
    case .confirm(let value):
      return .confirm(binding.unwrappingCase(\.confirm, remembering: value))
    case .preview(let value1, let animated):
      let preview = binding.unwrappingCase(\.preview, remembering: (value1, animated: animated))
      return .preview(preview[dynamicMember: \.0], animated: preview.animated)
    case .then(let casesDestination):
      return .then(binding.unwrappingCase(\.then, remembering: casesDestination))
    }
  }
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

extension CasesToast: BindableCases {
  var dismissed: Void? {
    get { if case .dismissed = self { () } else { nil } }
    set { if case .dismissed = self, newValue != nil { self = .dismissed } }
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

extension CasesScreen.Sheet: SwitchableCases {
  fileprivate var item: CasesItem? {
    get { if case .item(let casesItem) = self { casesItem } else { nil } }
    set { if case .item = self, let newValue { self = .item(newValue) } }
  }

  fileprivate var about: Void? {
    get { if case .about = self { () } else { nil } }
    set { if case .about = self, newValue != nil { self = .about } }
  }

  fileprivate enum CaseBindings {
    case item(Binding<CasesItem>)
    case about
  }

  fileprivate static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .item(let casesItem):
      return .item(binding.unwrappingCase(\.item, remembering: casesItem))
    case .about:
      return .about
    }
  }
}
