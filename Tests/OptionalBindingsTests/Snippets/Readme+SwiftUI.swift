// The README's before-and-after listing and its first screen, and closure bindings of the shapes
// the README once listed one by one (the articles show them now), which the migration tool's
// DocumentationSnippetTests rewrite. All use SwiftUI.
#if canImport(SwiftUI)
  import Foundation
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum ReadmeListings {
    @Observable final class Person {
      var nickname: String?
      var lastName: String?
    }

    struct EmptyMeansNilBefore: View {
      @Bindable var person: Person

      var body: some View {
        // Before: a closure binding per field, a new identity on every render.
        TextField(
          "Last name",
          text: Binding(
            get: { @MainActor in person.lastName ?? "" },
            set: { @MainActor in person.lastName = $0.isEmpty ? nil : $0 }
          ))
      }
    }

    struct EmptyMeansNilAfter: View {
      @Bindable var person: Person

      var body: some View {
        // After: one key path; an empty field means "no last name".
        TextField("Last name", text: $person.lastName.replacingNil(with: ""))
      }
    }

    struct UnwrappingBefore: View {
      @Bindable var person: Person

      var body: some View {
        if let lastName = Binding($person.lastName) {
          TextField("Last name", text: lastName)
          Button("Remove last name") { person.lastName = nil }
        } else {
          Button("Add last name") { person.lastName = "" }
        }
      }
    }

    struct UnwrappingAfter: View {
      @Bindable var person: Person

      var body: some View {
        OptionalTextField("Last name", text: $person.lastName)
      }
    }

    enum Before {
      struct FilterPanel: View {
        @State private var ownIsExpanded = false
        private let isExpanded: Binding<Bool>?

        init(isExpanded: Binding<Bool>? = nil) {
          self.isExpanded = isExpanded
        }

        var body: some View {
          Toggle("Filters", isOn: isExpanded ?? $ownIsExpanded)
        }
      }
    }

    enum After {
      struct FilterPanel: View {
        @StateUnlessBound private var isExpanded: Bool

        init(isExpanded: Binding<Bool>) {
          _isExpanded = StateUnlessBound(isExpanded)
        }

        init() {
          _isExpanded = StateUnlessBound(wrappedValue: false)
        }

        var body: some View {
          Toggle("Filters", isOn: $isExpanded)
        }
      }
    }

    // The first screen.
    @Observable final class Trip {
      var name = ""
      var notes: String?
      var packed: [String: Bool] = [:]
      var tags: Set<String> = []
      var stops: [Stop] = []
    }

    struct Stop: Identifiable, Sendable {
      let id: UUID
      var place: String
    }

    struct TripForm: View {
      @Bindable var trip: Trip

      var body: some View {
        Form {
          TextField("Name", text: $trip.name)
          TextField("Notes", text: $trip.notes.replacingNil(with: ""))
          Toggle("Passport packed", isOn: $trip.packed["passport", default: false])
          ForEach(["Work", "Family"], id: \.self) { tag in
            Toggle(tag, isOn: $trip.tags.contains(tag))
          }
          Section("Stops") {
            ForEach(byID: $trip.stops) { $stop in
              TextField("Place", text: $stop.place)
            }
            .onDelete { trip.stops.remove(atOffsets: $0) }
          }
        }
      }
    }

    struct SettingsBefore: View {
      @State private var settings: [String: Bool] = [:]
      let key = "Notifications"

      @MainActor func binding(for key: String) -> Binding<Bool> {
        Binding(
          get: { @MainActor in settings[key] ?? false },
          set: { @MainActor in settings[key] = $0 }
        )
      }

      var body: some View {
        Toggle(key, isOn: binding(for: key))
      }
    }

  }
#endif
