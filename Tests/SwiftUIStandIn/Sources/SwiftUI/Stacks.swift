// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The alignment types' pages and `HStack.init` were not found; `HStack.init` is declared like
// `VStack.init`, and the alignments are minimal.

import Foundation

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// An alignment position along the horizontal axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A guide that marks the leading edges of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let leading = HorizontalAlignment(name: "leading")
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A guide that marks the horizontal center of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let center = HorizontalAlignment(name: "center")
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A guide that marks the trailing edges of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let trailing = HorizontalAlignment(name: "trailing")
}

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// An alignment position along the vertical axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A guide that marks the top-most edges of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let top = VerticalAlignment(name: "top")
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A guide that marks the vertical center of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let center = VerticalAlignment(name: "center")
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A guide that marks the bottom-most edges of views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let bottom = VerticalAlignment(name: "bottom")
}

// Apple: https://developer.apple.com/documentation/swiftui/hstack — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A view that arranges its subviews in a horizontal line.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
nonisolated public struct HStack<Content: View>: View {
  let content: Content

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a horizontal stack with the given spacing and vertical alignment.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default.
  ///   - content: A content builder that creates the content of this stack.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    self.content = content()
  }

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

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A view that arranges its subviews in a vertical line.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
nonisolated public struct VStack<Content: View>: View {
  let content: Content

  // Apple: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an instance with the given spacing and horizontal alignment.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default.
  ///   - content: A content builder that creates the content of this stack.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    self.content = content()
  }

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
