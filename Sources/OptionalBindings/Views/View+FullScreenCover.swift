#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents a full-screen cover while an optional holds an item, and hands the cover a
    /// binding to it.
    ///
    /// Use it for a full-screen editor of the item it shows. SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)` hands its content the item's value; this one
    /// hands it a `Binding<Item>`, made with ``SwiftUI/Binding/init(unwrapping:)``:
    ///
    /// ```swift
    /// .fullScreenCover(item: $editedPhoto) { $photo in
    ///   PhotoEditor(photo: $photo)
    /// }
    /// ```
    ///
    /// Underneath it is SwiftUI's `fullScreenCover(item:onDismiss:content:)`, so the cover is
    /// presented, replaced when the item's `id` changes, and dismissed as that one's is; writing
    /// nil to `item` dismisses it.
    ///
    /// While `item` holds the presented item, the content's binding reads and writes it. Once
    /// `item` is nil, a binding the content still holds reads the item as it was when that
    /// binding was made and drops writes: nothing traps, and the item does not come back. If
    /// SwiftUI evaluates the content again then, or while `item` holds an item with another `id`,
    /// the content gets a binding that reads the item SwiftUI presented and drops writes.
    ///
    /// A file that imports SwiftUI and OptionalBindings gets this modifier for a content closure
    /// that takes a binding (`{ $photo in … }`) and SwiftUI's for one that takes the value; a file
    /// that also imports swift-navigation's SwiftUINavigation gets that module's modifier of this
    /// name, which also hands a binding (the default of `rank` makes this one the less
    /// preferred).
    ///
    /// Available where SwiftUI's `fullScreenCover(item:onDismiss:content:)` is: not on macOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      onDismiss: (() -> Void)? = nil,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      fullScreenCover(item: item, onDismiss: onDismiss) { (presented: Item) in
        content(.presentedContent(of: item, presenting: presented))
      }
    }

    /// Presents a full-screen cover while an optional holds an item that is not `Hashable` and
    /// `Sendable`, and hands the cover a binding to it.
    ///
    /// Reads and writes behave as in the `Hashable` overload:
    ///
    /// ```swift
    /// .fullScreenCover(item: $editedReport) { $report in
    ///   ReportEditor(report: $report)
    /// }
    /// ```
    ///
    /// The binding is the unconstrained ``SwiftUI/Binding/init(unwrapping:)``'s: the same binding
    /// in every evaluation, whatever the item holds. After the item is set to nil, a binding the
    /// content still holds reads the item as that binding found it, and drops writes. For an item
    /// of a class, a write to one of its properties still changes the object, which the optional
    /// no longer holds. Not on macOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      onDismiss: (() -> Void)? = nil,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      fullScreenCover(item: item, onDismiss: onDismiss) { (presented: Item) in
        content(.presentedContent(of: item, presenting: presented))
      }
    }
  }
#endif
