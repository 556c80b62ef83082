#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Presents a confirmation dialog while an optional holds an item, and hands the dialog's
    /// actions a binding to it.
    ///
    /// Use it for a dialog whose actions change the item they are about, and save it (pressing
    /// an action dismisses the dialog, which sets `item` to nil):
    ///
    /// ```swift
    /// .confirmationDialog("Move to", item: $movedFile) { $file in
    ///   Button("Archive") {
    ///     file.folder = .archive
    ///     save(file)
    ///   }
    ///   Button("Trash", role: .destructive) {
    ///     file.folder = .trash
    ///     save(file)
    ///   }
    /// }
    /// ```
    ///
    /// The dialog is presented while `item` holds a value; when it goes away, `item` is set to
    /// nil, but only while it still holds the item the dialog shows (by its `id`; for an item
    /// that is not `Identifiable`, whatever it holds). When an item with another
    /// `id` replaces that one, the dialog is dismissed and presented again for the new item (it
    /// is attached to a clear background view whose `id(_:)` is the item's `id`); an item that is
    /// not `Identifiable` is one dialog for as long as `item` holds a value. The actions' binding
    /// belongs to the item the dialog shows: once `item` is nil or holds an item with another
    /// `id`, a binding an action still holds reads the item as it last read or wrote it, and
    /// drops writes. All of this is as in ``alert(_:item:actions:)``, which says what the
    /// stand-in the tests run on can show of it.
    ///
    /// Underneath it is SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` (iOS 15), with the
    /// title as `Text(titleKey)`; for a `String` or a
    /// `LocalizedStringResource` title, pass `Text(title)`. An actions closure that takes the
    /// value, or ignores it, gets SwiftUI's `confirmationDialog(_:item:titleVisibility:actions:)`
    /// where the SDK has it (iOS 27); this one is a disfavored overload.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the dialog's localized title.
    ///   - item: A binding to the optional item. The dialog is presented while it holds a value.
    ///   - titleVisibility: Whether the title is shown.
    ///   - actions: A view builder that makes the dialog's actions from a binding to the item.
    /// - Returns: A view that presents the dialog.
    @_disfavoredOverload  // `.confirmationDialog("Move?", item: $f) { _ in … }`: SwiftUI's
    nonisolated public func confirmationDialog<Item, A: View>(
      _ titleKey: LocalizedStringKey, item: Binding<Item?>,
      titleVisibility: Visibility = .automatic, @ViewBuilder actions: (Binding<Item>) -> A
    ) -> some View {
      presentingDialog(Text(titleKey), item: item, titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog with a text title while an optional holds an item, and
    /// hands the dialog's actions a binding to it.
    ///
    /// Presenting, dismissing, presenting again for an item with another `id`, and the binding
    /// behave as in ``confirmationDialog(_:item:titleVisibility:actions:)``.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - item: A binding to the optional item. The dialog is presented while it holds a value.
    ///   - titleVisibility: Whether the title is shown.
    ///   - actions: A view builder that makes the dialog's actions from a binding to the item.
    /// - Returns: A view that presents the dialog.
    @_disfavoredOverload  // `.confirmationDialog(Text("Move?"), item: $f) { _ in … }`: SwiftUI's
    nonisolated public func confirmationDialog<Item, A: View>(
      _ title: Text, item: Binding<Item?>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: (Binding<Item>) -> A
    ) -> some View {
      presentingDialog(title, item: item, titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog with a message while an optional holds an item, and hands
    /// the dialog's actions and message a binding to it.
    ///
    /// ```swift
    /// .confirmationDialog("Move to", item: $movedFile) { $file in
    ///   Button("Archive") {
    ///     file.folder = .archive
    ///     save(file)
    ///   }
    /// } message: { $file in
    ///   Text("\(file.name) leaves \(file.folder.name).")
    /// }
    /// ```
    ///
    /// Presenting, dismissing, presenting again for an item with another `id`, and the binding
    /// behave as in ``confirmationDialog(_:item:titleVisibility:actions:)``; the message gets
    /// the same binding as the actions.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the dialog's localized title.
    ///   - item: A binding to the optional item. The dialog is presented while it holds a value.
    ///   - titleVisibility: Whether the title is shown.
    ///   - actions: A view builder that makes the dialog's actions from a binding to the item.
    ///   - message: A view builder that makes the dialog's message from a binding to the item.
    /// - Returns: A view that presents the dialog.
    @_disfavoredOverload  // `.confirmationDialog("M", item:) { _ in } message: { _ in }`: SwiftUI's
    nonisolated public func confirmationDialog<Item, A: View, M: View>(
      _ titleKey: LocalizedStringKey, item: Binding<Item?>,
      titleVisibility: Visibility = .automatic, @ViewBuilder actions: (Binding<Item>) -> A,
      @ViewBuilder message: (Binding<Item>) -> M
    ) -> some View {
      presentingDialog(
        Text(titleKey), item: item, titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a text title and a message while an optional holds an
    /// item, and hands the dialog's actions and message a binding to it.
    ///
    /// Presenting, dismissing, presenting again for an item with another `id`, and the binding
    /// behave as in ``confirmationDialog(_:item:titleVisibility:actions:)``.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - item: A binding to the optional item. The dialog is presented while it holds a value.
    ///   - titleVisibility: Whether the title is shown.
    ///   - actions: A view builder that makes the dialog's actions from a binding to the item.
    ///   - message: A view builder that makes the dialog's message from a binding to the item.
    /// - Returns: A view that presents the dialog.
    @_disfavoredOverload  // `.confirmationDialog(Text(…), item:) { _ in } message:…`: SwiftUI's
    nonisolated public func confirmationDialog<Item, A: View, M: View>(
      _ title: Text, item: Binding<Item?>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: (Binding<Item>) -> A, @ViewBuilder message: (Binding<Item>) -> M
    ) -> some View {
      presentingDialog(title, item: item, titleVisibility, actions: actions, message: message)
    }

    /// SwiftUI's dialog for `item`, attached to a clear view whose identity is the item's.
    nonisolated private func presentingDialog<Item, A: View>(
      _ title: Text, item: Binding<Item?>, _ titleVisibility: Visibility,
      actions: (Binding<Item>) -> A
    ) -> some View {
      presenting(item) { view, shown in
        view.confirmationDialog(
          title, isPresented: shown.isPresented, titleVisibility: titleVisibility,
          presenting: shown.binding, actions: actions)
      }
    }

    /// SwiftUI's dialog with a message for `item`, attached to a clear view whose identity is
    /// the item's.
    nonisolated private func presentingDialog<Item, A: View, M: View>(
      _ title: Text, item: Binding<Item?>, _ titleVisibility: Visibility,
      actions: (Binding<Item>) -> A, message: (Binding<Item>) -> M
    ) -> some View {
      presenting(item) { view, shown in
        view.confirmationDialog(
          title, isPresented: shown.isPresented, titleVisibility: titleVisibility,
          presenting: shown.binding, actions: actions, message: message)
      }
    }
  }
#endif
