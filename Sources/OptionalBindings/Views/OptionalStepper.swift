#if canImport(SwiftUI)
  import SwiftUI

  /// A stepper for an optional value, with buttons that add and remove the value.
  ///
  /// Use it for a count or amount that may be unknown rather than zero, such as a number of
  /// children or a rating. While the value is nil it shows an add button; while there is one, the
  /// stepper and a remove button.
  ///
  /// ```swift
  /// OptionalStepper("Children", value: $person.childCount, in: 0...20, default: 0)
  /// ```
  ///
  /// Reading nil shows the add button, which stores the default; the remove button writes nil.
  /// After removal, a binding the stepper still holds reads the value the source had when it
  /// was made, in the body evaluation that built it (an earlier one than the last if SwiftUI kept
  /// the binding as unchanged), and drops writes.
  ///
  /// Available where `Stepper` is: not on tvOS, and on watchOS from watchOS 9.
  @available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
  @available(tvOS, unavailable)
  public struct OptionalStepper<Value: Strideable, Label: View>: View {
    private let value: Binding<Value?>
    private let bounds: ClosedRange<Value>
    private let step: Value.Stride
    private let defaultValue: Value
    private let title: Text?
    private let label: Label

    /// Creates a stepper for an optional value within a range, with a custom label.
    ///
    /// ```swift
    /// OptionalStepper(value: $review.stars, in: 1...5, default: 3) {
    ///   Label("Stars", systemImage: "star")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - bounds: The range the stepper keeps the value in.
    ///   - step: The amount each press adds or subtracts.
    ///   - defaultValue: The value the add button stores.
    ///   - label: A view that describes the stepper; the buttons show it after "Add" and "Remove".
    public init(
      value: Binding<Value?>,
      in bounds: ClosedRange<Value>,
      step: Value.Stride = 1,
      default defaultValue: Value,
      @ViewBuilder label: () -> Label
    ) {
      self.init(
        value: value, bounds: bounds, step: step, defaultValue: defaultValue, title: nil,
        label: label())
    }

    private init(
      value: Binding<Value?>,
      bounds: ClosedRange<Value>,
      step: Value.Stride,
      defaultValue: Value,
      title: Text?,
      label: Label
    ) {
      self.value = value
      self.bounds = bounds
      self.step = step
      self.defaultValue = defaultValue
      self.title = title
      self.label = label
    }

    /// The add button while the value is nil; the stepper and the remove button otherwise.
    public var body: some View {
      OptionalField(value: value, default: defaultValue) { value in
        Stepper(value: value, in: bounds, step: step) {
          label
        } onEditingChanged: { _ in
        }
      } addLabel: {
        FieldActionLabel(.add, title: title, fieldLabel: label)
      } removeLabel: {
        FieldActionLabel(.remove, title: title, fieldLabel: label)
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
    ///   - titleKey: The key for the stepper's localized title; the buttons read "Add <title>"
    ///     and "Remove <title>".
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - bounds: The range the stepper keeps the value in.
    ///   - step: The amount each press adds or subtracts.
    ///   - defaultValue: The value the add button stores.
    public init(
      _ titleKey: LocalizedStringKey,
      value: Binding<Value?>,
      in bounds: ClosedRange<Value>,
      step: Value.Stride = 1,
      default defaultValue: Value
    ) {
      let title = Text(titleKey)
      self.init(
        value: value, bounds: bounds, step: step, defaultValue: defaultValue, title: title,
        label: title)
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
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - bounds: The range the stepper keeps the value in.
    ///   - step: The amount each press adds or subtracts.
    ///   - defaultValue: The value the add button stores.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title,
      value: Binding<Value?>,
      in bounds: ClosedRange<Value>,
      step: Value.Stride = 1,
      default defaultValue: Value
    ) {
      let title = Text(title)
      self.init(
        value: value, bounds: bounds, step: step, defaultValue: defaultValue, title: title,
        label: title)
    }
  }
#endif
