// Listings of the article "Unwrapping a binding without crashes" that compile without SwiftUI.
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum UnwrappingABindingWithoutCrashesListings {
  @Observable final class Person {
    var lastName: String?
  }

  static func aRemovedValueStaysRemoved() {
    // The listing returns early if the binding is nil; that is a failure here, not a pass.
    var reachedTheChecks = false
    defer {
      #expect(reachedTheChecks, "Binding(unwrapping:) gave nil for a source that holds a value")
    }
    @Bindable var person = Person()
    person.lastName = "Lovelace"
    guard let lastName = Binding(unwrapping: $person.lastName) else { return }
    person.lastName = nil
    let shown = lastName.wrappedValue  // "Lovelace", the value it was made with
    lastName.wrappedValue = "Byron"  // dropped: person.lastName stays nil

    reachedTheChecks = true
    #expect(shown == "Lovelace")
    #expect(person.lastName == nil)
    person.lastName = "King"
    #expect(lastName.wrappedValue == "King", "reads reach the source once it holds a value again")
  }
}

@Suite("Listings: Unwrapping a binding without crashes")
struct UnwrappingABindingWithoutCrashesListingsTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aRemovedValueStaysRemoved() {
    UnwrappingABindingWithoutCrashesListings.aRemovedValueStaysRemoved()
  }
}
