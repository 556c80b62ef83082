#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents a full-screen cover while an optional holds an item, and hands the cover a
    /// binding to it.
    ///
    /// Use it for a full-screen editor of the item it shows. SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)` hands its content the item's value; this one
    /// hands it a `Binding<Item>`:
    ///
    /// ```swift
    /// .fullScreenCover(item: $editedPhoto) { $photo in
    ///   PhotoEditor(photo: $photo)
    /// }
    /// ```
    ///
    /// Presenting, presenting again when an item with another `id` replaces the item, and
    /// dismissing when `item` becomes nil are SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`'s.
    /// The content's binding belongs to the item the cover was presented for, as in
    /// ``sheet(item:onDismiss:content:)``: while `item` holds an item with that `id`, the binding
    /// reads and writes it; once `item` is nil or holds an item with another `id`, a binding the
    /// content still holds reads the item as it last read or wrote it, and drops writes. An item
    /// that is not `Identifiable` is presented as one cover for as long as the optional holds a
    /// value; ``fullScreenCover(item:id:onDismiss:content:)`` gives it an identity.
    ///
    /// A content closure that takes the value still gets SwiftUI's modifier; in a file that also
    /// imports swift-navigation's SwiftUINavigation, one that takes a binding gets that module's
    /// (which requires an `Identifiable` item, so Swift ranks it the more specific). Available
    /// where SwiftUI's `fullScreenCover(item:onDismiss:content:)` is: not on macOS.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload  // `.fullScreenCover(item: $photo) { _ in … }` reaches SwiftUI's
    nonisolated public func fullScreenCover<Item, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      fullScreenCover(
        item: item.identifiedByOwnID(), onDismiss: onDismiss,
        content: item.presentingContent(content, identifiedBy: OwnIdentity()))
    }

    /// Presents a full-screen cover while an optional holds an item identified by the value at
    /// `id`, and hands the cover a binding to it.
    ///
    /// Use it where SwiftUI's `fullScreenCover(item:onDismiss:content:)` would need the item to
    /// be `Identifiable`:
    ///
    /// ```swift
    /// .fullScreenCover(item: $editedContact, id: \.email) { $contact in
    ///   ContactEditor(contact: $contact)
    /// }
    /// ```
    ///
    /// The cover is presented while `item` holds a value, presented again when the value at `id`
    /// changes, and dismissed when `item` becomes nil (not on macOS); the id needs only be
    /// `Equatable`. The content's binding belongs to the item the cover was presented for, as in
    /// ``sheet(item:id:onDismiss:content:)``. In a file that also imports swift-navigation's
    /// SwiftUINavigation, a closure that takes a binding or the value gets that module's
    /// modifier.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The cover is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - onDismiss: The closure to run when the cover is dismissed.
    ///   - content: A view builder that makes the cover's content from a binding to the item.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    @_disfavoredOverload  // `.fullScreenCover(item:id:) { _ in … }` reaches SwiftUINavigation's
    nonisolated public func fullScreenCover<Item, ID: Equatable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let identity = IdentityAtKeyPath(keyPath: id)
      return fullScreenCover(
        item: item.identified(by: identity), onDismiss: onDismiss,
        content: item.presentingContent(content, identifiedBy: identity))
    }
  }
#endif
