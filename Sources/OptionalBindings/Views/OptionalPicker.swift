#if canImport(SwiftUI)
  import SwiftUI

  /// A picker for an optional selection, with buttons that add and remove the selection.
  ///
  /// Use it when "nothing chosen" should be an explicit state with its own control, rather than
  /// an extra "None" option in the list. While the selection is nil it shows an add button; while
  /// there is one, the picker and a remove button. Tag the options with the non-optional value.
  ///
  /// ```swift
  /// OptionalPicker("Blood type", selection: $patient.bloodType, default: .oPositive) {
  ///   ForEach(BloodType.allCases) { type in
  ///     Text(type.name).tag(type)
  ///   }
  /// }
  /// ```
  ///
  /// Reading nil shows the add button, which stores the default; the remove button writes nil.
  /// After removal, a binding the picker still holds reads the selection the source had when it
  /// was made, in the body evaluation that built it (an earlier one than the last if SwiftUI kept
  /// the binding as unchanged), and drops writes.
  public struct OptionalPicker<Label: View, SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue?>
    private let defaultValue: SelectionValue
    private let content: Content
    private let title: Text?
    private let label: Label

    /// Creates a picker for an optional selection, with a custom label.
    ///
    /// ```swift
    /// OptionalPicker(selection: $task.priority, default: .normal) {
    ///   ForEach(Priority.allCases) { Text($0.name).tag($0) }
    /// } label: {
    ///   Label("Priority", systemImage: "flag")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The optional selection. Reading nil shows the add button; the add button
    ///     writes `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The selection the add button stores.
    ///   - content: The options, each tagged with a non-optional `SelectionValue`.
    ///   - label: A view that describes the picker; the buttons show it after "Add" and "Remove".
    public init(
      selection: Binding<SelectionValue?>,
      default defaultValue: SelectionValue,
      @ViewBuilder content: () -> Content,
      @ViewBuilder label: () -> Label
    ) {
      self.init(
        selection: selection, defaultValue: defaultValue, content: content(), title: nil,
        label: label())
    }

    private init(
      selection: Binding<SelectionValue?>,
      defaultValue: SelectionValue,
      content: Content,
      title: Text?,
      label: Label
    ) {
      self.selection = selection
      self.defaultValue = defaultValue
      self.content = content
      self.title = title
      self.label = label
    }

    /// The add button while the selection is nil; the picker and the remove button otherwise.
    public var body: some View {
      OptionalField(value: selection, default: defaultValue) { selection in
        Picker(selection: selection) {
          content
        } label: {
          label
        }
      } addLabel: {
        FieldActionLabel(.add, title: title, fieldLabel: label)
      } removeLabel: {
        FieldActionLabel(.remove, title: title, fieldLabel: label)
      }
    }
  }

  extension OptionalPicker where Label == Text {
    /// Creates a picker for an optional selection, with a localized title.
    ///
    /// ```swift
    /// OptionalPicker("Priority", selection: $task.priority, default: .normal) {
    ///   ForEach(Priority.allCases) { Text($0.name).tag($0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the picker's localized title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional selection. Reading nil shows the add button; the add button
    ///     writes `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The selection the add button stores.
    ///   - content: The options, each tagged with a non-optional `SelectionValue`.
    public init(
      _ titleKey: LocalizedStringKey,
      selection: Binding<SelectionValue?>,
      default defaultValue: SelectionValue,
      @ViewBuilder content: () -> Content
    ) {
      let title = Text(titleKey)
      self.init(
        selection: selection, defaultValue: defaultValue, content: content(), title: title,
        label: title)
    }

    /// Creates a picker for an optional selection, with a title shown without localization.
    ///
    /// ```swift
    /// OptionalPicker(question.text, selection: $answers[question.id], default: question.first) {
    ///   ForEach(question.choices, id: \.self) { Text($0).tag($0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The picker's title, shown as it is; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional selection. Reading nil shows the add button; the add button
    ///     writes `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The selection the add button stores.
    ///   - content: The options, each tagged with a non-optional `SelectionValue`.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title,
      selection: Binding<SelectionValue?>,
      default defaultValue: SelectionValue,
      @ViewBuilder content: () -> Content
    ) {
      let title = Text(title)
      self.init(
        selection: selection, defaultValue: defaultValue, content: content(), title: title,
        label: title)
    }
  }
#endif
