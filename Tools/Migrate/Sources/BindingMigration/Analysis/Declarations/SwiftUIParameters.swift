/// What SwiftUI's own controls and modifiers expect for a binding argument, by label, from the
/// iOS 17.4 SDK's interface: whether every overload takes a non-optional `Binding<T>`, every one
/// an optional `Binding<T?>`, or a generic `Binding<V>` that the closures decide.
enum SwiftUIParameters {
  /// How a parameter's binding is typed.
  enum Optionality {
    case nonOptional(String)
    case optional
    case generic

    func context(place: String) -> ExpectedBindingType {
      switch self {
      case .nonOptional(let type): .declared(TypeText(type), place: place)
      case .optional: .declared(TypeText("Wrapped?"), place: place)
      case .generic: .closures
      }
    }
  }

  /// The known parameters: callee → label → optionality.
  static let known: [String: [String: Optionality]] = [
    "TextField": ["text": .nonOptional("String"), "value": .generic],
    "SecureField": ["text": .nonOptional("String")],
    "TextEditor": ["text": .nonOptional("String")],
    "Toggle": ["isOn": .nonOptional("Bool")],
    "Stepper": ["value": .generic],
    "Slider": ["value": .generic],
    "DatePicker": ["selection": .nonOptional("Date")],
    "ColorPicker": ["selection": .generic],
    "Picker": ["selection": .generic],
    "TabView": ["selection": .generic],
    "DisclosureGroup": ["isExpanded": .nonOptional("Bool")],
    "NavigationLink": ["isActive": .nonOptional("Bool"), "selection": .optional],
    "NavigationStack": ["path": .generic],
    "List": ["selection": .optional],
    "Table": ["selection": .optional],
    "sheet": ["isPresented": .nonOptional("Bool"), "item": .optional],
    "fullScreenCover": ["isPresented": .nonOptional("Bool"), "item": .optional],
    "popover": ["isPresented": .nonOptional("Bool"), "item": .optional],
    "alert": ["isPresented": .nonOptional("Bool"), "item": .optional],
    "actionSheet": ["isPresented": .nonOptional("Bool"), "item": .optional],
    "confirmationDialog": ["isPresented": .nonOptional("Bool")],
    "navigationDestination": ["isPresented": .nonOptional("Bool"), "item": .optional],
    "searchable": ["text": .nonOptional("String"), "isPresented": .nonOptional("Bool")],
    "inspector": ["isPresented": .nonOptional("Bool")],
    "fileImporter": ["isPresented": .nonOptional("Bool")],
    "fileExporter": ["isPresented": .nonOptional("Bool")],
    "fileMover": ["isPresented": .nonOptional("Bool")],
  ]

  /// The optionality of `label` on `callee`, when the tool knows it.
  static func optionality(callee: String, label: String?) -> Optionality? {
    guard let label else { return nil }
    return known[callee]?[label]
  }
}
