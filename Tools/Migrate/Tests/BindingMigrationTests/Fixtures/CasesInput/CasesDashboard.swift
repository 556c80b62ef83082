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
