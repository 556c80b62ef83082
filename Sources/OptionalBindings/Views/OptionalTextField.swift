#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// A text field for an optional value, with buttons that add and remove the value.
  ///
  /// Use it for text that may be absent rather than empty, such as a last name; or, with a format
  /// style, for an optional number or date typed as text. While the value is nil it shows an add
  /// button; while there is one, the text field and a remove button.
  ///
  /// ```swift
  /// Form {
  ///   OptionalTextField("Last name", text: $person.lastName)
  ///   OptionalTextField("Age", value: $person.age, format: .number, default: 0)
  /// }
  /// ```
  ///
  /// Reading nil shows the add button, which stores the default (an empty string unless you give
  /// one). The remove button writes nil. Clearing the text stores the empty string, not nil: use
  /// the remove button, or `replacingNil(with:)` on a plain `TextField`, when empty should mean
  /// nil. After removal, a binding the field still holds reads the text the source had when it
  /// was made, in the body evaluation that built it (an earlier one than the last if SwiftUI kept
  /// the binding as unchanged), and drops writes.
  ///
  /// The buttons are labeled "Add <title>" and "Remove <title>"; with a custom label view they show
  /// "Add" or "Remove" followed by that view. Either way they name the field for VoiceOver.
  public struct OptionalTextField<Value, Label: View>: View {
    private let value: Binding<Value?>
    private let defaultValue: Value
    private let title: Text?
    private let label: Label
    private let makeField: (Binding<Value>) -> TextField<Label>

    private init(
      value: Binding<Value?>,
      defaultValue: Value,
      title: Text?,
      label: Label,
      makeField: @escaping (Binding<Value>) -> TextField<Label>
    ) {
      self.value = value
      self.defaultValue = defaultValue
      self.title = title
      self.label = label
      self.makeField = makeField
    }

    /// The add button while the value is nil; the text field and the remove button otherwise.
    public var body: some View {
      OptionalField(value: value, default: defaultValue, content: makeField) {
        FieldActionLabel(.add, title: title, fieldLabel: label)
      } removeLabel: {
        FieldActionLabel(.remove, title: title, fieldLabel: label)
      }
    }
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
    ///   - text: The optional text. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The text the add button stores; empty unless you give one.
    ///   - prompt: Guidance shown in the empty text field.
    ///   - label: A view that describes the text field; the buttons show it after "Add" and
    ///     "Remove".
    public init(
      text: Binding<String?>,
      default defaultValue: String = "",
      prompt: Text? = nil,
      @ViewBuilder label: () -> Label
    ) {
      let label = label()
      self.init(value: text, defaultValue: defaultValue, title: nil, label: label) { text in
        TextField(text: text, prompt: prompt) { label }
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
    ///   - titleKey: The key for the field's localized title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - text: The optional text. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The text the add button stores; empty unless you give one.
    ///   - prompt: Guidance shown in the empty text field.
    public init(
      _ titleKey: LocalizedStringKey,
      text: Binding<String?>,
      default defaultValue: String = "",
      prompt: Text? = nil
    ) {
      self.init(titled: Text(titleKey), text: text, default: defaultValue, prompt: prompt)
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
    ///   - text: The optional text. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The text the add button stores; empty unless you give one.
    ///   - prompt: Guidance shown in the empty text field.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title,
      text: Binding<String?>,
      default defaultValue: String = "",
      prompt: Text? = nil
    ) {
      self.init(titled: Text(title), text: text, default: defaultValue, prompt: prompt)
    }

    private init(titled title: Text, text: Binding<String?>, default: String, prompt: Text?) {
      self.init(value: text, defaultValue: `default`, title: title, label: title) { text in
        TextField(text: text, prompt: prompt) { title }
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
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - format: The format style that converts between the value and the text.
    ///   - defaultValue: The value the add button stores.
    ///   - prompt: Guidance shown in the empty text field.
    ///   - label: A view that describes the text field; the buttons show it after "Add" and
    ///     "Remove".
    public init<Format: ParseableFormatStyle>(
      value: Binding<Value?>,
      format: Format,
      default defaultValue: Value,
      prompt: Text? = nil,
      @ViewBuilder label: () -> Label
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
      let label = label()
      self.init(value: value, defaultValue: defaultValue, title: nil, label: label) { value in
        TextField(value: value, format: format, prompt: prompt) { label }
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
    ///   - titleKey: The key for the field's localized title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - format: The format style that converts between the value and the text.
    ///   - defaultValue: The value the add button stores.
    ///   - prompt: Guidance shown in the empty text field.
    public init<Format: ParseableFormatStyle>(
      _ titleKey: LocalizedStringKey,
      value: Binding<Value?>,
      format: Format,
      default defaultValue: Value,
      prompt: Text? = nil
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
      let title = Text(titleKey)
      self.init(value: value, defaultValue: defaultValue, title: title, label: title) { value in
        TextField(value: value, format: format, prompt: prompt) { title }
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
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - format: The format style that converts between the value and the text.
    ///   - defaultValue: The value the add button stores.
    ///   - prompt: Guidance shown in the empty text field.
    @_disfavoredOverload
    public init<Title: StringProtocol, Format: ParseableFormatStyle>(
      _ title: Title,
      value: Binding<Value?>,
      format: Format,
      default defaultValue: Value,
      prompt: Text? = nil
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
      let title = Text(title)
      self.init(value: value, defaultValue: defaultValue, title: title, label: title) { value in
        TextField(value: value, format: format, prompt: prompt) { title }
      }
    }
  }
#endif
