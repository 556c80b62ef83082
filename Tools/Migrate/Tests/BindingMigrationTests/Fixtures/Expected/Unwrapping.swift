// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a force-unwrapping closure binding under `if x != nil`, whose setter writes only
// while there is a value, becomes `if let … = Binding(unwrapping: $x)`.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum UnwrappingFixture {
    @Observable final class Person {
      var lastName: String?
    }

    struct PersonForm: View {
      @Bindable var person: Person

      var body: some View {
        if let lastName = Binding(unwrapping: $person.lastName) {
          TextField(
            "Last name",
            text: lastName)
        }
      }
    }

    struct NicknameField: View {
      @Binding var nickname: String?

      var body: some View {
        if let nicknameBinding = Binding(unwrapping: $nickname) {
          TextField(
            "Nickname",
            text: nicknameBinding)
          Button("Remove nickname") { nickname = nil }
        } else {
          Button("Add nickname") { nickname = "" }
        }
      }
    }
  }
#endif
