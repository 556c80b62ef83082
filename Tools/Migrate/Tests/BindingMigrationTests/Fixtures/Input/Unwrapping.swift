// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a force-unwrapping closure binding under `if x != nil`, whose setter writes only
// while there is a value, becomes `if let … = Binding(unwrapping: $x)`.
#if canImport(SwiftUI)
  import Observation
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum UnwrappingFixture {
    @Observable final class Person {
      var lastName: String?
    }

    struct PersonForm: View {
      @Bindable var person: Person

      var body: some View {
        if person.lastName != nil {
          TextField(
            "Last name",
            text: Binding(
              get: { person.lastName! },
              set: { if person.lastName != nil { person.lastName = $0 } }
            ))
        }
      }
    }

    struct NicknameField: View {
      @Binding var nickname: String?

      var body: some View {
        if nickname != nil {
          TextField(
            "Nickname",
            text: Binding(
              get: { nickname! },
              set: { newValue in
                guard nickname != nil else { return }
                nickname = newValue
              }
            ))
          Button("Remove nickname") { nickname = nil }
        } else {
          Button("Add nickname") { nickname = "" }
        }
      }
    }
  }
#endif
