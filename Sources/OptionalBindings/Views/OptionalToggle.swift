#if canImport(SwiftUI)
  import SwiftUI

  /// A toggle for an optional Boolean, with buttons that add and remove the answer.
  ///
  /// Use it when "not answered" differs from "no", such as a survey question or a setting that
  /// falls back to a default elsewhere. While the value is nil it shows an add button; while there
  /// is one, the toggle and a remove button.
  ///
  /// ```swift
  /// OptionalToggle("Subscribed", isOn: $contact.isSubscribed)
  /// ```
  ///
  /// Reading nil shows the add button, which stores the default (`false` unless you give one);
  /// the remove button writes nil. After removal, a binding the toggle still holds reads the value
  /// the source had when it was made, in the body evaluation that built it (an earlier one than
  /// the last if SwiftUI kept the binding as unchanged), and drops writes.
  public struct OptionalToggle<Label: View>: View {
    private let isOn: Binding<Bool?>
    private let defaultValue: Bool
    private let title: Text?
    private let label: Label

    /// Creates a toggle for an optional Boolean, with a custom label.
    ///
    /// ```swift
    /// OptionalToggle(isOn: $contact.isSubscribed) {
    ///   Label("Subscribed", systemImage: "envelope")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isOn: The optional Boolean. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The value the add button stores; `false` unless you give one.
    ///   - label: A view that describes the toggle; the buttons show it after "Add" and "Remove".
    public init(
      isOn: Binding<Bool?>,
      default defaultValue: Bool = false,
      @ViewBuilder label: () -> Label
    ) {
      self.init(isOn: isOn, defaultValue: defaultValue, title: nil, label: label())
    }

    private init(isOn: Binding<Bool?>, defaultValue: Bool, title: Text?, label: Label) {
      self.isOn = isOn
      self.defaultValue = defaultValue
      self.title = title
      self.label = label
    }

    /// The add button while the value is nil; the toggle and the remove button otherwise.
    public var body: some View {
      OptionalField(value: isOn, default: defaultValue) { isOn in
        Toggle(isOn: isOn) { label }
      } addLabel: {
        FieldActionLabel(.add, title: title, fieldLabel: label)
      } removeLabel: {
        FieldActionLabel(.remove, title: title, fieldLabel: label)
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
    ///   - titleKey: The key for the toggle's localized title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - isOn: The optional Boolean. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The value the add button stores; `false` unless you give one.
    public init(
      _ titleKey: LocalizedStringKey,
      isOn: Binding<Bool?>,
      default defaultValue: Bool = false
    ) {
      let title = Text(titleKey)
      self.init(isOn: isOn, defaultValue: defaultValue, title: title, label: title)
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
    ///   - isOn: The optional Boolean. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The value the add button stores; `false` unless you give one.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title,
      isOn: Binding<Bool?>,
      default defaultValue: Bool = false
    ) {
      let title = Text(title)
      self.init(isOn: isOn, defaultValue: defaultValue, title: title, label: title)
    }
  }
#endif
