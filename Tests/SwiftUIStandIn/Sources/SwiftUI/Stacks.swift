// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `HStack`
// (`@frozen nonisolated struct HStack<Content> where Content : View`), `VStack.init(alignment:
// spacing:content:)` (`nonisolated`, `HorizontalAlignment = .center`, `CGFloat? = nil`,
// `@ContentBuilder`); `HStack.init` is declared by analogy (`VerticalAlignment`). The alignment
// types are minimal: only `center`, `leading`, `trailing`, `top`, `bottom`.

import Foundation

/// An alignment position along the horizontal axis.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// A guide that marks the leading edges of views.
  public static let leading = HorizontalAlignment(name: "leading")
  /// A guide that marks the horizontal center of views.
  public static let center = HorizontalAlignment(name: "center")
  /// A guide that marks the trailing edges of views.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// An alignment position along the vertical axis.
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// A guide that marks the top-most edges of views.
  public static let top = VerticalAlignment(name: "top")
  /// A guide that marks the vertical center of views.
  public static let center = VerticalAlignment(name: "center")
  /// A guide that marks the bottom-most edges of views.
  public static let bottom = VerticalAlignment(name: "bottom")
}

/// A view that arranges its subviews in a horizontal line.
@frozen
nonisolated public struct HStack<Content: View>: View {
  let content: Content

  /// Creates a horizontal stack with the given spacing and vertical alignment.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default.
  ///   - content: A content builder that creates the content of this stack.
  nonisolated public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

/// A view that arranges its subviews in a vertical line.
@frozen
nonisolated public struct VStack<Content: View>: View {
  let content: Content

  /// Creates an instance with the given spacing and horizontal alignment.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default.
  ///   - content: A content builder that creates the content of this stack.
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}
