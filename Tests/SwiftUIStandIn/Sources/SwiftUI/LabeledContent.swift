// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).

// Apple: https://developer.apple.com/documentation/swiftui/labeledcontent — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
/// A container for attaching a label to a value-bearing view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LabeledContent<Label, Content> {
  let label: Label
  let content: Content
}

// Apple: https://developer.apple.com/documentation/swiftui/labeledcontent — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension LabeledContent: View where Label: View, Content: View {
  // Apple: https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:) — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Creates a standard labeled element, with a view that conveys the value of the element and
  /// a label.
  ///
  /// - Parameters:
  ///   - content: The view that conveys the value of the resulting labeled element.
  ///   - label: The label that describes the purpose of the result.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), content: content())
  }

  // Apple: page not found — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// The content and behavior of the view.
  ///
  /// SwiftUI builds this control from its style; the stand-in's inspector reads its stored
  /// properties instead, and evaluating the body stops the program.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View { primitiveViewBody(Self.self) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
  // Apple: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:) — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  /// Creates a labeled view that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the view's localized title.
  ///   - content: The value content being labeled.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }
}
