import OptionalBindings
import SwiftUI

/// A dictionary of toggles: one per notification channel, whether or not the dictionary has an
/// entry for it.
public struct NotificationSettingsScreen: View {
  /// The channels the screen offers, in the order it shows them.
  public static let channels = ["Mentions", "Replies", "New followers", "Weekly digest"]

  @State private var settings: [String: Bool]

  /// Creates the screen with the settings stored so far.
  ///
  /// - Parameter settings: The entries stored so far; a channel without one reads as off.
  public init(settings: [String: Bool] = ["Mentions": true]) {
    _settings = State(initialValue: settings)
  }

  /// A toggle per channel, and the entries the dictionary holds.
  public var body: some View {
    Form {
      Section {
        ForEach(Self.channels, id: \.self) { channel in
          Toggle(channel, isOn: $settings[channel, default: false])
        }
      } header: {
        Text("$dict[key, default:]")
      } footer: {
        Text("A channel without an entry shows off; flipping it stores an entry.")
      }

      Section("Stored entries") {
        Text(storedEntries)
      }
    }
    .navigationTitle("Dictionary of toggles")
  }

  private var storedEntries: String {
    guard !settings.isEmpty else { return "none" }
    return settings.keys.sorted()
      .map { "\($0): \(settings[$0] == true ? "on" : "off")" }
      .joined(separator: ", ")
  }
}
