// Listings of the article "Unwrapping a binding without crashes" that use SwiftUI views.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension UnwrappingABindingWithoutCrashesListings {
    struct WithSwiftUIsInitializer: View {
      @Bindable var person: Person

      var body: some View {
        if let lastName = Binding($person.lastName) {
          TextField("Last name", text: lastName)
          Button("Remove last name") { person.lastName = nil }
        }
      }
    }

    struct Before: View {
      @Bindable var person: Person

      var body: some View {
        if person.lastName != nil {
          TextField(
            "Last name",
            text: Binding(
              get: { @MainActor in person.lastName ?? "" },
              set: { @MainActor in person.lastName = $0 }
            ))
        }
      }
    }

    struct After: View {
      @Bindable var person: Person

      var body: some View {
        if let lastName = Binding(unwrapping: $person.lastName) {
          TextField("Last name", text: lastName)
        }
      }
    }
  }
#endif
