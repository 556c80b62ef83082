// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
//
// No default `body` exists for `Body == Never`: SwiftUI has none a client could use, so a type
// that declares itself a `View` without a `body` fails here as it does there. Each primitive view
// of the stand-in declares its own trapping `body` (SwiftUI's interface shows none for its
// primitives; they are rendered by the framework, not evaluated).

// Apple: https://developer.apple.com/documentation/swiftui/view — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A type that represents part of your app's user interface and provides modifiers that you use
/// to configure views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor
@preconcurrency
public protocol View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of view representing the body of this view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  associatedtype Body: View

  // Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content and behavior of the view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @ContentBuilder
  @MainActor
  @preconcurrency
  var body: Self.Body { get }
}

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
  // Not SwiftUI API. The iOS 26.2 SDK interface declares no `body` for `Never` (its
  // `extension Swift.Never : SwiftUICore.View` shows none), so the stand-in's is SPI, kept out
  // of the audit against Apple's declarations, as for every primitive view.
  /// A body that can never be produced.
  @_spi(PrimitiveBody) public var body: Never { fatalError("Never has no body.") }
}

/// Stops the program with a message naming `view`.
///
/// The body of every primitive stand-in view. Not SwiftUI API.
func primitiveViewBody(_ view: Any.Type) -> Never {
  fatalError("\(view) is a primitive view and has no body.")
}
