// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).

// Apple: https://developer.apple.com/documentation/swiftui/transaction — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// The context of the current state-processing update.
///
/// In the stand-in a transaction is a plain value: it carries an animation and a flag, and nothing
/// reads them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Transaction {
  // Apple: https://developer.apple.com/documentation/swiftui/transaction/animation — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The animation, if any, associated with the current state change.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var animation: Animation?

  // Apple: https://developer.apple.com/documentation/swiftui/transaction/disablesanimations — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A Boolean value that indicates whether views should disable animations.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var disablesAnimations: Bool = false

  // Apple: https://developer.apple.com/documentation/swiftui/transaction/init() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a transaction.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init() {}

  // Apple: https://developer.apple.com/documentation/swiftui/transaction/init(animation:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a transaction and assigns its animation property.
  ///
  /// - Parameter animation: The animation to perform when the current state changes.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(animation: Animation?) {
    self.animation = animation
  }
}

// Not `Sendable`: the iOS 26.2 SDK interface declares
// `@available(*, unavailable) extension SwiftUICore.Transaction : Swift.Sendable`.
// Apple: page not found — unavailable
@available(*, unavailable)
extension Transaction: Sendable {}
