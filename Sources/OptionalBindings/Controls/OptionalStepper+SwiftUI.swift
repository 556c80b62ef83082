#if canImport(SwiftUI)
  import SwiftUI

  /// A stepper for an optional value, with buttons that add and remove the value.
  ///
  /// Use it for a count or amount that may be unknown rather than zero, such as a number of
  /// children. While the value is nil it shows an add button, which stores the default; while there
  /// is one, the stepper and a remove button, which stores nil. After the value is removed, a
  /// binding the stepper still holds reads an earlier value and drops writes: nothing traps, and
  /// the value does not come back (``OptionalField`` says which value).
  ///
  /// ```swift
  /// OptionalStepper("Children", value: $person.childCount, in: 0...20, default: 0)
  /// ```
  ///
  /// Available where `Stepper` is: not on tvOS, and on watchOS from watchOS 9.
  @available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
  @available(tvOS, unavailable)
  public struct OptionalStepper<Value: Strideable, Label: View>: View {
    private let field: OptionalControl<Value, Label, Stepper<Label>>

    /// The add button while the value is nil; the stepper and the remove button otherwise.
    public var body: some View { field }

    /// Creates a stepper for an optional value within a range, with a custom label.
    ///
    /// ```swift
    /// OptionalStepper(value: $review.stars, in: 1...5, default: 3) {
    ///   Label("Stars", systemImage: "star")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The optional value; nil shows the add button.
    ///   - bounds: The range the stepper keeps the value in.
    ///   - step: The amount each press adds or subtracts.
    ///   - defaultValue: The value the add button stores.
    ///   - label: A view that describes the stepper; the buttons show it after "Add" and "Remove".
    public init(
      value: Binding<Value?>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
      default defaultValue: Value, @ViewBuilder label: () -> Label
    ) {
      field = OptionalControl(value, default: defaultValue, label: label()) {
        Stepper(value: $0, in: bounds, step: step, label: $1, onEditingChanged: { _ in })
      }
    }
  }

  @available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
  @available(tvOS, unavailable)
  extension OptionalStepper where Label == Text {
    /// Creates a stepper for an optional value within a range, with a localized title.
    ///
    /// ```swift
    /// OptionalStepper("Children", value: $person.childCount, in: 0...20, default: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the stepper's title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - value: The optional value; nil shows the add button.
    ///   - bounds: The range the stepper keeps the value in.
    ///   - step: The amount each press adds or subtracts.
    ///   - defaultValue: The value the add button stores.
    public init(
      _ titleKey: LocalizedStringKey, value: Binding<Value?>, in bounds: ClosedRange<Value>,
      step: Value.Stride = 1, default defaultValue: Value
    ) {
      field = OptionalControl(value, default: defaultValue, title: Text(titleKey)) {
        Stepper(value: $0, in: bounds, step: step, label: $1, onEditingChanged: { _ in })
      }
    }

    /// Creates a stepper for an optional value within a range, with a title shown without
    /// localization.
    ///
    /// ```swift
    /// OptionalStepper(item.name, value: $basket[item.id], in: 0...99, default: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The stepper's title, shown as it is; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - value: The optional value; nil shows the add button.
    ///   - bounds: The range the stepper keeps the value in.
    ///   - step: The amount each press adds or subtracts.
    ///   - defaultValue: The value the add button stores.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol>(
      _ title: Title, value: Binding<Value?>, in bounds: ClosedRange<Value>,
      step: Value.Stride = 1, default defaultValue: Value
    ) {
      field = OptionalControl(value, default: defaultValue, title: Text(title)) {
        Stepper(value: $0, in: bounds, step: step, label: $1, onEditingChanged: { _ in })
      }
    }
  }
#endif
