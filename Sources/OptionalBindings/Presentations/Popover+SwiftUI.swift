#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents a popover while an optional holds an item, and hands the popover a binding to it.
    ///
    /// Use it for a popover that edits the item it shows. SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)` hands its content the item's value;
    /// this one hands it a `Binding<Item>`:
    ///
    /// ```swift
    /// .popover(item: $editedTag) { $tag in
    ///   TagEditor(tag: $tag)
    /// }
    /// ```
    ///
    /// Presenting, presenting again when an item with another `id` replaces the item, and
    /// dismissing when `item` becomes nil are SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`'s. An `arrowEdge` of nil passes none,
    /// so the popover gets SwiftUI's default edge: any edge from iOS 18, the top edge before (the
    /// iOS 26.2 SDK's inlinable body of that modifier, in SwiftUI, passes `arrowEdge ?? .top`
    /// below iOS 18). The content's binding belongs to the item the popover was presented for, as
    /// in ``sheet(item:onDismiss:content:)``: while `item` holds an item with that `id`, the
    /// binding reads and writes it; once `item` is nil or holds an item with another `id`, a
    /// binding the content still holds reads the item as it last read or wrote it, and drops
    /// writes. An item that is not `Identifiable` is presented as one popover for as long as the
    /// optional holds a value.
    ///
    /// A content closure that takes the value still gets SwiftUI's modifier; in a file that also
    /// imports swift-navigation's SwiftUINavigation, one that takes a binding gets that module's
    /// (which requires an `Identifiable` item, so Swift ranks it the more specific). Available
    /// where SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)` is: not on tvOS or
    /// watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload  // `.popover(item: $tag) { _ in … }` reaches SwiftUI's
    nonisolated public func popover<Item, Content: View>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      popover(
        item.identifiedByOwnID(), attachmentAnchor, arrowEdge,
        item.presentingContent(content, identifiedBy: OwnIdentity()))
    }

    /// Presents a popover while an optional holds an item identified by the value at `id`, and
    /// hands the popover a binding to it.
    ///
    /// ```swift
    /// .popover(item: $editedContact, id: \.email) { $contact in
    ///   ContactEditor(contact: $contact)
    /// }
    /// ```
    ///
    /// The popover is presented while `item` holds a value, presented again when the value at
    /// `id` changes, and dismissed when `item` becomes nil, with the arrow edge of
    /// ``popover(item:attachmentAnchor:arrowEdge:content:)``; the id needs only be `Equatable`.
    /// The content's binding belongs to the item the popover was presented for, as in
    /// ``sheet(item:id:onDismiss:content:)``. In a file that also imports swift-navigation's
    /// SwiftUINavigation, a closure that takes a binding or the value gets that module's
    /// modifier. Not on tvOS or watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload  // `.popover(item: $c, id: \.id) { _ in … }` reaches SwiftUINavigation's
    nonisolated public func popover<Item, ID: Equatable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID>,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let identity = IdentityAtKeyPath(keyPath: id)
      return popover(
        item.identified(by: identity), attachmentAnchor, arrowEdge,
        item.presentingContent(content, identifiedBy: identity))
    }

    /// SwiftUI's popover for `item`, with `arrowEdge` if there is one: the iOS 17 SDK declares
    /// the parameter `Edge = .top`, so a nil edge calls the overload without it.
    @ViewBuilder
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated private func popover<Item: Identifiable, Content: View>(
      _ item: Binding<Item?>, _ attachmentAnchor: PopoverAttachmentAnchor, _ arrowEdge: Edge?,
      _ content: @escaping (Item) -> Content
    ) -> some View {
      if let arrowEdge {
        popover(
          item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content)
      } else {
        popover(item: item, attachmentAnchor: attachmentAnchor, content: content)
      }
    }
  }
#endif
