// Signatures: `Animation` as a frozen, `Equatable` and `Sendable` structure with a `default` value,
// from Apple's SwiftUI documentation as stored (iOS 27.2 SDK era), read 2026-11-29; the individual
// member pages were not surfaced, so only what `Binding.animation(_:)` needs is declared.

/// The way a view changes over time.
///
/// In the stand-in an animation is only a name; nothing animates.
@frozen
public struct Animation: Equatable, Sendable {
  let name: String

  /// A default animation instance.
  public static let `default` = Animation(name: "default")

  /// An animation with a linear curve.
  public static let linear = Animation(name: "linear")

  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation(name: "easeInOut")
}
