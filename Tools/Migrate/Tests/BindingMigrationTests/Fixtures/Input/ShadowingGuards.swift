// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a force unwrap of `self.x!` is guarded by `if let x = x`, by `if let x` and by a
// `guard let x = x` before it, which shadow the property with its unwrapped value. The
// condition stays (the code uses the name it binds), and the unwrapped binding is bound after
// it under a name of its own.
#if canImport(SwiftUI)
  import SwiftUI

  enum ShadowingGuardsFixture {
    struct Pet: Equatable {
      var name: String
    }

    struct PetEditor: View {
      @Binding var pet: Pet

      var body: some View {
        TextField("Name", text: $pet.name)
      }
    }

    struct PetScreen: View {
      @State private var pet: Pet?
      @State private var note: String?

      var body: some View {
        if let pet = pet {
          Text(pet.name)
          PetEditor(
            pet: Binding(
              get: { @MainActor in self.pet! },
              set: { @MainActor in if self.pet != nil { self.pet = $0 } }
            ))
        }
        if let note {
          Text(note)
          TextField(
            "Note",
            text: Binding(
              get: { @MainActor in self.note! },
              set: { @MainActor newValue in
                guard self.note != nil else { return }
                self.note = newValue
              }
            ))
        }
      }

      @MainActor func editor() -> AnyView {
        guard let pet = pet else { return AnyView(EmptyView()) }
        return AnyView(
          VStack {
            Text(pet.name)
            PetEditor(
              pet: Binding(
                get: { @MainActor in self.pet! },
                set: { @MainActor in if self.pet != nil { self.pet = $0 } }
              ))
          })
      }
    }
  }
#endif
