import Foundation
import OptionalBindings
import SwiftUI

/// The person form: optional fields edited through the package's controls and helpers.
///
/// Each section names the helper it shows; the last one shows what the model holds, so that nil
/// and an empty value can be told apart.
public struct PersonForm: View {
  @Bindable private var person: Person

  /// Creates a form that edits a person.
  ///
  /// - Parameter person: The person to edit.
  public init(person: Person) {
    _person = Bindable(person)
  }

  /// The sections of the form.
  public var body: some View {
    Form {
      Section {
        TextField("First name", text: $person.firstName)
        OptionalTextField("Last name", text: $person.lastName)
      } header: {
        Text("OptionalTextField")
      } footer: {
        Text("Not every person has a last name: Add stores an empty one, Remove stores nil.")
      }

      Section {
        TextField("Nickname", text: $person.nickname.replacingNil(with: ""))
      } header: {
        Text("replacingNil(with:)")
      } footer: {
        Text("Clearing the field stores nil, not an empty string.")
      }

      Section {
        Toggle("Newsletter", isOn: $person.wantsNewsletter.withDefault(false))
      } header: {
        Text("withDefault(_:)")
      } footer: {
        Text("Shows off while nobody has asked; the first answer is stored, even \"no\".")
      }

      // tvOS has no date picker, stepper or color picker, so it has none of the optional
      // versions either; watchOS has no color picker.
      #if !os(tvOS)
        Section {
          OptionalDatePicker(
            "Birthday", selection: $person.birthday, default: .now, displayedComponents: .date)
          OptionalStepper("Children", value: $person.childCount, in: 0...20, default: 0)
          #if !os(watchOS)
            OptionalColorPicker(
              "Favorite color", selection: $person.favoriteColor, default: .blue)
          #endif
        } header: {
          Text("Optional controls")
        } footer: {
          Text("Each control shows an Add button while its value is missing.")
        }
      #endif

      Section("Stored in the model") {
        LabeledContent("Last name") { Text(describe(person.lastName)) }
        LabeledContent("Nickname") { Text(describe(person.nickname)) }
        LabeledContent("Newsletter") { Text(describe(person.wantsNewsletter)) }
        LabeledContent("Birthday") {
          Text(describe(person.birthday?.formatted(date: .abbreviated, time: .omitted)))
        }
        LabeledContent("Children") { Text(describe(person.childCount)) }
      }
    }
    .navigationTitle("Optional fields")
  }

  /// A stored value as the last section shows it: a string in quotes, so that an empty one is
  /// visible, any other value as it prints, and nil as "nil".
  private func describe<Value>(_ value: Value?) -> String {
    switch value {
    case .none: "nil"
    case .some(let string as String): "\"\(string)\""
    case .some(let value): "\(value)"
    }
  }
}
