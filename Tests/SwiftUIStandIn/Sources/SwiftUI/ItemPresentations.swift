// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-12-01: the presentations
// driven by a binding to an optional item (`sheet(item:onDismiss:content:)` is in
// Presentation.swift). The stand-in presents nothing. It keeps what SwiftUI would present, so
// that the inspector can evaluate it: the item binding and the content closure. Whether it is
// presented is whether the item is non-nil, and dismissing it (writing false to the
// presentation's `isPresented`) stores nil, which is what Apple's pages say the system does.

import Foundation

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:) — iOS 14.0, macOS unavailable, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Presents a modal view that covers as much of the screen as possible using the binding you
  /// provide as a data source for the sheet's content.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - item: A binding to an optional source of truth for the sheet.
  ///   - onDismiss: The closure to execute when dismissing the modal view.
  ///   - content: A closure returning the content of the modal view.
  /// - Returns: The view, with the cover attached for the inspector.
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ItemPresentingView(base: self, kind: .fullScreenCover, item: item, content: content)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:) — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS unavailable, visionOS 1.0
  /// Presents a popover using the given item as a data source for the popover's content.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - item: A binding to an optional source of truth for the popover.
  ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the
  ///     popover.
  ///   - arrowEdge: The edge of the `attachmentAnchor` that defines the location of the
  ///     popover's arrow, or nil to let the system choose.
  ///   - content: A closure returning the content of the popover.
  /// - Returns: The view, with the popover attached for the inspector.
  @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ItemPresentingView(
      base: self, kind: .popover, item: item, content: content,
      arrowEdge: arrowEdge.map { "\($0)" })
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:) — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Associates a destination view with a bound value for use within a navigation stack or
  /// navigation split view.
  ///
  /// The stand-in pushes nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - item: A binding to the data presented, or `nil` if nothing is currently presented.
  ///   - destination: A content builder that defines a view to display when `item` is not
  ///     `nil`.
  /// - Returns: The view, with the destination attached for the inspector.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ItemPresentingView(base: self, kind: .navigationDestination, item: item, content: destination)
  }
}

/// A view with a presentation driven by an optional item attached, which the modifiers above
/// and `sheet(item:onDismiss:content:)` return; not SwiftUI API.
nonisolated struct ItemPresentingView<Base: View, Item, Presented: View>: View {
  let base: Base
  let kind: InspectedPresentation.Kind
  let item: Binding<Item?>
  let content: (Item) -> Presented
  var arrowEdge: String? = nil

  var body: Never {
    fatalError("ItemPresentingView is a primitive view and has no body.")
  }
}

/// Whether an optional holds a value, as a Boolean location.
///
/// Writing false stores nil; writing true changes nothing. Not SwiftUI API: how the stand-in
/// dismisses an item presentation.
final class PresenceLocation<Wrapped>: Location {
  private let base: any Location<Wrapped?>
  init(_ base: any Location<Wrapped?>) { self.base = base }
  func get() -> Bool { base.get() != nil }
  func update<Result>(_ body: (inout Bool) -> Result) -> Result {
    var isPresent = get()
    let result = body(&isPresent)
    if !isPresent { base.set(nil) }
    return result
  }
}

extension Binding {
  /// A binding to whether `item` holds a value.
  ///
  /// Writing false stores nil. Not SwiftUI API.
  static func presence<Wrapped>(of item: Binding<Wrapped?>) -> Binding<Bool>
  where Value == Bool {
    Binding(location: PresenceLocation(item.location), context: item.context)
  }
}
