// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Signatures: the iOS 27.0 SDK's SwiftUI interface, as published in the public repository
// xybp888/iOS-SDKs at commit ad607cb07fe4ad1c9b91cf970bd228c2a9253207, file
// iPhoneOS27.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64e-apple-ios.swiftinterface (1,967,116 characters), read with the search tools: the alerts
// and confirmation dialogs that take a binding to optional data (`item data: Binding<T?>`), at
// characters 759,249-762,006 (`alert(_:item:actions:)`), 763,654-766,285
// (`alert(_:item:actions:message:)`), 1,291,548-1,295,089
// (`confirmationDialog(_:item:titleVisibility:actions:)`) and 1,297,064-1,301,301
// (`confirmationDialog(_:item:titleVisibility:actions:message:)`). Each is
// `@export(implementation)` (its body, which calls the `isPresented:presenting:` variant with
// the data's presence, is emitted into the client), in extensions available from iOS 15, macOS
// 12, tvOS 15 and watchOS 8 (the interface states nothing for visionOS; visionOS 1.0 is what the
// compiler infers from iOS 15). Neither the iOS 17.4 nor the iOS 26.2 SDK declares them (26.2
// has only the deprecated `alert(item:content:)`, for an `Identifiable` item and an `Alert`), so
// the audit lists them as newer than 26.2 and code that uses them needs the iOS 27 SDK.
//
// The interface declares, per title type: for `alert(_:item:actions:)` a `LocalizedStringKey`, a
// `LocalizedStringResource` (iOS 16, `@_disfavoredOverload`), a `StringProtocol`
// (`@_disfavoredOverload`) and a `Text` title; for `alert(_:item:actions:message:)` the same but
// `Text` (seven alerts in all); for both dialogs all four (eight). Here are all of them but the
// four `LocalizedStringResource` ones: that type is Foundation's, and the Foundation of the Linux
// toolchain has none, so the stand-in could only declare one of its own in this module, where it
// would pass for a SwiftUI declaration the audit cannot judge (the same reason the stand-in's
// other title-taking declarations leave that overload out). A string literal title reaches the
// `LocalizedStringKey` overload with or without them.
//
// The stand-in leaves out `@export(implementation)`: its bodies build the stand-in's own
// presentation for the inspector, from internal types a body emitted into the client cannot use.
// The attribute decides where the body is compiled, not which declaration a call reaches.
//
// Each overload names the page of its group: Apple's documentation shows each name as one
// overload group. The interface writes the builder as Xcode 27's `@ContentBuilder`; the SDKs on
// this machine (17.4, 26.2) have no `ContentBuilder`, so the stand-in writes `@ViewBuilder`, which
// accepts the same view content.
//
// The stand-in presents nothing. As with `alert(_:isPresented:presenting:actions:message:)`
// (PresentationModifiers.swift), it builds the actions and message from the data when the
// modifier is applied (Apple's closures for them are not escaping) and keeps them for the
// inspector; the presentation is shown while the data is non-nil, and dismissing it stores nil,
// as the interface's bodies do (they present with the data's presence as `isPresented`).

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
  /// Presents an alert using the given data to produce the alert's content and
  /// a localized string key for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - data: A binding to optional source of truth for the alert. The system presents the
  ///     alert when the binding's value is non-nil, and sets it to nil when an action is pressed.
  ///   - actions: A view builder returning the alert's actions given the data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingItem(.alert, title: titleKey.rendered, data: data, content: actions)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert using the given data to produce the alert's content and
  /// a string variable as a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the alert.
  ///   - data: A binding to optional source of truth for the alert. The system presents the
  ///     alert when the binding's value is non-nil, and sets it to nil when an action is pressed.
  ///   - actions: A view builder returning the alert's actions given the data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S,
    item data: Binding<T?>,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingItem(.alert, title: String(title), data: data, content: actions)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert using the given data to produce the alert's content and
  /// a text view as a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - data: A binding to optional source of truth for the alert. The system presents the
  ///     alert when the binding's value is non-nil, and sets it to nil when an action is pressed.
  ///   - actions: A view builder returning the alert's actions given the data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingItem(.alert, title: title.resolved, data: data, content: actions)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:message:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert with a message using the given data to produce the alert's content and
  /// a localized string key for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the alert.
  ///   - data: A binding to optional source of truth for the alert. The system presents the
  ///     alert when the binding's value is non-nil, and sets it to nil when an action is pressed.
  ///   - actions: A view builder returning the alert's actions given the data.
  ///   - message: A view builder returning the message for the alert given the data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingItem(.alert, title: titleKey.rendered, data: data) {
      TupleView((actions($0), message($0)))
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:message:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert with a message using the given data to produce the alert's content and
  /// a string variable as a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the alert.
  ///   - data: A binding to optional source of truth for the alert. The system presents the
  ///     alert when the binding's value is non-nil, and sets it to nil when an action is pressed.
  ///   - actions: A view builder returning the alert's actions given the data.
  ///   - message: A view builder returning the message for the alert given the data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    item data: Binding<T?>,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingItem(.alert, title: String(title), data: data) {
      TupleView((actions($0), message($0)))
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog using data to produce the dialog's
  /// content and a localized string key for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A view builder returning the dialog's actions given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingItem(.confirmationDialog, title: titleKey.rendered, data: data, content: actions)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog using data to produce the dialog's
  /// content and a string variable as a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A view builder returning the dialog's actions given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingItem(.confirmationDialog, title: String(title), data: data, content: actions)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog using data to produce the dialog's
  /// content and a text view as a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A view builder returning the dialog's actions given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingItem(.confirmationDialog, title: title.resolved, data: data, content: actions)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog with a message using data to produce the dialog's
  /// content and a localized string key for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized string that describes the title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A view builder returning the dialog's actions given the data.
  ///   - message: A view builder returning the message for the dialog given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingItem(.confirmationDialog, title: titleKey.rendered, data: data) {
      TupleView((actions($0), message($0)))
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog with a message using data to produce the dialog's
  /// content and a string variable as a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A view builder returning the dialog's actions given the data.
  ///   - message: A view builder returning the message for the dialog given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingItem(.confirmationDialog, title: String(title), data: data) {
      TupleView((actions($0), message($0)))
    }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog with a message using data to produce the dialog's
  /// content and a text view as a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - data: A binding to optional source of truth for the dialog. The system presents the
  ///     dialog when the binding's value is non-nil, and sets it to nil when the dialog's default
  ///     action is pressed.
  ///   - titleVisibility: The visibility of the dialog's title.
  ///   - actions: A view builder returning the dialog's actions given the data.
  ///   - message: A view builder returning the message for the dialog given the data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingItem(.confirmationDialog, title: title.resolved, data: data) {
      TupleView((actions($0), message($0)))
    }
  }

  /// The view every overload above returns, with the presentation for the inspector.
  ///
  /// The content is made from the data now (the overloads' closures are not escaping); the
  /// presentation is shown while the data is non-nil, and dismissing it stores nil. Not SwiftUI
  /// API.
  nonisolated func presentingItem<T, Content: View>(
    _ kind: InspectedPresentation.Kind, title: String, data: Binding<T?>,
    content: (T) -> Content
  ) -> some View {
    let shown = data.wrappedValue.map(content)
    return PresentingView(
      base: self, kind: kind, title: title, isPresented: .presence(of: data),
      presented: { shown })
  }
}
