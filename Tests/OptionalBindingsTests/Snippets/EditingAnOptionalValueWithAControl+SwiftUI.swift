// Listings of the article "Editing an optional value with a control" that use SwiftUI views.
#if canImport(SwiftUI)
  import Foundation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)  // DatePicker
  extension EditingAnOptionalValueWithAControlListings {
    struct Before: View {
      @Bindable var person: Person

      var body: some View {
        TextField(
          "Nickname",
          text: Binding(
            get: { @MainActor in person.nickname ?? "" },
            set: { @MainActor in person.nickname = $0 }
          ))
      }
    }

    struct After: View {
      @Bindable var person: Person
      @State private var today = Date()

      var body: some View {
        TextField("Nickname", text: $person.nickname.withDefault(""))
        TextField("Last name", text: $person.lastName.replacingNil(with: ""))
        DatePicker(
          "Death date",
          selection: $person.deathDate.withDefault(Date(), id: "now")
        )
        Toggle("Has a death date", isOn: $person.deathDate.isPresent(default: today))
        if let deathDate = Binding(unwrapping: $person.deathDate) {
          DatePicker("Death date", selection: deathDate)
        }
      }
    }
  }
#endif
