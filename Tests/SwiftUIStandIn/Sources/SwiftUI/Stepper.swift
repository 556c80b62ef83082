// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `init(value:in:step:label:onEditingChanged:)`, which the library calls, has no page of its
// own; it is declared like `init(value:step:label:onEditingChanged:)`. Its sibling with the label
// last is deprecated in 27.2, as Apple's page says; the iOS 26.2 SDK announces the deprecation
// without a version (`deprecated: 100000.0`), which the audit reports.

// Apple: https://developer.apple.com/documentation/swiftui/stepper — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 9.0, visionOS 1.0
/// A control that performs increment and decrement actions.
///
/// The stand-in keeps the binding, bounds and step; a test steps by writing through the binding.
@available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct Stepper<Label: View>: View {
  let binding: Any
  let label: Label

  // Apple: https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:) — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 9.0, visionOS 1.0
  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value you provide.
  ///
  /// - Parameters:
  ///   - value: The binding to a value that you provide.
  ///   - step: The amount to increment or decrement `value` each time.
  ///   - label: A view describing the purpose of this stepper.
  ///   - onEditingChanged: A closure that's called when editing begins and ends.
  @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public init<V: Strideable>(
    value: Binding<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    binding = value
    self.label = label()
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 9.0, visionOS 1.0
  /// Creates a stepper configured to increment or decrement a binding to a value using a step
  /// value and within a range of values you provide.
  ///
  /// - Parameters:
  ///   - value: A binding to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted.
  ///   - step: The amount to increment or decrement the stepper each time.
  ///   - label: A view describing the purpose of this stepper.
  ///   - onEditingChanged: A closure that's called when editing begins and ends.
  @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
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

  // Apple: https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:) — iOS 13.0 deprecated 27.2, macOS 10.15 deprecated 27.2, tvOS unavailable, watchOS 9.0 deprecated 27.2, visionOS 1.0 deprecated 27.2
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
  @available(tvOS, unavailable)
  nonisolated public init<V: Strideable>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    binding = value
    self.label = label()
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 9.0, visionOS 1.0
  /// The content and behavior of the view.
  ///
  /// SwiftUI builds this control from its style; the stand-in's inspector reads its stored
  /// properties instead, and evaluating the body stops the program.
  @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @MainActor
  @preconcurrency
  public var body: some View { primitiveViewBody(Self.self) }
}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper where Label == Text {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 9.0, visionOS 1.0
  /// Creates a stepper instance that increments and decrements a binding to a value, by a step
  /// size and within a closed range that you provide.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the stepper's localized title.
  ///   - value: A binding to a value that you provide.
  ///   - bounds: A closed range that describes the upper and lower bounds permitted.
  ///   - step: The amount to increment or decrement the stepper each time.
  ///   - onEditingChanged: A closure that's called when editing begins and ends.
  @available(iOS 13.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
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
