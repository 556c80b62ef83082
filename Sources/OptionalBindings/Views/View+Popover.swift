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
    /// Underneath it is SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)`, so the
    /// popover is presented, replaced when the item's `id` changes, and dismissed as that one's
    /// is; writing nil to `item` dismisses it. An `arrowEdge` of nil passes none, so the popover
    /// gets SwiftUI's default edge: any edge with current SDKs, which declare the parameter
    /// `Edge? = nil`, and the top edge with the iOS 17 SDK, which declares it `Edge = .top`.
    ///
    /// While `item` holds the presented item, the content's binding reads and writes it. Once
    /// `item` is nil, a binding the content still holds reads the item as it was when that
    /// binding was made and drops writes: nothing traps, and the item does not come back. If
    /// SwiftUI evaluates the content again then, or while `item` holds an item with another `id`,
    /// the content gets a binding that reads the item SwiftUI presented and drops writes.
    ///
    /// A file that imports SwiftUI and OptionalBindings gets this modifier for a content closure
    /// that takes a binding (`{ $tag in … }`) and SwiftUI's for one that takes the value; a file
    /// that also imports swift-navigation's SwiftUINavigation gets that module's modifier of this
    /// name, which also hands a binding (the default of `rank` makes this one the less
    /// preferred).
    ///
    /// Available where SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)` is: not on
    /// tvOS or watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    @ViewBuilder
    nonisolated public func popover<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      if let arrowEdge {
        popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) {
          (presented: Item) in
          content(.presentedContent(of: item, presenting: presented))
        }
      } else {
        popover(item: item, attachmentAnchor: attachmentAnchor) { (presented: Item) in
          content(.presentedContent(of: item, presenting: presented))
        }
      }
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
    /// The binding is the unconstrained ``SwiftUI/Binding/init(unwrapping:)``'s: the same binding
    /// in every evaluation, whatever the item holds. After the item is set to nil, a binding the
    /// content still holds reads the item as that binding found it, and drops writes. For an item
    /// of a class, a write to one of its properties still changes the object, which the optional
    /// no longer holds. Not on tvOS or watchOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The popover is presented while it holds a value.
    ///   - attachmentAnchor: Where the popover attaches to this view.
    ///   - arrowEdge: The edge of `attachmentAnchor` the popover's arrow points from, or nil for
    ///     SwiftUI's default.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - content: A view builder that makes the popover's content from a binding to the item.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    @ViewBuilder
    nonisolated public func popover<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      if let arrowEdge {
        popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) {
          (presented: Item) in
          content(.presentedContent(of: item, presenting: presented))
        }
      } else {
        popover(item: item, attachmentAnchor: attachmentAnchor) { (presented: Item) in
          content(.presentedContent(of: item, presenting: presented))
        }
      }
    }
  }
#endif
