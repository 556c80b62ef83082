// Signatures: Apple SwiftUI documentation (`DynamicProperty`, `DynamicProperty.update()`),
// iOS 27.2 SDK era, read 2026-11-29.

/// An interface for a stored variable that updates an external property of a view.
///
/// The stand-in never calls `update()`: it has no view graph to install properties into.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing; the default implementation.
  public mutating func update() {}
}
