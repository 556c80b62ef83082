#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Presents a sheet while an optional holds an item, and hands the sheet a binding to it.
    ///
    /// Use it for a sheet that edits the item it shows. SwiftUI's `sheet(item:onDismiss:content:)`
    /// hands its content the item's value; this one hands it a `Binding<Item>`, made with
    /// ``SwiftUI/Binding/init(unwrapping:)``, so the sheet edits the item where it lives, with no
    /// hand-written binding that force-unwraps the item (and traps once it is nil):
    ///
    /// ```swift
    /// .sheet(item: $editedNote) { $note in
    ///   NoteEditor(note: $note)
    /// }
    /// ```
    ///
    /// Underneath it is SwiftUI's `sheet(item:onDismiss:content:)`, so the sheet is presented,
    /// replaced when the item's `id` changes, and dismissed as that one's is; writing nil to
    /// `item` dismisses it.
    ///
    /// While `item` holds the presented item, the content's binding reads and writes it. Once
    /// `item` is nil, a binding the content still holds reads the item as it was when that
    /// binding was made and drops writes: nothing traps, and the item does not come back. Content
    /// evaluated again then, or while `item` holds an item with another `id`, gets a binding that
    /// reads the item SwiftUI presented and drops writes, so nothing is written into the new item.
    /// The binding keeps the identity of `Binding(unwrapping:)`: equal items give equal bindings.
    ///
    /// A content closure that takes the value (`{ note in … }`) still gets SwiftUI's modifier. In
    /// a file that also imports swift-navigation's SwiftUINavigation, whose modifier of this name
    /// also hands a binding, a closure that takes a binding gets that module's.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload
    nonisolated public func sheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, _ rank: Void = (),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      let presented = item.presentingItem(content, unwrap: { Binding(unwrapping: $0) })
      return sheet(item: item, onDismiss: onDismiss, content: presented)
    }

    /// Presents a sheet while an optional holds an item that is not `Hashable` and `Sendable`,
    /// and hands the sheet a binding to it.
    ///
    /// Reads and writes behave as in the `Hashable` overload:
    ///
    /// ```swift
    /// .sheet(item: $editedReport) { $report in
    ///   ReportEditor(report: $report)
    /// }
    /// ```
    ///
    /// Such an item cannot be compared, so the content gets the same binding in every evaluation,
    /// whatever the item holds. For an item of a class, a write to one of its properties after
    /// the dismissal still changes the object, which the optional no longer holds.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload
    nonisolated public func sheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, _ rank: Void = (),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let presented = item.presentingItem(content, unwrap: { Binding(unwrapping: $0) })
      return sheet(item: item, onDismiss: onDismiss, content: presented)
    }

    /// Presents a sheet while an optional holds an item that is not `Identifiable`, identified
    /// by the id at `id`, and hands the sheet a binding to it.
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
    /// The sheet is presented, replaced when the id read through `id` changes, and dismissed as
    /// SwiftUI's is; reads and writes behave as for an `Identifiable` item: while
    /// `item` holds an item with the presented id the binding reaches it, and once `item` is nil
    /// or holds another, content evaluated again gets a binding that reads the item SwiftUI
    /// presented and drops writes. A binding the content made earlier and still holds reads
    /// the item it was made with once `item` is nil, and reaches the new item when another one
    /// replaces it, as `Binding(unwrapping:)` does.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload
    nonisolated public func sheet<Item, ID: Hashable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID> & Sendable, onDismiss: (() -> Void)? = nil,
      _ rank: Void = (), @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      let presented = item.presentingItem(
        identifiedBy: id, content, unwrap: { Binding(unwrapping: $0) })
      return sheet(item: item.identified(by: id), onDismiss: onDismiss, content: presented)
    }

    /// Presents a sheet while an optional holds an item that is not `Identifiable`, `Hashable`
    /// or `Sendable`, identified by the id at `id`, and hands the sheet a binding to it.
    ///
    /// Reads and writes behave as in the `Hashable` overload; such an item cannot be compared,
    /// so the content gets the same binding in every evaluation, whatever the item holds.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - id: The key path of the item's identifier.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload
    nonisolated public func sheet<Item, ID: Hashable, Content: View>(
      item: Binding<Item?>, id: KeyPath<Item, ID> & Sendable, onDismiss: (() -> Void)? = nil,
      _ rank: Void = (), @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      let presented = item.presentingItem(
        identifiedBy: id, content, unwrap: { Binding(unwrapping: $0) })
      return sheet(item: item.identified(by: id), onDismiss: onDismiss, content: presented)
    }
  }
#endif
