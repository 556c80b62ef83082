// Listings of the article "Presenting from an enum" that use SwiftUI views.
//
// The alert from a case (`DraftsList`) uses `alert(_:item:actions:message:)`, which only the iOS
// 27 SDK declares, so it is compiled only where SwiftUI has it: with Xcode 27, whose SwiftUI is
// 8.0 (`-user-module-version 8.0.84.1.104` in its iOS interface), and by the SwiftUI stand-in's
// `DocumentationSnippets` target, which declares those alerts from that interface and defines
// `STAND_IN_IOS_27_ITEM_ALERTS` (its manifest); its `PresentingFromAnEnumListingTests` drive the
// listing. The iOS 17.4 and 26.2 SDKs of `.ci/apple-sdk listings` (SwiftUI 5.4 and 7.2) and
// Xcode 26 on a Mac compile the rest of the file without it. The stand-in's condition comes
// first: Swift 6.3.1 can report the version test as `ModuleVersionMissing` when another file
// names a type declared under it, and `||` does not evaluate it once the condition holds.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  enum PresentingFromAnEnumListings {
    struct Draft: Identifiable, Hashable, Sendable {
      let id: Int
      var title: String
    }

    enum Destination: CaseBindable, Equatable {
      case edit(Draft)
      case confirmDelete(Draft)

      var edit: Draft? {
        get { if case .edit(let draft) = self { draft } else { nil } }
        set { if case .edit = self, let newValue { self = .edit(newValue) } }
      }

      var confirmDelete: Draft? {
        get { if case .confirmDelete(let draft) = self { draft } else { nil } }
        set { if case .confirmDelete = self, let newValue { self = .confirmDelete(newValue) } }
      }
    }

    #if STAND_IN_IOS_27_ITEM_ALERTS || canImport(SwiftUI, _version: 8.0)
      struct DraftsList: View {
        @Binding var destination: Destination?
        let drafts: [Draft]
        let delete: (Draft) -> Void

        var body: some View {
          ForEach(drafts) { draft in
            Button("Delete \(draft.title)") { destination = .confirmDelete(draft) }
          }
          .alert("Delete this draft?", item: $destination.confirmDelete) { draft in
            Button("Delete", role: .destructive) { delete(draft) }
          } message: { draft in
            Text("\(draft.title) will be deleted.")
          }
        }
      }
    #endif
  }
#endif
