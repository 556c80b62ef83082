// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29:
// `View.sheet(item:onDismiss:content:)` (iOS 13, macOS 10.15, tvOS 13, watchOS 6: `nonisolated
// func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
// @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable,
// Content : View`) and `View.alert(_:isPresented:presenting:actions:)` (iOS 15, macOS 12, tvOS 15,
// watchOS 8), whose `LocalizedStringKey` overload is read off its `Text` and `message:` siblings
// (`nonisolated func alert<A, T>(_: Text, isPresented: Binding<Bool>, presenting data: T?,
// @ContentBuilder actions: (T) -> A) -> some View where A : View`).

extension View {
  /// Presents an alert using the given data to produce the alert's content and a localized
  /// string key for a title.
  ///
  /// The stand-in presents nothing and returns the view unchanged.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///   - data: An optional source of truth for the alert.
  ///   - actions: A view builder returning the alert's actions given the currently available
  ///     data.
  /// - Returns: The view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    self
  }

  /// Presents a sheet using the given item as a data source for the sheet's content.
  ///
  /// The stand-in presents nothing and returns the view unchanged.
  ///
  /// - Parameters:
  ///   - item: A binding to an optional source of truth for the sheet.
  ///   - onDismiss: The closure to execute when dismissing the sheet.
  ///   - content: A closure returning the content of the sheet.
  /// - Returns: The view.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View {
    self
  }
}
