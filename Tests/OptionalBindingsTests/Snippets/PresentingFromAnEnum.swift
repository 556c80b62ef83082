// Listings of the article "Presenting from an enum" that compile without SwiftUI.
import Foundation
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

struct Item: Hashable, Identifiable, Sendable {
  var id: Int
  var title: String
}

enum Destination: Hashable, Sendable {
  case edit(Item)
  case share(URL)
  case settings
  case confirmDelete(Item)
  case rename(Item)
}

extension Destination: BindableCases {
  var edit: Item? {
    get { if case .edit(let item) = self { item } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }

  var share: URL? {
    get { if case .share(let url) = self { url } else { nil } }
    set { if case .share = self, let newValue { self = .share(newValue) } }
  }

  var settings: Void? {
    get { if case .settings = self { () } else { nil } }
    set { if case .settings = self, newValue != nil { self = .settings } }
  }

  var confirmDelete: Item? {
    get { if case .confirmDelete(let item) = self { item } else { nil } }
    set { if case .confirmDelete = self, let newValue { self = .confirmDelete(newValue) } }
  }

  var rename: Item? {
    get { if case .rename(let item) = self { item } else { nil } }
    set { if case .rename = self, let newValue { self = .rename(newValue) } }
  }
}

enum PresentingFromAnEnumListings {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Observable final class Screen {
    var destination: Destination?
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  static func aLateDismissalLeavesTheNewCaseAlone() {
    let screen = Screen()
    @Bindable var model = screen
    screen.destination = .edit(Item(id: 1, title: "Notes"))
    let editSheet = $model.destination.edit
    screen.destination = .share(URL(string: "https://example.com")!)
    editSheet.wrappedValue = nil  // the edit sheet's dismissal, arriving late
    // screen.destination is still .share(…)

    #expect(screen.destination == .share(URL(string: "https://example.com")!))
    screen.destination = .edit(Item(id: 1, title: "Notes"))
    editSheet.wrappedValue = nil
    #expect(screen.destination == nil, "while still in the case, nil dismisses it")
  }
}

@Suite("Listings: Presenting from an enum")
struct PresentingFromAnEnumListingsTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aLateDismissalLeavesTheNewCaseAlone() {
    PresentingFromAnEnumListings.aLateDismissalLeavesTheNewCaseAlone()
  }
}
