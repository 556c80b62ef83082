// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: two nested types of the same short name, resolved by their full names. `Context`
// inside the view model (reached through a subclass) is an `ObservableObject`: a plain `let` of
// it, or an initializer's parameter, gives no binding, and only an `@ObservedObject` property
// does. `Context` inside `Composer` is `@Observable`: a `let` of it gives `Bindable(context)`.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum NestedTypesFixture {
    class StoreViewModel {
      final class Context: ObservableObject {
        @Published var reactionsCollapsed: [String: Bool] = [:]
      }

      let context = Context()
    }

    final class TimelineViewModel: StoreViewModel {}

    enum Composer {
      @Observable final class Context {
        var reactionsCollapsed: [String: Bool] = [:]
      }
    }

    struct ReactionsView: View {
      let context: TimelineViewModel.Context
      let itemID: String
      private var collapsed: Binding<Bool>

      @MainActor init(context: TimelineViewModel.Context, itemID: String) {
        self.context = context
        self.itemID = itemID
        collapsed = Binding(get: { @MainActor in
          context.reactionsCollapsed[itemID] ?? true
        }, set: { @MainActor in
          context.reactionsCollapsed[itemID] = $0
        })
      }

      var body: some View {
        Toggle("Collapsed", isOn: collapsed)
        Toggle(
          "Collapsed here",
          isOn: Binding(get: { @MainActor in context.reactionsCollapsed[itemID] ?? true }, set: { @MainActor in context.reactionsCollapsed[itemID] = $0 }))
      }
    }

    struct ObservedReactionsView: View {
      @ObservedObject var context: TimelineViewModel.Context
      let itemID: String

      var body: some View {
        Toggle(
          "Collapsed",
          isOn: $context.reactionsCollapsed[itemID, default: true])
      }
    }

    struct ComposerReactionsView: View {
      let context: Composer.Context
      let itemID: String

      var body: some View {
        Toggle(
          "Collapsed",
          isOn: Bindable(context).reactionsCollapsed[itemID, default: true])
      }
    }
  }
#endif
