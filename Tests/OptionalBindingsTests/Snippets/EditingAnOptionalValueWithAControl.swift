// Listings of the article "Editing an optional value with a control" that compile without
// SwiftUI. `DocumentationListingTests` fails when an article's listing is not found, verbatim, in
// a file of this folder.
import Foundation
import Observation
import OptionalBindings
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum EditingAnOptionalValueWithAControlListings {
  @Observable final class Person {
    var name = ""
    var nickname: String?
    var lastName: String?
    var deathDate: Date?
  }

  static func anEmptyControlMeansNoValue() {
    @Bindable var person = Person()
    let lastName = $person.lastName.replacingNil(with: "")
    lastName.wrappedValue = "Lovelace"  // person.lastName == "Lovelace"
    lastName.wrappedValue = ""  // person.lastName == nil
    let nickname = $person.nickname.withDefault("")
    nickname.wrappedValue = ""  // person.nickname == "", never nil again

    #expect(person.lastName == nil)
    #expect(person.nickname == "")
    lastName.wrappedValue = "Lovelace"
    #expect(person.lastName == "Lovelace")
  }
}

@Suite("Listings: Editing an optional value with a control")
struct EditingAnOptionalValueWithAControlListingsTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anEmptyControlMeansNoValue() {
    EditingAnOptionalValueWithAControlListings.anEmptyControlMeansNoValue()
  }
}
