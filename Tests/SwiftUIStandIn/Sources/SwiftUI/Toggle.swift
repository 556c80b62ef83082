// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `Toggle`
// (`nonisolated struct Toggle<Label> where Label : View`), `init(isOn:label:)`. The
// `LocalizedStringKey` and `StringProtocol` title initializers were not surfaced (only the
// `LocalizedStringResource` one, iOS 16); declared in SwiftUI's long-standing shape.

/// A control that toggles between on and off states.
///
/// The stand-in keeps the binding so that a test can flip it.
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// Creates a toggle that displays a custom label.
  ///
  /// - Parameters:
  ///   - isOn: A binding to a property that determines whether the toggle is on or off.
  ///   - label: A view that describes the purpose of the toggle.
  nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the toggle's localized title.
  ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of the toggle.
  ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
