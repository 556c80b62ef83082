// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-12-01: the alerts and
// confirmation dialogs that take a binding to optional data (`item data: Binding<T?>`). Apple's
// pages list them as available from iOS 15, macOS 12, tvOS 15, watchOS 8 and visionOS 1; neither
// the iOS 17.4 nor the iOS 26.2 SDK declares them (26.2 has only the deprecated
// `alert(item:content:)`, for an `Identifiable` item and an `Alert`), so the audit lists them as
// newer than 26.2: they are emitted into the client (`@export(implementation)` on the pages),
// and code that uses them needs the iOS 27 SDK. Each page is an overload group; the stand-in
// declares the overload each page shows (a `Text` title, or for `alert(_:item:actions:message:)`
// a `LocalizedStringKey` title) and not the others, whose exact signatures were not read. The
// pages write the builder as Xcode 27's `@ContentBuilder`; the stand-in writes `@ViewBuilder`,
// the builder of the SDKs on this machine, which accepts the same view content.
//
// The stand-in presents nothing. As with `alert(_:isPresented:presenting:actions:message:)`
// (PresentationModifiers.swift), it builds the actions and message from the data when the
// modifier is applied (Apple's closures for them are not escaping) and keeps them for the
// inspector; the presentation is shown while the data is non-nil, and dismissing it stores nil,
// as the pages say the system does when an action is pressed.

import Foundation

// `Visibility`'s `CaseIterable` conformance is left out (not synthesized for cases that carry
// `@available`).
// Apple: https://developer.apple.com/documentation/swiftui/visibility — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
/// The visibility of a UI element, chosen automatically based on the platform, current context,
/// and other factors.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen
public enum Visibility: Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/visibility/automatic — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The element may be visible or hidden depending on the policies of the component accepting
  /// the visibility configuration.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  case automatic
  // Apple: https://developer.apple.com/documentation/swiftui/visibility/visible — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The element may be visible.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  case visible
  // Apple: https://developer.apple.com/documentation/swiftui/visibility/hidden — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The element may be hidden.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  case hidden
}

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert using the given data to produce the alert's content and a text view as a
  /// title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - data: A binding to optional source of truth for the alert. The system presents the
  ///     alert when the binding's value is non-nil, and sets it to nil when an action is pressed.
  ///   - actions: A content builder returning the alert's actions given the data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = data.wrappedValue.map(actions)
    return PresentingView(
      base: self, kind: .alert, title: title.resolved, isPresented: .presence(of: data),
      presented: { shown })
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:message:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert with a message using the given data to produce the alert's content and a
  /// localized string key for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - data: A binding to optional source of truth for the alert. The system presents the
  ///     alert when the binding's value is non-nil, and sets it to nil when an action is pressed.
  ///   - actions: A content builder returning the alert's actions given the data.
  ///   - message: A content builder returning the message for the alert given the data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = data.wrappedValue.map { TupleView((actions($0), message($0))) }
    return PresentingView(
      base: self, kind: .alert, title: titleKey.rendered, isPresented: .presence(of: data),
      presented: { shown })
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog using data to produce the dialog's content and a text view
  /// for the title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A content builder returning the dialog's actions given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = data.wrappedValue.map(actions)
    return PresentingView(
      base: self, kind: .confirmationDialog, title: title.resolved,
      isPresented: .presence(of: data), presented: { shown })
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog with a message using data to produce the dialog's content
  /// and a text view for the message.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A content builder returning the dialog's actions given the data.
  ///   - message: A content builder returning the message for the dialog given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = data.wrappedValue.map { TupleView((actions($0), message($0))) }
    return PresentingView(
      base: self, kind: .confirmationDialog, title: title.resolved,
      isPresented: .presence(of: data), presented: { shown })
  }
}
