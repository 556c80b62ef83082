// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).

// Apple: https://developer.apple.com/documentation/swiftui/dynamicproperty — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// An interface for a stored variable that updates an external property of a view.
///
/// The stand-in never calls `update()`: it has no view graph to install properties into.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/dynamicproperty/update() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Updates the underlying value of the stored value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  mutating func update()
}

extension DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/dynamicproperty/update() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Does nothing; the default implementation.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public mutating func update() {}
}
