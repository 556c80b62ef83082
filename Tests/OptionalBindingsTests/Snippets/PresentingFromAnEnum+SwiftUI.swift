// Listings of the article "Presenting from an enum" that use SwiftUI views.
//
// The rename alert (`RenameList`) is this package's `alert(_:item:actions:message:)`, which every
// SDK compiles. The delete alert from a case (`ItemsList`) uses `alert(_:item:actions:message:)`, which only the iOS
// 27 SDK declares, so it is compiled only where SwiftUI has it: with Xcode 27, whose SwiftUI is
// 8.0 (`-user-module-version 8.0.84.1.104` in its iOS interface), and by the SwiftUI stand-in's
// `DocumentationSnippets` target, which declares those alerts from that interface and defines
// `STAND_IN_IOS_27_ITEM_ALERTS` (its manifest); its `PresentingFromAnEnumListingTests` drive the
// listing. The iOS 17.4 and 26.2 SDKs of `.ci/apple-sdk listings` (SwiftUI 5.4 and 7.2) and
// Xcode 26 on a Mac compile the rest of the file without it. The stand-in's condition comes
// first: Swift 6.3.1 can report the version test as `ModuleVersionMissing` when another file
// names a type declared under it, and `||` does not evaluate it once the condition holds.
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

    struct RenameList: View {
      @Binding var destination: Destination?
      let items: [Item]
      let save: (Item) -> Void

      var body: some View {
        List(items) { item in
          Button("Rename \(item.title)") { destination = .rename(item) }
        }
        .alert("Rename", item: $destination.rename) { $item in
          TextField("Title", text: $item.title)
          Button("Save") { save(item) }
          Button("Cancel", role: .cancel) {}
        } message: { $item in
          Text("A new title for \(item.title).")
        }
      }
    }

    #if STAND_IN_IOS_27_ITEM_ALERTS || canImport(SwiftUI, _version: 8.0)
      struct ItemsList: View {
        @Binding var destination: Destination?
        let items: [Item]
        let delete: (Item) -> Void

        var body: some View {
          ForEach(items) { item in
            Button("Delete \(item.title)") { destination = .confirmDelete(item) }
          }
          .alert("Delete this item?", item: $destination.confirmDelete) { item in
            Button("Delete", role: .destructive) { delete(item) }
          } message: { item in
            Text("\(item.title) will be deleted.")
          }
        }
      }
    #endif

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
