// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `x ?? d` read and `x = $0` written become `withDefault(_:)`.
#if canImport(SwiftUI)
  import Foundation
  import Observation
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
          text: Binding(
            get: { @MainActor in person.nickname ?? "" },
            set: { @MainActor in person.nickname = $0 }
          ))
        TextField("Age", value: Binding(get: { person.age ?? 0 }, set: { person.age = $0 }),
          format: .number)
        TextField("Draft", text: Binding(get: { draft ?? placeholder }, set: { draft = $0 }))
      }
    }

    struct ReminderRow: View {
      @Binding var reminder: Reminder?
      let choices: [Reminder] = [.oneHourBefore, .oneDayBefore]

      var body: some View {
        Picker(
          "Reminder",
          selection: Binding(
            get: {
              reminder ?? .oneHourBefore
            },
            set: { newValue in
              reminder = newValue
            }
          )
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
        TextField("Note", text: Binding(get: { note.wrappedValue ?? "" }, set: { note.wrappedValue = $0 }))
      }
    }

    struct Screen: View {
      let person: Person

      var body: some View {
        @Bindable var person = person
        TextField("Nickname", text: Binding(get: { person.nickname ?? "" }, set: { person.nickname = $0 }))
      }
    }
  }

  extension Binding {
    /// The seed-style helper: a binding that reads `fallback` while the value is nil.
    func orFallback<Wrapped: Sendable>(_ fallback: Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
      Binding<Wrapped>(
        get: { self.wrappedValue ?? fallback },
        set: { self.wrappedValue = $0 }
      )
    }
  }
#endif
