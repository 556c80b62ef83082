// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a closure binding that a comment says is there to make views update is left alone
// (a key-path binding compares equal between renders, which the comment means to avoid); a
// comment about anything else stays where it is, above the rewrite.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum UpdateCommentsFixture {
    struct CollapsibleSection: View {
      @Binding var isCollapsed: Bool

      var body: some View {
        Toggle("Collapsed", isOn: $isCollapsed)
      }
    }

    struct Sidebar: View {
      let isCollapsed: Binding<Bool>
      @State private var nickname: String?

      var body: some View {
        CollapsibleSection(
          // Use get/set rather than the binding itself, so the view updates whenever the
          // binding changes.
          isCollapsed: Binding { @MainActor in
            isCollapsed.wrappedValue
          } set: { @MainActor in
            isCollapsed.wrappedValue = $0
          })
        // The nickname; empty while there is none.
        TextField("Nickname", text: $nickname.withDefault(""))
      }
    }
  }
#endif
