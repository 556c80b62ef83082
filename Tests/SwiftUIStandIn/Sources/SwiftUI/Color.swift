// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Only what the tests use. `init(_:red:green:blue:opacity:)` is not declared: Apple's takes a
// color space first, and nothing here needs it. The stand-in declares no `ShapeStyle` or
// `Transferable` conformance.

// Apple: https://developer.apple.com/documentation/swiftui/color — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A representation of a color that adapts to a given context.
///
/// The stand-in's colors are names or component values, compared by equality.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
  let name: String

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A textual representation of the color.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var description: String { name }

  init(named name: String) {
    self.name = name
  }

  // Apple: https://developer.apple.com/documentation/swiftui/color/accentcolor — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A color that reflects the accent color of the system or app.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static var accentColor: Color { Color(named: "accentColor") }

  // Apple: https://developer.apple.com/documentation/swiftui/color/red — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A context-dependent red color suitable for use in UI elements.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let red = Color(named: "red")

  // Apple: https://developer.apple.com/documentation/swiftui/color/orange — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A context-dependent orange color suitable for use in UI elements.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let orange = Color(named: "orange")

  // Apple: https://developer.apple.com/documentation/swiftui/color/blue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A context-dependent blue color suitable for use in UI elements.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let blue = Color(named: "blue")
}

// Apple: https://developer.apple.com/documentation/swiftui/color — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: View {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of view representing the body of this view: none, as for every primitive view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public typealias Body = Never

  // Not SwiftUI API. SwiftUI's interface declares no `body` for its primitive views (the
  // requirement is met out of sight), so the stand-in's is SPI, kept out of the audit
  // against Apple's declarations; `view.body` still reaches it through `View`.
  /// The body of a primitive view, which has none.
  ///
  /// Evaluating it stops the program.
  @_spi(PrimitiveBody) public var body: Never { primitiveViewBody(Self.self) }
}
