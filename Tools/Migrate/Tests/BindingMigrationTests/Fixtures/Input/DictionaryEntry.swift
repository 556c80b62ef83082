// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `dict[key] ?? d` read and `dict[key] = $0` written become `$dict[key, default: d]`;
// an entry whose placeholder is written as nil becomes `$dict[key].replacingNil(with:)`.
#if canImport(SwiftUI)
  import Observation
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum DictionaryEntryFixture {
    @Observable final class Preferences {
      var counts: [String: Int] = [:]
    }

    struct SettingsView: View {
      @State private var settings: [String: Bool] = ["Wi-Fi": true, "Bluetooth": false]
      @State private var notes: [String: String] = [:]
      @Bindable var preferences: Preferences
      let counter = "Launches"

      /// A binding per key, written the long way.
      func binding(for key: String) -> Binding<Bool> {
        Binding(
          get: { self.settings[key] ?? false },
          set: { self.settings[key] = $0 }
        )
      }

      var body: some View {
        ForEach(settings.keys.sorted(), id: \.self) { key in
          Toggle(
            key,
            isOn: Binding(
              get: { @MainActor in settings[key] ?? false },
              set: { @MainActor in settings[key] = $0 }
            ))
          TextField(
            "Note",
            text: Binding(get: { notes[key] ?? "" }, set: { notes[key] = $0.isEmpty ? nil : $0 }))
        }
        TextField(
          "Launches",
          value: Binding(
            get: { preferences.counts[counter] ?? 0 },
            set: { newCount in preferences.counts[counter] = newCount }
          ),
          format: .number)
        Toggle("Notifications", isOn: binding(for: "Notifications"))
      }
    }
  }
#endif
