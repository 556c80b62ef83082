#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents a popover while an optional holds an item, and hands the popover a binding to it.
    ///
    /// Use it for a popover that edits the item it shows. SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)` hands its content the item's value;
    /// this one hands it a `Binding<Item>`, made with ``SwiftUI/Binding/init(unwrapping:)``:
    ///
    /// ```swift
    /// .popover(item: $editedTag) { $tag in
    ///   TagEditor(tag: $tag)
    /// }
    /// ```
    ///
    /// Presenting, replacing the popover when the item's `id` changes, and dismissing it when
    /// `item` becomes nil are SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)`'s. An
    /// `arrowEdge` of nil passes none, so the popover gets SwiftUI's default edge: any edge from
    /// iOS 18, the top edge before (the iOS 26.2 SDK's inlinable body of that modifier, in
    /// SwiftUI, passes `arrowEdge ?? .top` below iOS 18). Reads and writes behave as in
    /// ``SwiftUI/View/sheet(item:onDismiss:_:content:)``: while `item` holds the presented item
    /// the binding reaches it; once it is nil or holds another item, the content's binding reads
    /// the item it last saw and drops writes.
    ///
    /// A content closure that takes the value still gets SwiftUI's modifier; in a file that also
    /// imports swift-navigation's SwiftUINavigation, one that takes a binding gets that module's.
    /// Available where SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)` is: not on
    /// tvOS or watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func popover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil, _ rank: Void = (),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      let presented = item.presentingItem(content, unwrap: { Binding(unwrapping: $0) })
      return popover(item, attachmentAnchor, arrowEdge, presented)
    }

    /// Presents a popover while an optional holds an item that is not `Hashable` and `Sendable`,
    /// and hands the popover a binding to it.
    ///
    /// Reads, writes and the arrow edge behave as in the `Hashable` overload:
    ///
    /// ```swift
    /// .popover(item: $editedReport) { $report in
    ///   ReportEditor(report: $report)
    /// }
    /// ```
    ///
    /// Such an item cannot be compared, so the content gets the same binding in every evaluation,
    /// whatever the item holds. For an item of a class, a write to one of its properties after
    /// the dismissal still changes the object. Not on tvOS or watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func popover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil, _ rank: Void = (),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let presented = item.presentingItem(content, unwrap: { Binding(unwrapping: $0) })
      return popover(item, attachmentAnchor, arrowEdge, presented)
    }

    /// Presents a popover while an optional holds an item that is not `Identifiable`,
    /// identified by the id at `id`, and hands the popover a binding to it.
    ///
    /// ```swift
    /// .popover(item: $editedContact, id: \.email) { $contact in
    ///   ContactEditor(contact: $contact)
    /// }
    /// ```
    ///
    /// The popover is presented, replaced when the id read through `id` changes, and dismissed
    /// as SwiftUI's is, with the arrow edge of the `Identifiable` overload; reads and writes
    /// behave as for an `Identifiable` item. Not on tvOS or watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func popover<Item, ID: Hashable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID> & Sendable,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
      _ rank: Void = (), @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      let presented = item.presentingItem(
        identifiedBy: id, content, unwrap: { Binding(unwrapping: $0) })
      return popover(item.identified(by: id), attachmentAnchor, arrowEdge, presented)
    }

    /// Presents a popover while an optional holds an item that is not `Identifiable`,
    /// `Hashable` or `Sendable`, identified by the id at `id`, and hands the popover a binding.
    ///
    /// Reads, writes and the arrow edge behave as in the `Hashable` overload; such an item
    /// cannot be compared, so the content gets the same binding in every evaluation. Not on
    /// tvOS or watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func popover<Item, ID: Hashable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID> & Sendable,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
      _ rank: Void = (), @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let presented = item.presentingItem(
        identifiedBy: id, content, unwrap: { Binding(unwrapping: $0) })
      return popover(item.identified(by: id), attachmentAnchor, arrowEdge, presented)
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
