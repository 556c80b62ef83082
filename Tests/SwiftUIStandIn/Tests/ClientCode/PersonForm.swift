import OptionalBindings
import SwiftUI

/// The seed's form: a view that takes the model with `@Bindable` and is built as
/// `PersonForm(person: person)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PersonForm: View {
  @Bindable var person: Person

  var body: some View {
    TextField("First name", text: $person.firstName)
    TextField("Last name", text: $person.lastName.replacingNil(with: ""))
    OptionalTextField("Nickname", text: $person.nickname)
    OptionalToggle("Subscribed", isOn: $person.isSubscribed)
    TagPicker(tags: $person.tags, choices: ["math", "poetry"])
  }
}

/// A parent that owns the model in `@State` and hands it to the form.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PersonScreen: View {
  @State private var person = Person(firstName: "Ada")

  var body: some View {
    VStack {
      Text(person.lastName ?? "No last name")
      PersonForm(person: person)
    }
  }
}

/// A child that edits a set it does not own, through `@Binding`.
struct TagPicker: View {
  @Binding var tags: Set<String>
  let choices: [String]

  var body: some View {
    ForEach(choices, id: \.self) { tag in
      Toggle(tag, isOn: $tags.contains(tag))
    }
  }
}
