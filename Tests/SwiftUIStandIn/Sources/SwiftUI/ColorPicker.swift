// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The `init(selection:supportsOpacity:label:)` page is the overload group, which shows the
// `Binding<CGColor>` overload; the `Binding<Color>` one is declared with the same labels. The
// `LocalizedStringKey` title overload has no page of its own (the page of that name is the iOS 16
// `LocalizedStringResource` group).

// Apple: https://developer.apple.com/documentation/swiftui/colorpicker — iOS 14.0, macOS 11.0, tvOS unavailable, watchOS unavailable, visionOS 1.0
/// A control used to select a color from the system color picker UI.
///
/// The stand-in keeps the binding so that a test can pick a color by writing through it.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  // Apple: https://developer.apple.com/documentation/swiftui/colorpicker/init(selection:supportsopacity:label:) — iOS 14.0, macOS 11.0, tvOS unavailable, watchOS unavailable, visionOS 1.0
  /// Creates an instance that selects a color.
  ///
  /// - Parameters:
  ///   - selection: A binding to the variable that displays the selected color.
  ///   - supportsOpacity: A Boolean value that indicates whether the color picker allows
  ///     adjusting the selected color's opacity; the default is `true`.
  ///   - label: A view that describes the use of the selected color.
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init(
    selection: Binding<Color>,
    supportsOpacity: Bool = true,
    @ContentBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS unavailable, watchOS unavailable, visionOS 1.0
  /// The content and behavior of the view.
  ///
  /// SwiftUI builds this control from its style; the stand-in's inspector reads its stored
  /// properties instead, and evaluating the body stops the program.
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  @preconcurrency
  public var body: some View { primitiveViewBody(Self.self) }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker where Label == Text {
  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS unavailable, watchOS unavailable, visionOS 1.0
  /// Creates a color picker with a text label generated from a title string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of the picker.
  ///   - selection: A binding to the variable that displays the selected color.
  ///   - supportsOpacity: A Boolean value that indicates whether the color picker allows
  ///     adjustments to the selected color's opacity; the default is `true`.
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Color>,
    supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
}
