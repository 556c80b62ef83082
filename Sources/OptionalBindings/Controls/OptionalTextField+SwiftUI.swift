#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// A text field for an optional value, with buttons that add and remove the value.
  ///
  /// Use it for text that may be absent rather than empty, such as a last name; or, with a format
  /// style, for an optional number or date typed as text. While the value is nil it shows an add
  /// button, which stores the default (an empty string unless you give one); while there is one,
  /// the text field and a remove button, which stores nil. After the value is removed, a binding
  /// the field still holds reads an earlier value and drops writes: nothing traps, and the value
  /// does not come back (``OptionalField`` says which value).
  ///
  /// ```swift
  /// Form {
  ///   OptionalTextField("Last name", text: $person.lastName)
  ///   OptionalTextField("Age", value: $person.age, format: .number, default: 0)
  /// }
  /// ```
  ///
  /// Clearing the text stores the empty string, not nil: use the remove button, or
  /// `replacingNil(with:)` on a plain `TextField`, when empty should mean nil.
  public struct OptionalTextField<Value, Label: View>: View {
    private let field: OptionalControl<Value, Label, TextField<Label>>

    /// The add button while the value is nil; the text field and the remove button otherwise.
    public var body: some View { field }
  }

  extension OptionalTextField where Value == String {
    /// Creates a text field for optional text, with a custom label.
    ///
    /// ```swift
    /// OptionalTextField(text: $person.lastName) {
    ///   Label("Last name", systemImage: "person")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The optional text; nil shows the add button.
    ///   - defaultValue: The text the add button stores; empty unless you give one.
    ///   - prompt: Guidance shown in the empty text field.
    ///   - label: A view that describes the text field; the buttons show it after "Add" and
    ///     "Remove".
    public init(
      text: Binding<String?>, default defaultValue: String = "", prompt: Text? = nil,
      @ViewBuilder label: () -> Label
    ) {
      field = OptionalControl(text, default: defaultValue, label: label()) {
        TextField(text: $0, prompt: prompt, label: $1)
      }
    }
  }

  extension OptionalTextField where Value == String, Label == Text {
    /// Creates a text field for optional text, with a localized title.
    ///
    /// ```swift
    /// OptionalTextField("Last name", text: $person.lastName)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the field's title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - text: The optional text; nil shows the add button.
    ///   - defaultValue: The text the add button stores; empty unless you give one.
    ///   - prompt: Guidance shown in the empty text field.
    public init(
      _ titleKey: LocalizedStringKey, text: Binding<String?>, default defaultValue: String = "",
      prompt: Text? = nil
    ) {
      field = OptionalControl(text, default: defaultValue, title: Text(titleKey)) {
        TextField(text: $0, prompt: prompt, label: $1)
      }
    }

    /// Creates a text field for optional text, with a title shown without localization.
    ///
    /// ```swift
    /// OptionalTextField(field.name, text: $record[field.key])
    /// ```
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as it is; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - text: The optional text; nil shows the add button.
    ///   - defaultValue: The text the add button stores; empty unless you give one.
    ///   - prompt: Guidance shown in the empty text field.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol>(
      _ title: Title, text: Binding<String?>, default defaultValue: String = "",
      prompt: Text? = nil
    ) {
      field = OptionalControl(text, default: defaultValue, title: Text(title)) {
        TextField(text: $0, prompt: prompt, label: $1)
      }
    }
  }

  extension OptionalTextField {
    /// Creates a text field for an optional value typed as text through a format style, with a
    /// custom label.
    ///
    /// ```swift
    /// OptionalTextField(value: $item.price, format: .number, default: 0) {
    ///   Label("Price", systemImage: "tag")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The optional value; nil shows the add button.
    ///   - format: The format style that converts between the value and the text.
    ///   - defaultValue: The value the add button stores.
    ///   - prompt: Guidance shown in the empty text field.
    ///   - label: A view that describes the text field; the buttons show it after "Add" and
    ///     "Remove".
    public init<Format: ParseableFormatStyle>(
      value: Binding<Value?>, format: Format, default defaultValue: Value, prompt: Text? = nil,
      @ViewBuilder label: () -> Label
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
      field = OptionalControl(value, default: defaultValue, label: label()) {
        TextField(value: $0, format: format, prompt: prompt, label: $1)
      }
    }
  }

  extension OptionalTextField where Label == Text {
    /// Creates a text field for an optional value typed as text through a format style, with a
    /// localized title.
    ///
    /// ```swift
    /// OptionalTextField("Age", value: $person.age, format: .number, default: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the field's title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - value: The optional value; nil shows the add button.
    ///   - format: The format style that converts between the value and the text.
    ///   - defaultValue: The value the add button stores.
    ///   - prompt: Guidance shown in the empty text field.
    public init<Format: ParseableFormatStyle>(
      _ titleKey: LocalizedStringKey, value: Binding<Value?>, format: Format,
      default defaultValue: Value, prompt: Text? = nil
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
      field = OptionalControl(value, default: defaultValue, title: Text(titleKey)) {
        TextField(value: $0, format: format, prompt: prompt, label: $1)
      }
    }

    /// Creates a text field for an optional value typed as text through a format style, with a
    /// title shown without localization.
    ///
    /// ```swift
    /// OptionalTextField(unit.name, value: $reading.amount, format: .number, default: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as it is; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - value: The optional value; nil shows the add button.
    ///   - format: The format style that converts between the value and the text.
    ///   - defaultValue: The value the add button stores.
    ///   - prompt: Guidance shown in the empty text field.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol, Format: ParseableFormatStyle>(
      _ title: Title, value: Binding<Value?>, format: Format, default defaultValue: Value,
      prompt: Text? = nil
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
      field = OptionalControl(value, default: defaultValue, title: Text(title)) {
        TextField(value: $0, format: format, prompt: prompt, label: $1)
      }
    }
  }
#endif
