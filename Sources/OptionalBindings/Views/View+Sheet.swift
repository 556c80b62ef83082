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
    /// `item` is nil (the sheet is going away, by a swipe, by `dismiss()` or because something
    /// stored nil), a binding the content still holds reads the item as it was when that binding
    /// was made and drops writes: nothing traps, and the item does not come back. If SwiftUI
    /// evaluates the content again then, or while `item` holds an item with another `id`, the
    /// content gets a binding that reads the item SwiftUI presented and drops writes, so nothing
    /// is written into the new item.
    ///
    /// A file that imports SwiftUI and OptionalBindings gets this modifier for a content closure
    /// that takes a binding (`{ $note in … }`) and SwiftUI's for one that takes the value. If the
    /// file also imports swift-navigation's SwiftUINavigation, whose modifier of this name also
    /// hands a binding, it gets that one: the default of `rank` makes this one the less preferred
    /// of the two.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload
    nonisolated public func sheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      onDismiss: (() -> Void)? = nil,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View where Item: Hashable & Sendable {
      sheet(item: item, onDismiss: onDismiss) { (presented: Item) in
        content(.presentedContent(of: item, presenting: presented))
      }
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
    /// The binding is the unconstrained ``SwiftUI/Binding/init(unwrapping:)``'s: the same binding
    /// in every evaluation, whatever the item holds. After the item is set to nil, a binding the
    /// content still holds reads the item as that binding found it, and drops writes. For an item
    /// of a class, a write to one of its properties still changes the object, which the optional
    /// no longer holds.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional item. The sheet is presented while it holds a value.
    ///   - onDismiss: The closure to run when the sheet is dismissed.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - content: A view builder that makes the sheet's content from a binding to the item.
    /// - Returns: A view that presents the sheet.
    @_disfavoredOverload
    nonisolated public func sheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      onDismiss: (() -> Void)? = nil,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder content: @escaping (Binding<Item>) -> Content
    ) -> some View {
      sheet(item: item, onDismiss: onDismiss) { (presented: Item) in
        content(.presentedContent(of: item, presenting: presented))
      }
    }
  }
#endif
