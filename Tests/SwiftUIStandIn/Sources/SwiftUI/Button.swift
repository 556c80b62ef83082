// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `Button`
// (`nonisolated struct Button<Label> where Label : View`), `init(action:label:)`,
// `init(role:action:label:)` (iOS 15), `init(_ titleKey: LocalizedStringKey, action:)`,
// `init<S>(_ title: S, action:)`, all `@preconcurrency nonisolated` with an
// `@escaping @MainActor () -> Void` action. `ButtonRole` was not surfaced as a page; declared in
// SwiftUI's shape (an `Equatable`, `Sendable` structure with `destructive` and `cancel`).

/// A value that describes the purpose of a button.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  let name: String

  /// A role that indicates a destructive button.
  public static let destructive = ButtonRole(name: "destructive")

  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A control that initiates an action.
///
/// The stand-in keeps the action so that a test can press the button.
nonisolated public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// Creates a button that displays a custom label.
  ///
  /// - Parameters:
  ///   - action: The action to perform when the user triggers the button.
  ///   - label: A view that describes the purpose of the button's `action`.
  @preconcurrency
  nonisolated public init(
    action: @escaping @MainActor () -> Void,
    @ContentBuilder label: () -> Label
  ) {
    self.role = nil
    self.action = action
    self.label = label()
  }

  /// Creates a button with a specified role that displays a custom label.
  ///
  /// - Parameters:
  ///   - role: An optional semantic role that describes the button.
  ///   - action: The action to perform when the user interacts with the button.
  ///   - label: A view that describes the purpose of the button's `action`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
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

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the button's localized title.
  ///   - action: The action to perform when the user triggers the button.
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// Creates a button that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the button's `action`.
  ///   - action: The action to perform when the user triggers the button.
  @_disfavoredOverload
  @preconcurrency
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

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
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @preconcurrency
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}
