// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The geometry types `popover(item:attachmentAnchor:arrowEdge:content:)` takes, with only the
// members its default arguments and the library use: `Edge`'s cases, `Anchor<CGRect>.Source`'s
// `bounds`, and `PopoverAttachmentAnchor.rect(_:)` (its `point(_:)` case, which needs
// `UnitPoint`, is left out, and so is `Edge`'s `CaseIterable` conformance, which the compiler
// does not synthesize for cases that carry `@available`). The stand-in lays nothing out; these
// only carry values.

import Foundation

// Apple: https://developer.apple.com/documentation/swiftui/edge — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// An enumeration to indicate one edge of a rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public enum Edge: Int8, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/edge/top — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The top edge.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  case top
  // Apple: https://developer.apple.com/documentation/swiftui/edge/leading — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The leading edge.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  case leading
  // Apple: https://developer.apple.com/documentation/swiftui/edge/bottom — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The bottom edge.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  case bottom
  // Apple: https://developer.apple.com/documentation/swiftui/edge/trailing — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The trailing edge.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  case trailing
}

// Apple: https://developer.apple.com/documentation/swiftui/anchor — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// An opaque value derived from an anchor source and a particular view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Anchor<Value> {
  // Apple: https://developer.apple.com/documentation/swiftui/anchor/source — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A type-erased geometry value that produces an anchored value of a given type.
  ///
  /// The stand-in's source names what it stands for; it measures nothing.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @frozen
  public struct Source {
    let name: String
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/anchor — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Anchor: Sendable where Value: Sendable {}

// Apple: https://developer.apple.com/documentation/swiftui/anchor/source — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Anchor.Source: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
  // Apple: https://developer.apple.com/documentation/swiftui/anchor/source/bounds — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// An anchor source rect defined as the entire bounding rect of the current view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

// Apple: https://developer.apple.com/documentation/swiftui/popoverattachmentanchor — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// An attachment anchor for a popover.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum PopoverAttachmentAnchor {
  // Apple: https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The anchor point for the popover relative to the source's frame.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  case rect(Anchor<CGRect>.Source)
}
