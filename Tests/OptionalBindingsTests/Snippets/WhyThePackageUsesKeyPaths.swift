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

  /// The listing, returning its two bindings and, for contrast, two closure bindings of the
  /// same source (`withFallback(_:)`, the closure helper of the listing below).
  static func twoDerivationsAreOneBinding() -> (
    first: Binding<String>, second: Binding<String>, closures: [Binding<String>]
  ) {
    @Bindable var person = Person()
    let first = $person.nickname.withDefault("")
    let second = $person.nickname.withDefault("")
    // Same source, equal key paths: one binding, as far as SwiftUI can tell.

    first.wrappedValue = "Ada"
    #expect(second.wrappedValue == "Ada")
    return (first, second, [$person.nickname.withFallback(""), $person.nickname.withFallback("")])
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
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func twoDerivationsAreOneBinding() throws {
    // What the text compares: the two derivations apply equal key paths (hashing equally) to
    // the same source, `$person.nickname`; closure bindings apply none, so nothing can find
    // two of them equal.
    let listing = WhyThePackageUsesKeyPathsListings.twoDerivationsAreOneBinding()
    let first = try #require(appliedKeyPath(of: listing.first))
    let second = try #require(appliedKeyPath(of: listing.second))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(listing.closures.allSatisfy { appliedKeyPath(of: $0) == nil })
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theClosureHelperReadsAndWritesLikeWithDefault() {
    WhyThePackageUsesKeyPathsListings.theClosureHelperReadsAndWritesLikeWithDefault()
  }
}
