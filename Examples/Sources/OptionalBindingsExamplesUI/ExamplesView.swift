import SwiftUI

/// The example app's root: a list of screens, one per problem the package solves.
public struct ExamplesView: View {
  @State private var person = Person(firstName: "Ada", lastName: "Lovelace")

  /// Creates the list of examples.
  public init() {}

  /// A navigation stack whose root lists the screens.
  public var body: some View {
    NavigationStack {
      List {
        NavigationLink("Optional fields") { PersonForm(person: person) }
        NavigationLink("Alert and sheet") { PresentationScreen() }
        NavigationLink("Sheet editing an item") { ItemSheetScreen() }
        NavigationLink("With or without a binding") { DisclosureScreen() }
        NavigationLink("Dictionary of toggles") { NotificationSettingsScreen() }
        NavigationLink("Set of tags") { TagSetScreen() }
        NavigationLink("List edited by id") { TodoListScreen() }
      }
      .navigationTitle("OptionalBindings")
    }
  }
}
