#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Presents an alert while an optional holds an item, and hands the alert's actions a
    /// binding to it.
    ///
    /// Use it for an alert that edits the item it is about, such as a rename alert whose text
    /// field writes the new name into the item and whose action saves it:
    ///
    /// ```swift
    /// .alert("Rename", item: $renamedFile) { $file in
    ///   TextField("Name", text: $file.name)
    ///   Button("Save") { save(file) }
    /// }
    /// ```
    ///
    /// Pressing an action dismisses the alert, which sets `item` to nil: an edit that lives only
    /// in `item` (a copy kept while the alert is up, as `renamedFile` is) is kept by an action
    /// that saves it, as `save(file)` does here.
    ///
    /// The alert is presented while `item` holds a value. When it goes away (an action is
    /// pressed, and SwiftUI writes `false` to what presents it), `item` is set to nil, but only
    /// while it still holds the item the alert shows: a dismissal that arrives after an item with
    /// another `id` replaced that one leaves the new item alone. (An item that is not
    /// `Identifiable` has no `id` to tell: every item counts as the one shown, and a late
    /// dismissal clears whatever `item` holds.) Writing nil to `item` dismisses the alert.
    ///
    /// When an item with another `id` replaces the one shown, the alert is dismissed and
    /// presented again for the new item: it is attached to a clear view in the background whose
    /// `id(_:)` is the item's `id`, so SwiftUI sees another view, with another alert. An item that
    /// is not `Identifiable` has no identity of its own: its alert stays up, showing whatever
    /// item `item` holds. (The SwiftUI stand-in this package's tests run on shows the background
    /// view's `id` changing, the old alert's dismissal writing nothing, and the new item's
    /// actions; it does not present, so the dismissal and presentation themselves are SwiftUI's,
    /// not checked here.)
    ///
    /// The actions' binding belongs to the item the alert shows, as in
    /// ``sheet(item:onDismiss:content:)``: while `item` holds it (by its `id`), the binding reads
    /// and writes it; once `item` is nil or holds an item with another `id`, a binding an action
    /// still holds reads the item as it last read or wrote it, and its writes are dropped. The
    /// actions are built when this modifier is evaluated, as SwiftUI's alerts build theirs, and
    /// the binding is the same evaluation after evaluation for the same item. An item whose `id`
    /// is what the alert edits (a tag identified by its name, renamed in the alert) becomes
    /// another item with the first keystroke: that write goes through, the alert is presented
    /// again, and the first alert's binding writes no more. Give such an item an `id` of its own.
    ///
    /// Underneath it is SwiftUI's `alert(_:isPresented:presenting:actions:)` (iOS 15), with the
    /// title as `Text(titleKey)`. For a title in a `String`, or in a `LocalizedStringResource`,
    /// pass `Text(title)`, which is what SwiftUI's alerts with those titles show: this package
    /// declares no overload for them, because beside this one a string literal title would then
    /// reach it, and lose its localization.
    ///
    /// An actions closure that takes the value, or ignores it (`{ _ in … }`), gets SwiftUI's
    /// `alert(_:item:actions:)` where the SDK has it (iOS 27); this one is a disfavored overload.
    /// swift-navigation's alerts are named `alert(item:title:actions:)` and
    /// `alert(_:action:)`, so a call written for them reaches them.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the alert's localized title.
    ///   - item: A binding to the optional item. The alert is presented while it holds a value.
    ///   - actions: A view builder that makes the alert's actions from a binding to the item.
    /// - Returns: A view that presents the alert.
    @_disfavoredOverload  // `.alert("Delete?", item: $f) { _ in … }` reaches SwiftUI's (iOS 27)
    nonisolated public func alert<Item, A: View>(
      _ titleKey: LocalizedStringKey, item: Binding<Item?>,
      @ViewBuilder actions: (Binding<Item>) -> A
    ) -> some View {
      presentingAlert(Text(titleKey), item: item, actions: actions)
    }

    /// Presents an alert with a text title while an optional holds an item, and hands the
    /// alert's actions a binding to it.
    ///
    /// ```swift
    /// .alert(Text("Rename \(file.name)"), item: $renamedFile) { $file in
    ///   TextField("Name", text: $file.name)
    /// }
    /// ```
    ///
    /// Presenting, dismissing, presenting again for an item with another `id`, and the binding
    /// behave as in ``alert(_:item:actions:)``.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - item: A binding to the optional item. The alert is presented while it holds a value.
    ///   - actions: A view builder that makes the alert's actions from a binding to the item.
    /// - Returns: A view that presents the alert.
    @_disfavoredOverload  // `.alert(Text("Delete?"), item: $file) { _ in … }` reaches SwiftUI's
    nonisolated public func alert<Item, A: View>(
      _ title: Text, item: Binding<Item?>, @ViewBuilder actions: (Binding<Item>) -> A
    ) -> some View {
      presentingAlert(title, item: item, actions: actions)
    }

    /// Presents an alert with a message while an optional holds an item, and hands the alert's
    /// actions and message a binding to it.
    ///
    /// ```swift
    /// .alert("Rename", item: $renamedFile) { $file in
    ///   TextField("Name", text: $file.name)
    ///   Button("Save") { save(file) }
    /// } message: { $file in
    ///   Text("The file keeps its contents.")
    /// }
    /// ```
    ///
    /// Presenting, dismissing, presenting again for an item with another `id`, and the binding
    /// behave as in ``alert(_:item:actions:)``; the message gets the same binding as the actions.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the alert's localized title.
    ///   - item: A binding to the optional item. The alert is presented while it holds a value.
    ///   - actions: A view builder that makes the alert's actions from a binding to the item.
    ///   - message: A view builder that makes the alert's message from a binding to the item.
    /// - Returns: A view that presents the alert.
    @_disfavoredOverload  // `.alert("Delete?", item: $f) { _ in } message: { _ in }`: SwiftUI's
    nonisolated public func alert<Item, A: View, M: View>(
      _ titleKey: LocalizedStringKey, item: Binding<Item?>,
      @ViewBuilder actions: (Binding<Item>) -> A, @ViewBuilder message: (Binding<Item>) -> M
    ) -> some View {
      presentingAlert(Text(titleKey), item: item, actions: actions, message: message)
    }

    /// Presents an alert with a text title and a message while an optional holds an item, and
    /// hands the alert's actions and message a binding to it.
    ///
    /// Presenting, dismissing, presenting again for an item with another `id`, and the binding
    /// behave as in ``alert(_:item:actions:)``. The iOS 27 SDK declares no alert of this shape
    /// that takes the value (its `alert(_:item:actions:message:)` takes a `LocalizedStringKey`, a
    /// `LocalizedStringResource` or a `StringProtocol` title), so this one is not disfavored.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - item: A binding to the optional item. The alert is presented while it holds a value.
    ///   - actions: A view builder that makes the alert's actions from a binding to the item.
    ///   - message: A view builder that makes the alert's message from a binding to the item.
    /// - Returns: A view that presents the alert.
    nonisolated public func alert<Item, A: View, M: View>(
      _ title: Text, item: Binding<Item?>, @ViewBuilder actions: (Binding<Item>) -> A,
      @ViewBuilder message: (Binding<Item>) -> M
    ) -> some View {
      presentingAlert(title, item: item, actions: actions, message: message)
    }

    /// SwiftUI's alert for `item`, attached to a clear view whose identity is the item's.
    nonisolated private func presentingAlert<Item, A: View>(
      _ title: Text, item: Binding<Item?>, actions: (Binding<Item>) -> A
    ) -> some View {
      presenting(item) { view, shown in
        view.alert(
          title, isPresented: shown.isPresented, presenting: shown.binding, actions: actions)
      }
    }

    /// SwiftUI's alert with a message for `item`, attached to a clear view whose identity is the
    /// item's.
    nonisolated private func presentingAlert<Item, A: View, M: View>(
      _ title: Text, item: Binding<Item?>, actions: (Binding<Item>) -> A,
      message: (Binding<Item>) -> M
    ) -> some View {
      presenting(item) { view, shown in
        view.alert(
          title, isPresented: shown.isPresented, presenting: shown.binding, actions: actions,
          message: message)
      }
    }
  }
#endif
