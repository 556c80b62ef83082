// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a selection whose value is a generic parameter is `Hashable` where the parameter is
// constrained to be: in the type's parameter clause, in its `where` clause, and in a generic
// function's own clause. One constrained only to `Equatable` is left alone.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  enum GenericConstraintsFixture {
    struct RadioGroup<Option: Hashable>: View {
      let options: [Option]
      @Binding var selection: Option

      var body: some View {
        ForEach(options, id: \.self) { option in
          Toggle(
            String(describing: option),
            isOn: $selection.equals(option))
        }
      }
    }

    struct ChipGroup<Value>: View where Value: Hashable & Sendable {
      let values: [Value]
      @Binding var chosen: Value?

      var body: some View {
        ForEach(values, id: \.self) { value in
          Toggle(
            String(describing: value),
            isOn: $chosen.equals(value))
        }
      }
    }

    struct EquatableChoices<Choice: Equatable & Sendable>: View {
      let choice: Choice
      @Binding var current: Choice

      var body: some View {
        Toggle(
          "Chosen",
          isOn: Binding(
            get: { @MainActor in current == choice },
            set: { @MainActor in if $0 { current = choice } }
          ))
      }
    }
  }

  extension View {
    @MainActor func choiceToggle<Choice: Hashable>(
      _ title: String, _ choice: Choice, selection: Binding<Choice?>
    ) -> some View {
      Toggle(
        title,
        isOn: selection.equals(choice))
    }
  }
#endif
