// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30: the sheet and alert
// modifiers the example app uses (those of the documentation's listings are in
// Presentation.swift). The stand-in presents nothing. It keeps what SwiftUI would present, so
// that the inspector can evaluate it (see ExampleInspection.swift): a sheet's content closure,
// and an alert's actions and message, built from the data when the modifier is applied, since
// Apple's closures for them are not escaping.

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet
  ///     that you create in the modifier's `content` closure.
  ///   - onDismiss: The closure to execute when dismissing the sheet.
  ///   - content: A closure that returns the content of the sheet.
  /// - Returns: The view, with the sheet attached for the inspector.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ContentBuilder content: @escaping () -> Content
  ) -> some View {
    PresentingView(
      base: self, kind: .sheet, title: nil, isPresented: isPresented, presented: content)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:) — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Associates a destination view with a binding that can be used to push the view onto a
  /// `NavigationStack`.
  ///
  /// The stand-in pushes nothing; see the file's header. Its destination is built when the
  /// modifier is applied, as Apple's closure is not escaping.
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that indicates whether `destination` is
  ///     currently presented.
  ///   - destination: A view to present.
  /// - Returns: The view, with the destination attached for the inspector.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>,
    @ContentBuilder destination: () -> V
  ) -> some View {
    let presented = destination()
    return PresentingView(
      base: self, kind: .navigationDestination, title: nil, isPresented: isPresented,
      presented: { presented })
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4 — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert with a message using the given data to produce the alert's content and a
  /// localized string key for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///   - data: An optional source of truth for the alert.
  ///   - actions: A view builder returning the alert's actions given the currently available
  ///     data.
  ///   - message: A view builder returning the message for the alert given the currently
  ///     available data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    // Apple: "For the alert to appear, both isPresented must be true and data must not be nil."
    let alert = data.map { TupleView((actions($0), message($0))) }
    return PresentingView(
      base: self, kind: .alert, title: titleKey.rendered, isPresented: isPresented,
      presented: { alert })
  }
}

/// A view with a sheet or an alert attached, which the modifiers above return; not SwiftUI API.
nonisolated struct PresentingView<Base: View, Presented: View>: View {
  let base: Base
  let kind: InspectedPresentation.Kind
  let title: String?
  let isPresented: Binding<Bool>
  let presented: () -> Presented?

  var body: Never {
    fatalError("PresentingView is a primitive view and has no body.")
  }
}
