import OptionalBindings
import SwiftUI

/// Seed 004: a dictionary of toggles, one per key, missing keys reading `false`.
struct SettingsList: View {
  @State private var settings: [String: Bool] = ["Wi-Fi": true]
  let keys = ["Bluetooth", "Wi-Fi"]

  var body: some View {
    ForEach(keys, id: \.self) { key in
      Toggle(key, isOn: $settings[key, default: false])
    }
    Text(settings.keys.sorted().joined(separator: ", "))
  }
}

/// A document a confirmation is about.
struct Document: Identifiable, Hashable, Sendable {
  let id: Int
  var title: String
}

/// An alert driven by an optional, with the optional as the only state.
struct DeleteConfirmation: View {
  @State private var pendingDeletion: Document?
  let document: Document

  var body: some View {
    Button("Delete \(document.title)") { pendingDeletion = document }
      .alert(
        "Delete this document?",
        isPresented: $pendingDeletion.isPresent(),
        presenting: pendingDeletion
      ) { document in
        Button("Delete \(document.title)", role: .destructive) {}
      }
    Toggle("Confirming", isOn: $pendingDeletion.isPresent())
  }
}

/// A view that owns its state unless handed a binding, used both ways.
struct Disclosure: View {
  @StateUnlessBound private var isExpanded: Bool
  let title: String

  init(_ title: String, isExpanded: Binding<Bool>) {
    self.title = title
    _isExpanded = StateUnlessBound(isExpanded)
  }

  init(_ title: String) {
    self.title = title
    _isExpanded = StateUnlessBound(wrappedValue: false)
  }

  var body: some View {
    Toggle(title, isOn: $isExpanded)
    if isExpanded {
      Text("\(title) details")
    }
  }
}

/// A parent that drives one disclosure and leaves the other to itself.
struct Disclosures: View {
  @State private var filtersExpanded = true

  var body: some View {
    Disclosure("Filters", isExpanded: $filtersExpanded)
    Disclosure("Sorting")
    Text(filtersExpanded ? "Filters open" : "Filters closed")
  }
}
