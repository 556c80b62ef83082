// Listings of the article "Presenting from an enum" that use SwiftUI views.
#if canImport(SwiftUI)
  import Foundation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension PresentingFromAnEnumListings {
    struct ItemsScreen: View {
      @State private var destination: Destination?
      let item: Item

      var body: some View {
        Button("Edit") { destination = .edit(item) }
          .sheet(item: $destination.edit) { $item in
            ItemEditor(item: $item)
          }
          .sheet(isPresented: $destination.settings.isPresent()) {
            SettingsView()
          }
      }
    }

    struct BeforeScreen: View {
      @State private var destination: Destination?

      var body: some View {
        Text("Items")
          .sheet(
            item: Binding(
              get: { @MainActor in
                if case .edit(let item) = destination { item } else { nil }
              },
              set: { @MainActor in if $0 == nil { destination = nil } }
            )
          ) { item in
            ItemView(item: item)
          }
      }
    }

    struct ItemView: View {
      let item: Item

      var body: some View { Text(item.title) }
    }

    struct PushedScreen: View {
      @State private var destination: Destination?

      var body: some View {
        NavigationStack {
          Text("Items")
            .navigationDestination(item: $destination.edit) { $item in
              ItemEditor(item: $item)
            }
        }
      }
    }

    struct ConfirmingScreen: View {
      @State private var destination: Destination?

      var body: some View {
        Text("Items")
          .alert(
            "Share this link?",
            isPresented: $destination.share.isPresent(),
            presenting: destination?.share
          ) { url in
            Button("Share") { share(url) }
          }
      }

      func share(_ url: URL) {}
    }

    struct ItemEditor: View {
      @Binding var item: Item

      var body: some View {
        TextField("Title", text: $item.title)
      }
    }

    struct SettingsView: View {
      var body: some View { Text("Settings") }
    }
  }
#endif
