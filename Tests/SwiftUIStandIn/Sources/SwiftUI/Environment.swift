// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30: `Environment`,
// `EnvironmentValues` and the `dismiss` action, which the example app's detail view reads. The
// stand-in has no environment: `@Environment` reads a default `EnvironmentValues()`, and its
// dismiss action does nothing.

// Apple: https://developer.apple.com/documentation/swiftui/environment — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A property wrapper that reads a value from a view's environment.
///
/// The stand-in reads a default `EnvironmentValues()`; nothing sets a value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  // Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an environment property to read the specified key path.
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  // Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The current value of the environment property.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var wrappedValue: Value {
    EnvironmentValues()[keyPath: keyPath]
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A collection of environment values propagated through a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/init() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an environment values instance.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  // Those of `DismissAction`, whose page links to it as `var dismiss: DismissAction { get }`.
  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// An action that dismisses the current presentation.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var dismiss: DismissAction {
    DismissAction()
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/dismissaction — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
/// An action that dismisses a presentation.
///
/// The stand-in presents nothing, so its action does nothing.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor
@preconcurrency
public struct DismissAction {
  // Apple: https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction() — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Dismisses the view if it is currently presented.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public func callAsFunction() {}
}
