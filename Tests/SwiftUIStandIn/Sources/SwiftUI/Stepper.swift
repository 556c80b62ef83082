// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `Stepper`
// (`nonisolated struct Stepper<Label> where Label : View`; available iOS 13, macOS 10.15,
// watchOS 9, visionOS 1; not tvOS), `init(value:step:label:onEditingChanged:)`, and
// `init(value:in:step:onEditingChanged:label:)`, which the documentation shows deprecated in
// 27.2. Its replacement with the label first, `init(value:in:step:label:onEditingChanged:)`, is
// what the library calls; its page was NOT surfaced (declared by analogy with
// `init(value:step:label:onEditingChanged:)`; third-party reimplementations agree). The
// `LocalizedStringKey` title overload was not surfaced either (only `LocalizedStringResource`).

/// A control that performs increment and decrement actions.
///
/// The stand-in keeps the binding, bounds and step; a test steps by writing through the binding.
@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct Stepper<Label: View>: View {
  let binding: Any
  let label: Label

  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value you provide.
  ///
  /// - Parameters:
  ///   - value: The binding to a value that you provide.
  ///   - step: The amount to increment or decrement `value` each time.
  ///   - label: A view describing the purpose of this stepper.
  ///   - onEditingChanged: A closure that's called when editing begins and ends.
  nonisolated public init<V: Strideable>(
    value: Binding<V>,
    step: V.Stride = 1,
    @ContentBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    binding = value
    self.label = label()
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value and within a range of values you provide.
  ///
  /// - Parameters:
  ///   - value: A binding to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted.
  ///   - step: The amount to increment or decrement the stepper each time.
  ///   - label: A view describing the purpose of this stepper.
  ///   - onEditingChanged: A closure that's called when editing begins and ends.
  nonisolated public init<V: Strideable>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    @ContentBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    binding = value
    self.label = label()
  }

  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value and within a range of values you provide.
  ///
  /// - Parameters:
  ///   - value: A binding to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted.
  ///   - step: The amount to increment or decrement the stepper each time.
  ///   - onEditingChanged: A closure that's called when editing begins and ends.
  ///   - label: A view describing the purpose of this stepper.
  @available(iOS, introduced: 13.0, deprecated: 27.2)
  @available(macOS, introduced: 10.15, deprecated: 27.2)
  @available(watchOS, introduced: 9.0, deprecated: 27.2)
  @available(visionOS, introduced: 1.0, deprecated: 27.2)
  nonisolated public init<V: Strideable>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ContentBuilder label: () -> Label
  ) {
    binding = value
    self.label = label()
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper where Label == Text {
  /// Creates a stepper instance that increments and decrements a binding to a value, by a step
  /// size and within a closed range that you provide.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the stepper's localized title.
  ///   - value: A binding to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted.
  ///   - step: The amount to increment or decrement the stepper each time.
  ///   - onEditingChanged: A closure that's called when editing begins and ends.
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }
}
