// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29:
// `AccessibilityAttachmentModifier` (`nonisolated struct`, conforms to `ViewModifier`),
// `ModifiedContent.accessibilityLabel(_ labelKey: LocalizedStringKey)` (iOS 14). The `View`
// overloads of `accessibilityLabel(_:)` taking `Text`, `LocalizedStringKey` and `StringProtocol`
// (iOS 14) were not surfaced (only the `LocalizedStringResource` one, iOS 16); declared in
// SwiftUI's long-standing shape. `ModifiedContent` and `ViewModifier` are declared minimally: no
// `body(content:)` requirement, since the stand-in never renders a modifier.

/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View

  /// Gets the current body of the caller.
  ///
  /// - Parameter content: A proxy for the view the modifier is applied to.
  /// - Returns: The modified view.
  @ViewBuilder
  @MainActor
  @preconcurrency
  func body(content: Self.Content) -> Self.Body

  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
}

/// The view a modifier's `body(content:)` receives: a proxy for the view being modified.
@frozen
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

/// A value with a modifier applied to it.
@frozen
nonisolated public struct ModifiedContent<Content, Modifier> {
  /// The content that the modifier transforms into a new view or new view modifier.
  public var content: Content

  /// The view modifier.
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view or view
  /// modifier.
  ///
  /// - Parameters:
  ///   - content: The content that the modifier changes.
  ///   - modifier: The modifier to apply to the content.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

/// A view modifier that adds accessibility properties to the view.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  let label: Text?

  /// The body of a primitive modifier, which has none.
  ///
  /// SwiftUI applies a primitive modifier directly. Evaluating it stops the program.
  ///
  /// - Parameter content: The modified view.
  /// - Returns: Never.
  public func body(content: Content) -> Never { primitiveViewBody(Self.self) }
}

extension View {
  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter label: The accessibility label to apply.
  /// - Returns: The view with the label attached.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(
    _ label: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(label: label))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter labelKey: The key for the localized accessibility label.
  /// - Returns: The view with the label attached.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(
    _ labelKey: LocalizedStringKey
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(Text(labelKey))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter label: The accessibility label, shown without localization.
  /// - Returns: The view with the label attached.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(
    _ label: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(Text(label))
  }
}
