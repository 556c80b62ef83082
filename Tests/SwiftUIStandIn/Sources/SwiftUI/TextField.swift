// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `init(value:format:prompt:label:)` has no page of its own; it is declared like
// `init(value:formatter:prompt:label:)` (iOS 15).

import Foundation

// Apple: https://developer.apple.com/documentation/swiftui/textfield — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A control that displays an editable text interface.
///
/// The stand-in keeps the binding so that a test can type into the field by writing through it.
/// A formatted field keeps the binding to its value; nothing is parsed or formatted.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TextField<Label: View>: View {
  let binding: Any
  let prompt: Text?
  let label: Label

  // Apple: https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a text field with a prompt generated from a `Text`.
  ///
  /// - Parameters:
  ///   - text: The text to display and edit.
  ///   - prompt: A `Text` representing the prompt of the text field.
  ///   - label: A view that describes the purpose of the text field.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public init(
    text: Binding<String>,
    prompt: Text? = nil,
    @ContentBuilder label: () -> Label
  ) {
    binding = text
    self.prompt = prompt
    self.label = label()
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a text field that applies a format style to a bound value, with a label generated
  /// from a content builder.
  ///
  /// - Parameters:
  ///   - value: The underlying value to edit.
  ///   - format: A format style to use when converting between the string the user edits and
  ///     the underlying value.
  ///   - prompt: A `Text` which provides users with guidance on what to enter.
  ///   - label: A view that describes the purpose of the text field.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil,
    @ContentBuilder label: () -> Label
  ) where F.FormatOutput == String {
    binding = value
    self.prompt = prompt
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

extension TextField where Label == Text {
  // Apple: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a text field with a text label generated from a localized title string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the text field.
  ///   - text: The text to display and edit.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text) { Text(titleKey) }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a text field with a text label generated from a title string.
  ///
  /// - Parameters:
  ///   - title: The title of the text view, describing its purpose.
  ///   - text: The text to display and edit.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text) { Text(title) }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3fh51 — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a text field that applies a format style to a bound value, with a label generated
  /// from a localized title string.
  ///
  /// - Parameters:
  ///   - titleKey: The title of the text field, describing its purpose.
  ///   - value: The underlying value to edit.
  ///   - format: A format style to use when converting between the string the user edits and
  ///     the underlying value.
  ///   - prompt: A `Text` which provides users with guidance on what to enter.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey,
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }
}
