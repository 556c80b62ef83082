#if canImport(SwiftUI)
  import SwiftUI

  /// A color picker for an optional color, with buttons that add and remove the color.
  ///
  /// Use it for a color that may be unset, such as a tag's tint. While the color is nil it shows an
  /// add button, which stores the default; while there is one, the color picker and a remove
  /// button, which stores nil. After the color is removed, a binding the picker still holds reads
  /// an earlier color and drops writes: nothing traps, and the color does not come back
  /// (``OptionalField`` says which color).
  ///
  /// ```swift
  /// OptionalColorPicker("Favorite color", selection: $person.favoriteColor, default: .accentColor)
  /// ```
  ///
  /// Available where `ColorPicker` is: iOS 14, macOS 11 and visionOS; not tvOS or watchOS.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct OptionalColorPicker<Label: View>: View {
    private let field: OptionalControl<Color, Label, ColorPicker<Label>>

    /// The add button while the color is nil; the color picker and the remove button otherwise.
    public var body: some View { field }

    /// Creates a color picker for an optional color, with a custom label.
    ///
    /// ```swift
    /// OptionalColorPicker(selection: $tag.tint, default: .blue) {
    ///   Label("Tint", systemImage: "paintpalette")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The optional color; nil shows the add button.
    ///   - defaultColor: The color the add button stores.
    ///   - supportsOpacity: Whether the picker lets people adjust the color's opacity.
    ///   - label: A view that describes the color; the buttons show it after "Add" and "Remove".
    public init(
      selection: Binding<Color?>, default defaultColor: Color, supportsOpacity: Bool = true,
      @ViewBuilder label: () -> Label
    ) {
      field = OptionalControl(selection, default: defaultColor, label: label()) {
        ColorPicker(selection: $0, supportsOpacity: supportsOpacity, label: $1)
      }
    }
  }

  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension OptionalColorPicker where Label == Text {
    /// Creates a color picker for an optional color, with a localized title.
    ///
    /// ```swift
    /// OptionalColorPicker("Favorite color", selection: $person.favoriteColor, default: .red)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the picker's title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional color; nil shows the add button.
    ///   - defaultColor: The color the add button stores.
    ///   - supportsOpacity: Whether the picker lets people adjust the color's opacity.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<Color?>, default defaultColor: Color,
      supportsOpacity: Bool = true
    ) {
      field = OptionalControl(selection, default: defaultColor, title: Text(titleKey)) {
        ColorPicker(selection: $0, supportsOpacity: supportsOpacity, label: $1)
      }
    }

    /// Creates a color picker for an optional color, with a title shown without localization.
    ///
    /// ```swift
    /// OptionalColorPicker(team.name, selection: $team.color, default: .blue)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The picker's title, shown as it is; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional color; nil shows the add button.
    ///   - defaultColor: The color the add button stores.
    ///   - supportsOpacity: Whether the picker lets people adjust the color's opacity.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol>(
      _ title: Title, selection: Binding<Color?>, default defaultColor: Color,
      supportsOpacity: Bool = true
    ) {
      field = OptionalControl(selection, default: defaultColor, title: Text(title)) {
        ColorPicker(selection: $0, supportsOpacity: supportsOpacity, label: $1)
      }
    }
  }
#endif
