// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `x ?? d` read and `x = $0` written become `withDefault(_:)`.
#if canImport(SwiftUI)
  import Foundation
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum WithDefaultFixture {
    enum Reminder: Hashable, Sendable {
      case oneHourBefore
      case oneDayBefore
    }

    @Observable final class Person {
      var nickname: String?
      var age: Int?
      var reminder: Reminder?
    }

    struct PersonForm: View {
      @Bindable var person: Person
      @State private var draft: String?
      let placeholder = "Anonymous"

      var body: some View {
        TextField(
          "Nickname",
          text: $person.nickname.withDefault(""))
        TextField("Age", value: $person.age.withDefault(0),
          format: .number)
        TextField("Draft", text: $draft.withDefault(placeholder))
      }
    }

    struct ReminderRow: View {
      @Binding var reminder: Reminder?
      let choices: [Reminder] = [.oneHourBefore, .oneDayBefore]

      var body: some View {
        Picker(
          "Reminder",
          selection: $reminder.withDefault(.oneHourBefore)
        ) {
          Text("An hour before").tag(Reminder.oneHourBefore)
          Text("A day before").tag(Reminder.oneDayBefore)
        }
      }
    }

    /// A row handed a binding to an optional note.
    struct NoteRow: View {
      let note: Binding<String?>

      var body: some View {
        TextField("Note", text: note.withDefault(""))
      }
    }

    struct Screen: View {
      let person: Person

      var body: some View {
        @Bindable var person = person
        TextField("Nickname", text: $person.nickname.withDefault(""))
      }
    }
  }

  extension Binding {
    /// The seed-style helper: a binding that reads `fallback` while the value is nil.
    func orFallback<Wrapped: Sendable>(_ fallback: Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
      self.withDefault(fallback)
    }
  }
#endif
