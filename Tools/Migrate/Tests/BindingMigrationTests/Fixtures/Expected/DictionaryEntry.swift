// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `dict[key] ?? d` read and `dict[key] = $0` written become `$dict[key, default: d]`;
// an entry whose placeholder is written as nil becomes `$dict[key].replacingNil(with:)`.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
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
        $settings[key, default: false]
      }

      var body: some View {
        ForEach(settings.keys.sorted(), id: \.self) { key in
          Toggle(
            key,
            isOn: $settings[key, default: false])
          TextField(
            "Note",
            text: $notes[key].replacingNil(with: ""))
        }
        TextField(
          "Launches",
          value: $preferences.counts[counter, default: 0],
          format: .number)
        Toggle("Notifications", isOn: binding(for: "Notifications"))
      }
    }
  }
#endif
