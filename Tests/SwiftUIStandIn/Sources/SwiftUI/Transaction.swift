// Signatures: Apple SwiftUI documentation (`Transaction`, `Transaction.init(animation:)`,
// `Transaction.animation`), iOS 27.2 SDK era, read 2026-11-29. `disablesAnimations` is listed on the
// `Transaction` page; its declaration is taken as `var disablesAnimations: Bool` (not individually
// confirmed).

/// The context of the current state-processing update.
///
/// In the stand-in a transaction is a plain value: it carries an animation and a flag, and nothing
/// reads them.
@frozen
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?

  /// A Boolean value that indicates whether views should disable animations.
  public var disablesAnimations: Bool = false

  /// Creates a transaction.
  public init() {}

  /// Creates a transaction and assigns its animation property.
  ///
  /// - Parameter animation: The animation to perform when the current state changes.
  public init(animation: Animation?) {
    self.animation = animation
  }
}
