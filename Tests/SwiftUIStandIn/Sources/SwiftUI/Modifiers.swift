// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The `View` overloads of `accessibilityLabel(_:)` taking `Text`, `LocalizedStringKey` and
// `StringProtocol` have no pages of their own (the page of that name is the iOS 16
// `LocalizedStringResource` group); they are declared as the iOS 14 `ModifiedContent` overload
// is.

// Apple: https://developer.apple.com/documentation/swiftui/viewmodifier — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor
@preconcurrency
public protocol ViewModifier {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of view representing the body.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  associatedtype Body: View

  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Gets the current body of the caller.
  ///
  /// - Parameter content: A proxy for the view the modifier is applied to.
  /// - Returns: The modified view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @ViewBuilder
  @MainActor
  @preconcurrency
  func body(content: Self.Content) -> Self.Body

  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content view type passed to `body()`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The body of a primitive modifier, which has none.
  ///
  /// SwiftUI applies a primitive modifier directly. Evaluating it stops the program.
  ///
  /// - Parameter content: The modified view.
  /// - Returns: Never.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public func body(content: Self.Content) -> Self.Body { primitiveViewBody(Self.self) }
}

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// The view a modifier's `body(content:)` receives: a proxy for the view being modified.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly. Evaluating it stops the program.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var body: Never { primitiveViewBody(Self.self) }
}

// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A value with a modifier applied to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
nonisolated public struct ModifiedContent<Content, Modifier> {
  // Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/content — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content that the modifier transforms into a new view or new view modifier.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var content: Content

  // Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The view modifier.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var modifier: Modifier

  // Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A structure that the defines the content and modifier needed to produce a new view or view
  /// modifier.
  ///
  /// - Parameters:
  ///   - content: The content that the modifier changes.
  ///   - modifier: The modifier to apply to the content.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of view representing the body of this view or modifier: none, as for every
  /// primitive.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public typealias Body = Never
}

// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: ModifiedContent<Content, Modifier>.Body { primitiveViewBody(Self.self) }
}

// Apple: https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A view modifier that adds accessibility properties to the view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  let label: Text?

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of view representing the body: none, as for every primitive modifier.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public typealias Body = Never
}

extension View {
  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter label: The accessibility label to apply.
  /// - Returns: The view with the label attached.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityLabel(
    _ label: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(label: label))
  }

  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter labelKey: The key for the localized accessibility label.
  /// - Returns: The view with the label attached.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityLabel(
    _ labelKey: LocalizedStringKey
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(Text(labelKey))
  }

  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Adds a label to the view that describes its contents.
  ///
  /// - Parameter label: The accessibility label, shown without localization.
  /// - Returns: The view with the label attached.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(
    _ label: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(Text(label))
  }
}
