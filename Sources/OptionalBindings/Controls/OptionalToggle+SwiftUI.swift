#if canImport(SwiftUI)
  import SwiftUI

  /// A toggle for an optional Boolean, with buttons that add and remove the answer.
  ///
  /// Use it when "not answered" differs from "no", such as a survey question. While the value is
  /// nil it shows an add button, which stores the default (`false` unless you give one); while
  /// there is a value, the toggle and a remove button, which stores nil. After the value is
  /// removed, a binding the toggle still holds reads an earlier value and drops writes: nothing
  /// traps, and the value does not come back (``OptionalField`` says which value).
  ///
  /// ```swift
  /// OptionalToggle("Subscribed", isOn: $contact.isSubscribed)
  /// ```
  public struct OptionalToggle<Label: View>: View {
    private let field: OptionalControl<Bool, Label, Toggle<Label>>

    /// The add button while the value is nil; the toggle and the remove button otherwise.
    public var body: some View { field }

    /// Creates a toggle for an optional Boolean, with a custom label.
    ///
    /// ```swift
    /// OptionalToggle(isOn: $contact.isSubscribed) {
    ///   Label("Subscribed", systemImage: "envelope")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isOn: The optional Boolean; nil shows the add button.
    ///   - defaultValue: The value the add button stores.
    ///   - label: A view that describes the toggle; the buttons show it after "Add" and "Remove".
    public init(
      isOn: Binding<Bool?>, default defaultValue: Bool = false, @ViewBuilder label: () -> Label
    ) {
      field = OptionalControl(isOn, default: defaultValue, label: label()) {
        Toggle(isOn: $0, label: $1)
      }
    }
  }

  extension OptionalToggle where Label == Text {
    /// Creates a toggle for an optional Boolean, with a localized title.
    ///
    /// ```swift
    /// OptionalToggle("Subscribed", isOn: $contact.isSubscribed, default: true)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - isOn: The optional Boolean; nil shows the add button.
    ///   - defaultValue: The value the add button stores.
    public init(
      _ titleKey: LocalizedStringKey, isOn: Binding<Bool?>, default defaultValue: Bool = false
    ) {
      field = OptionalControl(isOn, default: defaultValue, title: Text(titleKey)) {
        Toggle(isOn: $0, label: $1)
      }
    }

    /// Creates a toggle for an optional Boolean, with a title shown without localization.
    ///
    /// ```swift
    /// OptionalToggle(question.text, isOn: $answers[question.id])
    /// ```
    ///
    /// - Parameters:
    ///   - title: The toggle's title, shown as it is; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - isOn: The optional Boolean; nil shows the add button.
    ///   - defaultValue: The value the add button stores.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol>(
      _ title: Title, isOn: Binding<Bool?>, default defaultValue: Bool = false
    ) {
      field = OptionalControl(isOn, default: defaultValue, title: Text(title)) {
        Toggle(isOn: $0, label: $1)
      }
    }
  }
#endif
