#if canImport(SwiftUI)
  import SwiftUI

  /// What every optional control is (``OptionalTextField``, ``OptionalToggle`` and the others): an
  /// ``OptionalField`` whose content is one SwiftUI control and whose buttons name it.
  ///
  /// Given a title, the buttons read "Add <title>" and "Remove <title>", each one text localized
  /// as a whole (keys "Add %@" and "Remove %@"). Given a label view, they show "Add" or "Remove"
  /// followed by that view, which a button reads as one accessibility label. Either way a button
  /// names the field it acts on.
  struct OptionalControl<Value, Label: View, Control: View>: View {
    let value: Binding<Value?>
    let defaultValue: Value
    let title: Text?
    let label: Label
    /// Makes the control from a binding to the unwrapped value and the control's label.
    let control: (Binding<Value>, () -> Label) -> Control

    var body: some View {
      OptionalField(value: value, default: defaultValue) {
        control($0) { label }
      } addLabel: {
        buttonLabel(adds: true)
      } removeLabel: {
        buttonLabel(adds: false)
      }
    }

    @ViewBuilder private func buttonLabel(adds: Bool) -> some View {
      if let title {
        adds ? Text("Add \(title)") : Text("Remove \(title)")
      } else {
        HStack {
          adds ? Text("Add") : Text("Remove")
          label
        }
      }
    }
  }

  extension OptionalControl {
    /// A control whose label is a view of the caller's.
    init(
      _ value: Binding<Value?>, default defaultValue: Value, label: Label,
      control: @escaping (Binding<Value>, () -> Label) -> Control
    ) {
      self.init(
        value: value, defaultValue: defaultValue, title: nil, label: label, control: control)
    }
  }

  extension OptionalControl where Label == Text {
    /// A control labeled by a title, which the buttons name.
    init(
      _ value: Binding<Value?>, default defaultValue: Value, title: Text,
      control: @escaping (Binding<Value>, () -> Text) -> Control
    ) {
      self.init(
        value: value, defaultValue: defaultValue, title: title, label: title, control: control)
    }
  }
#endif
