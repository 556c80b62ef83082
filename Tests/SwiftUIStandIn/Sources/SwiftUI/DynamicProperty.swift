// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `_propertyStorageSize` is the iOS 27.0 SDK's (SwiftUICore interface, xybp888/iOS-SDKs at
// commit ad607cb, the 16,000 characters read from offset 437,000): a new requirement, available
// from iOS 27, with a default in a protocol extension, so a type that conforms without naming it
// (the library's `StateUnlessBound`) conforms to 27.0's protocol as it did to 26.2's. 27.0's own
// dynamic properties (`State`, `Binding`, `Environment`, `ObservedObject`, …) each declare it;
// what SwiftUI does with the value is not documented, and the stand-in's answer, `nil`, stands
// for nothing.

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

  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// The size of the storage the property needs, if it states one.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  static var _propertyStorageSize: Int? { get }
}

extension DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/dynamicproperty/update() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Does nothing; the default implementation.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public mutating func update() {}

  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// No size: the default implementation.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  public static var _propertyStorageSize: Int? { nil }
}
