// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `PinnedScrollableViews`' page was not found; it is declared as the iOS 26.2 and 17.4 SDK
// interfaces declare it, with the members the stack's default argument needs. The stand-in lays
// nothing out and scrolls nothing: its lazy stack makes its content at once, like `VStack`.

import Foundation

// Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
/// A set of view types that may be pinned to the bounds of a scroll view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The corresponding value of the raw type.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public let rawValue: UInt32

  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Creates a new option set from the given raw value.
  ///
  /// - Parameter rawValue: The raw value of the option set to create.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/lazyvstack — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// The stand-in makes its content at once; its inspector shows it as a stack.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct LazyVStack<Content: View>: View {
  let content: Content

  // Apple: https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:) — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
  /// behavior, and content.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default.
  ///   - pinnedViews: The kinds of child views that will be pinned.
  ///   - content: A content builder that creates the content of this stack.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ContentBuilder content: () -> Content
  ) {
    self.content = content()
  }

  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The type of view representing the body of this view: none, as for every primitive view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public typealias Body = Never

  // Not SwiftUI API. SwiftUI's interface declares no `body` for its primitive views (the
  // requirement is met out of sight), so the stand-in's is SPI, kept out of the audit
  // against Apple's declarations; `view.body` still reaches it through `View`.
  /// The body of a primitive view, which has none.
  ///
  /// Evaluating it stops the program.
  @_spi(PrimitiveBody) public var body: Never { primitiveViewBody(Self.self) }
}
