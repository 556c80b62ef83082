#if canImport(SwiftUI)
  import SwiftUI

  /// A field for an optional value: an add button while the value is nil, and your content with a
  /// remove button while there is a value.
  ///
  /// Use it when "no value" is a real answer that the form should keep apart from an empty value,
  /// such as a person's last name or death date. It is the building block of the optional
  /// controls (``OptionalTextField``, ``OptionalDatePicker`` and the others); use it directly for
  /// any other control, with labels of your own.
  ///
  /// ```swift
  /// OptionalField(value: $person.nickname, default: "") { nickname in
  ///   TextField("Nickname", text: nickname)
  /// } addLabel: {
  ///   Label("Add nickname", systemImage: "plus.circle")
  /// } removeLabel: {
  ///   Label("Remove nickname", systemImage: "minus.circle")
  /// }
  /// ```
  ///
  /// While the value is nil the field shows only the add button, and pressing it stores the
  /// default. While there is a value it shows the content, built with a binding to the unwrapped
  /// value, and then the remove button, which stores nil. The add button stores the default only
  /// while the value is still nil, so a second press cannot overwrite what was typed since.
  ///
  /// The content's binding comes from `Binding(unwrapping:)`. After the value is removed, a control
  /// that still holds that binding reads the value the source had when the binding was made, and
  /// its writes are dropped: it neither crashes nor brings the value back. Every binding the field
  /// hands the content is the same binding, whatever the value, so SwiftUI can tell that the
  /// content's input has not changed; the flip side is that the binding SwiftUI keeps may be one
  /// made in an earlier evaluation than the last, and then the value read after removal is that
  /// evaluation's.
  ///
  /// The buttons are siblings of the content, not wrapped in a stack, so that in a `Form` each
  /// gets a row of its own and a tap on one never triggers the other.
  public struct OptionalField<Value, Content: View, AddLabel: View, RemoveLabel: View>: View {
    private let value: Binding<Value?>
    private let defaultValue: Value
    private let content: (Binding<Value>) -> Content
    private let addLabel: AddLabel
    private let removeLabel: RemoveLabel

    /// Creates a field for an optional value with add and remove buttons whose labels are any
    /// views.
    ///
    /// ```swift
    /// OptionalField(value: $order.note, default: "") { note in
    ///   TextField("Note", text: note)
    /// } addLabel: {
    ///   Image(systemName: "plus").accessibilityLabel("Add note")
    /// } removeLabel: {
    ///   Image(systemName: "trash").accessibilityLabel("Remove note")
    /// }
    /// ```
    ///
    /// The labels are shown and read as they are: when one is an image, give it an accessibility
    /// label that names the field, as above.
    ///
    /// - Parameters:
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The value the add button stores.
    ///   - content: The view that edits the value, given a binding to the unwrapped value.
    ///   - addLabel: The label of the add button.
    ///   - removeLabel: The label of the remove button.
    public init(
      value: Binding<Value?>,
      default defaultValue: Value,
      @ViewBuilder content: @escaping (Binding<Value>) -> Content,
      @ViewBuilder addLabel: () -> AddLabel,
      @ViewBuilder removeLabel: () -> RemoveLabel
    ) {
      self.value = value
      self.defaultValue = defaultValue
      self.content = content
      self.addLabel = addLabel()
      self.removeLabel = removeLabel()
    }

    /// The add button while the value is nil; the content and the remove button otherwise.
    public var body: some View {
      if let unwrapped = Binding(unwrapping: value) {
        content(unwrapped)
        Button(role: .destructive, action: remove) { removeLabel }
      } else {
        Button(action: add) { addLabel }
      }
    }

    private func add() {
      if case .none = value.wrappedValue {
        value.wrappedValue = defaultValue
      }
    }

    private func remove() {
      value.wrappedValue = nil
    }
  }

  extension OptionalField where AddLabel == Text, RemoveLabel == Text {
    /// Creates a field for an optional value whose buttons read "Add" and "Remove" followed by a
    /// localized title.
    ///
    /// Use it for the common case, where the title names the field:
    ///
    /// ```swift
    /// OptionalField("Nickname", value: $person.nickname, default: "") { nickname in
    ///   TextField("Nickname", text: nickname)
    /// }
    /// ```
    ///
    /// The buttons' labels are "Add <title>" and "Remove <title>", each localized as a whole
    /// (keys "Add %@" and "Remove %@"), and they are also what assistive technologies read.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the field's localized title.
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The value the add button stores.
    ///   - content: The view that edits the value, given a binding to the unwrapped value.
    public init(
      _ titleKey: LocalizedStringKey,
      value: Binding<Value?>,
      default defaultValue: Value,
      @ViewBuilder content: @escaping (Binding<Value>) -> Content
    ) {
      self.init(titled: Text(titleKey), value: value, default: defaultValue, content: content)
    }

    /// Creates a field for an optional value whose buttons read "Add" and "Remove" followed by a
    /// title shown without localization.
    ///
    /// Use it when the title is data, such as a custom field's name:
    ///
    /// ```swift
    /// OptionalField(field.name, value: $record[field.key], default: "") { text in
    ///   TextField(field.name, text: text)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as it is.
    ///   - value: The optional value. Reading nil shows the add button; the add button writes
    ///     `defaultValue` and the remove button writes nil.
    ///   - defaultValue: The value the add button stores.
    ///   - content: The view that edits the value, given a binding to the unwrapped value.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol>(
      _ title: Title,
      value: Binding<Value?>,
      default defaultValue: Value,
      @ViewBuilder content: @escaping (Binding<Value>) -> Content
    ) {
      self.init(titled: Text(title), value: value, default: defaultValue, content: content)
    }

    private init(
      titled title: Text, value: Binding<Value?>, default defaultValue: Value,
      content: @escaping (Binding<Value>) -> Content
    ) {
      self.init(value: value, default: defaultValue, content: content) {
        Text("Add \(title)")
      } removeLabel: {
        Text("Remove \(title)")
      }
    }
  }
#endif
