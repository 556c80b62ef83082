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
    /// Presenting, replacing the cover when the item's `id` changes, and dismissing it when
    /// `item` becomes nil are SwiftUI's `fullScreenCover(item:onDismiss:content:)`'s. Reads and
    /// writes behave as in ``SwiftUI/View/sheet(item:onDismiss:_:content:)``: while `item` holds
    /// the presented item the binding reaches it; once it is nil or holds another item, the
    /// content's binding reads the item it last saw and drops writes.
    ///
    /// A content closure that takes the value still gets SwiftUI's modifier; in a file that also
    /// imports swift-navigation's SwiftUINavigation, one that takes a binding gets that module's.
    /// Available where SwiftUI's `fullScreenCover(item:onDismiss:content:)` is: not on macOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, _ rank: Void = (),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      let presented = item.presentingItem(content, unwrap: { Binding(unwrapping: $0) })
      return fullScreenCover(item: item, onDismiss: onDismiss, content: presented)
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
    /// Such an item cannot be compared, so the content gets the same binding in every evaluation,
    /// whatever the item holds. For an item of a class, a write to one of its properties after
    /// the dismissal still changes the object. Not on macOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, _ rank: Void = (),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let presented = item.presentingItem(content, unwrap: { Binding(unwrapping: $0) })
      return fullScreenCover(item: item, onDismiss: onDismiss, content: presented)
    }

    /// Presents a full-screen cover while an optional holds an item that is not `Identifiable`, identified
    /// by the id at `id`, and hands the cover a binding to it.
    ///
    /// Use it where SwiftUI's `fullScreenCover(item:onDismiss:content:)` would need the item to be
    /// `Identifiable`:
    ///
    /// ```swift
    /// .fullScreenCover(item: $editedContact, id: \.email) { $contact in
    ///   ContactEditor(contact: $contact)
    /// }
    /// ```
    ///
    /// The cover is presented, replaced when the id read through `id` changes, and dismissed as
    /// SwiftUI's is (not on macOS); reads and writes behave as for an `Identifiable` item: while
    /// `item` holds an item with the presented id the binding reaches it, and once `item` is nil
    /// or holds another, content evaluated again gets a binding that reads the item SwiftUI
    /// presented and drops writes. A binding the content made earlier and still holds reads
    /// the item it was made with once `item` is nil, and reaches the new item when another one
    /// replaces it, as `Binding(unwrapping:)` does.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload
    nonisolated public func fullScreenCover<Item, ID: Hashable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID> & Sendable, onDismiss: (() -> Void)? = nil,
      _ rank: Void = (), @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      let presented = item.presentingItem(
        identifiedBy: id, content, unwrap: { Binding(unwrapping: $0) })
      return fullScreenCover(
        item: item.identified(by: id), onDismiss: onDismiss, content: presented)
    }

    /// Presents a full-screen cover while an optional holds an item that is not `Identifiable`, `Hashable`
    /// or `Sendable`, identified by the id at `id`, and hands the cover a binding to it.
    ///
    /// Not on macOS. Reads and writes behave as in the `Hashable` overload; such an item cannot be compared,
    /// so the content gets the same binding in every evaluation, whatever the item holds.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload
    nonisolated public func fullScreenCover<Item, ID: Hashable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID> & Sendable, onDismiss: (() -> Void)? = nil,
      _ rank: Void = (), @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let presented = item.presentingItem(
        identifiedBy: id, content, unwrap: { Binding(unwrapping: $0) })
      return fullScreenCover(
        item: item.identified(by: id), onDismiss: onDismiss, content: presented)
    }
  }
#endif
