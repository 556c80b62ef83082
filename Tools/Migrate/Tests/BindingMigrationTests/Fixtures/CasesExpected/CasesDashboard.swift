// swift-format-ignore-file
// Fixture for `cases`: the navigation enum most apps have, private inside the view that presents
// it (`private enum ActiveSheet: Identifiable`). No extension at file scope can name it, so the
// tool writes into the enum itself: the conformance into its inheritance clause, the properties
// and the case bindings into its body, at its indentation, with no access keyword (each member
// takes the enum's own access). Also an enum declared on one line, and one inside a private type.
import SwiftUI
import OptionalBindings

struct CasesDashboardItem: Hashable, Identifiable, Sendable {
  var id: Int
  var title: String
}

struct CasesDashboardView: View {
  @State private var activeSheet: ActiveSheet?
  @State private var alert: Alert?
  @State private var items = [CasesDashboardItem(id: 1, title: "Notes")]

  private enum ActiveSheet: Identifiable, SwitchableCases {
    case settings
    case edit(CasesDashboardItem)
    case compose(to: String, subject: String)

    var id: String {
      switch self {
      case .settings: "settings"
      case .edit(let item): "edit-\(item.id)"
      case .compose(let to, _): "compose-\(to)"
      }
    }

    var settings: Void? {
      get { if case .settings = self { () } else { nil } }
      set { if case .settings = self, newValue != nil { self = .settings } }
    }

    var edit: CasesDashboardItem? {
      get { if case .edit(let casesDashboardItem) = self { casesDashboardItem } else { nil } }
      set { if case .edit = self, let newValue { self = .edit(newValue) } }
    }

    var compose: (to: String, subject: String)? {
      get { if case .compose(let to, let subject) = self { (to: to, subject: subject) } else { nil } }
      set { if case .compose = self, let newValue { self = .compose(to: newValue.to, subject: newValue.subject) } }
    }

    enum CaseBindings {
      case settings
      case edit(Binding<CasesDashboardItem>)
      case compose(to: Binding<String>, subject: Binding<String>)
    }

    static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
      switch binding.wrappedValue {
      case .settings:
        return .settings
      case .edit(let casesDashboardItem):
        return .edit(binding.unwrappingCase(\.edit, remembering: casesDashboardItem))
      case .compose(let to, let subject):
        let compose = binding.unwrappingCase(\.compose, remembering: (to: to, subject: subject))
        return .compose(to: compose.to, subject: compose.subject)
      }
    }
  }

  private enum Alert: SwitchableCases { case delete(CasesDashboardItem), discardDraft

    var delete: CasesDashboardItem? {
      get { if case .delete(let casesDashboardItem) = self { casesDashboardItem } else { nil } }
      set { if case .delete = self, let newValue { self = .delete(newValue) } }
    }

    var discardDraft: Void? {
      get { if case .discardDraft = self { () } else { nil } }
      set { if case .discardDraft = self, newValue != nil { self = .discardDraft } }
    }

    enum CaseBindings {
      case delete(Binding<CasesDashboardItem>)
      case discardDraft
    }

    static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
      switch binding.wrappedValue {
      case .delete(let casesDashboardItem):
        return .delete(binding.unwrappingCase(\.delete, remembering: casesDashboardItem))
      case .discardDraft:
        return .discardDraft
      }
    }
  }

  /// A private type: an enum inside it, even an internal one, cannot be named from file scope
  /// either.
  private struct Filter {
    enum Mode: SwitchableCases {
      case all
      case matching(String)

      var all: Void? {
        get { if case .all = self { () } else { nil } }
        set { if case .all = self, newValue != nil { self = .all } }
      }

      var matching: String? {
        get { if case .matching(let string) = self { string } else { nil } }
        set { if case .matching = self, let newValue { self = .matching(newValue) } }
      }

      enum CaseBindings {
        case all
        case matching(Binding<String>)
      }

      static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
        switch binding.wrappedValue {
        case .all:
          return .all
        case .matching(let string):
          return .matching(binding.unwrappingCase(\.matching, remembering: string))
        }
      }
    }

    @State var mode: Mode?

    /// The search text, while the filter matches one.
    @MainActor var search: Binding<String?> { $mode.matching }
  }

  var body: some View {
    Text("Dashboard")
      .sheet(item: $activeSheet) { $sheet in
        Text(content(of: $sheet).isEmpty ? "Settings" : "Edit")
      }
      .sheet(item: $activeSheet.edit) { $item in
        TextField("Title", text: $item.title)
      }
      .sheet(isPresented: $alert.delete.isPresent()) {
        Text("Delete?")
      }
      .sheet(isPresented: $alert.discardDraft.isPresent()) {
        Text("Discard the draft?")
      }
  }

  /// The sheet's cases, with a binding to each value, as its content would switch over them.
  @MainActor private func content(of sheet: Binding<ActiveSheet>) -> [Any] {
    switch sheet.cases {
    case .settings:
      return []
    case .edit(let $item):
      let title: Binding<String> = $item.title
      return [title]
    case .compose(let $to, let $subject):
      let compose: (Binding<String>, Binding<String>) = ($to, $subject)
      return [compose.0, compose.1]
    }
  }
}
