#if canImport(SwiftUI)
  import SwiftUI

  /// The label of an optional control's add or remove button.
  ///
  /// With a title it is one text, "Add <title>" or "Remove <title>", localized as a whole (the key
  /// is "Add %@"). With a custom label view it is the verb followed by that view; a button reads
  /// the two as one accessibility label, so either way the button names the field it acts on.
  struct FieldActionLabel<FieldLabel: View>: View {
    enum Action {
      case add
      case remove
    }

    let action: Action
    let title: Text?
    let fieldLabel: FieldLabel

    init(_ action: Action, title: Text?, fieldLabel: FieldLabel) {
      self.action = action
      self.title = title
      self.fieldLabel = fieldLabel
    }

    var body: some View {
      if let title {
        switch action {
        case .add: Text("Add \(title)")
        case .remove: Text("Remove \(title)")
        }
      } else {
        HStack {
          switch action {
          case .add: Text("Add")
          case .remove: Text("Remove")
          }
          fieldLabel
        }
      }
    }
  }
#endif
