#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents a sheet while an optional holds an item, and hands the sheet a binding to it.
    ///
    /// Use it for a sheet that edits the item it shows. SwiftUI's `sheet(item:onDismiss:content:)`
    /// hands its content the item's value; this one hands it a `Binding<Item>`, so the sheet edits
    /// the item where it lives, with no hand-written binding that force-unwraps the item (and
    /// traps once it is nil):
    ///
    /// ```swift
    /// .sheet(item: $editedNote) { $note in
    ///   NoteEditor(note: $note)
    /// }
    /// ```
    ///
    /// Underneath it is SwiftUI's `sheet(item:onDismiss:content:)`, so the sheet is presented while
    /// `item` holds a value, dismissed and presented again when another item with another `id`
    /// replaces it, and dismissed when `item` becomes nil (writing nil to `item` dismisses it).
    /// An item that is not `Identifiable` has no identity of its own: its sheet stays up, showing
    /// whatever item the optional holds, until the optional is nil; give it an identity with
    /// ``sheet(item:id:onDismiss:content:)``.
    ///
    /// The content's binding belongs to the item the sheet was presented for. While `item` holds
    /// an item with that `id` (the same item, edited or refreshed), the binding reads and writes
    /// it. Once `item` is nil, or holds an item with another `id`, a binding the content still
    /// holds (a field that commits when it loses focus, an `onDisappear` action) reads the item
    /// as it last read or wrote it, and its writes are dropped: nothing traps, a dismissed item
    /// does not come back, and the next item is not written into. Evaluated again, the content
    /// gets the same binding, render after render, for as long as the item with that `id` is
    /// presented. A write that changes the `id` itself goes through and makes the item another
    /// one: SwiftUI presents the sheet again, and the old content's binding writes no more.
    ///
    /// A content closure that takes the value (`{ note in … }`) still gets SwiftUI's modifier. In
    /// a file that also imports swift-navigation's SwiftUINavigation, whose modifier of this name
    /// also hands a binding, a closure that takes a binding gets that module's: it requires an
    /// `Identifiable` item and this one does not, so Swift ranks it the more specific.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload  // `.sheet(item: $note) { _ in … }` reaches SwiftUI's
    nonisolated public func sheet<Item, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      sheet(
        item: item.identifiedByOwnID(), onDismiss: onDismiss,
        content: item.presentingContent(content, identifiedBy: OwnIdentity()))
    }

    /// Presents a sheet while an optional holds an item identified by the value at `id`, and
    /// hands the sheet a binding to it.
    ///
    /// Use it where SwiftUI's `sheet(item:onDismiss:content:)` would need the item to be
    /// `Identifiable`:
    ///
    /// ```swift
    /// .sheet(item: $editedContact, id: \.email) { $contact in
    ///   ContactEditor(contact: $contact)
    /// }
    /// ```
    ///
    /// The sheet is presented while `item` holds a value, dismissed and presented again when the
    /// value at `id` changes, and dismissed when `item` becomes nil, as SwiftUI's is for an
    /// `Identifiable` item. The id needs only be `Equatable`.
    ///
    /// The content's binding belongs to the item the sheet was presented for, as in
    /// ``sheet(item:onDismiss:content:)``: it reads and writes `item` while it holds an item
    /// with the presented id; once `item` is nil or holds an item with another id, a binding the
    /// content still holds reads the item as it last read or wrote it, and drops writes.
    ///
    /// In a file that also imports swift-navigation's SwiftUINavigation, which has a modifier of
    /// this name for a binding and one for the value, a closure that takes a binding gets
    /// SwiftUINavigation's (it requires a `Hashable` id and this one does not, so Swift ranks it
    /// the more specific), and so does a closure that takes the value.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload  // `.sheet(item: $c, id: \.id) { _ in … }` reaches SwiftUINavigation's
    nonisolated public func sheet<Item, ID: Equatable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let identity = IdentityAtKeyPath(keyPath: id)
      return sheet(
        item: item.identified(by: identity), onDismiss: onDismiss,
        content: item.presentingContent(content, identifiedBy: identity))
    }
  }
#endif
