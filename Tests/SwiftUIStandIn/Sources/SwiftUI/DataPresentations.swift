// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// What the iOS 27.0 SDK's alerts and dialogs that take a binding to optional data call, and its
// alerts for a binding to an optional error, as its interfaces declare them (xybp888/iOS-SDKs,
// commit ad607cb; SwiftUI's interface for the modifiers, the 16,000 characters read from offsets
// 757,000 and 1,288,500; SwiftUICore's for `_swiftUI_toBool`, from offset 1,216,000):
//
// - `Optional._swiftUI_toBool`, new in 27.0 and available from iOS 15, `@export(implementation)`
//   with the body the interface prints: a Boolean that is true while the value is there, and
//   whose setter stores nil when given false (and does nothing when given true). Through a
//   binding's dynamic member lookup, `data._swiftUI_toBool` is a `Binding<Bool>` that
//   dismissing a presentation sets to false;
// - the `isPresented:presenting:` alerts and dialogs with a `Text` title, which the item alerts
//   and dialogs (ItemAlerts.swift) call; 26.2 declares them the same but for the builder's name
//   (`@ViewBuilder`, 27.0 `@ContentBuilder`);
// - `alert(isPresented:error:actions:)` and its message variant (26.2's, with the builder's new
//   name), which the back-deployed `alert(error:actions:)` calls;
// - `alert(error:actions:)` and `alert(error:actions:message:)`, new in 27.0: for any `Error`,
//   available from iOS 27 only (`anyAppleOS 27.0`, written here for each platform), and, beside
//   them, `@_disfavoredOverload @export(implementation)` ones for a `LocalizedError`, available
//   from iOS 15, whose bodies call `alert(isPresented:error:…)` with
//   `error._swiftUI_toBool` and `error.wrappedValue`. None of the four is in the 17.4 or 26.2
//   SDK.
//
// The stand-in presents nothing. Like the other alerts (PresentationModifiers.swift), these build
// the actions and message from the data when the modifier is applied (Apple's closures for them
// are not escaping) and keep them, with the title, for the inspector: shown while `isPresented`
// is true and the data (or error) is there. An error alert's title is the error's
// `errorDescription`, or its `localizedDescription` when it has none (Apple's pages: the system
// takes the title from the error's `errorDescription`).

import Foundation

extension Optional {
  // Apple's name, underscores and all.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Whether there is a value; setting it to false stores nil, setting it to true does nothing.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @export(implementation)
  public var _swiftUI_toBool: Bool {
    get { self != nil }
    set {
      guard !newValue else { return }
      self = nil
    }
  }
}

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-4rhk6 — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert using the given data to produce the alert's content and a
  /// text view for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///   - data: An optional source of truth for the alert.
  ///   - actions: A view builder returning the alert's actions given the currently available
  ///     data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    presenting(.alert, title: title, isPresented: isPresented, content: data.map(actions))
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-3md6l — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert with a message using the given data to produce the alert's content and a
  /// text view for a title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///   - data: An optional source of truth for the alert.
  ///   - actions: A view builder returning the alert's actions given the currently available
  ///     data.
  ///   - message: A view builder returning the message for the alert given the currently
  ///     available data.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    presenting(
      .alert, title: title, isPresented: isPresented,
      content: data.map { TupleView((actions($0), message($0))) })
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-51pyu — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog using data to produce the dialog's content and a
  /// text view for the title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///   - titleVisibility: The visibility of the dialog's title (the stand-in keeps the title
  ///     whatever it is).
  ///   - data: An optional source of truth for the dialog.
  ///   - actions: A view builder returning the dialog's actions given the currently available
  ///     data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ContentBuilder actions: (T) -> A
  ) -> some View {
    presenting(
      .confirmationDialog, title: title, isPresented: isPresented, content: data.map(actions))
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents a confirmation dialog with a message using data to produce the dialog's content and a
  /// text view for the title.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///   - titleVisibility: The visibility of the dialog's title (the stand-in keeps the title
  ///     whatever it is).
  ///   - data: An optional source of truth for the dialog.
  ///   - actions: A view builder returning the dialog's actions given the currently available
  ///     data.
  ///   - message: A view builder returning the message for the dialog given the currently
  ///     available data.
  /// - Returns: The view, with the dialog attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View {
    presenting(
      .confirmationDialog, title: title, isPresented: isPresented,
      content: data.map { TupleView((actions($0), message($0))) })
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert when an error is present.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///   - error: An optional localized error that is used to generate the alert's title.
  ///   - actions: A view builder returning the alert's actions.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>,
    error: E?,
    @ContentBuilder actions: () -> A
  ) -> some View {
    presenting(
      .alert, title: error.map(Self.title(of:)), isPresented: isPresented,
      content: error.map { _ in actions() })
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert with a message when an error is present.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///   - error: An optional localized error that is used to generate the alert's title.
  ///   - actions: A view builder returning the alert's actions given the error.
  ///   - message: A view builder returning the message for the alert given the error.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>,
    error: E?,
    @ContentBuilder actions: (E) -> A,
    @ContentBuilder message: (E) -> M
  ) -> some View {
    presenting(
      .alert, title: error.map(Self.title(of:)), isPresented: isPresented,
      content: error.map { TupleView((actions($0), message($0))) })
  }

  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// Presents an alert while a binding holds an error, and sets it to nil when the alert is
  /// dismissed.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - error: A binding to an optional error that is used to generate the alert's title.
  ///   - actions: A view builder returning the alert's actions.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  nonisolated public func alert<E: Error, A: View>(
    error: Binding<E?>,
    @ContentBuilder actions: () -> A
  ) -> some View {
    let shown = error.wrappedValue
    return presenting(
      .alert, title: shown.map(Self.title(of:)), isPresented: error._swiftUI_toBool,
      content: shown.map { _ in actions() })
  }

  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// Presents an alert with a message while a binding holds an error, and sets it to nil when
  /// the alert is dismissed.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - error: A binding to an optional error that is used to generate the alert's title.
  ///   - actions: A view builder returning the alert's actions given the error.
  ///   - message: A view builder returning the message for the alert given the error.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  nonisolated public func alert<E: Error, A: View, M: View>(
    error: Binding<E?>,
    @ContentBuilder actions: (E) -> A,
    @ContentBuilder message: (E) -> M
  ) -> some View {
    let shown = error.wrappedValue
    return presenting(
      .alert, title: shown.map(Self.title(of:)), isPresented: error._swiftUI_toBool,
      content: shown.map { TupleView((actions($0), message($0))) })
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert while a binding holds a localized error, and sets it to nil when the alert
  /// is dismissed.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - error: A binding to an optional localized error that is used to generate the alert's
  ///     title.
  ///   - actions: A view builder returning the alert's actions.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @_disfavoredOverload
  @export(implementation)
  nonisolated public func alert<E: LocalizedError, A: View>(
    error: Binding<E?>,
    @ContentBuilder actions: () -> A
  ) -> some View {
    alert(
      isPresented: error._swiftUI_toBool,
      error: error.wrappedValue,
      actions: actions)
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Presents an alert with a message while a binding holds a localized error, and sets it to nil
  /// when the alert is dismissed.
  ///
  /// The stand-in presents nothing; see the file's header.
  ///
  /// - Parameters:
  ///   - error: A binding to an optional localized error that is used to generate the alert's
  ///     title.
  ///   - actions: A view builder returning the alert's actions given the error.
  ///   - message: A view builder returning the message for the alert given the error.
  /// - Returns: The view, with the alert attached for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @_disfavoredOverload
  @export(implementation)
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>,
    @ContentBuilder actions: (E) -> A,
    @ContentBuilder message: (E) -> M
  ) -> some View {
    alert(
      isPresented: error._swiftUI_toBool,
      error: error.wrappedValue,
      actions: actions,
      message: message)
  }

  /// The view every modifier above returns, with the presentation for the inspector.
  ///
  /// The title and the content are those made now. Not SwiftUI API.
  nonisolated func presenting<Content: View>(
    _ kind: InspectedPresentation.Kind, title: Text?, isPresented: Binding<Bool>,
    content: Content?
  ) -> some View {
    presenting(kind, title: title?.resolved, isPresented: isPresented, content: content)
  }

  /// The view every modifier above returns, with a title already resolved.
  ///
  /// Not SwiftUI API.
  nonisolated func presenting<Content: View>(
    _ kind: InspectedPresentation.Kind, title: String?, isPresented: Binding<Bool>,
    content: Content?
  ) -> some View {
    PresentingView(
      base: self, kind: kind, title: title, isPresented: isPresented, presented: { content })
  }

  /// An error alert's title.
  ///
  /// The error's description, as a localized error gives it. Not SwiftUI API.
  nonisolated static func title(of error: some Error) -> String {
    (error as? LocalizedError)?.errorDescription ?? error.localizedDescription
  }
}
