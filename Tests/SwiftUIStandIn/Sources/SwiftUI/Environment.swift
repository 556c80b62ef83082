// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (Each public declaration below has a doc comment, then the line naming its Apple page, then its
// `@available`; swift-format does not see a doc comment that a plain comment line follows.)
//
// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30: `Environment`,
// `EnvironmentValues` and the `dismiss` action, which the example app's detail view reads. The
// stand-in has no environment: `@Environment` reads a default `EnvironmentValues()`, and its
// dismiss action does nothing.

/// A property wrapper that reads a value from a view's environment.
///
/// The stand-in reads a default `EnvironmentValues()`; nothing sets a value.
// Apple: https://developer.apple.com/documentation/swiftui/environment — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// Creates an environment property to read the specified key path.
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  // Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value of the environment property.
  // Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var wrappedValue: Value {
    EnvironmentValues()[keyPath: keyPath]
  }
}

/// A collection of environment values propagated through a view hierarchy.
// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  /// Creates an environment values instance.
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/init() — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  /// An action that dismisses the current presentation.
  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, those of `DismissAction`, whose page links to it as `var dismiss: DismissAction { get }`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dismiss: DismissAction {
    DismissAction()
  }
}

/// An action that dismisses a presentation.
///
/// The stand-in presents nothing, so its action does nothing.
// Apple: https://developer.apple.com/documentation/swiftui/dismissaction — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
@preconcurrency
public struct DismissAction {
  /// Dismisses the view if it is currently presented.
  // Apple: https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction() — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  @preconcurrency
  public func callAsFunction() {}
}
