// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `View`
// (`@MainActor @preconcurrency protocol View`), `View.Body` (`associatedtype Body : View`) and
// `View.body` (`@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`).
// `Never: View` and the trapping `body` of primitive views are SwiftUI's long-standing shape.

/// A type that represents part of your app's user interface and provides modifiers that you use
/// to configure views.
@MainActor
@preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ContentBuilder
  @MainActor
  @preconcurrency
  var body: Self.Body { get }
}

extension Never: View {
  /// A body that can never be produced, for primitive views.
  public var body: Never { fatalError("Never has no body.") }
}

extension View where Body == Never {
  /// The body of a primitive view, which has none; the stand-in's inspector reads primitive views
  /// through their stored properties instead.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body.") }
}
