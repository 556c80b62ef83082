// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `ColorPicker`
// (`nonisolated struct ColorPicker<Label> where Label : View`; available iOS 14, macOS 11,
// visionOS 1; not tvOS or watchOS), `init(selection:supportsOpacity:label:)` with a
// `Binding<CGColor>`. The `Binding<Color>` overload and the `LocalizedStringKey` title overload
// were not surfaced; declared by analogy (same labels and defaults).

/// A control used to select a color from the system color picker UI.
///
/// The stand-in keeps the binding so that a test can pick a color by writing through it.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  /// Creates an instance that selects a color.
  ///
  /// - Parameters:
  ///   - selection: A binding to the variable that displays the selected color.
  ///   - supportsOpacity: A Boolean value that indicates whether the color picker allows
  ///     adjusting the selected color's opacity; the default is `true`.
  ///   - label: A view that describes the use of the selected color.
  nonisolated public init(
    selection: Binding<Color>,
    supportsOpacity: Bool = true,
    @ContentBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker where Label == Text {
  /// Creates a color picker with a text label generated from a title string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the picker.
  ///   - selection: A binding to the variable that displays the selected color.
  ///   - supportsOpacity: A Boolean value that indicates whether the color picker allows
  ///     adjustments to the selected color's opacity; the default is `true`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Color>,
    supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
}
