// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `x ?? p` read and `p` written as nil become `replacingNil(with:)`.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum ReplacingNilFixture {
    @Observable final class Person {
      var lastName: String?
      var middleName: String?
      var title: String?
      var city: String?
      var pets: Int?
    }

    struct PersonForm: View {
      @Bindable var person: Person
      @State private var note: String?

      var body: some View {
        // An empty field means "no last name".
        TextField(
          "Last name",
          text: $person.lastName.replacingNil(with: ""))
        TextField(
          "Middle name",
          text: $person.middleName.replacingNil(with: ""))
        TextField(
          "Title",
          text: $person.title.replacingNil(with: ""))
        TextField("City", text: $person.city.replacingNil(with: ""))
        TextField("Note", text: $note.replacingNil(with: ""))
        TextField(
          "Pets",
          value: $person.pets.replacingNil(with: 0),
          format: .number)
      }
    }
  }
#endif
