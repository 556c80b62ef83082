// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: values with no binding to call a helper on are left alone: a computed property (each
// read may give another object), a plain `let` or `var` holding an `ObservableObject`, and a
// property of an `ObservableObject` seen from inside it (where `$name` is its publisher).
#if canImport(SwiftUI)
  import Observation
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum NoBindingFixture {
    @Observable final class Draft {
      var title: String?
    }

    @MainActor final class Account: ObservableObject {
      @Published var displayName: String?

      var displayNameBinding: Binding<String> {
        Binding(get: { @MainActor in self.displayName ?? "" }, set: { @MainActor in self.displayName = $0 })
      }
    }

    struct Editor: View {
      let account: Account
      var backup: Account

      var draft: Draft { Draft() }

      var body: some View {
        TextField("Title", text: Binding(get: { @MainActor in draft.title ?? "" }, set: { @MainActor in draft.title = $0 }))
        TextField("Name", text: Binding(get: { @MainActor in account.displayName ?? "" }, set: { @MainActor in account.displayName = $0 }))
        TextField("Backup", text: Binding(get: { @MainActor in backup.displayName ?? "" }, set: { @MainActor in backup.displayName = $0 }))
      }
    }
  }
#endif
