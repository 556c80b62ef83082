// swift-format-ignore-file
// Fixture for `cases`: the navigation enum most apps have, private inside the view that presents
// it (`private enum ActiveSheet: Identifiable`). No extension at file scope can name it, so the
// tool writes into the enum itself: the conformance into its inheritance clause, the properties
// and the case bindings into its body, at its indentation, with no access keyword (each member
// takes the enum's own access). Also an enum declared on one line, and one inside a private type.
import SwiftUI

struct CasesDashboardItem: Hashable, Identifiable, Sendable {
  var id: Int
  var title: String
}

struct CasesDashboardView: View {
  @State private var activeSheet: ActiveSheet?
  @State private var alert: Alert?
  @State private var items = [CasesDashboardItem(id: 1, title: "Notes")]

  private enum ActiveSheet: Identifiable {
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
  }

  private enum Alert { case delete(CasesDashboardItem), discardDraft }

  /// A private type: an enum inside it, even an internal one, cannot be named from file scope
  /// either.
  private struct Filter {
    enum Mode {
      case all
      case matching(String)
    }

    @State var mode: Mode?

    /// The search text, while the filter matches one.
    @MainActor var search: Binding<String?> { $mode.matching }
  }

  var body: some View {
    List(items) { item in
      Button(item.title) { activeSheet = .edit(item) }
    }
    .sheet(item: $activeSheet) { $sheet in
      switch $sheet.cases {
      case .settings:
        Text("Settings")
      case .edit(let $item):
        TextField("Title", text: $item.title)
      case .compose(let $to, let $subject):
        TextField("To", text: $to)
        TextField("Subject", text: $subject)
      }
    }
    .sheet(item: $activeSheet.edit) { $item in
      TextField("Title", text: $item.title)
    }
    .alert("Delete?", isPresented: $alert.delete.isPresent()) {
      Button("Delete", role: .destructive) { alert = nil }
    }
    .alert("Discard the draft?", isPresented: $alert.discardDraft.isPresent()) {
      Button("Discard", role: .destructive) { alert = nil }
    }
  }
}
