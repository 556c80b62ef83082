// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Only what `Binding.animation(_:)` and the tests need. `linear` and `easeInOut` are computed
// type properties, as Apple declares them; `default` is a stored one.

// Apple: https://developer.apple.com/documentation/swiftui/animation — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// The way a view changes over time.
///
/// In the stand-in an animation is only a name; nothing animates.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Animation: Equatable, Sendable {
  let name: String

  // Apple: https://developer.apple.com/documentation/swiftui/animation/default — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A default animation instance.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let `default` = Animation(name: "default")

  // Apple: https://developer.apple.com/documentation/swiftui/animation/linear — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// An animation with a linear curve.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static var linear: Animation { Animation(name: "linear") }

  // Apple: https://developer.apple.com/documentation/swiftui/animation/easeinout — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// An animation that starts and ends slowly.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static var easeInOut: Animation { Animation(name: "easeInOut") }
}
