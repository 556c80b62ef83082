// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `init(_:role:action:)` with a `LocalizedStringKey` has no page of its own (the page of that
// name is the iOS 16 `LocalizedStringResource` overload group); it is declared like its iOS 15
// sibling `init(_:systemImage:role:action:)`.

// Apple: https://developer.apple.com/documentation/swiftui/buttonrole — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
/// A value that describes the purpose of a button.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
  let name: String

  // Apple: https://developer.apple.com/documentation/swiftui/buttonrole/destructive — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A role that indicates a destructive button.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public static let destructive = ButtonRole(name: "destructive")

  // Apple: https://developer.apple.com/documentation/swiftui/buttonrole/cancel — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A role that indicates a button that cancels an operation.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public static let cancel = ButtonRole(name: "cancel")
}

// Apple: https://developer.apple.com/documentation/swiftui/button — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A control that initiates an action.
///
/// The stand-in keeps the action so that a test can press the button.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  // Apple: https://developer.apple.com/documentation/swiftui/button/init(action:label:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a button that displays a custom label.
  ///
  /// - Parameters:
  ///   - action: The action to perform when the user triggers the button.
  ///   - label: A view that describes the purpose of the button's `action`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @preconcurrency
  nonisolated public init(
    action: @escaping @MainActor () -> Void,
    @ContentBuilder label: () -> Label
  ) {
    self.role = nil
    self.action = action
    self.label = label()
  }

  // Apple: https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a button with a specified role that displays a custom label.
  ///
  /// - Parameters:
  ///   - role: An optional semantic role that describes the button.
  ///   - action: The action to perform when the user interacts with the button.
  ///   - label: A view that describes the purpose of the button's `action`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @preconcurrency
  nonisolated public init(
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void,
    @ContentBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content and behavior of the view.
  ///
  /// SwiftUI builds this control from its style; the stand-in's inspector reads its stored
  /// properties instead, and evaluating the body stops the program.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View { primitiveViewBody(Self.self) }
}

extension Button where Label == Text {
  // Apple: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a button that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the button's localized title.
  ///   - action: The action to perform when the user triggers the button.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a button that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the button's `action`.
  ///   - action: The action to perform when the user triggers the button.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  @preconcurrency
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a button with a specified role that generates its label from a localized string
  /// key.
  ///
  /// Signature read off its siblings on Apple's pages (`init(_:systemImage:role:action:)` with a
  /// `LocalizedStringKey`, iOS 15; `init(_:role:action:)` with a `LocalizedStringResource`).
  ///
  /// - Parameters:
  ///   - titleKey: The key for the button's localized title.
  ///   - role: An optional semantic role describing the button.
  ///   - action: The action to perform when the user triggers the button.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @preconcurrency
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}
