#if canImport(SwiftUI)
  import SwiftUI

  /// A color picker for an optional color, with buttons that add and remove the color.
  ///
  /// Use it for a color that may be unset, such as a favorite color or a tag's tint. While the
  /// color is nil it shows an add button; while there is one, the color picker and a remove button.
  ///
  /// ```swift
  /// OptionalColorPicker("Favorite color", selection: $person.favoriteColor, default: .accentColor)
  /// ```
  ///
  /// Reading nil shows the add button, which stores the default; the remove button writes nil.
  /// After removal, a binding the picker still holds reads the color the source had when it
  /// was made, in the body evaluation that built it (an earlier one than the last if SwiftUI kept
  /// the binding as unchanged), and drops writes.
  ///
  /// Available where `ColorPicker` is: iOS 14, macOS 11 and visionOS; not tvOS or watchOS.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct OptionalColorPicker<Label: View>: View {
    private let selection: Binding<Color?>
    private let defaultColor: Color
    private let supportsOpacity: Bool
    private let title: Text?
    private let label: Label

    /// Creates a color picker for an optional color, with a custom label.
    ///
    /// ```swift
    /// OptionalColorPicker(selection: $tag.tint, default: .blue) {
    ///   Label("Tint", systemImage: "paintpalette")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The optional color. Reading nil shows the add button; the add button writes
    ///     `defaultColor` and the remove button writes nil.
    ///   - defaultColor: The color the add button stores.
    ///   - supportsOpacity: Whether the picker lets people adjust the color's opacity.
    ///   - label: A view that describes the color; the buttons show it after "Add" and "Remove".
    public init(
      selection: Binding<Color?>,
      default defaultColor: Color,
      supportsOpacity: Bool = true,
      @ViewBuilder label: () -> Label
    ) {
      self.init(
        selection: selection, defaultColor: defaultColor, supportsOpacity: supportsOpacity,
        title: nil, label: label())
    }

    private init(
      selection: Binding<Color?>,
      defaultColor: Color,
      supportsOpacity: Bool,
      title: Text?,
      label: Label
    ) {
      self.selection = selection
      self.defaultColor = defaultColor
      self.supportsOpacity = supportsOpacity
      self.title = title
      self.label = label
    }

    /// The add button while the color is nil; the color picker and the remove button otherwise.
    public var body: some View {
      OptionalField(value: selection, default: defaultColor) { color in
        ColorPicker(selection: color, supportsOpacity: supportsOpacity) { label }
      } addLabel: {
        FieldActionLabel(.add, title: title, fieldLabel: label)
      } removeLabel: {
        FieldActionLabel(.remove, title: title, fieldLabel: label)
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
    ///   - titleKey: The key for the picker's localized title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional color. Reading nil shows the add button; the add button writes
    ///     `defaultColor` and the remove button writes nil.
    ///   - defaultColor: The color the add button stores.
    ///   - supportsOpacity: Whether the picker lets people adjust the color's opacity.
    public init(
      _ titleKey: LocalizedStringKey,
      selection: Binding<Color?>,
      default defaultColor: Color,
      supportsOpacity: Bool = true
    ) {
      let title = Text(titleKey)
      self.init(
        selection: selection, defaultColor: defaultColor, supportsOpacity: supportsOpacity,
        title: title, label: title)
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
    ///   - selection: The optional color. Reading nil shows the add button; the add button writes
    ///     `defaultColor` and the remove button writes nil.
    ///   - defaultColor: The color the add button stores.
    ///   - supportsOpacity: Whether the picker lets people adjust the color's opacity.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title,
      selection: Binding<Color?>,
      default defaultColor: Color,
      supportsOpacity: Bool = true
    ) {
      let title = Text(title)
      self.init(
        selection: selection, defaultColor: defaultColor, supportsOpacity: supportsOpacity,
        title: title, label: title)
    }
  }
#endif
