// Listings of the article "Why the package uses key paths" that compile without SwiftUI.
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  func withFallback<Wrapped: Sendable>(_ fallback: Wrapped) -> Binding<Wrapped>
  where Value == Wrapped? {
    Binding<Wrapped>(
      get: { self.wrappedValue ?? fallback },
      set: { self.wrappedValue = $0 }
    )
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum WhyThePackageUsesKeyPathsListings {
  @Observable final class Person {
    var nickname: String?
  }

  static func twoDerivationsReadAndWriteTheSameValue() {
    @Bindable var person = Person()
    let first = $person.nickname.withDefault("")
    let second = $person.nickname.withDefault("")
    // Same source, equal key paths: one binding, as far as SwiftUI can tell.

    first.wrappedValue = "Ada"
    #expect(second.wrappedValue == "Ada")
  }

  static func theClosureHelperReadsAndWritesLikeWithDefault() {
    @Bindable var person = Person()
    let nickname = $person.nickname.withFallback("none")
    #expect(nickname.wrappedValue == "none")
    nickname.wrappedValue = "Ada"
    #expect(person.nickname == "Ada")
  }
}

@Suite("Listings: Why the package uses key paths")
struct WhyThePackageUsesKeyPathsListingsTests {
  @Test func twoDerivationsReadAndWriteTheSameValue() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    WhyThePackageUsesKeyPathsListings.twoDerivationsReadAndWriteTheSameValue()
  }

  @Test func theClosureHelperReadsAndWritesLikeWithDefault() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    WhyThePackageUsesKeyPathsListings.theClosureHelperReadsAndWritesLikeWithDefault()
  }
}
