// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `x ?? p` read and `p` written as nil become `replacingNil(with:)`.
#if canImport(SwiftUI)
  import Observation
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
          text: Binding(
            get: { @MainActor in person.lastName ?? "" },
            set: { @MainActor in person.lastName = $0.isEmpty ? nil : $0 }
          ))
        TextField(
          "Middle name",
          text: Binding(get: { person.middleName ?? "" }, set: { person.middleName = $0 == "" ? nil : $0 }))
        TextField(
          "Title",
          text: Binding(
            get: { person.title ?? "" },
            set: { newTitle in
              if newTitle == "" {
                person.title = nil
              } else {
                person.title = newTitle
              }
            }
          ))
        TextField("City", text: Binding(get: { person.city ?? "" }, set: { person.city = "" == $0 ? nil : $0 }))
        TextField("Note", text: Binding(get: { self.note ?? "" }, set: { self.note = $0 != "" ? $0 : nil }))
        TextField(
          "Pets",
          value: Binding(get: { person.pets ?? 0 }, set: { person.pets = $0 == 0 ? nil : $0 }),
          format: .number)
      }
    }
  }
#endif
