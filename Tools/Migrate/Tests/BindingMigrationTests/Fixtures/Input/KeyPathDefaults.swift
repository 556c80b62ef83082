// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: an optional value with a default, reached through a key path held in a constant
// (a settings form whose rows each edit one optional field). A setter that clears the value on
// the placeholder is `replacingNil(with:)`, one that stores what it is given `withDefault(_:)`,
// on `$model.profile[dynamicMember: field]`.
#if canImport(SwiftUI)
  import Observation
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum KeyPathDefaultsFixture {
    struct Profile: Sendable {
      var displayName: String?
      var pronouns: String?
      var city = ""
    }

    @MainActor @Observable final class ProfileModel {
      var profile = Profile()
    }

    struct ProfileFieldRow: View {
      @Bindable var model: ProfileModel
      let label: String
      let field: WritableKeyPath<Profile, String?>

      var body: some View {
        HStack {
          Text(label)
          TextField(label, text: Binding(
            get: { model.profile[keyPath: field] ?? "" },
            set: { model.profile[keyPath: field] = $0.isEmpty ? nil : $0 }
          ))
        }
        TextField("Placeholder", text: Binding(get: { model.profile[keyPath: field] ?? "None" }, set: { model.profile[keyPath: field] = $0 }))
      }
    }
  }
#endif
