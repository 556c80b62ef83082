// Listings of the article "Presenting an alert or sheet from an optional" that compile without
// SwiftUI.
import Foundation
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  func isNotNil<Wrapped: Sendable>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(
      get: { self.wrappedValue != nil },
      set: { isPresented in
        if !isPresented { self.wrappedValue = nil }
      }
    )
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum PresentingAnAlertOrSheetFromAnOptionalListings {
  struct Document: Hashable, Identifiable, Sendable {
    var id = UUID()
    var title: String
  }

  @Observable final class Library {
    var pendingDeletion: Document?
  }

  static func dismissingClearsAndTrueWhileNilChangesNothing() {
    @Bindable var library = Library()
    library.pendingDeletion = Document(title: "Draft")
    let isPresented = $library.pendingDeletion.isPresent()
    isPresented.wrappedValue = false  // dismissed: library.pendingDeletion == nil
    isPresented.wrappedValue = true  // nothing to present: still nil

    #expect(library.pendingDeletion == nil)
  }

  static func theHandWrittenHelperBehavesTheSame() {
    let library = Library()
    library.pendingDeletion = Document(title: "Draft")
    let isPresented = Bindable(library).pendingDeletion.isNotNil()
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(library.pendingDeletion == nil)
  }
}

@Suite("Listings: Presenting an alert or sheet from an optional")
struct PresentingAnAlertOrSheetFromAnOptionalListingsTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func dismissingClearsAndTrueWhileNilChangesNothing() {
    PresentingAnAlertOrSheetFromAnOptionalListings.dismissingClearsAndTrueWhileNilChangesNothing()
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theHandWrittenHelperBehavesTheSame() {
    PresentingAnAlertOrSheetFromAnOptionalListings.theHandWrittenHelperBehavesTheSame()
  }
}
