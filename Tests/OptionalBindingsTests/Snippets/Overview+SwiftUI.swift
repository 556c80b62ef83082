// Listings of the catalog's landing page that use SwiftUI views.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum OverviewListings {
    @Observable final class Person {
      var lastName: String?
    }

    struct SettingsForm: View {
      @Bindable var person: Person
      @State private var settings: [String: Bool] = [:]
      let key = "Notifications"

      var body: some View {
        TextField("Last name", text: $person.lastName.replacingNil(with: ""))
        Toggle(key, isOn: $settings[key, default: false])
      }
    }
  }
#endif
