// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The `LocalizedStringKey` and `StringProtocol` title initializers have no pages of their own
// (the page of that name is the iOS 16 `LocalizedStringResource` group).

// Apple: https://developer.apple.com/documentation/swiftui/toggle — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A control that toggles between on and off states.
///
/// The stand-in keeps the binding so that a test can flip it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  // Apple: https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a toggle that displays a custom label.
  ///
  /// - Parameters:
  ///   - isOn: A binding to a property that determines whether the toggle is on or off.
  ///   - label: A view that describes the purpose of the toggle.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content and behavior of the view.
  ///
  /// SwiftUI builds this control from its style; the stand-in's inspector reads its stored
  /// properties instead, and evaluating the body stops the program.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View { primitiveViewBody(Self.self) }
}

extension Toggle where Label == Text {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a toggle that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the toggle's localized title.
  ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a toggle that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the toggle.
  ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
