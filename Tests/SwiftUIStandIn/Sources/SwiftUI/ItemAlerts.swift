// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Signatures: the iOS 27.0 SDK's SwiftUI interface, as published in the public repository
// xybp888/iOS-SDKs at commit ad607cb07fe4ad1c9b91cf970bd228c2a9253207, file
// iPhoneOS27.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64e-apple-ios.swiftinterface (1,967,116 characters), read with the search tools: the alerts
// and confirmation dialogs that take a binding to optional data (`item data: Binding<T?>`), at
// characters 759,249-762,006 (`alert(_:item:actions:)`), 763,654-766,285
// (`alert(_:item:actions:message:)`), 1,291,548-1,295,089
// (`confirmationDialog(_:item:titleVisibility:actions:)`) and 1,297,064-1,301,301
// (`confirmationDialog(_:item:titleVisibility:actions:message:)`); the alerts read again in the
// 16,000 characters from offset 757,000. They sit in extensions available from iOS 15, macOS 12,
// tvOS 15 and watchOS 8 (the interface states nothing for visionOS; visionOS 1.0 is what the
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
// As in the interface, each is `@export(implementation)`, its closures are `@ContentBuilder`
// (ContentBuilder.swift), and its body, emitted into the client, is the one the interface prints:
// it calls the `isPresented:presenting:` variant with a `Text` title (`Text(titleKey)`,
// `Text(title)` or the title itself), `data._swiftUI_toBool` as `isPresented` and
// `data.wrappedValue` as the data, so the closures receive the item's value. `_swiftUI_toBool`
// is the iOS 27.0 SDK's own `Optional` member (SwiftUICore, read from offset 1,216,000; declared
// in DataPresentations.swift): true while the value is there, and setting it to false stores nil.
// The interface's `@usableFromInline internal` twins (`_alert`, `_confirmationDialog`), which
// keep the entry points older clients linked against, are internal and not declared.
//
// The stand-in presents nothing. The `isPresented:presenting:` variants with a `Text` title
// (DataPresentations.swift) build the actions and message from the data when the modifier is
// applied (Apple's closures for them are not escaping) and keep them for the inspector, shown
// while `isPresented` is true; here that is while the data is non-nil, and dismissing the
// presentation stores nil, as the bodies the interface prints make it.

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
  @export(implementation)
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    alert(
      Text(titleKey),
      isPresented: data._swiftUI_toBool,
      presenting: data.wrappedValue,
      actions: actions)
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
  @export(implementation)
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S,
    item data: Binding<T?>,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    alert(
      Text(title),
      isPresented: data._swiftUI_toBool,
      presenting: data.wrappedValue,
      actions: actions)
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
  @export(implementation)
  nonisolated public func alert<A: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    alert(
      title,
      isPresented: data._swiftUI_toBool,
      presenting: data.wrappedValue,
      actions: actions)
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
  @export(implementation)
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey),
      isPresented: data._swiftUI_toBool,
      presenting: data.wrappedValue,
      actions: actions,
      message: message)
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
  @export(implementation)
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    item data: Binding<T?>,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(title),
      isPresented: data._swiftUI_toBool,
      presenting: data.wrappedValue,
      actions: actions,
      message: message)
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
  @export(implementation)
  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey),
      isPresented: data._swiftUI_toBool,
      titleVisibility: titleVisibility,
      presenting: data.wrappedValue,
      actions: actions)
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
  @export(implementation)
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(title),
      isPresented: data._swiftUI_toBool,
      titleVisibility: titleVisibility,
      presenting: data.wrappedValue,
      actions: actions)
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
  @export(implementation)
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      title,
      isPresented: data._swiftUI_toBool,
      titleVisibility: titleVisibility,
      presenting: data.wrappedValue,
      actions: actions)
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
  @export(implementation)
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey),
      isPresented: data._swiftUI_toBool,
      titleVisibility: titleVisibility,
      presenting: data.wrappedValue,
      actions: actions,
      message: message)
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
  @export(implementation)
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(title),
      isPresented: data._swiftUI_toBool,
      titleVisibility: titleVisibility,
      presenting: data.wrappedValue,
      actions: actions,
      message: message)
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
  @export(implementation)
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text,
    item data: Binding<T?>,
    titleVisibility: Visibility = .automatic,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      title,
      isPresented: data._swiftUI_toBool,
      titleVisibility: titleVisibility,
      presenting: data.wrappedValue,
      actions: actions,
      message: message)
  }
}
