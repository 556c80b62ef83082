// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture, crash fixes (applied with --crash-fixes): a force-unwrapping closure binding whose
// setter stores the value even after it became nil (a ghost write) becomes the binding `if let …
// = Binding(unwrapping: $x)` unwraps, where an `if` guards it. Unguarded, or with a setter that
// does more, it is reported and left as it is.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum CrashFixForceUnwrapFixture {
    struct Pet: Sendable {
      var name: String
    }

    struct PetEditor: View {
      @Binding var pet: Pet

      var body: some View {
        TextField("Name", text: $pet.name)
      }
    }

    @Observable final class Shelter {
      var featured: Pet?
      var log: [String] = []
    }

    struct PetSheet: View {
      @State private var pet: Pet?
      @Bindable var shelter: Shelter

      var body: some View {
        if let petBinding = Binding(unwrapping: $pet) {
          PetEditor(
            pet: petBinding)
        }
        if let featured = shelter.featured, let featuredBinding = Binding(unwrapping: $shelter.featured) {
          Text(featured.name)
          PetEditor(pet: featuredBinding)
        }
        if shelter.featured != nil {
          PetEditor(
            pet: Binding(
              get: { @MainActor in shelter.featured! },
              set: { @MainActor in
                shelter.featured = $0
                shelter.log.append($0.name)
              }
            ))
        }
        PetEditor(pet: Binding(get: { @MainActor in pet! }, set: { @MainActor in pet = $0 }))
      }
    }
  }
#endif
