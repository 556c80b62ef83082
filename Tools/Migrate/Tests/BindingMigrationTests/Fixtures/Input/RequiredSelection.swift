// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a selection that cannot be nil, where `true` selects and `false` does nothing,
// becomes `$selection.equals(v)` (whose `false` on a non-optional selection changes nothing);
// `()` in a ternary setter does nothing. A setter that picks another value on `false` stays.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum RequiredSelectionFixture {
    enum Tab: Hashable, Sendable {
      case inbox
      case archive
      case settings
    }

    struct TabSwitcher: View {
      @State private var selection: Tab = .inbox
      @Binding var sort: String

      var body: some View {
        Toggle("Inbox", isOn: Binding(get: { selection == .inbox }, set: { if $0 { selection = .inbox } }))
        Toggle(
          "Archive",
          isOn: Binding(
            get: { selection == .archive },
            set: { isOn in isOn ? (selection = .archive) : () }
          ))
        Toggle(
          "By date",
          isOn: Binding(get: { sort == "date" }, set: { isOn in isOn ? (sort = "date") : () }))
        Toggle("Settings", isOn: Binding(get: { @MainActor in selection == .settings }, set: { @MainActor in selection = $0 ? .settings : .inbox }))
      }
    }
  }
#endif
