// Listings of the article "Views that take an optional binding", all of which use SwiftUI views.
#if canImport(SwiftUI)
  import Foundation
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)
  enum ViewsThatTakeAnOptionalBindingListings {
    struct Address: Hashable, Sendable {
      var street = ""
      var city = ""
    }

    @Observable final class Person {
      var nickname: String?
      var deathDate: Date?
      var favoriteColor: Color?
      var address: Address?
    }

    @Observable final class Model {
      var query = ""
    }

    struct NicknameField: View {
      @Binding var nickname: String?

      var body: some View {
        if nickname != nil {
          TextField(
            "Nickname",
            text: Binding(
              get: { @MainActor in nickname ?? "" },
              set: { @MainActor in nickname = $0 }
            ))
          Button("Remove nickname") { nickname = nil }
        } else {
          Button("Add nickname") { nickname = "" }
        }
      }
    }

    @available(iOS 17.0, macOS 14.0, *)
    @available(watchOS, unavailable)
    struct PersonForm: View {
      @Bindable var person: Person
      @State private var today = Date()

      var body: some View {
        OptionalTextField("Nickname", text: $person.nickname)
        OptionalDatePicker("Death date", selection: $person.deathDate, default: today)
        OptionalColorPicker("Favorite color", selection: $person.favoriteColor, default: .blue)
        OptionalField("Address", value: $person.address, default: Address()) { address in
          TextField("Street", text: address.street)
          TextField("City", text: address.city)
        }
      }
    }

    enum Before {
      struct SearchBar: View {
        @State private var ownQuery = ""
        private let externalQuery: Binding<String>?

        @MainActor private var query: Binding<String> {
          Binding(
            get: { @MainActor in externalQuery?.wrappedValue ?? ownQuery },
            set: { @MainActor in
              if let externalQuery { externalQuery.wrappedValue = $0 } else { ownQuery = $0 }
            }
          )
        }

        var body: some View {
          TextField("Search", text: query)
          Button("Clear") { query.wrappedValue = "" }
        }
      }
    }

    enum After {
      struct SearchBar: View {
        @StateUnlessBound private var query: String

        /// The caller owns the query.
        init(query: Binding<String>) {
          _query = StateUnlessBound(query)
        }

        /// The search bar keeps the query itself.
        init() {
          _query = StateUnlessBound(wrappedValue: "")
        }

        var body: some View {
          TextField("Search", text: $query)
          Button("Clear") { query = "" }
        }
      }

      struct Screen: View {
        @Bindable var model: Model

        var body: some View {
          SearchBar()
          SearchBar(query: $model.query)
        }
      }
    }
  }
#endif
