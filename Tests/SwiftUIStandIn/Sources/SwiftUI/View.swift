// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `View`
// (`@MainActor @preconcurrency protocol View`), `View.Body` (`associatedtype Body : View`) and
// `View.body` (`@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`).
//
// No default `body` exists for `Body == Never`: SwiftUI has none a client could use, so a type
// that declares itself a `View` without a `body` fails here as it does there. Each primitive view
// of the stand-in declares its own trapping `body` (SwiftUI's interface shows none for its
// primitives; they are rendered by the framework, not evaluated).

/// A type that represents part of your app's user interface and provides modifiers that you use
/// to configure views.
@MainActor
@preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder
  @MainActor
  @preconcurrency
  var body: Self.Body { get }
}

extension Never: View {
  /// A body that can never be produced.
  public var body: Never { fatalError("Never has no body.") }
}

/// Stops the program with a message naming `view`.
///
/// The body of every primitive stand-in view. Not SwiftUI API.
func primitiveViewBody(_ view: Any.Type) -> Never {
  fatalError("\(view) is a primitive view and has no body.")
}
