// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The `LocalizedStringKey` overload of `alert(_:isPresented:presenting:actions:)` has no page of
// its own; it is declared like its `Text` and `message:` siblings (iOS 15). The stand-in presents
// nothing; the sheet keeps its item and content for the inspector.

extension View {
  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
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
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    self
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Presents a sheet using the given item as a data source for the sheet's content.
  ///
  /// The stand-in presents nothing; it keeps the item and the content for the inspector.
  ///
  /// - Parameters:
  ///   - item: A binding to an optional source of truth for the sheet.
  ///   - onDismiss: The closure to execute when dismissing the sheet.
  ///   - content: A closure returning the content of the sheet.
  /// - Returns: The view, with the sheet attached for the inspector (see ItemPresentations.swift).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ItemPresentingView(base: self, kind: .sheet, item: item, content: content)
  }
}
