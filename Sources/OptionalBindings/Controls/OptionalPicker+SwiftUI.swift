#if canImport(SwiftUI)
  import SwiftUI

  /// A picker for an optional selection, with buttons that add and remove the selection.
  ///
  /// Use it when "nothing chosen" should be a state of its own rather than a "None" option in the
  /// list. While the selection is nil it shows an add button, which stores the default; while there
  /// is one, the picker and a remove button, which stores nil. After the selection is removed, a
  /// binding the picker still holds reads an earlier selection and drops writes: nothing traps, and
  /// the selection does not come back (``OptionalField`` says which selection). Tag the options
  /// with the non-optional value.
  ///
  /// ```swift
  /// OptionalPicker("Blood type", selection: $patient.bloodType, default: .oPositive) {
  ///   ForEach(BloodType.allCases) { type in
  ///     Text(type.name).tag(type)
  ///   }
  /// }
  /// ```
  public struct OptionalPicker<Label: View, SelectionValue: Hashable, Content: View>: View {
    private let field:
      OptionalControl<SelectionValue, Label, Picker<Label, SelectionValue, Content>>

    /// The add button while the selection is nil; the picker and the remove button otherwise.
    public var body: some View { field }

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
    ///   - selection: The optional selection; nil shows the add button.
    ///   - defaultValue: The selection the add button stores.
    ///   - content: The options, each tagged with a non-optional `SelectionValue`.
    ///   - label: A view that describes the picker; the buttons show it after "Add" and "Remove".
    public init(
      selection: Binding<SelectionValue?>, default defaultValue: SelectionValue,
      @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
      let content = content()
      field = OptionalControl(selection, default: defaultValue, label: label()) {
        Picker(selection: $0, content: { content }, label: $1)
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
    ///   - titleKey: The key for the picker's title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional selection; nil shows the add button.
    ///   - defaultValue: The selection the add button stores.
    ///   - content: The options, each tagged with a non-optional `SelectionValue`.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue?>,
      default defaultValue: SelectionValue, @ViewBuilder content: () -> Content
    ) {
      let content = content()
      field = OptionalControl(selection, default: defaultValue, title: Text(titleKey)) {
        Picker(selection: $0, content: { content }, label: $1)
      }
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
    ///   - selection: The optional selection; nil shows the add button.
    ///   - defaultValue: The selection the add button stores.
    ///   - content: The options, each tagged with a non-optional `SelectionValue`.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol>(
      _ title: Title, selection: Binding<SelectionValue?>, default defaultValue: SelectionValue,
      @ViewBuilder content: () -> Content
    ) {
      let content = content()
      field = OptionalControl(selection, default: defaultValue, title: Text(title)) {
        Picker(selection: $0, content: { content }, label: $1)
      }
    }
  }
#endif
