// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `LabeledContent`
// (`struct LabeledContent<Label, Content>`; iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1),
// `init(content:label:)` (`nonisolated`), `init(_ titleKey: LocalizedStringKey, content:)`.
// The conditional `View` conformance is SwiftUI's long-standing shape.

/// A container for attaching a label to a value-bearing view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {
  let label: Label
  let content: Content
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
  /// Creates a standard labeled element, with a view that conveys the value of the element and
  /// a label.
  ///
  /// - Parameters:
  ///   - content: The view that conveys the value of the resulting labeled element.
  ///   - label: The label that describes the purpose of the result.
  nonisolated public init(
    @ContentBuilder content: () -> Content,
    @ContentBuilder label: () -> Label
  ) {
    self.init(label: label(), content: content())
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
  /// Creates a labeled view that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the view's localized title.
  ///   - content: The value content being labeled.
  public init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }
}
